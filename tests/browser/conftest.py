"""Browser tests: a real server (uvicorn in a thread) and Debian's headless Chromium."""

from __future__ import annotations

import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Only with the [server] extra: a [test]-only environment skips these tests, saying why.
pytest.importorskip("uvicorn", reason="needs the [server] extra (pip install -e '.[server]')")

import uvicorn

from chocolatier.server.app import create_app
from chocolatier.server.config import ServerConfig

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


class LiveServer:
    """The app served on a free loopback port."""

    def __init__(self, db: Path, **overrides: Any) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = int(s.getsockname()[1])
        settings: dict[str, Any] = {"bot_delay": 0.01, "messages_per_second": 100.0,
                                    "message_burst": 200.0, "registrations_per_address": 100,
                                    **overrides}
        config = ServerConfig(database_url=f"sqlite:///{db}", **settings)
        self.app = create_app(config)
        self.server = uvicorn.Server(uvicorn.Config(self.app, port=self.port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    with LiveServer(tmp_path / "browser.sqlite3") as server:
        yield server


@pytest.fixture
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def finished_bot_table(server: LiveServer, game: str, title: str, seats: int = 3,
                       bot: str = "random") -> str:
    """A public table of bots only (the lobby lists it), created through the API and played to
    its end; returns its id."""
    import httpx

    body = {"game": game, "title": title, "join": None, "options": {"public": True},
            "seats": [{"kind": "bot", "bot": bot}] * seats}
    made = httpx.post(f"{server.url}/api/tables", json=body, timeout=10)
    assert made.status_code == 201, made.text
    table_id = str(made.json()["id"])
    deadline = time.monotonic() + 120
    while httpx.get(f"{server.url}/api/tables/{table_id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)
    return table_id


def open_table_form(page: Any) -> None:
    """Unfold the lobby's full form to create a table (folded under the welcome) and wait for
    its seats."""
    page.wait_for_selector("#seats select", state="attached")
    if not page.locator("#new-table").evaluate("(details) => details.open"):
        page.click("#new-table > summary")
    page.wait_for_selector("#seats select")
