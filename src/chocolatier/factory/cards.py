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

import functools
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

from chocolatier.core.errors import CardDataError

# Employee roles are declared with their abilities (one declaration per role, rules §7):
# ROLES, FREE_ROLES and STORE_ROLES are read from there.
from chocolatier.factory.roles import FREE as FREE
from chocolatier.factory.roles import FREE_ROLES as FREE_ROLES
from chocolatier.factory.roles import ROLES as ROLES
from chocolatier.factory.roles import STORE_ROLES as STORE_ROLES
from chocolatier.factory.vocab import ChocolateKind, Icon, OrderIcon, Role, SlotName, StoreId

KINDS: tuple[ChocolateKind, ...] = ("bean", "cocoa", "chunk", "finger", "caramel", "nut", "boxed")
STAGE: dict[str, int] = {
    "bean": 1,
    "cocoa": 2,
    "chunk": 3,
    "finger": 3,
    "caramel": 4,
    "nut": 4,
    "boxed": 5,
}
REFINED: frozenset[str] = frozenset({"chunk", "finger", "caramel", "nut", "boxed"})
GENERIC_ICONS: dict[str, frozenset[str]] = {
    "bar": frozenset({"chunk", "finger"}),
    "wrapped": frozenset({"caramel", "nut"}),
    "refined": REFINED,
    "any": frozenset(KINDS),
}
ICONS: tuple[Icon, ...] = (*KINDS, "bar", "wrapped", "refined", "any")
STORES: tuple[StoreId, ...] = ("palace", "fresh", "salter", "house", "dunstan")
# Store rules that take one delivery a day; every other rule takes several (§6).
ONCE_A_DAY_RULES: frozenset[str] = frozenset(
    {"all_different", "exact_two", "exact_count", "as_other"}
)
SLOTS: tuple[SlotName, ...] = ("T1", "T2", "T3", "T4", "B1", "B2", "B3", "B4")

Source = Literal["confirmed", "reconstructed"]


def icon_matches(icon: str, kind: str) -> bool:
    """Whether chocolate ``kind`` fits ``icon`` (a kind or a generic icon)."""
    generic = GENERIC_ICONS.get(icon)
    return kind in generic if generic is not None else kind == icon


@dataclass(frozen=True)
class ConverterOption:
    """One option of a converter: exact inputs taken from the tile, outputs put on it."""

    inputs: tuple[Icon, ...]
    outputs: tuple[Icon, ...]


@dataclass(frozen=True)
class PartCard:
    """A factory part: a card of deck A or B, or a part pre-printed on the board (deck "board").

    ``kind`` is ``converter`` (uses ``options``), ``upgrader`` (``points`` upgrade points),
    ``repeater`` (``copies`` extra identical chocolates: 1 for x2, 2 for x3), ``chute`` or
    ``mover`` (Master Chocolatier module: moves one chocolate matching ``accepts`` from its
    tile to any other tile). ``module`` is ``"master"`` for the module's cards, else ``""``.
    """

    id: str
    name: str
    deck: Literal["A", "B", "board"]
    kind: Literal["converter", "upgrader", "repeater", "chute", "mover"]
    cost: int
    options: tuple[ConverterOption, ...] = ()
    points: int = 0
    copies: int = 0
    source: Source = "reconstructed"
    note: str = ""
    accepts: tuple[Icon, ...] = ()
    module: str = ""


@dataclass(frozen=True)
class OrderStage:
    """A Corner Shop order stage: exactly these chocolates (icons), paying ``money`` at once."""

    chocolates: tuple[OrderIcon, ...]
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
    """An employee card of one store's deck (``store`` is ``"free"`` for the Master
    Chocolatier module's free employees); its effect is the rules' effect for ``role``."""

    id: str
    store: StoreId | Literal["free"]
    role: Role
    name: str
    source: Source = "confirmed"
    note: str = ""


