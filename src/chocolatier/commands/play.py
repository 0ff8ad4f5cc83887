"""``chocolatier play``: play a game in the terminal, humans (hot-seat) against bots."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import (
    LANG_OPTION,
    fail,
    say,
    seed_number,
    with_card_overrides,
    words,
)

# A position is a few KB (with replaced cards, a few hundred): far below this.
MAX_SNAPSHOT_BYTES = 4 * 1024 * 1024


def register(app: typer.Typer) -> None:
    """Add the ``play`` command."""
    app.command("play")(play_command)


def play_command(
    game: str = typer.Option("factory", "--game"),
    players: int | None = typer.Option(None, "--players", "-n"),
    seat: str = typer.Option("0", "--seat"),
    bots: str = typer.Option("heuristic", "--bots"),
    seed: int | None = typer.Option(None, "--seed", parser=seed_number),
    option: list[str] = typer.Option([], "--option", "-o"),
    names: str = typer.Option("", "--names"),
    load: Path | None = typer.Option(None, "--load"),
    start_from: Path | None = typer.Option(None, "--from"),
    cards: Path | None = typer.Option(None, "--cards", metavar="DIR"),
    lang: str = LANG_OPTION,
) -> None:
    """Play in the terminal: choose actions by number or notation; `help` lists the commands."""
    import secrets

    from rich.console import Console

    from chocolatier.core import ChocolatierError, GameRecord, Match, get_game
    from chocolatier.tui.seats import SeatError, SeatPlan, parse_seats
    from chocolatier.tui.session import PlaySession

    console = Console(highlight=False)
    try:
        if load is not None:
            record = GameRecord.load(load)
            match = Match.from_record(record)
            plan = SeatPlan.from_players(record.players)
            console.print(
                say("cli-play-resumed", path=str(load), game=_game_name(record.game),
                    players=record.num_players, seed=record.seed, moves=len(record.moves)),
                soft_wrap=True,  # a long path must not be broken into lines
                markup=False,
            )
        else:
            snapshot = None
            if start_from is not None:
                if load is not None or option:
                    fail(say("cli-play-from-alone", option="--from",
                             others=words().join(["--load", "--option"], "or")))
                snapshot = _read_snapshot(start_from)
                snap_game, snap_players = snapshot.get("game"), snapshot.get("players")
                if not isinstance(snap_game, str) or not isinstance(snap_players, int):
                    fail(say("cli-not-a-snapshot", path=str(start_from)))
                game = snap_game
                if players is not None and players != snap_players:
                    fail(say("cli-snapshot-players", players=snap_players, asked=players))
                players = snap_players
            if players is None:
                players = max(2, get_game(game).min_players)
            plan = SeatPlan.build(
                players,
                parse_seats(seat),
                bots.split(","),
                [n.strip() for n in names.split(",")] if names.strip() else (),
            )
            chosen_seed = seed if seed is not None else secrets.randbelow(1_000_000)
            options = with_card_overrides(_options(option), cards, game)
            match = Match.new(game, players, chosen_seed, options, plan.names(),
                              snapshot=snapshot)
            began = {"path": str(start_from)} if start_from is not None else {}
            console.print(
                say("cli-play-from" if began else "cli-play-new", game=_game_name(game),
                    players=players, seed=chosen_seed, help=say("tui-cmd-help"), **began),
                soft_wrap=True,  # a long path must not be broken into lines
                markup=False,
            )
        session = PlaySession(match, plan, console, console.input, lang)
    except SeatError as exc:
        fail(exc.words(words()))
    except (ChocolatierError, ValueError) as exc:
        fail(exc)
    _enable_line_editing()
    session.run()


def _read_snapshot(path: Path) -> dict[str, Any]:
    """A snapshot file's JSON (checked as a position when the game starts)."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_SNAPSHOT_BYTES + 1)
    except OSError as exc:
        fail(say("cli-cannot-read", path=str(path), reason=exc.strerror or str(exc)))
    if len(data) > MAX_SNAPSHOT_BYTES:
        fail(say("cli-snapshot-too-large", path=str(path), mb=MAX_SNAPSHOT_BYTES // 2**20))
    try:
        snapshot = json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        fail(say("cli-not-json", path=str(path), reason=str(exc)))
    if not isinstance(snapshot, dict):
        fail(say("cli-not-a-snapshot", path=str(path)))
    return snapshot


def _options(items: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            fail(say("cli-option-format", option="--option", text=item))
        try:
            options[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            options[key.strip()] = value
    return options


def _game_name(game: str) -> str:
    """A game's name in the run's language (its id when the catalog has none)."""
    return words().maybe(f"game-{game}") or game


def _enable_line_editing() -> None:
    """Arrow keys and history at the prompt, where the platform has readline."""
    try:
        import readline  # noqa: F401  (importing it is what turns line editing on)
    except ImportError:
        return
