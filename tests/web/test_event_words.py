"""The web client words events as the Python edges do: the same events of whole random games
(Chocolate Factory 2–4 players, with and without the Master Chocolatier module, solo, and
Chocolatl 3–5 players), their refusals and the solo objectives are worded by
``i18n/render.py`` and by ``web/js/i18n.js`` (run under node, with the catalogs the server
serves) in every language, and the words must be the same. Every event kind the engines declare
must come up, so a new kind cannot be worded two ways unseen."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Only with the [server] extra: a [test]-only environment skips these tests, saying why.
pytest.importorskip("starlette", reason="needs the [server] extra (pip install -e '.[server]')")

from starlette.applications import Starlette
from starlette.testclient import TestClient

from chocolatier.bots import make_bot
from chocolatier.chocolatl import events as chocolatl_events
from chocolatier.chocolatl.events import PyramidFull
from chocolatier.core import IllegalActionError, new_game
from chocolatier.core.events import ActionTaken, event_types
from chocolatier.core.rng import Rng
from chocolatier.factory import events as factory_events
from chocolatier.i18n import LANGUAGES, EventRenderer, catalog
from chocolatier.i18n.render import refusal_reason
from chocolatier.server.pages import ROUTES

NODE = shutil.which("node")
HARNESS = Path(__file__).with_name("render_events.mjs")
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
# (game, players, seed, options, bot): every engine, module and mode the web plays; the
# heuristic plays where random moves seldom deliver (solo orders, the module's C and D sides)
GAMES: list[tuple[str, int, int, dict[str, Any], str]] = [
    ("factory", 2, 11, {}, "random"),
    ("factory", 3, 12, {"master": True}, "random"),
    ("factory", 4, 13, {"mode": "simultaneous", "master": True}, "random"),
    ("factory", 4, 14, {"store_sides": "B"}, "random"),
    ("factory", 2, 20, {"master": True, "store_sides": "C"}, "heuristic"),
    ("factory", 3, 21, {"master": True, "store_sides": "D"}, "heuristic"),
    ("factory", 1, 15, {}, "random"),
    ("factory", 1, 16, {"extra_demands": 1}, "heuristic"),
    ("factory", 1, 22, {}, "heuristic"),
    ("factory", 1, 23, {}, "heuristic"),
    ("chocolatl", 3, 17, {}, "random"),
    ("chocolatl", 4, 18, {}, "heuristic"),
    ("chocolatl", 5, 19, {}, "random"),
]
# kinds no game raises now, worded all the same: the protocol's default event (a game without
# events of its own) and an end reason kept for logs written before ruling F3
NOT_RAISED = [ActionTaken(seat=0, notation="draft 1").to_json(), PyramidFull().to_json()]
# legal actions worded per decision at most (their buttons), and illegal ids tried per move
LEGAL_SHOWN = 40
ILLEGAL_TRIED = 3

pytestmark = pytest.mark.skipif(NODE is None, reason="needs node (the web client's renderer)")


def _game_events(game: str, players: int, seed: int, options: dict[str, Any], bot: str,
                 found: dict[str, list[Any]]) -> None:
    """The events of a random game (every move, the legal actions offered, each seat's log),
    the refusals of some illegal ids, and the solo objectives, into ``found``."""
    state = new_game(game, players, seed, options)
    space = state.game.num_distinct_actions(players)
    rng = Rng(seed)
    player = make_bot(bot, game, seed)
    while not state.is_terminal():
        seat = state.to_act()[rng.below(len(state.to_act()))]
        legal = state.legal_actions(seat)
        found["events"].extend(state.event(seat, a).to_json() for a in legal[:LEGAL_SHOWN])
        for _ in range(ILLEGAL_TRIED):
            try:
                state.apply(seat, state.action_from_id(seat, rng.below(space)))
            except IllegalActionError as refused:
                found["refusals"].append([refused.code, refused.params])
                continue
            break
        else:
            state.apply(seat, player.choose(state.determinize(seat, rng), seat))
        solo = state.view(0).get("solo") if players == 1 else None
        for objective in (solo or {}).get("objectives", []):
            found["objectives"].append(objective["box"])
            found["events"].append(objective["why"])
    for seat in [None, *range(players)]:
        found["events"].extend(state.view(seat).get("log", []))


def _codes(value: Any) -> Iterator[str]:
    """The code of an event and of every event among its parameters."""
    if isinstance(value, dict):
        if isinstance(value.get("code"), str):
            yield value["code"]
        for inner in value.values():
            yield from _codes(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _codes(inner)


def _unique(items: list[Any]) -> list[Any]:
    return list({json.dumps(x, sort_keys=True): x for x in items}.values())


@pytest.fixture(scope="module")
def played() -> dict[str, list[Any]]:
    found: dict[str, list[Any]] = {"events": list(NOT_RAISED), "refusals": [], "objectives": []}
    for game in GAMES:
        _game_events(*game, found=found)
    return {kind: _unique(items) for kind, items in found.items()}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What the server serves under /i18n/ (the web client fetches it), in a folder."""
    folder = tmp_path_factory.mktemp("i18n")
    client = TestClient(Starlette(routes=ROUTES))
    for name in [*(f"{lang}.ftl" for lang in LANGUAGES), "params.json", "abilities.json"]:
        answer = client.get(f"/i18n/{name}")
        assert answer.status_code == 200, name
        (folder / name).write_bytes(answer.content)
    return folder


def _python_words(played: dict[str, list[Any]], lang: str) -> dict[str, list[Any]]:
    words = EventRenderer(catalog(lang), NAMES)
    return {
        "events": [[words.render(e), words.button(e)] for e in played["events"]],
        "refusals": [refusal_reason(code, params, catalog(lang))
                     for code, params in played["refusals"]],
        "objectives": [words.objective(box) for box in played["objectives"]],
    }


def _web_words(played: dict[str, list[Any]], served: Path, lang: str) -> dict[str, list[Any]]:
    assert NODE is not None
    done = subprocess.run([NODE, str(HARNESS), str(served), lang], check=True, capture_output=True,
                          input=json.dumps({"names": NAMES, **played}).encode(), timeout=300)
    result: dict[str, list[Any]] = json.loads(done.stdout)
    return result


def test_the_games_raise_every_event_kind(played: dict[str, list[Any]]) -> None:
    assert factory_events and chocolatl_events  # loaded: their classes are declared
    declared = {str(cls.__struct_config__.tag) for cls in event_types()}
    raised = set(_codes(played["events"]))
    assert sorted(declared - raised) == []
    assert len(played["refusals"]) > 100 and len(played["objectives"]) > 10


def _kind_of(kind: str, given: Any) -> str:
    """An event's code, a refusal's code, an objective's kind: one difference of each shown."""
    return str(given["code"] if kind == "events" else given[0] if kind == "refusals"
               else given["kind"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_web_words_events_as_python_does(
    played: dict[str, list[Any]], served: Path, lang: str
) -> None:
    python, web = _python_words(played, lang), _web_words(played, served, lang)
    differ: dict[str, tuple[Any, Any, Any]] = {}
    for kind, inputs in played.items():
        for given, ours, theirs in zip(inputs, python[kind], web[kind], strict=True):
            if ours != theirs:
                differ.setdefault(f"{kind}:{_kind_of(kind, given)}", (given, ours, theirs))
    assert differ == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sockets_error_messages_are_worded_by_their_code(served: Path, lang: str) -> None:
    errors = [{"type": "error", "code": code, "message": "in English, for API users"}
              for code in ("bad-token", "no-table", "never-heard-of")]
    words = _web_words({"events": [], "refusals": [], "objectives": [], "errors": errors},
                       served, lang)["errors"]
    texts = catalog(lang)
    assert words == [texts.text("web-error-bad-token"), texts.text("web-error-no-table"),
                     texts.text("web-error-generic", code="never-heard-of")]
