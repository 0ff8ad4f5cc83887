"""Chocolate Factory actions: one small immutable class per decision, and their text notation.

Every action is an instance of one :class:`Action` subclass per verb (two for the verbs that
also end a decision: ``up done``, ``supply done``, ``keep done``), with named, typed fields.
Big choices are split into successive small decisions of the same seat (operate a part, then
name the kind for each generic icon), so every action is short to write and the integer action
space stays small. ``docs/notation.md`` lists every verb with examples. :func:`parse` reads any
well-formed notation, legal or not, so that applying an illegal one can name the rule it breaks.

The classes are frozen ``msgspec.Struct`` s: creating, hashing and comparing one is done in C
(cheaper than a ``NamedTuple``; the search bots make and compare millions), and two actions of
different classes are never equal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar

import msgspec

from chocolatier.core.errors import NotationError
from chocolatier.factory.cards import ICONS, KINDS, SLOTS, STORES
from chocolatier.factory.phases import AGENT, CLEANUP, DRAFT, FULFIL, RUN, Phase

DONE = "done"


class Action(msgspec.Struct, frozen=True, gc=False):
    """A decision of one seat. Subclasses declare their ``verb`` (the notation's first word,
    and the block of action ids, :mod:`.ids`), their ``usage`` and the ``phases`` they are
    taken in."""

    verb: ClassVar[str]
    #: The notation's form(s), as the ``usage`` notation error shows them.
    usage: ClassVar[str]
    #: The phases in which the verb exists (a refusal in another one is ``wrong-phase``).
    phases: ClassVar[frozenset[Phase]]

    def text(self) -> str:
        """The action's notation (see :func:`notation`)."""
        return self.verb


_DRAFT = frozenset({DRAFT})
_RUN = frozenset({RUN})
_FULFIL = frozenset({FULFIL})
_DELIVERY = frozenset({FULFIL, AGENT})
_CLEANUP = frozenset({CLEANUP})


# -- §4.2 Grow & Recruit -------------------------------------------------------------------------


class Take(Action, frozen=True, gc=False):
    """``take <card>``: take the packet holding this part or employee and keep the card."""

    card: str
    verb: ClassVar[str] = "take"
    usage: ClassVar[str] = "take <card>"
    phases: ClassVar[frozenset[Phase]] = _DRAFT

    def text(self) -> str:
        """``take A07``."""
        return f"take {self.card}"


class PlacePart(Action, frozen=True, gc=False):
    """``place <slot>``: put the part just taken on slot T1..T4/B1..B4."""

    slot: str
    verb: ClassVar[str] = "place"
    usage: ClassVar[str] = "place <slot>"
    phases: ClassVar[frozenset[Phase]] = _DRAFT

    def text(self) -> str:
        """``place T4``."""
        return f"place {self.slot}"


# -- §4.3 Run Factory ----------------------------------------------------------------------------


class Run(Action, frozen=True, gc=False):
    """``run <slot>[/<option>][ +<tile>]``: operate a part; ``option`` is the converter's option
    (1-based; 0 for a part with one), ``tile`` the adjacent tile of the Technician's copy (0:
    none)."""

    slot: str
    option: int = 0
    tile: int = 0
    verb: ClassVar[str] = "run"
    usage: ClassVar[str] = "run <slot>[/<option>][ +<tile>]"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``run T2/1 +3``."""
        text = f"run {self.slot}"
        if self.option:
            text += f"/{self.option}"
        if self.tile:
            text += f" +{self.tile}"
        return text


class Input(Action, frozen=True, gc=False):
    """``in <kind>``: the kind taken for the next generic input icon."""

    kind: str
    verb: ClassVar[str] = "in"
    usage: ClassVar[str] = "in <kind>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``in nut``."""
        return f"in {self.kind}"


class Output(Action, frozen=True, gc=False):
    """``out <kind>``: the kind made for the next generic output icon."""

    kind: str
    verb: ClassVar[str] = "out"
    usage: ClassVar[str] = "out <kind>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``out boxed``."""
        return f"out {self.kind}"


