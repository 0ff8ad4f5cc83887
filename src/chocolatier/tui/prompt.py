"""What a player may type at the prompt, read into a :class:`Command`.

A number picks an action from the numbered list, a recognised command word (``undo``, ``hint``,
``save FILE``, ``help``, ``quit``, ``list [WORD]``, ``board``, ``log``) does what it says, and
anything else is read as an action in the game's notation. A leading ``=`` forces notation, for a
notation that is a number or starts with a command word.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal[
    "empty",
    "choose",
    "notation",
    "undo",
    "hint",
    "save",
    "help",
    "quit",
    "list",
    "board",
    "log",
    "error",
]

#: Command words and their kinds (several spellings for the common ones).
WORDS: dict[str, Kind] = {
    "undo": "undo",
    "u": "undo",
    "hint": "hint",
    "h": "hint",
    "save": "save",
    "help": "help",
    "?": "help",
    "quit": "quit",
    "exit": "quit",
    "q": "quit",
    "list": "list",
    "l": "list",
    "board": "board",
    "b": "board",
    "log": "log",
}

HELP = """\
[bold]Choose an action[/] by its number in the list, or type it in the game's notation
(for example the notation shown beside it). A leading [bold]=[/] forces notation.

[bold]Commands[/]
  [bold]undo[/] (u)          take back your last action (only within the current shift/step)
  [bold]hint[/] (h)          what the strongest bot would do here
  [bold]list[/] [WORD] (l)   show the legal actions again (only those containing WORD)
  [bold]board[/] (b)         show the board again
  [bold]log[/]               the last moves of the game
  [bold]save[/] FILE         write the game record (JSON); resume with [bold]--load FILE[/]
  [bold]help[/] (?)          this text
  [bold]quit[/] (q)          leave the game (save first if you want to resume)"""


@dataclass(frozen=True)
class Command:
    """One line of input: its ``kind``, a ``number`` (``choose``) and the rest as ``text``."""

    kind: Kind
    text: str = ""
    number: int = 0


def read_command(line: str) -> Command:
    """Read one input line."""
    text = " ".join(line.split())
    if not text:
        return Command("empty")
    if text.startswith("="):
        rest = text[1:].strip()
        return Command("notation", rest) if rest else Command("error", "nothing after '='")
    if text.isdigit():
        return Command("choose", number=int(text))
    word, _, rest = text.partition(" ")
    kind = WORDS.get(word.lower())
    if kind is None:
        return Command("notation", text)
    if kind == "save" and not rest:
        return Command("error", "save needs a file name: save FILE")
    if kind not in ("save", "list") and rest:
        # "undo 3" or "hint me" are not commands; perhaps notation that starts with the word.
        return Command("notation", text)
    return Command(kind, rest)
