"""Per-day money along a game, read from the spectator view.

The tracker reads ``view(None)`` after every action and takes a snapshot of every seat's money
each time the day changes, which gives the money at the end of each day; :meth:`DayTracker.finish`
adds the last day's. Only two keys of the view are read (see ``docs/views.md``):

- the period: ``view["day"]`` (Chocolate Factory) or else ``view["round"]`` (Chocolatl), an
  integer or a name; only a change matters;
- the money so far of each seat: ``view["factories"][seat]["money"]`` (Chocolate Factory) or
  ``view["players"][seat]["score"]`` (Chocolatl): the first of the keys ``factories`` and
  ``players`` that holds a list, and in its entries ``money`` or else ``score``.

A game whose view lacks them simply has no money curve (``DayTracker.money`` stays ``None``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from chocolatier.core.game import State
from chocolatier.core.record import GameRecord, initial_state

# The money of every seat at the end of a period: {"period": "day 2", "money": [3, 5]}.
Snapshot = dict[str, Any]

PERIOD_KEYS = ("day", "round")
SEATS_KEYS = ("factories", "players")
MONEY_KEYS = ("money", "score")


def read_day_and_money(view: Mapping[str, Any]) -> tuple[str, list[int]] | None:
    """``(period label, money per seat)`` from a spectator view, e.g. ``("day 3", [4, 7])``;
    ``None`` when the view has no such keys."""
    try:
        period = next(key for key in PERIOD_KEYS if key in view)
        players = next(view[key] for key in SEATS_KEYS if isinstance(view.get(key), list))
        money_key = next(key for key in MONEY_KEYS if key in players[0])
        money = [int(player[money_key]) for player in players]
    except (StopIteration, KeyError, IndexError, TypeError, ValueError):
        return None
    return f"{period} {view[period]}", money


class DayTracker:
    """Collects the per-seat money at the end of each day of one game."""

    def __init__(self, state: State) -> None:
        first = read_day_and_money(state.view(None))
        self._day = first[0] if first else ""
        self._last = first[1] if first else []
        self._snapshots: list[Snapshot] | None = [] if first else None
        # Whether the latest observed action closed a day (a game may end by moving the day on).
        self._just_closed = False

    def observe(self, state: State) -> None:
        """Call after every action: snapshots the money that closed a day when the day changes."""
        if self._snapshots is None:
            return
        now = read_day_and_money(state.view(None))
        if now is None:
            self._snapshots = None
            return
        day, money = now
        self._just_closed = day != self._day
        if self._just_closed:
            # The action that moved the day on cannot have earned money in the new day.
            self._snapshots.append({"period": self._day, "money": money})
            self._day = day
        self._last = money

    def finish(self, state: State) -> None:
        """Add the money at the end of the game's last day (before end-game scoring)."""
        if self._snapshots is not None and not self._just_closed:
            self._snapshots.append({"period": self._day, "money": list(self._last)})

    @property
    def money(self) -> list[Snapshot] | None:
        """``{"period": "day 2", "money": [...]}`` at the end of each period, in order;
        ``None`` when the view does not tell."""
        if self._snapshots is None:
            return None
        return [{"period": s["period"], "money": list(s["money"])} for s in self._snapshots]


def money_by_day(record: GameRecord) -> list[Snapshot] | None:
    """Replay ``record`` and return its per-day money (see :class:`DayTracker`)."""
    state = initial_state(record)
    tracker = DayTracker(state)
    for entry in record.moves:
        state.apply_notation(entry.seat, entry.move)
        tracker.observe(state)
    tracker.finish(state)
    return tracker.money
