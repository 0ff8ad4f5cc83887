"""``chocolatier replay RECORD``: validate and replay a game record."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from chocolatier.commands.common import LANG_OPTION, fail, print_json, say, words

if TYPE_CHECKING:
    from chocolatier.core import GameRecord
    from chocolatier.core.events import Event
    from chocolatier.core.game import State
    from chocolatier.i18n import EventRenderer


def register(app: typer.Typer) -> None:
    """Add the ``replay`` command."""
    app.command("replay")(replay_command)


def replay_command(
    record_path: Path = typer.Argument(..., metavar="RECORD"),
    upto: int | None = typer.Option(None, "--upto", "--at"),
    log: bool = typer.Option(True, "--log/--no-log"),
    as_json: bool = typer.Option(False, "--json"),
    as_snapshot: bool = typer.Option(False, "--snapshot"),
    public: bool = typer.Option(False, "--public"),
    lang: str = LANG_OPTION,
) -> None:
    """Replay a game record exactly and print the moves in words, the position, the score
    breakdown and a hash."""
    from chocolatier.commands.errors import in_file
    from chocolatier.core import ChocolatierError, GameRecord, replay
    from chocolatier.i18n import EventRenderer
    from chocolatier.i18n.summary import summary
    from chocolatier.tui.seats import SeatPlan

    if upto is not None and upto < 0:
        fail(say("cli-moves-count", option="--at/--upto", moves=upto))
    if public and not as_snapshot:
        fail(say("cli-applies-to", option="--public", other="--snapshot"))
    game = None  # the record's, once read: a refused move's rule is worded from its rules
    try:
        record = GameRecord.load(record_path)
        game = record.game
        _check_engine_version(record, record_path)
        if upto is not None and upto > len(record.moves):
            fail(say("cli-checks-at-past-end", option="--at", at=str(upto),
                     moves=len(record.moves)))
        # each seat by its number and who sat there, worded ("Player 2 (random bot)"): seats
        # of one bot are told apart, and an old record's "You" is read as a seat, not a name
        labels = SeatPlan.from_players(record.players).labels(words())
        names = EventRenderer(words(), labels)
        lines: list[str] = []
        logged = log and not as_snapshot and not as_json
        state = replay(record, upto=upto, on_move=_logger(names, lines) if logged else None)
        if as_snapshot:
            print_json(state.snapshot(hidden=not public))
            return
    except ChocolatierError as exc:
        fail(in_file(record_path, exc, game))
    shown = record.moves if upto is None else record.moves[:upto]
    result = state.result()
    position = summary(state.view(None), names)
    if as_json:
        print_json(
            {
                "game": record.game,
                "players": record.players,
                "seed": record.seed,
                "moves": len(shown),
                "finished": state.is_terminal(),
                "to_act": list(state.to_act()),
                "state_hash": state.state_hash(),
                "result": result.to_json() if result is not None else None,
                "summary": position,
            }
        )
        return
    from rich.console import Console
    from rich.rule import Rule

    from chocolatier.tui.widgets import render_outcome

    console = Console(highlight=False)
    t = names.catalog.text
    game = names.catalog.maybe(f"game-{record.game}") or record.game
    console.print(t("cli-replay-head", game=game, players=len(record.players), seed=record.seed),
                  markup=False)
    if lines:
        console.print(Rule(t("cli-replay-log")))
        for line in lines:
            console.print(line, markup=False)
        console.print(Rule())
    console.print(t("cli-replay-moves", moves=len(shown), hash=state.state_hash()), markup=False)
    console.print(position, markup=False)
    if result is None:
        to_act = names.catalog.join([names.player(seat) for seat in state.to_act()])
        console.print(t("cli-replay-in-progress", players=to_act), markup=False)
        return
    console.print(render_outcome(result, labels, names))


def _check_engine_version(record: GameRecord, path: Path) -> None:
    """Refuse (exit 2) a record made by an engine version this one does not know: its moves
    could replay into another game without a word."""
    from chocolatier import __version__
    from chocolatier.core.record import KNOWN_ENGINE_VERSIONS

    if record.engine_version in KNOWN_ENGINE_VERSIONS:
        return
    if not record.engine_version:
        fail(say("ops-replay-no-engine", path=str(path), ours=__version__))
    fail(say("ops-replay-unknown-engine", path=str(path), version=record.engine_version,
             ours=__version__))


def _logger(names: EventRenderer, lines: list[str]) -> Callable[[int, Any, Event, State], None]:
    """What ``replay`` tells of each move, kept as lines: the move's event in words (numbered),
    then the game's own events that followed it (a station resolved, a round begun), indented."""
    seen = 0

    def on_move(number: int, entry: Any, event: Event, state: State) -> None:
        nonlocal seen
        lines.append(f"{number:>4}. {names.render(event.to_json())}")
        game_log = state.view(None).get("log", ())
        lines.extend(f"        {names.render(e)}" for e in game_log[seen:])
        seen = len(game_log)

    return on_move
