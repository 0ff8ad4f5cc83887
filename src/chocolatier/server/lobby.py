"""The lobby: the games on offer, creating and listing tables, joining a seat by invite, and
finished games' records and step-by-step replays. Every request body is validated here."""

from __future__ import annotations

import asyncio
import hmac
import secrets
import unicodedata
from typing import Any

from chocolatier.bots.base import bot_names, make_bot
from chocolatier.core import (
    CardDataError,
    ChocolatierError,
    GameRecord,
    IllegalActionError,
    MoveEntry,
    OptionError,
    available_games,
    get_game,
)
from chocolatier.core.game import Game
from chocolatier.server.accounts import Account, Accounts
from chocolatier.server.card_sets import CardSetError, CardSets
from chocolatier.server.clients import Client
from chocolatier.server.config import ServerConfig
from chocolatier.server.crossing import rematch_message
from chocolatier.server.hub import Hub, hash_token, valid_table_id
from chocolatier.server.identity import default_name, has_invisible
from chocolatier.server.live import public_options, replay_step
from chocolatier.server.protocol import SECRET
from chocolatier.server.storage import EventData, SeatData, TableData
from chocolatier.server.tablelife import MOVE_KINDS, split_settings

# the engine option holding replacement cards; clients choose a server's set by name instead
CARDS_OPTION = "card_overrides"
DEFAULT_CARD_SET = "default"
MAX_NAME = 40
MAX_TITLE = 80
LIST_LIMIT = 100
# what the lobby lists (GET /api/tables by default, and the lobby sockets)
LISTED = ("open", "running", "finished")
# the tables a browser holds seats at, asked for by id (its most recent ones)
IDS_LIMIT = 20
# control characters (NUL among them) and lone surrogates are not text a database stores
_NOT_TEXT = frozenset({"Cc", "Cs"})


