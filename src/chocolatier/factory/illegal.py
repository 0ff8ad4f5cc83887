"""Why an action is illegal: the rule it breaks, a stable code and its parameters (the edges
word it from the catalogs: message ``refusal-<code>``, with ``what`` choosing among its cases).

Legality itself is decided by the list of legal actions (one source of truth); this module only
explains a refusal, checking the likely reasons in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import (
    FINISHING,
    Action,
    Agent,
    Assign,
    Chute,
    Copy,
    Dealer,
    Decorate,
    Deliver,
    Give,
    Input,
    KeepChocolate,
    KeepNoMore,
    Move,
    Output,
    Pack,
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
    notation,
)
from chocolatier.factory.cards import SLOTS, STORES
from chocolatier.factory.chocolates import KIND_INDEX
from chocolatier.factory.pending import Basket, Delivery, Keep, Op, Pick, Place
from chocolatier.factory.phases import AGENT, OVER, PHASE_RULE
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

# The decision in progress (the ``what`` of a ``decision-pending`` refusal) and its rule.
_PENDING_NEXT = {
    Place: ("place", DRAFT_RULE),
    Op: ("operate", PARTS_RULE),
    Delivery: ("stage", ORDERS_RULE),
    Basket: ("delivery", STORE_RULE),
    Keep: ("keep", CLEANUP_RULE),
    Pick: ("pick-order", CLEANUP_RULE),
}

# The actions that may finish each kind of pending decision (any other is refused while it is).
_FINISHED_BY: dict[type, frozenset[type[Action]]] = {
    Place: frozenset({PlacePart}),
    Op: frozenset({Input, Output, Upgrade, StopUpgrading, Copy, Move}),
    Delivery: frozenset({Give}),
    Basket: frozenset({Supply, SendDelivery}),
    Keep: frozenset({KeepChocolate, KeepNoMore}),
    Pick: frozenset({PickOrder}),
}
# The choices within a pending decision, explained by what the decision offers.
_CHOICES = FINISHING - {PlacePart}


def explain(state: FactoryState, seat: int, action: Action) -> IllegalActionError:
    """The error for an action that is not among ``seat``'s legal actions."""
    phase = state.phase
    rule = PHASE_RULE[phase]
    if not 0 <= seat < state.num_players:
        return IllegalActionError(rule, "no-such-seat", seat=seat)
    if phase == OVER:
        return IllegalActionError(rule, "game-over")
    if seat not in state.to_act():
        return IllegalActionError(rule, "not-your-turn", seat=seat)
    if phase not in action.phases:
        return IllegalActionError(rule, "wrong-phase", move=notation(action),
                                  phase=phase.value)
    pending = state.pending[seat]
    if pending is not None and type(action) not in _FINISHED_BY[type(pending)]:
        what, pending_rule = _PENDING_NEXT[type(pending)]
        return IllegalActionError(pending_rule, "decision-pending", what=what)
    if pending is None and type(action) in FINISHING:
        return IllegalActionError(rule, "nothing-pending", move=action.verb)
    reason = _reason(state, seat, action)
    if reason is not None:
        return reason
    return IllegalActionError(rule, "not-possible", move=notation(action))


def rule_now(state: FactoryState, seat: int | None) -> str:
    """The rule ``seat`` is at: its pending decision's (the part being operated, the
    delivery...), else the phase's; the same citations as the refusals made now."""
    pending = state.pending[seat] if seat is not None else None
    return _PENDING_NEXT[type(pending)][1] if pending is not None else PHASE_RULE[state.phase]


def _missing(rule: str, where: str, kind: str = "", icon: str = "") -> IllegalActionError:
    """The chocolates needed are not there (``where``: input, copy, stage, keep, tile, chute,
    trade, room, order, part, chocolate-order)."""
    return IllegalActionError(rule, "missing-chocolates", what=where, kind=kind, icon=icon)


def _pending_reason(state: FactoryState, seat: int, action: Action) -> IllegalActionError | None:
    """Why a choice finishing a pending decision is not one of those offered."""
    pending = state.pending[seat]
    if isinstance(pending, Op):
        match action:
            case Input(kind=kind) if pending.ins:
                return _missing(PARTS_RULE, "input", kind, pending.ins[0])
            case Output(kind=kind) if pending.outs:
                return IllegalActionError(PARTS_RULE, "wrong-kind", kind=kind,
                                          icon=pending.outs[0])
            case Upgrade(low=low, high=high) if pending.kind == "upgrade":
                return IllegalActionError(PARTS_RULE, "not-an-upgrade", from_kind=low,
                                          to_kind=high)
            case Copy(kind=kind) if pending.kind == "copy":
                return _missing(PARTS_RULE, "copy", kind)
            case Move(kind=kind, source=source, target=target) if pending.kind == "carry":
                if source != pending.pos + 1 or target == source:
                    return IllegalActionError(MASTER_RULE, "mover-tiles", tile=pending.pos + 1)
                return _missing(PARTS_RULE, "tile", kind)
        return IllegalActionError(PARTS_RULE, "decision-pending",
                                  what="convert" if pending.kind == "convert" else pending.kind)
    if isinstance(pending, Delivery):
        assert isinstance(action, Give)
        return _missing(ORDERS_RULE, "stage", action.kind, pending.icons[0])
    if isinstance(pending, Keep):
        return _missing(CLEANUP_RULE, "keep", action.kind if isinstance(action, KeepChocolate)
                        else "done")
    if isinstance(pending, Pick):
        return IllegalActionError(CLEANUP_RULE, "not-drawn")
    return None


