"""Reviews valued by the learned network: accuracy by player and CPU per game review, as JSON.

For each player spec, ``--games`` seeded two-player Chocolate Factory games of that player
against ``--opponent`` (the player seated first in even games, second in odd ones) are played and
reviewed whole with ``chocolatier review``'s defaults (candidates from ``search`` and
``heuristic``, valued by the network); the figures are those of the player's seat. Reported per
player: mean accuracy and average loss with their spread, labels per game, the review's CPU
seconds per game (median, max; the process's own time), and whether a second review of the
first game gave the same labels (stability).

    nice -n 10 .venv/bin/python bench/review_net.py --players random,heuristic,search,mcts \\
        --games 20 --workers 2
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from chocolatier.core.record import GameRecord
from chocolatier.sim.review import review_record
from chocolatier.sim.runner import GameTask, play_game


def one(job: tuple[str, str, int, int]) -> dict[str, Any]:
    """Play game ``index`` of ``player`` against ``opponent`` and review the player's seat."""
    player, opponent, seed, index = job
    seat = index % 2
    bots = (player, opponent) if seat == 0 else (opponent, player)
    outcome = play_game(GameTask("factory", 2, seed, index, bots))
    if not outcome.ok:
        return {"error": outcome.error}
    record = GameRecord.from_json(outcome.record)
    began = time.process_time()
    review = review_record(record)  # the whole game, both seats: the CPU of a whole review
    cpu = time.process_time() - began
    summary = review.players[seat]
    labels = [(d.index, d.label) for d in review.decisions]
    stable = None
    if index == 0:  # the same game reviewed again gives the same labels
        stable = labels == [(d.index, d.label) for d in review_record(record).decisions]
    return {"accuracy": summary.accuracy, "average_loss": summary.average_loss,
            "labels": sum(summary.labels.values()), "decisions": summary.decisions,
            "cpu": cpu, "won": seat in outcome.result["winners"] if outcome.result else False,
            "stable": stable}


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments, play and review the games, print the JSON summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="random,heuristic,search,mcts")
    parser.add_argument("--opponent", default="heuristic")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    players = args.players.split(",")
    jobs = [(p, args.opponent, args.seed, i) for p in players for i in range(args.games)]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = list(pool.map(one, jobs))
    report: dict[str, Any] = {"opponent": args.opponent, "games": args.games,
                              "seed": args.seed, "players": {}}
    for k, player in enumerate(players):
        done = [r for r in results[k * args.games:(k + 1) * args.games] if "error" not in r]
        accuracy = [r["accuracy"] for r in done]
        report["players"][player] = {
            "games": len(done),
            "errors": args.games - len(done),
            "accuracy_mean": round(statistics.mean(accuracy), 1),
            "accuracy_sd": round(statistics.stdev(accuracy), 1) if len(accuracy) > 1 else 0,
            "average_loss_mean": round(statistics.mean(r["average_loss"] for r in done), 2),
            "labels_per_game": round(statistics.mean(r["labels"] for r in done), 1),
            "decisions_per_game": round(statistics.mean(r["decisions"] for r in done), 1),
            "review_cpu_s_median": round(statistics.median(r["cpu"] for r in done), 2),
            "review_cpu_s_max": round(max(r["cpu"] for r in done), 2),
            "wins": sum(r["won"] for r in done),
            "stable": next(r["stable"] for r in done if r["stable"] is not None),
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
