"""Why an action is illegal: the rule it breaks, a stable code and its parameters (the edges
word it from the catalogs: message ``refusal-<code>``, with ``what`` choosing among its cases).

Legality itself is decided by the list of legal actions (one source of truth); this module only
explains a refusal, checking the likely reasons in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import DONE, Action, notation
from chocolatier.factory.cards import SLOTS, STORES
from chocolatier.factory.chocolates import KIND_INDEX
from chocolatier.factory.pending import Basket, Delivery, Keep, Op, Pick, Place
from chocolatier.factory.roles import ability, granting
from chocolatier.factory.rules import may_supply

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
MASTER_RULE = "§10 Master Chocolatier module"

_PHASE_OF_VERB: dict[str, str] = {
    "take": "draft", "place": "draft",
    **dict.fromkeys(("run", "in", "out", "up", "copy", "chute", "trade", "move", "decorate",
                     "pack", "assign", "shift"), "run"),
    **dict.fromkeys(("deliver", "dealer", "agent", "skip", "give", "orders"), "fulfil"),
    "supply": "fulfil", "as": "fulfil", "pass": "agent", "keep": "cleanup", "order": "cleanup",
}
_PHASE_RULE = {
    "draft": DRAFT_RULE, "run": "§4.3 Run Factory", "fulfil": ORDERS_RULE,
    "agent": "§7 Department Store Agent", "cleanup": CLEANUP_RULE, "over": "§5 End of the game",
}
# The decision in progress (the ``what`` of a ``decision-pending`` refusal) and its rule.
_PENDING_NEXT = {
    Place: ("place", DRAFT_RULE),
    Op: ("operate", PARTS_RULE),
    Delivery: ("stage", ORDERS_RULE),
    Basket: ("delivery", STORE_RULE),
    Keep: ("keep", CLEANUP_RULE),
    Pick: ("pick-order", CLEANUP_RULE),
}


def explain(state: FactoryState, seat: int, action: Action) -> IllegalActionError:
    """The error for an action that is not among ``seat``'s legal actions."""
    phase = state.phase
    rule = _PHASE_RULE[phase]
    if not 0 <= seat < state.num_players:
        return IllegalActionError(rule, "no-such-seat", seat=seat)
    if phase == "over":
        return IllegalActionError(rule, "game-over")
    if seat not in state.to_act():
        return IllegalActionError(rule, "not-your-turn", seat=seat)
    verb = action.verb
    wanted = _PHASE_OF_VERB.get(verb, "")
    if wanted == "fulfil" and verb in ("supply", "as") and phase == "agent":
        wanted = "agent"
    if wanted != phase:
        return IllegalActionError(rule, "wrong-phase", move=notation(action), phase=phase)
    pending = state.pending[seat]
    if pending is not None and not _finishes(pending, verb):
        what, pending_rule = _PENDING_NEXT[type(pending)]
        return IllegalActionError(pending_rule, "decision-pending", what=what)
    if pending is None and verb in ("place", "in", "out", "up", "copy", "give", "keep", "order"):
        return IllegalActionError(rule, "nothing-pending", move=verb)
    reason = _reason(state, seat, action)
    if reason is not None:
        return reason
    return IllegalActionError(rule, "not-possible", move=notation(action))


def rule_now(state: FactoryState, seat: int | None) -> str:
    """The rule ``seat`` is at: its pending decision's (the part being operated, the
    delivery...), else the phase's; the same citations as the refusals made now."""
    pending = state.pending[seat] if seat is not None else None
    return _PENDING_NEXT[type(pending)][1] if pending is not None else _PHASE_RULE[state.phase]


def _finishes(pending: object, verb: str) -> bool:
    if isinstance(pending, Place):
        return verb == "place"
    if isinstance(pending, Op):
        return verb in ("in", "out", "up", "copy", "move")
    if isinstance(pending, Delivery):
        return verb == "give"
    if isinstance(pending, Basket):
        return verb == "supply"
    if isinstance(pending, Keep):
        return verb == "keep"
    return verb == "order"


def _missing(rule: str, where: str, kind: str = "", icon: str = "") -> IllegalActionError:
    """The chocolates needed are not there (``where``: input, copy, stage, keep, tile, chute,
    trade, room, order, part, chocolate-order)."""
    return IllegalActionError(rule, "missing-chocolates", what=where, kind=kind, icon=icon)


