"""What each client message does: the dispatch table of the table WebSocket, and the loop that
reads a connection's frames (its hello, then its messages) and answers them.

Each message type (:mod:`chocolatier.server.protocol`) has one handler in :data:`HANDLERS`. A
handler returns the seq to acknowledge (``ack``), or ``None`` when it answered itself (or needs
no answer); a refusal it raises is answered here, in one place, with its code: ``rejected`` for
the engine's (and the table's) refusals, ``error`` for the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from chocolatier.core import IllegalActionError, NotationError
from chocolatier.server.answers import Ack, Error, Moderated, Pong, Rejected, encode
from chocolatier.server.chatmod import BannedError, RemovedError
from chocolatier.server.clients import Client, client_address
from chocolatier.server.config import ServerConfig
from chocolatier.server.hub import Hub, PrivateTableError, TableUnavailableError, rejection
from chocolatier.server.live import StaleStateError
from chocolatier.server.lobby import Lobby, LobbyError
from chocolatier.server.metrics import ServerMetrics
from chocolatier.server.protocol import (
    Act,
    Chat,
    ClientMessage,
    Concede,
    Hello,
    Hint,
    Mute,
    Ping,
    Presence,
    ProtocolError,
    RateLimiter,
    Reclaim,
    Rematch,
    Remove,
    Report,
    Sync,
    Undo,
    parse_message,
)
from chocolatier.server.shutdown import RESTART_CODE, Shutdown

log = logging.getLogger(__name__)

HELLO_TIMEOUT = 10.0


@dataclass(frozen=True)
class Context:
    """What the handlers work with: the process's hub, lobby and metrics."""

    hub: Hub
    lobby: Lobby
    metrics: ServerMetrics


Handler = Callable[[Context, Client, Any], Awaitable[int | None]]


async def _ping(ctx: Context, client: Client, message: Ping) -> None:
    client.send_text(encode(Pong(ref=message.ref)))


async def _hello_again(ctx: Context, client: Client, message: Hello) -> None:
    raise ProtocolError("bad-message", "already said hello")


async def _act(ctx: Context, client: Client, message: Act) -> int:
    return await ctx.hub.act(client, message.state_id, message.action)


async def _undo(ctx: Context, client: Client, message: Undo) -> int:
    return await ctx.hub.undo(client, message.state_id)


async def _concede(ctx: Context, client: Client, message: Concede) -> int:
    return await ctx.hub.concede(client)


async def _reclaim(ctx: Context, client: Client, message: Reclaim) -> int:
    return await ctx.hub.reclaim(client)


async def _presence(ctx: Context, client: Client, message: Presence) -> None:
    ctx.hub.set_away(client, message.away)


async def _rematch(ctx: Context, client: Client, message: Rematch) -> int:
    return await ctx.lobby.rematch(client)


async def _hint(ctx: Context, client: Client, message: Hint) -> None:
    # answered in the background (the bot thinks while the connection's moves go on)
    ctx.hub.start_hint(client, message.state_id, message.ref)


async def _chat(ctx: Context, client: Client, message: Chat) -> None:
    await ctx.hub.chat(client, message.text, message.name)


async def _sync(ctx: Context, client: Client, message: Sync) -> None:
    ctx.hub.sync(client)


async def _report(ctx: Context, client: Client, message: Report) -> None:
    await ctx.hub.moderation.report(client, message.n, message.reason)
    client.send_text(encode(Moderated(ref=message.ref, action="report", n=message.n)))


async def _moderate(ctx: Context, client: Client, message: Mute | Remove) -> None:
    kind = "mute" if isinstance(message, Mute) else "remove"
    await ctx.hub.moderation.moderate(client, message.n, kind)
    client.send_text(encode(Moderated(ref=message.ref, action=kind, n=message.n)))


