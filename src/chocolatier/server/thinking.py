"""Where the bots of a server process think, and how much.

A strong bot decides for a third of a second or more of pure Python. Run in threads of the
server process, twenty such tables held the GIL against the event loop and pushed a human's
moves from a few milliseconds to half a second. So bot decisions are bounded:

* at most ``workers`` decisions at once in the process, and at most ``per_client`` of them for
  the tables of one client address (the table's creator): an address with many bot tables takes
  turns with everybody else's instead of filling every worker;
* with ``processes``, they run in worker processes at a lower scheduling priority: the event
  loop, which serves the humans, keeps the GIL and, when the machine is busy, the CPU.
  Without (tests, embedding), in threads of this process.

A decision needs only the bot spec, the game, a seed and the seat's determinised state (pickled
to the worker), so the same decisions are made whichever way they run.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import threading
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

from chocolatier.bots import make_bot
from chocolatier.core import State

T = TypeVar("T")

# added to the workers' nice value (Unix): the server process goes first when both want a core
WORKER_NICENESS = 10


def bot_move(spec: str, game: str, seed: int, state: State, seat: int) -> str:
    """A bot's decision, as notation valid in the true state (run in a worker)."""
    bot = make_bot(spec, game, seed)
    return state.notation(seat, bot.choose(state, seat))


def _start_worker(parent: int) -> None:
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
    threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()


def _exit_with(parent: int) -> None:
    # A server killed outright (kill -9) cannot stop its workers: they notice and leave.
    while os.getppid() == parent:
        time.sleep(1)
    os._exit(0)


#: Decisions a worker process makes before a fresh one replaces it. The bots' and the
#: engine's memos (bounded per memo, but large) made a long-lived worker grow by about
#: 170 KiB a decision in the soak (bench/soak.py): recycling bounds a worker's memory, at the
#: price of one start-up (well under a second) every so many decisions.
TASKS_PER_WORKER = 500


@dataclass
class _ClientSlots:
    slots: asyncio.Semaphore
    users: int = 0


class BotPool:
    """Runs bot decisions off the event loop, bounded per process and per client address."""

    def __init__(self, workers: int, per_client: int, processes: bool,
                 tasks_per_worker: int = TASKS_PER_WORKER) -> None:
        self.workers = max(1, workers)
        self.tasks_per_worker = max(1, tasks_per_worker)
        self.per_client = max(1, per_client)
        self.processes = processes
        self._slots = asyncio.Semaphore(self.workers)
        self._clients: dict[str, _ClientSlots] = {}
        self._executor: ProcessPoolExecutor | None = None
        # decisions waiting for a worker, and being made (the server's metrics)
        self.waiting = 0
        self.running = 0

    async def decide(
        self, client: str, spec: str, game: str, seed: int, state: State, seat: int
    ) -> str:
        """The bot's move, once a worker is free for this client's turn."""
        return await self.run(client, bot_move, spec, game, seed, state, seat)

    async def run(self, client: str, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker, once one is free for this client's turn (bot decisions
        and other long pure-Python work, such as a game review's pieces, share the workers)."""
        self.waiting += 1
        started = False
        try:
            async with self._client_slot(client), self._slots:
                self.waiting -= 1
                started = True
                self.running += 1
                try:
                    return await self._call(fn, *args)
                finally:
                    self.running -= 1
        finally:
            if not started:  # cancelled while waiting
                self.waiting -= 1

    async def _call(self, fn: Callable[..., T], *args: Any) -> T:
        if not self.processes:
            return await asyncio.to_thread(fn, *args)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool(), fn, *args)
        except BrokenProcessPool:
            # a worker died (killed, out of memory): start afresh, once
            self._shutdown()
            return await loop.run_in_executor(self._pool(), fn, *args)

    @contextlib.asynccontextmanager
    async def _client_slot(self, client: str) -> AsyncIterator[None]:
        # Exists only while in use, like the hub's table locks: addresses leave nothing behind.
        entry = self._clients.get(client)
        if entry is None:
            entry = self._clients[client] = _ClientSlots(asyncio.Semaphore(self.per_client))
        entry.users += 1
        try:
            async with entry.slots:
                yield
        finally:
            entry.users -= 1
            if entry.users == 0:
                del self._clients[client]

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # spawn, not fork: the server process has threads (database, writer) to not copy
            self._executor = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
                initargs=(os.getpid(),),
                max_tasks_per_child=self.tasks_per_worker,
            )
        return self._executor

    def _shutdown(self) -> None:
        executor, self._executor = self._executor, None
        if executor is None:
            return
        # a worker busy with a long decision would hold up the server's exit: stop it (the
        # executor has no public way to)
        processes = list(getattr(executor, "_processes", {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()

    def close(self) -> None:
        """Stop the worker processes."""
        self._shutdown()
