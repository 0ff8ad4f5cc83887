"""A real ``chocolatier serve`` killed with SIGKILL in the middle of a bot game and restarted:
no acknowledged move is lost and the game ends with the same record as an uninterrupted run."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from starlette.testclient import TestClient

from chocolatier.server.app import create_app
from tests.server.conftest import make_config

BOTS = [{"kind": "bot", "bot": "random"}] * 3
TABLE = {"game": "factory", "seats": BOTS, "seed": 2024, "title": "crash",
         "options": {"mode": "turns", "store_sides": "random"}}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: Path, port: int) -> subprocess.Popen[bytes]:
    command = [
        sys.executable, "-c", "from chocolatier.cli import main; main()", "serve",
        "--port", str(port),
        "--database", f"sqlite:///{db}", "--bot-delay", "0.002", "--allow-seeds",
        "--log-level", "warning",
    ]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return process
        except httpx.TransportError:
            time.sleep(0.1)
    process.kill()
    raise AssertionError("the server did not start: " + process.stderr.read().decode()[-2000:])


def wait_for(port: int, table_id: str, done: Any, timeout: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        table: dict[str, Any] = httpx.get(f"http://127.0.0.1:{port}/api/tables/{table_id}").json()
        if done(table):
            return table
        time.sleep(0.05)
    raise AssertionError(f"timed out; table is {table}")


def reference_record(tmp_path: Path) -> dict[str, Any]:
    url = f"sqlite:///{tmp_path / 'reference.sqlite3'}"
    with TestClient(create_app(make_config(url))) as client:
        made = client.post("/api/tables", json=TABLE).json()
        deadline = time.monotonic() + 120
        while client.get(f"/api/tables/{made['id']}").json()["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        record: dict[str, Any] = client.get(f"/api/tables/{made['id']}/record").json()
        return record


def test_sigkill_mid_game_loses_nothing_and_the_game_ends_the_same(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    port = free_port()
    server = start_server(db, port)
    try:
        made = httpx.post(f"http://127.0.0.1:{port}/api/tables", json=TABLE).json()
        seen = wait_for(port, made["id"], lambda t: t["moves"] >= 120)["moves"]
        os.kill(server.pid, signal.SIGKILL)
        server.wait()
        server = start_server(db, port)
        after = httpx.get(f"http://127.0.0.1:{port}/api/tables/{made['id']}").json()
        assert after["moves"] >= seen  # every move seen before the kill is still there
        wait_for(port, made["id"], lambda t: t["status"] == "finished")
        record = httpx.get(f"http://127.0.0.1:{port}/api/tables/{made['id']}/record").json()
    finally:
        server.kill()
        server.wait()
    expected = reference_record(tmp_path)
    assert record["moves"] == expected["moves"]
    assert record["result"] == expected["result"]
