"""What the environments share: the game and its options, the encoder, rendering and seeds
(:class:`GameEnv`, also under the Gymnasium environment); and for the AEC and the parallel
environments one seat per agent, the spaces, the constructor, and the infos and rewards of a
finished game (:class:`SeatsEnv`).

Both environments (:mod:`chocolatier.rl.aec`, :mod:`chocolatier.rl.parallel`) differ only in how
agents step; everything an agent sees is made here, the same way, so an observation of one is an
observation of the other.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces

from chocolatier.core.game import State
from chocolatier.core.registry import get_game
from chocolatier.observation.encoders import encoder_for
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


class GameEnv:
    """What every environment of this package sets up: a game of ``game`` for
    ``num_players`` with its ``options``, the render mode, the reward kind, the optional
    ``max_steps`` (the subclass says what a step is), the observation encoder, the action-id
    space and the episode seeds."""

    def __init__(
        self,
        game: str,
        num_players: int,
        seed: int | None,
        options: Mapping[str, Any] | None,
        render_mode: str | None,
        reward: str,
        max_steps: int | None,
    ) -> None:
        self.game = get_game(game)
        self.game.normalize_options(num_players, options)
        self.num_players = num_players
        self.game_options = dict(options or {})
        self.render_mode = check_render_mode(render_mode)
        self.reward_kind = check_reward(reward)
        if max_steps is not None and max_steps <= 0:
            raise ValueError("max_steps must be positive")
        self.max_steps = max_steps
        self.encoder = encoder_for(self.game, num_players, self.game_options)
        self.num_actions = self.game.num_distinct_actions(num_players)
        self._seeds = EpisodeSeeds(seed)
        self._state: State | None = None
        self.game_seed = -1
        self.num_steps = 0

    def observation_dict_space(self) -> spaces.Dict:
        """``Dict(observation=Box float32, action_mask=Box int8 0/1)``."""
        return spaces.Dict({
            "observation": self.encoder.space,
            "action_mask": spaces.Box(0, 1, (self.num_actions,), dtype=np.int8),
        })

    def render(self) -> str | np.ndarray | None:
        """The position: text (``ansi``), printed (``human``) or an RGB frame (``rgb_array``)."""
        return render_state(lambda: self.game_state, self.render_mode)

    @property
    def game_state(self) -> State:
        """The true game state (hidden information included: never feed it to an agent)."""
        if self._state is None:
            raise RuntimeError("call reset() before using the environment")
        return self._state

    def _new_game(self, seed: int | None) -> None:
        """Deal the game of seed ``seed``, or the next seed of the sequence."""
        self.game_seed = self._seeds.next(seed)
        self._state = self.game.new_state(self.num_players, self.game_seed, self.game_options)
        self.num_steps = 0


class SeatsEnv(GameEnv):
    """A game of ``game`` for ``num_players`` seats, each seat an agent ``player_<seat>``.

    ``options`` are the game's options (e.g. ``{"mode": "simultaneous"}`` for the factory);
    ``reward`` is ``win``, ``margin`` or ``score``; ``max_steps`` (optional) truncates an
    episode after that many steps (the subclass says what a step is). The subclass names its
    environment in :attr:`name_format` (``{game}`` is the game's name).
    """

    metadata: dict[str, Any]
    name_format: ClassVar[str]

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
        GameEnv.__init__(self, game, num_players, seed, options, render_mode, reward,
                         max_steps)
        self.metadata = {**type(self).metadata, "name": self.name_format.format(game=game)}
        self.possible_agents = [f"player_{seat}" for seat in range(num_players)]
        self.agents: list[str] = []
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {
            agent: self.observation_dict_space() for agent in self.possible_agents
        }
        self.action_spaces = {
            agent: spaces.Discrete(self.num_actions) for agent in self.possible_agents
        }

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """``Dict(observation=Box float32, action_mask=Box int8 0/1)``, the same for all."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(num_distinct_actions)``: the game's fixed action-id space."""
        return self.action_spaces[agent]

    def close(self) -> None:
        """Nothing to release."""

    def _observation(self, seat: int, legal: list[int] | None) -> dict[str, np.ndarray]:
        """Seat ``seat``'s observation: its own view's vector and a mask 1 on ``legal``
        (``None``: the seat may not act now, the mask is all 0)."""
        mask = np.zeros(self.num_actions, dtype=np.int8)
        if legal:
            mask[legal] = 1
        return {
            "observation": self.encoder.encode_state(self.game_state, seat),
            "action_mask": mask,
        }

    def _final(self) -> tuple[dict[str, float], dict[str, dict[str, Any]]]:
        """The finished game's reward and info of every agent."""
        result = self.game_state.result()
        assert result is not None
        rewards = final_rewards(result, self.reward_kind)
        outcome = result.to_json()
        return (
            {agent: rewards[seat] for agent, seat in self._seat_of.items()},
            {agent: {"seat": seat, "legal_action_ids": [], "result": outcome}
             for agent, seat in self._seat_of.items()},
        )
