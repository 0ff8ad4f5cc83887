"""§4.4 Fulfil Orders: Corner Shop stages, the Department Stores of §6 (both sides of each),
the order employees of §7, Director doubling, track cap and arrival order."""

from __future__ import annotations

import pytest

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import EndOrders, EndShift, Pass, SendDelivery, Supply
from chocolatier.factory.chocolates import EMPTY
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState

from .helpers import (
    do,
    edit,
    fulfilling,
    give_role,
    legal_texts,
    pile,
    set_seat,
    store_index,
)


def refuse(state: FactoryState, seat: int, move: str, code: str) -> IllegalActionError:
    before = state.state_hash()
    with pytest.raises(IllegalActionError) as err:
        do(state, seat, move)
    assert err.value.code == code, err.value
    assert state.state_hash() == before
    return err.value


def stages(state: FactoryState, card: str) -> list[tuple[tuple[str, ...], int]]:
    return [(s.chocolates, s.money) for s in state.table.orders[card].stages]


def track(state: FactoryState, store: str, seat: int) -> int:
    return state.track[store_index(store) * state.num_players + seat]


# -- Corner Shop ----------------------------------------------------------------------------------


def test_s44_stage_with_exact_chocolates_pays_at_once() -> None:
    """§4.4: a stage takes exactly the chocolates shown and pays its money at once; the last
    stage completes the order."""
    state, seat = fulfilling()
    assert stages(state, "S01") == [(("nut", "caramel"), 7)]
    state = set_seat(state, seat, orders=[("S01", 0)], room=pile("nut", "caramel", "nut"))
    do(state, seat, "deliver S01")
    assert state.order_money[seat] == 7
    assert state.room[seat] == pile("nut")
    assert state.orders[seat] == () and state.completed[seat] == ("S01",)


def test_s44_stages_bottom_to_top_several_a_day() -> None:
    """§4.4: stages are delivered bottom to top; several on the same day."""
    state, seat = fulfilling()
    assert stages(state, "M01") == [(("chunk", "chunk"), 2), (("finger",) * 3, 7)]
    state = set_seat(state, seat, orders=[("M01", 0)], room=pile(*["finger"] * 3))
    assert "deliver M01" not in legal_texts(state, seat)  # the bottom stage comes first
    refuse(state, seat, "deliver M01", "missing-chocolates")
    state = set_seat(state, seat, room=pile("chunk", "chunk", *["finger"] * 3))
    do(state, seat, "deliver M01")
    assert state.orders[seat] == (("M01", 1),)
    do(state, seat, "deliver M01")
    assert state.completed[seat] == ("M01",) and state.order_money[seat] == 9


def test_s44_generic_icons_are_given_one_by_one() -> None:
    """§4.4/§8: a generic icon on an order takes any chocolate of its kind."""
    state, seat = fulfilling()
    assert stages(state, "S09") == [(("wrapped", "bar"), 6)]
    state = set_seat(state, seat, orders=[("S09", 0)], room=pile("nut", "finger", "chunk"))
    do(state, seat, "deliver S09")
    assert legal_texts(state, seat) == {"give nut"}
    do(state, seat, "give nut")
    assert legal_texts(state, seat) == {"give finger", "give chunk"}
    do(state, seat, "give chunk")
    assert state.room[seat] == pile("finger") and state.order_money[seat] == 6


def test_s44_only_store_room_chocolates() -> None:
    """§4.4: chocolates still on the conveyor cannot be delivered."""
    state, seat = fulfilling()
    state = set_seat(state, seat, orders=[("S01", 0)], room=EMPTY,
                     tiles=[pile("nut", "caramel"), EMPTY, EMPTY, EMPTY])
    refuse(state, seat, "deliver S01", "missing-chocolates")


def test_s7_dealer_one_chocolate_fewer() -> None:
    """§7 Dealer: once, a stage with one chocolate fewer (the player picks which)."""
    state, seat = fulfilling(role="dealer")
    state = set_seat(state, seat, orders=[("S01", 0), ("S08", 0)], room=pile("caramel", "nut"))
    assert {"dealer S01 -nut", "dealer S01 -caramel"} <= legal_texts(state, seat)
    do(state, seat, "dealer S01 -nut")
    assert state.room[seat] == pile("nut") and state.order_money[seat] == 7
    refuse(state, seat, "dealer S08 -nut", "employee-used")


