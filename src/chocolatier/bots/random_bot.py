"""The ``random`` bot: uniform over the legal actions, seedable."""

from __future__ import annotations

from chocolatier.bots.base import Bot, Budget, register_bot
from chocolatier.core.game import Action, State


class RandomBot(Bot):
    """Picks uniformly among the legal actions with its own seeded generator."""

    name = "random"

    def choose(self, state: State, seat: int) -> Action:
        """A uniformly random legal action."""
        return self.rng.choice(state.legal_actions(seat))


def _make(seed: int, budget: Budget | None, level: str | None) -> Bot:
    return RandomBot(seed, budget, level)


register_bot("*", "random", _make)
