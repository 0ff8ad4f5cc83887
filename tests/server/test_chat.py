"""Table chat: seated players and spectators, stored and sent to every connection with the
sender's name and time, kept after a reconnect, plain text only, at most 500 characters,
floods refused, and exported with the finished game's record on request."""

from __future__ import annotations

from starlette.testclient import TestClient

from tests.server.conftest import BOT, HUMAN, create_table
from tests.server.helpers import Seat


def test_chat_reaches_the_other_seat_and_a_spectator_and_stays(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"public": True})
    bob = client.post(f"/api/tables/{made['id']}/join", json={"name": "Bob"}).json()
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_b, \
            client.websocket_connect(url) as ws_s:
        ann, bo, spectator = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"]), Seat(ws_s, None)
        assert ann.receive("chat_history")["lines"] == []
        ws_a.send_json({"type": "chat", "text": "  good luck <b>Bob</b>  "})
        for reader in (ann, bo, spectator):
            line = reader.receive("chat")
            assert line["name"] == "Ann" and line["seat"] == 0
            assert line["text"] == "good luck <b>Bob</b>"  # text as typed: shown as text
            assert line["at"] > 0 and line["n"] == 1
            assert line.get("mine", False) is (reader is ann)  # only the sender's copy says so
        # a seated player cannot chat under another name; a spectator chooses theirs
        ws_b.send_json({"type": "chat", "text": "thanks", "name": "Mallory"})
        assert spectator.receive("chat")["name"] == "Bob"
        ws_s.send_json({"type": "chat", "text": "hi all", "name": "Kim"})
        assert bo.receive("chat")["text"] == "thanks"
        line = bo.receive("chat")
        assert (line["seat"], line["name"], line["text"]) == (None, "Kim", "hi all")
    with client.websocket_connect(url) as ws:
        again = Seat(ws, None)
        history = again.receive("chat_history")["lines"]
        assert [(x["name"], x["text"]) for x in history] == [
            ("Ann", "good luck <b>Bob</b>"), ("Bob", "thanks"), ("Kim", "hi all")]


def test_chat_refuses_long_empty_control_and_flooding_lines(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT])
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        for bad, code in (("x" * 501, "chat-too-long"), ("   ", "bad-chat"), ("a\x00b", "bad-chat"),
                          (7, "bad-chat")):
            ws.send_json({"type": "chat", "text": bad})
            assert ann.receive("error")["code"] == code
        ws.send_json({"type": "chat", "text": "y" * 500})
        assert len(ann.receive("chat")["text"]) == 500
        codes = []
        for i in range(8):
            ws.send_json({"type": "chat", "text": f"spam {i}"})
        while len(codes) < 8:
            message = ann.receive()
            if message["type"] in ("chat", "error"):
                codes.append(message.get("code", "chat"))
        assert codes.count("chat") == 4 and codes.count("chat-flood") == 4  # burst of 5
        # the connection is still there
        ws.send_json({"type": "ping", "ref": 9})
        assert ann.receive("pong")["ref"] == 9


def test_the_record_is_exported_with_or_without_chat(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT], options={"rounds": 1})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        ws.send_json({"type": "chat", "text": "gg"})
        ann.receive("chat")
        while ann.state["result"] is None:
            if ann.state["legal"]:
                ann.act(ann.state["legal"][0]["id"])
            else:
                ann.receive("state")
    plain = client.get(f"/api/tables/{made['id']}/record").json()
    assert "chat" not in plain and plain["moves"]
    with_chat = client.get(f"/api/tables/{made['id']}/record?chat=1").json()
    assert [line["text"] for line in with_chat["chat"]] == ["gg"]
    assert with_chat["moves"] == plain["moves"]


def test_the_history_marks_a_spectators_own_lines_after_a_reload(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"public": True})
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_s:
        Seat(ws_a, made["token"])  # Ann sits (her hello)
        spectator = Seat(ws_s, None)
        ws_a.send_json({"type": "chat", "text": "hello"})
        spectator.receive("chat")
        ws_s.send_json({"type": "chat", "text": "hi", "name": "Kim"})
        assert spectator.receive("chat")["mine"] is True
    # a spectator of another address (its identity, as moderation stores it)
    hub = client.app.state.hub  # type: ignore[attr-defined]
    hub.storage.add_chat(made["id"], None, "Eve", "boo", sender="a:another-address")
    with client.websocket_connect(url) as ws:
        history = Seat(ws, None).receive("chat_history")["lines"]
    assert [(x["name"], x.get("mine", False)) for x in history] == [
        ("Ann", False), ("Kim", True), ("Eve", False)]
    with client.websocket_connect(url) as ws:
        ann_again = Seat(ws, made["token"])
        history = ann_again.receive("chat_history")["lines"]
    # a seat knows its own lines by their seat; no spectator's line is marked as a seat's
    assert [x.get("mine", False) for x in history] == [False, False, False]
