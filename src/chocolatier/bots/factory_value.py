"""How much a Chocolate Factory position is worth to one seat, in pounds: the bots' yardstick.

:func:`seat_value` estimates the seat's final money: money already earned, plus coal, plus what
its chocolates will probably earn, plus its Department Store standing (rank money and diversity
bonus as if the game ended now), plus its chance at the Corner Shop majority, plus what its
factory parts should still produce. It reads only what the seat can see (its own factory, the
public tracks and counts), never a deck.

Chocolates are worth most when they match something that pays: each Corner Shop order's current
stage is matched first against the store room, then against the conveyor; today's Department
Store delivery takes what the orders leave. What matches nothing is worth its *potential*: on the
conveyor a higher stage is worth more (it is closer to an order), in the store room it is worth
about the coal it turns into.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from chocolatier.factory import rules
from chocolatier.factory.rules import (
    DIVERSITY,
    ICON_KINDS,
    KINDS,
    MAJORITY,
    SHIFTS_PER_DAY,
    STAGE,
    PartCard,
    Phase,
    best_delivery,
    by_specificity,
    payout_if,
    shifts_left,
)

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState, Pile, Table

# Worth of an unmatched chocolate on the conveyor by kind, before the end of the game nears:
# a little more than a coal per stage, so the factory runs (a refined chocolate is what orders
# and stores pay for) and efficient parts pay even more.
TILE_WORTH: dict[str, float] = {
    "bean": 0.5, "cocoa": 1.7, "chunk": 2.9, "finger": 2.9, "caramel": 4.1, "nut": 4.1,
    "boxed": 5.3,
}
# An unmatched store-room chocolate: kept (at most 2) or turned into coal at Cleanup.
ROOM_WORTH = 1.0
# Coal (§4.3) is plentiful — 45 a game, about what a factory burns — and £1 at the end. Valued
# at £1 and above a spare chocolate, it piled up: spare chocolates were traded for it and little
# was burnt (leftover coal was 23% of the money of 4-player games, Corner Shop orders 17%: see
# docs/bots.md). So with 2–4 players a coal is worth less than a spare chocolate while shifts
# remain: it is burnt to make chocolates the orders and stores take, and spare chocolates wait
# in the store room for a delivery instead of being traded (only when the coal runs a part).
# Saturday's coal still can make deliveries, but less: a little more then.
FUEL_WORTH = 0.6
SATURDAY_FUEL_WORTH = 0.8
# A part's coal cost counts at this share of its pounds in the draft (coal is rarely short).
PART_COAL = 0.5
# Solo (§9, see ``factory_solo``) and an employee's gift in the draft: coal is fuel before the
# end and £1 at the end.
COAL_WORTH = 1.05
# A stage whose chocolates wait in the store room: nearly cash (it is delivered today).
READY = 0.92
# A stage partly matched (store room and conveyor): a bonus growing with the share matched.
PARTIAL = 0.35
# Money per track space beyond the rank money, so progress counts before it changes a rank.
SPACE_WORTH = 0.8
# Every further stage of an order is worth this share of its money (far from done).
LATER_STAGE = 0.2
# Delivering a stage brings the order closer to completion (a new order, the majority).
STAGE_STEP = 2.0
COMPLETION = 4.0

# The bots value tens of thousands of positions a game, and most parts of the value depend on
# few fields that repeat from position to position (the tracks, the factory, the orders and the
# store room), so those parts are memoised by exactly the fields they read. Every memo is keyed
# by the table too (card overrides change what an id means) and cleared when it grows too big.
_MEMO_LIMIT = 100_000
_Memo = dict[Any, Any]


def _remember(memo: _Memo, key: Any, value: Any) -> Any:
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = value
    return value


_stores_memo: _Memo = {}
_factory_memo: _Memo = {}
_orders_memo: _Memo = {}
_spaces_memo: _Memo = {}
_stage_memo: _Memo = {}
# The conveyor's chocolates by kind, by its tiles.
_belts: dict[tuple[Pile, ...], tuple[int, ...]] = {}


def store_money(state: FactoryState, seat: int, store: int, position: int) -> float:
    """What the seat would get from ``store`` if its marker stood on ``position`` at the end
    (arriving later than a marker already there), plus its progress."""
    position = min(position, state.table.track_lengths[store])
    return payout_if(state, seat, store, position) + SPACE_WORTH * position


def stores_value(state: FactoryState, seat: int, gain: tuple[int, int] = (-1, 0)) -> float:
    """Rank money, diversity and progress of every store (``gain``: store, extra spaces)."""
    if state.num_players == 1:  # solo (§9): spaces count towards the objectives
        from chocolatier.bots.factory_solo import solo_stores_value
        return solo_stores_value(state, gain)
    return _stores_value(state, seat, gain, (state.track, state.stamp))


def _stores_value(state: FactoryState, seat: int, gain: tuple[int, int],
                  markers: tuple[tuple[int, ...], tuple[int, ...]]) -> float:
    """:func:`stores_value` of 2–4 players; ``markers``: the tracks and their stamps."""
    key = (state.table, seat, gain, markers)
    value = _stores_memo.get(key)
    if value is not None:
        return value  # type: ignore[no-any-return]
    n = state.num_players
    total = 0.0
    present = 0
    for store in range(len(state.table.store_sides)):
        position = state.track[store * n + seat] + (gain[1] if gain[0] == store else 0)
        if position > 0:
            present += 1
            total += store_money(state, seat, store, position)
    value = total + DIVERSITY.get(present, 0) + (2.0 * present if present < 3 else 0.0)
    return _remember(_stores_memo, key, value)  # type: ignore[no-any-return]


def majority_value(state: FactoryState, seat: int, extra: int = 0) -> float:
    """The Corner Shop majority: sure when ahead, likely when level, possible when one behind."""
    completed = state.completed
    mine = len(completed[seat]) + extra
    if mine == 0:
        return 0.0
    best_other = max((len(c) for s, c in enumerate(completed) if s != seat), default=0)
    if mine > best_other:
        return MAJORITY * (0.9 if rules.days_left(state) == 0 else 0.7)
    if mine == best_other:
        return MAJORITY * 0.5
    return MAJORITY * (0.2 if mine + 1 == best_other else 0.0)


def part_worth(part: PartCard, position: int, uses: int, coal: float = 1.0) -> float:
    """Rough money a part at conveyor ``position`` (0-based) makes over ``uses`` more shifts,
    its coal counted at ``coal`` pounds (solo: 1; 2–4 players: :data:`PART_COAL`)."""
    if part.kind == "chute":
        return 1.5 * uses
    gain, fit = _gain_and_fit(part, position, coal)
    return gain * fit * uses * 0.6


# Cached: the bots value every seat's factory at every position they look at.
@lru_cache(maxsize=4096)
def _gain_and_fit(part: PartCard, position: int, coal: float) -> tuple[float, float]:
    """A part's gain per use (coal paid at ``coal`` pounds, never below 0) and how well it fits
    ``position``."""
    cost = coal * part.cost
    if part.kind == "upgrader":
        gain = 0.9 * part.points - cost
        fit = 1.0
    elif part.kind == "repeater":
        gain = 2.4 * part.copies - cost
        fit = 0.5 + 0.15 * position
    else:
        gain, fit = -10.0, 0.0
        for option in part.options:
            ins = sum(min(TILE_WORTH[KINDS[i]] for i in ICON_KINDS[c]) for c in option.inputs)
            outs = sum(max(TILE_WORTH[KINDS[i]] for i in ICON_KINDS[c]) for c in option.outputs)
            stage = min(
                min(STAGE[KINDS[i]] for i in ICON_KINDS[icon]) for icon in option.inputs
            )
            # Chocolates reach position p at about stage p+1 (beans enter at position 1).
            option_fit = (1.0, 0.6, 0.25, 0.1)[min(3, abs(stage - 1 - position))]
            if outs - ins - cost > gain:
                gain, fit = outs - ins - cost, option_fit
    return max(0.0, gain), fit


def part_coal(state: FactoryState) -> float:
    """Pounds a coal of a part's cost counts for: 1 solo, :data:`PART_COAL` with 2–4 players."""
    return 1.0 if state.num_players == 1 else PART_COAL


