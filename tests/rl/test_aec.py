"""The AEC environment's behaviour: masks equal the legal ids, whole random episodes end with
the result's rewards, seeds replay, simultaneous steps are serialised, illegal ids are refused."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import chocolatier.rl as rl
from chocolatier.chocolatl.phases import Phase
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.i18n import EventRenderer, catalog
from chocolatier.i18n.summary import summary
from chocolatier.rl.aec import ChocolatierEnv
from chocolatier.rl.rewards import final_rewards
from tests.rl.helpers import CONFIGS, IDS, random_action


def _check_masks(env: ChocolatierEnv) -> None:
    """The selected agent's mask is its legal ids; every other agent's mask is empty."""
    state = env.game_state
    for agent in env.agents:
        seat = env.infos[agent]["seat"]
        mask = env.observe(agent)["action_mask"]
        if agent == env.agent_selection and not env.terminations[agent]:
            legal = sorted(state.legal_action_ids(seat))
            assert list(np.flatnonzero(mask)) == legal
            assert sorted(env.infos[agent]["legal_action_ids"]) == legal
            assert seat == state.to_act()[0]
        else:
            assert not mask.any()
            assert env.infos[agent]["legal_action_ids"] == []


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_random_episode_masks_and_final_rewards(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    env = rl.raw_env(game, players, options=options, reward="margin")
    env.reset(seed=11)
    rng = Rng(5)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    finished: list[str] = []
    for step, agent in enumerate(env.agent_iter(100_000)):
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        assert env.observation_space(agent).contains(obs)
        if terminated:
            finished.append(agent)
        else:
            assert not truncated
            if step % 3 == 0:  # every agent's view is encoded: a sample of the steps suffices
                _check_masks(env)
        env.step(random_action(env, rng))
    assert sorted(finished) == sorted(env.possible_agents)
    assert env.agents == []
    result = env.game_state.result()
    assert result is not None
    expected = final_rewards(result, "margin")
    for seat, agent in enumerate(env.possible_agents):
        assert totals[agent] == pytest.approx(expected[seat])


def test_rewards_come_only_at_the_end() -> None:
    env = rl.raw_env("chocolatl", 3, reward="score")
    env.reset(seed=2)
    rng = Rng(2)
    while not env.terminations[env.agent_selection]:
        assert set(env.rewards.values()) == {0.0}
        env.step(random_action(env, rng))
    result = env.game_state.result()
    assert result is not None
    assert [env.rewards[a] for a in env.possible_agents] == [float(s) for s in result.scores]
    assert all(env.infos[a]["result"] == result.to_json() for a in env.possible_agents)


def _play(env: ChocolatierEnv, seed: int, steps: int) -> list[tuple[str, bytes, int]]:
    env.reset(seed=seed)
    rng = Rng(seed)
    trace = []
    for _ in range(steps):
        agent = env.agent_selection
        if env.terminations[agent]:
            break
        obs = env.observe(agent)
        action = random_action(env, rng)
        assert action is not None
        trace.append((agent, obs["observation"].tobytes() + obs["action_mask"].tobytes(), action))
        env.step(action)
    return trace


@pytest.mark.parametrize("game", ["factory", "chocolatl"])
def test_same_seed_same_episode(game: str) -> None:
    players = 3
    first = _play(rl.raw_env(game, players), 17, 300)
    again = _play(rl.raw_env(game, players), 17, 300)
    assert first == again
    assert _play(rl.raw_env(game, players), 18, 300) != first


def test_seeded_reset_plays_the_game_of_that_seed() -> None:
    env = rl.raw_env("factory", 2)
    env.reset(seed=123)
    assert env.game_seed == 123
    assert env.game_state.state_hash() == new_game("factory", 2, 123).state_hash()


def test_unseeded_resets_follow_the_constructor_seed() -> None:
    one, two = rl.raw_env("chocolatl", 3, seed=9), rl.raw_env("chocolatl", 3, seed=9)
    seeds_one, seeds_two = [], []
    for _ in range(3):
        one.reset()
        two.reset()
        seeds_one.append(one.game_seed)
        seeds_two.append(two.game_seed)
    assert seeds_one == seeds_two
    assert seeds_one[0] == 9
    assert len(set(seeds_one)) == 3


def test_simultaneous_steps_are_serialised_by_seat() -> None:
    env = rl.raw_env("chocolatl", 4)
    env.reset(seed=3)
    # The altar step is simultaneous: each seat commits in turn, the state resolves at the end.
    assert env.game_state.to_act() == (0, 1, 2, 3)
    order = []
    rng = Rng(3)
    while env.game_state.phase == Phase.ALTAR:
        order.append(env.agent_selection)
        env.step(random_action(env, rng))
    assert order == ["player_0", "player_1", "player_2", "player_3"]


def test_illegal_action_raises_and_changes_nothing() -> None:
    env = rl.raw_env("factory", 2)
    env.reset(seed=4)
    agent = env.agent_selection
    before = env.game_state.state_hash()
    legal = env.infos[agent]["legal_action_ids"]
    illegal = next(i for i in range(env.num_actions) if i not in legal)
    with pytest.raises(IllegalActionError) as error:
        env.step(illegal)
    assert error.value.rule.startswith("§")
    assert env.game_state.state_hash() == before
    assert env.agent_selection == agent
    with pytest.raises(ValueError):
        env.step(None)


def test_truncation_after_max_steps() -> None:
    env = rl.raw_env("factory", 2, max_steps=10)
    env.reset(seed=1)
    rng = Rng(1)
    steps = 0
    while not env.truncations[env.agent_selection]:
        env.step(random_action(env, rng))
        steps += 1
    assert steps == 10
    assert all(env.truncations.values())
    assert not any(env.terminations.values())
    for agent in list(env.agents):
        assert not env.observe(agent)["action_mask"].any()
    while env.agents:
        env.step(None)


def test_render_and_notation() -> None:
    env = rl.raw_env("factory", 2, render_mode="ansi")
    env.reset(seed=5)
    text = env.render()
    assert isinstance(text, str)
    assert text == summary(env.game_state.view(None), EventRenderer(catalog("en")))
    assert text.splitlines()[0].startswith("Monday · Grow & Recruit")
    first = env.infos[env.agent_selection]["legal_action_ids"][0]
    assert env.action_notation(first).startswith("take")
    assert rl.raw_env("factory", 2).render() is None


def test_wrapped_env_enforces_reset_first() -> None:
    wrapped = rl.env("factory", 2)
    with pytest.raises(Exception, match="reset"):
        wrapped.step(0)


@settings(max_examples=15, deadline=None)
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, 2**31),
    steps=st.integers(0, 250),
)
def test_masks_equal_legal_ids_at_any_point(
    config: tuple[str, int, dict[str, Any] | None], seed: int, steps: int
) -> None:
    game, players, options = config
    env = rl.raw_env(game, players, options=options)
    env.reset(seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if env.terminations[env.agent_selection]:
            break
        env.step(random_action(env, rng))
    _check_masks(env)
