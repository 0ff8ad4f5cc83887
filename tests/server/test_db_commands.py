"""``chocolatier db backup`` and ``db check`` on a server's real database."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from starlette.testclient import TestClient
from typer.testing import CliRunner, Result

from chocolatier.cli import app as cli
from chocolatier.i18n import catalog
from chocolatier.server.app import create_app
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat
from tests.server.test_postgres import pg_url  # noqa: F401  (the fixture)

runner = CliRunner()


def db(*args: str, lang: str = "en") -> Result:
    return runner.invoke(cli, ["db", *args, "--lang", lang])


def played(url: str) -> list[str]:
    """Two tables on ``url``: one with a few moves (a bot's among them), one finished by a
    concession."""
    with TestClient(create_app(make_config(url))) as client:
        first = create_table(client, [HUMAN, BOT])
        with client.websocket_connect(f"/ws/tables/{first['id']}") as ws:
            ann = Seat(ws, first["token"])
            for _ in range(2):
                ann.wait_until(lambda s: s["you"] in s["to_act"])
                assert ann.act(ann.state["legal"][0]["id"])["type"] == "ack"
        second = create_table(client, [HUMAN, BOT], seed=9)
        with client.websocket_connect(f"/ws/tables/{second['id']}") as ws:
            bob = Seat(ws, second["token"])
            ws.send_json({"type": "concede", "ref": 7})
            bob.wait_until(lambda s: s["result"] is not None)
        return [first["id"], second["id"]]


def test_db_check_passes_a_sound_database_and_names_each_tampered_table(db_url: str) -> None:
    ids = played(db_url)
    sound = db("check", "--database", db_url)
    assert sound.exit_code == 0, sound.output
    assert "Checked 2 tables" in sound.output and "every game replays as stored" in sound.output
    engine = create_engine(db_url)
    with engine.begin() as conn:
        # a move the engine does not take, and a count that is not the log's
        conn.execute(text("UPDATE events SET move = 'fly away' WHERE table_id = :t AND seq = 1"),
                      {"t": ids[0]})
        conn.execute(text("UPDATE game_tables SET event_count = event_count + 3 WHERE id = :t"),
                      {"t": ids[1]})
    engine.dispose()
    found = db("check", "--database", db_url, "--json")
    assert found.exit_code == 1
    report = json.loads(found.output)
    assert report["tables"] == 2
    problems = {m["table"]: m for m in report["mismatches"]}
    assert problems[ids[0]]["problem"] == "replay"
    assert problems[ids[1]] == {"table": ids[1], "problem": "count",
                                "stored": problems[ids[1]]["found"] + 3,
                                "found": problems[ids[1]]["found"]}
    for lang in ("en", "zh", "ja", "es"):
        worded = db("check", "--database", db_url, lang=lang)
        assert worded.exit_code == 1
        words = catalog(lang)
        assert words.text("deploy-db-problem-count", stored=problems[ids[1]]["stored"],
                          found=problems[ids[1]]["found"]) in worded.output
        assert ids[0] in worded.output


def test_db_backup_copies_a_sqlite_database_that_checks_the_same(db_url: str,
                                                                  tmp_path: Path) -> None:
    ids = played(db_url)
    copy = tmp_path / "backup.sqlite3"
    made = db("backup", str(copy), "--database", db_url)
    assert made.exit_code == 0, made.output
    assert "2 tables" in made.output
    copy_url = f"sqlite:///{copy}"
    checked = db("check", "--database", copy_url, "--json")
    assert checked.exit_code == 0
    assert json.loads(checked.output)["tables"] == 2
    with TestClient(create_app(make_config(copy_url))) as client:  # a server runs on the copy
        assert client.get(f"/api/tables/{ids[1]}").json()["status"] == "finished"
    again = db("backup", str(copy), "--database", db_url, lang="es")
    assert again.exit_code == 1  # never over an existing file
    assert catalog("es").text("deploy-db-backup-exists", file=str(copy)) in again.output


@pytest.mark.postgres
def test_db_backup_on_postgresql_gives_the_pg_dump_command_that_works(
        pg_url: str, tmp_path: Path) -> None:  # noqa: F811
    played(pg_url)
    dump = tmp_path / "club.dump"
    said = db("backup", str(dump), "--database", pg_url)
    assert said.exit_code == 1  # nothing was backed up by this command
    line = next(line for line in said.output.splitlines() if line.startswith("pg_dump "))
    command = shlex.split(line)
    assert command[:3] == ["pg_dump", "--format=custom", f"--file={dump}"]
    binary = shutil.which("pg_dump") or next(
        iter(sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_dump"))), None)
    if binary is None:
        pytest.skip("no pg_dump on this machine")
    subprocess.run([str(binary), *command[1:]], check=True, timeout=120)
    listing = subprocess.run([str(Path(binary).with_name("pg_restore")), "--list", str(dump)],
                             check=True, capture_output=True, text=True).stdout
    assert "TABLE DATA" in listing and "events" in listing
    checked = db("check", "--database", pg_url)
    assert checked.exit_code == 0, checked.output
