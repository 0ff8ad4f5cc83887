"""The ``search`` bot: determinised (information-set) Monte Carlo tree search for any game.

Each iteration re-draws what the bot's seat cannot see (:meth:`State.determinize`) and walks one
shared tree keyed by the actions taken, so statistics are pooled over the possible hidden states
(single-observer ISMCTS). A child's exploration term counts how often it was *available* rather
than how often its parent was visited, because in a determinisation some actions are missing.

Simultaneous steps (several seats in ``to_act()``) use decoupled UCT: every acting seat picks its
own action from its own statistics at the node, blind to the others' choice in that step.

A leaf is valued by a rollout with a cheap policy (the game's ``heuristic`` bot when it has one,
else uniform random) until the game ends or a game-specific cutoff, where a game-specific
evaluation takes over. Games plug in such knowledge through :class:`SearchHooks`; they may also
take over whole decisions that a tree search handles badly (Chocolate Factory hands all of its
decisions to the heuristic's plans checked by simulated days: ``factory_search.py``).

Levels set the budget: ``easy``, ``normal`` (default) and ``hard``. Iteration counts, not clocks,
bound the search so that a seeded bot plays the same game on every machine; the seconds in a level
are only a safety stop.
"""

from __future__ import annotations

import importlib
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from chocolatier.bots.base import Bot, Budget, bot_names, make_bot, register_bot
from chocolatier.core.errors import OptionError
from chocolatier.core.game import Action, State
from chocolatier.core.rng import Rng

#: Budgets of the levels for games without their own (see :attr:`SearchHooks.levels`).
DEFAULT_LEVELS: Mapping[str, Budget] = {
    "easy": Budget(iterations=100, seconds=1.0),
    "normal": Budget(iterations=400, seconds=2.0),
    "hard": Budget(iterations=2000, seconds=10.0),
}

#: UCT exploration constant for rewards in [0, 1].
EXPLORATION = 0.7
#: A rollout longer than this many actions is cut off and evaluated (guards endless games).
MAX_ROLLOUT_ACTIONS = 5000
#: Weight of the winning share in a terminal reward; the rest rewards the score margin, so the
#: search still prefers a bigger lead (or a smaller deficit) when the winner is settled.
WIN_WEIGHT = 0.8

Evaluator = Callable[[State], Sequence[float]]
RolloutCutoff = Callable[[State, State], bool]
BotMaker = Callable[[int], Bot]
#: Builds a planner from a seed and the search bot's level.
PlannerMaker = Callable[[int, str], Bot]


@dataclass(frozen=True)
class SearchHooks:
    """What a game tells the search bot about itself. Every field is optional.

    * ``evaluate(state)``: an estimated reward in [0, 1] per seat of a non-terminal position
      (the chance to win, roughly); used when a rollout is cut off.
    * ``cutoff(root, state)``: whether an iteration of a search from position ``root`` should
      stop at ``state`` (in the tree or in the rollout) and evaluate it.
    * ``planner(seed, level)`` and ``plans(state, seat)``: a bot that takes the decisions for
      which ``plans`` is true instead of the tree search (e.g. a puzzle solved by beam search),
      built for the search bot's level.
    * ``rollout_bot(seed)``: the rollout policy (default: the game's ``heuristic`` if any).
    * ``levels``: the budget of each level for this game.
    """

    evaluate: Evaluator | None = None
    cutoff: RolloutCutoff | None = None
    planner: PlannerMaker | None = None
    plans: Callable[[State, int], bool] | None = None
    rollout_bot: BotMaker | None = None
    levels: Mapping[str, Budget] = field(default_factory=lambda: dict(DEFAULT_LEVELS))


_HOOKS: dict[str, SearchHooks] = {}
# Game-specific hook modules, imported on first use so that the generic bot stays light.
_HOOK_MODULES: dict[str, str] = {"factory": "chocolatier.bots.factory_search"}


def register_search_hooks(game: str, hooks: SearchHooks) -> None:
    """Give the search bot ``game``-specific knowledge."""
    _HOOKS[game] = hooks


def hooks_for(game: str) -> SearchHooks:
    """The hooks of ``game`` (empty hooks when it has none)."""
    if game not in _HOOKS and game in _HOOK_MODULES:
        importlib.import_module(_HOOK_MODULES[game])
    return _HOOKS.get(game) or SearchHooks()


def terminal_rewards(state: State) -> list[float]:
    """Reward in [0, 1] per seat of a finished game: mostly the winning share, partly the margin."""
    result = state.result()
    if result is None:
        raise ValueError("the game is not over")
    n = state.num_players
    scores = result.scores
    low, high = min(scores), max(scores)
    spread = high - low
    rewards = []
    for seat in range(n):
        share = 1.0 / len(result.winners) if seat in result.winners else 0.0
        margin = (scores[seat] - low) / spread if spread else 0.5
        rewards.append(WIN_WEIGHT * share + (1.0 - WIN_WEIGHT) * margin)
    return rewards


