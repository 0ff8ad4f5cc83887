"""Game reviews at the web table: ``chocolatier review`` of a finished game, on demand.

A review weighs every decision of a game by bot rollouts (:mod:`chocolatier.sim.review`): tens of
seconds to minutes of pure Python. So it is computed in pieces of a few moves on the bot workers
(:meth:`chocolatier.server.thinking.BotPool.run`, which live tables' bot decisions share: they
take turns between the pieces, and one address's reviews take turns with everybody's bots), then
stored with the table (``table_reviews``) and served from there to every later reader. Progress
is kept in memory; a review cut short by a restart starts again on the next request. Reviews are
reproducible (each decision's rollouts are seeded by the record and the move number), so the
pieces add up to what ``chocolatier review`` prints for the same record and budget.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from chocolatier.core import GameRecord
from chocolatier.server.config import ServerConfig
from chocolatier.server.hub import Hub
from chocolatier.server.lobby import LobbyError
from chocolatier.sim.review import Decision, review_moves, summarize

log = logging.getLogger(__name__)


def review_piece(record: GameRecord, budget: int, start: int, stop: int,
                 bots: tuple[str, ...], rollout: str) -> list[dict[str, Any]]:
    """The reviewed decisions of moves ``start`` to ``stop`` as JSON (run in a bot worker)."""
    decisions = review_moves(record, None, budget, start, stop, None, bots, rollout)
    return [d.to_json() for d in decisions]


@dataclass
class _Job:
    total: int
    done: int = 0
    failed: bool = False

    def to_json(self) -> dict[str, Any]:
        if self.failed:
            return {"status": "failed", "done": self.done, "total": self.total}
        return {"status": "running", "done": self.done, "total": self.total}


class Reviews:
    """The reviews of one server process: started on request, stored when done."""

    def __init__(self, hub: Hub, config: ServerConfig,
                 finished_record: Callable[[str], Awaitable[GameRecord]],
                 spawn: Callable[[Awaitable[None]], None]) -> None:
        self.hub = hub
        self.config = config
        self._record = finished_record
        self._spawn = spawn
        self._jobs: dict[str, _Job] = {}

    async def status(self, table_id: str) -> dict[str, Any]:
        """The table's review when done, else how far it is (``none``: never asked for)."""
        record = await self._record(table_id)  # 404 and 403 (not finished) as for the record
        # The job is read before the store: a job saves its review, then leaves, so a job that
        # ends while the store is read is found in one or the other (read the other way round, a
        # review finishing in between was "none" for a moment).
        job = self._jobs.get(table_id)
        stored = await self.hub.db(self.hub.storage.review, table_id)
        if stored is not None:
            return {"status": "done", "review": stored}
        if job is not None:
            return job.to_json()
        return {"status": "none", "done": 0, "total": len(record.moves)}

    async def start(self, table_id: str, client: str) -> dict[str, Any]:
        """Start reviewing the table's game unless it is reviewed or being reviewed."""
        current = await self.status(table_id)
        if current["status"] in ("done", "running"):
            return current
        busy = sum(not job.failed for job in self._jobs.values())
        if busy >= self.config.max_reviews:
            raise LobbyError("too-many-reviews",
                             "the server is busy with other reviews; try again in a minute", 429)
        record = await self._record(table_id)
        job = self._jobs[table_id] = _Job(len(record.moves))
        self._spawn(self._run(table_id, record, job, client))
        return job.to_json()

    async def _run(self, table_id: str, record: GameRecord, job: _Job, client: str) -> None:
        budget, bots, piece = self.config.review_budget, self.config.review_bots, \
            max(1, self.config.review_piece)
        decisions: list[Decision] = []
        try:
            for start in range(0, job.total, piece):
                stop = min(job.total, start + piece)
                part = await self.hub.thinking.run(client, review_piece, record, budget, start,
                                                   stop, bots, self.config.review_rollout)
                decisions.extend(Decision.from_json(d) for d in part)
                job.done = stop
            review = summarize(record, decisions, None, budget, bots,
                               self.config.review_rollout).to_json()
            await self.hub.db(self.hub.storage.save_review, table_id, budget, review)
        except Exception:
            log.exception("the review of table %s failed", table_id)
            job.failed = True  # said to the readers; the next request starts afresh
            return
        del self._jobs[table_id]