class LobbyError(Exception):
    """A refused lobby request: HTTP ``status``, machine ``code`` and a message (English, for
    API users); ``detail`` is the engine's option error (its code and parameters) when one says
    what exactly is wrong, for the client to word in its reader's language."""

    def __init__(self, code: str, message: str, status: int = 400,
                 detail: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status
        self.detail = detail

    @classmethod
    def of(cls, code: str, exc: Exception) -> LobbyError:
        """The refusal ``code`` for an engine's error: its option error's code and parameters
        as the detail."""
        detail = exc.to_json() if isinstance(exc, OptionError) else None
        return cls(code, str(exc), detail=detail)


def new_token() -> str:
    """A seat token: 256 random bits, URL-safe."""
    return secrets.token_urlsafe(32)


def _name(value: Any, default: str, limit: int = MAX_NAME) -> str:
    if value is None:
        return default
    if not isinstance(value, str):
        raise LobbyError("bad-name", "a name must be text")
    name = " ".join(value.split())[:limit]
    if any(unicodedata.category(char) in _NOT_TEXT for char in name):
        raise LobbyError("bad-name", "names and titles may not hold control characters")
    return name or default


def _integer(value: Any) -> bool:
    """A JSON integer (``true`` is not 1 here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _game(name: Any) -> Game:
    if not isinstance(name, str) or name not in available_games():
        raise LobbyError("bad-game", f"choose a game among {', '.join(available_games())}")
    try:
        return get_game(name)
    except ImportError:
        raise LobbyError("bad-game", f"{name} is not available on this server") from None


def _default_options(game: Game) -> dict[str, Any]:
    return game.normalize_options(max(game.min_players, min(4, game.max_players)), None)


def _stores(game: Game) -> list[str]:
    """The stores whose side a table may choose one by one (none for a game without them)."""
    card_set = getattr(game, "card_set", None)
    return [store.id for store in card_set({}).stores] if card_set is not None else []


def public_table(data: TableData) -> dict[str, Any]:
    """What anybody may know of a table (no token, no invite code, no seed before the end)."""
    out: dict[str, Any] = {
        "id": data.id,
        "game": data.game,
        "title": data.title,
        "status": data.status,
        "options": public_options(data.options),
        "card_set": data.card_set,
        "settings": data.settings,
        "moves": data.event_count,
        "updated_at": data.updated_at.isoformat(),
        "seats": [
            {"seat": s.seat, "name": s.name, "kind": s.kind, "bot": s.bot, "joined": s.joined,
             "account": s.account_id is not None}
            for s in data.seats
        ],
    }
    if data.result is not None:
        out["result"] = {"scores": data.result.get("scores"), "winners": data.result.get("winners")}
    return out


class Lobby:
    """Lobby requests of one server process."""

    def __init__(self, hub: Hub, config: ServerConfig, accounts: Accounts) -> None:
        self.hub = hub
        self.storage = hub.storage
        self.config = config
        self.accounts = accounts
        self.card_sets = CardSets(config.cards_dir)
        hub.lobby_feed.listing = lambda: self.list_tables(list(LISTED))

    async def games(self) -> list[dict[str, Any]]:
        """The games this server can host, with their bots and default options."""
        out = []
        for name in available_games():
            try:
                game = get_game(name)
            except ImportError:
                continue  # a game whose engine is not installed
            defaults = _default_options(game)
            out.append(
                {
                    "name": name,
                    "title": game.title,
                    "min_players": game.min_players,
                    "max_players": min(game.max_players, self.config.max_seats),
                    "bots": bot_names(name),
                    "default_options": public_options(defaults),
                    # each store's side may be chosen on its own (ruling F5)
                    "stores": _stores(game) if "store_sides" in defaults else [],
                    # besides the default cards (only games whose cards can be replaced)
                    "card_sets": self.card_sets.names() if CARDS_OPTION in defaults else [],
                }
            )
        return out

    async def list_tables(self, statuses: list[str]) -> list[dict[str, Any]]:
        """Open, running and/or finished public tables, newest activity first (a private one
        only by its id: :meth:`tables_by_id`)."""
        wanted = tuple(sorted({s for s in statuses if s in ("open", "running", "finished")}))
        if not wanted:
            return []

        def build() -> list[dict[str, Any]]:
            return [public_table(t) for t in self.storage.list_tables(list(wanted), LIST_LIMIT)]

        # kept between requests (server/listing.py): made stale by the lobby feed's changes
        tables = await self.hub.listing.tables(wanted, lambda: self.hub.db(build))
        watchers = self.hub.presence.watchers
        return [{**t, "spectators": watchers(t["id"])} for t in tables]

    async def tables_by_id(self, ids: list[str]) -> list[dict[str, Any]]:
        """The tables of these ids that exist (a returning player's tables, from the seats
        their browser keeps), newest activity first; at most ``IDS_LIMIT`` ids."""
        if len(ids) > IDS_LIMIT or not all(valid_table_id(i) for i in ids):
            raise LobbyError("bad-request", f"ids: at most {IDS_LIMIT} table ids")
        found = await self.hub.db(lambda: [self.storage.get_table(i) for i in dict.fromkeys(ids)])
        tables = sorted((t for t in found if t is not None), key=lambda t: t.updated_at,
                        reverse=True)
        return [self._listed(t) for t in tables]

    def _listed(self, data: TableData) -> dict[str, Any]:
        """A table as the lobby lists it: its public facts and how many watch it (in every
        process)."""
        return {**public_table(data), "spectators": self.hub.presence.watchers(data.id)}

    async def table(self, table_id: str) -> dict[str, Any]:
        """One table's public facts."""
        data = await self._get(table_id)
        return public_table(data)

    async def _get(self, table_id: str) -> TableData:
        if not valid_table_id(table_id):
            raise LobbyError("no-table", "there is no such table", 404)
        data = await self.hub.db(self.storage.get_table, table_id)
        if data is None:
            raise LobbyError("no-table", f"there is no table {table_id}", 404)
        return data

    async def create(
        self, body: Any, creator: str, account: Account | None = None
    ) -> dict[str, Any]:
        """Create a table; the creator may take a human seat at once (``join``), under their
        account's name when logged in."""
        if not isinstance(body, dict):
            raise LobbyError("bad-request", "send a JSON object")
        game = _game(body.get("game"))
        seats_in = body.get("seats")
        if not isinstance(seats_in, list) or not (
            game.min_players <= len(seats_in) <= min(game.max_players, self.config.max_seats)
        ):
            raise LobbyError(
                "bad-seats",
                f"{game.title} needs {game.min_players}–{game.max_players} seats",
            )
        seats = [self._seat(i, s, game.name) for i, s in enumerate(seats_in)]
        options = body.get("options", {})
        if not isinstance(options, dict):
            raise LobbyError("bad-options", "options must be an object")
        if CARDS_OPTION in options:
            raise LobbyError("bad-options", "choose one of the server's card sets (card_set)")
        try:
            options, settings = split_settings(options, game.name)
        except ChocolatierError as exc:
            raise LobbyError.of("bad-options", exc) from None
        if settings["rated"] and account is None:
            raise LobbyError("rated-needs-login", "log in to create a rated table", 403)
        if settings["rated"] and (len(seats) < 2 or any(s.kind == "bot" for s in seats)):
            # a bot, or a stand-in that never gets tired, would win ratings for nobody's play
            raise LobbyError("rated-humans-only",
                             "a rated table has two or more seats, all for logged-in people")
        card_set = self._card_set(body.get("card_set"), game)
        if card_set is not None:
            options = {**options, CARDS_OPTION: card_set[1]}
        try:
            options = game.normalize_options(len(seats), options)
        except CardDataError as exc:
            where = f"card set {card_set[0]!r}: " if card_set is not None else ""
            raise LobbyError("bad-cards", where + self.card_sets.hide_folder(str(exc))) from None
        except (ChocolatierError, ValueError, TypeError) as exc:
            raise LobbyError.of("bad-options", exc) from None
        seed = body.get("seed")
        if seed is None:
            seed = secrets.randbits(63)
        elif not self.config.allow_seeds:
            raise LobbyError("bad-seed", "this server chooses the seeds")
        elif not _integer(seed) or not 0 <= seed < 2**63:
            raise LobbyError("bad-seed", "a seed is an integer in [0, 2^63)")
        join = body.get("join")
        token = None
        if join is not None:
            human = [s.seat for s in seats if s.kind == "human"]
            if not _integer(join) or join not in human:
                raise LobbyError("bad-join", "join must name one of the human seats")
            token = new_token()
            name = account.name if account else _name(body.get("name"), seats[join].name)
            seats[join] = SeatData(join, "human", None, name, hash_token(token),
                                   account.id if account else None)
        await self._not_accounts([s.name for s in seats if s.account_id is None])
        open_tables = await self.hub.db(self.storage.count_unfinished_by, creator)
        if open_tables >= self.config.max_open_tables_per_client:
            raise LobbyError(
                "too-many-tables",
                f"at most {self.config.max_open_tables_per_client} unfinished tables per player",
                429,
            )
        stamp = self.hub.now()  # a table that starts at once starts its clocks now
        running = all(s.joined for s in seats)
        data = TableData(
            id=secrets.token_urlsafe(9),
            game=game.name,
            title=_name(body.get("title"), f"{game.title} table", MAX_TITLE),
            seed=seed,
            options=options,
            status="running" if running else "open",
            event_count=0,
            invite_code=secrets.token_urlsafe(16),
            creator=creator,
            created_at=stamp,
            updated_at=stamp,
            result=None,
            seats=tuple(seats),
            card_set=card_set[0] if card_set is not None else None,
            settings=settings,
            started_at=stamp if running else None,
            host_seat=join,
        )
        # Build the first state now: a setup the engine rejects never reaches the database.
        try:
            await asyncio.to_thread(game.new_state, len(seats), seed, options)
        except CardDataError as exc:
            where = f"card set {card_set[0]!r}: " if card_set is not None else ""
            raise LobbyError("bad-cards", where + self.card_sets.hide_folder(str(exc))) from None
        except (ChocolatierError, ValueError) as exc:
            raise LobbyError.of("bad-options", exc) from None
        await self.hub.db(self.storage.create_table, data)
        if settings.get("public"):
            self.hub.lobby_feed.announce()
        if data.status == "running":
            await self.hub.start_bots(data.id)
        return {"id": data.id, "invite": data.invite_code, "seat": join, "token": token}

    async def _not_accounts(self, names: list[str]) -> None:
        """Refuse guests' and bots' names that show as nothing or pass for an account's."""
        if any(has_invisible(name) for name in names):
            raise LobbyError("name-characters", "a name may not hold invisible characters")
        chosen = [name for name in names if not default_name(name)]
        if chosen and await self.hub.db(self.accounts.holder, chosen) is not None:
            raise LobbyError("name-is-account", "this name is a registered player's: log in "
                             "to sit under it, or choose another", 409)

    def _card_set(self, name: Any, game: Game) -> tuple[str, dict[str, Any]] | None:
        """The chosen card set's name and cards (``None``: the default cards)."""
        if name is None or name == DEFAULT_CARD_SET:
            return None
        if CARDS_OPTION not in _default_options(game):
            raise LobbyError("bad-card-set", f"{game.title} has no card sets")
        if not isinstance(name, str):
            raise LobbyError("bad-card-set", "card_set is the name of one of the server's sets")
        try:
            return name, self.card_sets.overrides(name)
        except KeyError:
            offered = ", ".join([DEFAULT_CARD_SET, *self.card_sets.names()])
            raise LobbyError("bad-card-set", f"no card set {name!r} here (sets: {offered})"
                             ) from None
        except CardSetError as exc:
            raise LobbyError("bad-cards", f"card set {name!r}: {exc}") from None

    def _seat(self, index: int, seat: Any, game: str) -> SeatData:
        if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
            raise LobbyError("bad-seats", "each seat is {kind: human|bot, ...}")
        if seat["kind"] == "human":
            return SeatData(index, "human", None, _name(seat.get("name"), f"Player {index + 1}"),
                            None)
        spec = seat.get("bot", "random")
        if not isinstance(spec, str) or len(spec) > 64:
            raise LobbyError("bad-bot", "a bot is named like 'random' or 'search:hard'")
        if "=" in spec:  # a budget in the spec (mcts:seconds=...) would let a client hog the CPU
            raise LobbyError("bad-bot", "a table's bot plays at a level, like 'mcts:hard'")
        try:
            make_bot(spec, game)
        except (ChocolatierError, ValueError) as exc:
            raise LobbyError.of("bad-bot", exc) from None
        return SeatData(index, "bot", spec, _name(seat.get("name"), f"Bot {index + 1} ({spec})"),
                        None)

    async def join(
        self, table_id: str, body: Any, account: Account | None = None
    ) -> dict[str, Any]:
        """Take a free human seat with the invite code (none needed at a public table);
        returns the seat's token."""
        if not isinstance(body, dict):
            raise LobbyError("bad-request", "send {invite, name, seat?}")
        data = await self._get(table_id)
        invite = body.get("invite")
        if invite is None and data.settings.get("public"):
            pass  # anyone may sit at a public table
        elif not isinstance(invite, str):
            raise LobbyError("bad-request", "send {invite, name, seat?}")
        elif SECRET.fullmatch(invite) is None or not hmac.compare_digest(
            invite.encode(), data.invite_code.encode()
        ):
            raise LobbyError("bad-invite", "this invite link is not valid for this table", 403)
        free = [s.seat for s in data.seats if s.kind == "human" and not s.joined]
        seat = body.get("seat", free[0] if free else None)
        if seat is None:
            raise LobbyError("table-full", "every seat of this table is taken", 409)
        if not _integer(seat):
            raise LobbyError("bad-seat", "seat is the number of a free seat")
        if seat not in free:
            raise LobbyError("seat-taken", "this seat is not free", 409)
        if data.settings.get("rated") and account is None:
            raise LobbyError("rated-needs-login", "log in to sit at a rated table", 403)
        token = new_token()
        name = account.name if account else _name(body.get("name"), data.seats[seat].name)
        if account is None:
            await self._not_accounts([name])
        if not await self.hub.db(self.storage.join_seat, table_id, seat, name, hash_token(token),
                                 account.id if account else None):
            raise LobbyError("seat-taken", "somebody took this seat first", 409)
        if data.settings.get("public"):
            self.hub.lobby_feed.announce()
        await self.hub.refresh(table_id)
        await self.hub.start_bots(table_id)
        return {"id": table_id, "seat": seat, "token": token}

    async def rematch(self, client: Client) -> int:
        """A seated player's rematch of a finished table: a new table with the same seats,
        options and settings (a new seed); every connected player gets a seat at it (a token),
        the others' seats are free for the invite. The old table's log links to it; everyone
        watching is sent there (a ``rematch`` message). Returns the logged event's seq."""
        if client.seat is None:
            raise IllegalActionError("seats", "spectator")
        table_id = client.table_id
        if table_id is None:
            raise LobbyError("no-table", "say hello first")
        async with self.hub.lock(table_id):
            live = await self.hub.live(table_id)
            if live.status != "finished" or live.rematch is not None:
                raise IllegalActionError("table", "no-rematch")
            old = live.data
            watching = list(self.hub.clients.get(table_id, ()))
            # the seats whose player is connected, to this process or another
            here = self.hub.presence.here(table_id)
            tokens = {s.seat: new_token() for s in old.seats
                      if s.kind == "human" and s.seat in here}
            if await self.hub.db(self.storage.count_unfinished_by, old.creator) >= \
                    self.config.max_open_tables_per_client:
                raise LobbyError("too-many-tables", "too many unfinished tables", 429)
            seats = tuple(
                SeatData(s.seat, s.kind, s.bot, s.name,
                         hash_token(tokens[s.seat]) if s.seat in tokens else None,
                         s.account_id if s.seat in tokens else None)
                for s in old.seats
            )
            stamp = self.hub.now()
            running = all(s.joined for s in seats)
            data = TableData(
                id=secrets.token_urlsafe(9), game=old.game, title=old.title,
                seed=secrets.randbits(63), options=old.options, status="running" if running
                else "open", event_count=0, invite_code=secrets.token_urlsafe(16),
                creator=old.creator, created_at=stamp, updated_at=stamp, result=None,
                seats=seats, card_set=old.card_set, settings=old.settings,
                started_at=stamp if running else None,
                # the host stays host if they came along (their seat is taken for them)
                host_seat=old.host_seat if old.host_seat in tokens else None,
            )
            await self.hub.db(self.storage.create_table, data)
            seq = await self.hub.note_rematch(live, client.seat, data.id)
            public = bool(data.settings.get("public"))
            if public:
                self.hub.lobby_feed.announce()
            self.hub.crossing.rematch(table_id, data.id, data.invite_code, tokens, public)
            for other in watching:
                other.send(rematch_message(other, data.id, data.invite_code, tokens, public))
        if running:
            await self.hub.start_bots(data.id)
        return seq

    async def finished_record(self, table_id: str) -> GameRecord:
        """The record of a finished table (403 while it is being played, 404 for no table)."""
        record, _standin = await self.finished_game(table_id)
        return record

    async def finished_game(self, table_id: str) -> tuple[GameRecord, frozenset[int]]:
        """The record of a finished table and the numbers (1-based) of its moves that a seat's
        stand-in made (403 while it is being played, 404 for no table)."""
        data = await self._get(table_id)
        if data.status != "finished":
            # the record holds the seed, which tells every hidden card: only after the end
            raise LobbyError("not-finished", "records are published when the game is over", 403)
        loaded = await self.hub.db(self.storage.load, table_id)
        if loaded is None:
            raise LobbyError("no-table", f"there is no table {table_id}", 404)
        return final_record(*loaded)

    async def record(self, table_id: str, chat: bool = False) -> dict[str, Any]:
        """The game record of a finished game (with its chat lines when ``chat``)."""
        out = (await self.finished_record(table_id)).to_json()
        if chat:
            lines = await self.hub.db(self.storage.chat, table_id)
            out["chat"] = [line.to_json() for line in lines]
            # lines dropped to keep the last CHAT_KEPT: the chat above is not all of it
            out["chat_trimmed"] = await self.hub.db(self.storage.chat_trimmed, table_id)
        return out

    async def replay(self, table_id: str, step: int, seat: int | None = None) -> dict[str, Any]:
        """A finished game after ``step`` moves, as a spectator saw it or, with ``seat``, as
        that seat did (once the game is over its record tells every hidden card anyway)."""
        record = await self.finished_record(table_id)
        if not 0 <= step <= len(record.moves):
            raise LobbyError("bad-step", f"step must be in 0..{len(record.moves)}")
        if seat is not None and not 0 <= seat < record.num_players:
            raise LobbyError("bad-seat", f"seat must be in 0..{record.num_players - 1}")
        return await asyncio.to_thread(replay_step, record, step, seat)


def final_record(data: TableData, events: list[EventData]) -> tuple[GameRecord, frozenset[int]]:
    """The record of a table's log (its moves with the undone ones taken out) and the numbers
    (1-based) of the moves a seat's stand-in bot made (``timeout`` and ``standin`` events)."""
    moves: list[tuple[MoveEntry, str]] = []
    for ev in events:
        if ev.kind in MOVE_KINDS and ev.move is not None:
            moves.append((MoveEntry(ev.seat, ev.move), ev.kind))
        elif ev.kind == "undo":
            index = max(i for i, (m, _kind) in enumerate(moves) if m.seat == ev.seat)
            del moves[index]
    standin = frozenset(n for n, (_move, kind) in enumerate(moves, 1) if kind != "move")
    return GameRecord(
        game=data.game,
        players=[s.name for s in data.seats],
        seed=data.seed,
        options=dict(data.options),
        moves=[move for move, _kind in moves],
        result=data.result,
    ), standin
