"""§A round 3: each station's effect, resolved station by station in gold mode.

Every seat starts round 1 with the cards 0..11 (each sacrificed its 12) and 6 points.
"""

from __future__ import annotations

import pytest

from chocolatier.chocolatl.actions import (
    FIELD,
    KITCHEN,
    PYRAMID,
    TEMPLE,
    TLACHTLI,
    VILLAGE,
    FirstPlacer,
    Swap,
    TakeVillage,
)
from chocolatier.chocolatl.phases import BID, PYRAMID_ORDER, SWAP, VILLAGE_CHOICE
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.errors import IllegalActionError
from tests.chocolatl.helpers import GOLD_SCORE, at, bid_station, edit, small_pyramid, start_gold

TEMPLE_BIDS = [(11, 10), (0, 1), (2, 3), (4, 5)]  # seat 0 first, seat 1 last


def after_temple(**kwargs: object) -> ChocolatlState:
    state = start_gold(**kwargs)  # type: ignore[arg-type]
    bid_station(state, TEMPLE, TEMPLE_BIDS)
    return state


def test_temple_first_takes_hero_king_and_scores_last_takes_old_man() -> None:
    state = after_temple()
    assert state.hero == 0 and state.old_man == 1
    assert state.scores == [GOLD_SCORE + 1, GOLD_SCORE, GOLD_SCORE, GOLD_SCORE]


def test_cacao_field_pays_the_harvest_dice_to_the_first_three() -> None:
    state = after_temple()
    high, mid, low = state.harvest
    before = state.scores[:]
    # seat 1 holds the Old Man: 21 - 1 = 20 loses to seat 2's 21; seat 0 17; seat 3 last
    bid_station(state, FIELD, [(9, 8), (11, 10), (11, 10), (0, 1)])
    assert state.results[-1].ranking == (2, 1, 0, 3)
    gained = [a - b for a, b in zip(state.scores, before, strict=True)]
    assert gained == [low, mid, high, 0]


# Cards used below, per seat (each holds 0..11): temple, field, village, pyramid, kitchen, Tlachtli.
FIELD_BIDS = [(0, 1), (2, 3), (0, 1), (0, 1)]
VILLAGE_BIDS = [(2, 3), (4, 5), (9, 8), (11, 10)]  # seat 3 first, seat 2 second
PYRAMID_BIDS = [(9, 8), (6, 7), (4, 5), (2, 3)]  # seat 0 17, by 5 over seat 1's 13 - 1
KITCHEN_BIDS = [(4, 5), (8, 9), (10, 11), (6, 7)]
TLACHTLI_BIDS = [(6, 7), (10, 11), (6, 7), (8, 9)]


def to_village(state: ChocolatlState) -> None:
    bid_station(state, FIELD, FIELD_BIDS)
    bid_station(state, VILLAGE, VILLAGE_BIDS)


def test_village_first_chooses_a_hut_second_gets_the_die() -> None:
    state = after_temple()
    to_village(state)
    assert state.phase == VILLAGE_CHOICE and state.to_act() == (3,)
    assert set(state.legal_actions(3)) == {TakeVillage(True), TakeVillage(False)}
    state.apply(3, TakeVillage(True))
    assert state.huts[3] == 1 and state.markers[3] == 8 and state.hut_supply == 6
    assert state.black_dice[2] == 1 and not state.village_die
    assert state.phase == BID and state.stage == PYRAMID


def test_village_first_chooses_the_die_second_gets_a_hut() -> None:
    state = after_temple()
    to_village(state)
    state.apply(3, TakeVillage(False))
    assert state.black_dice[3] == 1 and state.huts[2] == 1 and state.markers[2] == 8


def test_village_without_markers_no_hut() -> None:
    state = after_temple()
    # the winner cannot build (its markers are all in the pyramid): it takes the die unasked
    state = edit(state, markers=at(state.markers, 3, 0), pyramid=[3] * 9)
    to_village(state)
    assert state.phase == BID and state.black_dice[3] == 1 and state.huts[2] == 1
    state = after_temple()
    # the 2nd cannot build (its markers are all in the pyramid): the hut stays in the supply
    state = edit(state, markers=at(state.markers, 2, 0), pyramid=[2] * 9)
    to_village(state)
    state.apply(3, TakeVillage(False))
    assert state.huts == [0, 0, 0, 0] and state.hut_supply == 7


def to_pyramid(state: ChocolatlState, pairs: list[tuple[int, int]]) -> list[int]:
    """Play up to the pyramid's bids; the scores just before the pyramid resolves."""
    to_village(state)
    state.apply(3, TakeVillage(False))  # seat 2 gets a hut: +1 on the pyramid
    before = state.scores[:]
    bid_station(state, PYRAMID, pairs)
    return before


