"""§5 End of the game: majority, store rankings (half-of-the-player-above rules, ties by
arrival), diversity, leftovers, winner and tie-break; the result's breakdown."""

from __future__ import annotations

from typing import Any

import pytest

from chocolatier.factory.cards import STORES
from chocolatier.factory.phases import Phase
from chocolatier.factory.scoring import store_payouts, winners
from chocolatier.factory.state import FactoryState

from .helpers import do, edit, fulfilling, pile, set_seat, take_out


@pytest.mark.parametrize(("positions", "money"), [
    ([5, 3, 1], [16, 8, 0]),  # §5.2 example
    ([5, 2, 1], [16, 0, 0]),  # §5.2 example: 2nd unpaid, so 3rd unpaid
    ([9, 5, 3, 2], [16, 8, 4, 0]),  # 4th never paid
    ([4, 2, 1], [16, 8, 4]),
    ([1, 1, 1], [16, 8, 4]),
    ([6, 0, 0], [16, 0, 0]),  # markers at 0 do not compete
])
def test_s52_store_ranking(positions: list[int], money: list[int]) -> None:
    """§5.2: 1st £16; 2nd £8 if ≥ half of 1st (rounded up); 3rd £4 if 2nd paid and ≥ half of
    2nd; 4th nothing."""
    pay = store_payouts([(p, seat, seat) for seat, p in enumerate(positions)])
    assert [pay.get(seat, 0) for seat in range(len(positions))] == money


def test_s52_ties_rank_by_arrival() -> None:
    """§5.2: on a tie the marker that reached the space first (underneath) ranks higher."""
    pay = store_payouts([(4, 30, 0), (4, 12, 1), (2, 5, 2)])
    assert pay == {1: 16, 0: 8, 2: 4}


@pytest.mark.parametrize(("totals", "order", "winner"), [
    ([30, 40, 20], (0, 1, 2), 1),
    ([40, 40, 20], (0, 1, 2), 1),  # tie: later in turn order wins
    ([40, 40, 20], (1, 2, 0), 0),
    ([40, 40, 40, 40], (2, 3, 0, 1), 1),
])
def test_s55_winner_and_tie_break(totals: list[int], order: tuple[int, ...], winner: int
                                  ) -> None:
    """§5.5: most money; among tied players the later in Saturday's turn order wins."""
    assert winners(totals, order) == (winner,)


def finished(players: int = 3) -> FactoryState:
    """Saturday, Fulfil Orders about to end (nobody delivers)."""
    state, _ = fulfilling(players=players)
    return edit(state, lambda p: p.update(day=6, day_name="Saturday"))


def with_results(state: FactoryState, completed: list[list[str]] | None = None,
                 money: list[int] | None = None, salesman: list[int] | None = None,
                 markers: dict[str, list[int]] | None = None,
                 arrivals: dict[str, list[int]] | None = None) -> FactoryState:
    """The position with these completed orders, money and store markers per seat."""

    def change(position: dict[str, Any]) -> None:
        for seat, facts in enumerate(position["seats"]):
            if completed is not None:
                for card in completed[seat]:
                    take_out(position, card)
                facts["completed"] = completed[seat]
            if money is not None:
                facts["money_from_orders"] = money[seat]
            if salesman is not None:
                facts["salesman_money"] = salesman[seat]
        for store, values in (markers or {}).items():
            position["stores"][store]["markers"] = values
        for store, values in (arrivals or {}).items():
            position["stores"][store]["arrivals"] = values

    return edit(state, change)


def end(state: FactoryState) -> None:
    while state.phase == Phase.FULFIL:
        do(state, state.to_act()[0], "orders done")
    assert state.phase == Phase.OVER


def test_s5_breakdown_and_totals() -> None:
    """§5: majority £12 (ties all gain), stores, diversity 3/4/5 → 6/12/24, leftovers £1 per
    chocolate and coal; the total is the sum of the breakdown plus money earned."""
    markers = {store: [3, 0, 0] for store in ("fresh", "salter", "house", "dunstan")}
    state = with_results(finished(3), completed=[["S01", "S02"], ["S03", "S04"], ["S05"]],
                         money=[20, 10, 5], salesman=[1, 0, 0],
                         markers={**markers, "palace": [3, 5, 0]},
                         arrivals={"palace": [0, 1, 0]})
    for seat in range(3):
        state = set_seat(state, seat, room=pile("nut") if seat == 2 else pile(), coal=seat)
    end(state)
    result = state.result()
    assert result is not None
    b = result.breakdown
    assert [x["corner_shop_majority"] for x in b] == [12, 12, 0]
    assert b[1]["store_palace"] == 16 and b[0]["store_palace"] == 8
    assert b[0]["store_fresh"] == 16
    assert [x["diversity"] for x in b] == [24, 0, 0]
    assert b[2]["leftover_chocolates"] == 1 and b[2]["leftover_coal"] == 2
    assert result.scores[0] == 20 + 1 + 12 + 8 + 16 * 4 + 24 + 0
    assert result.scores == tuple(sum(x.values()) for x in b)
    assert result.winners == (0,)


def test_s51_no_majority_without_a_completed_order() -> None:
    """§5.1 RULING: with no completed order nobody gains the £12."""
    state = with_results(finished(2), completed=[[], []])
    end(state)
    result = state.result()
    assert result is not None
    assert [x["corner_shop_majority"] for x in result.breakdown] == [0, 0]


@pytest.mark.parametrize(("stores", "bonus"), [(2, 0), (3, 6), (4, 12), (5, 24)])
def test_s53_diversity(stores: int, bonus: int) -> None:
    """§5.3: markers above 0 at 3/4/5 stores give £6/£12/£24 (stores paying £0 count)."""
    # seat 0 is always out-paid, the bonus still counts
    state = with_results(finished(2), markers={store: [1, 9] for store in STORES[:stores]})
    end(state)
    result = state.result()
    assert result is not None
    assert result.breakdown[0]["diversity"] == bonus


def test_s5_result_only_when_over() -> None:
    """§5: scoring happens after Saturday's Fulfil Orders only."""
    state = finished(2)
    assert state.result() is None
    end(state)
    assert state.result() is not None
    assert state.to_act() == ()