def _reason(state: FactoryState, seat: int, action: Action) -> IllegalActionError | None:
    table = state.table
    role = state.ability(seat)
    if type(action) in _CHOICES or (isinstance(action, Move)
                                      and isinstance(state.pending[seat], Op)):
        return _pending_reason(state, seat, action)
    match action:
        case SupplyAs(store=store):
            return _as_reason(state, seat, store)
        case Take(card=card):
            if card not in state.dealt_parts and card not in state.dealt_staff:
                return IllegalActionError(DRAFT_RULE, "not-dealt")
            is_part = card in state.dealt_parts
            if (is_part and state.new_part[seat]) or (not is_part and state.employee[seat]):
                return IllegalActionError(DRAFT_RULE, "second-pick-other-kind",
                                          what="part" if is_part else "employee")
            if state.solo is not None:
                return _solo_take_reason(state, card)
            return IllegalActionError(DRAFT_RULE, "packet-taken")
        case Run(slot=a, option=n, tile=m):
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
        case Chute(slot=a, kind=b):
            part_id = state.slots[seat][SLOTS.index(a)]
            if not part_id or table.parts[part_id].kind != "chute":
                return IllegalActionError(PARTS_RULE, "no-chute", slot=a)
            return _missing(PARTS_RULE, "chute", b)
        case Trade(kind=kind):
            return _missing(OPERATE_RULE, "trade", kind)
        case Move() | Decorate() | Pack() | Assign():
            needs = granting(action.verb)
            if role not in needs:
                return IllegalActionError(STAFF_RULE, "wrong-employee", role=needs[0])
            if isinstance(action, Assign):
                if state.assigned[seat] >= 0:
                    return IllegalActionError(STAFF_RULE, "already-assigned")
                return IllegalActionError(STAFF_RULE, "no-part", slot=action.slot)
            if not state.uses[seat]:
                return IllegalActionError(STAFF_RULE, "employee-used")
            if isinstance(action, Move) and action.source == action.target:
                return IllegalActionError(STAFF_RULE, "same-tile")
            kind = action.kind if isinstance(action, Move) else (
                action.low if isinstance(action, Decorate) else "")
            return _missing(STAFF_RULE, "tile", kind)
        case Deliver(order=card) | Dealer(order=card) | Agent(order=card) | Skip(order=card):
            if card in table.solo_cards:
                return _chocolate_order_reason(state, action, card)
            if card not in [held for held, _ in state.orders[seat]]:
                return IllegalActionError(ORDERS_RULE, "no-order")
            helpers = granting(action.verb)
            helper = helpers[0] if helpers else None
            if helper is not None and role not in helpers:
                return IllegalActionError(STAFF_RULE, "wrong-employee", role=helper)
            if helper is not None and not state.uses[seat]:
                return IllegalActionError(STAFF_RULE, "employee-used")
            return _missing(ORDERS_RULE, "order")
        case SendDelivery():
            return IllegalActionError(STORE_RULE, "incomplete-delivery")
        case Supply(store=a, kind=b):
            index = STORES.index(a)
            if state.phase == AGENT:
                if index == state.employee_store(seat):
                    return IllegalActionError("§7 Department Store Agent", "same-store", store=a)
            elif state.employee[seat] and state.employee_store(seat) < 0:
                # a Master Chocolatier free employee belongs to no store (ruling M10)
                return IllegalActionError(MASTER_RULE, "free-employee-no-store", store=a)
            elif index != state.employee_store(seat):
                return IllegalActionError(ORDERS_RULE, "wrong-store", store=a)
            elif not may_supply(state, seat, index):
                # this side takes one delivery a day (Palace Boutique B, Dunstan & Gilbert's B)
                return IllegalActionError(STORE_RULE, "store-supplied", store=a,
                                          side=table.store_sides[index].side)
            if not state.room[seat][KIND_INDEX[b]]:
                return _missing(ORDERS_RULE, "room", b)
            side = table.store_sides[index]
            return IllegalActionError(STORE_RULE, "store-rule", store=a, side=side.side, kind=b)
    return None


def _as_reason(state: FactoryState, seat: int, store: str) -> IllegalActionError:
    """Why ``as <store>`` is refused (Master Chocolatier, Palace Boutique D)."""
    sides = state.table.store_sides
    own = state.employee_store(seat)
    target = own if state.phase != AGENT else next(
        (i for i, side in enumerate(sides) if side.rule == "as_other" and i != own), -1)
    if target < 0 or sides[target].rule != "as_other":
        return IllegalActionError(MASTER_RULE, "no-named-requirement")
    named = sides[STORES.index(store)]
    if named.rule in ("earnings", "as_other"):
        return IllegalActionError(MASTER_RULE, "cannot-name-store", store=store,
                                  side=named.side)
    if state.phase != AGENT and not may_supply(state, seat, target):
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


def _chocolate_order_reason(state: FactoryState, action: Action, card: str
                            ) -> IllegalActionError:
    """Why the chocolate order of a Factory Manager card cannot be delivered now."""
    from chocolatier.factory.solo import chocolate_order

    solo = state.solo
    if solo is None or card not in solo.cards:
        return IllegalActionError(SOLO_RULE, "card-face-down")
    if not chocolate_order(state.table, card):
        return IllegalActionError(SOLO_RULE, "no-chocolate-order")
    if not isinstance(action, Deliver):
        return IllegalActionError(STAFF_RULE, "not-a-corner-shop-order")
    if card in solo.filled:
        return IllegalActionError(SOLO_RULE, "already-delivered")
    return _missing(SOLO_RULE, "chocolate-order")
