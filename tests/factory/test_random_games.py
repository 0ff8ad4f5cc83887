"""Random full games for 2–4 players in both modes: every legal action round-trips through its
notation and id, invariants hold after every action, and a seed replays identically."""

from __future__ import annotations

import pytest

from chocolatier.core import Rng, new_game
from chocolatier.factory.state import FactoryState


def play_random(players: int, seed: int, mode: str, check: bool = True) -> FactoryState:
    state = new_game("factory", players, seed, {"mode": mode, "store_sides": "random"})
    assert isinstance(state, FactoryState)
    rng = Rng(seed)
    while not state.is_terminal():
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        action = legal[rng.below(len(legal))]
        if check:
            text = state.notation(seat, action)
            assert state.parse(seat, text) == action
            assert state.action_from_id(seat, state.action_id(seat, action)) == action
        state.apply(seat, action)
        if check:
            assert state.invariant_violations() == []
    return state


@pytest.mark.parametrize("mode", ["turns", "simultaneous"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_finish_with_sound_states(players: int, mode: str) -> None:
    for seed in range(3):
        state = play_random(players, seed, mode)
        result = state.result()
        assert result is not None
        assert len(result.scores) == players
        assert len(result.winners) == 1


def test_same_seed_same_game() -> None:
    a = play_random(3, 11, "turns", check=False)
    b = play_random(3, 11, "turns", check=False)
    assert a.state_hash() == b.state_hash()
