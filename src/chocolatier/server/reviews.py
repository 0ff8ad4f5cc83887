"""Game reviews at the web table: ``chocolatier review`` of a finished game, on demand.

A review weighs every decision of a game by bot rollouts (:mod:`chocolatier.sim.review`): tens of
seconds to minutes of pure Python. So it is computed in pieces of a few moves on the bot workers
(:meth:`chocolatier.server.thinking.BotPool.run`, which live tables' bot decisions share: they
take turns between the pieces, and one address's reviews take turns with everybody's bots), then
stored with the table (``table_reviews``) and served from there to every later reader. The line
and the progress are :mod:`chocolatier.server.review_queue`'s (in memory for one process, in the
database for several); a review cut short by a restart starts again. Reviews are
reproducible (each decision's rollouts are seeded by the record and the move number), so the
pieces add up to what ``chocolatier review`` prints for the same record and budget.

**A fair queue.** At most ``max_reviews`` reviews run at once, and at most one per requester: a
requester is its address and, when logged in, its account, so neither many addresses of one
account nor many accounts of one address run two at once. The others wait in line (``queued``
with their ``position``), at most ``review_queue_per_client`` per requester (then
``review-queued``) and ``review_queue`` in all (then ``too-many-reviews``); a freed slot goes to
the first in line whose requester runs nothing (:mod:`chocolatier.server.review_queue`). With
several processes these limits are the server's, not each process's.

**A bounded budget.** A review stops once its pieces have taken ``review_cpu_seconds`` of CPU
time: it is stored with the moves reviewed so far and says so (``cut_short``).

Moves the seat's stand-in bot made (a ``timeout`` or ``standin`` event, every move after a
``concede``) are the stand-in's, not the player's: they are left out of the review and counted.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from chocolatier.core import GameRecord
from chocolatier.server.config import ServerConfig
from chocolatier.server.hub import Hub
from chocolatier.server.review_queue import (
    BEAT_EVERY,
    Job,
    MemoryQueue,
    ReviewQueue,
    StoredQueue,
    requester,
)
from chocolatier.sim.review import Decision, review_moves, summarize

log = logging.getLogger(__name__)


def review_piece(record: GameRecord, budget: int, start: int, stop: int,
                 bots: tuple[str, ...], rollout: str,
                 standin: frozenset[int]) -> dict[str, Any]:
    """The reviewed decisions of moves ``start`` to ``stop`` as JSON, and the CPU seconds they
    took (run in a bot worker; the thread's own time, whatever else the machine runs)."""
    began = time.thread_time()
    decisions = review_moves(record, None, budget, start, stop, None, bots, rollout, standin)
    return {"decisions": [d.to_json() for d in decisions], "cpu": time.thread_time() - began}


class Reviews:
    """The reviews of one server process: queued on request, run in turn, stored when done."""

    def __init__(self, hub: Hub, config: ServerConfig,
                 finished_game: Callable[[str], Awaitable[tuple[GameRecord, frozenset[int]]]],
                 spawn: Callable[[Awaitable[None]], None]) -> None:
        self.hub = hub
        self.config = config
        self._game = finished_game
        self._spawn = spawn
        self.queue: ReviewQueue = StoredQueue(hub.storage, hub.db, hub.bus.origin) \
            if hub.storage.postgres else MemoryQueue()

    async def status(self, table_id: str) -> dict[str, Any]:
        """The table's review when done, else how far it is: ``queued`` (with its
        ``position`` in line, 1 first), ``running``, ``failed`` or ``none`` (never asked for)."""
        record, _standin = await self._game(table_id)  # 404, and 403 while being played
        # The job is read before the store: a job saves its review, then leaves, so a job that
        # ends while the store is read is found in one or the other (read the other way round, a
        # review finishing in between was "none" for a moment).
        job = await self.queue.get(table_id)
        stored = await self.hub.db(self.hub.storage.review, table_id)
        if stored is not None:
            return {"status": "done", "review": stored}
        if job is not None:
            return job
        return {"status": "none", "done": 0, "total": len(record.moves)}

    def queue_lengths(self) -> tuple[int, int]:
        """How many reviews wait in line and how many run (the server's metrics)."""
        return self.queue.lengths()

    async def start(self, table_id: str, address: str,
                    account: str | None = None) -> dict[str, Any]:
        """Queue the table's game for review (and start it when a slot is free for the
        requester) unless it is reviewed, waiting or being reviewed."""
        current = await self.status(table_id)
        if current["status"] in ("done", "running", "queued"):
            return current
        await self.queue.add(Job(table_id, requester(address, account), address, 0.0,
                                 current["total"]), self.config)
        await self._dispatch()
        return await self.status(table_id)

    async def _dispatch(self) -> None:
        """Run the reviews this process gets the free slots for."""
        for job in await self.queue.claim(self.config.max_reviews):
            self._spawn(self._run(job))

    async def watch(self) -> None:
        """With several processes: say that this one's reviews still run, take up those of a
        process that fell silent, and give away the slots freed elsewhere (cancel to stop)."""
        if not isinstance(self.queue, StoredQueue):
            return
        while True:
            try:
                await self.queue.beat()
                await self._dispatch()
            except Exception:
                log.exception("the line of reviews could not be read")
            await asyncio.sleep(BEAT_EVERY)

    async def _run(self, job: Job) -> None:
        budget, bots, piece = self.config.review_budget, self.config.review_bots, \
            max(1, self.config.review_piece)
        table_id, done, cpu = job.table_id, 0, 0.0
        decisions: list[Decision] = []
        try:
            record, standin = await self._game(table_id)
            total = len(record.moves)
            for start in range(0, total, piece):
                if cpu >= self.config.review_cpu_seconds:
                    break  # the budget is spent: the review is what is reviewed so far
                stop = min(total, start + piece)
                # the requester's pieces take turns with its own tables' bots (and everyone's)
                part = await self.hub.thinking.run(job.address, review_piece, record, budget,
                                                   start, stop, bots, self.config.review_rollout,
                                                   standin)
                decisions.extend(Decision.from_json(d) for d in part["decisions"])
                cpu += part["cpu"]
                done = stop
                await self.queue.progress(table_id, done)
            review = summarize(record, decisions, None, budget, bots,
                               self.config.review_rollout, standin, done).to_json()
            review["reviewed_moves"], review["total_moves"] = done, total
            if done < total:
                review["cut_short"] = {"cpu_seconds": self.config.review_cpu_seconds}
            await self.hub.db(self.hub.storage.save_review, table_id, budget, review)
        except Exception:
            log.exception("the review of table %s failed", table_id)
            # said to the readers; the next request starts afresh
            await self.queue.end(table_id, failed=True)
        else:
            await self.queue.end(table_id, failed=False)
        await self._dispatch()
