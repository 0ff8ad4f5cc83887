"""The play loop driven in-process on the core's toy game ("secret sum", see tests/core/toy.py).

Each round both seats commit 1..3 at once (a simultaneous, hidden step), then the seat whose turn
it is (round 0: seat 0, round 1: seat 1, ...) may ``bump`` or ``pass``; undo scope is the round.
"""

from __future__ import annotations

import json
from pathlib import Path

from chocolatier.core import GameRecord, Match
from chocolatier.tui.session import _runs

from .conftest import SessionFactory


def test_a_whole_game_by_number_and_by_notation(make_session: SessionFactory) -> None:
    # round 0: commit 3, bump; round 1: commit 2 (the bot bumps); round 2: commit 1, pass.
    session, script, console = make_session(["3", "bump", "=2", "1", "2"])
    assert session.run() is True
    assert script.lines == []
    moves = [(m.seat, m.move) for m in session.match.record().moves if m.seat == 0]
    assert moves == [(0, "3"), (0, "bump"), (0, "2"), (0, "1"), (0, "pass")]
    text = console.export_text()
    assert "Game over" in text and "Final score" in text and "★" in text and "wins!" in text


def test_bad_input_is_explained_and_changes_nothing(make_session: SessionFactory) -> None:
    session, _, console = make_session(["7", "fly", "save", "quit"])
    assert session.run() is False
    text = console.export_text()
    assert "There is no choice 7: type a number from 1 to 3." in text
    assert ("Not allowed: That is not one of the moves you may make now "
            "(rule toy rule 1)") in text
    assert "save needs a file name" in text
    assert [m.seat for m in session.match.log] == [1]  # only the bot's commitment


def test_undo_within_the_round_only(make_session: SessionFactory) -> None:
    # Commit 2, undo it, commit 3, bump (round 1 starts), then undo is refused: new scope.
    session, _, console = make_session(["2", "undo", "3", "bump", "undo", "quit"])
    session.run()
    text = console.export_text()
    assert "Undone: 2" in text
    assert "Nothing to undo" in text
    assert [m.move for m in session.match.log if m.seat == 0] == ["3", "bump"]


def test_hint_names_a_legal_action_and_plays_nothing(make_session: SessionFactory) -> None:
    session, _, console = make_session(["hint", "quit"])
    session.run()
    hint = next(line for line in console.export_text().splitlines() if line.startswith("Hint"))
    assert "bot)" in hint
    assert any(f"{n}. {n}" in hint for n in ("1", "2", "3"))
    assert [m.seat for m in session.match.log] == [1]  # only the bot's commitment


def test_a_bot_secret_choice_is_not_shown(make_session: SessionFactory) -> None:
    session, _, console = make_session(["quit"])
    session.run()
    text = console.export_text()
    bot_move = session.match.log[0]
    assert bot_move.seat == 1
    assert "Player 2 (random bot) has made a secret choice" in text
    assert f"Player 2 (random bot) {bot_move.move}" not in text


def test_save_then_resume_from_the_record(make_session: SessionFactory, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session, _, console = make_session(["2", "pass", f"save {path}", "quit"])
    session.run()
    text = console.export_text()
    assert f"Saved 4 moves to {path}" in text.replace("\n", "")
    assert "the game is saved" in text
    data = json.loads(path.read_text())
    assert data["players"] == ["You", "bot:random"] and len(data["moves"]) == 4
    resumed = Match.from_record(GameRecord.load(path))
    again, _, _ = make_session(["1", "pass", "3", "bump"], match=resumed)
    assert again.run() is True
    assert again.match.state.is_terminal()
    assert len(again.match.log) == 4 + 5


def test_quit_without_saving_says_so(make_session: SessionFactory) -> None:
    session, _, console = make_session([])  # end of input, as with Ctrl-D
    assert session.run() is False
    assert "was not saved since its last move" in console.export_text()


def test_hot_seat_hands_over_and_hides_the_other_humans_choice(
    make_session: SessionFactory,
) -> None:
    session, script, console = make_session(["", "3", "", "1", "quit"], humans=(0, 1), bots=())
    session.run()
    assert script.prompts[0] == "Pass the keyboard to Player 1, then press Enter "
    assert script.prompts[2] == "Pass the keyboard to Player 2, then press Enter "
    text = console.export_text()
    after_handover = text[text.index("Player 2's turn") :]
    assert "Player 1 has made a secret choice" in after_handover
    assert "Player 1 3" not in text


def test_log_and_board_and_help_do_not_play(make_session: SessionFactory) -> None:
    session, _, console = make_session(["log", "board", "help", "list 2", "list 9", "quit"])
    session.run()
    text = console.export_text()
    assert "Player 2 (random bot) has made a secret choice" in text
    assert "Commands" in text and "save FILE" in text
    assert "No legal action mentions “9”." in text
    assert len(session.match.log) == 1


def test_runs_of_secret_choices_are_counted() -> None:
    assert _runs(["a", "a", "b", "a"]) == [("a", 2), ("b", 1), ("a", 1)]
    assert _runs([]) == []
