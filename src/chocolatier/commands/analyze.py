"""``chocolatier analyze RECORDS_DIR``: game-health figures from saved game records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import (
    LANG_OPTION,
    fail,
    print_json,
    ray_ready,
    say,
    words,
)
from chocolatier.commands.reportwords import card_name, source_name


def register(app: typer.Typer) -> None:
    """Add the ``analyze`` command."""
    app.command("analyze")(analyze_command)


def analyze_command(
    folder: Path = typer.Argument(..., metavar="RECORDS_DIR"),
    top: int = typer.Option(15, "--top"),
    as_json: bool = typer.Option(False, "--json"),
    ray: str | None = typer.Option(None, "--ray", metavar="[ADDRESS]"),
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
            with progress_bar(say("cli-analyze-progress"), len(paths)) as advance:
                report = analyze(paths, ray, lambda item: advance(item.invalid is None), info)
    except ChocolatierError as exc:  # a Ray cluster that cannot be reached
        fail(exc)
    if ray is not None:
        typer.echo(info.summary(), err=True)
    if as_json:
        print_json(report)
    else:
        _print(report, top)
    for bad in report["invalid"]:
        line = one_line(invalid_record(bad["record"], bad["message"]))
        typer.echo(say("cli-error", message=line), err=True)
    if report["invalid"]:
        raise typer.Exit(2)


def _percent(value: float) -> str:
    """A share as a percentage the language's way."""
    from babel.numbers import format_percent

    return str(format_percent(value, "#,##0.0%", locale=words().locale))


def _rate(value: float, low: float, high: float) -> str:
    return f"{_percent(value)} [{_percent(low)}–{_percent(high)}]"


def _print(report: dict[str, Any], top: int) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(width=max(100, Console().width), highlight=False)
    console.print(say("cli-analyze-records", records=report["records"],
                      invalid=len(report["invalid"])), markup=False)
    for group in report["groups"]:
        game = words().maybe(f"game-{group['game']}") or group["game"]
        if group.get("module"):  # the Master Chocolatier games are a group of their own
            game = f"{game} · {words().text('module-' + group['module'])}"
        console.rule(say("cli-analyze-group", game=game, players=group["players"],
                         games=group["games"]))
        if group["unfinished"]:
            console.print(say("cli-analyze-unfinished", count=group["unfinished"]), markup=False)
        seats = Table(title=say("cli-analyze-seats", fair=_percent(group["fair_win_rate"])))
        for column in ("seat", "wins", "win-rate", "mean-score"):
            seats.add_column(say(f"cli-col-{column}"), justify="right")
        for seat in group["seats"]:
            seats.add_row(
                words().text("player-n", n=seat["seat"] + 1),  # from 1, as the games count
                f"{seat['wins']:.4g}",
                _rate(seat["win_rate"], *seat["win_rate_ci95"]),
                f"{seat['mean_score']:.1f}",
            )
        console.print(seats)
        _print_money(console, group)
        for kind in sorted({card.get("kind", "") for card in group["cards"]}):
            cards = [card for card in group["cards"] if card.get("kind", "") == kind]
            _print_cards(console, cards, kind, top)
        if group.get("sides"):
            _print_cards(console, group["sides"], "store-side", top)


def _print_money(console: Any, group: dict[str, Any]) -> None:
    from rich.table import Table

    from chocolatier.i18n import EventRenderer
    from chocolatier.tui.widgets import category_name

    names = EventRenderer(words())
    # Chocolatl counts in points, Chocolate Factory in money
    points = group["game"] == "chocolatl"
    table = Table(title=say("terminal-analyze-points" if points else "cli-analyze-money"))
    for column in ("money-source", "category", "money", "share"):
        header = "terminal-col-points" if points and column == "money" else f"cli-col-{column}"
        table.add_column(say(header),
                         justify="left" if column in ("money-source", "category") else "right")
    for source, figures in group["sources"].items():
        money, share = f"{figures['mean_per_player']:.2f}", _percent(figures["share"])
        shown = source_name(source)
        table.add_row(shown, "", money, share, style="bold")
    for category, figures in group["money"].items():
        money, share = f"{figures['mean_per_player']:.2f}", _percent(figures["share"])
        table.add_row("", category_name(names, category), money, share)
    console.print(table)


def _print_cards(console: Any, cards: list[dict[str, Any]], kind: str, top: int) -> None:
    from rich.table import Table

    cards = sorted(cards, key=lambda c: (-c["pick_rate"], c["card"]))
    named = any("name" in card for card in cards)
    table = Table(title=say("cli-analyze-cards", kind=kind or "other",
                            top=min(top, len(cards)), count=len(cards)))
    labels = ("card", "name") if named else ("card",)
    for column in (*labels, "offered", "picked", "pick-rate", "win-rate"):
        table.add_column(say(f"cli-col-{column}"),
                         justify="left" if column in labels else "right")
    for card in cards[:top]:
        table.add_row(
            card["card"],
            *((card_name(card),) if named else ()),
            str(card["offered"]),
            str(card["picked"]),
            _percent(card["pick_rate"]),
            _rate(card["win_rate"], *card["win_rate_ci95"]),
        )
    console.print(table)
