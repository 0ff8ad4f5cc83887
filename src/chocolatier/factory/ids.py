"""The fixed integer action space (for reinforcement learning): one block of ids per verb.

Ids that name cards are relative to what the seat sees now: ``take`` uses the card's place among
today's dealt parts (0–4) or employees (5–9); order verbs use the order's place among the seat's
active orders (3 regular, and up to 3 special orders in a solo game); ``deliver`` of a solo
chocolate order uses the card's place among the face-up Factory Manager cards, after the orders;
``order`` uses the drawn card's deck (small, medium, large). The Master Chocolatier module's
ids come last: ``take_free`` (the sixth employee dealt, its free employee) and ``as <store>``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import (
    Action,
    Agent,
    Assign,
    Chute,
    Copy,
    Dealer,
    Decorate,
    Deliver,
    EndOrders,
    EndShift,
    Give,
    Input,
    KeepChocolate,
    KeepNoMore,
    Move,
    Output,
    Pack,
    Pass,
    PickOrder,
    PlacePart,
    Run,
    SendDelivery,
    Skip,
    StopUpgrading,
    Supply,
    SupplyAs,
    Take,
    Trade,
    Upgrade,
)
from chocolatier.factory.cards import ICONS, KINDS, MAX_SPECIAL_ORDERS, SLOTS, STORES
from chocolatier.factory.chocolates import UPGRADES
from chocolatier.factory.pending import Pick
from chocolatier.factory.solo import MAX_FACE_UP
from chocolatier.factory.table import MAX_OPTIONS, ORDER_SIZES

if TYPE_CHECKING:
    from chocolatier.factory.position import Position

K, S, P = len(KINDS), len(SLOTS), 4  # kinds, slots, conveyor positions
ORDERS = 3 + MAX_SPECIAL_ORDERS
# verb -> number of ids, in id order.
SIZES: dict[str, int] = {
    "take": 10, "place": S, "run": S * (MAX_OPTIONS + 1) * 3, "in": K, "out": K,
    "up": len(UPGRADES) + 1, "copy": K, "chute": S * K, "trade": K, "move": P * P * K,
    "decorate": P * len(UPGRADES), "pack": P, "assign": S, "shift": 1,
    "deliver": ORDERS + MAX_FACE_UP, "dealer": ORDERS * len(ICONS), "agent": ORDERS, "skip": ORDERS,
    "give": K, "supply": len(STORES) * K + 1, "orders": 1, "pass": 1, "keep": K + 1,
    "order": len(ORDER_SIZES),
    # Master Chocolatier, added at the end so that every earlier id keeps its meaning: taking
    # the sixth (free) employee dealt, and the Palace Boutique D's named requirement.
    "take_free": 1, "as": len(STORES),
}
OFFSETS: dict[str, int] = {}
_total = 0
for _verb, _size in SIZES.items():
    OFFSETS[_verb] = _total
    _total += _size
NUM_DISTINCT_ACTIONS = _total
_BY_OFFSET = sorted((offset, verb) for verb, offset in OFFSETS.items())


def _order_index(state: Position, seat: int, card: str) -> int:
    for index, (held, _) in enumerate(state.orders[seat]):
        if held == card:
            return index
    raise IllegalActionError("§4.4 Fulfill Orders", "no-order")


def _local(state: Position, seat: int, action: Action) -> int:
    match action:
        case Take(card=card):
            if card in state.dealt_parts:
                return state.dealt_parts.index(card)
            if card in state.dealt_staff[:5]:
                return 5 + state.dealt_staff.index(card)
            raise IllegalActionError("§4.2 Grow & Recruit", "not-dealt")
        case PlacePart(slot=slot) | Assign(slot=slot):
            return SLOTS.index(slot)
        case Run(slot=slot, option=option, tile=tile):
            pos = SLOTS.index(slot) % P + 1
            extra = 0 if not tile else (1 if tile < pos else 2)
            return (SLOTS.index(slot) * (MAX_OPTIONS + 1) + option) * 3 + extra
        case Input(kind=kind) | Output(kind=kind) | Copy(kind=kind) | Trade(kind=kind) \
                | Give(kind=kind) | KeepChocolate(kind=kind):
            return KINDS.index(kind)
        case Upgrade(low=low, high=high):
            return UPGRADES.index((low, high))
        case StopUpgrading():
            return len(UPGRADES)
        case Chute(slot=slot, kind=kind):
            return SLOTS.index(slot) * K + KINDS.index(kind)
        case Move(kind=kind, source=source, target=target):
            return ((source - 1) * P + (target - 1)) * K + KINDS.index(kind)
        case Decorate(tile=tile, low=low, high=high):
            return (tile - 1) * len(UPGRADES) + UPGRADES.index((low, high))
        case Pack(tile=tile):
            return tile - 1
        case Deliver(order=card) if state.solo is not None and card in state.solo.cards:
            return ORDERS + state.solo.cards.index(card)
        case Deliver(order=card) | Agent(order=card) | Skip(order=card):
            return _order_index(state, seat, card)
        case Dealer(order=card, icon=icon):
            return _order_index(state, seat, card) * len(ICONS) + ICONS.index(icon)
        case Supply(store=store, kind=kind):
            return STORES.index(store) * K + KINDS.index(kind)
        case SendDelivery():
            return len(STORES) * K
        case KeepNoMore():
            return K
        case PickOrder(card=card):
            return ORDER_SIZES.index(state.table.orders[card].size)
        case SupplyAs(store=store):
            return STORES.index(store)
    return 0  # shift, orders, pass


def _is_free_take(state: Position, action: Action) -> bool:
    return isinstance(action, Take) and action.card in state.dealt_staff[5:]


def action_id(state: Position, seat: int, action: Action) -> int:
    """The id of ``action`` for ``seat`` now."""
    if _is_free_take(state, action):
        return OFFSETS["take_free"]
    return OFFSETS[action.verb] + _local(state, seat, action)


def _no(message: str) -> IllegalActionError:
    # The detail is for developers (an RL agent's bad id); players never send ids by hand.
    return IllegalActionError("action ids", "no-such-action-id", detail=message)


def action_from_id(state: Position, seat: int, action_id: int) -> Action:
    """The action an id stands for now (raises ``IllegalActionError`` if it names nothing)."""
    if not 0 <= action_id < NUM_DISTINCT_ACTIONS:
        raise _no(f"action id {action_id} is outside 0..{NUM_DISTINCT_ACTIONS - 1}")
    verb = ""
    for offset, name in _BY_OFFSET:
        if offset <= action_id:
            verb = name
    i = action_id - OFFSETS[verb]
    if verb == "take":
        cards = state.dealt_parts if i < 5 else state.dealt_staff
        if i % 5 >= len(cards):
            raise _no(f"no card {i % 5 + 1} was dealt today")
        return Take(cards[i % 5])
    if verb == "place":
        return PlacePart(SLOTS[i])
    if verb == "assign":
        return Assign(SLOTS[i])
    if verb == "run":
        slot_option, extra = divmod(i, 3)
        slot, option = divmod(slot_option, MAX_OPTIONS + 1)
        pos = slot % P + 1
        target = 0 if not extra else pos - 1 if extra == 1 else pos + 1
        if not 0 <= target <= P:
            raise _no("the Technician's tile is off the conveyor")
        return Run(SLOTS[slot], option, target)
    if verb in _BY_KIND:
        return _BY_KIND[verb](KINDS[i])
    if verb == "up":
        return StopUpgrading() if i == len(UPGRADES) else Upgrade(*UPGRADES[i])
    if verb == "chute":
        return Chute(SLOTS[i // K], KINDS[i % K])
    if verb == "move":
        pair, kind = divmod(i, K)
        return Move(KINDS[kind], pair // P + 1, pair % P + 1)
    if verb == "decorate":
        pos, step = divmod(i, len(UPGRADES))
        return Decorate(pos + 1, *UPGRADES[step])
    if verb == "pack":
        return Pack(i + 1)
    if verb == "deliver" and i >= ORDERS:
        cards = state.solo.cards if state.solo is not None else ()
        if i - ORDERS >= len(cards):
            raise _no(f"there is no face-up Factory Manager card number {i - ORDERS + 1}")
        return Deliver(cards[i - ORDERS])
    if verb in _BY_ORDER or verb == "dealer":
        index, icon = divmod(i, len(ICONS)) if verb == "dealer" else (i, 0)
        if index >= len(state.orders[seat]):
            raise _no(f"you hold no order number {index + 1}")
        card = state.orders[seat][index][0]
        return Dealer(card, ICONS[icon]) if verb == "dealer" else _BY_ORDER[verb](card)
    if verb == "supply":
        if i == len(STORES) * K:
            return SendDelivery()
        return Supply(STORES[i // K], KINDS[i % K])
    if verb == "keep":
        return KeepNoMore() if i == K else KeepChocolate(KINDS[i])
    if verb == "take_free":
        if len(state.dealt_staff) < 6:
            raise _no("no free employee was dealt today (Master Chocolatier module)")
        return Take(state.dealt_staff[5])
    if verb == "as":
        return SupplyAs(STORES[i])
    if verb == "order":
        pending = state.pending[seat]
        if isinstance(pending, Pick):
            for card in pending.drawn:
                if state.table.orders[card].size == ORDER_SIZES[i]:
                    return PickOrder(card)
        raise _no(f"no {ORDER_SIZES[i]} order was drawn")
    return _BY_VERB[verb]


# The verbs whose id names a kind, an order (the Dealer's names an icon too); the verbs of
# one action.
_BY_KIND: dict[str, Callable[[str], Action]] = {
    "in": Input, "out": Output, "copy": Copy, "trade": Trade, "give": Give,
}
_BY_ORDER: dict[str, Callable[[str], Action]] = {
    "deliver": Deliver, "agent": Agent, "skip": Skip,
}
_BY_VERB: dict[str, Action] = {"shift": EndShift(), "orders": EndOrders(), "pass": Pass()}
