"""The parallel environment: PettingZoo's parallel_api_test on every game and player count, the
acting agents of simultaneous and sequential steps, steps applied in seat order, seeded
replays, refusals that change nothing, and no hidden commitment
in another agent's observation."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import parallel_api_test

import chocolatier.rl as rl
from chocolatier.chocolatl.phases import Phase
from chocolatier.core.errors import IllegalActionError
from chocolatier.core.registry import get_game
from chocolatier.core.rng import Rng
from chocolatier.rl.parallel import ChocolatierParallelEnv
from chocolatier.rl.rewards import final_rewards
from tests.rl.helpers import CONFIGS, IDS


def _random_actions(env: ChocolatierParallelEnv, obs: dict[str, dict[str, np.ndarray]],
                    rng: Rng) -> dict[str, int]:
    """A random legal id of each acting agent (the ones with a non-empty mask)."""
    return {agent: rng.choice(np.flatnonzero(o["action_mask"]).tolist())
            for agent, o in obs.items() if o["action_mask"].any()}


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_pettingzoo_parallel_api_test(game: str, players: int,
                                      options: dict[str, Any] | None) -> None:
    env = rl.parallel_env(game, players, options=options)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "live agent was not given ..." would be a failure
        parallel_api_test(env, num_cycles=100_000)
    assert env.game_state.is_terminal()  # whole games were played, not cut by num_cycles


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS, ids=IDS)
def test_acting_agents_are_the_seats_to_act_and_steps_apply_in_seat_order(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    """Every seat in ``to_act()`` has its legal ids as mask and infos, the others none; a
    step is its actions applied to the game in seat order, and each agent's vector is the
    encoding of its own view of the position reached."""
    env = rl.parallel_env(game, players, options=options, reward="margin")
    ref = get_game(game).new_state(players, 5, options)
    obs, infos = env.reset(seed=5)
    rng = Rng(5)
    widest = 0
    while env.agents:
        state = env.game_state
        acting = {env.possible_agents[s] for s in state.to_act()}
        widest = max(widest, len(acting))
        for agent, seat in zip(env.possible_agents, range(players), strict=True):
            legal = sorted(state.legal_action_ids(seat)) if agent in acting else []
            assert list(np.flatnonzero(obs[agent]["action_mask"])) == legal
            assert sorted(infos[agent]["legal_action_ids"]) == legal
            np.testing.assert_array_equal(obs[agent]["observation"],
                                          env.encoder.encode(ref.view(seat)))
        actions = _random_actions(env, obs, rng)
        for agent in sorted(actions, key=env.possible_agents.index):
            ref.apply_id(env.possible_agents.index(agent), actions[agent])
        obs, rewards, terminations, truncations, infos = env.step(actions)
        assert env.game_state.state_hash() == ref.state_hash()
        assert not any(truncations.values())
        if env.agents:
            assert set(rewards.values()) == {0.0} and not any(terminations.values())
    assert all(terminations.values()) and len(terminations) == players
    result = ref.result()
    assert result is not None
    assert list(rewards.values()) == final_rewards(result, "margin")
    assert all("result" in info for info in infos.values())
    simultaneous = game == "chocolatl" or (options or {}).get("mode") == "simultaneous"
    assert (widest > 1) == simultaneous


@pytest.mark.parametrize(("game", "players", "options"), [
    ("factory", 3, {"mode": "simultaneous"}), ("chocolatl", 4, None)])
def test_same_seed_same_episode(game: str, players: int,
                                options: dict[str, Any] | None) -> None:
    def play(seed: int) -> list[bytes]:
        env = rl.parallel_env(game, players, options=options, max_steps=80)
        obs, _ = env.reset(seed=seed)
        rng = Rng(seed)
        trace = []
        while env.agents:
            trace.append(b"".join(o["observation"].tobytes() + o["action_mask"].tobytes()
                                  for o in obs.values()))
            obs, *_ = env.step(_random_actions(env, obs, rng))
        return trace

    first = play(17)
    assert len(first) == 80
    assert play(17) == first
    assert play(18) != first


def test_max_steps_truncates_every_agent() -> None:
    env = rl.parallel_env("chocolatl", 3, max_steps=2)
    obs, _ = env.reset(seed=1)
    rng = Rng(1)
    obs, _, _, truncations, _ = env.step(_random_actions(env, obs, rng))
    assert not any(truncations.values())
    obs, _, terminations, truncations, infos = env.step(_random_actions(env, obs, rng))
    assert all(truncations.values()) and not any(terminations.values())
    assert env.agents == []
    assert not any(o["action_mask"].any() for o in obs.values())
    assert all(info["legal_action_ids"] == [] for info in infos.values())
    with pytest.raises(RuntimeError, match="reset"):
        env.step({})


def test_actions_are_checked_before_any_is_applied() -> None:
    env = rl.parallel_env("chocolatl", 3)
    _, infos = env.reset(seed=3)
    assert env.agents == list(env.possible_agents)
    assert all(infos[a]["legal_action_ids"] for a in env.agents)  # the altar: all at once
    before = env.game_state.state_hash()
    good = {a: infos[a]["legal_action_ids"][0] for a in env.agents}
    illegal = next(i for i in range(env.num_actions)
                   if i not in infos["player_2"]["legal_action_ids"])
    with pytest.raises(IllegalActionError) as error:
        env.step({**good, "player_2": illegal})
    assert error.value.rule.startswith("§")
    with pytest.raises(ValueError, match="player_1 must act"):
        env.step({"player_0": good["player_0"]})
    with pytest.raises(ValueError, match="player_7"):
        env.step({**good, "player_7": 0})
    assert env.game_state.state_hash() == before


def test_a_sequential_step_needs_only_its_acting_agent() -> None:
    env = rl.parallel_env("factory", 2)
    obs, infos = env.reset(seed=2)
    acting = [a for a in env.agents if infos[a]["legal_action_ids"]]
    assert len(acting) == 1  # the draft is a snake, one drafter at a time
    drafter = acting[0]
    other = next(a for a in env.agents if a != drafter)
    assert not obs[other]["action_mask"].any()
    before = env.game_state.clone()
    env.step({drafter: infos[drafter]["legal_action_ids"][0], other: 0})  # other: ignored
    before.apply_id(int(drafter.removeprefix("player_")), infos[drafter]["legal_action_ids"][0])
    assert env.game_state.state_hash() == before.state_hash()


def test_a_face_down_bid_is_not_in_another_agents_observation() -> None:
    """Two copies of a game reach Chocolatl's bidding; seat 0 bids differently in each, the
    others the same: seat 0's observations differ, every other seat's are identical."""
    copies = [rl.parallel_env("chocolatl", 4) for _ in range(2)]
    rng = Rng(8)
    obs = [env.reset(seed=8)[0] for env in copies]
    while getattr(copies[0].game_state, "phase", None) != Phase.BID:
        actions = _random_actions(copies[0], obs[0], rng)
        obs = [env.step(actions)[0] for env in copies]
    assert len(copies[0].game_state.to_act()) == 4
    legal = np.flatnonzero(obs[0]["player_0"]["action_mask"]).tolist()
    assert len(legal) > 1
    common = _random_actions(copies[0], obs[0], rng)
    after = [env.step({**common, "player_0": bid})[0]
             for env, bid in zip(copies, (legal[0], legal[-1]), strict=True)]
    assert getattr(copies[0].game_state, "phase", None) == Phase.BID  # the step has not resolved
    assert not np.array_equal(after[0]["player_0"]["observation"],
                              after[1]["player_0"]["observation"])
    for agent in ("player_1", "player_2", "player_3"):
        np.testing.assert_array_equal(after[0][agent]["observation"],
                                      after[1][agent]["observation"])
        np.testing.assert_array_equal(after[0][agent]["action_mask"],
                                      after[1][agent]["action_mask"])


@pytest.mark.parametrize(("game", "players", "options"), [
    ("factory", 3, {"mode": "simultaneous"}), ("chocolatl", 5, None)])
def test_observations_hold_only_the_seats_own_view(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    """At every step, each agent's vector is that of a clone determinised for its seat (the
    hidden parts redrawn) and the encoding of its own view."""
    env = rl.parallel_env(game, players, options=options)
    obs, _ = env.reset(seed=4)
    rng = Rng(4)
    while env.agents:
        state = env.game_state
        for agent, o in obs.items():
            seat = int(agent.removeprefix("player_"))
            np.testing.assert_array_equal(o["observation"], env.encoder.encode(state.view(seat)))
            np.testing.assert_array_equal(
                o["observation"],
                env.encoder.encode_state(state.determinize(seat, Rng(rng.below(1 << 30))),
                                         seat))
        obs, *_ = env.step(_random_actions(env, obs, rng))
