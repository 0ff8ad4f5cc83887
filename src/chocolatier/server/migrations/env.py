"""Alembic environment: runs migrations on the connection the server hands over, or on the URL
given with ``-x url=...`` / ``CHOCOLATIER_DATABASE`` when run from the command line."""

from __future__ import annotations

import os

from alembic import context
from sqlalchemy import create_engine

from chocolatier.server.models import Base

config = context.config
target_metadata = Base.metadata


def run_migrations() -> None:
    """Run the pending migrations online (there is no offline SQL generation)."""
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or os.environ.get(
        "CHOCOLATIER_DATABASE"
    )
    if not url:
        raise SystemExit("give the database with -x url=... or CHOCOLATIER_DATABASE")
    engine = create_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()


run_migrations()
