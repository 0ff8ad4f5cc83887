"""Structured events worded in every language: whole games of both games (and a solo game), every
move, every legal action's button, Chocolatl's public log and refusals, with no missing message
and no English left in Chinese or Japanese; and records made before events existed still replay."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

from chocolatier.chocolatl import events as chocolatl_events
from chocolatier.core import GameRecord, IllegalActionError, new_game, replay
from chocolatier.core.events import event_types
from chocolatier.core.rng import Rng
from chocolatier.factory import events as factory_events
from chocolatier.i18n import LANGUAGES, EventRenderer, catalog, render_refusal, rule_words
from chocolatier.i18n.catalog import ftl_files
from chocolatier.i18n.glossary import foreign_words

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
LEGACY = Path(__file__).parents[1] / "golden" / "legacy"
# A message id left in the text means a message or a word was missing (the renderer shows the
# id then).
_IDS = sorted({m.id.name for _, text in ftl_files("en")
               for m in FluentParser().parse(text).body if isinstance(m, ast.Message)},
              key=len, reverse=True)
_LEFT_ID = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, _IDS)) + r")(?![\w-])")
GAMES = [("factory", 2, 5, {}), ("factory", 3, 6, {"mode": "simultaneous"}),
         ("factory", 1, 7, {}), ("chocolatl", 3, 8, {}), ("chocolatl", 5, 9, {})]


def _events(game: str, players: int, seed: int, options: dict[str, Any]
            ) -> Iterator[dict[str, Any]]:
    """Every move's event and legal action's event along a random game, then the view's log,
    and the solo objectives' reasons."""
    state = new_game(game, players, seed, options)
    rng = Rng(seed)
    while not state.is_terminal():
        seat = state.to_act()[rng.below(len(state.to_act()))]
        legal = state.legal_actions(seat)
        for action in legal[:12]:
            yield state.event(seat, action).to_json()
        state.apply(seat, legal[rng.below(len(legal))])
    view = state.view(None)
    yield from view.get("log", [])
    for objective in (view.get("solo") or {}).get("objectives", []):
        yield objective["why"]


def _checked(text: str, lang: str) -> str:
    assert not _LEFT_ID.search(text), text
    if lang in ("zh", "ja"):
        assert [w for w in foreign_words(text) if w not in NAMES] == [], text
    return text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players", "seed", "options"), GAMES)
def test_every_event_of_a_whole_game_is_worded(
    lang: str, game: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    words = EventRenderer(catalog(lang), NAMES[:players])
    codes = set()
    for event in _events(game, players, seed, options):
        codes.add(event["code"])
        _checked(words.render(event), lang)
        if not event["code"].startswith(("objective-", "chocolatl-")) or "seat" in event:
            _checked(words.button(event), lang)
    assert len(codes) > 5


def test_every_declared_event_has_a_message_in_every_language() -> None:
    assert factory_events and chocolatl_events  # loaded: their classes are declared
    codes = {str(cls.__struct_config__.tag) for cls in event_types()}
    assert {"factory-run", "chocolatl-station", "objective-paid"} <= codes
    for lang in LANGUAGES:
        assert [c for c in sorted(codes) if not catalog(lang).has(c)] == [], lang


def test_names_come_from_the_seat_and_unknown_seats_are_numbered() -> None:
    event = {"code": "chocolatl-temple", "hero": 1, "old_man": 0}
    assert EventRenderer(catalog("en"), ["Ana", "Bo"]).render(event) == (
        "Bo takes the Hero King; Ana takes the Old Man")
    assert "Ana" in EventRenderer(catalog("ja"), ["Ana", "Bo"]).render(event)
    assert EventRenderer(catalog("en")).render(event).startswith("Player 2 ")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_refusals_along_random_games_are_worded_with_their_rule(lang: str) -> None:
    """Apply actions that are legal for another seat or at another moment: each refusal has a
    message in the language (no id left) and names its rule."""
    codes = set()
    for game, players, seed in (("factory", 2, 3), ("chocolatl", 3, 4)):
        state = new_game(game, players, seed)
        rng = Rng(seed)
        seen: list[Any] = []
        for _ in range(150):
            if state.is_terminal():
                break
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            for stale in seen[-6:]:
                for who in range(players):
                    if stale in state.legal_actions(who):
                        continue
                    try:
                        state.apply(who, stale)
                    except IllegalActionError as exc:
                        codes.add(exc.code)
                        text = render_refusal(exc, catalog(lang), game)
                        # the move's notation is never quoted back (test_table_words)
                        _checked(text, lang)
                        rule = rule_words(exc.rule, catalog(lang), game)
                        assert rule.startswith("§") and rule in text  # its section, worded
            action = legal[rng.below(len(legal))]
            seen.append(action)
            state.apply(seat, action)
    assert len(codes) >= 4, codes


@pytest.mark.parametrize("path", sorted(LEGACY.glob("*.json")), ids=lambda p: p.name)
def test_records_made_before_events_still_replay(path: Path) -> None:
    """Records saved before the engines emitted events (their results carried English) replay
    move for move to the same scores and winners."""
    stored = json.loads(path.read_text(encoding="utf-8"))
    record = GameRecord.load(path)
    state = replay(record)
    result = state.result()
    assert result is not None and state.is_terminal()
    assert list(result.scores) == stored["result"]["scores"]
    assert list(result.winners) == stored["result"]["winners"]
