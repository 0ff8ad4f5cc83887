"""The group-commit writer and the incremental game log: many tables' events in one transaction,
each guarded by its table's event count, and state messages that carry only the changed lines."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from chocolatier.server.storage import EventWrite, Storage, TableData, now
from chocolatier.server.writer import EventWriter, WriteConflictError
from tests.server.conftest import HUMAN, create_table
from tests.server.helpers import Seat


def stored_table(storage: Storage, table_id: str) -> None:
    stamp = now()
    storage.create_table(TableData(
        id=table_id, game="deck", title=table_id, seed=1, options={"rounds": 1},
        status="running", event_count=0, invite_code="x", creator="test", created_at=stamp,
        updated_at=stamp, result=None, seats=(),
    ))


def move(table_id: str, seq: int) -> EventWrite:
    return EventWrite(table_id, seq, "move", 0, f"bet {seq}", "running", None, now())


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    storage = Storage(f"sqlite:///{tmp_path / 'writer.sqlite3'}")
    storage.migrate()
    return storage


def test_events_of_many_tables_are_stored_together_and_in_order(storage: Storage) -> None:
    ids = [f"t{i}" for i in range(40)]
    for table_id in ids:
        stored_table(storage, table_id)
    writer = EventWriter(storage)

    async def play(table_id: str) -> None:
        for seq in range(5):
            await writer.append(move(table_id, seq))

    async def main() -> None:
        await asyncio.gather(*(play(t) for t in ids))

    asyncio.run(main())
    writer.close()
    for table_id in ids:
        loaded = storage.load(table_id)
        assert loaded is not None
        data, events = loaded
        assert data.event_count == 5
        assert [(e.seq, e.move) for e in events] == [(s, f"bet {s}") for s in range(5)]


def test_an_event_behind_the_stored_log_is_a_conflict_and_stores_nothing(
    storage: Storage,
) -> None:
    stored_table(storage, "a")
    stored_table(storage, "b")
    assert storage.append_events([move("a", 0), move("b", 0)]) == [True, True]
    # another process appended "a"'s event 1 first: ours (also 1) must not be stored
    assert storage.append_events([move("a", 1)]) == [True]
    assert storage.append_events([move("a", 1), move("b", 1)]) == [False, True]
    writer = EventWriter(storage)

    async def late() -> None:
        await writer.append(move("a", 0))

    with pytest.raises(WriteConflictError):
        asyncio.run(late())
    writer.close()
    loaded = storage.load("a")
    assert loaded is not None and [e.seq for e in loaded[1]] == [0, 1]


def test_state_messages_carry_only_the_log_lines_that_changed(client: TestClient) -> None:
    made = create_table(client, [HUMAN, HUMAN])
    bob = client.post(f"/api/tables/{made['id']}/join", json={"invite": made["invite"]}).json()
    with (
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_a,
        client.websocket_connect(f"/ws/tables/{made['id']}") as ws_b,
    ):
        ann, bo = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"])
        ann.act("bet 1")
        message = bo.receive("state")
        assert (message["log_from"], len(message["log"])) == (0, 1)
        bo.act("bet 2")
        assert (bo.state["log_from"], len(bo.state["log"])) == (1, 1)
        ann.wait_until(lambda s: s["seq"] == 2)
        assert (ann.state["log_from"], len(ann.state["log"])) == (1, 1)
        ann.act("draw")
        bo.wait_until(lambda s: s["seq"] == 3)
        assert (bo.state["log_from"], len(bo.state["log"])) == (2, 1)
        drew = {"code": "action", "seat": 0, "notation": "draw"}
        assert bo.log[2]["event"] == ann.log[2]["event"] == drew


def test_a_server_process_tunes_its_collector_and_tests_keep_theirs(db_url: str) -> None:
    import gc

    from chocolatier.server.app import GC_YOUNG_THRESHOLD, create_app
    from tests.server.conftest import make_config

    before = gc.get_threshold()
    with TestClient(create_app(make_config(db_url))):
        assert gc.get_threshold() == before
    try:
        with TestClient(create_app(make_config(db_url, tune_gc=True))):
            assert gc.get_threshold()[0] == GC_YOUNG_THRESHOLD
            assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
