"""§9 Factory Manager, the solo mode, rule by rule: setup, the Daily Demand reveal, pair
removal in Prepare, chocolate orders and special orders in Fulfil Orders, the store room of 6,
special orders never replaced, hidden Daily Demands."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core import ChocolatierError, GameRecord, Match, Rng, replay
from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import Deliver
from chocolatier.factory.chocolates import EMPTY
from chocolatier.factory.pending import Delivery, Keep, Pick
from chocolatier.factory.phases import Phase
from chocolatier.factory.solo import DAY_STORE, unavailable_pair
from chocolatier.factory.state import FactoryState
from chocolatier.factory.table import LAST_DAY

from .helpers import GAME, do, edit, finish_draft, give_role, legal_texts, pile, set_seat
from .solo_examples import EXAMPLE_OPTIONS

# Seeds whose Weekly Target is known (the deal is fixed by the seed).
W05_SEED = 3  # W05: special orders S01, S17, M06
W04_SEED = 0  # W04, Initial Demand D15 (deliver 2 nut)



def face_up(state: FactoryState, card: str) -> FactoryState:
    """The position with a Demand also face up (a face-down copy of it swapped for another)."""
    demands = [c for c in state.table.solo_cards if c.startswith("D")]

    def change(position: dict[str, Any]) -> None:
        solo = position["solo"]
        if card in solo["face_down"]:
            unused = [c for c in demands if c not in {*solo["face_up"], *solo["face_down"]}]
            solo["face_down"][solo["face_down"].index(card)] = unused[0]
        solo["face_up"].append(card)

    return edit(state, change)

def solo(seed: int = W04_SEED, **options: object) -> FactoryState:
    """A new solo game (with the example cards the tests are written against)."""
    return GAME.new_state(1, seed, {**EXAMPLE_OPTIONS, **options})


def to_phase(state: FactoryState, phase: str, day: int | None = None) -> None:
    """Play the first legal action until ``phase`` (of ``day``, when given) begins."""
    while not (state.phase == phase and (day is None or state.day == day)):
        state.apply(0, state.legal_of(0)[0])


def fulfilling(seed: int = W04_SEED) -> FactoryState:
    """Monday's Fulfil Orders, the store room emptied, a Miner employed (no help with orders)."""
    state = solo(seed)
    finish_draft(state)
    while state.phase == Phase.RUN:
        do(state, 0, "shift done")
    state = give_role(state, 0, "miner")
    state = set_seat(state, 0, room=EMPTY)
    return state


# -- Setup -----------------------------------------------------------------------------------------


def test_s9_setup_weekly_target_initial_demand_and_five_daily_demands() -> None:
    """§9 Setup: 1 Weekly Target and 1 Initial Demand face up, 5 Daily Demands face down; on
    Monday the first Daily Demand is revealed in Prepare (4 stay face down)."""
    state = solo()
    cards = state.table.solo_cards
    assert state.solo is not None
    weekly, *demands = state.solo.cards
    assert cards[weekly].type == "weekly_target"
    assert len(demands) == 2 and all(cards[d].type == "demand" for d in demands)
    assert len(state.solo.daily) == 4
    assert all(cards[d].type == "demand" for d in state.solo.daily)
    assert state.table.room_limit == 6
    assert state.coal[0] == 5 and state.order_money[0] == 0


def test_s9_extra_demands_option() -> None:
    """Harder games: ``extra_demands=N`` adds N Initial Demands; bad values are refused."""
    state = solo(extra_demands=2)
    assert state.solo is not None
    assert len(state.solo.cards) == 1 + 3 + 1
    assert GAME.normalize_options(1, None)["extra_demands"] == 0
    for bad in (-1, 5, "2", True):
        with pytest.raises(ChocolatierError, match="extra_demands"):
            GAME.normalize_options(1, {"extra_demands": bad})
    with pytest.raises(ChocolatierError, match="solo"):
        GAME.normalize_options(2, {"extra_demands": 1})