def factory_worth(state: FactoryState, seat: int) -> float:
    """What the seat's parts should still produce in the shifts to come."""
    return _factory_worth(state, seat, shifts_left(state, seat), part_coal(state))


def _factory_worth(state: FactoryState, seat: int, uses: int, coal: float) -> float:
    if uses <= 0:
        return 0.0
    key = (state.table, state.slots[seat], uses, coal)
    value = _factory_memo.get(key)
    if value is None:
        parts = state.table.parts
        value = _remember(_factory_memo, key, sum(
            part_worth(parts[part_id], slot % 4, uses, coal)
            for slot, part_id in enumerate(state.slots[seat]) if part_id
        ))
    return float(value)


class _Stage(NamedTuple):
    """An order's current stage as :func:`_order_value` reads it, its terms worked out once."""

    each: float  # money per chocolate: stages are matched best paid first
    icons: tuple[tuple[int, ...], ...]  # the kinds each icon takes, most specific icon first
    ready: float  # added when the store room holds the whole stage...
    ready_later: float  # ... and then for the order's later stages
    partial: tuple[float, ...]  # added by how many of its icons room and conveyor match


def _stages(table: Table, orders: tuple[tuple[str, int], ...]) -> list[_Stage]:
    """The current stages of ``orders``, the best paid per chocolate first."""
    key = (table, orders)
    known = _stage_memo.get(key)
    if known is not None:
        return known  # type: ignore[no-any-return]
    stages = []
    for card, done in orders:
        stage = rules.stage(table, card, done)
        icons = tuple(ICON_KINDS[icon] for icon in by_specificity(stage.chocolates))
        money = stage.money
        later = rules.later_money(table, card, done)
        last = rules.last_stage(table, card, done)
        partial = []
        for matched in range(len(icons) + 1):
            share = matched / len(icons)
            partial.append(PARTIAL * share * share * money + LATER_STAGE * 0.5 * later)
        stages.append(_Stage(
            money / len(stage.chocolates), icons,
            READY * (money + STAGE_STEP + (COMPLETION if last else 0.0)), LATER_STAGE * later,
            tuple(partial),
        ))
    stages.sort(key=lambda s: -s.each)
    return _remember(_stage_memo, key, stages)  # type: ignore[no-any-return]


