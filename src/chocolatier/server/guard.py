"""Limits on the sockets of a server process, below the ASGI app: how many one address and the
whole process may hold, and how long a client may take to send a request.

uvicorn times out only idle keep-alive connections: a client that stops in the middle of its
headers or of a body holds its socket (a file descriptor) for ever, and enough of them make the
process refuse everybody. The guarded protocols below count every socket (HTTP and WebSocket) per
peer address and in total, refusing the ones over the limits at once, and close an HTTP connection
whose request line and headers take longer than ``header_timeout`` (from the connection, or from
the previous response), whose body takes longer than ``body_timeout`` after its headers, or whose
response is not delivered within ``response_timeout`` after the request (a client that does not
read what it asked for).
A WebSocket, once upgraded, is watched by the protocol's pings and the hello timeout instead.

Peers in ``trusted`` (the reverse proxies of ``--forwarded-allow-ips``) carry many clients on
their sockets: they count only against the process's total.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
from collections import Counter
from collections.abc import Iterable
from typing import Any

REFUSAL = b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
# file descriptors kept for the database, the bots' processes, logs and the listening socket
SPARE_FILES = 128
# enough for the largest socket limit; more would only hide a leak
FILE_LIMIT_WANTED = 65_536


class ConnectionGuard:
    """Counts the open sockets of a process per peer address and refuses those over the limits."""

    def __init__(
        self,
        per_address: int,
        total: int,
        header_timeout: float,
        body_timeout: float,
        response_timeout: float,
        trusted: Iterable[str] = (),
    ) -> None:
        self.per_address = per_address
        self.total = total
        self.header_timeout = header_timeout
        self.body_timeout = body_timeout
        self.response_timeout = response_timeout
        self._trusted = _Proxies(trusted)
        self.counts = Counter[str]()
        self._owners: dict[asyncio.BaseTransport, str] = {}

    def admit(self, transport: asyncio.BaseTransport) -> bool:
        """Count a new socket (an upgraded one is counted already); ``False``: refuse it."""
        if transport in self._owners:
            return True
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "unknown"
        if len(self._owners) >= self.total:
            return False
        if not self._trusted.match(address) and self.counts[address] >= self.per_address:
            return False
        self._owners[transport] = address
        self.counts[address] += 1
        return True

    def release(self, transport: asyncio.BaseTransport) -> None:
        """Forget a closed socket."""
        address = self._owners.pop(transport, None)
        if address is None:
            return
        self.counts[address] -= 1
        if self.counts[address] <= 0:
            del self.counts[address]

    @property
    def open(self) -> int:
        """Sockets counted now."""
        return len(self._owners)


class _Proxies:
    """The ``--forwarded-allow-ips`` entries, as uvicorn reads them: addresses, networks
    (``10.0.0.0/8``) or ``*``."""

    def __init__(self, entries: Iterable[str]) -> None:
        self.any = False
        self.literals: set[str] = set()
        self.networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
        for entry in entries:
            if entry == "*":
                self.any = True
            else:
                try:
                    self.networks.append(ipaddress.ip_network(entry, strict=False))
                except ValueError:
                    self.literals.add(entry)  # e.g. a unix socket's name

    def match(self, address: str) -> bool:
        """Whether ``address`` is one of the proxies."""
        if self.any or address in self.literals:
            return True
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.networks)


def guarded_protocols(guard: ConnectionGuard) -> tuple[type[asyncio.Protocol], type[Any]]:
    """uvicorn's HTTP (httptools) and WebSocket protocols, counted and timed by ``guard``."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

    class GuardedHTTP(HttpToolsProtocol):
        """An HTTP connection with deadlines on receiving each request and on answering it."""

        _deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if not guard.admit(transport):
                transport.write(REFUSAL)
                transport.close()
                return
            self._arm(guard.header_timeout)

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            guard.release(self.transport)
            super().connection_lost(exc)

        def on_headers_complete(self) -> None:
            super().on_headers_complete()
            self._arm(guard.body_timeout)

        def on_message_complete(self) -> None:
            super().on_message_complete()
            self._arm(guard.response_timeout)

        def on_response_complete(self) -> None:
            queued = bool(self.pipeline)
            super().on_response_complete()
            if not self.transport.is_closing():
                # a queued request is being answered now; else the next one, kept alive
                self._arm(guard.response_timeout if queued else guard.header_timeout)

        def handle_websocket_upgrade(self) -> None:
            self._disarm()
            super().handle_websocket_upgrade()

        def _arm(self, seconds: float) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(seconds, self._too_slow)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _too_slow(self) -> None:
            self._deadline = None
            if not self.transport.is_closing():
                self.transport.abort()

    class GuardedWebSocket(WebSocketsSansIOProtocol):
        """A WebSocket connection, counted until it closes."""

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            guard.admit(transport)  # counted as the HTTP connection it was upgraded from

        def connection_lost(self, exc: Exception | None) -> None:
            guard.release(self.transport)
            super().connection_lost(exc)

    return GuardedHTTP, GuardedWebSocket


def file_limit() -> int | None:
    """This process's soft limit of open files (``None``: none known)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit
        return None
    soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return None if soft == resource.RLIM_INFINITY else soft


def raise_file_limit() -> int | None:
    """Raise this process's soft limit of open files to its hard limit, where the system lets
    it (many sockets need many descriptors); returns the soft limit now in force."""
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = FILE_LIMIT_WANTED if hard == resource.RLIM_INFINITY else min(hard, FILE_LIMIT_WANTED)
    if soft != resource.RLIM_INFINITY and soft < target:
        # not allowed here: keep the limit we have
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return file_limit()
