"""Moderation at the live tables of a server process: who a connection is (its spectator
identity, its seat's account), the host's mute and removal of a spectator, reports of chat
lines, and banned accounts' sockets refused and closed (see :mod:`chocolatier.server.moderation`
for what is stored and why a spectator is its address)."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from chocolatier.server.clients import Client
from chocolatier.server.live import LiveTable
from chocolatier.server.moderation import (
    BAN_POLL_SECONDS,
    MUTE,
    REMOVE,
    Moderation,
    spectator_identity,
)
from chocolatier.server.protocol import ProtocolError

if TYPE_CHECKING:
    from chocolatier.server.hub import Hub

log = logging.getLogger(__name__)


class BannedError(PermissionError):
    """A banned account's seat (``banned``)."""


class RemovedError(PermissionError):
    """A spectator the table's host removed (``removed``)."""


class ChatModeration:
    """The moderation of one hub's tables."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.store = Moderation(hub.storage)
        # banned accounts as last read (watch_bans); a hello asks the database itself
        self.banned: set[int] = set()

    async def admit(self, client: Client, live: LiveTable) -> None:
        """Tell who a connecting client is; refuse a banned account's seat and a spectator
        the host removed (caller holds the table's lock)."""
        if client.seat is None:
            client.sender = spectator_identity(client.address)
            if await self.hub.db(self.store.block, live.id, client.sender) == REMOVE:
                raise RemovedError("the table's host removed you from this table")
            return
        client.account_id = live.data.seats[client.seat].account_id
        if client.account_id is not None and await self.hub.db(
                self.store.is_banned, client.account_id):
            raise BannedError("this account is banned")

    @staticmethod
    def is_host(client: Client, live: LiveTable) -> bool:
        """Whether the client holds the seat the table's creator took."""
        return client.seat is not None and client.seat == live.data.host_seat

    def is_banned(self, client: Client) -> bool:
        """Whether the client's seat belongs to a banned account (as last read)."""
        return client.account_id is not None and client.account_id in self.banned

    async def check_line(self, client: Client, table_id: str) -> None:
        """Refuse the line of a spectator the host muted (``muted``): it is neither stored
        nor sent to anyone."""
        if client.sender is not None and await self.hub.db(
                self.store.block, table_id, client.sender) is not None:
            raise ProtocolError("muted", "the table's host muted you")

    async def report(self, client: Client, n: int, reason: str | None) -> None:
        """Report line ``n`` of the client's table (who may chat there may report; a report
        spends the chat budgets)."""
        table_id = await self.hub.chat_allowed(client)
        reporter = client.sender or f"seat:{client.seat}"
        if not await self.hub.db(self.store.report, table_id, n, reporter, reason):
            raise ProtocolError("no-chat-line", "there is no such chat line")

    async def moderate(self, client: Client, n: int, action: str) -> None:
        """The host mutes (``mute``) or removes (``remove``) the spectator who wrote line
        ``n``; a removed spectator's sockets at the table are closed."""
        table_id = client.table_id
        live = None if table_id is None else self.hub.tables.get(table_id)
        if table_id is None or live is None or not self.is_host(client, live):
            raise ProtocolError("not-host", "only the table's host mutes or removes spectators")
        line = await self.hub.db(self.hub.storage.chat_line, table_id, n)
        if line is None:
            raise ProtocolError("no-chat-line", "there is no such chat line")
        if line.sender is None:
            raise ProtocolError("not-a-spectator", "players are not muted or removed")
        await self.hub.db(self.store.set_block, table_id, line.sender,
                          REMOVE if action == REMOVE else MUTE)
        if action == REMOVE:
            for other in list(self.hub.clients.get(table_id, ())):
                if other.sender == line.sender:
                    other.send({"type": "error", "code": "removed",
                                "message": "the table's host removed you from this table"})
                    other.close()

    async def watch_bans(self) -> None:
        """Keep :attr:`banned` up to date and close the sockets of accounts banned meanwhile
        (the ban is made by ``chocolatier admin``, another process)."""
        while not self.hub.closing:
            try:
                banned = await self.hub.db(self.store.banned_ids)
            except Exception:
                log.exception("the banned accounts could not be read")
            else:
                self.banned = banned
                for group in list(self.hub.clients.values()):
                    for client in list(group):
                        if self.is_banned(client):
                            client.send({"type": "error", "code": "banned",
                                         "message": "this account is banned"})
                            client.close()
            await asyncio.sleep(BAN_POLL_SECONDS)
