"""Factory Manager (solo, rules §9) difficulty benchmark: prints JSON.

Plays seeded solo games of one bot through the simulation runner (the bot sees its
determinisation, as in a match; the game seeds are those of ``chocolatier simulate`` with the
same ``--seed``) and reports the win rate with a 95% Wilson interval, the mean number of
objectives met, how often each kind of objective box and each card was met, what the player
produced (money earned, completed orders, Department Store spaces, chocolate orders delivered),
and the loss reasons: for lost games, how many boxes of each kind were missed. This is what
tuning ``factory/data/solo.toml`` reads (docs/cards.md).

    .venv/bin/python bench/solo.py --bot heuristic --games 200 --workers 2
    .venv/bin/python bench/solo.py --bot search --games 100 --workers 2 --option extra_demands=1
    .venv/bin/python bench/solo.py --bot search --first 20 --games 10   # games 20-29 of seed 1
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from chocolatier.sim.runner import GameTask, play_game
from chocolatier.sim.simulate import parse_options
from chocolatier.sim.statistics import wilson_interval


def play(task: GameTask) -> dict[str, Any]:
    """One game's result details (``error`` set when the engine or bot failed)."""
    outcome = play_game(task)
    if not outcome.ok:
        return {"error": outcome.error}
    assert outcome.result is not None
    return dict(outcome.result["details"])


def rate(met: int, total: int) -> float | None:
    """``met / total`` rounded, None when nothing was asked."""
    return round(met / total, 3) if total else None


def summarize(games: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate with its interval, objectives met, production and the boxes missed."""
    n = len(games)
    wins = sum(1 for g in games if g["won"])
    low, high = wilson_interval(wins, n)
    kind_total: Counter[str] = Counter()
    kind_met: Counter[str] = Counter()
    card_total: Counter[str] = Counter()
    card_met: Counter[str] = Counter()
    missed_in_losses: Counter[str] = Counter()
    for g in games:
        by_card: dict[str, bool] = {}
        for box in g["objectives"]:
            kind_total[box["kind"]] += 1
            kind_met[box["kind"]] += box["met"]
            by_card[box["card"]] = by_card.get(box["card"], True) and box["met"]
            if not g["won"] and not box["met"]:
                missed_in_losses[box["kind"]] += 1
        for card, met in by_card.items():
            card_total[card] += 1
            card_met[card] += met
    return {
        "games": n,
        "wins": wins,
        "win_rate": rate(wins, n),
        "ci95": [round(low, 3), round(high, 3)],
        "objectives_met_mean": round(statistics.fmean(g["objectives_met"] for g in games), 2),
        "objectives_total_mean": round(statistics.fmean(g["objectives_total"] for g in games), 2),
        "boxes_missed_per_game": Counter(
            g["objectives_total"] - g["objectives_met"] for g in games
        ),
        "met_by_kind": {k: rate(kind_met[k], kind_total[k]) for k in sorted(kind_total)},
        "missed_in_losses_by_kind": dict(missed_in_losses.most_common()),
        "card_met": {c: [card_met[c], card_total[c]] for c in sorted(card_total)},
        "money_earned_mean": round(statistics.fmean(g["money_earned"] for g in games), 1),
        "completed_orders_mean": round(
            statistics.fmean(len(g["completed_orders"]) for g in games), 2
        ),
        "store_spaces_mean": round(statistics.fmean(sum(g["tracks"].values()) for g in games), 2),
    }


def main() -> None:
    """Parse the options, play the games, print the summary as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="heuristic", help="bot spec, e.g. heuristic, search:hard")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0,
                        help="index of the first game: a run in chunks plays the same deals")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        help="game option key=value, e.g. extra_demands=1",
    )
    args = parser.parse_args()
    options = parse_options(args.option)
    tasks = [GameTask("factory", 1, args.seed, i, (args.bot,), options)
             for i in range(args.first, args.first + args.games)]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = list(pool.map(play, tasks, chunksize=2))
    errors = [r["error"] for r in results if "error" in r]
    games = [r for r in results if "error" not in r]
    report = {
        "bot": args.bot,
        "seed": args.seed,
        "first": args.first,
        "options": options,
        "seconds": round(time.perf_counter() - started, 1),
        "errors": errors,
        **summarize(games),
    }
    json.dump(report, sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
