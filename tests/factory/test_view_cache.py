"""Views built from shared, cached card JSON (``factory/view.py``) stay byte-for-byte what the
straightforward per-call build gave, and callers cannot corrupt the shared parts.

``view_hashes.json`` holds, per seeded random game, digests of every seat's and a spectator's
view after every action, as ``json.dumps(sort_keys=True)`` and as ``orjson`` in the view's own
key order (how the web server sends it). The digests were first taken with the uncached
``view`` before caching existed; a rules or view change regenerates them (last: issue 13, several
Department Store deliveries a day, the stores' ``once_a_day``, the ``run``/``fulfil`` fields).
"""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
from pathlib import Path
from typing import Any

import orjson
import pytest

from chocolatier.core.registry import new_game
from chocolatier.core.rng import Rng
from chocolatier.factory.frozen_json import FrozenDict, FrozenList
from chocolatier.factory.state import FactoryState
from chocolatier.factory.view import view

from .solo_examples import EXAMPLE_OPTIONS

HASHES = Path(__file__).with_name("view_hashes.json")
# (players, seed, options): every player count, both modes, other store sides.
GAMES: list[tuple[int, int, dict[str, Any]]] = [
    (1, 3, {}),
    (2, 5, {}),
    (3, 8, {"mode": "simultaneous"}),
    (4, 13, {"store_sides": "B"}),
    (3, 17, {"store_sides": "random"}),
    (4, 21, {"mode": "simultaneous"}),
]


def game_digests(players: int, seed: int, options: dict[str, Any]) -> dict[str, str]:
    """Digests of all views along a random game of ``players`` from ``seed``."""
    state = new_game("factory", players, seed, options)
    assert isinstance(state, FactoryState)
    rng = Rng(seed + 1000)
    sorted_json = hashlib.sha256()
    orjson_bytes = hashlib.sha256()
    seats: list[int | None] = [*range(players), None]
    while True:
        for seat in seats:
            shown = view(state, seat)
            sorted_json.update(json.dumps(shown, sort_keys=True).encode())
            orjson_bytes.update(orjson.dumps(shown))
        acting = state.to_act()
        if not acting:
            break
        seat = acting[rng.below(len(acting))]
        legal = state.legal_of(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    return {"json_sorted": sorted_json.hexdigest(), "orjson": orjson_bytes.hexdigest()}


def key(players: int, seed: int, options: dict[str, Any]) -> str:
    """The entry name of a game in ``view_hashes.json``."""
    return f"{players}p seed {seed} {json.dumps(options, sort_keys=True)}"


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_views_are_byte_for_byte_the_uncached_ones(
    players: int, seed: int, options: dict[str, Any]
) -> None:
    expected = json.loads(HASHES.read_text())[key(players, seed, options)]
    assert game_digests(players, seed, options) == expected


def _mid_game(players: int) -> FactoryState:
    state = new_game("factory", players, 4)
    assert isinstance(state, FactoryState)
    rng = Rng(9)
    while not (state.day == 1 and state.phase == "run"):
        seat = state.to_act()[0]
        legal = state.legal_of(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    return state


def test_shared_card_json_refuses_changes_and_the_rest_is_the_callers() -> None:
    state = _mid_game(2)
    shown = view(state, 0)
    before = json.dumps(view(state, 0), sort_keys=True)
    part = next(s["part"] for s in shown["factories"][0]["slots"] if s["part"] is not None)
    with pytest.raises(TypeError):
        part["cost"] = 99
    with pytest.raises(TypeError):
        part["options"].append({})
    with pytest.raises(TypeError):
        shown["factories"][0]["store_room"]["dark"] = 9
    # What the server does to a view: its top level and per-view containers are its own.
    shown.pop("legal")
    shown["log"] = []
    shown["factories"][0]["money"] = -1
    shown["factories"].pop()
    for shared in (shown["factories"][0]["slots"], shown["stores"][0]["markers"]):
        with pytest.raises(TypeError):
            shared.clear()
    assert json.dumps(view(state, 0), sort_keys=True) == before


def test_copies_of_a_view_are_plain_and_mutable() -> None:
    shown = view(_mid_game(4), 1)
    for copied in (copy.deepcopy(shown), pickle.loads(pickle.dumps(shown))):
        assert copied == shown
        slot = next(s for s in copied["factories"][1]["slots"] if s["part"] is not None)
        assert type(slot["part"]) is dict and type(slot["part"]["options"]) is list
        slot["part"]["cost"] = 99
        slot["part"]["options"].append({})
    part = next(s["part"] for s in shown["factories"][1]["slots"] if s["part"] is not None)
    assert isinstance(part, FrozenDict) and isinstance(part["options"], FrozenList)
    shallow = copy.copy(part)
    shallow["cost"] = 99
    assert type(shallow) is dict and part["cost"] != 99


def test_a_card_set_override_shows_its_own_cards() -> None:
    # Same ids, other amounts: each game's view shows its own card set's data.
    shipped = new_game("factory", 1, 2)
    example = new_game("factory", 1, 2, EXAMPLE_OPTIONS)
    assert isinstance(shipped, FactoryState) and isinstance(example, FactoryState)
    for state in (shipped, example, shipped, example):
        solo = view(state, 0)["solo"]
        weekly = solo["weekly_target"]
        card = state.table.solo_cards[weekly["id"]]
        assert weekly["objectives"] == [
            {"kind": o.kind, "amount": o.amount, "size": o.size, "store": o.store,
             "chocolates": list(o.chocolates)}
            for o in card.objectives
        ]
    assert view(shipped, 0)["solo"]["weekly_target"] != view(example, 0)["solo"]["weekly_target"]