def _pending_reason(state: FactoryState, seat: int, action: Action) -> IllegalActionError | None:
    """Why a choice finishing a pending decision is not one of those offered."""
    verb, a, b, _, _ = action
    pending = state.pending[seat]
    if isinstance(pending, Op):
        if verb == "in" and pending.ins:
            return _missing(PARTS_RULE, "input", a, pending.ins[0])
        if verb == "out" and pending.outs:
            return IllegalActionError(PARTS_RULE, "wrong-kind", kind=a, icon=pending.outs[0])
        if verb == "up" and pending.kind == "upgrade":
            return IllegalActionError(PARTS_RULE, "not-an-upgrade", from_kind=a, to_kind=b)
        if verb == "copy" and pending.kind == "copy":
            return _missing(PARTS_RULE, "copy", a)
        if verb == "move" and pending.kind == "carry":
            if action.n != pending.pos + 1 or action.m == action.n:
                return IllegalActionError(MASTER_RULE, "mover-tiles", tile=pending.pos + 1)
            return _missing(PARTS_RULE, "tile", a)
        return IllegalActionError(PARTS_RULE, "decision-pending",
                                  what="convert" if pending.kind == "convert" else pending.kind)
    if isinstance(pending, Delivery):
        return _missing(ORDERS_RULE, "stage", a, pending.icons[0])
    if isinstance(pending, Keep):
        return _missing(CLEANUP_RULE, "keep", a)
    if isinstance(pending, Pick):
        return IllegalActionError(CLEANUP_RULE, "not-drawn")
    return None


def _reason(state: FactoryState, seat: int, action: Action) -> IllegalActionError | None:
    verb, a, b, n, m = action
    table = state.table
    role = state.ability(seat)
    if verb in ("in", "out", "up", "copy", "give", "keep", "order") or (
            verb == "move" and isinstance(state.pending[seat], Op)):
        return _pending_reason(state, seat, action)
    if verb == "as":
        return _as_reason(state, seat, a)
    if verb == "take":
        if a not in state.dealt_parts and a not in state.dealt_staff:
            return IllegalActionError(DRAFT_RULE, "not-dealt")
        is_part = a in state.dealt_parts
        if (is_part and state.new_part[seat]) or (not is_part and state.employee[seat]):
            return IllegalActionError(DRAFT_RULE, "second-pick-other-kind",
                                      what="part" if is_part else "employee")
        if state.solo is not None:
            return _solo_take_reason(state, a)
        return IllegalActionError(DRAFT_RULE, "packet-taken")
    if verb == "run":
        slot = SLOTS.index(a)
        part_id = state.slots[seat][slot]
        if not part_id:
            return IllegalActionError(OPERATE_RULE, "no-part", slot=a)
        part = table.parts[part_id]
        if part.kind == "chute":
            return IllegalActionError(PARTS_RULE, "chute-not-run")
        if state.used[seat] >> slot & 1:
            return IllegalActionError(OPERATE_RULE, "part-already-used", slot=a)
        options = len(part.options) if part.kind == "converter" else 1
        if (options > 1 and not 1 <= n <= options) or (options == 1 and n not in (0,)):
            return IllegalActionError(PARTS_RULE, "no-option", part=part_id, option=n)
        if m:
            if role != "technician" or state.assigned[seat] != slot:
                return IllegalActionError(STAFF_RULE, "no-technician")
            if abs(m - 1 - slot % 4) != 1:
                return IllegalActionError(STAFF_RULE, "not-adjacent")
        from chocolatier.factory.operate import part_cost

        cost = part_cost(state, seat, slot, part) + (ability(role).extra_coal if m else 0)
        if state.coal[seat] < cost:
            return IllegalActionError(OPERATE_RULE, "not-enough-coal", cost=cost,
                                      coal=state.coal[seat])
        return _missing(PARTS_RULE, "part")
    if verb == "chute":
        part_id = state.slots[seat][SLOTS.index(a)]
        if not part_id or table.parts[part_id].kind != "chute":
            return IllegalActionError(PARTS_RULE, "no-chute", slot=a)
        return _missing(PARTS_RULE, "chute", b)
    if verb == "trade":
        return _missing(OPERATE_RULE, "trade", a)
    if verb in ("move", "decorate", "pack", "assign"):
        needs = granting(verb)
        if role not in needs:
            return IllegalActionError(STAFF_RULE, "wrong-employee", role=needs[0])
        if verb == "assign":
            if state.assigned[seat] >= 0:
                return IllegalActionError(STAFF_RULE, "already-assigned")
            return IllegalActionError(STAFF_RULE, "no-part", slot=a)
        if not state.uses[seat]:
            return IllegalActionError(STAFF_RULE, "employee-used")
        if verb == "move" and n == m:
            return IllegalActionError(STAFF_RULE, "same-tile")
        return _missing(STAFF_RULE, "tile", a)
    if verb in ("deliver", "dealer", "agent", "skip"):
        if a in table.solo_cards:
            return _chocolate_order_reason(state, action)
        if a not in [card for card, _ in state.orders[seat]]:
            return IllegalActionError(ORDERS_RULE, "no-order")
        helpers = granting(verb)
        helper = helpers[0] if helpers else None
        if helper is not None and role not in helpers:
            return IllegalActionError(STAFF_RULE, "wrong-employee", role=helper)
        if helper is not None and not state.uses[seat]:
            return IllegalActionError(STAFF_RULE, "employee-used")
        return _missing(ORDERS_RULE, "order")
    if verb == "supply":
        if a == DONE:
            return IllegalActionError(STORE_RULE, "incomplete-delivery")
        store = STORES.index(a)
        if state.phase == "agent":
            if store == state.employee_store(seat):
                return IllegalActionError("§7 Department Store Agent", "same-store", store=a)
        elif state.employee[seat] and state.employee_store(seat) < 0:
            # a Master Chocolatier free employee belongs to no store (ruling M10)
            return IllegalActionError(MASTER_RULE, "free-employee-no-store", store=a)
        elif store != state.employee_store(seat):
            return IllegalActionError(ORDERS_RULE, "wrong-store", store=a)
        elif not may_supply(state, seat, store):
            # this side takes one delivery a day (Palace Boutique B, Dunstan & Gilbert's B)
            return IllegalActionError(STORE_RULE, "store-supplied", store=a,
                                      side=table.store_sides[store].side)
        if not state.room[seat][KIND_INDEX[b]]:
            return _missing(ORDERS_RULE, "room", b)
        side = table.store_sides[store]
        return IllegalActionError(STORE_RULE, "store-rule", store=a, side=side.side, kind=b)
    return None


