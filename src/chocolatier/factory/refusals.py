"""What a refusal cites and says: the rules' sections, and the refusals several verbs share.

Each phase module explains the refusal of its own verbs beside the code that lists them as
legal, from the same rule functions (``REFUSALS``: action class -> explanation);
:mod:`.illegal` adds the checks every action shares (the seat, the turn, the phase, a pending
decision). The edges word a refusal from its code (``refusal-<code>`` in the catalogs).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, cast

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import Action

if TYPE_CHECKING:
    from chocolatier.factory.position import Position

DRAFT_RULE = "§4.2 Grow & Recruit"
OPERATE_RULE = "§4.3 Operate"
PARTS_RULE = "§8 Factory parts"
STAFF_RULE = "§7 Employees"
ORDERS_RULE = "§4.4 Fulfill Orders"
STORE_RULE = "§6 Department Stores"
AGENT_RULE = "§7 Department Store Agent"
CLEANUP_RULE = "§4.5 Cleanup"
SOLO_RULE = "§9 Factory Manager"
MASTER_RULE = "§10 Master Chocolatier module"

#: Why an action of one class is not legal now (``None``: no reason of its own, the generic
#: ``not-possible``). Called only for an action that is not among the seat's legal actions.
Refusal = Callable[["Position", int, Action], IllegalActionError | None]

_A = TypeVar("_A", bound=Action)


def refuses(cls: type[_A], explain: Callable[[Position, int, _A], IllegalActionError | None]
            ) -> tuple[type[Action], Refusal]:
    """A ``REFUSALS`` entry: ``explain`` says why an action of class ``cls`` is refused (the
    table is looked up by ``type(action)``, so it only ever receives those)."""
    return cls, cast(Refusal, explain)


def missing(rule: str, where: str, kind: str = "", icon: str = "") -> IllegalActionError:
    """The chocolates needed are not there (``where``: input, copy, stage, keep, tile, chute,
    trade, room, order, part, chocolate-order)."""
    return IllegalActionError(rule, "missing-chocolates", what=where, kind=kind, icon=icon)
