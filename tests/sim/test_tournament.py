"""Tournaments: seat rotation, honest per-bot figures, parallel = serial, CSV and plots."""

import csv
import json
from collections import Counter
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.commands.reportwords import report_words
from chocolatier.core import GameRecord
from chocolatier.sim.days import money_by_day
from chocolatier.sim.export import write_games_csv
from chocolatier.sim.tournament import (
    TournamentConfig,
    bot_labels,
    play_tournament,
    rotation_block,
)
from tests.extras import needs_sim

pytestmark = needs_sim

runner = CliRunner()
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def replayable(report: dict[str, Any]) -> dict[str, Any]:
    """The report without its CPU times, the one part that does not replay from the seed."""
    return {key: value for key, value in report.items() if key != "cpu_per_decision"}


def config(**changes: object) -> TournamentConfig:
    base: dict[str, object] = {
        "game": "coin-days",
        "num_players": 2,
        "bots": ("greedy", "random"),
        "games": 40,
        "seed": 3,
    }
    base.update(changes)
    return TournamentConfig(**base)  # type: ignore[arg-type]


@given(st.integers(1, 6), st.integers(1, 4))
def test_every_bot_sits_in_every_seat_equally_often(bots: int, players: int) -> None:
    block = rotation_block(bots, players)
    for seat in range(players):
        counts = Counter(lineup[seat] for lineup in block)
        assert set(counts) == set(range(bots)) or bots > len(block)
        assert len(set(counts.values())) == 1


def test_small_blocks_use_every_seat_order() -> None:
    assert rotation_block(2, 2) == [(0, 1), (1, 0)]
    assert len(rotation_block(3, 2)) == 6  # every pair meets in both seat orders
    assert rotation_block(2, 4) == [(0, 1, 0, 1), (1, 0, 1, 0)]
    assert len(rotation_block(5, 4)) == 5  # 120 permutations would be too long: rotations


def test_games_are_rounded_up_to_whole_rotations() -> None:
    assert len(config(bots=("greedy", "random", "random"), games=10).lineups()) == 12


def test_duplicate_specs_get_distinct_labels() -> None:
    assert bot_labels(["random", "greedy", "random"]) == ["random#1", "greedy", "random#2"]


def test_stronger_bot_wins_with_a_confident_interval_and_a_higher_rating() -> None:
    report = play_tournament(config(games=60)).report
    greedy, random = report["bots"]
    assert greedy["games"] == random["games"] == 60
    assert greedy["wins"] + random["wins"] == pytest.approx(60)
    assert greedy["win_rate_ci95"][0] > 0.5 > random["win_rate_ci95"][1]
    assert greedy["rating"]["mu"] > random["rating"]["mu"]
    assert greedy["money_mean"] > random["money_mean"]
    assert greedy["margin_mean"] > 0 > random["margin_mean"]
    # Each bot played each seat half of the time.
    assert [s["games"] for s in greedy["seats"]] == [30, 30]
    assert sum(s["games"] for s in report["seats"]) == 120


def test_parallel_workers_give_the_serial_report() -> None:
    serial = play_tournament(config(games=12, track_days=True))
    parallel = play_tournament(config(games=12, track_days=True, workers=2))
    assert replayable(parallel.report) == replayable(serial.report)
    assert [o.record for o in parallel.outcomes] == [o.record for o in serial.outcomes]
    assert [o.money_by_day for o in parallel.outcomes] == [o.money_by_day for o in serial.outcomes]


def test_solo_tournament_has_win_rates_but_no_ratings() -> None:
    report = play_tournament(config(num_players=1, games=20)).report
    assert [b["rating"] for b in report["bots"]] == [None, None]
    assert report["bots"][0]["win_rate"] > report["bots"][1]["win_rate"]


def test_csv_and_plots_are_written(tmp_path: Path) -> None:
    run = play_tournament(
        config(bots=("greedy", "random", "random"), games=10, num_players=3, track_days=True)
    )
    path = write_games_csv(run, tmp_path / "games.csv")
    rows = list(csv.DictReader(path.open()))
    assert len(rows) == 12 * 3  # 10 games rounded up to two rotation blocks of 6
    assert {"breakdown.work", "breakdown.cards"} <= set(rows[0])
    first = [r for r in rows if r["game"] == "0"]
    assert sum(float(r["win"]) for r in first) == pytest.approx(1)
    assert sorted(r["bot"] for r in first) == sorted(run.seat_labels(run.outcomes[0]))
    # the plots only with the [sim] extra: a [test]-only environment skips this test, saying why
    plots = pytest.importorskip("chocolatier.sim.plots",
                                reason="needs the [sim] extra (pip install -e '.[sim]')")
    written = plots.write_plots(run, tmp_path, report_words())
    assert sorted(p.name for p in written) == [
        "money_by_day.png",
        "scores.png",
        "seat_win_rate.png",
    ]
    for png in written:
        assert png.read_bytes().startswith(PNG_MAGIC) and png.stat().st_size > 10_000


def test_money_by_day_has_one_point_per_day() -> None:
    run = play_tournament(config(games=2, track_days=True, options={"days": 4}))
    curve = run.outcomes[0].money_by_day
    assert curve is not None
    assert [point["period"] for point in curve] == ["day 1", "day 2", "day 3", "day 4"]
    assert curve[-1]["money"] == run.outcomes[0].result["scores"]  # type: ignore[index]
    for day, following in pairwise(curve):
        assert all(a <= b for a, b in zip(day["money"], following["money"], strict=True))


def test_money_by_day_replayed_from_a_record_matches_the_live_one() -> None:
    outcome = play_tournament(config(games=1, track_days=True)).outcomes[0]
    assert money_by_day(GameRecord.from_json(outcome.record)) == outcome.money_by_day


def test_cli_json_is_deterministic_and_writes_the_out_folder(tmp_path: Path) -> None:
    args = ["tournament", "--game", "coin-days", "-b", "greedy,random", "-g", "8", "-s", "9"]
    first = runner.invoke(app, [*args, "--json", "--out", str(tmp_path / "a")])
    second = runner.invoke(app, [*args, "--json", "--out", str(tmp_path / "a")])
    assert first.exit_code == 0, first.output
    assert replayable(json.loads(first.stdout)) == replayable(json.loads(second.stdout))
    report = json.loads(first.stdout)
    assert report["files"] == [
        "bots.csv",
        "games.csv",
        "head_to_head.csv",
        "money_by_day.png",
        "report.json",
        "scores.png",
        "seat_win_rate.png",
    ]
    assert (tmp_path / "a" / "scores.png").exists()
    human = runner.invoke(app, [*args, "-w", "2"])
    assert human.exit_code == 0 and "greedy" in human.stdout and "win rate by seat" in human.stdout


def test_cli_reports_engine_failures(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        ["tournament", "--game", "coin-days", "-b", "greedy,random", "-g", "2", "--json",
         "--option", "breach_at=3", "--records", str(tmp_path)],
    )  # fmt: skip
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["errors"] == 2 and report["completed"] == 0
    assert Path(report["error_details"][0]["record"]).exists()
    assert "invariant" in result.stderr
