"""§A round 5 (end check) and §End of the game: final altar, scoring, tie-break."""

from __future__ import annotations

import pytest

from chocolatier.chocolatl.actions import PYRAMID, TEMPLE, TLACHTLI, Sacrifice
from chocolatier.chocolatl.events import MarkersUsed, RoundsPlayed, ScoreLimit
from chocolatier.chocolatl.phases import BID, FINAL_ALTAR, OVER
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.errors import IllegalActionError
from tests.chocolatl.helpers import (
    DATA,
    at,
    bid_station,
    edit,
    final_altar,
    finish_gold_round,
    settle,
    small_pyramid,
    start,
    start_gold,
)

# The markers set below are all a seat's markers: its huts go back to the supply.
NO_HUTS = {"huts": [0] * 4, "hut_supply": DATA.huts}


def last_round() -> ChocolatlState:
    """A game played to the final altar after its 7th round (gold mode, lowest cards)."""
    state = start(scores=[6] * 4, round_number=6)
    assert state.round == 7 and state.data.kitchen[state.marker] == (2, 0)
    finish_gold_round(state)
    return state


def test_end_after_seven_rounds() -> None:
    state = last_round()
    assert state.phase == FINAL_ALTAR and state.to_act() == (0, 1, 2, 3)
    assert state.end_reasons == [RoundsPlayed(rounds=7)]


def test_no_end_while_nothing_triggers() -> None:
    state = start_gold()
    finish_gold_round(state)
    assert state.round == 2 and state.phase == BID


def test_end_when_a_player_used_all_markers() -> None:
    state = start_gold()
    state = edit(state, pyramid=[0] * 9, markers=at(state.markers, 0, 0))
    finish_gold_round(state)
    assert state.phase == FINAL_ALTAR and state.end_reasons == [MarkersUsed(seat=0)]


def test_a_full_pyramid_is_no_end_condition() -> None:
    # seed 002 names three end conditions (7 rounds, 9 markers used, over 40): ruling F3
    state = start_gold(data=small_pyramid(1, 1))
    finish_gold_round(state)
    assert len(state.pyramid) == 2 and state.phase == BID and state.round == 2


def test_the_shipped_pyramid_cannot_fill_before_the_last_round_ends() -> None:
    # a round places at most 2 markers (the pyramid's winner 2, or the first two 1 each), so a
    # pyramid of 2 x rounds spaces takes every marker of a game and no marker is ever refused
    assert DATA.pyramid_size >= 2 * DATA.rounds


def test_end_when_a_player_has_more_than_forty() -> None:
    state = start(scores=[40, 6, 6, 6])
    assert state.mode == "gold"
    bid_station(state, TEMPLE, [(11, 10), (0, 1), (2, 3), (4, 5)])
    assert state.scores[0] == 41
    finish_gold_round(state)
    assert ScoreLimit(seat=0, limit=40) in state.end_reasons


def test_exactly_forty_does_not_end() -> None:
    state = start_gold()
    while state.stage < TLACHTLI:
        station = state.stage
        bid_station(state, station, [tuple(sorted(hand)[:2]) for hand in state.hands])  # type: ignore[misc]
        settle(state)
    state = edit(state, scores=[40, 0, 0, 0], hero_king=-1)
    bid_station(state, TLACHTLI, [(10, 11)] * 4)  # all tied: the lower scores win
    settle(state)
    assert state.scores[0] == 40
    assert state.round == 2 and state.phase == BID


def test_final_altar_is_optional_simultaneous_and_hidden() -> None:
    state = last_round()
    assert Sacrifice(None) in state.legal_actions(0)
    state.apply(0, Sacrifice(11))
    seen = state.view(1)["players"][0]
    assert seen["altar"] is None and seen["hand"] is None
    # not even whether it sacrificed: counts look as before the final altar
    assert (seen["altar_count"], seen["hand_size"]) == (1, 12)
    assert state.view(0)["players"][0]["altar_count"] == 2
    with pytest.raises(IllegalActionError) as caught:
        state.apply(1, Sacrifice(12))  # already on the altar
    assert caught.value.rule == "§End of the game (altar)"
    final_altar_rest(state)
    assert state.phase == OVER and state.is_terminal() and state.to_act() == ()
    assert state.view(1)["players"][0]["altar"] == [12, 11]