class Upgrade(Action, frozen=True, gc=False):
    """``up <from>><to>``: spend an upgrade point on one chocolate."""

    low: str
    high: str
    verb: ClassVar[str] = "up"
    usage: ClassVar[str] = "up <from>><to>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``up cocoa>chunk``."""
        return f"up {self.low}>{self.high}"


class StopUpgrading(Action, frozen=True, gc=False):
    """``up done``: stop upgrading (the points left are lost)."""

    verb: ClassVar[str] = "up"
    usage: ClassVar[str] = Upgrade.usage
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``up done``."""
        return "up done"


class Copy(Action, frozen=True, gc=False):
    """``copy <kind>``: the chocolate a repeater copies."""

    kind: str
    verb: ClassVar[str] = "copy"
    usage: ClassVar[str] = "copy <kind>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``copy caramel``."""
        return f"copy {self.kind}"


class Chute(Action, frozen=True, gc=False):
    """``chute <slot> <kind>``: send one chocolate down the Chute to the store room."""

    slot: str
    kind: str
    verb: ClassVar[str] = "chute"
    usage: ClassVar[str] = "chute <slot> <kind>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``chute T3 chunk``."""
        return f"chute {self.slot} {self.kind}"


class Trade(Action, frozen=True, gc=False):
    """``trade <kind>``: one store-room chocolate becomes 1 coal."""

    kind: str
    verb: ClassVar[str] = "trade"
    usage: ClassVar[str] = "trade <kind>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``trade caramel``."""
        return f"trade {self.kind}"


class Move(Action, frozen=True, gc=False):
    """``move <tile>><tile> <kind>``: the Operator / Expert Operator (or a Master Chocolatier
    mover being operated) moves one chocolate from tile ``source`` to tile ``target`` (1..4)."""

    kind: str
    source: int
    target: int
    verb: ClassVar[str] = "move"
    usage: ClassVar[str] = "move <tile>><tile> <kind>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``move 1>3 nut``."""
        return f"move {self.source}>{self.target} {self.kind}"


class Decorate(Action, frozen=True, gc=False):
    """``decorate <tile> <from>><to>``: the Decorator upgrades one chocolate on a tile."""

    tile: int
    low: str
    high: str
    verb: ClassVar[str] = "decorate"
    usage: ClassVar[str] = "decorate <tile> <from>><to>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``decorate 2 cocoa>finger``."""
        return f"decorate {self.tile} {self.low}>{self.high}"


class Pack(Action, frozen=True, gc=False):
    """``pack <tile>``: the Packer doubles every chocolate on a tile."""

    tile: int
    verb: ClassVar[str] = "pack"
    usage: ClassVar[str] = "pack <tile>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``pack 2``."""
        return f"pack {self.tile}"