def test_s7_corner_shop_agent_any_refined() -> None:
    """§7 Corner Shop Agent: once, a stage with any refined chocolates, same count."""
    state, seat = fulfilling(role="corner_shop_agent")
    state = set_seat(state, seat, orders=[("S11", 0)], room=pile("chunk", "finger", "cocoa"))
    assert stages(state, "S11") == [(("boxed", "boxed"), 9)]
    do(state, seat, "agent S11")
    assert legal_texts(state, seat) == {"give chunk", "give finger"}
    do(state, seat, "give chunk", "give finger")
    assert state.completed[seat] == ("S11",) and state.order_money[seat] == 9
    assert state.room[seat] == pile("cocoa")


def test_s7_corner_shop_agent_needs_enough_refined() -> None:
    """§7 Corner Shop Agent: the same number of chocolates, refined only."""
    state, seat = fulfilling(role="corner_shop_agent")
    state = set_seat(state, seat, orders=[("S11", 0)], room=pile("chunk", "cocoa"))
    refuse(state, seat, "agent S11", "missing-chocolates")


def test_s7_clerk_skips_a_stage_without_money() -> None:
    """§7 Clerk: skip the current stage (no money); skipping the last stage completes the
    order (RULING)."""
    state, seat = fulfilling(role="clerk")
    state = set_seat(state, seat, orders=[("M01", 1), ("S01", 0)])
    do(state, seat, "skip M01")
    assert state.completed[seat] == ("M01",) and state.order_money[seat] == 0
    refuse(state, seat, "skip S01", "employee-used")


def test_s7_salesman_one_pound_per_stage() -> None:
    """§7 Salesman: +£1 for each Corner Shop stage completed today."""
    state, seat = fulfilling(role="salesman")
    state = set_seat(state, seat, orders=[("M01", 0), ("S02", 0)],
                     room=pile(*["chunk"] * 4, *["finger"] * 3))
    do(state, seat, "deliver M01", "deliver M01", "deliver S02")
    assert state.bonus[seat] == 3
    assert state.order_money[seat] == 2 + 7 + 5


def test_s7_order_helpers_need_their_employee() -> None:
    """§7: dealer/agent/skip need that employee today."""
    state, seat = fulfilling(role="miner")
    state = set_seat(state, seat, orders=[("S01", 0)], room=pile("nut", "caramel"))
    for move in ("dealer S01 -nut", "agent S01", "skip S01"):
        refuse(state, seat, move, "wrong-employee")


# -- Department Stores, §6 ------------------------------------------------------------------------


def supply(state: FactoryState, seat: int, store: str, *kinds: str) -> None:
    for kind in kinds:
        do(state, seat, f"supply {store} {kind}")
    do(state, seat, "supply done")


STORE_OF_ROLE = {"palace": "miner", "fresh": "clerk", "salter": "expert_miner",
                 "house": "engineer", "dunstan": "packer"}


def at_store(store: str, side: str, director: bool = False) -> tuple[FactoryState, int]:
    role = "director" if director else STORE_OF_ROLE[store]
    return fulfilling(role=role, store=store, sides={store: side})


@pytest.mark.parametrize(("store", "side", "delivery", "spaces"), [
    ("palace", "A", ("nut", "nut", "nut"), 3),
    ("palace", "B", ("nut", "chunk", "boxed", "caramel", "finger"), 5),
    ("fresh", "A", ("chunk", "chunk"), 2),
    ("fresh", "B", ("finger",), 1),
    ("salter", "A", ("caramel", "caramel"), 2),
    ("salter", "B", ("nut", "nut", "nut"), 3),
    ("house", "A", ("boxed", "boxed"), 2),
    ("house", "B", ("chunk", "finger", "chunk", "chunk"), 2),
    ("dunstan", "A", ("nut", "boxed", "caramel", "caramel"), 2),
    ("dunstan", "B", ("chunk", "finger"), 2),
    ("dunstan", "B", ("nut", "caramel"), 3),
    ("dunstan", "B", ("boxed", "boxed"), 4),
])
def test_s6_store_sides_accept_and_move(store: str, side: str, delivery: tuple[str, ...],
                                        spaces: int) -> None:
    """§6: each side's accepted chocolates and the spaces they move."""
    state, seat = at_store(store, side)
    state = set_seat(state, seat, room=pile(*delivery, "cocoa"))
    supply(state, seat, store, *delivery)
    assert track(state, store, seat) == spaces
    assert state.room[seat] == pile("cocoa")


