"""The fixed integer action space (for reinforcement learning): one block of ids per verb.

Ids that name cards are relative to what the seat sees now: ``take`` uses the card's place among
today's dealt parts (0–4) or employees (5–9); order verbs use the order's place among the seat's
active orders (3 regular, and up to 3 special orders in a solo game); ``deliver`` of a solo
chocolate order uses the card's place among the face-up Factory Manager cards, after the orders;
``order`` uses the drawn card's deck (small, medium, large). The Master Chocolatier module's
ids come last: ``take_free`` (the sixth employee dealt, its free employee) and ``as <store>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import DONE, Action
from chocolatier.factory.cards import ICONS, KINDS, MAX_SPECIAL_ORDERS, SLOTS, STORES
from chocolatier.factory.chocolates import UPGRADES
from chocolatier.factory.pending import Pick
from chocolatier.factory.solo import MAX_FACE_UP
from chocolatier.factory.table import MAX_OPTIONS, ORDER_SIZES

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState

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


def _order_index(state: FactoryState, seat: int, card: str) -> int:
    for index, (held, _) in enumerate(state.orders[seat]):
        if held == card:
            return index
    raise IllegalActionError("§4.4 Fulfill Orders", "no-order")


def _local(state: FactoryState, seat: int, action: Action) -> int:
    verb, a, b, n, m = action
    if verb == "take":
        if a in state.dealt_parts:
            return state.dealt_parts.index(a)
        if a in state.dealt_staff[:5]:
            return 5 + state.dealt_staff.index(a)
        raise IllegalActionError("§4.2 Grow & Recruit", "not-dealt")
    if verb in ("place", "assign"):
        return SLOTS.index(a)
    if verb == "run":
        pos = SLOTS.index(a) % P + 1
        extra = 0 if not m else (1 if m < pos else 2)
        return (SLOTS.index(a) * (MAX_OPTIONS + 1) + n) * 3 + extra
    if verb in ("in", "out", "copy", "trade", "give"):
        return KINDS.index(a)
    if verb == "up":
        return len(UPGRADES) if a == DONE else UPGRADES.index((a, b))
    if verb == "chute":
        return SLOTS.index(a) * K + KINDS.index(b)
    if verb == "move":
        return ((n - 1) * P + (m - 1)) * K + KINDS.index(a)
    if verb == "decorate":
        return (n - 1) * len(UPGRADES) + UPGRADES.index((a, b))
    if verb == "pack":
        return n - 1
    if verb == "deliver" and state.solo is not None and a in state.solo.cards:
        return ORDERS + state.solo.cards.index(a)
    if verb in ("deliver", "agent", "skip"):
        return _order_index(state, seat, a)
    if verb == "dealer":
        return _order_index(state, seat, a) * len(ICONS) + ICONS.index(b)
    if verb == "supply":
        return len(STORES) * K if a == DONE else STORES.index(a) * K + KINDS.index(b)
    if verb == "keep":
        return K if a == DONE else KINDS.index(a)
    if verb == "order":
        return ORDER_SIZES.index(state.table.orders[a].size)
    if verb == "as":
        return STORES.index(a)
    return 0  # shift, orders, pass


def _is_free_take(state: FactoryState, action: Action) -> bool:
    return action.verb == "take" and action.a in state.dealt_staff[5:]


def action_id(state: FactoryState, seat: int, action: Action) -> int:
    """The id of ``action`` for ``seat`` now."""
    if _is_free_take(state, action):
        return OFFSETS["take_free"]
    return OFFSETS[action.verb] + _local(state, seat, action)


def _no(message: str) -> IllegalActionError:
    # The detail is for developers (an RL agent's bad id); players never send ids by hand.
    return IllegalActionError("action ids", "no-such-action-id", detail=message)


def action_from_id(state: FactoryState, seat: int, action_id: int) -> Action:
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
        return Action("take", cards[i % 5])
    if verb in ("place", "assign"):
        return Action(verb, SLOTS[i])
    if verb == "run":
        slot_option, extra = divmod(i, 3)
        slot, option = divmod(slot_option, MAX_OPTIONS + 1)
        pos = slot % P + 1
        target = 0 if not extra else pos - 1 if extra == 1 else pos + 1
        if not 0 <= target <= P:
            raise _no("the Technician's tile is off the conveyor")
        return Action("run", SLOTS[slot], "", option, target)
    if verb in ("in", "out", "copy", "trade", "give"):
        return Action(verb, KINDS[i])
    if verb == "up":
        return Action("up", DONE) if i == len(UPGRADES) else Action("up", *UPGRADES[i])
    if verb == "chute":
        return Action("chute", SLOTS[i // K], KINDS[i % K])
    if verb == "move":
        pair, kind = divmod(i, K)
        return Action("move", KINDS[kind], "", pair // P + 1, pair % P + 1)
    if verb == "decorate":
        pos, step = divmod(i, len(UPGRADES))
        return Action("decorate", *UPGRADES[step], pos + 1)
    if verb == "pack":
        return Action("pack", "", "", i + 1)
    if verb == "deliver" and i >= ORDERS:
        cards = state.solo.cards if state.solo is not None else ()
        if i - ORDERS >= len(cards):
            raise _no(f"there is no face-up Factory Manager card number {i - ORDERS + 1}")
        return Action("deliver", cards[i - ORDERS])
    if verb in ("deliver", "agent", "skip", "dealer"):
        index, icon = divmod(i, len(ICONS)) if verb == "dealer" else (i, 0)
        if index >= len(state.orders[seat]):
            raise _no(f"you hold no order number {index + 1}")
        card = state.orders[seat][index][0]
        return Action(verb, card, ICONS[icon]) if verb == "dealer" else Action(verb, card)
    if verb == "supply":
        if i == len(STORES) * K:
            return Action("supply", DONE)
        return Action("supply", STORES[i // K], KINDS[i % K])
    if verb == "keep":
        return Action("keep", DONE) if i == K else Action("keep", KINDS[i])
    if verb == "take_free":
        if len(state.dealt_staff) < 6:
            raise _no("no free employee was dealt today (Master Chocolatier module)")
        return Action("take", state.dealt_staff[5])
    if verb == "as":
        return Action("as", STORES[i])
    if verb == "order":
        pending = state.pending[seat]
        if isinstance(pending, Pick):
            for card in pending.drawn:
                if state.table.orders[card].size == ORDER_SIZES[i]:
                    return Action("order", card)
        raise _no(f"no {ORDER_SIZES[i]} order was drawn")
    return Action(verb)
