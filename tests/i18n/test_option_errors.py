"""Game setups refused (``OptionError``) and texts that are no move (``NotationError``) carry a
code and parameters, never a sentence: every declared code is raised by a real bad input, with
the parameters its table declares, and is worded in every language (no message id left, no
English in Chinese or Japanese besides what the user typed or the notation); a record whose
setup or move the engine refuses is worded the same way."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from chocolatier.bots.base import make_bot
from chocolatier.core import GameRecord, RecordError, get_game, new_game, replay
from chocolatier.core.contract import contract
from chocolatier.core.errors import NOTATION_ERRORS, OPTION_ERRORS, NotationError, OptionError
from chocolatier.core.game import State
from chocolatier.i18n import (
    LANGUAGES,
    catalog,
    error_words,
    notation_reason,
    render_option_error,
)
from chocolatier.i18n.glossary import foreign_words
from chocolatier.server.tablelife import split_settings
from chocolatier.sim.simulate import parse_bots, parse_options
from chocolatier.sim.tournament import TournamentConfig

FACTORY = get_game("factory")
GOLDEN = Path(__file__).parents[1] / "golden" / "factory" / "random-2p-turns-seed-21.json"


def options(players: int, given: dict[str, Any]) -> Callable[[], object]:
    return lambda: FACTORY.normalize_options(players, given)


# code -> (a bad input, parameters expected among the error's)
CASES: dict[str, tuple[Callable[[], object], dict[str, Any]]] = {
    "unknown-game": (lambda: get_game("chess"), {"name": "chess",
                                                 "known": ["chocolatl", "factory"]}),
    "bad-players": (lambda: new_game("chocolatl", 2, 1),
                    {"game": "chocolatl", "players": 2, "least": 3, "most": 5}),
    "unknown-option": (options(2, {"colour": "red"}), {"game": "factory", "option": "colour"}),
    "no-options": (lambda: new_game("chocolatl", 3, 1, {"mode": "x"}),
                   {"game": "chocolatl", "options": ["mode"]}),
    "not-one-of": (options(2, {"run": "sometimes"}),
                   {"option": "run", "value": '"sometimes"',
                    "choices": ["turns", "simultaneous"]}),
    "master-not-solo": (options(1, {"master": True}), {"option": "master"}),
    "solo-only": (options(2, {"extra_demands": 1}), {"option": "extra_demands"}),
    "bad-start-player": (options(3, {"start_player": 3}),
                         {"option": "start_player", "value": "3", "most": 2}),
    "bad-card-overrides": (options(2, {"card_overrides": [1]}),
                           {"option": "card_overrides", "value": "[1]"}),
    "bad-store-sides": (options(2, {"store_sides": "Z"}),
                        {"value": '"Z"', "choices": ["A", "B", "random"]}),
    "side-needs-master": (options(2, {"store_sides": "D"}), {"side": "D", "needs": "master"}),
    "unknown-store": (options(2, {"store_sides": {"mall": "A"}}), {"name": "mall"}),
    "no-such-side": (options(2, {"master": True, "store_sides": {"fresh": "E"}}),
                     {"store": "fresh", "value": '"E"'}),
    "store-side-needs-master": (options(2, {"store_sides": {"fresh": "C"}}),
                                {"store": "fresh", "side": "C"}),
    "not-whole": (options(1, {"extra_demands": 9}),
                  {"option": "extra_demands", "value": "9", "least": 0, "most": 4}),
    "too-few": (lambda: TournamentConfig("factory", 2, ("random",), 0, 1).validate(),
                {"option": "--games", "value": "0", "least": 1}),
    "needs-option": (lambda: split_settings({"bank_seconds": 60}, "factory"),
                     {"option": "bank_seconds", "needs": "turn_seconds"}),
    "excludes": (lambda: split_settings({"turn_hours": 1, "turn_seconds": 60}, "factory"),
                 {"option": "turn_hours"}),
    "not-a-bot": (lambda: split_settings({"standin": "mcts:seconds=9"}, "factory"),
                  {"option": "standin"}),
    "unknown-bot": (lambda: make_bot("genius", "factory"), {"name": "genius", "game": "factory"}),
    "unknown-level": (lambda: make_bot("search:grandmaster", "factory"),
                      {"bot": "search", "level": "grandmaster"}),
    "unknown-bot-setting": (lambda: make_bot("mcts:depth=3", "factory"),
                            {"bot": "mcts", "setting": "depth"}),
    "bad-bot-setting": (lambda: make_bot("mcts:iterations=2.5", "factory"),
                        {"bot": "mcts", "setting": "iterations", "value": "2.5"}),
    "no-bot": (lambda: parse_bots(" , "), {}),
    "not-key-value": (lambda: parse_options(["mode"]), {"text": "mode"}),
}


def raised(code: str) -> OptionError:
    bad, _ = CASES[code]
    with pytest.raises(OptionError) as info:
        bad()
    return info.value


def test_every_declared_code_has_a_bad_input() -> None:
    assert sorted(CASES) == sorted(OPTION_ERRORS)


@pytest.mark.parametrize("code", sorted(CASES))
def test_each_bad_input_raises_its_code_with_its_parameters(code: str) -> None:
    error = raised(code)
    assert error.code == code
    assert set(error.params) == set(OPTION_ERRORS[code])
    assert CASES[code][1].items() <= error.params.items()
    assert json.loads(json.dumps(error.to_json())) == {"code": code, "params": error.params}
    assert isinstance(error, ValueError)  # callers that catch a bad argument still do
    assert str(error).startswith(code)  # the exception's own text is for developers


def test_contract_of_an_unknown_game_and_a_mismatched_raise_site() -> None:
    with pytest.raises(OptionError) as info:
        contract("chess")
    assert info.value.code == "unknown-game"
    with pytest.raises(TypeError, match="takes"):
        OptionError("unknown-game", name="chess")


def typed(error: OptionError) -> list[str]:
    """What the user typed or may type, shown as it is in every language."""
    shown: list[str] = []
    for name, value in error.params.items():
        if name in ("game", "store"):
            continue  # worded from the catalog
        shown += [str(v) for v in value] if isinstance(value, list) else [str(value)]
    return shown


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_option_error_is_worded_in_every_language(lang: str) -> None:
    words = catalog(lang)
    seen = set()
    for code in sorted(CASES):
        error = raised(code)
        text = render_option_error(error, words)
        assert text == error_words(error, words)
        assert "option-error" not in text and text not in seen, (code, text)
        seen.add(text)
        for value in typed(error):
            assert value in text, (code, value, text)
        if lang in ("zh", "ja"):
            left = [w for w in foreign_words(text) if not any(w in v for v in typed(error))]
            assert left == [], (code, text)


def test_english_wording_reads_as_before() -> None:
    words = catalog("en")
    assert render_option_error(raised("bad-store-sides"), words) == (
        'option store_sides must be A, B, or random (or a side for each store), not "Z"')
    assert render_option_error(raised("bad-players"), words) == (
        "Chocolatl is for 3–5 players, not 2")
    assert render_option_error(raised("store-side-needs-master"), words) == (
        "Fresh Fancies: side C needs option master (the Master Chocolatier module)")


def test_a_record_whose_setup_or_move_is_refused_is_worded() -> None:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    data.pop("result")
    bad_setup = {**data, "options": {**data["options"], "store_sides": "Z"}}
    with pytest.raises(RecordError) as info:
        replay(GameRecord.loads(json.dumps(bad_setup)))
    assert error_words(info.value, catalog("ja")).startswith(
        "記録されたゲームを準備できません：オプションstore_sidesに指定できるのは")
    moves = [dict(m) for m in data["moves"]]
    moves[5]["move"] = moves[0]["move"]  # a part taken again: refused
    with pytest.raises(RecordError) as info:
        replay(GameRecord.loads(json.dumps({**data, "moves": moves})))
    text = error_words(info.value, catalog("es"), "factory")
    assert text.startswith(f"jugada 6 («{moves[0]['move']}», Jugador 1): ")
    assert text.endswith("(regla §4.2 Expandir y reclutar)")


def factory_parse(text: str) -> Callable[[], object]:
    return lambda: new_game("factory", 2, 1).parse(0, text)


# Texts that are no move: code -> (the text, parameters expected among the error's)
NOTATIONS: dict[str, tuple[Callable[[], object], dict[str, Any]]] = {
    "empty": (factory_parse("  "), {}),
    "unknown-verb": (factory_parse("fly away"), {"word": "fly"}),
    "usage": (factory_parse("take"), {"forms": ["take <card>"]}),
    "not-written-as": (factory_parse("up bean"), {"word": "bean", "form": "<from>><to>"}),
    "not-a-kind": (factory_parse("in rock"), {"word": "rock"}),
    "not-a-slot": (factory_parse("place X9"), {"word": "X9"}),
    "not-a-tile": (factory_parse("pack 7"), {"word": "7", "least": 1, "most": 4}),
    "not-a-card-id": (factory_parse("take a$b"), {"word": "a$b"}),
    "not-an-option-number": (factory_parse("run T1/x"), {"word": "x"}),
    "not-a-store": (factory_parse("as mall"), {"word": "mall"}),
    "not-an-icon": (factory_parse("dealer S01 -rock"), {"word": "-rock"}),
    "not-a-station": (lambda: new_game("chocolatl", 3, 1).parse(0, "bid 1 moon"),
                      {"word": "moon"}),
    "no-such-card": (factory_parse("take zz"), {"word": "zz"}),
    "not-legal": (lambda: State.parse(new_game("factory", 2, 1), 0, "take zz"), {}),
}


def test_every_notation_code_has_a_text() -> None:
    assert sorted(NOTATIONS) == sorted(NOTATION_ERRORS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_notation_error_is_worded_in_every_language(lang: str) -> None:
    words = catalog(lang)
    seen = set()
    for code, (bad, expected) in sorted(NOTATIONS.items()):
        with pytest.raises(NotationError) as info:
            bad()
        error = info.value
        assert error.code == code and expected.items() <= error.params.items()
        assert set(error.params) == set(NOTATION_ERRORS[code])
        reason = notation_reason(error, words)
        assert "notation-error" not in reason and reason not in seen, (code, reason)
        seen.add(reason)
        typed = [str(v) for value in error.params.values()
                 for v in (value if isinstance(value, list) else [value])]
        assert all(value in reason for value in typed), (code, reason)
        assert error_words(error, words).endswith(reason)
        if lang in ("zh", "ja"):
            left = [w for w in foreign_words(reason) if not any(w in v for v in typed)]
            assert left == [], (code, reason)
