"""Lighter state messages (server/patches.py): the diff of a seat's own payloads, applied in
sequence along random games of both engines (every seat and a spectator), gives exactly the
full state each time; no patch carries a value that is not in its seat's own new state; and
over the socket a patched page holds what a fresh connection is sent, asks again after a gap
and is sent the full state again when it reconnects."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from starlette.testclient import TestClient

from chocolatier.core import get_game
from chocolatier.server.live import LiveTable
from chocolatier.server.patches import Operation, apply, diff
from chocolatier.server.storage import SeatData, TableData, now
from tests.server.conftest import BOT, HUMAN
from tests.server.helpers import Seat


def as_json(value: Any) -> Any:
    """What a client decodes (tuples become lists)."""
    return orjson.loads(orjson.dumps(value))


def test_a_diff_sets_deletes_and_splices() -> None:
    old = {"a": 1, "b": {"c": [1, 2, 3], "d": "x"}, "e": [1, 2], "f": None}
    new = {"a": 1, "b": {"c": [1, 9, 3], "g": True}, "e": [1, 5, 6, 2], "f": {"h": 1}}
    ops = diff(old, new)
    assert sorted(map(repr, ops)) == sorted(map(repr, [
        [["b", "c", 1], 9], [["b", "d"]], [["b", "g"], True], [["e"], 1, 0, [5, 6]],
        [["f"], {"h": 1}]]))
    assert apply(old, ops) == new
    assert old["b"]["c"] == [1, 2, 3]  # applying leaves the held state as it was
    assert diff(new, new) == []
    shrunk = {**new, "e": [2]}
    assert diff(new, shrunk) == [[["e"], 0, 3, []]]
    assert apply(new, diff(new, shrunk)) == shrunk


@pytest.mark.parametrize("bad", [[[], 1], [["a"], 1, 2], ["a", 1]])
def test_a_malformed_operation_is_refused(bad: Operation) -> None:
    with pytest.raises(ValueError):
        apply({"a": 1}, [bad])


def live_table(game: str, seats: int, seed: int) -> LiveTable:
    stamp = now()
    data = TableData(
        id="patches", game=game, title="t", seed=seed,
        options=get_game(game).normalize_options(seats, None), status="running", event_count=0,
        invite_code="x", creator="c", created_at=stamp, updated_at=stamp, result=None,
        seats=tuple(SeatData(i, "human", None, f"P{i}", "h") for i in range(seats)),
    )
    return LiveTable(data, [])


def leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for item in value.values():
            yield from leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from leaves(item)
    else:
        yield value


def at(doc: Any, path: list[Any]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def check_from_own_view(ops: list[Operation], old: Any, new: Any) -> None:
    """Every value a patch carries is the seat's new state's at that place (so nothing is in
    it that its own full state would not show), every key it deletes was the seat's."""
    seen = {orjson.dumps(leaf) for leaf in leaves(new)}
    for op in ops:
        path, values = op[0], []
        if len(op) == 1:
            at(old, path)  # a key of its own old state
        elif len(op) == 2:
            assert at(new, path) == op[1]
            values = [op[1]]
        else:
            start, values = op[1], op[3]
            assert at(new, path)[start:start + len(values)] == values
        assert {orjson.dumps(leaf) for leaf in leaves(values)} <= seen


@pytest.mark.parametrize(("game", "seats", "seed"), [
    ("factory", 1, 1), ("factory", 2, 2), ("factory", 3, 3), ("chocolatl", 3, 4),
    ("chocolatl", 4, 5),
])
def test_patches_applied_in_sequence_give_the_full_state_along_a_random_game(
        game: str, seats: int, seed: int) -> None:
    live = live_table(game, seats, seed)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(seats), None]
    sent = {v: live.payload(v) for v in viewers}
    held = {v: as_json(sent[v]) for v in viewers}
    moves = 0
    while not live.match.state.is_terminal() and moves < 400:
        seat = rng.choice(sorted(live.match.state.to_act()))
        live.move(seat, rng.choice(live.match.state.legal_actions(seat)), float(moves))
        moves += 1
        for viewer in viewers:
            new = live.payload(viewer)
            ops = as_json(diff(sent[viewer], new))
            check_from_own_view(ops, as_json(sent[viewer]), as_json(new))
            held[viewer] = apply(held[viewer], ops)
            assert held[viewer] == as_json(new), (viewer, moves)
            sent[viewer] = new
    assert moves > 50


