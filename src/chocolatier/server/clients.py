"""One browser connection: who it is (a seat or a spectator), how much log it has, and an outbox
so that a slow reader never holds up the game for the others."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import orjson
from starlette.requests import HTTPConnection
from starlette.websockets import WebSocket

from chocolatier.server.protocol import RateLimiter

log = logging.getLogger(__name__)

OUTBOX_SIZE = 256
CHAT_PER_SECOND = 0.5
CHAT_BURST = 5.0
# hints: a bot's decision each, in the shared bot workers (one at a time per connection)
HINTS_PER_SECOND = 0.2
HINT_BURST = 3.0
# what all the connections of one client address may say together (the hub's budget)
CHAT_ADDRESS_PER_SECOND = 1.0
CHAT_ADDRESS_BURST = 10.0


def client_address(conn: HTTPConnection) -> str:
    """The peer address (the unit of the per-client limits)."""
    return conn.client.host if conn.client is not None else "unknown"


class Client:
    """A WebSocket client of one table."""

    def __init__(self, websocket: WebSocket, address: str, limiter: RateLimiter) -> None:
        self.websocket = websocket
        self.address = address
        self.limiter = limiter
        self.strikes = 0
        self.table_id: str | None = None
        self.seat: int | None = None
        # a seat, or a spectator of a public table or by the invite link of a private one
        self.may_chat = False
        # a spectator's identity (server/moderation.py), a seat's account (bans)
        self.sender: str | None = None
        self.account_id: int | None = None
        # the seq at which this client got the log (None: not yet); state messages carry
        # only the lines changed since
        self.log_seq: int | None = None
        # the state payload this client holds and its number (server/patches.py), and whether
        # it is sent patches of it rather than full states (its hello asked for them)
        self.shown: dict[str, Any] | None = None
        self.shown_rev: int | None = None
        self.patches = False
        self.closed = False
        # the page is in a background tab (presence)
        self.away = False
        # chat lines have their own, slower, budget (a flood of lines is refused, not queued)
        self.chat_limiter = RateLimiter(CHAT_PER_SECOND, CHAT_BURST)
        self.hint_limiter = RateLimiter(HINTS_PER_SECOND, HINT_BURST)
        self.hinting = False
        # a spectator's name, once they chat under one: the table lists who watches
        self.name: str | None = None
        self._outbox: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX_SIZE)
        self._writer: asyncio.Task[None] | None = None
        self._close_code = 1008

    def start(self) -> None:
        """Start the task that writes the outbox to the socket."""
        self._writer = asyncio.create_task(self._write())

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message; a client too slow to keep up is disconnected."""
        self.send_text(orjson.dumps(message).decode())

    def send_text(self, text: str) -> None:
        """Queue an encoded message (a state message built once for every client of a seat)."""
        if self.closed:
            return
        try:
            self._outbox.put_nowait(text)
        except asyncio.QueueFull:
            log.warning("closing a client of table %s: it does not read", self.table_id)
            self.close()

    def close(self, code: int = 1008) -> None:
        """Stop writing; the writer sends what is queued, then closes the socket with ``code``
        (1008, policy violation, unless said otherwise: a graceful shutdown's is 1012)."""
        if not self.closed:
            self.closed = True
            self._close_code = code
            with contextlib.suppress(asyncio.QueueFull):
                self._outbox.put_nowait(None)
            if self._outbox.full() and self._writer is not None:
                self._writer.cancel()

    async def _write(self) -> None:
        try:
            while True:
                text = await self._outbox.get()
                if text is None:
                    await self.websocket.close(self._close_code)
                    return
                await self.websocket.send_text(text)
        except Exception:  # the peer went away: reading will notice and detach us
            self.closed = True

    async def finish(self) -> None:
        """End the writer: let it flush up to our closing frame, or cancel it when the peer left."""
        if self._writer is None:
            return
        if not self.closed:
            self.closed = True
            self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(self._writer, timeout=2)
