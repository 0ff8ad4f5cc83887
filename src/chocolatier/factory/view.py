"""What a seat sees (JSON-ready, documented in ``docs/views.md``); words are made at the edges.

A view shows everything public and the viewer's own pending decision; it never shows deck
orders or contents (only sizes), nor the Corner Shop cards another seat drew at Cleanup, nor
a solo game's face-down Daily Demands (only how many).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar, cast
from weakref import WeakKeyDictionary

from chocolatier.factory import contract as c
from chocolatier.factory.action_events import action_event
from chocolatier.factory.actions import notation
from chocolatier.factory.cards import (
    KINDS,
    SLOTS,
    STORES,
    EmployeeCard,
    OrderCard,
    PartCard,
    SoloCard,
    StoreSide,
    printed_side,
)
from chocolatier.factory.chocolates import Pile
from chocolatier.factory.frozen_json import frozen_as, frozen_dict, frozen_list
from chocolatier.factory.pending import Basket, Delivery, Keep, Op, Pick, Place
from chocolatier.factory.phases import DRAFT, OVER
from chocolatier.factory.solo import DAILY_DEMANDS, unavailable_pair
from chocolatier.factory.table import DAY_NAMES, Table
from chocolatier.factory.vocab import ChocolateKind, SlotName

if TYPE_CHECKING:
    from chocolatier.factory.state import FactoryState

VIEW_VERSION = 1


def pile_json(pile: Pile) -> dict[ChocolateKind, int]:
    """A pile as {kind: count} for the kinds present."""
    return {kind: n for kind, n in zip(KINDS, pile, strict=True) if n}


# Views are built after every action for every seat, and most of their content is card data
# that never changes: each piece is built once, frozen (a caller mutating a view must not
# change every later view) and shared by reference. A seat's rows of tiles, slots and orders,
# the store markers and the draft packets change rarely and repeat across views and games, so
# they are remembered whole, keyed by the state's own (immutable or copied) values.
_CACHE_LIMIT = 4096


_K = TypeVar("_K")
_V = TypeVar("_V")


def _store(cache: dict[_K, _V], key: _K, value: _V) -> _V:
    """Remember ``value``; a cache that is full starts again, so many games never grow it."""
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


_piles: dict[Pile, dict[ChocolateKind, int]] = {}
_tile_rows: dict[tuple[Pile, ...], list[dict[ChocolateKind, int]]] = {}


def _pile(pile: Pile) -> dict[ChocolateKind, int]:
    """``pile_json`` of ``pile``, shared and frozen."""
    found = _piles.get(pile)
    return found if found is not None else _store(_piles, pile, frozen_as(pile_json(pile)))


def _tiles(tiles: tuple[Pile, ...]) -> list[dict[ChocolateKind, int]]:
    """A factory's tiles as piles, shared and frozen."""
    found = _tile_rows.get(tiles)
    if found is None:
        found = _store(_tile_rows, tiles, frozen_list(_pile(t) for t in tiles))
    return found


