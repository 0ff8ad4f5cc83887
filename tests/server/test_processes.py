"""Several real ``chocolatier serve`` processes on one PostgreSQL database: what is live crosses
them (chat, presence, spectators in the lobby, rematch links), a clock's time-out is played
once when a process is killed mid-game, and the per-address limits are shared."""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from sqlalchemy import Engine, create_engine, text

from tests.server.processes import WAIT, Conn, Server, connections, servers, wait_for
from tests.server.test_postgres import pg_url  # noqa: F401  (the fixture)

pytestmark = pytest.mark.postgres

HUMANS = [{"kind": "human"}, {"kind": "human"}]


def status_of(conn: Conn, seat: int) -> str | None:
    """The seat's presence as the connection was last told."""
    presence = conn.last("presence")
    if presence is None:
        return None
    return next((s["status"] for s in presence["seats"] if s["seat"] == seat), None)


def wait_status(conn: Conn, seat: int, status: str) -> None:
    conn.wait(lambda m: m["type"] == "presence" and status_of(conn, seat) == status,
              since=len(conn.messages) - 1 if conn.messages else 0)


def test_chat_presence_spectators_and_rematch_cross_processes(pg_url: str) -> None:  # noqa: F811
    with servers(pg_url, 2) as (one, two), connections() as open_conn:
        made = one.post("/api/tables", {"game": "deck", "seats": HUMANS, "join": 0,
                                        "name": "Ann", "seed": 5,
                                        "options": {"rounds": 1, "public": True}}).json()
        table = made["id"]
        bob = two.post(f"/api/tables/{table}/join", {"name": "Bob"}).json()
        ann = open_conn(one, table, made["token"])
        bo = open_conn(two, table, bob["token"])
        # presence: each sees the other's seat connected, though on the other process
        wait_status(ann, 1, "connected")
        wait_status(bo, 0, "connected")
        # a spectator on the second process is counted in the first's lobby
        watcher = open_conn(two, table, None)
        wait_for(lambda: next(t for t in one.get("/api/tables?status=running")
                              if t["id"] == table)["spectators"] == 1,
                 "the first process's lobby to count the second's spectator")
        watcher.send({"type": "chat", "text": "hi all", "name": "Zoe"})
        ann.wait(lambda m: m["type"] == "presence"
                 and m["spectators"]["names"] == ["Zoe"])
        # chat: a line said on one process reaches the other's connections at once
        ann.send({"type": "chat", "text": "hello from one"})
        line = bo.wait(lambda m: m["type"] == "chat" and m["text"] == "hello from one")
        assert line["seat"] == 0 and line["name"] == "Ann" and "mine" not in line
        watcher.wait(lambda m: m["type"] == "chat" and m["text"] == "hello from one")
        bo.send({"type": "chat", "text": "and from two"})
        ann.wait(lambda m: m["type"] == "chat" and m["text"] == "and from two")
        assert ann.wait(lambda m: m["type"] == "chat" and m["text"] == "hi all")["seat"] is None
        # a page in the background, then gone
        bo.send({"type": "presence", "away": True})
        wait_status(ann, 1, "away")
        bo.close()
        wait_status(ann, 1, "gone")
        bo = open_conn(two, table, bob["token"])
        wait_status(ann, 1, "connected")
        # the game ends; a rematch made on the first process seats the second's player too
        play_both(ann, bo)
        ann.send({"type": "rematch", "ref": 99})
        assert ann.wait(lambda m: m.get("ref") == 99)["type"] == "ack"
        sent = bo.wait(lambda m: m["type"] == "rematch")
        assert sent["seat"] == 1 and isinstance(sent["token"], str)
        assert watcher.wait(lambda m: m["type"] == "rematch")["table"] == sent["table"]
        again = open_conn(two, sent["table"], sent["token"])
        assert again.state["you"] == 1


def play_both(first: Conn, second: Conn) -> None:
    """Play two seats on two processes to the end of the game (bet 1, stay)."""
    deadline = time.monotonic() + WAIT
    while first.state["result"] is None or second.state["result"] is None:
        assert time.monotonic() < deadline, "the game did not end"
        for conn in (first, second):
            if conn.state["result"] is None and conn.state["you"] in conn.state["to_act"]:
                legal = {a["notation"] for a in conn.state["legal"]}
                assert conn.act("bet 1" if "bet 1" in legal else "stay")["type"] == "ack"
            conn.poll(0.1)


def stored_kinds(engine: Engine, table: str) -> list[tuple[str, int]]:
    """The kinds and seats of a table's stored events, in order."""
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT kind, seat FROM events WHERE table_id = :t "
                                 "ORDER BY seq"), {"t": table}).all()
    return [(row[0], row[1]) for row in rows]


