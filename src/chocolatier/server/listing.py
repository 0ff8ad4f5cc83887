"""The lobby's lists of public tables, kept between requests.

Building one list from the database (up to a hundred tables and their seats) costs about 12 ms
of CPU, on a database thread that holds the GIL against the event loop: asked for by every
page of the lobby, every second, it delayed every table's moves (``bench/soak.py``). So a
list is built once and handed to every request until it is stale:

* at once when something it shows changes — a public table made, a seat taken, a table
  started or ended, here or in another process (PostgreSQL): what makes the live lobby's list
  stale (:meth:`chocolatier.server.lobbyfeed.LobbyFeed.announce`) calls :meth:`Listing.changed`;
* after ``fresh`` seconds otherwise: a move only changes a table's move count and its place
  in the order of activity, so a list is never older than that.

The spectator counts are not part of what is kept: the lobby adds them to each answer (they
come from memory, :mod:`chocolatier.server.presence`). Requests that come while a list is
being built wait for that build rather than start their own.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

# how old (seconds) a kept list may be when nothing it shows changed here but the moves
FRESH = 1.0

Tables = list[dict[str, Any]]


@dataclass
class _Kept:
    version: int
    since: float
    tables: asyncio.Future[Tables]


class Listing:
    """The kept lists, one per set of statuses asked for (at most seven)."""

    def __init__(self, fresh: float = FRESH, clock: Callable[[], float] = time.monotonic) -> None:
        self.fresh = fresh
        self._clock = clock
        self._version = 0
        self._kept: dict[tuple[str, ...], _Kept] = {}

    def changed(self) -> None:
        """Something a list shows changed (besides a move): the next request builds anew."""
        self._version += 1

    def __len__(self) -> int:
        """How many lists are kept."""
        return len(self._kept)

    async def tables(self, statuses: tuple[str, ...],
                     build: Callable[[], Awaitable[Tables]]) -> Tables:
        """The public tables with these ``statuses`` (a sorted tuple, the key): the kept list
        while it is fresh, else the one ``build`` makes. The list is shared: read it, do not
        change it."""
        kept = self._kept.get(statuses)
        now = self._clock()
        if kept is None or kept.version != self._version or now - kept.since > self.fresh \
                or _failed(kept.tables):
            # stamped when the build starts: what it reads is at least that recent
            kept = _Kept(self._version, now, asyncio.ensure_future(build()))
            self._kept[statuses] = kept
        # a request that goes away (its client left) does not cancel the build the others wait for
        return await asyncio.shield(kept.tables)


def _failed(build: asyncio.Future[Tables]) -> bool:
    """Whether a build ended without a list (a failed one is not kept)."""
    return build.done() and (build.cancelled() or build.exception() is not None)