def test_s9_special_orders_dealt_beside_the_weekly_target() -> None:
    """A Weekly Target with a Special Orders panel deals that many orders of those sizes,
    beside the 3 regular ones."""
    state = solo(W05_SEED)
    assert state.solo is not None
    assert state.solo.cards[0] == "W05"
    sizes = [state.table.orders[c].size for c in state.solo.special]
    assert sizes == list(state.table.solo_cards["W05"].special_orders)
    held = [card for card, _ in state.orders[0]]
    assert len(held) == 6 and held[3:] == list(state.solo.special)
    assert [state.table.orders[c].size for c in held[:3]] == ["small", "medium", "large"]
    decks = {c for deck in state.order_decks for c in deck}
    assert not decks & set(held)


def test_s9_daily_demands_revealed_in_order_monday_to_friday() -> None:
    """Prepare reveals the next face-down Daily Demand Monday..Friday, none on Saturday."""
    state = solo()
    assert state.solo is not None
    hidden_order = (state.solo.cards[-1], *state.solo.daily)
    start = state.solo.cards[:-1]
    for day in range(1, LAST_DAY + 1):
        to_phase(state, "draft", day)
        revealed = min(day + 1, 5)
        assert state.solo.cards == (*start, *hidden_order[:revealed])
        assert len(state.solo.daily) == 5 - revealed


# -- Prepare: pairs ------------------------------------------------------------------------------


def test_s9_pair_of_the_days_store_is_removed_each_day() -> None:
    """Prepare: the pair whose employee belongs to the day's store is unavailable (Mon
    Dunstan & Gilbert's, Tue House of Luxury, Wed Salter's, Thu Fresh Fancies, Fri Palace
    Boutique, Sat none); every other card may be taken."""
    state = solo()
    for day in range(LAST_DAY + 1):
        to_phase(state, "draft", day)
        removed = unavailable_pair(state)
        offered = legal_texts(state, 0)
        employees = state.table.employees
        if DAY_STORE[day] is None:
            assert removed == -1
            assert len(offered) == 10
            continue
        assert employees[state.dealt_staff[removed]].store == DAY_STORE[day]
        assert f"take {state.dealt_staff[removed]}" not in offered
        assert f"take {state.dealt_parts[removed]}" not in offered
        assert len(offered) == 8
        for card in (state.dealt_staff[removed], state.dealt_parts[removed]):
            with pytest.raises(IllegalActionError) as error:
                state.apply_notation(0, f"take {card}")
            assert error.value.code == "pair-removed" and "§9" in error.value.rule


def test_s9_employee_and_part_of_different_pairs() -> None:
    """Choose one employee and one part, not necessarily of the same pair."""
    state = solo()
    removed = unavailable_pair(state)
    free = [i for i in range(5) if i != removed]
    do(state, 0, f"take {state.dealt_staff[free[0]]}")
    assert legal_texts(state, 0) == {f"take {state.dealt_parts[i]}" for i in free}
    do(state, 0, f"take {state.dealt_parts[free[-1]]}", "place B4")
    assert state.phase == Phase.RUN
    assert state.employee[0] == state.dealt_staff[free[0]]
    assert state.slots[0][-1] == state.dealt_parts[free[-1]]


def test_s9_second_pick_of_the_same_kind_is_refused() -> None:
    state = solo()
    free = next(i for i in range(5) if i != unavailable_pair(state))
    do(state, 0, f"take {state.dealt_staff[free]}")
    other = next(c for i, c in enumerate(state.dealt_staff) if i != free)
    with pytest.raises(IllegalActionError) as error:
        state.apply_notation(0, f"take {other}")
    assert error.value.code == "second-pick-other-kind"


# -- Fulfil Orders ---------------------------------------------------------------------------


def test_s9_chocolate_order_delivered_all_at_once() -> None:
    """A chocolate order is delivered like an order, all the card's chocolates at once."""
    state = fulfilling()
    assert state.solo is not None and "D15" in state.solo.cards  # deliver 2 nut
    state = set_seat(state, 0, room=pile("nut"))
    assert "deliver D15" not in legal_texts(state, 0)
    with pytest.raises(IllegalActionError) as error:
        state.apply_notation(0, "deliver D15")
    assert error.value.code == "missing-chocolates"
    state = set_seat(state, 0, room=pile("nut", "nut", "nut"))
    assert "deliver D15" in legal_texts(state, 0)
    money = state.order_money[0]
    do(state, 0, "deliver D15")
    assert state.solo.filled == ("D15",)
    assert state.room[0] == pile("nut")
    assert state.order_money[0] == money  # no money for a chocolate order
    assert "deliver D15" not in legal_texts(state, 0)
    with pytest.raises(IllegalActionError) as error:
        state.apply_notation(0, "deliver D15")
    assert error.value.code == "already-delivered"


