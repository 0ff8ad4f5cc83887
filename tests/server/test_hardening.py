"""The breaks found by an attack on the server (issue #12), each shown fixed: slow clients,
memory per bad table id, forwarded addresses, inputs that ended in a 500 or a silent close,
secrets in the logs and cross-site POSTs."""

from __future__ import annotations

import contextlib
import logging
import selectors
import socket
import subprocess
import sys
import time
from typing import Any

import httpx
import orjson
import pytest
from starlette.testclient import TestClient
from websockets.sync.client import connect

from chocolatier.server.app import RedactSecrets, create_app
from chocolatier.server.guard import ConnectionGuard, raise_file_limit
from chocolatier.server.lobby import Lobby
from chocolatier.server.pages import WEB_DIR
from chocolatier.server.storage import display_url
from tests.server.conftest import BOT, HUMAN, create_table, make_config
from tests.server.helpers import Seat
from tests.server.live_server import free_port, live_server

JSON = {"Content-Type": "application/json"}


# -- 1. slow clients -----------------------------------------------------------------------


def _attack(url: str, count: int) -> list[socket.socket]:
    """``count`` connections from 127.0.0.2 that stop mid-header or mid-body."""
    port = int(url.rsplit(":", 1)[1])
    sockets = []
    for i in range(count):
        s = socket.socket()
        s.bind(("127.0.0.2", 0))
        s.connect(("127.0.0.1", port))
        if i % 2:
            s.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        else:
            s.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                      b"\r\nContent-Length: 100\r\n\r\n{\"game\"")
        s.setblocking(False)
        sockets.append(s)
    return sockets


def _closed_by_server(sockets: list[socket.socket], deadline: float) -> tuple[int, int]:
    """Wait until the server closes every socket (or the deadline); returns (refused with 503,
    closed in all)."""
    refused = closed = 0
    with selectors.DefaultSelector() as selector:
        for s in sockets:
            selector.register(s, selectors.EVENT_READ, b"")
        while selector.get_map() and time.monotonic() < deadline:
            for key, _ in selector.select(timeout=0.2):
                s = key.fileobj
                assert isinstance(s, socket.socket)
                try:
                    data = s.recv(4096)
                except ConnectionResetError:
                    data = b""
                if data.startswith(b"HTTP/1.1 503"):
                    refused += 1
                if not data or data.startswith(b"HTTP/1.1 503"):
                    selector.unregister(s)
                    closed += 1
    for s in sockets:
        s.close()
    return refused, closed


def test_half_open_connections_are_capped_and_timed_out_while_others_play(db_url: str) -> None:
    # Timeouts long enough that all 1,000 sockets are open together even on a loaded machine
    # (the early ones must not time out before the last ones arrive).
    config = make_config(db_url, max_sockets_per_client=100, header_timeout=4,
                         body_timeout=4)
    with live_server(config) as url:
        started = time.monotonic()
        sockets = _attack(url, 1000)
        # a normal client, from another address, still gets the lobby and plays
        with httpx.Client(base_url=url, timeout=10) as client:
            assert client.get("/").status_code == 200
            assert client.get("/api/tables").status_code == 200
            made = client.post("/api/tables", json={"game": "deck", "seats": [HUMAN, BOT],
                                                    "join": 0, "seed": 5}).json()
        ws_url = url.replace("http", "ws") + f"/ws/tables/{made['id']}"
        with connect(ws_url, open_timeout=10) as ws:
            ws.send(orjson.dumps({"type": "hello", "token": made["token"]}).decode())
            state = orjson.loads(ws.recv(timeout=10))
            ws.send(orjson.dumps({"type": "act", "state_id": state["state_id"],
                                  "action": "bet 1", "ref": 1}).decode())
            skipped = ("state", "presence", "chat_history")
            while (reply := orjson.loads(ws.recv(timeout=10)))["type"] in skipped:
                pass
            assert reply["type"] == "ack"
        refused, closed = _closed_by_server(sockets, time.monotonic() + 20)
        assert refused >= 900  # over the per-address cap: refused at once
        assert closed == 1000  # the others timed out
        assert time.monotonic() - started >= 4


def test_a_client_that_does_not_read_its_answers_is_cut_off(db_url: str) -> None:
    config = make_config(db_url, response_timeout=1.0)
    with live_server(config) as url:
        port = int(url.rsplit(":", 1)[1])
        with socket.socket() as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.connect(("127.0.0.1", port))
            s.setblocking(False)
            # 2 000 pipelined requests for a 20 KB file: far more than the socket buffers hold
            request = b"GET /static/js/table.js HTTP/1.1\r\nHost: x\r\n\r\n"
            whole = 2000 * (WEB_DIR / "js" / "table.js").stat().st_size
            with contextlib.suppress(BlockingIOError):
                s.send(request * 2000)
            time.sleep(2.5)  # not reading: the server's writes stall
            s.settimeout(5)
            received, reset = 0, False
            started = time.monotonic()
            try:
                while chunk := s.recv(65536):
                    received += len(chunk)
                    # a generous bound: the test is that the server stops, not how fast
                    assert time.monotonic() - started < 30
            except (ConnectionResetError, TimeoutError) as exc:
                reset = isinstance(exc, ConnectionResetError)
            assert reset or received < whole  # cut off, not served to the end