def without_clock_time(state: dict[str, Any]) -> dict[str, Any]:
    """A state but for what differs between two connections at the same moment: its number,
    the server's clock time, the log (compared on its own)."""
    out = {k: v for k, v in state.items() if k not in ("rev", "log_from", "log")}
    if out.get("clock"):
        out["clock"] = {k: v for k, v in out["clock"].items() if k != "now"}
    return out


def fresh(client: TestClient, table_id: str, token: str | None, invite: str) -> Seat:
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        return Seat(ws, token, invite, patches=False)


@pytest.mark.parametrize(("game", "seats"), [("factory", [HUMAN, BOT]),
                                             ("chocolatl", [HUMAN, BOT, BOT])])
def test_a_patched_connection_holds_what_a_fresh_one_is_sent(
        client: TestClient, game: str, seats: list[dict[str, Any]]) -> None:
    body = {"game": game, "seats": seats, "join": 0, "name": "Ann", "seed": 9,
            "options": {"turn_seconds": 600}}
    made = client.post("/api/tables", json=body).json()
    rng = random.Random(2)
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws, client.websocket_connect(url) as watching:
        ann = Seat(ws, made["token"])
        spectator = Seat(watching, None, made["invite"])
        checked = 0
        while ann.state["result"] is None:
            if not ann.state["legal"]:
                ann.receive("state")
                continue
            if ann.state["to_act"] == [0] and (checked < 6 or rng.random() < 0.05):
                # only this seat is to act: nothing moves while a fresh one looks
                again = fresh(client, made["id"], made["token"], made["invite"])
                assert without_clock_time(ann.state) == without_clock_time(again.state)
                assert ann.log == again.log
                checked += 1
            ann.act(rng.choice(ann.state["legal"])["id"])
        spectator.wait_until(lambda s: s["result"] is not None)
        assert ann.patches > 20 and spectator.patches > 20
        for seat, token in ((ann, made["token"]), (spectator, None)):
            again = fresh(client, made["id"], token, made["invite"])
            assert without_clock_time(seat.state) == without_clock_time(again.state)
            assert seat.log == again.log


def test_a_client_asks_for_the_full_state_again_and_patches_follow_from_it(
        client: TestClient) -> None:
    body = {"game": "factory", "seats": [HUMAN, BOT], "join": 0, "name": "Ann", "seed": 4}
    made = client.post("/api/tables", json=body).json()
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        ann.wait_until(lambda s: s["legal"])
        before = ann.state
        ws.send_json({"type": "sync"})
        raw = ws.receive_json()
        while raw["type"] != "state":  # presence, chat history
            assert raw["type"] != "patch"
            raw = ws.receive_json()
        assert raw["type"] == "state" and raw["rev"] > before["rev"] and raw["log_from"] == 0
        assert without_clock_time(raw) == without_clock_time(before)
        ann.state, ann.log = raw, raw["log"]
        patches = ann.patches
        ann.act(ann.state["legal"][0]["id"])
        ann.wait_until(lambda s: s["legal"] or s["result"])
        assert ann.patches > patches  # the patches now apply to the state it was sent again


def test_a_reconnecting_page_gets_the_full_state(client: TestClient) -> None:
    body = {"game": "factory", "seats": [HUMAN, BOT], "join": 0, "name": "Ann", "seed": 4}
    made = client.post("/api/tables", json=body).json()
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws:
        ann = Seat(ws, made["token"])
        ann.wait_until(lambda s: s["legal"])
        ann.act(ann.state["legal"][0]["id"])
        ann.wait_until(lambda s: s["legal"] or s["result"])
        assert ann.patches > 0
    with client.websocket_connect(url) as ws:
        ws.send_json({"type": "hello", "token": made["token"], "patches": True})
        first = ws.receive_json()  # the answer to a hello is its full state
        assert first["type"] == "state" and first["log_from"] == 0
        assert without_clock_time(first) == without_clock_time(ann.state)


def test_a_client_that_asks_for_no_patches_gets_full_states(client: TestClient) -> None:
    body = {"game": "factory", "seats": [HUMAN, BOT], "join": 0, "name": "Ann", "seed": 4}
    made = client.post("/api/tables", json=body).json()
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"], patches=False)
        ann.wait_until(lambda s: s["legal"])
        ann.act(ann.state["legal"][0]["id"])
        ann.wait_until(lambda s: s["legal"] or s["result"])
        assert ann.patches == 0 and sum(m["type"] == "state" for m in ann.messages) >= 2