def test_a_time_out_is_played_once_when_a_process_is_killed_mid_game(
        pg_url: str) -> None:  # noqa: F811
    engine = create_engine(pg_url)
    with servers(pg_url, 3) as (one, two, three), connections() as open_conn:
        made = one.post("/api/tables", {
            "game": "deck", "seats": HUMANS, "join": 0, "name": "Ann", "seed": 5,
            "options": {"rounds": 2, "turn_seconds": 4, "max_timeouts": 1,
                        "standin": "random"}}).json()
        table = made["id"]
        bob = one.post(f"/api/tables/{table}/join", {"invite": made["invite"],
                                                     "name": "Bob"}).json()
        ann = open_conn(one, table, made["token"])
        bo = open_conn(one, table, bob["token"])
        bo.wait(lambda m: m["type"] == "state" and m["table"]["status"] == "running")
        assert bo.act("bet 2")["type"] == "ack"
        # every client of the table is on the first process, and it dies before Ann's
        # clock runs out: the others take the table up and time her out, once
        one.kill()
        ann.close()
        bo.close()
        wait_for(lambda: ("timeout", 0) in stored_kinds(engine, table),
                 "Ann's time-out, played by another process")
        # Bob comes back on the third process and is shown the game going on; he does not
        # move either, and the stand-ins finish both seats' games
        bo = open_conn(three, table, bob["token"])
        bo.wait(lambda m: m["type"] == "state" and m["result"] is not None)
        assert two.get(f"/api/tables/{table}")["status"] == "finished"
        kinds = stored_kinds(engine, table)
        assert sorted(k for k in kinds if k[0] == "timeout") == [("timeout", 0), ("timeout", 1)]
        assert {k for k in kinds if k[0] not in ("move", "timeout")} <= {("standin", 0),
                                                                          ("standin", 1)}
    engine.dispose()


def answer_to(n: int) -> Callable[[dict[str, Any]], bool]:
    """What answers a connection's ``n``-th chat line: its own copy, or the refusal."""
    def answered(m: dict[str, Any]) -> bool:
        return bool(m.get("ref") == 100 + n or (
            m["type"] == "chat" and m.get("mine") and m["text"].startswith(f"line {n} ")))

    return answered


def test_the_per_address_limits_are_shared_by_the_processes(pg_url: str) -> None:  # noqa: F811
    with servers(pg_url, 2) as pair, connections() as open_conn:
        # logins: a burst of 5 per address (then one every 10 s), wherever they land
        began = time.monotonic()
        answers = [pair[i % 2].post("/api/login", {"name": f"nobody{i}", "password": "x" * 9})
                   for i in range(10)]
        tried = sum(a.status_code == 401 for a in answers)
        assert {a.status_code for a in answers} == {401, 429}
        assert tried <= 5 + (time.monotonic() - began) / 10
        assert all(a.json()["error"] == "too-many-logins" for a in answers
                   if a.status_code == 429)
        # registrations: 3 an hour per address, in all the processes together
        made = [pair[i % 2].post("/api/register", {"name": f"Shared{i}",
                                                    "password": f"cocoa-{i}-beans-shared"})
                for i in range(5)]
        assert [m.status_code for m in made] == [200, 200, 200, 429, 429]
        # chat: the address's budget (a burst of 10, then one a second) spans the processes
        table = pair[0].post("/api/tables", {
            "game": "deck", "seats": HUMANS, "join": 0, "name": "Ann", "seed": 5,
            "options": {"public": True}}).json()["id"]
        watchers = [open_conn(pair[i % 2], table, None) for i in range(4)]
        began = time.monotonic()
        for n in range(5):
            for i, conn in enumerate(watchers):
                conn.send({"type": "chat", "text": f"line {n} of {i}", "ref": 100 + n})
        floods = 0
        for conn in watchers:
            for n in range(5):
                floods += conn.wait(answer_to(n)).get("code") == "chat-flood"
        said = 20 - floods
        assert said <= 10 + (time.monotonic() - began) + 1, said


def status_is(server: Server, path: str, status: str) -> bool:
    """Whether what ``path`` answers has this ``status``."""
    return bool(server.get(path)["status"] == status)


def test_the_review_line_is_one_for_all_processes_and_outlives_one(
        pg_url: str) -> None:  # noqa: F811
    from tests.server.test_reviews import REVIEWS

    # the bots think in threads: worker processes would not know the test deck game
    config = {**REVIEWS, "review_piece": 1, "review_budget": 1000, "max_reviews": 1,
              "bot_processes": False}
    with servers(pg_url, 2, config=config) as (one, two):
        tables = []
        for _ in range(4):
            made = one.post("/api/tables", {"game": "deck", "join": None, "seed": 5,
                                            "seats": [{"kind": "bot", "bot": "random"}] * 2,
                                            "options": {"rounds": 4}}).json()
            tables.append(made["id"])
        for table in tables:
            wait_for(partial(status_is, one, f"/api/tables/{table}", "finished"),
                     "the bots' game to end")
        first = one.post(f"/api/tables/{tables[0]}/review", {}).json()
        assert first["status"] == "running"
        # the other process says how far it is, and keeps the address to one review at once
        wait_for(lambda: two.get(f"/api/tables/{tables[0]}/review")["done"] > 0,
                 "the review's progress, read on the other process")
        second = two.post(f"/api/tables/{tables[1]}/review", {}).json()
        assert second["status"] == "queued" and second["position"] == 1
        assert one.post(f"/api/tables/{tables[2]}/review", {}).json()["position"] == 2
        refused = two.post(f"/api/tables/{tables[3]}/review", {})
        assert refused.status_code == 429 and refused.json()["error"] == "review-queued"
        # the process running the review dies: the other takes it up and the line goes on
        assert two.get(f"/api/tables/{tables[0]}/review")["status"] == "running"
        one.kill()
        for table in tables[:3]:
            wait_for(partial(status_is, two, f"/api/tables/{table}/review", "done"),
                     "every review in line to be done", timeout=300)