class Assign(Action, frozen=True, gc=False):
    """``assign <slot>``: attach today's Mechanic or Technician to a part."""

    slot: str
    verb: ClassVar[str] = "assign"
    usage: ClassVar[str] = "assign <slot>"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``assign T2``."""
        return f"assign {self.slot}"


class EndShift(Action, frozen=True, gc=False):
    """``shift done``: end the Operate step of this shift."""

    verb: ClassVar[str] = "shift"
    usage: ClassVar[str] = "shift done"
    phases: ClassVar[frozenset[Phase]] = _RUN

    def text(self) -> str:
        """``shift done``."""
        return "shift done"


# -- §4.4 Fulfil Orders --------------------------------------------------------------------------


class Deliver(Action, frozen=True, gc=False):
    """``deliver <order>``: deliver the current stage of a Corner Shop order (solo: the
    chocolate order of a face-up Factory Manager card)."""

    order: str
    verb: ClassVar[str] = "deliver"
    usage: ClassVar[str] = "deliver <order>"
    phases: ClassVar[frozenset[Phase]] = _FULFIL

    def text(self) -> str:
        """``deliver M07``."""
        return f"deliver {self.order}"


class Dealer(Action, frozen=True, gc=False):
    """``dealer <order> -<icon>``: the Dealer delivers the stage without one chocolate."""

    order: str
    icon: str
    verb: ClassVar[str] = "dealer"
    usage: ClassVar[str] = "dealer <order> -<icon>"
    phases: ClassVar[frozenset[Phase]] = _FULFIL

    def text(self) -> str:
        """``dealer M07 -bar``."""
        return f"dealer {self.order} -{self.icon}"


class Agent(Action, frozen=True, gc=False):
    """``agent <order>``: the Corner Shop Agent delivers the stage with any refined chocolates."""

    order: str
    verb: ClassVar[str] = "agent"
    usage: ClassVar[str] = "agent <order>"
    phases: ClassVar[frozenset[Phase]] = _FULFIL

    def text(self) -> str:
        """``agent M07``."""
        return f"agent {self.order}"


class Skip(Action, frozen=True, gc=False):
    """``skip <order>``: the Clerk skips the current stage (no money)."""

    order: str
    verb: ClassVar[str] = "skip"
    usage: ClassVar[str] = "skip <order>"
    phases: ClassVar[frozenset[Phase]] = _FULFIL

    def text(self) -> str:
        """``skip M07``."""
        return f"skip {self.order}"


class Give(Action, frozen=True, gc=False):
    """``give <kind>``: the chocolate given for the next icon of a stage being delivered."""

    kind: str
    verb: ClassVar[str] = "give"
    usage: ClassVar[str] = "give <kind>"
    phases: ClassVar[frozenset[Phase]] = _FULFIL

    def text(self) -> str:
        """``give finger``."""
        return f"give {self.kind}"


class Supply(Action, frozen=True, gc=False):
    """``supply <store> <kind>``: add a chocolate to today's Department Store delivery."""

    store: str
    kind: str
    verb: ClassVar[str] = "supply"
    usage: ClassVar[str] = "supply <store> <kind>"
    phases: ClassVar[frozenset[Phase]] = _DELIVERY

    def text(self) -> str:
        """``supply palace nut``."""
        return f"supply {self.store} {self.kind}"


class SendDelivery(Action, frozen=True, gc=False):
    """``supply done``: deliver the Department Store delivery being assembled."""

    verb: ClassVar[str] = "supply"
    usage: ClassVar[str] = Supply.usage
    phases: ClassVar[frozenset[Phase]] = _DELIVERY

    def text(self) -> str:
        """``supply done``."""
        return "supply done"


class SupplyAs(Action, frozen=True, gc=False):
    """``as <store>``: Palace Boutique D (Master Chocolatier) delivers under this store's
    requirement; then ``supply palace <kind>`` ..., ``supply done``."""

    store: str
    verb: ClassVar[str] = "as"
    usage: ClassVar[str] = "as <store>"
    phases: ClassVar[frozenset[Phase]] = _DELIVERY

    def text(self) -> str:
        """``as fresh``."""
        return f"as {self.store}"


class EndOrders(Action, frozen=True, gc=False):
    """``orders done``: end Fulfil Orders."""

    verb: ClassVar[str] = "orders"
    usage: ClassVar[str] = "orders done"
    phases: ClassVar[frozenset[Phase]] = _FULFIL

    def text(self) -> str:
        """``orders done``."""
        return "orders done"


class Pass(Action, frozen=True, gc=False):
    """``pass``: the Department Store Agent supplies no other store."""

    verb: ClassVar[str] = "pass"
    usage: ClassVar[str] = "pass"
    phases: ClassVar[frozenset[Phase]] = frozenset({AGENT})


# -- §4.5 Cleanup --------------------------------------------------------------------------------


class KeepChocolate(Action, frozen=True, gc=False):
    """``keep <kind>``: keep this store-room chocolate at Cleanup."""

    kind: str
    verb: ClassVar[str] = "keep"
    usage: ClassVar[str] = "keep <kind>"
    phases: ClassVar[frozenset[Phase]] = _CLEANUP

    def text(self) -> str:
        """``keep nut``."""
        return f"keep {self.kind}"


