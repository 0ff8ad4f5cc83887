"""Per-day money along a game, read from the spectator view.

The tracker reads ``view(None)`` after every action and takes a snapshot of every seat's money
each time the day changes, which gives the money at the end of each day; :meth:`DayTracker.finish`
adds the last day's. Only two keys of the view are read (see ``docs/views.md``):

- ``view["day"]``: the current day (an integer, or a weekday name; only a change matters);
- ``view["players"][seat]["money"]``: the money of each seat so far.

A game whose view lacks them simply has no money curve (``DayTracker.money`` stays ``None``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from chocolatier.core.game import State
from chocolatier.core.record import GameRecord, initial_state


def read_day_and_money(view: Mapping[str, Any]) -> tuple[Any, list[int]] | None:
    """``(day, money per seat)`` from a spectator view, or ``None`` when it has no such keys."""
    try:
        day = view["day"]
        money = [int(player["money"]) for player in view["players"]]
    except (KeyError, TypeError, ValueError):
        return None
    return day, money


class DayTracker:
    """Collects the per-seat money at the end of each day of one game."""

    def __init__(self, state: State) -> None:
        first = read_day_and_money(state.view(None))
        self._day = first[0] if first else None
        self._last = first[1] if first else []
        self._snapshots: list[list[int]] | None = [] if first else None
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
            self._snapshots.append(money)
            self._day = day
        self._last = money

    def finish(self, state: State) -> None:
        """Add the money at the end of the game's last day (before end-game scoring)."""
        if self._snapshots is not None and not self._just_closed:
            self._snapshots.append(list(self._last))

    @property
    def money(self) -> list[list[int]] | None:
        """``money[d][seat]``: money at the end of day ``d + 1``; ``None`` when unreadable."""
        return None if self._snapshots is None else [list(m) for m in self._snapshots]


def money_by_day(record: GameRecord) -> list[list[int]] | None:
    """Replay ``record`` and return its per-day money (see :class:`DayTracker`)."""
    state = initial_state(record)
    tracker = DayTracker(state)
    for entry in record.moves:
        state.apply_notation(entry.seat, entry.move)
        tracker.observe(state)
    tracker.finish(state)
    return tracker.money
