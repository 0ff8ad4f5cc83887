"""Each command that needs an optional extra checks it before starting: without it, one line
says which extra to install (exit code 2), no traceback and no work done first (issue 10: a
tournament played its 40 games and then died with ``ModuleNotFoundError: openskill``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from chocolatier.cli import app
from tests.extras import needs_server, needs_sim

pytestmark = [needs_sim, needs_server]

runner = CliRunner()


def without(monkeypatch: pytest.MonkeyPatch, *modules: str) -> None:
    """Make ``import module`` fail as if it were not installed."""
    for module in modules:
        monkeypatch.setitem(sys.modules, module, None)


def assert_asks_for(result: Result, extra: str, module: str) -> None:
    assert result.exit_code == 2, (result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert f"pip install 'chocolatier[{extra}]'" in lines[0] and module in lines[0], lines[0]
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("args", "extra", "module"),
    [
        (["tournament", "--bots", "random,random", "--games", "2"], "sim", "openskill"),
        (["balance", "--players", "2", "--games", "2"], "sim", "matplotlib"),
        (["serve", "--port", "1"], "server", "uvicorn"),
        (["serve", "--database", "postgresql://nobody@localhost/none"], "server", "psycopg"),
    ],
)
def test_a_command_without_its_extra_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, args: list[str], extra: str, module: str
) -> None:
    without(monkeypatch, module)
    result = runner.invoke(app, [*args, "--lang", "en"] + (
        ["--out", str(tmp_path / "out")] if args[0] == "balance" else []))
    assert_asks_for(result, extra, module)
    assert not (tmp_path / "out").exists()  # nothing was played or written


def test_plots_need_matplotlib_only_when_written(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    without(monkeypatch, "matplotlib", "matplotlib.pyplot")
    args = ["tournament", "--bots", "random,random", "--games", "2", "--game", "chocolatl",
            "--players", "3", "--json"]
    assert runner.invoke(app, args).exit_code == 0
    assert_asks_for(runner.invoke(app, [*args, "--out", str(tmp_path)]), "sim", "matplotlib")


def test_the_line_is_in_the_readers_language(monkeypatch: pytest.MonkeyPatch) -> None:
    without(monkeypatch, "openskill")
    result = runner.invoke(app, ["tournament", "--bots", "random,random", "--lang", "es"])
    assert_asks_for(result, "sim", "openskill")
    assert "necesita" in result.stderr


def test_the_training_example_names_its_missing_extra_in_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib.util
    import runpy

    example = Path(__file__).parents[1] / "examples" / "train_maskppo.py"
    require_extra = runpy.run_path(str(example), run_name="example")["require_extra"]
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "sb3_contrib" else real(name, *a))
    with pytest.raises(SystemExit) as exited:
        require_extra()
    message = str(exited.value.code)
    assert "\n" not in message and "sb3_contrib" in message
    assert "pip install 'chocolatier[rl-train]'" in message
