"""Moderation: reported chat lines, spectators muted or removed by a table's host, banned
accounts; each chat line's spectator identity and each table's host seat.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``chat_reports``, ``spectator_blocks`` and ``account_bans``; add
    ``chat_lines.sender`` and ``game_tables.host_seat`` (older rows: none)."""
    op.create_table(
        "chat_reports",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32),
                  sa.ForeignKey("game_tables.id", ondelete="CASCADE"), nullable=False),
        sa.Column("n", sa.Integer, nullable=False),
        sa.Column("reporter", sa.String(80), nullable=False),
        sa.Column("reason", sa.String(200), nullable=True),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.UniqueConstraint("table_id", "n", "reporter", name="uq_chat_reports_once"),
    )
    op.create_index("ix_chat_reports_table_id", "chat_reports", ["table_id"])
    op.create_table(
        "spectator_blocks",
        sa.Column("table_id", sa.String(32),
                  sa.ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("sender", sa.String(80), primary_key=True),
        sa.Column("action", sa.String(8), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "account_bans",
        sa.Column("account_id", sa.Integer,
                  sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("reason", sa.String(200), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    # plain ALTER TABLE, never batch mode's copy: recreating game_tables on SQLite would
    # delete every row of its children (ON DELETE CASCADE) with the old table
    op.add_column("chat_lines", sa.Column("sender", sa.String(80), nullable=True))
    op.add_column("game_tables", sa.Column("host_seat", sa.Integer, nullable=True))


def downgrade() -> None:
    """Drop them (SQLite drops a column itself since 3.35: see upgrade for why not batch)."""
    op.drop_column("game_tables", "host_seat")
    op.drop_column("chat_lines", "sender")
    op.drop_table("account_bans")
    op.drop_table("spectator_blocks")
    op.drop_index("ix_chat_reports_table_id", "chat_reports")
    op.drop_table("chat_reports")
