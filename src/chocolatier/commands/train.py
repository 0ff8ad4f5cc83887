"""``chocolatier train``: regenerate the value networks of the ``mcts`` bot from a seed."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from chocolatier.commands.common import LANG_OPTION, fail, need_extra, print_json, say

#: The data of the shipped networks (docs/bots.md, "Value network"): round 0 the heuristic's
#: games (and some against random, so that bad play is seen), round 1 the games of the
#: net-guided ``mcts`` trained on round 0.
ROUNDS = (
    "2:500:heuristic 2:60:heuristic,random 2:60:random,heuristic 3:300:heuristic "
    "4:200:heuristic",
    "2:120:mcts 3:40:mcts 4:40:mcts",
)


def register(app: typer.Typer) -> None:
    """Add the ``train`` command."""
    app.command("train")(train_command)


def train_command(
    seed: int = typer.Option(2026, "--seed", "-s"),
    rounds: list[str] = typer.Option([], "--round"),
    data: Path = typer.Option(Path("value-data"), "--data"),
    out: Path = typer.Option(Path("value-net"), "--out"),
    epochs: int = typer.Option(8, "--epochs", min=1),
    hidden: str = typer.Option("32,32", "--hidden"),
    workers: int = typer.Option(1, "--workers", "-w", min=1),
    ray: str | None = typer.Option(None, "--ray", metavar="[ADDRESS]"),
    plot: Path | None = typer.Option(None, "--plot"),
    as_json: bool = typer.Option(False, "--json"),
    lang: str = LANG_OPTION,
) -> None:
    """Simulate games, fit the value networks (2, 3 and 4 players) with PyTorch and write their
    weights and provenance (needs the train extra; method: docs/bots.md)."""
    need_extra("train", "train")
    from chocolatier.sim.progress import progress_bar
    from chocolatier.sim.train import DataRun, TrainConfig, plot_losses, train

    try:
        parsed = tuple(tuple(DataRun.parse(run) for run in text.split())
                       for text in (rounds or ROUNDS))
        sizes = tuple(int(size) for size in hidden.split(","))
    except ValueError:
        fail(say("valuenet-train-bad-round", example="2:500:heuristic,random"))
    if any(run.players not in (2, 3, 4) or run.games < 1 for runs in parsed for run in runs):
        fail(say("valuenet-train-bad-round", example="2:500:heuristic,random"))
    config = TrainConfig(rounds=parsed, seed=seed, data=data, out=out, hidden=sizes,
                         epochs=epochs, workers=workers, ray=ray)
    # A step per game played, per record read (every round reads all the records so far) and
    # per epoch of every network fitted.
    steps = 0
    played = 0
    for runs in parsed:
        played += sum(run.games for run in runs)
        steps += sum(run.games for run in runs) + played
        steps += epochs * len({run.players for r in parsed[:len(parsed)] for run in r})
    with progress_bar(say("valuenet-train-progress"), steps) as advance:

        def step(_what: str, count: int) -> None:
            for _ in range(count):
                advance(True)

        summary = train(config, step)
    if plot is not None:
        provenances = [json.loads((out / f"value-factory-{n}p.json").read_text("utf-8"))
                       for n in config.counts if (out / f"value-factory-{n}p.json").is_file()]
        plot_losses(provenances, plot)
    if as_json:
        print_json(summary)
        return
    typer.echo(say("valuenet-train-done", path=str(out)))
