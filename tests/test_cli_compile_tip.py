"""A long Chocolate Factory run of thinking bots in pure Python from a checkout says, once and on
stderr, in the reader's language, that ``scripts/compile.py`` plays the same games faster
(issue 16: the 0.2 s per game target is met only by the compiled build)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

import chocolatier
from chocolatier.cli import app
from chocolatier.commands import common
from chocolatier.core.errors import ChocolatierError
from tests.extras import needs_sim

pytestmark = needs_sim

runner = CliRunner()


@pytest.fixture
def pure_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(chocolatier, "compiled_extensions", lambda: [])


@pytest.mark.parametrize(
    ("game", "games", "bots", "tipped"),
    [
        ("factory", common.LONG_RUN, ("heuristic", "random"), True),
        ("factory", common.LONG_RUN, ("mcts:iterations=8",), True),
        ("factory", common.LONG_RUN - 1, ("heuristic",), False),  # short: not worth a minute
        ("factory", 10_000, ("random", "random"), False),  # random bots barely think
        ("chocolatl", 10_000, ("heuristic",), False),  # nothing of Chocolatl is compiled
    ],
)
def test_the_tip_is_given_only_where_compiling_helps(
    pure_python: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    game: str, games: int, bots: tuple[str, ...], tipped: bool,
) -> None:
    monkeypatch.setattr(common, "_language", "en")
    common.compile_tip(game, games, bots)
    captured = capsys.readouterr()
    assert captured.out == ""
    script = str(Path(chocolatier.__file__).parents[2] / "scripts" / "compile.py")
    assert (script in captured.err and "tip:" in captured.err) is tipped, captured.err


def test_no_tip_once_compiled(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(chocolatier, "compiled_extensions",
                        lambda: [Path("factory/state.cpython-311-x86_64-linux-gnu.so")])
    common.compile_tip("factory", 10_000, ("heuristic",))
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("command", ["simulate", "tournament", "balance"])
def test_long_runs_give_the_tip_before_playing_in_the_readers_language(
    pure_python: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, command: str
) -> None:
    def not_played(*args: object, **kwargs: object) -> None:
        raise ChocolatierError("stopped before the first game")

    monkeypatch.setattr("chocolatier.sim.progress.progress_bar", not_played)
    args = {
        "simulate": ["simulate", "--games", "200", "--bots", "heuristic,heuristic"],
        "tournament": ["tournament", "--games", "200", "--bots", "heuristic,random"],
        "balance": ["balance", "--players", "2", "--games", "200", "--bots", "heuristic",
                    "--out", str(tmp_path / "out")],
    }[command]
    result = runner.invoke(app, [*args, "--lang", "ja"])
    assert result.exit_code == 2, (result.output, result.exception)
    first, *rest = result.stderr.strip().splitlines()
    assert first.startswith("ヒント") and "scripts/compile.py" in first, result.stderr
    assert "stopped before the first game" in rest[-1]


def test_player_counts_are_refused_in_the_readers_language() -> None:
    result = runner.invoke(app, ["balance", "--players", "two", "--games", "1", "--lang", "es"])
    assert result.exit_code == 2
    assert "--players admite números enteros separados por comas" in result.stderr
    result = runner.invoke(app, ["balance", "--players", ",", "--games", "1", "--lang", "zh"])
    assert result.exit_code == 2 and "--players 至少需要一个数字" in result.stderr


def test_the_tip_states_the_figures_measured_in_docs_sim(
    pure_python: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    sim = (Path(__file__).parents[1] / "docs" / "sim.md").read_text()
    low, high = common.COMPILED_SPEEDUP
    assert "(1.33×)" in sim and "(1.78×)" in sim and (low, high) == (1.3, 1.8)  # rounded
    for lang, figures in (("en", "1.3 to 1.8 times"), ("es", "entre 1,3 y 1,8 veces"),
                          ("ja", "1.3〜1.8倍"), ("zh", "1.3–1.8 倍")):
        monkeypatch.setattr(common, "_language", lang)
        common.compile_tip("factory", 10_000, ("heuristic",))
        tip = capsys.readouterr().err
        assert figures in tip and "docs/sim.md" in tip, (lang, tip)
        assert "twice" not in tip and "2倍" not in tip and "一倍" not in tip
