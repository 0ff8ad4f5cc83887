"""What the seat's employee allows today (§7): the action its ability adds while it has uses,
why another is refused, and the Director's factor. The engine's rules and the bots (through
:mod:`.rules`) ask the same functions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.refusals import STAFF_RULE
from chocolatier.factory.roles import granting

if TYPE_CHECKING:
    from chocolatier.factory.position import Position


def allowed_now(state: Position, seat: int) -> str:
    """The action the seat's employee lets it take now (its ability's ``verb``): while uses are
    left today, or for the Mechanic and Technician until they are assigned; "" when none."""
    verb = state.table.staff[state.employee[seat]].verb
    if verb == "assign":
        return verb if state.assigned[seat] < 0 else ""
    return verb if state.uses[seat] else ""


def employee_refusal(state: Position, seat: int, verb: str) -> IllegalActionError | None:
    """Why the seat's employee does not allow the action ``verb`` now (:func:`allowed_now`'s
    reasons), or ``None`` when it does."""
    if allowed_now(state, seat) == verb:
        return None
    needs = granting(verb)
    if state.ability(seat) not in needs:
        return IllegalActionError(STAFF_RULE, "wrong-employee", role=needs[0])
    if verb == "assign":
        return IllegalActionError(STAFF_RULE, "already-assigned")
    return IllegalActionError(STAFF_RULE, "employee-used")


def store_factor(state: Position, seat: int, store: int) -> int:
    """How many times as far a delivery of the seat to ``store`` moves its marker today (2 with
    that store's Director, §7)."""
    if store != state.employee_store(seat):
        return 1
    return state.table.staff[state.employee[seat]].store_factor
