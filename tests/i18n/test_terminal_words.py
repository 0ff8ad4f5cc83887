"""The terminal and the command line in every language: whole games of Chocolate Factory (two
players and solo) and Chocolatl drawn by the terminal renderers, the play session's own words,
``chocolatier replay`` and ``chocolatier cards``, with no message id left (a missing message shows
its id) and no English in Chinese or Japanese except the players' names and the notation a
player types (the game's own text, as in records)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.console import Console, RenderableType
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core import GameRecord, Match, new_game, replay
from chocolatier.core.rng import Rng
from chocolatier.factory.actions import VERBS
from chocolatier.factory.cards import STORE_RULES, load_card_set
from chocolatier.factory.roles import ABILITIES
from chocolatier.i18n import LANGUAGES, EventRenderer, catalog
from chocolatier.i18n.glossary import NON_LATIN, foreign_words
from chocolatier.i18n.summary import summary
from chocolatier.tui.prompt import help_text
from chocolatier.tui.renderers import RenderContext, render_view
from chocolatier.tui.seats import SeatPlan
from chocolatier.tui.session import PlaySession
from chocolatier.tui.widgets import ActionEntry, render_actions, render_outcome
from tests.i18n.test_events import _IDS

GOLDEN = Path(__file__).parents[1] / "golden"
RECORDS = [GOLDEN / "factory" / "random-2p-turns-seed-21.json",
           GOLDEN / "factory" / "heuristic-1p-solo-seed-33.json",
           GOLDEN / "chocolatl" / "random-3p-seed-11.json"]
GAMES = [("factory", 2, 4, None), ("factory", 1, 5, None), ("chocolatl", 3, 6, None),
         # the Master Chocolatier module: movers, free employees, sides C (and D below)
         ("factory", 2, 7, {"master": True, "store_sides": "C"}),
         ("factory", 3, 8, {"master": True, "store_sides": "D"})]
runner = CliRunner()
# A message id left in the text (the renderer shows the id of a missing message); ids without a
# dash ("action", "refusal") are English words as well and are left to the event tests.
_LEFT_ID = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(i) for i in _IDS if "-" in i)
                      + r")(?![\w-])")


def text_of(renderable: RenderableType, width: int = 160) -> str:
    console = Console(record=True, width=width, color_system=None)
    console.print(renderable)
    return console.export_text()


def checked(text: str, lang: str, kept: set[str]) -> str:
    """``text`` with no message id left and, in Chinese and Japanese, no English but ``kept``
    (players' names, notation)."""
    left = _LEFT_ID.search(text)
    assert left is None, (lang, left.group(0) if left else "", text)
    if lang in NON_LATIN:
        for word in sorted(kept, key=len, reverse=True):
            text = text.replace(word, " ")
        assert foreign_words(text) == [], (lang, foreign_words(text), text)
    return text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players", "seed", "options"), GAMES)
def test_whole_games_drawn_in_every_language(lang: str, game: str, players: int,
                                            seed: int, options: dict[str, object] | None) -> None:
    """Every kind of screen of a random game (board, action list with button words, summary),
    then the end: the spectator's board and the outcome."""
    plan = SeatPlan.build(players, list(range(players)), [])
    labels = plan.labels(catalog(lang))
    words = EventRenderer(catalog(lang), labels)
    state = new_game(game, players, seed, options)
    rng = Rng(seed)
    drawn: set[tuple[str, str]] = set()
    while not state.is_terminal():
        seat = state.to_act()[0]
        view = state.view(seat)
        legal = state.legal_actions(seat)
        pending = view["factories"][seat]["pending"] if game == "factory" else None
        key = (str(view["phase"]), pending["type"] if pending else str(view.get("mode")))
        if key not in drawn:
            drawn.add(key)
            notation = {state.notation(seat, a) for a in legal}
            entries = [ActionEntry(i, state.notation(seat, a),
                                   words.button(state.event(seat, a).to_json()))
                       for i, a in enumerate(legal, start=1)]
            board = text_of(render_view(game, view, RenderContext(seat, labels, lang)))
            assert "could not read" not in board and board.strip() != "—"
            checked(board, lang, set(labels))
            checked(text_of(render_actions(entries, words)), lang, set(labels) | notation)
            checked(summary(view, words), lang, set(labels))
        state.apply(seat, rng.choice(legal))
    final = text_of(render_view(game, state.view(None), RenderContext(None, labels, lang)))
    checked(final, lang, set(labels))
    result = state.result()
    assert result is not None
    checked(text_of(render_outcome(result, labels, words)), lang, set(labels))
    assert len(drawn) > 3
    if options:  # a mover operated: its decision is worded too
        assert ("run", "carry") in drawn


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_session_speaks_the_language(lang: str, tmp_path: Path) -> None:
    """The play loop's own words: help, a bad number, a bad notation, undo, save, goodbye."""
    plan = SeatPlan.build(2, [0], ["random"])
    match = Match.new("factory", 2, 3, None, plan.names())
    console = Console(record=True, width=160, color_system=None)
    t = catalog(lang).text
    lines = iter([t("tui-cmd-help"), "99", "=fly", t("tui-cmd-undo"), "1",
                  f"{t('tui-cmd-save')} {tmp_path / 'game.json'}", t("tui-cmd-quit")])
    session = PlaySession(match, plan, console, lambda _prompt: next(lines), lang)
    assert session.run() is False
    text = console.export_text()
    assert t("tui-help-hint") in text and t("tui-goodbye-saved") in text
    first = Match.new("factory", 2, 3, None, plan.names()).state
    # a notation's syntax error is worded; it names the notation's verbs, written as in records
    notation = {"fly", *VERBS} | {m.move for m in session.match.log}
    notation |= {word for action in first.legal_actions(first.to_act()[0])
                 for word in first.notation(first.to_act()[0], action).split()}
    # the file's path and the command that resumes it are the user's and the program's own
    kept = notation | {str(tmp_path / "game.json"), "chocolatier play --load", "--load",
                       "chocolatier rules factory"}
    checked(text, lang, set(plan.labels(catalog(lang))) | kept)
    checked(text_of(help_text(catalog(lang))), lang, {"load", "chocolatier rules factory"})


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_replay_prints_summary_log_and_score_in_the_language(lang: str, record: Path) -> None:
    result = runner.invoke(app, ["replay", str(record), "--lang", lang], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    players = GameRecord.load(record).players
    moves = len(GameRecord.load(record).moves)
    assert re.search(rf"^\s*{moves}\. ", result.output, re.M), "every move is in the log"
    assert catalog(lang).text("tui-final-score") in result.output
    names = set(players) | {part for name in players for part in name.split(":")
                            if part.isalpha()}
    state_hash = replay(GameRecord.load(record)).state_hash()
    checked(result.output, lang, names | {state_hash})


@pytest.mark.parametrize("lang", ["zh", "ja", "es"])
def test_cards_lists_every_card_with_its_name_in_the_language(lang: str) -> None:
    result = runner.invoke(app, ["cards", "--lang", lang], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    t = catalog(lang).text
    cards = load_card_set()
    board = tuple(cards.board.preprinted.values())
    for part in (*cards.parts, *board):
        assert part.id in result.output and t(f"part-{part.id}") in result.output, part.id
    for employee in cards.employees:
        assert employee.id in result.output and t(f"role-{employee.role}") in result.output
    for store in cards.stores:
        assert t(f"store-{store.id}") in result.output
    for card in (*cards.orders, *cards.solo):
        assert card.id in result.output
    for title in ("cli-cards-parts", "cli-cards-employees", "cli-cards-solo"):
        assert t(title) in result.output
    assert t("part-A01") != catalog("en").text("part-A01")
    stores = runner.invoke(app, ["cards", "--kind", "stores", "--module", "master",
                                 "--lang", lang], env={"COLUMNS": "400"})
    for rule in STORE_RULES:  # a store side's rule in words, never its code
        assert rule not in stores.output
        assert t("terminal-store-rule", rule=rule) in stores.output
    employees = runner.invoke(app, ["cards", "--kind", "employees", "--lang", lang],
                              env={"COLUMNS": "400"})
    miner = ABILITIES["miner"]
    assert t(miner.text_id, **miner.text_args()) in employees.output


@pytest.mark.parametrize("command", [["cards"], ["replay", str(RECORDS[0])], ["play"],
                                     ["simulate", "--games", "1"]])
def test_an_unknown_language_is_refused(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--lang", "xx"])
    assert result.exit_code == 2
    assert "unknown language 'xx'" in result.output and "en, zh, ja, es" in result.output
    env = runner.invoke(app, command, env={"CHOCOLATIER_LANG": "klingon"})
    assert env.exit_code == 2 and "unknown language 'klingon'" in env.output


def test_the_language_comes_from_the_environment_then_the_locale() -> None:
    ja = runner.invoke(app, ["cards", "--kind", "stores"], env={"CHOCOLATIER_LANG": "ja"})
    assert catalog("ja").text("cli-cards-stores") in ja.output
    es = runner.invoke(app, ["cards", "--kind", "stores"],
                       env={"CHOCOLATIER_LANG": "", "LC_ALL": "es_ES.UTF-8"})
    assert catalog("es").text("cli-cards-stores") in es.output


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_chocolatl_counts_in_points(lang: str, tmp_path: Path) -> None:
    t = catalog(lang).text
    simulated = runner.invoke(app, ["simulate", "--game", "chocolatl", "--players", "3",
                                    "--games", "2", "--bots", "random", "--seed", "1",
                                    "--records", str(tmp_path)])
    assert simulated.exit_code == 0, simulated.output
    analyzed = runner.invoke(app, ["analyze", str(tmp_path), "--lang", lang],
                             env={"COLUMNS": "200"})
    tournament = runner.invoke(app, ["tournament", "--game", "chocolatl", "--players", "3",
                                     "--bots", "random,random", "--games", "3", "--seed", "1",
                                     "--lang", lang], env={"COLUMNS": "200"})
    for result in (analyzed, tournament):
        assert result.exit_code == 0, result.output
        assert t("terminal-col-points") in result.output
        assert t("cli-col-money") not in result.output
    assert t("terminal-analyze-points") in analyzed.output
