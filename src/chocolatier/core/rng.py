"""Seeded, portable randomness whose whole state is one integer (cheap to clone).

The rules never touch Python's global ``random``: every game state owns an :class:`Rng`, so the
same seed and the same actions give the same game on every machine and Python version.
The generator is SplitMix64, which is small, fast in pure Python and statistically sound for
shuffling cards and rolling dice.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
# n -> the largest multiple of n that fits in 64 bits (rejection limit of ``below``)
_LIMITS: dict[int, int] = {}


def derive_seed(seed: int, *labels: object) -> int:
    """A new 63-bit seed derived from ``seed`` and labels (e.g. a game index), stably."""
    text = repr((seed, *labels)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1


class Rng:
    """A SplitMix64 generator. ``clone()`` copies one integer."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def clone(self) -> Rng:
        """An independent generator in the same state."""
        other = Rng.__new__(Rng)
        other._state = self._state
        return other

    @property
    def state(self) -> int:
        """The whole generator state (for hashing and snapshots)."""
        return self._state

    def next64(self) -> int:
        """The next 64-bit output."""
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        limit = _LIMITS.get(n)
        if limit is None:
            # checked here only: a number met before is positive (every playout step's draws)
            if n <= 0:
                raise ValueError("n must be positive")
            limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        while True:
            # next64, inlined: shuffles of every deck at each determinisation run through here.
            state = self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]``, both included (a die: ``randint(1, 6)``)."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen item of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates, drawing as :meth:`below` does)."""
        limits = _LIMITS
        state = self._state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits.get(n)
            if limit is None:
                limit = limits[n] = (1 << 64) - ((1 << 64) % n)
            while True:
                # next64 and below, inlined: every determinisation shuffles every deck.
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self._state = state
