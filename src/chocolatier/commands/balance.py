"""``chocolatier balance``: the balance report (docs/balance.md) from many games between bots."""

from __future__ import annotations

from pathlib import Path

import typer

from chocolatier.commands.common import (
    LANG_OPTION,
    compile_tip,
    fail,
    need_extra,
    old_option,
    print_json,
    ray_ready,
    renamed,
    say,
    seed_number,
    with_card_overrides,
)
from chocolatier.commands.simulate import report_errors


def register(app: typer.Typer) -> None:
    """Add the ``balance`` command."""
    app.command("balance")(balance_command)


def _player_counts(text: str, option: str = "--players") -> tuple[int, ...]:
    try:
        counts = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        fail(say("cli-counts-not-numbers", option=option, text=repr(text)))
    if not counts:
        fail(say("cli-counts-empty", option=option))
    return counts


def balance_command(
    players: str = typer.Option("2,3,4", "--players", "-p"),
    games: str = typer.Option("2000", "--games", "-g"),
    bot: str = typer.Option("heuristic", "--bots", "-b"),
    old_bot: str | None = old_option("--bot"),
    seed: int = typer.Option(0, "--seed", "-s", parser=seed_number),
    out: Path = typer.Option(Path("docs"), "--out"),
    records: Path | None = typer.Option(None, "--records"),
    option: list[str] = typer.Option([], "--option", "-o"),
    cards: Path | None = typer.Option(None, "--cards"),
    threshold: float = typer.Option(0.15, "--threshold"),
    min_picks: int = typer.Option(30, "--min-picks"),
    workers: int = typer.Option(1, "--workers", "-w"),
    ray: str | None = typer.Option(None, "--ray", metavar="[ADDRESS]"),
    as_json: bool = typer.Option(False, "--json"),
    lang: str = LANG_OPTION,
) -> None:
    """Play GAMES games per player count with BOT in every seat and write the balance report:
    seat win rates, money by source, card pick→win rates and outliers, plots."""
    need_extra("balance", "sim", "matplotlib")
    bot = renamed(old_bot, "--bot", "--bots", bot)
    from chocolatier.commands.reportwords import check_plot_fonts, report_words
    from chocolatier.core.errors import ChocolatierError
    from chocolatier.sim.balance import BalanceConfig, run_balance, write_report
    from chocolatier.sim.progress import progress_bar
    from chocolatier.sim.ray_backend import RunInfo
    from chocolatier.sim.simulate import parse_options

    counts = _player_counts(players)
    numbers = _player_counts(games, "--games")
    try:
        config = BalanceConfig(
            players=counts,
            games=numbers[0] if len(numbers) == 1 else numbers,
            seed=seed,
            bot=bot,
            options=with_card_overrides(parse_options(option), cards, "factory"),
            workers=workers,
            ray=ray,
            records=records,
            threshold=threshold,
            min_picks=min_picks,
        )
        config.validate()
    except (ChocolatierError, ValueError) as exc:
        fail(exc)
    ray_ready(ray)
    info = RunInfo()
    try:
        total = sum(config.games_of(count) for count in counts)
        compile_tip("factory", total, (bot,))
        with progress_bar(f"balance {players}", total) as advance:
            report = run_balance(config, lambda outcome: advance(outcome.ok), info)
    except ChocolatierError as exc:  # a Ray cluster that cannot be reached
        fail(exc)
    if ray is not None:
        typer.echo(info.summary(), err=True)
    command = f"chocolatier balance --players {players} --games {games}"
    if bot != "heuristic":
        command += f" --bots {bot}"
    if seed:
        command += f" --seed {seed}"
    check_plot_fonts()
    written = write_report(report, out, command, report_words())
    if as_json:
        print_json(report)
    else:
        typer.echo(say("report-wrote", files=", ".join(str(path) for path in written)))
    failed = [error for group in report["groups"] for error in group["errors"]]
    if failed:
        report_errors(failed)
        raise typer.Exit(1)
