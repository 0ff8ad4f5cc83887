"""``chocolatier play`` command-line handling (no terminal needed): options, refusals."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from chocolatier.cli import app


def run(*args: str, keys: str = "quit\n") -> tuple[int, str]:
    result = CliRunner().invoke(app, ["play", *args], input=keys)
    return result.exit_code, result.output


def test_rule_options_reach_the_game() -> None:
    code, output = run("--bots", "random", "--seed", "1", "--option", "mode=simultaneous")
    assert code == 0
    assert "New game of Chocolate Factory for 2 players, seed 1" in output
    assert "Grow & Recruit · simultaneous factories and orders" in output
    assert "Goodbye" in output


def test_run_fulfil_and_start_player_options() -> None:
    """The two table agreements apart, and who starts (seat 1 = Player 2)."""
    code, output = run("--bots", "random", "--seed", "1", "--option", "run=simultaneous",
                       "--option", "start_player=1")
    assert code == 0, output
    assert "Grow & Recruit · simultaneous factories\n" in output
    assert "turn order: Player 2" in output
    code, output = run("--bots", "random", "--seed", "1", "--option", "start_player=2")
    assert code == 2 and (
        "option start_player must be a seat number from 0 to 1 or random, not 2" in output)


def test_json_option_values() -> None:
    code, output = run("--bots", "random", "--seed", "1", "--option", 'store_sides={"palace": "B"}')
    assert code == 0
    assert "The Palace Boutique B" in output and "Fresh Fancies A" in output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--option", "colour=red"], "Chocolate Factory has no option “colour”"),
        (["--option", "mode"], "--option takes KEY=VALUE"),
        (["--bots", "genius"], "unknown bot “genius” for Chocolate Factory"),
        (["--game", "chess"], "unknown game “chess”"),
        (["--players", "7"], "is for"),
        (["--seat", "2"], "there is no seat 2"),
        (["--seat", "x"], "--seat takes seat numbers"),
        (["--game", "chocolatl", "--players", "2"], "Chocolatl is for 3–5 players"),
    ],
)
def test_bad_command_lines_are_refused(args: list[str], message: str) -> None:
    code, output = run(*args)
    assert code == 2
    assert message in output
    assert "Traceback" not in output