def test_s9_chocolate_order_with_generic_icons_asks_which() -> None:
    """Generic icons of a chocolate order are named with ``give``, like a Corner Shop stage."""
    state = fulfilling()
    assert state.solo is not None
    state = face_up(state, "D17")  # 2 wrapped + 1 bar
    state = set_seat(state, 0, room=pile("caramel", "nut", "nut", "finger"))
    do(state, 0, "deliver D17")
    pending = state.pending[0]
    assert isinstance(pending, Delivery) and pending.card == "D17"
    assert state.view(0)["factories"][0]["pending"]["chocolate_order"] == "D17"
    assert legal_texts(state, 0) == {"give caramel", "give nut"}
    do(state, 0, "give nut", "give nut", "give finger")
    assert state.pending[0] is None
    assert state.solo.filled == ("D17",)
    assert state.room[0] == pile("caramel")


def test_s9_chocolate_orders_of_face_down_cards_and_helpers_refused() -> None:
    """Only face-up cards' chocolate orders; the Dealer and Corner Shop Agent help Corner
    Shop orders only."""
    state = fulfilling()
    assert state.solo is not None
    face_down = state.solo.daily[0]
    with pytest.raises(IllegalActionError) as error:
        state.apply_notation(0, f"deliver {face_down}")
    assert error.value.code == "card-face-down"
    state = give_role(state, 0, "corner_shop_agent")
    state = set_seat(state, 0, room=pile("chunk", "chunk", "chunk"))
    with pytest.raises(IllegalActionError) as error:
        state.apply_notation(0, "agent D15")
    assert error.value.code == "not-a-corner-shop-order"
    weekly = state.solo.cards[0]
    with pytest.raises(IllegalActionError) as error:
        state.apply_notation(0, f"deliver {weekly}")  # W04 has no chocolate order
    assert error.value.code == "no-chocolate-order"


def test_s9_special_orders_delivered_like_orders_and_helped_by_employees() -> None:
    """Special orders are Corner Shop orders: delivered stage by stage, paid, and the Clerk
    may skip one of their stages."""
    state = fulfilling(W05_SEED)
    assert state.solo is not None
    special = state.solo.special[0]  # S01: 1 nut + 1 caramel
    stage = state.table.orders[special].stages[0]
    state = set_seat(state, 0, room=pile(*stage.chocolates))
    do(state, 0, f"deliver {special}")
    assert special in state.completed[0]
    assert state.order_money[0] == stage.money
    state = give_role(state, 0, "clerk")
    do(state, 0, f"skip {state.solo.special[2]}")
    assert dict(state.orders[0])[state.solo.special[2]] == 1


# -- Cleanup -------------------------------------------------------------------------------------


def test_s9_store_room_keeps_six() -> None:
    """Cleanup: the store room keeps up to 6 chocolates; the rest become coal."""
    state = fulfilling()
    state = set_seat(state, 0, room=pile(*["chunk"] * 5, "nut", "nut", "boxed"))
    do(state, 0, "orders done")
    assert isinstance(state.pending[0], Keep)
    assert state.view(0)["factories"][0]["pending"]["limit"] == 6
    do(state, 0, "keep boxed", "keep nut", "keep nut", "keep chunk", "keep chunk")
    assert isinstance(state.pending[0], Keep)
    coal = state.coal[0]
    do(state, 0, "keep chunk")
    assert state.pending[0] is None or isinstance(state.pending[0], Pick)
    assert state.room[0] == pile("boxed", "nut", "nut", "chunk", "chunk", "chunk")
    assert state.coal[0] - coal in (2, 2 + 6)  # 2 extra chunks (+ Tuesday's coal)


def test_s9_six_or_fewer_need_no_choice() -> None:
    state = fulfilling()
    state = set_seat(state, 0, room=pile(*["finger"] * 6))
    do(state, 0, "orders done")
    assert state.day == 1 and state.room[0] == pile(*["finger"] * 6)


