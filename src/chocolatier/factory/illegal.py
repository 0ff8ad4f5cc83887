"""Why an action is illegal: the rule it breaks, a stable code and a message in words.

Legality itself is decided by the list of legal actions (one source of truth); this module only
explains a refusal, checking the likely reasons in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import DONE, Action, notation
from chocolatier.factory.cards import SLOTS, STORES
from chocolatier.factory.chocolates import KIND_INDEX
from chocolatier.factory.fulfil import may_supply
from chocolatier.factory.pending import Basket, Delivery, Keep, Op, Pick, Place

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState

DRAFT_RULE = "§4.2 Grow & Recruit"
OPERATE_RULE = "§4.3 Operate"
PARTS_RULE = "§8 Factory parts"
STAFF_RULE = "§7 Employees"
ORDERS_RULE = "§4.4 Fulfill Orders"
STORE_RULE = "§6 Department Stores"
CLEANUP_RULE = "§4.5 Cleanup"
SOLO_RULE = "§9 Factory Manager"

_PHASE_OF_VERB: dict[str, str] = {
    "take": "draft", "place": "draft",
    **dict.fromkeys(("run", "in", "out", "up", "copy", "chute", "trade", "move", "decorate",
                     "pack", "assign", "shift"), "run"),
    **dict.fromkeys(("deliver", "dealer", "agent", "skip", "give", "orders"), "fulfil"),
    "supply": "fulfil", "pass": "agent", "keep": "cleanup", "order": "cleanup",
}
_PHASE_RULE = {
    "draft": DRAFT_RULE, "run": "§4.3 Run Factory", "fulfil": ORDERS_RULE,
    "agent": "§7 Department Store Agent", "cleanup": CLEANUP_RULE, "over": "§5 End of the game",
}
_PENDING_NEXT = {
    Place: ("place <slot>", DRAFT_RULE),
    Op: ("finish operating the part (in/out/up/copy)", PARTS_RULE),
    Delivery: ("finish the stage (give <kind>)", ORDERS_RULE),
    Basket: ("finish the Department Store delivery (supply …)", STORE_RULE),
    Keep: ("keep <kind> or keep done", CLEANUP_RULE),
    Pick: ("order <card> to keep a drawn order", CLEANUP_RULE),
}


def explain(state: FactoryState, seat: int, action: Action) -> IllegalActionError:
    """The error for an action that is not among ``seat``'s legal actions."""
    phase = state.phase
    rule = _PHASE_RULE[phase]
    if not 0 <= seat < state.num_players:
        return IllegalActionError(rule, f"there is no seat {seat}", "no-such-seat")
    if phase == "over":
        return IllegalActionError(rule, "the game is over", "game-over")
    if seat not in state.to_act():
        return IllegalActionError(rule, f"seat {seat} is not to act now", "not-your-turn")
    verb = action.verb
    wanted = _PHASE_OF_VERB.get(verb, "")
    if wanted == "fulfil" and verb == "supply" and phase == "agent":
        wanted = "agent"
    if wanted != phase:
        return IllegalActionError(
            rule, f"{notation(action)!r} is not an action of the {phase} phase", "wrong-phase"
        )
    pending = state.pending[seat]
    if pending is not None and not _finishes(pending, verb):
        what, pending_rule = _PENDING_NEXT[type(pending)]
        return IllegalActionError(pending_rule, f"first {what}", "decision-pending")
    if pending is None and verb in ("place", "in", "out", "up", "copy", "give", "keep", "order"):
        return IllegalActionError(rule, f"nothing asks for {verb!r} now", "nothing-pending")
    reason = _reason(state, seat, action)
    if reason is not None:
        return reason
    return IllegalActionError(
        rule, f"{notation(action)!r} is not possible now", "not-possible"
    )


def _finishes(pending: object, verb: str) -> bool:
    if isinstance(pending, Place):
        return verb == "place"
    if isinstance(pending, Op):
        return verb in ("in", "out", "up", "copy")
    if isinstance(pending, Delivery):
        return verb == "give"
    if isinstance(pending, Basket):
        return verb == "supply"
    if isinstance(pending, Keep):
        return verb == "keep"
    return verb == "order"


