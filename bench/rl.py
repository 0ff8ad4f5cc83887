"""Reinforcement-learning environment speed: prints one JSON object.

For each game and player count, on one core, for about ``--seconds`` of CPU time each (CPU time
of this process, not wall-clock time, so that other jobs on a shared machine skew it less):

* ``aec``: PettingZoo AEC steps/s of the usual loop (``last()`` observes the selected agent,
  a random masked action, ``step``), and episodes/s;
* ``engine``: the same random games on the bare state (legal ids + ``apply_id``), the ceiling,
  and ``aec_vs_engine``, the AEC's steps/s as a share of it (both measured in this run);
* ``observe_us``: microseconds of one observation as the environments make it
  (``encoder.encode_state``), and, as its reference, ``view_encode_us``, building the seat's
  view and encoding it (``encoder.encode(state.view(seat))``), the way observations were made
  before ``encode_state``;
* ``single``: Gymnasium single-agent steps/s (learner's steps; random bots play the others).

Run it alone::

    .venv/bin/python bench/rl.py [--seconds 2]
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import numpy as np

import chocolatier.rl as rl
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng

CONFIGS = (("factory", 2), ("factory", 4), ("chocolatl", 3), ("chocolatl", 5))


def aec(game: str, players: int, seconds: float) -> dict[str, float]:
    """AEC steps/s with an observation per step, as a training loop does."""
    env = rl.raw_env(game, players)
    rng = Rng(players)
    steps = episodes = 0
    start = time.process_time()
    while time.process_time() - start < seconds or episodes == 0:
        env.reset(seed=episodes)
        for _ in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
            steps += 1
        episodes += 1
    elapsed = time.process_time() - start
    return {
        "steps_per_s": round(steps / elapsed),
        "episodes_per_s": round(episodes / elapsed, 2),
        "steps_per_episode": round(steps / episodes, 1),
    }


def engine(game: str, players: int, seconds: float) -> dict[str, float]:
    """Random games on the bare state: legal ids and apply_id only."""
    rng = Rng(players)
    steps = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        state = new_game(game, players, games)
        while not state.is_terminal():
            seat = state.to_act()[0]
            state.apply_id(seat, rng.choice(state.legal_action_ids(seat)))
            steps += 1
        games += 1
    return {"steps_per_s": round(steps / (time.process_time() - start))}


def observe_cost(game: str, players: int) -> dict[str, float]:
    """Mean cost of one observation of the acting seat over a random game: as the
    environments make it, and by building the view and encoding it."""
    env = rl.raw_env(game, players)
    env.reset(seed=1)
    rng = Rng(1)
    state_time = view_time = 0.0
    count = 0
    while not env.terminations[env.agent_selection]:
        state = env.game_state
        seat = state.to_act()[0]
        t0 = time.process_time()
        env.encoder.encode_state(state, seat)
        t1 = time.process_time()
        env.encoder.encode(state.view(seat))
        t2 = time.process_time()
        state_time += t1 - t0
        view_time += t2 - t1
        count += 1
        env.step(rng.choice(env.infos[env.agent_selection]["legal_action_ids"]))
    return {
        "observe_us": round(state_time / count * 1e6, 1),
        "view_encode_us": round(view_time / count * 1e6, 1),
        "observation_size": env.encoder.size,
    }


def single(game: str, players: int, seconds: float) -> dict[str, float]:
    """Gymnasium single-agent steps/s against random bots."""
    env = rl.single_agent(game, players)
    rng = Rng(players)
    steps = episodes = 0
    start = time.process_time()
    while time.process_time() - start < seconds or episodes == 0:
        obs, _ = env.reset(seed=episodes)
        done = False
        while not done:
            action = rng.choice(np.flatnonzero(obs["action_mask"]).tolist())
            obs, _, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
            steps += 1
        episodes += 1
    return {"steps_per_s": round(steps / (time.process_time() - start))}


def main() -> None:
    """Measure every configuration and print the JSON report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    report: dict[str, Any] = {}
    for game, players in CONFIGS:
        stepped, bare = aec(game, players, args.seconds), engine(game, players, args.seconds)
        report[f"{game}_{players}p"] = {
            "aec": stepped,
            "engine": {**bare,
                       "aec_vs_engine": round(stepped["steps_per_s"] / bare["steps_per_s"], 3)},
            **observe_cost(game, players),
            "single": single(game, players, args.seconds),
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
