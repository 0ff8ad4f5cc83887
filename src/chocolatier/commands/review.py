"""``chocolatier review RECORD``: every decision of a recorded game weighed by the bots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import fail, print_json

# Every word this command prints, in one place until the CLI's Fluent catalog (cli.ftl) holds
# them; {placeholders} are filled with str.format.
WORDS: dict[str, str] = {
    "progress": "reviewing moves",
    "title": "{game} · review of {seats} · {budget} rollouts per candidate",
    "all_seats": "every seat",
    "seat": "seat {seat}",
    "no_decisions": "no decision to review (every move was forced)",
    "costly_title": "Costly decisions",
    "col_move": "move",
    "col_player": "player",
    "col_played": "played",
    "col_best": "better",
    "col_loss": "loss",
    "col_label": "label",
    "players_title": "Players",
    "col_decisions": "decisions",
    "col_average": "average loss",
    "col_accuracy": "accuracy",
    "inaccuracy": "inaccuracy",
    "mistake": "mistake",
    "blunder": "blunder",
    "turning": "Turning points:",
    "turning_point": "move {index} ({player}): played {move}, better {best} ({loss})",
    "no_turning": "Turning points: none (no decision lost anything)",
    "unit_factory": "£{value}",
    "unit_chocolatl": "{value} pts",
    "bad_budget": "--budget takes a number of rollouts per candidate (1 or more), not {budget}",
    "bad_moves": "--moves takes a number of moves (1 or more), not {moves}",
    "bad_seat": "--seat {seat}: the game has seats 0–{last}",
}


def register(app: typer.Typer) -> None:
    """Add the ``review`` command."""
    app.command("review")(review_command)


def review_command(
    record_path: Path = typer.Argument(..., metavar="RECORD", help="A game record (JSON)."),
    seat: int | None = typer.Option(None, "--seat", help="Review this seat only (default: all)."),
    budget: int = typer.Option(
        4, "--budget", help="Rollouts per candidate move: more is slower and surer."
    ),
    moves: int | None = typer.Option(None, "--moves", help="Review only the first N moves."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object."),
) -> None:
    """Weigh every decision of a recorded game: the bots' estimate of the move played and of
    the best move, the loss, a label (inaccuracy, mistake, blunder), each player's average loss
    and accuracy, and the game's three turning points (method: docs/bots.md)."""
    from chocolatier.commands.errors import in_file
    from chocolatier.core import ChocolatierError, GameRecord
    from chocolatier.sim.progress import progress_bar
    from chocolatier.sim.review import review_record

    if budget < 1:
        fail(WORDS["bad_budget"].format(budget=budget))
    if moves is not None and moves < 1:
        fail(WORDS["bad_moves"].format(moves=moves))
    try:
        record = GameRecord.load(record_path)
    except ChocolatierError as exc:
        fail(in_file(record_path, exc))
    if seat is not None and not 0 <= seat < record.num_players:
        fail(WORDS["bad_seat"].format(seat=seat, last=record.num_players - 1))
    total = len(record.moves) if moves is None else min(moves, len(record.moves))
    seats = None if seat is None else [seat]
    try:
        with progress_bar(WORDS["progress"], total) as advance:
            review = review_record(record, seats, budget, moves, lambda: advance(True))
    except ChocolatierError as exc:
        fail(in_file(record_path, exc))
    if as_json:
        print_json(review.to_json())
        return
    _print(review, record.players, seat)


def _amount(game: str, value: float) -> str:
    return WORDS[f"unit_{game}"].format(value=f"{value:.1f}")


def _print(review: Any, names: list[str], seat: int | None) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    seats = WORDS["all_seats"] if seat is None else WORDS["seat"].format(seat=seat)
    console.print(WORDS["title"].format(game=review.game, seats=seats, budget=review.budget),
                  highlight=False)
    if not review.decisions:
        console.print(WORDS["no_decisions"])
        return
    costly = [d for d in review.decisions if d.label is not None]
    if costly:
        table = Table(title=WORDS["costly_title"])
        for key in ("col_move", "col_player", "col_played", "col_best", "col_loss", "col_label"):
            table.add_column(WORDS[key], justify="right" if key in ("col_move", "col_loss")
                             else "left")
        for d in costly:
            table.add_row(str(d.index), names[d.seat], d.move, d.best,
                          _amount(review.game, d.loss), WORDS[d.label])
        console.print(table)
    players = Table(title=WORDS["players_title"])
    players.add_column(WORDS["col_player"])
    for key in ("col_decisions", "col_average", "col_accuracy", "inaccuracy", "mistake",
                "blunder"):
        players.add_column(WORDS[key], justify="right")
    for p in review.players:
        players.add_row(f"{p.seat}: {p.name}", str(p.decisions),
                        _amount(review.game, p.average_loss), f"{p.accuracy:.0f}%",
                        str(p.labels["inaccuracy"]), str(p.labels["mistake"]),
                        str(p.labels["blunder"]))
    console.print(players)
    turning = review.turning_points
    if not turning:
        console.print(WORDS["no_turning"])
        return
    console.print(WORDS["turning"])
    for d in turning:
        console.print("  " + WORDS["turning_point"].format(
            index=d.index, player=names[d.seat], move=d.move, best=d.best,
            loss="−" + _amount(review.game, d.loss)), highlight=False, markup=False)
