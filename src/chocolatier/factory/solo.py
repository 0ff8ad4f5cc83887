"""Factory Manager, the solo mode (§9): the objective cards of a game and their progress.

A solo game has one Weekly Target, ``1 + extra_demands`` Initial Demands face up from the
start and five Daily Demands face down, one revealed at the start of each day Monday..Friday.
A Weekly Target with a Special Orders panel deals that many Corner Shop orders beside it: they
sit among the player's orders (so they are delivered, helped by employees and paid like any
order) but are never replaced. Chocolate-order objectives are delivered during Fulfil Orders,
a whole card at once (``deliver D14``). Everything here is immutable, so clones share it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.rng import Rng
from chocolatier.factory.manager import Solo
from chocolatier.factory.seats import put
from chocolatier.factory.table import ORDER_SIZES, Table

if TYPE_CHECKING:
    from chocolatier.factory.position import Position

# §9 Prepare: the pair whose employee belongs to this store is removed, Monday..Saturday.
DAY_STORE: tuple[str | None, ...] = ("dunstan", "house", "salter", "fresh", "palace", None)
DAILY_DEMANDS = 5
# Harder games add Initial Demands; the fixed action-id space has room for this many more.
MAX_EXTRA_DEMANDS = 4
# Face-up cards at most (Weekly Target, Initial Demands, Daily Demands): the id block of
# ``deliver <card>`` for chocolate orders.
MAX_FACE_UP = 1 + 1 + MAX_EXTRA_DEMANDS + DAILY_DEMANDS


def setup(state: Position, extra_demands: int) -> None:
    """Draw the Weekly Target, the Demands and the special orders (after the §3 shuffles, so a
    seed deals the same decks as in a multi-player game)."""
    rng = state.rng
    solo_cards = state.table.solo_cards.values()
    target = rng.choice([c for c in solo_cards if c.type == "weekly_target"])
    demands = [c.id for c in solo_cards if c.type == "demand"]
    rng.shuffle(demands)
    initial = 1 + extra_demands
    decks = [list(deck) for deck in state.order_decks]
    special = tuple(decks[ORDER_SIZES.index(size)].pop(0) for size in target.special_orders)
    state.order_decks = tuple(tuple(deck) for deck in decks)
    state.orders = put(state.orders, 0, (*state.orders[0], *((card, 0) for card in special)))
    state.solo = Solo(
        cards=(target.id, *demands[:initial]),
        daily=tuple(demands[initial:initial + DAILY_DEMANDS]),
        special=special,
        filled=(),
    )


def reveal(state: Position) -> None:
    """§9 Prepare: the next Daily Demand is turned face up (none left on Saturday)."""
    solo = state.solo
    if solo is not None and solo.daily:
        state.solo = solo._replace(cards=(*solo.cards, solo.daily[0]), daily=solo.daily[1:])


def unavailable_pair(state: Position) -> int:
    """Index of today's removed pair (its employee belongs to the day's store), -1 on Saturday."""
    store = DAY_STORE[state.day]
    employees = state.table.employees
    for index, card in enumerate(state.dealt_staff):
        if employees[card].store == store:
            return index
    return -1


def chocolate_order(table: Table, card: str) -> tuple[str, ...]:
    """The chocolates of the card's chocolate-order objective (empty when it has none)."""
    for objective in table.solo_cards[card].objectives:
        if objective.kind == "chocolate_order":
            return objective.chocolates
    return ()


def open_chocolate_orders(state: Position) -> list[tuple[str, tuple[str, ...]]]:
    """(card, chocolates) of the face-up chocolate orders not delivered yet."""
    solo = state.solo
    if solo is None:
        return []
    table = state.table
    return [
        (card, icons) for card in solo.cards
        if card not in solo.filled and (icons := chocolate_order(table, card))
    ]


def is_special(state: Position, card: str) -> bool:
    """Whether a Corner Shop order is one of the special orders (never replaced)."""
    return state.solo is not None and card in state.solo.special


def filled(state: Position, card: str) -> None:
    """The card's chocolate order has been delivered."""
    solo = state.solo
    assert solo is not None
    state.solo = solo._replace(filled=(*solo.filled, card))


def redraw(solo: Solo, table: Table, rng: Rng) -> Solo:
    """``solo`` with the face-down Daily Demands redrawn from every Demand not face up: the
    player knows which Demands are showing, not which lie face down."""
    unseen = [
        c.id for c in table.solo_cards.values() if c.type == "demand" and c.id not in solo.cards
    ]
    rng.shuffle(unseen)
    return solo._replace(daily=tuple(unseen[:len(solo.daily)]))

