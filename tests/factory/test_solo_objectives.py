"""§9 objectives checked at the end of a solo game, each item spent once: money targets add up,
completed orders given up with their sizes, Department Store markers moved back (one card's
boxes on different stores, a named store on that store), chocolate orders and special orders
done during play; the result says won or lost and why."""

from __future__ import annotations

from functools import cache
from typing import Any

from chocolatier.core import Rng
from chocolatier.factory.cards import STORES
from chocolatier.factory.events import OrdersGivenUp, OrdersShort, SpacesShort
from chocolatier.factory.objectives import Check, checks
from chocolatier.factory.state import FactoryState
from chocolatier.i18n import EventRenderer, catalog

from .helpers import GAME, edit, take_out
from .solo_examples import EXAMPLE_OPTIONS


@cache
def _finished() -> FactoryState:
    state = GAME.new_state(1, 0, EXAMPLE_OPTIONS)
    rng = Rng(0)
    while not state.is_terminal():
        legal = state.legal_of(0)
        state.apply(0, legal[rng.below(len(legal))])
    return state


EN = EventRenderer(catalog("en"))


def words(check: Check) -> str:
    """Why a box is met or not, in English."""
    return EN.render(check.why.to_json())

def ended(cards: tuple[str, ...], money: int = 0, completed: tuple[str, ...] = (),
          tracks: dict[str, int] | None = None, filled: tuple[str, ...] = (),
          special: tuple[str, ...] = (), held: tuple[str, ...] = ()) -> FactoryState:
    """A finished solo game whose face-up cards and holdings are exactly these (``held``: open
    orders)."""
    def change(position: dict[str, Any]) -> None:
        position["solo"].update(face_up=list(cards), delivered=list(filled),
                                special_orders=list(special))
        for card in (*completed, *held):
            take_out(position, card)
        position["seats"][0].update(money_from_orders=money, salesman_money=0,
                                    completed=list(completed),
                                    orders=[[card, 0] for card in held])
        for store in STORES:
            position["stores"][store]["markers"] = [(tracks or {}).get(store, 0)]

    return edit(_finished(), change)


def met(state: FactoryState) -> list[bool]:
    return [c.met for c in checks(state)]


def test_s9_money_targets_add_up() -> None:
    """Two money targets of £30 (W01) and £20 (D01) need £50: money is spent once."""
    short = [c for c in checks(ended(("W01", "D01"), money=49)) if c.kind == "money"]
    assert [c.met for c in short] == [False, True]
    assert words(short[0]) == "£30 needed; £29 left of the £49 earned"
    enough = [c for c in checks(ended(("W01", "D01"), money=50)) if c.kind == "money"]
    assert [(c.met, words(c)) for c in enough] == [
        (True, "paid £30 of the £50 earned"), (True, "paid £20 of the £50 earned"),
    ]


def test_s9_money_pays_the_most_targets() -> None:
    """£25 for £20, £20, £15 and £10: smallest first pays two targets, the most possible."""
    state = ended(("W02", "D01", "D02", "D03"), money=25)
    money = [c for c in checks(state) if c.kind == "money"]
    assert [c.met for c in money] == [False, False, True, True]
    assert words(money[0]) == "£20 needed; £0 left of the £25 earned"


def test_s9_completed_orders_given_up_once_with_sizes() -> None:
    """D05 (1 large) and D04 (2 any) need 3 orders, one Large; an order counts once."""
    assert all(met(ended(("W02", "D05", "D04"), money=20, completed=("L01", "S01", "M01"))))
    found = checks(ended(("W02", "D05", "D04"), money=20, completed=("L01", "S01")))
    assert [(c.card, c.met) for c in found if c.kind == "corner_shop"] == [
        ("D05", True), ("D04", False),
    ]
    assert found[-1].why == OrdersShort(amount=2, size="any", left=1)


def test_s9_sized_boxes_take_their_size_first() -> None:
    """Given S, M, L: D04 (any 2) must not take the Large that D05 needs."""
    state = ended(("W02", "D04", "D05"), money=20, completed=("L02", "M02", "S02"))
    orders = [c for c in checks(state) if c.kind == "corner_shop"]
    assert all(c.met for c in orders)
    assert orders[1].why == OrdersGivenUp(count=1)  # the Large, for D05
    assert orders[0].why == OrdersGivenUp(count=2)


