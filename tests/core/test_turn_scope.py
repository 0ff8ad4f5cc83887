"""``State.turn_scope``: the span of a seat's decisions that one clock times (issue 22, ruling
T1). A Chocolate Factory shift lasts until the seat ends it; a Chocolatl bidding step lasts
while the seat places its cards; a seat that is not to act has no turn."""

from __future__ import annotations

import random

import pytest

from chocolatier.core.registry import new_game


def play(game: str, players: int, seed: int) -> list[tuple[int, str, object, object, bool]]:
    """Every move of a random game: seat, event code, the seat's turn before and after, and
    whether the seat was still to act after it."""
    state, rng, moves = new_game(game, players, seed=seed), random.Random(seed), []
    while not state.is_terminal():
        seat = state.to_act()[0]
        before = state.turn_scope(seat)
        action = rng.choice(state.legal_actions(seat))
        code = state.event(seat, action).to_json()["code"]
        state.apply(seat, action)
        moves.append((seat, code, before, state.turn_scope(seat), seat in state.to_act()))
        for other in range(players):
            if other not in state.to_act():
                assert state.turn_scope(other) is None
    return moves


@pytest.mark.parametrize("seed", [1, 2])
def test_a_factory_turn_is_a_shift_and_ends_with_it(seed: int) -> None:
    moves = play("factory", 2, seed)
    run = [m for m in moves if m[2] is not None and m[2][1] == "run"]  # type: ignore[index]
    assert run
    for _seat, code, before, after, _still in run:
        if code == "factory-shift-done":
            assert after != before
        else:
            assert after == before  # an operation of the shift: the same turn
    assert all(m[2] is not None for m in moves)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_chocolatl_bidding_step_is_one_turn_for_all_its_cards(seed: int) -> None:
    moves = play("chocolatl", 3, seed)
    bids = [m for m in moves if m[1] == "chocolatl-bid"]
    assert bids
    for _seat, _code, before, after, still in bids:
        # the same turn while the seat places more cards of the step (a seat to act again in
        # a new step, a green round's second bidding, has a new turn)
        assert still or after is None
        if after == before:
            assert still
    assert any(after == before for _s, _c, before, after, _st in bids)
    assert any(still and after != before for _s, _c, before, after, still in bids)
