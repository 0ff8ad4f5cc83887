"""§4.5 Cleanup, in turn order: the store room keeps at most 2 chocolates (6 solo, §9; the
player picks them, ``keep <kind>``), each completed Corner Shop order is replaced (``order
<card>`` among the tops of the three size decks; the other two go to the bottoms; special
orders of a solo game are not replaced), then the day ends."""

from __future__ import annotations

from chocolatier.core.errors import IllegalActionError
from chocolatier.factory.actions import (
    Action,
    KeepChocolate,
    KeepNoMore,
    PickOrder,
)
from chocolatier.factory.cards import KINDS
from chocolatier.factory.chocolates import EMPTY, Pile, add, remove
from chocolatier.factory.pending import Keep, Pick
from chocolatier.factory.phases import CLEANUP
from chocolatier.factory.position import Handler, Position, handles
from chocolatier.factory.refusals import CLEANUP_RULE, Refusal, missing, refuses
from chocolatier.factory.seats import put
from chocolatier.factory.solo import is_special
from chocolatier.factory.table import ORDER_SIZES

ORDERS_HELD = 3


def start(state: Position) -> None:
    """Begin Cleanup with the start player."""
    state.phase = CLEANUP
    state.turn = 0
    _begin_seat(state)


def _begin_seat(state: Position) -> None:
    """Set up the current seat's first Cleanup decision; skip seats with none."""
    while state.turn < state.num_players:
        seat = state.turn_order()[state.turn]
        room = state.room[seat]
        if sum(room) > state.table.room_limit:
            state.room = put(state.room, seat, EMPTY)
            state.pending = put(state.pending, seat, Keep(room, 0))
            return
        if _draw(state, seat):
            return
        state.turn += 1
    state.end_of_day()


def _draw(state: Position, seat: int) -> bool:
    """Draw the tops of the order decks for a missing order; False when nothing is missing
    (or every deck is empty)."""
    # Special orders (solo, §9) sit beside the regular three and are never replaced.
    regular = [card for card, _ in state.orders[seat] if not is_special(state, card)]
    if len(regular) >= ORDERS_HELD:
        return False
    drawn = tuple(deck[0] for deck in state.order_decks if deck)
    if not drawn:
        return False
    state.order_decks = tuple(deck[1:] if deck else deck for deck in state.order_decks)
    state.bottoms = tuple((card, who) for card, who in state.bottoms if card not in drawn)
    state.pending = put(state.pending, seat, Pick(drawn))
    return True


_KEEP = tuple(KeepChocolate(kind) for kind in KINDS)
_KEEP_NO_MORE = KeepNoMore()


def legal(state: Position, seat: int) -> list[Action]:
    """Cleanup actions: which store-room chocolate to keep, or which drawn order to keep."""
    pending = state.pending[seat]
    if isinstance(pending, Keep):
        keep: list[Action] = [_KEEP[i] for i, n in enumerate(pending.pool) if n]
        return [*keep, _KEEP_NO_MORE]
    if isinstance(pending, Pick):
        return [PickOrder(card) for card in pending.drawn]
    return []


def keep(state: Position, seat: int, action: KeepChocolate) -> None:
    """Keep one chocolate; at the limit the rest become 1 coal each."""
    pending = state.pending[seat]
    assert isinstance(pending, Keep)
    pool = remove(pending.pool, action.kind)
    state.room = put(state.room, seat, add(state.room[seat], action.kind))
    if pending.kept + 1 < state.table.room_limit and any(pool):
        state.pending = put(state.pending, seat, Keep(pool, pending.kept + 1))
        return
    _coal_for_the_rest(state, seat, pool)


def keep_no_more(state: Position, seat: int, action: KeepNoMore) -> None:
    """Keep no more: the chocolates left become 1 coal each."""
    pending = state.pending[seat]
    assert isinstance(pending, Keep)
    _coal_for_the_rest(state, seat, pending.pool)


def _coal_for_the_rest(state: Position, seat: int, pool: Pile) -> None:
    state.coal = put(state.coal, seat, state.coal[seat] + sum(pool))
    state.pending = put(state.pending, seat, None)
    _after_step(state, seat)


def pick(state: Position, seat: int, action: PickOrder) -> None:
    """Keep the chosen order; the other drawn cards go to the bottoms of their decks."""
    pending = state.pending[seat]
    assert isinstance(pending, Pick)
    state.orders = put(state.orders, seat, (*state.orders[seat], (action.card, 0)))
    decks = list(state.order_decks)
    bottoms = list(state.bottoms)
    for card in pending.drawn:
        if card != action.card:
            size = ORDER_SIZES.index(state.table.orders[card].size)
            decks[size] = (*decks[size], card)
            bottoms.append((card, seat))
    state.order_decks = tuple(decks)
    state.bottoms = tuple(bottoms)
    state.pending = put(state.pending, seat, None)
    _after_step(state, seat)


def _after_step(state: Position, seat: int) -> None:
    """Replace the next completed order, or move on to the next seat."""
    if _draw(state, seat):
        return
    state.turn += 1
    _begin_seat(state)


HANDLERS: dict[type[Action], Handler] = dict((
    handles(KeepChocolate, keep), handles(KeepNoMore, keep_no_more), handles(PickOrder, pick),
))


# -- refusals: why a Cleanup choice is not legal -------------------------------------------------


def _refuse_keep(state: Position, seat: int, action: KeepChocolate | KeepNoMore
                 ) -> IllegalActionError:
    return missing(CLEANUP_RULE, "keep",
                   action.kind if isinstance(action, KeepChocolate) else "done")


def _refuse_pick(state: Position, seat: int, action: PickOrder) -> IllegalActionError:
    return IllegalActionError(CLEANUP_RULE, "not-drawn")


REFUSALS: dict[type[Action], Refusal] = dict((
    refuses(KeepChocolate, _refuse_keep), refuses(KeepNoMore, _refuse_keep),
    refuses(PickOrder, _refuse_pick),
))
