"""The bots' Factory Manager value (solo, rules §9): progress towards the objectives.

The value must reward what the end-of-game check (``factory/objectives.py``) counts — money up
to the targets, completed orders of the sizes asked for, Department Store spaces on stores the
boxes can use, chocolate orders delivered — and the bots must act on it: deliver a ready
chocolate order, and meet many more boxes than a bot without it.
"""

from __future__ import annotations

from typing import Any

from chocolatier.bots.factory_heuristic import FactoryHeuristic
from chocolatier.bots.factory_solo import (
    Box,
    chocolates_value,
    money_value,
    needs,
    orders_value,
    solo_stores_value,
    solo_value,
    useful_spaces,
)
from chocolatier.bots.factory_value import seat_value, stores_value
from chocolatier.factory.cards import STORES, Objective
from chocolatier.factory.chocolates import EMPTY, pile_of
from chocolatier.factory.objectives import checks
from chocolatier.factory.phases import Phase
from chocolatier.factory.state import FactoryState
from chocolatier.sim.runner import GameTask, play_game
from tests.factory.helpers import GAME, do, edit, finish_draft, give_role, set_seat, take_out
from tests.factory.solo_examples import EXAMPLE_OPTIONS

# Seed 0 deals the Weekly Target W04 and the Initial Demand D15 (deliver 2 nut).
SEED = 0


def solo(seed: int = SEED) -> FactoryState:
    """A new solo game with the §9 tests' example cards (fixed amounts, whatever the tuning)."""
    return GAME.new_state(1, seed, EXAMPLE_OPTIONS)


def fulfilling() -> FactoryState:
    """Monday's Fulfil Orders with an empty store room and a Miner (no store help needed)."""
    state = solo()
    finish_draft(state)
    while state.phase == Phase.RUN:
        do(state, 0, "shift done")
    state = give_role(state, 0, "miner")
    state = set_seat(state, 0, room=EMPTY)
    return state


def with_cards(state: FactoryState, *cards: str) -> FactoryState:
    """The position with exactly these cards face up (the first is the Weekly Target); a
    face-down copy of one of them is swapped for an unused Demand."""
    demands = [c for c in state.table.solo_cards if c.startswith("D")]

    def change(position: dict[str, Any]) -> None:
        solo = position["solo"]
        unused = [c for c in demands if c not in {*cards, *solo["face_down"]}]
        solo["face_down"] = [unused.pop() if c in cards else c for c in solo["face_down"]]
        solo.update(face_up=list(cards), delivered=[])

    return edit(state, change)


def seat_zero(state: FactoryState, **facts: Any) -> FactoryState:
    """The position with these snapshot facts of seat 0 (completed orders leave their deck)."""

    def change(position: dict[str, Any]) -> None:
        for card in facts.get("completed", ()):
            take_out(position, card)
        position["seats"][0].update(facts)

    return edit(state, change)


def box(card: int, amount: int, store: str | None = None) -> Box:
    """A Department Store box of the ``card``-th face-up card."""
    return Box(card, Objective("department_store", amount=amount, store=store))


def test_useful_spaces_named_box_only_on_its_store() -> None:
    """A box naming a store takes spaces of that store only (§9)."""
    track = [3, 0, 0, 0, 0]
    assert useful_spaces([box(0, 2, "house")], track) == (0, 3)
    track[STORES.index("house")] = 2
    assert useful_spaces([box(0, 2, "house")], track) == (2, 3)


def test_useful_spaces_boxes_of_one_card_use_different_stores() -> None:
    """Two x1 boxes of one card cannot both use one store; boxes of two cards can."""
    track = [2, 0, 0, 0, 0]
    assert useful_spaces([box(0, 1), box(0, 1)], track) == (1, 1)
    assert useful_spaces([box(0, 1), box(1, 1)], track) == (2, 0)
    assert useful_spaces([box(0, 1), box(0, 1)], [1, 1, 0, 0, 0]) == (2, 0)


def test_useful_spaces_larger_box_first() -> None:
    """The larger box takes the store with the most spaces, the smaller one another store."""
    assert useful_spaces([box(0, 1), box(0, 3)], [3, 1, 0, 0, 0]) == (4, 0)