@pytest.mark.parametrize(("store", "side", "room", "wrong"), [
    ("palace", "A", ("nut", "chunk"), "chunk"),  # same kind only
    ("palace", "A", ("cocoa", "cocoa"), "cocoa"),  # refined only
    ("fresh", "A", ("finger", "chunk"), "finger"),
    ("fresh", "B", ("chunk", "finger"), "chunk"),
    ("salter", "A", ("nut", "caramel"), "nut"),
    ("salter", "B", ("caramel", "nut"), "caramel"),
    ("house", "A", ("nut", "boxed"), "nut"),
    ("house", "B", ("chunk", "boxed"), "chunk"),  # a Bar without a second Bar
    ("dunstan", "A", ("chunk", "nut", "nut"), "chunk"),
    ("dunstan", "B", ("chunk", "nut"), "chunk"),  # no pair of one family
])
def test_s6_store_sides_refuse(store: str, side: str, room: tuple[str, ...], wrong: str
                               ) -> None:
    """§6: what a side does not take is refused with its rule."""
    state, seat = at_store(store, side)
    state = set_seat(state, seat, room=pile(*room))
    if room[0] != wrong:
        do(state, seat, f"supply {store} {room[0]}")
    err = refuse(state, seat, f"supply {store} {wrong}", "store-rule")
    assert err.rule == "§6 Department Stores"


def test_s6_palace_b_all_different() -> None:
    """§6 Palace Boutique B: refined chocolates all of different kinds."""
    state, seat = at_store("palace", "B")
    state = set_seat(state, seat, room=pile("nut", "nut"))
    do(state, seat, "supply palace nut")
    refuse(state, seat, "supply palace nut", "store-rule")


def test_s6_dunstan_b_exactly_two() -> None:
    """§6 Dunstan & Gilbert's B: exactly two chocolates; one alone cannot be sent."""
    state, seat = at_store("dunstan", "B")
    state = set_seat(state, seat, room=pile("boxed", "boxed", "boxed"))
    do(state, seat, "supply dunstan boxed")
    refuse(state, seat, "supply done", "incomplete-delivery")
    do(state, seat, "supply dunstan boxed")
    refuse(state, seat, "supply dunstan boxed", "store-rule")
    do(state, seat, "supply done")
    assert track(state, "dunstan", seat) == 4


def test_s6_pairs_need_even_numbers() -> None:
    """§6 House of Luxury B: pairs only; an odd Bar cannot be sent alone."""
    state, seat = at_store("house", "B")
    state = set_seat(state, seat, room=pile("chunk", "chunk", "finger"))
    do(state, seat, "supply house chunk")
    refuse(state, seat, "supply done", "incomplete-delivery")
    do(state, seat, "supply house finger")
    assert "supply house chunk" not in legal_texts(state, seat)  # no partner would be left
    do(state, seat, "supply done")
    assert track(state, "house", seat) == 1


def test_s44_only_the_employees_store() -> None:
    """§4.4: only the store of today's employee is supplied."""
    state, seat = at_store("salter", "A")
    state = set_seat(state, seat, room=pile("caramel", "caramel", "chunk"))
    refuse(state, seat, "supply fresh chunk", "wrong-store")
    supply(state, seat, "salter", "caramel")
    assert track(state, "salter", seat) == 1


def next_days_fulfil(state: FactoryState, seat: int, store: str, room: tuple[str, ...]
                     ) -> FactoryState:
    """Play on to the seat's turn in the next day's Fulfil Orders (first legal action, ending
    every step at once), then give the seat an employee of ``store`` again and ``room``."""
    day = state.day
    while not (state.day == day + 1 and state.phase == Phase.FULFIL and seat in state.to_act()):
        actor = state.to_act()[0]
        legal = state.legal_of(actor)
        done = [a for a in legal if isinstance(a, EndOrders | Pass | EndShift)]
        state.apply(actor, done[0] if done else legal[0])
    state = give_role(state, seat, STORE_OF_ROLE[store])
    return set_seat(state, seat, room=pile(*room))


# Two deliveries of one day to each store side: (store, side, first, second, spaces after both,
# whether the side takes the second delivery the same day).
SEVERAL_A_DAY = [
    ("palace", "A", ("nut", "nut"), ("caramel",), 3, True),  # the example
    ("palace", "B", ("nut", "chunk"), ("boxed",), 2, False),  # "all ... at once"
    ("fresh", "A", ("chunk",), ("chunk", "chunk"), 3, True),
    ("fresh", "B", ("finger",), ("finger",), 2, True),
    ("salter", "A", ("caramel",), ("caramel",), 2, True),
    ("salter", "B", ("nut", "nut"), ("nut",), 3, True),
    ("house", "A", ("boxed",), ("boxed",), 2, True),
    ("house", "B", ("chunk", "finger"), ("chunk", "chunk"), 2, True),
    ("dunstan", "A", ("nut", "boxed"), ("caramel", "caramel"), 2, True),
    ("dunstan", "B", ("chunk", "finger"), ("nut", "nut"), 2, False),  # "one set per day"
]


