"""How close a Factory Manager position (solo, rules §9) is to winning: the bots' solo yardstick.

A solo game is won by meeting every objective box of the face-up cards, and nothing else counts,
so the multi-player money estimate of :mod:`~chocolatier.bots.factory_value` misleads there (a
lone marker looks like a sure £16 first place; a chocolate order looks like chocolates lost).
:func:`solo_value` instead adds up, in "pounds of effort":

* every box met now (:func:`chocolatier.factory.objectives.checks`), a jump that makes the
  last step towards a box worth taking;
* progress towards the boxes, counted the way the end-of-game check spends items: money up to
  the money targets; completed orders (and a share for stages delivered) against the sized boxes
  first, then the unsized ones; Department Store spaces assigned to the boxes (named boxes on
  their store, boxes of one card on different stores, larger boxes first); special orders by
  stages delivered;
* the Daily Demands still face down: money, orders and spaces beyond what the face-up cards ask
  are worth what an average unseen Demand asks for, at a lower rate, then little;
* what will bring more progress: chocolates matched to a chocolate order or a Corner Shop stage
  (ready in the store room: nearly delivered), chocolates today's store would take, coal, and
  what the factory parts should still produce (:func:`factory_value.factory_worth`). Coal and
  chocolates fade to nothing at the end: a solo game has no leftovers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from chocolatier.bots import factory_value
from chocolatier.factory import rules
from chocolatier.factory.rules import (
    ICON_KINDS,
    KINDS,
    ORDER_SIZES,
    STORES,
    Objective,
    Phase,
    by_specificity,
    checks,
    chocolate_order,
    open_chocolate_orders,
)

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState

#: Every box met now; winning (the game over, all met) is worth far more than any progress.
BOX = 8.0
WIN = 500.0
#: £ of effort per £ of money towards a money target.
MONEY = 1.5
#: Per completed order given up for a box (a share of it for each stage delivered).
ORDER = 9.0
STAGE_SHARE = 0.7
#: Per Department Store space that a box will take.
SPACE = 5.0
#: Per chocolate of a chocolate order, when all of them wait in the store room.
CHOCOLATE = 3.0
#: Per completed special order (a share for each stage delivered).
SPECIAL = 12.0
#: Items beyond the face-up boxes: towards what the unseen Demands should ask, then surplus.
FUTURE = 0.5
SURPLUS = 0.1
#: A Corner Shop stage or chocolate order whose chocolates all wait in the store room is nearly
#: done; one partly matched earns this share of its worth, squared by the share matched.
READY = 0.92
PARTIAL = 0.35
#: Worth of an unmatched chocolate in the store room (kept, or coal at Cleanup) before the end.
ROOM_WORTH = 1.0


class Box(NamedTuple):
    """An objective box and the index of its card among the face-up cards."""

    card: int
    objective: Objective


class Needs(NamedTuple):
    """What the unmet part of the face-up cards asks for, and the unseen Demands' expectation."""

    money: int
    orders: dict[str, int]  # by size; "" for boxes of any size
    stores: list[Box]
    future_money: float
    future_orders: float
    future_spaces: float


def _boxes(state: FactoryState) -> list[Box]:
    solo = state.solo
    assert solo is not None
    cards = state.table.solo_cards
    return [Box(i, o) for i, card in enumerate(solo.cards) for o in cards[card].objectives]


def _unseen_mean(state: FactoryState) -> tuple[float, float, float]:
    """Money, orders and spaces an average Demand not face up asks for."""
    solo = state.solo
    assert solo is not None
    unseen = [c for c in state.table.solo_cards.values()
              if c.type == "demand" and c.id not in solo.cards]
    if not unseen:
        return 0.0, 0.0, 0.0
    money = orders = spaces = 0
    for card in unseen:
        for o in card.objectives:
            money += o.amount if o.kind == "money" else 0
            orders += o.amount if o.kind == "corner_shop" else 0
            spaces += o.amount if o.kind == "department_store" else 0
    n = len(unseen)
    return money / n, orders / n, spaces / n


def needs(state: FactoryState) -> Needs:
    """The face-up boxes by kind, and what the face-down Demands should add."""
    boxes = _boxes(state)
    orders = dict.fromkeys((*ORDER_SIZES, ""), 0)
    for box in boxes:
        if box.objective.kind == "corner_shop":
            orders[box.objective.size or ""] += box.objective.amount
    solo = state.solo
    assert solo is not None
    money, order_count, spaces = _unseen_mean(state)
    daily = len(solo.daily)
    return Needs(
        money=sum(b.objective.amount for b in boxes if b.objective.kind == "money"),
        orders=orders,
        stores=[b for b in boxes if b.objective.kind == "department_store"],
        future_money=daily * money,
        future_orders=daily * order_count,
        future_spaces=daily * spaces,
    )


def _tiered(have: float, need: float, future: float, rate: float) -> float:
    """``rate`` per unit up to ``need``, a lower rate up to ``future`` more, then surplus."""
    now = min(have, need)
    later = min(have - now, future)
    return rate * (now + FUTURE * later + SURPLUS * (have - now - later))


def money_value(state: FactoryState, want: Needs) -> float:
    """Money earned from Corner Shop orders, towards the money targets."""
    earned = state.order_money[0] + state.bonus[0]
    return _tiered(earned, want.money, want.future_money, MONEY)


