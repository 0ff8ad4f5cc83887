"""Notation, parsing and the fixed action-id space."""

from __future__ import annotations

import pytest

from chocolatier.chocolatl.actions import (
    ActionSpace,
    Bid,
    FirstPlacer,
    Roll,
    Sacrifice,
    Swap,
    TakeVillage,
    notation,
    parse,
)
from chocolatier.core import get_game
from chocolatier.core.errors import IllegalActionError, NotationError
from tests.chocolatl.helpers import DATA, new_state, start_gold

EXAMPLES = [
    (Sacrifice(7), "altar 7"),
    (Sacrifice(None), "altar none"),
    (Bid(12, 0), "bid 12 temple"),
    (Bid(0, 5), "bid 0 tlachtli"),
    (Roll(0), "roll 0"),
    (Roll(3), "roll 3"),
    (TakeVillage(False), "take die"),
    (TakeVillage(True), "take hut"),
    (FirstPlacer(True), "first me"),
    (FirstPlacer(False), "first other"),
    (Swap(4), "swap 4"),
]


@pytest.mark.parametrize(("action", "text"), EXAMPLES)
def test_notation_round_trip(action: object, text: str) -> None:
    assert notation(action) == text  # type: ignore[arg-type]
    assert parse(text) == action
    assert parse("  " + text.upper().replace(" ", "   ") + " ") == action


@pytest.mark.parametrize("text", ["", "bid 3", "bid 3 castle", "altar -1", "roll x", "take cake"])
def test_malformed_text_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse(text)


def test_well_formed_illegal_action_parses_and_apply_names_the_rule() -> None:
    state = new_state()
    action = state.parse(0, "bid 3 temple")  # bidding is not open yet: the altar comes first
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(0, action)
    assert caught.value.rule == "§Setup (altar)"
    assert caught.value.code == "wrong-step"
    assert state.state_hash() == before
    with pytest.raises(IllegalActionError, match="no-such-card"):
        state.apply(0, state.parse(0, "altar 99"))


def test_ids_are_a_bijection_on_the_space() -> None:
    space = ActionSpace(DATA.max_card, DATA.black_dice)
    assert get_game("chocolatl").num_distinct_actions(4) == space.size
    seen = set()
    for action_id in range(space.size):
        action = space.action_of(action_id)
        assert action is not None
        assert space.id_of(action) == action_id
        seen.add(action)
    assert len(seen) == space.size
    assert space.action_of(space.size) is None and space.action_of(-1) is None
    assert space.id_of(Bid(DATA.max_card + 1, 0)) is None


def test_action_from_id_checks_legality() -> None:
    state = start_gold()
    legal = state.legal_actions(0)
    assert all(state.action_from_id(0, state.action_id(0, a)) == a for a in legal)
    with pytest.raises(IllegalActionError):
        state.action_from_id(0, state.action_id(0, Bid(3, 4)))  # gold: temple first
    with pytest.raises(IllegalActionError):
        state.action_from_id(0, 10**6)
    with pytest.raises(IllegalActionError):
        state.action_id(0, Bid(99, 0))


def test_event_is_a_code_with_parameters() -> None:
    state = start_gold()
    assert state.event(0, Bid(7, 0)).to_json() == {
        "code": "chocolatl-bid", "seat": 0, "value": 7, "station": "temple"}
    assert state.event(0, Roll(1)).to_json() == {"code": "chocolatl-roll", "seat": 0, "count": 1}
    assert state.event(0, Sacrifice(None)).to_json() == {
        "code": "chocolatl-sacrifice", "seat": 0, "value": None}
