"""The card set a table was created with (its name; the cards themselves are in the options).

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``game_tables.card_set`` (null: the default cards)."""
    op.add_column("game_tables", sa.Column("card_set", sa.String(64), nullable=True))


def downgrade() -> None:
    """Drop ``game_tables.card_set``."""
    op.drop_column("game_tables", "card_set")