def _order_value(state: FactoryState, seat: int, room: tuple[int, ...], belt: tuple[int, ...]
                 ) -> tuple[float, tuple[int, ...]]:
    """Money the current stages will probably bring, and the store room they leave: a stage
    whose chocolates are all in the store room takes them; others earn a bonus for what room and
    conveyor already hold of them. (Icons take the first kind they accept that is there, most
    specific icons first: loops written out, this runs for most positions the bots value.)"""
    orders = state.orders[seat]
    key = (state.table, orders, room, belt)
    known = _orders_memo.get(key)
    if known is not None:
        return known  # type: ignore[no-any-return]
    left = list(room)
    total = 0.0
    for _, icons, ready, ready_later, partial in _stages(state.table, orders):
        trial = left[:]
        matched = 0
        for kinds in icons:
            for i in kinds:
                if trial[i]:
                    trial[i] -= 1
                    break
            else:
                break
            matched += 1
        if matched == len(icons):
            left = trial
            total += ready
            total += ready_later
            continue
        # A partial match is a pointer, not a use: the chocolates keep their own worth. The
        # icons before the first one the room lacks took the same chocolates from it as above.
        spare_belt = list(belt)
        for kinds in icons[matched:]:
            for i in kinds:
                if trial[i]:
                    trial[i] -= 1
                    matched += 1
                    break
            else:
                for i in kinds:
                    if spare_belt[i]:
                        spare_belt[i] -= 1
                        matched += 1
                        break
        total += partial[matched]
    return _remember(_orders_memo, key, (total, tuple(left)))  # type: ignore[no-any-return]


