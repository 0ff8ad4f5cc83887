"""The balance report: figures per player count, outliers, the written files, the command."""

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.sim import balance, pool
from chocolatier.sim.balance import BalanceConfig, outliers, run_balance
from chocolatier.sim.runner import GameOutcome, GameTask
from tests.extras import needs_sim

pytestmark = needs_sim

runner = CliRunner()


def card(name: str, win_rate: float, picked: int) -> dict[str, object]:
    return {"card": name, "win_rate": win_rate, "picked": picked}


def test_outliers_are_far_from_the_mean_of_cards_picked_often_enough() -> None:
    cards = [card("A", 0.50, 40), card("B", 0.50, 40), card("C", 0.80, 40),
             card("D", 0.20, 40), card("E", 0.99, 3)]  # fmt: skip
    found = outliers(cards, 0.15, 30)
    assert found["mean_card_win_rate"] == 0.5
    assert found["cards_counted"] == 4 and found["cards_too_few_picks"] == 1
    assert [(c["card"], c["off_mean"]) for c in found["cards"]] == [("C", 0.3), ("D", -0.3)]


def test_report_of_each_player_count_counts_every_game() -> None:
    report = run_balance(BalanceConfig(players=(2, 3), games=3, bot="random", seed=4))
    assert [g["players"] for g in report["groups"]] == [2, 3]
    for group in report["groups"]:
        assert group["games"] == 3 and group["errors"] == []
        assert sum(seat["wins"] for seat in group["seats"]) == 3
        assert set(group["sources"]) >= {"stores", "corner shops", "bonuses", "leftovers"}
        assert sum(c["picked"] for c in group["cards"] if c["kind"] != "order") > 0
        assert "mean_card_win_rate" in group["outliers"]


def test_command_writes_the_same_files_for_the_same_run(tmp_path: Path) -> None:
    args = ["balance", "--players", "2", "--games", "2", "--bots", "random", "--min-picks", "1"]
    first = runner.invoke(app, [*args, "--out", str(tmp_path / "a")])
    second = runner.invoke(app, [*args, "--out", str(tmp_path / "b"), "--json"])
    assert first.exit_code == second.exit_code == 0
    names = ["balance.md", "balance/balance.json", "balance/seat_win_rates.png",
             "balance/money_by_source.png", "balance/card_win_rates.png"]  # fmt: skip
    for name in names:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    page = (tmp_path / "a" / "balance.md").read_text()
    assert "chocolatier balance --players 2 --games 2 --bots random" in page
    for heading in ("## Seats", "## Money by source", "points off the mean", "## Every card"):
        assert heading in page
    assert "![seat win rates](balance/seat_win_rates.png)" in page
    assert json.loads(second.stdout)["groups"][0]["games"] == 2


def test_bad_player_counts_are_refused() -> None:
    for players in ("2,5", "two", ""):
        result = runner.invoke(app, ["balance", "--players", players, "--games", "1"])
        assert result.exit_code == 2, players
        assert "error:" in result.stderr


def test_a_run_resumes_from_its_records_with_the_same_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = BalanceConfig(players=(2,), games=4, bot="random", seed=9, records=tmp_path)
    first = run_balance(config)
    folder = tmp_path / "2p"
    (folder / "game-00001.json").unlink()
    # A record of another game in a game's place is not taken for it: that game is played.
    (folder / "game-00002.json").write_text((folder / "game-00000.json").read_text())
    seen: list[int] = []
    played: list[int] = []

    def run_games(tasks: list[GameTask], *args: Any) -> list[GameOutcome]:
        played.extend(task.index for task in tasks)
        return pool.run_games(tasks, *args)

    monkeypatch.setattr(balance, "run_games", run_games)
    resumed = run_balance(config, lambda outcome: seen.append(outcome.index))
    assert resumed == first
    assert sorted(seen) == [0, 1, 2, 3] and played == [1, 2]
    fresh = run_balance(BalanceConfig(players=(2,), games=4, bot="random", seed=9))
    assert fresh == first


def test_games_may_be_given_per_player_count() -> None:
    report = run_balance(BalanceConfig(players=(2, 3), games=(2, 1), bot="random", seed=1))
    assert [group["games"] for group in report["groups"]] == [2, 1]
    assert report["config"]["games"] == [2, 1]
    result = runner.invoke(app, ["balance", "--players", "2,3", "--games", "2,3,4"])
    assert result.exit_code == 2 and "one per player count" in result.stderr
