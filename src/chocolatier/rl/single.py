"""A Gymnasium single-agent environment: one learning seat against bots.

The learner plays seat ``seat``; the other seats are bots made by
:func:`chocolatier.bots.base.make_bot` (``random``, ``heuristic``, ``search:easy`` ...), each
choosing on a clone determinised for its own seat, so a bot never reads hidden information
either. Bots act whenever the learner need not: between two learner decisions, and at a
simultaneous step after the learner has committed.

Observations are the same ``{"observation", "action_mask"}`` dictionaries as in the AEC
environment; :meth:`SingleAgentEnv.action_masks` returns the mask for maskable policies
(e.g. sb3-contrib's MaskablePPO). Registered as ``chocolatier/Factory-v0`` (2 players) and
``chocolatier/Chocolatl-v0`` (3 players); ``gymnasium.make`` keyword arguments override those.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from chocolatier.bots.base import Bot, make_bot
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.game import State
from chocolatier.core.registry import get_game
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.rl.aec import RENDER_MODES, check_render_mode, render_state
from chocolatier.rl.encoders import encoder_for
from chocolatier.rl.rewards import check_reward, final_rewards
from chocolatier.rl.seeds import EpisodeSeeds

ILLEGAL_POLICIES = ("terminate", "raise")


class SingleAgentEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """Seat ``seat`` of a ``game`` for ``num_players`` against ``opponents``.

    ``opponents`` is one bot spec for every other seat, or a list of specs for the other seats
    in seat order. ``reward``, ``max_steps`` (the learner's steps), ``options`` and
    ``render_mode`` are as in :class:`~chocolatier.rl.aec.ChocolatierEnv`.

    An illegal action (one outside the mask) ends the episode with ``illegal_reward`` and
    ``info["illegal_action"]`` naming the rule broken, so that unmasked agents (and Gymnasium's
    checker, which samples blindly) can run; ``illegal="raise"`` raises
    :class:`~chocolatier.core.errors.IllegalActionError` instead.
    """

    # Gymnasium reads this class-level dictionary by convention.
    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: str = "factory",
        num_players: int = 2,
        opponents: str | Sequence[str] = "random",
        seat: int = 0,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        reward: str = "win",
        max_steps: int | None = None,
        illegal: str = "terminate",
        illegal_reward: float = -1.0,
    ) -> None:
        if illegal not in ILLEGAL_POLICIES:
            raise ValueError(f"illegal must be one of {', '.join(ILLEGAL_POLICIES)}")
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.game = get_game(game)
        self.game.normalize_options(num_players, options)
        if not 0 <= seat < num_players:
            raise ValueError(f"seat must be in 0..{num_players - 1}, not {seat}")
        others = [s for s in range(num_players) if s != seat]
        specs = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
        if len(specs) != len(others):
            raise ValueError(f"give one opponent spec or {len(others)} (one per other seat)")
        for spec in specs:
            make_bot(spec, game)  # fail now, with the list of known bots, on a bad name
        self.opponent_specs = dict(zip(others, specs, strict=True))
        self.num_players = num_players
        self.seat = seat
        self.game_options = dict(options or {})
        self.render_mode = check_render_mode(render_mode)
        self.reward_kind = check_reward(reward)
        if max_steps is not None and max_steps <= 0:
            raise ValueError("max_steps must be positive")
        self.max_steps = max_steps
        self.encoder = encoder_for(self.game, num_players)
        self.num_actions = self.game.num_distinct_actions(num_players)
        self.observation_space = spaces.Dict({
            "observation": self.encoder.space,
            "action_mask": spaces.Box(0, 1, (self.num_actions,), dtype=np.int8),
        })
        self.action_space = spaces.Discrete(self.num_actions)
        self._seeds = EpisodeSeeds(seed)
        self._state: State | None = None
        self._bots: dict[int, Bot] = {}
        self._rng = Rng(0)
        self.game_seed = -1
        self.num_steps = 0
        self._over = False

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Start the game of seed ``seed`` (or the next of the sequence); bots play until the
        learner must act. ``options`` is unused (game options are fixed at construction)."""
        super().reset(seed=seed)
        self.game_seed = self._seeds.next(seed)
        self._state = self.game.new_state(self.num_players, self.game_seed, self.game_options)
        # Bots and their determinisations are seeded from the game seed: episodes replay.
        self._bots = {
            s: make_bot(spec, self.game.name, seed=derive_seed(self.game_seed, "bot", s))
            for s, spec in self.opponent_specs.items()
        }
        self._rng = Rng(derive_seed(self.game_seed, "determinize"))
        self.num_steps = 0
        self._over = False
        self._play_bots()
        return self._observation(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """Play the learner's ``action`` (an id), then the bots until the learner must act."""
        state = self.game_state
        if self._over:
            raise RuntimeError("the episode is over: call reset()")
        try:
            state.apply_id(self.seat, int(action))
        except IllegalActionError as error:
            if self.illegal == "raise":
                raise
            self._over = True
            info = self._info()
            info["illegal_action"] = {
                "action_id": int(action), "rule": error.rule, "code": error.code,
                "message": error.reason,
            }
            return self._observation(), self.illegal_reward, True, False, info
        self.num_steps += 1
        self._play_bots()
        terminated = state.is_terminal()
        reward = 0.0
        if terminated:
            result = state.result()
            assert result is not None
            reward = final_rewards(result, self.reward_kind)[self.seat]
        truncated = (
            not terminated and self.max_steps is not None and self.num_steps >= self.max_steps
        )
        self._over = terminated or truncated
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """The learner's legal actions now, as booleans over the action space."""
        mask = np.zeros(self.num_actions, dtype=bool)
        mask[self.game_state.legal_action_ids(self.seat)] = True
        return mask

    def render(self) -> str | None:
        """``ansi``: the position in a few lines of text; ``human``: the same, printed."""
        return render_state(lambda: self.game_state, self.render_mode)

    @property
    def game_state(self) -> State:
        """The true game state (hidden information included: never feed it to the learner)."""
        if self._state is None:
            raise RuntimeError("call reset() before using the environment")
        return self._state

    def _play_bots(self) -> None:
        state = self.game_state
        while True:
            to_act = state.to_act()
            if not to_act or self.seat in to_act:
                return
            seat = to_act[0]
            clone = state.determinize(seat, self._rng)
            state.apply(seat, self._bots[seat].choose(clone, seat))

    def _observation(self) -> dict[str, Any]:
        state = self.game_state
        return {
            "observation": self.encoder.encode(state.view(self.seat)),
            "action_mask": self.action_masks().astype(np.int8),
        }

    def _info(self) -> dict[str, Any]:
        state = self.game_state
        info: dict[str, Any] = {"legal_action_ids": state.legal_action_ids(self.seat)}
        result = state.result()
        if result is not None:
            info["result"] = result.to_json()
        return info
