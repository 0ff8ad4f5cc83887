"""The lobby socket across real ``serve`` processes on one PostgreSQL: a lobby page connected to
one process is pushed what happens through another (a table made, its seat taken, a spectator
there, the table ended), without asking; private tables never."""

from __future__ import annotations

import time
from collections.abc import Callable

import orjson
import pytest
from websockets.sync.client import connect

from tests.server.lobbywatch import LobbyList
from tests.server.processes import WAIT, Conn, Server, connections, servers
from tests.server.test_postgres import pg_url  # noqa: F401  (the fixture)

pytestmark = pytest.mark.postgres

HUMANS = [{"kind": "human"}, {"kind": "human"}]


class LobbySocket:
    """A lobby page's socket to one process: the list its messages make."""

    def __init__(self, server: Server) -> None:
        self.ws = connect(f"{server.ws_base}/ws/lobby", open_timeout=WAIT, legacy=True)
        self.held = LobbyList()
        self.until(lambda held: held.rev is not None)

    def until(self, holds: Callable[[LobbyList], bool], timeout: float = WAIT) -> LobbyList:
        """Read messages until the list they make ``holds``."""
        deadline = time.monotonic() + timeout
        while not holds(self.held):
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"the lobby list never did; it holds {self.held.tables}")
            try:
                self.held.take(orjson.loads(self.ws.recv(timeout=left)))
            except TimeoutError:
                continue
        return self.held


def test_a_lobby_on_one_process_sees_what_another_does(pg_url: str) -> None:  # noqa: F811
    with servers(pg_url, 2) as (one, two), connections() as open_conn:
        page = LobbySocket(one)
        try:
            private = two.post("/api/tables", {"game": "deck", "seats": HUMANS, "join": 0,
                                               "name": "Eve", "seed": 4}).json()
            made = two.post("/api/tables", {"game": "deck", "seats": HUMANS, "join": 0,
                                            "name": "Ann", "seed": 5,
                                            "options": {"rounds": 1, "public": True}}).json()
            table = made["id"]
            opened = page.until(lambda held: held.table(table) is not None).table(table)
            assert opened is not None and opened["status"] == "open"
            assert [s["joined"] for s in opened["seats"]] == [True, False]
            bob = two.post(f"/api/tables/{table}/join", {"name": "Bob"}).json()
            page.until(lambda held: held.table(table)["status"] == "running")
            ann: Conn = open_conn(two, table, made["token"])
            bo: Conn = open_conn(two, table, bob["token"])
            watcher = open_conn(two, table, None)
            page.until(lambda held: held.table(table)["spectators"] == 1)
            watcher.close()
            page.until(lambda held: held.table(table)["spectators"] == 0)
            seats = [ann, bo]
            while seats[0].state["result"] is None:
                seat = next(s for s in seats if s.state["you"] in s.state["to_act"])
                done = seat.act(str(seat.state["legal"][0]["notation"]))
                assert done["type"] == "ack", done
                for conn in seats:
                    conn.wait(lambda m, n=done["seq"], c=conn: m["type"] in ("state", "patch")
                              and c.state["seq"] > n)
            page.until(lambda held: held.table(table)["status"] == "finished")
            assert page.held.table(private["id"]) is None
            # pushed, not polled: the page's list is what the other process lists
            assert list(page.held.tables) == [t["id"] for t in two.get("/api/tables")]
        finally:
            page.ws.close()
