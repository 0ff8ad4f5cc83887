"""The tournament's head-to-head table and CPU time per decision: in the report, the terminal
(in the reader's language) and the CSV files."""

import csv
import json
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from chocolatier.bots.base import Bot, Budget, register_bot
from chocolatier.cli import app
from chocolatier.core.game import State
from chocolatier.sim.matchups import cpu_per_decision, head_to_head
from chocolatier.sim.tournament import TournamentConfig, play_tournament
from tests.extras import needs_sim
from tests.sim.toy_game import GreedyBot

pytestmark = needs_sim

runner = CliRunner()
SLEEP_S = 0.01  # wall time a "sleepy" decision waits, using no CPU
SPIN_S = 0.002  # CPU time a "spinning" decision burns


class SleepyBot(GreedyBot):
    """Plays as greedy after sleeping: slow on the clock, cheap in CPU."""

    def choose(self, state: State, seat: int) -> Any:
        time.sleep(SLEEP_S)
        return super().choose(state, seat)


class SpinningBot(GreedyBot):
    """Plays as greedy after burning CPU."""

    def choose(self, state: State, seat: int) -> Any:
        started = time.process_time()
        while time.process_time() - started < SPIN_S:
            pass
        return super().choose(state, seat)


def _factory(cls: type[GreedyBot]) -> Any:
    def make(seed: int, budget: Budget | None, level: str | None) -> Bot:
        return cls(seed, budget, level)

    return make


register_bot("coin-days", "sleepy", _factory(SleepyBot))
register_bot("coin-days", "spinning", _factory(SpinningBot))


def test_head_to_head_counts_finishing_ahead_per_pair_of_seats() -> None:
    games = [
        (["a", "b", "c"], [0, 1, 2]),  # a ahead of b and c, b ahead of c
        (["c", "b", "a"], [0, 0, 1]),  # c and b share first: half a win each way
        (["a", "a", "b"], [1, 0, 2]),  # a holds two seats: both ahead of b
    ]
    rows = {(r["bot"], r["opponent"]): r for r in head_to_head(["a", "b", "c"], games)}
    assert len(rows) == 6
    assert rows["a", "b"]["games"] == 4 and rows["a", "b"]["wins"] == 3.0
    assert rows["b", "a"]["wins"] == 1.0
    assert rows["b", "c"]["games"] == 2 and rows["b", "c"]["wins"] == 1.5
    assert rows["c", "b"]["wins"] == 0.5
    assert rows["a", "c"]["win_rate"] == 0.5
    low, high = rows["a", "b"]["win_rate_ci95"]
    assert low < 0.75 < high


def test_cpu_per_decision_takes_median_and_max_over_every_seat() -> None:
    figures = cpu_per_decision(["a", "b"], [(["a", "b"], [[0.001, 0.003], [0.5]]),
                                            (["b", "a"], [[], [0.002]])])
    assert figures == [{"bot": "a", "decisions": 3, "median_ms": 2.0, "max_ms": 3.0},
                       {"bot": "b", "decisions": 1, "median_ms": 500.0, "max_ms": 500.0}]


def test_two_player_head_to_head_is_the_win_rate_against_each_other() -> None:
    report = play_tournament(TournamentConfig(
        game="coin-days", num_players=2, bots=("greedy", "random", "spinning"), games=12,
        seed=5)).report
    rows = {(r["bot"], r["opponent"]): r for r in report["head_to_head"]}
    assert len(rows) == 6
    for (a, b), row in rows.items():
        assert row["games"] == 4  # each pair meets in both seat orders, twice
        assert row["wins"] + rows[b, a]["wins"] == pytest.approx(4)
    assert rows["greedy", "random"]["win_rate"] > 0.5
    decisions = {entry["bot"]: entry["decisions"] for entry in report["cpu_per_decision"]}
    assert sum(decisions.values()) == sum(
        o.actions for o in play_tournament(TournamentConfig(
            game="coin-days", num_players=2, bots=("greedy", "random", "spinning"), games=12,
            seed=5)).outcomes)


def test_the_time_per_decision_is_cpu_time_not_wall_time() -> None:
    report = play_tournament(TournamentConfig(
        game="coin-days", num_players=2, bots=("sleepy", "spinning"), games=2, seed=1)).report
    cpu = {entry["bot"]: entry for entry in report["cpu_per_decision"]}
    assert cpu["sleepy"]["decisions"] > 0
    assert cpu["sleepy"]["max_ms"] < SLEEP_S * 1000 / 2, "sleeping costs no CPU"
    assert SPIN_S * 1000 <= cpu["spinning"]["median_ms"] <= cpu["spinning"]["max_ms"]


def test_cli_prints_both_in_the_readers_language_and_writes_them(tmp_path: Path) -> None:
    args = ["tournament", "--game", "coin-days", "-b", "greedy,random,spinning", "-g", "6",
            "-s", "2", "--out", str(tmp_path)]
    english = runner.invoke(app, args)
    assert english.exit_code == 0, english.output
    assert "Head to head" in english.stdout and "bot \\ opponent" in english.stdout
    assert "CPU per decision (median)" in english.stdout and " ms" in english.stdout
    spanish = runner.invoke(app, [*args, "--lang", "es"])
    assert "Cara a cara" in spanish.stdout and "CPU por decisión (mediana)" in spanish.stdout
    japanese = runner.invoke(app, [*args, "--lang", "ja"])
    assert "対戦成績" in japanese.stdout and "ミリ秒" in japanese.stdout
    report = json.loads((tmp_path / "report.json").read_text())
    assert {"bots.csv", "head_to_head.csv"} <= {path.name for path in tmp_path.iterdir()}
    pairs = list(csv.DictReader((tmp_path / "head_to_head.csv").open()))
    assert len(pairs) == 6
    assert {(r["bot"], r["opponent"]) for r in pairs} == {
        (r["bot"], r["opponent"]) for r in report["head_to_head"]}
    bots = {r["bot"]: r for r in csv.DictReader((tmp_path / "bots.csv").open())}
    assert float(bots["spinning"]["cpu_median_ms"]) >= SPIN_S * 1000
    assert float(bots["spinning"]["cpu_max_ms"]) >= float(bots["spinning"]["cpu_median_ms"])
    games = list(csv.DictReader((tmp_path / "games.csv").open()))
    assert all(int(row["decisions"]) > 0 for row in games)
