"""A bad game setup on the command line (an option, a player count, a bot, a record's setup) is
refused with exit code 2 and one line in the reader's language (``--lang``, else
``CHOCOLATIER_LANG``), worded from the catalogs: the engines give a code, never a sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from chocolatier.cli import app
from tests.extras import needs_sim

pytestmark = needs_sim

GOLDEN = Path(__file__).parent / "golden" / "factory" / "random-2p-turns-seed-21.json"
runner = CliRunner()


def refused(result: Result) -> str:
    """The one error line of a refused command (exit code 2, no traceback)."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.output
    return lines[0]


@pytest.mark.parametrize(("lang", "line"), [
    ("en", 'error: option store_sides must be A, B, or random (or a side for each store), '
           'not "Z"'),
    ("ja", 'エラー：オプションstore_sidesに指定できるのはA、B、またはrandom'
           '（またはデパートごとの面）です（"Z"は指定できません）'),
    ("zh", '错误：选项 store_sides 必须是 A、B或random（或为每家百货公司各指定一面），不能是 "Z"'),
    ("es", 'error: la opción store_sides debe ser A, B o random (o un lado para cada uno de los '
           'grandes almacenes), no "Z"'),
])
def test_simulate_words_a_bad_option_in_the_chosen_language(lang: str, line: str) -> None:
    result = runner.invoke(app, ["simulate", "--option", "store_sides=Z", "--games", "1",
                                 "--lang", lang])
    assert refused(result) == line


def test_the_language_comes_from_chocolatier_lang_too() -> None:
    result = runner.invoke(app, ["simulate", "--bots", "genius", "--games", "1"],
                           env={"CHOCOLATIER_LANG": "ja"})
    assert refused(result) == (
        "エラー：チョコレートファクトリーにボット「genius」はありません"
        "（ボット：heuristic、mcts、mcts-deep、mcts-rollout、random、search）")


@pytest.mark.parametrize(("args", "line"), [
    (["simulate", "--players", "9", "--lang", "zh"],
     "错误：巧克力工厂需要 1–4 名玩家，不能是 9 名"),
    (["tournament", "--bots", "random,random", "--game", "chess", "--lang", "es"],
     "error: juego desconocido «chess» (juegos: chocolatl y factory)"),
    (["play", "--bots", "random", "--option", "master=yes", "--lang", "es"],
     'error: la opción master debe ser true o false, no "yes"'),
    (["play", "--game", "chocolatl", "--bots", "random", "--option", "mode=turns",
      "--lang", "ja"], "エラー：ショコラトルにはオプションがありません（指定されたもの：mode）"),
    (["simulate", "--option", "mode", "--lang", "zh"], "错误：选项需要 键=值 的形式，而不是“mode”"),
    (["simulate", "--bots", "search:grandmaster", "--lang", "en"],
     "error: the search bot has no level “grandmaster” (levels: easy, normal, and hard)"),
])
def test_commands_word_bad_setups(args: list[str], line: str) -> None:
    assert refused(runner.invoke(app, args, input="quit\n")) == line


def test_replay_words_a_record_whose_setup_is_refused(tmp_path: Path) -> None:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data["options"]["start_player"] = 5
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    line = refused(runner.invoke(app, ["replay", str(path), "--lang", "zh"]))
    assert line == (f"错误：{path}：无法按记录设置这局游戏："
                    "选项 start_player 必须是 0 到 1 之间的座位编号或 random，不能是 5")
