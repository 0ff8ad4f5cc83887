"""The rating policy (docs/server.md, "Ratings"): its migration, on SQLite here and on
PostgreSQL in test_postgres.py."""

from __future__ import annotations

from datetime import UTC, datetime

from alembic import command
from sqlalchemy import text

from chocolatier.server.storage import Storage, alembic_config


def migration_keeps_rated_games(url: str) -> None:
    """0007 marks the games rated before it as ``rated``, ended when they were rated; and it
    goes back down to 0006."""
    storage = Storage(url)
    try:
        storage.migrate("0006")
        stamp = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
        with storage.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO game_tables (id, game, title, seed, options, status, event_count,"
                " invite_code, creator, created_at, updated_at) VALUES ('t1', 'deck', 't', 1,"
                " '{}', 'finished', 0, 'i', 'c', :stamp, :stamp)"), {"stamp": stamp})
            conn.execute(text("INSERT INTO rated_games (table_id, changes, rated_at)"
                              " VALUES ('t1', '[]', :stamp)"), {"stamp": stamp})
        storage.migrate()
        with storage.engine.begin() as conn:
            outcome, ended = conn.execute(text(
                "SELECT outcome, ended_at FROM rated_games WHERE table_id = 't1'")).one()
        assert outcome == "rated"
        assert str(ended)[:19] == "2026-01-02 03:04:05"
        with storage.engine.begin() as conn:
            config = alembic_config()
            config.attributes["connection"] = conn
            command.downgrade(config, "0006")
        with storage.engine.begin() as conn:
            assert conn.execute(text("SELECT count(*) FROM rated_games")).scalar() == 1
    finally:
        storage.dispose()


def test_the_rating_policy_migration_keeps_rated_games(db_url: str) -> None:
    migration_keeps_rated_games(db_url)
