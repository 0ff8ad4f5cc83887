"""Why an action is illegal: the rule it breaks, a stable code and its parameters (the edges
word it from the catalogs: message ``refusal-<code>``, with ``what`` choosing among its cases).

Legality itself is decided by the list of legal actions (one source of truth). This module
explains a refusal: first what every action shares (the seat, the turn, the phase the action's
class is taken in, a pending decision), then the action's own reasons, which each phase module
states beside the code listing its legal actions (their ``REFUSALS`` tables).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory import cleanup, draft, fulfil, operate
from chocolatier.factory.actions import (
    FINISHING,
    Action,
    Copy,
    Give,
    Input,
    KeepChocolate,
    KeepNoMore,
    Move,
    Output,
    PickOrder,
    PlacePart,
    SendDelivery,
    StopUpgrading,
    Supply,
    Upgrade,
    notation,
)
from chocolatier.factory.pending import Basket, Delivery, Keep, Op, Pick, Place
from chocolatier.factory.phases import OVER, PHASE_RULE
from chocolatier.factory.refusals import (
    CLEANUP_RULE,
    DRAFT_RULE,
    ORDERS_RULE,
    PARTS_RULE,
    STORE_RULE,
    Refusal,
)

if TYPE_CHECKING:
    from chocolatier.factory.position import Position

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
_REFUSALS: dict[type[Action], Refusal] = {
    **draft.REFUSALS, **operate.REFUSALS, **fulfil.REFUSALS, **cleanup.REFUSALS,
}


def explain(state: Position, seat: int, action: Action) -> IllegalActionError:
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
    own = _REFUSALS.get(type(action))
    reason = own(state, seat, action) if own is not None else None
    if reason is not None:
        return reason
    return IllegalActionError(rule, "not-possible", move=notation(action))


def rule_now(state: Position, seat: int | None) -> str:
    """The rule ``seat`` is at: its pending decision's (the part being operated, the
    delivery...), else the phase's; the same citations as the refusals made now."""
    pending = state.pending[seat] if seat is not None else None
    return _PENDING_NEXT[type(pending)][1] if pending is not None else PHASE_RULE[state.phase]
