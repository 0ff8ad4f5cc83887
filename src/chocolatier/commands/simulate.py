"""``chocolatier simulate``: play many seeded games between bots and report the outcome."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import (
    LANG_OPTION,
    compile_tip,
    fail,
    print_json,
    ray_ready,
    say,
    seed_number,
    with_card_overrides,
    words,
)
from chocolatier.commands.errors import one_line


def register(app: typer.Typer) -> None:
    """Add the ``simulate`` command."""
    app.command("simulate")(simulate_command)


def simulate_command(
    game: str = typer.Option("factory", "--game"),
    players: int = typer.Option(4, "--players", "-p"),
    games: int = typer.Option(100, "--games", "-g"),
    bots: str = typer.Option("random", "--bots", "-b"),
    seed: int = typer.Option(0, "--seed", "-s", parser=seed_number),
    records: Path | None = typer.Option(None, "--records"),
    option: list[str] = typer.Option([], "--option", "-o"),
    cards: Path | None = typer.Option(None, "--cards"),
    workers: int = typer.Option(1, "--workers", "-w"),
    ray: str | None = typer.Option(None, "--ray", metavar="[ADDRESS]"),
    budget_seconds: float | None = typer.Option(None, "--budget-seconds"),
    budget_iterations: int | None = typer.Option(None, "--budget-iterations", min=1),
    as_json: bool = typer.Option(False, "--json"),
    lang: str = LANG_OPTION,
) -> None:
    """Simulate games between bots; exit code 1 when any game hit an engine error."""
    from chocolatier.bots.base import Budget
    from chocolatier.core.errors import ChocolatierError
    from chocolatier.sim.progress import progress_bar
    from chocolatier.sim.ray_backend import RunInfo
    from chocolatier.sim.simulate import (
        SimulationConfig,
        parse_bots,
        parse_options,
        simulate,
    )

    try:
        config = SimulationConfig(
            game=game,
            num_players=players,
            games=games,
            seed=seed,
            bots=parse_bots(bots),
            options=with_card_overrides(parse_options(option), cards, game),
            budget=(
                Budget(iterations=budget_iterations, seconds=budget_seconds)
                if budget_seconds is not None or budget_iterations is not None else None
            ),
            records=records,
            workers=workers,
            ray=ray,
        )
        config.validate()
    except (ChocolatierError, ValueError) as exc:
        fail(exc)
    ray_ready(ray)
    info = RunInfo()
    try:
        if as_json:
            report = simulate(config, info=info)
            print_json(report)
        else:
            compile_tip(game, games, config.bots)
            label = f"{words().maybe(f'game-{game}') or game} ×{players}"
            with progress_bar(label, games) as advance:
                report = simulate(config, lambda outcome: advance(outcome.ok), info)
    except ChocolatierError as exc:  # a Ray cluster that cannot be reached
        fail(exc)
    if ray is not None:
        typer.echo(info.summary(), err=True)
    if not as_json:
        typer.echo(summary_line(report))
        from chocolatier.tui.seats import bot_label

        # seats count from 1 in words, as the games' texts do (the JSON keeps indexes from 0)
        for seat, (bot, score) in enumerate(zip(report["bots"], report["mean_score"], strict=True)):
            typer.echo("  " + say("cli-sim-seat", seat=seat + 1, bot=bot_label(bot, words()),
                                  score=f"{score:g}"))
        if report["records"]:
            typer.echo(say("cli-sim-records", path=str(report["records"])))
    if report["errors"]:
        report_errors(report["error_details"])
        raise typer.Exit(1)


# Past this many, failures are counted rather than listed (the JSON lists them all).
SHOWN_ERRORS = 10


def report_errors(details: list[dict[str, Any]]) -> None:
    """List failed games on stderr: game, seed, what went wrong and where the record is."""
    for detail in details[:SHOWN_ERRORS]:
        typer.echo(
            say("cli-sim-error", game=detail["game"], seed=detail["seed"],
                message=one_line(str(detail["message"])))
            + "\n  " + say("cli-sim-error-record", path=str(detail["record"])),
            err=True,
        )
    if len(details) > SHOWN_ERRORS:
        typer.echo(say("cli-sim-more-errors", count=len(details) - SHOWN_ERRORS), err=True)


def summary_line(report: dict[str, Any]) -> str:
    """One line summing up a report for people: completed, errors, seat wins."""
    line = say("cli-sim-summary", completed=report["completed"], games=report["games"],
               errors=report["errors"])
    if "solo_wins" in report:
        return say("cli-sim-solo-wins", line=line, wins=report["solo_wins"])
    wins = words().join([f"{w:g}" for w in report["seat_wins"]])
    return say("cli-sim-seat-wins", line=line, wins=wins)
