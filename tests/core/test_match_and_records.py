"""Match, records and replay on a toy game: the record is the game."""

import json
from pathlib import Path

import pytest

from chocolatier.core import GameRecord, IllegalActionError, Match, RecordError, replay


def play(match: Match, moves: list[tuple[int, str]]) -> None:
    for seat, text in moves:
        match.push_notation(seat, text)


FULL = [
    (0, "2"),
    (1, "3"),
    (0, "bump"),
    (1, "1"),
    (0, "1"),
    (1, "pass"),
    (0, "3"),
    (1, "3"),
    (0, "pass"),
]


def test_record_round_trip_replays_exactly(tmp_path: Path) -> None:
    match = Match.new("toy", 2, seed=5, players=["Ann", "Bob"])
    play(match, FULL)
    assert match.state.is_terminal()
    record = match.record()
    path = tmp_path / "game.json"
    record.save(path)
    loaded = GameRecord.load(path)
    assert loaded == record
    assert replay(loaded).state_hash() == match.state.state_hash()
    assert json.loads(path.read_text())["result"]["winners"] == [0, 1]


def test_simultaneous_commitments_resolve_when_all_are_in() -> None:
    match = Match.new("toy", 2, seed=1)
    match.push_notation(1, "3")
    assert match.state.to_act() == (0,)
    assert match.state.view(0)["committed"] == [False, True]
    assert match.state.view(0)["mine"] is None
    match.push_notation(0, "1")
    assert match.state.view(None)["totals"] == [1, 3]


def test_illegal_move_leaves_match_unchanged() -> None:
    match = Match.new("toy", 2, seed=1)
    before = match.state.state_hash()
    with pytest.raises(IllegalActionError) as info:
        match.push_notation(0, "7")
    assert info.value.rule == "toy rule 1" and info.value.code == "bad-move"
    with pytest.raises(IllegalActionError) as info:
        match.push_notation(0, "bump")
    assert match.state.state_hash() == before and match.log == []


def test_undo_within_scope_only() -> None:
    match = Match.new("toy", 2, seed=1)
    play(match, [(0, "2"), (1, "3")])
    # seat 1 committed in round 0; round still 0 while seat 0 decides to bump
    assert match.can_undo(1)
    match.push_notation(0, "pass")  # round advances: the scope of earlier moves is gone
    assert not match.can_undo(0) and not match.can_undo(1)
    with pytest.raises(IllegalActionError):
        match.undo(0)


def test_undo_replays_without_the_move() -> None:
    match = Match.new("toy", 2, seed=1)
    play(match, [(0, "2")])
    removed = match.undo(0)
    assert removed.move == "2" and match.log == []
    assert match.state.state_hash() == Match.new("toy", 2, seed=1).state.state_hash()


def test_undo_of_a_commitment_reopens_the_simultaneous_step() -> None:
    match = Match.new("toy", 2, seed=1)
    play(match, [(0, "2"), (1, "3")])
    assert match.state.to_act() == (0,)  # the bump decision
    match.undo(0)  # seat 0 takes back its commitment, made before seat 1's
    assert match.state.to_act() == (0,)
    assert match.state.view(None)["committed"] == [False, True]
    assert [m.move for m in match.log] == ["3"]


def test_bad_record_names_move_number_and_rule() -> None:
    record = Match.new("toy", 2, seed=1).record()
    record.moves = [m for m in Match.new("toy", 2, seed=1).record().moves]
    from chocolatier.core import MoveEntry

    record.moves = [MoveEntry(0, "2"), MoveEntry(1, "3"), MoveEntry(0, "9")]
    with pytest.raises(RecordError) as info:
        replay(record)
    assert info.value.move_number == 3 and info.value.move_text == "9"
    assert "toy rule 1" in str(info.value)


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json", "not valid JSON"),
        ("[]", "must be a JSON object"),
        ('{"game": "toy", "players": ["a","b"], "seed": "x", "moves": []}', "'seed'"),
        ('{"game": "toy", "players": ["a","b"], "seed": 1, "moves": [3]}', "move 1"),
        ('{"game": "nope", "players": ["a","b"], "seed": 1, "moves": []}', "unknown-game"),
        ('{"game": "toy", "players": ["a"], "seed": 1, "moves": []}', "bad-players"),
    ],
)
def test_malformed_records_are_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(RecordError) as info:
        replay(GameRecord.loads(text))
    assert message in str(info.value)


def test_result_mismatch_is_detected() -> None:
    match = Match.new("toy", 2, seed=5)
    play(match, FULL)
    record = match.record()
    assert record.result is not None
    record.result["scores"] = [0, 0]
    with pytest.raises(RecordError, match="differ"):
        replay(record)


def test_from_record_continues_the_game() -> None:
    match = Match.new("toy", 2, seed=5)
    play(match, FULL[:4])
    resumed = Match.from_record(match.record())
    play(resumed, FULL[4:])
    play(match, FULL[4:])
    assert resumed.state.state_hash() == match.state.state_hash()
