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

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from chocolatier.core.game import State
from chocolatier.core.registry import get_game
from chocolatier.rl.encoders import encoder_for
from chocolatier.rl.rewards import check_reward, final_rewards
from chocolatier.rl.seeds import EpisodeSeeds

RENDER_MODES = ("ansi", "human", "rgb_array")


def check_render_mode(render_mode: str | None) -> str | None:
    """``render_mode`` when supported (``None``, ``ansi``, ``human`` or ``rgb_array``), else
    ``ValueError`` naming the supported ones."""
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)} or None, "
                         f"not {render_mode!r}")
    return render_mode


def render_state(state: Callable[[], State], render_mode: str | None
                 ) -> str | np.ndarray | None:
    """``ansi``: the position (``state()``, read only when rendering) in a few lines of text;
    ``human``: the same, printed; ``rgb_array``: the same text drawn into an RGB frame (for
    video recorders, and the default of Stable-Baselines3's ``make_vec_env``); no render mode:
    nothing."""
    if render_mode is None:
        return None
    from chocolatier.i18n import EventRenderer, catalog
    from chocolatier.i18n.summary import summary

    text = summary(state().view(None), EventRenderer(catalog("en")))
    if render_mode == "human":
        print(text)
        return None
    if render_mode == "rgb_array":
        return text_frame(text)
    return text


FRAME_SIZE = (640, 360)  # width, height: one size for every frame, as video encoders need


def text_frame(text: str) -> np.ndarray:
    """``text`` in black on white in a ``(360, 640, 3)`` uint8 frame (cut at the edges), in
    DejaVu Sans when the system has it (Pillow's built-in font has no £), else Pillow's own."""
    from PIL import Image, ImageDraw, ImageFont

    font: ImageFont.FreeTypeFont | ImageFont.ImageFont
    try:
        font = ImageFont.truetype("DejaVuSans.ttf", 13)
    except OSError:
        font = ImageFont.load_default()
    image = Image.new("RGB", FRAME_SIZE, "white")
    ImageDraw.Draw(image).multiline_text((8, 8), text, fill="black", font=font)
    return np.asarray(image, dtype=np.uint8)


class ChocolatierEnv(AECEnv[str, dict[str, np.ndarray], int]):  # type: ignore[misc]
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

    def __init__(
        self,
        game: str = "factory",
        num_players: int = 2,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        *,
        reward: str = "win",
        max_steps: int | None = None,
    ) -> None:
        super().__init__()
        self.game = get_game(game)
        self.game.normalize_options(num_players, options)
        self.num_players = num_players
        self.game_options = dict(options or {})
        self.render_mode = check_render_mode(render_mode)
        self.reward_kind = check_reward(reward)
        if max_steps is not None and max_steps <= 0:
            raise ValueError("max_steps must be positive")
        self.max_steps = max_steps
        self.metadata = {**type(self).metadata, "name": f"chocolatier_{game}_v0"}
        self.encoder = encoder_for(self.game, num_players, self.game_options)
        self.num_actions = self.game.num_distinct_actions(num_players)
        self.possible_agents = [f"player_{seat}" for seat in range(num_players)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {
            agent: spaces.Dict({
                "observation": self.encoder.space,
                "action_mask": spaces.Box(0, 1, (self.num_actions,), dtype=np.int8),
            })
            for agent in self.possible_agents
        }
        self.action_spaces = {
            agent: spaces.Discrete(self.num_actions) for agent in self.possible_agents
        }
        self._seeds = EpisodeSeeds(seed)
        self._state: State | None = None
        self._legal: list[int] = []
        self.game_seed = -1
        self.num_steps = 0

    # -- PettingZoo API ----------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """``Dict(observation=Box float32, action_mask=Box int8 0/1)``, the same for all."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(num_distinct_actions)``: the game's fixed action-id space."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game: the game of seed ``seed``, or the next seed of the sequence.

        ``options`` is accepted for API compatibility and unused: game options are fixed when
        the environment is made.
        """
        self.game_seed = self._seeds.next(seed)
        self._state = self.game.new_state(self.num_players, self.game_seed, self.game_options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.num_steps = 0
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
        seat = self._seat_of[agent]
        mask = np.zeros(self.num_actions, dtype=np.int8)
        if agent == self.agent_selection and not (
            self.terminations.get(agent) or self.truncations.get(agent)
        ):
            mask[self._legal] = 1
        return {
            "observation": self.encoder.encode_state(self.game_state, seat),
            "action_mask": mask,
        }

    def render(self) -> str | np.ndarray | None:
        """The position: text (``ansi``), printed (``human``) or an RGB frame (``rgb_array``)."""
        return render_state(lambda: self.game_state, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""

    # -- helpers for researchers -------------------------------------------------------------

    @property
    def game_state(self) -> State:
        """The true game state (hidden information included: never feed it to an agent)."""
        if self._state is None:
            raise RuntimeError("call reset() before using the environment")
        return self._state

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
            result = state.result()
            assert result is not None
            rewards = final_rewards(result, self.reward_kind)
            outcome = result.to_json()
            for agent in self.agents:
                seat = self._seat_of[agent]
                self.rewards[agent] = rewards[seat]
                self.terminations[agent] = True
                self.infos[agent] = {"seat": seat, "legal_action_ids": [], "result": outcome}
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