class _CardJson:
    """The frozen JSON of one table's cards, built on first use (a table's cards never change;
    the card set may differ per game, so the cache belongs to the table)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.parts: dict[str, c.PartCard] = {}
        self.employees: dict[str, c.EmployeeCard] = {}
        self.orders: dict[tuple[str, int], c.OrderCard] = {}
        self.solo: dict[str, c.SoloCard] = {}
        self.slot_rows: dict[tuple[tuple[str, ...], int], list[c.Slot]] = {}
        self.order_rows: dict[tuple[tuple[str, int], ...], list[c.OrderCard]] = {}
        self.store_rows: dict[tuple[tuple[int, ...], tuple[int, ...]], list[c.Store]] = {}
        self.packet_rows: dict[tuple[tuple[str, ...], tuple[str, ...], int], c.Packets] = {}
        # (the store's name, its side, the side's wording) per store, in the order of STORES
        self.sides = tuple(
            (table.store_names[i], side, frozen_as(side_wording(side)))
            for i, side in enumerate(table.store_sides)
        )

    def part(self, part_id: str) -> c.PartCard:
        found = self.parts.get(part_id)
        if found is None:
            found = self.parts[part_id] = frozen_as(part_json(self.table.parts[part_id]))
        return found

    def employee(self, card_id: str) -> c.EmployeeCard:
        found = self.employees.get(card_id)
        if found is None:
            card = self.table.employees[card_id]
            found = self.employees[card_id] = frozen_as(employee_json(card))
        return found

    def order(self, card_id: str, delivered: int) -> c.OrderCard:
        key = (card_id, delivered)
        found = self.orders.get(key)
        if found is None:
            card = self.table.orders[card_id]
            found = self.orders[key] = frozen_as(order_json(card, delivered))
        return found

    def slots(self, parts: tuple[str, ...], used: int) -> list[c.Slot]:
        """A factory's slots: each one's part (or ``None``), whether it ran this shift, and its
        position counted from the left."""
        key = (parts, used)
        found = self.slot_rows.get(key)
        if found is None:
            found = _store(self.slot_rows, key, frozen_list(
                frozen_dict(_slot(name, self.part(pid) if pid else None, bool(used >> i & 1), i))
                for i, (name, pid) in enumerate(zip(SLOTS, parts, strict=True))
            ))
        return found

    def order_row(self, orders: tuple[tuple[str, int], ...]) -> list[c.OrderCard]:
        """A factory's open orders with their progress."""
        found = self.order_rows.get(orders)
        if found is None:
            found = _store(self.order_rows, orders,
                           frozen_list(self.order(card, d) for card, d in orders))
        return found

    def store_row(self, track: tuple[int, ...], stamp: tuple[int, ...]) -> list[c.Store]:
        """The stores with every seat's marker (``track``/``stamp``: store-major, as the state
        keeps them)."""
        key = (track, stamp)
        found = self.store_rows.get(key)
        if found is not None:
            return found
        n = self.table.num_players
        stores: list[c.Store] = []
        for i, (store, (name, side, wording)) in enumerate(zip(STORES, self.sides, strict=True)):
            markers = sorted((track[i * n + s], stamp[i * n + s], s) for s in range(n))
            row: c.Store = {
                "id": store, "name": name, "side": side.side, "rule": side.rule,
                "once_a_day": side.once_a_day, "text": side.text,
                "track_length": self.table.track_lengths[i], **wording,
                "markers": frozen_list(track[i * n:i * n + n]),
                # Seats by position, and on each space by arrival (earliest = underneath) first.
                "arrival_order": frozen_list(s for pos, _, s in markers if pos > 0),
            }
            stores.append(frozen_dict(row))
        return _store(self.store_rows, key, frozen_list(stores))

    def packets(
        self, parts: tuple[str, ...], staff: tuple[str, ...], taken: int, sizes: tuple[int, ...]
    ) -> c.Packets:
        """Today's draft packets (``sizes``: fixed by the table's player count, so not part of
        the key): their cards, and which are taken."""
        key = (parts, staff, taken)
        found = self.packet_rows.get(key)
        if found is not None:
            return found
        part_packets: list[c.PartPacket] = []
        staff_packets: list[c.EmployeePacket] = []
        start = staff_start = 0
        # Master Chocolatier: the sixth (free) employee is in the last packet.
        staff_sizes = self.table.staff_packets()
        for p, (size, staff_size) in enumerate(zip(sizes, staff_sizes, strict=True)):
            part_packet: c.PartPacket = {
                "packet": p + 1, "taken": bool(taken >> p & 1),
                "cards": frozen_list(self.part(card) for card in parts[start:start + size]),
            }
            staff_packet: c.EmployeePacket = {
                "packet": p + 1, "taken": bool(taken >> (8 + p) & 1),
                "cards": frozen_list(self.employee(card)
                                     for card in staff[staff_start:staff_start + staff_size]),
            }
            part_packets.append(frozen_dict(part_packet))
            staff_packets.append(frozen_dict(staff_packet))
            start += size
            staff_start += staff_size
        packets: c.Packets = {"parts": frozen_list(part_packets),
                              "employees": frozen_list(staff_packets)}
        return _store(self.packet_rows, key, frozen_dict(packets))

    def solo_card(self, card_id: str) -> c.SoloCard:
        found = self.solo.get(card_id)
        if found is None:
            card = self.table.solo_cards[card_id]
            found = self.solo[card_id] = frozen_as(solo_card_json(card))
        return found