class KeepNoMore(Action, frozen=True, gc=False):
    """``keep done``: keep no more store-room chocolates (the rest become coal)."""

    verb: ClassVar[str] = "keep"
    usage: ClassVar[str] = KeepChocolate.usage
    phases: ClassVar[frozenset[Phase]] = _CLEANUP

    def text(self) -> str:
        """``keep done``."""
        return "keep done"


class PickOrder(Action, frozen=True, gc=False):
    """``order <card>``: keep this drawn Corner Shop order, the others go to the bottoms."""

    card: str
    verb: ClassVar[str] = "order"
    usage: ClassVar[str] = "order <card>"
    phases: ClassVar[frozenset[Phase]] = _CLEANUP

    def text(self) -> str:
        """``order L04``."""
        return f"order {self.card}"


#: Every action class, in the order of the action-id blocks (:mod:`.ids`).
ACTION_TYPES: tuple[type[Action], ...] = (
    Take, PlacePart, Run, Input, Output, Upgrade, StopUpgrading, Copy, Chute, Trade, Move,
    Decorate, Pack, Assign, EndShift, Deliver, Dealer, Agent, Skip, Give, Supply, SendDelivery,
    EndOrders, Pass, KeepChocolate, KeepNoMore, PickOrder, SupplyAs,
)
#: verb -> its notation form(s), in id order (``docs/notation.md`` explains each).
VERBS: dict[str, str] = {cls.verb: cls.usage for cls in ACTION_TYPES}
#: The classes an action that finishes a pending decision may be (``nothing-pending`` when
#: there is none).
FINISHING: frozenset[type[Action]] = frozenset(
    {PlacePart, Input, Output, Upgrade, StopUpgrading, Copy, Give, KeepChocolate, KeepNoMore,
     PickOrder}
)

def notation(action: Action) -> str:
    """The action's text, e.g. ``run T2/1 +3`` or ``supply palace nut``."""
    return action.text()


# -- parsing -------------------------------------------------------------------------------------

_KINDS = frozenset(KINDS)
_ICONS = frozenset(ICONS)
_SLOTS = frozenset(SLOTS)
_STORES = frozenset(STORES)


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


def _store(text: str, word: str) -> str:
    if word not in _STORES:
        raise NotationError(text, "not-a-store", word=word, known=list(STORES))
    return word


class _Reader:
    """One notation being read: its text, its words after the verb, the cards it may name."""

    __slots__ = ("args", "cards", "text", "usage")

    def __init__(self, text: str, args: list[str], usage: str,
                 cards: Mapping[str, str] | None) -> None:
        self.text, self.args, self.usage, self.cards = text, args, usage, cards

    def need(self, count: int) -> list[str]:
        """The words, if there are ``count`` of them."""
        if len(self.args) != count:
            raise NotationError(self.text, "usage", forms=[self.usage])
        return self.args

    def card(self, word: str) -> str:
        """A card id: the game's own spelling of it when the game's cards are known."""
        if not word or not all(c.isalnum() or c in "-_" for c in word):
            raise NotationError(self.text, "not-a-card-id", word=word)
        if self.cards is None:
            return word  # lower case: the state maps it back to the card's own spelling
        card = self.cards.get(word)
        if card is None:
            raise NotationError(self.text, "no-such-card", word=word)
        return card

    def done(self, verb: str) -> None:
        """The one word ``done``."""
        self.need(1)
        if self.args[0] != DONE:
            raise NotationError(self.text, "usage", forms=[f"{verb} {DONE}"])


def _run(r: _Reader) -> Action:
    args = r.args
    if not 1 <= len(args) <= 2:
        raise NotationError(r.text, "usage", forms=[r.usage])
    slot, sep, option = args[0].partition("/")
    number = 0
    if sep:
        if not option.isdigit() or int(option) < 1:
            raise NotationError(r.text, "not-an-option-number", word=option)
        number = int(option)
    extra = 0
    if len(args) == 2:
        if not args[1].startswith("+"):
            raise NotationError(r.text, "not-written-as", word=args[1], form="+<tile>")
        extra = _tile(r.text, args[1][1:])
    return Run(_slot(r.text, slot), number, extra)