def test_s9_special_orders_are_not_replaced() -> None:
    """Cleanup replaces completed regular orders only; completed special orders are not."""
    state = fulfilling(W05_SEED)
    assert state.solo is not None
    special = state.solo.special[0]  # S01: 1 nut + 1 caramel
    regular = state.orders[0][0][0]  # a Small order: one stage
    state = set_seat(state, 0, room=pile(*state.table.orders[special].stages[0].chocolates))
    state = give_role(state, 0, "clerk")
    do(state, 0, f"deliver {special}", f"skip {regular}")  # the Clerk completes the Small
    assert {special, regular} <= set(state.completed[0])
    do(state, 0, "orders done")
    assert isinstance(state.pending[0], Pick)  # one draw, for the regular order
    state.apply(0, state.legal_of(0)[0])
    assert state.pending[0] is None and state.day == 1
    held = [card for card, _ in state.orders[0]]
    assert len(held) == 5 and special not in held
    assert sum(card not in state.solo.special for card in held) == 3


# -- Hidden information, clones, records ---------------------------------------------------------


def test_s9_face_down_demands_are_not_in_the_view() -> None:
    """The face-down Daily Demands are hidden: their ids appear nowhere in any view."""
    state = solo()
    assert state.solo is not None
    for seat in (0, None):
        text = repr(state.view(seat))
        assert all(card not in text for card in state.solo.daily)
        assert state.view(seat)["solo"]["face_down_demands"] == 4
    for card in state.solo.cards:
        assert card in repr(state.view(0))


def test_s9_determinize_redraws_the_face_down_demands() -> None:
    """A determinised clone keeps the view and redraws the Daily Demands from the unseen ones."""
    state = solo()
    assert state.solo is not None
    draws = set()
    for seed in range(20):
        det = state.determinize(0, Rng(seed))
        assert det.solo is not None
        assert det.view(0) == state.view(0)
        assert det.solo.cards == state.solo.cards
        assert len(det.solo.daily) == 4 and not set(det.solo.daily) & set(state.solo.cards)
        draws.add(det.solo.daily)
    assert len(draws) > 10
    assert state.solo.daily in draws or len(draws) == 20


def test_s9_clone_does_not_alias() -> None:
    state = fulfilling()
    copy = state.clone()
    state = set_seat(state, 0, room=pile("nut", "nut"))
    do(state, 0, "deliver D15")
    assert copy.solo is not None and copy.solo.filled == ()
    assert copy.state_hash() != state.state_hash()


def test_s9_records_replay_exactly() -> None:
    """A solo game is a record like any other: seed + moves give the same end."""
    match = Match.new("factory", 1, 11, {"extra_demands": 1}, players=["Ann"])
    rng = Rng(11)
    while not match.state.is_terminal():
        legal = match.state.legal_actions(0)
        match.push(0, legal[rng.below(len(legal))])
    record = match.record()
    assert record.options["extra_demands"] == 1
    again = replay(record)
    assert again.state_hash() == match.state.state_hash()
    assert again.result() == match.state.result()


def test_s9_action_ids_of_chocolate_orders_and_special_orders() -> None:
    """Every legal action has an id that maps back to it (orders beyond the third, cards)."""
    state = fulfilling(W05_SEED)
    assert state.solo is not None
    state = face_up(state, "D18")
    state = set_seat(state, 0, room=pile("boxed", "boxed", "nut", "caramel", "chunk", "finger"))
    legal = state.legal_of(0)
    assert Deliver("D18") in legal
    assert Deliver(state.solo.special[0]) in legal
    for action in legal:
        assert state.action_from_id(0, state.action_id(0, action)) == action


def test_s9_replay_command_shows_each_objective() -> None:
    """``chocolatier replay`` of a solo record says won or lost and lists every objective as
    met or not, with why."""
    path = Path(__file__).parents[1] / "golden" / "factory" / "heuristic-1p-solo-seed-33.json"
    out = CliRunner().invoke(app, ["replay", str(path)], env={"COLUMNS": "200"})
    assert out.exit_code == 0, out.output
    assert "1 player ·" in out.output
    assert "Solo game: won" in out.output  # the solo-aware heuristic meets all 13
    lines = [line for line in out.output.splitlines() if "✓ met  " in line or "✗ not met  " in line]
    state = replay(GameRecord.load(path))
    result = state.result()
    assert result is not None
    assert len(lines) == result.details["objectives_total"] == 13
    assert sum("✓ met" in line for line in lines) == result.scores[0]
    assert any("W03: Pay £10 from Corner Shop orders — paid £10" in line for line in lines)
