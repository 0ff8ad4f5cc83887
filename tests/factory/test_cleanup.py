"""§4.5 Cleanup: the store room limit with the player's choice, Corner Shop replacement (draw
3, keep 1, 2 to the bottoms, one completed order at a time), end of the day."""

from __future__ import annotations

import pytest

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.chocolates import EMPTY
from chocolatier.factory.pending import Pick
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState
from chocolatier.factory.table import DAILY_COAL

from .helpers import do, fulfilling, give_role, legal_texts, pile, set_seat


def to_cleanup(room: tuple[str, ...] = (), orders: list[tuple[str, int]] | None = None
               ) -> tuple[FactoryState, int]:
    state, seat = fulfilling(role="miner")
    for other in range(state.num_players):
        if other != seat:
            state = give_role(state, other, "miner")
            state = set_seat(state, other, room=EMPTY)
    state = set_seat(state, seat, room=pile(*room), orders=orders)
    while state.phase == Phase.FULFIL:
        do(state, state.to_act()[0], "orders done")
    return state, seat


def test_s45_keep_two_of_the_players_choice_rest_to_coal() -> None:
    """§4.5.1: at most 2 chocolates stay (player's choice); each extra one becomes 1 coal."""
    state, seat = to_cleanup(("nut", "nut", "bean", "boxed", "cocoa"))
    assert state.phase == Phase.CLEANUP and state.to_act() == (seat,)
    assert legal_texts(state, seat) == {"keep nut", "keep bean", "keep boxed", "keep cocoa",
                                        "keep done"}
    coal = state.coal[seat]
    do(state, seat, "keep boxed", "keep nut")
    assert state.room[seat] == pile("boxed", "nut")
    assert state.coal[seat] == coal + 3 + DAILY_COAL[1]  # the day moved on to Tuesday


def test_s45_keep_fewer() -> None:
    """§4.5.1: "at most" 2: the player may keep fewer."""
    state, seat = to_cleanup(("nut", "nut", "bean"))
    coal = state.coal[seat]
    do(state, seat, "keep done")
    assert state.room[seat] == EMPTY
    assert state.coal[seat] == coal + 3 + DAILY_COAL[1]


def test_s45_two_or_fewer_need_no_choice() -> None:
    """§4.5.1: a store room within the limit is kept as it is."""
    state, seat = to_cleanup(("nut", "bean"))
    assert state.phase == Phase.DRAFT and state.day == 1
    assert state.room[seat] == pile("nut", "bean")


def test_s45_replace_completed_order_draw_three_keep_one() -> None:
    """§4.5.2: the top of each size deck is shown; one is kept (any size), the other two go to
    the bottoms of their decks."""
    state, seat = fulfilling(role="miner")
    for other in range(state.num_players):
        state = give_role(state, other, "miner")
    state = set_seat(state, seat, orders=[("S01", 0), *state.orders[seat][1:]],
                     room=pile("nut", "caramel"))
    do(state, seat, "deliver S01")
    tops = [deck[0] for deck in state.order_decks]
    sizes = [len(deck) for deck in state.order_decks]
    while state.phase == Phase.FULFIL:
        do(state, state.to_act()[0], "orders done")
    assert state.phase == Phase.CLEANUP
    assert legal_texts(state, seat) == {f"order {c}" for c in tops}
    other_view = state.view(1 - seat)["factories"][seat]["pending"]
    assert other_view == {"type": "busy"}  # the drawn cards are private
    do(state, seat, f"order {tops[1]}")
    assert state.orders[seat][-1] == (tops[1], 0)
    assert state.order_decks[0][-1] == tops[0] and state.order_decks[2][-1] == tops[2]
    assert [len(d) for d in state.order_decks] == [sizes[0], sizes[1] - 1, sizes[2]]


def test_s45_several_completed_orders_one_at_a_time() -> None:
    """§4.5.2: each completed order is replaced separately, with a fresh draw each time."""
    state, seat = fulfilling(role="miner")
    for other in range(state.num_players):
        state = give_role(state, other, "miner")
    state = set_seat(state, seat, orders=[("S01", 0), ("S02", 0), ("S03", 0)],
                     room=pile("nut", "caramel", "chunk", "chunk"))
    do(state, seat, "deliver S01", "deliver S02")
    while state.phase == Phase.FULFIL:
        do(state, state.to_act()[0], "orders done")
    pending = state.pending[seat]
    assert isinstance(pending, Pick) and len(pending.drawn) == 3
    first = pending.drawn
    assert legal_texts(state, seat) == {f"order {c}" for c in first}
    do(state, seat, f"order {first[0]}")
    second = {state.notation(seat, a) for a in state.legal_of(seat)}
    assert len(second) == 3 and f"order {first[0]}" not in second
    do(state, seat, sorted(second)[0])
    assert len(state.orders[seat]) == 3


def test_s45_employee_discarded_and_day_advances() -> None:
    """§4.5.3–4: employees are discarded, the start player passes, the next day is prepared."""
    state, seat = to_cleanup()
    start = (seat + 1) % state.num_players
    assert state.day == 1 and state.phase == Phase.DRAFT
    assert state.employee == ("",) * state.num_players
    assert state.start == start


def test_s45_cleanup_refuses_other_actions() -> None:
    """§4.5: only the pending Cleanup choice is legal."""
    state, seat = to_cleanup(("nut", "nut", "bean"))
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as err:
        do(state, seat, "keep boxed")
    assert err.value.rule == "§4.5 Cleanup" or err.value.code == "not-possible"
    with pytest.raises(IllegalActionError) as err:
        do(state, seat, "shift done")
    assert err.value.code == "wrong-phase"
    assert state.state_hash() == before