@pytest.mark.parametrize(("store", "side", "first", "second", "moved", "again"), SEVERAL_A_DAY)
def test_s6_several_deliveries_a_day_except_palace_b_and_dunstan_b(
    store: str, side: str, first: tuple[str, ...], second: tuple[str, ...], moved: int,
    again: bool,
) -> None:
    """§6 (seed 000): a store takes several deliveries a day, each by its rule; Palace
    Boutique B takes one delivery a day and Dunstan & Gilbert's B one set a day. The next day
    every store takes deliveries again."""
    state, seat = at_store(store, side)
    state = set_seat(state, seat, room=pile(*first, *second))
    supply(state, seat, store, *first)
    if again:
        supply(state, seat, store, *second)
        assert track(state, store, seat) == moved
        assert state.room[seat] == EMPTY
        return
    assert track(state, store, seat) == moved
    assert not any(isinstance(a, Supply | SendDelivery) for a in state.legal_of(seat))
    err = refuse(state, seat, f"supply {store} {second[0]}", "store-supplied")
    assert err.rule == "§6 Department Stores"
    state = next_days_fulfil(state, seat, store, second)
    supply(state, seat, store, *second)
    assert track(state, store, seat) > moved


def test_s7_director_doubles() -> None:
    """§7 Director: movement on its store doubled today."""
    state, seat = at_store("salter", "B", director=True)
    state = set_seat(state, seat, room=pile("nut", "nut", "nut"))
    supply(state, seat, "salter", "nut", "nut", "nut")
    assert track(state, "salter", seat) == 6


def test_s44_track_capped_at_nine() -> None:
    """§4.4: the track has 9 spaces; movement beyond is lost."""
    state, seat = at_store("salter", "B", director=True)
    state = edit(state, lambda p: p["stores"]["salter"]["markers"].__setitem__(seat, 7))
    state = set_seat(state, seat, room=pile("nut", "nut"))
    supply(state, seat, "salter", "nut", "nut")
    assert track(state, "salter", seat) == 9


def test_s44_arrival_order_simultaneous_counts_in_turn_order() -> None:
    """§4.4 RULING: same-day deliveries in simultaneous mode arrive in that day's turn order;
    a later arrival on an occupied space goes on top."""
    state, first = fulfilling(mode="simultaneous", role="miner", store="palace")
    second = next(s for s in state.turn_order() if s != first)
    from .helpers import give_role

    state = give_role(state, second, "miner")
    state = set_seat(state, first, room=pile("nut", "nut"))
    state = set_seat(state, second, room=pile("chunk", "chunk"))
    # the later seat in turn order delivers first in real time
    supply(state, second, "palace", "chunk", "chunk")
    supply(state, first, "palace", "nut", "nut")
    view = state.view(None)
    palace = view["stores"][0]
    assert palace["markers"][first] == palace["markers"][second] == 2
    assert palace["arrival_order"] == [first, second]


def test_s7_department_store_agent_supplies_another_store() -> None:
    """§7 Department Store Agent: at the start of Cleanup, one delivery to another store."""
    state, seat = fulfilling(role="department_store_agent", sides={"fresh": "A"})
    state = set_seat(state, seat, room=pile("chunk", "chunk", "nut"))
    others = [s for s in state.turn_order() if s != seat]
    from .helpers import give_role

    for other in others:
        state = give_role(state, other, "miner")
    do(state, seat, "orders done")
    while state.phase == Phase.FULFIL:
        do(state, state.to_act()[0], "orders done")
    assert state.phase == Phase.AGENT and state.to_act() == (seat,)
    refuse(state, seat, "supply dunstan nut", "same-store")
    supply(state, seat, "fresh", "chunk", "chunk")
    assert track(state, "fresh", seat) == 2
    # Cleanup asked nothing: already the next day
    assert state.phase in (Phase.CLEANUP, Phase.DRAFT)


def test_s7_department_store_agent_may_pass_and_not_on_saturday() -> None:
    """§7/§4.5: the Agent may pass; on Saturday there is no Cleanup, so no Agent step."""
    state, seat = fulfilling(role="department_store_agent")
    do(state, seat, "orders done")
    while state.phase == Phase.FULFIL:
        do(state, state.to_act()[0], "orders done")
    do(state, seat, "pass")
    assert state.phase in (Phase.CLEANUP, Phase.DRAFT)
    saturday, seat = fulfilling(role="department_store_agent")
    saturday = edit(saturday, lambda p: p.update(day=6, day_name="Saturday"))
    while saturday.phase == Phase.FULFIL:
        do(saturday, saturday.to_act()[0], "orders done")
    assert saturday.phase == Phase.OVER
