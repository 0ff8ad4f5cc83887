"""Card and board content of Chocolate Factory, as typed records loaded from ``factory/data/``.

The content itself lives in TOML data files (one per card kind) and is validated on load; the
rules code only ever reads these records. A player can point the engine at their own files
(``--cards DIR``) to override cards by id with their printed set.

Vocabulary shared by the data files and the rules:

* chocolate kinds (``KINDS``): ``bean cocoa chunk finger caramel nut boxed``;
* icons (``ICONS``): a kind, or a generic icon ``bar`` (chunk|finger), ``wrapped``
  (caramel|nut), ``refined`` (chunk..boxed), ``any`` (any chocolate);
* stores (``STORES``): ``palace`` (The Palace Boutique, brown), ``fresh`` (Fresh Fancies,
  orange), ``salter`` (Salter's Emporium, grey), ``house`` (House of Luxury, blue), ``dunstan``
  (Dunstan & Gilbert's, green);
* slots: 8 per factory, ``T1..T4`` above conveyor positions 1..4 and ``B1..B4`` below.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

KINDS: tuple[str, ...] = ("bean", "cocoa", "chunk", "finger", "caramel", "nut", "boxed")
STAGE: dict[str, int] = {
    "bean": 1, "cocoa": 2, "chunk": 3, "finger": 3, "caramel": 4, "nut": 4, "boxed": 5,
}
REFINED: frozenset[str] = frozenset({"chunk", "finger", "caramel", "nut", "boxed"})
GENERIC_ICONS: dict[str, frozenset[str]] = {
    "bar": frozenset({"chunk", "finger"}),
    "wrapped": frozenset({"caramel", "nut"}),
    "refined": REFINED,
    "any": frozenset(KINDS),
}
ICONS: tuple[str, ...] = KINDS + tuple(GENERIC_ICONS)
STORES: tuple[str, ...] = ("palace", "fresh", "salter", "house", "dunstan")
SLOTS: tuple[str, ...] = ("T1", "T2", "T3", "T4", "B1", "B2", "B3", "B4")
ROLES: tuple[str, ...] = (
    "director", "miner", "operator", "salesman", "clerk", "decorator", "mechanic",
    "corner_shop_agent", "expert_miner", "expert_operator", "dealer", "engineer",
    "supervisor", "department_store_agent", "packer", "technician",
)

Source = Literal["confirmed", "reconstructed"]


def icon_matches(icon: str, kind: str) -> bool:
    """Whether chocolate ``kind`` fits ``icon`` (a kind or a generic icon)."""
    generic = GENERIC_ICONS.get(icon)
    return kind in generic if generic is not None else kind == icon


@dataclass(frozen=True)
class ConverterOption:
    """One option of a converter: exact inputs taken from the tile, outputs put on it."""

    inputs: tuple[str, ...]
    outputs: tuple[str, ...]


@dataclass(frozen=True)
class PartCard:
    """A factory part: a card of deck A or B, or a part pre-printed on the board (deck "board").

    ``kind`` is ``converter`` (uses ``options``), ``upgrader`` (``points`` upgrade points),
    ``repeater`` (``copies`` extra identical chocolates: 1 for x2, 2 for x3) or ``chute``.
    """

    id: str
    name: str
    deck: Literal["A", "B", "board"]
    kind: Literal["converter", "upgrader", "repeater", "chute"]
    cost: int
    options: tuple[ConverterOption, ...] = ()
    points: int = 0
    copies: int = 0
    source: Source = "reconstructed"
    note: str = ""


@dataclass(frozen=True)
class OrderStage:
    """A Corner Shop order stage: exactly these chocolates (icons), paying ``money`` at once."""

    chocolates: tuple[str, ...]
    money: int


@dataclass(frozen=True)
class OrderCard:
    """A Corner Shop order: 1 (small), 2 (medium) or 3 (large) stages, delivered bottom to top."""

    id: str
    size: Literal["small", "medium", "large"]
    stages: tuple[OrderStage, ...]
    source: Source = "reconstructed"
    note: str = ""


@dataclass(frozen=True)
class EmployeeCard:
    """An employee card of one store's deck; its effect is the rules' effect for ``role``."""

    id: str
    store: str
    role: str
    name: str
    source: Source = "confirmed"
    note: str = ""


@dataclass(frozen=True)
class StoreSide:
    """One side of a Department Store card.

    ``rule`` is one of ``same_kind`` (any number of refined chocolates all of one kind, 1 space
    each), ``all_different`` (refined, all different kinds, once a day, 1 space each, at most
    ``limit`` without a Director), ``each`` (chocolates matching ``accepts``, 1 space each),
    ``pairs`` (pairs of chocolates matching ``accepts``, 1 space per pair) or ``exact_two``
    (exactly two chocolates of one icon in ``two_of``: spaces per icon).
    """

    store: str
    side: str
    rule: Literal["same_kind", "all_different", "each", "pairs", "exact_two"]
    text: str
    accepts: tuple[str, ...] = ()
    limit: int = 0
    two_of: tuple[tuple[str, int], ...] = ()
    source: Source = "confirmed"
    note: str = ""


@dataclass(frozen=True)
class StoreCard:
    """A Department Store: its name, colour and its sides by letter."""

    id: str
    name: str
    colour: str
    sides: dict[str, StoreSide] = field(hash=False)
    track_length: int = 9


@dataclass(frozen=True)
class Board:
    """The factory board: positions, slots, and pre-printed parts by slot."""

    positions: int
    slots: tuple[str, ...]
    preprinted: dict[str, PartCard] = field(hash=False)
    source: Source = "confirmed"
    note: str = ""


@dataclass(frozen=True)
class CardSet:
    """Every card of a game, as loaded and validated."""

    parts: tuple[PartCard, ...]
    orders: tuple[OrderCard, ...]
    employees: tuple[EmployeeCard, ...]
    stores: tuple[StoreCard, ...]
    board: Board

    def part(self, part_id: str) -> PartCard:
        """The part (deck or pre-printed) with this id."""
        for card in self.parts:
            if card.id == part_id:
                return card
        for card in self.board.preprinted.values():
            if card.id == part_id:
                return card
        raise KeyError(part_id)
