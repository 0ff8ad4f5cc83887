"""Group commit: one thread appends the events of every table, many per transaction.

A commit costs about the same for one event as for fifty, so the writer takes every event that
arrived while the previous transaction was committing and stores them together. Each caller is
answered only after the transaction holding its event has committed: an acknowledged move is
durable (SQLite WAL with ``synchronous=NORMAL`` survives a killed process, not a power cut).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence

from chocolatier.core import ChocolatierError
from chocolatier.server.storage import EventWrite, Storage

log = logging.getLogger(__name__)

MAX_BATCH = 256

_Item = tuple[EventWrite, asyncio.Future[None], asyncio.AbstractEventLoop]
#: told of every transaction, from the writer's thread: the events it stored, its duration in
#: seconds, whether it committed (the server's metrics)
BatchObserver = Callable[[Sequence[EventWrite], float, bool], None]


class WriteConflictError(ChocolatierError):
    """Another process appended to the table's log first: the live copy is behind."""


class EventWriter:
    """The writer thread of a server process (started on first use, stopped by :meth:`close`)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._queue: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self.on_batch: BatchObserver | None = None
        # events handed over and not yet answered (a graceful shutdown waits for none)
        self.pending = 0

    async def append(self, write: EventWrite) -> None:
        """Store ``write``; returns once it is committed. Raises :class:`WriteConflictError`
        when the table's log moved on, or the database's error."""
        self._ensure_thread()
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self.pending += 1
        try:
            self._queue.put((write, future, loop))
            await future
        finally:
            self.pending -= 1

    def close(self) -> None:
        """Store what is queued, then stop the thread."""
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None

    def _ensure_thread(self) -> None:
        with self._start_lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="event-writer", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        stopping = False
        while not stopping:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            while len(batch) < MAX_BATCH:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stopping = True
                    break
                batch.append(item)
            self._store(batch)

    def _store(self, batch: list[_Item]) -> None:
        writes = [write for write, _, _ in batch]
        started = time.perf_counter()
        try:
            stored = self.storage.append_events(writes)
        except Exception as exc:  # the whole transaction failed: every caller hears why
            log.exception("storing %d events failed", len(batch))
            self._observe([], started, False)
            for _, future, loop in batch:
                _answer(loop, future, exc)
            return
        self._observe([write for write, ok in zip(writes, stored, strict=True) if ok], started,
                      True)
        for ok, (write, future, loop) in zip(stored, batch, strict=True):
            outcome = None if ok else WriteConflictError(
                f"table {write.table_id}: event {write.seq} was stored by another process"
            )
            _answer(loop, future, outcome)

    def _observe(self, stored: list[EventWrite], started: float, ok: bool) -> None:
        if self.on_batch is not None:
            try:
                self.on_batch(stored, time.perf_counter() - started, ok)
            except Exception:  # a metric must never fail a commit
                log.exception("the commit observer failed")


def _answer(
    loop: asyncio.AbstractEventLoop, future: asyncio.Future[None], error: BaseException | None
) -> None:
    # a caller whose loop is closed (shutdown) no longer waits for the answer
    with contextlib.suppress(RuntimeError):
        loop.call_soon_threadsafe(_settle, future, error)


def _settle(future: asyncio.Future[None], error: BaseException | None) -> None:
    if future.done():  # the caller was cancelled meanwhile
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(error)