@dataclass(frozen=True)
class StoreSide:
    """One side of a Department Store card.

    ``rule`` is one of ``same_kind`` (any number of refined chocolates all of one kind, 1 space
    each), ``all_different`` (refined, all different kinds, one delivery a day, 1 space each, at
    most ``limit`` without a Director), ``each`` (chocolates matching ``accepts``, 1 space each),
    ``pairs`` (pairs of chocolates matching ``accepts``, 1 space per pair) or ``exact_two``
    (exactly two chocolates of one icon in ``two_of``: spaces per icon, one set a day). The
    Master Chocolatier module's sides C and D add ``earnings`` (no chocolates: 1 space per
    £``per`` earned from Corner Shop orders that day), ``exact_count`` (exactly one of
    ``counts`` chocolates matching ``accepts``, 1 space each, one delivery a day) and
    ``as_other`` (a delivery under another store's requirement, named per delivery, one a
    day). The other rules take several deliveries a day (§6).
    """

    store: StoreId
    side: str
    rule: Literal["same_kind", "all_different", "each", "pairs", "exact_two", "earnings",
                  "exact_count", "as_other"]
    text: str
    accepts: tuple[Icon, ...] = ()
    limit: int = 0
    two_of: tuple[tuple[Icon, int], ...] = ()
    per: int = 0
    counts: tuple[int, ...] = ()
    source: Source = "confirmed"
    note: str = ""

    @property
    def once_a_day(self) -> bool:
        """Whether the side takes one delivery a day (seed 000: Palace Boutique B "you must
        submit all of the day's chocolates at once"; Dunstan & Gilbert's B "unlike the other
        stores, you can only supply one set per day")."""
        return self.rule in ONCE_A_DAY_RULES


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
class Objective:
    """One objective box of a Factory Manager card (rules §9).

    ``kind`` is ``money`` (pay £``amount`` earned from Corner Shop orders), ``corner_shop`` (give
    up ``amount`` completed Corner Shop orders, of ``size`` when given), ``department_store``
    (move one store's marker back ``amount`` spaces; the boxes of one card use different stores;
    ``store`` names the store when given) or ``chocolate_order`` (deliver ``chocolates`` during
    play, all at once).
    """

    kind: Literal["money", "corner_shop", "department_store", "chocolate_order"]
    amount: int = 0
    size: Literal["small", "medium", "large"] | None = None
    store: StoreId | None = None
    chocolates: tuple[Icon, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The box's parameters (the edges word it from catalog ``objective-<kind>``)."""
        return {"kind": self.kind, "amount": self.amount, "size": self.size,
                "store": self.store, "chocolates": list(self.chocolates)}


@dataclass(frozen=True)
class SoloCard:
    """A Factory Manager card: a Weekly Target or a Demand, with its objective boxes.

    ``special_orders`` (Weekly Targets only) lists the sizes of the Corner Shop orders dealt
    beside it: extra orders, never replaced, that must be completed.
    """

    id: str
    type: Literal["weekly_target", "demand"]
    objectives: tuple[Objective, ...]
    special_orders: tuple[Literal["small", "medium", "large"], ...] = ()
    source: Source = "reconstructed"
    note: str = ""


@dataclass(frozen=True)
class CardSet:
    """Every card of a game, as loaded and validated."""

    parts: tuple[PartCard, ...]
    orders: tuple[OrderCard, ...]
    employees: tuple[EmployeeCard, ...]
    stores: tuple[StoreCard, ...]
    board: Board
    solo: tuple[SoloCard, ...] = ()
    # The Master Chocolatier module: its 4 parts (2 A, 2 B) and its 6 free employees.
    master_parts: tuple[PartCard, ...] = ()
    free_employees: tuple[EmployeeCard, ...] = ()

    def part(self, part_id: str) -> PartCard:
        """The part (deck or pre-printed) with this id."""
        for card in (*self.parts, *self.master_parts):
            if card.id == part_id:
                return card
        for card in self.board.preprinted.values():
            if card.id == part_id:
                return card
        raise KeyError(part_id)


def printed_side(side: StoreSide) -> bool:
    """Whether ``side`` asks what the default card's side of its store and letter asks (its
    rule, its chocolates and its exact pairs' icons), whatever its numbers: the catalogs'
    sentence for that side then holds, worded with the side's own numbers. A side of another
    kind (a card set's own) is worded by its file's ``text``."""
    printed = next(store for store in _default_card_set().stores if store.id == side.store)
    other = printed.sides.get(side.side)
    return other is not None and (
        (other.rule, other.accepts, [icon for icon, _ in other.two_of])
        == (side.rule, side.accepts, [icon for icon, _ in side.two_of]))


# --- Loading and validation -------------------------------------------------------------------
#
# Each data file holds one array of tables (the board file also has a few top-level fields).
# Raw cards are plain tables straight from ``tomllib``; they are checked field by field so that
# every mistake names its file, its card and its field. Overrides replace whole cards by id, and
# the merged set is validated as a whole (so deck counts still hold).

RawCard = dict[str, object]

#: Card kind (the key used by overrides) -> (data file name, name of its array of tables).
CARD_KINDS: dict[str, tuple[str, str]] = {
    "parts": ("parts.toml", "part"),
    "orders": ("orders.toml", "order"),
    "employees": ("employees.toml", "employee"),
    "stores": ("stores.toml", "store"),
    "board": ("board.toml", "part"),
    "solo": ("solo.toml", "card"),
}
ORDER_STAGES: dict[str, int] = {"small": 1, "medium": 2, "large": 3}
#: Corner Shop stages ask for refined chocolates only: a refined kind or a refined generic icon.
ORDER_ICONS: tuple[OrderIcon, ...] = (
    "chunk",
    "finger",
    "caramel",
    "nut",
    "boxed",
    "bar",
    "wrapped",
    "refined",
)

_DATA_DIR = Path(__file__).parent / "data"
# the whole default card set is about 60 KB of TOML
MAX_CARD_FILE_BYTES = 1024 * 1024
_BOARD_FIELDS = frozenset({"positions", "slots", "source", "note"})
_DECK_SIZE = 15
_ORDERS_PER_SIZE = 18
_SIZE_PREFIX = {"small": "S", "medium": "M", "large": "L"}
#: Part kinds; the base game has the first four (the mover is the Master Chocolatier's).
PART_KINDS: tuple[str, ...] = ("converter", "upgrader", "repeater", "chute", "mover")
_MODULES = ("master",)
# Master Chocolatier: 2 new parts per deck and 6 free employees (card-data.md).
MASTER_PARTS_PER_DECK = 2
FREE_EMPLOYEES = 6
_SOURCES = ("confirmed", "reconstructed")
#: Department Store rules (§6); sides A and B use the first five (the base game's).
STORE_RULES: tuple[str, ...] = ("same_kind", "all_different", "each", "pairs", "exact_two",
                                "earnings", "exact_count", "as_other")
# Sides C and D (the Master Chocolatier module) use the module's rules; A and B the base ones.
BASE_RULES: tuple[str, ...] = STORE_RULES[:5]
_SIDES = ("A", "B", "C", "D")
_MAX_PART_COST = 4
_MAX_MONEY = 99
_OBJECTIVE_KINDS = ("money", "corner_shop", "department_store", "chocolate_order")
_SOLO_TYPES = {"weekly_target": "W", "demand": "D"}
_SOLO_CARDS = 26
# Special orders of one Weekly Target: the fixed action-id space has room for 3 (rules §9).
MAX_SPECIAL_ORDERS = 3
# A solo game needs 1 Weekly Target and 6 Demands (1 Initial + 5 Daily, §9).
_MIN_SOLO = {"weekly_target": 1, "demand": 6}


_Word = TypeVar("_Word", bound=str)


class _Table:
    """Typed access to one raw TOML table, raising ``CardDataError`` naming file, card and field.

    Nested tables report dotted field paths (``stages[1].money``). ``finish()`` rejects fields
    that were never read, so a misspelt or misplaced field is reported instead of ignored.
    """

    def __init__(self, file: str, raw: object, card_id: str | None = None, path: str = "") -> None:
        if not isinstance(raw, dict):
            raise CardDataError(
                file, f"expected a table, found {_describe(raw)}", card_id, path.rstrip(".") or None
            )
        self.file = file
        self.raw: RawCard = raw
        self.card_id = card_id
        self.path = path
        self.read: set[str] = set()

    def error(self, message: str, name: str | None = None) -> CardDataError:
        where = self.path + name if name is not None else (self.path.rstrip(".") or None)
        return CardDataError(self.file, message, self.card_id, where)

    def value(self, name: str, default: object = None) -> object:
        self.read.add(name)
        if name in self.raw:
            return self.raw[name]
        if default is None:
            raise self.error("missing field", name)
        return default

    def text(self, name: str, choices: Sequence[str] = (), default: str | None = None) -> str:
        value = self.value(name, default)
        if not isinstance(value, str) or not value:
            raise self.error(f"expected a non-empty string, found {_describe(value)}", name)
        if choices and value not in choices:
            raise self.error(
                f"unknown value {value!r} (expected one of: {', '.join(choices)})", name
            )
        return value

    def integer(self, name: str, low: int, high: int, default: int | None = None) -> int:
        value = self.value(name, default)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.error(f"expected an integer, found {_describe(value)}", name)
        if not low <= value <= high:
            raise self.error(f"{value} is out of range {low}..{high}", name)
        return value

    def entries(self, name: str, default: list[object] | None = None) -> list[object]:
        value = self.value(name, default)
        if not isinstance(value, list):
            raise self.error(f"expected a list, found {_describe(value)}", name)
        return value

    def choice(self, name: str, choices: tuple[_Word, ...]) -> _Word:
        """One of ``choices``, typed as they are (the value was checked to be one)."""
        return cast(_Word, self.text(name, choices))

    def icons(self, name: str, allowed: tuple[_Word, ...]) -> tuple[_Word, ...]:
        """A non-empty list of icons, each one of ``allowed``."""
        value = self.entries(name)
        if not value:
            raise self.error("expected at least one icon", name)
        for icon in value:
            if not isinstance(icon, str):
                raise self.error(f"expected icon names, found {_describe(icon)}", name)
            if icon not in allowed:
                problem = "not allowed here" if icon in ICONS else "unknown icon"
                raise self.error(
                    f"{problem}: {icon!r} (expected one of: {', '.join(allowed)})", name
                )
        return tuple(cast(list[_Word], value))

    def child(self, label: str, raw: object) -> _Table:
        """The nested table ``raw``, reported on errors as ``label.<field>``."""
        return _Table(self.file, raw, self.card_id, f"{self.path}{label}.")

    def finish(self) -> None:
        unread = sorted(set(self.raw) - self.read)
        if unread:
            raise self.error("unexpected field (misspelt, or not used by this card)", unread[0])


def _describe(value: object) -> str:
    if value is None:
        return "nothing"
    return f"{type(value).__name__} {value!r}"


def _source(table: _Table) -> Source:
    return cast(Source, table.text("source", _SOURCES))


@dataclass(frozen=True)
class _Document:
    """One data file: its top-level fields and its cards, each with the file it came from."""

    top: RawCard
    cards: tuple[tuple[str, object], ...]


def _read_toml(path: Path, label: str) -> dict[str, object]:
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_CARD_FILE_BYTES + 1)
    except OSError as exc:
        raise CardDataError(label, f"cannot read the file: {exc.strerror}") from exc
    if len(data) > MAX_CARD_FILE_BYTES:
        raise CardDataError(label, f"card files are limited to {MAX_CARD_FILE_BYTES // 1024} KB")
    try:
        return tomllib.loads(data.decode())
    except UnicodeDecodeError as exc:
        raise CardDataError(label, f"not UTF-8 text (byte {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(label, f"not valid TOML: {exc}") from exc
    except RecursionError:
        raise CardDataError(label, "not valid card data: nested too deeply") from None


def _cards_of(document: Mapping[str, object], array: str, label: str) -> list[object]:
    cards = document.get(array, [])
    if not isinstance(cards, list):
        raise CardDataError(label, f"expected an array of tables [[{array}]]", None, array)
    return cards


@functools.cache
def _default_documents() -> dict[str, _Document]:
    documents: dict[str, _Document] = {}
    for kind, (file, array) in CARD_KINDS.items():
        raw = _read_toml(_DATA_DIR / file, file)
        allowed = {array} | (_BOARD_FIELDS if kind == "board" else set())
        extra = sorted(set(raw) - allowed)
        if extra:
            raise CardDataError(file, "unexpected top-level field", None, extra[0])
        cards = _cards_of(raw, array, file)
        documents[kind] = _Document(raw, tuple((file, card) for card in cards))
    return documents


def _card_id(label: str, raw: object) -> str:
    return _Table(label, raw).text("id")


def _apply_overrides(document: _Document, label: str, overrides: Sequence[object]) -> _Document:
    index = {_card_id(file, raw): n for n, (file, raw) in enumerate(document.cards)}
    cards = list(document.cards)
    seen: set[str] = set()
    for raw in overrides:
        card_id = _card_id(label, raw)
        if card_id in seen:
            raise CardDataError(label, "duplicate id among the overrides", card_id, "id")
        seen.add(card_id)
        if card_id not in index:
            raise CardDataError(
                label,
                "no card with this id in the default set (overrides replace by id)",
                card_id,
                "id",
            )
        cards[index[card_id]] = (label, raw)
    return _Document(document.top, tuple(cards))


def load_card_set(
    overrides: Mapping[str, Sequence[Mapping[str, object]]] | None = None,
    origin: str = "overrides",
) -> CardSet:
    """The validated card set: the default data, with ``overrides`` replacing cards by id.

    ``overrides`` maps a card kind (a key of ``CARD_KINDS``) to whole raw cards, as read by
    :func:`read_override_dir`; ``origin`` (e.g. the folder they came from) prefixes the file
    names in error messages. The default set is parsed once and cached. Raises
    ``CardDataError`` naming the file, card and field of the first mistake found.
    """
    if not overrides:
        return _default_card_set()
    documents = dict(_default_documents())
    for kind, cards in overrides.items():
        if kind not in CARD_KINDS:
            raise CardDataError(
                origin, f"unknown card kind {kind!r} (expected one of: {', '.join(CARD_KINDS)})"
            )
        label = f"{origin}/{CARD_KINDS[kind][0]}"
        documents[kind] = _apply_overrides(documents[kind], label, list(cards))
    return _build(documents)


@functools.cache
def _default_card_set() -> CardSet:
    return _build(_default_documents())


def read_override_dir(path: str | Path) -> dict[str, list[RawCard]]:
    """Read a folder of the user's card files (same names as the data files; only the cards
    they contain), keyed by card kind for :func:`load_card_set`."""
    folder = Path(path)
    if not folder.is_dir():
        raise CardDataError(str(folder), "not a directory of card files")
    kind_of = {file: kind for kind, (file, _) in CARD_KINDS.items()}
    overrides: dict[str, list[RawCard]] = {}
    for entry in sorted(folder.glob("*.toml")):
        label = str(entry)
        kind = kind_of.get(entry.name)
        if kind is None:
            raise CardDataError(
                label, f"unknown card file (expected one of: {', '.join(sorted(kind_of))})"
            )
        array = CARD_KINDS[kind][1]
        document = _read_toml(entry, label)
        extra = sorted(set(document) - {array})
        if extra:
            raise CardDataError(
                label, f"only [[{array}]] tables can override cards", None, extra[0]
            )
        cards: list[RawCard] = []
        for raw in _cards_of(document, array, label):
            if not isinstance(raw, dict):
                raise CardDataError(label, f"expected a table, found {_describe(raw)}")
            cards.append(raw)
        overrides[kind] = cards
    return overrides


def _build(documents: Mapping[str, _Document]) -> CardSet:
    parts = _build_parts(documents["parts"])
    employees = _build_employees(documents["employees"])
    return CardSet(
        parts=tuple(p for p in parts if not p.module),
        orders=_build_orders(documents["orders"]),
        employees=tuple(e for e in employees if e.store != FREE),
        stores=_build_stores(documents["stores"]),
        board=_build_board(documents["board"]),
        solo=_build_solo(documents["solo"]),
        master_parts=tuple(p for p in parts if p.module),
        free_employees=tuple(e for e in employees if e.store == FREE),
    )


def _unique_ids(document: _Document) -> list[tuple[_Table, str]]:
    """Each card of ``document`` as a table with its id read, refusing duplicate ids."""
    tables: list[tuple[_Table, str]] = []
    seen: set[str] = set()
    for file, raw in document.cards:
        table = _Table(file, raw)
        card_id = table.text("id")
        table.card_id = card_id
        if card_id in seen:
            raise table.error("duplicate id", "id")
        seen.add(card_id)
        tables.append((table, card_id))
    return tables


def _part(table: _Table, card_id: str, deck: Literal["A", "B", "board"]) -> PartCard:
    kind = table.text("kind", PART_KINDS)
    if kind == "chute" and deck != "board":
        raise table.error("a Chute exists only pre-printed on the board", "kind")
    cost = (
        table.integer("cost", 0, 0) if kind == "chute" else table.integer("cost", 1, _MAX_PART_COST)
    )
    options: list[ConverterOption] = []
    points = copies = 0
    accepts: tuple[Icon, ...] = ()
    module = table.text("module", _MODULES) if "module" in table.raw else ""
    if kind == "mover":
        if module != "master":
            raise table.error("a mover is a Master Chocolatier part (module = \"master\")",
                              "kind")
        accepts = table.icons("accepts", ICONS)
    if kind == "converter":
        raw_options = table.entries("options")
        if not raw_options:
            raise table.error("a converter needs at least one option", "options")
        for n, raw in enumerate(raw_options):
            option = table.child(f"options[{n}]", raw)
            options.append(
                ConverterOption(option.icons("inputs", ICONS), option.icons("outputs", ICONS))
            )
            option.finish()
    elif kind == "upgrader":
        points = table.integer("points", 1, 5)
    elif kind == "repeater":
        copies = table.integer("copies", 1, 2)
    return PartCard(
        id=card_id,
        name=table.text("name"),
        deck=deck,
        kind=cast(Literal["converter", "upgrader", "repeater", "chute", "mover"], kind),
        cost=cost,
        options=tuple(options),
        points=points,
        copies=copies,
        source=_source(table),
        note=table.text("note"),
        accepts=accepts,
        module=module,
    )


def _build_parts(document: _Document) -> tuple[PartCard, ...]:
    parts: list[PartCard] = []
    for table, card_id in _unique_ids(document):
        deck = cast(Literal["A", "B"], table.text("deck", ("A", "B")))
        if not re.fullmatch(rf"{deck}\d\d", card_id):
            raise table.error(f"a deck {deck} part's id is {deck}01, {deck}02, ...", "id")
        parts.append(_part(table, card_id, deck))
        table.finish()
    for deck in ("A", "B"):
        count = sum(part.deck == deck and not part.module for part in parts)
        if count != _DECK_SIZE:
            raise CardDataError(
                "parts.toml", f"deck {deck} must have {_DECK_SIZE} parts, found {count}"
            )
        extra = sum(part.deck == deck and part.module == "master" for part in parts)
        if extra != MASTER_PARTS_PER_DECK:
            raise CardDataError(
                "parts.toml",
                f"the Master Chocolatier module adds {MASTER_PARTS_PER_DECK} parts to deck "
                f"{deck}, found {extra}",
            )
    return tuple(parts)


def _build_orders(document: _Document) -> tuple[OrderCard, ...]:
    orders: list[OrderCard] = []
    for table, card_id in _unique_ids(document):
        size = table.text("size", tuple(ORDER_STAGES))
        prefix = _SIZE_PREFIX[size]
        if not re.fullmatch(rf"{prefix}\d\d", card_id):
            raise table.error(f"a {size} order's id is {prefix}01, {prefix}02, ...", "id")
        raw_stages = table.entries("stages")
        if len(raw_stages) != ORDER_STAGES[size]:
            raise table.error(
                f"a {size} order has {ORDER_STAGES[size]} stage(s), found {len(raw_stages)}",
                "stages",
            )
        stages: list[OrderStage] = []
        for n, raw in enumerate(raw_stages):
            stage = table.child(f"stages[{n}]", raw)
            chocolates = stage.icons("chocolates", ORDER_ICONS)
            money = stage.integer("money", 1, _MAX_MONEY)
            if stages and money <= stages[-1].money:
                raise stage.error(
                    f"a later stage must pay more than the one before (£{money} after "
                    f"£{stages[-1].money})",
                    "money",
                )
            stage.finish()
            stages.append(OrderStage(chocolates, money))
        orders.append(
            OrderCard(
                id=card_id,
                size=cast(Literal["small", "medium", "large"], size),
                stages=tuple(stages),
                source=_source(table),
                note=table.text("note"),
            )
        )
        table.finish()
    for size in ORDER_STAGES:
        count = sum(order.size == size for order in orders)
        if count != _ORDERS_PER_SIZE:
            raise CardDataError(
                "orders.toml", f"the {size} deck must have {_ORDERS_PER_SIZE} orders, found {count}"
            )
    return tuple(orders)


def _build_employees(document: _Document) -> tuple[EmployeeCard, ...]:
    employees: list[EmployeeCard] = []
    for table, card_id in _unique_ids(document):
        store = table.choice("store", (*STORES, FREE))
        role = table.choice("role", ROLES)
        if (store == FREE) != (role in FREE_ROLES):
            raise table.error(
                f"the free employees (store = \"{FREE}\") are the Master Chocolatier roles "
                f"{', '.join(FREE_ROLES)}, and only they",
                "role",
            )
        if store != FREE and role != "director" and role not in STORE_ROLES[store]:
            raise table.error(
                f"the {store} deck has no {role} (its roles: director, "
                f"{', '.join(STORE_ROLES[store])})",
                "role",
            )
        employees.append(
            EmployeeCard(
                id=card_id,
                store=store,
                role=role,
                name=table.text("name"),
                source=_source(table),
                note=table.text("note"),
            )
        )
        table.finish()
    for store in STORES:
        expected = {"director": 1} | {role: 2 for role in STORE_ROLES[store]}
        found = {
            role: sum(e.store == store and e.role == role for e in employees) for role in expected
        }
        if found != expected:
            counts = ", ".join(f"{n} {role}" for role, n in found.items())
            raise CardDataError(
                "employees.toml",
                f"the {store} deck must have 1 director and 2 of each of its roles, found {counts}",
            )
    free = sorted(e.role for e in employees if e.store == FREE)
    if free != sorted(FREE_ROLES):
        raise CardDataError(
            "employees.toml",
            f"the Master Chocolatier module has {FREE_EMPLOYEES} free employees, one of each "
            f"of {', '.join(FREE_ROLES)}; found {', '.join(free) or 'none'}",
        )
    return tuple(employees)


def _store_side(table: _Table, store: StoreId, side: str) -> StoreSide:
    rule = table.text("rule", BASE_RULES if side in ("A", "B") else STORE_RULES)
    accepts: tuple[Icon, ...] = ()
    limit = 0
    per = 0
    counts: tuple[int, ...] = ()
    two_of: list[tuple[Icon, int]] = []
    if rule in ("each", "pairs", "exact_count"):
        accepts = table.icons("accepts", ICONS)
    if rule == "earnings":
        per = table.integer("per", 1, _MAX_MONEY)
    elif rule == "exact_count":
        raw_counts = table.entries("counts")
        if not raw_counts or not all(
            isinstance(c, int) and not isinstance(c, bool) and 1 <= c <= 9 for c in raw_counts
        ):
            raise table.error("expected a list of chocolate counts 1..9", "counts")
        counts = tuple(cast(list[int], raw_counts))
    elif rule == "all_different":
        limit = table.integer("limit", 1, len(REFINED))
    elif rule == "exact_two":
        raw_pairs = table.entries("two_of")
        if not raw_pairs:
            raise table.error("expected at least one {icon, spaces} entry", "two_of")
        for n, raw in enumerate(raw_pairs):
            pair = table.child(f"two_of[{n}]", raw)
            icon = pair.choice("icon", ICONS)
            two_of.append((icon, pair.integer("spaces", 1, 9)))
            pair.finish()
    result = StoreSide(
        store=store,
        side=side,
        rule=cast(Literal["same_kind", "all_different", "each", "pairs", "exact_two",
                          "earnings", "exact_count", "as_other"], rule),
        text=table.text("text"),
        accepts=accepts,
        limit=limit,
        two_of=tuple(two_of),
        per=per,
        counts=counts,
        source=_source(table),
        note=table.text("note"),
    )
    table.finish()
    return result


def _build_stores(document: _Document) -> tuple[StoreCard, ...]:
    stores: list[StoreCard] = []
    for table, card_id in _unique_ids(document):
        store = next((s for s in STORES if s == card_id), None)
        if store is None:
            raise table.error(
                f"unknown store {card_id!r} (expected one of: {', '.join(STORES)})", "id"
            )
        raw_sides = table.value("sides")
        sides_table = table.child("sides", raw_sides)
        sides: dict[str, StoreSide] = {}
        for letter in _SIDES:
            if letter in sides_table.raw or letter in ("A", "B"):
                sides[letter] = _store_side(
                    sides_table.child(letter, sides_table.value(letter)), store, letter
                )
        sides_table.finish()
        stores.append(
            StoreCard(
                id=card_id,
                name=table.text("name"),
                colour=table.text("colour"),
                sides=sides,
                track_length=table.integer("track_length", 1, 20, default=9),
            )
        )
        table.finish()
    missing = [store for store in STORES if store not in {s.id for s in stores}]
    if missing:
        raise CardDataError("stores.toml", f"missing store(s): {', '.join(missing)}")
    return tuple(stores)


def _build_board(document: _Document) -> Board:
    top = _Table("board.toml", {k: v for k, v in document.top.items() if k != "part"})
    positions = top.integer("positions", 1, 8)
    raw_slots = top.entries("slots")
    slots = tuple(s for s in raw_slots if isinstance(s, str))
    if len(slots) != len(raw_slots) or len(set(slots)) != len(slots):
        raise top.error("expected distinct slot names", "slots")
    if len(slots) != 2 * positions:
        raise top.error(
            f"expected one slot above and one below each of {positions} positions", "slots"
        )
    preprinted: dict[str, PartCard] = {}
    for table, card_id in _unique_ids(document):
        slot = table.text("slot", slots)
        if slot in preprinted:
            raise table.error(f"slot {slot} already holds {preprinted[slot].id}", "slot")
        preprinted[slot] = _part(table, card_id, "board")
        table.finish()
    board = Board(positions, slots, preprinted, _source(top), top.text("note"))
    top.finish()
    return board


def _objective(table: _Table) -> Objective:
    kind = table.text("kind", _OBJECTIVE_KINDS)
    amount = 0
    size: str | None = None
    store: StoreId | None = None
    chocolates: tuple[Icon, ...] = ()
    if kind == "money":
        amount = table.integer("amount", 1, _MAX_MONEY)
    elif kind == "corner_shop":
        amount = table.integer("amount", 1, 9)
        if "size" in table.raw:
            size = table.text("size", tuple(ORDER_STAGES))
    elif kind == "department_store":
        amount = table.integer("amount", 1, 9)
        if "store" in table.raw:
            store = table.choice("store", STORES)
    else:
        chocolates = table.icons("chocolates", ORDER_ICONS)
    table.finish()
    return Objective(
        kind=cast(Literal["money", "corner_shop", "department_store", "chocolate_order"], kind),
        amount=amount,
        size=cast(Literal["small", "medium", "large"] | None, size),
        store=store,
        chocolates=chocolates,
    )


def _solo_card(table: _Table, card_id: str) -> SoloCard:
    card_type = table.text("type", tuple(_SOLO_TYPES))
    prefix = _SOLO_TYPES[card_type]
    if not re.fullmatch(rf"{prefix}\d\d", card_id):
        raise table.error(f"a {card_type} card's id is {prefix}01, {prefix}02, ...", "id")
    raw_objectives = table.entries("objectives")
    if not raw_objectives:
        raise table.error("expected at least one objective", "objectives")
    objectives = [
        _objective(table.child(f"objectives[{n}]", raw)) for n, raw in enumerate(raw_objectives)
    ]
    stores = [o for o in objectives if o.kind == "department_store"]
    named = [o.store for o in stores if o.store is not None]
    if len(stores) > len(STORES) or len(set(named)) != len(named):
        raise table.error(
            "the Department Store boxes of one card must use different stores", "objectives"
        )
    if sum(o.kind == "chocolate_order" for o in objectives) > 1:
        raise table.error(
            "a card has at most one chocolate order (delivered all at once)", "objectives"
        )
    special: tuple[str, ...] = ()
    if "special_orders" in table.raw:
        if card_type != "weekly_target":
            raise table.error("only a Weekly Target has a Special Orders panel", "special_orders")
        raw_special = table.entries("special_orders")
        if (not raw_special or len(raw_special) > MAX_SPECIAL_ORDERS
                or any(size not in tuple(ORDER_STAGES) for size in raw_special)):
            raise table.error(
                f"expected 1 to {MAX_SPECIAL_ORDERS} order sizes ({', '.join(ORDER_STAGES)})",
                "special_orders",
            )
        special = tuple(cast(list[str], raw_special))
    return SoloCard(
        id=card_id,
        type=cast(Literal["weekly_target", "demand"], card_type),
        objectives=tuple(objectives),
        special_orders=cast(tuple[Literal["small", "medium", "large"], ...], special),
        source=_source(table),
        note=table.text("note"),
    )


def _build_solo(document: _Document) -> tuple[SoloCard, ...]:
    solo: list[SoloCard] = []
    for table, card_id in _unique_ids(document):
        solo.append(_solo_card(table, card_id))
        table.finish()
    counts = {card_type: sum(c.type == card_type for c in solo) for card_type in _SOLO_TYPES}
    if len(solo) != _SOLO_CARDS or any(counts[t] < n for t, n in _MIN_SOLO.items()):
        raise CardDataError(
            "solo.toml",
            f"expected {_SOLO_CARDS} Factory Manager cards with at least 1 Weekly Target and 6 "
            f"Demands, found {counts['weekly_target']} + {counts['demand']}",
        )
    return tuple(solo)
