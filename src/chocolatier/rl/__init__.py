"""Reinforcement-learning environments: PettingZoo AEC and parallel (all seats) and Gymnasium
(one seat).

Needs the ``rl`` extra (``pip install chocolatier[rl]``). Importing this package registers the
Gymnasium ids ``chocolatier/Factory-v0`` and ``chocolatier/Chocolatl-v0``. See ``docs/rl.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gymnasium.envs.registration import register, registry
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from chocolatier.rl.aec import ChocolatierEnv
from chocolatier.rl.parallel import ChocolatierParallelEnv
from chocolatier.rl.single import SingleAgentEnv

__all__ = [
    "ChocolatierEnv",
    "ChocolatierParallelEnv",
    "SingleAgentEnv",
    "env",
    "parallel_env",
    "raw_env",
    "single_agent",
]

GYM_IDS: dict[str, tuple[str, int]] = {
    "chocolatier/Factory-v0": ("factory", 2),
    "chocolatier/Chocolatl-v0": ("chocolatl", 3),
}


def raw_env(
    game: str = "factory",
    num_players: int = 2,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    **kwargs: Any,
) -> ChocolatierEnv:
    """The unwrapped AEC environment (``kwargs``: ``reward``, ``max_steps``)."""
    return ChocolatierEnv(game, num_players, seed, options, render_mode, **kwargs)


def env(
    game: str = "factory",
    num_players: int = 2,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    **kwargs: Any,
) -> AECEnv[str, Any, int]:
    """A PettingZoo AEC environment of ``game``, wrapped to enforce calling ``reset`` first."""
    return wrappers.OrderEnforcingWrapper(
        raw_env(game, num_players, seed, options, render_mode, **kwargs)
    )


def parallel_env(
    game: str = "factory",
    num_players: int = 2,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    **kwargs: Any,
) -> ChocolatierParallelEnv:
    """A PettingZoo parallel environment of ``game``: every seat owing a decision acts in the
    same step (all of them at a simultaneous step). ``kwargs``: ``reward``, ``max_steps``."""
    return ChocolatierParallelEnv(game, num_players, seed, options, render_mode, **kwargs)


def single_agent(
    game: str = "factory",
    num_players: int = 2,
    opponents: str | Sequence[str] = "random",
    seat: int = 0,
    **kwargs: Any,
) -> SingleAgentEnv:
    """A Gymnasium environment: the learner plays ``seat``, bots (``opponents``) the others.

    ``kwargs``: ``seed``, ``options``, ``render_mode``, ``reward``, ``max_steps``.
    """
    return SingleAgentEnv(game, num_players, opponents, seat, **kwargs)


for _id, (_game, _players) in GYM_IDS.items():
    if _id not in registry:
        register(
            id=_id,
            entry_point="chocolatier.rl.single:SingleAgentEnv",
            kwargs={"game": _game, "num_players": _players},
        )
