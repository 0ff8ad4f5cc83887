"""``chocolatier review RECORD``: every decision of a recorded game weighed by the bots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import LANG_OPTION, fail, print_json, say


def register(app: typer.Typer) -> None:
    """Add the ``review`` command."""
    app.command("review")(review_command)


def review_command(
    record_path: Path = typer.Argument(..., metavar="RECORD"),
    seat: int | None = typer.Option(None, "--seat"),
    budget: int = typer.Option(4, "--budget"),
    moves: int | None = typer.Option(None, "--moves"),
    bots: str | None = typer.Option(None, "--bots"),
    rollout: str = typer.Option("net", "--rollout"),
    as_json: bool = typer.Option(False, "--json"),
    lang: str = LANG_OPTION,
) -> None:
    """Weigh every decision of a recorded game: the bots' estimate of the move played and of
    the best move, the loss, a label (inaccuracy, mistake, blunder), each player's average loss
    and accuracy, and the game's three turning points (method: docs/bots.md)."""
    from chocolatier.bots.base import make_bot
    from chocolatier.commands.errors import in_file
    from chocolatier.core import ChocolatierError, GameRecord
    from chocolatier.sim.progress import progress_bar
    from chocolatier.sim.review import NET, PROPOSERS, review_record
    from chocolatier.sim.simulate import parse_bots

    if budget < 1:
        fail(say("cli-review-budget", option="--budget", value=budget))
    if moves is not None and moves < 0:
        fail(say("cli-moves-count", option="--moves", moves=moves))
    try:
        record = GameRecord.load(record_path)
    except ChocolatierError as exc:
        fail(in_file(record_path, exc))
    if seat is not None and not 0 <= seat < record.num_players:
        fail(say("cli-review-bad-seat", option="--seat", seat=seat,
                 last=record.num_players - 1))
    try:
        proposers = PROPOSERS if bots is None else parse_bots(bots)
        for spec in (*proposers, *(() if rollout == NET else (rollout,))):
            make_bot(spec, record.game)  # an unknown bot or setting is refused before the work
    except ChocolatierError as exc:
        fail(exc)
    total = len(record.moves) if moves is None else min(moves, len(record.moves))
    seats = None if seat is None else [seat]
    try:
        with progress_bar(say("cli-review-progress"), total) as advance:
            review = review_record(record, seats, budget, moves, lambda: advance(True),
                                   proposers, rollout)
    except ChocolatierError as exc:
        fail(in_file(record_path, exc, record.game))
    if as_json:
        print_json(review.to_json())
        return
    _print(review, record.players, seat)


def _amount(game: str, value: float) -> str:
    amount = f"{value:.1f}"
    return say("cli-money", amount=amount) if game == "factory" else say(
        "cli-review-points", amount=amount)


def _print(review: Any, players_of_record: list[str], seat: int | None) -> None:
    from rich.console import Console
    from rich.table import Table

    from chocolatier.commands.common import words
    from chocolatier.i18n import EventRenderer
    from chocolatier.tui.seats import SeatPlan

    # each seat by its number and who sat there, worded (`Player 2 (random bot)`), so that
    # seats of the same bot are told apart; each move by its words, not its notation
    names = SeatPlan.from_players(players_of_record).labels(words())
    moves = EventRenderer(words(), names)

    def move(event: dict[str, Any] | None, notation: str) -> str:
        return notation if event is None else moves.button(event)

    console = Console()
    seats = say("cli-review-all-seats") if seat is None else names[seat]
    game = words().maybe(f"game-{review.game}") or review.game
    console.print(say("cli-review-title", game=game, seats=seats, budget=review.budget)
                  if review.rollout != "net" else
                  f"{game} · {seats} · {say('valuenet-review-method')}", highlight=False)
    if not review.decisions:
        console.print(say("cli-review-none"))
        return
    costly = [d for d in review.decisions if d.label is not None]
    if costly:
        table = Table(title=say("cli-review-costly"))
        for key in ("move", "player", "played", "better", "loss", "label"):
            table.add_column(say(f"cli-col-{key}"),
                             justify="right" if key in ("move", "loss") else "left")
        for d in costly:
            table.add_row(str(d.index), names[d.seat], move(d.move_event, d.move),
                          move(d.best_event, d.best),
                          _amount(review.game, d.loss), say("cli-review-label", label=d.label))
        console.print(table)
    players = Table(title=say("cli-review-players"))
    players.add_column(say("cli-col-player"))
    for key in ("decisions", "average-loss", "accuracy"):
        players.add_column(say(f"cli-col-{key}"), justify="right")
    for name in ("inaccuracy", "mistake", "blunder"):
        players.add_column(say("cli-review-label", label=name), justify="right")
    for p in review.players:
        players.add_row(names[p.seat], str(p.decisions),
                        _amount(review.game, p.average_loss), f"{p.accuracy:.0f}%",
                        str(p.labels["inaccuracy"]), str(p.labels["mistake"]),
                        str(p.labels["blunder"]))
    console.print(players)
    _print_themes(console, review, names)
    turning = review.turning_points
    if not turning:
        console.print(say("cli-review-no-turning"))
        return
    console.print(say("cli-review-turning"))
    for d in turning:
        console.print("  " + say("cli-review-turning-point", index=d.index,
                                 player=names[d.seat], move=move(d.move_event, d.move),
                                 best=move(d.best_event, d.best),
                                 loss=_amount(review.game, d.loss)),
                      highlight=False, markup=False)


def _print_themes(console: Any, review: Any, names: list[str]) -> None:
    """Each player's losses by theme and what it was left with (structured in the JSON)."""
    if not any(p.themes for p in review.players):
        return
    console.print(say("valuenet-review-themes"))
    for p in review.players:
        console.print("  " + names[p.seat], highlight=False)
        for item in p.themes:
            console.print("    " + theme_line(review.game, item), highlight=False, markup=False)


def theme_line(game: str, item: dict[str, Any]) -> str:
    """One theme of a player's review in words: a loss by theme, or what was left over."""
    if "loss" in item:
        return say("valuenet-theme-loss", theme=say("valuenet-theme", theme=item["theme"]),
                   loss="−" + _amount(game, item["loss"]), count=item["count"])
    return say("valuenet-leftover", theme=item["theme"], count=item["count"])