def _belt_worth(fade: float) -> tuple[float, ...]:
    """Worth of one chocolate of each kind on the conveyor when the factory's potential has
    faded to ``fade``."""
    return tuple(ROOM_WORTH + (TILE_WORTH[kind] - ROOM_WORTH) * fade for kind in KINDS)


# ``fade`` is shifts left / 3 capped at 1: a handful of values.
_BELT_WORTH: dict[float, tuple[float, ...]] = {}


class _Context:
    """What a seat's value reads that stays put while one stretch of the seat is planned (the
    tracks, every seat's completed orders, the factory, today's employee, the day and phase),
    the parts of the value that depend on nothing else, and memos of the chocolates' value
    under it by the seat's orders, store room and tiles, and of today's delivery by the store
    room the orders leave.

    Clones share the per-seat tuples they do not change, so checking that a position is in the
    same context is mostly a few identity tests."""

    __slots__ = (
        "chocolates",
        "coal_worth",
        "completed",
        "deliveries",
        "factor",
        "factory",
        "flags",
        "majority",
        "progress",
        "seat",
        "shared",
        "slots",
        "stamp",
        "store",
        "stores",
        "table",
        "track",
        "worth",
    )

    def __init__(self, state: FactoryState, seat: int, flags: tuple[Any, ...]) -> None:
        self.table = state.table
        self.seat = seat
        self.track = state.track
        self.stamp = state.stamp
        self.completed = state.completed
        self.slots = state.slots[seat]
        self.flags = flags
        self.shared = _shared(state)
        store = rules.supply_today(state, seat)
        self.factor = rules.store_factor(state, seat, store) if store >= 0 else 1
        self.store = store
        remaining = shifts_left(state, seat)
        # Near the end the conveyor's potential fades to what a chocolate is worth as a leftover.
        fade = min(1.0, remaining / SHIFTS_PER_DAY)
        worth = _BELT_WORTH.get(fade)
        if worth is None:
            worth = _BELT_WORTH[fade] = _belt_worth(fade)
        self.worth = worth
        self.stores = _stores_value(state, seat, (-1, 0), (state.track, state.stamp))
        self.majority = majority_value(state, seat)
        self.factory = _factory_worth(state, seat, remaining, PART_COAL)
        self.coal_worth = SATURDAY_FUEL_WORTH if rules.days_left(state) == 0 else FUEL_WORTH
        self.chocolates: dict[Any, float] = {}
        # Today's delivery by the store room the orders leave: (room left, value it adds).
        self.deliveries: dict[tuple[int, ...], tuple[tuple[int, ...], float]] = {}
        # Orders' progress and completions by the seat's orders (completions stay put).
        self.progress: dict[Any, float] = {}


_contexts: dict[int, _Context] = {}


def _flags(state: FactoryState, seat: int) -> tuple[Any, ...]:
    return (state.phase, state.day, state.employee[seat], state.supplied[seat],
            state.done[seat], state.shift[seat])


def _shared(state: FactoryState) -> tuple[Any, ...]:
    """The position's tuples a context reads (clones share those their plan did not change)."""
    return (state.table, state.track, state.stamp, state.completed, state.slots, state.employee,
            state.supplied, state.done, state.shift, state.phase, state.day)


def _context(state: FactoryState, seat: int) -> _Context:
    """The seat's value context of ``state``: the last one when the position is in it."""
    context = _contexts.get(seat)
    if context is not None:
        # Mostly the very tuples of the position the context was checked against last.
        last = context.shared
        if (
            last[1] is state.track and last[2] is state.stamp and last[3] is state.completed
            and last[4] is state.slots and last[5] is state.employee
            and last[6] is state.supplied and last[7] is state.done and last[8] is state.shift
            and last[0] is state.table and last[9] == state.phase and last[10] == state.day
        ):
            return context
        if (
            context.table is state.table
            and context.track == state.track
            and context.stamp == state.stamp
            and context.completed == state.completed
            and context.slots == state.slots[seat]
            and context.flags == _flags(state, seat)
        ):
            context.shared = _shared(state)
            return context
    context = _contexts[seat] = _Context(state, seat, _flags(state, seat))
    return context


