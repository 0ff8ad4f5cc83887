"""Position snapshots of Chocolatl (``docs/snapshots.md``): round trips along random games of
3–5 players with and without the hidden parts, and refusals naming the field or the invariant."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from chocolatier.core import Rng, SnapshotError, get_game, new_game

GAME = get_game("chocolatl")


def positions(players: int, seed: int) -> list[Any]:
    state = new_game("chocolatl", players, seed)
    rng = Rng(seed)
    out = [state.clone()]
    while not state.is_terminal():
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
        out.append(state.clone())
    return out


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3)])
def test_round_trip_along_random_games(players: int, seed: int) -> None:
    for state in positions(players, seed):
        snap = json.loads(json.dumps(state.snapshot()))
        back = GAME.from_snapshot(snap)
        assert back.state_hash() == state.state_hash()
        assert back.snapshot() == snap
        assert back.result() == state.result()
        public = state.snapshot(hidden=False)
        assert "rng" not in public["position"]
        assert GAME.from_snapshot(public, seed=4).snapshot(hidden=False) == public


BASE = positions(4, 6)[40].snapshot()


@pytest.mark.parametrize(("edit", "field", "reason"), [
    (lambda p: p.__setitem__("mode", "blue"), "position.mode", "unknown mode"),
    (lambda p: p.__setitem__("scores", [1, 2]), "position.scores", "2 values for 4 seats"),
    (lambda p: p["hands"].__setitem__(0, ["x"]), "position.hands[0][0]", "expected `int`"),
    (lambda p: p["bids"][0].pop("temple"), "position.bids[0]", "stations must be"),
    (lambda p: p.__setitem__("hero_king", 7), "position.hero_king", "neither a seat"),
])
def test_malformed_fields_are_named(edit: Any, field: str, reason: str) -> None:
    snap = copy.deepcopy(BASE)
    edit(snap["position"])
    with pytest.raises(SnapshotError) as err:
        GAME.from_snapshot(snap)
    assert err.value.field == field and reason in str(err.value)


def test_broken_invariants_are_refused_with_the_reason() -> None:
    snap = copy.deepcopy(BASE)
    snap["position"]["hands"][1] = snap["position"]["hands"][1][1:]  # a card vanished
    with pytest.raises(SnapshotError, match=r"seat 1 has \d+ cards, expected \d+"):
        GAME.from_snapshot(snap)
    snap = copy.deepcopy(BASE)
    snap["position"]["hut_supply"] += 1
    with pytest.raises(SnapshotError, match="hut tiles in play"):
        GAME.from_snapshot(snap)


def test_a_version_1_snapshot_stacks_each_space_in_the_starting_order() -> None:
    # version 1 kept every disc's place in the starting stack for the whole game (issue 26)
    snap = copy.deepcopy(BASE)
    snap["version"] = 1
    snap["position"]["scores"] = [9, 4, 9, 9]
    snap["position"]["disc_heights"] = [3, 2, 0, 1]
    state = GAME.from_snapshot(snap)
    assert state.height == [2, 0, 0, 1]  # on 9: seat 2, then seat 3, seat 0 on top
    assert state.snapshot()["version"] == 2


def test_discs_of_one_space_must_form_one_stack() -> None:
    snap = copy.deepcopy(BASE)
    snap["position"]["scores"] = [9, 4, 9, 9]
    snap["position"]["disc_heights"] = [0, 0, 3, 1]  # a gap would leave a disc floating
    with pytest.raises(SnapshotError, match="the discs on space 9 are not one stack"):
        GAME.from_snapshot(snap)
