"""Helpers shared by the subcommands: error reporting and JSON output."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import typer


def register(app: typer.Typer) -> None:
    """This module adds no command."""


def fail(message: str, code: int = 2) -> NoReturn:
    """Print ``message`` to stderr as a one-line error and exit with ``code``."""
    from chocolatier.commands.errors import one_line

    typer.echo(f"error: {one_line(message)}", err=True)
    raise typer.Exit(code)


def print_json(data: Any) -> None:
    """Print ``data`` as sorted, indented JSON on stdout."""
    sys.stdout.write(json.dumps(data, indent=2, sort_keys=True) + "\n")


def with_card_overrides(options: dict[str, Any], cards: Any, game: str) -> dict[str, Any]:
    """``options`` plus the cards read from the folder ``cards`` (``--cards DIR``), embedded as
    the ``card_overrides`` option so that saved records carry them and replay anywhere."""
    if cards is None:
        return options
    if game != "factory":
        fail("--cards applies to Chocolate Factory only")
    from chocolatier.core.errors import CardDataError
    from chocolatier.factory.cards import load_card_set, read_override_dir

    try:
        overrides = read_override_dir(cards)
        load_card_set(overrides, origin=str(cards))  # a clear error before any game starts
    except CardDataError as exc:
        from chocolatier.commands.errors import invalid_cards

        fail(invalid_cards(exc))
    return {**options, "card_overrides": overrides}