class _Stat:
    """Visits, summed reward and availability of one (seat, action) at a node."""

    __slots__ = ("available", "reward", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.reward = 0.0
        self.available = 0


class _Node:
    """A node of the shared tree: per-seat action statistics and children by joint action."""

    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.stats: dict[int, dict[Action, _Stat]] = {}
        self.children: dict[tuple[tuple[int, Action], ...], _Node] = {}

    def select(self, seat: int, legal: Sequence[Action], rng: Rng) -> tuple[Action, bool]:
        """The action of ``seat`` to follow, and whether it was never tried before (expansion)."""
        table = self.stats.setdefault(seat, {})
        untried = []
        for action in legal:
            stat = table.get(action)
            if stat is None:
                stat = table[action] = _Stat()
            stat.available += 1
            if stat.visits == 0:
                untried.append(action)
        if untried:
            return rng.choice(untried), True
        best: Action = legal[0]
        best_score = -math.inf
        for action in legal:
            stat = table[action]
            score = stat.reward / stat.visits + EXPLORATION * math.sqrt(
                math.log(stat.available) / stat.visits
            )
            if score > best_score:
                best, best_score = action, score
        return best, False


class SearchBot(Bot):
    """Information-set MCTS with UCT, decoupled at simultaneous steps, and rollouts."""

    name = "search"

    def __init__(self, seed: int = 0, budget: Budget | None = None, level: str | None = None):
        if level is not None and level not in DEFAULT_LEVELS:
            raise OptionError("unknown-level", bot=self.name, level=level,
                              known=list(DEFAULT_LEVELS))
        super().__init__(seed, budget, level)
        # An explicit budget wins; otherwise the level's budget for the game is looked up per call.
        self._explicit_budget = budget
        self._rollout_bots: dict[str, Bot] = {}
        self._planners: dict[str, Bot] = {}
        #: Iterations run by the last decision (0 when it needed no search); for benchmarks.
        self.last_iterations = 0

    def budget_for(self, game: str) -> Budget:
        """The budget this bot uses in ``game``."""
        if self._explicit_budget is not None:
            return self._explicit_budget
        return hooks_for(game).levels[self.level or "normal"]

    def choose(self, state: State, seat: int) -> Action:
        """``seat``'s most visited action after searching ``state`` (a determinised clone)."""
        self.last_iterations = 0
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        hooks = hooks_for(state.game.name)
        if hooks.planner is not None and hooks.plans is not None and hooks.plans(state, seat):
            planner = self._planners.get(state.game.name)
            if planner is None:
                seed = self.rng.next64() >> 1
                planner = hooks.planner(seed, self.level or "normal")
                self._planners[state.game.name] = planner
            return planner.choose(state, seat)
        return self.search(state, seat, hooks)

    def search(self, state: State, seat: int, hooks: SearchHooks) -> Action:
        """Run the tree search from ``state`` for ``seat`` and return the most visited action."""
        budget = self.budget_for(state.game.name)
        max_iterations = budget.iterations if budget.iterations is not None else 10**9
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
        root = _Node()
        rollout_bot = self._rollout_bot(state.game.name, hooks)
        iterations = 0
        while iterations < max_iterations:
            sim = state.determinize(seat, self.rng)
            self._iterate(root, sim, seat, hooks, rollout_bot, state)
            iterations += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_iterations = iterations
        table = root.stats.get(seat, {})
        legal = state.legal_actions(seat)
        # Ties (and an empty table) fall to the mean reward, then to the order of legal actions.
        return max(
            legal,
            key=lambda a: (
                table[a].visits if a in table else 0,
                table[a].reward / table[a].visits if a in table and table[a].visits else 0.0,
            ),
        )

    def _rollout_bot(self, game: str, hooks: SearchHooks) -> Bot:
        bot = self._rollout_bots.get(game)
        if bot is None:
            seed = self.rng.next64() >> 1
            if hooks.rollout_bot is not None:
                bot = hooks.rollout_bot(seed)
            elif "heuristic" in bot_names(game):
                bot = make_bot("heuristic", game, seed)
            else:
                bot = make_bot("random", game, seed)
            self._rollout_bots[game] = bot
        return bot

    def _iterate(
        self,
        root: _Node,
        sim: State,
        seat: int,
        hooks: SearchHooks,
        rollout_bot: Bot,
        origin: State,
    ) -> None:
        """One iteration on the determinisation ``sim`` of ``origin``: select, expand, roll out,
        back up."""
        node = root
        path: list[tuple[_Node, list[tuple[int, Action]]]] = []
        expanded = False
        at_root = True
        cutoff = hooks.cutoff
        while not expanded and not sim.is_terminal():
            if cutoff is not None and not at_root and cutoff(origin, sim):
                break
            # At the root only the bot's own choice matters: the others are outside the tree's
            # question there (their simultaneous choices are unknown and played by the rollout).
            actors = (seat,) if at_root and seat in sim.to_act() else sim.to_act()
            at_root = False
            joint: list[tuple[int, Action]] = []
            for actor in actors:
                legal = sim.legal_actions(actor)
                if not legal:
                    continue
                action, fresh = node.select(actor, legal, self.rng)
                expanded = expanded or fresh
                joint.append((actor, action))
            for actor, action in joint:
                sim.apply(actor, action)
            path.append((node, joint))
            key = tuple(joint)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
            node = child
        rewards = self._rollout(sim, hooks, rollout_bot, origin)
        for visited, joint in path:
            for actor, action in joint:
                stat = visited.stats[actor][action]
                stat.visits += 1
                stat.reward += rewards[actor]

    def _rollout(
        self, sim: State, hooks: SearchHooks, rollout_bot: Bot, origin: State
    ) -> Sequence[float]:
        steps = 0
        while not sim.is_terminal():
            if steps >= MAX_ROLLOUT_ACTIONS or (
                hooks.cutoff is not None and hooks.cutoff(origin, sim)
            ):
                if hooks.evaluate is not None:
                    return hooks.evaluate(sim)
                return [1.0 / sim.num_players] * sim.num_players
            for actor in sim.to_act():
                # An earlier seat's action may have ended the step for this one.
                if actor in sim.to_act() and sim.legal_actions(actor):
                    sim.apply(actor, rollout_bot.choose(sim, actor))
                    steps += 1
        return terminal_rewards(sim)


def _make(seed: int, budget: Budget | None, level: str | None) -> Bot:
    return SearchBot(seed, budget, level)


register_bot("*", "search", _make)
