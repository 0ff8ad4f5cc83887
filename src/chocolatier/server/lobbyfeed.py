"""The lobby's live list: every lobby socket (``/ws/lobby``) of this process is sent the public
tables as ``GET /api/tables`` lists them, then what changed, as it changes, in any process.

**What changes the list** is said where it happens: a table made, a seat taken (the table may
start with it), a table's status changing (it ends), how many watch a table. The process where
it happened marks its own list stale and tells the others on the live channel (``lobby``, no
body: :mod:`chocolatier.server.notify`; on SQLite there are no others); a spectator count
changes in every process by itself, as presence crosses on its own. Moves alone do not make
the list stale: the lobby shows no move counts (they are fresh whenever the list is).

**Coalesced.** A stale list is read again (one query, as ``GET /api/tables`` does) at most
once every :data:`INTERVAL` seconds, however many changes came meanwhile, and only while this
process has lobby sockets. Each socket is sent at most one ``tables`` message per read: what
changed since the list it holds (the changed tables and the new order), or nothing when
nothing it shows changed. So a burst of a thousand table changes costs each lobby socket at
most one message every :data:`INTERVAL` seconds, and the database one read per process.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import orjson

from chocolatier.server.clients import Client
from chocolatier.server.notify import Bus

log = logging.getLogger(__name__)

#: Seconds between two reads of a stale list (so between two messages to a lobby socket).
INTERVAL = 0.4
#: The live channel's kind for "the lobby changed".
KIND = "lobby"

Listing = Callable[[], Awaitable[list[dict[str, Any]]]]


class LobbyFeed:
    """This process's lobby sockets and the list they hold."""

    def __init__(self, bus: Bus, tables_changed: Callable[[], None] = lambda: None) -> None:
        self.bus = bus
        # told whenever a table of the list changed, here or elsewhere (the lobby's kept
        # lists, server/listing.py: they count the spectators anew in every answer anyway)
        self._tables_changed = tables_changed
        # set by the lobby: the public tables as GET /api/tables lists them
        self.listing: Listing | None = None
        # each socket and the revision of the list it holds
        self.watchers: dict[Client, int] = {}
        self.rev = 0
        # the list at ``rev``: each table encoded, in the lobby's order (None: not read, or
        # dropped while nobody watched)
        self._tables: dict[str, bytes] | None = None
        self._stale = False
        self._flush: asyncio.Task[None] | None = None
        self._last = 0.0
        self._reading = asyncio.Lock()
        bus.on(KIND, lambda _origin, _message: self._table_changed())

    def announce(self) -> None:
        """Something of the list changed here: read it again, and tell the other processes."""
        self._table_changed()
        self.bus.publish(KIND, {})

    def _table_changed(self) -> None:
        self._tables_changed()
        self.changed()

    def changed(self) -> None:
        """The list is stale: read it again within :data:`INTERVAL` seconds (while anybody
        here watches it)."""
        if not self.watchers:
            self._tables = None  # nobody holds it: the next socket gets it read anew
            return
        self._stale = True
        if self._flush is None or self._flush.done():
            self._flush = asyncio.ensure_future(self._flush_soon())

    async def attach(self, client: Client) -> None:
        """A new lobby socket: send it the whole list."""
        async with self._reading:
            if self._tables is None:
                await self._read()
        assert self._tables is not None
        client.send_text(self._message(list(self._tables), None))
        self.watchers[client] = self.rev

    def detach(self, client: Client) -> None:
        """A lobby socket that closed."""
        self.watchers.pop(client, None)
        if not self.watchers:
            self._tables = None

    async def _read(self) -> None:
        """Read the list and number it (hold ``_reading``)."""
        assert self.listing is not None
        self._stale = False
        tables = await self.listing()
        self._tables = {table["id"]: orjson.dumps(table) for table in tables}
        self.rev += 1
        self._last = time.monotonic()

    async def _flush_soon(self) -> None:
        try:
            while self._stale and self.watchers:
                wait = self._last + INTERVAL - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                async with self._reading:
                    before, base = self._tables, self.rev
                    await self._read()
                self._send(before, base)
        except asyncio.CancelledError:
            raise
        except Exception:
            # a lost database read: the pages' fallback poll still lists the tables
            log.exception("the lobby's list could not be read")

    def _send(self, before: dict[str, bytes] | None, base: int) -> None:
        """Send each socket what changed since the list it holds."""
        assert self._tables is not None
        tables = self._tables
        if before is not None and list(before) == list(tables) and before == tables:
            for client in self.watchers:
                self.watchers[client] = self.rev
            return
        changed = [i for i, data in tables.items()
                   if before is None or before.get(i) != data]
        diff = self._message(changed, base) if before is not None else None
        whole: str | None = None
        for client, held in list(self.watchers.items()):
            if client.closed or held == self.rev:
                continue  # gone, or came meanwhile and was sent this very list
            if held == base and diff is not None:
                client.send_text(diff)
            else:
                whole = whole or self._message(list(tables), None)
                client.send_text(whole)
            self.watchers[client] = self.rev

    def _message(self, ids: list[str], base: int | None) -> str:
        """A ``tables`` message: the tables of ``ids`` (all of them when ``base`` is
        ``None``), else those changed since ``base`` with the order of them all."""
        assert self._tables is not None
        items = b",".join(self._tables[i] for i in ids)
        head: dict[str, Any] = {"type": "tables", "rev": self.rev}
        if base is not None:
            head.update(base=base, order=list(self._tables))
        return orjson.dumps(head)[:-1].decode() + ',"tables":[' + items.decode() + "]}"

    def close(self, code: int) -> int:
        """Close every lobby socket with ``code`` (a graceful shutdown's); how many."""
        clients = list(self.watchers)
        for client in clients:
            client.close(code)
        return len(clients)
