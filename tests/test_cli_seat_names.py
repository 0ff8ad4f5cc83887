"""Records say who played: ``replay``, ``review``, ``analyze`` and ``simulate`` name each seat by
its number counted from 1 and who sat there ("Player 2 (heuristic bot)"), in the reader's
language, so that two seats of one bot are told apart; an old record's "You" is a seat too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.i18n import catalog
from chocolatier.tui.seats import bot_label

RUN = CliRunner()


def label(lang: str, seat: int, bot: str) -> str:
    words = catalog(lang)
    return words.text("tui-label-bot", player=words.text("player-n", n=seat + 1),
                      bot=bot_label(bot, words))


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("records")
    done = RUN.invoke(app, ["simulate", "--players", "3", "--games", "2", "--seed", "5",
                            "--bots", "random,heuristic,random", "--records", str(folder),
                            "--lang", "en"])
    assert done.exit_code == 0, done.output
    return folder


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_replayed_simulate_record_names_its_seats(records: Path, lang: str) -> None:
    record = sorted(records.glob("*.json"))[0]
    done = RUN.invoke(app, ["replay", str(record), "--log", "--lang", lang])
    assert done.exit_code == 0, done.output
    shown = done.output
    # the two random seats are told apart, and no record notation is shown as a name
    for seat, bot in enumerate(["random", "heuristic", "random"]):
        assert label(lang, seat, bot) in shown
    assert "bot:" not in shown


def test_simulate_counts_seats_from_one(records: Path) -> None:
    done = RUN.invoke(app, ["simulate", "--players", "2", "--games", "1", "--seed", "5",
                            "--bots", "random,heuristic", "--lang", "en"])
    assert done.exit_code == 0, done.output
    assert "seat 1 random: mean score" in done.output
    assert "seat 2 heuristic: mean score" in done.output
    assert "seat 0" not in done.output


def test_analyze_counts_seats_from_one(records: Path) -> None:
    done = RUN.invoke(app, ["analyze", str(records), "--lang", "en"])
    assert done.exit_code == 0, done.output
    for seat in (1, 2, 3):
        assert f"Player {seat}" in done.output


def test_an_old_records_you_is_read_as_a_seat(records: Path, tmp_path: Path) -> None:
    data = json.loads(sorted(records.glob("*.json"))[0].read_text())
    data["players"][1] = "You"
    old = tmp_path / "old.json"
    old.write_text(json.dumps(data))
    done = RUN.invoke(app, ["replay", str(old), "--log", "--lang", "ja"])
    assert done.exit_code == 0, done.output
    words = catalog("ja")
    assert words.text("tui-label-you", player=words.text("player-n", n=2)) in done.output
    assert "Youが" not in done.output
