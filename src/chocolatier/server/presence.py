"""Presence: whether each human seat's player is here (``connected``), has the table's tab in the
background (``away``) or has no connection (``gone``), and since when; and who watches (the
names spectators gave, in the chat, and how many gave none).

Presence is what the server processes see of their WebSockets, so it is kept in memory, not in
the log: a restarted server starts with every seat ``gone`` (since unknown) until its players
reconnect. Each process holds its own :class:`Share` of every table it has connections at and,
with several processes (PostgreSQL), the others' shares as they publish them
(:mod:`chocolatier.server.notify`); a table's presence is all the shares together: a seat is
connected when it is connected anywhere, away when all its pages anywhere are in the background.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

# a share's spectator names as published, in characters at most (a notification is bounded;
# the names past it count as anonymous there)
SHARED_NAMES = 1_500


class Connection(Protocol):
    """What presence needs of a client."""

    seat: int | None
    away: bool
    closed: bool
    name: str | None


@dataclass(frozen=True)
class Share:
    """One process's part of a table's presence."""

    # seat -> "connected" (a page of it in front) or "away" (all of its pages in the
    # background); a seat without a connection in the process is not in it
    seats: dict[int, str] = field(default_factory=dict)
    # the names spectators gave (sorted), and how many connections watch without one
    names: tuple[str, ...] = ()
    anonymous: int = 0

    @classmethod
    def of(cls, clients: Iterable[Connection]) -> Share:
        """The share of a process's connections to one table."""
        present = [c for c in clients if not c.closed]
        seats: dict[int, str] = {}
        for c in present:
            if c.seat is not None:
                seats[c.seat] = "away" if c.away and seats.get(c.seat) != "connected" \
                    else "connected"
        watchers = [c for c in present if c.seat is None]
        return cls(seats, tuple(sorted(c.name for c in watchers if c.name)),
                   sum(1 for c in watchers if not c.name))

    @property
    def empty(self) -> bool:
        """Whether the process has no connection at the table."""
        return not self.seats and not self.names and not self.anonymous

    @property
    def watchers(self) -> int:
        """How many connections watch without a seat."""
        return len(self.names) + self.anonymous

    def to_json(self) -> dict[str, Any]:
        """The share as published to the other processes (names within a bound)."""
        names: list[str] = []
        size = 0
        for name in self.names:
            size += len(name)
            if size > SHARED_NAMES:
                break
            names.append(name)
        return {"seats": {str(seat): status for seat, status in self.seats.items()},
                "names": names, "anonymous": self.anonymous + len(self.names) - len(names)}

    @classmethod
    def from_json(cls, data: Any) -> Share | None:
        """A share another process published (``None``: not one)."""
        if not isinstance(data, dict):
            return None
        seats, names, anonymous = data.get("seats"), data.get("names"), data.get("anonymous")
        if not isinstance(seats, dict) or not isinstance(names, list) or \
                not isinstance(anonymous, int) or anonymous < 0:
            return None
        if not all(isinstance(n, str) for n in names) or not all(
                isinstance(s, str) and s.isdigit() and v in ("connected", "away")
                for s, v in seats.items()):
            return None
        return cls({int(s): v for s, v in seats.items()}, tuple(sorted(names)), anonymous)


class Presence:
    """Each table's seats' presence, updated as clients come, go and hide their tab, here and
    in the other processes."""

    def __init__(self) -> None:
        self._local: dict[str, Share] = {}
        # table -> origin -> the share another process published
        self._remote: dict[str, dict[str, Share]] = {}
        # what the table's clients were last told: seat -> (status, since); the watchers
        self._seats: dict[str, dict[int, tuple[str, float | None]]] = {}
        self._watching: dict[str, tuple[tuple[str, ...], int]] = {}

    def set_local(self, table_id: str, clients: Iterable[Connection]) -> bool:
        """This process's share of the table, from its clients; whether it changed."""
        share = Share.of(clients)
        before = self._local.get(table_id, Share())
        if share.empty:
            self._local.pop(table_id, None)
        else:
            self._local[table_id] = share
        return share != before

    def local(self, table_id: str) -> Share:
        """This process's share of the table."""
        return self._local.get(table_id, Share())

    def locals(self) -> dict[str, Share]:
        """This process's share of every table it has connections at."""
        return dict(self._local)

    def set_remote(self, table_id: str, origin: str, share: Share) -> None:
        """Another process's share of the table (an empty one: it has nobody there now)."""
        shares = self._remote.setdefault(table_id, {})
        if share.empty:
            shares.pop(origin, None)
            if not shares:
                del self._remote[table_id]
        else:
            shares[origin] = share

    def drop_origin(self, origin: str) -> list[str]:
        """Forget a process that is gone; the tables whose presence this changes."""
        changed = [table_id for table_id, shares in self._remote.items() if origin in shares]
        for table_id in changed:
            self.set_remote(table_id, origin, Share())
        return changed

    def _shares(self, table_id: str) -> list[Share]:
        return [self.local(table_id), *self._remote.get(table_id, {}).values()]

    def update(self, table_id: str, humans: Iterable[int]) -> bool:
        """Recompute what the table's clients are told from every share; whether it changed."""
        shares = self._shares(table_id)
        known = self._seats.setdefault(table_id, {})
        watching = (tuple(sorted(n for s in shares for n in s.names)),
                    sum(s.anonymous for s in shares))
        changed = self._watching.get(table_id) != watching
        self._watching[table_id] = watching
        for seat in humans:
            seen = {s.seats[seat] for s in shares if seat in s.seats}
            status = "connected" if "connected" in seen else "away" if seen else "gone"
            before = known.get(seat)
            if before is None or before[0] != status:
                # a seat nobody has sat at yet is gone since an unknown time
                known[seat] = (status, None if before is None and status == "gone" else time.time())
                changed = True
        return changed

    def here(self, table_id: str) -> set[int]:
        """The seats whose player has a connection to the table, in any process."""
        return {seat for s in self._shares(table_id) for seat in s.seats}

    def watchers(self, table_id: str) -> int:
        """How many connections watch the table without a seat, in all processes."""
        return sum(s.watchers for s in self._shares(table_id))

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
        """Drop what this process told a table nobody here watches any more (the other
        processes' shares stay: the lobby counts their spectators)."""
        self._local.pop(table_id, None)
        self._seats.pop(table_id, None)
        self._watching.pop(table_id, None)
