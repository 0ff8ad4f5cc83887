"""``chocolatier play`` on Chocolate Factory, driven through a pseudo-terminal like a person would:
choices by number and by notation, an illegal choice explained, undo within a shift, a hint,
save, quit and resume with ``--load``, and a whole game to the final score table."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pexpect

from .pty import spawn

PROMPT = r"Player 1 \(you\) > "
SEED = "3"


def start(*extra: str) -> pexpect.spawn:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", SEED, *extra)
    child.expect(PROMPT)
    return child


def answer_until(child: pexpect.spawn, wanted: str, answer: str = "1", limit: int = 200) -> str:
    """Answer ``answer`` at each prompt until the screen before a prompt shows ``wanted``."""
    for _ in range(limit):
        screen = child.before or ""
        if re.search(wanted, screen):
            return screen
        child.sendline(answer)
        child.expect(PROMPT)
    raise AssertionError(f"never saw {wanted!r}")


def test_draft_by_number_and_notation_with_illegal_choices_explained() -> None:
    child = start()
    assert "Monday (day 1 of 6)" in (child.before or "")
    child.sendline("fly away")
    child.expect(r"Cannot read “fly away”: unknown verb “fly”")
    child.expect(PROMPT)
    child.sendline("run T1")
    child.expect(r"Not allowed: It is Grow & Recruit now; choose one of this phase's moves")
    child.expect(r"§4\.2 Grow & Recruit")
    child.expect(PROMPT)
    child.sendline("99")
    child.expect("There is no choice 99")
    child.expect(PROMPT)
    child.sendline("1")  # the first card of the first packet: a part
    child.expect("choose a slot for the new part")
    child.expect(PROMPT)
    child.sendline("place b4")  # notation, in any case
    child.expect(r"B4 \S")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect("not saved")
    child.expect(pexpect.EOF)


def test_undo_within_a_shift_and_a_hint() -> None:
    child = start()
    answer_until(child, r"Run Factory[\s\S]*run T1")
    child.sendline("run T1")
    child.expect(PROMPT)
    assert "✓used" in (child.before or "")
    child.sendline("undo")
    child.expect("Undone: run T1")
    child.expect(PROMPT)
    assert "✓used" not in (child.before or "")
    child.sendline("hint")
    child.expect(r"Hint \((search|heuristic|random) bot\): \d+\. ")
    child.expect(PROMPT)
    # After the shift ends, its actions can no longer be taken back.
    child.sendline("shift done")
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect("Nothing to undo")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_save_quit_and_resume(tmp_path: Path) -> None:
    path = tmp_path / "monday.json"
    child = start()
    answer_until(child, r"Run Factory")
    child.sendline(f"save {path}")
    child.expect(r"Saved (\d+) moves to")
    saved = int(child.match.group(1))
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect("the game is saved")
    child.expect(pexpect.EOF)
    record = json.loads(path.read_text())
    assert record["players"] == ["You", "bot:random"]
    assert len(record["moves"]) == saved and record["seed"] == int(SEED)

    child = spawn("play", "--load", str(path))
    child.expect(rf"Resumed[\s\S]*Chocolate Factory, 2 players, seed {SEED}, {saved} moves")
    child.expect(PROMPT)
    assert "Run Factory" in (child.before or "")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_whole_game_to_the_final_score() -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", SEED, timeout=60)
    for _ in range(600):
        if child.expect([PROMPT, "Game over"]) == 1:
            break
        child.sendline("1")
    else:
        raise AssertionError("the game did not end")
    child.expect("Final score")
    for category in ("Corner Shop orders", "diversity", "Leftover coal", "total"):
        child.expect(category)
    child.expect(r"wins!")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
