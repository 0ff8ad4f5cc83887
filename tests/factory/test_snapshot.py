"""Position snapshots of Chocolate Factory (``docs/snapshots.md``): round trips along random
games of every player count (with and without the hidden parts), precise refusals of malformed
fields and of positions that break an invariant, records and commands that start from one."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core import GameRecord, Match, Rng, SnapshotError, new_game, replay
from chocolatier.factory.game import FactoryGame
from chocolatier.factory.state import FactoryState

GAME = FactoryGame()


def random_game(players: int, seed: int, options: dict[str, Any]) -> list[FactoryState]:
    """Every position of a random game (clones), start to end."""
    state = new_game("factory", players, seed, options)
    assert isinstance(state, FactoryState)
    rng = Rng(seed + 50)
    positions = [state.clone()]
    while not state.is_terminal():
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        positions.append(state.clone())
    return positions


@pytest.mark.parametrize(("players", "seed", "options"), [
    (1, 3, {"extra_demands": 2}),
    (2, 5, {"store_sides": "random"}),
    (3, 8, {"mode": "simultaneous"}),
    (4, 13, {"run": "simultaneous", "store_sides": "B", "start_player": 2}),
])
def test_round_trip_along_random_games(players: int, seed: int, options: dict[str, Any]) -> None:
    """from_snapshot(s.snapshot()) is s (same hash, same legal moves); a public snapshot loads
    with a seed into a position whose public snapshot is the same."""
    for state in random_game(players, seed, options):
        snap = json.loads(json.dumps(state.snapshot()))
        back = GAME.from_snapshot(snap)
        assert back.state_hash() == state.state_hash()
        assert back.snapshot() == snap
        for seat in state.to_act():
            assert back.legal_actions(seat) == state.legal_actions(seat)
        public = state.snapshot(hidden=False)
        assert "rng" not in public["position"] and "bottoms" not in public["position"]["decks"]
        drawn = GAME.from_snapshot(public, seed=7)
        assert drawn.snapshot(hidden=False) == public
        assert drawn.view(None) == state.view(None)


def test_a_public_snapshot_draws_its_hidden_parts_from_the_seed() -> None:
    state = new_game("factory", 2, 4)
    public = state.snapshot(hidden=False)
    assert public["position"]["decks"]["parts_a"] == sorted(public["position"]["decks"]["parts_a"])
    with pytest.raises(SnapshotError, match="give a seed"):
        GAME.from_snapshot(public)
    one, same, other = (GAME.from_snapshot(public, seed=s) for s in (1, 1, 2))
    assert one.state_hash() == same.state_hash() != other.state_hash()


def test_snapshot_is_readable() -> None:
    """Cards by id, chocolates by kind, slots by name, days from 1."""
    state = random_game(2, 5, {})[120]
    position = state.snapshot()["position"]
    assert position["day_name"] in ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                                    "Saturday")
    seat = position["seats"][0]
    assert set(seat["slots"]) <= {"T1", "T2", "T3", "T4", "B1", "B2", "B3", "B4"}
    assert new_game("factory", 2, 5).snapshot()["position"]["seats"][0]["slots"] == {
        "T1": "roaster", "T2": "upgrader", "T3": "chute"}
    assert set(seat["store_room"]) <= {"bean", "cocoa", "chunk", "finger", "caramel", "nut",
                                       "boxed"}
    assert set(position["stores"]) == {"palace", "fresh", "salter", "house", "dunstan"}


def edited(snap: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(snap)
    *keys, last = path.split(".")
    node: Any = out
    for key in keys:
        node = node[int(key)] if key.isdigit() else node[key]
    if last.isdigit():
        node[int(last)] = value
    else:
        node[last] = value
    return out


BASE = random_game(2, 9, {})[80].snapshot()
DECK_B = BASE["position"]["decks"]["parts_b"]


@pytest.mark.parametrize(("path", "value", "field", "reason"), [
    ("version", 2, "version", "version 2 is not supported"),
    ("format", "fen", "format", "not a chocolatier snapshot"),
    ("position.seats.0.coal", "lots", "position.seats[0].coal", "expected `int`"),
    ("position.seats.0.coal", -1, "position.seats[0].coal", "cannot be negative"),
    ("position.seats.1.slots", {"B1": "Z99"}, "position.seats[1].slots.B1", "no part 'Z99'"),
    ("position.seats.1.slots", {"X9": "A01"}, "position.seats[1].slots", "unknown slot"),
    ("position.seats.0.store_room", {"toffee": 1}, "position.seats[0].store_room.toffee",
     "unknown chocolate"),
    ("position.day", 9, "position.day", "not 1..6"),
    ("position.phase", "lunch", "position.phase", "unknown phase"),
    ("position.start_player", 5, "position.start_player", "no seat 5"),
    ("position.seats.0.pending", {"type": "dance"}, "position.seats[0].pending.type",
     "unknown decision type"),
    ("options.run", "sometimes", "options.run", "invalid enum value"),
])
def test_malformed_fields_are_named(path: str, value: Any, field: str, reason: str) -> None:
    with pytest.raises(SnapshotError) as err:
        GAME.from_snapshot(edited(BASE, path, value))
    assert err.value.field == field
    assert reason in str(err.value)


@pytest.mark.parametrize(("path", "value", "reason"), [
    ("position.decks.parts_b", [*DECK_B, DECK_B[0]], f"part {DECK_B[0]} is in 2 places"),
    ("position.stores.palace.markers", [12, 0], "seat 0 is at 12 on palace"),
    ("position.seats.0.tiles", [{}, {}, {}], "3 tiles; the channel holds 4"),
    ("position.seats.1.completed", [BASE["position"]["seats"][0]["orders"][0][0]],
     "is in 2 places"),
])
def test_broken_invariants_are_refused_with_the_reason(path: str, value: Any,
                                                       reason: str) -> None:
    with pytest.raises(SnapshotError) as err:
        GAME.from_snapshot(edited(BASE, path, value))
    assert reason in str(err.value)


def test_solo_snapshot_keeps_the_face_down_demands_hidden_on_request() -> None:
    state = new_game("factory", 1, 2)
    hidden, public = state.snapshot(), state.snapshot(hidden=False)
    assert hidden["position"]["solo"]["face_down"] == list(state.solo.daily)  # type: ignore
    assert public["position"]["solo"]["face_down"] == sorted(hidden["position"]["solo"]
                                                             ["face_down"])
    with pytest.raises(SnapshotError, match="solo game"):
        GAME.from_snapshot(edited(BASE, "position.solo", hidden["position"]["solo"]))


def test_new_game_and_a_record_start_from_a_snapshot() -> None:
    state = random_game(3, 4, {})[150]
    snap = state.snapshot()
    assert new_game("factory", 3, 0, snapshot=snap).state_hash() == state.state_hash()
    with pytest.raises(SnapshotError, match="not 'factory' for 2"):
        new_game("factory", 2, 0, snapshot=snap)
    match = Match.new("factory", 3, 0, players=["a", "b", "c"], snapshot=snap)
    rng = Rng(1)
    for _ in range(30):
        seat = match.state.to_act()[0]
        legal = match.state.legal_actions(seat)
        match.push(seat, legal[rng.below(len(legal))])
    record = GameRecord.loads(match.record().dumps())
    assert record.snapshot == snap
    assert replay(record).state_hash() == match.state.state_hash()


runner = CliRunner()


def test_replay_at_n_snapshot_and_play_from_it(tmp_path: Path) -> None:
    match = Match.new("factory", 2, 7, {"run": "simultaneous"})
    rng = Rng(3)
    for _ in range(50):
        acting = match.state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = match.state.legal_actions(seat)
        match.push(seat, legal[rng.below(len(legal))])
    path = tmp_path / "game.json"
    match.record().save(path)
    result = runner.invoke(app, ["replay", str(path), "--at", "30", "--snapshot"])
    assert result.exit_code == 0, result.output
    snap = json.loads(result.output)
    assert GAME.from_snapshot(snap).state_hash() == replay(match.record(), upto=30).state_hash()
    public = runner.invoke(app, ["replay", str(path), "--at", "30", "--snapshot", "--public"])
    assert "rng" not in json.loads(public.output)["position"]
    (tmp_path / "pos.json").write_text(result.output)
    played = runner.invoke(app, ["play", "--from", str(tmp_path / "pos.json"), "--bots",
                                 "random", "--seed", "1"], input="quit\n")
    assert played.exit_code == 0, played.output
    assert "Game of Chocolate Factory from" in played.output and "2 players" in played.output
    broken = edited(snap, "position.seats.0.coal", -3)
    (tmp_path / "bad.json").write_text(json.dumps(broken))
    refused = runner.invoke(app, ["play", "--from", str(tmp_path / "bad.json")], input="quit\n")
    assert refused.exit_code == 2
    assert "position.seats[0].coal" in refused.output and "Traceback" not in refused.output
