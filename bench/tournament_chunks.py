"""A long seat-rotated match as ``chocolatier tournament`` runs of a few games each: prints JSON.

Each chunk is ``chocolatier tournament --bots BOTS --players P --games G --seed S+k --json``
(chunk k), its report kept in ``--out`` as ``chunk-<k>.json``; a chunk already there is not
played again, so a run stopped on a busy machine resumes where it was, and the figures so far
can be read at any time (``--merge-only``). A second runner with ``--first-chunk`` on the same
``--out`` plays the later chunks at the same time (a chunk's games depend only on its seed).
The merged report gives every bot's games, wins
(ties shared), win rate with its 95% Wilson interval, mean money and mean margin, over all the
chunks done.

    nice -n 10 .venv/bin/python bench/tournament_chunks.py --bots mcts,mcts-rollout:iterations=32 \\
        --players 2 --chunk-games 10 --chunks 20 --out /tmp/match
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from chocolatier.sim.statistics import wilson_interval


def play_chunk(args: argparse.Namespace, index: int) -> None:
    """Play chunk ``index`` unless its report exists."""
    target = args.out / f"chunk-{index:03d}.json"
    if target.exists():
        return
    # the console script beside this Python (the package's own entry point)
    command = [str(Path(sys.executable).parent / "chocolatier"), "tournament", "--bots", args.bots,
               "--players", str(args.players), "--games", str(args.chunk_games),
               "--seed", str(args.seed + index), "--workers", str(args.workers), "--json"]
    began, cpu_before = time.monotonic(), _children_cpu()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    partial = target.with_suffix(".part")
    partial.write_text(done.stdout, encoding="utf-8")
    partial.rename(target)
    # the figures so far, so a log read at any time says where the match stands
    standing = ", ".join(f"{b['bot']} {b['wins']:g}/{b['games']}" for b in merge(args.out)["bots"])
    print(f"chunk {index} done: {time.monotonic() - began:.0f} s wall, "
          f"{_children_cpu() - cpu_before:.0f} s CPU, load {os.getloadavg()[0]:.1f}; {standing}",
          file=sys.stderr, flush=True)


def _children_cpu() -> float:
    """CPU seconds (user + system) of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def merge(folder: Path) -> dict[str, Any]:
    """Every bot's figures over the chunks in ``folder``."""
    totals: dict[str, dict[str, float]] = {}
    chunks = sorted(folder.glob("chunk-*.json"))
    errors = 0
    for path in chunks:
        report = json.loads(path.read_text("utf-8"))
        errors += report["errors"]
        for bot in report["bots"]:
            entry = totals.setdefault(bot["bot"], {"games": 0, "wins": 0.0, "money": 0.0,
                                                   "margin": 0.0})
            entry["games"] += bot["games"]
            entry["wins"] += bot["wins"]
            entry["money"] += bot["money_mean"] * bot["games"]
            entry["margin"] += bot["margin_mean"] * bot["games"]
    bots = []
    for name, entry in totals.items():
        games = int(entry["games"])
        low, high = wilson_interval(entry["wins"], games)
        bots.append({"bot": name, "games": games, "wins": entry["wins"],
                     "win_rate": round(entry["wins"] / games, 4) if games else 0.0,
                     "win_rate_ci95": [round(low, 4), round(high, 4)],
                     "money_mean": round(entry["money"] / games, 2) if games else 0.0,
                     "margin_mean": round(entry["margin"] / games, 2) if games else 0.0})
    return {"chunks": len(chunks), "errors": errors, "bots": bots}


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments, play the missing chunks, print the merged report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bots", default="mcts,mcts-rollout:iterations=32")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--chunk-games", type=int, default=10)
    parser.add_argument("--chunks", type=int, default=20)
    parser.add_argument("--first-chunk", type=int, default=0,
                        help="play chunks from this one on (a second runner on the same --out)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--merge-only", action="store_true")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.merge_only:
        for index in range(args.first_chunk, args.chunks):
            play_chunk(args, index)
    print(json.dumps(merge(args.out), indent=2))


if __name__ == "__main__":
    main()