def _slot(name: SlotName, part: c.PartCard | None, used: bool, index: int) -> c.Slot:
    """A factory's slot: its part (or ``None``), whether it ran this shift, and its position
    counted from the left."""
    return {"slot": name, "part": part, "used": used, "position": index % 4 + 1}


# Outside the draft no packets are shown.
_NO_PACKETS: c.Packets = frozen_as(c.Packets(parts=[], employees=[]))

_tables: WeakKeyDictionary[Table, _CardJson] = WeakKeyDictionary()


def card_json(table: Table) -> _CardJson:
    """The card JSON cache of ``table`` (dropped with the table; the RL encoder reads it)."""
    found = _tables.get(table)
    if found is None:
        found = _tables[table] = _CardJson(table)
    return found


def part_json(part: PartCard) -> c.PartCard:
    """A part card's data (a Master Chocolatier mover also has ``accepts``)."""
    data: c.PartCard = {
        "id": part.id, "name": part.name, "deck": part.deck, "kind": part.kind,
        "cost": part.cost, "points": part.points, "copies": part.copies,
        "options": [{"inputs": list(o.inputs), "outputs": list(o.outputs)} for o in part.options],
    }
    if part.kind == "mover":
        data["accepts"] = list(part.accepts)
    return data


def side_wording(side: StoreSide) -> c.StoreWording:
    """What a client words a store side with: the parameters of its rule that its text shows
    (the card set's numbers: ``limit``, ``two_of``, ``per``, ``accepts`` and ``counts``, the
    arguments of catalog ``store-<id>-<side>``, so that no client restates a printed number),
    and ``own`` for a side unlike the printed one (:func:`~.cards.printed_side`), whose
    words are its file's ``text``. A printed rule without parameters adds nothing."""
    numbers = _side_numbers(side)
    return numbers if printed_side(side) else {"own": True, **numbers}


def side_row(side: StoreSide) -> dict[str, Any]:
    """A store side as a view's store row words it (its store, letter, text and
    :func:`side_wording`), for the edges that word a card set's sides outside a game."""
    return {"id": side.store, "side": side.side, "text": side.text, **side_wording(side)}


def _side_numbers(side: StoreSide) -> c.StoreWording:
    if side.rule == "all_different":
        return {"limit": side.limit}
    if side.rule == "exact_two":
        return {"two_of": [{"icon": icon, "spaces": spaces} for icon, spaces in side.two_of]}
    if side.rule == "earnings":
        return {"per": side.per}
    if side.rule == "exact_count":
        return {"accepts": list(side.accepts), "counts": list(side.counts)}
    return {}


def employee_json(card: EmployeeCard) -> c.EmployeeCard:
    """An employee card's data."""
    return {"id": card.id, "store": card.store, "role": card.role, "name": card.name}


def order_json(card: OrderCard, delivered: int) -> c.OrderCard:
    """An order card and its progress (stages delivered, bottom first)."""
    return {
        "id": card.id, "size": card.size, "delivered": delivered,
        "stages": [{"chocolates": list(s.chocolates), "money": s.money} for s in card.stages],
    }


def solo_card_json(card: SoloCard) -> c.SoloCard:
    """A Factory Manager card's data, each objective box with its parameters."""
    return {
        "id": card.id, "type": card.type, "special_orders": list(card.special_orders),
        "objectives": [o.to_json() for o in card.objectives],
    }