HANDLERS: dict[type[Any], Handler] = {
    Ping: _ping,
    Hello: _hello_again,
    Act: _act,
    Undo: _undo,
    Concede: _concede,
    Reclaim: _reclaim,
    Presence: _presence,
    Rematch: _rematch,
    Hint: _hint,
    Chat: _chat,
    Report: _report,
    Mute: _moderate,
    Remove: _moderate,
    Sync: _sync,
}
# messages a banned account's connection may still send (the others close it)
_BEFORE_BAN_CHECK = (Ping, Hello)


def _error(ref: int | None, code: str, message: str) -> str:
    return encode(Error(ref=ref, code=code, message=message))


async def handle(ctx: Context, client: Client, message: ClientMessage) -> None:
    """Run ``message``'s handler and answer it: its ack, or the refusal it raised."""
    ref = message.ref
    # the move latency: from reading the message to its ack (after the commit)
    moved = ctx.metrics.timed_move() if isinstance(message, Act | Undo) else None
    if not isinstance(message, _BEFORE_BAN_CHECK) and ctx.hub.moderation.is_banned(client):
        client.send_text(_error(ref, "banned", "this account is banned"))
        client.close()
        return
    try:
        seq = await HANDLERS[type(message)](ctx, client, message)
    except (IllegalActionError, NotationError, StaleStateError, LookupError, ValueError) as exc:
        # LookupError, ValueError: an action id outside the game's action space (a generic
        # refusal)
        client.send_text(encode(Rejected(ref=ref, **rejection(exc))))
        return
    except (TableUnavailableError, ProtocolError, LobbyError) as exc:
        client.send_text(_error(ref, getattr(exc, "code", "no-table"), str(exc)))
        return
    except Exception:
        log.exception("unexpected error handling %s", type(message).__name__)
        client.send_text(_error(ref, "server-error", "the server could not handle this; try again"))
        return
    if seq is not None:
        client.send_text(encode(Ack(ref=ref, seq=seq)))
        if moved is not None:
            moved()


@contextlib.asynccontextmanager
async def connected(hub: Hub, config: ServerConfig, websocket: WebSocket) -> AsyncIterator[
        Client | None]:
    """A WebSocket counted among its address's (``--max-connections``: table and lobby
    sockets alike), accepted, with its client and outbox; ``None`` past the address's limit
    (then it is closed with 1013, "try again later")."""
    address = client_address(websocket)
    if hub.connections[address] >= config.max_connections_per_client:
        await websocket.close(1013)
        yield None
        return
    hub.connections[address] += 1
    try:
        await websocket.accept()
        client = Client(websocket, address,
                        RateLimiter(config.messages_per_second, config.message_burst))
        client.start()
        try:
            yield client
        finally:
            await client.finish()
    except WebSocketDisconnect:
        pass
    finally:
        hub.connections[address] -= 1
        if hub.connections[address] <= 0:
            del hub.connections[address]


def too_fast(client: Client, config: ServerConfig, ref: int | None) -> bool:
    """Whether the client is over its message budget (answered ``rate-limited``, naming the
    message it refuses; closed after ``max_strikes`` of them)."""
    if client.limiter.allow():
        return False
    client.strikes += 1
    client.send_text(_error(ref, "rate-limited", "too many messages; slow down"))
    if client.strikes >= config.max_strikes:
        client.close()
    return True


class LobbySocket:
    """The lobby WebSocket (:meth:`endpoint` serves ``/ws/lobby``): the public tables, then
    what changes of them (:mod:`chocolatier.server.lobbyfeed`). A client sends nothing but
    ``ping``; anything else is answered ``error`` (``lobby-ping-only``), under the same
    message budget as a table socket."""

    def __init__(self, hub: Hub, config: ServerConfig, shutdown: Shutdown) -> None:
        self.hub = hub
        self.config = config
        self.shutdown = shutdown

    async def endpoint(self, websocket: WebSocket) -> None:
        """Serve one lobby connection."""
        feed = self.hub.lobby_feed
        async with connected(self.hub, self.config, websocket) as client:
            if client is None:
                return
            if self.shutdown.draining:
                client.close(RESTART_CODE)
                return
            try:
                await feed.attach(client)
                await self._read(client)
            finally:
                feed.detach(client)

    async def _read(self, client: Client) -> None:
        async for message in messages(client, self.config):
            if isinstance(message, Ping):
                client.send_text(encode(Pong(ref=message.ref)))
            else:
                client.send_text(_error(message.ref, "lobby-ping-only",
                                        "the lobby socket only lists tables"))


