"""The public rules of Chocolate Factory: what bots, the RL encoder and renderers may ask.

Anything outside the engine that needs a rule asks this module, and the engine applies the same
functions, so each rule is stated once (issue #15). It offers:

* **vocabulary and constants**: chocolate kinds, icons, stores, slots, order sizes, phases
  (:class:`Phase`), days,
  shifts, conveyor positions, packets dealt, the limits of the fixed action space;
* **employee abilities**: :func:`ability` of a role (:mod:`.roles`, one declaration per role)
  and what the seat's employee allows today (:func:`employee_ability`, :func:`employee_store`,
  :func:`store_factor`);
* **time**: :func:`shifts_today`, :func:`shifts_left`, :func:`days_left`;
* **Department Store deliveries** (§6): :func:`delivery_spaces` (what a finished delivery of
  these chocolates to this store moves the marker: the engine's own count),
  :func:`best_delivery` (the best the store would take today from a pile of chocolates),
  :func:`may_supply`, :func:`accepts`;
* **arrival order and payouts** (§4.4 ruling, §5.2): :func:`store_payouts`,
  :func:`payout_if` (what a marker moved to a space now would be paid);
* **Corner Shop orders**: :func:`stage`, :func:`later_money`, and the solo chocolate orders;
* **the upgrade chain**: :data:`UPGRADES` (every legal step) and :func:`lift` (the usual step up
  a kind's own line);
* **types** a caller handles: :class:`Action` and its classes (:data:`ACTION_TYPES`), the
  pending decisions (:class:`Place`, :class:`Op`, :class:`Delivery`, :class:`Basket`,
  :class:`Keep`, :class:`Pick`), cards.

Bots may import :mod:`chocolatier.factory.rules` and nothing else of :mod:`chocolatier.factory`
(``tests/bots/test_imports.py``); they read positions as the per-seat view shows them and decide
on determinised clones (:meth:`~chocolatier.core.game.State.determinize`).
"""

from __future__ import annotations

from chocolatier.factory.actions import (
    ACTION_TYPES,
    Action,
    EndOrders,
    EndShift,
    Pass,
    PlacePart,
    Take,
)
from chocolatier.factory.cards import (
    BASE_RULES,
    GENERIC_ICONS,
    ICONS,
    KINDS,
    ORDER_STAGES,
    PART_KINDS,
    REFINED,
    SLOTS,
    STAGE,
    STORE_RULES,
    STORES,
    Objective,
    OrderCard,
    OrderStage,
    PartCard,
    StoreSide,
    icon_matches,
)
from chocolatier.factory.chocolates import (
    ICON_KINDS,
    KIND_INDEX,
    UPGRADES,
    Pile,
    by_specificity,
    can_take,
)
from chocolatier.factory.draft import STAFF_BIT
from chocolatier.factory.objectives import Check, checks
from chocolatier.factory.pending import Basket, Delivery, Keep, Op, Pick, Place
from chocolatier.factory.phases import DAY_PHASES, DRAFT, PHASES, RUN, Phase
from chocolatier.factory.roles import (
    ABILITIES,
    FREE_ROLES,
    ROLES,
    SHIFTS_PER_DAY,
    STORE_ROLES,
    Ability,
    ability,
)
from chocolatier.factory.scoring import DIVERSITY, MAJORITY, store_payouts
from chocolatier.factory.solo import chocolate_order, open_chocolate_orders
from chocolatier.factory.staff import allowed_now, store_factor

# The view's own pieces, for an encoder that builds a seat's observation straight from the
# position (observation/encode_factory.py): what they return is what the seat's view shows.
from chocolatier.factory.state import FactoryState
from chocolatier.factory.stores import accepts, delivery_spaces, may_supply, two_of
from chocolatier.factory.table import (
    DAILY_COAL,
    DAY_NAMES,
    LAST_DAY,
    MAX_OPTIONS,
    ORDER_SIZES,
    PARTS_PER_DAY,
    ROOM_LIMIT,
    SOLO_ROOM_LIMIT,
    Table,
)
from chocolatier.factory.view import (
    card_json,
    deck_counts,
    deck_sizes,
    factory_json,
    pending_json,
    view_packets,
)

