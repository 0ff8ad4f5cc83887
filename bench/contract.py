"""Validating views against the typed contract (``chocolatier.core.contract.validate``): prints
one JSON object.

For each game, every seat's and a spectator's view after each action of seeded random games
(Chocolate Factory 4 players, Chocolatl 5): the CPU time (``time.process_time``) to build a
view (the reference, measured in the same run) and to validate one strictly, in microseconds
per view. Run it alone::

    .venv/bin/python bench/contract.py [--games 3]
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from chocolatier.core.contract import validate
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng


def measure(game: str, players: int, games: int) -> dict[str, Any]:
    """Build and validation times of the views along ``games`` random games."""
    seats: list[int | None] = [*range(players), None]
    views: list[dict[str, Any]] = []
    build = 0.0
    for g in range(games):
        state = new_game(game, players, 200 + g)
        rng = Rng(g)
        while True:
            start = time.process_time()
            batch = [state.view(seat) for seat in seats]
            build += time.process_time() - start
            views.extend(batch)
            if not (acting := state.to_act()):
                break
            seat = acting[rng.below(len(acting))]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.below(len(legal))])
    start = time.process_time()
    for view in views:
        validate(view)
    check = time.process_time() - start
    return {
        "views": len(views),
        "build_us_per_view": round(build / len(views) * 1e6, 1),
        "validate_us_per_view": round(check / len(views) * 1e6, 1),
        "validate_over_build": round(check / build, 2),
    }


def main() -> None:
    """Print the benchmark's JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    games = parser.parse_args().games
    results = {"factory_4p": measure("factory", 4, games),
               "chocolatl_5p": measure("chocolatl", 5, games)}
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
