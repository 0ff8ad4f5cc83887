"""The PettingZoo AEC environment of both games (``chocolatier.rl.env(...)``).

Agents are ``player_0 .. player_{n-1}`` (seat numbers). The selected agent is always the first
seat in ``state.to_act()``; at a simultaneous step (hidden bids, simultaneous factories) the
seats are stepped one after the other and the state resolves the step when the last one has
committed. No commitment leaks to the seats after it, because every observation is encoded from
the seat's own view, which hides other seats' pending choices.

Each observation is ``{"observation": float32 vector, "action_mask": int8 vector}``; the mask is
1 exactly on the legal action ids of the selected agent (all 0 for the others, who may not step
now). ``infos[agent]`` has ``seat`` and ``legal_action_ids`` (the same ids), plus ``result``
(scores, winners, breakdown) once the game is over. Rewards come only at the end
(:mod:`chocolatier.rl.rewards`). An illegal action raises
:class:`~chocolatier.core.errors.IllegalActionError` naming the rule, and changes nothing.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from pettingzoo import AECEnv

from chocolatier.rl.common import RENDER_MODES, SeatsEnv


class ChocolatierEnv(SeatsEnv, AECEnv[str, dict[str, np.ndarray], int]):  # type: ignore[misc]
    """A game of ``game`` for ``num_players`` seats as a PettingZoo AEC environment.

    ``options`` are the game's options (e.g. ``{"mode": "simultaneous"}`` for the factory);
    ``reward`` is ``win``, ``margin`` or ``score``; ``max_steps`` (optional) truncates an
    episode after that many steps of all agents together.
    """

    # Gymnasium and PettingZoo read this class-level dictionary by convention.
    metadata: dict[str, Any] = {  # noqa: RUF012
        "render_modes": list(RENDER_MODES),
        "name": "chocolatier_v0",
        "is_parallelizable": False,
    }

    name_format = "chocolatier_{game}_v0"
    _legal: list[int]  # the selected agent's legal ids (none once it may not act)

    # -- PettingZoo API ----------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game: the game of seed ``seed``, or the next seed of the sequence.

        ``options`` is accepted for API compatibility and unused: game options are fixed when
        the environment is made.
        """
        self._new_game(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._advance()

    def step(self, action: int | None) -> None:
        """Play ``action`` (an id) for the selected agent; ``None`` once it is terminated."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is not done: it must play an action id, not None")
        seat = self._seat_of[agent]
        self.game_state.apply_id(seat, int(action))
        self.num_steps += 1
        self._cumulative_rewards[agent] = 0.0
        self._advance()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation, encoded from its own view only."""
        selected = agent == self.agent_selection and not (
            self.terminations.get(agent) or self.truncations.get(agent)
        )
        return self._observation(self._seat_of[agent], self._legal if selected else None)

    # -- helpers for researchers -------------------------------------------------------------

    def action_notation(self, action_id: int, agent: str | None = None) -> str:
        """The notation of ``action_id`` for ``agent`` (default: the selected agent)."""
        seat = self._seat_of[agent or self.agent_selection]
        state = self.game_state
        return state.notation(seat, state.action_from_id(seat, action_id))

    # -- internals ---------------------------------------------------------------------------

    def _advance(self) -> None:
        """Select the next agent and set rewards, terminations, truncations and infos."""
        state = self.game_state
        to_act = state.to_act()
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if not to_act:
            rewards, infos = self._final()
            for agent in self.agents:
                self.rewards[agent] = rewards[agent]
                self.terminations[agent] = True
                self.infos[agent] = infos[agent]
            self._legal = []
            return
        seat = to_act[0]
        self.agent_selection = self.possible_agents[seat]
        self._legal = state.legal_action_ids(seat)
        for agent in self.agents:
            other = self._seat_of[agent]
            self.infos[agent] = {
                "seat": other,
                "legal_action_ids": list(self._legal) if other == seat else [],
            }
        if self.max_steps is not None and self.num_steps >= self.max_steps:
            for agent in self.agents:
                self.truncations[agent] = True
                self.infos[agent]["legal_action_ids"] = []
            self._legal = []
