"""The rating policy: each rated table's outcome (rated, aborted, pair-limit, unrated, void) and
when its game ended (the 24 h window of the pair limit, and the order ratings are replayed in).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``rated_games.outcome`` (older rows were all rated) and ``rated_games.ended_at``
    (older rows: when they were rated, which was as their game ended)."""
    with op.batch_alter_table("rated_games") as batch:
        batch.add_column(sa.Column("outcome", sa.String(16), nullable=False,
                                   server_default="rated"))
        batch.add_column(sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True))
    op.execute("UPDATE rated_games SET ended_at = rated_at")
    with op.batch_alter_table("rated_games") as batch:
        batch.alter_column("ended_at", existing_type=sa.DateTime(timezone=True), nullable=False)
        batch.create_index("ix_rated_games_ended_at", ["ended_at"])


def downgrade() -> None:
    """Drop both columns."""
    with op.batch_alter_table("rated_games") as batch:
        batch.drop_index("ix_rated_games_ended_at")
        batch.drop_column("ended_at")
        batch.drop_column("outcome")
