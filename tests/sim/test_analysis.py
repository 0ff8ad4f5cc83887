"""Record analysis on generated records: seat advantage, card picks, money by source."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core import GameRecord
from chocolatier.sim.analysis import analyze, money_source, record_files, replay_with_picks
from chocolatier.sim.simulate import SimulationConfig, simulate
from tests.sim.toy_game import CARD_VALUES

runner = CliRunner()


@pytest.fixture
def records(tmp_path: Path) -> Path:
    folder = tmp_path / "records"
    simulate(
        SimulationConfig("coin-days", 2, 30, seed=11, bots=("greedy", "random"), records=folder)
    )
    return folder


def test_picks_know_what_was_offered(records: Path) -> None:
    record = GameRecord.load(record_files(records)[0])
    state, picks = replay_with_picks(record)
    assert state.is_terminal()
    # Three days, two seats: six picks; the first of a day chooses among 3 cards, the second 2.
    assert len(picks) == 6
    assert [len(p.offered) for p in picks] == [3, 2] * 3
    for pick in picks:
        assert pick.card in pick.offered
    greedy_picks = [p for p in picks if p.seat == 0]
    for pick in greedy_picks:
        assert CARD_VALUES[pick.card] == max(CARD_VALUES[c] for c in pick.offered)


def test_report_figures_add_up(records: Path) -> None:
    report = analyze(record_files(records))
    assert report["records"] == 30 and report["invalid"] == []
    (group,) = report["groups"]
    assert (group["game"], group["players"], group["games"]) == ("coin-days", 2, 30)
    assert sum(seat["wins"] for seat in group["seats"]) == pytest.approx(30)
    assert group["fair_win_rate"] == 0.5
    assert sum(c["picked"] for c in group["cards"]) == 30 * 6
    assert sum(c["offered"] for c in group["cards"]) == 30 * 3 * (3 + 2)
    for card in group["cards"]:
        assert 0 <= card["pick_rate"] <= 1 and card["picked"] <= card["offered"]
    # Greedy (seat 0 every game here) takes the valuable cards: they win more often.
    by_value: dict[int, list[float]] = {}
    for card in group["cards"]:
        by_value.setdefault(CARD_VALUES[card["card"]], []).append(card["pick_rate"])
    assert sum(by_value[4]) / len(by_value[4]) > sum(by_value[1]) / len(by_value[1])
    assert set(group["money"]) == {"work", "cards"}
    assert sum(m["share"] for m in group["money"].values()) == pytest.approx(1, abs=1e-3)
    seat_means = sum(seat["mean_score"] for seat in group["seats"]) / 2
    per_player = sum(m["mean_per_player"] for m in group["money"].values())
    assert per_player == pytest.approx(seat_means, abs=1e-3)


def test_bad_and_unfinished_records_are_reported(records: Path) -> None:
    bad = records / "bad.json"
    good = json.loads(record_files(records)[0].read_text())
    good["moves"][2]["move"] = "take c999"
    bad.write_text(json.dumps(good))
    unfinished = dict(good, moves=good["moves"][:2])
    unfinished.pop("result")
    (records / "unfinished.json").write_text(json.dumps(unfinished))
    report = analyze(record_files(records))
    assert [Path(b["record"]).name for b in report["invalid"]] == ["bad.json"]
    assert "move 3" in report["invalid"][0]["message"]
    assert report["groups"][0]["unfinished"] == 1 and report["groups"][0]["games"] == 30


def test_cli(records: Path) -> None:
    result = runner.invoke(app, ["analyze", str(records), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["groups"][0]["games"] == 30
    human = runner.invoke(app, ["analyze", str(records), "--top", "3"])
    assert human.exit_code == 0
    assert "Seat advantage" in human.stdout and "top 3 of" in human.stdout
    missing = runner.invoke(app, ["analyze", str(records / "nowhere")])
    assert missing.exit_code == 2 and "not a folder" in missing.stderr


def test_factory_breakdown_categories_map_to_the_four_sources() -> None:
    expected = {
        "corner_shop_orders": "corner shops",
        "salesman": "corner shops",
        "store_palace": "stores",
        "store_dunstan": "stores",
        "corner_shop_majority": "bonuses",
        "diversity": "bonuses",
        "leftover_coal": "leftovers",
        "leftover_chocolates": "leftovers",
        "something_new": "other",
    }
    assert {c: money_source("factory", c) for c in expected} == expected
    assert money_source("coin-days", "work") is None


def test_master_chocolatier_cards_and_sides_have_pick_and_win_rates(tmp_path: Path) -> None:
    folder = tmp_path / "master"
    simulate(SimulationConfig("factory", 2, 3, seed=4, options={"master": True}, records=folder))
    simulate(SimulationConfig("factory", 2, 1, seed=4, records=folder / "base"))
    report = analyze(record_files(folder))
    # module games are a group of their own
    base, master = report["groups"]
    assert "module" not in base and master["module"] == "master"
    assert (master["games"], base["games"]) == (3, 1)
    cards = {card["card"]: card for card in master["cards"]}
    free = [card for card in cards.values() if card["card"].startswith("free-")]
    assert free and all(c["kind"] == "employee" and c["module"] == "master" for c in free)
    # the free employee is offered every day (in the last packet): 6 days, 3 games at least
    assert sum(c["offered"] for c in free) >= 3 * 6
    movers = [cards[p] for p in ("A16", "A17", "B16", "B17") if p in cards]
    assert movers and all(c["kind"] == "part" and c["module"] == "master" for c in movers)
    # every store-employee pick is a pick of its store's side in play; free ones are not
    sides = master["sides"]
    store_picks = sum(c["picked"] for c in master["cards"]
                      if c["kind"] == "employee" and not c["card"].startswith("free-"))
    assert sum(side["picked"] for side in sides) == store_picks
    assert all(s["kind"] == "store side" and s["picked"] <= s["offered"] for s in sides)
    assert {s["card"][-1] for s in sides} <= set("ABCD")
    assert all(s.get("module") == ("master" if s["card"][-1] in "CD" else None) for s in sides)
    assert {s["card"][-1] for s in base["sides"]} == {"A"}
    # the table of the command shows the sides, the group is named with its module
    shown = runner.invoke(app, ["analyze", str(folder), "--top", "40"])
    assert shown.exit_code == 0, shown.output
    assert "Master Chocolatier" in shown.output and "Department Store sides" in shown.output
    free_names = ("Foreman", "Master Packer", "Artisan", "Porter", "Broker", "Fixer")
    assert any(name in shown.output for name in free_names)
