"""Fan-out between server processes sharing one PostgreSQL database: every transaction that
changes a table sends ``NOTIFY chocolatier_tables, '<table id>'`` (delivered on commit), and each
process LISTENs and catches its live copy of that table up from the log. The same connection
LISTENs to the live channel of :mod:`chocolatier.server.notify` (chat, presence, ...)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from sqlalchemy.engine import make_url

log = logging.getLogger(__name__)


def libpq_url(url: str) -> str:
    """The SQLAlchemy URL as a libpq connection string (without the ``+psycopg`` driver)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def listen(
    url: str,
    channels: dict[str, Callable[[str], None]],
    on_reconnect: Callable[[], Awaitable[None]],
) -> None:
    """Call ``channels[channel](payload)`` for every notification of each channel, forever
    (cancel to stop); a handler must not block (the tables' schedules the catch-up).

    Notifications sent while the connection was down are lost, so after reconnecting
    ``on_reconnect`` catches every live table up.
    """
    import psycopg

    delay = 0.5
    first = True
    while True:
        try:
            async with await psycopg.AsyncConnection.connect(
                libpq_url(url), autocommit=True
            ) as conn:
                for channel in channels:
                    await conn.execute(f"LISTEN {channel}")
                if not first:
                    await on_reconnect()
                first, delay = False, 0.5
                async for note in conn.notifies():
                    handler = channels.get(note.channel)
                    if handler is not None:
                        handler(note.payload)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("LISTEN connection lost (%s); retrying in %.1fs", exc, delay)
            await asyncio.sleep(delay)
            delay = min(delay * 2, 10.0)
