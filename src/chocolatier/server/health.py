"""Health checks of a server process, for a load balancer, systemd or a monitor.

``GET /healthz`` answers 200 while the process serves HTTP at all (it touches nothing else: a
slow database must not get a live process restarted). ``GET /readyz`` answers 200 when the
process should be sent players: its database answers, holds the schema at the newest Alembic
revision this build knows, and the process is not shutting down; else 503 with the reason's
code (``shutting-down``, ``database-unreachable``, ``migrations-pending``, or
``schema-newer`` when a newer build has migrated the database past what this one knows).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from chocolatier.server.storage import Storage, alembic_config

if TYPE_CHECKING:
    from chocolatier.server.hub import Hub

log = logging.getLogger(__name__)

# a database that takes longer than this to answer one query is not ready to serve games
READY_TIMEOUT = 5.0
_NO_STORE = {"Cache-Control": "no-store"}


@cache
def head_revisions() -> tuple[str, ...]:
    """The newest migration revisions this build ships (read once from the scripts)."""
    from alembic.script import ScriptDirectory

    return tuple(sorted(ScriptDirectory.from_config(alembic_config()).get_heads()))


@cache
def known_revisions() -> frozenset[str]:
    """Every migration revision this build ships."""
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(alembic_config())
    return frozenset(script.revision for script in scripts.walk_revisions())


def applied_revisions(storage: Storage) -> tuple[str, ...]:
    """The revisions the database is at (a round trip to it)."""
    from alembic.runtime.migration import MigrationContext

    with storage.engine.connect() as conn:
        return tuple(sorted(MigrationContext.configure(conn).get_current_heads()))


def routes(hub: Hub, draining: Callable[[], bool]) -> list[Route]:
    """``/healthz`` and ``/readyz`` of the process whose hub is ``hub``; ``draining`` tells
    whether it is shutting down."""

    async def healthz(request: Request) -> Response:
        return JSONResponse({"status": "alive"}, headers=_NO_STORE)

    async def readyz(request: Request) -> Response:
        if draining():
            return _not_ready("shutting-down")
        try:
            applied = await asyncio.wait_for(hub.db(applied_revisions, hub.storage),
                                             READY_TIMEOUT)
        except Exception as exc:  # unreachable, refusing, too slow: not ready, whatever it is
            log.warning("readyz: the database does not answer: %r", exc)
            return _not_ready("database-unreachable")
        head = head_revisions()
        if not set(applied) <= known_revisions():
            # a newer build migrated the database (a rolling upgrade): this one is the old one
            return _not_ready("schema-newer", applied=list(applied), head=list(head))
        if applied != head:
            return _not_ready("migrations-pending", applied=list(applied), head=list(head))
        return JSONResponse({"status": "ready", "revision": list(applied)}, headers=_NO_STORE)

    return [Route("/healthz", healthz), Route("/readyz", readyz)]


def _not_ready(code: str, **facts: object) -> Response:
    return JSONResponse({"status": "not-ready", "error": code, **facts}, status_code=503,
                        headers=_NO_STORE)
