"""The command line's messages about bad input, in one place: what a user reads when a file or
a folder they named is wrong (one line each, to be routed through the translation catalogs)."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    """This module adds no command."""


def in_file(path: Path | str, reason: object) -> str:
    """What is wrong with the file ``path``."""
    return f"{path}: {reason}"


def invalid_record(path: Path | str, reason: object) -> str:
    """A record of a folder that cannot be read or replayed (the others are analysed)."""
    return f"invalid record {path}: {reason}"


def invalid_cards(reason: object) -> str:
    """Card files that fail validation (the reason names the file, card and field)."""
    return f"invalid card data: {reason}"


def not_a_folder(path: Path | str) -> str:
    """A folder argument that is not one."""
    return f"{path} is not a folder"


def no_records(path: Path | str) -> str:
    """A records folder without records."""
    return f"no *.json records in {path}"


def one_line(message: str) -> str:
    """``message`` on one line (an engine's or a parser's reason may hold line breaks)."""
    return " ".join(message.split("\n"))
