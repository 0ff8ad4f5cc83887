"""Input the command line used to pass silently (issue 24, item 7): a ``--at`` past the record's
end, a run of no games or no workers, seeds printed with digit grouping that ``--seed`` then
refused. Each refusal is exit code 2 and one line in the reader's language."""

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


def run(*args: str) -> Result:
    return runner.invoke(app, list(args))


def refused(result: Result) -> str:
    """Exit code 2 with one worded line on stderr, no traceback; returns the line."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output, result.stderr
    return lines[0]


def test_replay_at_past_the_end_is_refused_in_the_readers_language() -> None:
    moves = len(json.loads(GOLDEN.read_text())["moves"])
    assert run("replay", str(GOLDEN), "--at", str(moves)).exit_code == 0  # the last position
    line = refused(run("replay", str(GOLDEN), "--at", "9999", "--lang", "es"))
    assert "9999" in line and f"{moves} jugadas" in line
    assert "記録" in refused(run("replay", str(GOLDEN), "--lang", "ja", "--at", "9999"))


@pytest.mark.parametrize("command", [
    ["simulate", "--players", "2"],
    ["tournament", "--bots", "random,random"],
    ["balance", "--players", "2"],
])
@pytest.mark.parametrize("option", ["--games", "--workers"])
def test_no_games_or_no_workers_are_refused(
    command: list[str], option: str, tmp_path: Path
) -> None:
    out = ["--out", str(tmp_path)] if command[0] == "balance" else []  # not docs/, if it ran
    line = refused(run(*command, *out, "--games", "2", option, "0", "--lang", "zh"))
    assert option in line and "至少为 1" in line


def test_seeds_print_as_typed_and_are_read_back(tmp_path: Path) -> None:
    seed = "427730"
    result = run("simulate", "--players", "2", "--games", "1", "--seed", "427,730",
                 "--records", str(tmp_path), "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["seed"] == int(seed)
    game_seed = str(json.loads((tmp_path / "game-00000.json").read_text())["seed"])
    for lang in ("en", "zh", "ja", "es"):
        head = run("replay", str(tmp_path / "game-00000.json"), "--no-log", "--lang", lang)
        assert game_seed in head.stdout, (lang, head.stdout)
    for grouped in ("427.730", "427 730", "427_730"):
        again = run("simulate", "--players", "2", "--games", "1", "--seed", grouped, "--json")
        assert json.loads(again.stdout)["seed"] == int(seed), grouped
    assert "「4e5」" in refused(run("simulate", "--seed", "4e5", "--lang", "ja"))


PRESS = (
    '[[part]]\nid = "A07"\nname = "Printed Press"\ndeck = "A"\nkind = "converter"\n'
    'cost = 3\noptions = [{ inputs = ["bean"], outputs = ["chunk", "chunk"] }]\n'
    'source = "confirmed"\nnote = "From my box."\n'
)


def test_a_user_cards_own_name_is_shown(tmp_path: Path) -> None:
    (tmp_path / "parts.toml").write_text(PRESS)
    for lang in ("en", "ja"):
        listed = run("cards", "--kind", "parts", "--markdown", "--cards", str(tmp_path),
                     "--lang", lang)
        assert listed.exit_code == 0, listed.output
        [row] = [line for line in listed.stdout.splitlines() if "| A07 |" in line]
        assert "Printed Press" in row, (lang, row)
    printed = run("cards", "--kind", "parts", "--markdown")
    assert "Printed Press" not in printed.stdout


def test_the_old_spellings_still_work_with_a_warning(tmp_path: Path) -> None:
    new = run("balance", "--players", "2", "--games", "1", "--bots", "random", "--out",
              str(tmp_path / "new"))
    assert new.exit_code == 0, new.output
    assert "--bots random" in (tmp_path / "new" / "balance.md").read_text()
    old = run("balance", "--players", "2", "--games", "1", "--bot", "random", "--out",
              str(tmp_path / "old"), "--lang", "es")
    assert old.exit_code == 0, old.output
    assert "--bot ahora se llama --bots" in old.stderr
    assert "--bots random" in (tmp_path / "old" / "balance.md").read_text()
    for spelling in ("--cards", "--cards-dir"):
        served = run("serve", spelling, str(tmp_path / "missing"), "--database",
                     f"sqlite:///{tmp_path / 'x.sqlite3'}")
        assert served.exit_code == 2 and "is not a folder" in served.output, served.output
        assert ("--cards-dir is now called --cards" in served.output) == (spelling != "--cards")


def test_play_takes_your_own_cards(tmp_path: Path) -> None:
    (tmp_path / "parts.toml").write_text(PRESS)
    saved = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "--players", "2", "--seed", "3", "--cards",
                                 str(tmp_path)], input=f"save {saved}\nquit\n")
    assert saved.exists(), result.output
    [part] = json.loads(saved.read_text())["options"]["card_overrides"]["parts"]
    assert part["name"] == "Printed Press"
    (tmp_path / "parts.toml").write_text('[[part]]\nid = "A07"\ncost = "x"\n')
    assert "A07" in refused(runner.invoke(app, ["play", "--cards", str(tmp_path)]))


def test_version_short_help_completion_and_lang_around_help() -> None:
    from chocolatier import __version__

    version = run("--version")
    assert version.exit_code == 0 and version.stdout.strip() == f"chocolatier {__version__}"
    top = run("-h")
    assert top.exit_code == 0 and "--install-completion" in top.stdout and "replay" in top.stdout
    assert run("replay", "-h").exit_code == 0 and "--at" in run("replay", "-h").stdout
    for args in (["--help", "--lang", "ja"], ["--lang", "ja", "--help"],
                 ["simulate", "--help", "--lang", "zh"], ["simulate", "--lang", "zh", "-h"]):
        assert run(*args).exit_code == 0, (args, run(*args).output)
    # the language named before the command is the command's
    assert "至少为 1" in refused(run("--lang", "zh", "simulate", "--games", "0"))
    after = runner.invoke(app, ["simulate", "--games", "0"], env={"CHOCOLATIER_LANG": "en"})
    assert "at least 1" in refused(after)  # the next run does not inherit it