def _delivery(state: FactoryState, seat: int, context: _Context, room: tuple[int, ...]
              ) -> tuple[tuple[int, ...], float]:
    """Today's best delivery from ``room`` (what the orders leave): the store room it leaves
    and what its spaces add to the seat's value (memoised in ``context``)."""
    store = context.store
    table = state.table
    delivery_key = (table, store, room, context.factor)
    delivery = _spaces_memo.get(delivery_key)
    if delivery is None:
        sides = table.store_sides
        moved, used = best_delivery(sides[store], room, context.factor, sides)
        # Kept with the store room the delivery leaves.
        delivery = _remember(_spaces_memo, delivery_key, (
            moved, tuple(r - u for r, u in zip(room, used, strict=True))))
    moved, left = delivery
    if moved:
        found = (left, READY * (
            _stores_value(state, seat, (store, moved), (state.track, state.stamp))
            - context.stores
        ))
    else:
        found = (room, 0.0)
    if len(context.deliveries) >= _MEMO_LIMIT:
        context.deliveries.clear()
    context.deliveries[room] = found
    return found


def _chocolates_value(state: FactoryState, seat: int, context: _Context) -> float:
    """What the orders and today's store delivery make of the seat's chocolates, and what is
    left worth as leftovers and as the conveyor's potential (memoised in ``context``)."""
    orders, room, tiles = state.orders[seat], state.room[seat], state.tiles[seat]
    key = (orders, room, tiles)
    known = context.chocolates.get(key)
    if known is not None:
        return known
    belt = _belts.get(tiles)
    if belt is None:
        belt = _remember(_belts, tiles, tuple(map(sum, zip(*tiles, strict=True))))
    value, room = _order_value(state, seat, room, belt)
    if context.store >= 0:
        delivery = context.deliveries.get(room)
        if delivery is None:
            delivery = _delivery(state, seat, context, room)
        room, added = delivery
        if added:
            value += added
    # Summed kind by kind in this order (floats: the same order gives the same value), written
    # out for the 7 kinds: the hot path of the bots' planning.
    r0, r1, r2, r3, r4, r5, r6 = room
    b0, b1, b2, b3, b4, b5, b6 = belt
    w0, w1, w2, w3, w4, w5, w6 = context.worth
    value = (
        value + r0 * ROOM_WORTH + b0 * w0 + r1 * ROOM_WORTH + b1 * w1 + r2 * ROOM_WORTH + b2 * w2
        + r3 * ROOM_WORTH + b3 * w3 + r4 * ROOM_WORTH + b4 * w4 + r5 * ROOM_WORTH + b5 * w5
        + r6 * ROOM_WORTH + b6 * w6
    )
    if len(context.chocolates) >= _MEMO_LIMIT:
        context.chocolates.clear()
    context.chocolates[key] = value
    return value


def chocolates_value(state: FactoryState, seat: int) -> float:
    """Chocolates in the store room and on the conveyor, matched to orders and today's store."""
    return _chocolates_value(state, seat, _context(state, seat))


def seat_value(state: FactoryState, seat: int) -> float:
    """The seat's estimated final money (see the module docstring)."""
    if state.num_players == 1:  # solo (§9): no money score, only objectives
        from chocolatier.bots.factory_solo import solo_value
        return solo_value(state)
    if state.phase == Phase.OVER:
        result = state.result()
        assert result is not None
        return float(result.scores[seat])
    context = _context(state, seat)
    earned = state.order_money[seat] + state.bonus[seat]
    orders = state.orders[seat]
    progress = context.progress.get(orders)
    if progress is None:
        progress = sum(done for _, done in orders) * STAGE_STEP
        progress += len(state.completed[seat]) * COMPLETION
        context.progress[orders] = progress
    return (
        earned
        + progress
        + context.coal_worth * state.coal[seat]
        + _chocolates_value(state, seat, context)
        + context.stores
        + context.majority
        + context.factory
    )