def _pending_reason(state: FactoryState, seat: int, action: Action) -> IllegalActionError | None:
    """Why a choice finishing a pending decision is not one of those offered."""
    verb, a, b, _, _ = action
    pending = state.pending[seat]
    if isinstance(pending, Op):
        if verb == "in" and pending.ins:
            return IllegalActionError(PARTS_RULE, f"the next input ({pending.ins[0]}) cannot be "
                                      f"a {a} from this tile", "missing-chocolates")
        if verb == "out" and pending.outs:
            return IllegalActionError(PARTS_RULE, f"the next output is a {pending.outs[0]}, "
                                      f"not a {a}", "wrong-kind")
        if verb == "up" and pending.kind == "upgrade":
            return IllegalActionError(PARTS_RULE, f"{a}>{b} is not an upgrade of a chocolate "
                                      "on the tile (one stage up)", "not-an-upgrade")
        if verb == "copy" and pending.kind == "copy":
            return IllegalActionError(PARTS_RULE, f"there is no {a} on the tile to copy",
                                      "missing-chocolates")
        return IllegalActionError(PARTS_RULE, f"the part being operated asks for "
                                  f"{'in/out' if pending.kind == 'convert' else pending.kind}",
                                  "decision-pending")
    if isinstance(pending, Delivery):
        return IllegalActionError(ORDERS_RULE, f"the next icon ({pending.icons[0]}) cannot be "
                                  f"a {a} from your store room", "missing-chocolates")
    if isinstance(pending, Keep):
        return IllegalActionError(CLEANUP_RULE, f"there is no {a} among the chocolates to keep",
                                  "missing-chocolates")
    if isinstance(pending, Pick):
        return IllegalActionError(CLEANUP_RULE, f"{a} is not one of the orders drawn",
                                  "not-drawn")
    return None


def _reason(state: FactoryState, seat: int, action: Action) -> IllegalActionError | None:
    verb, a, b, n, m = action
    table = state.table
    role = state.role(seat)
    if verb in ("in", "out", "up", "copy", "give", "keep", "order"):
        return _pending_reason(state, seat, action)
    if verb == "take":
        if a not in state.dealt_parts and a not in state.dealt_staff:
            return IllegalActionError(DRAFT_RULE, f"{a} was not dealt today", "not-dealt")
        is_part = a in state.dealt_parts
        if (is_part and state.new_part[seat]) or (not is_part and state.employee[seat]):
            kind = "part" if is_part else "employee"
            return IllegalActionError(
                DRAFT_RULE, f"you already have today's {kind}: take the other kind",
                "second-pick-other-kind",
            )
        if state.solo is not None:
            return _solo_take_reason(state, a)
        return IllegalActionError(DRAFT_RULE, f"the packet holding {a} was taken", "packet-taken")
    if verb == "run":
        slot = SLOTS.index(a)
        part_id = state.slots[seat][slot]
        if not part_id:
            return IllegalActionError(OPERATE_RULE, f"there is no part on {a}", "no-part")
        part = table.parts[part_id]
        if part.kind == "chute":
            return IllegalActionError(PARTS_RULE, "use the Chute with chute <slot> <kind>",
                                      "chute-not-run")
        if state.used[seat] >> slot & 1:
            return IllegalActionError(OPERATE_RULE, f"the part on {a} was already operated "
                                      "this shift", "part-already-used")
        options = len(part.options) if part.kind == "converter" else 1
        if (options > 1 and not 1 <= n <= options) or (options == 1 and n not in (0,)):
            return IllegalActionError(PARTS_RULE, f"{part.name} has no option {n}", "no-option")
        if m:
            if role != "technician" or state.assigned[seat] != slot:
                return IllegalActionError(STAFF_RULE, "only a part with today's Technician "
                                          "works on a second tile", "no-technician")
            if abs(m - 1 - slot % 4) != 1:
                return IllegalActionError(STAFF_RULE, "the Technician's tile must be adjacent",
                                          "not-adjacent")
        from chocolatier.factory.operate import part_cost

        cost = part_cost(state, seat, slot, part) + (1 if m else 0)
        if state.coal[seat] < cost:
            return IllegalActionError(OPERATE_RULE, f"operating it costs {cost} coal, you have "
                                      f"{state.coal[seat]}", "not-enough-coal")
        return IllegalActionError(PARTS_RULE, f"the chocolates on the tile do not allow "
                                  f"{notation(action)!r}", "missing-chocolates")
    if verb == "chute":
        part_id = state.slots[seat][SLOTS.index(a)]
        if not part_id or table.parts[part_id].kind != "chute":
            return IllegalActionError(PARTS_RULE, f"there is no Chute on {a}", "no-chute")
        return IllegalActionError(PARTS_RULE, f"there is no {b} on the Chute's tile",
                                  "missing-chocolates")
    if verb == "trade":
        return IllegalActionError(OPERATE_RULE, f"there is no {a} in your store room (only "
                                  "store-room chocolates can be traded)", "missing-chocolates")
    if verb in ("move", "decorate", "pack", "assign"):
        needs = {"move": ("operator", "expert_operator"), "decorate": ("decorator",),
                 "pack": ("packer",), "assign": ("mechanic", "technician")}[verb]
        if role not in needs:
            return IllegalActionError(STAFF_RULE, f"{verb!r} needs today's "
                                      f"{' or '.join(needs)}", "wrong-employee")
        if verb == "assign":
            if state.assigned[seat] >= 0:
                return IllegalActionError(STAFF_RULE, "the employee is already assigned today",
                                          "already-assigned")
            return IllegalActionError(STAFF_RULE, f"there is no part to assign on {a}",
                                      "no-part")
        if not state.uses[seat]:
            return IllegalActionError(STAFF_RULE, "the employee's uses today are spent",
                                      "employee-used")
        if verb == "move" and n == m:
            return IllegalActionError(STAFF_RULE, "move to another tile", "same-tile")
        return IllegalActionError(STAFF_RULE, "the tile does not hold that chocolate",
                                  "missing-chocolates")
    if verb in ("deliver", "dealer", "agent", "skip"):
        if a in table.solo_cards:
            return _chocolate_order_reason(state, action)
        if a not in [card for card, _ in state.orders[seat]]:
            return IllegalActionError(ORDERS_RULE, f"{a} is not one of your open orders",
                                      "no-order")
        helper = {"dealer": "dealer", "agent": "corner_shop_agent", "skip": "clerk"}.get(verb)
        if helper is not None and role != helper:
            return IllegalActionError(STAFF_RULE, f"{verb!r} needs today's {helper}",
                                      "wrong-employee")
        if helper is not None and not state.uses[seat]:
            return IllegalActionError(STAFF_RULE, "the employee was already used today",
                                      "employee-used")
        return IllegalActionError(ORDERS_RULE, "your store room lacks the chocolates of the "
                                  "stage (exactly those shown)", "missing-chocolates")
    if verb == "supply":
        if a == DONE:
            return IllegalActionError(STORE_RULE, "this delivery does not meet the store's "
                                      "rule yet", "incomplete-delivery")
        store = STORES.index(a)
        if state.phase == "agent":
            if store == state.employee_store(seat):
                return IllegalActionError("§7 Department Store Agent", "the Agent supplies "
                                          "another store than today's", "same-store")
        elif store != state.employee_store(seat):
            return IllegalActionError(ORDERS_RULE, "you may supply only the store of today's "
                                      "employee", "wrong-store")
        elif not may_supply(state, seat, store):
            return IllegalActionError(STORE_RULE, f"{table.store_names[store]} (side "
                                      f"{table.store_sides[store].side}) takes one delivery a "
                                      "day and you already supplied it today", "store-supplied")
        if not state.room[seat][KIND_INDEX[b]]:
            return IllegalActionError(ORDERS_RULE, f"there is no {b} in your store room",
                                      "missing-chocolates")
        side = table.store_sides[store]
        return IllegalActionError(STORE_RULE, f"{table.store_names[store]} (side {side.side}) "
                                  f"does not take that: {side.text}", "store-rule")
    return None