def _move(r: _Reader) -> Action:
    tiles, kind = r.need(2)
    source, sep, target = tiles.partition(">")
    if not sep:
        raise NotationError(r.text, "not-written-as", word=tiles, form="<tile>><tile>")
    return Move(_kind(r.text, kind), _tile(r.text, source), _tile(r.text, target))


def _dealer(r: _Reader) -> Action:
    card, icon = r.need(2)
    if not icon.startswith("-") or icon[1:] not in _ICONS:
        raise NotationError(r.text, "not-an-icon", word=icon, known=[f"-{i}" for i in ICONS])
    return Dealer(r.card(card), icon[1:])


def _decorate(r: _Reader) -> Action:
    tile, step = r.need(2)
    low, high = _step(r.text, step)  # read first: a bad step is the error named
    return Decorate(_tile(r.text, tile), low, high)


def _end(action: Action) -> Callable[[_Reader], Action]:
    def read(r: _Reader) -> Action:
        r.done(action.verb)
        return action

    return read


def _pass(r: _Reader) -> Action:
    r.need(0)
    return Pass()


# verb -> how its words are read (after the verb); ``up``/``supply``/``keep done`` are read
# before, by ``_DONE``.
_PARSERS: dict[str, Callable[[_Reader], Action]] = {
    "take": lambda r: Take(r.card(r.need(1)[0])),
    "place": lambda r: PlacePart(_slot(r.text, r.need(1)[0])),
    "run": _run,
    "in": lambda r: Input(_kind(r.text, r.need(1)[0])),
    "out": lambda r: Output(_kind(r.text, r.need(1)[0])),
    "up": lambda r: Upgrade(*_step(r.text, r.need(1)[0])),
    "copy": lambda r: Copy(_kind(r.text, r.need(1)[0])),
    "chute": lambda r: Chute(_slot(r.text, r.need(2)[0]), _kind(r.text, r.args[1])),
    "trade": lambda r: Trade(_kind(r.text, r.need(1)[0])),
    "move": _move,
    "decorate": _decorate,
    "pack": lambda r: Pack(_tile(r.text, r.need(1)[0])),
    "assign": lambda r: Assign(_slot(r.text, r.need(1)[0])),
    "shift": _end(EndShift()),
    "deliver": lambda r: Deliver(r.card(r.need(1)[0])),
    "dealer": _dealer,
    "agent": lambda r: Agent(r.card(r.need(1)[0])),
    "skip": lambda r: Skip(r.card(r.need(1)[0])),
    "give": lambda r: Give(_kind(r.text, r.need(1)[0])),
    "supply": lambda r: Supply(_store(r.text, r.need(2)[0]), _kind(r.text, r.args[1])),
    "orders": _end(EndOrders()),
    "pass": _pass,
    "keep": lambda r: KeepChocolate(_kind(r.text, r.need(1)[0])),
    "order": lambda r: PickOrder(r.card(r.need(1)[0])),
    "as": lambda r: SupplyAs(_store(r.text, r.need(1)[0])),
}
_DONE: dict[str, Action] = {"up": StopUpgrading(), "supply": SendDelivery(),
                            "keep": KeepNoMore()}


def parse(text: str, cards: Mapping[str, str] | None = None) -> Action:
    """Read a notation (well-formed, legal or not) into an :class:`Action`. ``cards`` maps
    the lower-case card ids of the game to their own spelling (a card it lacks is
    ``no-such-card``); without it card ids are read in lower case."""
    words = text.strip().lower().split()
    if not words:
        raise NotationError(text, "empty")
    verb, args = words[0], words[1:]
    read = _PARSERS.get(verb)
    if read is None:
        raise NotationError(text, "unknown-verb", word=verb, known=list(VERBS))
    if args == [DONE] and verb in _DONE:
        return _DONE[verb]
    return read(_Reader(text, args, VERBS[verb], cards))
