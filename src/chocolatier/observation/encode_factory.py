"""Chocolate Factory observations: a seat's view (``docs/views.md``) as a fixed float32 vector.

Only the view is read, so the vector holds exactly what the seat may know:
:meth:`FactoryEncoder.encode` takes a view, and :meth:`FactoryEncoder.encode_state` gives the
same vector straight from the position, building only the parts of the view it encodes and
only when they changed (what the RL environments call at every step).
Seats are *relative*: everything per seat is listed from the viewer's seat on, clockwise
(index 0 is always "me"), so one policy can play any seat. Cards are described by their
features (kind, cost, input and output icons, stages, money), not by their ids, so the encoding
also covers card sets changed with ``card_overrides``. The layout is listed in ``docs/rl.md``.

A Master Chocolatier game (option ``master``) has its own, longer layout
(``FactoryEncoder(n, master=True)``): the base blocks keep their meaning and the module adds
the mover kind and what a mover moves, the free roles and deck, sides C and D and their rules,
the sixth employee dealt, today's Corner Shop money, and the mover and named-store decisions.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

import numpy as np

from chocolatier.core.game import State
from chocolatier.factory import rules
from chocolatier.factory.rules import (
    FREE_ROLES,
    ICONS,
    KINDS,
    ROLES,
    SLOTS,
    STAFF_BIT,
    STORES,
    FactoryState,
)
from chocolatier.observation.layout import Layout, SparseCache, one_hot, put

# The engine's vocabulary and limits (chocolatier.factory.rules), as the layout uses them: the
# observation covers the base game (docs/rl.md).
PART_KINDS = rules.BASE_PART_KINDS
DECKS = rules.PART_DECKS
ORDER_SIZES = rules.ORDER_SIZES
PHASES = rules.PHASES
RULES = rules.BASE_RULES
PENDING_TYPES = ("place", "convert", "upgrade", "copy", "deliver", "supply", "keep", "pick_order")
DAYS = rules.DAYS
TILES = rules.POSITIONS
MAX_OPTIONS = rules.MAX_OPTIONS
MAX_STAGES = rules.MAX_STAGES
ORDERS_HELD = rules.ORDERS_HELD
CARDS_DEALT = rules.PARTS_PER_DAY

# A base game's layout lists the store roles only, so that it kept its size when the Master
# Chocolatier module came; a module game's lists every role (docs/rl.md).
BASE_ROLES = tuple(role for role in ROLES if role not in FREE_ROLES)
# The Master Chocolatier module's additions to the vocabularies above.
MASTER_PART_KINDS = rules.PART_KINDS
MASTER_RULES = rules.STORE_RULES
MASTER_PENDING_TYPES = (*PENDING_TYPES, "carry")
MAX_EXACT_COUNT = 5  # an exact_count side takes 1..5 chocolates

_KIND_INDEX: dict[str, int] = {kind: i for i, kind in enumerate(KINDS)}
# the "used this shift" flag of each slot, per bitmask of used slots
_USED_FLAGS = np.array([[mask >> slot & 1 for slot in range(len(SLOTS))]
                        for mask in range(1 << len(SLOTS))], dtype=np.float32)
_ICON_INDEX: dict[str, int] = {icon: i for i, icon in enumerate(ICONS)}


def _option_record() -> Layout:
    r = Layout("option")
    r.add("present", 1, "the part has this option")
    r.add("inputs", len(ICONS), f"input icons taken, count per icon ({' '.join(ICONS)})", high=10)
    r.add("outputs", len(ICONS), "output icons made, count per icon", high=10)
    return r


def _part_record(master: bool) -> Layout:
    kinds = MASTER_PART_KINDS if master else PART_KINDS
    r = Layout("part")
    r.add("present", 1, "a card is here")
    r.add("kind", len(kinds), f"one-hot {' / '.join(kinds)}")
    r.add("deck", len(DECKS), "one-hot deck A / B / pre-printed on the board")
    r.add("cost", 1, "coal per operation", scale=3, high=3)
    r.add("points", 1, "upgrade points (upgraders)", scale=3, high=3)
    r.add("copies", 1, "extra copies (repeaters: 1 for x2, 2 for x3)", scale=2, high=2)
    r.add_records("options", _option_record(), MAX_OPTIONS, "converter options in card order")
    if master:
        r.add("accepts", len(ICONS), "mover: the icons of the chocolates it may move")
    return r


def _employee_record(master: bool) -> Layout:
    roles = ROLES if master else BASE_ROLES
    r = Layout("employee")
    r.add("present", 1, "a card is here")
    r.add("role", len(roles), f"one-hot role ({' '.join(roles)})")
    r.add("store", len(STORES), f"one-hot store deck ({' '.join(STORES)}; none: a free "
          "employee)" if master else f"one-hot store deck ({' '.join(STORES)})")
    return r


def _stage_record() -> Layout:
    r = Layout("stage")
    r.add("present", 1, "the order has this stage")
    r.add("chocolates", len(ICONS), "chocolates asked, count per icon", high=10)
    r.add("money", 1, "£ paid", scale=10, high=3)
    r.add("delivered", 1, "already delivered")
    return r


def _order_record() -> Layout:
    r = Layout("order")
    r.add("present", 1, "an order is here")
    r.add("size", len(ORDER_SIZES), "one-hot small / medium / large")
    r.add("delivered", 1, "stages delivered", scale=MAX_STAGES)
    r.add_records("stages", _stage_record(), MAX_STAGES, "bottom (first) stage first")
    return r


def _slot_record(master: bool) -> Layout:
    r = Layout("slot")
    r.add("used", 1, "operated this shift")
    r.add("assigned", 1, "today's Mechanic/Technician is assigned to it")
    r.add("new", 1, "holds the part taken today")
    r.add_records("part", _part_record(master), 1, "the part in the slot")
    return r


def _factory_record(master: bool) -> Layout:
    r = Layout("factory")
    r.add("money", 1, "£ so far", scale=100, high=5)
    r.add("coal", 1, "coal in the bunker", scale=20, high=5)
    r.add("tiles", TILES * len(KINDS), "conveyor positions 1..4, count per kind", scale=10, high=5)
    r.add("store_room", len(KINDS), "count per kind", scale=10, high=5)
    r.add_records("slots", _slot_record(master), len(SLOTS), f"slots {' '.join(SLOTS)}")
    r.add_records("employee", _employee_record(master), 1, "today's employee")
    if master:  # the Porter moves four times
        r.add("employee_uses_left", 1, "uses left of a once / three- / four-times employee",
              scale=4)
    else:
        r.add("employee_uses_left", 1, "uses left of a once / three-times employee", scale=3)
    r.add("shift", 1, "current shift", scale=4)
    r.add("engineer_day", 1, "4 shifts today")
    r.add("supplied_today", 1, "the Department Store was supplied today")
    r.add("finished_step", 1, "finished the current Run Factory / Fulfil Orders step")
    r.add("busy", 1, "has a decision in progress")
    r.add("completed", 1, "completed Corner Shop orders", scale=10, high=3)
    r.add_records("orders", _order_record(), ORDERS_HELD, "open Corner Shop orders")
    return r


def _store_record(n: int, master: bool) -> Layout:
    rules = MASTER_RULES if master else RULES
    r = Layout("store")
    r.add("side_b", 1, "the store shows side B")
    r.add("rule", len(rules), f"one-hot rule ({' '.join(rules)})")
    r.add("track_length", 1, "spaces on the track", scale=9, high=2)
    r.add("markers", n, "marker position per relative seat", scale=9, high=2)
    r.add("arrival", n, "rank on the track per relative seat (1 = lowest / earliest), ÷ seats")
    if master:
        r.add("side_cd", 2, "the store shows side C / side D")
        r.add("per", 1, "C side: £ of Corner Shop money per space", scale=10, high=2)
        r.add("counts", MAX_EXACT_COUNT, "exact_count side: the counts it takes (1..5)")
        r.add("accepts", len(ICONS), "exact_count side: the icons it takes")
    return r


def _packet_record(card: str, record: Layout, n: int) -> Layout:
    """A draft packet's slot holding one ``card`` (``part`` or ``employee``) laid out by
    ``record``: whether its packet was taken, the packet's number, then the card."""
    r = Layout(f"packet_{card}")
    r.add("taken", 1, "its packet was taken")
    r.add("packet", n, "one-hot packet number")
    r.add_records(card, record, 1, "the card")
    return r


