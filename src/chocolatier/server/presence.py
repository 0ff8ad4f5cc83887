"""Presence: whether each human seat's player is here (``connected``), has the table's tab in the
background (``away``) or has no connection (``gone``), and since when; and who watches (the
names spectators gave, in the chat, and how many gave none).

Presence is what this process sees of its WebSockets, so it is kept in memory, not in the log: a
restarted server starts with every seat ``gone`` (since unknown) until its players reconnect.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Protocol


class Connection(Protocol):
    """What presence needs of a client."""

    seat: int | None
    away: bool
    closed: bool
    name: str | None


def spectators(clients: Iterable[Connection]) -> int:
    """How many of a table's open connections watch without a seat."""
    return sum(1 for c in clients if not c.closed and c.seat is None)


class Presence:
    """Each table's seats' presence, updated as clients come, go and hide their tab."""

    def __init__(self) -> None:
        # table -> seat -> (status, since)
        self._seats: dict[str, dict[int, tuple[str, float | None]]] = {}
        # table -> (the names spectators gave, sorted; how many gave none)
        self._watching: dict[str, tuple[tuple[str, ...], int]] = {}

    def update(self, table_id: str, humans: Iterable[int], clients: Iterable[Connection]) -> bool:
        """Recompute the table's presence from its clients; whether anything changed."""
        present = [c for c in clients if not c.closed]
        clients = [c for c in present if c.seat is not None]
        known = self._seats.setdefault(table_id, {})
        watchers = [c for c in present if c.seat is None]
        watching = (tuple(sorted(c.name for c in watchers if c.name)),
                    sum(1 for c in watchers if not c.name))
        changed = self._watching.get(table_id) != watching
        self._watching[table_id] = watching
        for seat in humans:
            mine = [c for c in clients if c.seat == seat]
            away = all(c.away for c in mine)
            status = "gone" if not mine else "away" if away else "connected"
            before = known.get(seat)
            if before is None or before[0] != status:
                # a seat nobody has sat at yet is gone since an unknown time
                known[seat] = (status, None if before is None and status == "gone" else time.time())
                changed = True
        return changed

    def message(self, table_id: str) -> dict[str, object]:
        """The ``presence`` message: every human seat's status and since when, and the
        spectators (``names`` given, and how many are ``anonymous``)."""
        seats = self._seats.get(table_id, {})
        names, anonymous = self._watching.get(table_id, ((), 0))
        return {"type": "presence", "now": time.time(), "seats": [
            {"seat": seat, "status": status, "since": since}
            for seat, (status, since) in sorted(seats.items())
        ], "spectators": {"names": list(names), "anonymous": anonymous}}

    def forget(self, table_id: str) -> None:
        """Drop a table nobody watches any more."""
        self._seats.pop(table_id, None)
        self._watching.pop(table_id, None)
