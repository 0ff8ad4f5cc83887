"""Hypothesis fuzzing: random games keep every invariant, replay exactly, clone independently,
and reject illegal actions without changing the state."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chocolatier.chocolatl.actions import ActionSpace
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.rng import Rng
from tests.chocolatl.helpers import DATA, new_state

SPACE = ActionSpace(DATA.max_card, DATA.black_dice)
FUZZ = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(
    players: int, seed: int, moves: int | None = None
) -> tuple[ChocolatlState, list[tuple[int, str]]]:
    """A random game (its first ``moves`` moves), checking the invariants after each."""
    state = new_state(players, seed)
    rng = Rng(seed ^ 0x5EED)
    log: list[tuple[int, str]] = []
    while not state.is_terminal() and (moves is None or len(log) < moves):
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        log.append((seat, state.notation(seat, action)))
        state.apply(seat, action)
        broken = state.invariant_violations()
        assert not broken, (log[-1], broken)
    return state, log


@FUZZ
@given(st.integers(3, 5), st.integers(0, 2**32))
def test_random_games_keep_invariants_and_end(players: int, seed: int) -> None:
    state, _ = play(players, seed)
    result = state.result()
    assert result is not None and result.winners
    assert len(result.breakdown) == players
    assert result.scores == tuple(sum(b.values()) for b in result.breakdown)
    assert 2 <= state.round <= DATA.rounds


@FUZZ
@given(st.integers(3, 5), st.integers(0, 2**32))
def test_same_seed_same_actions_same_game(players: int, seed: int) -> None:
    state, log = play(players, seed)
    again = new_state(players, seed)
    for seat, text in log:
        again.apply_notation(seat, text)
    assert again.state_hash() == state.state_hash()
    assert again.result() == state.result()


@FUZZ
@given(st.integers(3, 5), st.integers(0, 2**32), st.integers(0, 400))
def test_clone_is_independent(players: int, seed: int, moves: int) -> None:
    state, _ = play(players, seed, moves)
    copy = state.clone()
    assert copy.fingerprint() == state.fingerprint()
    before = state.state_hash()
    rng = Rng(seed)
    while not copy.is_terminal():
        seat = copy.to_act()[0]
        copy.apply(seat, rng.choice(copy.legal_actions(seat)))
    assert state.state_hash() == before


@FUZZ
@given(st.integers(3, 5), st.integers(0, 2**32), st.integers(0, 400), st.data())
def test_illegal_actions_change_nothing(
    players: int, seed: int, moves: int, data: st.DataObject
) -> None:
    state, _ = play(players, seed, moves)
    seat = data.draw(st.integers(0, players - 1))
    action = SPACE.action_of(data.draw(st.integers(0, SPACE.size - 1)))
    assert action is not None
    legal = state.legal_actions(seat)
    before = state.state_hash()
    if action in legal:
        assert state.is_legal(seat, action)
        return
    assert not state.is_legal(seat, action)
    try:
        state.apply(seat, action)
    except IllegalActionError as exc:
        assert exc.rule.startswith("§")
    else:
        raise AssertionError(f"{action} applied although not legal")
    assert state.state_hash() == before


@FUZZ
@given(st.integers(3, 5), st.integers(0, 2**32), st.integers(0, 400))
def test_every_legal_action_has_notation_and_id(players: int, seed: int, moves: int) -> None:
    state, _ = play(players, seed, moves)
    for seat in state.to_act():
        legal = state.legal_actions(seat)
        assert legal and len(set(legal)) == len(legal)
        for action in legal:
            assert state.parse(seat, state.notation(seat, action)) == action
            assert state.action_from_id(seat, state.action_id(seat, action)) == action
        assert sorted(state.legal_action_ids(seat)) == sorted(SPACE.id_of(a) for a in legal)  # type: ignore[type-var]
