"""`chocolatier cards` with the Master Chocolatier module: 34 parts, sides A–D, six free
employees, each with its provenance; without the module, the base cards only."""

import json

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app

runner = CliRunner()


@pytest.mark.parametrize("args", [["--option", "master=true"], ["--module", "master"]])
def test_cards_with_the_module_list_its_parts_sides_and_free_employees(args: list[str]) -> None:
    result = runner.invoke(app, ["cards", "--json", *args])
    assert result.exit_code == 0, result.output
    cards = json.loads(result.stdout)
    assert cards["modules"] == ["master"]
    assert len(cards["parts"]) == 34
    movers = [p for p in cards["parts"] if p.get("module") == "master"]
    assert sorted(p["id"] for p in movers) == ["A16", "A17", "B16", "B17"]
    assert all(p["kind"] == "mover" and p["accepts"] for p in movers)
    assert len(cards["stores"]) == 5
    for store in cards["stores"]:
        assert sorted(store["sides"]) == ["A", "B", "C", "D"]
        for side in store["sides"].values():
            assert side["source"] in ("confirmed", "reconstructed") and side["note"]
    assert cards["stores"][1]["sides"]["C"]["per"] == 9  # Fresh Fancies C: £9, given
    free = cards["free_employees"]
    assert len(free) == 6 and len({e["role"] for e in free}) == 6
    for employee in free:
        assert employee["store"] == "free"
        assert employee["source"] == "reconstructed" and "reconstructed" in employee["note"]
    # the free employees are not mixed into the store decks
    assert all(e["store"] != "free" for e in cards["employees"])


def test_cards_without_the_module_are_the_base_game() -> None:
    result = runner.invoke(app, ["cards", "--json"])
    assert result.exit_code == 0, result.output
    cards = json.loads(result.stdout)
    assert len(cards["parts"]) == 30 and "free_employees" not in cards
    assert all(sorted(store["sides"]) == ["A", "B"] for store in cards["stores"])


def test_an_unknown_module_is_refused() -> None:
    result = runner.invoke(app, ["cards", "--module", "nope"])
    assert result.exit_code == 2
    assert "unknown module 'nope'" in result.output
