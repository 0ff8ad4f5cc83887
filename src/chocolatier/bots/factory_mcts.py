"""The ``mcts`` bot of Chocolate Factory: determinised rollouts with progressive widening.

Every decision of the seat's own (a draft pick, a placement, a shift, Fulfil Orders, the
Department Store Agent, Cleanup) is a bandit over *candidates* proposed by the heuristic:

* the draft's legal picks ranked by the heuristic's worth of the card or slot
  (:func:`~chocolatier.bots.factory_lookahead.draft_score`);
* the other stretches' best plans from the heuristic's beam search
  (:func:`~chocolatier.bots.factory_plan.ranked_plans`), each a whole shift or step.

Each iteration draws a determinisation of the position the bot was handed
(:meth:`State.determinize`: every deck re-drawn, nothing hidden read), plays one candidate on it,
then plays the game on with the quick heuristic at every seat (``heuristic:fast``) up to a
cutoff, and values the position reached by the seat's lead in estimated final money
(:func:`~chocolatier.bots.factory_lookahead.lead`; the real money lead when the game is over;
the solo yardstick alone). The reward is a logistic of that lead less the root's. A draft pick's
rollouts run to the end of tomorrow's Fulfil Orders (:data:`DRAFT_HORIZON`), through a deal the
seat cannot see; a shift's plans to the end of today's (:data:`PLAN_HORIZON`): nothing hidden is
drawn before Cleanup, so one rollout per plan is exact and the budget opens more plans instead.

Candidates are opened in the heuristic's order as the iterations grow (progressive widening:
:data:`WIDEN` × n^:data:`WIDEN_POWER` of them after n iterations) and picked by UCB with the
heuristic's prior (a softmax of its worths) as a bonus that fades with visits (PUCT). The k-th
rollout of every candidate runs on the same k-th determinisation and rollout seed, so candidates
are compared on the same draws (common random numbers). The answer is the candidate with the
best mean among the most visited, the heuristic's first choice winning ties.

Budget: ``mcts`` (level ``normal``), ``mcts:easy``, ``mcts:hard``, or an explicit budget in the
spec, ``mcts:iterations=64``, ``mcts:seconds=1.5``, ``mcts:iterations=64+seconds=1.5`` (``+``
joins settings; a level name may lead: ``mcts:hard+seconds=5``). An iteration is one rollout.
``mcts`` and ``mcts-deep`` also take ``net=FOLDER``: the
networks of that folder (a training round's) instead of the shipped ones.
Settings in the spec win over the budget handed to the bot (``--budget-iterations``,
``--budget-seconds``), which wins over the level's. Iterations alone make a seeded bot play the
same game on every machine; a budget in seconds stops the search on the clock, so the game then
depends on the machine's speed.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, cast

from chocolatier.bots import value_net
from chocolatier.bots.base import Bot, Budget, register_bot
from chocolatier.bots.factory_heuristic import FactoryHeuristic
from chocolatier.bots.factory_lookahead import draft_score, lead
from chocolatier.bots.factory_plan import Plan, keyed, own_actions, ranked_plans, seat_key
from chocolatier.bots.factory_value import seat_value
from chocolatier.core.errors import OptionError
from chocolatier.core.game import Action, State
from chocolatier.factory.rules import DAY_PHASES, Phase

if TYPE_CHECKING:
    from chocolatier.factory.rules import Action as FactoryAction
    from chocolatier.factory.rules import FactoryState

#: Budgets of the levels: at most this many rollouts, and a stop on the clock. A draft pick's
#: rollout costs about 0.03 s of CPU (bench/mcts.py: 48 rollouts, median 1.4 s, p90 2.6 s), so
#: ``normal`` mostly ends on its iterations within 2 s on an idle core.
LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=8, seconds=0.5),
    "normal": Budget(iterations=32, seconds=2.0),
    "hard": Budget(iterations=128, seconds=8.0),
}
#: Budgets of the net-guided levels (``mcts``): a draft pick's rollout ends today, about 0.015 s
#: of CPU, so a candidate costs less; the clock is a safety stop only.
NET_LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=4, seconds=2.0),
    "normal": Budget(iterations=8, seconds=2.0),
    "hard": Budget(iterations=16, seconds=8.0),
}
#: Share of the network in the value of a net-guided level's cutoff; the rest is the
#: heuristic's estimated lead. The network predicts the final margin better (docs/bots.md) but
#: is flat between close candidates, where the heuristic's accounting still separates them: in
#: 100 seat-rotated 2-player games the half-and-half value beat the network alone 60-40
#: (+£9.3 a game), and a quarter share did no better than the half (44 of 100 against it, -£1.0).
NET_SHARE = 0.5
#: Budget settings a spec may give (``name=value``), and their types.
SETTINGS = {"iterations": int, "seconds": float}
#: The setting of the net-guided levels that names a folder of weights instead of the shipped
#: ones (``mcts:net=value-data/round-1/net``), to match the networks of two training rounds.
#: The web refuses every ``=`` in a spec, so only the command line and benches can give it.
NET_SETTING = "net"
#: A rollout stops after Fulfil Orders this many days after the decision's day (a decision after
#: today's Fulfil Orders counts from the next day): a draft pick looks past tomorrow's unseen
#: deal; a shift's plans are played out to today's end, where one rollout each is exact.
DRAFT_HORIZON = 1
PLAN_HORIZON = 0
#: Reward head start of the heuristic's first choice (about £0.4 of lead near the root's).
FIRST_BONUS = 0.015
#: Pounds of lead that move the reward most (the logistic's scale).
SCALE = 6.0
#: UCB exploration constant for rewards in [0, 1] and the weight of the heuristic's prior.
EXPLORATION = 0.25
PRIOR_WEIGHT = 0.5
#: Temperature (pounds) of the softmax turning the heuristic's worths into a prior.
PRIOR_TEMPERATURE = 2.0
#: The heuristic's first candidate is taken without a search when its prior is this high (the
#: next is about £6 worse by its estimate).
SURE = 0.95
#: Progressive widening: candidates open after n iterations (at least two).
WIDEN = 1.5
WIDEN_POWER = 0.5
#: Plans of a stretch kept as candidates (the beam search meets many near-copies).
MAX_PLANS = 6
#: Beam (width, depth) that proposes the plans: the ``normal`` heuristic's.
PLANNER = (4, 14)
_DAY_PHASES = frozenset(DAY_PHASES)


def parse_level(level: str | None, levels: dict[str, Budget] = LEVELS) -> tuple[str, Budget]:
    """The level name and the budget settings of a spec's level part (see the module docstring)."""
    name = "normal"
    settings: dict[str, float | int] = {}
    for index, part in enumerate((level or "").split("+")):
        if not part:
            continue
        key, eq, value = part.partition("=")
        if not eq:
            if index or part not in levels:
                raise OptionError("unknown-level", bot="mcts", level=part,
                                  known=[*levels, *(k + "=N" for k in SETTINGS)])
            name = part
            continue
        if key not in SETTINGS:
            raise OptionError("unknown-bot-setting", bot="mcts", setting=key,
                              known=list(SETTINGS))
        try:
            number = SETTINGS[key](value)
        except ValueError:
            number = 0
        if not number > 0 or not math.isfinite(number):
            raise OptionError("bad-bot-setting", bot="mcts", setting=key, value=value)
        settings[key] = number
    return name, Budget(
        iterations=cast("int | None", settings.get("iterations")),
        seconds=cast("float | None", settings.get("seconds")),
    )


