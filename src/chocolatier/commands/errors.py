"""The command line's messages about bad input, in one place: what a user reads when a file or
a folder they named is wrong, one line each, worded by ``cli.ftl`` in the run's language (the
reason itself comes from the reader of the file)."""

from __future__ import annotations

from pathlib import Path

import typer

from chocolatier.commands.common import say, words


def register(app: typer.Typer) -> None:
    """This module adds no command."""


def in_file(path: Path | str, reason: object, game: str | None = None) -> str:
    """What is wrong with the file ``path`` (an error the catalogs word is worded, its rule
    from ``game``'s rules reference)."""
    return say("cli-in-file", path=str(path), reason=one_line(_words(reason, game)))


def invalid_record(path: Path | str, reason: object) -> str:
    """A record of a folder that cannot be read or replayed (the others are analysed)."""
    return say("cli-invalid-record", path=str(path), reason=one_line(_words(reason)))


def _words(reason: object, game: str | None = None) -> str:
    if isinstance(reason, BaseException):
        from chocolatier.i18n import error_words

        return error_words(reason, words(), game)
    return str(reason)


def invalid_cards(reason: object) -> str:
    """Card files that fail validation (the reason names the file, card and field)."""
    return say("cli-invalid-cards", reason=one_line(str(reason)))


def not_a_folder(path: Path | str) -> str:
    """A folder argument that is not one."""
    return say("cli-not-a-folder", path=str(path))


def no_records(path: Path | str) -> str:
    """A records folder without records."""
    return say("cli-no-records", path=str(path), pattern="*.json")


#: The longest message shown whole; the catalogs take at most 2500 characters in a placeable.
LONGEST = 2000


def one_line(message: str) -> str:
    """``message`` on one line (an engine's or a parser's reason may hold line breaks), its
    middle cut when it is very long (a record's garbage move of thousands of characters)."""
    line = " ".join(message.split("\n"))
    if len(line) > LONGEST:
        half = LONGEST // 2
        line = f"{line[:half]} … {line[-half:]}"
    return line
