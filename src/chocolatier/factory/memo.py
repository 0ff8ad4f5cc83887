"""The memos of legal-move generation: module-level dicts from a small piece of a position (a
tile, the store room, a delivery so far) to what it allows, so random playouts and search, which
meet the same pieces all game long, build each answer once.

A memo's key holds everything its answer depends on, the :class:`~.table.Table` too where the
cards matter (card overrides change what an id means; a table hashes by identity), so a memo is
never stale; it is only emptied when it grows too big.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: Entries a memo holds before it is emptied (bounds the memory of long-running processes).
MEMO_LIMIT = 50_000


def remember(memo: dict[K, V], key: K, value: V, limit: int = MEMO_LIMIT) -> V:
    """Store ``value`` under ``key`` (emptying ``memo`` first when it holds ``limit`` entries)
    and return it."""
    if len(memo) >= limit:
        memo.clear()
    memo[key] = value
    return value
