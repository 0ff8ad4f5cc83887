"""The command line's messages about bad input, in one place: what a user reads when a file or
a folder they named is wrong, one line each, worded by ``cli.ftl`` in the run's language (the
reason itself comes from the reader of the file)."""

from __future__ import annotations

from pathlib import Path

import typer

from chocolatier.commands.common import say


def register(app: typer.Typer) -> None:
    """This module adds no command."""


def in_file(path: Path | str, reason: object) -> str:
    """What is wrong with the file ``path``."""
    return say("cli-in-file", path=str(path), reason=str(reason))


def invalid_record(path: Path | str, reason: object) -> str:
    """A record of a folder that cannot be read or replayed (the others are analysed)."""
    return say("cli-invalid-record", path=str(path), reason=str(reason))


def invalid_cards(reason: object) -> str:
    """Card files that fail validation (the reason names the file, card and field)."""
    return say("cli-invalid-cards", reason=str(reason))


def not_a_folder(path: Path | str) -> str:
    """A folder argument that is not one."""
    return say("cli-not-a-folder", path=str(path))


def no_records(path: Path | str) -> str:
    """A records folder without records."""
    return say("cli-no-records", path=str(path), pattern="*.json")


def one_line(message: str) -> str:
    """``message`` on one line (an engine's or a parser's reason may hold line breaks)."""
    return " ".join(message.split("\n"))
