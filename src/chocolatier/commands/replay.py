"""``chocolatier replay RECORD``: validate and replay a game record."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import fail, print_json
from chocolatier.i18n import EventRenderer, catalog


def register(app: typer.Typer) -> None:
    """Add the ``replay`` command."""
    app.command("replay")(replay_command)


def replay_command(
    record_path: Path = typer.Argument(..., metavar="RECORD", help="A game record (JSON)."),
    upto: int | None = typer.Option(
        None, "--upto", "--at", help="Replay only the first N moves (the position after move N)."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
    as_snapshot: bool = typer.Option(
        False, "--snapshot", help="Print the position as a snapshot (docs/snapshots.md)."
    ),
    public: bool = typer.Option(
        False, "--public", help="With --snapshot: leave out the hidden parts (deck orders, the "
        "random stream)."
    ),
) -> None:
    """Replay a game record exactly and print the position, the score breakdown and a hash."""
    from chocolatier.commands.errors import in_file
    from chocolatier.core import ChocolatierError, GameRecord, replay

    if upto is not None and upto < 0:
        fail(f"--at/--upto takes a number of moves (0 or more), not {upto}")
    if public and not as_snapshot:
        fail("--public applies to --snapshot")
    try:
        record = GameRecord.load(record_path)
        state = replay(record, upto=upto)
        if as_snapshot:
            print_json(state.snapshot(hidden=not public))
            return
    except ChocolatierError as exc:
        fail(in_file(record_path, exc))
    result = state.result()
    moves = len(record.moves) if upto is None else min(upto, len(record.moves))
    if as_json:
        print_json(
            {
                "game": record.game,
                "players": record.players,
                "seed": record.seed,
                "moves": moves,
                "finished": state.is_terminal(),
                "to_act": list(state.to_act()),
                "state_hash": state.state_hash(),
                "result": result.to_json() if result is not None else None,
                "summary": state.summary(),
            }
        )
        return
    from rich.console import Console
    from rich.table import Table

    console = Console()
    count = len(record.players)
    console.print(f"[bold]{record.game}[/] · {count} player{'s' if count != 1 else ''} · "
                  f"seed {record.seed}")
    console.print(f"replayed {moves} moves · state hash [bold]{state.state_hash()}[/]")
    console.print(state.summary())
    if result is None:
        console.print(f"game in progress; to act: {', '.join(map(str, state.to_act()))}")
        return
    categories: list[str] = []
    for part in result.breakdown:
        categories += [c for c in part if c not in categories]
    # Categories as rows, players as columns: readable in an 80-column terminal.
    table = Table(title="Final score")
    table.add_column("")
    for seat, name in enumerate(record.players):
        mark = " ★" if seat in result.winners else ""
        table.add_column(f"{seat}: {name}{mark}", justify="right")
    for category in categories:
        table.add_row(
            category.replace("_", " "),
            *(str(result.breakdown[seat].get(category, 0)) for seat in range(len(record.players))),
        )
    table.add_row("total", *(f"[bold]{score}[/]" for score in result.scores))
    console.print(table)
    for key, value in result.details.items():
        if key == "won":
            console.print("solo game: [bold]" + ("won" if value else "lost") + "[/]")
        elif key == "objectives":
            print_objectives(console, value)
        else:
            console.print(f"{key}: {value}")


def print_objectives(console: Any, objectives: list[dict[str, Any]]) -> None:
    """A solo game's objectives, one line each: met or not, the card, the box and why."""
    console.print("objectives:")
    words = EventRenderer(catalog("en"))
    for objective in objectives:
        mark = "[green]✓ met[/]" if objective["met"] else "[red]✗ not met[/]"
        console.print(f"  {mark}  {objective['card']}: {words.objective(objective['box'])} — "
                      f"{words.render(objective['why'])}",
                      markup=True, highlight=False)