def test_the_file_limit_is_raised_at_start() -> None:
    code = (
        "import resource; from chocolatier.server.guard import ConnectionGuard, raise_file_limit; "
        "resource.setrlimit(resource.RLIMIT_NOFILE, (256, resource.getrlimit("
        "resource.RLIMIT_NOFILE)[1])); print(raise_file_limit(), "
        "resource.getrlimit(resource.RLIMIT_NOFILE)[1])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    soft, hard = (int(x) for x in out.stdout.split())
    assert soft > 256 and (soft == hard or soft == 65_536)
    assert raise_file_limit() is not None


# -- 2. memory per bad table id ------------------------------------------------------------


def test_bad_table_ids_and_refused_hellos_leave_nothing_behind(client: TestClient) -> None:
    hub = client.app.state.hub  # type: ignore[attr-defined]
    made = create_table(client, [HUMAN, HUMAN])
    for table_id in ("x" * 6000, "no-such-table", "a.b"):
        with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
            ws.send_json({"type": "hello", "token": None})
            assert ws.receive_json()["code"] == "no-table"
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": "not-the-token"})
        assert ws.receive_json()["code"] == "bad-token"
    assert hub._locks == {} and hub.tables == {} and hub.clients == {}
    assert client.get("/api/tables/" + "x" * 6000).status_code == 404


# -- 3. forwarded addresses ----------------------------------------------------------------


def test_x_forwarded_for_is_believed_only_from_configured_proxies(db_url: str) -> None:
    body = {"game": "deck", "seats": [HUMAN, BOT], "join": 0}
    config = make_config(db_url, max_open_tables_per_client=1)
    with live_server(config) as url, httpx.Client(base_url=url) as client:
        for n in (1, 2):
            made = client.post("/api/tables", json=body, headers={"X-Forwarded-For": f"10.0.0.{n}"})
        assert made.status_code == 429  # both came from 127.0.0.1, whatever they claimed
    config = make_config(db_url.replace(".sqlite3", "-proxy.sqlite3"),
                         max_open_tables_per_client=1, forwarded_allow_ips="127.0.0.1")
    with live_server(config) as url, httpx.Client(base_url=url) as client:
        for n in (1, 2):
            made = client.post("/api/tables", json=body, headers={"X-Forwarded-For": f"10.0.0.{n}"})
        assert made.status_code == 201  # behind a trusted proxy: two clients


def test_a_trusted_proxy_counts_only_against_the_total() -> None:
    class Peer:
        def __init__(self, host: str) -> None:
            self.host = host

        def get_extra_info(self, name: str) -> Any:
            return (self.host, 1234)

    guard = ConnectionGuard(2, 5, 1.0, 1.0, 1.0, trusted=["10.0.0.0/8", "proxy.sock"])
    sockets = [Peer(host) for host in ["10.1.2.3"] * 4 + ["192.0.2.1"] * 3]
    admitted = [guard.admit(s) for s in sockets]  # type: ignore[arg-type]
    assert admitted == [True] * 4 + [True, False, False]
    assert not guard.admit(Peer("10.9.9.9"))  # type: ignore[arg-type]  # the total
    guard.release(sockets[0])  # type: ignore[arg-type]
    assert guard.admit(Peer("10.9.9.9")) and guard.open == 5  # type: ignore[arg-type]


# -- 4. inputs that ended in a 500 or a silent close ---------------------------------------


def check_bad_inputs(client: TestClient) -> None:
    """Each bad input gets a 4xx JSON error (shared with the PostgreSQL tests)."""

    def post(path: str, body: str) -> httpx.Response:
        return client.post(path, content=body.encode(), headers=JSON)

    def table(seat: str, name: str) -> str:
        head = '{"game": "deck", "seats": [{"kind": "human"}, '
        return head + seat + '], "join": 0, "name": ' + name + "}"

    cases = [
        (table('{"kind": "bot", "bot": "search:hard:9"}', '"Ann"'), "bad-bot"),
        (table('{"kind": "bot", "bot": "search:budget=1"}', '"Ann"'), "bad-bot"),
        # a client may not choose how long a bot thinks (the mcts bot takes budgets in its spec)
        ('{"game": "factory", "seats": [{"kind": "human"}, '
         '{"kind": "bot", "bot": "mcts:seconds=9999"}], "join": 0, "name": "Ann"}', "bad-bot"),
        (table('{"kind": "human"}', '"A\\ud800"'), "bad-json"),
        (table('{"kind": "human"}', '"A\\u0000nn"'), "bad-name"),
        (table('{"kind": "human", "name": "B\\u0007"}', '"Ann"'), "bad-name"),
        ('{"game": "deck", "seats": [{"kind": "human"}, {"kind": "human"}], '
         '"title": "\\udfff"}', "bad-json"),
    ]
    for body, code in cases:
        response = post("/api/tables", body)
        assert response.status_code == 400, body
        assert response.json()["error"] == code, body
    made = create_table(client, [HUMAN, HUMAN], seed=3)
    join = f"/api/tables/{made['id']}/join"
    assert post(join, '{"invite": "\\ud800"}').json()["error"] == "bad-json"
    assert post(join, '{"invite": "a\\u0000"}').json()["error"] == "bad-invite"
    seat_true = post(join, orjson.dumps({"invite": made["invite"], "seat": True}).decode())
    assert seat_true.status_code == 400 and seat_true.json()["error"] == "bad-seat"
    assert client.get(f"/api/tables/{made['id']}").json()["seats"][1]["joined"] is False
    with client.websocket_connect(f"/ws/tables/{made['id']}") as ws:
        ws.send_text('{"type": "hello", "token": "\\ud800"}')
        assert ws.receive_json()["code"] == "bad-json"
    playing = create_table(client, [HUMAN, BOT], seed=4)
    with client.websocket_connect(f"/ws/tables/{playing['id']}") as ws:
        ann = Seat(ws, playing["token"])
        ws.send_text('{"type": "act", "state_id": 0, "action": "bet \\udc00"}')
        assert ann.receive("error")["code"] == "bad-json"
        ws.send_text('{"type": "act", "state_id": 0, "action": "bet\\u0000"}')
        assert ann.receive("rejected")["code"] == "bad-notation"
        assert ann.act("bet 1")["type"] == "ack"  # the connection lives on


def test_bad_inputs_get_a_4xx_json_error(client: TestClient) -> None:
    check_bad_inputs(client)


def test_a_server_error_is_json_with_the_security_headers(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(self: Lobby) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setattr(Lobby, "games", broken)
    app = create_app(make_config(db_url))
    with TestClient(app, raise_server_exceptions=False) as client:
        response = client.get("/api/games")
    assert response.status_code == 500 and response.json()["error"] == "server-error"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]


# -- 5. secrets in logs --------------------------------------------------------------------


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


def test_the_access_log_hides_invite_codes(db_url: str) -> None:
    lines = _Lines()
    with live_server(make_config(db_url), log_level="info") as url:
        access = logging.getLogger("uvicorn.access")
        access.addHandler(lines)
        try:
            httpx.get(url + "/t/abc?invite=TopSecret_123&x=1")
            deadline = time.monotonic() + 5
            while not any("/t/abc" in line for line in lines.lines):
                assert time.monotonic() < deadline
                time.sleep(0.02)
        finally:
            access.removeHandler(lines)
    text = "\n".join(lines.lines)
    assert "invite=***&x=1" in text and "TopSecret_123" not in text
    record = logging.LogRecord("x", logging.INFO, "", 0, "%s", ("/t/a?invite=abc",), None)
    RedactSecrets().filter(record)
    assert record.getMessage() == "/t/a?invite=***"


def test_the_database_password_is_not_printed(tmp_path: Any) -> None:
    url = "postgresql://ann:hunter2@127.0.0.1:1/chocolatier"
    assert display_url(url) == "postgresql://ann:***@127.0.0.1:1/chocolatier"
    serve = subprocess.run(
        [sys.executable, "-c", "from chocolatier.cli import main; main()", "serve",
         "--database", url, "--port", str(free_port()), "--log-level", "critical"],
        capture_output=True, text=True, timeout=60,
    )
    assert "postgresql://ann:***@" in serve.stderr and "hunter2" not in serve.stderr


# -- 6. cross-site POSTs -------------------------------------------------------------------


def test_posts_must_be_json(client: TestClient) -> None:
    body = '{"game": "deck", "seats": [{"kind": "human"}, {"kind": "human"}]}'
    for content_type in ("text/plain", "application/x-www-form-urlencoded", None):
        headers = {"Content-Type": content_type} if content_type else {}
        response = client.post("/api/tables", content=body.encode(), headers=headers)
        assert response.status_code == 415 and response.json()["error"] == "bad-content-type"
    assert client.get("/api/tables").json() == []
    made = create_table(client, [HUMAN, HUMAN])
    join = client.post(f"/api/tables/{made['id']}/join", content=b'{"invite": "x"}',
                       headers={"Content-Type": "text/plain"})
    assert join.status_code == 415
    response = client.post("/api/tables", content=body.encode(),
                           headers={"Content-Type": "application/json; charset=utf-8"})
    assert response.status_code == 201
