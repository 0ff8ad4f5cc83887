"""What the welcome lobby lists: how many watch each table (from the connections), and a
returning player's tables asked for by id."""

from __future__ import annotations

import time

from starlette.testclient import TestClient

from tests.server.conftest import BOT, HUMAN, create_table
from tests.server.helpers import Seat


def listed(client: TestClient, table_id: str, query: str = "") -> dict[str, object]:
    tables = client.get(f"/api/tables{query}").json()
    return next(t for t in tables if t["id"] == table_id)


def test_the_listing_counts_the_spectators_not_the_seats(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN], options={"public": True})  # watched by anyone
    assert listed(client, made["id"])["spectators"] == 0
    with client.websocket_connect(f"/ws/tables/{made['id']}") as player:
        Seat(player, made["token"])
        with client.websocket_connect(f"/ws/tables/{made['id']}") as one, \
                client.websocket_connect(f"/ws/tables/{made['id']}") as two:
            Seat(one, None)
            Seat(two, None)
            assert listed(client, made["id"])["spectators"] == 2
            assert listed(client, made["id"], f"?ids={made['id']}")["spectators"] == 2
        # a spectator who left no longer counts (the seated player never did); the server
        # hears of the closed sockets a moment later
        deadline = time.monotonic() + 10
        while listed(client, made["id"])["spectators"] != 0:
            assert time.monotonic() < deadline, "the spectators who left still count"
            time.sleep(0.02)


def test_tables_by_id_newest_first_unknown_ids_left_out(client: TestClient) -> None:
    first = create_table(client, [HUMAN, BOT])
    second = create_table(client, [HUMAN, HUMAN])
    ids = f"{first['id']},nosuchtable,{second['id']},{first['id']}"
    tables = client.get(f"/api/tables?ids={ids}").json()
    assert [t["id"] for t in tables] == [second["id"], first["id"]]
    assert {t["status"] for t in tables} == {"open", "running"}


def test_tables_by_id_refuses_bad_ids_and_too_many(client: TestClient) -> None:
    for query in ("?ids=a%20b", "?ids=" + ",".join(f"t{i}" for i in range(21))):
        response = client.get(f"/api/tables{query}")
        assert response.status_code == 400
        assert response.json()["error"] == "bad-request"
