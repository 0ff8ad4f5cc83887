"""Train a MaskablePPO agent (sb3-contrib) at Chocolate Factory: first against random bots,
then, with ``--self-play N``, N rounds against frozen snapshots of itself.

Install the training extra first (it pulls sb3-contrib, Stable-Baselines3 and PyTorch, a large
download: see docs/rl.md)::

    pip install -e ".[rl-train]"
    python examples/train_maskppo.py --steps 300000 --envs 4
    python examples/train_maskppo.py --steps 200000 --self-play 3
    python examples/train_maskppo.py --steps 262144 --curve 8192,16384,32768,65536,131072 \
        --plot curve.png

Prints one JSON object: the win rate against random bots and against the heuristic bot before
and after training (and against the last snapshot after self-play), with 95% intervals, and the
training speed (wall and CPU time); progress goes to stderr. With ``--curve`` it also evaluates
at those step counts (the learning curve: ``curve`` in the JSON; ``--plot`` draws it as a PNG;
evaluation time is not counted as training time).

PyTorch runs on ``--threads`` threads (default 1): the network is small, so extra threads buy
little, and on a machine whose cores are busy with other work they spin waiting for each other
(measured on a 2-core machine with the other core busy: 25 steps/s on 2 threads against 291 on
one).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The extra this example needs and what of it the example imports.
EXTRA = "rl-train"
EXTRA_MODULES = ("numpy", "gymnasium", "torch", "sb3_contrib", "stable_baselines3")


def require_extra() -> None:
    """Exit with one line naming the extra to install when a module of it is missing, rather
    than a ``ModuleNotFoundError`` traceback (checked before the imports that would raise it)."""
    from importlib.util import find_spec

    missing = [module for module in EXTRA_MODULES if find_spec(module) is None]
    if missing:
        sys.exit(f"{Path(__file__).name} needs the {EXTRA} extra ({', '.join(missing)} not "
                 f"installed): pip install 'chocolatier[{EXTRA}]'")


if __name__ == "__main__":
    require_extra()

import numpy as np  # noqa: E402 (after the check of the extra that brings it)

import chocolatier.rl as rl  # noqa: E402
from chocolatier.sim.statistics import wilson_interval  # noqa: E402

#: ``policy(observation, action_mask) -> action id``: what the environment accepts as opponent.
Policy = Callable[[Any, np.ndarray], int]
ENV_ID = "chocolatier/Factory-v0"
# The observation vector alone: the mask reaches MaskablePPO through action_masks().
ENV_KWARGS: dict[str, Any] = {"mask_in_observation": False}
#: The reference opponents of every evaluation: random bots and the heuristic bot.
OPPONENTS = ("random", "heuristic")


def masked_random(seed: int = 0) -> Policy:
    """A policy choosing uniformly among the legal actions."""
    rng = np.random.default_rng(seed)
    return lambda observation, mask: int(rng.choice(np.flatnonzero(mask)))


def model_policy(model: Any, deterministic: bool = True) -> Policy:
    """A trained model as a policy (the learner at evaluation, a frozen opponent in self-play)."""

    def act(observation: Any, mask: np.ndarray) -> int:
        action, _ = model.predict(observation, action_masks=np.asarray(mask, dtype=bool),
                                  deterministic=deterministic)
        return int(action)

    return act


def evaluate(policy: Policy, games: int, opponents: Any = "random", seed: int = 10_000
             ) -> dict[str, Any]:
    """``policy``'s win share in ``games`` two-player games against ``opponents``, with the
    learner in seat 0 and 1 alternately (ties count half)."""
    share = 0.0
    for game in range(games):
        env = rl.single_agent("factory", 2, opponents=opponents, seat=game % 2, **ENV_KWARGS)
        observation, info = env.reset(seed=seed + game)
        reward = 0.0
        done = False
        while not done:
            action = policy(observation, info["action_mask"])
            observation, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        share += 1.0 if reward > 0 else 0.5 if reward == 0 else 0.0
    low, high = wilson_interval(share, games)
    return {"games": games, "win_share": round(share / games, 3),
            "ci95": [round(low, 3), round(high, 3)]}


def evaluate_all(policy: Policy, games: int) -> dict[str, Any]:
    """``policy``'s win share against each reference opponent (random bots, the heuristic)."""
    return {opponent: evaluate(policy, games, opponents=opponent) for opponent in OPPONENTS}


