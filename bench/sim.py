"""Simulation throughput: prints one JSON object.

Measures, for 4-player Chocolate Factory games between ``heuristic`` bots (the games of balance
work):

* ``one_process``: CPU seconds per game in this process (``time.process_time``; target ≤ 0.2 s),
  and as the reference measured in the same run the CPU seconds of the engine alone replaying
  the very same moves (what the bots add on top of the rules);
* ``workers_2``: games per second (wall clock) with ``--workers 2`` (a process pool);
* ``ray_2_cpus``: games per second on a local Ray with 2 CPUs (extra ``ray``; skipped with a
  message without it), the time to start Ray, and the Ray overhead per game compared with the
  process pool (``(ray wall - pool wall) / games``).

The parallel figures are wall-clock times, so run it on a quiet machine; the load average is
reported with them. Run it alone::

    .venv/bin/python bench/sim.py [--games 8]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from typing import Any

from chocolatier.core.record import GameRecord, replay
from chocolatier.sim.pool import run_games
from chocolatier.sim.ray_backend import RunInfo
from chocolatier.sim.runner import GameTask, play_game

TARGET_CPU_PER_GAME = 0.2


def tasks(games: int, first: int = 0) -> list[GameTask]:
    """``games`` seeded 4-player heuristic games (indices from ``first``)."""
    return [
        GameTask("factory", 4, 2026, index, ("heuristic",) * 4)
        for index in range(first, first + games)
    ]


def one_process(games: int) -> dict[str, Any]:
    """CPU per game of whole games, and of replaying their moves with the engine alone."""
    play_game(tasks(1, 10_000)[0])  # imports and first-use caches are not the games' cost
    outcomes = []
    start = time.process_time()
    for task in tasks(games):
        outcomes.append(play_game(task))
    played = time.process_time() - start
    assert all(o.ok for o in outcomes), [o.error for o in outcomes if not o.ok]
    records = [GameRecord.from_json(o.record) for o in outcomes]
    start = time.process_time()
    for record in records:
        replay(record)
    replayed = time.process_time() - start
    return {
        "games": games,
        "cpu_per_game_s": round(played / games, 4),
        "target_cpu_per_game_s": TARGET_CPU_PER_GAME,
        "actions_per_game": round(sum(o.actions for o in outcomes) / games, 1),
        "reference_engine_replay_cpu_per_game_s": round(replayed / games, 4),
    }


def workers_2(games: int) -> dict[str, Any]:
    """Games per second in two worker processes."""
    start = time.perf_counter()
    outcomes = run_games(tasks(games), workers=2)
    wall = time.perf_counter() - start
    assert all(o.ok for o in outcomes)
    return {"games": games, "wall_s": round(wall, 3), "games_per_s": round(games / wall, 3)}


def ray_2_cpus(games: int, pool_wall: float) -> dict[str, Any]:
    """Games per second on a local Ray with 2 CPUs, and its overhead per game."""
    try:
        import ray
    except ImportError:
        return {"skipped": "ray not installed (pip install -e '.[ray]')"}
    start = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    started = time.perf_counter() - start
    try:
        info = RunInfo()
        start = time.perf_counter()
        outcomes = run_games(tasks(games), ray="local", info=info)
        wall = time.perf_counter() - start
    finally:
        ray.shutdown()
    assert all(o.ok for o in outcomes)
    return {
        "games": games,
        "ray_start_s": round(started, 3),
        "wall_s": round(wall, 3),
        "games_per_s": round(games / wall, 3),
        "batches": info.batches,
        "retries": info.retries,
        "overhead_per_game_vs_workers_2_s": round((wall - pool_wall) / games, 4),
    }


def main() -> None:
    """Run every measurement and print the JSON report."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="games per measurement")
    args = parser.parse_args()
    report: dict[str, Any] = {"load_average_1min": round(os.getloadavg()[0], 2)}
    report["one_process"] = one_process(args.games)
    single = report["one_process"]["cpu_per_game_s"]
    report["one_process"]["games_per_s"] = round(1 / single, 3)
    report["workers_2"] = workers_2(args.games)
    report["ray_2_cpus"] = ray_2_cpus(args.games, report["workers_2"]["wall_s"])
    report["load_average_1min_after"] = round(os.getloadavg()[0], 2)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
