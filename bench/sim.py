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

Both builds are measured in every run, on the same games, interleaved ``--repeats`` times, each
time in a fresh child process (a process that has played these games once finds the bots' memos
warm, which a run of new games does not), the minimum of each kept; ``one_process`` is then this
run's build and ``same_moves_as_pure_python`` says whether both played the very same moves:

* run pure Python (the default install), the bench compiles a copy of the package with
  ``scripts/compile.py`` in a temporary directory (about a minute; ``--no-compile`` skips it, and
  without mypy or a C compiler the report says why): ``one_process_compiled``;
* run with the hot modules compiled in place (``scripts/compile.py``), ``compiled`` is true,
  ``compiled_modules`` lists them (``stale_compiled_modules``: those whose source changed after
  the build), and ``one_process_pure_python`` plays a copy of the sources without the
  extensions.

The parallel figures are wall-clock times, so run it on a quiet machine; the load average is
reported with them. Run it alone::

    .venv/bin/python bench/sim.py [--games 8] [--repeats 1] [--no-compile]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

import chocolatier
from chocolatier import stale_compiled_modules
from chocolatier.core.record import GameRecord, replay
from chocolatier.sim.pool import run_games
from chocolatier.sim.ray_backend import RunInfo
from chocolatier.sim.runner import GameTask, play_game

TARGET_CPU_PER_GAME = 0.2
COMPILE = Path(__file__).resolve().parents[1] / "scripts" / "compile.py"


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
    moves = json.dumps([o.record for o in outcomes], sort_keys=True).encode()
    return {
        "games": games,
        "cpu_per_game_s": round(played / games, 4),
        "target_cpu_per_game_s": TARGET_CPU_PER_GAME,
        "actions_per_game": round(sum(o.actions for o in outcomes) / games, 1),
        "reference_engine_replay_cpu_per_game_s": round(replayed / games, 4),
        "records_sha256": hashlib.sha256(moves).hexdigest(),
    }


def compiled_modules() -> list[str]:
    """The loaded chocolatier modules that are compiled extensions (``scripts/compile.py``)."""
    return sorted(
        name for name, module in sys.modules.items()
        if name.split(".")[0] == "chocolatier"
        and str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES))
    )


def child_one_process(games: int, sources: Path, compiled: bool) -> dict[str, Any]:
    """:func:`one_process` in a child process importing the package under ``sources``, which
    must (``compiled``) or must not be the compiled build."""
    env = {**os.environ, "PYTHONPATH": str(sources)}
    child = subprocess.run(
        [sys.executable, __file__, "--games", str(games), "--one-process-only"],
        env=env, check=True, capture_output=True, text=True,
    )
    report: dict[str, Any] = json.loads(child.stdout)
    assert report["compiled"] == compiled, report["compiled_modules"]
    return report["one_process"]


def copy_of_sources(into: Path) -> Path:
    """The package's sources (no extensions) copied under ``into``/src; returns that src."""
    package = Path(chocolatier.__file__).parent
    shutil.copytree(package, into / "src" / "chocolatier",
                    ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    return into / "src"


def compiled_copy(into: Path) -> Path | str:
    """A copy of the package built by ``scripts/compile.py`` under ``into``/src (returned), or
    why it could not be built."""
    if not COMPILE.exists():
        return f"{COMPILE} not found (the bench runs from a checkout)"
    sources = copy_of_sources(into)
    (into / "scripts").mkdir()
    shutil.copy(COMPILE, into / "scripts")
    shutil.copy(COMPILE.parents[1] / "pyproject.toml", into)
    built = subprocess.run([sys.executable, str(into / "scripts" / "compile.py")],
                           capture_output=True, text=True)
    if built.returncode != 0:
        return "compiled build failed: " + (built.stderr or built.stdout).strip()[-400:]
    return sources


def compared_builds(games: int, repeats: int, compiled_here: bool) -> dict[str, Any]:
    """The same games played compiled and pure Python, interleaved ``repeats`` times (min of
    each): this process's build against the other one, built in a temporary directory."""
    with tempfile.TemporaryDirectory() as tmp:
        other = copy_of_sources(Path(tmp)) if compiled_here else compiled_copy(Path(tmp))
        if isinstance(other, str):
            return {"one_process_compiled": {"skipped": other}}
        # Each measurement in a fresh process: replaying the same games in one process finds
        # the bots' memos warm and costs far less (0.41 s cold, 0.25 s on the third pass).
        this = Path(chocolatier.__file__).parents[1]
        here, there = [], []
        for _ in range(repeats):
            here.append(child_one_process(games, this, compiled=compiled_here))
            there.append(child_one_process(games, other, compiled=not compiled_here))
    compiled, pure = (here, there) if compiled_here else (there, here)
    best = min(compiled, key=lambda r: r["cpu_per_game_s"])
    reference = min(pure, key=lambda r: r["cpu_per_game_s"])
    key = "one_process_pure_python" if compiled_here else "one_process_compiled"
    return {
        "repeats": repeats,
        "one_process": best if compiled_here else reference,
        key: reference if compiled_here else best,
        "speedup": round(reference["cpu_per_game_s"] / best["cpu_per_game_s"], 2),
        "compiled_meets_target": best["cpu_per_game_s"] <= TARGET_CPU_PER_GAME,
        "same_moves_as_pure_python": all(
            r["records_sha256"] == reference["records_sha256"] for r in compiled + pure
        ),
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
    parser.add_argument("--repeats", type=int, default=1,
                        help="compiled vs pure Python interleavings")
    parser.add_argument("--no-compile", action="store_true",
                        help="run pure Python: do not build the compiled copy to compare with")
    parser.add_argument("--one-process-only", action="store_true",
                        help="only the one-process figures (the pure Python reference's child)")
    args = parser.parse_args()
    report: dict[str, Any] = {"load_average_1min": round(os.getloadavg()[0], 2)}
    report["one_process"] = one_process(args.games)
    report["compiled_modules"] = compiled_modules()
    report["compiled"] = bool(report["compiled_modules"])
    report["stale_compiled_modules"] = [str(path) for path in stale_compiled_modules()]
    if args.one_process_only:
        print(json.dumps(report))
        return
    if report["compiled"] or not args.no_compile:
        report.update(compared_builds(args.games, args.repeats, report["compiled"]))
    single = report["one_process"]["cpu_per_game_s"]
    report["one_process"]["games_per_s"] = round(1 / single, 3)
    report["workers_2"] = workers_2(args.games)
    report["ray_2_cpus"] = ray_2_cpus(args.games, report["workers_2"]["wall_s"])
    report["load_average_1min_after"] = round(os.getloadavg()[0], 2)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
