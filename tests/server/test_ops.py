"""Operations endpoints: /healthz, /readyz (database, migrations) and the Prometheus metrics."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import create_engine, text
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from chocolatier.server.thinking import BotPool
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat
from tests.server.test_postgres import pg_url  # noqa: F401  (the fixture)


def scrape(client: TestClient) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """``/metrics`` parsed by prometheus_client's own parser: (sample name, labels) → value."""
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


def test_healthz_and_readyz_answer_when_the_server_is_up(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "alive"}
    ready = client.get("/readyz")
    assert ready.status_code == 200, ready.text
    assert ready.json()["status"] == "ready"
    assert ready.headers["cache-control"] == "no-store"


def test_readyz_is_503_while_migrations_are_behind(db_url: str) -> None:
    with TestClient(create_app(make_config(db_url))) as client:
        head = client.get("/readyz").json()["revision"]
        engine = create_engine(db_url)
        with engine.begin() as conn:  # as if an older build had made the schema
            conn.execute(text("UPDATE alembic_version SET version_num = '0001'"))
        engine.dispose()
        answer = client.get("/readyz")
        assert answer.status_code == 503
        assert answer.json() == {"status": "not-ready", "error": "migrations-pending",
                                 "applied": ["0001"], "head": head}
        assert client.get("/healthz").status_code == 200  # alive all the same
        with engine.begin() as conn:  # as if a newer build had migrated it (rolling upgrade)
            conn.execute(text("UPDATE alembic_version SET version_num = '9999_newer'"))
        engine.dispose()
        newer = client.get("/readyz")
        assert newer.status_code == 503
        assert newer.json()["error"] == "schema-newer"


def test_readyz_is_503_when_the_database_does_not_answer(db_url: str) -> None:
    app = create_app(make_config(db_url))
    with TestClient(app) as client:
        storage = app.state.hub.storage
        good = storage.engine
        # a PostgreSQL that nobody listens for (port 1 refuses at once)
        storage.engine = create_engine("postgresql+psycopg://nobody@127.0.0.1:1/none",
                                       connect_args={"connect_timeout": 2})
        try:
            answer = client.get("/readyz")
        finally:
            storage.engine.dispose()
            storage.engine = good
        assert answer.status_code == 503
        assert answer.json()["error"] == "database-unreachable"
        assert client.get("/readyz").status_code == 200


def test_metrics_count_moves_commits_sockets_and_tables(client: TestClient) -> None:
    before = scrape(client)
    assert before[("chocolatier_websockets_open", ())] == 0
    assert before[("chocolatier_move_seconds_count", ())] == 0
    made = create_table(client, [HUMAN, BOT])
    acts = 0
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        for _ in range(3):
            ann.wait_until(lambda s: s["you"] in s["to_act"] or s["result"] is not None)
            if ann.state["result"] is not None:
                break
            assert ann.act(ann.state["legal"][0]["id"])["type"] == "ack"
            acts += 1
        during = scrape(client)
        assert during[("chocolatier_websockets_open", ())] == 1
        assert during[("chocolatier_live_tables", ())] == 1
    assert acts == 3
    assert during[("chocolatier_move_seconds_count", ())] == acts
    assert 0 < during[("chocolatier_move_seconds_sum", ())] < 60
    moves = during[("chocolatier_events_total", (("kind", "move"),))]
    assert moves >= acts + 2  # the bot's moves too (it answers each of ours)
    batches = during[("chocolatier_commit_batch_events_count", ())]
    assert 1 <= batches <= moves
    assert during[("chocolatier_commit_batch_events_sum", ())] == moves
    assert during[("chocolatier_commit_seconds_count", ())] == batches
    for gauge in ("bot_decisions_waiting", "reviews_queued", "reviews_running"):
        assert during[(f"chocolatier_{gauge}", ())] == 0
    assert ("process_cpu_seconds_total", ()) in during


def test_metrics_count_bot_decisions_while_they_are_made() -> None:
    release = threading.Event()
    seen: list[tuple[int, int]] = []

    async def main() -> None:
        pool = BotPool(1, 1, processes=False)

        def think(_: Any) -> int:
            release.wait(10)
            return 1

        first = asyncio.create_task(pool.run("a", think, None))
        second = asyncio.create_task(pool.run("b", think, None))
        while pool.running == 0:
            await asyncio.sleep(0.01)
        seen.append((pool.waiting, pool.running))
        release.set()
        await asyncio.gather(first, second)
        seen.append((pool.waiting, pool.running))

    asyncio.run(main())
    assert seen == [(1, 1), (0, 0)]


@pytest.mark.postgres
def test_a_process_does_not_catch_up_on_the_events_it_stored_itself(
        pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    """Its own NOTIFY says the log's new length, which its live copy has already: catching
    up from the database for every move (a locked read per move) made PostgreSQL 3-4 times
    slower than SQLite in bench/server.py."""
    app = create_app(make_config(pg_url))
    with TestClient(app) as client:
        storage = app.state.hub.storage
        reads: list[str] = []
        original = storage.load_since

        def counted(table_id: str, seq: int) -> Any:
            reads.append(table_id)
            return original(table_id, seq)

        monkeypatch.setattr(storage, "load_since", counted)
        made = create_table(client, [HUMAN, BOT])
        with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
            ann = Seat(ws, made["token"])
            for _ in range(3):
                ann.wait_until(lambda s: s["you"] in s["to_act"])
                assert ann.act(ann.state["legal"][0]["id"])["type"] == "ack"
            moves = scrape(client)[("chocolatier_events_total", (("kind", "move"),))]
        assert moves >= 3  # ours (and the bot's)
        # the seat taken at creation may be caught up once; never a move of its own
        assert len(reads) <= 1, reads
