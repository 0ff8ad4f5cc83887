"""Table life: a table's settings (clock, stand-in bot, public) and when its play began.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``game_tables.settings`` and ``game_tables.started_at`` (null on older tables:
    no clock, and their clocks run from ``created_at``)."""
    with op.batch_alter_table("game_tables") as batch:
        batch.add_column(sa.Column("settings", sa.JSON, nullable=True))
        batch.add_column(sa.Column("started_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    """Drop both columns."""
    with op.batch_alter_table("game_tables") as batch:
        batch.drop_column("started_at")
        batch.drop_column("settings")
