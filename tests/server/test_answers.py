"""Every message the server sends along real games is one its declarations
(server/answers.py, docs/schema/protocol.json) describe exactly: the state, acks, refusals,
errors, presence, chat, hints, moderation and pongs of a game played to its end over the
table WebSocket, for both games and for a seat and a spectator."""

from __future__ import annotations

import random
from typing import Any

import jsonschema
import msgspec
import pytest
from starlette.testclient import TestClient

from chocolatier.server.answers import ServerMessage, protocol_schema
from tests.server.conftest import BOT, HUMAN
from tests.server.helpers import Seat


def declared(message: dict[str, Any]) -> None:
    # strict: no field the declaration lacks, none missing, every type as declared
    msgspec.convert(message, ServerMessage, strict=True)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["factory", "chocolatl"])
def test_every_message_of_a_game_is_declared(client: TestClient, game: str) -> None:
    seats = [HUMAN, BOT] if game == "factory" else [HUMAN, BOT, BOT]
    body = {"game": game, "seats": seats, "join": 0, "name": "Ann", "seed": 3,
            "options": {"public": True}}
    made = client.post("/api/tables", json=body).json()
    rng = random.Random(1)
    with (client.websocket_connect(f"/ws/tables/{made['id']}") as ws,
          client.websocket_connect(f"/ws/tables/{made['id']}") as watcher_ws):
        ann = Seat(ws, made["token"])
        watcher = Seat(watcher_ws, None)
        ws.send_json({"type": "ping", "ref": 1})
        ann.receive("pong")
        ws.send_json({"type": "chat", "text": "hello", "ref": 2})
        ann.receive("chat")
        line = watcher.receive("chat")
        ws.send_json({"type": "report", "n": line["n"], "ref": 3})
        ann.receive("moderation")
        ws.send_json({"type": "shout", "ref": 4})
        ann.receive("error")
        ann.wait_until(lambda s: s["legal"])
        ws.send_json({"type": "hint", "state_id": ann.state["state_id"], "ref": 5})
        ann.receive("hint")
        assert ann.act("no such move")["type"] == "rejected"
        ws.send_json({"type": "presence", "away": True})
        watcher.receive("presence")
        while ann.state["result"] is None:
            if ann.state["legal"]:
                ann.act(rng.choice(ann.state["legal"])["id"])
            else:
                ann.receive("state")
        watcher.wait_until(lambda s: s["result"] is not None)
    kinds = {m["type"] for m in ann.messages + watcher.messages}
    assert kinds >= {"state", "ack", "rejected", "error", "pong", "presence", "chat",
                     "chat_history", "hint", "moderation"}
    validator = jsonschema.Draft202012Validator(
        {**protocol_schema(), "anyOf": [{"$ref": "#/$defs/ServerMessage"}]})
    for message in ann.messages + watcher.messages:
        declared(message)
    # the standard validator is slow: a sample of the states, every other message
    states = [m for m in ann.messages if m["type"] == "state"]
    for message in [*states[::25], states[-1], *(m for m in ann.messages + watcher.messages
                                                   if m["type"] != "state")]:
        validator.validate(message)


def test_a_message_the_declarations_lack_is_refused() -> None:
    with pytest.raises(msgspec.ValidationError):
        declared({"type": "ack", "ref": 1, "seq": 2, "secret": "x"})
    with pytest.raises(msgspec.ValidationError):
        declared({"type": "telegram", "text": "x"})
