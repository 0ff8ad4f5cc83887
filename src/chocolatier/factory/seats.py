"""Per-seat data of a position: tuples indexed by seat (or by store and seat), never changed in
place. A change builds a new tuple, so a clone shares every per-seat value with its original."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with the item at ``index`` replaced by ``value``."""
    # Through a list: about a third faster than slicing for these short tuples (hot path).
    items = list(values)
    items[index] = value
    return tuple(items)
