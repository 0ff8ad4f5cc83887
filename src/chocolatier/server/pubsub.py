"""Fan-out between server processes sharing one PostgreSQL database: every transaction that
changes a table sends ``NOTIFY chocolatier_tables, '<table id>'`` (delivered on commit), and each
process LISTENs and catches its live copy of that table up from the log."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from sqlalchemy.engine import make_url

from chocolatier.server.storage import NOTIFY_CHANNEL

log = logging.getLogger(__name__)


def libpq_url(url: str) -> str:
    """The SQLAlchemy URL as a libpq connection string (without the ``+psycopg`` driver)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


async def listen(
    url: str,
    on_table: Callable[[str], None],
    on_reconnect: Callable[[], Awaitable[None]],
) -> None:
    """Call ``on_table(table_id)`` for every notification, forever (cancel to stop);
    ``on_table`` must not block (it schedules the catch-up).

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
                await conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                if not first:
                    await on_reconnect()
                first, delay = False, 0.5
                async for note in conn.notifies():
                    on_table(note.payload)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("LISTEN connection lost (%s); retrying in %.1fs", exc, delay)
            await asyncio.sleep(delay)
            delay = min(delay * 2, 10.0)