def test_money_counts_up_to_the_targets_then_little() -> None:
    """A pound towards a money target is worth more than a pound beyond the targets."""
    state = with_cards(solo(), "W01", "D03")  # £30 and £10: £40 asked
    want = needs(state)
    assert want.money == 40
    values = []
    for earned in (0, 20, 40, 60):
        state = seat_zero(state, money_from_orders=earned)
        values.append(money_value(state, want))
    assert values[1] - values[0] > values[3] - values[2] > 0


def test_orders_sized_boxes_take_their_size() -> None:
    """A completed Large order meets 'give up 1 large order'; a Small one counts less there."""
    state = with_cards(solo(), "W02", "D05")  # D05 (example cards): give up 1 large order
    state = seat_zero(state, orders=[])
    want = needs(state)
    base = orders_value(state, want)
    large = next(c for c, o in state.table.orders.items() if o.size == "large")
    small = next(c for c, o in state.table.orders.items() if o.size == "small")
    with_small = orders_value(seat_zero(state, completed=[small]), want)
    with_large = orders_value(seat_zero(state, completed=[large]), want)
    assert with_large > with_small > base


def test_store_spaces_count_only_where_a_box_can_use_them() -> None:
    """A space at the named store of a box is worth more than a space at another store."""
    state = with_cards(solo(), "W06", "D10")  # 3 at house, 2 at salter
    house = solo_stores_value(state, (STORES.index("house"), 1))
    fresh = solo_stores_value(state, (STORES.index("fresh"), 1))
    assert house > fresh > solo_stores_value(state)


def test_hook_seat_and_stores_value_are_the_solo_values() -> None:
    """In a solo game the multi-player value's entry points answer with the solo value."""
    state = solo()
    assert seat_value(state, 0) == solo_value(state)
    gain = (STORES.index("palace"), 2)
    assert stores_value(state, 0, gain) == solo_stores_value(state, gain)


def test_chocolates_ready_for_a_chocolate_order_are_worth_more() -> None:
    """Two Nuts in the store room (D15 ready) are worth more than two Chunks."""
    state = fulfilling()
    want = needs(state)
    state = set_seat(state, 0, room=pile_of(["nut", "nut"]))
    ready = chocolates_value(state, want)
    state = set_seat(state, 0, room=pile_of(["chunk", "chunk"]))
    assert ready > chocolates_value(state, want)


def test_delivering_a_chocolate_order_raises_the_value() -> None:
    """Delivering the ready order meets its box: the value goes up, so bots deliver it."""
    state = fulfilling()
    state = set_seat(state, 0, room=pile_of(["nut", "nut"]))
    before = solo_value(state)
    after = state.clone()
    do(after, 0, "deliver D15")
    assert solo_value(after) > before


def test_heuristic_delivers_a_ready_chocolate_order() -> None:
    """The heuristic's Fulfil Orders plan delivers D15 when two Nuts wait in the store room
    (and no Department Store box competes for them)."""
    state = with_cards(fulfilling(), "W01", "D15")
    state = set_seat(state, 0, room=pile_of(["nut", "nut"]))
    bot = FactoryHeuristic(seed=1)
    while state.phase == Phase.FULFIL:
        state.apply(0, bot.choose(state.clone(), 0))
    assert state.solo is not None and "D15" in state.solo.filled
    assert any(c.met and c.card == "D15" for c in checks(state))


def test_value_is_pure() -> None:
    """Valuing a position changes nothing in it."""
    state = fulfilling()
    before = state.state_hash()
    solo_value(state)
    assert state.state_hash() == before


def test_heuristic_meets_far_more_boxes_than_random() -> None:
    """Over a few whole games the heuristic (solo-aware) meets several times as many boxes as
    the random bot: it plays for the objectives."""
    def met(bot: str) -> int:
        total = 0
        for index in range(3):
            outcome = play_game(GameTask("factory", 1, 5, index, (bot,)))
            assert outcome.ok and outcome.result is not None
            total += outcome.result["details"]["objectives_met"]
        return total
    assert met("heuristic") >= 3 * max(1, met("random"))


def test_bots_reproducible_in_solo() -> None:
    """Same seeds, same solo game for the heuristic."""
    results = [play_game(GameTask("factory", 1, 9, 0, ("heuristic",))) for _ in range(2)]
    assert results[0].record == results[1].record