def _solo_json(state: FactoryState) -> c.Solo | None:
    """The solo cards face up, how many lie face down, and each objective as it stands."""
    from chocolatier.factory.objectives import checks

    solo = state.solo
    if solo is None:
        return None
    cards = card_json(state.table)
    daily = min(state.day + 1, DAILY_DEMANDS)
    initial = len(solo.cards) - 1 - daily
    demands: list[c.Demand] = []
    for index, card in enumerate(solo.cards[1:]):
        revealed = "setup" if index < initial else DAY_NAMES[index - initial]
        demands.append({**cards.solo_card(card), "revealed": revealed})
    removed = unavailable_pair(state) if state.phase == DRAFT else -1
    return {
        "weekly_target": cards.solo_card(solo.cards[0]),
        "demands": demands,
        "face_down_demands": len(solo.daily),
        "special_orders": list(solo.special),
        "chocolate_orders_delivered": list(solo.filled),
        "unavailable_pair": removed + 1 if removed >= 0 else None,
        "objectives": [check.to_json() for check in checks(state)],
    }


def pending_json(state: FactoryState, pending: object) -> c.TaggedPending | None:
    """A seat's half-made decision (``state.pending[seat]``) as its own view shows it."""
    if pending is None:
        return None
    if isinstance(pending, Place):
        return {"type": "place", "part": pending.part}
    if isinstance(pending, Op):
        return {
            "type": pending.kind, "slot": SLOTS[pending.slot], "option": pending.option + 1,
            "tile": pending.pos + 1, "inputs_to_name": list(pending.ins),
            "outputs_to_name": list(pending.outs), "points": pending.points,
            "technician_tile": pending.extra or None,
        }
    if isinstance(pending, Delivery):
        return {"type": "deliver", "order": pending.order, "icons_to_give": list(pending.icons),
                "money": pending.money, "chocolate_order": pending.card or None}
    if isinstance(pending, Basket):
        basket: dict[str, Any] = {"type": "supply", "store": STORES[pending.store],
                                  "chocolates": list(pending.kinds)}
        if pending.like >= 0:
            basket["as_store"] = STORES[pending.like]
        return basket
    if isinstance(pending, Keep):
        return {"type": "keep", "pool": _pile(pending.pool), "kept": pending.kept,
                "limit": state.table.room_limit}
    assert isinstance(pending, Pick)
    return {"type": "pick_order",
            "drawn": [card_json(state.table).order(c, 0) for c in pending.drawn]}


def factory_json(
    state: FactoryState, cards: _CardJson, seat: int, viewer: int | None
) -> c.Factory:
    """``seat``'s factory in ``viewer``'s view (``factories`` of :func:`view`)."""
    pending = state.pending[seat]
    return {
        "seat": seat,
        "money": state.order_money[seat] + state.bonus[seat],
        "coal": state.coal[seat],
        "tiles": _tiles(state.tiles[seat]),
        "store_room": _pile(state.room[seat]),
        "slots": cards.slots(state.slots[seat], state.used[seat]),
        "employee": cards.employee(state.employee[seat]) if state.employee[seat] else None,
        "employee_uses_left": state.uses[seat],
        "assigned_slot": SLOTS[state.assigned[seat]] if state.assigned[seat] >= 0 else None,
        "new_part": state.new_part[seat] or None,
        "shift": state.shift[seat],
        "shifts_today": state.shifts_today(seat),
        "supplied_today": state.supplied[seat],
        "finished_step": state.done[seat],
        "orders": cards.order_row(state.orders[seat]),
        "completed_orders": list(state.completed[seat]),
        "completed_count": len(state.completed[seat]),
        # Another seat's half-made decision is private (e.g. the orders it drew at Cleanup).
        "pending": pending_json(state, pending) if viewer == seat else (
            {"type": "busy"} if pending is not None else None
        ),
    }


def view_packets(state: FactoryState) -> c.Packets:
    """Today's draft packets (``packets`` of :func:`view`; none outside the draft)."""
    if state.phase != DRAFT:
        return _NO_PACKETS
    return card_json(state.table).packets(
        state.dealt_parts, state.dealt_staff, state.taken, state.packet_sizes())


