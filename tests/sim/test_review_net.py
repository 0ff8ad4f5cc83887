"""Reviews of Chocolate Factory games valued by the learned network: one exact roll-out to the
day's end per candidate, the same labels every time, and each player's losses by theme."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier.bots.base import make_bot
from chocolatier.cli import app
from chocolatier.core.record import GameRecord, MoveEntry
from chocolatier.core.registry import new_game
from chocolatier.i18n import catalog
from chocolatier.sim import review as review_module
from chocolatier.sim.review import PHASE_THEMES, review_record

MOVES = 120  # the first two days of a two-player game


@pytest.fixture(scope="module")
def record() -> GameRecord:
    """A finished two-player factory game of the quick heuristic against random play."""
    specs = ["heuristic:fast", "random"]
    state = new_game("factory", 2, 8)
    bots = [make_bot(spec, "factory", seed=seat) for seat, spec in enumerate(specs)]
    moves = []
    while not state.is_terminal():
        for seat in state.to_act():
            if seat in state.to_act():
                action = bots[seat].choose(state.clone(), seat)
                moves.append(MoveEntry(seat, state.notation(seat, action)))
                state.apply(seat, action)
    result = state.result()
    assert result is not None
    return GameRecord(game="factory", players=[f"bot:{s}" for s in specs], seed=8,
                      moves=moves, result=result.to_json())


def test_the_net_values_candidates_once_each_and_labels_are_stable(record: GameRecord) -> None:
    first = review_record(record, upto=MOVES, proposers=("heuristic",)).to_json()
    assert first["rollout"] == review_module.NET
    estimated = [d for d in first["decisions"] if d["value_played"] is not None]
    assert estimated, "the random seat's moves differ from the heuristic's"
    assert all(d["stderr"] is None for d in estimated)  # one exact estimate, no spread
    assert {d["theme"] for d in first["decisions"]} <= set(PHASE_THEMES.values()) | {
        "placement"}
    again = review_record(record, upto=MOVES, proposers=("heuristic",)).to_json()
    assert [(d["index"], d["label"], d["loss"]) for d in again["decisions"]] == [
        (d["index"], d["label"], d["loss"]) for d in first["decisions"]]


def test_each_player_gets_its_losses_by_theme_and_its_leftovers(record: GameRecord) -> None:
    review = review_record(record, seats=[1], upto=None, proposers=("heuristic",))
    (player,) = review.players
    losses = [t for t in player.themes if "loss" in t]
    assert losses and all(t["loss"] > 0 and t["count"] >= 1 for t in losses)
    assert [t["loss"] for t in losses] == sorted((t["loss"] for t in losses), reverse=True)
    by_theme = [d for d in review.decisions if d.loss > 0]
    assert sum(t["loss"] for t in losses) == pytest.approx(sum(d.loss for d in by_theme),
                                                           abs=0.05)
    leftovers = {t["theme"]: t["count"] for t in player.themes if "loss" not in t}
    assert leftovers.keys() <= {"coal-left", "orders-unsupplied", "chocolates-left"}
    final = record.result
    assert final is not None
    if final["breakdown"][1]["leftover_chocolates"]:
        assert leftovers["chocolates-left"] == final["breakdown"][1]["leftover_chocolates"]


@pytest.mark.parametrize("lang", ["en", "zh", "ja", "es"])
def test_the_command_words_the_themes(record: GameRecord, tmp_path: Path, lang: str) -> None:
    path = tmp_path / "game.json"
    record.save(path)
    args = ["review", str(path), "--seat", "1", "--bots", "heuristic", "--lang", lang]
    shown = CliRunner().invoke(app, args)
    assert shown.exit_code == 0, shown.output
    words = catalog(lang)
    assert words.text("valuenet-review-themes") in shown.stdout
    data = json.loads(CliRunner().invoke(app, [*args, "--json"]).stdout)
    for item in data["players"][0]["themes"]:
        if "loss" in item:
            assert words.text("valuenet-theme", theme=item["theme"]) in shown.stdout
        else:
            text = words.text("valuenet-leftover", theme=item["theme"], count=item["count"])
            assert " ".join(text.split()) in " ".join(shown.stdout.split())
