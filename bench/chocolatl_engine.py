"""Chocolatl engine speed: prints one JSON object.

Measures on one core (CPU time of this process): random-playout games/s and actions/s for 3, 4
and 5 players (a random legal action of a random seat to act, as a search playout does), and
clones/s, determinisations/s and views/s of a 4-player position in round 1's bidding. Run it
alone::

    .venv/bin/python bench/chocolatl_engine.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng


def _playout(state: ChocolatlState, rng: Rng) -> int:
    actions = 0
    while True:
        acting = state.to_act()
        if not acting:
            return actions
        seat = acting[rng.below(len(acting))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        actions += 1


def playouts(players: int, seconds: float) -> dict[str, float]:
    """Random games from fresh seeds for about ``seconds``."""
    rng = Rng(players)
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = new_game("chocolatl", players, games)
        assert isinstance(state, ChocolatlState)
        actions += _playout(state, rng)
        games += 1
    spent = time.process_time() - start
    return {
        "players": players,
        "games_per_s": round(games / spent, 1),
        "actions_per_s": round(actions / spent),
        "actions_per_game": round(actions / games, 1),
    }


def _rate(work: Callable[[], object], seconds: float) -> float:
    count = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        work()
        count += 1
    return round(count / (time.process_time() - start))


def position() -> ChocolatlState:
    """A 4-player position in round 1 with half of the red-mode bids placed."""
    state = new_game("chocolatl", 4, 1)
    assert isinstance(state, ChocolatlState)
    rng = Rng(1)
    for _ in range(4 + 24):
        seat = state.to_act()[rng.below(len(state.to_act()))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    return state


def main() -> None:
    """Run the measurements and print JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    state = position()
    rng = Rng(2)
    print(
        json.dumps(
            {
                "benchmark": "chocolatl_engine",
                "playouts": [playouts(n, args.seconds) for n in (3, 4, 5)],
                "clones_per_s": _rate(state.clone, args.seconds),
                "determinize_per_s": _rate(lambda: state.determinize(1, rng), args.seconds),
                "views_per_s": _rate(lambda: state.view(1), args.seconds),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
