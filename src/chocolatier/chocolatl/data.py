"""Chocolatl's printed numbers, loaded from ``chocolatl/data/chocolatl.toml`` and validated.

The rules code reads every number (kitchen values, pyramid layers, reward cards, track colours,
supplies, scoring amounts) from a :class:`ChocolatlData`; nothing printed is hard-coded. Each file
entry says whether it is ``confirmed`` by the sources or ``reconstructed`` by the project, and a
malformed file raises :class:`~chocolatier.core.errors.CardDataError` naming the entry and field.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from chocolatier.chocolatl.vocab import Mode
from chocolatier.core.errors import CardDataError

COLOURS: tuple[Mode, ...] = ("red", "gold", "green")
SOURCES: tuple[str, ...] = ("confirmed", "reconstructed")
STACKS: tuple[str, ...] = ("six", "three")
DEFAULT_FILE = "chocolatl.toml"


@dataclass(frozen=True)
class Layer:
    """One layer of the pyramid: how many markers it holds and what its majority scores."""

    size: int
    value: int


@dataclass(frozen=True)
class Band:
    """A run of score-track spaces ``first..last`` (inclusive) of one colour."""

    first: int
    last: int
    colour: Mode


@dataclass(frozen=True)
class ChocolatlData:
    """Every number of the game, validated; ``reconstructed`` names the entries chosen by us."""

    rounds: int
    score_limit: int
    markers_per_player: int
    highest_card: int
    die_sides: int
    black_dice: int
    huts: int
    temple_first: int
    kitchen_last: int
    tlachtli_points: tuple[int, int]
    hero_king_end: int
    old_man_end: int
    altar_majority: int
    pyramid_marker: int
    pyramid_majority: int
    pyramid_margin: int
    kitchen: tuple[tuple[int, int], ...]
    layers: tuple[Layer, ...]
    tlachtli: tuple[tuple[int, ...], tuple[int, ...]]
    track: tuple[Band, ...]
    reconstructed: tuple[str, ...]

    @property
    def max_card(self) -> int:
        """The highest value any card can have (a reward card may beat the cacao cards)."""
        return max(self.highest_card, *self.tlachtli[0], *self.tlachtli[1])

    @property
    def pyramid_size(self) -> int:
        """Number of marker spaces in the whole pyramid."""
        return sum(layer.size for layer in self.layers)

    def colour(self, score: int) -> Mode:
        """The colour of score space ``score`` (the start space and below count as red)."""
        if score < self.track[0].first:
            return "red"
        for band in self.track:
            if score <= band.last:
                return band.colour
        return self.track[-1].colour


class _Reader:
    """Reads typed fields from the parsed TOML, raising CardDataError with the location."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.reconstructed: list[str] = []

    def fail(
        self, message: str, entry: str | None = None, field: str | None = None
    ) -> CardDataError:
        return CardDataError(self.file, message, entry, field)

    def table(self, data: dict[str, Any], key: str) -> dict[str, Any]:
        value = data.get(key)
        if not isinstance(value, dict):
            raise self.fail(f"missing table [{key}]")
        return value

    def entries(self, data: dict[str, Any], key: str) -> list[dict[str, Any]]:
        value = data.get(key)
        if not isinstance(value, list) or not value or not all(isinstance(e, dict) for e in value):
            raise self.fail(f"missing or empty array of tables [[{key}]]")
        return value

    def integer(self, entry: dict[str, Any], field: str, name: str, low: int, high: int) -> int:
        value = entry.get(field)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail("must be an integer", name, field)
        if not low <= value <= high:
            raise self.fail(f"must be between {low} and {high}, not {value}", name, field)
        return value

    def integers(
        self, entry: dict[str, Any], field: str, name: str, count: int | None, low: int, high: int
    ) -> tuple[int, ...]:
        value = entry.get(field)
        if not isinstance(value, list) or not value:
            raise self.fail("must be a non-empty list of integers", name, field)
        if count is not None and len(value) != count:
            raise self.fail(f"must list {count} integers, not {len(value)}", name, field)
        for item in value:
            if not isinstance(item, int) or isinstance(item, bool) or not low <= item <= high:
                raise self.fail(f"must hold integers between {low} and {high}", name, field)
        return tuple(value)

    def source(self, entry: dict[str, Any], name: str) -> None:
        source = entry.get("source")
        if source not in SOURCES:
            raise self.fail(f"must be one of {', '.join(SOURCES)}", name, "source")
        if not isinstance(entry.get("note", ""), str):
            raise self.fail("must be text", name, "note")
        if source == "reconstructed":
            self.reconstructed.append(name)

    def number(self, table: dict[str, Any], section: str, key: str, low: int, high: int) -> int:
        entry = table.get(key)
        name = f"{section}.{key}"
        if not isinstance(entry, dict):
            raise self.fail("missing entry {value = ..., source = ...}", name)
        self.source(entry, name)
        return self.integer(entry, "value", name, low, high)


