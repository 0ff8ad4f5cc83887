"""Malformed, oversized and flooding clients get errors or a disconnect, never a crash."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from chocolatier.server.app import create_app
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat


def test_malformed_messages_get_an_error_and_the_connection_lives_on(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        bad = [
            ("{not json", "bad-json"),
            ("[1, 2]", "bad-message"),
            ('{"type": "shout"}', "bad-message"),
            ('{"type": "act", "state_id": 0}', "bad-message"),
            ('{"type": "act", "state_id": "0", "action": 1}', "bad-message"),
            ('{"type": "act", "state_id": 0, "action": 1.5}', "bad-message"),
            ('{"type": "act", "state_id": 0, "action": true}', "bad-message"),
            ('{"type": "act", "state_id": 0, "action": 1, "admin": true}', "bad-message"),
            ('{"type": "hello", "token": null}', "bad-message"),
            ("[" * 3000 + "]" * 3000, "too-large"),
        ]
        for text, code in bad[:-1]:
            ws.send_text(text)
            assert ann.receive("error")["code"] == code, text
        ws.send_bytes(b"\x00\x01")
        assert ann.receive("error")["code"] == "bad-frame"
        ws.send_json({"type": "ping", "ref": 7})
        assert ann.receive("pong")["ref"] == 7
        assert ann.act("bet 1")["type"] == "ack"
        ws.send_text(bad[-1][0])
        assert ann.receive("error")["code"] == "too-large"
        with pytest.raises(WebSocketDisconnect):
            ann.receive()


def test_the_first_message_must_be_a_hello(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ws.send_json({"type": "ping"})
        assert ws.receive_json()["code"] == "hello-first"


def test_a_flooding_client_is_slowed_then_disconnected(db_url: str) -> None:
    config = make_config(db_url, messages_per_second=1.0, message_burst=3.0, max_strikes=3)
    with TestClient(create_app(config)) as client:
        made = create_table(client, [HUMAN, BOT])
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            Seat(ws, made["token"])
            for _ in range(20):
                ws.send_json({"type": "ping"})
            codes = []
            with pytest.raises(WebSocketDisconnect):
                while True:
                    message = ws.receive_json()
                    codes.append(message.get("code", message["type"]))
            assert codes.count("pong") <= 4 and codes.count("rate-limited") == 3
        # the server is fine: a new connection is served
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            assert Seat(ws, None, made["invite"]).state["type"] == "state"


def test_connections_per_client_are_limited(db_url: str) -> None:
    with TestClient(create_app(make_config(db_url, max_connections_per_client=1))) as client:
        made = create_table(client, [HUMAN, BOT])
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            Seat(ws, None, made["invite"])
            with (
                pytest.raises(WebSocketDisconnect),
                client.websocket_connect(f"/ws/tables/{made['id']}") as second,
            ):
                second.receive_json()
