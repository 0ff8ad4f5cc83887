"""The web table: an ASGI app (Starlette) serving the lobby, live games over WebSockets and the
static browser client, on SQLite or PostgreSQL.

* :mod:`~chocolatier.server.models` — the database tables (tables, seats, the event log);
* :mod:`~chocolatier.server.storage` — transactions over them and Alembic migrations;
* :mod:`~chocolatier.server.live` — a table being played in memory, rebuilt from its log;
* :mod:`~chocolatier.server.hub` — actions, undos, bots and the fan-out of views;
* :mod:`~chocolatier.server.protocol` — validation of client messages;
* :mod:`~chocolatier.server.app` — routes; :func:`create_app` builds the app.
"""
