"""The limits counted in PostgreSQL answer as the memory ones do (one process's), step by
step: token buckets, giving a token back, an account's free attempts, its growing delay, a
trusted device, cancelling and clearing."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from chocolatier.server.shared_limits import StoredLimits
from chocolatier.server.storage import Storage
from chocolatier.server.throttle import Limits, MemoryLimits
from tests.server.test_postgres import pg_url  # noqa: F401  (the fixture)

pytestmark = pytest.mark.postgres


async def steps(limits: Limits) -> list[Any]:
    out: list[Any] = []
    for _ in range(4):
        out.append(await limits.take("a", 0.001, 3) > 0)
    await limits.give_back("a")
    out.append(await limits.take("a", 0.001, 3) > 0)
    out.append(await limits.take("b", 0.001, 1) > 0)
    for trusted in (False, False, False, False, True, False):
        wait = await limits.attempt("ann", trusted, 2, 50.0, 900.0)
        out.append(round(wait, -1))
    await limits.clear("ann")
    out.append(await limits.attempt("ann", False, 2, 50.0, 900.0))
    await limits.cancel("ann")
    await limits.cancel("ann")
    out.append(await limits.attempt("ann", False, 2, 50.0, 900.0))
    out.append(await limits.attempt("ann", False, 2, 50.0, 900.0) > 0)
    return out


def test_stored_limits_answer_as_the_memory_ones(pg_url: str) -> None:  # noqa: F811
    storage = Storage(pg_url)
    storage.migrate()
    try:
        async def run(fn: Any, *args: Any) -> Any:
            return await asyncio.to_thread(fn, *args)

        stored = asyncio.run(steps(StoredLimits(storage, run)))
        memory = asyncio.run(steps(MemoryLimits()))
        assert stored == memory
        assert memory[:6] == [False, False, False, True, False, False]
        # two free attempts, then a wait of 50 s; a trusted device goes through
        assert memory[6:12] == [0, 0, 50, 50, 0, 100]
    finally:
        storage.dispose()
