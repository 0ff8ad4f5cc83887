"""Game review: decisions weighed by determinised rollouts, labels, summaries, the CLI."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier.bots.base import make_bot
from chocolatier.cli import app
from chocolatier.core.record import GameRecord, MoveEntry
from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.sim import review as review_module
from chocolatier.sim.review import ACCURACY_SCALE, THRESHOLDS, label, review_record

MOVES = 30  # the first rounds of a Chocolatl game: bids and altars, cheap rollouts


def _record(bots: list[str], seed: int = 5) -> GameRecord:
    """A finished Chocolatl game of ``bots``, as a record."""
    state = new_game("chocolatl", len(bots), seed)
    players = [make_bot(spec, "chocolatl", seed=seat) for seat, spec in enumerate(bots)]
    rng = Rng(seed)
    moves = []
    while not state.is_terminal():
        seat = state.to_act()[0]
        action = players[seat].choose(state.determinize(seat, rng), seat)
        moves.append(MoveEntry(seat, state.notation(seat, action)))
        state.apply(seat, action)
    result = state.result()
    assert result is not None
    return GameRecord(game="chocolatl", players=[f"bot:{b}" for b in bots], seed=seed,
                      moves=moves, result=result.to_json())


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return _record(["heuristic", "random", "heuristic"])


def test_labels_follow_the_documented_thresholds() -> None:
    assert [name for name, _ in THRESHOLDS] == ["blunder", "mistake", "inaccuracy"]
    assert label(0.0) is None
    assert label(2.99) is None
    assert label(3.0) == "inaccuracy"
    assert label(7.0) == "mistake"
    assert label(15.0) == "blunder"
    doc = (Path(__file__).resolve().parents[2] / "docs" / "bots.md").read_text()
    for name, least in THRESHOLDS:
        assert f"| {name} | {least:g}" in doc


def test_review_weighs_every_decision_and_sums_up(record: GameRecord) -> None:
    review = review_record(record, budget=2, upto=MOVES)
    state = new_game("chocolatl", 3, record.seed)
    choices = []
    for entry in record.moves[:MOVES]:
        choices.append(len(state.legal_actions(entry.seat)))
        state.apply_notation(entry.seat, entry.move)
    assert [d.index for d in review.decisions] == [
        i for i, n in enumerate(choices, start=1) if n > 1], "forced moves are not decisions"
    for d in review.decisions:
        assert d.move == record.moves[d.index - 1].move
        assert d.seat == record.moves[d.index - 1].seat
        assert d.loss >= 0
        assert d.label == label(d.loss - (d.stderr or 0.0)), "labelled by its cautious loss"
        if d.played is None:
            assert (d.best, d.loss) == (d.move, 0.0), "the bots' own move costs nothing"
        else:
            assert d.loss == pytest.approx(d.best_estimate.score - d.played.score)
            assert len(d.played.scores) == 2
            assert (d.stderr is None) == (d.loss == 0)
    # The random seat loses more per decision than the heuristic seats.
    by_seat = {p.seat: p for p in review.players}
    assert by_seat[1].average_loss > max(by_seat[0].average_loss, by_seat[2].average_loss)
    assert by_seat[1].accuracy < 100.0
    for p in review.players:
        mine = [d for d in review.decisions if d.seat == p.seat]
        assert p.decisions == len(mine)
        average = sum(d.loss for d in mine) / len(mine)
        assert p.accuracy == pytest.approx(100.0 * math.exp(-average / ACCURACY_SCALE))
    assert by_seat[1].accuracy < min(by_seat[0].accuracy, by_seat[2].accuracy)
    turning = review.turning_points
    assert len(turning) == 3
    worst = sorted((d.loss for d in review.decisions), reverse=True)[:3]
    assert sorted((d.loss for d in turning), reverse=True) == worst


def test_the_budget_is_the_number_of_rollouts(record: GameRecord,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    rollouts = []
    play_out = review_module._play_out
    monkeypatch.setattr(review_module, "_play_out",
                        lambda *args: rollouts.append(1) or play_out(*args))
    review = review_record(record, seats=[1], budget=3, upto=12)
    estimated = [d for d in review.decisions if d.played is not None]
    assert estimated, "the random seat disagrees with the bots somewhere"
    assert all(d.seat == 1 for d in review.decisions)
    # Each estimated decision: 3 rollouts for each of its 2 or 3 candidates.
    assert 3 * 2 * len(estimated) <= len(rollouts) <= 3 * 3 * len(estimated)
    assert len(rollouts) % 3 == 0


def test_review_command_json_and_table(record: GameRecord, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    record.save(path)
    runner = CliRunner()
    result = runner.invoke(app, ["review", str(path), "--seat", "1", "--budget", "1",
                                 "--moves", "20", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout[result.stdout.index("{"):])
    assert set(data) >= {"decisions", "players", "turning_points"}
    assert data["decisions"], "the random seat made decisions"
    for d in data["decisions"]:
        assert {"move", "best", "loss", "label", "seat", "stderr"} <= set(d)
        assert d["seat"] == 1
    assert [p["seat"] for p in data["players"]] == [1]
    assert {"average_loss", "accuracy"} <= set(data["players"][0])
    table = runner.invoke(app, ["review", str(path), "--budget", "1", "--moves", "12"])
    assert table.exit_code == 0, table.output
    assert "Players" in table.stdout and "accuracy" in table.stdout
    assert "Player 2 (random bot)" in table.stdout and "bot:random" not in table.stdout
    japanese = runner.invoke(app, ["review", str(path), "--budget", "1", "--moves", "12",
                                   "--lang", "ja"])
    assert japanese.exit_code == 0, japanese.output
    assert "正確度" in japanese.stdout and "プレイヤー" in japanese.stdout


@pytest.mark.parametrize(("lang", "bid", "seat"), [
    ("es", "Pujar", "Jugador 2 (bot aleatorio)"),
    ("ja", "入札", "プレイヤー2（ランダムボット）"),
])
def test_review_words_every_move_and_names_every_seat(record: GameRecord, tmp_path: Path,
                                                      lang: str, bid: str, seat: str) -> None:
    path = tmp_path / "game.json"
    record.save(path)
    result = CliRunner().invoke(app, ["review", str(path), "--budget", "1", "--moves", "30",
                                      "--lang", lang], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    shown = result.stdout
    assert bid in shown and seat in shown
    # no notation (bid 7 field, altar 6) and no raw code (bot:random, chocolatl) is printed
    for code in ("bid ", "altar ", "bot:", "random", "heuristic", "chocolatl ·", "field"):
        assert code not in shown, (code, shown)


@pytest.mark.parametrize(("args", "message"), [
    (["--budget", "0"], "--budget takes a number of rollouts"),
    (["--seat", "3"], "--seat 3: the game has seats 0–2"),
    (["--moves", "-1"], "--moves takes a number of moves (0 or more)"),
    (["--bots", "nosuch"], "unknown bot “nosuch” for Chocolatl"),
    (["--bots", " , "], "no bot given"),
])
def test_review_command_refuses_bad_options(record: GameRecord, tmp_path: Path,
                                            args: list[str], message: str) -> None:
    path = tmp_path / "game.json"
    record.save(path)
    result = CliRunner().invoke(app, ["review", str(path), *args])
    assert result.exit_code == 2
    assert message in result.output


def test_the_candidates_come_from_the_bots_asked_for(record: GameRecord, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    real = review_module.make_bot
    monkeypatch.setattr(review_module, "make_bot",
                        lambda spec, *args, **kw: made.append(spec) or real(spec, *args, **kw))
    path = tmp_path / "game.json"
    record.save(path)
    result = CliRunner().invoke(app, ["review", str(path), "--seat", "1", "--budget", "1",
                                      "--moves", "12", "--bots", "random", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout[result.stdout.index("{"):])
    # Chocolatl has no value network: its rollouts are the heuristic's, and the JSON says so
    assert (data["bots"], data["rollout"]) == (["random"], review_module.ROLLOUT_FALLBACK)
    proposed = [spec for spec in made if spec != review_module.ROLLOUT_FALLBACK]
    assert proposed and set(proposed) == {"random"}
    # by default the search and heuristic bots propose, and the JSON says so
    made.clear()
    default = review_record(record, seats=[1], budget=1, upto=12)
    assert default.to_json()["bots"] == ["search", "heuristic"]
    assert "search" in made


def test_review_command_names_a_bad_record(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    result = CliRunner().invoke(app, ["review", str(path)])
    assert result.exit_code == 2
    assert "bad.json" in result.output
