"""What the ``search`` bot knows about Chocolate Factory (its :class:`SearchHooks`).

* A seat's own stretches — its shifts, its Fulfil Orders step, the Department Store Agent's
  delivery, the store-room chocolates kept — are single-player puzzles once the draft is done:
  they are solved by the heuristic's beam search with a wider beam (level ``hard``), not by the
  tree search.
* The decisions that involve the other seats — the draft (§4.2: which packet, which card, which
  slot; what it leaves to the next drafters) and the choice of a new Corner Shop order — are
  searched by determinised MCTS. Rollouts are played by the quick heuristic to the end of the
  phase, where every seat's position is valued by
  :func:`~chocolatier.bots.factory_value.seat_value` (plus today's employee) and turned into a
  chance of winning.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import cast

from chocolatier.bots.base import Bot, Budget
from chocolatier.bots.factory_heuristic import ABILITY, FactoryHeuristic
from chocolatier.bots.factory_value import seat_value
from chocolatier.bots.search import SearchHooks, register_search_hooks
from chocolatier.core.game import State
from chocolatier.factory.pending import Pick
from chocolatier.factory.state import FactoryState

# A lead of this many pounds in the estimate is worth about 73% (logistic scale).
SCALE = 8.0

LEVELS = {
    "easy": Budget(iterations=60, seconds=1.0),
    "normal": Budget(iterations=250, seconds=2.0),
    "hard": Budget(iterations=1000, seconds=8.0),
}


def _planner(seed: int) -> Bot:
    return FactoryHeuristic(seed, level="hard")


def _rollout(seed: int) -> Bot:
    return FactoryHeuristic(seed, level="fast")


def plans(state: State, seat: int) -> bool:
    """Whether the decision is the seat's own puzzle (planned), not one to search."""
    factory = cast(FactoryState, state)
    if factory.phase == "draft":
        return False
    return not (factory.phase == "cleanup" and isinstance(factory.pending[seat], Pick))


def cutoff(start: State, state: State) -> bool:
    """Roll out to the end of the phase (the draft, or the order choice) and evaluate there."""
    now, root = cast(FactoryState, state), cast(FactoryState, start)
    return now.phase != root.phase or now.day != root.day


def evaluate(state: State) -> Sequence[float]:
    """Each seat's chance of winning from its estimated money against the best other seat."""
    factory = cast(FactoryState, state)
    worth = []
    for seat in range(factory.num_players):
        value = seat_value(factory, seat)
        role = factory.role(seat)
        if role and factory.phase in ("draft", "run"):
            value += ABILITY.get(role, 1.0)
        worth.append(value)
    chances = []
    for seat, value in enumerate(worth):
        # Alone (solo), the seat is measured against nobody: an even chance.
        best_other = max((w for s, w in enumerate(worth) if s != seat), default=value)
        chances.append(1.0 / (1.0 + math.exp(-(value - best_other) / SCALE)))
    return chances


register_search_hooks(
    "factory",
    SearchHooks(
        evaluate=evaluate,
        cutoff=cutoff,
        planner=_planner,
        plans=plans,
        rollout_bot=_rollout,
        levels=LEVELS,
    ),
)