def deck_counts(state: FactoryState) -> tuple[int, ...]:
    """How many cards each deck holds: parts A, B, orders small, medium, large, then the
    employees by store (and the free employees' deck with the Master Chocolatier module)."""
    return (len(state.parts_a), len(state.parts_b), *map(len, state.order_decks),
            *map(len, state.staff_decks))


def deck_sizes(state: FactoryState) -> c.Decks:
    """How many cards each deck holds (``decks`` of :func:`view`), by deck name."""
    parts_a, parts_b, small, medium, large, palace, fresh, salter, house, dunstan, *free = (
        deck_counts(state))
    employees: c.EmployeeDecks = {"palace": palace, "fresh": fresh, "salter": salter,
                                  "house": house, "dunstan": dunstan}
    if state.table.master:
        employees["free"] = free[0]
    return {
        "parts_a": parts_a, "parts_b": parts_b,
        "orders": {"small": small, "medium": medium, "large": large},
        "employees": employees,
    }


def _legal(state: FactoryState, seat: int | None) -> list[c.LegalAction]:
    """The legal actions of ``seat`` (none for a spectator)."""
    if seat is None:
        return []
    return [
        {"id": state.action_id(seat, a), "notation": notation(a),
         "event": action_event(state, seat, a).to_json()}
        for a in state.legal_of(seat)
    ]


def view(state: FactoryState, seat: int | None) -> c.FactoryView | c.SoloFactoryView:
    """The JSON-ready view of ``seat`` (``None``: a spectator), as the contract types it.

    The view's top level, each factory's dict and the legal actions are the caller's own;
    card data, piles, a seat's rows of tiles, slots and orders, the stores and the draft
    packets are shared read-only containers (``FrozenDict``,
    ``FrozenList``: plain ``dict``/``list`` to ``json``, ``orjson`` and ``==``, refusing
    changes). ``copy.deepcopy`` a view to change it freely.
    """
    table = state.table
    cards = card_json(table)
    n = state.num_players
    result = state.result()
    # core's GameResult is both games' outcome; its JSON is this game's (Result or SoloResult,
    # validated by the contract tests along random games)
    outcome = result.to_json() if result is not None else None
    # A 2–4 player view; a solo view differs in ``players``, ``solo`` and ``result``, which
    # replace these in place (the keys keep their order on the wire).
    shown: c.FactoryView = {
        "game": "factory", "view_version": VIEW_VERSION, "viewer": seat,
        "players": _TEAM_SIZES.get(n, 2), "mode": table.mode,
        "run": "simultaneous" if table.run_simultaneous else "turns",
        "fulfil": "simultaneous" if table.fulfil_simultaneous else "turns",
        "day": state.day + 1, "day_name": DAY_NAMES[state.day],
        "phase": state.phase.value,
        "start_player": state.start, "turn_order": list(state.turn_order()),
        "to_act": list(state.to_act()),
        "draft_order": list(state.draft_seq), "draft_position": state.draft_pos,
        "packets": view_packets(state),
        "stores": cards.store_row(tuple(state.track), tuple(state.stamp)),
        "store_room_limit": table.room_limit,
        "decks": deck_sizes(state),
        "factories": [factory_json(state, cards, s, seat) for s in range(n)],
        "solo": None,
        "legal": _legal(state, seat),
        "finished": state.phase == OVER,
        "result": cast("c.Result | None", outcome),
    }
    # Only with the module, so that the views of base games stay as they were.
    if table.master:
        shown["master"] = True
        shown["earned_today"] = list(state.earned)
    solo = _solo_json(state)
    if solo is None:
        return shown
    return {**shown, "players": 1, "solo": solo,
            "result": cast("c.SoloResult | None", outcome)}


#: ``players`` of a 2–4 player view.
_TEAM_SIZES: dict[int, c.TeamSize] = {2: 2, 3: 3, 4: 4}