def orders_value(state: FactoryState, want: Needs) -> float:
    """Completed regular orders (and stages delivered) against the Corner Shop boxes, sized
    boxes first; special orders by their own progress."""
    solo = state.solo
    assert solo is not None
    table = state.table
    have = dict.fromkeys(ORDER_SIZES, 0.0)
    special = 0.0
    for card in state.completed[0]:
        if card in solo.special:
            special += 1.0
        else:
            have[table.orders[card].size] += 1.0
    for card, done in state.orders[0]:
        order = table.orders[card]
        share = done / len(order.stages)
        if card in solo.special:
            special += STAGE_SHARE * share
        else:
            have[order.size] += STAGE_SHARE * share
    useful = spare = 0.0
    for size in ORDER_SIZES:
        used = min(have[size], want.orders[size])
        useful += used
        spare += have[size] - used
    return SPECIAL * special + _tiered(useful + spare, useful + min(spare, want.orders[""]),
                                       want.future_orders, ORDER)


def useful_spaces(boxes: list[Box], track: list[int]) -> tuple[int, int]:
    """(spaces the boxes will take, spaces left over) with ``track`` spaces per store: named
    boxes on their store, the others largest first on the store with most spaces left that
    their card does not use yet."""
    caps = list(track)
    useful = 0
    used: dict[int, set[int]] = {}
    for box in sorted(boxes, key=lambda b: (b.objective.store is None, -b.objective.amount)):
        taken = used.setdefault(box.card, set())
        if box.objective.store is not None:
            store = STORES.index(box.objective.store)
        else:
            free = [s for s in range(len(caps)) if s not in taken]
            if not free:
                continue
            store = max(free, key=lambda s: caps[s])
        got = min(box.objective.amount, caps[store])
        caps[store] -= got
        useful += got
        taken.add(store)
    return useful, sum(caps)


def stores_value(state: FactoryState, want: Needs, gain: tuple[int, int] = (-1, 0)) -> float:
    """Department Store spaces towards the boxes (``gain``: store, extra spaces)."""
    track = [state.track[s] + (gain[1] if s == gain[0] else 0) for s in range(len(STORES))]
    useful, spare = useful_spaces(want.stores, track)
    return _tiered(useful + spare, useful, want.future_spaces, SPACE)


def solo_stores_value(state: FactoryState, gain: tuple[int, int] = (-1, 0)) -> float:
    """:func:`stores_value` of the position's own needs (what the draft compares employees by)."""
    return stores_value(state, needs(state), gain)


def _take(counts: list[int], icon: str) -> bool:
    for i in ICON_KINDS[icon]:
        if counts[i]:
            counts[i] -= 1
            return True
    return False


def _demands(state: FactoryState, want: Needs) -> list[tuple[float, list[str]]]:
    """(worth, icons most specific first) of every open chocolate order and current Corner Shop
    stage, most worth per chocolate first."""
    table = state.table
    earned = state.order_money[0] + state.bonus[0]
    money_rate = MONEY if earned < want.money else MONEY * FUTURE
    found: list[tuple[float, list[str]]] = [
        (CHOCOLATE * len(icons) + BOX, by_specificity(icons))
        for _, icons in open_chocolate_orders(state)
    ]
    for card, done in state.orders[0]:
        order = table.orders[card]
        stage = order.stages[done]
        worth = money_rate * stage.money + ORDER * STAGE_SHARE / len(order.stages)
        if done + 1 == len(order.stages):
            worth += ORDER * (1 - STAGE_SHARE)
        found.append((worth, by_specificity(stage.chocolates)))
    found.sort(key=lambda d: -d[0] / len(d[1]))
    return found


def chocolates_value(state: FactoryState, want: Needs) -> float:
    """Chocolates matched to chocolate orders and Corner Shop stages, today's store delivery,
    and the rest at their potential (fading at the end of the game)."""
    room = list(state.room[0])
    belt = [0] * len(KINDS)
    for tile in state.tiles[0]:
        for i, count in enumerate(tile):
            belt[i] += count
    value = 0.0
    for worth, icons in _demands(state, want):
        trial = room[:]
        if all(_take(trial, icon) for icon in icons):
            room = trial
            value += READY * worth
            continue
        # A partial match points the way; the chocolates keep their own worth.
        spare_room, spare_belt = room[:], belt[:]
        matched = sum(1 for icon in icons if _take(spare_room, icon) or _take(spare_belt, icon))
        value += PARTIAL * (matched / len(icons)) ** 2 * worth
    store = rules.supply_today(state, 0)
    if store >= 0:
        side = state.table.store_sides[store]
        moved, used = rules.best_delivery(side, room, rules.store_factor(state, 0, store))
        if moved:
            gain = stores_value(state, want, (store, moved)) - stores_value(state, want)
            if gain > 0:
                value += READY * gain
                room = [r - u for r, u in zip(room, used, strict=True)]
    fade = min(1.0, rules.shifts_left(state, 0) / rules.SHIFTS_PER_DAY)
    tile_worth = factory_value.TILE_WORTH
    for i, kind in enumerate(KINDS):
        value += fade * (room[i] * ROOM_WORTH + belt[i] * tile_worth[kind])
    return value


def solo_value(state: FactoryState) -> float:
    """How close the position is to meeting every objective (see the module docstring)."""
    found = checks(state)
    met = sum(c.met for c in found)
    value = BOX * met
    if state.phase == Phase.OVER:
        return value + (WIN if met == len(found) else 0.0)
    want = needs(state)
    solo = state.solo
    assert solo is not None
    # A delivered chocolate order keeps the worth it had waiting in the store room.
    value += sum(CHOCOLATE * len(chocolate_order(state.table, card)) for card in solo.filled)
    fade = min(1.0, rules.shifts_left(state, 0) / rules.SHIFTS_PER_DAY)
    return (
        value
        + money_value(state, want)
        + orders_value(state, want)
        + stores_value(state, want)
        + chocolates_value(state, want)
        + fade * factory_value.COAL_WORTH * state.coal[0]
        + factory_value.factory_worth(state, 0)
    )
