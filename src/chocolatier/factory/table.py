"""The fixed setup of one game: card set, store sides, player count, how Run Factory and Fulfil
Orders are played (in turn order or simultaneously). Shared by all clones.

Nothing here changes during a game, so every clone of a state points at the same
:class:`Table`; the mutable position lives in :class:`~chocolatier.factory.state.FactoryState`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from chocolatier.factory.cards import (
    STORES,
    CardSet,
    ConverterOption,
    EmployeeCard,
    OrderCard,
    PartCard,
    SoloCard,
    StoreSide,
)
from chocolatier.factory.chocolates import Pile, by_specificity, is_generic, pile_of
from chocolatier.factory.roles import NOBODY, Ability, ability
from chocolatier.factory.vocab import DayName, TableMode

# Coal received in Prepare, Monday..Saturday (§4.1).
DAILY_COAL: tuple[int, ...] = (5, 6, 7, 8, 9, 10)
DAY_NAMES: tuple[DayName, ...] = (
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
)
LAST_DAY = len(DAY_NAMES) - 1
# Packet sizes of the 5 parts and of the 5 employees, by number of players (§4.1).
# Solo (§9): the cards are dealt one by one as 5 pairs, each card its own "packet".
PACKETS: dict[int, tuple[int, ...]] = {
    1: (1, 1, 1, 1, 1), 2: (3, 2), 3: (2, 2, 1), 4: (2, 1, 1, 1),
}
# Master Chocolatier: the day's free employee is dealt as a sixth employee into the last
# packet (the smallest one; docs/rulings.md).
MASTER_STAFF_PACKETS: dict[int, tuple[int, ...]] = {
    players: (*sizes[:-1], sizes[-1] + 1) for players, sizes in PACKETS.items() if players > 1
}
ORDER_SIZES: tuple[str, ...] = ("small", "medium", "large")
PARTS_PER_DAY = 5
# Store room limit at Cleanup (§4.5); the solo mode (§9) keeps 6.
ROOM_LIMIT = 2
SOLO_ROOM_LIMIT = 6
# A converter with more options than this would not fit the fixed action-id space.
MAX_OPTIONS = 3


class Steps(NamedTuple):
    """A converter option as operating it applies it: the specific inputs, taken at once (as a
    pile), the generic input icons named next (``in``), the specific outputs, made once every
    input is taken (as a pile), the generic output icons named last (``out``), and what the
    specific icons change on the tile when no input is generic (``made`` less ``taken``)."""

    taken: Pile
    ins: tuple[str, ...]
    made: Pile
    outs: tuple[str, ...]
    net: Pile

    @classmethod
    def of(cls, option: ConverterOption) -> Steps:
        """The steps of a converter option."""
        taken = pile_of(i for i in option.inputs if not is_generic(i))
        made = pile_of(o for o in option.outputs if not is_generic(o))
        return cls(taken, tuple(i for i in option.inputs if is_generic(i)), made,
                   tuple(o for o in option.outputs if is_generic(o)),
                   tuple(m - t for m, t in zip(made, taken, strict=True)))


class PartInfo(NamedTuple):
    """A part as legal-move generation and operating read it: kind, cost, each option's inputs
    sorted for ``can_take_sorted``, whether options are numbered in notation, the card, each
    option's :class:`Steps`."""

    kind: str
    cost: int
    inputs: tuple[tuple[str, ...], ...]
    numbered: bool
    card: PartCard
    steps: tuple[Steps, ...]

    @classmethod
    def of(cls, part: PartCard) -> PartInfo:
        """The info of a part card."""
        inputs = tuple(tuple(by_specificity(o.inputs)) for o in part.options)
        return cls(part.kind, part.cost, inputs, len(part.options) > 1, part,
                   tuple(Steps.of(o) for o in part.options))