def final_altar_rest(state: ChocolatlState) -> None:
    for seat in state.to_act():
        state.apply(seat, Sacrifice(None))


def test_final_scoring_breakdown() -> None:
    state = last_round()
    state = edit(state, scores=[30, 20, 10, 25], hero_king=2, old_man=3,
                 pyramid=[0, 0, 0, 1, 1, 2], markers=[6, 7, 8, 9], black_dice=[0, 2, 0, 0],
                 dice_supply=0, **NO_HUTS)
    dice = state.rng.clone()
    pips = dice.randint(1, 6) + dice.randint(1, 6)
    final_altar(state, [11, None, 0, 3])
    result = state.result()
    assert result is not None
    assert dict(result.breakdown[0]) == {
        "track": 30,
        "altar": 23,
        "altar majority": 3,
        "hero king": 0,
        "old man": 0,
        "pyramid markers": 3,
        "pyramid majority": 3,
        "black dice": 0,
    }
    assert result.breakdown[1]["black dice"] == pips and result.breakdown[1]["altar"] == 12
    assert result.breakdown[2]["hero king"] == 3 and result.breakdown[2]["pyramid markers"] == 1
    assert result.breakdown[3]["old man"] == -3 and result.breakdown[3]["altar"] == 15
    assert result.scores == tuple(sum(b.values()) for b in result.breakdown)
    assert result.scores[0] == 62 and result.winners == (0,)
    assert result.details["end"] == [{"code": "chocolatl-end-rounds", "rounds": 7}]


def test_altar_majority_and_pyramid_majority_are_shared() -> None:
    state = last_round()
    state = edit(state, pyramid=[0, 1], markers=[8, 8, 9, 9], **NO_HUTS)
    final_altar(state, [5, 5, 0, 1])
    result = state.result()
    assert result is not None
    assert [b["altar majority"] for b in result.breakdown] == [3, 3, 0, 0]
    assert [b["pyramid majority"] for b in result.breakdown] == [3, 3, 0, 0]


def tie_setup(altars: list[int]) -> ChocolatlState:
    state = last_round()
    # equal totals before the bonuses, but seat 3
    scores = [40 - a for a in altars]
    scores[3] -= 10
    return edit(state, hero_king=-1, old_man=-1, pyramid=[], markers=[9] * 4,
                black_dice=[0] * 4, altar=[[a] for a in altars], scores=scores, **NO_HUTS)


def test_tie_on_points_goes_to_the_highest_altar() -> None:
    state = tie_setup([10, 8, 8, 0])
    final_altar(state, [None, None, None, None])
    result = state.result()
    assert result is not None
    # equal before the bonuses: seat 0's altar majority (+3) decides
    assert result.scores[0] == 43 and result.winners == (0,)
    state = tie_setup([8, 10, 10, 0])
    state.scores[0] += 3  # seat 0 equals the others' altar majority bonus on the track
    final_altar(state, [None, None, None, None])
    result = state.result()
    assert result is not None
    assert result.scores[:3] == (43, 43, 43)
    assert result.winners == (1, 2)  # a shared victory: equal points, equal altars


def test_no_action_after_the_end() -> None:
    state = last_round()
    final_altar(state, [None] * 4)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(0, Sacrifice(None))
    assert caught.value.code == "game-over"
    assert state.legal_actions(0) == []


def test_the_pyramid_station_is_only_one_source_of_markers() -> None:
    state = start_gold()
    finish_gold_round(state)
    assert sum(state.markers) + len(state.pyramid) + sum(state.huts) == 36
    assert state.results[3].station == PYRAMID
