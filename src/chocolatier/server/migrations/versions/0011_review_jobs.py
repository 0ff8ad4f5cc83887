"""The line of game reviews shared by every server process on PostgreSQL (``review_jobs``: who
asked, when, how far it is, which process runs it and when that process last said so). A single
SQLite process keeps its line in memory and leaves it empty.

Revision ID: 0011
Revises: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``review_jobs``."""
    op.create_table(
        "review_jobs",
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("who", sa.Text, nullable=False),
        sa.Column("address", sa.String(200), nullable=False),
        sa.Column("arrived", sa.Float, nullable=False),
        sa.Column("total", sa.Integer, nullable=False),
        sa.Column("state", sa.String(10), nullable=False),
        sa.Column("done", sa.Integer, nullable=False),
        sa.Column("owner", sa.String(32), nullable=True),
        sa.Column("beat", sa.Float, nullable=False),
    )


def downgrade() -> None:
    """Drop it."""
    op.drop_table("review_jobs")
