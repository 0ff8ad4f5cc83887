"""A table being played, held in memory: its match rebuilt from the event log, the game log as
structured events, and the per-seat payloads pushed to the browsers.

Nothing here is worded: log lines, legal actions and the views carry events (a code and typed
parameters); each client renders them in its reader's language (``docs/i18n.md``), so players
at one table may each read a different one.

The in-memory match is only a cache of the log: :class:`LiveTable` is built by replaying the
stored events, and every event applied to it is one that is (being) stored.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import orjson

from chocolatier.core import (
    ChocolatierError,
    GameRecord,
    IllegalActionError,
    Match,
    RecordError,
)
from chocolatier.core.game import Action
from chocolatier.core.record import initial_state
from chocolatier.i18n.rules import anchor_for_rule, section_number
from chocolatier.server.standing import seat_ends, standing
from chocolatier.server.storage import EventData, TableData
from chocolatier.server.tablelife import MOVE_KINDS, TableLife, stamp


class StaleStateError(ChocolatierError):
    """The client acted on a state whose choices for its seat have changed since."""

    code = "stale-state"


@dataclass
class LogLine:
    """One move of the game log: its structured event (words are made by each reader).

    ``secret`` marks a commitment made at a simultaneous step: until the game is over, the other
    seats see only that the player has chosen (a ``secret-choice`` event), not what. ``by`` says
    who made a move the player did not (``timeout``/``standin``: the table's stand-in bot);
    a line without a move is a ``note`` about the seat (``concede``, ``reclaim``).
    """

    seat: int
    event: dict[str, Any]
    secret: bool
    by: str | None = None
    note: str | None = None
    # the simultaneous step the line was made in: another seat reads one secret-choice line per
    # seat and step, however many cards the seat placed in it
    step: int = 0
    # when in the game it was made (day or round, and phase): clients group the log by it
    when: dict[str, Any] | None = None


class LiveTable:
    """A table's match, rebuilt from its events. Not thread-safe: the hub serializes access."""

    def __init__(self, data: TableData, events: list[EventData],
                 clock: Callable[[], float] = time.time) -> None:
        self.data = data
        # the time (seconds since the epoch) the clocks are read by: the hub's, which tests set
        self.clock = clock
        self.match = Match(
            GameRecord(
                game=data.game,
                players=[s.name for s in data.seats],
                seed=data.seed,
                options=dict(data.options),
            )
        )
        self.seq = 0
        self.lines: list[LogLine] = []
        # lines before this index are not secret (revealing looks only from here on)
        self._secret_from = 0
        # the seats that were to act when the current step began, and those still to act in it
        self._step_seats = self._owing = frozenset(self.match.state.to_act())
        self._step = 0
        # Events a viewer cannot tell happened (another seat's second secret card of a step):
        # counted per viewer (seats, and None for spectators) so that the seq a viewer is sent
        # counts only what it saw; `hidden_now` is who the last event was hidden from (the hub
        # sends them nothing).
        self._viewers: list[int | None] = [*range(len(data.seats)), None]
        self._hidden: dict[int | None, int] = dict.fromkeys(self._viewers, 0)
        self.hidden_now: frozenset[int | None] = frozenset()
        # per event: the first log line it changed (clients are sent the log from there on)
        self.log_marks: list[int] = []
        self.last: dict[str, Any] | None = None
        # the seq from which each seat's legal actions are what they are now (stale checks),
        # counted as that seat counts (seq_for)
        self.epochs = [0] * self.num_players
        self._legal = [self._legal_now(s) for s in range(self.num_players)]
        self.life = TableLife(data.settings, self.num_players)
        # the table made for the rematch of this finished one
        self.rematch: str | None = None
        # every event's kind and seat, in order: the standing is made of them (standing.py)
        self.kinds: list[tuple[str, int]] = []
        for ev in events:
            self.apply_event(ev)

    # -- facts ------------------------------------------------------------------------------

    @property
    def id(self) -> str:
        """The table id."""
        return self.data.id

    @property
    def num_players(self) -> int:
        """Number of seats."""
        return len(self.data.seats)

    @property
    def names(self) -> list[str]:
        """The seats' chosen names."""
        return [s.name for s in self.data.seats]

    @property
    def status(self) -> str:
        """``open`` (free human seats), ``running`` or ``finished``."""
        if self.match.state.is_terminal():
            return "finished"
        return self.data.status if self.data.status == "open" else "running"

    def result_json(self) -> dict[str, Any] | None:
        """The result once the game is over."""
        result = self.match.state.result()
        return result.to_json() if result is not None else None

    def standing(self) -> dict[str, Any] | None:
        """The server's standing once the game is over (conceded and timed-out seats last)."""
        return self._standing_of(self.result_json())

    def _standing_of(self, result: dict[str, Any] | None) -> dict[str, Any] | None:
        if result is None:
            return None
        return standing(result, seat_ends(self.kinds, self.life.settings, self.num_players))

    @property
    def secret_step(self) -> bool:
        """Whether a move now is a secret commitment: the step is simultaneous (its seats were
        several when it began), so the other seats read only that a choice was made."""
        return len(self._step_seats) > 1

    def bot_to_act(self) -> int | None:
        """The lowest bot seat that must act now (bots of one table play one at a time, so
        that an all-bot game is the same whatever the timing)."""
        if self.status != "running":
            return None
        bots = [s for s in self.match.state.to_act() if self.plays_itself(s)]
        return min(bots) if bots else None

    def plays_itself(self, seat: int) -> bool:
        """A bot seat, or one the stand-in bot holds (for good, or to finish a turn that timed
        out)."""
        life = self.life.seats[seat]
        return self.data.seats[seat].kind == "bot" or life.standin or life.finishing is not None

    def bot_spec(self, seat: int) -> str:
        """The bot that decides for ``seat`` (its own, or the table's stand-in)."""
        return self.data.seats[seat].bot or self.life.standin_spec

    @property
    def started(self) -> float | None:
        """When play began (every seat taken), in seconds since the epoch."""
        if self.data.status == "open":
            return None
        return stamp(self.data.started_at or self.data.created_at)

    def deadlines(self) -> dict[int, float]:
        """The running clocks: each human seat still to decide, and when it times out."""
        if self.status != "running" or not self.life.clocked:
            return {}
        out = {}
        for seat in self.match.state.to_act():
            if not self.plays_itself(seat):
                when = self.life.deadline(seat, self.started)
                if when is not None:
                    out[seat] = when
        return out

    def record(self) -> GameRecord:
        """The game record (moves after undos), with the current seat names."""
        record = self.match.record()
        record.players = [s.name for s in self.data.seats]
        return record

    # -- applying events ------------------------------------------------------------------

    def apply_event(self, ev: EventData) -> None:
        """Apply a stored event (replaying the log). Raises :class:`RecordError` if corrupt."""
        if ev.seq != self.seq:
            raise RecordError(f"table {self.id}: event {ev.seq} arrives after {self.seq}")
        # events stored before the clocks carry their time too (created_at), so this is a fallback
        at = stamp(ev.at) or self.clock()
        try:
            if ev.kind == "undo":
                self.undo(ev.seat, at)
            elif ev.kind in MOVE_KINDS and ev.move is not None:
                self.move(ev.seat, self.match.state.parse(ev.seat, ev.move), at, ev.kind)
            elif ev.kind == "concede":
                self.concede(ev.seat, at)
            elif ev.kind == "reclaim":
                self.reclaim(ev.seat, at)
            elif ev.kind == "rematch" and ev.move is not None:
                self.rematch_at(ev.seat, ev.move, at)
            else:
                raise RecordError(f"unknown event kind {ev.kind!r}", ev.seq + 1)
        except IllegalActionError as exc:
            raise RecordError(f"{exc.reason} [{exc.rule}]", ev.seq + 1, ev.move) from exc

    def parse_action(self, seat: int, action: int | str) -> Action:
        """The action a client named by id or by notation (raises when not legal)."""
        state = self.match.state
        state.require_to_act(seat, "turn order")
        if isinstance(action, int):
            return state.action_from_id(seat, action)
        return state.parse(seat, action)

    def seq_for(self, viewer: int | None) -> int:
        """The number of events ``viewer`` has seen happen (its state ids count these)."""
        return self.seq - self._hidden[viewer]

    def check_fresh(self, seat: int, state_id: int, what: str = "choose anew") -> None:
        """Refuse an action decided on a state whose choices for ``seat`` changed since."""
        if not self.epochs[seat] <= state_id <= self.seq_for(seat):
            raise StaleStateError(f"the game moved on since you chose; look again and {what}")

    def move(self, seat: int, action: Action, at: float, kind: str = "move") -> str:
        """Apply and log a move made at ``at`` (``kind``: by its player, or ``timeout`` /
        ``standin`` by the stand-in bot); returns its notation. Raises ``IllegalActionError``."""
        state = self.match.state
        # A move made at a simultaneous step is a secret commitment (a face-down bid, an altar
        # card): the other seats read only that a choice was made, until the game is over. The
        # step's seats are those to act when it began (the last to commit acts alone).
        secret = self.secret_step
        event = state.event(seat, action).to_json()
        before = self._others_see(seat) if secret else None
        step, when = self._step, moment(state)
        turn = state.turn_scope(seat)
        entry = self.match.push(seat, action)
        if kind == "timeout" and turn is not None:
            # the stand-in finishes the turn that timed out (while it lasts: _advance)
            self.life.seats[seat].finishing = turn
        self._follow_step()
        changed_from = len(self.lines)
        self.lines.append(LogLine(seat, event, secret, None if kind == "move" else kind,
                                  step=step, when=when))
        if self.match.state.is_terminal():
            for index, line in enumerate(self.lines[self._secret_from :], self._secret_from):
                if line.secret:
                    line.secret = False
                    changed_from = min(changed_from, index)
            self._secret_from = len(self.lines)
        self.last = {"kind": kind, "seat": seat}
        self.kinds.append((kind, seat))
        if kind != "move":  # a time-out or the stand-in's move: public, whatever it is
            self.life.moved(seat, kind, at, self.started)
        self._advance(changed_from, at, seat, before, kind == "move")
        return entry.move

    def concede(self, seat: int, at: float) -> None:
        """``seat``'s player leaves the game: the stand-in plays the seat to the end."""
        if self.life.seats[seat].conceded:
            raise IllegalActionError("seats", "already-conceded")
        self.life.concede(seat)
        self._note(seat, "concede", at)

    def reclaim(self, seat: int, at: float) -> None:
        """``seat``'s player takes the seat back from the stand-in (after time-outs)."""
        if not self.life.can_reclaim(seat):
            raise IllegalActionError("seats", "not-stood-in")
        self.life.reclaim(seat, at)
        self._note(seat, "reclaim", at)

    def rematch_at(self, seat: int, table_id: str, at: float) -> None:
        """``seat``'s player asked for a rematch of the finished game: ``table_id`` is it."""
        if self.status != "finished" or self.rematch is not None:
            raise IllegalActionError("table", "no-rematch")
        self.rematch = table_id
        self._note(seat, "rematch", at)

    def _note(self, seat: int, note: str, at: float) -> None:
        changed_from = len(self.lines)
        self.lines.append(LogLine(seat, {}, False, note=note))
        self.last = {"kind": note, "seat": seat}
        self.kinds.append((note, seat))
        self._advance(changed_from, at)

    def undo(self, seat: int, at: float) -> None:
        """Take back ``seat``'s last move (within the game's undo scope)."""
        entry = max((i for i, e in enumerate(self.match.log) if e.seat == seat), default=None)
        # the log's lines are the match's moves and, between them, notes without a move
        moves = [i for i, line in enumerate(self.lines) if line.note is None]
        index = moves[entry] if entry is not None else None
        secret = index is not None and self.lines[index].secret
        before = self._others_see(seat) if secret else None
        try:
            self.match.undo(seat)
        except IllegalActionError:
            raise  # nothing to undo in this scope: the refusal already says so
        except ChocolatierError as exc:
            # Replaying the later moves without this one failed: they depended on it.
            raise IllegalActionError("undo", "cannot-undo", what="depends") from exc
        self._follow_step()
        changed_from = len(self.lines)
        if index is not None:
            del self.lines[index]
            changed_from = index
            self._secret_from = min(self._secret_from, index)
        self.last = {"kind": "undo", "seat": seat}
        self.kinds.append(("undo", seat))
        self._advance(changed_from, at, seat, before, undo=True)

    def _follow_step(self) -> None:
        # While only seats still owing in the step are to act (fewer as they commit, the same
        # while they place several cards), it is the same step; a seat that had finished, or
        # was not in it, to act again begins a new one.
        now = frozenset(self.match.state.to_act())
        if not now <= self._owing:
            self._step_seats = now
            self._step += 1
        self._owing = now

    def _legal_now(self, seat: int) -> tuple[Action, ...]:
        return tuple(self.match.state.legal_actions(seat))

    def _others_see(self, seat: int) -> dict[int | None, bytes]:
        """What each other viewer is shown (but the seq, the last move and the clocks' time),
        to tell whether a secret move changed any of it."""
        out = {}
        for viewer in self._viewers:
            if viewer != seat:
                payload = self.payload(viewer)
                for key in ("seq", "state_id", "last", "clock"):
                    del payload[key]
                payload["log"] = self.log_for(viewer)[1]
                out[viewer] = orjson.dumps(payload)
        return out

    def _advance(self, log_changed_from: int, at: float, seat: int | None = None,
                 before: dict[int | None, bytes] | None = None, moved: bool = False,
                 undo: bool = False) -> None:
        """Count an event made at ``at`` (``moved``: ``seat``'s own move; ``undo``: its undo)
        and follow what it changed: legal actions, clocks, who could see it."""
        self.log_marks.append(log_changed_from)
        self.seq += 1
        for life, token in zip(self.life.seats, map(self.match.state.turn_scope,
                                                    range(self.num_players)), strict=True):
            if life.finishing is not None and life.finishing != token:
                life.finishing = None  # the turn the stand-in finished is over
        changed = []
        for s in range(self.num_players):
            legal = self._legal_now(s)
            if legal != self._legal[s]:
                self._legal[s] = legal
                changed.append(s)
        hidden: set[int | None] = set()
        if before is not None:
            after = self._others_see(seat if seat is not None else -1)
            hidden = {v for v, seen in before.items() if after[v] == seen}
        self.hidden_now = frozenset(hidden)
        # Clocks are public: an event some viewer cannot see (a further card of a simultaneous
        # step, or its undo) leaves every clock and bank as it was (docs/rulings.md S1).
        if not hidden:
            if moved and seat is not None:
                self.life.moved(seat, "move", at, self.started)
            # a new decision: the seat's clock starts now
            for s in {*changed, *([seat] if undo and seat is not None else [])}:
                self.life.seats[s].since = at
        for viewer in hidden:
            self._hidden[viewer] += 1
        for s in changed:
            self.epochs[s] = self.seq_for(s)

    # -- what each seat is shown -------------------------------------------------------------

    def log_changed_since(self, seq: int) -> int:
        """The first log line changed by the events from ``seq`` on (a client that got the
        log at ``seq`` needs the lines from there)."""
        return min(self.log_marks[seq:], default=len(self.lines))

    def log_for(self, seat: int | None, start: int = 0) -> tuple[int, list[dict[str, Any]]]:
        """The game log as ``seat`` may see it, from the line that stands for line ``start``
        on: that line's index in the seat's log, and the lines. Another seat's secret moves of
        one step read as a single secret-choice line (how many cards it placed is hidden)."""
        out: list[dict[str, Any]] = []
        # the lines before `start` are only counted (the client has them): a message costs
        # what it sends, not the length of the game
        shown: set[tuple[int, int]] = set()
        # ... and when no secret line lies before `start` (each line there is one line of
        # the seat's log), they are not even looked at
        skipped = start if self._open_secrets_from() >= start else 0
        first = skipped
        for index, line in enumerate(self.lines[skipped:], skipped):
            hidden = line.note is None and line.secret and line.seat != seat
            if hidden:
                if (line.seat, line.step) in shown:
                    continue
                shown.add((line.seat, line.step))
            if index < start:
                first += 1
            elif line.note is not None:
                out.append({"seat": line.seat, "note": line.note})
            else:
                event = {"code": "secret-choice", "seat": line.seat} if hidden else line.event
                out.append({"seat": line.seat, "event": event, "when": line.when,
                            **({"by": line.by} if line.by else {})})
        return first, out

    def _open_secrets_from(self) -> int:
        """The index of the first log line still secret (the log's length: none), moving
        ``_secret_from`` up to it (the lines before it are not secret)."""
        lines, index = self.lines, self._secret_from
        while index < len(lines) and not lines[index].secret:
            index += 1
        self._secret_from = index
        return index

    def message(self, seat: int | None, log_from: int) -> str:
        """The ``state`` message for ``seat`` with the log from line ``log_from`` on, as JSON."""
        payload = self.payload(seat)
        payload["log_from"], payload["log"] = self.log_for(seat, log_from)
        return orjson.dumps(payload).decode()

    def table_info(self) -> dict[str, Any]:
        """Public facts about the table (never a token or the invite code)."""
        return {
            "id": self.id,
            "game": self.data.game,
            "title": self.data.title,
            "status": self.status,
            "options": public_options(self.data.options),
            "card_set": self.data.card_set,
            "settings": self.life.public_settings(),
            "seats": [
                {"seat": s.seat, "name": s.name, "kind": s.kind, "bot": s.bot, "joined": s.joined,
                 "account": s.account_id is not None, "standin": life.standin,
                 "conceded": life.conceded, "timeouts": life.strikes}
                for s, life in zip(self.data.seats, self.life.seats, strict=True)
            ],
        }

    def clocks(self) -> dict[str, Any] | None:
        """The clocks as clients show them: each running one's deadline and every seat's
        bank (seconds), with the server's time to correct the browser's clock by."""
        if not self.life.clocked:
            return None
        return {
            "now": self.clock(),
            "turn_seconds": self.life.turn,
            "deadlines": {str(s): when for s, when in self.deadlines().items()},
            "banks": [round(life.bank, 1) for life in self.life.seats],
        }

    def shared(self) -> dict[str, Any]:
        """The parts of the state message that every viewer gets alike (the table, who is to
        act, the last change, the result, the clocks, the rematch): made once per change for
        all the viewers (:class:`~chocolatier.server.patches.Push`)."""
        result = self.result_json()
        return {
            "table": self.table_info(),
            "to_act": list(self.match.state.to_act()),
            "last": self.last,
            "result": result,
            "standing": self._standing_of(result),
            "clock": self.clocks(),
            "rematch": self.rematch,
        }

    def payload(self, seat: int | None, shared: dict[str, Any] | None = None) -> dict[str, Any]:
        """The full state message for ``seat`` (``None``: a spectator), without the log
        (``shared``: :meth:`shared`, made already for another viewer of this change)."""
        if shared is None:
            shared = self.shared()
        state = self.match.state
        # (a shallow copy: the view is typed read-only, and its legal actions leave it)
        view = dict(state.view(seat))
        # Views carry their seat's legal actions: they are sent once, as the message's `legal`.
        in_view = view.pop("legal", None)
        legal: list[dict[str, Any]] = []
        if seat is not None and self.status == "running" and not self.plays_itself(seat):
            if not isinstance(in_view, list) or len(in_view) != len(self._legal[seat]):
                in_view = [
                    {"id": state.action_id(seat, a), "notation": state.notation(seat, a),
                     "event": state.event(seat, a).to_json()}
                    for a in self._legal[seat]
                ]
            legal = in_view
        return {
            "type": "state",
            "seq": self.seq_for(seat),
            "state_id": self.seq_for(seat),
            "table": shared["table"],
            "you": seat,
            "to_act": shared["to_act"],
            "view": view,
            "legal": legal,
            "can_undo": seat is not None and self.status == "running" and self.match.can_undo(seat),
            "last": shared["last"],
            "result": shared["result"],
            "standing": shared["standing"],
            "clock": shared["clock"],
            "rematch": shared["rematch"],
            # where the rules reference opens for this reader (the Rules panel)
            "rules": rule_place(state.rule_now(seat)),
        }


def rule_place(rule: str | None) -> dict[str, str | None]:
    """A rule citation and where it is in the rules reference (``/rules/<game>#<anchor>``):
    what a refusal carries and what the state message names for the step the game is at."""
    section, anchor = _section_and_anchor(rule) if rule else (None, None)
    return {"rule": rule, "section": section, "anchor": anchor}


@functools.lru_cache(maxsize=512)
def _section_and_anchor(rule: str) -> tuple[str | None, str | None]:
    # every state message names its step's rule: two regular expressions each time were 7 %
    # of the server's work per move (the engines cite a few dozen rules)
    return section_number(rule), anchor_for_rule(rule)


def moment(state: Any) -> dict[str, Any] | None:
    """When in the game ``state`` is, for grouping the log: the Chocolate Factory's day
    (numbered from 1, as its view) and phase, Chocolatl's round; ``None`` for other games."""
    if isinstance(getattr(state, "day", None), int):
        return {"day": state.day + 1, "phase": state.phase}
    if isinstance(getattr(state, "round", None), int):
        return {"round": state.round}
    return None


def public_options(options: dict[str, Any]) -> dict[str, Any]:
    """A table's options as shown to clients: replacement cards are named by the table's
    ``card_set``, not repeated in every message."""
    return {k: v for k, v in options.items() if k != "card_overrides"}


def replay_step(record: GameRecord, step: int, seat: int | None = None) -> dict[str, Any]:
    """A finished game after its first ``step`` moves, as a spectator sees it (or ``seat``),
    with the log's events and when each was made (step-by-step replay, its list of moves)."""
    state = initial_state(record)
    lines: list[dict[str, Any]] = []
    for entry in record.moves[:step]:
        action = state.parse(entry.seat, entry.move)
        lines.append({"seat": entry.seat, "event": state.event(entry.seat, action).to_json(),
                      "when": moment(state)})
        state.apply(entry.seat, action)
    result = state.result()
    view = dict(state.view(seat))
    view.pop("legal", None)
    return {
        "step": step,
        "moves": len(record.moves),
        "players": record.players,
        "view": view,
        "log": lines,
        "result": result.to_json() if result is not None else None,
    }
