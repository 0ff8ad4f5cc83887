"""Reading the player's input lines into commands."""

from __future__ import annotations

import pytest

from chocolatier.tui.prompt import Command, read_command


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("", Command("empty")),
        ("   ", Command("empty")),
        ("3", Command("choose", number=3)),
        (" 12 ", Command("choose", number=12)),
        ("undo", Command("undo")),
        ("U", Command("undo")),
        ("hint", Command("hint")),
        ("?", Command("help")),
        ("quit", Command("quit")),
        ("exit", Command("quit")),
        ("board", Command("board")),
        ("log", Command("log")),
        ("list", Command("list")),
        ("list  operate   T2", Command("list", "operate T2")),
        ("save game.json", Command("save", "game.json")),
        ("save", Command("error", "tui-save-needs-file", args={"save": "save"})),
        ("take  parts 2", Command("notation", "take parts 2")),
        ("=3", Command("notation", "3")),
        ("= undo", Command("notation", "undo")),
        ("=", Command("error", "tui-nothing-after-equals")),
        # A command word followed by more words is not that command: read it as notation.
        ("hint me", Command("notation", "hint me")),
    ],
)
def test_read_command(line: str, expected: Command) -> None:
    assert read_command(line) == expected