def _as_reason(state: FactoryState, seat: int, store: str) -> IllegalActionError:
    """Why ``as <store>`` is refused (Master Chocolatier, Palace Boutique D)."""
    sides = state.table.store_sides
    own = state.employee_store(seat)
    target = own if state.phase != "agent" else next(
        (i for i, side in enumerate(sides) if side.rule == "as_other" and i != own), -1)
    if target < 0 or sides[target].rule != "as_other":
        return IllegalActionError(MASTER_RULE, "no-named-requirement")
    named = sides[STORES.index(store)]
    if named.rule in ("earnings", "as_other"):
        return IllegalActionError(MASTER_RULE, "cannot-name-store", store=store,
                                  side=named.side)
    if state.phase != "agent" and not may_supply(state, seat, target):
        return IllegalActionError(STORE_RULE, "store-supplied", store=STORES[target],
                                  side=sides[target].side)
    return _missing(STORE_RULE, "room")


def _solo_take_reason(state: FactoryState, card: str) -> IllegalActionError:
    """Why a dealt card cannot be taken in a solo game: its pair is today's removed pair."""
    from chocolatier.factory.solo import DAY_STORE, unavailable_pair

    removed = unavailable_pair(state)
    cards = state.dealt_parts if card in state.dealt_parts else state.dealt_staff
    if removed >= 0 and cards.index(card) == removed:
        return IllegalActionError(SOLO_RULE, "pair-removed", store=DAY_STORE[state.day] or "")
    return IllegalActionError(DRAFT_RULE, "packet-taken")


def _chocolate_order_reason(state: FactoryState, action: Action) -> IllegalActionError:
    """Why the chocolate order of a Factory Manager card cannot be delivered now."""
    from chocolatier.factory.solo import chocolate_order

    card = action.a
    solo = state.solo
    if solo is None or card not in solo.cards:
        return IllegalActionError(SOLO_RULE, "card-face-down")
    if not chocolate_order(state.table, card):
        return IllegalActionError(SOLO_RULE, "no-chocolate-order")
    if action.verb != "deliver":
        return IllegalActionError(STAFF_RULE, "not-a-corner-shop-order")
    if card in solo.filled:
        return IllegalActionError(SOLO_RULE, "already-delivered")
    return _missing(SOLO_RULE, "chocolate-order")