def split_net(level: str | None) -> tuple[str | None, str | None]:
    """A spec's level part without its ``net=FOLDER`` setting, and that folder (or ``None``)."""
    folder = None
    rest = []
    for part in (level or "").split("+"):
        key, eq, value = part.partition("=")
        if eq and key == NET_SETTING:
            folder = value
        elif part:
            rest.append(part)
    return "+".join(rest) or None, folder


def resolve_budget(level: str | None, handed: Budget | None,
                   levels: dict[str, Budget] = LEVELS) -> Budget:
    """The budget the bot uses: the spec's settings, else the handed budget's, else the level's.

    When the spec or the handed budget sets one bound only, the level's other bound is dropped,
    so ``mcts:iterations=N`` is not cut short by the clock (and stays deterministic).
    """
    name, spec = parse_level(level, levels)
    for chosen in (spec, handed):
        if chosen is not None and (chosen.iterations is not None or chosen.seconds is not None):
            return chosen
    return levels[name]


class _Arm:
    """A candidate: the seat's actions, its prior, and the rewards of its rollouts."""

    __slots__ = ("actions", "prior", "reward", "visits")

    def __init__(self, actions: list[FactoryAction], prior: float) -> None:
        self.actions = actions
        self.prior = prior
        self.visits = 0
        self.reward = 0.0

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0


