"""Building Chocolate Factory positions for rule tests: a real game brought to a phase, then the
few facts a test is about (tiles, store room, coal, employee, parts) set on one seat."""

from __future__ import annotations

from collections.abc import Iterable

from chocolatier.factory.actions import Action
from chocolatier.factory.cards import SLOTS, STORES
from chocolatier.factory.chocolates import EMPTY, Pile, pile_of
from chocolatier.factory.draft import USES
from chocolatier.factory.game import FactoryGame
from chocolatier.factory.seats import put
from chocolatier.factory.state import FactoryState

GAME = FactoryGame()


def new(players: int = 2, mode: str = "turns", sides: object = "A", seed: int = 3
        ) -> FactoryState:
    """A new game."""
    return GAME.new_state(players, seed, {"mode": mode, "store_sides": sides})


def pile(*kinds: str) -> Pile:
    """A pile from kind names: ``pile("bean", "bean", "nut")``."""
    return pile_of(kinds)


def refresh(state: FactoryState) -> None:
    """Forget the cached legal actions after a test edited the state directly."""
    state._legal_seat = -1


def finish_draft(state: FactoryState, slot: str = "B4") -> None:
    """Everyone takes the first card offered; parts go on ``slot``."""
    while state.phase == "draft":
        seat = state.to_act()[0]
        legal = state.legal_of(seat)
        place = Action("place", slot)
        state.apply(seat, place if place in legal else legal[0])


def employee_with(state: FactoryState, role: str, store: str | None = None) -> str:
    """The id of an employee card with this role (of this store's deck, for Directors)."""
    for card in state.table.employees.values():
        if card.role == role and (store is None or card.store == store):
            return card.id
    raise LookupError(role)


def give_role(state: FactoryState, seat: int, role: str, store: str | None = None) -> None:
    """Make the seat's employee today one with ``role`` (no gift is paid)."""
    state.employee = put(state.employee, seat, employee_with(state, role, store))
    state.uses = put(state.uses, seat, USES.get(role, 0))
    state.assigned = put(state.assigned, seat, -1)
    refresh(state)


def set_seat(
    state: FactoryState,
    seat: int,
    *,
    tiles: Iterable[Pile] | None = None,
    room: Pile | None = None,
    coal: int | None = None,
    parts: dict[str, str] | None = None,
    orders: Iterable[tuple[str, int]] | None = None,
) -> None:
    """Set facts of one seat. ``parts`` maps slot -> part id ("" empties the slot)."""
    if tiles is not None:
        state.tiles = put(state.tiles, seat, tuple(tiles))
    if room is not None:
        state.room = put(state.room, seat, room)
    if coal is not None:
        state.coal = put(state.coal, seat, coal)
    if parts is not None:
        slots = list(state.slots[seat])
        for slot, part in parts.items():
            slots[SLOTS.index(slot)] = part
        state.slots = put(state.slots, seat, tuple(slots))
    if orders is not None:
        state.orders = put(state.orders, seat, tuple(orders))
    refresh(state)


def running(players: int = 2, role: str | None = None, mode: str = "turns", seed: int = 3,
            sides: object = "A") -> tuple[FactoryState, int]:
    """Monday's Run Factory, first shift loaded, for the seat to act (returned); its employee
    replaced by one with ``role``; its tiles emptied and coal set to 10."""
    state = new(players, mode=mode, seed=seed, sides=sides)
    finish_draft(state)
    seat = state.to_act()[0]
    if role is not None:
        give_role(state, seat, role)
    set_seat(state, seat, tiles=[EMPTY] * 4, room=EMPTY, coal=10)
    return state, seat


def fulfilling(players: int = 2, role: str | None = None, mode: str = "turns", seed: int = 3,
               sides: object = "A", store: str | None = None) -> tuple[FactoryState, int]:
    """Monday's Fulfil Orders for the seat to act (returned), employee role set (of ``store``'s
    deck when given), store room emptied."""
    state = new(players, mode=mode, seed=seed, sides=sides)
    finish_draft(state)
    while state.phase == "run":
        seat = state.to_act()[0]
        state.apply(seat, Action("shift"))
    seat = state.to_act()[0]
    if role is not None:
        give_role(state, seat, role, store)
    set_seat(state, seat, room=EMPTY)
    return state, seat


def do(state: FactoryState, seat: int, *moves: str) -> None:
    """Apply moves written in notation."""
    for move in moves:
        state.apply_notation(seat, move)


def legal_texts(state: FactoryState, seat: int) -> set[str]:
    """The notation of every legal action of the seat."""
    return {state.notation(seat, a) for a in state.legal_of(seat)}


def store_index(store: str) -> int:
    """Index of a store in ``STORES``."""
    return STORES.index(store)


def order_with(state: FactoryState, size: str) -> str:
    """Some order card id of a size."""
    for card in state.table.orders.values():
        if card.size == size:
            return card.id
    raise LookupError(size)
