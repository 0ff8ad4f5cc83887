"""Golden records: seeded full games between random bots, checked in with their final hashes.

A change of the rules, the data or the random stream shows up here as a different final hash.
When such a change is intended, regenerate (and review the diff)::

    .venv/bin/python -m tests.chocolatl.test_golden
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier.bots.base import make_bot
from chocolatier.cli import app
from chocolatier.core.match import Match
from chocolatier.core.record import GameRecord, replay
from chocolatier.core.rng import Rng

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "chocolatl"
HASHES = GOLDEN / "hashes.json"
GAMES = {
    "random-3p-seed-11.json": (3, 11),
    "random-4p-seed-12.json": (4, 12),
    "random-5p-seed-13.json": (5, 13),
}


def play(players: int, seed: int) -> Match:
    """A full game between random bots, each asked on its own determinisation."""
    match = Match.new(
        "chocolatl", players, seed, players=[f"bot:random {i}" for i in range(players)]
    )
    bots = [make_bot("random", "chocolatl", seed * 10 + i) for i in range(players)]
    determinizer = Rng(seed)
    while not match.state.is_terminal():
        for seat in match.state.to_act():
            if seat in match.state.to_act():
                match.push(
                    seat, bots[seat].choose(match.state.determinize(seat, determinizer), seat)
                )
    return match


def regenerate() -> None:
    """Write the golden records and their final hashes anew."""
    GOLDEN.mkdir(parents=True, exist_ok=True)
    hashes = {}
    for name, (players, seed) in GAMES.items():
        match = play(players, seed)
        match.record().save(GOLDEN / name)
        hashes[name] = match.state.state_hash()
    HASHES.write_text(json.dumps(hashes, indent=2, sort_keys=True) + "\n")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_record_replays_to_its_hash(name: str) -> None:
    record = GameRecord.load(GOLDEN / name)
    state = replay(record)
    assert state.is_terminal()
    assert state.state_hash() == json.loads(HASHES.read_text())[name]
    assert record.result is not None and state.result() is not None
    assert state.result().to_json() == record.result  # type: ignore[union-attr]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_games_are_reproduced_by_the_bots(name: str) -> None:
    players, seed = GAMES[name]
    assert (
        play(players, seed).record().to_json()["moves"]
        == json.loads((GOLDEN / name).read_text())["moves"]
    )


def test_replay_command_reads_the_golden_records() -> None:
    name = "random-4p-seed-12.json"
    out = CliRunner().invoke(app, ["replay", str(GOLDEN / name), "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["game"] == "chocolatl" and data["finished"]
    assert data["state_hash"] == json.loads(HASHES.read_text())[name]
    assert set(data["result"]["breakdown"][0]) >= {"track", "altar", "pyramid markers"}
    table = CliRunner().invoke(app, ["replay", str(GOLDEN / name)])
    assert table.exit_code == 0 and "Final score" in table.output
    partial = CliRunner().invoke(app, ["replay", str(GOLDEN / name), "--upto", "30", "--json"])
    assert json.loads(partial.output)["finished"] is False


if __name__ == "__main__":
    regenerate()
