"""Thinking time of the ``mcts`` bot per decision and per game: prints JSON.

Plays seeded 2-player games of an ``mcts`` spec against ``search`` (seats alternate; each bot
handed its seat's determinisation, as in a match) and reports the **CPU seconds** (process time,
so a busy machine does not inflate them) of the mcts bot's decisions by phase — those it searched
(with the mean number of rollouts), and all of its decisions per game — and, as the reference
measured in the same run, the search bot's CPU per game.

    .venv/bin/python bench/mcts.py --spec mcts --games 2
    .venv/bin/python bench/mcts.py --spec mcts:iterations=12 --games 4
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from chocolatier.bots.base import make_bot
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng, derive_seed


def play(spec: str, seed: int, index: int) -> dict[str, Any]:
    """One game; the mcts bot's searched decisions (phase, CPU s, rollouts) and each bot's CPU."""
    specs = (spec, "search") if index % 2 == 0 else ("search", spec)
    state = new_game("factory", 2, derive_seed(seed, "game", index // 2))
    bots = [make_bot(s, "factory", derive_seed(seed, "bot", index, seat))
            for seat, s in enumerate(specs)]
    rng = Rng(derive_seed(seed, "determinize", index))
    searched: list[tuple[str, float, int]] = []
    cpu = {spec: 0.0, "search": 0.0}
    while not state.is_terminal():
        for seat in state.to_act():
            if seat not in state.to_act():
                continue
            view = state.determinize(seat, rng)
            phase = view.phase  # type: ignore[attr-defined]
            started = time.process_time()
            action = bots[seat].choose(view, seat)
            elapsed = time.process_time() - started
            cpu[specs[seat]] += elapsed
            rollouts = getattr(bots[seat], "last_iterations", 0)
            if specs[seat] == spec and rollouts:
                searched.append((phase, elapsed, rollouts))
            state.apply(seat, action)
    return {"searched": searched, "cpu": cpu}


def main(argv: list[str] | None = None) -> None:
    """Parse arguments, play the games one after the other, print the JSON summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spec", default="mcts", help="the mcts bot measured, e.g. mcts:hard")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = [play(args.spec, args.seed, i) for i in range(args.games)]
    phases: dict[str, list[tuple[float, int]]] = {}
    for game in games:
        for phase, seconds, rollouts in game["searched"]:
            phases.setdefault(phase, []).append((seconds, rollouts))

    def seconds(values: list[float]) -> dict[str, float]:
        ordered = sorted(values)
        return {"median": round(statistics.median(ordered), 4),
                "p90": round(ordered[int(0.9 * (len(ordered) - 1))], 4),
                "max": round(ordered[-1], 4)}

    print(json.dumps({
        "spec": args.spec,
        "games": args.games,
        "seed": args.seed,
        "searched_decisions_cpu_s": {
            phase: {"decisions": len(v), **seconds([s for s, _ in v]),
                    "mean_rollouts": round(statistics.fmean(r for _, r in v), 1)}
            for phase, v in sorted(phases.items())
        },
        "cpu_s_per_game": {
            args.spec: round(statistics.fmean(g["cpu"][args.spec] for g in games), 2),
            "search (reference)": round(statistics.fmean(g["cpu"]["search"] for g in games), 2),
        },
    }, indent=2))


if __name__ == "__main__":
    main()
