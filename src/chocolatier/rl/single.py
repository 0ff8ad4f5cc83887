"""A Gymnasium single-agent environment: one learning seat against bots.

The learner plays seat ``seat``; the other seats are bots made by
:func:`chocolatier.bots.base.make_bot` (``random``, ``heuristic``, ``search:easy`` ...), each
choosing on a clone determinised for its own seat, so a bot never reads hidden information
either. Bots act whenever the learner need not: between two learner decisions, and at a
simultaneous step after the learner has committed.

An opponent may also be a **policy**: a callable ``policy(observation, action_mask) -> id``
given that seat's observation (encoded from its own view, in the learner's format) and its mask,
e.g. a frozen snapshot of the learner for self-play; or a :class:`~chocolatier.bots.base.Bot`.
:meth:`SingleAgentEnv.set_opponents` swaps them between episodes.

Observations are the same ``{"observation", "action_mask"}`` dictionaries as in the AEC
environment, or, with ``mask_in_observation=False``, the observation vector alone. The mask is
also in ``info["action_mask"]`` (Gymnasium's convention, as its Taxi) and returned by
:meth:`SingleAgentEnv.action_masks` for maskable policies (sb3-contrib's MaskablePPO); through
``gymnasium.make``'s wrappers it is ``env.get_wrapper_attr("action_masks")()`` (Gymnasium 1.x no
longer forwards attributes). Registered as ``chocolatier/Factory-v0`` (2 players) and
``chocolatier/Chocolatl-v0`` (3 players); ``gymnasium.make`` keyword arguments override those.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeAlias

import gymnasium
import numpy as np
from gymnasium import spaces

from chocolatier.bots.base import Bot, make_bot
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.rng import Rng, derive_seed
from chocolatier.rl.common import RENDER_MODES, GameEnv
from chocolatier.rl.rewards import final_rewards

ILLEGAL_POLICIES = ("terminate", "raise")

#: ``policy(observation, action_mask) -> action id`` for one opponent seat.
Policy: TypeAlias = Callable[[Any, np.ndarray], Any]
#: A bot spec (``"heuristic"``), a bot, or a policy.
Opponent: TypeAlias = str | Bot | Policy


class SingleAgentEnv(GameEnv, gymnasium.Env[dict[str, Any], np.int64]):
    """Seat ``seat`` of a ``game`` for ``num_players`` against ``opponents``.

    ``opponents`` is one opponent for every other seat, or a list of them for the other seats
    in seat order; an opponent is a bot spec, a :class:`~chocolatier.bots.base.Bot` or a
    policy (see the module docstring). ``reward``, ``max_steps`` (the learner's steps),
    ``options`` and ``render_mode`` are as in :class:`~chocolatier.rl.aec.ChocolatierEnv`;
    ``mask_in_observation=False`` makes the observation the vector alone (the mask stays in
    ``info`` and :meth:`action_masks`).

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
        opponents: Opponent | Sequence[Opponent] = "random",
        seat: int = 0,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        reward: str = "win",
        max_steps: int | None = None,
        illegal: str = "terminate",
        illegal_reward: float = -1.0,
        mask_in_observation: bool = True,
    ) -> None:
        if illegal not in ILLEGAL_POLICIES:
            raise ValueError(f"illegal must be one of {', '.join(ILLEGAL_POLICIES)}")
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        GameEnv.__init__(self, game, num_players, seed, options, render_mode, reward,
                         max_steps)
        if not 0 <= seat < num_players:
            raise ValueError(f"seat must be in 0..{num_players - 1}, not {seat}")
        self.seat = seat
        self.opponent_specs: dict[int, Opponent] = {}
        self.set_opponents(opponents)
        self.mask_in_observation = mask_in_observation
        self.observation_space: spaces.Space[Any] = (
            self.observation_dict_space() if mask_in_observation else self.encoder.space
        )
        self.action_space = spaces.Discrete(self.num_actions)
        self._bots: dict[int, Bot | Policy] = {}
        self._rng = Rng(0)
        self._over = False

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Start the game of seed ``seed`` (or the next of the sequence); bots play until the
        learner must act. ``options`` is unused (game options are fixed at construction)."""
        super().reset(seed=seed)
        self._new_game(seed)
        # Bots and their determinisations are seeded from the game seed: episodes replay.
        self._bots = {
            s: make_bot(spec, self.game.name, seed=derive_seed(self.game_seed, "bot", s))
            if isinstance(spec, str) else spec
            for s, spec in self.opponent_specs.items()
        }
        self._rng = Rng(derive_seed(self.game_seed, "determinize"))
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
        return self._mask(self.seat)

    def set_opponents(self, opponents: Opponent | Sequence[Opponent]) -> None:
        """Replace the opponents (bot specs, bots or policies) from the next :meth:`reset` on:
        e.g. a fresh snapshot of the learner in self-play. A bad bot name raises now."""
        others = [s for s in range(self.num_players) if s != self.seat]
        if isinstance(opponents, Sequence) and not isinstance(opponents, str):
            chosen = list(opponents)
        else:
            chosen = [opponents] * len(others)
        if len(chosen) != len(others):
            raise ValueError(f"give one opponent or {len(others)} (one per other seat)")
        for opponent in chosen:
            if isinstance(opponent, str):
                make_bot(opponent, self.game.name)  # fail now, listing the known bots
            elif not (hasattr(opponent, "choose") or callable(opponent)):
                raise TypeError(f"an opponent is a bot name, a Bot or a policy "
                                f"(observation, action_mask) -> id, not {opponent!r}")
        self.opponent_specs = dict(zip(others, chosen, strict=True))

    def _play_bots(self) -> None:
        state = self.game_state
        while True:
            to_act = state.to_act()
            if not to_act or self.seat in to_act:
                return
            seat = to_act[0]
            opponent = self._bots[seat]
            if hasattr(opponent, "choose"):  # a Bot (or any object playing like one)
                clone = state.determinize(seat, self._rng)
                state.apply(seat, opponent.choose(clone, seat))
                continue
            mask = self._mask(seat)
            action_id = int(opponent(self._observation(seat), mask))
            if not (0 <= action_id < self.num_actions and mask[action_id]):
                raise ValueError(f"the policy of seat {seat} chose action {action_id}, "
                                 "which its mask does not allow")
            state.apply_id(seat, action_id)

    def _mask(self, seat: int) -> np.ndarray:
        mask = np.zeros(self.num_actions, dtype=bool)
        mask[self.game_state.legal_action_ids(seat)] = True
        return mask

    def _observation(self, seat: int | None = None) -> Any:
        seat = self.seat if seat is None else seat
        vector = self.encoder.encode_state(self.game_state, seat)
        if not self.mask_in_observation:
            return vector
        return {"observation": vector, "action_mask": self._mask(seat).astype(np.int8)}

    def _info(self) -> dict[str, Any]:
        state = self.game_state
        info: dict[str, Any] = {"legal_action_ids": state.legal_action_ids(self.seat),
                                "action_mask": self.action_masks().astype(np.int8)}
        result = state.result()
        if result is not None:
            info["result"] = result.to_json()
        return info
