"""The line of game reviews (:mod:`chocolatier.server.reviews`): who asked, in which order, which
are running and how far they are. A single process (SQLite) keeps it in memory
(:class:`MemoryQueue`); processes sharing a PostgreSQL database keep one line between them in
``review_jobs`` (:class:`StoredQueue`, migration 0011), so the limits hold for everyone at once
and any process answers how far a review is.

**The fair line.** At most ``max_reviews`` reviews run at once, and at most one per requester
(its address and, logged in, its account); the others wait, at most ``review_queue_per_client``
per requester and ``review_queue`` in all. A freed slot goes to the first in line whose
requester runs nothing.

**Processes.** Every change of the stored line is made under a transaction-level advisory lock,
so two processes never give away the same slot. A process runs the reviews it claims and says so
every few seconds (``beat``); a running review whose process has not spoken for
:data:`STALE_AFTER` seconds (killed) goes back to the head of the line and starts again.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

import orjson
from sqlalchemy import text

from chocolatier.server.config import ServerConfig
from chocolatier.server.lobby import LobbyError
from chocolatier.server.storage import Storage

Runner = Callable[..., Awaitable[Any]]
# a running review's process says it is alive this often; silent longer, it is taken as gone
BEAT_EVERY = 2.0
STALE_AFTER = 30.0
# the transaction-level advisory lock of the stored line (migrations hold 7261120)
LINE_LOCK = 7261121


@dataclass(frozen=True)
class Job:
    """One review in the line."""

    table_id: str
    # the requester: its address and, logged in, its account
    who: frozenset[str]
    address: str
    arrived: float
    total: int
    state: str = "queued"  # then running; failed (said to the readers, replaced on a request)
    done: int = 0


def requester(address: str, account: str | None) -> frozenset[str]:
    """Who asks: the address and, logged in, the account."""
    return frozenset({f"address:{address}", *([f"account:{account}"] if account else [])})


def job_json(job: Job, line: list[Job]) -> dict[str, Any]:
    """How far the review is (``position`` in line when it waits, 1 first)."""
    out: dict[str, Any] = {"status": job.state, "done": job.done, "total": job.total}
    if job.state == "queued":
        out["position"] = 1 + sum(other.state == "queued" and other.arrived < job.arrived
                                  for other in line)
    return out


def check_room(job: Job, line: list[Job], config: ServerConfig) -> None:
    """Refuse a new review its requester or the server has no room for."""
    live = [other for other in line if other.state != "failed"]
    if sum(1 for other in live if other.who & job.who) > config.review_queue_per_client:
        raise LobbyError("review-queued", "your reviews already wait in line; ask again "
                         "when one is done", 429)
    if len(live) >= config.review_queue:
        raise LobbyError("too-many-reviews",
                         "the server is busy with other reviews; try again in a minute", 429)


def next_up(line: list[Job], max_reviews: int) -> list[Job]:
    """The waiting reviews that get the free slots (the first in line whose requester runs
    nothing)."""
    running = [job for job in line if job.state == "running"]
    busy = frozenset().union(*(job.who for job in running))
    chosen: list[Job] = []
    for job in sorted((job for job in line if job.state == "queued"), key=lambda j: j.arrived):
        if len(running) + len(chosen) >= max_reviews:
            break
        if job.who & busy:
            continue
        chosen.append(job)
        busy |= job.who
    return chosen


class ReviewQueue(Protocol):
    """The line, wherever it is kept."""

    async def get(self, table_id: str) -> dict[str, Any] | None:
        """The table's review in line (:func:`job_json`), or ``None``."""

    async def add(self, job: Job, config: ServerConfig) -> None:
        """Put a review in line (replacing a failed one), or refuse it (``LobbyError``)."""

    async def claim(self, max_reviews: int) -> list[Job]:
        """Give the free slots away: the reviews this process is now to run."""

    async def progress(self, table_id: str, done: int) -> None:
        """A running review has reviewed ``done`` moves."""

    async def end(self, table_id: str, failed: bool) -> None:
        """A review this process ran is stored (it leaves the line) or ``failed``."""

    async def beat(self) -> None:
        """Say that this process's running reviews are still running."""

    def lengths(self) -> tuple[int, int]:
        """How many wait and how many run (as last seen; the metrics)."""


class MemoryQueue:
    """The line of a single process."""

    def __init__(self) -> None:
        self._jobs: dict[str, Job] = {}
        self._arrivals = itertools.count()

    async def get(self, table_id: str) -> dict[str, Any] | None:
        """See :meth:`ReviewQueue.get`."""
        job = self._jobs.get(table_id)
        return None if job is None else job_json(job, list(self._jobs.values()))

    async def add(self, job: Job, config: ServerConfig) -> None:
        """See :meth:`ReviewQueue.add`."""
        check_room(job, list(self._jobs.values()), config)
        self._jobs[job.table_id] = replace(job, arrived=next(self._arrivals))

    async def claim(self, max_reviews: int) -> list[Job]:
        """See :meth:`ReviewQueue.claim`."""
        chosen = next_up(list(self._jobs.values()), max_reviews)
        for job in chosen:
            self._jobs[job.table_id] = replace(job, state="running")
        return chosen

    async def progress(self, table_id: str, done: int) -> None:
        """See :meth:`ReviewQueue.progress`."""
        job = self._jobs.get(table_id)
        if job is not None:
            self._jobs[table_id] = replace(job, done=done)

    async def end(self, table_id: str, failed: bool) -> None:
        """See :meth:`ReviewQueue.end`."""
        job = self._jobs.get(table_id)
        if job is not None and failed:
            self._jobs[table_id] = replace(job, state="failed")
        else:
            self._jobs.pop(table_id, None)

    async def beat(self) -> None:
        """Nothing to say: nobody else reads this line."""

    def lengths(self) -> tuple[int, int]:
        """See :meth:`ReviewQueue.lengths`."""
        states = [job.state for job in self._jobs.values()]
        return states.count("queued"), states.count("running")


