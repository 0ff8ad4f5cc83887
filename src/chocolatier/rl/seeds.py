"""Game seeds for successive episodes: ``reset(seed=s)`` plays the game of seed ``s`` exactly.

A seeded reset plays the very game ``chocolatier simulate --seed s`` would set up, so an
episode can be replayed outside the environment. Later unseeded resets continue with seeds
derived from ``s`` and the episode number; an environment never seeded draws a base seed from
the operating system once.
"""

from __future__ import annotations

import secrets

from chocolatier.core.rng import derive_seed


class EpisodeSeeds:
    """The seed of each episode's game."""

    def __init__(self, seed: int | None = None) -> None:
        self._base = seed
        self._episode = -1

    def next(self, seed: int | None = None) -> int:
        """The game seed of the next episode (``seed`` restarts the sequence from it)."""
        if seed is not None:
            self._base, self._episode = int(seed), 0
            return self._base
        if self._base is None:
            self._base = secrets.randbits(63)
        self._episode += 1
        return self._base if self._episode == 0 else derive_seed(self._base, "episode",
                                                                 self._episode)
