"""clocks across restarts, idle tables, invite links shown again

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-30 23:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "server_runs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen", sa.DateTime(timezone=True), nullable=False),
        sa.Column("stopped_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_server_runs")),
    )
    with op.batch_alter_table("tables", schema=None) as batch_op:
        batch_op.add_column(sa.Column("invite_token", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("active_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("clock_state", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tables", schema=None) as batch_op:
        batch_op.drop_column("clock_state")
        batch_op.drop_column("active_at")
        batch_op.drop_column("invite_token")
    op.drop_table("server_runs")
