"""Chocolate Factory actions: one small immutable value per decision, and their text notation.

An :class:`Action` is a verb with up to four arguments. Big choices are split into successive
small decisions of the same seat (operate a part, then name the kind for each generic icon), so
every action is short to write and the integer action space stays small. ``docs/notation.md``
lists every verb with examples. :func:`parse` reads any well-formed notation, legal or not, so
that applying an illegal one can name the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from chocolatier.core.errors import NotationError
from chocolatier.factory.cards import ICONS, KINDS, SLOTS, STORES

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState


class Action(NamedTuple):
    """A decision. ``verb`` says what; ``a``/``b`` are names (card, slot, kind, store) and
    ``n``/``m`` numbers (option, tile position) — see the ``VERBS`` table for each verb."""

    verb: str
    a: str = ""
    b: str = ""
    n: int = 0
    m: int = 0


DONE = "done"

# What applies one verb to a position (each phase module's ``HANDLERS``); declared so that mypy
# (and mypyc, see scripts/compile.py) knows their type across the import cycle with the state.
Handler = Callable[["FactoryState", int, Action], None]

# verb -> what its arguments mean, for docs and error messages.
VERBS: dict[str, str] = {
    "take": "take <card>: take the packet holding this part or employee and keep the card",
    "place": "place <slot>: put the part just taken on slot T1..T4/B1..B4",
    "run": "run <slot>[/<option>][ +<tile>]: operate a part (Technician copy on a tile)",
    "in": "in <kind>: the kind taken for the next generic input icon",
    "out": "out <kind>: the kind made for the next generic output icon",
    "up": "up <from>><to>: spend an upgrade point; up done: stop (points lost)",
    "copy": "copy <kind>: the chocolate a repeater copies",
    "chute": "chute <slot> <kind>: send one chocolate down the Chute to the store room",
    "trade": "trade <kind>: one store-room chocolate becomes 1 coal",
    "move": "move <tile>><tile> <kind>: Operator / Expert Operator moves one chocolate",
    "decorate": "decorate <tile> <from>><to>: Decorator upgrades one chocolate",
    "pack": "pack <tile>: Packer doubles every chocolate on a tile",
    "assign": "assign <slot>: attach today's Mechanic or Technician to a part",
    "shift": "shift done: end the Operate step of this shift",
    "deliver": "deliver <order>: deliver the current stage of a Corner Shop order",
    "dealer": "dealer <order> -<icon>: Dealer delivers the stage without one chocolate",
    "agent": "agent <order>: Corner Shop Agent delivers the stage with any refined chocolates",
    "skip": "skip <order>: Clerk skips the current stage (no money)",
    "give": "give <kind>: the chocolate given for the next icon of a stage being delivered",
    "supply": "supply <store> <kind>: add a chocolate to today's Department Store delivery; "
    "supply done: deliver it",
    "orders": "orders done: end Fulfil Orders",
    "pass": "pass: the Department Store Agent supplies no other store",
    "keep": "keep <kind>: keep this store-room chocolate at Cleanup; keep done: keep no more",
    "order": "order <card>: keep this drawn Corner Shop order, the others go to the bottoms",
    "as": "as <store>: Palace Boutique D (Master Chocolatier) delivers under this store's "
    "requirement; then supply palace <kind> ..., supply done",
}

_KINDS = frozenset(KINDS)
_ICONS = frozenset(ICONS)
_SLOTS = frozenset(SLOTS)
_STORES = frozenset(STORES)


def notation(action: Action) -> str:
    """The action's text, e.g. ``run T2/1 +3`` or ``supply palace nut``."""
    verb, a, b, n, m = action
    if verb in ("take", "place", "in", "out", "copy", "trade", "assign", "deliver", "agent",
                "skip", "give", "keep", "order", "as"):
        return f"{verb} {a}"
    if verb == "run":
        text = f"run {a}"
        if n:
            text += f"/{n}"
        if m:
            text += f" +{m}"
        return text
    if verb == "up":
        return "up done" if a == DONE else f"up {a}>{b}"
    if verb == "chute":
        return f"chute {a} {b}"
    if verb == "move":
        return f"move {n}>{m} {a}"
    if verb == "decorate":
        return f"decorate {n} {a}>{b}"
    if verb == "pack":
        return f"pack {n}"
    if verb == "dealer":
        return f"dealer {a} -{b}"
    if verb == "supply":
        return "supply done" if a == DONE else f"supply {a} {b}"
    if verb in ("shift", "orders"):
        return f"{verb} done"
    if verb == "pass":
        return "pass"
    raise ValueError(f"unknown verb {verb!r}")


