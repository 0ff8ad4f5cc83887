"""Helpers shared by the subcommands: error reporting and JSON output."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import typer


def register(app: typer.Typer) -> None:
    """This module adds no command."""


def fail(message: str, code: int = 2) -> NoReturn:
    """Print ``message`` to stderr as an error and exit with ``code``."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


def print_json(data: Any) -> None:
    """Print ``data`` as sorted, indented JSON on stdout."""
    sys.stdout.write(json.dumps(data, indent=2, sort_keys=True) + "\n")