__all__ = [
    "ABILITIES",
    "ACTION_TYPES",
    "BASE_PART_KINDS",
    "BASE_RULES",
    "DAILY_COAL",
    "DAYS",
    "DAY_NAMES",
    "DAY_PHASES",
    "DIVERSITY",
    "FREE_ROLES",
    "GENERIC_ICONS",
    "HIDDEN_FIELDS",
    "ICONS",
    "ICON_KINDS",
    "KINDS",
    "KIND_INDEX",
    "LAST_DAY",
    "LATE",
    "LIFT",
    "MAJORITY",
    "MAX_OPTIONS",
    "MAX_STAGES",
    "ORDERS_HELD",
    "ORDER_SIZES",
    "PARTS_PER_DAY",
    "PART_DECKS",
    "PART_KINDS",
    "PHASES",
    "POSITIONS",
    "REFINED",
    "ROLES",
    "ROOM_LIMIT",
    "SHIFTS_PER_DAY",
    "SLOTS",
    "SOLO_ROOM_LIMIT",
    "STAFF_BIT",
    "STAGE",
    "STORES",
    "STORE_ROLES",
    "STORE_RULES",
    "UPGRADES",
    "Ability",
    "Action",
    "Basket",
    "Check",
    "Delivery",
    "EndOrders",
    "EndShift",
    "FactoryState",
    "Keep",
    "Objective",
    "Op",
    "OrderCard",
    "OrderStage",
    "PartCard",
    "Pass",
    "Phase",
    "Pick",
    "Pile",
    "Place",
    "PlacePart",
    "StoreSide",
    "Table",
    "Take",
    "ability",
    "accepts",
    "allowed_now",
    "best_delivery",
    "by_specificity",
    "can_take",
    "card_json",
    "checks",
    "chocolate_order",
    "days_left",
    "deck_counts",
    "deck_sizes",
    "delivery_spaces",
    "employee_ability",
    "employee_store",
    "factory_json",
    "icon_matches",
    "last_stage",
    "later_money",
    "lift",
    "may_supply",
    "open_chocolate_orders",
    "payout_if",
    "pending_json",
    "shifts_left",
    "shifts_today",
    "stage",
    "store_factor",
    "store_payouts",
    "supply_today",
    "two_of",
    "view_packets",
]

# -- vocabulary and limits -----------------------------------------------------------------------

#: Days of a game (Monday..Saturday).
DAYS = len(DAY_NAMES)
#: Conveyor positions (tiles in the channel) of a factory.
POSITIONS = 4
#: Stages of the largest Corner Shop order.
MAX_STAGES = max(ORDER_STAGES.values())
#: Corner Shop orders a seat holds (one of each size, §4.5).
ORDERS_HELD = len(ORDER_SIZES)
#: Part kinds of the base game (the mover is the Master Chocolatier module's).
BASE_PART_KINDS: tuple[str, ...] = PART_KINDS[:4]
#: The decks a part comes from ("board": pre-printed on the factory board).
PART_DECKS: tuple[str, ...] = ("A", "B", "board")


#: Fields of a position that no seat's view shows (docs/views.md): the order of every deck, who
#: put which order at a deck's bottom, the random stream. A bot reads a position's public fields
#: (what its view shows) and never these, even on the determinised clone it is handed, where
#: they are a redraw (``tests/bots/test_imports.py``).
HIDDEN_FIELDS: frozenset[str] = frozenset(
    {"parts_a", "parts_b", "order_decks", "staff_decks", "bottoms", "rng"}
)


# -- time ------------------------------------------------------------------------------------------


def shifts_today(state: FactoryState, seat: int) -> int:
    """Shifts the seat runs today (3, 4 with the Engineer; §4.3)."""
    return ability(state.role(seat)).shifts


def days_left(state: FactoryState) -> int:
    """Days after today (0 on Saturday)."""
    return LAST_DAY - state.day


def shifts_left(state: FactoryState, seat: int) -> int:
    """Shifts the seat will still run in the game, not counting the one under way (a seat that
    has not drafted its employee yet counts 3 today)."""
    if state.phase == DRAFT:
        today = shifts_today(state, seat) if state.employee[seat] else SHIFTS_PER_DAY
    elif state.phase == RUN and not state.done[seat]:
        today = max(0, shifts_today(state, seat) - state.shift[seat])
    else:
        today = 0
    return today + days_left(state) * SHIFTS_PER_DAY


# -- employees -----------------------------------------------------------------------------------


def employee_ability(state: FactoryState, seat: int) -> Ability:
    """The ability of the seat's employee today (:data:`~.roles.NOBODY` when none)."""
    return ability(state.role(seat))


def employee_store(state: FactoryState, seat: int) -> int:
    """Index in :data:`STORES` of the store the seat's employee supplies today (-1: none, or a
    free employee)."""
    return state.employee_store(seat)


def supply_today(state: FactoryState, seat: int) -> int:
    """The store the seat may still supply today (its employee's, from the draft to its Fulfil
    Orders, while that store takes another delivery), else -1."""
    store = state.employee_store(seat)
    if store >= 0 and state.phase in DAY_PHASES and may_supply(state, seat, store):
        return store
    return -1


# -- Department Store deliveries (§6) ------------------------------------------------------------


