"""``chocolatier replay RECORD``: validate and replay a game record."""

from __future__ import annotations

from pathlib import Path

import typer

from chocolatier.commands.common import fail, print_json


def register(app: typer.Typer) -> None:
    """Add the ``replay`` command."""
    app.command("replay")(replay_command)


def replay_command(
    record_path: Path = typer.Argument(..., metavar="RECORD", help="A game record (JSON)."),
    upto: int | None = typer.Option(None, "--upto", help="Replay only the first N moves."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
) -> None:
    """Replay a game record exactly and print the position, the score breakdown and a hash."""
    from chocolatier.core import ChocolatierError, GameRecord, replay

    try:
        record = GameRecord.load(record_path)
        state = replay(record, upto=upto)
    except ChocolatierError as exc:
        fail(str(exc))
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
    console.print(f"[bold]{record.game}[/] · {len(record.players)} players · seed {record.seed}")
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
        console.print(f"{key}: {value}")
