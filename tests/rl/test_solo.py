"""The RL environments with one player: Chocolate Factory's solo mode (Factory Manager, §9)
runs as a one-agent AEC game and as a single-agent Gymnasium env without opponents; the
episode's reward is the result's (won or lost)."""

from __future__ import annotations

import numpy as np
import pytest

import chocolatier.rl as rl
from chocolatier.core.rng import Rng
from chocolatier.rl.rewards import final_rewards
from tests.rl.helpers import random_action


@pytest.mark.parametrize("reward", ["win", "margin"])
def test_solo_aec_episode(reward: str) -> None:
    """One agent plays a whole solo game; masks are its legal ids; rewards match the result."""
    env = rl.raw_env("factory", 1, reward=reward)
    env.reset(seed=4)
    assert env.possible_agents == ["player_0"]
    rng = Rng(2)
    total = 0.0
    for agent in env.agent_iter(100_000):
        obs, step_reward, terminated, _, _ = env.last()
        total += step_reward
        assert env.observation_space(agent).contains(obs)
        if not terminated:
            legal = sorted(env.game_state.legal_action_ids(0))
            assert list(np.flatnonzero(obs["action_mask"])) == legal
        env.step(random_action(env, rng))
    result = env.game_state.result()
    assert result is not None and result.details["objectives_total"] > 0
    assert total == pytest.approx(final_rewards(result, reward)[0])


def test_solo_single_agent_env() -> None:
    """The Gymnasium wrapper runs a solo game to its end with no opponents."""
    env = rl.single_agent("factory", num_players=1, seed=3)
    obs, _ = env.reset(seed=3)
    rng = Rng(1)
    done = False
    steps = 0
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        obs, _, terminated, truncated, _ = env.step(int(legal[rng.below(len(legal))]))
        done = terminated or truncated
        steps += 1
    assert terminated and steps > 50


def test_documented_solo_vector_length() -> None:
    """docs/rl.md gives the 1-player observation length too."""
    from pathlib import Path

    from chocolatier.core.registry import get_game
    from chocolatier.observation.encoders import encoder_for

    doc = Path(__file__).parents[2] / "docs" / "rl.md"
    size = encoder_for(get_game("factory"), 1).size
    assert f"1 player: {size}," in doc.read_text(encoding="utf-8")
