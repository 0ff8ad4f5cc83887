"""``--help`` and the parser's own errors in the reader's language: every command's and option's
help from the catalogs, ``--lang`` before or after ``--help``, whole sentences (no "…"), the
options' types in words, and an unknown option, a bad value or a missing argument worded."""

from __future__ import annotations

import re

import pytest
import typer.main
from typer._click.core import Command, Context
from typer.core import TyperArgument, TyperOption
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.commands.helpwords import help_ids
from chocolatier.i18n import LANGUAGES, catalog

from .tmux import Pane

COMMANDS = ("simulate", "play", "review")


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args), env={"CHOCOLATIER_LANG": "", "COLUMNS": "80"})
    return result.exit_code, result.output


def commands() -> list[tuple[tuple[str, ...], Command]]:
    """Every command of ``chocolatier``, by its path."""
    found: list[tuple[tuple[str, ...], Command]] = []

    def walk(command: Command, path: tuple[str, ...]) -> None:
        found.append((path, command))
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, (*path, name))

    walk(typer.main.get_command(app), ())
    return found


def test_every_command_and_option_has_its_help_in_the_catalogs() -> None:
    # the catalogs hold the same ids in every language (test_catalogs): English is enough here
    words = catalog("en")
    missing = []
    for path, command in commands():
        if not words.has(help_ids(path)[0]):
            missing.append(help_ids(path)[0])
        help_option = command.get_help_option(Context(command, help_option_names=["-h", "--help"]))
        for param in [*command.params, help_option]:
            if isinstance(param, (TyperOption, TyperArgument)) and not param.hidden \
                    and not any(words.has(msg_id) for msg_id in help_ids(path, param.name)):
                missing.append(help_ids(path, param.name)[0])
    assert missing == [], f"add these to the cli-help.ftl catalogs: {missing}"


@pytest.mark.parametrize("command", COMMANDS)
def test_help_of_three_commands_in_chinese_in_a_terminal(command: str) -> None:
    words = catalog("zh")
    with Pane(command, "--help", "--lang", "zh", width=80, height=60) as pane:
        pane.wait_for(r"\[exited\]")
        shown = pane.scrollback()
    assert words.text("cli-screen-options") in shown and "Options" not in shown
    # the command's own help, whole: a sentence's characters on consecutive lines, none cut
    said = words.text(help_ids((command,))[0])
    flat = re.sub(r"\s+", "", shown)
    assert re.sub(r"\s+", "", said) in flat
    assert "…" not in shown
    assert "<int>" not in shown and "<bool>" not in shown and "<str>" not in shown


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("order", ["help-first", "lang-first"])
def test_lang_before_or_after_help(lang: str, order: str) -> None:
    args = ["--help", "--lang", lang] if order == "help-first" else ["--lang", lang, "--help"]
    code, shown = run("replay", *args)
    assert code == 0
    words = catalog(lang)
    assert words.text("cli-screen-usage") in shown
    assert " ".join(words.text("cli-help-replay--upto").split())[:12] in " ".join(shown.split())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_help_screen_gives_types_in_words_and_cuts_no_sentence(lang: str) -> None:
    for path, _command in commands():
        code, shown = run("--lang", lang, *path, "--help")
        assert code == 0, path
        assert not re.search(r"<(bool|int|float|str|path|list\[[^\]]*\])>", shown), (path, shown)
        assert "…" not in shown, (path, shown)
    # the simulate help names its options' kinds in this language
    code, shown = run("simulate", "--help", "--lang", lang)
    assert catalog(lang).text("cli-type-number") in shown


@pytest.mark.parametrize(
    ("args", "msg_id", "params"),
    [
        (["simulate", "--gamez", "3"], "cli-usage-no-such-option", {"option": "--gamez"}),
        (["simulate", "--games", "x"], "cli-usage-bad-value", None),
        (["replay"], "cli-usage-missing", None),
        (["nosuch"], "cli-usage-no-such-command", {"command": "nosuch"}),
        (["simulate", "--games"], "cli-usage-needs-value", {"option": "--games"}),
    ],
)
@pytest.mark.parametrize("lang", ["ja", "es"])
def test_parser_errors_are_worded(args: list[str], msg_id: str, params: dict[str, str] | None,
                                  lang: str) -> None:
    code, shown = run("--lang", lang, *args)
    assert code == 2
    flat = " ".join(shown.replace("│", " ").split())
    words = catalog(lang)
    if params is not None:
        assert " ".join(words.text(msg_id, **params).split()) in flat
    assert "No such" not in shown and "Missing" not in shown and "Invalid value" not in shown
    assert words.text("cli-screen-error") in shown
    if msg_id == "cli-usage-bad-value":
        assert "--games" in flat and "x" in flat and words.text("cli-type-number") in flat
    if msg_id == "cli-usage-missing":
        assert words.text("cli-metavar-record") in flat


def test_an_unknown_option_names_the_near_ones() -> None:
    code, shown = run("simulate", "--gamez", "3", "--lang", "en")
    assert code == 2
    assert "There is no option --gamez. Did you mean --game and --games?" in " ".join(
        shown.replace("│", " ").split())


def test_a_choice_is_listed_in_words() -> None:
    code, shown = run("cards", "--kind", "foo", "--lang", "es")
    assert code == 2
    flat = " ".join(shown.replace("│", " ").split())
    assert "«foo»" in flat and "stores o solo" in flat
