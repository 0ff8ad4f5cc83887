"""Game reviews at the web table: ``chocolatier review`` of a finished game, on demand.

A review weighs every decision of a game by bot rollouts (:mod:`chocolatier.sim.review`): tens of
seconds to minutes of pure Python. So it is computed in pieces of a few moves on the bot workers
(:meth:`chocolatier.server.thinking.BotPool.run`, which live tables' bot decisions share: they
take turns between the pieces, and one address's reviews take turns with everybody's bots), then
stored with the table (``table_reviews``) and served from there to every later reader. Progress
is kept in memory; a review cut short by a restart starts again on the next request. Reviews are
reproducible (each decision's rollouts are seeded by the record and the move number), so the
pieces add up to what ``chocolatier review`` prints for the same record and budget.

**A fair queue.** At most ``max_reviews`` reviews run at once, and at most one per requester: a
requester is its address and, when logged in, its account, so neither many addresses of one
account nor many accounts of one address run two at once. The others wait in line (``queued``
with their ``position``), at most ``review_queue_per_client`` per requester (then
``review-queued``) and ``review_queue`` in all (then ``too-many-reviews``); a freed slot goes to
the first in line whose requester runs nothing. **A bounded budget.** A review stops once its
pieces have taken ``review_cpu_seconds`` of CPU time: it is stored with the moves reviewed so
far and says so (``cut_short``).

Moves the seat's stand-in bot made (a ``timeout`` or ``standin`` event, every move after a
``concede``) are the stand-in's, not the player's: they are left out of the review and counted.
"""

from __future__ import annotations

import itertools
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from chocolatier.core import GameRecord
from chocolatier.server.config import ServerConfig
from chocolatier.server.hub import Hub
from chocolatier.server.lobby import LobbyError
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


@dataclass
class _Job:
    record: GameRecord
    standin: frozenset[int]
    address: str
    # the requester: its address and, logged in, its account
    who: frozenset[str]
    arrived: int
    state: str = "queued"  # then running; failed (said to the readers, replaced on a request)
    done: int = 0
    cpu: float = 0.0
    decisions: list[Decision] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.record.moves)


class Reviews:
    """The reviews of one server process: queued on request, run in turn, stored when done."""

    def __init__(self, hub: Hub, config: ServerConfig,
                 finished_game: Callable[[str], Awaitable[tuple[GameRecord, frozenset[int]]]],
                 spawn: Callable[[Awaitable[None]], None]) -> None:
        self.hub = hub
        self.config = config
        self._game = finished_game
        self._spawn = spawn
        self._jobs: dict[str, _Job] = {}
        self._arrivals = itertools.count()

    async def status(self, table_id: str) -> dict[str, Any]:
        """The table's review when done, else how far it is: ``queued`` (with its
        ``position`` in line, 1 first), ``running``, ``failed`` or ``none`` (never asked for)."""
        record, _standin = await self._game(table_id)  # 404, and 403 while being played
        # The job is read before the store: a job saves its review, then leaves, so a job that
        # ends while the store is read is found in one or the other (read the other way round, a
        # review finishing in between was "none" for a moment).
        job = self._jobs.get(table_id)
        stored = await self.hub.db(self.hub.storage.review, table_id)
        if stored is not None:
            return {"status": "done", "review": stored}
        if job is not None:
            return self._job_json(job)
        return {"status": "none", "done": 0, "total": len(record.moves)}

    def queue_lengths(self) -> tuple[int, int]:
        """How many reviews wait in line and how many run (the server's metrics)."""
        states = [job.state for job in self._jobs.values()]
        return states.count("queued"), states.count("running")

    def _job_json(self, job: _Job) -> dict[str, Any]:
        out: dict[str, Any] = {"status": job.state, "done": job.done, "total": job.total}
        if job.state == "queued":
            out["position"] = 1 + sum(other.state == "queued" and other.arrived < job.arrived
                                      for other in self._jobs.values())
        return out

    async def start(self, table_id: str, address: str,
                    account: str | None = None) -> dict[str, Any]:
        """Queue the table's game for review (and start it when a slot is free for the
        requester) unless it is reviewed, waiting or being reviewed."""
        current = await self.status(table_id)
        if current["status"] in ("done", "running", "queued"):
            return current
        who = frozenset({f"address:{address}", *([f"account:{account}"] if account else [])})
        live = [job for job in self._jobs.values() if job.state != "failed"]
        theirs = [job for job in live if job.who & who]
        if len(theirs) > self.config.review_queue_per_client:
            raise LobbyError("review-queued", "your reviews already wait in line; ask again "
                             "when one is done", 429)
        if len(live) >= self.config.review_queue:
            raise LobbyError("too-many-reviews",
                             "the server is busy with other reviews; try again in a minute", 429)
        record, standin = await self._game(table_id)
        job = self._jobs[table_id] = _Job(record, standin, address, who, next(self._arrivals))
        self._dispatch()
        return self._job_json(job)

    def _dispatch(self) -> None:
        """Give the free slots to the first in line whose requester runs no review."""
        running = [job for job in self._jobs.values() if job.state == "running"]
        busy = frozenset().union(*(job.who for job in running))
        waiting = sorted((item for item in self._jobs.items() if item[1].state == "queued"),
                         key=lambda item: item[1].arrived)
        for table_id, job in waiting:
            if len(running) >= self.config.max_reviews:
                return
            if job.who & busy:
                continue
            job.state = "running"
            running.append(job)
            busy |= job.who
            self._spawn(self._run(table_id, job))

    async def _run(self, table_id: str, job: _Job) -> None:
        budget, bots, piece = self.config.review_budget, self.config.review_bots, \
            max(1, self.config.review_piece)
        try:
            for start in range(0, job.total, piece):
                if job.cpu >= self.config.review_cpu_seconds:
                    break  # the budget is spent: the review is what is reviewed so far
                stop = min(job.total, start + piece)
                # the requester's pieces take turns with its own tables' bots (and everyone's)
                part = await self.hub.thinking.run(job.address, review_piece, job.record, budget,
                                                   start, stop, bots, self.config.review_rollout,
                                                   job.standin)
                job.decisions.extend(Decision.from_json(d) for d in part["decisions"])
                job.cpu += part["cpu"]
                job.done = stop
            review = summarize(job.record, job.decisions, None, budget, bots,
                               self.config.review_rollout, job.standin, job.done).to_json()
            review["reviewed_moves"], review["total_moves"] = job.done, job.total
            if job.done < job.total:
                review["cut_short"] = {"cpu_seconds": self.config.review_cpu_seconds}
            await self.hub.db(self.hub.storage.save_review, table_id, budget, review)
        except Exception:
            log.exception("the review of table %s failed", table_id)
            job.state = "failed"  # said to the readers; the next request starts afresh
        else:
            del self._jobs[table_id]
        self._dispatch()
