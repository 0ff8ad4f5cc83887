"""``chocolatier tournament``: seat-rotated games between bots, statistics, CSV and plots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import (
    LANG_OPTION,
    compile_tip,
    fail,
    need_extra,
    print_json,
    ray_ready,
    say,
    seed_number,
    with_card_overrides,
    words,
)
from chocolatier.commands.simulate import report_errors


def register(app: typer.Typer) -> None:
    """Add the ``tournament`` command."""
    app.command("tournament")(tournament_command)


def tournament_command(
    bots: str = typer.Option(..., "--bots", "-b"),
    game: str = typer.Option("factory", "--game"),
    players: int = typer.Option(2, "--players", "-p"),
    games: int = typer.Option(100, "--games", "-g"),
    seed: int = typer.Option(0, "--seed", "-s", parser=seed_number),
    workers: int = typer.Option(1, "--workers", "-w"),
    ray: str | None = typer.Option(None, "--ray", metavar="[ADDRESS]"),
    out: Path | None = typer.Option(None, "--out"),
    records: Path | None = typer.Option(None, "--records"),
    option: list[str] = typer.Option([], "--option", "-o"),
    cards: Path | None = typer.Option(None, "--cards"),
    budget_seconds: float | None = typer.Option(None, "--budget-seconds"),
    budget_iterations: int | None = typer.Option(None, "--budget-iterations", min=1),
    as_json: bool = typer.Option(False, "--json"),
    lang: str = LANG_OPTION,
) -> None:
    """Play a seat-rotated tournament; exit code 1 when any game hit an engine error."""
    # ratings (openskill) always, plots (matplotlib) when written
    need_extra("tournament", "sim", "openskill", *(["matplotlib"] if out is not None else []))
    from chocolatier.bots.base import Budget
    from chocolatier.core.errors import ChocolatierError
    from chocolatier.sim.progress import progress_bar
    from chocolatier.sim.ray_backend import RunInfo
    from chocolatier.sim.simulate import parse_bots, parse_options
    from chocolatier.sim.tournament import TournamentConfig, play_tournament

    try:
        config = TournamentConfig(
            game=game,
            num_players=players,
            bots=parse_bots(bots),
            games=games,
            seed=seed,
            options=with_card_overrides(parse_options(option), cards, game),
            budget=(
                Budget(iterations=budget_iterations, seconds=budget_seconds)
                if budget_seconds is not None or budget_iterations is not None else None
            ),
            workers=workers,
            records=records,
            track_days=out is not None,
            ray=ray,
        )
        config.validate()
    except (ChocolatierError, ValueError) as exc:
        fail(exc)
    total = len(config.lineups())
    if total != games and not as_json:
        typer.echo(say("cli-tournament-rotations", total=total, games=games), err=True)
    ray_ready(ray)
    info = RunInfo()
    try:
        if as_json:
            run = play_tournament(config, info=info)
        else:
            compile_tip(game, total, config.bots)
            label = f"{words().maybe(f'game-{game}') or game} ×{players}"
            with progress_bar(label, total) as advance:
                run = play_tournament(config, lambda outcome: advance(outcome.ok), info)
    except ChocolatierError as exc:  # a Ray cluster that cannot be reached
        fail(exc)
    if ray is not None:
        typer.echo(info.summary(), err=True)
    report = run.report
    if out is not None:
        report = {**report, "out": str(out), "files": _write_out(run, out)}
    if as_json:
        print_json(report)
    else:
        _print_table(report)
    if report["errors"]:
        report_errors(report["error_details"])
        raise typer.Exit(1)


def _write_out(run: Any, out: Path) -> list[str]:
    import json

    from chocolatier.commands.reportwords import check_plot_fonts, report_words
    from chocolatier.sim.export import write_bots_csv, write_games_csv, write_head_to_head_csv
    from chocolatier.sim.plots import write_plots

    check_plot_fonts()
    out.mkdir(parents=True, exist_ok=True)
    written = [write_games_csv(run, out / "games.csv"), write_bots_csv(run, out / "bots.csv"),
               write_head_to_head_csv(run, out / "head_to_head.csv"),
               *write_plots(run, out, report_words())]
    report_path = out / "report.json"
    report_path.write_text(json.dumps(run.report, indent=2, sort_keys=True) + "\n")
    return sorted(p.name for p in [*written, report_path])


def _print_table(report: dict[str, Any]) -> None:
    from babel.numbers import format_decimal, format_percent
    from rich.console import Console
    from rich.table import Table

    locale = words().locale

    def percent(value: float) -> str:
        return str(format_percent(value, "#,##0.0%", locale=locale))

    def interval(figures: dict[str, Any]) -> str:
        low, high = figures["win_rate_ci95"]
        return f"{percent(figures['win_rate'])} [{percent(low)}–{percent(high)}]"

    def milliseconds(value: float | None) -> str:
        if value is None:
            return "—"
        # three decimals for a fast bot's microseconds, one for a slow bot's seconds
        pattern = "#,##0.0##" if value < 10 else "#,##0.0"
        return say("tournament-stats-ms", ms=str(format_decimal(value, pattern, locale=locale)))

    table = Table(
        title=say("cli-tournament-title", game=words().maybe(f"game-{report['game']}")
                  or report["game"], players=report["players"], games=report["completed"],
                  seed=report["seed"], block=report["block"])
    )
    # Chocolatl counts in points, Chocolate Factory in money
    points = report["game"] == "chocolatl"
    for column in ("bot", "games", "wins", "win-rate", "money", "margin", "rating"):
        header = "terminal-col-points" if points and column == "money" else f"cli-col-{column}"
        table.add_column(say(header), justify="left" if column == "bot" else "right")
    for header in ("tournament-stats-col-cpu-median", "tournament-stats-col-cpu-max"):
        table.add_column(say(header), justify="right", no_wrap=True)
    cpu = {entry["bot"]: entry for entry in report["cpu_per_decision"]}
    ranked = sorted(
        report["bots"], key=lambda b: -(b["rating"]["ordinal"] if b["rating"] else b["win_rate"])
    )
    for bot in ranked:
        rating = bot["rating"]
        table.add_row(
            bot["bot"],
            str(bot["games"]),
            f"{bot['wins']:g}",
            interval(bot),
            f"{bot['money_mean']:.1f} ± {bot['money_sd']:.1f}",
            f"{bot['margin_mean']:+.1f}",
            f"{rating['mu']:.1f} ± {rating['sigma']:.1f}" if rating else "—",
            milliseconds(cpu[bot["bot"]]["median_ms"]),
            milliseconds(cpu[bot["bot"]]["max_ms"]),
        )
    console = Console(width=max(130, Console().width))
    console.print(table)
    if report["players"] > 1 and len(ranked) > 1:
        console.print(_head_to_head_table([bot["bot"] for bot in ranked], report["head_to_head"],
                                          interval))
    seats = words().join([say("cli-tournament-seat", seat=i + 1, rate=percent(s["win_rate"]))
                          for i, s in enumerate(report["seats"])])
    console.print(say("cli-tournament-seats", seats=seats), markup=False)
    if report.get("out"):
        console.print(say("cli-tournament-wrote", files=", ".join(report["files"]),
                          path=str(report["out"])), markup=False)


def _head_to_head_table(labels: list[str], rows: list[dict[str, Any]],
                        interval: Any) -> Any:
    """The head-to-head table: the row's bot's win rate against the column's, in the order of
    the main table."""
    from rich.table import Table

    cell = {(row["bot"], row["opponent"]): row for row in rows}
    table = Table(title=say("tournament-stats-h2h-title"))
    table.add_column(say("tournament-stats-h2h-corner"), justify="left")
    for label in labels:
        table.add_column(label, justify="right")
    for bot in labels:
        table.add_row(bot, *("—" if bot == other or not cell[bot, other]["games"]
                             else interval(cell[bot, other]) for other in labels))
    return table