def plot_curve(curve: list[dict[str, Any]], path: Path) -> None:
    """The learning curve as a PNG: win share against each opponent by training steps, with
    the 95% intervals as bands (matplotlib, from the ``sim`` extra)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    steps = [point["steps"] for point in curve]
    for opponent in OPPONENTS:
        share = [point[opponent]["win_share"] for point in curve]
        ax.plot(steps, share, marker="o", label=f"vs {opponent}")
        ax.fill_between(steps, [point[opponent]["ci95"][0] for point in curve],
                        [point[opponent]["ci95"][1] for point in curve], alpha=0.2)
    ax.set_xscale("symlog", linthresh=max(steps[1] if len(steps) > 1 else 1, 1))
    ax.set_xticks(steps, [f"{mark / 1000:,.0f}k" if mark else "0" for mark in steps])
    ax.minorticks_off()
    ax.set_ylim(0, 1)
    ax.set_xlabel("training steps (learner decisions)")
    ax.set_ylabel("win share (ties half), 95% interval")
    ax.set_title("MaskablePPO, 2-player Chocolate Factory, trained against random bots")
    ax.grid(True, alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def progress_callback(total: int, every: int) -> Any:
    """An SB3 callback writing the step count and speed to stderr every ``every`` steps."""
    from stable_baselines3.common.callbacks import BaseCallback

    class Progress(BaseCallback):
        def _on_training_start(self) -> None:
            self.started = time.perf_counter()
            self.first = self.num_timesteps
            self.next = self.first + every

        def _on_step(self) -> bool:
            if self.num_timesteps >= self.next:
                done = self.num_timesteps - self.first
                speed = done / max(time.perf_counter() - self.started, 1e-9)
                print(f"{self.num_timesteps:,}/{total:,} steps, {speed:.0f} steps/s",
                      file=sys.stderr, flush=True)
                self.next += every
            return True

    return Progress()


def main(argv: list[str] | None = None) -> None:
    """Train, evaluate and print the JSON report."""
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.env_util import make_vec_env

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=300_000, help="learner steps per round")
    parser.add_argument("--envs", type=int, default=4, help="environments in the vector")
    parser.add_argument("--self-play", type=int, default=0, help="rounds against snapshots")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--threads", type=int, default=1, help="PyTorch threads")
    parser.add_argument("--save", type=Path, help="where to save the final model")
    parser.add_argument("--curve", default="",
                        help="comma-separated step counts to evaluate at (the learning curve)")
    parser.add_argument("--curve-games", type=int, default=100,
                        help="games per opponent at each point of the curve")
    parser.add_argument("--plot", type=Path, help="where to draw the learning curve (PNG)")
    args = parser.parse_args(argv)
    if args.threads < 1:
        parser.error("--threads must be at least 1")
    try:
        marks = sorted({int(mark) for mark in args.curve.split(",") if mark.strip()})
    except ValueError:
        parser.error("--curve takes step counts separated by commas")
    if any(mark <= 0 or mark >= args.steps for mark in marks):
        parser.error("--curve step counts must lie between 0 and --steps")
    torch.set_num_threads(args.threads)

    # make_vec_env asks for render_mode="rgb_array", which the environments support.
    env = make_vec_env(ENV_ID, n_envs=args.envs, seed=0, env_kwargs=ENV_KWARGS)
    model = MaskablePPO("MlpPolicy", env, seed=0, verbose=0)
    report: dict[str, Any] = {
        "before": evaluate_all(masked_random(1), args.eval_games),
    }
    steps = args.steps * (1 + args.self_play)
    progress = progress_callback(steps, every=max(steps // 20, 1))
    curve: list[dict[str, Any]] = [{"steps": 0, **report["before"]}]
    elapsed = cpu = 0.0
    for target in [*marks, args.steps]:
        started, cpu_started = time.perf_counter(), time.process_time()
        model.learn(total_timesteps=target - model.num_timesteps, callback=progress,
                    reset_num_timesteps=False)
        elapsed += time.perf_counter() - started
        cpu += time.process_time() - cpu_started
        if target != args.steps:
            curve.append({"steps": model.num_timesteps,
                          **evaluate_all(model_policy(model), args.curve_games)})
            print(f"curve at {model.num_timesteps:,} steps: {curve[-1]}", file=sys.stderr,
                  flush=True)
    started, cpu_started = time.perf_counter(), time.process_time()
    with tempfile.TemporaryDirectory() as folder:
        for round_ in range(args.self_play):
            path = Path(folder) / f"snapshot-{round_}"
            model.save(path)
            snapshot = MaskablePPO.load(path, device="cpu")
            # Every environment of the vector now faces the frozen snapshot (next episode on).
            env.env_method("set_opponents", model_policy(snapshot, deterministic=False))
            model.learn(total_timesteps=args.steps, reset_num_timesteps=False, callback=progress)
        elapsed += time.perf_counter() - started
        cpu += time.process_time() - cpu_started
        # PPO collects whole rollouts (envs x n_steps), so it may run past the steps asked.
        steps = model.num_timesteps
        if args.self_play:
            report["against_last_snapshot"] = evaluate(
                model_policy(model), args.eval_games,
                opponents=model_policy(snapshot, deterministic=False))
    report["after"] = evaluate_all(model_policy(model), args.eval_games)
    if marks:
        curve.append({"steps": steps, **report["after"]})
        report["curve"] = curve
        if args.plot:
            plot_curve(curve, args.plot)
    report["training"] = {"steps": steps, "seconds": round(elapsed), "cpu_seconds": round(cpu),
                          "steps_per_s": round(steps / elapsed),
                          "torch": torch.__version__, "threads": args.threads}
    if args.save:
        model.save(args.save)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
