"""Chocolate Factory events: one per kind of decision, with the ids a client needs to show and
target it (card, slot, tile, chocolate kind, store, order). No words: the catalogs word them.

:func:`.action_events.action_event` turns a seat's action into its event; it is the log entry of
a move and the description of a legal action in a view. ``seat`` is the acting seat (counted
from 0).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from chocolatier.core.events import Event

Size = Literal["small", "medium", "large"]


class FactoryEvent(Event, frozen=True, kw_only=True):
    """A Chocolate Factory event; ``seat`` is the seat that acts."""

    seat: int


class TakeCard(FactoryEvent, frozen=True, kw_only=True, tag="factory-take"):
    """Draft: the seat takes the packet holding ``card`` (a part or an employee) and keeps it."""

    card: str
    card_type: Literal["part", "employee"]
    role: str | None = None  # an employee's role
    store: str | None = None  # an employee's store


class PlacePart(FactoryEvent, frozen=True, kw_only=True, tag="factory-place"):
    """Draft: the new part goes on ``slot``."""

    part: str
    slot: str


class RunPart(FactoryEvent, frozen=True, kw_only=True, tag="factory-run"):
    """Operate the part on ``slot`` (``part`` None: an empty slot). ``part_type`` picks the
    wording: a converter's ``inputs``/``outputs``, an upgrader's ``points``, a repeater's
    ``copies``; ``tile`` is the Technician's extra tile (0: none)."""

    slot: str
    part: str | None
    part_type: Literal["converter", "upgrader", "repeater", "chute", "mover", "none"]
    option: int = 0
    inputs: list[str] = msgspec.field(default_factory=list)
    outputs: list[str] = msgspec.field(default_factory=list)
    points: int = 0
    copies: int = 0
    tile: int = 0


class KindEvent(FactoryEvent, frozen=True, kw_only=True):
    """A decision naming one chocolate ``kind``."""

    kind: str


class FeedIn(KindEvent, frozen=True, kw_only=True, tag="factory-in"):
    """The kind taken for the next generic input icon."""


class MakeOut(KindEvent, frozen=True, kw_only=True, tag="factory-out"):
    """The kind made for the next generic output icon."""


class CopyKind(KindEvent, frozen=True, kw_only=True, tag="factory-copy"):
    """The chocolate a repeater copies."""


class TradeCoal(KindEvent, frozen=True, kw_only=True, tag="factory-trade"):
    """A store-room chocolate becomes 1 coal."""


class GiveKind(KindEvent, frozen=True, kw_only=True, tag="factory-give"):
    """The chocolate given for the next icon of a stage being delivered."""


class KeepKind(KindEvent, frozen=True, kw_only=True, tag="factory-keep"):
    """Cleanup: a store-room chocolate kept."""


class Upgrade(FactoryEvent, frozen=True, kw_only=True, tag="factory-up"):
    """One upgrade point spent: ``from_kind`` becomes ``to_kind``."""

    from_kind: str
    to_kind: str


class UpgradeDone(FactoryEvent, frozen=True, kw_only=True, tag="factory-up-done"):
    """The seat stops upgrading (points left are lost)."""


class Chute(FactoryEvent, frozen=True, kw_only=True, tag="factory-chute"):
    """A chocolate goes down the Chute at ``slot`` to the store room."""

    slot: str
    kind: str


class MoveChocolate(FactoryEvent, frozen=True, kw_only=True, tag="factory-move"):
    """Operator: a chocolate moves between conveyor tiles (1..4)."""

    kind: str
    from_tile: int
    to_tile: int


class Decorate(FactoryEvent, frozen=True, kw_only=True, tag="factory-decorate"):
    """Decorator: a chocolate on ``tile`` is upgraded."""

    tile: int
    from_kind: str
    to_kind: str


class Pack(FactoryEvent, frozen=True, kw_only=True, tag="factory-pack"):
    """Packer: every chocolate on ``tile`` is doubled."""

    tile: int


class Assign(FactoryEvent, frozen=True, kw_only=True, tag="factory-assign"):
    """Today's Mechanic or Technician (``role``) is attached to the part on ``slot``."""

    slot: str
    role: str


class ShiftDone(FactoryEvent, frozen=True, kw_only=True, tag="factory-shift-done"):
    """The seat ends the Operate step of shift ``shift``."""

    shift: int


class OrderEvent(FactoryEvent, frozen=True, kw_only=True):
    """A decision about the Corner Shop order ``order`` (of ``size``)."""

    order: str
    size: Size


