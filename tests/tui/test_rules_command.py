"""``chocolatier rules`` and ``rules`` at the prompt: the rules reference read in the terminal,
whole or one section, in the reader's language; a refusal's section opened from the game."""

from __future__ import annotations

import pexpect
import pytest
from typer.testing import CliRunner

from chocolatier.cli import app

from .pty import spawn
from .tmux import Pane


def rules(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["rules", *args])
    return result.exit_code, result.output


def test_one_section_in_japanese_in_a_terminal() -> None:
    with Pane("rules", "factory", "4.2", "--lang", "ja") as pane:
        pane.wait_for(r"\[exited\]")
        shown = pane.scrollback()
    assert "4.2 カードの獲得" in shown
    assert "ドラフトで選びます" in shown
    # just that section: not the one before or after, no web anchor, no raw markdown
    assert "4.1" not in shown.replace("§4.1", "") and "4.3 " not in shown
    assert "{#" not in shown and "**" not in shown and "## " not in shown


def test_a_section_takes_its_subsections_and_the_game_defaults_to_factory() -> None:
    code, shown = rules("4", "--lang", "es")
    assert code == 0
    assert "4.2 Expandir y reclutar" in shown and "4.5 Limpiar" in shown
    assert "5 Fin de la partida" not in shown
    code, shown = rules("chocolatl", "§3.3.5")
    assert code == 0 and shown.lstrip().startswith("3.3.5")


def test_the_whole_reference_without_a_section() -> None:
    code, shown = rules("chocolatl", "--lang", "zh")
    assert code == 0
    assert "众神之饮" in shown or "Chocolatl" in shown
    assert "1 " in shown and "4 " in shown


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["factory", "4.9", "--lang", "ja"], "4.9 節はありません"),
        (["chess"], "there are no rules for “chess”"),
    ],
)
def test_unknown_sections_and_games_are_worded_errors(args: list[str], message: str) -> None:
    code, shown = rules(*args)
    assert code == 2
    assert message in shown and "Traceback" not in shown


PROMPT = r"Player 1 \(you\) > "


def test_a_refusal_s_section_opens_from_the_prompt() -> None:
    child = spawn("play", "--players", "2", "--bots", "random", "--seed", "3", "--lang", "es")
    child.expect(r"Jugador 1 \(tú\) > ")
    child.sendline("run T1")
    child.expect(r"Escribe «reglas 4\.2» para leer el §4\.2")
    child.expect(r"Jugador 1 \(tú\) > ")
    child.sendline("reglas")  # alone: the section of the last refusal
    child.expect(r"4\.2 Expandir y reclutar")
    child.expect(r"Jugador 1 \(tú\) > ")
    assert "4.3" not in (child.before or "").replace("§4.3", "")
    child.sendline("rules 9.9")
    child.expect("no tiene sección 9.9")
    child.expect(r"Jugador 1 \(tú\) > ")
    child.sendline("ayuda")
    child.expect(r"chocolatier rules factory")
    child.expect(r"Jugador 1 \(tú\) > ")
    child.sendline("salir")
    child.expect(pexpect.EOF)
