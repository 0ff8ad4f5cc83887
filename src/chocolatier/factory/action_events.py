"""The event of an action: what ``seat`` doing ``action`` in a position is, as a typed event of
:mod:`.events` (the log entry of a move, and the description of a legal action in a view)."""

from __future__ import annotations

from chocolatier.factory import actions as act
from chocolatier.factory.cards import SLOTS, STORES
from chocolatier.factory.events import (
    AgentDeliver,
    AgentPass,
    Assign,
    Chute,
    CopyKind,
    DealerDeliver,
    Decorate,
    Deliver,
    FactoryEvent,
    FeedIn,
    GiveKind,
    KeepDone,
    KeepKind,
    KindEvent,
    MakeOut,
    MoveChocolate,
    OrderEvent,
    OrdersDone,
    OrdersDoneEarned,
    Pack,
    PlacePart,
    RunPart,
    ShiftDone,
    SkipStage,
    SoloDeliver,
    Supply,
    SupplyAs,
    SupplyDone,
    TakeCard,
    TakeOrder,
    TradeCoal,
    Upgrade,
    UpgradeDone,
)
from chocolatier.factory.fulfil import earnings_spaces
from chocolatier.factory.pending import Basket
from chocolatier.factory.position import Position

_KIND_EVENTS: dict[type[act.Action], type[KindEvent]] = {
    act.Input: FeedIn, act.Output: MakeOut, act.Copy: CopyKind, act.Trade: TradeCoal,
    act.Give: GiveKind, act.KeepChocolate: KeepKind,
}
_ORDER_EVENTS: dict[type[act.Action], type[OrderEvent]] = {
    act.Deliver: Deliver, act.Agent: AgentDeliver, act.Skip: SkipStage,
}


def action_event(state: Position, seat: int, action: act.Action) -> FactoryEvent:
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


def _run_event(state: Position, seat: int, action: act.Run) -> RunPart:
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