class Deliver(OrderEvent, frozen=True, kw_only=True, tag="factory-deliver"):
    """The current stage of an order is delivered."""


class DealerDeliver(OrderEvent, frozen=True, kw_only=True, tag="factory-dealer"):
    """Dealer: the stage is delivered without one chocolate of ``icon``."""

    icon: str


class AgentDeliver(OrderEvent, frozen=True, kw_only=True, tag="factory-agent"):
    """Corner Shop Agent: the stage is delivered with any refined chocolates."""


class SkipStage(OrderEvent, frozen=True, kw_only=True, tag="factory-skip"):
    """Clerk: the current stage is skipped (no money)."""


class TakeOrder(OrderEvent, frozen=True, kw_only=True, tag="factory-order"):
    """Cleanup: the seat keeps this drawn order."""


class SoloDeliver(FactoryEvent, frozen=True, kw_only=True, tag="factory-deliver-solo"):
    """Factory Manager: the chocolate order of solo card ``card`` is delivered."""

    card: str


class Supply(FactoryEvent, frozen=True, kw_only=True, tag="factory-supply"):
    """A chocolate added to today's delivery for a Department Store."""

    store: str
    kind: str


class SupplyDone(FactoryEvent, frozen=True, kw_only=True, tag="factory-supply-done"):
    """The delivery for ``store`` is sent."""

    store: str


class SupplyAs(FactoryEvent, frozen=True, kw_only=True, tag="factory-supply-as"):
    """Master Chocolatier, Palace Boutique D: a delivery to ``store`` under the requirement of
    ``like``."""

    store: str
    like: str


class OrdersDone(FactoryEvent, frozen=True, kw_only=True, tag="factory-orders-done"):
    """The seat ends Fulfil Orders."""


class OrdersDoneEarned(FactoryEvent, frozen=True, kw_only=True,
                       tag="factory-orders-done-earned"):
    """Master Chocolatier, a C side: the seat ends Fulfil Orders and its employee's ``store``
    moves its marker ``spaces`` for today's Corner Shop money ``earned``."""

    store: str
    spaces: int
    earned: int


class AgentPass(FactoryEvent, frozen=True, kw_only=True, tag="factory-pass"):
    """The Department Store Agent supplies no other store."""


class KeepDone(FactoryEvent, frozen=True, kw_only=True, tag="factory-keep-done"):
    """Cleanup: the seat keeps no more (the rest becomes coal)."""


# -- Factory Manager objectives (§9): why a box is met or not ---------------------------------


class ObjectiveReason(Event, frozen=True, kw_only=True):
    """Why a Factory Manager objective box is met, or what it still lacks."""


class MoneyPaid(ObjectiveReason, frozen=True, kw_only=True, tag="objective-paid"):
    """£``amount`` paid from the £``earned`` earned from Corner Shop orders."""

    amount: int
    earned: int


class MoneyShort(ObjectiveReason, frozen=True, kw_only=True, tag="objective-money-short"):
    """£``amount`` needed; £``left`` of the £``earned`` earned is left."""

    amount: int
    left: int
    earned: int


class OrdersGivenUp(ObjectiveReason, frozen=True, kw_only=True, tag="objective-gave-up"):
    """``count`` completed orders given up."""

    count: int


class OrdersShort(ObjectiveReason, frozen=True, kw_only=True, tag="objective-orders-short"):
    """``amount`` completed orders (of ``size``, or ``any``) needed; ``left`` left to give up."""

    amount: int
    size: str
    left: int


class MarkerMoved(ObjectiveReason, frozen=True, kw_only=True, tag="objective-marker-moved"):
    """The ``store`` marker moved back ``amount`` spaces, from ``before`` to ``after``."""

    store: str
    amount: int
    before: int
    after: int


class SpacesShort(ObjectiveReason, frozen=True, kw_only=True, tag="objective-spaces-short"):
    """``amount`` spaces needed at ``store`` (or at a store not yet used by this card, when
    ``store`` is ``None``); ``left`` spaces left there (or in total)."""

    amount: int
    store: str | None
    left: int


class ChocolateOrderDone(ObjectiveReason, frozen=True, kw_only=True, tag="objective-delivered"):
    """The card's chocolate order was delivered (``done``) or not."""

    done: bool


class SpecialOrderProgress(ObjectiveReason, frozen=True, kw_only=True,
                           tag="objective-special-progress"):
    """A special order: ``delivered`` of its ``stages`` stages (complete when equal)."""

    delivered: int
    stages: int
