"""The factory encoder's two entries give the same vector: ``encode_state(state, seat)``
(straight from the position, blocks re-encoded only when their fields changed) and
``encode(state.view(seat))``, at every step of random games of every kind, for every seat."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from chocolatier.core.registry import get_game
from chocolatier.core.rng import Rng
from chocolatier.observation.encoders import encoder_for

CONFIGS = [
    (1, {}),
    (2, {}),
    (3, {"mode": "simultaneous"}),
    (4, {"store_sides": "B"}),
    (2, {"master": True, "store_sides": "C"}),
    (3, {"master": True, "store_sides": "D"}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_encode_state_is_encode_of_the_view(players: int, options: dict[str, Any]) -> None:
    game = get_game("factory")
    encoder = encoder_for(game, players, options)
    phases: set[str] = set()
    decisions: set[str] = set()
    for seed in range(2):
        state = game.new_state(players, seed, options)
        rng = random.Random(seed)
        while True:
            for seat in range(players):
                view = state.view(seat)
                np.testing.assert_array_equal(encoder.encode_state(state, seat),
                                              encoder.encode(view))
                phases.add(view["phase"])
                pending = view["factories"][seat]["pending"]
                if pending is not None:
                    decisions.add(pending["type"])
            if not state.to_act():
                break
            seat = state.to_act()[0]
            state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
    assert phases >= {"draft", "run", "fulfil", "over"}
    assert len(decisions) >= 3, decisions


def test_encode_state_follows_clones_and_other_games() -> None:
    """The caches key on the position's values, not on the state object: a clone, a
    determinisation or another game right after gives its own vector."""
    game = get_game("factory")
    encoder = encoder_for(game, 2)
    first, second = game.new_state(2, 1), game.new_state(2, 2)
    rng = random.Random(0)
    for _ in range(60):
        seat = first.to_act()[0]
        first.apply_id(seat, rng.choice(first.legal_action_ids(seat)))
        for state in (first, second, first.clone(), first.determinize(0, Rng(3))):
            np.testing.assert_array_equal(encoder.encode_state(state, 0),
                                          encoder.encode(state.view(0)))


def test_encode_state_refuses_what_encode_refuses() -> None:
    game = get_game("factory")
    state = game.new_state(2, 1)
    with pytest.raises(ValueError, match="per seat"):
        encoder_for(game, 2).encode_state(state, None)
    with pytest.raises(ValueError, match="Master Chocolatier"):
        encoder_for(game, 2, {"master": True}).encode_state(state, 0)


def test_encode_state_follows_another_card_set() -> None:
    """One encoder kept between games of different tables (store sides, the simultaneous
    mode): each vector is its own game's, never blocks remembered from another's."""
    game = get_game("factory")
    encoder = encoder_for(game, 2)
    states = [game.new_state(2, 3), game.new_state(2, 3, {"store_sides": "B"}),
              game.new_state(2, 3, {"mode": "simultaneous"})]
    rng = random.Random(3)
    for _ in range(80):
        for state in states:
            if not state.to_act():
                continue
            seat = state.to_act()[0]
            for viewer in (0, 1):
                np.testing.assert_array_equal(encoder.encode_state(state, viewer),
                                              encoder.encode(state.view(viewer)))
            state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
