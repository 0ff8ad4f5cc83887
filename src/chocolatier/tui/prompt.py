"""What a player may type at the prompt, read into a :class:`Command`.

A number picks an action from the numbered list, a recognised command word (``undo``, ``hint``,
``save FILE``, ``help``, ``quit``, ``list [WORD]``, ``board``, ``log``, ``rules [SECTION]``) does
what it says, and
anything else is read as an action in the game's notation. A leading ``=`` forces notation, for a
notation that is a number or starts with a command word.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from rich.text import Text

if TYPE_CHECKING:
    from chocolatier.i18n import Catalog

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
    "rules",
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
    "rules": "rules",
}

#: The commands the help lists, with their short spellings and what they take.
_HELP: tuple[tuple[Kind, str, str], ...] = (
    ("undo", "u", ""),
    ("hint", "h", ""),
    ("list", "l", "tui-arg-word"),
    ("board", "b", ""),
    ("log", "", ""),
    ("save", "", "tui-arg-file"),
    ("rules", "", "tui-arg-section"),
    ("help", "?", ""),
    ("quit", "q", ""),
)


def help_text(catalog: Catalog, game: str = "factory") -> Text:
    """What may be typed, in the player's language (each command as that language writes it;
    the English words and the short letters are always understood too); ``rules`` points to
    ``chocolatier rules GAME`` as well."""
    t = catalog.text
    text = Text()
    text.append(t("tui-help-choose-title"), style="bold")
    text.append(" " + t("tui-help-choose") + "\n\n")
    text.append(t("tui-help-commands"), style="bold")
    for kind, short, arg in _HELP:
        usage = t(f"tui-cmd-{kind}") + (f" [{t(arg)}]" if kind == "rules" else
                                         " " + t(arg) if arg else "")
        usage += f" ({short})" if short else ""
        text.append("\n  ")
        text.append(f"{usage:<20}", style="bold")
        text.append(t(f"tui-help-{kind}", load="--load", file=t("tui-arg-file"),
                      command=f"chocolatier rules {game}"))
    return text


def command_words(catalog: Catalog | None) -> dict[str, Kind]:
    """The command words understood: the English ones and the language's own."""
    if catalog is None:
        return WORDS
    own = {catalog.text(f"tui-cmd-{kind}").lower(): kind for kind, _short, _arg in _HELP}
    return {**own, **WORDS}


@dataclass(frozen=True)
class Command:
    """One line of input: its ``kind``, a ``number`` (``choose``) and the rest as ``text``
    (for an ``error``, the id of the catalog message that explains it, with its ``args``)."""

    kind: Kind
    text: str = ""
    number: int = 0
    args: dict[str, str] = field(default_factory=dict)


def read_command(line: str, catalog: Catalog | None = None) -> Command:
    """Read one input line (command words in English or in the language of ``catalog``)."""
    text = " ".join(line.split())
    if not text:
        return Command("empty")
    if text.startswith("="):
        rest = text[1:].strip()
        return Command("notation", rest) if rest else Command("error", "tui-nothing-after-equals")
    if text.isdigit():
        return Command("choose", number=int(text))
    word, _, rest = text.partition(" ")
    kind = command_words(catalog).get(word.lower())
    if kind is None:
        return Command("notation", text)
    if kind == "save" and not rest:
        save = catalog.text("tui-cmd-save") if catalog else "save"
        return Command("error", "tui-save-needs-file", args={"save": save})
    if kind not in ("save", "list", "rules") and rest:
        # "undo 3" or "hint me" are not commands; perhaps notation that starts with the word.
        return Command("notation", text)
    return Command(kind, rest)
