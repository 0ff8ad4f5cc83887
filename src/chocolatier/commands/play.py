"""``chocolatier play``: play a game in the terminal, humans (hot-seat) against bots."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer

from chocolatier.commands.common import fail

# A position is a few KB (with replaced cards, a few hundred): far below this.
MAX_SNAPSHOT_BYTES = 4 * 1024 * 1024


def register(app: typer.Typer) -> None:
    """Add the ``play`` command."""
    app.command("play")(play_command)


def play_command(
    game: str = typer.Option("factory", "--game", help="factory or chocolatl."),
    players: int | None = typer.Option(
        None, "--players", "-n", help="Number of seats (default: the game's smallest table, 2+)."
    ),
    seat: str = typer.Option(
        "0", "--seat", help="Your seat(s), numbered from 0, comma-separated for hot-seat: 0,2."
    ),
    bots: str = typer.Option(
        "heuristic",
        "--bots",
        help="Bots for the other seats in seat order (one name fills them all): heuristic,search.",
    ),
    seed: int | None = typer.Option(None, "--seed", help="Seed of the game (random if omitted)."),
    option: list[str] = typer.Option(
        [], "--option", "-o", help="A rule option KEY=VALUE (repeatable; VALUE read as JSON)."
    ),
    names: str = typer.Option("", "--names", help="Names of the humans, comma-separated."),
    load: Path | None = typer.Option(
        None, "--load", help="Resume a saved record (its bots are named bot:SPEC in it)."
    ),
    start_from: Path | None = typer.Option(
        None, "--from", help="Play on from a position snapshot (chocolatier replay --snapshot)."
    ),
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
                f"Resumed [bold]{load}[/]: {record.game}, {record.num_players} players, "
                f"seed {record.seed}, {len(record.moves)} moves.",
                soft_wrap=True,  # a long path must not be broken into lines
            )
        else:
            snapshot = None
            if start_from is not None:
                if load is not None or option:
                    fail("--from starts from a snapshot: not with --load or --option (the "
                         "snapshot carries its options)")
                snapshot = _read_snapshot(start_from)
                game, snap_players = snapshot.get("game"), snapshot.get("players")
                if not isinstance(game, str) or not isinstance(snap_players, int):
                    fail(f"{start_from}: not a snapshot (no game and players)")
                if players is not None and players != snap_players:
                    fail(f"the snapshot is for {snap_players} players, not {players}")
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
            match = Match.new(game, players, chosen_seed, _options(option), plan.names(),
                              snapshot=snapshot)
            begun = f"Game of [bold]{game}[/] from {start_from}" if start_from is not None \
                else f"New game of [bold]{game}[/]"
            console.print(
                f"{begun} for {players} players, seed {chosen_seed} "
                "(type `help` for the commands).",
                soft_wrap=True,  # a long path must not be broken into lines
            )
        session = PlaySession(match, plan, console, console.input)
    except (ChocolatierError, SeatError, ValueError) as exc:
        fail(str(exc))
    _enable_line_editing()
    session.run()


def _read_snapshot(path: Path) -> dict[str, Any]:
    """A snapshot file's JSON (checked as a position when the game starts)."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_SNAPSHOT_BYTES + 1)
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror}")
    if len(data) > MAX_SNAPSHOT_BYTES:
        fail(f"{path}: a snapshot is at most {MAX_SNAPSHOT_BYTES // 2**20} MB")
    try:
        snapshot = json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        fail(f"{path}: not valid JSON: {exc}")
    if not isinstance(snapshot, dict):
        fail(f"{path}: a snapshot is a JSON object")
    return snapshot


def _options(items: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            fail(f"--option takes KEY=VALUE, not {item!r}")
        try:
            options[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            options[key.strip()] = value
    return options


def _enable_line_editing() -> None:
    """Arrow keys and history at the prompt, where the platform has readline."""
    try:
        import readline  # noqa: F401  (importing it is what turns line editing on)
    except ImportError:
        return