class FactoryEncoder:
    """Encodes Chocolate Factory views of a ``num_players`` game into :attr:`layout` vectors
    (``master``: of a Master Chocolatier game, option ``master``)."""

    game = "factory"

    def __init__(self, num_players: int, master: bool = False) -> None:
        n = self.num_players = num_players
        self.master = master
        self._part_kinds = MASTER_PART_KINDS if master else PART_KINDS
        self._roles = ROLES if master else BASE_ROLES
        self._rules = MASTER_RULES if master else RULES
        self._pending_types = MASTER_PENDING_TYPES if master else PENDING_TYPES
        # the sixth employee dealt is the day's free employee (its `take` id is 520)
        self._employees_dealt = CARDS_DEALT + 1 if master else CARDS_DEALT
        self._option = _option_record()
        self._part = _part_record(master)
        self._employee = _employee_record(master)
        self._stage = _stage_record()
        self._order = _order_record()
        self._slot = _slot_record(master)
        self._factory = _factory_record(master)
        self._store = _store_record(n, master)
        self._packet_part = _packet_record("part", _part_record(master), n)
        self._packet_employee = _packet_record("employee", _employee_record(master), n)
        self._parts = SparseCache(self._part)
        self._orders = SparseCache(self._order)
        lay = self.layout = Layout(f"factory_master_{n}p" if master else f"factory_{n}p")
        lay.add("run", 1, "Run Factory played simultaneously (option run)")
        lay.add("fulfil", 1, "Fulfil Orders played simultaneously (option fulfil)")
        lay.add("day", DAYS, "one-hot Monday..Saturday")
        lay.add("phase", len(PHASES), f"one-hot {' / '.join(PHASES)}")
        lay.add("start_player", n, "one-hot relative seat of today's start player")
        lay.add("to_act", n, "relative seats that must act now")
        lay.add("draft_order", 2 * n * n, "snake draft: per turn, one-hot relative seat")
        lay.add("draft_position", 2 * n + 1, "one-hot draft turns done")
        lay.add("decks", 11 if master else 10,
                "deck sizes: parts A, B; orders S, M, L; employees by store"
                + (", then the free employees" if master else ""), scale=10, high=3)
        lay.add_records("packet_parts", self._packet_part, CARDS_DEALT,
                        "today's dealt parts in deal order (the `take` ids 0–4)")
        lay.add_records("packet_employees", self._packet_employee, self._employees_dealt,
                        "today's dealt employees in deal order (the `take` ids 5–9"
                        + (", then the free one: `take` id 520)" if master else ")"))
        lay.add_records("stores", self._store, len(STORES), f"in order {' '.join(STORES)}")
        lay.add_records("factories", self._factory, n, "per relative seat, me first")
        lay.add("pending_type", len(self._pending_types),
                f"my decision: one-hot {' / '.join(self._pending_types)}")
        lay.add("pending_slot", len(SLOTS), "operation: one-hot slot")
        lay.add("pending_option", 1, "operation: converter option (1-based)", scale=MAX_OPTIONS)
        lay.add("pending_tile", TILES, "operation: one-hot conveyor position")
        lay.add("pending_inputs", len(ICONS), "operation: generic inputs to name", high=10)
        lay.add("pending_outputs", len(ICONS), "operation: generic outputs to name", high=10)
        lay.add("pending_points", 1, "operation: upgrade points left", scale=5, high=2)
        lay.add("pending_technician", TILES, "operation: one-hot Technician's extra tile")
        lay.add("deliver_order", ORDERS_HELD, "delivery: one-hot order")
        lay.add("deliver_icons", len(ICONS), "delivery: icons still to give", high=10)
        lay.add("deliver_money", 1, "delivery: £ it pays", scale=10, high=3)
        lay.add("supply_store", len(STORES), "store delivery: one-hot store")
        lay.add("supply_chocolates", len(KINDS), "store delivery: chocolates so far", high=20)
        lay.add("keep_pool", len(KINDS), "cleanup: chocolates to keep from", scale=10, high=5)
        lay.add("keep_kept", 1, "cleanup: kept so far", scale=2, high=5)
        lay.add("keep_limit", 1, "cleanup: how many may be kept", scale=2, high=5)
        lay.add_records("pick_orders", self._order, len(ORDER_SIZES),
                        "cleanup: the drawn orders by deck (small, medium, large)")
        if master:
            lay.add("earned_today", n, "£ of Corner Shop stages earned today per relative seat "
                    "(what a C side counts)", scale=10, high=5)
            lay.add("supply_as", len(STORES), "store delivery: one-hot store whose requirement "
                    "a Palace Boutique D delivery follows")
        self.space = lay.space()
        # encode_state: per viewer, its raw values and what each block was last built from;
        # the blocks every viewer sees alike (the draft packets, each seat's factory record)
        # are built once per change, in ``_shared``, and copied into each viewer's values
        self._memos: dict[int, _Memo] = {}
        self._shared: dict[Hashable, _Memo] = {}
        self._scale, self._low, self._high = lay.scale, lay.low, lay.high
        self._header_span = (0, lay.offset("packet_parts"))
        self._packets_span = (lay.offset("packet_parts"), lay.offset("stores"))
        self._stores_span = (lay.offset("stores"), lay.offset("factories"))
        # the viewer's pending decision, and (Master Chocolatier) today's Corner Shop money
        self._pending_span = (lay.offset("pending_type"), lay.size)
        o = self._factory.offsets
        # the parts of a factory record (relative to it) that are cleared before a rebuild;
        # the others are written whole (scalars, a tile's or the store room's counts)
        self._factory_spans = {
            "slots": (o["slots"], o["employee"]),
            "employee": (o["employee"], o["employee_uses_left"]),
            "orders": (o["orders"], self._factory.size),
        }

    @property
    def size(self) -> int:
        """Length of the vector."""
        return self.layout.size

    def encode(self, view: Mapping[str, Any]) -> np.ndarray:
        """The vector of ``view`` (a seat's view, ``state.view(seat)``)."""
        me = view["viewer"]
        self._check(me, bool(view.get("master")))
        rel = self._relative(me)
        buf = self.layout.blank()
        self._header(buf, view, rel)
        if self.master:
            self._earned(buf, view["earned_today"], rel)
        self._packets(buf, view["packets"])
        at = self.layout.offset("stores")
        for store in view["stores"]:
            self._store_into(buf, at, store, rel)
            at += self._store.size
        at = self.layout.offset("factories")
        for factory in sorted(view["factories"], key=lambda f: rel(f["seat"])):
            self._factory_into(buf, at, factory)
            at += self._factory.size
        own = next(f for f in view["factories"] if f["seat"] == me)
        if own["pending"] is not None:
            self._pending(buf, own["pending"])
        return self.layout.pack(buf)

    def encode_state(self, state: State, seat: int | None) -> np.ndarray:
        """``encode(state.view(seat))``, straight from the position. The vector of each viewer
        is kept between calls, and a block of it (the header, the draft packets, the stores,
        each part of each factory record, the viewer's pending decision) is rebuilt only when
        the state fields it is made from changed: the state's immutable values, so comparing
        them is mostly comparing references."""
        if not isinstance(state, FactoryState):
            raise TypeError(f"a Chocolate Factory state is needed, not {type(state).__name__}")
        table = state.table
        self._check(seat, table.master)
        assert seat is not None
        memo = self._memos.get(seat)
        if memo is None or memo.table is not table:  # every block depends on the card set
            memo = self._memos[seat] = _Memo(table, self.layout.blank())
        keys, raw, rel = memo.keys, memo.raw, self._relative(seat)
        key: tuple[Any, ...] = (state.day, state.phase, state.start, state.to_act(),
                                state.draft_seq, state.draft_pos, rules.deck_counts(state))
        if keys.get("header") != key:
            keys["header"] = key
            self._header(_clear(raw, self._header_span), _header_of(state), rel)
        _copy(memo, "packets", self._packets_of(state), "packets", self._packets_span)
        key = (state.track, state.stamp)
        if keys.get("stores") != key:
            keys["stores"] = key
            self._stores(_clear(raw, self._stores_span), state, rel)
        size, start = self._factory.size, self.layout.offset("factories")
        for other in range(self.num_players):
            record = self._factory_record(state, other)
            at = start + rel(other) * size
            _copy(memo, ("factory", other), record, "factory", (at, at + size), -at)
        pending = state.pending[seat]
        key = (pending, state.earned) if self.master else (pending,)
        if keys.get("pending") != key:
            keys["pending"] = key
            _clear(raw, self._pending_span)
            decision = rules.pending_json(state, pending)
            if decision is not None:
                self._pending(raw, decision)
            if self.master:
                self._earned(raw, state.earned, rel)
        # Scaled and clipped into a new array (the caller owns it; the raw values stay), by
        # the ufuncs themselves: np.clip's Python wrapper costs more than the work.
        vector: np.ndarray = np.divide(raw, self._scale)
        np.maximum(vector, self._low, out=vector)
        np.minimum(vector, self._high, out=vector)
        return vector

    # -- encode_state's blocks ---------------------------------------------------------------

    def _stores(self, raw: np.ndarray, state: FactoryState, rel: Callable[[int], int]) -> None:
        at = self._stores_span[0]
        for store in rules.card_json(state.table).store_row(state.track, state.stamp):
            self._store_into(raw, at, store, rel)
            at += self._store.size

    def _packets_of(self, state: FactoryState) -> _Memo:
        """The draft packets (the same in every viewer's vector): built when the day's cards
        change; a pick only sets its packet's "taken" flags."""
        memo = self._shared_memo("packets", state.table, self.layout.size)
        keys, cards, taken = memo.keys, (state.phase, state.dealt_parts, state.dealt_staff), \
            state.taken
        if keys.get("cards") != cards:
            keys["cards"] = cards
            keys["flags"] = self._packets(_clear(memo.raw, self._packets_span),
                                          rules.view_packets(state))
        elif keys["packets"][1] != taken:
            raw = memo.raw
            for at, bit in keys["flags"]:
                raw[at] = taken >> bit & 1
        else:
            return memo
        keys["packets"] = (cards, taken)
        return memo

    def _factory_record(self, state: FactoryState, seat: int) -> _Memo:
        """``seat``'s factory record (the same in every viewer's vector), its parts whose
        fields changed rebuilt."""
        memo = self._shared_memo(("factory", seat), state.table, self._factory.size)
        keys, raw, spans = memo.keys, memo.raw, self._factory_spans
        employee, pending = state.employee[seat], state.pending[seat]
        # Most steps change one factory: the others pass this one comparison.
        whole = (state.order_money[seat], state.bonus[seat], state.coal[seat],
                 state.uses[seat], state.shift[seat], employee, state.supplied[seat],
                 state.done[seat], pending is None, state.completed[seat], state.tiles[seat],
                 state.room[seat], state.slots[seat], state.assigned[seat],
                 state.new_part[seat], state.used[seat], state.orders[seat])
        if keys.get("factory") == whole:
            return memo
        keys["factory"] = whole
        offsets = self._factory.offsets
        key: tuple[Any, ...] = (*whole[:9], len(whole[9]))
        if keys.get("head") != key:
            keys["head"] = key
            head = offsets["money"]
            raw[head:head + 2] = (whole[0] + whole[1], whole[2])  # money, coal
            tail = offsets["employee_uses_left"]
            raw[tail:tail + 7] = (
                whole[3], whole[4], rules.shifts_today(state, seat) > rules.SHIFTS_PER_DAY,
                whole[6], whole[7], pending is not None, key[9])
        tiles = whole[10]
        if keys.get("tiles") != (tiles,):
            keys["tiles"] = (tiles,)
            start = offsets["tiles"]
            # a pile is its counts in KINDS order: the tiles are their piles back to back
            flat = sum(tiles[:TILES], ())
            raw[start:start + len(flat)] = flat
        room = whole[11]
        if keys.get("room") != (room,):
            keys["room"] = (room,)
            start = offsets["store_room"]
            raw[start:start + len(KINDS)] = room
        parts, assigned, new = whole[12], whole[13], whole[14]
        if keys.get("slots") != (parts, assigned, new):
            keys["slots"] = (parts, assigned, new)
            keys.pop("used", None)  # the flags below are written over: write them again
            self._slots_into(_clear(raw, spans["slots"]), 0, {
                "slots": rules.card_json(state.table).slots(parts, 0),
                "assigned_slot": SLOTS[assigned] if assigned >= 0 else None,
                "new_part": new or None,
            })
        used = whole[15]
        if keys.get("used") != (used,):
            keys["used"] = (used,)
            start, step = offsets["slots"], self._slot.size
            raw[start:start + len(SLOTS) * step:step] = _USED_FLAGS[used]
        if keys.get("employee") != (employee,):
            keys["employee"] = (employee,)
            self._employee_into(_clear(raw, spans["employee"]), offsets["employee"],
                                rules.card_json(state.table).employee(employee) if employee
                                else None)
        orders = whole[16]
        if keys.get("orders") != (orders,):
            keys["orders"] = (orders,)
            self._orders_into(_clear(raw, spans["orders"]), 0,
                              {"orders": rules.card_json(state.table).order_row(orders)})
        return memo

    def _shared_memo(self, name: Hashable, table: rules.Table, size: int) -> _Memo:
        """The values of block ``name`` that every viewer shares (``size`` of them), for the
        card set ``table``."""
        memo = self._shared.get(name)
        if memo is None or memo.table is not table:
            memo = self._shared[name] = _Memo(table, np.zeros(size, dtype=np.float32))
        return memo

    # -- the blocks --------------------------------------------------------------------------

    def _check(self, me: int | None, master: bool) -> None:
        if me is None:
            raise ValueError("observations are per seat; a spectator view has no viewer")
        if master != self.master:
            raise ValueError("this encoder is for " + ("Master Chocolatier" if self.master
                             else "base") + " games, the view is not: build it with the game's "
                             "options (encoder_for(game, n, options); docs/rl.md)")

    def _relative(self, me: int) -> Callable[[int], int]:
        n = self.num_players

        def rel(seat: int) -> int:
            return int((seat - me) % n)

        return rel

    def _header(self, buf: np.ndarray, view: Mapping[str, Any], rel: Callable[[int], int]
                ) -> None:
        """The scalar blocks: modes, day, phase, seats, draft, deck sizes."""
        lay, n = self.layout, self.num_players
        buf[lay.offset("run")] = float(view["run"] == "simultaneous")
        buf[lay.offset("fulfil")] = float(view["fulfil"] == "simultaneous")
        one_hot(buf, lay.offset("day"), view["day"] - 1, DAYS)
        one_hot(buf, lay.offset("phase"), PHASES.index(view["phase"]), len(PHASES))
        one_hot(buf, lay.offset("start_player"), rel(view["start_player"]), n)
        for seat in view["to_act"]:
            buf[lay.offset("to_act") + rel(seat)] = 1.0
        at = lay.offset("draft_order")
        for turn, seat in enumerate(view["draft_order"][: 2 * n]):
            buf[at + turn * n + rel(seat)] = 1.0
        one_hot(buf, lay.offset("draft_position"), view["draft_position"], 2 * n + 1)
        decks = view["decks"]
        sizes = [decks["parts_a"], decks["parts_b"]]
        sizes += [decks["orders"][s] for s in ORDER_SIZES]
        sizes += [decks["employees"][s] for s in STORES]
        if self.master:
            sizes.append(decks["employees"]["free"])
        put(buf, lay.offset("decks"), sizes)

    def _earned(self, buf: np.ndarray, earned: Sequence[int], rel: Callable[[int], int]
                ) -> None:
        """Master Chocolatier: today's Corner Shop money per relative seat."""
        order = sorted(range(self.num_players), key=rel)
        put(buf, self.layout.offset("earned_today"), [earned[seat] for seat in order])

    # -- records ---------------------------------------------------------------------------

    @staticmethod
    def _icons(buf: np.ndarray, at: int, icons: Sequence[str]) -> None:
        for icon in icons:
            buf[at + _ICON_INDEX[icon]] += 1.0

    @staticmethod
    def _kinds(buf: np.ndarray, at: int, pile: Mapping[str, int]) -> None:
        for kind, count in pile.items():
            buf[at + _KIND_INDEX[kind]] = float(count)

    def _part_into(self, buf: np.ndarray, at: int, part: Mapping[str, Any] | None) -> None:
        if part is None:
            return
        self._parts.write(buf, at, part["id"], part,
                          lambda scratch: self._fill_part(scratch, part))

    def _fill_part(self, buf: np.ndarray, part: Mapping[str, Any]) -> None:
        r, at = self._part, 0
        buf[at] = 1.0
        one_hot(buf, r.offset("kind"), self._part_kinds.index(part["kind"]),
                len(self._part_kinds))
        one_hot(buf, r.offset("deck"), DECKS.index(part["deck"]), len(DECKS))
        buf[r.offset("cost")] = part["cost"]
        buf[r.offset("points")] = part["points"]
        buf[r.offset("copies")] = part["copies"]
        o = self._option
        base = r.offset("options")
        for option in part["options"][:MAX_OPTIONS]:
            buf[base] = 1.0
            self._icons(buf, base + o.offset("inputs"), option["inputs"])
            self._icons(buf, base + o.offset("outputs"), option["outputs"])
            base += o.size
        if "accepts" in part:
            self._icons(buf, r.offset("accepts"), part["accepts"])

    def _employee_into(self, buf: np.ndarray, at: int, card: Mapping[str, Any] | None) -> None:
        if card is None:
            return
        r = self._employee
        buf[at] = 1.0
        one_hot(buf, at + r.offset("role"), self._roles.index(card["role"]), len(self._roles))
        if card["store"] in STORES:  # a free employee (Master Chocolatier) has none
            one_hot(buf, at + r.offset("store"), STORES.index(card["store"]), len(STORES))

    def _order_into(self, buf: np.ndarray, at: int, order: Mapping[str, Any]) -> None:
        self._orders.write(buf, at, order["id"], order,
                           lambda scratch: self._fill_order(scratch, order))

    def _fill_order(self, buf: np.ndarray, order: Mapping[str, Any]) -> None:
        r, s, at = self._order, self._stage, 0
        buf[at] = 1.0
        one_hot(buf, r.offset("size"), ORDER_SIZES.index(order["size"]), len(ORDER_SIZES))
        delivered = order["delivered"]
        buf[r.offset("delivered")] = delivered
        base = r.offset("stages")
        for i, stage in enumerate(order["stages"][:MAX_STAGES]):
            buf[base] = 1.0
            self._icons(buf, base + s.offset("chocolates"), stage["chocolates"])
            buf[base + s.offset("money")] = float(stage["money"])
            buf[base + s.offset("delivered")] = float(i < delivered)
            base += s.size

    def _packets(self, buf: np.ndarray, packets: Mapping[str, Any]) -> list[tuple[int, int]]:
        """Write the draft packets; the index of each card's "taken" flag and the bit of its
        packet in the state's ``taken`` mask."""
        flags: list[tuple[int, int]] = []
        for key, record, write, dealt, first_bit in (
            ("parts", self._packet_part, self._part_into, CARDS_DEALT, 0),
            ("employees", self._packet_employee, self._employee_into, self._employees_dealt,
             STAFF_BIT),
        ):
            at = self.layout.offset(f"packet_{key}")
            card_at = record.offset("part" if key == "parts" else "employee")
            index = 0
            for packet in packets[key]:
                for card in packet["cards"]:
                    if index >= dealt:
                        break
                    base = at + index * record.size
                    buf[base] = float(packet["taken"])
                    flags.append((base, first_bit + packet["packet"] - 1))
                    one_hot(buf, base + 1, packet["packet"] - 1, self.num_players)
                    write(buf, base + card_at, card)
                    index += 1
        return flags

    def _store_into(self, buf: np.ndarray, at: int, store: Mapping[str, Any], rel: Any) -> None:
        r, n = self._store, self.num_players
        buf[at] = float(store["side"] == "B")
        one_hot(buf, at + r.offset("rule"), self._rules.index(store["rule"]), len(self._rules))
        buf[at + r.offset("track_length")] = float(store["track_length"])
        for seat, position in enumerate(store["markers"]):
            buf[at + r.offset("markers") + rel(seat)] = float(position)
        for rank, seat in enumerate(store["arrival_order"]):
            buf[at + r.offset("arrival") + rel(seat)] = (rank + 1) / n
        if self.master:
            side = store["side"]
            buf[at + r.offset("side_cd")] = float(side == "C")
            buf[at + r.offset("side_cd") + 1] = float(side == "D")
            buf[at + r.offset("per")] = float(store.get("per", 0))
            for count in store.get("counts", ()):
                buf[at + r.offset("counts") + count - 1] = 1.0
            self._icons(buf, at + r.offset("accepts"), store.get("accepts", ()))

    def _factory_into(self, buf: np.ndarray, at: int, f: Mapping[str, Any]) -> None:
        self._factory_head(buf, at, f)
        self._slots_into(buf, at, f)
        self._orders_into(buf, at, f)

    def _factory_head(self, buf: np.ndarray, at: int, f: Mapping[str, Any]) -> None:
        """A factory record but its slots and orders."""
        o = self._factory.offsets
        buf[at + o["money"]] = float(f["money"])
        buf[at + o["coal"]] = float(f["coal"])
        for position, tile in enumerate(f["tiles"][:TILES]):
            self._kinds(buf, at + o["tiles"] + position * len(KINDS), tile)
        self._kinds(buf, at + o["store_room"], f["store_room"])
        self._employee_into(buf, at + o["employee"], f["employee"])
        buf[at + o["employee_uses_left"]] = float(f["employee_uses_left"])
        buf[at + o["shift"]] = float(f["shift"])
        buf[at + o["engineer_day"]] = float(f["shifts_today"] > rules.SHIFTS_PER_DAY)
        buf[at + o["supplied_today"]] = float(f["supplied_today"])
        buf[at + o["finished_step"]] = float(f["finished_step"])
        buf[at + o["busy"]] = float(f["pending"] is not None)
        buf[at + o["completed"]] = float(f["completed_count"])

    def _slots_into(self, buf: np.ndarray, at: int, f: Mapping[str, Any]) -> None:
        """The slots block of a factory record (at ``at``)."""
        slot_r = self._slot
        slot_part = slot_r.offset("part")
        base = at + self._factory.offset("slots")
        for slot in f["slots"]:
            part = slot["part"]
            buf[base] = float(slot["used"])
            buf[base + 1] = float(slot["slot"] == f["assigned_slot"])
            buf[base + 2] = float(part is not None and part["id"] == f["new_part"])
            self._part_into(buf, base + slot_part, part)
            base += slot_r.size

    def _orders_into(self, buf: np.ndarray, at: int, f: Mapping[str, Any]) -> None:
        """The orders block of a factory record (at ``at``; the record's last block)."""
        base = at + self._factory.offset("orders")
        for order in f["orders"][:ORDERS_HELD]:
            self._order_into(buf, base, order)
            base += self._order.size

    def _pending(self, buf: np.ndarray, p: Mapping[str, Any]) -> None:
        lay = self.layout
        kind = p["type"]
        one_hot(buf, lay.offset("pending_type"), self._pending_types.index(kind),
                len(self._pending_types))
        if kind in ("convert", "upgrade", "copy", "carry"):
            one_hot(buf, lay.offset("pending_slot"), SLOTS.index(p["slot"]), len(SLOTS))
            buf[lay.offset("pending_option")] = float(p["option"])
            one_hot(buf, lay.offset("pending_tile"), p["tile"] - 1, TILES)
            self._icons(buf, lay.offset("pending_inputs"), p["inputs_to_name"])
            self._icons(buf, lay.offset("pending_outputs"), p["outputs_to_name"])
            buf[lay.offset("pending_points")] = float(p["points"])
            tech = p["technician_tile"]
            one_hot(buf, lay.offset("pending_technician"), tech - 1 if tech else None, TILES)
        elif kind == "deliver":
            one_hot(buf, lay.offset("deliver_order"), p["order"], ORDERS_HELD)
            self._icons(buf, lay.offset("deliver_icons"), p["icons_to_give"])
            buf[lay.offset("deliver_money")] = float(p["money"])
        elif kind == "supply":
            one_hot(buf, lay.offset("supply_store"), STORES.index(p["store"]), len(STORES))
            at = lay.offset("supply_chocolates")
            for chocolate in p["chocolates"]:
                buf[at + _KIND_INDEX[chocolate]] += 1.0
            if "as_store" in p:
                one_hot(buf, lay.offset("supply_as"), STORES.index(p["as_store"]), len(STORES))
        elif kind == "keep":
            self._kinds(buf, lay.offset("keep_pool"), p["pool"])
            buf[lay.offset("keep_kept")] = float(p["kept"])
            buf[lay.offset("keep_limit")] = float(p["limit"])
        elif kind == "pick_order":
            at = lay.offset("pick_orders")
            for order in p["drawn"]:
                index = ORDER_SIZES.index(order["size"])
                self._order_into(buf, at + index * self._order.size, order)


