"""Building Chocolate Factory positions for rule tests: a real game brought to a phase, then the
few facts a test is about (tiles, store room, coal, employee, parts) set on one seat through a
position snapshot (docs/snapshots.md), never by writing the state's fields."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from chocolatier.factory.actions import EndShift, PlacePart
from chocolatier.factory.cards import KINDS, STORES
from chocolatier.factory.chocolates import EMPTY, Pile, pile_of
from chocolatier.factory.game import FactoryGame
from chocolatier.factory.phases import Phase
from chocolatier.factory.roles import ability
from chocolatier.factory.state import FactoryState

GAME = FactoryGame()


def new(players: int = 2, mode: str = "turns", sides: object = "A", seed: int = 3
        ) -> FactoryState:
    """A new game."""
    return GAME.new_state(players, seed, {"mode": mode, "store_sides": sides})


def pile(*kinds: str) -> Pile:
    """A pile from kind names: ``pile("bean", "bean", "nut")``."""
    return pile_of(kinds)


def edit(state: FactoryState, change: Callable[[dict[str, Any]], None]) -> FactoryState:
    """The position with ``change`` made to its snapshot's ``position`` (docs/snapshots.md),
    loaded and checked as any snapshot is (same cards)."""
    snap = state.snapshot()
    change(snap["position"])
    return GAME.from_snapshot(snap, cards=state.table.cards)


def take_out(position: dict[str, Any], card: str) -> None:
    """Remove ``card`` from wherever it is (a deck, another hand), so a test may put it
    somewhere else without it being in two places."""
    decks = position["decks"]
    for key in ("parts_a", "parts_b"):
        decks[key] = [c for c in decks[key] if c != card]
    for group in ("orders", "employees"):
        for name, cards in decks[group].items():
            decks[group][name] = [c for c in cards if c != card]
    for seat in position["seats"]:
        seat["orders"] = [o for o in seat["orders"] if o[0] != card]
        seat["completed"] = [c for c in seat["completed"] if c != card]


def finish_draft(state: FactoryState, slot: str = "B4") -> None:
    """Everyone takes the first card offered; parts go on ``slot``."""
    while state.phase == Phase.DRAFT:
        seat = state.to_act()[0]
        legal = state.legal_of(seat)
        place = PlacePart(slot)
        state.apply(seat, place if place in legal else legal[0])


def employee_with(state: FactoryState, role: str, store: str | None = None) -> str:
    """The id of an employee card with this role (of this store's deck, for Directors)."""
    for card in state.table.employees.values():
        if card.role == role and (store is None or card.store == store):
            return card.id
    raise LookupError(role)


def give_role(state: FactoryState, seat: int, role: str, store: str | None = None
              ) -> FactoryState:
    """The position with the seat's employee today one with ``role`` (no gift is paid): the
    card takes the place of the seat's employee among today's dealt employees."""
    card = employee_with(state, role, store)

    def change(position: dict[str, Any]) -> None:
        old = position["seats"][seat]["employee"]
        dealt = position["draft"]["employees"]
        if card not in dealt:
            take_out(position, card)
            employed = {facts["employee"] for facts in position["seats"]} - {old}
            free = [i for i, c in enumerate(dealt) if c not in employed]
            dealt[dealt.index(old) if old in dealt else free[0]] = card
        position["seats"][seat].update(employee=card, employee_uses_left=ability(role).uses,
                                       assigned_slot=None)

    return edit(state, change)


def set_seat(
    state: FactoryState,
    seat: int,
    *,
    tiles: Iterable[Pile] | None = None,
    room: Pile | None = None,
    coal: int | None = None,
    parts: dict[str, str] | None = None,
    orders: Iterable[tuple[str, int]] | None = None,
) -> FactoryState:
    """The position with facts of one seat set. ``parts`` maps slot -> part id ("" empties the
    slot); a part or order put here leaves the deck (or hand) it was in."""

    def change(position: dict[str, Any]) -> None:
        facts = position["seats"][seat]
        if tiles is not None:
            facts["tiles"] = [pile_json(t) for t in tiles]
        if room is not None:
            facts["store_room"] = pile_json(room)
        if coal is not None:
            facts["coal"] = coal
        if parts is not None:
            for slot, part in parts.items():
                if part:
                    take_out(position, part)
                    facts["slots"][slot] = part
                else:
                    facts["slots"].pop(slot, None)
        if orders is not None:
            wanted = list(orders)
            # Orders the seat gives up go to whoever held a wanted card, else leave the game.
            spare = [o[0] for o in facts["orders"] if o[0] not in {c for c, _ in wanted}]
            for card, _ in wanted:
                for other in position["seats"]:
                    for held in other["orders"]:
                        if held[0] == card and other is not facts and spare:
                            held[:] = [spare.pop(0), 0]
                take_out(position, card)
            facts["orders"] = [[card, done] for card, done in wanted]

    return edit(state, change)


def pile_json(pile: Pile) -> dict[str, int]:
    """A pile as a snapshot writes it: ``{"bean": 2}``."""
    return {kind: n for kind, n in zip(KINDS, pile, strict=True) if n}


def running(players: int = 2, role: str | None = None, mode: str = "turns", seed: int = 3,
            sides: object = "A") -> tuple[FactoryState, int]:
    """Monday's Run Factory, first shift loaded, for the seat to act (returned); its employee
    replaced by one with ``role``; its tiles emptied and coal set to 10."""
    state = new(players, mode=mode, seed=seed, sides=sides)
    finish_draft(state)
    seat = state.to_act()[0]
    if role is not None:
        state = give_role(state, seat, role)
    return set_seat(state, seat, tiles=[EMPTY] * 4, room=EMPTY, coal=10), seat


def fulfilling(players: int = 2, role: str | None = None, mode: str = "turns", seed: int = 3,
               sides: object = "A", store: str | None = None) -> tuple[FactoryState, int]:
    """Monday's Fulfil Orders for the seat to act (returned), employee role set (of ``store``'s
    deck when given), store room emptied."""
    state = new(players, mode=mode, seed=seed, sides=sides)
    finish_draft(state)
    while state.phase == Phase.RUN:
        seat = state.to_act()[0]
        state.apply(seat, EndShift())
    seat = state.to_act()[0]
    if role is not None:
        state = give_role(state, seat, role, store)
    return set_seat(state, seat, room=EMPTY), seat


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
