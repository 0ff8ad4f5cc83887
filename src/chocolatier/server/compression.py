"""Gzip for the browser client's files: its scripts, style sheets, catalogs and pages.

A table page loads about 400 KB of text (the language's catalog alone is 140 KB); on a phone's
slow connection that is seconds before the board can be drawn, and gzip makes it a quarter.
Only what every visitor gets alike is compressed, never the API or anything that could carry a
secret next to what a request sent (the BREACH attack guesses secrets from compressed sizes).
A file with an ETag (the static files, the catalogs) is compressed once per version and kept;
its ETag stays (``Vary: Accept-Encoding`` keeps caches' copies apart), so revalidating still
answers 304.
"""

from __future__ import annotations

import gzip
from collections import OrderedDict
from collections.abc import MutableMapping
from typing import Any

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: The paths whose answers are the same for everyone (the pages' words depend on the language
#: only): the client's files, the catalogs, the pages themselves.
COMPRESSED_PREFIXES = ("/static/", "/i18n/", "/t/", "/rules/", "/players/", "/learn",
                       "/leaderboard")
COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "image/svg+xml")
#: Below this a gzip header and the CPU cost more than they save.
MIN_SIZE = 1024
#: Compressed bodies kept (by path and ETag): every file of the client fits many times.
CACHE_SIZE = 256
LEVEL = 6


def compressible_path(path: str) -> bool:
    """Whether the answer at ``path`` is the same for every visitor (and may be compressed)."""
    return path == "/" or path.startswith(COMPRESSED_PREFIXES)


class CompressAssets:
    """ASGI middleware: gzip the answers of :func:`compressible_path` paths to GET requests
    from browsers that accept it, when their type is text and they are not tiny."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.cache: OrderedDict[tuple[str, str], bytes] = OrderedDict()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on; hold a compressible answer back and send it compressed."""
        if (scope["type"] != "http" or scope["method"] != "GET"
                or not compressible_path(scope["path"])):
            await self.app(scope, receive, send)
            return
        accepted = "gzip" in Headers(scope=scope).get("accept-encoding", "")
        held: dict[str, Any] = {}
        chunks: list[bytes] = []

        async def hold(message: Message) -> None:
            if message["type"] == "http.response.start":
                if not self._wanted(message):
                    await send(message)
                elif not accepted:
                    # a cache must not give this plain copy to a browser that takes gzip
                    MutableHeaders(raw=message["headers"]).add_vary_header("Accept-Encoding")
                    await send(message)
                else:
                    held["start"] = message
                return
            if message["type"] != "http.response.body" or "start" not in held:
                await send(message)
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                await self._send_compressed(scope["path"], held["start"], b"".join(chunks), send)

        await self.app(scope, receive, hold)

    @staticmethod
    def _wanted(start: MutableMapping[str, Any]) -> bool:
        headers = Headers(raw=start["headers"])
        length = headers.get("content-length")
        return (start["status"] == 200 and "content-encoding" not in headers
                and headers.get("content-type", "").startswith(COMPRESSED_TYPES)
                and (length is None or int(length) >= MIN_SIZE))

    async def _send_compressed(self, path: str, start: Message, body: bytes, send: Send) -> None:
        headers = MutableHeaders(raw=start["headers"])
        headers.add_vary_header("Accept-Encoding")
        if len(body) < MIN_SIZE:
            await send(start)
            await send({"type": "http.response.body", "body": body})
            return
        etag = headers.get("etag")
        packed = self._compressed(path, etag, body)
        headers["content-encoding"] = "gzip"
        headers["content-length"] = str(len(packed))
        await send(start)
        await send({"type": "http.response.body", "body": packed})

    def _compressed(self, path: str, etag: str | None, body: bytes) -> bytes:
        if etag is None:
            return gzip.compress(body, LEVEL, mtime=0)
        key = (path, etag)
        packed = self.cache.get(key)
        if packed is None:
            packed = gzip.compress(body, LEVEL, mtime=0)
            self.cache[key] = packed
            if len(self.cache) > CACHE_SIZE:
                self.cache.popitem(last=False)
        else:
            self.cache.move_to_end(key)
        return packed
