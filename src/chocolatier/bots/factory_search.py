"""What the ``search`` bot does in Chocolate Factory: the heuristic's play, checked by look-ahead.

Every decision starts from the heuristic's answer (:mod:`~chocolatier.bots.factory_heuristic`):

* **Draft** (§4.2): the heuristic's best few cards (or slots for the new part) are each played out
  to the end of the day — every seat by the quick heuristic, the other drafters answering — and the
  one leaving the seat furthest ahead is taken (:class:`~.factory_lookahead.DayLookahead`); the
  heuristic's own pick stays unless another is clearly better.
* **Own stretches** (shifts, Fulfil Orders, the Department Store Agent, Cleanup): single-player
  puzzles, planned by the heuristic's beam search.

Nothing here reads hidden information: within a day every card that matters is face up, and the
simulations run on the determinised clone the bot is handed. Levels set how many candidates are
simulated. The generic tree search of :mod:`~chocolatier.bots.search` is not used for this game:
its statistics over a few hundred noisy rollouts drafted worse than the heuristic's estimate
(40% of 2-player games), while one exact simulated day per candidate is cheap and sharp.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from chocolatier.bots.base import Bot, Budget
from chocolatier.bots.factory_heuristic import FactoryHeuristic
from chocolatier.bots.factory_lookahead import DayLookahead, draft_score
from chocolatier.bots.factory_plan import Plan, keyed, ranked_plans, seat_key
from chocolatier.bots.factory_value import seat_value
from chocolatier.bots.search import SearchHooks, register_search_hooks
from chocolatier.core.game import Action, State
from chocolatier.factory.rules import Phase

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState

#: By level: draft candidates simulated per decision, plans simulated per shift.
WIDTHS: dict[str, tuple[int, int]] = {"easy": (2, 1), "normal": (4, 1), "hard": (8, 3)}


class FactorySearch(Bot):
    """The ``search`` bot's Chocolate Factory player (see the module docstring)."""

    name = "search"

    def __init__(self, seed: int = 0, budget: Budget | None = None, level: str | None = None):
        super().__init__(seed, budget, level)
        self.heuristic = FactoryHeuristic(seed, level="normal")
        self.lookahead = DayLookahead(seed, *WIDTHS[level or "normal"])
        self._plan: Plan = []

    def choose(self, state: State, seat: int) -> Action:
        """The draft pick or shift plan whose simulated day leads most; else the heuristic's."""
        factory = cast("FactoryState", state)
        legal = factory.legal_of(seat)
        if len(legal) == 1:
            return legal[0]
        if factory.phase == Phase.DRAFT:
            return self.lookahead.best(factory, seat, draft_score)
        if factory.phase != Phase.RUN:
            return self.heuristic.choose(factory, seat)
        if self._plan:
            key, action = self._plan[0]
            if key == seat_key(factory, seat) and action in legal:
                self._plan.pop(0)
                return action
        ranked = ranked_plans(factory, seat, seat_value, self.heuristic.width,
                              self.heuristic.depth)
        actions = self.lookahead.best_plan(factory, seat, ranked)
        self._plan = keyed(factory, seat, actions)
        return self._plan.pop(0)[1]


def _planner(seed: int, level: str) -> Bot:
    return FactorySearch(seed, level=level)


def plans(state: State, seat: int) -> bool:
    """Every Chocolate Factory decision is taken by :class:`FactorySearch`."""
    return True


register_search_hooks("factory", SearchHooks(planner=_planner, plans=plans))
