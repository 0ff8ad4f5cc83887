"""§A round 3: bid modifiers (Old Man, black dice, huts) and the ranking tie rules."""

from __future__ import annotations

import pytest

from chocolatier.chocolatl.actions import FIELD, TEMPLE, VILLAGE, Roll
from chocolatier.chocolatl.phases import BID, DICE
from chocolatier.core.errors import IllegalActionError
from tests.chocolatl.helpers import at, bid_station, edit, start_gold

TEMPLE_BIDS = [(11, 10), (0, 1), (2, 3), (4, 5)]


def test_old_man_plus_one_at_the_temple_minus_one_elsewhere() -> None:
    state = start_gold()
    state = edit(state, old_man=1)
    bid_station(state, TEMPLE, [(0, 1), (0, 1), (2, 3), (4, 5)])
    assert state.results[-1].totals == (1, 2, 5, 9)
    assert state.old_man == 0  # the last at the temple takes it over
    bid_station(state, FIELD, [(2, 3), (2, 3), (0, 1), (0, 1)])
    assert state.results[-1].totals == (4, 5, 1, 1)


def test_huts_plus_n_everywhere_but_minus_n_at_the_village() -> None:
    state = start_gold()
    state = edit(state, huts=at(state.huts, 2, 2), markers=at(state.markers, 2, 7), hut_supply=5)
    bid_station(state, TEMPLE, TEMPLE_BIDS)
    assert state.results[-1].totals[2] == 5 + 2
    bid_station(state, FIELD, [(0, 1), (2, 3), (0, 1), (0, 1)])
    assert state.results[-1].totals[2] == 1 + 2
    bid_station(state, VILLAGE, [(2, 3), (4, 5), (9, 8), (11, 10)])
    assert state.results[-1].totals[2] == 17 - 2


def test_black_dice_rolled_by_choice_before_the_comparison() -> None:
    state = start_gold()
    state = edit(state, black_dice=at(state.black_dice, 1, 2), dice_supply=4)
    bid_station(state, TEMPLE, TEMPLE_BIDS, roll=True)
    # bids are revealed, then only the dice holder decides
    assert state.phase == DICE and state.to_act() == (1,)
    assert state.view(0)["players"][1]["bids"]["temple"]["face_up"] == [0, 1]
    assert state.legal_actions(1) == [Roll(0), Roll(1), Roll(2)]
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        state.apply(1, Roll(3))
    assert caught.value.rule == "§A round 3 (black dice)" and caught.value.code == "too-many-dice"
    assert state.state_hash() == before
    dice = state.rng.clone()
    pips = (dice.randint(1, 6), dice.randint(1, 6))
    state.apply(1, Roll(2))
    assert state.results[-1].pips[1] == pips
    assert state.results[-1].totals[1] == 1 + sum(pips)
    assert state.black_dice[1] == 0 and state.dice_supply == 4  # rolled dice leave the game
    assert state.phase == BID


def test_declining_to_roll_keeps_the_dice() -> None:
    state = start_gold()
    state = edit(state, black_dice=at(state.black_dice, 1, 2), dice_supply=4)
    bid_station(state, TEMPLE, TEMPLE_BIDS)
    assert state.black_dice[1] == 2 and state.results[-1].totals[1] == 1


def test_dice_choices_are_simultaneous_and_hidden() -> None:
    state = start_gold()
    state = edit(state, black_dice=at(at(state.black_dice, 1, 1), 3, 2), dice_supply=3)
    bid_station(state, TEMPLE, TEMPLE_BIDS, roll=True)
    assert state.to_act() == (1, 3)
    state.apply(3, Roll(2))
    assert state.view(3)["players"][3]["dice_choice"] == 2
    assert state.view(1)["players"][3]["dice_choice"] is None
    assert state.view(1)["players"][3]["to_act"] is False  # only that it has committed
    assert state.view(None)["players"][3]["dice_choice"] is None
    state.apply(1, Roll(0))
    assert state.black_dice == [0, 1, 0, 0]


def test_tie_hero_king_holder_wins() -> None:
    state = start_gold()
    # seat 0 has the lowest disc and the highest score after the temple
    state = edit(state, disc_heights=[0, 1, 2, 3])
    bid_station(state, TEMPLE, TEMPLE_BIDS)
    assert state.hero == 0 and state.scores[0] > state.scores[3]
    bid_station(state, FIELD, [(9, 8), (2, 3), (0, 1), (9, 8)])
    assert state.results[-1].ranking[:2] == (0, 3)


def test_tie_lower_score_wins() -> None:
    state = start_gold()
    state = edit(state, disc_heights=[0, 1, 2, 3], scores=[6, 6, 5, 7])
    bid_station(state, TEMPLE, [(4, 5), (4, 5), (4, 5), (4, 5)])
    assert state.results[-1].ranking == (2, 1, 0, 3)


def test_tie_higher_disc_in_the_starting_stack_wins_before_anyone_moved() -> None:
    state = start_gold()
    state = edit(state, disc_heights=[1, 3, 0, 2])
    bid_station(state, TEMPLE, [(4, 5), (4, 5), (4, 5), (4, 5)])
    assert state.results[-1].ranking == (1, 3, 0, 2)
    assert state.hero == 1 and state.old_man == 2


@pytest.mark.parametrize("first", [2, 3])
def test_tie_of_equal_scores_goes_to_the_later_arrival(first: int) -> None:
    """Seed 002: "如果同分者，就以計分標示物在上方者勝出" (on equal score, the disc on top wins);
    a disc arriving on a space goes on top of the discs already there (ruling F1)."""
    state = start_gold()
    bid_station(state, TEMPLE, TEMPLE_BIDS)  # seat 0 takes the Hero King, seat 1 the Old Man
    later = 5 - first
    high, mid, _ = state.harvest
    # the field pays its 1st (``first``) the high die, then its 2nd (``later``) the mid die:
    # both discs end on space 10, ``later``'s on top, whatever the starting stack said
    state = edit(state, scores=at(at([20, 0, 0, 0], first, 10 - high), later, 10 - mid))
    field = {first: (9, 8), later: (7, 6), 0: (0, 1), 1: (2, 3)}
    bid_station(state, FIELD, [field[seat] for seat in range(4)])
    assert state.scores[first] == state.scores[later] == 10
    assert state.height[later] > state.height[first]
    village = {first: (11, 10), later: (11, 10), 0: (2, 3), 1: (4, 5)}
    bid_station(state, VILLAGE, [village[seat] for seat in range(4)])
    result = state.results[-1]
    assert result.totals[first] == result.totals[later]
    assert result.ranking[:2] == (later, first)


def test_a_disc_that_leaves_a_space_lets_the_discs_above_it_down() -> None:
    state = start_gold()
    state = edit(state, disc_heights=[0, 1, 2, 3])  # all on 6: seat 3 on top
    bid_station(state, TEMPLE, [(4, 5), (11, 10), (0, 1), (2, 3)])  # seat 1 first: +1
    assert state.scores == [6, 7, 6, 6]
    assert state.height == [0, 0, 1, 2]