async def messages(client: Client, config: ServerConfig) -> AsyncIterator[ClientMessage]:
    """A socket's well-formed messages within its budget, in turn, until it closes: a malformed
    one is answered with its error (one too large closes the socket), one over the budget is
    refused (:func:`too_fast` answers it)."""
    while not client.closed:
        raw = await client.websocket.receive()
        if raw["type"] == "websocket.disconnect":
            return
        # read before the flood check: a refusal names the message it refuses (a client
        # waiting for its move's answer must hear that it will not come)
        message: ClientMessage | ProtocolError
        try:
            message = parse_message(raw.get("text", raw.get("bytes")))
        except ProtocolError as exc:
            message = exc
        if too_fast(client, config, message.ref):
            continue
        if isinstance(message, ProtocolError):
            client.send_text(_error(message.ref, message.code, message.message))
            if message.code == "too-large":
                client.close()
            continue
        yield message


class TableSocket:
    """The table WebSocket (:meth:`endpoint` serves ``/ws/tables/{id}``): a connection's limits,
    its hello, its messages."""

    def __init__(self, ctx: Context, config: ServerConfig, shutdown: Shutdown) -> None:
        self.ctx = ctx
        self.config = config
        self.shutdown = shutdown

    async def endpoint(self, websocket: WebSocket) -> None:
        """Serve one connection (refused at once past the address's connections)."""
        async with connected(self.ctx.hub, self.config, websocket) as client:
            if client is None:
                return
            try:
                await self.serve(client, websocket.path_params["table_id"])
            finally:
                self.ctx.hub.detach(client)

    async def serve(self, client: Client, table_id: str) -> None:
        """The hello (or the connection is refused and closed), then every message in turn."""
        if not await self._hello(client, table_id):
            client.close()
            return
        async for message in messages(client, self.config):
            if self.shutdown.draining:
                continue  # not acknowledged, so not lost: the 1012 close follows
            with self.shutdown.handling_message():
                await handle(self.ctx, client, message)

    async def _hello(self, client: Client, table_id: str) -> bool:
        """Read the first message, a hello, and attach the client (``False``: refused, and
        told why)."""
        hello_ref = None
        try:
            first = await asyncio.wait_for(client.websocket.receive(), HELLO_TIMEOUT)
            hello = parse_message(first.get("text", first.get("bytes")))
            hello_ref = hello.ref
            if not isinstance(hello, Hello):
                raise ProtocolError("hello-first", "the first message must be a hello")
            client.patches = hello.patches
            await self.ctx.hub.attach(client, table_id, hello.token, hello.invite)
        except (TimeoutError, ProtocolError, TableUnavailableError, PermissionError) as exc:
            ref = exc.ref if isinstance(exc, ProtocolError) and hello_ref is None else hello_ref
            client.send_text(_error(ref, _hello_error_code(exc), str(exc) or "no hello in time"))
            return False
        return True


def _hello_error_code(exc: Exception) -> str:
    if isinstance(exc, ProtocolError):
        return exc.code
    if isinstance(exc, TableUnavailableError):
        return "no-table"
    if isinstance(exc, PrivateTableError):
        return "private-table"
    if isinstance(exc, BannedError):
        return "banned"
    if isinstance(exc, RemovedError):
        return "removed"
    if isinstance(exc, PermissionError):
        return "bad-token"
    return "timeout"