class FactoryMCTS(Bot):
    """Chocolate Factory player searching determinised rollouts (see the module docstring):
    ``mcts-rollout``, the rollouts valued by the heuristic at their cutoff."""

    name = "mcts-rollout"
    #: Whether the positions at the cutoff are valued by the learned network (when the game has
    #: one: 2–4 players, base game) instead of the heuristic.
    uses_net = False
    levels = LEVELS
    #: Days past today a draft pick's rollout looks when the network values its end.
    net_draft_horizon = PLAN_HORIZON

    def __init__(self, seed: int = 0, budget: Budget | None = None, level: str | None = None):
        # Only the net-guided levels take ``net=``: for ``mcts-rollout`` it stays in the level
        # and is refused there as an unknown setting.
        settings, self.net_folder = split_net(level) if self.uses_net else (level, None)
        if self.net_folder is not None and not value_net.has_weights(self.net_folder):
            raise OptionError("bad-bot-setting", bot=self.name, setting=NET_SETTING,
                              value=self.net_folder)
        resolved = resolve_budget(settings, budget, self.levels)
        super().__init__(seed, resolved, level)
        self._plan: Plan = []
        #: Rollouts of the last decision (0 when it needed no search); for tests and benchmarks.
        self.last_iterations = 0
        #: Candidates of the last decision's search.
        self.last_candidates = 0
        #: Searches the clock stopped before their iterations were done (the safety stop).
        self.stopped_by_clock = 0

    def choose(self, state: State, seat: int) -> Action:
        """``seat``'s action in ``state`` (a determinised clone): the plan being followed, or the
        best candidate after searching."""
        factory = cast("FactoryState", state)
        self.last_iterations = self.last_candidates = 0
        legal = factory.legal_of(seat)
        if len(legal) == 1:
            return legal[0]
        if self._plan:
            key, action = self._plan[0]
            if key == seat_key(factory, seat) and action in legal:
                self._plan.pop(0)
                return action
            self._plan = []
        arms = self._candidates(factory, seat)
        sure = len(arms) == 1 or arms[0].prior >= SURE
        best = arms[0] if sure else self._search(factory, seat, arms)
        self._plan = keyed(factory, seat, best.actions)
        return self._plan.pop(0)[1]

    def _candidates(self, state: FactoryState, seat: int) -> list[_Arm]:
        """The heuristic's candidates, best first, with their priors."""
        scored: list[tuple[float, list[FactoryAction]]]
        if state.phase == Phase.DRAFT:
            scored = [(draft_score(state, seat, a), [a]) for a in own_actions(state, seat)]
            scored.sort(key=lambda c: -c[0])
        else:
            scored = []
            seen = set()
            for worth, whole in ranked_plans(state, seat, seat_value, *PLANNER):
                actions = _today(state, seat, whole)
                key = tuple(actions)
                if key not in seen:
                    seen.add(key)
                    scored.append((worth, actions))
                if len(scored) == MAX_PLANS:
                    break
        top = scored[0][0]
        weights = [math.exp((worth - top) / PRIOR_TEMPERATURE) for worth, _ in scored]
        total = sum(weights)
        return [_Arm(actions, w / total) for (_, actions), w in zip(scored, weights, strict=True)]

    def _search(self, state: FactoryState, seat: int, arms: list[_Arm]) -> _Arm:
        budget = self.budget
        limit = budget.iterations if budget.iterations is not None else 10**9
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
        net = value_net.net_for(state, self.net_folder) if self.uses_net else None
        base = self._value(state, seat, net)
        today = state.phase in _DAY_PHASES
        # The network values the end of today: a draft pick's rollout need not cross the
        # unseen deal of tomorrow, so it is exact too.
        draft_horizon = DRAFT_HORIZON if net is None else self.net_draft_horizon
        horizon = state.day + (draft_horizon if state.phase == Phase.DRAFT else PLAN_HORIZON)
        horizon += 0 if today else 1
        # A rollout ending at today's Fulfil Orders draws nothing hidden: one is exact.
        exact = today and horizon == state.day
        draws: list[tuple[FactoryState, int]] = []  # k-th determinisation and rollout seed
        done = 0
        while done < limit:
            if exact:
                if done == len(arms):
                    break
                arm = arms[done]
            else:
                width = min(len(arms), max(2, int(WIDEN * (done + 1) ** WIDEN_POWER)))
                arm = self._select(arms[:width], done)
            if arm.visits == len(draws):
                draws.append((state.determinize(seat, self.rng), self.rng.next64() >> 1))
            world, seed = draws[arm.visits]
            value = self._rollout(world.clone(), seat, arm.actions, horizon, seed, net)
            arm.visits += 1
            arm.reward += 1.0 / (1.0 + math.exp(-(value - base) / SCALE))
            done += 1
            if deadline is not None and time.perf_counter() >= deadline:
                self.stopped_by_clock += done < limit and not (exact and done == len(arms))
                break
        self.last_iterations = done
        self.last_candidates = sum(1 for arm in arms if arm.visits)
        most = max(arm.visits for arm in arms)
        # Among the most visited (ties in visits: those within one), the best mean; the
        # heuristic's first choice has a head start, then the heuristic's order breaks ties.
        first = arms[0]
        return max(
            (arm for arm in arms if arm.visits >= most - 1 and arm.visits),
            key=lambda arm: arm.mean() + (FIRST_BONUS if arm is first else 0.0),
        )

    @staticmethod
    def _select(arms: list[_Arm], done: int) -> _Arm:
        """The open candidate to try next: an untried one in the heuristic's order, else PUCT."""
        for arm in arms:
            if arm.visits == 0:
                return arm
        root = math.sqrt(done)
        log = math.log(done)
        return max(
            arms,
            key=lambda a: a.mean()
            + EXPLORATION * math.sqrt(log / a.visits)
            + PRIOR_WEIGHT * a.prior * root / (1 + a.visits),
        )

    @staticmethod
    def _value(state: FactoryState, seat: int, net: value_net.ValueNet | None = None) -> float:
        """The seat's estimated lead (its solo yardstick alone), or the real lead at the end;
        with a network, the mean (:data:`NET_SHARE`) of its expected margin and the
        heuristic's estimate."""
        result = state.result()
        if result is not None and state.num_players > 1:
            scores = result.scores
            return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
        if net is None:
            return lead(state, seat)
        learned, estimated = value_net.margin_and_lead(net, state, seat)
        return NET_SHARE * learned + (1.0 - NET_SHARE) * estimated

    def _rollout(self, sim: FactoryState, seat: int, actions: list[FactoryAction],
                 horizon: int, seed: int, net: value_net.ValueNet | None) -> float:
        """Play ``actions`` then every seat by the quick heuristic up to ``horizon``'s Fulfil
        Orders (or the end); the seat's value there."""
        for action in actions:
            sim.apply(seat, action)
        policies = [FactoryHeuristic(seed + s, level="fast") for s in range(sim.num_players)]
        while not sim.is_terminal():
            if sim.day > horizon or (sim.day == horizon and sim.phase not in _DAY_PHASES):
                break
            for actor in sim.to_act():
                # An earlier seat's action may have ended the step for this one.
                if actor in sim.to_act() and sim.legal_of(actor):
                    # The heuristic answers with one of sim.legal_of(actor): no check again.
                    sim.play(actor, cast("FactoryAction", policies[actor].choose(sim, actor)))
        return self._value(sim, seat, net)