def _solo_take_reason(state: FactoryState, card: str) -> IllegalActionError:
    """Why a dealt card cannot be taken in a solo game: its pair is today's removed pair."""
    from chocolatier.factory.solo import DAY_STORE, unavailable_pair

    removed = unavailable_pair(state)
    cards = state.dealt_parts if card in state.dealt_parts else state.dealt_staff
    if removed >= 0 and cards.index(card) == removed:
        store = state.table.store_names[STORES.index(DAY_STORE[state.day] or "")]
        return IllegalActionError(SOLO_RULE, f"{card} is in today's removed pair (the employee "
                                  f"of {store})", "pair-removed")
    return IllegalActionError(DRAFT_RULE, f"{card} was already taken", "packet-taken")


def _chocolate_order_reason(state: FactoryState, action: Action) -> IllegalActionError:
    """Why the chocolate order of a Factory Manager card cannot be delivered now."""
    from chocolatier.factory.solo import chocolate_order

    card = action.a
    solo = state.solo
    if solo is None or card not in solo.cards:
        return IllegalActionError(SOLO_RULE, f"{card} is not face up", "card-face-down")
    if not chocolate_order(state.table, card):
        return IllegalActionError(SOLO_RULE, f"{card} has no chocolate order", "no-chocolate-order")
    if action.verb != "deliver":
        return IllegalActionError(STAFF_RULE, "employees help with Corner Shop orders only, not "
                                  "chocolate orders", "not-a-corner-shop-order")
    if card in solo.filled:
        return IllegalActionError(SOLO_RULE, f"the chocolate order of {card} was delivered "
                                  "already", "already-delivered")
    return IllegalActionError(SOLO_RULE, "your store room lacks the chocolates of the card "
                              "(all delivered at once)", "missing-chocolates")
