"""The environments pass the official checkers: PettingZoo's api_test and seed_test for the
AEC environment of every game and player count, Gymnasium's check_env for the registered ids."""

from __future__ import annotations

import warnings
from typing import Any

import gymnasium
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import chocolatier.rl as rl
from tests.rl.helpers import CONFIGS, IDS


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_pettingzoo_api_test(game: str, players: int, options: dict[str, Any] | None) -> None:
    with warnings.catch_warnings():
        # Dict observations with action masks warn by design (as PettingZoo's classic games).
        warnings.simplefilter("ignore", UserWarning)
        api_test(rl.env(game, players, options=options), num_cycles=1000)


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_pettingzoo_seed_test(game: str, players: int, options: dict[str, Any] | None) -> None:
    seed_test(lambda: rl.env(game, players, options=options), num_cycles=400)


@pytest.mark.parametrize("env_id", sorted(rl.GYM_IDS))
def test_gymnasium_check_env(env_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    env = gymnasium.make(env_id)
    check_env(env.unwrapped)
    capsys.readouterr()  # the checker renders in "human" mode, which prints


def test_registered_ids_take_keyword_overrides() -> None:
    env = gymnasium.make("chocolatier/Chocolatl-v0", num_players=5, opponents="heuristic", seat=2)
    base = env.unwrapped
    assert isinstance(base, rl.SingleAgentEnv)
    assert (base.num_players, base.seat) == (5, 2)
    assert set(base.opponent_specs) == {0, 1, 3, 4}


def test_spaces_sizes_follow_game_and_player_count() -> None:
    small, big = rl.raw_env("factory", 2), rl.raw_env("factory", 4)
    obs_small = small.observation_space("player_0")["observation"]
    obs_big = big.observation_space("player_0")["observation"]
    assert obs_small.shape[0] < obs_big.shape[0]
    assert small.action_space("player_1").n == big.action_space("player_3").n
    from chocolatier.core.registry import get_game

    assert small.action_space("player_0").n == get_game("factory").num_distinct_actions(2)
    c = rl.raw_env("chocolatl", 3)
    assert c.action_space("player_0").n == get_game("chocolatl").num_distinct_actions(3)
    assert c.observation_space("player_2")["action_mask"].shape == (c.num_actions,)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError):
        rl.raw_env("factory", 5)
    with pytest.raises(ValueError):
        rl.raw_env("chocolatl", 2)
    with pytest.raises(ValueError):
        rl.raw_env("factory", 2, render_mode="rgb_video")
    with pytest.raises(ValueError):
        rl.raw_env("factory", 2, reward="elo")
    with pytest.raises(ValueError):
        rl.single_agent("factory", 3, opponents=["random"])
    with pytest.raises(ValueError):
        rl.single_agent("factory", 2, seat=2)
