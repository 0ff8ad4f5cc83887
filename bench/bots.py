"""Bot strength and speed benchmark: prints JSON.

Plays seat-rotated matches between two bot specs (``A`` against ``B``) and reports A's win rate
with a 95% Wilson interval (ties split), the mean money of each, and the decision times of every
bot (median, 90th percentile, maximum). Every game is seeded from ``--seed``; bots get only their
seat's determinisation of the state, as in a real match.

Seat rotation: with 2 players game ``i`` seats A first when ``i`` is even and second when odd,
with the same game seed for the pair, so the deal does not favour either bot. With more players
the lone A sits in seat ``i mod N`` against N-1 copies of B (``--mix half`` puts A in every other
seat instead).

Run the figures of issue #4 (about an hour on 2 cores)::

    .venv/bin/python bench/bots.py --a heuristic --b random --games 200
    .venv/bin/python bench/bots.py --a search --b heuristic --games 400
    .venv/bin/python bench/bots.py --a search --b heuristic --players 4 --games 100
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from chocolatier.bots.base import make_bot
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.sim.statistics import wilson_interval


@dataclass(frozen=True)
class Job:
    """One game to play: its index, the bot spec of every seat and the game's seeds."""

    index: int
    game: str
    seats: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, Any], ...]


def seat_specs(index: int, players: int, a: str, b: str, mix: str) -> tuple[str, ...]:
    """The bots of game ``index``, rotated so that A sits in every seat equally often."""
    if players == 2:
        return (a, b) if index % 2 == 0 else (b, a)
    if mix == "half":
        shift = index % 2
        return tuple(a if (seat + shift) % 2 == 0 else b for seat in range(players))
    return tuple(a if seat == index % players else b for seat in range(players))


def play(job: Job) -> dict[str, Any]:
    """Play one game; returns the seats' bots, scores, winners and per-bot decision times (all
    decisions, and those with more than one legal action)."""
    # Pairs of rotated games share a deal: the seed depends on the pair, not the game.
    game_seed = derive_seed(job.seed, "game", job.index // 2 if len(job.seats) == 2 else job.index)
    state = new_game(job.game, len(job.seats), game_seed, dict(job.options))
    bots = [
        make_bot(spec, job.game, derive_seed(job.seed, "bot", job.index, seat))
        for seat, spec in enumerate(job.seats)
    ]
    rng = Rng(derive_seed(job.seed, "determinize", job.index))
    times: dict[str, list[float]] = {spec: [] for spec in job.seats}
    choices: dict[str, list[float]] = {spec: [] for spec in job.seats}
    while not state.is_terminal():
        for seat in state.to_act():
            if seat not in state.to_act():
                continue
            view = state.determinize(seat, rng)
            forced = len(view.legal_actions(seat)) == 1
            started = time.perf_counter()
            action = bots[seat].choose(view, seat)
            elapsed = time.perf_counter() - started
            times[job.seats[seat]].append(elapsed)
            if not forced:
                choices[job.seats[seat]].append(elapsed)
            state.apply(seat, action)
    result = state.result()
    assert result is not None
    return {
        "seats": list(job.seats),
        "scores": list(result.scores),
        "winners": list(result.winners),
        "times": times,
        "choices": choices,
    }


def summarize(games: list[dict[str, Any]], a: str, b: str) -> dict[str, Any]:
    """A's win rate (ties split, per game: A's share of the win), money and decision times."""
    wins = 0.0
    money: dict[str, list[int]] = {a: [], b: []}
    times: dict[str, list[float]] = {a: [], b: []}
    choices: dict[str, list[float]] = {a: [], b: []}
    by_seat: dict[int, list[float]] = {}
    for g in games:
        winners = g["winners"]
        share = sum(1 for s in winners if g["seats"][s] == a) / len(winners)
        wins += share
        seat_a = g["seats"].index(a)
        by_seat.setdefault(seat_a, []).append(share)
        for seat, spec in enumerate(g["seats"]):
            money[spec].append(g["scores"][seat])
        for spec, ts in g["times"].items():
            times[spec].extend(ts)
        for spec, ts in g["choices"].items():
            choices[spec].extend(ts)
    n = len(games)
    low, high = wilson_interval(wins, n)

    def timing(ts: list[float]) -> dict[str, Any]:
        if not ts:
            return {"decisions": 0}
        ordered = sorted(ts)
        return {
            "decisions": len(ts),
            "median_s": round(statistics.median(ordered), 4),
            "p90_s": round(ordered[int(0.9 * (len(ordered) - 1))], 4),
            "max_s": round(ordered[-1], 4),
        }

    return {
        "games": n,
        "a": a,
        "b": b,
        "a_wins": round(wins, 2),
        "a_win_rate": round(wins / n, 4) if n else None,
        "a_win_rate_ci95": [round(low, 4), round(high, 4)],
        "a_win_rate_by_seat": {
            str(seat): round(sum(v) / len(v), 4) for seat, v in sorted(by_seat.items())
        },
        "mean_money": {
            spec: round(statistics.fmean(m), 2) if m else None for spec, m in money.items()
        },
        "decision_time": {spec: timing(ts) for spec, ts in times.items()},
        # Only the decisions with a choice (a forced move costs nothing and drags the median).
        "decision_time_choices": {spec: timing(ts) for spec, ts in choices.items()},
    }


def main(argv: list[str] | None = None) -> None:
    """Parse arguments, play the games in worker processes, print the JSON summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="factory")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--a", default="heuristic", help="the bot measured, e.g. search:hard")
    parser.add_argument("--b", default="random", help="its opponent(s)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--mix", choices=["one", "half"], default="one")
    parser.add_argument("--option", action="append", default=[], help="key=value game option")
    parser.add_argument("--jsonl", help="also append every game to this file as it ends (a long "
                        "run cut short keeps its games; summarize them with --summarize)")
    parser.add_argument("--summarize", help="print the summary of the games in this JSONL file "
                        "(with --a and --b) instead of playing")
    args = parser.parse_args(argv)
    if args.summarize:
        with open(args.summarize, encoding="utf-8") as lines:
            done = [json.loads(line) for line in lines if line.strip()]
        print(json.dumps(summarize(done, args.a, args.b), indent=2, sort_keys=True))
        return
    a, b = args.a, args.b
    if a == b:
        sys.exit("the two bots of a matchup must differ")
    options = tuple((key, value) for key, _, value in (o.partition("=") for o in args.option))
    jobs = [
        Job(i, args.game, seat_specs(i, args.players, a, b, args.mix), args.seed, options)
        for i in range(args.games)
    ]
    started = time.perf_counter()
    games: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.workers) as pool:
        for game in pool.map(play, jobs):
            games.append(game)
            if args.jsonl:
                with open(args.jsonl, "a", encoding="utf-8") as out:
                    out.write(json.dumps(game) + "\n")
            if len(games) % 20 == 0:
                # Progress on stderr: the long runs take an hour on a busy machine.
                print(f"{len(games)}/{len(jobs)} games", file=sys.stderr, flush=True)
    report = summarize(games, a, b)
    report.update(
        {
            "game": args.game,
            "players": args.players,
            "seed": args.seed,
            "options": dict(options),
            "mix": args.mix,
            "workers": args.workers,
            "wall_s": round(time.perf_counter() - started, 1),
        }
    )
    print(json.dumps(report, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
