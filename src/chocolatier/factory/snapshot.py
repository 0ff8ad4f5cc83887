"""Position snapshots of Chocolate Factory (like chess's FEN): the whole position as versioned,
human-readable JSON, and back, validated (``docs/snapshots.md``).

A snapshot names cards by id, chocolates by kind, slots by name, days from 1 and seats from 0.
Its *hidden parts* are the order of every deck, who put which Corner Shop card at a deck's
bottom, the order of the face-down Daily Demands and the random stream; ``hidden=False`` leaves
them out (decks listed sorted), and loading such a snapshot draws them from a seed. Loading
checks every field's type (the field is named by its path), every card id, where each card is
(no card in two places), and then the position's invariants; a snapshot of a broken position is
refused with the reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Literal, Protocol

import msgspec

from chocolatier.core.errors import ChocolatierError, SnapshotError
from chocolatier.core.game import Game
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.core.snapshot import FORMAT, check_envelope, check_playable, decode
from chocolatier.factory.cards import FREE, KINDS, SLOTS, STORES, CardSet
from chocolatier.factory.chocolates import EMPTY, Pile
from chocolatier.factory.draft import STAFF_BIT
from chocolatier.factory.manager import Solo
from chocolatier.factory.pending import Basket, Delivery, Keep, Op, Pending, Pick, Place
from chocolatier.factory.phases import DRAFT, PHASES, Phase
from chocolatier.factory.seats import put
from chocolatier.factory.state import FactoryState
from chocolatier.factory.table import DAY_NAMES, ORDER_SIZES, PACKETS, Table


class Tables(Protocol):
    """How a game makes the fixed setup of a position (``FactoryGame``): its card set and its
    table, from normalized options."""

    def card_set(self, options: Mapping[str, Any]) -> CardSet:
        """The cards of a game with these options."""
        ...

    def table(self, cards: CardSet, num_players: int, options: Mapping[str, Any]) -> Table:
        """The fixed setup of a game with these options."""
        ...

VERSION = 1



class _Seat(msgspec.Struct, forbid_unknown_fields=True):
    slots: dict[str, str]
    tiles: list[dict[str, int]]
    store_room: dict[str, int]
    coal: int
    money_from_orders: int
    salesman_money: int
    orders: list[tuple[str, int]]
    completed: list[str]
    employee: str | None
    employee_uses_left: int
    assigned_slot: str | None
    new_part: str | None
    shift: int
    used_slots: list[str]
    supplied_today: bool
    finished_step: bool
    pending: dict[str, Any] | None = None
    earned_today: int = 0  # Master Chocolatier: £ from Corner Shop stages today (C sides)


class _Store(msgspec.Struct, forbid_unknown_fields=True):
    markers: list[int]
    arrivals: list[int]


class _Draft(msgspec.Struct, forbid_unknown_fields=True):
    parts: list[str]
    employees: list[str]
    taken_part_packets: list[int]
    taken_employee_packets: list[int]
    position: int


class _Decks(msgspec.Struct, forbid_unknown_fields=True):
    parts_a: list[str]
    parts_b: list[str]
    orders: dict[str, list[str]]
    employees: dict[str, list[str]]
    bottoms: list[tuple[str, int]] = []


class _Solo(msgspec.Struct, forbid_unknown_fields=True):
    face_up: list[str]
    face_down: list[str]
    special_orders: list[str]
    delivered: list[str]


class _Position(msgspec.Struct, forbid_unknown_fields=True):
    day: int
    phase: str
    start_player: int
    turn: int
    draft: _Draft
    decks: _Decks
    seats: list[_Seat]
    stores: dict[str, _Store]
    solo: _Solo | None = None
    rng: int | None = None
    day_name: str = ""


class _Options(msgspec.Struct, forbid_unknown_fields=True):
    run: Literal["turns", "simultaneous"]
    fulfil: Literal["turns", "simultaneous"]
    store_sides: dict[str, str]
    card_overrides: dict[str, Any] = {}
    master: bool = False


class _Snapshot(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    game: str
    players: int
    hidden: bool
    options: _Options
    position: _Position


# -- writing -------------------------------------------------------------------------------------


def _pile(pile: Pile) -> dict[str, int]:
    return {kind: n for kind, n in zip(KINDS, pile, strict=True) if n}


def _pending(pending: Pending | None) -> dict[str, Any] | None:
    if pending is None:
        return None
    if isinstance(pending, Place):
        return {"type": "place", "part": pending.part}
    if isinstance(pending, Op):
        return {"type": "operate", "kind": pending.kind, "slot": SLOTS[pending.slot],
                "option": pending.option, "position": pending.pos + 1,
                "inputs": list(pending.ins), "outputs": list(pending.outs),
                "points": pending.points, "technician_position": pending.extra}
    if isinstance(pending, Delivery):
        return {"type": "delivery", "order": pending.order, "icons": list(pending.icons),
                "money": pending.money, "card": pending.card}
    if isinstance(pending, Basket):
        data: dict[str, Any] = {"type": "supply", "store": STORES[pending.store],
                                "chocolates": list(pending.kinds)}
        if pending.like >= 0:
            data["as"] = STORES[pending.like]  # Palace Boutique D's named requirement
        return data
    if isinstance(pending, Keep):
        return {"type": "keep", "pool": _pile(pending.pool), "kept": pending.kept}
    return {"type": "pick", "drawn": list(pending.drawn)}


def snapshot(state: FactoryState, hidden: bool = True) -> dict[str, Any]:
    """The position as JSON-ready data (see the module docstring)."""
    table = state.table
    n = state.num_players

    def deck(cards: tuple[str, ...]) -> list[str]:
        return list(cards) if hidden else sorted(cards)

    seats = []
    for seat in range(n):
        slots = {SLOTS[i]: part for i, part in enumerate(state.slots[seat]) if part}
        seats.append({
            "slots": slots,
            "tiles": [_pile(tile) for tile in state.tiles[seat]],
            "store_room": _pile(state.room[seat]),
            "coal": state.coal[seat],
            "money_from_orders": state.order_money[seat],
            "salesman_money": state.bonus[seat],
            "orders": [[card, done] for card, done in state.orders[seat]],
            "completed": list(state.completed[seat]),
            "employee": state.employee[seat] or None,
            "employee_uses_left": state.uses[seat],
            "assigned_slot": SLOTS[state.assigned[seat]] if state.assigned[seat] >= 0 else None,
            "new_part": state.new_part[seat] or None,
            "shift": state.shift[seat],
            "used_slots": [SLOTS[i] for i in range(len(SLOTS)) if state.used[seat] >> i & 1],
            "supplied_today": state.supplied[seat],
            "finished_step": state.done[seat],
            "pending": _pending(state.pending[seat]),
            **({"earned_today": state.earned[seat]} if table.master else {}),
        })
    packets = len(PACKETS[n])
    decks: dict[str, Any] = {
        "parts_a": deck(state.parts_a),
        "parts_b": deck(state.parts_b),
        "orders": {size: deck(cards) for size, cards in
                   zip(ORDER_SIZES, state.order_decks, strict=True)},
        "employees": {store: deck(cards) for store, cards in
                      zip(_staff_decks(table.master), state.staff_decks, strict=True)},
    }
    if hidden:
        decks["bottoms"] = [[card, seat] for card, seat in state.bottoms]
    position: dict[str, Any] = {
        "day": state.day + 1,
        "day_name": DAY_NAMES[state.day],
        "phase": state.phase.value,
        "start_player": state.start,
        "turn": state.turn,
        "draft": {
            "parts": list(state.dealt_parts),
            "employees": list(state.dealt_staff),
            "taken_part_packets": [p for p in range(packets) if state.taken >> p & 1],
            "taken_employee_packets": [p for p in range(packets)
                                       if state.taken >> (STAFF_BIT + p) & 1],
            "position": state.draft_pos,
        },
        "decks": decks,
        "seats": seats,
        "stores": {store: {"markers": list(state.track[i * n:(i + 1) * n]),
                           "arrivals": list(state.stamp[i * n:(i + 1) * n])}
                   for i, store in enumerate(STORES)},
    }
    if state.solo is not None:
        solo = state.solo
        position["solo"] = {
            "face_up": list(solo.cards),
            "face_down": list(solo.daily) if hidden else sorted(solo.daily),
            "special_orders": list(solo.special),
            "delivered": list(solo.filled),
        }
    if hidden:
        position["rng"] = state.rng.state
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "factory",
        "players": n,
        "hidden": hidden,
        "options": {
            "run": "simultaneous" if table.run_simultaneous else "turns",
            "fulfil": "simultaneous" if table.fulfil_simultaneous else "turns",
            "store_sides": dict(zip(STORES, table.sides, strict=True)),
            "card_overrides": table.card_overrides,
            **({"master": True} if table.master else {}),
        },
        "position": position,
    }


# -- reading -------------------------------------------------------------------------------------


class _Reader:
    """Turns the checked structure into state fields, naming the field of any bad value."""

    def __init__(self, table: Table) -> None:
        cards = table.cards
        self.cards = cards
        self.players = table.num_players
        # The table's cards: with the Master Chocolatier module its parts and free employees.
        self.parts = set(table.parts)
        self.orders = {o.id: o for o in cards.orders}
        self.employees = dict(table.employees)
        self.solo = {c.id: c for c in cards.solo}

    def card(self, card: str, known: Mapping[str, Any] | set[str], what: str, field: str) -> str:
        if card not in known:
            raise SnapshotError(f"there is no {what} {card!r}", field)
        return card

    def cards_of(self, cards: list[str], known: Mapping[str, Any] | set[str], what: str,
                 field: str) -> tuple[str, ...]:
        return tuple(self.card(c, known, what, f"{field}[{i}]") for i, c in enumerate(cards))

    def pile(self, counts: Mapping[str, int], field: str) -> Pile:
        pile = list(EMPTY)
        for kind, count in counts.items():
            if kind not in KINDS:
                raise SnapshotError(f"unknown chocolate {kind!r} (kinds: {', '.join(KINDS)})",
                                    f"{field}.{kind}")
            if count < 0:
                raise SnapshotError(f"a count cannot be negative ({count})", f"{field}.{kind}")
            pile[KINDS.index(kind)] = count
        return tuple(pile)

    def slot(self, name: str, field: str) -> int:
        if name not in SLOTS:
            raise SnapshotError(f"unknown slot {name!r} (slots: {', '.join(SLOTS)})", field)
        return SLOTS.index(name)

    def seat(self, value: int, field: str) -> int:
        if not 0 <= value < self.players:
            raise SnapshotError(f"there is no seat {value} among {self.players}", field)
        return value

    def pending(self, data: dict[str, Any] | None, field: str) -> Pending | None:
        if data is None:
            return None
        kind = data.get("type")
        try:
            if kind == "place":
                return Place(self.card(data["part"], self.parts, "part", f"{field}.part"))
            if kind == "operate":
                return Op(str(data["kind"]), self.slot(data["slot"], f"{field}.slot"),
                          int(data["option"]), int(data["position"]) - 1,
                          tuple(data["inputs"]), tuple(data["outputs"]), int(data["points"]),
                          int(data["technician_position"]))
            if kind == "delivery":
                return Delivery(int(data["order"]), tuple(data["icons"]), int(data["money"]),
                                str(data["card"]))
            if kind == "supply":
                if data["store"] not in STORES:
                    raise SnapshotError(f"unknown store {data['store']!r}", f"{field}.store")
                like = data.get("as")
                if like is not None and like not in STORES:
                    raise SnapshotError(f"unknown store {like!r}", f"{field}.as")
                return Basket(STORES.index(data["store"]), tuple(data["chocolates"]),
                              STORES.index(like) if like is not None else -1)
            if kind == "keep":
                return Keep(self.pile(data["pool"], f"{field}.pool"), int(data["kept"]))
            if kind == "pick":
                return Pick(self.cards_of(list(data["drawn"]), self.orders, "order",
                                          f"{field}.drawn"))
        except KeyError as exc:
            raise SnapshotError(f"a {kind} decision needs {exc.args[0]!r}", field) from None
        except (TypeError, ValueError) as exc:
            raise SnapshotError(f"malformed {kind} decision: {exc}", field) from None
        raise SnapshotError(f"unknown decision type {kind!r} (place, operate, delivery, supply, "
                            "keep, pick)", f"{field}.type")


def from_snapshot(game: Game, tables: Tables, data: Any, seed: int | None = None,
                  cards: CardSet | None = None) -> FactoryState:
    """The position ``data`` describes (see the module docstring) in a game of ``game``, whose
    setup ``tables`` makes; ``cards`` replaces the card set the snapshot's options name (tests
    build their own sets)."""
    snap = decode(data, _Snapshot)
    check_envelope(snap.format, snap.version, snap.game, "factory", VERSION)
    players = snap.players
    try:
        game.check_num_players(players)
        options = game.normalize_options(players, {
            "run": snap.options.run, "fulfil": snap.options.fulfil,
            "store_sides": snap.options.store_sides,
            "card_overrides": snap.options.card_overrides,
            **({"master": True} if snap.options.master else {}),
        })
    except (ChocolatierError, ValueError) as exc:
        raise SnapshotError(str(exc), "options") from None
    if cards is None:
        cards = tables.card_set(options)
    if not snap.hidden and seed is None:
        raise SnapshotError("the snapshot leaves out its hidden parts (deck orders, the random "
                            "stream): give a seed to draw them")
    table = tables.table(cards, players, options)
    state = FactoryState(game, table, Rng(0))
    read = _Reader(table)
    p = snap.position
    if not 1 <= p.day <= len(DAY_NAMES):
        raise SnapshotError(f"day {p.day} is not 1..{len(DAY_NAMES)}", "position.day")
    if p.phase not in PHASES:
        raise SnapshotError(f"unknown phase {p.phase!r} ({', '.join(PHASES)})", "position.phase")
    if p.day_name and p.day_name != DAY_NAMES[p.day - 1]:
        raise SnapshotError(f"day {p.day} is {DAY_NAMES[p.day - 1]}, not {p.day_name!r}",
                            "position.day_name")
    state.day = p.day - 1
    state.phase = Phase(p.phase)
    state.set_start(read.seat(p.start_player, "position.start_player"))
    state.turn = p.turn
    _read_draft(state, read, p.draft)
    _read_decks(state, read, p.decks, snap.hidden)
    if len(p.seats) != players:
        raise SnapshotError(f"{len(p.seats)} seats in a game of {players}", "position.seats")
    for seat, data_seat in enumerate(p.seats):
        _read_seat(state, read, seat, data_seat, f"position.seats[{seat}]")
    _read_stores(state, read, p.stores)
    _read_solo(state, read, p.solo, snap.hidden)
    if snap.hidden:
        if p.rng is None:
            raise SnapshotError("a snapshot with its hidden parts needs the random stream",
                                "position.rng")
        state.rng = Rng(p.rng)
    else:
        assert seed is not None
        _draw_hidden(state, seed)
    problems = _placement_problems(state) + state.invariant_violations()
    if problems:
        raise SnapshotError("the position is not sound: " + "; ".join(problems), "position")
    check_playable(state)
    return state


def _staff_decks(master: bool) -> tuple[str, ...]:
    """The employee decks by name: one per store, and the free employees with the module."""
    return (*STORES, FREE) if master else STORES


def _read_draft(state: FactoryState, read: _Reader, draft: _Draft) -> None:
    state.dealt_parts = read.cards_of(draft.parts, read.parts, "part", "position.draft.parts")
    state.dealt_staff = read.cards_of(draft.employees, read.employees, "employee",
                                      "position.draft.employees")
    packets = len(PACKETS[state.num_players])
    taken = 0
    for name, bit, values in (("taken_part_packets", 0, draft.taken_part_packets),
                              ("taken_employee_packets", STAFF_BIT,
                               draft.taken_employee_packets)):
        for i, packet in enumerate(values):
            if not 0 <= packet < packets:
                raise SnapshotError(f"there is no packet {packet} (0..{packets - 1})",
                                    f"position.draft.{name}[{i}]")
            taken |= 1 << (bit + packet)
    state.taken = taken
    state.draft_seq = state.order + state.order[::-1]
    if not 0 <= draft.position <= len(state.draft_seq):
        raise SnapshotError(f"draft position {draft.position} is not 0..{len(state.draft_seq)}",
                            "position.draft.position")
    state.draft_pos = draft.position


def _read_decks(state: FactoryState, read: _Reader, decks: _Decks, hidden: bool) -> None:
    where = "position.decks"
    state.parts_a = read.cards_of(decks.parts_a, read.parts, "part", f"{where}.parts_a")
    state.parts_b = read.cards_of(decks.parts_b, read.parts, "part", f"{where}.parts_b")
    if set(decks.orders) != set(ORDER_SIZES):
        raise SnapshotError(f"order decks must be {', '.join(ORDER_SIZES)}", f"{where}.orders")
    state.order_decks = tuple(
        read.cards_of(decks.orders[size], read.orders, "order", f"{where}.orders.{size}")
        for size in ORDER_SIZES
    )
    names = _staff_decks(state.table.master)
    if set(decks.employees) != set(names):
        raise SnapshotError(f"employee decks must be {', '.join(names)}", f"{where}.employees")
    state.staff_decks = tuple(
        read.cards_of(decks.employees[store], read.employees, "employee",
                      f"{where}.employees.{store}")
        for store in names
    )
    if not hidden and decks.bottoms:
        raise SnapshotError("who put which card at a deck bottom is hidden: leave it out of a "
                            "snapshot without hidden parts", f"{where}.bottoms")
    state.bottoms = tuple(
        (read.card(card, read.orders, "order", f"{where}.bottoms[{i}]"),
         read.seat(seat, f"{where}.bottoms[{i}]"))
        for i, (card, seat) in enumerate(decks.bottoms)
    )


def _read_seat(state: FactoryState, read: _Reader, seat: int, data: _Seat, where: str) -> None:
    slots = [""] * len(SLOTS)
    for name, part in data.slots.items():
        slots[read.slot(name, f"{where}.slots")] = read.card(part, read.parts, "part",
                                                             f"{where}.slots.{name}")
    state.slots = put(state.slots, seat, tuple(slots))
    positions = state.table.cards.board.positions
    if len(data.tiles) != positions:
        raise SnapshotError(f"{len(data.tiles)} tiles; the channel holds {positions}",
                            f"{where}.tiles")
    tiles = tuple(read.pile(t, f"{where}.tiles[{i}]") for i, t in enumerate(data.tiles))
    state.tiles = put(state.tiles, seat, tiles)
    state.room = put(state.room, seat, read.pile(data.store_room, f"{where}.store_room"))
    for name in ("coal", "money_from_orders", "salesman_money", "employee_uses_left", "shift"):
        if getattr(data, name) < 0:
            raise SnapshotError(f"cannot be negative ({getattr(data, name)})", f"{where}.{name}")
    state.coal = put(state.coal, seat, data.coal)
    state.order_money = put(state.order_money, seat, data.money_from_orders)
    state.bonus = put(state.bonus, seat, data.salesman_money)
    orders = []
    for i, (card, done) in enumerate(data.orders):
        read.card(card, read.orders, "order", f"{where}.orders[{i}]")
        stages = len(read.orders[card].stages)
        if not 0 <= done < stages:
            raise SnapshotError(f"{card} has {stages} stages: {done} delivered is not an open "
                                "order", f"{where}.orders[{i}]")
        orders.append((card, done))
    state.orders = put(state.orders, seat, tuple(orders))
    completed = read.cards_of(data.completed, read.orders, "order", f"{where}.completed")
    state.completed = put(state.completed, seat, completed)
    employee = (read.card(data.employee, read.employees, "employee", f"{where}.employee")
                if data.employee else "")
    state.employee = put(state.employee, seat, employee)
    state.uses = put(state.uses, seat, data.employee_uses_left)
    assigned = (read.slot(data.assigned_slot, f"{where}.assigned_slot")
                if data.assigned_slot else -1)
    state.assigned = put(state.assigned, seat, assigned)
    new_part = (read.card(data.new_part, read.parts, "part", f"{where}.new_part")
                if data.new_part else "")
    state.new_part = put(state.new_part, seat, new_part)
    state.shift = put(state.shift, seat, data.shift)
    used = 0
    for i, name in enumerate(data.used_slots):
        used |= 1 << read.slot(name, f"{where}.used_slots[{i}]")
    state.used = put(state.used, seat, used)
    state.supplied = put(state.supplied, seat, data.supplied_today)
    state.done = put(state.done, seat, data.finished_step)
    state.pending = put(state.pending, seat, read.pending(data.pending, f"{where}.pending"))
    state.earned = put(state.earned, seat, data.earned_today)


def _read_stores(state: FactoryState, read: _Reader, stores: dict[str, _Store]) -> None:
    if set(stores) != set(STORES):
        raise SnapshotError(f"stores must be {', '.join(STORES)}", "position.stores")
    n = state.num_players
    track, stamp = list(state.track), list(state.stamp)
    for i, store in enumerate(STORES):
        where = f"position.stores.{store}"
        row = stores[store]
        for name, values in (("markers", row.markers), ("arrivals", row.arrivals)):
            if len(values) != n:
                raise SnapshotError(f"{len(values)} values for {n} seats", f"{where}.{name}")
            if any(v < 0 for v in values):
                raise SnapshotError("cannot be negative", f"{where}.{name}")
        track[i * n:(i + 1) * n] = row.markers
        stamp[i * n:(i + 1) * n] = row.arrivals
    state.track, state.stamp = tuple(track), tuple(stamp)


def _read_solo(state: FactoryState, read: _Reader, solo: _Solo | None, hidden: bool) -> None:
    if (solo is None) != (state.num_players > 1):
        raise SnapshotError("a solo game (1 player) has its Factory Manager cards, and only "
                            "it", "position.solo")
    if solo is None:
        return
    where = "position.solo"
    face_down = read.cards_of(solo.face_down, read.solo, "Factory Manager card",
                              f"{where}.face_down")
    state.solo = Solo(
        cards=read.cards_of(solo.face_up, read.solo, "Factory Manager card", f"{where}.face_up"),
        daily=face_down,
        special=read.cards_of(solo.special_orders, read.orders, "order",
                              f"{where}.special_orders"),
        filled=read.cards_of(solo.delivered, read.solo, "Factory Manager card",
                             f"{where}.delivered"),
    )


def _draw_hidden(state: FactoryState, seed: int) -> None:
    """Shuffle the decks and the face-down Demands a public snapshot listed sorted, and seed the
    random stream, from ``seed``."""
    rng = Rng(derive_seed(seed, "snapshot"))

    def shuffled(cards: tuple[str, ...]) -> tuple[str, ...]:
        items = list(cards)
        rng.shuffle(items)
        return tuple(items)

    state.parts_a = shuffled(state.parts_a)
    state.parts_b = shuffled(state.parts_b)
    state.order_decks = tuple(shuffled(deck) for deck in state.order_decks)
    state.staff_decks = tuple(shuffled(deck) for deck in state.staff_decks)
    if state.solo is not None:
        state.solo = state.solo._replace(daily=shuffled(state.solo.daily))
    state.rng = Rng(rng.next64())


def _placement_problems(state: FactoryState) -> list[str]:
    """Cards in two places, and facts every position has (phase-independent)."""
    problems = []
    n = state.num_players
    dealt = set(state.dealt_parts)
    parts = Counter([*state.parts_a, *state.parts_b, *state.dealt_parts])
    for seat in range(n):
        parts.update(p for p in set(state.slots[seat]) if p and p not in dealt)
    preprinted = {part.id for part in state.table.cards.board.preprinted.values()}
    problems += [f"part {card} is in {count} places" for card, count in parts.items()
                 if count > 1 and card not in preprinted]
    staff = Counter([*(c for deck in state.staff_decks for c in deck), *state.dealt_staff])
    problems += [f"employee {card} is in {count} places" for card, count in staff.items()
                 if count > 1]
    for seat in range(n):
        employee = state.employee[seat]
        if employee and employee not in state.dealt_staff:
            problems.append(f"seat {seat}'s employee {employee} was not dealt today")
    orders = Counter(c for deck in state.order_decks for c in deck)
    for seat in range(n):
        orders.update(card for card, _ in state.orders[seat])
        orders.update(state.completed[seat])
        pending = state.pending[seat]
        if isinstance(pending, Pick):
            orders.update(pending.drawn)
    problems += [f"order {card} is in {count} places" for card, count in orders.items()
                 if count > 1]
    if not -1 <= state.turn <= n:
        problems.append(f"turn {state.turn} is not a place in the turn order")
    if state.phase == DRAFT and state.draft_pos >= len(state.draft_seq):
        problems.append("the draft is over but the phase is still the draft")
    return problems
