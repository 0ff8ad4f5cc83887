"""The hint (``{"type": "hint", "state_id"}``): the terminal's hint bot decides in the bot
workers on the seat's determinised view and the answer is one of the seat's legal actions;
refused at a rated table, out of turn, for a spectator and beyond the connection's budget."""

from __future__ import annotations

import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.bots.hint import hint_bot_name
from chocolatier.core import State
from chocolatier.server import clients
from chocolatier.server.thinking import BotPool
from tests.server.conftest import BOT, HUMAN, create_table
from tests.server.helpers import Seat
from tests.server.test_accounts import register
from tests.server.test_security import hidden_cards


def ask(seat: Seat, state_id: int | None = None) -> dict[str, Any]:
    """Ask for a hint and read its answer."""
    sid = seat.state["state_id"] if state_id is None else state_id
    seat.ws.send_json({"type": "hint", "state_id": sid, "ref": 7})
    answer = seat.receive("hint")
    assert answer["ref"] == 7
    return answer


def factory_table(client: TestClient, seats: list[dict[str, Any]]) -> dict[str, Any]:
    body = {"game": "factory", "seats": seats, "join": 0, "name": "Ann", "seed": 11}
    made: dict[str, Any] = client.post("/api/tables", json=body).json()
    return made


def test_the_hint_is_a_legal_move_from_the_seats_own_world(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    worlds: list[tuple[State, int, str]] = []
    decide = BotPool.decide

    async def spy(self: BotPool, address: str, spec: str, game: str, seed: int,
                  state: State, seat: int) -> str:
        worlds.append((state, seat, spec))
        return await decide(self, address, spec, game, seed, state, seat)

    monkeypatch.setattr(BotPool, "decide", spy)
    made = factory_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        ann.wait_until(lambda s: 0 in s["to_act"])
        worlds.clear()  # the bot's own decisions
        answer = ask(ann)
        live = client.app.state.hub.tables[made["id"]]  # type: ignore[attr-defined]
        truth = live.match.state
        legal = {a["id"]: a for a in ann.state["legal"]}
        assert answer["action"] in legal
        assert answer["event"] == legal[answer["action"]]["event"]
        assert answer["notation"] == legal[answer["action"]]["notation"]
        assert answer["bot"] == hint_bot_name("factory") == "search"
        assert answer["state_id"] == ann.state["state_id"]
        # the bot thought on a world drawn for seat 0: what it sees is the seat's view, the
        # decks were shuffled anew (never the true state)
        [(world, seat, _spec)] = [w for w in worlds if w[2] == answer["bot"]]
        assert seat == 0 and world is not truth
        assert world.view(0) == truth.view(0)
        assert list(world.parts_a) != list(truth.parts_a)  # type: ignore[attr-defined]
        # and the answer names no card still hidden in a deck
        words = set(re.findall(r"[\w-]+", str(answer)))
        assert not words & hidden_cards(truth)
        # the hint is a move the seat may make
        assert ann.act(answer["action"])["type"] == "ack"


def test_no_hint_at_a_rated_table(client: TestClient) -> None:
    ann = register(client, "Ann")
    made = client.post("/api/tables", json={
        "game": "deck", "seats": [HUMAN, HUMAN], "join": 0, "seed": 3,
        "options": {"rated": True}}, headers={"X-CSRF-Token": ann["csrf"]}).json()
    bob = register(client, "Bob")
    client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]},
                headers={"X-CSRF-Token": bob["csrf"]})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        seat = Seat(ws, made["token"])
        seat.wait_until(lambda s: s["table"]["status"] == "running")
        assert ask(seat)["code"] == "hint-rated"
        assert "action" not in ask(seat)


def test_no_hint_out_of_turn_for_a_spectator_or_on_a_stale_state(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"public": True})
    bob = client.post(f"/api/tables/{made['id']}/join", json={"name": "Bob"}).json()
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_b, \
            client.websocket_connect(url) as ws_s:
        ann, bo, watcher = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"]), Seat(ws_s, None)
        first = ann.wait_until(lambda s: s["table"]["status"] == "running")
        mover, other = (ann, bo) if 0 in first["to_act"] else (bo, ann)
        other.wait_until(lambda s: s["table"]["status"] == "running")
        if other.state["you"] not in other.state["to_act"]:
            assert ask(other)["code"] == "hint-not-your-move"
        assert ask(watcher)["code"] == "hint-not-your-move"
        assert "action" in ask(mover)
        assert ask(mover, state_id=mover.state["state_id"] + 5)["code"] == "hint-stale"


def test_hints_are_limited_per_connection(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(clients, "HINT_BURST", 1.0)
    monkeypatch.setattr(clients, "HINTS_PER_SECOND", 1e-6)
    made = create_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        ann.wait_until(lambda s: 0 in s["to_act"])
        assert "action" in ask(ann)
        assert ask(ann)["code"] == "hint-too-many"
        # the connection stays: moves go on
        assert ann.act(ann.state["legal"][0]["id"])["type"] == "ack"


def test_a_hint_message_is_validated(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        Seat(ws, made["token"])
        for bad in ({"type": "hint"}, {"type": "hint", "state_id": "1"},
                    {"type": "hint", "state_id": 1, "action": 3}):
            ws.send_json(bad)
            while (message := ws.receive_json())["type"] != "error":
                pass
            assert message["code"] == "bad-message"
