"""Each account's confusable skeleton (Unicode TR39, ``identity.skeleton``), indexed: a new name
or a guest's is checked against the accounts' look-alikes with one indexed lookup.

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from chocolatier.server.identity import skeleton

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``accounts.skeleton``, computed for the accounts there are, and its index."""
    with op.batch_alter_table("accounts") as batch:
        batch.add_column(sa.Column("skeleton", sa.String(200), nullable=True))
    conn = op.get_bind()
    for account_id, name in conn.execute(sa.text("SELECT id, name FROM accounts")).all():
        conn.execute(sa.text("UPDATE accounts SET skeleton = :look WHERE id = :id"),
                     {"look": skeleton(name), "id": account_id})
    with op.batch_alter_table("accounts") as batch:
        batch.alter_column("skeleton", existing_type=sa.String(200), nullable=False)
        batch.create_index("ix_accounts_skeleton", ["skeleton"])


def downgrade() -> None:
    """Drop the column and its index."""
    with op.batch_alter_table("accounts") as batch:
        batch.drop_index("ix_accounts_skeleton")
        batch.drop_column("skeleton")
