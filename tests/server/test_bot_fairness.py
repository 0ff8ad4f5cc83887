"""Bot work is bounded per process and per client address (issue #12, item 7): one address's
many bot tables take turns with the others', and in worker processes bots think at a lower
priority, making the same moves as in threads. The latency figure is bench/server.py's."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.core import State
from chocolatier.server import thinking
from chocolatier.server.app import create_app
from chocolatier.server.thinking import WORKER_NICENESS, BotPool
from tests.server.conftest import make_config


def test_an_address_with_many_bot_tables_takes_turns_with_the_others(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    order: list[str] = []
    running: list[str] = []

    def slow_move(spec: str, game: str, seed: int, state: State, seat: int) -> str:
        running.append(spec)
        assert len(running) == 1  # one worker: never two decisions at once
        time.sleep(0.02)
        order.append(spec)
        running.remove(spec)
        return "move"

    monkeypatch.setattr(thinking, "bot_move", slow_move)

    async def main() -> None:
        pool = BotPool(workers=1, per_client=1, processes=False)
        greedy = [pool.decide("10.0.0.1", f"a{i}", "g", 0, None, 0)  # type: ignore[arg-type]
                  for i in range(4)]
        tasks = [asyncio.ensure_future(c) for c in greedy]
        await asyncio.sleep(0)
        tasks.append(asyncio.ensure_future(
            pool.decide("10.0.0.2", "b", "g", 0, None, 0)))  # type: ignore[arg-type]
        await asyncio.gather(*tasks)
        assert pool._clients == {}

    asyncio.run(main())
    assert order[:2] == ["a0", "b"] and sorted(order) == ["a0", "a1", "a2", "a3", "b"]


def test_bot_processes_are_niced_and_make_the_same_moves_as_threads(tmp_path: Path) -> None:
    pool = BotPool(workers=1, per_client=1, processes=True)
    try:
        niceness = pool._pool().submit(os.nice, 0).result(timeout=60)
    finally:
        pool.close()
    assert niceness >= min(19, os.nice(0) + WORKER_NICENESS)

    table = {"game": "factory", "seats": [{"kind": "bot", "bot": "random"}] * 2, "seed": 77,
             "options": {"mode": "turns"}}

    def record(processes: bool) -> dict[str, Any]:
        url = f"sqlite:///{tmp_path / f'bots-{processes}.sqlite3'}"
        config = make_config(url, bot_processes=processes, bot_workers=2)
        with TestClient(create_app(config)) as client:
            made = client.post("/api/tables", json=table).json()
            deadline = time.monotonic() + 120
            while client.get(f"/api/tables/{made['id']}").json()["status"] != "finished":
                assert time.monotonic() < deadline
                time.sleep(0.05)
            moves: dict[str, Any] = client.get(f"/api/tables/{made['id']}/record").json()
            return moves

    assert record(True)["moves"] == record(False)["moves"]


def test_a_worker_process_is_replaced_after_its_share_of_decisions() -> None:
    # a long-lived worker's memory grows with the bots' memos: a fresh one takes over
    async def pids() -> list[int]:
        pool = BotPool(workers=1, per_client=1, processes=True, tasks_per_worker=2)
        try:
            return [await pool.run("10.0.0.1", os.getpid) for _ in range(5)]
        finally:
            pool.close()

    seen = asyncio.run(pids())
    assert len(set(seen)) == 3 and seen[0] == seen[1] != seen[2] == seen[3] != seen[4]
