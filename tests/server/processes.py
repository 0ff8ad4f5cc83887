"""Real ``chocolatier serve`` processes on one database, and WebSocket clients of them, for the
multi-process tests (the test deck game registered in each server; readiness and every
expectation waited for by polling, with generous deadlines for a loaded machine)."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager, suppress
from pathlib import Path
from typing import Any

import httpx
import orjson
from websockets.sync.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[2]
# the test deck game is registered before the command line runs, and the settings the command
# line has no option for are taken from CHOCOLATIER_TEST_CONFIG (JSON; lists as tuples)
SERVE = """
import json, os
from chocolatier.core import registry
import chocolatier.server.config as config
registry._GAMES['deck'] = 'tests.server.deckgame:DeckGame'
extra = {k: tuple(v) if isinstance(v, list) else v
         for k, v in json.loads(os.environ.get('CHOCOLATIER_TEST_CONFIG', '{}')).items()}
made = config.ServerConfig
config.ServerConfig = lambda **given: made(**{**given, **extra})
from chocolatier.cli import main
main()
"""
PORTS = range(18550, 18600)
WAIT = 120.0


def free_port(ports: range = PORTS) -> int:
    """A free port of ``ports`` (tried in random order: another run of these tests may be
    using the same range)."""
    for port in random.sample(ports, len(ports)):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError(f"no free port in {ports.start}-{ports.stop - 1}")


def listens(pid: int, port: int) -> bool:
    """Whether process ``pid`` has a socket listening on ``port`` (Linux's /proc)."""
    wanted = f":{port:04X}"
    inodes = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[1].endswith(wanted) and fields[3] == "0A":  # 0A: LISTEN
            inodes.add(fields[9])
    fds = Path(f"/proc/{pid}/fd")
    try:
        links = [os.readlink(fd) for fd in fds.iterdir()]
    except OSError:
        return False
    return any(link == f"socket:[{inode}]" for link in links for inode in inodes)


def wait_for(check: Callable[[], Any], what: str, timeout: float = WAIT) -> Any:
    """Poll ``check`` until it returns something true; that value."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


class Server:
    """One ``chocolatier serve`` process."""

    def __init__(self, database: str, *extra: str, config: dict[str, Any] | None = None) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_base = f"ws://127.0.0.1:{self.port}"
        env = {**os.environ,
               "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT),
                                             os.environ.get("PYTHONPATH", "")]),
               "CHOCOLATIER_TEST_CONFIG": json.dumps(config or {})}
        self.process = subprocess.Popen(
            [sys.executable, "-c", SERVE, "serve", "--port", str(self.port),
             "--database", database, "--bot-delay", "0", "--allow-seeds",
             "--log-level", "warning", *extra],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            wait_for(self._ready, f"the server on port {self.port} to start")
        except AssertionError:
            self.kill()
            raise AssertionError("the server did not start: " + self.errors()) from None

    def _ready(self) -> bool:
        if self.process.poll() is not None:
            raise AssertionError("the server exited: " + self.errors())
        # the port is this process's (not another run's server that took it meanwhile)
        if not listens(self.process.pid, self.port):
            return False
        try:
            return httpx.get(f"{self.base}/api/games", timeout=2).status_code == 200
        except httpx.TransportError:
            return False

    def errors(self) -> str:
        """The end of what the server wrote on stderr (once it has stopped)."""
        if self.process.poll() is None or self.process.stderr is None:
            return ""
        return self.process.stderr.read().decode(errors="replace")[-3000:]

    def get(self, path: str) -> Any:
        """GET a JSON answer."""
        return httpx.get(self.base + path, timeout=30).json()

    def post(self, path: str, body: Any, **kwargs: Any) -> httpx.Response:
        """POST JSON."""
        return httpx.post(self.base + path, json=body, timeout=30, **kwargs)

    def kill(self) -> None:
        """SIGKILL: the process ends without a word to anyone."""
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(30)

    def stop(self) -> None:
        """SIGTERM, as a service manager stops it."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()


@contextmanager
def servers(database: str, count: int, *extra: str,
            config: dict[str, Any] | None = None) -> Iterator[list[Server]]:
    """``count`` server processes on ``database`` (``config``: settings beyond the command
    line's), stopped at the end."""
    started: list[Server] = []
    try:
        for _ in range(count):
            started.append(Server(database, *extra, config=config))
        yield started
    finally:
        for server in started:
            server.stop()


class Conn:
    """A WebSocket connection to a table: every message it got, by kind."""

    def __init__(self, server: Server, table: str, token: str | None,
                 invite: str | None = None) -> None:
        self.ws: ClientConnection = connect(f"{server.ws_base}/ws/tables/{table}",
                                            open_timeout=WAIT, legacy=True)
        self.messages: list[dict[str, Any]] = []
        hello: dict[str, Any] = {"type": "hello", "token": token}
        if invite is not None:
            hello["invite"] = invite
        self.send(hello)
        self.state = self.wait(lambda m: m["type"] == "state")

    def send(self, message: dict[str, Any]) -> None:
        """Send a message."""
        self.ws.send(orjson.dumps(message).decode())

    def wait(self, predicate: Callable[[dict[str, Any]], bool],
             timeout: float = WAIT, since: int = 0) -> dict[str, Any]:
        """The first message (received from the ``since``-th on, or coming) for which
        ``predicate`` holds."""
        for message in self.messages[since:]:
            if predicate(message):
                return message
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no such message; last ones: {self.messages[-5:]}")
            try:
                message = orjson.loads(self.ws.recv(timeout=left))
            except TimeoutError:
                continue
            assert isinstance(message, dict)
            self.messages.append(message)
            if message["type"] == "state":
                self.state = message
            if predicate(message):
                return message

    def poll(self, timeout: float) -> None:
        """Take in what arrives within ``timeout`` seconds."""
        with suppress(AssertionError):
            self.wait(lambda _m: False, timeout, since=len(self.messages))

    def last(self, kind: str) -> dict[str, Any] | None:
        """The latest message of ``kind`` received so far."""
        return next((m for m in reversed(self.messages) if m["type"] == kind), None)

    def act(self, action: str) -> dict[str, Any]:
        """Send an action at the latest state; its ack or refusal."""
        ref = len(self.messages) + 1
        self.send({"type": "act", "state_id": self.state["state_id"], "action": action,
                   "ref": ref})
        return self.wait(lambda m: m.get("ref") == ref and m["type"] in ("ack", "rejected",
                                                                          "error"))

    def close(self) -> None:
        """Close the connection."""
        self.ws.close()


@contextmanager
def connections() -> Iterator[Callable[..., Conn]]:
    """Open connections (``open(server, table, token, invite=None)``), closed at the end."""
    with ExitStack() as stack:
        def open_conn(server: Server, table: str, token: str | None,
                      invite: str | None = None) -> Conn:
            conn = Conn(server, table, token, invite)
            stack.callback(conn.close)
            return conn

        yield open_conn