def parse_data(data: dict[str, Any], file: str = DEFAULT_FILE) -> ChocolatlData:
    """Validate parsed TOML and build the game data (raises CardDataError)."""
    r = _Reader(file)
    game, supply, scoring = r.table(data, "game"), r.table(data, "supply"), r.table(data, "scoring")
    rounds = r.number(game, "game", "rounds", 1, 20)
    points = scoring.get("tlachtli_points")
    if not isinstance(points, dict):
        raise r.fail(
            "missing entry {value = [first, second], source = ...}", "scoring.tlachtli_points"
        )
    r.source(points, "scoring.tlachtli_points")
    first_points, second_points = r.integers(points, "value", "scoring.tlachtli_points", 2, 0, 99)

    kitchen_entries = r.entries(data, "kitchen")
    kitchen: list[tuple[int, int]] = []
    for index, entry in enumerate(kitchen_entries, start=1):
        name = f"kitchen round {index}"
        if r.integer(entry, "round", name, 1, rounds) != index:
            raise r.fail(
                f"kitchen entries must be in round order; expected round {index}", name, "round"
            )
        high, low = r.integers(entry, "values", name, 2, 0, 99)
        if low > high:
            raise r.fail("the 2nd's value must not exceed the 1st's", name, "values")
        r.source(entry, name)
        kitchen.append((high, low))
    if len(kitchen) != rounds:
        raise r.fail(f"{len(kitchen)} kitchen entries for {rounds} rounds", "kitchen")

    layers: list[Layer] = []
    for index, entry in enumerate(r.entries(data, "pyramid"), start=1):
        name = f"pyramid layer {index}"
        layers.append(
            Layer(r.integer(entry, "size", name, 1, 99), r.integer(entry, "value", name, 0, 99))
        )
        r.source(entry, name)

    stacks: dict[str, tuple[int, ...]] = {}
    for entry in r.entries(data, "tlachtli"):
        stack = entry.get("stack")
        if stack not in STACKS or stack in stacks:
            raise r.fail(
                f"stack must be one of {', '.join(STACKS)}, each once", "tlachtli", "stack"
            )
        name = f"tlachtli {stack}"
        stacks[stack] = r.integers(entry, "values", name, None, 0, 99)
        r.source(entry, name)
    if set(stacks) != set(STACKS):
        raise r.fail("both reward stacks (six, three) are needed", "tlachtli")

    bands: list[Band] = []
    for index, entry in enumerate(r.entries(data, "track"), start=1):
        name = f"track band {index}"
        first, last = (
            r.integer(entry, "first", name, 1, 999),
            r.integer(entry, "last", name, 1, 999),
        )
        expected = bands[-1].last + 1 if bands else 1
        if first != expected or last < first:
            raise r.fail(
                f"bands must cover the track from space 1 without gaps (expected {expected})",
                name,
                "first",
            )
        colour = next((c for c in COLOURS if c == entry.get("colour")), None)
        if colour is None:
            raise r.fail(f"must be one of {', '.join(COLOURS)}", name, "colour")
        r.source(entry, name)
        bands.append(Band(first, last, colour))

    return ChocolatlData(
        rounds=rounds,
        score_limit=r.number(game, "game", "score_limit", 1, 999),
        markers_per_player=r.number(game, "game", "markers_per_player", 1, 99),
        highest_card=r.number(game, "game", "highest_card", 1, 99),
        die_sides=r.number(game, "game", "die_sides", 2, 20),
        black_dice=r.number(supply, "supply", "black_dice", 0, 99),
        huts=r.number(supply, "supply", "huts", 0, 99),
        temple_first=r.number(scoring, "scoring", "temple_first", -99, 99),
        kitchen_last=r.number(scoring, "scoring", "kitchen_last", -99, 99),
        tlachtli_points=(first_points, second_points),
        hero_king_end=r.number(scoring, "scoring", "hero_king_end", -99, 99),
        old_man_end=r.number(scoring, "scoring", "old_man_end", -99, 99),
        altar_majority=r.number(scoring, "scoring", "altar_majority", -99, 99),
        pyramid_marker=r.number(scoring, "scoring", "pyramid_marker", -99, 99),
        pyramid_majority=r.number(scoring, "scoring", "pyramid_majority", -99, 99),
        pyramid_margin=r.number(scoring, "scoring", "pyramid_margin", 0, 99),
        kitchen=tuple(kitchen),
        layers=tuple(layers),
        tlachtli=(stacks["six"], stacks["three"]),
        track=tuple(bands),
        reconstructed=tuple(r.reconstructed),
    )


def load_data(path: str | Path | None = None) -> ChocolatlData:
    """Load and validate a data file (``None``: the packaged ``chocolatl.toml``, cached)."""
    if path is None:
        return _default_data()
    file = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise CardDataError(file, f"cannot read: {exc.strerror}") from exc
    return _parse_text(text, file)


def _parse_text(text: str, file: str) -> ChocolatlData:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(file, f"not valid TOML: {exc}") from exc
    return parse_data(data, file)


@cache
def _default_data() -> ChocolatlData:
    text = (
        resources.files("chocolatier.chocolatl").joinpath("data", DEFAULT_FILE).read_text("utf-8")
    )
    return _parse_text(text, DEFAULT_FILE)