def best_delivery(side: StoreSide, counts: list[int] | Pile, factor: int = 1,
                  others: tuple[StoreSide, ...] = ()) -> tuple[int, list[int]]:
    """Spaces the best deliveries from ``counts`` (chocolates by kind) earn today under
    ``side``, times ``factor``, and the chocolates they use: one delivery on the sides that take
    one a day, else as many as help (§6). Master Chocolatier: a C side takes no chocolates (its
    spaces come from the day's order money); the Palace Boutique D takes the best of ``others``
    (the other stores' sides in play). Chocolates are left out cheapest kind first."""
    refined = [i for i, k in enumerate(KINDS) if k in REFINED]
    used = [0] * len(KINDS)
    rule = side.rule
    if rule == "earnings":
        return 0, used
    if rule == "as_other":
        best: tuple[int, list[int]] = (0, used)
        for other in others:
            if other.rule not in ("earnings", "as_other"):
                found = best_delivery(other, counts, factor)
                if found[0] > best[0]:
                    best = found
        return best
    if rule == "exact_count":
        for i, kind in enumerate(KINDS):
            if accepts(side, kind):
                used[i] = counts[i]
        fits = [c for c in side.counts if c <= sum(used)]
        extra = sum(used) - (max(fits) if fits else 0)
        for i in range(len(KINDS)):  # leave out the cheapest first
            drop = min(extra, used[i])
            used[i] -= drop
            extra -= drop
        if not fits:
            return 0, [0] * len(KINDS)
    elif rule == "same_kind":
        # One delivery per kind, each of one kind: every accepted refined chocolate goes.
        moved = 0
        for i in refined:
            if counts[i] and accepts(side, KINDS[i]):
                used[i] = counts[i]
                moved += delivery_spaces(side, (KINDS[i],) * counts[i])
        return moved * factor, used
    elif rule == "all_different":
        limit = side.limit or len(refined)
        for i in refined:
            if counts[i] and sum(used) < limit:
                used[i] = 1
    elif rule in ("each", "pairs"):
        for i, kind in enumerate(KINDS):
            if accepts(side, kind):
                used[i] = counts[i]
        if rule == "pairs" and sum(used) % 2:
            # Leave out the cheapest accepted chocolate to make whole pairs.
            for i in range(len(KINDS)):
                if used[i]:
                    used[i] -= 1
                    break
    else:  # exact_two: the best pair on offer
        best_spaces, pair = 0, (-1, -1)
        for i in refined:
            for j in refined:
                if j < i or not counts[i] or not counts[j] or (i == j and counts[i] < 2):
                    continue
                got = two_of(side, (KINDS[i], KINDS[j]))
                if got > best_spaces:
                    best_spaces, pair = got, (i, j)
        if best_spaces:
            used[pair[0]] += 1
            used[pair[1]] += 1
    kinds = tuple(k for k, n in zip(KINDS, used, strict=True) for _ in range(n))
    return delivery_spaces(side, kinds, factor), used


# -- markers: arrival order and payouts (§4.4 ruling, §5.2) --------------------------------------


#: The arrival stamp a marker moved in a hypothetical step gets: after every marker already
#: on its space (a marker arriving on a space ranks below those there, §4.4 RULING).
LATE = 10**6


def payout_if(state: FactoryState, seat: int, store: int, position: int) -> int:
    """What ``store`` would pay the seat at the end (§5.2) if its marker stood on ``position``
    (capped at the track's end) and every other marker stayed: a marker that moves arrives after
    those already on its space."""
    n = state.num_players
    base = store * n
    position = min(position, state.table.track_lengths[store])
    positions = []
    for other in range(n):
        if other == seat:
            old = state.track[base + seat]
            stamp = state.stamp[base + seat] if position == old else LATE
            positions.append((position, stamp, seat))
        else:
            positions.append((state.track[base + other], state.stamp[base + other], other))
    return store_payouts(positions).get(seat, 0)


# -- Corner Shop orders --------------------------------------------------------------------------


def stage(table: Table, card: str, done: int) -> OrderStage:
    """The stage to deliver next on order ``card`` with ``done`` stages delivered."""
    return table.orders[card].stages[done]


def last_stage(table: Table, card: str, done: int) -> bool:
    """Whether the next stage of order ``card`` is its last (delivering it completes it)."""
    return done + 1 == len(table.orders[card].stages)


def later_money(table: Table, card: str, done: int) -> int:
    """£ of the order's stages after the next one."""
    return sum(s.money for s in table.orders[card].stages[done + 1 :])


# -- the upgrade chain (§1) ----------------------------------------------------------------------


def _lift_chain() -> tuple[int, ...]:
    """For each kind, the kind one stage up along its own line: the kinds of a stage in
    :data:`KINDS` order step to the kinds of the next stage in the same order (chunk→caramel,
    finger→nut), the last of a stage to the last of the next; Boxed stays."""
    by_stage: dict[int, list[int]] = {}
    for i, kind in enumerate(KINDS):
        by_stage.setdefault(STAGE[kind], []).append(i)
    chain = []
    for i, kind in enumerate(KINDS):
        peers = by_stage[STAGE[kind]]
        above = by_stage.get(STAGE[kind] + 1)
        if above is None:
            chain.append(i)
            continue
        target = above[min(peers.index(i), len(above) - 1)]
        assert (kind, KINDS[target]) in UPGRADES, "a lift must be an upgrade step"
        chain.append(target)
    return tuple(chain)


#: By kind index: the kind index one stage up (bean→cocoa→chunk→caramel→boxed, finger→nut→boxed).
LIFT: tuple[int, ...] = _lift_chain()


def lift(kind: str) -> str:
    """The kind one stage up ``kind``'s own line (:data:`LIFT`); Boxed stays Boxed."""
    return KINDS[LIFT[KIND_INDEX[kind]]]
