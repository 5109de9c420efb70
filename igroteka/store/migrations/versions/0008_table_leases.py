"""table leases with fencing tokens, for several club processes (igroteka serve --node)

Revision ID: 0008_table_leases
Revises: 0007_reviews
Create Date: 2026-12-06 09:20:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008_table_leases"
down_revision = "0007_reviews"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "table_leases",
        sa.Column("table_id", sa.String(length=32), nullable=False),
        sa.Column("owner", sa.String(length=80), nullable=False),
        sa.Column("token", sa.BigInteger(), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("renewed_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["tables.id"],
            name=op.f("fk_table_leases_table_id_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("table_id", name=op.f("pk_table_leases")),
    )
    with op.batch_alter_table("table_leases", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_table_leases_expires_at"), ["expires_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("table_leases", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_leases_expires_at"))
    op.drop_table("table_leases")