class _Memo:
    """What :meth:`FactoryEncoder.encode_state` keeps for one viewer, or for a block every
    viewer shares: the card set it was built for, its raw values, and what each block was
    built from."""

    __slots__ = ("keys", "raw", "table")

    def __init__(self, table: rules.Table, raw: np.ndarray) -> None:
        self.table = table
        self.raw = raw
        self.keys: dict[Hashable, Any] = {}


def _copy(memo: _Memo, name: Hashable, source: _Memo, source_name: str,
          span: tuple[int, int], shift: int = 0) -> None:
    """Copy ``source``'s values of block ``source_name`` into ``memo``'s on ``span`` (at
    ``span`` moved by ``shift`` in ``source``), unless ``memo`` holds them already: it keeps
    the key they were built from, and every rebuild stores a new key object."""
    built = source.keys[source_name]
    if memo.keys.get(name) is not built:
        memo.keys[name] = built
        memo.raw[span[0]:span[1]] = source.raw[span[0] + shift:span[1] + shift]


def _clear(raw: np.ndarray, span: tuple[int, int], at: int = 0) -> np.ndarray:
    """``raw`` zeroed on ``span`` (moved by ``at``), for a block to be written there."""
    raw[span[0] + at:span[1] + at] = 0.0
    return raw


def _header_of(state: FactoryState) -> dict[str, Any]:
    """The view's scalar keys that :meth:`FactoryEncoder._header` reads, as the view has them."""
    table = state.table
    header = {
        "run": "simultaneous" if table.run_simultaneous else "turns",
        "fulfil": "simultaneous" if table.fulfil_simultaneous else "turns",
        "day": state.day + 1, "phase": state.phase, "start_player": state.start,
        "to_act": state.to_act(), "draft_order": state.draft_seq,
        "draft_position": state.draft_pos,
        "decks": rules.deck_sizes(state),
    }
    return header
