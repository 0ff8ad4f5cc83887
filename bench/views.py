"""Chocolate Factory per-seat views: prints one JSON object.

Measures, on one core, views built per second (``state.view(seat)`` for every seat and a
spectator in turn, as the web server does after each action) of a 2- and a 4-player state in
the middle of the game (Tuesday's Run Factory, and Wednesday's draft, whose packets a view
also shows), reached by seeded random play; and, as the server meets them, every seat's and a
spectator's view after each action of whole seeded random games (only view time counted).
Times are CPU time of this process (``time.process_time``). Run it alone::

    .venv/bin/python bench/views.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import json
import time

from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState


def mid_game(players: int, day: int, phase: Phase) -> FactoryState:
    """A ``players``-player state on ``day`` (0 = Monday) in ``phase``, by seeded random play."""
    rng = Rng(players)
    state = new_game("factory", players, 7)
    assert isinstance(state, FactoryState)
    while not (state.day == day and state.phase == phase):
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = state.legal_of(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    return state


def views_per_s(state: FactoryState, seconds: float) -> int:
    """Views per second of ``state``, cycling over every seat and a spectator."""
    seats: list[int | None] = [*range(state.num_players), None]
    count = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(100):
            for seat in seats:
                state.view(seat)
        count += 100 * len(seats)
    return round(count / (time.process_time() - start))


def along_games(players: int, seconds: float) -> int:
    """Views per second after every action of seeded random games, counting only view time."""
    seats: list[int | None] = [*range(players), None]
    count = 0
    spent = 0.0
    game = 0
    while spent < seconds:
        state = new_game("factory", players, 100 + game)
        assert isinstance(state, FactoryState)
        rng = Rng(game)
        game += 1
        while acting := state.to_act():
            start = time.process_time()
            for seat in seats:
                state.view(seat)
            spent += time.process_time() - start
            count += len(seats)
            seat = acting[rng.below(len(acting))]
            legal = state.legal_of(seat)
            state.apply(seat, legal[rng.below(len(legal))])
    return round(count / spent)


def main() -> None:
    """Print the benchmark's JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    seconds = parser.parse_args().seconds
    results = {
        f"{players}p_{name}_views_per_s": views_per_s(mid_game(players, day, phase), seconds)
        for players in (2, 4)
        for name, day, phase in (("tuesday_run", 1, Phase.RUN), ("wednesday_draft", 2, Phase.DRAFT))
    }
    for players in (2, 4):
        results[f"{players}p_along_games_views_per_s"] = along_games(players, seconds)
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
