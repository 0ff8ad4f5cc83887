"""The lobby socket (``/ws/lobby``) in one process: the public tables at once, then each change
(a table made, a seat taken, a table ended, how many watch) pushed without asking; private
tables never; a burst of changes coalesced; its input checked and its sockets counted among the
address's."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from starlette.testclient import TestClient, WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from chocolatier.server import lobbyfeed
from chocolatier.server.app import create_app
from chocolatier.server.notify import Bus
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat
from tests.server.lobbywatch import LobbyList


def until(ws: WebSocketTestSession, held: LobbyList,
          holds: Callable[[LobbyList], bool]) -> LobbyList:
    """Read the socket's messages until the list they make ``holds``."""
    while not holds(held):
        held.take(ws.receive_json())
    return held


def lobby(ws: WebSocketTestSession) -> LobbyList:
    held = LobbyList()
    held.take(ws.receive_json())
    return held


def test_the_lobby_is_pushed_tables_made_joined_watched_and_ended(client: TestClient) -> None:
    before = create_table(client, [HUMAN, HUMAN], options={"public": True})
    with client.websocket_connect("/ws/lobby") as ws:
        held = lobby(ws)
        assert held.table(before["id"])["status"] == "open"  # the whole list, at once
        private = create_table(client, [HUMAN, HUMAN], seed=6)
        made = create_table(client, [HUMAN, HUMAN], seed=7, options={"public": True})
        until(ws, held, lambda h: h.table(made["id"]) is not None)
        assert held.table(private["id"]) is None
        assert next(iter(held.tables)) == made["id"]  # newest first, as GET /api/tables
        # a seat taken: the table starts
        joined = client.post(f"/api/tables/{made['id']}/join", json={"name": "Bob"}).json()
        until(ws, held, lambda h: h.table(made["id"])["status"] == "running")
        assert [s["joined"] for s in held.table(made["id"])["seats"]] == [True, True]
        # how many watch, pushed as spectators come and go
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ann, \
                client.websocket_connect(f"/ws/tables/{made['id']}") as bob:
            seats = [Seat(ann, made["token"]), Seat(bob, joined["token"])]
            with client.websocket_connect(f"/ws/tables/{made['id']}") as watcher:
                Seat(watcher, None)
                until(ws, held, lambda h: h.table(made["id"])["spectators"] == 1)
            until(ws, held, lambda h: h.table(made["id"])["spectators"] == 0)
            # the game played to its end: the table is listed as finished
            while seats[0].state["result"] is None:
                seat = next(s for s in seats if s.state["you"] in s.state["to_act"])
                assert seat.act(seat.state["legal"][0]["id"])["type"] == "ack"
                seq = seat.state["seq"]
                for other in seats:
                    other.wait_until(lambda st, seq=seq: st["seq"] >= seq)
        until(ws, held, lambda h: h.table(made["id"])["status"] == "finished")
        assert held.table(private["id"]) is None
        # the list a lobby socket holds is the one GET /api/tables gives
        listed = client.get("/api/tables").json()
        assert [t["id"] for t in listed] == list(held.tables)


def test_a_bot_table_made_running_is_pushed(client: TestClient) -> None:
    with client.websocket_connect("/ws/lobby") as ws:
        held = lobby(ws)
        assert held.tables == {}
        made = create_table(client, [BOT, BOT], join=None, options={"public": True})
        until(ws, held, lambda h: h.table(made["id"]) is not None)


def test_the_lobby_socket_checks_what_it_is_sent(db_url: str) -> None:
    config = make_config(db_url, messages_per_second=1.0, message_burst=3.0, max_strikes=2)
    with TestClient(create_app(config)) as client, client.websocket_connect("/ws/lobby") as ws:
        lobby(ws)
        ws.send_json({"type": "ping", "ref": 4})
        assert ws.receive_json() == {"type": "pong", "ref": 4}
        ws.send_json({"type": "act", "state_id": 0, "action": 1, "ref": 5})
        assert ws.receive_json()["code"] == "lobby-ping-only"
        ws.send_text("{not json")
        assert ws.receive_json()["code"] == "bad-json"
        # past the budget: refused by ref, then closed
        ws.send_json({"type": "ping", "ref": 6})
        answers = [ws.receive_json()]
        ws.send_json({"type": "ping", "ref": 7})
        answers.append(ws.receive_json())
        assert [(a["code"], a["ref"]) for a in answers] == [("rate-limited", 6),
                                                           ("rate-limited", 7)]
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_lobby_sockets_count_among_the_address_connections(db_url: str) -> None:
    config = make_config(db_url, max_connections_per_client=2)
    with TestClient(create_app(config)) as client:
        made = create_table(client, [HUMAN, HUMAN], options={"public": True})
        with client.websocket_connect("/ws/lobby") as one, \
                client.websocket_connect(f"/ws/tables/{made['id']}") as table:
            lobby(one)
            Seat(table, made["token"])
            with pytest.raises(WebSocketDisconnect) as refused, \
                    client.websocket_connect("/ws/lobby"):
                pass
            assert refused.value.code == 1013
        with client.websocket_connect("/ws/lobby") as again:  # the slots are free again
            assert made["id"] in lobby(again).tables


class _Socket:
    """A lobby socket's client side, as the feed sees it."""

    closed = False

    def __init__(self) -> None:
        self.sent: list[str] = []

    def send_text(self, text: str) -> None:
        self.sent.append(text)


def test_a_burst_of_changes_is_one_read_and_one_message_per_socket(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import orjson

    async def scenario() -> None:
        reads: list[float] = []
        tables: list[dict[str, Any]] = [{"id": "a", "n": 0}]

        async def listing() -> list[dict[str, Any]]:
            reads.append(time.monotonic())
            return [dict(t) for t in tables]

        async def read(count: int) -> None:
            while len(reads) < count:
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.05)  # and its messages sent

        feed = lobbyfeed.LobbyFeed(Bus(None))
        feed.listing = listing
        sockets = [_Socket() for _ in range(3)]
        for socket in sockets:
            await feed.attach(socket)  # type: ignore[arg-type]
        assert len(reads) == 1  # the list is read once for all the sockets
        for n in range(1000):  # a burst: a thousand changes
            tables.append({"id": f"t{n}", "n": n})
            feed.announce()
        await read(2)
        # the burst is read once, no sooner than INTERVAL after the last read
        assert reads[1] - reads[0] >= lobbyfeed.INTERVAL * 0.99
        for socket in sockets:
            assert len(socket.sent) == 2  # the whole list, then one change
            change = orjson.loads(socket.sent[1])
            assert change["base"] == 1 and change["rev"] == 2
            assert len(change["tables"]) == 1000 and len(change["order"]) == 1001
        # only what changed is sent
        tables[0]["n"] = 1
        feed.changed()
        await read(3)
        assert reads[2] - reads[1] >= lobbyfeed.INTERVAL * 0.99
        change = orjson.loads(sockets[0].sent[2])
        assert [t["id"] for t in change["tables"]] == ["a"]
        # a read that changes nothing the sockets show sends nothing
        feed.changed()
        await read(4)
        assert all(len(s.sent) == 3 for s in sockets)
        await asyncio.sleep(lobbyfeed.INTERVAL * 1.5)
        assert len(reads) == 4  # nothing changed: nothing read

    asyncio.run(scenario())
