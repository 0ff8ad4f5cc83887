"""The PettingZoo parallel environment of both games (``chocolatier.rl.parallel_env(...)``).

Every seat owing a decision acts in the same step: all of them at a simultaneous step (Chocolatl's
altar sacrifices, its bids in all three modes and its black-dice choices; the factory's Run
Factory and Fulfil Orders with ``mode: simultaneous``, or ``run`` / ``fulfil`` set to
``simultaneous``), the one seat whose turn it is at a sequential step (the snake draft, the
factory's steps played in turn order, Cleanup, the Department Store Agents; Chocolatl's village
and pyramid choices and its swaps).

``step(actions)`` needs an action id for each **acting** agent: those whose mask has a 1, the
same as ``infos[agent]["legal_action_ids"]`` being non-empty. The entries of the other live
agents are ignored (a parallel loop such as PettingZoo's ``parallel_api_test`` gives one for
every live agent; sampling an all-zero mask gives 0), so a sequential step simply steps its one
acting agent. The actions are checked first, so an illegal one raises
:class:`~chocolatier.core.errors.IllegalActionError` naming the rule and changes nothing, then
applied in seat order. The seats of a simultaneous step decide independently, so the order of
application does not matter to the outcome; the AEC environment reaches the same position when
each seat plays the same actions, whatever the interleaving.

A seat's commitment at a simultaneous step may take several actions (a Chocolatl bid places one
card per action; a factory shift operates part by part). Each parallel step takes one action of
each acting seat; a seat that has committed leaves the acting set, and the step resolves in the
state when the last seat has committed. Nothing leaks: each observation is encoded from the
seat's own view, which shows another seat's unfinished commitment only as "busy" / "has
committed" (Chocolatl's face-down bids as counts).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from pettingzoo import ParallelEnv

from chocolatier.rl.common import RENDER_MODES, SeatsEnv

Observations = dict[str, dict[str, np.ndarray]]
StepResult = tuple[Observations, dict[str, float], dict[str, bool], dict[str, bool],
                   dict[str, dict[str, Any]]]


class ChocolatierParallelEnv(SeatsEnv, ParallelEnv[str, dict[str, np.ndarray], int]):  # type: ignore[misc]
    """A game of ``game`` for ``num_players`` seats as a PettingZoo parallel environment.

    Arguments as :class:`~chocolatier.rl.aec.ChocolatierEnv`; ``max_steps`` counts parallel
    steps (calls to :meth:`step`).
    """

    # Gymnasium and PettingZoo read this class-level dictionary by convention.
    metadata: dict[str, Any] = {  # noqa: RUF012
        "render_modes": list(RENDER_MODES),
        "name": "chocolatier_parallel_v0",
    }

    name_format = "chocolatier_{game}_parallel_v0"
    _legal: dict[int, list[int]]  # the legal ids of each acting seat

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observations, dict[str, dict[str, Any]]]:
        """Start the game of seed ``seed`` (or the next seed of the sequence); the observations
        and infos of every agent. ``options`` is accepted for API compatibility and unused:
        game options are fixed when the environment is made."""
        self._new_game(seed)
        self.agents = list(self.possible_agents)
        self._find_acting()
        return self._observations(), self._infos()

    def step(self, actions: Mapping[str, int | None]) -> StepResult:
        """Play one action id of each acting agent (the others' entries are ignored); the
        observations, rewards, terminations, truncations and infos of every live agent."""
        if not self.agents:
            raise RuntimeError("the episode is over: call reset()")
        unknown = sorted(set(actions) - set(self.agents))
        if unknown:
            raise ValueError(f"no live agent {', '.join(map(str, unknown))}")
        state = self.game_state
        chosen: list[tuple[int, int]] = []
        for seat, legal in self._legal.items():
            agent = self.possible_agents[seat]
            action = actions.get(agent)
            if action is None:
                raise ValueError(f"{agent} must act now: give it an action id")
            if int(action) not in legal:
                self._refuse(seat, int(action))
            chosen.append((seat, int(action)))
        for seat, action in chosen:
            state.apply_id(seat, action)
        self.num_steps += 1
        self._find_acting()
        over = state.is_terminal()
        truncated = not over and self.max_steps is not None and self.num_steps >= self.max_steps
        if truncated:
            self._legal = {}
        observations = self._observations()
        rewards, infos = self._final() if over else (dict.fromkeys(self.agents, 0.0),
                                                      self._infos())
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, truncated)
        if over or truncated:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos

    def action_notation(self, action_id: int, agent: str) -> str:
        """The notation of ``action_id`` for ``agent``."""
        seat = self._seat_of[agent]
        state = self.game_state
        return state.notation(seat, state.action_from_id(seat, action_id))

    # -- internals ---------------------------------------------------------------------------

    def _refuse(self, seat: int, action: int) -> None:
        """Raise the engine's refusal of ``action`` (not among ``seat``'s legal ids), found on
        a copy so that nothing changes; the legal ids are exactly the ids the state accepts."""
        self.game_state.clone().apply_id(seat, action)
        raise RuntimeError(f"the engine accepted action {action} of seat {seat}, "
                           "which is not among its legal ids")

    def _find_acting(self) -> None:
        """The legal ids of each seat acting now (none once the game is over or truncated)."""
        state = self.game_state
        self._legal = {seat: state.legal_action_ids(seat) for seat in state.to_act()}

    def _observations(self) -> Observations:
        return {agent: self._observation(self._seat_of[agent],
                                         self._legal.get(self._seat_of[agent]))
                for agent in self.agents}

    def _infos(self) -> dict[str, dict[str, Any]]:
        return {agent: {"seat": seat, "legal_action_ids": list(self._legal.get(seat, ()))}
                for agent, seat in ((a, self._seat_of[a]) for a in self.agents)}
