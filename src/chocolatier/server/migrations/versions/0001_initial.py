"""Tables, seats and the event log.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the three tables."""
    op.create_table(
        "game_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("title", sa.String(80), nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("event_count", sa.Integer, nullable=False),
        sa.Column("invite_code", sa.String(64), nullable=False),
        sa.Column("creator", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("result", sa.JSON, nullable=True),
    )
    op.create_index("ix_game_tables_status", "game_tables", ["status"])
    op.create_index("ix_game_tables_creator", "game_tables", ["creator"])
    op.create_index("ix_game_tables_updated_at", "game_tables", ["updated_at"])
    op.create_table(
        "seats",
        sa.Column(
            "table_id",
            sa.String(32),
            sa.ForeignKey("game_tables.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("bot", sa.String(64), nullable=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=True),
    )
    op.create_table(
        "events",
        sa.Column(
            "table_id",
            sa.String(32),
            sa.ForeignKey("game_tables.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("move", sa.Text, nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop them."""
    op.drop_table("events")
    op.drop_table("seats")
    op.drop_index("ix_game_tables_updated_at", "game_tables")
    op.drop_index("ix_game_tables_creator", "game_tables")
    op.drop_index("ix_game_tables_status", "game_tables")
    op.drop_table("game_tables")
