"""The lobby's list of public tables is built once and handed to every request until what it
shows changes (server/listing.py): a table created, a seat taken, a table started or
finished at once; a move's count after the list's freshness; the spectators always."""

from __future__ import annotations

import asyncio
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from starlette.testclient import TestClient

from chocolatier.server.hub import Hub
from chocolatier.server.listing import Listing
from tests.server.conftest import BOT, HUMAN, create_table
from tests.server.helpers import Seat


def hub_of(client: TestClient) -> Hub:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return hub


def count_builds(monkeypatch: pytest.MonkeyPatch, hub: Hub) -> list[list[str]]:
    """The database queries the lobby's list makes, as they are made."""
    builds: list[list[str]] = []
    query = hub.storage.list_tables

    def counted(statuses: list[str], limit: int) -> Any:
        builds.append(statuses)
        return query(statuses, limit)

    monkeypatch.setattr(hub.storage, "list_tables", counted)
    return builds


def listed(client: TestClient, table_id: str, query: str = "") -> dict[str, Any]:
    found: dict[str, Any] = next(t for t in client.get(f"/api/tables{query}").json()
                                 if t["id"] == table_id)
    return found


def test_the_list_is_kept_until_a_table_is_created_joined_or_finished(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    hub = hub_of(client)
    hub.listing.fresh = 3600.0  # here only a change makes a new list
    builds = count_builds(monkeypatch, hub)
    made = create_table(client, [HUMAN, HUMAN], options={"public": True, "rounds": 1})
    assert listed(client, made["id"])["status"] == "open"
    assert listed(client, made["id"])["status"] == "open"
    assert len(builds) == 1  # the second request got the kept list
    # a seat taken: the table is running at once
    bob = client.post(f"/api/tables/{made['id']}/join", json={"name": "Bob"}).json()
    assert listed(client, made["id"])["status"] == "running"
    assert len(builds) == 2
    # a new table is listed at once
    other = create_table(client, [HUMAN, BOT], options={"public": True, "rounds": 1})
    assert listed(client, other["id"])["seats"][0]["name"] == "Ann"
    assert len(builds) == 3
    url = f"/ws/tables/{other['id']}"
    with client.websocket_connect(url) as ws:
        seat = Seat(ws, other["token"])
        # the spectators are counted in every answer, without a new list
        with client.websocket_connect(url) as watching:
            Seat(watching, None)
            assert listed(client, other["id"])["spectators"] == 1
        assert len(builds) == 3
        # a move alone changes the kept list only once it is no longer fresh
        before = listed(client, other["id"])["moves"]
        seat.act(seat.state["legal"][0]["id"])
        assert listed(client, other["id"])["moves"] == before
        assert len(builds) == 3
        hub.listing.fresh = 0.0
        assert listed(client, other["id"])["moves"] > before
        hub.listing.fresh = 3600.0
        assert listed(client, other["id"])["status"] == "running"
        builds.clear()
        while seat.state["result"] is None:
            if seat.state["legal"]:
                seat.act(seat.state["legal"][0]["id"])
            else:
                seat.receive("state")
        # the game's end moves it to the finished ones at once
        finished = listed(client, other["id"], "?status=finished")
        assert finished["status"] == "finished" and finished["result"] is not None
        assert other["id"] not in [t["id"] for t in
                                   client.get("/api/tables?status=running").json()]
    assert bob["seat"] == 1


def test_one_list_per_set_of_statuses_whatever_is_asked(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    hub = hub_of(client)
    hub.listing.fresh = 3600.0
    builds = count_builds(monkeypatch, hub)
    create_table(client, [HUMAN, BOT], options={"public": True})
    asked = ["open", "running,open", "open,running", "open,open,running", "finished,nothing",
             "running,finished,open", "open,finished,running", "x", "", "running"]
    for query in asked * 3:
        assert client.get(f"/api/tables?status={query}").status_code == 200
    # kept by the set of known statuses, whatever their order: 5 sets here, none for no status
    assert len(hub.listing) == 5
    assert len(builds) == 5


def test_requests_at_once_share_one_build_and_a_failed_one_is_not_kept() -> None:
    now = [0.0]
    listing = Listing(fresh=1.0, clock=lambda: now[0])
    builds: list[int] = []

    async def build() -> list[dict[str, Any]]:
        builds.append(1)
        await asyncio.sleep(0)
        if len(builds) == 2:
            raise OSError("the database went away")
        return [{"id": f"t{len(builds)}"}]

    async def scenario() -> None:
        key = ("open",)
        answers = await asyncio.gather(*(listing.tables(key, build) for _ in range(5)))
        assert answers == [[{"id": "t1"}]] * 5 and len(builds) == 1
        now[0] = 0.5
        assert await listing.tables(key, build) == [{"id": "t1"}]  # still fresh
        now[0] = 1.6
        with pytest.raises(OSError):
            await listing.tables(key, build)
        assert await listing.tables(key, build) == [{"id": "t3"}]  # the failure was not kept
        listing.changed()
        assert await listing.tables(key, build) == [{"id": "t4"}]

    asyncio.run(scenario())


def test_the_list_is_read_while_a_writer_holds_the_sqlite_write_lock(
        client: TestClient, db_url: str) -> None:
    # A read takes no write lock (a snapshot, WAL): the lobby's list no longer waits behind
    # the group commit of moves, nor holds it up.
    made = create_table(client, [HUMAN, BOT], options={"public": True})
    writer = sqlite3.connect(db_url.removeprefix("sqlite:///"), isolation_level=None)
    try:
        writer.execute("BEGIN IMMEDIATE")
        writer.execute("UPDATE game_tables SET title = 'changing' WHERE id = ?", (made["id"],))
        with ThreadPoolExecutor(1) as pool:
            read = pool.submit(hub_of(client).storage.list_tables, ["running"], 10)
            try:
                tables = read.result(timeout=5)
            finally:
                writer.execute("ROLLBACK")
    finally:
        writer.close()
    # what was committed, not the writer's change in progress
    assert [t.id for t in tables] == [made["id"]] and tables[0].title != "changing"