def test_pyramid_clear_winner_places_two_markers() -> None:
    state = after_temple()
    to_pyramid(state, PYRAMID_BIDS)
    assert state.pyramid == [0, 0] and state.markers[0] == 7


def test_pyramid_close_bid_winner_chooses_who_places_first() -> None:
    state = after_temple()
    # seat 0: 16; seat 2: 15 + 1 hut = 16, the Hero King (seat 0) wins the tie; margin 0
    to_pyramid(state, [(9, 7), (6, 8), (11, 4), (2, 3)])
    assert state.results[-1].ranking[:2] == (0, 2)
    assert state.phase == PYRAMID_ORDER and state.to_act() == (0,)
    state.apply(0, FirstPlacer(False))
    assert state.pyramid == [2, 0]
    assert state.markers[0] == 8 and state.markers[2] == 7  # seat 2 also built a hut


def test_pyramid_margin_counts_the_modifiers() -> None:
    state = after_temple()
    # seat 0: 17 against seat 1's 15 - 1 (Old Man) = 14: a margin of exactly 3
    to_pyramid(state, [(9, 8), (8, 7), (4, 5), (2, 3)])
    assert state.results[-1].totals[:2] == (17, 14)
    assert state.pyramid == [0, 0]


def test_completed_layer_pays_its_majority() -> None:
    state = after_temple(data=small_pyramid(3, 2))
    state = edit(state, pyramid=[1, 1], markers=at(state.markers, 1, 7))
    before = to_pyramid(state, PYRAMID_BIDS)  # seat 0 completes layer 1: [1, 1, 0]
    assert state.pyramid == [1, 1, 0, 0]
    assert state.scores[1] == before[1] + 5 and state.scores[0] == before[0]


def test_layer_majority_tie_goes_to_the_hero_king() -> None:
    state = after_temple(data=small_pyramid(2, 2))
    # without the Hero King, seat 3 (the higher disc) would win
    state = edit(state, pyramid=[3], markers=at(state.markers, 3, 8), disc_heights=[0, 1, 2, 3])
    before = to_pyramid(state, PYRAMID_BIDS)
    assert state.pyramid == [3, 0, 0]
    assert state.scores[0] == before[0] + 5 and state.scores[3] == before[3]


def test_a_full_pyramid_takes_no_more_markers() -> None:
    state = after_temple(data=small_pyramid(1))
    to_pyramid(state, PYRAMID_BIDS)
    assert state.pyramid == [0] and state.markers[0] == 8


def to_kitchen(state: ChocolatlState) -> list[int]:
    """Play up to the kitchen's bids; the scores just before the kitchen resolves."""
    to_pyramid(state, PYRAMID_BIDS)
    before = state.scores[:]
    bid_station(state, KITCHEN, KITCHEN_BIDS)
    return before


def test_kitchen_pays_the_round_values_and_punishes_the_last() -> None:
    state = after_temple()
    before = to_kitchen(state)
    # seat 2: 21 + 1 hut; seat 1: 17 - 1 Old Man; seat 3: 13; seat 0: 9
    assert state.results[-1].ranking == (2, 1, 3, 0)
    gained = [a - b for a, b in zip(state.scores, before, strict=True)]
    assert gained == [-2, 4, 8, 0]
    assert state.marker == 1  # the round marker moved on


def test_tlachtli_first_and_second_swap_for_the_reward_cards() -> None:
    state = after_temple()
    six, three = state.face_up
    to_kitchen(state)
    bid_station(state, TLACHTLI, TLACHTLI_BIDS)  # seat 1: 21 - 1; seat 3: 17
    assert state.phase == SWAP and state.to_act() == (1,)
    assert {a.value for a in state.legal_actions(1) if isinstance(a, Swap)} == set(range(12))
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(1, Swap(12))  # on the altar, not among its cards
    assert caught.value.rule == "§A round 3 (Tlachtli)" and state.state_hash() == before
    state.apply(1, Swap(0))
    assert state.to_act() == (3,)
    state.apply(3, Swap(2))
    # the round is over: everyone holds 12 cards again, the rewards among them
    assert state.round == 2
    assert 0 not in state.hands[1] and six in state.hands[1] and len(state.hands[1]) == 12
    assert 2 not in state.hands[3] and three in state.hands[3] and len(state.hands[3]) == 12


def test_tlachtli_without_reward_cards_pays_six_and_three() -> None:
    state = after_temple()
    state = edit(state, face_up=[-1, -1], tlachtli_stacks=[[], []])
    to_kitchen(state)
    before = state.scores[:]
    bid_station(state, TLACHTLI, TLACHTLI_BIDS)
    assert state.round == 2
    assert state.scores[1] - before[1] == 6 and state.scores[3] - before[3] == 3