@dataclass(frozen=True, eq=False)
class Table:
    """Everything fixed for a game: cards by id, the chosen store sides, seats, and whether Run
    Factory and Fulfil Orders are played simultaneously (two table agreements, §4.3/§4.4)."""

    cards: CardSet
    num_players: int
    run_simultaneous: bool
    fulfil_simultaneous: bool
    sides: tuple[str, ...]  # side letter per store, in ``STORES`` order
    room_limit: int
    parts: dict[str, PartCard]
    orders: dict[str, OrderCard]
    employees: dict[str, EmployeeCard]
    store_sides: tuple[StoreSide, ...]
    store_names: tuple[str, ...]
    track_lengths: tuple[int, ...]
    card_ids: dict[str, str]  # lower-case id -> id, to read notation in any case
    solo_cards: dict[str, SoloCard]  # Factory Manager cards by id (solo games only, else empty)
    # part id -> what legal-move generation reads of it, unpacked at once (the hot path)
    part_info: dict[str, PartInfo]
    # employee id ("" for none) -> its role's ability, looked up at once (the hot path)
    staff: dict[str, Ability]
    # the ``card_overrides`` option that made ``cards`` (snapshots carry it)
    card_overrides: Mapping[str, Any] = field(default_factory=dict)
    # the Master Chocolatier module (option ``master``): its parts, sides and free employees
    master: bool = False

    def staff_packets(self) -> tuple[int, ...]:
        """Packet sizes of the day's employees (§4.1; a sixth, free, one with the module)."""
        if self.master:
            return MASTER_STAFF_PACKETS[self.num_players]
        return PACKETS[self.num_players]

    @property
    def mode(self) -> TableMode:
        """``turns`` or ``simultaneous`` when both steps agree, else ``mixed``."""
        if self.run_simultaneous == self.fulfil_simultaneous:
            return "simultaneous" if self.run_simultaneous else "turns"
        return "mixed"

    @property
    def mode_key(self) -> object:
        """The steps' modes in a state fingerprint: one bool when they agree, as before the two
        options existed, so the hashes of earlier records stay valid."""
        if self.run_simultaneous == self.fulfil_simultaneous:
            return self.run_simultaneous
        return (self.run_simultaneous, self.fulfil_simultaneous)

    @classmethod
    def build(
        cls, cards: CardSet, num_players: int, simultaneous: tuple[bool, bool],
        sides: tuple[str, ...], card_overrides: Mapping[str, Any] | None = None,
        master: bool = False,
    ) -> Table:
        """The table for these cards, seats, (Run Factory, Fulfil Orders) simultaneous, store
        sides (one letter per store) and whether the Master Chocolatier module is in play."""
        by_store = {store.id: store for store in cards.stores}
        parts = {p.id: p for p in cards.parts}
        if master:
            parts.update({p.id: p for p in cards.master_parts})
        parts.update({p.id: p for p in cards.board.preprinted.values()})
        for part in parts.values():
            if len(part.options) > MAX_OPTIONS:
                raise ValueError(f"part {part.id} has more than {MAX_OPTIONS} options")
        orders = {o.id: o for o in cards.orders}
        employees = {e.id: e for e in cards.employees}
        if master:
            employees.update({e.id: e for e in cards.free_employees})
        solo = {c.id: c for c in cards.solo} if num_players == 1 else {}
        ids = [*parts, *orders, *employees, *solo]
        return cls(
            cards=cards,
            num_players=num_players,
            run_simultaneous=simultaneous[0],
            fulfil_simultaneous=simultaneous[1],
            sides=sides,
            room_limit=SOLO_ROOM_LIMIT if num_players == 1 else ROOM_LIMIT,
            parts=parts,
            orders=orders,
            employees=employees,
            store_sides=tuple(
                by_store[s].sides[side] for s, side in zip(STORES, sides, strict=True)
            ),
            store_names=tuple(by_store[s].name for s in STORES),
            track_lengths=tuple(by_store[s].track_length for s in STORES),
            card_ids={i.lower(): i for i in ids},
            solo_cards=solo,
            part_info={p.id: PartInfo.of(p) for p in parts.values()},
            staff={"": NOBODY, **{e.id: ability(e.role) for e in employees.values()}},
            card_overrides=card_overrides or {},
            master=master,
        )
