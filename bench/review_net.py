"""Reviews valued by the learned network: accuracy by player and CPU per game review, as JSON.

For each player spec, ``--games`` seeded two-player Chocolate Factory games of that player
against ``--opponent`` (the player seated first in even games, second in odd ones) are played and
reviewed whole with ``chocolatier review``'s defaults (candidates from ``search`` and
``heuristic``, valued by the network); the figures are those of the player's seat. Reported per
player: mean accuracy and average loss with their spread, the share of unlabelled decisions (the
accuracy of before, for comparison), labels per game, the review's CPU seconds per game (median,
max; the process's own time, both seats reviewed), and whether a second review of the first game
gave the same labels (stability).

Each game's figures are kept in ``--out`` as ``<player>-<k>.json`` as soon as it is reviewed; a
game already there is not played again, so a run stopped on a busy machine resumes, and
``--merge-only`` reports the games done so far. The games are interleaved (game k of every
player before game k + 1), so a partial run covers every player. A progress line per game goes to
stderr.

    nice -n 19 .venv/bin/python bench/review_net.py --players random,heuristic,search,mcts \\
        --games 20 --workers 2 --out /tmp/review-net
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from chocolatier.core.record import GameRecord
from chocolatier.sim.review import review_record
from chocolatier.sim.runner import GameTask, play_game


def one(job: tuple[str, str, int, int, Path]) -> dict[str, Any]:
    """Play game ``index`` of ``player`` against ``opponent``, review it, keep the figures."""
    player, opponent, seed, index, out = job
    seat = index % 2
    bots = (player, opponent) if seat == 0 else (opponent, player)
    outcome = play_game(GameTask("factory", 2, seed, index, bots))
    if not outcome.ok:
        figures: dict[str, Any] = {"error": outcome.error}
    else:
        record = GameRecord.from_json(outcome.record)
        began = time.process_time()
        review = review_record(record)  # the whole game, both seats: the CPU of a whole review
        cpu = time.process_time() - began
        summary = review.players[seat]
        labels = [(d.index, d.label) for d in review.decisions]
        stable = None
        if index == 0:  # the same game reviewed again gives the same labels
            stable = labels == [(d.index, d.label) for d in review_record(record).decisions]
        labelled = sum(summary.labels.values())
        figures = {"accuracy": summary.accuracy, "average_loss": summary.average_loss,
                   "unlabelled_share": 100.0 * (summary.decisions - labelled)
                   / max(summary.decisions, 1),
                   "labels": labelled, "decisions": summary.decisions,
                   "cpu": cpu, "won": seat in (outcome.result or {}).get("winners", []),
                   "stable": stable}
    target = out / f"{player.replace(':', '_')}-{index:03d}.json"
    target.write_text(json.dumps({"player": player, "index": index, **figures}), "utf-8")
    return {"player": player, "index": index, **figures}


def merge(folder: Path, players: list[str], opponent: str, seed: int) -> dict[str, Any]:
    """Every player's figures over the games kept in ``folder``."""
    results: dict[str, list[dict[str, Any]]] = {p: [] for p in players}
    for path in sorted(folder.glob("*.json")):
        entry = json.loads(path.read_text("utf-8"))
        if entry["player"] in results:
            results[entry["player"]].append(entry)
    report: dict[str, Any] = {"opponent": opponent, "seed": seed, "players": {}}
    for player, entries in results.items():
        done = [r for r in entries if "error" not in r]
        if not done:
            continue
        accuracy = [r["accuracy"] for r in done]
        stable = [r["stable"] for r in done if r["stable"] is not None]
        report["players"][player] = {
            "games": len(done),
            "errors": len(entries) - len(done),
            "accuracy_mean": round(statistics.mean(accuracy), 1),
            "accuracy_sd": round(statistics.stdev(accuracy), 1) if len(accuracy) > 1 else 0,
            "accuracy_min_max": [round(min(accuracy), 1), round(max(accuracy), 1)],
            "unlabelled_share_mean": round(statistics.mean(r["unlabelled_share"] for r in done), 1),
            "average_loss_mean": round(statistics.mean(r["average_loss"] for r in done), 2),
            "labels_per_game": round(statistics.mean(r["labels"] for r in done), 1),
            "decisions_per_game": round(statistics.mean(r["decisions"] for r in done), 1),
            "review_cpu_s_median": round(statistics.median(r["cpu"] for r in done), 2),
            "review_cpu_s_max": round(max(r["cpu"] for r in done), 2),
            "wins": sum(r["won"] for r in done),
            "stable": stable[0] if stable else None,
        }
    return report


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments, play and review the missing games, print the JSON summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="random,heuristic,search,mcts")
    parser.add_argument("--opponent", default="heuristic")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--merge-only", action="store_true")
    args = parser.parse_args(argv)
    players = args.players.split(",")
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.merge_only:
        jobs = [(p, args.opponent, args.seed, i, args.out) for i in range(args.games)
                for p in players
                if not (args.out / f"{p.replace(':', '_')}-{i:03d}.json").exists()]
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            for future in as_completed([pool.submit(one, job) for job in jobs]):
                done = future.result()
                shown = ("error" if "error" in done else
                         f"accuracy {done['accuracy']:.1f}%, review {done['cpu']:.1f} s CPU")
                print(f"{done['player']} game {done['index']}: {shown}", file=sys.stderr,
                      flush=True)
    print(json.dumps(merge(args.out, players, args.opponent, args.seed), indent=2))


if __name__ == "__main__":
    main()
