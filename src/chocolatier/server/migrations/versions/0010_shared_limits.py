"""The per-address limits shared by every server process on PostgreSQL: token buckets
(``limit_buckets``: logins and registrations per address, registrations in all, chat lines per
address) and the accounts' failed logins (``login_failures``). On PostgreSQL they are
``UNLOGGED`` (a crash may forget them, as a restart of one process forgets its memory); a
single SQLite process keeps its limits in memory and leaves them empty.

Revision ID: 0010
Revises: 0009
"""

from __future__ import annotations

from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create ``limit_buckets`` and ``login_failures``."""
    unlogged = "UNLOGGED " if op.get_bind().dialect.name == "postgresql" else ""
    op.execute(f"CREATE {unlogged}TABLE limit_buckets (key VARCHAR(200) PRIMARY KEY, "
               "tokens FLOAT NOT NULL, stamp FLOAT NOT NULL, rate FLOAT NOT NULL, "
               "burst FLOAT NOT NULL)")
    op.execute(f"CREATE {unlogged}TABLE login_failures (key VARCHAR(200) PRIMARY KEY, "
               "count INTEGER NOT NULL, until FLOAT NOT NULL, stamp FLOAT NOT NULL)")


def downgrade() -> None:
    """Drop them."""
    op.drop_table("login_failures")
    op.drop_table("limit_buckets")