def _today(state: FactoryState, seat: int, actions: list[FactoryAction]) -> list[FactoryAction]:
    """The plan's actions taken today: a solo seat's plan may run on into tomorrow's draft,
    whose cards are not dealt yet (another determinisation deals others)."""
    position = state.clone()
    for index, action in enumerate(actions):
        if position.day != state.day:
            return actions[:index]
        position.apply(seat, action)
    return actions


class FactoryNetMCTS(FactoryMCTS):
    """``mcts``: the same search, its rollouts cut at the end of today and valued by the
    learned network (:mod:`chocolatier.bots.value_net`); without a network for the game (solo,
    the Master Chocolatier module) it searches as ``mcts-rollout``."""

    name = "mcts"
    uses_net = True
    levels = NET_LEVELS


class FactoryNetDeepMCTS(FactoryNetMCTS):
    """``mcts-deep``: a draft pick's rollouts run to the end of tomorrow (through the unseen
    deal, sampled as ``mcts-rollout`` does) and the network values that end."""

    name = "mcts-deep"
    net_draft_horizon = DRAFT_HORIZON
    levels = LEVELS


register_bot("factory", "mcts", FactoryNetMCTS)
register_bot("factory", "mcts-deep", FactoryNetDeepMCTS)
register_bot("factory", "mcts-rollout", FactoryMCTS)