def _kind(text: str, word: str) -> str:
    if word not in _KINDS:
        raise NotationError(text, "not-a-kind", word=word, known=list(KINDS))
    return word


def _slot(text: str, word: str) -> str:
    word = word.upper()
    if word not in _SLOTS:
        raise NotationError(text, "not-a-slot", word=word, known=list(SLOTS))
    return word


def _tile(text: str, word: str) -> int:
    if word not in ("1", "2", "3", "4"):
        raise NotationError(text, "not-a-tile", word=word, least=1, most=4)
    return int(word)


def _step(text: str, word: str) -> tuple[str, str]:
    low, sep, high = word.partition(">")
    if not sep:
        raise NotationError(text, "not-written-as", word=word, form="<from>><to>")
    return _kind(text, low), _kind(text, high)


def _card(text: str, word: str) -> str:
    if not word or not all(c.isalnum() or c in "-_" for c in word):
        raise NotationError(text, "not-a-card-id", word=word)
    return word  # lower case here: the state maps it back to the card's own spelling


def parse(text: str) -> Action:
    """Read a notation (well-formed, legal or not) into an :class:`Action`."""
    words = text.strip().lower().split()
    if not words:
        raise NotationError(text, "empty")
    verb, args = words[0], words[1:]
    if verb not in VERBS:
        raise NotationError(text, "unknown-verb", word=verb, known=list(VERBS))
    usage = VERBS[verb].split(":")[0]

    def need(count: int) -> None:
        if len(args) != count:
            raise NotationError(text, "usage", forms=[usage])

    if verb == "pass":
        need(0)
        return Action("pass")
    if verb in ("shift", "orders"):
        need(1)
        if args[0] != DONE:
            raise NotationError(text, "usage", forms=[f"{verb} {DONE}"])
        return Action(verb)
    if verb in ("up", "supply", "keep") and args == [DONE]:
        return Action(verb, DONE)
    if verb in ("take", "deliver", "agent", "skip", "order"):
        need(1)
        return Action(verb, _card(text, args[0]))
    if verb in ("place", "assign"):
        need(1)
        return Action(verb, _slot(text, args[0]))
    if verb in ("in", "out", "copy", "trade", "give", "keep"):
        need(1)
        return Action(verb, _kind(text, args[0]))
    if verb == "run":
        if not 1 <= len(args) <= 2:
            raise NotationError(text, "usage", forms=[usage])
        slot, sep, option = args[0].partition("/")
        number = 0
        if sep:
            if not option.isdigit() or int(option) < 1:
                raise NotationError(text, "not-an-option-number", word=option)
            number = int(option)
        extra = 0
        if len(args) == 2:
            if not args[1].startswith("+"):
                raise NotationError(text, "not-written-as", word=args[1], form="+<tile>")
            extra = _tile(text, args[1][1:])
        return Action("run", _slot(text, slot), "", number, extra)
    if verb == "up":
        need(1)
        low, high = _step(text, args[0])
        return Action("up", low, high)
    if verb == "chute":
        need(2)
        return Action("chute", _slot(text, args[0]), _kind(text, args[1]))
    if verb == "move":
        need(2)
        source, sep, target = args[0].partition(">")
        if not sep:
            raise NotationError(text, "not-written-as", word=args[0], form="<tile>><tile>")
        return Action("move", _kind(text, args[1]), "", _tile(text, source), _tile(text, target))
    if verb == "decorate":
        need(2)
        low, high = _step(text, args[1])
        return Action("decorate", low, high, _tile(text, args[0]))
    if verb == "pack":
        need(1)
        return Action("pack", "", "", _tile(text, args[0]))
    if verb == "dealer":
        need(2)
        if not args[1].startswith("-") or args[1][1:] not in _ICONS:
            raise NotationError(text, "not-an-icon", word=args[1],
                                known=[f"-{icon}" for icon in ICONS])
        return Action("dealer", _card(text, args[0]), args[1][1:])
    if verb == "as":
        need(1)
        if args[0] not in _STORES:
            raise NotationError(text, "not-a-store", word=args[0], known=list(STORES))
        return Action("as", args[0])
    # supply <store> <kind>
    need(2)
    if args[0] not in _STORES:
        raise NotationError(text, "not-a-store", word=args[0], known=list(STORES))
    return Action("supply", args[0], _kind(text, args[1]))
