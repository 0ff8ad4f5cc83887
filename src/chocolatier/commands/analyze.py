"""``chocolatier analyze RECORDS_DIR``: game-health figures from saved game records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import LANG_OPTION, RAY_HELP, fail, print_json, ray_ready


def register(app: typer.Typer) -> None:
    """Add the ``analyze`` command."""
    app.command("analyze")(analyze_command)


def analyze_command(
    folder: Path = typer.Argument(..., metavar="RECORDS_DIR", help="Folder of game records."),
    top: int = typer.Option(15, "--top", help="Cards shown in the table (JSON has them all)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    ray: str | None = typer.Option(
        None, "--ray", metavar="[ADDRESS]", help=RAY_HELP.replace("games", "replays")
    ),
    lang: str = LANG_OPTION,
) -> None:
    """Replay every record of a folder: seat advantage, pick and win rates per card, money by
    source. A record that cannot be read or replayed is reported and left out (exit code 2)."""
    from chocolatier.commands.errors import invalid_record, no_records, not_a_folder, one_line
    from chocolatier.core.errors import ChocolatierError
    from chocolatier.sim.analysis import analyze, record_files
    from chocolatier.sim.progress import progress_bar
    from chocolatier.sim.ray_backend import RunInfo

    if not folder.is_dir():
        fail(not_a_folder(folder))
    paths = record_files(folder)
    if not paths:
        fail(no_records(folder))
    ray_ready(ray)
    info = RunInfo()
    try:
        if as_json:
            report = analyze(paths, ray, info=info)
        else:
            with progress_bar("replaying records", len(paths)) as advance:
                report = analyze(paths, ray, lambda item: advance(item.invalid is None), info)
    except ChocolatierError as exc:  # a Ray cluster that cannot be reached
        fail(str(exc))
    if ray is not None:
        typer.echo(info.summary(), err=True)
    if as_json:
        print_json(report)
    else:
        _print(report, top)
    for bad in report["invalid"]:
        typer.echo(f"error: {one_line(invalid_record(bad['record'], bad['message']))}", err=True)
    if report["invalid"]:
        raise typer.Exit(2)


def _print(report: dict[str, Any], top: int) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(width=max(100, Console().width))
    console.print(f"{report['records']} records, {len(report['invalid'])} invalid")
    for group in report["groups"]:
        console.rule(f"{group['game']} · {group['players']} players · {group['games']} games")
        if group["unfinished"]:
            console.print(f"{group['unfinished']} unfinished games left out")
        seats = Table(title=f"Seat advantage (fair: {group['fair_win_rate']:.1%})")
        for column in ("seat", "wins", "win rate [95% CI]", "mean score"):
            seats.add_column(column, justify="right")
        for seat in group["seats"]:
            low, high = seat["win_rate_ci95"]
            seats.add_row(
                str(seat["seat"]),
                f"{seat['wins']:.4g}",
                f"{seat['win_rate']:.1%} [{low:.1%}–{high:.1%}]",
                f"{seat['mean_score']:.1f}",
            )
        console.print(seats)
        _print_money(console, group)
        for kind in sorted({card.get("kind", "") for card in group["cards"]}):
            cards = [card for card in group["cards"] if card.get("kind", "") == kind]
            _print_cards(console, cards, kind, top)


def _print_money(console: Any, group: dict[str, Any]) -> None:
    from rich.table import Table

    table = Table(title="Money by source (mean per player)")
    for column in ("source", "category", "money", "share"):
        table.add_column(column, justify="left" if column in ("source", "category") else "right")
    for source, figures in group["sources"].items():
        money, share = f"{figures['mean_per_player']:.2f}", f"{figures['share']:.1%}"
        table.add_row(source, "", money, share, style="bold")
    for category, figures in group["money"].items():
        money, share = f"{figures['mean_per_player']:.2f}", f"{figures['share']:.1%}"
        table.add_row("", category, money, share)
    console.print(table)


def _print_cards(console: Any, cards: list[dict[str, Any]], kind: str, top: int) -> None:
    from rich.table import Table

    cards = sorted(cards, key=lambda c: (-c["pick_rate"], c["card"]))
    named = any("name" in card for card in cards)
    title = (
        f"{kind.capitalize() or 'Card'}s by pick rate (top {min(top, len(cards))} of {len(cards)})"
    )
    table = Table(title=title)
    labels = ("card", "name") if named else ("card",)
    for column in (*labels, "offered", "picked", "pick rate", "win rate [95% CI]"):
        table.add_column(column, justify="left" if column in labels else "right")
    for card in cards[:top]:
        low, high = card["win_rate_ci95"]
        table.add_row(
            *(card.get(label, "") for label in labels),
            str(card["offered"]),
            str(card["picked"]),
            f"{card['pick_rate']:.1%}",
            f"{card['win_rate']:.1%} [{low:.1%}–{high:.1%}]",
        )
    console.print(table)
