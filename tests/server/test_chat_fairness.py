"""Chat that strangers cannot abuse (issue 23): one budget per address across its sockets, a
table keeps its last 1,000 lines (the export says how many were trimmed), invisible and
reordering characters stripped and combining marks capped, and at a private table only its
seats and the guests who came by its link watch the game and chat."""

from __future__ import annotations

import contextlib
import time
from typing import Any

from starlette.testclient import TestClient

from chocolatier.server.cleantext import MAX_MARKS
from chocolatier.server.clients import CHAT_ADDRESS_BURST, CHAT_ADDRESS_PER_SECOND
from chocolatier.server.hub import Hub
from chocolatier.server.storage import CHAT_KEPT
from tests.server.conftest import BOT, HUMAN, create_table
from tests.server.helpers import Seat


def hub_of(client: TestClient) -> Hub:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return hub


def play_out(seat: Seat) -> None:
    """Play the seat's first legal action until the game is over."""
    while seat.state["result"] is None:
        if seat.state["legal"]:
            seat.act(seat.state["legal"][0]["id"])
        else:
            seat.receive("state")


def test_sixty_spectator_sockets_of_one_address_share_one_budget(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT], options={"public": True})
    url = f"/ws/tables/{made['id']}"
    started = time.monotonic()
    with contextlib.ExitStack() as stack:
        spectators = [Seat(stack.enter_context(client.websocket_connect(url)), None)
                      for _ in range(60)]
        for i, spectator in enumerate(spectators):
            for j in range(5):  # each socket's own burst
                spectator.ws.send_json({"type": "chat", "text": f"spam {i}.{j}", "name": "Eve"})
            spectator.ws.send_json({"type": "ping", "ref": 1})
        floods = 0
        for spectator in spectators:
            spectator.receive("pong")  # every line of this socket was answered before it
            floods += sum(m.get("code") == "chat-flood" for m in spectator.messages)
    elapsed = time.monotonic() - started
    stored = hub_of(client).storage.chat(made["id"])
    # without the shared budget: 300 lines (60 sockets × their burst of 5)
    assert len(stored) <= CHAT_ADDRESS_BURST + CHAT_ADDRESS_PER_SECOND * elapsed + 1
    assert len(stored) + floods == 300


def keeps_the_last_lines_and_says_how_many_were_trimmed(client: TestClient) -> None:
    """(run on PostgreSQL too)"""
    made = create_table(client, [HUMAN, BOT], options={"rounds": 1})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        play_out(Seat(ws, made["token"]))
    storage = hub_of(client).storage
    for i in range(CHAT_KEPT + 12):
        storage.add_chat(made["id"], 0, "Ann", f"line {i}")
    kept = storage.chat(made["id"])
    assert len(kept) == CHAT_KEPT
    assert (kept[0].n, kept[-1].n) == (13, CHAT_KEPT + 12)
    export = client.get(f"/api/tables/{made['id']}/record?chat=1").json()
    assert export["chat_trimmed"] == 12 and len(export["chat"]) == CHAT_KEPT
    assert export["chat"][0]["text"] == "line 12"


def test_a_table_keeps_its_last_thousand_lines_and_the_export_says_so(client: TestClient) -> None:
    keeps_the_last_lines_and_says_how_many_were_trimmed(client)


def test_bidi_controls_and_invisible_characters_are_stripped_and_marks_capped(
    client: TestClient,
) -> None:
    made = create_table(client, [HUMAN, BOT], options={"public": True})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        spectator = Seat(ws, None)

        def say(text: str, name: str | None = None) -> dict[str, Any]:
            message: dict[str, Any] = {"type": "chat", "text": text}
            if name is not None:
                message["name"] = name
            ws.send_json(message)
            while True:
                answer = spectator.receive()
                if answer["type"] in ("chat", "error"):
                    return answer

        line = say("pay \u202eKCOL\u202c now\u2066!\u2069\u200e\u200f\u061c",
                   "Ad\u200bm\u200din\ufeff\u2060")
        assert line["text"] == "pay KCOL now!" and line["name"] == "Admin"
        zalgo = say("a" + "\u0301" * 499)
        assert zalgo["text"] == "\u00e1" + "\u0301" * MAX_MARKS  # NFC first: á is one letter
        # what a script needs stays (Hebrew: a letter with its points and a cantillation mark)
        hebrew = "\u05e9\u05b8\u05bc\u05c1\u0591 Ti\u1ebfng Vi\u1ec7t"
        assert say(hebrew, "\u3164\u200b")["text"] == hebrew
        assert spectator.messages[-1]["name"] == ""  # an invisible name is no name
        for empty in ("\u200b\u200c\u200d", " \u202e \ufeff ", "\u3164\u2800"):
            assert say(empty)["code"] == "bad-chat"


def test_a_private_table_is_watched_and_chatted_at_only_by_its_link(client: TestClient) -> None:
    made = create_table(client, [HUMAN, BOT], options={"rounds": 1})
    listed = client.get("/api/tables").json()
    assert made["id"] not in [t["id"] for t in listed]  # strangers do not see it
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws:
        ws.send_json({"type": "hello", "token": None})
        assert ws.receive_json()["code"] == "private-table"
    with client.websocket_connect(url) as ws:
        ws.send_json({"type": "hello", "token": None, "invite": made["invite"][:-2] + "xx"})
        assert ws.receive_json()["code"] == "private-table"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_g:
        ann, guest = Seat(ws_a, made["token"]), Seat(ws_g, None, made["invite"])
        assert guest.receive("chat_history")["may_chat"] is True
        ws_g.send_json({"type": "chat", "text": "hi from the link", "name": "Kim"})
        assert ann.receive("chat")["text"] == "hi from the link"
        play_out(ann)
        # a stranger may replay the finished game (its record is public now), not chat
        with client.websocket_connect(url) as ws_s:
            stranger = Seat(ws_s, None)
            assert stranger.receive("chat_history")["may_chat"] is False
            ws_s.send_json({"type": "chat", "text": "let me in"})
            assert stranger.receive("error")["code"] == "private-table"
        # the rematch: the guest who came by the link gets the new table's link
        ws_a.send_json({"type": "rematch"})
        rematch = guest.receive("rematch")
        assert rematch["invite"] and "token" not in rematch
    with client.websocket_connect(f"/ws/tables/{rematch['table']}") as ws:
        assert Seat(ws, None, rematch["invite"]).state["table"]["id"] == rematch["table"]
    assert made["id"] not in [t["id"] for t in client.get("/api/tables").json()]
    assert [t["id"] for t in client.get(f"/api/tables?ids={made['id']}").json()] == [made["id"]]
