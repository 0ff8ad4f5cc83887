"""The balance report: figures per player count, outliers, the written files, the command."""

import json
from pathlib import Path

from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.sim.balance import BalanceConfig, outliers, run_balance

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
    args = ["balance", "--players", "2", "--games", "2", "--bot", "random", "--min-picks", "1"]
    first = runner.invoke(app, [*args, "--out", str(tmp_path / "a")])
    second = runner.invoke(app, [*args, "--out", str(tmp_path / "b"), "--json"])
    assert first.exit_code == second.exit_code == 0
    names = ["balance.md", "balance/balance.json", "balance/seat_win_rates.png",
             "balance/money_by_source.png", "balance/card_win_rates.png"]  # fmt: skip
    for name in names:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    page = (tmp_path / "a" / "balance.md").read_text()
    assert "chocolatier balance --players 2 --games 2 --bot random" in page
    for heading in ("## Seats", "## Money by source", "points off the mean", "## Every card"):
        assert heading in page
    assert "![seat win rates](balance/seat_win_rates.png)" in page
    assert json.loads(second.stdout)["groups"][0]["games"] == 2


def test_bad_player_counts_are_refused() -> None:
    for players in ("2,5", "two", ""):
        result = runner.invoke(app, ["balance", "--players", players, "--games", "1"])
        assert result.exit_code == 2, players
        assert "error:" in result.stderr
