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


def test_every_error_answer_carries_the_ref_of_the_message_it_refuses(db_url: str) -> None:
    # issue 23: a `rate-limited` answer had no `ref`, so a client waiting for its move hung
    config = make_config(db_url, messages_per_second=0.01, message_burst=3.0, max_strikes=10)
    with TestClient(create_app(config)) as client:
        made = create_table(client, [HUMAN, BOT])
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            ann = Seat(ws, made["token"])
            ws.send_json({"type": "act", "state_id": 0, "ref": 11})  # no action
            answer = ann.receive("error")
            assert (answer["code"], answer["ref"]) == ("bad-message", 11)
            ws.send_json({"type": "hello", "token": None, "ref": 12})
            assert ann.receive("error")["ref"] == 12
            ws.send_json({"type": "chat", "text": "\x07", "ref": 13})
            answer = ann.receive("error")
            assert (answer["code"], answer["ref"]) == ("bad-chat", 13)
            # the burst is spent: the next moves are refused as a flood, each by its ref
            for ref in (14, 15):
                ws.send_json({"type": "act", "state_id": ann.state["state_id"],
                              "action": "bet 1", "ref": ref})
                answer = ann.receive("error")
                assert (answer["code"], answer["ref"]) == ("rate-limited", ref)


def test_an_empty_or_mangled_token_is_a_bad_token(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    for token in ("", "not a token!"):
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            ws.send_json({"type": "hello", "token": token, "ref": 3})
            answer = ws.receive_json()
            assert (answer["type"], answer["code"], answer["ref"]) == ("error", "bad-token", 3)
