"""The hub of a server process: live tables, their clients, actions, undos and bots.

Every change of a table goes through :meth:`Hub._commit`, under the table's asyncio lock: the
change is applied to the in-memory match (a refusal leaves it untouched), then the event goes to
the group-commit writer (:mod:`chocolatier.server.writer`), which stores it only if the table's
log still ends where this process thinks. Only after the commit is the actor acknowledged and
every client sent its new view. When another process appended first (PostgreSQL), or the commit
failed, the live copy is dropped, rebuilt from the log and the change tried again on it.
Database reads run in an executor, bots think in threads: the event loop never waits on them.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import re
import time
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

from chocolatier.bots.hint import hint_bot_name
from chocolatier.core import (
    ChocolatierError,
    IllegalActionError,
    NotationError,
    RecordError,
    Rng,
    derive_seed,
)
from chocolatier.server.chatmod import ChatModeration
from chocolatier.server.clients import CHAT_ADDRESS_BURST, CHAT_ADDRESS_PER_SECOND, Client
from chocolatier.server.config import ServerConfig
from chocolatier.server.crossing import Crossing
from chocolatier.server.listing import Listing
from chocolatier.server.live import LiveTable, StaleStateError, rule_place
from chocolatier.server.lobbyfeed import LobbyFeed
from chocolatier.server.notify import Bus
from chocolatier.server.patches import Push
from chocolatier.server.presence import Presence
from chocolatier.server.protocol import ProtocolError
from chocolatier.server.shared_limits import StoredLimits
from chocolatier.server.storage import ChatLine, EventWrite, Storage
from chocolatier.server.thinking import BotPool
from chocolatier.server.throttle import Limits, MemoryLimits
from chocolatier.server.tutorial import bot_to_play, check_learner, check_undo, scripted_turn
from chocolatier.server.writer import EventWriter, WriteConflictError

log = logging.getLogger(__name__)
T = TypeVar("T")
# how long a clock that ran out waits for a move that arrived in time to be stored
ARRIVING_GRACE = 0.1
# chat lines a connecting client is sent (the export has them all)
CHAT_HISTORY = 200

# what the lobby makes (secrets.token_urlsafe) fits in the database's column
_TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def valid_table_id(table_id: str) -> bool:
    """Whether ``table_id`` has the shape of a table id (checked before any work is done)."""
    return _TABLE_ID.fullmatch(table_id) is not None


@dataclass
class _TableLock:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class TableUnavailableError(ChocolatierError):
    """No such table, or its stored log cannot be replayed."""


class PrivateTableError(PermissionError):
    """A spectator without the invite at a table that is not public (``private-table``)."""


def hash_token(token: str) -> str:
    """Seat tokens are stored hashed: a database leak does not hand out seats."""
    return hashlib.sha256(token.encode()).hexdigest()


def rejection(exc: Exception) -> dict[str, Any]:
    """The ``rejected`` message for a refused act or undo: the refusal's code (the catalog's
    ``refusal-<code>``), its parameters and the rule it cites, never words — each client words
    it in its reader's language. ``section``/``anchor`` locate the cited rule in the rules
    reference (``/rules/<game>#<anchor>``) when it names a section."""
    if isinstance(exc, IllegalActionError):
        code, rule, params = exc.code, exc.rule, exc.params
    elif isinstance(exc, NotationError):
        code, rule, params = "bad-notation", None, {}
    elif isinstance(exc, StaleStateError):
        code, rule, params = StaleStateError.code, None, {}
    else:
        code, rule, params = "illegal-action", None, {}
    return {"code": code, "params": params, **rule_place(rule)}



def history_line(line: ChatLine, reader: Client) -> dict[str, Any]:
    """A stored chat line as ``reader`` gets it in the history: marked ``mine`` when a
    spectator of the same identity (its address, as the host's mute sees it) wrote it; a seat
    knows its own lines by their seat."""
    mine = reader.sender is not None and line.sender == reader.sender
    return {**line.to_json(), "mine": True} if mine else line.to_json()

class Hub:
    """Live tables of this process and everything that changes them."""

    def __init__(self, storage: Storage, config: ServerConfig,
                 clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.config = config
        # What the clocks read: the wall clock (deadlines are stored times, shared by the
        # processes and kept over restarts); a test passes one it advances (wake_clocks).
        self.clock = clock
        self.tables: dict[str, LiveTable] = {}
        self.clients: dict[str, set[Client]] = {}
        self.connections = Counter[str]()
        self._locks: dict[str, _TableLock] = {}
        self._bots: dict[str, asyncio.Task[None]] = {}
        # per table: the task timing out its seats, and the event that wakes it on a change
        self._clocks: dict[str, tuple[asyncio.Task[None], asyncio.Event]] = {}
        # acts received and waiting for their table's lock, per (table, seat): a clock that
        # runs out meanwhile leaves the decision to them (a move in time is never lost)
        self._arriving = Counter[tuple[str, int]]()
        self._executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="db")
        self.thinking = BotPool(
            config.bot_workers, config.bot_workers_per_client, config.bot_processes
        )
        self.writer = EventWriter(storage)
        self.presence = Presence()
        # the other processes on the same PostgreSQL database: chat, presence, rematches
        self.bus = Bus(storage.url if storage.postgres else None)
        self.crossing = Crossing(self)
        # the lobby's lists of public tables, kept between requests, and the lobby sockets
        # of this process with the list they hold: whatever makes the one stale makes the other
        self.listing = Listing()
        self.lobby_feed = LobbyFeed(self.bus, self.listing.changed)
        # the per-address limits: in memory for one process, in the database for several
        self.limits: Limits = StoredLimits(storage, self.db) if storage.postgres \
            else MemoryLimits()
        self.moderation = ChatModeration(self)
        # called once a rated table has ended (the accounts' ratings; set by the app)
        self.on_rated_end: Callable[[str], Awaitable[object]] | None = None
        self._background: set[asyncio.Task[Any]] = set()
        self.closing = False

    # -- plumbing ---------------------------------------------------------------------------

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run blocking database work in the executor."""
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    @contextlib.asynccontextmanager
    async def lock(self, table_id: str) -> AsyncIterator[None]:
        """Hold the lock serializing every change of one table in this process.

        A table's lock exists only while it is held or awaited: ids that come and go (refused
        hellos among them) leave nothing behind.
        """
        entry = self._locks.get(table_id)
        if entry is None:
            entry = self._locks[table_id] = _TableLock()
        entry.users += 1
        try:
            async with entry.lock:
                yield
        finally:
            entry.users -= 1
            if entry.users == 0:
                del self._locks[table_id]

    def background(self, work: Awaitable[Any]) -> None:
        """Run ``work`` in the background (kept until it is done)."""
        task = asyncio.ensure_future(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def close(self) -> None:
        """Stop the bots and release the database."""
        self.closing = True
        tasks = [*self._bots.values(), *(task for task, _wake in self._clocks.values())]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.thinking.close()
        self._executor.shutdown(wait=True)
        self.writer.close()
        self.storage.dispose()

    async def live(self, table_id: str) -> LiveTable:
        """The table in memory, replayed from its log on first use (hold its lock)."""
        live = self.tables.get(table_id)
        if live is not None:
            return live
        loaded = await self.db(self.storage.load, table_id)
        if loaded is None:
            raise TableUnavailableError(f"there is no table {table_id}")
        try:
            live = await asyncio.to_thread(LiveTable, *loaded, self.clock)
        except (RecordError, ChocolatierError, ValueError) as exc:
            log.error("table %s cannot be replayed: %s", table_id, exc)
            raise TableUnavailableError(f"table {table_id} cannot be replayed: {exc}") from exc
        self.tables[table_id] = live
        if live.status == "finished":
            self._rate_if_rated(live)
        if self.clients.get(table_id):
            # rebuilt under watching clients (a failed commit, another process moved first)
            self._broadcast(live)
        return live

    def _evict_if_idle(self, table_id: str) -> None:
        # The live table is only a cache of the log: drop it when nobody needs it.
        task = self._bots.get(table_id)
        if self.clients.get(table_id) or (task is not None and not task.done()):
            return
        self.tables.pop(table_id, None)
        self.clients.pop(table_id, None)
        self.presence.forget(table_id)

    # -- clients ----------------------------------------------------------------------------

    async def attach(
        self, client: Client, table_id: str, token: str | None, invite: str | None = None
    ) -> None:
        """Seat (or not) a new client and send it the full view. A spectator of a private
        table must bring its ``invite`` code (the link's) to watch it being played, and to
        chat there; a finished table's replay is anyone's who knows its id (its record is
        published), but not its chat.

        Raises :class:`TableUnavailableError`, ``PermissionError`` for a wrong token,
        :class:`PrivateTableError`, or the moderation's ``BannedError`` (a banned account's
        seat) and ``RemovedError`` (a spectator the host removed); a refused client leaves
        nothing loaded for it.
        """
        if not valid_table_id(table_id):
            raise TableUnavailableError("there is no such table")
        async with self.lock(table_id):
            try:
                live = await self.live(table_id)
                seat = self._seat_for(live, token)
                invited = seat is not None or self._invited(live, invite)
                if not invited and live.status != "finished":
                    raise PrivateTableError("this table is private: watch it by its invite link")
                client.seat = seat
                await self.moderation.admit(client, live)
            except BaseException:
                self._evict_if_idle(table_id)
                raise
            client.table_id, client.may_chat = table_id, invited
            self.clients.setdefault(table_id, set()).add(client)
            client.send_text(Push(live).message(client, 0, full=True))
            client.log_seq = live.seq
            self._schedule_bots(live)
            # a process that only now has the table (its player came back here) runs its clock
            self._schedule_clock(live)
            self._presence_changed(live, always_to=client)
            if live.rematch is not None and seat is not None:
                # a player who missed the rematch: its invite, to take their seat there
                rematch = await self.db(self.storage.get_table, live.rematch)
                if rematch is not None:
                    client.send({"type": "rematch_invite", "table": rematch.id,
                                 "invite": rematch.invite_code})
            lines = await self.db(self.storage.chat, table_id, CHAT_HISTORY)
            client.send({"type": "chat_history", "lines": [history_line(line, client)
                                                           for line in lines],
                         "may_chat": invited, "host": self.moderation.is_host(client, live)})

    @staticmethod
    def _seat_for(live: LiveTable, token: str | None) -> int | None:
        """The seat whose token this is (``None``: a spectator)."""
        if token is None:
            return None
        wanted = hash_token(token)
        seat = None
        for s in live.data.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, wanted):
                seat = s.seat
        if seat is None:
            raise PermissionError("this seat token is not valid at this table")
        return seat

    @staticmethod
    def _invited(live: LiveTable, invite: str | None) -> bool:
        """Whether a spectator may watch the game and chat: anyone at a public table, only
        those who came by the invite link at a private one."""
        if live.data.settings.get("public"):
            return True
        return invite is not None and hmac.compare_digest(
            invite.encode(), live.data.invite_code.encode())

    def detach(self, client: Client) -> None:
        """Forget a client that left."""
        if client.table_id is None:
            return
        group = self.clients.get(client.table_id)
        if group is not None:
            group.discard(client)
        live = self.tables.get(client.table_id)
        if live is not None:
            self._presence_changed(live)
        self._evict_if_idle(client.table_id)

    async def chat(self, client: Client, text: str, name: str | None) -> None:
        """Store a chat line of a seated player (under the seat's name) or a spectator (the
        name they chose, or none) and send it to every connection of the table."""
        table_id = await self.chat_allowed(client)
        await self.moderation.check_line(client, table_id)
        live = self.tables.get(table_id)
        if live is None:
            raise TableUnavailableError("the table is not here any more")
        if client.seat is not None:
            name = live.data.seats[client.seat].name
        elif name and name != client.name:
            # a spectator who gives a name is listed under it among those watching
            client.name = name
            self._presence_changed(live)
        line = await self.db(self.storage.add_chat, table_id, client.seat, name or "", text,
                             client.sender)
        message = {"type": "chat", **line.to_json()}
        self.crossing.chat(table_id, line.to_json())
        for other in list(self.clients.get(table_id, ())):
            # the sender's own copy says so: a page offers no "mute" on its reader's lines
            other.send({**message, "mine": True} if other is client else message)

    async def chat_allowed(self, client: Client) -> str:
        """The client's table, if it may say something there now (a chat line, a report):
        a seat or an invited spectator, within its connection's and its address's budgets."""
        table_id = self._table_of(client)
        if not client.may_chat:
            raise ProtocolError("private-table", "only the players and their guests chat here")
        # each connection has its budget, and all the connections of an address share one
        # more: sixty spectator sockets of one address do not get sixty times the lines
        if not client.chat_limiter.allow() or await self.limits.take(
                f"chat:{client.address}", CHAT_ADDRESS_PER_SECOND, CHAT_ADDRESS_BURST):
            raise ProtocolError("chat-flood", "too many chat lines; wait a little")
        return table_id

    def set_away(self, client: Client, away: bool) -> None:
        """The client's page went to the background (``away``) or came back."""
        client.away = away
        live = self.tables.get(self._table_of(client))
        if live is not None:
            self._presence_changed(live)

    def _presence_changed(self, live: LiveTable, always_to: Client | None = None) -> None:
        """This process's clients of the table changed: tell the other processes, and the
        table's clients the seats' presence when it changed (and ``always_to``)."""
        watching = self.presence.watchers(live.id)
        if self.presence.set_local(live.id, self.clients.get(live.id, set())):
            self.crossing.presence(live.id, self.presence.local(live.id))
            if self.presence.watchers(live.id) != watching and live.data.settings.get("public"):
                self.lobby_feed.changed()  # the lobby counts who watches (every process)
        self._show_presence(live, always_to)

    def show_presence(self, table_id: str) -> None:
        """Tell the table's clients here its presence if it changed (another process's share
        of it did)."""
        live = self.tables.get(table_id)
        if live is not None and self.clients.get(table_id):
            self._show_presence(live)

    def _show_presence(self, live: LiveTable, always_to: Client | None = None) -> None:
        clients = self.clients.get(live.id, set())
        humans = [s.seat for s in live.data.seats if s.kind == "human"]
        if self.presence.update(live.id, humans):
            message = self.presence.message(live.id)
            for other in list(clients):
                other.send(message)
        elif always_to is not None:
            always_to.send(self.presence.message(live.id))

    def _broadcast(self, live: LiveTable) -> None:
        """Push every client of the table its own view, or a patch of it (:mod:`.patches`:
        encoded once per seat, state held and log start)."""
        push = Push(live)
        for client in list(self.clients.get(live.id, ())):
            if client.log_seq == live.seq - 1 and client.seat in live.hidden_now:
                # the one new event changed nothing this client may see (another seat's
                # second secret card): a message now would tell that it happened
                client.log_seq = live.seq
                continue
            start = 0 if client.log_seq is None else live.log_changed_since(client.log_seq)
            client.send_text(push.message(client, start))
            client.log_seq = live.seq

    def sync(self, client: Client) -> None:
        """Send the client its full state again (its page missed a patch)."""
        live = self.tables.get(self._table_of(client))
        if live is None:
            raise TableUnavailableError("the table is not here any more")
        client.send_text(Push(live).message(client, 0, full=True))
        client.log_seq = live.seq

    # -- changes ----------------------------------------------------------------------------

    async def _commit(
        self,
        table_id: str,
        seat: int,
        change: Callable[[LiveTable, float], str | None],
        kind: str | None = None,
    ) -> tuple[LiveTable, int]:
        """Apply ``change`` to the live table at a time (it returns the move's notation, or
        ``None`` for an undo, or raises the refusal) and store the event (of ``kind``, by
        default ``move`` or ``undo``) with that time; returns the table and the event's seq.
        Caller holds the table's lock."""
        for _attempt in range(3):
            live = await self.live(table_id)
            if live.data.status == "open":
                # the table may have started meanwhile (a seat taken through another process)
                await self._reload_setup(live)
            if live.status != "running":
                raise IllegalActionError("table", "not-running", status=live.status)
            at = self.now()
            status = live.status
            move = change(live, at.timestamp())
            write = EventWrite(live.id, live.seq - 1, kind or ("undo" if move is None else "move"),
                               seat, move, live.status, live.result_json(), at)
            try:
                await self.writer.append(write)
            except WriteConflictError:
                # Another process stored events first: catch up from the log, decide again.
                self.tables.pop(table_id, None)
                continue
            except BaseException:
                # The match changed but the event is not stored: rebuild it from the log.
                self.tables.pop(table_id, None)
                raise
            if live.status != status and live.data.settings.get("public"):
                self.lobby_feed.announce()  # the table ended: the lobby lists it so
            return live, write.seq
        raise TableUnavailableError(f"table {table_id} is too busy; try again")

    async def note_rematch(self, live: LiveTable, seat: int, new_id: str) -> int:
        """Log, on a finished table, the table made for its rematch (caller holds the lock)."""
        at = self.now()
        live.rematch_at(seat, new_id, at.timestamp())
        write = EventWrite(live.id, live.seq - 1, "rematch", seat, new_id, live.status,
                           live.result_json(), at)
        try:
            await self.writer.append(write)
        except BaseException:
            self.tables.pop(live.id, None)
            raise
        self._broadcast(live)
        return write.seq

    async def _reload_setup(self, live: LiveTable) -> None:
        data = await self.db(self.storage.get_table, live.id)
        if data is None:
            raise TableUnavailableError(f"table {live.id} is gone")
        live.data = data

    async def act(self, client: Client, state_id: int, action: int | str) -> int:
        """A seat's action; returns its event's seq as the seat counts events (another seat's
        secret cards uncounted: ``LiveTable.seq_for``). Raises the reason of a refusal."""
        seat = self._seat_of(client)
        table_id = self._table_of(client)

        def change(live: LiveTable, at: float) -> str:
            self._check_own_seat(live, seat)
            live.check_fresh(seat, state_id)
            chosen = live.parse_action(seat, action)
            check_learner(live, seat, chosen)  # a tutorial table holds its learner to the script
            return live.move(seat, chosen, at)

        arriving = (table_id, seat)
        self._arriving[arriving] += 1
        try:
            async with self.lock(table_id):
                live, _seq = await self._commit(table_id, seat, change)
                self._after_change(live)
                return live.seq_for(seat) - 1
        finally:
            self._arriving[arriving] -= 1
            if self._arriving[arriving] <= 0:
                del self._arriving[arriving]

    async def undo(self, client: Client, state_id: int) -> int:
        """Take back the client's last move of the current shift (logged as an event)."""
        seat = self._seat_of(client)
        table_id = self._table_of(client)

        def change(live: LiveTable, at: float) -> None:
            live.check_fresh(seat, state_id, "undo again")
            self._check_own_seat(live, seat)
            check_undo(live)
            live.undo(seat, at)

        async with self.lock(table_id):
            live, _seq = await self._commit(table_id, seat, change)
            self._after_change(live)
            return live.seq_for(seat) - 1

    async def concede(self, client: Client) -> int:
        """The client's player leaves the game: the stand-in bot plays the seat to the end."""
        seat = self._seat_of(client)

        def change(live: LiveTable, at: float) -> None:
            live.concede(seat, at)

        async with self.lock(self._table_of(client)):
            live, _seq = await self._commit(self._table_of(client), seat, change, "concede")
            self._after_change(live)
            return live.seq_for(seat) - 1

    async def reclaim(self, client: Client) -> int:
        """The client's player takes their seat back from the stand-in ("take my seat back")."""
        seat = self._seat_of(client)

        def change(live: LiveTable, at: float) -> None:
            live.reclaim(seat, at)

        async with self.lock(self._table_of(client)):
            live, _seq = await self._commit(self._table_of(client), seat, change, "reclaim")
            self._after_change(live)
            return live.seq_for(seat) - 1

    @staticmethod
    def _check_own_seat(live: LiveTable, seat: int) -> None:
        life = live.life.seats[seat]
        if life.conceded:
            raise IllegalActionError("seats", "already-conceded")
        if life.standin:
            raise IllegalActionError("seats", "stood-in")
        if life.finishing is not None:
            raise IllegalActionError("seats", "turn-timed-out")

    @staticmethod
    def _seat_of(client: Client) -> int:
        if client.seat is None:
            raise IllegalActionError("seats", "spectator")
        return client.seat

    @staticmethod
    def _table_of(client: Client) -> str:
        if client.table_id is None:
            raise TableUnavailableError("say hello first")
        return client.table_id

    def _after_change(self, live: LiveTable) -> None:
        self._broadcast(live)
        self._schedule_bots(live)
        self._schedule_clock(live)
        if live.status == "finished":
            self._rate_if_rated(live)

    def _rate_if_rated(self, live: LiveTable) -> None:
        """A finished rated table is judged (at its end, and whenever it is found finished:
        a crash may have come between its end and its rating; judging twice does nothing)."""
        if live.life.settings.get("rated") and self.on_rated_end:
            self.background(self.on_rated_end(live.id))

    def behind(self, note: str) -> bool:
        """Whether a table change notified (``"<id>"`` or ``"<id> <count>"``) is one this
        process's live copy lacks (most notifications are of tables not live here, or of
        this process's own events: they need no :meth:`refresh`, nor a task to run it)."""
        table_id, _, count = note.partition(" ")
        live = self.tables.get(table_id)
        return live is not None and not (count.isdigit() and live.seq >= int(count))

    async def refresh(self, note: str) -> None:
        """Catch a live table up with the database (a seat was taken, or another process
        stored events) and push the new views. ``note`` is the table's id, and the length of
        its log when events were stored (``"<id> <count>"``): a live copy that long already
        has them (this process stored them) and is left alone."""
        if not self.behind(note):
            return
        table_id = note.partition(" ")[0]
        async with self.lock(table_id):
            live = self.tables.get(table_id)
            if live is None:
                return
            loaded = await self.db(self.storage.load_since, table_id, live.seq)
            if loaded is None:
                return
            data, events = loaded
            changed = bool(events) or data != live.data
            live.data = data
            try:
                for ev in events:
                    live.apply_event(ev)
            except RecordError:
                log.exception("table %s: stored events do not replay", table_id)
                self.tables.pop(table_id, None)
                return
            if changed:
                self._after_change(live)

    # -- hints ------------------------------------------------------------------------------

    def start_hint(self, client: Client, state_id: int, ref: int | None) -> None:
        """Answer a ``hint`` message in the background: the hint bot thinks in the bot
        workers, and meanwhile the connection's other messages (its moves) go on."""
        if client.hinting:
            client.send({"type": "hint", "ref": ref, "state_id": state_id, "code": "hint-busy"})
            return
        if not client.hint_limiter.allow():
            client.send({"type": "hint", "ref": ref, "state_id": state_id,
                         "code": "hint-too-many"})
            return
        client.hinting = True

        async def answer() -> None:
            try:
                client.send({"type": "hint", "ref": ref, **await self.hint(client, state_id)})
            except Exception:
                log.exception("hint for table %s failed", client.table_id)
                client.send({"type": "hint", "ref": ref, "state_id": state_id,
                             "code": "hint-failed"})
            finally:
                client.hinting = False

        self.background(answer())

    async def hint(self, client: Client, state_id: int) -> dict[str, Any]:
        """The hint for the client's seat at ``state_id``: the move the hint bot
        (:mod:`chocolatier.bots.hint`, the terminal's too) makes on the seat's determinised
        view, as one of its legal actions (id, notation, event); or the ``code`` saying why
        there is none: ``hint-rated`` (a rated table), ``hint-not-your-move``, ``hint-stale``
        (the game moved on)."""
        table_id = self._table_of(client)
        async with self.lock(table_id):
            live = await self.live(table_id)
            seat = client.seat
            if live.life.settings.get("rated"):
                return {"state_id": state_id, "code": "hint-rated"}
            if (seat is None or live.status != "running" or live.plays_itself(seat)
                    or seat not in live.match.state.to_act()):
                return {"state_id": state_id, "code": "hint-not-your-move"}
            if not live.epochs[seat] <= state_id <= live.seq_for(seat):
                return {"state_id": state_id, "code": "hint-stale"}
            seed = derive_seed(live.data.seed, "hint", seat, live.seq)
            # the seat's world: what it cannot see is drawn anew (never the true decks)
            world = live.match.state.determinize(seat, Rng(derive_seed(seed, "world")))
        game = live.data.game
        bot = hint_bot_name(game)
        move = await self.thinking.decide(client.address, bot, game, seed, world, seat)
        async with self.lock(table_id):
            state = live.match.state
            # the seat's choices changed while the bot thought (another seat's secret card
            # changes nothing of them)
            if self.tables.get(table_id) is not live or live.epochs[seat] > state_id:
                return {"state_id": state_id, "code": "hint-stale"}
            action = state.parse(seat, move)
            if not state.is_legal(seat, action):
                # the seat's world disagrees with the true one: no hint rather than a wrong one
                return {"state_id": state_id, "code": "hint-failed"}
            return {"state_id": live.seq_for(seat), "action": state.action_id(seat, action),
                    "notation": state.notation(seat, action),
                    "event": state.event(seat, action).to_json(), "bot": bot}

    # -- bots -------------------------------------------------------------------------------

    def _schedule_bots(self, live: LiveTable) -> None:
        if self.closing or live.bot_to_act() is None:
            return
        task = self._bots.get(live.id)
        if task is None or task.done():
            self._bots[live.id] = asyncio.create_task(self._run_bots(live.id))

    async def _run_bots(self, table_id: str) -> None:
        """Play the table's bot seats, one decision at a time, until a human must act."""
        try:
            while not self.closing:
                async with self.lock(table_id):
                    live = self.tables.get(table_id)
                    seat = bot_to_play(live) if live is not None else None
                    if live is None or seat is None:
                        return
                    seq = live.seq
                    # Seeds derive from the table seed and the position: a restarted server
                    # makes the very same decisions.
                    seed = derive_seed(live.data.seed, "bot", seat, seq)
                    state = live.match.state.determinize(seat, Rng(derive_seed(seed, "world")))
                    spec = live.bot_spec(seat)
                    # a tutorial table's script plays its seats, or waits for the learner's move
                    scripted = scripted_turn(live, seat)
                    if scripted.wait:
                        return
                    # the delay lets people follow a bot's move; a tutorial's scripted
                    # commitment at a simultaneous step is seen by nobody: it waits for nothing
                    unseen = scripted.move is not None and live.secret_step
                if self.config.bot_delay and not unseen:
                    await asyncio.sleep(self.config.bot_delay)
                move = scripted.move or await self.thinking.decide(
                    live.data.creator, spec, live.data.game, seed, state, seat
                )
                async with self.lock(table_id):
                    if self.tables.get(table_id) is not live or live.seq != seq:
                        continue  # the game moved on (an undo, another process): think again
                    await self._bot_commit(live, seat, move, seed)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("bots of table %s stopped", table_id)
        finally:
            self._bots.pop(table_id, None)
            self._evict_if_idle(table_id)

    async def _bot_commit(
        self, live: LiveTable, seat: int, move: str, seed: int, kind: str | None = None
    ) -> None:
        """Store a bot's decision for ``seat`` (``kind``: ``timeout`` for a stand-in's at a
        time-out; by default ``standin`` for a stand-in's, ``move`` for a bot seat's)."""
        seq = live.seq
        if kind is None:
            kind = "move" if live.data.seats[seat].kind == "bot" else "standin"

        def change(current: LiveTable, at: float) -> str:
            if current is not live or current.seq != seq:
                raise StaleStateError("another process moved first")
            state = live.match.state
            try:
                action = state.parse(seat, move)
                if not state.is_legal(seat, action):
                    raise NotationError(move, "not-legal")
            except NotationError:
                # A bot whose determinised world disagrees with the true one: never stall
                # the table, play a (seeded, so reproducible) legal action instead.
                log.error("table %s: bot move %r of seat %d is not legal", live.id, move, seat)
                action = Rng(seed).choice(state.legal_actions(seat))
            return live.move(seat, action, at, kind)

        try:
            changed, _seq = await self._commit(live.id, seat, change, kind)
        except StaleStateError:
            # the bot loop looks at the caught-up table and thinks again
            return
        self._after_change(changed)

    async def start_bots(self, table_id: str) -> None:
        """Load a table and let its bots play if it is their turn, and its clocks run."""
        async with self.lock(table_id):
            live = await self.live(table_id)
            self._schedule_bots(live)
            self._schedule_clock(live)
            self._evict_if_idle(table_id)

    # -- clocks -----------------------------------------------------------------------------

    def now(self) -> datetime:
        """The time of :attr:`clock`, as the events are stamped with it."""
        return datetime.fromtimestamp(self.clock(), UTC)

    def wake_clocks(self) -> None:
        """Have every clock task look at the time again (after :attr:`clock` jumped ahead)."""
        for _task, wake in self._clocks.values():
            wake.set()

    def _schedule_clock(self, live: LiveTable) -> None:
        """Make sure a task watches the table's running clocks (and wake it: they changed)."""
        if self.closing or not live.deadlines():
            return
        entry = self._clocks.get(live.id)
        if entry is not None and not entry[0].done():
            entry[1].set()
            return
        wake = asyncio.Event()
        self._clocks[live.id] = (asyncio.create_task(self._run_clock(live.id, wake)), wake)

    async def _run_clock(self, table_id: str, wake: asyncio.Event) -> None:
        """Sleep until the table's next deadline; then the stand-in decides for the seat whose
        time ran out, unless its player's move arrived (it goes first, whatever the timer)."""
        try:
            while not self.closing:
                async with self.lock(table_id):
                    live = await self.live(table_id)
                    deadlines = live.deadlines()
                    self._evict_if_idle(table_id)
                if not deadlines:
                    return
                wake.clear()
                delay = min(deadlines.values()) - self.clock()
                if delay > 0:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(wake.wait(), delay)
                    continue
                if not await self._time_out(table_id):
                    # a move is arriving for the late seat: give it the time to land
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(wake.wait(), ARRIVING_GRACE)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("clock of table %s stopped", table_id)
        finally:
            entry = self._clocks.get(table_id)
            if entry is not None and entry[1] is wake:
                del self._clocks[table_id]

    async def _time_out(self, table_id: str) -> bool:
        """The stand-in makes the decision of a seat whose time ran out (``False``: none did,
        the seat's player's move is arriving)."""
        async with self.lock(table_id):
            live = await self.live(table_id)
            late = [s for s, when in live.deadlines().items()
                    if when <= self.clock() and (table_id, s) not in self._arriving]
            if not late:
                return False
            seat, seq = min(late), live.seq
            seed = derive_seed(live.data.seed, "timeout", seat, seq)
            state = live.match.state.determinize(seat, Rng(derive_seed(seed, "world")))
            spec = live.bot_spec(seat)
        move = await self.thinking.decide(
            live.data.creator, spec, live.data.game, seed, state, seat
        )
        async with self.lock(table_id):
            # the player's move got in first (or is waiting for the lock): it stands
            if self.tables.get(table_id) is live and live.seq == seq and (
                (table_id, seat) not in self._arriving
            ):
                await self._bot_commit(live, seat, move, seed, "timeout")
            self._evict_if_idle(table_id)
        return True

    async def resume(self) -> None:
        """At start: let the bots of every running table go on where they were."""
        for table_id in await self.db(self.storage.table_ids_with_status, "running"):
            if self.closing:
                return
            try:
                await self.start_bots(table_id)
            except TableUnavailableError:
                continue

