"""Live messages between the server processes that share one PostgreSQL database.

Table changes already cross processes through the log (``chocolatier_tables``,
:mod:`chocolatier.server.pubsub`). What is not in the log — chat lines as they are said, who is
connected where, rematch links, the spent shares of the per-address limits — crosses on a second
channel, ``chocolatier_live``: each message is ``{"o": <origin>, "k": <kind>, ...}`` in JSON, the
origin being a random id of the sending process, and messages queued together go out as one
``NOTIFY`` holding a list (a payload is at most 8 000 bytes). A process ignores its own messages
(it has acted on them already) and hands the others to the handler of their kind.

**Peers.** Every process says ``alive`` every :data:`ALIVE_EVERY` seconds. A process heard from
for the first time (started, or back after a silence) is a new peer: the others greet it
(``hello``), which makes everybody publish again what it holds (presence), so a new process
learns the state of the others. A peer silent for :data:`GONE_AFTER` seconds is gone (killed,
or cut off): what it held is dropped and its tables are adopted (their clocks and bots run
elsewhere). A process that stops cleanly says ``bye`` first.

On SQLite (one process) nothing is published and no peer is ever heard: the handlers see only
their own process.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

import orjson

from chocolatier.server.pubsub import libpq_url

log = logging.getLogger(__name__)

CHANNEL = "chocolatier_live"
ALIVE_EVERY = 2.0
# long enough that a process starved of CPU on a loaded machine is not taken for dead
GONE_AFTER = 15.0
# PostgreSQL refuses NOTIFY payloads of 8 000 bytes and more
MAX_PAYLOAD = 7_900
QUEUED = 10_000

Handler = Callable[[str, dict[str, Any]], None]
PeerHandler = Callable[[str], None]


class Bus:
    """This process's end of the live channel: publish messages, dispatch the others'."""

    def __init__(self, url: str | None) -> None:
        # None: a single process (SQLite), nobody to talk to
        self.url = url
        self.origin = secrets.token_hex(8)
        self._handlers: dict[str, Handler] = {}
        self._peers: dict[str, float] = {}
        self._queue: asyncio.Queue[bytes] | None = None
        # a message taken from the queue that did not fit in the last notification
        self._held: bytes | None = None
        self._running: asyncio.Task[Any] | None = None
        self.on_peer_gone: list[PeerHandler] = []
        self.on_hello: list[PeerHandler] = []

    @property
    def shared(self) -> bool:
        """Whether other processes may share the database (PostgreSQL)."""
        return self.url is not None

    def peers(self) -> list[str]:
        """The other processes heard from lately."""
        return list(self._peers)

    def on(self, kind: str, handler: Handler) -> None:
        """Call ``handler(origin, message)`` for every message of ``kind`` from another
        process (it must not block)."""
        self._handlers[kind] = handler

    def publish(self, kind: str, body: dict[str, Any]) -> None:
        """Queue a message for the other processes (never blocks; dropped, with a warning,
        when it is too large or the queue is full: a live message is a convenience, the
        log stays the truth)."""
        if not self.shared:
            return
        if self._queue is None:
            self._queue = asyncio.Queue(QUEUED)
        data = orjson.dumps({"o": self.origin, "k": kind, **body})
        if len(data) > MAX_PAYLOAD - 2:
            log.warning("a %s message of %d bytes is too large to cross processes", kind,
                        len(data))
            return
        try:
            self._queue.put_nowait(data)
        except asyncio.QueueFull:
            log.warning("the live channel is behind: a %s message is dropped", kind)

    def deliver(self, payload: str) -> None:
        """Dispatch a notification of the live channel (a list of messages)."""
        try:
            messages = orjson.loads(payload)
        except orjson.JSONDecodeError:
            log.warning("a live notification is not JSON")
            return
        if not isinstance(messages, list):
            return
        for message in messages:
            if not isinstance(message, dict):
                continue
            origin, kind = message.get("o"), message.get("k")
            if not isinstance(origin, str) or not isinstance(kind, str) or origin == self.origin:
                continue
            if kind == "bye":
                self._gone(origin)
                continue
            new = self._heard(origin)
            if kind == "hello" and not new:
                for hello in self.on_hello:
                    hello(origin)
            handler = self._handlers.get(kind)
            if handler is not None:
                try:
                    handler(origin, message)
                except Exception:
                    log.exception("the live %s message could not be handled", kind)

    def rejoined(self) -> None:
        """The LISTEN connection came back: what was said meanwhile is lost, so everybody
        publishes again what it holds."""
        self.publish("hello", {})
        for hello in self.on_hello:
            hello(self.origin)

    def _heard(self, origin: str) -> bool:
        """Note that ``origin`` spoke; whether it is a new peer (then it is greeted, and
        this process publishes what it holds for it)."""
        new = origin not in self._peers
        self._peers[origin] = time.monotonic()
        if new:
            self.publish("hello", {})
            for hello in self.on_hello:
                hello(origin)
        return new

    def _gone(self, origin: str) -> None:
        if self._peers.pop(origin, None) is None:
            return
        log.info("peer process %s is gone", origin)
        for handler in self.on_peer_gone:
            handler(origin)

    async def run(self) -> None:
        """Publish the queue and say ``alive``, for ever (cancel to stop)."""
        if not self.shared:
            return
        if self._queue is None:
            self._queue = asyncio.Queue(QUEUED)
        self._running = asyncio.current_task()
        beat = asyncio.ensure_future(self._beat())
        try:
            await self._publish_forever()
        finally:
            beat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await beat

    async def _beat(self) -> None:
        while True:
            self.publish("alive", {})
            silent = time.monotonic() - GONE_AFTER
            for origin, heard in list(self._peers.items()):
                if heard < silent:
                    self._gone(origin)
            await asyncio.sleep(ALIVE_EVERY)

    def _batch(self, first: bytes) -> bytes:
        """``first`` and whatever else is queued, as one JSON list within the payload limit."""
        assert self._queue is not None
        parts, size = [first], len(first) + 2
        while not self._queue.empty():
            following = self._queue.get_nowait()
            if size + len(following) + 1 > MAX_PAYLOAD:
                # the next notification starts with it (the queue's order is kept)
                self._held = following
                break
            parts.append(following)
            size += len(following) + 1
        return b"[" + b",".join(parts) + b"]"

    async def _publish_forever(self) -> None:
        import psycopg

        assert self._queue is not None and self.url is not None
        delay = 0.5
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    libpq_url(self.url), autocommit=True
                ) as conn:
                    delay = 0.5
                    while True:
                        first = self._held if self._held is not None else await self._queue.get()
                        self._held = None
                        payload = self._batch(first).decode()
                        await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("live channel connection lost (%s); retrying in %.1fs", exc, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 10.0)

    async def stop(self) -> None:
        """Stop publishing and say ``bye`` (the others drop what this process held at once;
        nothing it would publish after that could make it a peer again)."""
        if not self.shared:
            return
        if self._running is not None:
            self._running.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._running
        import psycopg

        assert self.url is not None
        payload = orjson.dumps([{"o": self.origin, "k": "bye"}]).decode()
        try:
            async with await psycopg.AsyncConnection.connect(
                libpq_url(self.url), autocommit=True
            ) as conn:
                await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, payload))
        except Exception as exc:
            log.warning("could not say bye to the other processes (%s)", exc)
