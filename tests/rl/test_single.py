"""The Gymnasium single-agent environment: bots play the other seats on determinised clones,
episodes replay from a seed, illegal actions end the episode (or raise), rewards at the end."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import chocolatier.rl as rl
from chocolatier.core.errors import ChocolatierError, IllegalActionError
from chocolatier.core.game import Action, State
from chocolatier.core.registry import get_game
from chocolatier.core.rng import Rng
from chocolatier.rl.rewards import final_rewards
from chocolatier.rl.single import SingleAgentEnv


def _episode(env: SingleAgentEnv, seed: int) -> tuple[list[bytes], float, dict[str, object]]:
    obs, info = env.reset(seed=seed)
    rng = Rng(seed)
    trace = [obs["observation"].tobytes()]
    while True:
        legal = list(np.flatnonzero(obs["action_mask"]))
        assert legal == sorted(info["legal_action_ids"])
        assert legal == list(np.flatnonzero(env.action_masks()))
        obs, reward, terminated, truncated, info = env.step(rng.choice(legal))
        trace.append(obs["observation"].tobytes())
        if terminated or truncated:
            return trace, reward, info


@pytest.mark.parametrize(("game", "players", "seat"),
                         [("factory", 2, 1), ("factory", 4, 2), ("chocolatl", 3, 0),
                          ("chocolatl", 5, 4)])
def test_full_episode_against_random_bots(game: str, players: int, seat: int) -> None:
    env = rl.single_agent(game, players, seat=seat)
    _, reward, info = _episode(env, seed=6)
    result = env.game_state.result()
    assert result is not None
    assert info["result"] == result.to_json()
    assert reward == final_rewards(result, "win")[seat]


def test_episodes_replay_from_their_seed() -> None:
    first = _episode(rl.single_agent("chocolatl", 4, seat=1), 31)[0]
    again = _episode(rl.single_agent("chocolatl", 4, seat=1), 31)[0]
    assert first == again


def test_the_learner_acts_whenever_its_seat_must() -> None:
    env = rl.single_agent("chocolatl", 3, seat=2)
    obs, _ = env.reset(seed=1)
    rng = Rng(1)
    terminated = False
    while not terminated:
        assert 2 in env.game_state.to_act()
        legal = list(np.flatnonzero(obs["action_mask"]))
        obs, _, terminated, _, _ = env.step(rng.choice(legal))


class _Spy:
    """A bot that records the states it is handed and plays the first legal action."""

    def __init__(self) -> None:
        self.seen: list[State] = []

    def choose(self, state: State, seat: int) -> Action:
        self.seen.append(state)
        return state.legal_actions(seat)[0]


def test_bots_choose_on_determinised_clones() -> None:
    env = rl.single_agent("chocolatl", 3, seat=0)
    # At the altar step the learner (seat 0) commits first, so no bot has played yet.
    obs, _ = env.reset(seed=2)
    spy = _Spy()
    env._bots = {1: spy, 2: spy}  # type: ignore[dict-item]
    legal = list(np.flatnonzero(obs["action_mask"]))
    env.step(legal[0])  # the altar step: both bots commit after the learner
    assert len(spy.seen) == 2
    truth = env.game_state
    assert all(seen is not truth for seen in spy.seen)


def test_opponents_per_seat_and_heuristic_bots() -> None:
    env = rl.single_agent("chocolatl", 3, opponents=["heuristic", "random"], seat=1)
    assert env.opponent_specs == {0: "heuristic", 2: "random"}
    _episode(env, 3)


def test_illegal_action_ends_the_episode_or_raises() -> None:
    env = rl.single_agent("factory", 2)
    obs, _ = env.reset(seed=3)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = env.game_state.state_hash()
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"]["rule"].startswith("§")
    assert env.game_state.state_hash() == before
    with pytest.raises(RuntimeError):
        env.step(0)
    strict = rl.single_agent("factory", 2, illegal="raise")
    strict.reset(seed=3)
    with pytest.raises(IllegalActionError):
        strict.step(illegal)


def test_truncation_counts_the_learners_steps() -> None:
    env = rl.single_agent("factory", 2, max_steps=5)
    obs, _ = env.reset(seed=4)
    rng = Rng(4)
    for step in range(5):
        legal = list(np.flatnonzero(obs["action_mask"]))
        obs, _, terminated, truncated, _ = env.step(rng.choice(legal))
        assert not terminated
        assert truncated == (step == 4)


def test_unknown_bot_is_refused_at_construction() -> None:
    with pytest.raises(Exception, match="unknown-bot"):
        rl.single_agent("factory", 2, opponents="nobody")
    assert get_game("factory").name == "factory"


def test_rgb_array_frames_for_stable_baselines_defaults() -> None:
    # SB3's make_vec_env asks every env for render_mode="rgb_array" first.
    env = gymnasium.make("chocolatier/Factory-v0", render_mode="rgb_array")
    env.reset(seed=1)
    frame = env.render()
    assert frame.shape == (360, 640, 3) and frame.dtype == np.uint8
    assert frame.min() == 0 and frame.max() == 255  # text drawn on white
    aec = rl.raw_env("chocolatl", 3, render_mode="rgb_array")
    aec.reset(seed=1)
    assert aec.render().shape == (360, 640, 3)


def test_action_masks_through_gymnasium_make() -> None:
    env = gymnasium.make("chocolatier/Chocolatl-v0")
    obs, info = env.reset(seed=3)
    mask = env.get_wrapper_attr("action_masks")()
    assert mask.dtype == bool
    assert np.array_equal(mask, info["action_mask"].astype(bool))
    assert np.array_equal(mask, obs["action_mask"].astype(bool))


def test_observation_without_the_mask() -> None:
    env = gymnasium.make("chocolatier/Factory-v0", mask_in_observation=False)
    obs, info = env.reset(seed=4)
    assert isinstance(obs, np.ndarray) and env.observation_space.contains(obs)
    legal = np.flatnonzero(info["action_mask"])
    obs, _, _, _, info = env.step(int(legal[0]))
    assert env.observation_space.contains(obs)
    assert list(np.flatnonzero(info["action_mask"])) == sorted(info["legal_action_ids"])
    check_env(env.unwrapped)


def test_a_policy_can_be_the_opponent() -> None:
    calls: list[tuple[object, np.ndarray]] = []

    def frozen(observation: object, mask: np.ndarray) -> int:
        calls.append((observation, mask))
        return int(np.flatnonzero(mask)[-1])

    env = rl.single_agent("chocolatl", 3, opponents=frozen, seat=1)
    _, _, info = _episode(env, seed=5)
    assert "result" in info
    assert calls, "the policy played the other seats"
    observation, mask = calls[0]
    assert set(observation) == {"observation", "action_mask"}
    assert np.array_equal(observation["action_mask"].astype(bool), mask)

    def illegal(observation: object, mask: np.ndarray) -> int:
        return int(np.flatnonzero(~mask)[0])

    env.set_opponents([frozen, illegal])
    with pytest.raises(ValueError, match="seat 2 chose action"):
        _episode(env, seed=5)
    with pytest.raises(TypeError, match="an opponent is"):
        env.set_opponents(42)  # type: ignore[arg-type]
    with pytest.raises(ChocolatierError, match="unknown-bot"):
        env.set_opponents("grandmaster")
