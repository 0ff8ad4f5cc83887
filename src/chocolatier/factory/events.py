"""Chocolate Factory events: one per kind of decision, with the ids a client needs to show and
target it (card, slot, tile, chocolate kind, store, order). No words: the catalogs word them.

:func:`action_event` turns a seat's action into its event; it is the log entry of a move and the
description of a legal action in a view. ``seat`` is the acting seat (counted from 0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import msgspec

from chocolatier.core.events import Event
from chocolatier.factory import actions as act
from chocolatier.factory.cards import SLOTS, STORES
from chocolatier.factory.pending import Basket

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState

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


_KIND_EVENTS: dict[type[act.Action], type[KindEvent]] = {
    act.Input: FeedIn, act.Output: MakeOut, act.Copy: CopyKind, act.Trade: TradeCoal,
    act.Give: GiveKind, act.KeepChocolate: KeepKind,
}
_ORDER_EVENTS: dict[type[act.Action], type[OrderEvent]] = {
    act.Deliver: Deliver, act.Agent: AgentDeliver, act.Skip: SkipStage,
}


def action_event(state: FactoryState, seat: int, action: act.Action) -> FactoryEvent:
    """The event of ``seat`` doing ``action`` in ``state`` (before it is applied)."""
    table = state.table
    match action:
        case act.Take(card=card):
            employee = table.employees.get(card)
            if employee is not None:
                return TakeCard(seat=seat, card=card, card_type="employee", role=employee.role,
                                store=employee.store)
            return TakeCard(seat=seat, card=card, card_type="part")
        case act.PlacePart(slot=slot):
            return PlacePart(seat=seat, part=state.new_part[seat], slot=slot)
        case act.Run():
            return _run_event(state, seat, action)
        case act.Input(kind=kind) | act.Output(kind=kind) | act.Copy(kind=kind) \
                | act.Trade(kind=kind) | act.Give(kind=kind) | act.KeepChocolate(kind=kind):
            return _KIND_EVENTS[type(action)](seat=seat, kind=kind)
        case act.KeepNoMore():
            return KeepDone(seat=seat)
        case act.Upgrade(low=low, high=high):
            return Upgrade(seat=seat, from_kind=low, to_kind=high)
        case act.StopUpgrading():
            return UpgradeDone(seat=seat)
        case act.Chute(slot=slot, kind=kind):
            return Chute(seat=seat, slot=slot, kind=kind)
        case act.Move(kind=kind, source=source, target=target):
            return MoveChocolate(seat=seat, kind=kind, from_tile=source, to_tile=target)
        case act.Decorate(tile=tile, low=low, high=high):
            return Decorate(seat=seat, tile=tile, from_kind=low, to_kind=high)
        case act.Pack(tile=tile):
            return Pack(seat=seat, tile=tile)
        case act.Assign(slot=slot):
            return Assign(seat=seat, slot=slot, role=table.employees[state.employee[seat]].role)
        case act.EndShift():
            return ShiftDone(seat=seat, shift=state.shift[seat])
        case act.Deliver(order=card) if card in table.solo_cards:
            return SoloDeliver(seat=seat, card=card)
        case act.Deliver(order=card) | act.Agent(order=card) | act.Skip(order=card):
            return _ORDER_EVENTS[type(action)](seat=seat, order=card,
                                               size=table.orders[card].size)
        case act.PickOrder(card=card):
            return TakeOrder(seat=seat, order=card, size=table.orders[card].size)
        case act.Dealer(order=card, icon=icon):
            return DealerDeliver(seat=seat, order=card, size=table.orders[card].size, icon=icon)
        case act.Supply(store=store, kind=kind):
            return Supply(seat=seat, store=store, kind=kind)
        case act.SendDelivery():
            basket = state.pending[seat]
            assert isinstance(basket, Basket)
            return SupplyDone(seat=seat, store=STORES[basket.store])
        case act.EndOrders():
            from chocolatier.factory.fulfil import earnings_spaces

            earned = earnings_spaces(state, seat)
            if earned:
                return OrdersDoneEarned(seat=seat, store=STORES[state.employee_store(seat)],
                                        spaces=earned, earned=state.earned[seat])
            return OrdersDone(seat=seat)
        case act.SupplyAs(store=store):
            target = next(i for i, side in enumerate(table.store_sides)
                          if side.rule == "as_other")
            return SupplyAs(seat=seat, store=STORES[target], like=store)
        case act.Pass():
            return AgentPass(seat=seat)
    raise ValueError(f"not a Chocolate Factory action: {action!r}")


def _run_event(state: FactoryState, seat: int, action: act.Run) -> RunPart:
    slot, n, m = action.slot, action.option, action.tile
    part_id = state.slots[seat][SLOTS.index(slot)]
    if not part_id:
        return RunPart(seat=seat, slot=slot, part=None, part_type="none")
    part = state.table.parts[part_id]
    if part.kind == "converter" and n <= len(part.options):
        option = part.options[max(n - 1, 0)]
        return RunPart(seat=seat, slot=slot, part=part_id, part_type="converter", option=n,
                       inputs=list(option.inputs), outputs=list(option.outputs), tile=m)
    return RunPart(seat=seat, slot=slot, part=part_id, part_type=part.kind, points=part.points,
                   copies=part.copies, tile=m)


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
