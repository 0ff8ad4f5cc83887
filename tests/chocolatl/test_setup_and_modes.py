"""§Setup and §A round 1–2: the altar, the round set-up and the three bidding modes."""

from __future__ import annotations

import json

import pytest

from chocolatier.chocolatl.actions import (
    FIELD,
    KITCHEN,
    PYRAMID,
    TEMPLE,
    TLACHTLI,
    VILLAGE,
    Bid,
    Sacrifice,
)
from chocolatier.chocolatl.phases import BID, DICE
from chocolatier.core.errors import IllegalActionError
from tests.chocolatl.helpers import (
    GOLD_SCORE,
    GREEN_SCORE,
    RED_SCORE,
    at,
    bid_red,
    bid_station,
    edit,
    finish_gold_round,
    new_state,
    settle,
    start,
    start_gold,
)


def test_setup_discs_stacked_in_random_order_from_the_seed() -> None:
    stacks = {tuple(new_state(seed=seed).height) for seed in range(30)}
    assert all(sorted(h) == [0, 1, 2, 3] for h in stacks)
    assert len(stacks) > 5
    assert new_state(seed=4).height == new_state(seed=4).height


def test_setup_altar_is_simultaneous_and_mandatory() -> None:
    state = new_state()
    assert state.to_act() == (0, 1, 2, 3)
    assert all(len(hand) == 13 for hand in state.hands)
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(0, Sacrifice(None))
    assert caught.value.rule == "§Setup (altar)" and caught.value.code == "must-sacrifice"
    assert state.state_hash() == before
    state.apply(2, Sacrifice(5))
    assert state.to_act() == (0, 1, 3)
    with pytest.raises(IllegalActionError, match="not-your-turn"):
        state.apply(2, Sacrifice(6))
    for seat in (0, 1, 3):
        state.apply(seat, Sacrifice(seat))
    assert state.round == 1 and state.phase == BID
    assert [len(hand) for hand in state.hands] == [12] * 4
    assert state.altar == [[0], [1], [5], [3]]


def test_setup_altar_card_is_hidden_from_others() -> None:
    state = new_state()
    state.apply(0, Sacrifice(11))
    other = state.view(1)
    assert other["players"][0]["altar"] is None and other["players"][0]["hand"] is None
    assert other["players"][0]["altar_count"] == 1
    assert state.view(0)["players"][0]["altar"] == [11]


def test_round_setup() -> None:
    state = start()
    assert len(state.harvest) == 3 and state.harvest == sorted(state.harvest, reverse=True)
    assert all(1 <= pips <= 6 for pips in state.harvest)
    assert state.village_die and state.dice_supply == 6
    assert state.face_up[0] in state.data.tlachtli[0] and state.face_up[1] in state.data.tlachtli[1]
    assert [len(pile) for pile in state.stacks] == [5, 5]
    assert state.hero == -1 and state.marker == 0


def test_hero_king_returns_to_the_temple_each_round() -> None:
    state = start_gold()
    bid_station(state, TEMPLE, [(11, 10), (0, 1), (2, 3), (4, 5)])
    assert state.hero == 0
    finish_gold_round(state)
    assert state.round == 2 and state.hero == -1


@pytest.mark.parametrize(
    ("score", "mode"),
    [(0, "red"), (RED_SCORE, "red"), (GOLD_SCORE, "gold"), (GREEN_SCORE, "green")],
)
def test_mode_follows_the_leaders_space(score: int, mode: str) -> None:
    state = start(scores=[0, score, 0, 0])
    assert state.mode == mode


def test_red_mode_all_twelve_cards_at_once() -> None:
    state = start()
    assert state.mode == "red" and state.to_act() == (0, 1, 2, 3)
    actions = state.legal_actions(0)
    assert {a.station for a in actions if isinstance(a, Bid)} == set(range(6))
    for value in (11, 10):
        state.apply(0, Bid(value, KITCHEN))
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(0, Bid(9, KITCHEN))
    assert caught.value.code == "station-full" and caught.value.rule == "§A round 2 (red)"
    assert state.state_hash() == before
    bid_red(state, {})
    # nothing is revealed before the stations are resolved one by one
    assert state.results[0].station == TEMPLE
    settle(state)
    assert [r.station for r in state.results] == [
        TEMPLE,
        FIELD,
        VILLAGE,
        PYRAMID,
        KITCHEN,
        TLACHTLI,
    ]


def test_red_mode_reveals_station_by_station() -> None:
    state = start()
    # a dice decision pauses the resolution before each station
    state = edit(state, black_dice=at(state.black_dice, 3, 1), dice_supply=state.dice_supply - 1)
    bid_red(state, {})
    assert state.phase == DICE and state.station == TEMPLE
    view = state.view(0)
    assert view["players"][1]["bids"]["temple"]["face_up"] == state.bids[1][TEMPLE]
    assert view["players"][1]["bids"]["field"] == {"face_up": [], "face_down": 2}


def test_gold_mode_station_by_station() -> None:
    state = start_gold()
    assert state.mode == "gold"
    assert {a.station for a in state.legal_actions(0) if isinstance(a, Bid)} == {TEMPLE}
    with pytest.raises(IllegalActionError, match="station-full") as caught:
        state.apply(0, Bid(5, FIELD))
    assert caught.value.rule == "§A round 2 (gold)"
    bid_station(state, TEMPLE, [(11, 10), (0, 1), (2, 3), (4, 5)])
    assert [r.station for r in state.results] == [TEMPLE]
    assert state.stage == FIELD and state.to_act() == (0, 1, 2, 3)
    assert state.view(2)["players"][0]["bids"]["temple"]["face_up"] == [11, 10]


def test_green_mode_one_card_per_station_then_a_second() -> None:
    state = start(scores=[GREEN_SCORE] * 4)
    assert state.mode == "green"
    state.apply(0, Bid(11, TEMPLE))
    with pytest.raises(IllegalActionError, match="station-full") as caught:
        state.apply(0, Bid(10, TEMPLE))
    assert caught.value.rule == "§A round 2 (green)"
    for seat in range(4):
        for station in range(6):
            if not state.bids[seat][station]:
                state.apply(seat, Bid(max(state.hands[seat]), station))
    # all first cards are revealed, nothing is resolved yet, everyone places again
    assert state.stage == 1 and state.results == [] and state.to_act() == (0, 1, 2, 3)
    seen = json.dumps(state.view(1)["players"][0]["bids"])
    assert '"temple": {"face_up": [11]' in seen
    for seat in range(4):
        for station in range(6):
            state.apply(seat, Bid(min(state.hands[seat]), station))
    settle(state)
    assert [r.station for r in state.results] == list(range(6))
