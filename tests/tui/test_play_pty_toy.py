"""``chocolatier play`` driven through a pseudo-terminal on the core's toy game.

The toy game ("secret sum", tests/core/toy.py): each round both seats commit 1..3 at once, then the
seat whose turn it is may ``bump`` or ``pass``. Undo works within a round.
"""

from __future__ import annotations

import json
from pathlib import Path

import pexpect

from .pty import spawn

PROMPT = r"Player 1 \(you\) > "


def test_play_by_number_and_notation_undo_hint_and_finish() -> None:
    child = spawn("play", "--game", "toy", "--bots", "random", "--seed", "3", toy=True)
    child.expect("New game of toy for 2 players, seed 3")
    child.expect(PROMPT)
    child.sendline("9")
    child.expect("There is no choice 9: type a number from 1 to 3.")
    child.expect(PROMPT)
    child.sendline("3")  # commit 3 by number
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect("Undone: 3")
    child.expect(PROMPT)
    child.sendline("=2")  # commit 2 by notation
    child.expect(PROMPT)
    child.sendline("hint")
    child.expect(r"Hint \((search|heuristic|random) bot\): \d\. (bump|pass)")
    child.expect(PROMPT)
    child.sendline("jump")
    child.expect("Not allowed: That is not one of the moves you may make now")
    child.expect(PROMPT)
    for line in ("bump", "1", "2", "pass"):
        child.sendline(line)
    child.expect("Game over")
    child.expect("Final score")
    child.expect(r"wins?!")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_save_and_resume_with_load(tmp_path: Path) -> None:
    path = tmp_path / "toy.json"
    child = spawn("play", "--game", "toy", "--bots", "random", "--seed", "4", toy=True)
    child.expect(PROMPT)
    child.sendline("2")
    child.expect(PROMPT)
    child.sendline("pass")
    child.expect(PROMPT)
    child.sendline(f"save {path}")
    child.expect("Saved 4 moves to")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect("the game is saved")
    child.expect(pexpect.EOF)
    record = json.loads(path.read_text())
    assert record["players"] == ["You", "bot:random"]

    child = spawn("play", "--load", str(path), toy=True)
    child.expect(r"Resumed[\s\S]*seed 4, 4 moves")
    child.expect(r"round: 1")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_bad_command_lines_are_refused_clearly(tmp_path: Path) -> None:
    child = spawn("play", "--game", "toy", "--seat", "5", "--bots", "random", toy=True)
    child.expect("error: there is no seat 5 in a 2-player game")
    child.expect(pexpect.EOF)
    child = spawn("play", "--load", str(tmp_path / "missing.json"), toy=True)
    child.expect("error: cannot read")
    child.expect(pexpect.EOF)


def test_ctrl_d_leaves_without_a_traceback() -> None:
    child = spawn("play", "--game", "toy", "--bots", "random", toy=True)
    child.expect(PROMPT)
    # readline may flush input typed while it sets the terminal up: repeat Ctrl-D until heard.
    for _ in range(10):
        child.sendeof()
        if child.expect(["Goodbye", pexpect.TIMEOUT], timeout=1) == 0:
            break
    child.expect(pexpect.EOF)
    assert "Traceback" not in (child.before or "")


def test_ctrl_c_leaves_without_a_traceback() -> None:
    child = spawn("play", "--game", "toy", "--bots", "random", toy=True)
    child.expect(PROMPT)
    # A Ctrl-C sent the instant the prompt is drawn was lost in a few loaded full-suite runs
    # (nothing printed, the program still at its prompt for 20 s); a person presses it again.
    for _ in range(10):
        child.sendintr()
        if child.expect(["Goodbye; the game", pexpect.TIMEOUT], timeout=5) == 0:
            break
    else:
        raise AssertionError("Ctrl-C never left the game")
    child.expect(pexpect.EOF)
    assert "Traceback" not in (child.before or "")
