"""ISMCTS through the OpenSpiel registration replays from its seeds (game parameter
``resample_seed``, or a seeded resampler given to ``ISMCTSBot.set_resampler``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

# Only with the [openspiel] extra: a [test]-only environment skips the module, saying why.
pyspiel = pytest.importorskip(
    "pyspiel", reason="needs the [openspiel] extra (pip install -e '.[openspiel]')")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from chocolatier.openspiel import CHOCOLATL, FACTORY  # noqa: E402

Resampler = Callable[[Any, int], Any]


# ISMCTS decides the first moves (a whole game of it takes a minute), seeded random play the rest.
SEARCHED_MOVES = 16


def ismcts_game(game: Any, seed: int, resampler: Callable[[int], Resampler] | None = None
                ) -> list[int]:
    """The history of one game whose first moves are ISMCTS bots' (4 simulations a move),
    every stream of the bots and the chance draws seeded from ``seed``."""
    chance = random.Random(seed)
    moves = 0
    bots = []
    for seat in range(game.num_players()):
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + seat))
        bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4,
                               random_state=np.random.RandomState(seed + 10 + seat))
        if resampler is not None:
            bot.set_resampler(resampler(seed + 20 + seat))
        bots.append(bot)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.choice(state.chance_outcomes())[0])
        elif moves < SEARCHED_MOVES:
            state.apply_action(bots[state.current_player()].step(state))
            moves += 1
        else:
            state.apply_action(chance.choice(state.legal_actions()))
    return list(state.history())


@pytest.mark.parametrize(("name", "players"), [(FACTORY, 2), (CHOCOLATL, 3)])
def test_ismcts_games_with_the_same_seeds_end_identically(name: str, players: int) -> None:
    game = pyspiel.load_game(name, {"players": players, "resample_seed": 5})
    first = ismcts_game(game, seed=1)
    assert ismcts_game(game, seed=1) == first


def worlds(resample_seed: int, count: int) -> list[tuple[Any, ...]]:
    """The hidden deck orders of ``count`` resamplings of one position (seat 0's view)."""
    game = pyspiel.load_game(FACTORY, {"players": 2, "resample_seed": resample_seed})
    state = game.new_initial_state()
    rng = random.Random(3)
    while state.is_chance_node() or len(state.history()) < 150:
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    unused = random.Random(4).random  # ignored: the parameter decides
    return [state.resample_from_infostate(0, unused).engine_state().parts_b
            for _ in range(count)]


def test_the_resample_seed_decides_the_worlds() -> None:
    first = worlds(5, 3)
    assert worlds(5, 3) == first
    assert len(set(first)) == 3, "each resampling of a position draws a new world"
    assert set(worlds(6, 3)).isdisjoint(first), "another seed, other worlds"


def test_a_seeded_resampler_replays_too() -> None:
    """The other way (docs/openspiel.md): without the parameter, give each bot a resampler
    drawing from a seeded stream."""

    def seeded(seed: int) -> Resampler:
        rng = np.random.RandomState(seed)
        return lambda state, player: state.resample_from_infostate(player, rng.uniform)

    game = pyspiel.load_game(FACTORY, {"players": 2})
    assert ismcts_game(game, 2, seeded) == ismcts_game(game, 2, seeded)


def test_resample_seed_is_checked() -> None:
    with pytest.raises(Exception, match="resample_seed must be a seed"):
        pyspiel.load_game(FACTORY, {"resample_seed": -2})
