"""Fixed-length observation vectors: named blocks with a scale and bounds, and writing helpers.

An encoder declares its vector once as a :class:`Layout` of named blocks. Each block says how
its raw numbers (counts, money, one-hot flags) are scaled and clipped, so every encoded vector
lies inside the Box space the layout describes. A block may also repeat a *record* (itself a
layout, e.g. one factory part card) a fixed number of times. ``docs/rl.md`` lists the layouts
from :meth:`Layout.markdown` instead of repeating them by hand.

Encoders write raw values into a zeroed numpy buffer (:meth:`Layout.blank`) and
:meth:`Layout.pack` scales and clips the whole buffer in place in two numpy calls.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass

import numpy as np
from gymnasium import spaces


@dataclass(frozen=True)
class Block:
    """A run of ``length`` entries starting at ``start``: raw value / ``scale``, clipped to
    ``[low, high]``; or ``count`` copies of ``record`` back to back. ``doc`` says what the
    entries are."""

    name: str
    start: int
    length: int
    scale: float
    low: float
    high: float
    doc: str
    record: Layout | None = None
    count: int = 1


class Layout:
    """The blocks of one observation vector, in order."""

    def __init__(self, name: str = "observation") -> None:
        self.name = name
        self.blocks: list[Block] = []
        self._offsets: dict[str, int] = {}
        self._arrays: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self.size = 0
        self._scale: list[float] = []
        self._low: list[float] = []
        self._high: list[float] = []

    def add(
        self,
        name: str,
        length: int = 1,
        doc: str = "",
        *,
        scale: float = 1.0,
        low: float = 0.0,
        high: float = 1.0,
    ) -> int:
        """Append a block and return its offset."""
        if length <= 0:
            raise ValueError(f"block {name!r} must have a positive length")
        start = self._claim(name)
        self.blocks.append(Block(name, start, length, scale, low, high, doc))
        self.size += length
        self._scale += [scale] * length
        self._low += [low] * length
        self._high += [high] * length
        return start

    def add_records(self, name: str, record: Layout, count: int, doc: str = "") -> int:
        """Append ``count`` copies of ``record`` and return the offset of the first."""
        if count <= 0:
            raise ValueError(f"block {name!r} must repeat its record at least once")
        start = self._claim(name)
        length = record.size * count
        self.blocks.append(Block(name, start, length, 1.0, 0.0, 0.0, doc, record, count))
        self.size += length
        self._scale += record._scale * count
        self._low += record._low * count
        self._high += record._high * count
        return start

    def blank(self) -> np.ndarray:
        """A float32 buffer of raw zeros to fill."""
        return np.zeros(self.size, dtype=np.float32)

    def pack(self, raw: np.ndarray) -> np.ndarray:
        """The observation: ``raw`` scaled and clipped per block, in place."""
        if self._arrays is None or len(self._arrays[0]) != self.size:
            # Built once the layout is complete; blocks are only added while encoders are built.
            self._arrays = (
                np.asarray(self._scale, dtype=np.float32),
                np.asarray(self._low, dtype=np.float32),
                np.asarray(self._high, dtype=np.float32),
            )
        scale, low, high = self._arrays
        np.divide(raw, scale, out=raw)
        return np.clip(raw, low, high, out=raw)

    @property
    def scale(self) -> np.ndarray:
        """Per-entry divisors of the raw values."""
        return np.asarray(self._scale, dtype=np.float32)

    @property
    def low(self) -> np.ndarray:
        """Per-entry lower bounds (after scaling)."""
        return np.asarray(self._low, dtype=np.float32)

    @property
    def high(self) -> np.ndarray:
        """Per-entry upper bounds (after scaling)."""
        return np.asarray(self._high, dtype=np.float32)

    def space(self) -> spaces.Box:
        """The Box space every packed vector lies in."""
        return spaces.Box(low=self.low, high=self.high, dtype=np.float32)

    def _claim(self, name: str) -> int:
        if name in self._offsets:
            raise ValueError(f"block {name!r} is already in layout {self.name!r}")
        self._offsets[name] = self.size
        return self.size

    def offset(self, name: str) -> int:
        """Where the block called ``name`` starts."""
        return self._offsets[name]

    @property
    def offsets(self) -> Mapping[str, int]:
        """Where each block starts, by name (hot loops read this mapping directly)."""
        return self._offsets

    def records(self) -> dict[str, Layout]:
        """Every record layout used, nested ones included, by record name."""
        found: dict[str, Layout] = {}
        for b in self.blocks:
            if b.record is not None:
                found.setdefault(b.record.name, b.record)
                found.update(b.record.records())
        return found

    def markdown(self) -> str:
        """The layout as a Markdown table (records are referred to by name)."""
        lines = [
            "| block | start | length | raw ÷ | range | meaning |",
            "|---|---|---|---|---|---|",
        ]
        for b in self.blocks:
            if b.record is not None:
                lines.append(
                    f"| `{b.name}` | {b.start} | {b.length} | — | — | "
                    f"{b.count} × record `{b.record.name}` ({b.record.size} each): {b.doc} |"
                )
            else:
                lines.append(
                    f"| `{b.name}` | {b.start} | {b.length} | {b.scale:g} | "
                    f"[{b.low:g}, {b.high:g}] | {b.doc} |"
                )
        return "\n".join(lines)


def one_hot(buf: np.ndarray, offset: int, index: int | None, length: int) -> None:
    """Set ``buf[offset + index]`` to 1 when ``index`` is within ``range(length)``."""
    if index is not None and 0 <= index < length:
        buf[offset + index] = 1.0


def put(buf: np.ndarray, offset: int, values: Iterable[float]) -> None:
    """Write ``values`` from ``offset`` on."""
    for i, value in enumerate(values):
        buf[offset + i] = value


class SparseCache:
    """Encoded records (e.g. one card) remembered as (indices, values) by a key.

    Cards recur in every view of a game, so each card is encoded once and then copied into the
    buffer with one fancy-indexed assignment. The record's data is kept with it and compared on
    every use (a C-level comparison, cheaper than encoding): a card set changed with overrides
    may give an id other content, and an order's progress changes.
    """

    def __init__(self, record: Layout) -> None:
        self.record = record
        self._entries: dict[Hashable, tuple[object, np.ndarray, np.ndarray]] = {}

    def write(
        self,
        buf: np.ndarray,
        at: int,
        key: Hashable,
        content: object,
        fill: Callable[[np.ndarray], None],
    ) -> None:
        """Write the record of ``content`` (remembered under ``key``) at ``at``; ``fill``
        encodes it into a zeroed record when it is new."""
        entry = self._entries.get(key)
        if entry is None or entry[0] != content:
            scratch = self.record.blank()
            fill(scratch)
            indices = np.flatnonzero(scratch)
            entry = (content, indices, scratch[indices])
            self._entries[key] = entry
        buf[at + entry[1]] = entry[2]
