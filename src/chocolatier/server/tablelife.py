"""Table life around the rules: the table's settings (clocks, stand-in bot, public listing)
and the seats' clocks and stand-ins, all derived from the table's stored event log.

Settings are table options, not engine options: they are taken out of a new table's
``options`` before the engine sees them and stored in ``game_tables.settings``.

A seat's clock is a pure function of stored facts: when the table started (``started_at``),
the times of its events (``events.created_at``) and the settings. A seat's current decision
began at the last event that changed its legal actions (or that it made itself); its deadline is
that moment plus ``turn_seconds`` plus what is left of its bank. A restarted server rebuilds the
same deadlines by replaying the log, so nothing about a clock is lost with the process.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from chocolatier.bots.base import bot_names, make_bot
from chocolatier.core.errors import OptionError, shown

DEFAULT_STANDIN = "heuristic"
DEFAULT_MAX_TIMEOUTS = 3
MAX_TURN_SECONDS = 24 * 3600
MAX_BANK_SECONDS = 4 * 3600
MAX_TURN_HOURS = 14 * 24
MAX_TIMEOUTS = 20
# the settings a creator may give among a table's options
SETTING_KEYS = ("turn_seconds", "bank_seconds", "turn_hours", "max_timeouts", "standin", "public",
                "rated")
# event kinds that are moves (the stand-in's among them) and replay as such
MOVE_KINDS = ("move", "timeout", "standin")


def _whole(value: Any, name: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise OptionError("not-whole", option=name, value=shown(value), least=low, most=high)
    return value


def _bool(options: dict[str, Any], name: str) -> bool:
    value = options.get(name, False)
    if not isinstance(value, bool):
        raise OptionError("not-one-of", option=name, value=shown(value), choices=["true", "false"])
    return value


def split_settings(options: dict[str, Any], game: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A new table's options split into engine options and validated table settings (a bad
    one raises :class:`~chocolatier.core.errors.OptionError`, as the engine's options do).

    ``turn_seconds`` (0: no clock) and ``bank_seconds`` make a real-time clock; ``turn_hours``
    a turn-based one (correspondence play, no bank). ``max_timeouts`` (0: never) consecutive
    time-outs leave the seat to the ``standin`` bot until its player takes it back.
    """
    engine = {k: v for k, v in options.items() if k not in SETTING_KEYS}
    turn = _whole(options.get("turn_seconds", 0), "turn_seconds", 0, MAX_TURN_SECONDS)
    bank = _whole(options.get("bank_seconds", 0), "bank_seconds", 0, MAX_BANK_SECONDS)
    hours = _whole(options.get("turn_hours", 0), "turn_hours", 0, MAX_TURN_HOURS)
    if hours and (turn or bank):
        raise OptionError("excludes", option="turn_hours", others=["turn_seconds", "bank_seconds"])
    if bank and not turn:
        raise OptionError("needs-option", option="bank_seconds", needs="turn_seconds")
    settings: dict[str, Any] = {}
    if hours:
        settings.update(turn_seconds=hours * 3600, turn_hours=hours)
    elif turn:
        settings.update(turn_seconds=turn, bank_seconds=bank)
    settings["max_timeouts"] = _whole(
        options.get("max_timeouts", DEFAULT_MAX_TIMEOUTS), "max_timeouts", 0, MAX_TIMEOUTS
    )
    # the default, or the one bot every game has
    standin = options.get(
        "standin", DEFAULT_STANDIN if DEFAULT_STANDIN in bot_names(game) else "random"
    )
    # no budget in the spec (mcts:seconds=...): a client must not choose how long a bot thinks
    if not isinstance(standin, str) or len(standin) > 64 or "=" in standin:
        raise OptionError("not-a-bot", option="standin", value=shown(standin))
    make_bot(standin, game)  # raises OptionError for a bot the game lacks
    settings["standin"] = standin
    settings["public"] = _bool(options, "public")
    settings["rated"] = _bool(options, "rated")
    return engine, settings


@dataclass
class SeatLife:
    """What the table knows of one seat beyond the rules."""

    # when its current decision began (None: when the table started)
    since: float | None = None
    bank: float = 0.0
    # consecutive time-outs
    strikes: int = 0
    # the stand-in plays for it (after time-outs, or for good once conceded)
    standin: bool = False
    conceded: bool = False
    # the turn (the engine's turn_scope) the stand-in finishes after a time-out: a clock times
    # a whole turn, so the seat's player gets the seat back with its next turn (ruling T1)
    finishing: Hashable | None = None


class TableLife:
    """The seats' clocks and stand-ins of one table, followed event by event."""

    def __init__(self, settings: dict[str, Any], seats: int) -> None:
        self.turn = float(settings.get("turn_seconds", 0))
        self.max_timeouts = int(settings.get("max_timeouts", DEFAULT_MAX_TIMEOUTS))
        self.standin_spec = str(settings.get("standin", DEFAULT_STANDIN))
        self.settings = settings
        self.seats = [SeatLife(bank=float(settings.get("bank_seconds", 0))) for _ in range(seats)]

    @property
    def clocked(self) -> bool:
        """Whether the table runs clocks."""
        return self.turn > 0

    def moved(self, seat: int, kind: str, at: float, started: float | None) -> None:
        """``seat`` made a move at ``at`` (``kind``: its player's, a time-out's or the
        stand-in's); time beyond ``turn_seconds`` came out of its bank."""
        life = self.seats[seat]
        if kind == "move":
            since = life.since if life.since is not None else started
            if since is not None and self.clocked:
                life.bank = max(0.0, life.bank - max(0.0, at - since - self.turn))
            life.strikes = 0
        elif kind == "timeout":
            life.bank = 0.0
            life.strikes += 1
            if self.max_timeouts and life.strikes >= self.max_timeouts:
                life.standin = True
        life.since = at

    def concede(self, seat: int) -> None:
        """The seat's player left: the stand-in keeps the seat for good."""
        self.seats[seat].standin = self.seats[seat].conceded = True

    def reclaim(self, seat: int, at: float) -> None:
        """The player took their seat back from the stand-in: a fresh decision."""
        life = self.seats[seat]
        life.standin, life.strikes, life.since = False, 0, at

    def can_reclaim(self, seat: int) -> bool:
        """Whether the seat is the stand-in's after time-outs (a conceded seat stays its)."""
        life = self.seats[seat]
        return life.standin and not life.conceded

    def deadline(self, seat: int, started: float | None) -> float | None:
        """When ``seat``'s current decision times out (``None``: no clock)."""
        life = self.seats[seat]
        since = life.since if life.since is not None else started
        if not self.clocked or since is None:
            return None
        return since + self.turn + life.bank

    def public_settings(self) -> dict[str, Any]:
        """The settings as shown to clients."""
        return dict(self.settings)


def stamp(at: datetime | None) -> float | None:
    """A stored time as seconds since the epoch."""
    return at.timestamp() if at is not None else None
