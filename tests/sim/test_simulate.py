"""Batch simulation: determinism, honest counting, and failures reported with their records."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core import GameRecord, replay
from chocolatier.sim.runner import GameTask, play_game
from chocolatier.sim.simulate import SimulationConfig, parse_options, simulate

runner = CliRunner()


def run_cli(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def config(**changes: object) -> SimulationConfig:
    base: dict[str, object] = {
        "game": "coin-days",
        "num_players": 3,
        "games": 12,
        "seed": 7,
        "bots": ("random",),
    }
    base.update(changes)
    return SimulationConfig(**base)  # type: ignore[arg-type]


def test_same_seed_gives_identical_json() -> None:
    first = run_cli("simulate", "--game", "coin-days", "-p", "3", "-g", "15", "-s", "4", "--json")
    second = run_cli("simulate", "--game", "coin-days", "-p", "3", "-g", "15", "-s", "4", "--json")
    assert first[0] == 0
    assert first[1] == second[1]
    other = run_cli("simulate", "--game", "coin-days", "-p", "3", "-g", "15", "-s", "5", "--json")
    assert other[1] != first[1]


def test_report_counts_every_game_and_splits_ties() -> None:
    report = simulate(config(games=40))
    assert report["games"] == report["completed"] == 40
    assert report["errors"] == 0 and report["error_details"] == []
    # A shared win is split, so the seats' wins add up to the number of games.
    assert sum(report["seat_wins"]) == pytest.approx(40, abs=1e-3)
    assert len(report["mean_score"]) == 3
    assert "solo_wins" not in report


def test_mean_score_is_the_mean_of_the_recorded_results(tmp_path: Path) -> None:
    report = simulate(config(games=6, records=tmp_path))
    records = [GameRecord.load(p) for p in sorted(tmp_path.glob("*.json"))]
    assert len(records) == 6
    for seat in range(3):
        scores = [r.result["scores"][seat] for r in records if r.result]
        assert report["mean_score"][seat] == pytest.approx(sum(scores) / 6, abs=1e-4)
    # Every saved record replays exactly to its recorded result.
    for record in records:
        assert replay(record).result() is not None


def test_bots_cycle_over_seats() -> None:
    assert config(num_players=4, bots=("a", "b")).seat_bots == ("a", "b", "a", "b")
    assert config(num_players=2, bots=("a", "b", "c")).seat_bots == ("a", "b")


def test_solo_wins_are_counted() -> None:
    report = simulate(config(num_players=1, games=30))
    assert 0 < report["solo_wins"] < 30
    assert report["solo_wins"] == report["seat_wins"][0]


def test_game_seeds_and_bot_seeds_are_derived_per_game() -> None:
    task = GameTask("coin-days", 2, seed=1, index=3, bots=("random", "random"))
    again = play_game(task)
    assert play_game(task).record == again.record
    other = play_game(GameTask("coin-days", 2, seed=1, index=4, bots=("random", "random")))
    assert other.seed != again.seed


def test_simultaneous_steps_ask_every_seat() -> None:
    outcome = play_game(GameTask("coin-days", 4, seed=2, index=0, bots=("random",) * 4))
    pledges = [m["seat"] for m in outcome.record["moves"] if m["move"] in ("work", "rest")]
    assert sorted(pledges[:4]) == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("option", "message"),
    [("raise_at=5", "RuntimeError: the toy engine broke on purpose"), ("breach_at=5", "invariant")],
)
def test_engine_failure_is_reported_with_a_saved_record(
    tmp_path: Path, option: str, message: str
) -> None:
    code, out, err = run_cli(
        "simulate", "--game", "coin-days", "-p", "2", "-g", "3", "-s", "1",
        "--option", option, "--records", str(tmp_path), "--json",
    )  # fmt: skip
    assert code == 1
    report = json.loads(out)
    assert report["errors"] == 3 and report["completed"] == 0
    detail = report["error_details"][0]
    assert message in detail["message"] and "move 5" in detail["message"]
    saved = GameRecord.load(detail["record"])
    assert saved.seed == detail["seed"]
    # The record replays up to the failure: 4 sound moves, or 5 when the 5th broke an invariant.
    assert len(saved.moves) == (4 if option.startswith("raise") else 5)
    assert "record:" in err


def test_failing_record_goes_to_a_temp_folder_without_records_option() -> None:
    report = simulate(config(games=1, options={"raise_at": 2}))
    path = Path(report["error_details"][0]["record"])
    assert path.exists() and report["records"] is None
    assert json.loads(path.read_text())["moves"][0]["seat"] in (0, 1, 2)


def test_a_game_that_never_ends_is_an_error() -> None:
    report = simulate(config(games=1, max_actions=5))
    assert report["errors"] == 1
    assert "did not end within 5 actions" in report["error_details"][0]["message"]


def test_human_output_and_bad_setup() -> None:
    code, out, _ = run_cli("simulate", "--game", "coin-days", "-p", "2", "-g", "4")
    assert code == 0 and "4/4 games completed" in out
    code, _, err = run_cli("simulate", "--game", "coin-days", "-p", "9", "-g", "4")
    assert code == 2 and "1–4 players" in err
    code, _, err = run_cli("simulate", "--game", "coin-days", "--bots", "nobody")
    assert code == 2 and "unknown bot" in err
    code, _, err = run_cli("simulate", "--game", "coin-days", "--option", "colour=red")
    assert code == 2 and "unknown options" in err


def test_options_are_read_as_json_when_they_can_be() -> None:
    assert parse_options(["days=2", "mode=simultaneous", 'sides=["A","B"]']) == {
        "days": 2,
        "mode": "simultaneous",
        "sides": ["A", "B"],
    }