def test_s9_completed_special_order_is_not_given_up_again() -> None:
    """A special order completed meets its own objective; it is no order to give up."""
    state = ended(("W05", "D04"), money=10, completed=("S01", "S02", "M01"),
                  special=("S01", "S02", "M01"))
    found = {(c.card, c.kind): c for c in checks(state)}
    assert [c.met for c in checks(state) if c.kind == "special_order"] == [True] * 3
    assert not found[("W05", "corner_shop")].met and not found[("D04", "corner_shop")].met


def test_s9_store_boxes_of_one_card_use_different_stores() -> None:
    """W04's five x1 boxes need a marker on all five stores."""
    four = {store: 9 for store in STORES[:4]}
    state = ended(("W04", "D03"), money=10, completed=("L01",), tracks=four)
    stores = [c for c in checks(state) if c.kind == "department_store"]
    assert [c.met for c in stores].count(True) == 4
    assert isinstance(next(c.why for c in stores if not c.met), SpacesShort)
    all_five = dict.fromkeys(STORES, 1)
    assert all(met(ended(("W04", "D03"), money=10, completed=("L01",), tracks=all_five)))


def test_s9_named_store_must_be_that_store() -> None:
    """D09 (2 at Fresh Fancies) is not met by spaces at another store."""
    state = ended(("W02", "D09"), money=20, tracks={"palace": 9})
    found = [c for c in checks(state) if c.card == "D09"]
    assert not found[0].met
    assert found[0].why == SpacesShort(amount=2, store="fresh", left=0)
    assert met(ended(("W02", "D09"), money=20, tracks={"fresh": 2}))[-1]


def test_s9_spaces_moved_back_once_across_cards() -> None:
    """W03 (2, 2, 2 on different stores) and D08 (3 at a store) share the markers: 2+2+5
    spaces meet all four boxes (5 = 2 + 3 on one store), 2+2+4 do not."""
    enough = ended(("W03", "D08"), money=10, tracks={"palace": 2, "fresh": 2, "salter": 5})
    assert all(met(enough))
    short = ended(("W03", "D08"), money=10, tracks={"palace": 2, "fresh": 2, "salter": 4})
    assert met(short).count(False) == 1


def test_s9_store_search_finds_the_assignment() -> None:
    """D13 (4 at Dunstan) and D12 (three x1): Dunstan 5, Palace 1, Fresh 1 works only if
    D12 uses Dunstan for one of its boxes after D13 took 4 there."""
    state = ended(("W02", "D13", "D12"), money=20,
                  tracks={"dunstan": 5, "palace": 1, "fresh": 1})
    assert all(met(state))


def test_s9_chocolate_orders_count_when_delivered() -> None:
    state = ended(("W02", "D15"), money=20, filled=("D15",))
    assert all(met(state))
    assert not met(ended(("W02", "D15"), money=20))[-1]


def test_s9_result_won_lost_and_details() -> None:
    """winners == (0,) when every objective is met; score = objectives met; breakdown by kind;
    details list each objective with why."""
    won = ended(("W02", "D15"), money=20, filled=("D15",), completed=("M01", "L01"),
                special=("M01", "L01")).result()
    assert won is not None
    assert won.winners == (0,) and won.scores == (4,)
    assert won.details["won"] and won.details["objectives_met"] == 4
    assert won.breakdown[0]["met_special_order"] == 2
    assert sum(won.breakdown[0].values()) == won.scores[0]
    lost = ended(("W02", "D15"), money=19, special=("M01", "L01"), held=("M01", "L01")).result()
    assert lost is not None
    assert lost.winners == () and lost.scores == (0,)
    assert not lost.details["won"]
    texts = [(EN.objective(o["box"]), o["met"], EN.render(o["why"]))
             for o in lost.details["objectives"]]
    assert texts[0] == ("Pay £20 from Corner Shop orders", False,
                        "£20 needed; £19 left of the £19 earned")
    assert texts[1][0].startswith("Complete special order M01")
