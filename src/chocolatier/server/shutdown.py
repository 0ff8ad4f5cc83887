"""Graceful shutdown of a server process on SIGTERM (what systemd sends to stop or restart it).

uvicorn alone, on SIGTERM, closes every WebSocket at once with 1012 ("service restart") and
only then lets the application finish: the acks and states still in a connection's outbox
were lost with it. Here the process, in order:

1. stops accepting connections (the listening sockets close: the reverse proxy sends new
   ones to the other processes) and answers ``/readyz`` with 503 ``shutting-down``;
2. stops handling the messages that arrive from now on, and the bots and clocks stop moving
   (a message arriving now is not acknowledged, so nothing is lost by dropping it: the
   client reconnects and sees the table as stored);
3. waits for the messages being handled and for the group commit (every event handed to the
   writer is committed and its actor acknowledged);
4. closes every table WebSocket with 1012 after what its outbox holds (the page reconnects
   at once, to another process or to this one restarted);
5. lets uvicorn finish: the lifespan stops the bots' workers and the writer.

Each wait is bounded by ``grace`` seconds, so a stuck database cannot hold a stop for ever
(systemd's ``TimeoutStopSec`` is longer than all of them together).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import TYPE_CHECKING, Any

import uvicorn

if TYPE_CHECKING:
    from starlette.applications import Starlette

    from chocolatier.server.hub import Hub

log = logging.getLogger(__name__)

#: The WebSocket close code of a restarting server (RFC 6455 registry: "Service Restart").
RESTART_CODE = 1012
#: Seconds each step of the drain may take.
GRACE = 10.0
_POLL = 0.01


class Shutdown:
    """The drain of one app: whether it has begun, and the messages being handled."""

    def __init__(self, hub: Hub, grace: float = GRACE) -> None:
        self.hub = hub
        self.grace = grace
        self.draining = False
        self.handling = 0

    @contextlib.contextmanager
    def handling_message(self) -> Iterator[None]:
        """Count a client's message while it is handled (the drain waits for it)."""
        self.handling += 1
        try:
            yield
        finally:
            self.handling -= 1

    async def drain(self) -> None:
        """Steps 2–4 above (the listening sockets are closed by :class:`GracefulServer`)."""
        self.draining = True
        hub = self.hub
        hub.closing = True  # the bots and clocks start nothing more
        started = time.monotonic()
        await _until(lambda: self.handling == 0 and hub.writer.pending == 0, self.grace)
        clients = [client for group in hub.clients.values() for client in group]
        for client in clients:
            client.close(RESTART_CODE)
        lobby = hub.lobby_feed.close(RESTART_CODE)
        await _until(lambda: not hub.connections, self.grace)
        log.info("drained in %.2f s: %d table and %d lobby sockets closed with %d",
                 time.monotonic() - started, len(clients), lobby, RESTART_CODE)


async def _until(done: Callable[[], bool], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() >= deadline:
            log.warning("graceful shutdown: a step did not finish in %.0f s", timeout)
            return
        await asyncio.sleep(_POLL)


class GracefulServer(uvicorn.Server):
    """uvicorn's server, which drains the app (:meth:`Shutdown.drain`) before its own
    shutdown closes the connections."""

    def __init__(self, config: uvicorn.Config, drain: Callable[[], Awaitable[None]]) -> None:
        super().__init__(config)
        self._drain = drain

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """Stop accepting, drain, then shut down as uvicorn does."""
        for server in self.servers:
            server.close()
        try:
            await self._drain()
        except Exception:  # a failed drain must not keep the process from stopping
            log.exception("the graceful drain failed")
        await super().shutdown(sockets)


def serve(app: Starlette, **options: Any) -> None:
    """Run ``app`` (made by :func:`chocolatier.server.app.create_app`) under uvicorn with
    ``options`` (host, port, log settings, :func:`~chocolatier.server.config.uvicorn_options`),
    draining it on SIGTERM or Ctrl-C."""
    shutdown: Shutdown = app.state.shutdown
    GracefulServer(uvicorn.Config(app, **options), shutdown.drain).run()