_LOCK = text(f"SELECT pg_advisory_xact_lock({LINE_LOCK})")
_LINE = text("SELECT table_id, who, address, arrived, total, state, done FROM review_jobs")


class StoredQueue:
    """The line of all the processes on one PostgreSQL database; ``db`` runs the blocking
    work (the hub's executor), ``owner`` names this process (its live channel origin)."""

    def __init__(self, storage: Storage, db: Runner, owner: str) -> None:
        self.storage = storage
        self._db = db
        self.owner = owner
        self._lengths = (0, 0)

    def _read(self, conn: Any) -> list[Job]:
        line = [Job(r[0], frozenset(orjson.loads(r[1])), r[2], r[3], r[4], r[5], r[6])
                for r in conn.execute(_LINE).all()]
        self._lengths = (sum(j.state == "queued" for j in line),
                         sum(j.state == "running" for j in line))
        return line

    async def get(self, table_id: str) -> dict[str, Any] | None:
        """See :meth:`ReviewQueue.get`."""
        def read() -> dict[str, Any] | None:
            with self.storage.engine.connect() as conn:
                line = self._read(conn)
            job = next((j for j in line if j.table_id == table_id), None)
            return None if job is None else job_json(job, line)

        found: dict[str, Any] | None = await self._db(read)
        return found

    async def add(self, job: Job, config: ServerConfig) -> None:
        """See :meth:`ReviewQueue.add`."""
        def insert() -> None:
            with self.storage.engine.begin() as conn:
                conn.execute(_LOCK)
                line = [j for j in self._read(conn) if j.table_id != job.table_id]
                check_room(job, line, config)
                conn.execute(text("DELETE FROM review_jobs WHERE table_id = :t"),
                             {"t": job.table_id})
                conn.execute(text(
                    "INSERT INTO review_jobs (table_id, who, address, arrived, total, state, "
                    "done, owner, beat) VALUES (:t, :who, :address, :arrived, :total, "
                    "'queued', 0, NULL, 0)"),
                    {"t": job.table_id, "who": orjson.dumps(sorted(job.who)).decode(),
                     "address": job.address, "arrived": time.time(), "total": job.total})

        await self._db(insert)

    async def claim(self, max_reviews: int) -> list[Job]:
        """See :meth:`ReviewQueue.claim`; a running review whose process fell silent goes
        back in line first (at its old place: it was asked for before the others)."""
        def take() -> list[Job]:
            stamp = time.time()
            with self.storage.engine.begin() as conn:
                conn.execute(_LOCK)
                conn.execute(text(
                    "UPDATE review_jobs SET state = 'queued', done = 0, owner = NULL "
                    "WHERE state = 'running' AND beat < :old"), {"old": stamp - STALE_AFTER})
                chosen = next_up(self._read(conn), max_reviews)
                for job in chosen:
                    conn.execute(text(
                        "UPDATE review_jobs SET state = 'running', owner = :me, beat = :now "
                        "WHERE table_id = :t"), {"me": self.owner, "now": stamp,
                                                 "t": job.table_id})
                return chosen

        chosen: list[Job] = await self._db(take)
        return chosen

    async def _mine(self, sql: str, **params: Any) -> None:
        """Change this process's rows (``:me``, at ``:now``)."""
        def change() -> None:
            with self.storage.engine.begin() as conn:
                conn.execute(text(sql), {"me": self.owner, "now": time.time(), **params})

        await self._db(change)

    async def progress(self, table_id: str, done: int) -> None:
        """See :meth:`ReviewQueue.progress`."""
        await self._mine("UPDATE review_jobs SET done = :done, beat = :now "
                       "WHERE table_id = :t AND owner = :me", t=table_id, done=done)

    async def end(self, table_id: str, failed: bool) -> None:
        """See :meth:`ReviewQueue.end`."""
        if failed:
            await self._mine("UPDATE review_jobs SET state = 'failed' "
                           "WHERE table_id = :t AND owner = :me", t=table_id)
        else:
            await self._mine("DELETE FROM review_jobs WHERE table_id = :t AND owner = :me",
                           t=table_id)

    async def beat(self) -> None:
        """See :meth:`ReviewQueue.beat`."""
        await self._mine("UPDATE review_jobs SET beat = :now "
                       "WHERE owner = :me AND state = 'running'")

    def lengths(self) -> tuple[int, int]:
        """See :meth:`ReviewQueue.lengths`."""
        return self._lengths
