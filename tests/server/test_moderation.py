"""Moderation (issue 23): a chat line reported at the table is listed by ``chocolatier admin
reports``; ``admin ban`` ends the account's sessions, its login and its seat's connections;
``admin delete-chat`` takes a line out of storage and of every later history; a table's host
mutes and removes a spectator; ``admin void-rating`` voids a game; the admin commands speak
the reader's language. (The flows touching storage run on PostgreSQL too: test_postgres.py.)"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from alembic import command
from sqlalchemy import text
from starlette.testclient import TestClient, WebSocketTestSession
from starlette.websockets import WebSocketDisconnect
from typer.testing import CliRunner, Result

from chocolatier.cli import app as cli
from chocolatier.i18n import catalog
from chocolatier.server.moderation import BAN_POLL_SECONDS
from chocolatier.server.storage import Storage, alembic_config
from tests.server.conftest import BOT, HUMAN, create_table
from tests.server.helpers import Seat
from tests.server.test_ratings import People, judged, play_and_concede

runner = CliRunner()


def admin(db_url: str, command: str, *args: str, lang: str = "en",
          options: tuple[str, ...] = ()) -> Result:
    """``chocolatier admin COMMAND OPTIONS -- ARGS`` on the test server's database (after
    ``--``: a table id may start with a dash)."""
    return runner.invoke(cli, ["admin", command, "--database", db_url, "--lang", lang,
                               *options, "--", *args])


def answer(seat: Seat, *kinds: str) -> dict[str, Any]:
    """The next message of one of ``kinds`` (an error among them)."""
    while True:
        message = seat.receive()
        if message["type"] in (*kinds, "error"):
            return message


def closed_with(ws: WebSocketTestSession, code: str, within: float) -> None:
    """The server sends the error ``code`` and closes the socket within ``within`` seconds."""
    deadline = time.monotonic() + within
    while True:
        assert time.monotonic() < deadline, f"no {code} in time"
        message = ws.receive_json()
        if message.get("code") == code:
            break
    with pytest.raises(WebSocketDisconnect):
        ws.receive_json()


def reported_and_deleted(client: TestClient, db_url: str) -> None:
    """(run on PostgreSQL too)"""
    made = create_table(client, [HUMAN, BOT], options={"public": True})
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_s:
        ann, spectator = Seat(ws_a, made["token"]), Seat(ws_s, None)
        ws_s.send_json({"type": "chat", "text": "you all smell", "name": "Troll"})
        line = answer(ann, "chat")
        for _ in range(2):  # reported twice by the same reader: one report
            ws_a.send_json({"type": "report", "n": line["n"], "reason": " insults\u202e ",
                            "ref": 5})
            assert answer(ann, "moderation") == {"type": "moderation", "ref": 5,
                                                 "action": "report", "n": line["n"]}
        ws_a.send_json({"type": "report", "n": 99})
        assert answer(ann, "moderation")["code"] == "no-chat-line"
        ws_s.send_json({"type": "chat", "text": "still here"})
        seen = answer(spectator, "chat")  # its first line
        assert seen["text"] == "you all smell"
        assert answer(spectator, "chat")["text"] == "still here"  # stored
    listed = admin(db_url, "reports")
    assert listed.exit_code == 0, listed.output
    assert made["id"] in listed.stdout and "“you all smell”" in listed.stdout
    assert "Troll" in listed.stdout and "reason: insults" in listed.stdout
    (report,) = json.loads(admin(db_url, "reports", options=("--json",)).stdout)
    assert (report["table"], report["n"], report["seat"]) == (made["id"], line["n"], None)
    deleted = admin(db_url, "delete-chat", made["id"], str(line["n"]))
    assert deleted.exit_code == 0, deleted.output
    assert "is deleted" in deleted.stdout
    with client.websocket_connect(url) as ws:
        history = Seat(ws, None).receive("chat_history")["lines"]
        assert [x["text"] for x in history] == ["still here"]
    assert admin(db_url, "reports").stdout.strip() == "No open reports."
    again = admin(db_url, "delete-chat", made["id"], str(line["n"]))
    assert again.exit_code == 1 and "has no chat line" in again.stderr


def test_a_reported_line_is_listed_and_a_deleted_one_is_gone(client: TestClient,
                                                             db_url: str) -> None:
    reported_and_deleted(client, db_url)


def banned(client: TestClient, db_url: str) -> None:
    """(run on PostgreSQL too)"""
    people = People(client)
    people.add("Ann", "Bob")
    made = people.post("Ann", "/api/tables", {"game": "deck", "seats": [HUMAN, HUMAN],
                                              "join": 0, "seed": 3}).json()
    bob = people.post("Bob", f"/api/tables/{made['id']}/join", {"invite": made["invite"]}).json()
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_b:
        Seat(ws_a, made["token"])
        Seat(ws_b, bob["token"])
        result = admin(db_url, "ban", "bob", options=("--reason", "spam"))
        assert result.exit_code == 0, result.output
        assert "1 session ended" in result.stdout
        # his seat's connection is refused and closed (the server polls the bans)
        closed_with(ws_b, "banned", BAN_POLL_SECONDS * 5)
    with client.websocket_connect(url) as ws:
        ws.send_json({"type": "hello", "token": bob["token"]})
        assert ws.receive_json()["code"] == "banned"
    client.cookies.clear()
    client.cookies.set("chocolatier_session", people.cookie["Bob"])
    assert client.get("/api/me").json() == {"name": None}  # his session has ended
    client.cookies.clear()
    login = client.post("/api/login", json={"name": "Bob", "password": "correct horse"})
    assert login.status_code == 403 and login.json()["error"] == "banned"
    assert admin(db_url, "ban", "Nobody").exit_code == 1
    lifted = admin(db_url, "unban", "Bob")
    assert lifted.exit_code == 0 and "no longer banned" in lifted.stdout
    assert "was not banned" in admin(db_url, "unban", "Bob").stdout
    client.cookies.clear()
    assert client.post("/api/login", json={"name": "Bob", "password": "correct horse"}
                       ).status_code == 200


def test_a_banned_account_cannot_log_in_its_session_ends_and_its_seat_is_closed(
    client: TestClient, db_url: str,
) -> None:
    banned(client, db_url)


def host_mutes_and_removes(client: TestClient) -> None:
    """(run on PostgreSQL too)"""
    made = create_table(client, [HUMAN, HUMAN], options={"public": True})
    bob = client.post(f"/api/tables/{made['id']}/join", json={"name": "Bob"}).json()
    url = f"/ws/tables/{made['id']}"
    with client.websocket_connect(url) as ws_a, client.websocket_connect(url) as ws_b, \
            client.websocket_connect(url) as ws_s:
        ann, bo, spectator = Seat(ws_a, made["token"]), Seat(ws_b, bob["token"]), Seat(ws_s, None)
        assert ann.receive("chat_history")["host"] is True  # the creator's seat
        assert bo.receive("chat_history")["host"] is False
        ws_s.send_json({"type": "chat", "text": "boo", "name": "Heckler"})
        heckled = answer(ann, "chat")["n"]
        ws_b.send_json({"type": "chat", "text": "ignore them"})
        by_bob = answer(ann, "chat")["n"]
        ws_b.send_json({"type": "mute", "n": heckled})
        assert answer(bo, "moderation")["code"] == "not-host"
        ws_a.send_json({"type": "mute", "n": by_bob})
        assert answer(ann, "moderation")["code"] == "not-a-spectator"
        ws_a.send_json({"type": "mute", "n": heckled, "ref": 2})
        assert answer(ann, "moderation")["action"] == "mute"
        ws_s.send_json({"type": "chat", "text": "boo again"})
        assert answer(spectator)["code"] == "muted"  # neither stored nor sent
        ws_a.send_json({"type": "remove", "n": heckled})
        assert answer(ann, "moderation")["action"] == "remove"
        closed_with(ws_s, "removed", 5)
        ws_a.send_json({"type": "chat", "text": "better"})
        answer(ann, "chat")
    with client.websocket_connect(url) as ws:
        # the same spectator (its address) cannot come back
        ws.send_json({"type": "hello", "token": None})
        assert ws.receive_json()["code"] == "removed"
    with client.websocket_connect(url) as ws:
        history = Seat(ws, made["token"]).receive("chat_history")["lines"]
        assert [x["text"] for x in history] == ["boo", "ignore them", "better"]


def test_the_host_mutes_and_removes_a_spectator(client: TestClient) -> None:
    host_mutes_and_removes(client)


def test_void_rating_calls_the_ratings_void(client: TestClient, db_url: str) -> None:
    people = People(client)
    people.add("Ann", "Bob")
    table, tokens = people.rated_table("Ann", "Bob")
    play_and_concede(client, table, tokens)
    assert judged(client, table)["outcome"] == "rated"
    voided = admin(db_url, "void-rating", table)
    assert voided.exit_code == 0, voided.output
    assert judged(client, table)["outcome"] == "void"
    assert admin(db_url, "void-rating", table).exit_code == 1  # once


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_admin_speaks_the_readers_language(client: TestClient, db_url: str, lang: str) -> None:
    words = catalog(lang)
    made = create_table(client, [HUMAN, BOT], options={"public": True})
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ann = Seat(ws, made["token"])
        ws.send_json({"type": "chat", "text": "gg"})
        ws.send_json({"type": "report", "n": answer(ann, "chat")["n"]})
        answer(ann, "moderation")
    outputs = [admin(db_url, "reports", lang=lang), admin(db_url, "ban", "Nobody", lang=lang),
               admin(db_url, "void-rating", made["id"], lang=lang),
               admin(db_url, "delete-chat", made["id"], "1", lang=lang)]
    for result in outputs:
        assert "admin-" not in result.output and "{" not in result.output, result.output
    reports, nobody, void, deleted = outputs
    assert words.text("admin-no-reason") in reports.stdout and "gg" in reports.stdout
    assert nobody.exit_code == 1
    assert words.text("admin-no-account", name="Nobody") in nobody.stderr
    assert words.text("admin-not-voided", table=made["id"]) in void.stderr
    assert words.text("admin-chat-deleted", table=made["id"], n=1) in deleted.stdout
    english = catalog("en")
    assert english.text("admin-no-reason") not in reports.stdout


def migration_keeps_the_chat(url: str) -> None:
    """(run on PostgreSQL too) 0008 keeps the chat lines (no sender: older lines were never a
    spectator's to moderate) and the tables (no host), and goes back down to 0007."""
    storage = Storage(url)
    try:
        storage.migrate("0007")
        with storage.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO game_tables (id, game, title, seed, options, status, event_count,"
                " invite_code, creator, created_at, updated_at) VALUES ('t1', 'deck', 't', 1,"
                " '{}', 'open', 0, 'i', 'c', :stamp, :stamp)"), {"stamp": "2026-01-02 03:04:05"})
            conn.execute(text("INSERT INTO chat_lines (table_id, n, seat, name, text, created_at)"
                              " VALUES ('t1', 1, NULL, 'Kim', 'hi', :stamp)"),
                         {"stamp": "2026-01-02 03:04:05"})
        storage.migrate()
        assert storage.chat_line("t1", 1) is not None
        assert storage.chat_line("t1", 1).sender is None  # type: ignore[union-attr]
        table = storage.get_table("t1")
        assert table is not None and table.host_seat is None
        with storage.engine.begin() as conn:
            config = alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, "0007")
        with storage.engine.begin() as conn:
            assert conn.execute(text("SELECT count(*) FROM chat_lines")).scalar() == 1
    finally:
        storage.dispose()


def test_the_moderation_migration_keeps_the_chat(db_url: str) -> None:
    migration_keeps_the_chat(db_url)


@pytest.mark.parametrize("lang", ["en", "zh", "ja", "es"])
def test_every_chat_and_moderation_refusal_is_worded_for_the_web(lang: str) -> None:
    words = catalog(lang)
    for code in ("private-table", "banned", "removed", "muted", "not-host", "no-chat-line",
                 "not-a-spectator", "chat-flood", "bad-chat", "chat-too-long"):
        assert words.has(f"web-error-{code}"), (lang, code)
    for action in ("report", "mute", "remove"):
        for suffix in ("", "-title", "-done"):
            assert words.has(f"web-moderation-{action}{suffix}"), (lang, action, suffix)
