"""Hidden information: views never reveal another seat's face-down cards or pending choices,
and determinisation keeps the deciding seat's own view identical."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from chocolatier.chocolatl.actions import KITCHEN, TEMPLE, Bid, Roll, Sacrifice
from chocolatier.chocolatl.state import ChocolatlState
from chocolatier.core.rng import Rng
from tests.chocolatl.helpers import at, bid_station, edit, new_state, start, start_gold
from tests.chocolatl.test_end import last_round


def others_see_the_same(
    make: Callable[[], ChocolatlState],
    seat: int,
    a: Callable[[ChocolatlState], None],
    b: Callable[[ChocolatlState], None],
) -> None:
    """Two different commitments of ``seat`` leave every other view (and a spectator's) equal."""
    first, second = make(), make()
    a(first)
    b(second)
    assert first.state_hash() != second.state_hash()
    for viewer in [*(v for v in range(first.num_players) if v != seat), None]:
        assert json.dumps(first.view(viewer), sort_keys=True) == json.dumps(
            second.view(viewer), sort_keys=True
        )
    assert first.view(seat) != second.view(seat)


def test_altar_sacrifice_is_hidden() -> None:
    others_see_the_same(
        new_state, 0, lambda s: s.apply(0, Sacrifice(3)), lambda s: s.apply(0, Sacrifice(12))
    )


def red_bids(values: list[int]) -> Callable[[ChocolatlState], None]:
    def place(state: ChocolatlState) -> None:
        for index, value in enumerate(values):
            state.apply(0, Bid(value, index // 2))

    return place


def test_red_bids_are_hidden_complete_or_partial() -> None:
    order = list(range(12))
    others_see_the_same(start, 0, red_bids(order), red_bids(order[::-1]))
    others_see_the_same(start, 0, red_bids([0, 1, 2, 3, 4]), red_bids([11, 10, 9, 8, 7]))
    # and a partial bid looks like no bid at all to the others
    others_see_the_same(start, 0, red_bids([]), red_bids([5]))  # type: ignore[arg-type]


def test_committed_bids_absent_from_other_views_json() -> None:
    state = start()
    for index, value in enumerate([11, 7, 3, 9, 5, 1, 0, 2, 4, 6, 8, 10]):
        state.apply(0, Bid(value, index // 2))
    for viewer in (1, 2, 3, None):
        bids = state.view(viewer)["players"][0]["bids"]
        assert all(b["face_up"] == [] and "mine" not in b for b in bids.values())
        text = json.dumps(state.view(viewer)["players"][0])
        assert "[11, 7]" not in text and '"mine"' not in text
    assert state.view(0)["players"][0]["bids"]["temple"]["mine"] == [11, 7]


def test_gold_bid_hidden_until_the_station_is_revealed() -> None:
    others_see_the_same(
        start_gold,
        0,
        lambda s: (s.apply(0, Bid(11, TEMPLE)), s.apply(0, Bid(10, TEMPLE))),  # type: ignore[func-returns-value]
        lambda s: (s.apply(0, Bid(0, TEMPLE)), s.apply(0, Bid(1, TEMPLE))),  # type: ignore[func-returns-value]
    )


def test_dice_choice_hidden() -> None:
    def make() -> ChocolatlState:
        state = start_gold()
        state = edit(state, black_dice=at(at(state.black_dice, 0, 2), 1, 1), dice_supply=3)
        bid_station(state, TEMPLE, [(11, 10), (0, 1), (2, 3), (4, 5)], roll=True)
        return state

    others_see_the_same(make, 0, lambda s: s.apply(0, Roll(0)), lambda s: s.apply(0, Roll(2)))


def test_final_sacrifice_hidden() -> None:
    others_see_the_same(
        last_round, 2, lambda s: s.apply(2, Sacrifice(None)), lambda s: s.apply(2, Sacrifice(11))
    )


def random_positions(players: int, seed: int, every: int = 7) -> list[ChocolatlState]:
    """Positions along a random game."""
    state = new_state(players, seed)
    rng = Rng(seed * 31 + 5)
    positions = []
    count = 0
    while not state.is_terminal():
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        count += 1
        if count % every == 0:
            positions.append(state.clone())
    return positions


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_determinize_keeps_the_own_view(players: int, seed: int) -> None:
    rng = Rng(seed)
    changed = 0
    for position in random_positions(players, seed):
        for seat in range(players):
            other = position.determinize(seat, rng)
            assert other.view(seat) == position.view(seat)
            assert other.invariant_violations() == []
            assert other.legal_actions(seat) == position.legal_actions(seat)
            changed += other.hands != position.hands or other.bids != position.bids
    assert changed > 0  # hidden cards really are re-drawn


def test_determinize_redraws_only_what_is_hidden() -> None:
    state = start()
    red_bids([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])(state)
    other = state.determinize(1, Rng(3))
    assert other.bids[1] == state.bids[1] and other.hands[1] == state.hands[1]
    # round 1: seat 0's cards and its altar card are one pool of unseen cards
    pool = sorted(other.altar[0] + [v for cards in other.bids[0] for v in cards])
    assert pool == list(range(13))
    assert other.view(1) == state.view(1)
    # a copy determinised for seat 0 itself keeps seat 0's bids
    assert state.determinize(0, Rng(4)).bids[0] == state.bids[0]


def test_determinized_copy_plays_on() -> None:
    state = start()
    copy = state.determinize(2, Rng(9))
    rng = Rng(1)
    while not copy.is_terminal():
        seat = copy.to_act()[0]
        copy.apply(seat, rng.choice(copy.legal_actions(seat)))
        assert copy.invariant_violations() == []
    assert copy.result() is not None
    assert state.phase != copy.phase  # the original is untouched


def test_kitchen_station_constant_is_the_fifth() -> None:
    assert KITCHEN == 4
