"""Look-ahead for Chocolate Factory: the heuristic's choice, checked against simulated days.

Within one day nothing hidden comes into play before Cleanup: the packets of the draft are face
up, a Load pushes a known Bean, and every seat's factory run and deliveries follow from the
position. So a candidate decision is judged by *playing the rest of the day out* — every seat by
the quick heuristic — and valuing the position reached after Fulfil Orders (the real final money
on Saturday) by :func:`~chocolatier.bots.factory_value.seat_value`, as the seat's lead over the
best other seat. The money a part or an employee actually makes today, and what the other seats
draft in answer, show up in that lead instead of in a table of guesses.

The heuristic's own choice is the default: another candidate must lead by :data:`MARGIN` more to
replace it, so the look-ahead deviates only when the simulated day is clearly better.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from chocolatier.bots.base import Bot
from chocolatier.bots.factory_heuristic import FactoryHeuristic, card_worth, placement_gain
from chocolatier.bots.factory_plan import own_actions
from chocolatier.bots.factory_value import seat_value
from chocolatier.factory.rules import DAY_PHASES, SLOTS, Action, PlacePart, Take

if TYPE_CHECKING:
    from chocolatier.factory.rules import FactoryState

#: Pounds of lead another candidate needs over the heuristic's choice to replace it.
MARGIN = 0.5
#: Plans of a shift worth less than the planner's best by more than this are not simulated.
PLAN_SPREAD = 4.0
# Phases a simulated day runs through; it stops at the first other phase (Agent, Cleanup, end).
_DAY = frozenset(DAY_PHASES)

Scorer = Callable[["FactoryState", int, Action], float]


def lead(state: FactoryState, seat: int) -> float:
    """The seat's estimated final money minus the best other seat's (its own money when alone)."""
    mine = seat_value(state, seat)
    others = [seat_value(state, s) for s in range(state.num_players) if s != seat]
    return mine - max(others) if others else mine


def play_out_day(state: FactoryState, policies: Sequence[Bot]) -> FactoryState:
    """Play ``state`` (modified in place) to the end of today's Fulfil Orders, every seat by its
    policy; returns it."""
    day = state.day
    while state.phase in _DAY and state.day == day:
        for seat in state.to_act():
            # An earlier seat's action may have ended the step for this one.
            if seat in state.to_act() and state.legal_of(seat):
                state.apply(seat, cast("Action", policies[seat].choose(state, seat)))
    return state


def play_to_day_end(state: FactoryState, policies: Sequence[Bot]) -> FactoryState:
    """Play ``state`` (modified in place) to the end of today's Fulfil Orders, or of the next
    day's when today's is over (or to the end of the game), every seat by its policy (bots that
    read nothing hidden: they are handed the position itself); returns it."""
    while not state.is_terminal() and state.phase not in _DAY:
        for seat in state.to_act():
            if seat in state.to_act() and state.legal_of(seat):
                state.apply(seat, cast("Action", policies[seat].choose(state, seat)))
    if not state.is_terminal():
        play_out_day(state, policies)
    return state


def draft_score(state: FactoryState, seat: int, action: Action) -> float:
    """The heuristic's worth of a draft action (card taken, or slot for the new part)."""
    if isinstance(action, PlacePart):
        return placement_gain(state, seat, state.new_part[seat], SLOTS.index(action.slot))
    assert isinstance(action, Take)
    return card_worth(state, seat, action.card)


class DayLookahead:
    """Ranks a seat's candidate actions by simulated days (see the module docstring).

    ``width``: how many of the heuristic's best draft candidates are simulated; ``plans``: how
    many of the planner's best plans of a shift.
    """

    def __init__(self, seed: int, width: int, plans: int) -> None:
        self.width = width
        self.plans = plans
        self._seed = seed

    def _policies(self, players: int) -> list[FactoryHeuristic]:
        # Fresh bots per simulation: a heuristic caches the plan of its stretch.
        return [FactoryHeuristic(self._seed + seat, level="fast") for seat in range(players)]

    def best(self, state: FactoryState, seat: int, score: Scorer) -> Action:
        """The candidate (of the ``width`` best by ``score``) whose simulated day leads most;
        the best by ``score`` unless another leads by :data:`MARGIN` more."""
        legal = own_actions(state, seat)
        ranked = sorted(legal, key=lambda a: -score(state, seat, a))
        candidates = ranked[: self.width]
        if len(candidates) == 1:
            return candidates[0]
        best_action, best_value = candidates[0], -1e18
        for rank, action in enumerate(candidates):
            sim = state.clone()
            sim.apply(seat, action)
            value = lead(play_out_day(sim, self._policies(state.num_players)), seat)
            if rank == 0:
                value += MARGIN
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def best_plan(
        self, state: FactoryState, seat: int, ranked: list[tuple[float, list[Action]]]
    ) -> list[Action]:
        """Of the planner's best plans (``ranked``, best first, worth within :data:`PLAN_SPREAD`
        of the best), the one whose simulated day leads most; the first unless another leads by
        :data:`MARGIN` more."""
        top = ranked[0][0]
        candidates = [a for worth, a in ranked[: self.plans] if worth >= top - PLAN_SPREAD]
        if len(candidates) == 1:
            return candidates[0]
        best_actions, best_value = candidates[0], -1e18
        for rank, actions in enumerate(candidates):
            sim = state.clone()
            for action in actions:
                sim.apply(seat, action)
            value = lead(play_out_day(sim, self._policies(state.num_players)), seat)
            if rank == 0:
                value += MARGIN
            if value > best_value:
                best_actions, best_value = actions, value
        return best_actions
