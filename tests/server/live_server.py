"""A real uvicorn server in a thread of the test process (sockets, limits and timeouts are
uvicorn's business, which the ASGI test client does not go through)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn

from chocolatier.server.app import create_app
from chocolatier.server.config import ServerConfig, uvicorn_options


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def live_server(config: ServerConfig, **extra: object) -> Iterator[str]:
    """Serve ``config`` on a free loopback port; yields the base URL."""
    port = free_port()
    options = {"log_level": "warning", **uvicorn_options(config), **extra}
    server = uvicorn.Server(
        uvicorn.Config(create_app(config), host="127.0.0.1", port=port,
                       **options)  # type: ignore[arg-type]
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
