"""friends and table invitations

Revision ID: 0006
Revises: 0005_rule_sets
Create Date: 2026-12-06 00:20:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005_rule_sets"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "friendships",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("asker_id", sa.Integer(), nullable=False),
        sa.Column("friend_id", sa.Integer(), nullable=False),
        sa.Column("accepted", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("accepted_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["asker_id"],
            ["users.id"],
            name=op.f("fk_friendships_asker_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["friend_id"],
            ["users.id"],
            name=op.f("fk_friendships_friend_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_friendships")),
        sa.UniqueConstraint("asker_id", "friend_id", name=op.f("uq_friendships_asker_id")),
    )
    with op.batch_alter_table("friendships", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_friendships_asker_id"), ["asker_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_friendships_friend_id"), ["friend_id"], unique=False)
    op.create_table(
        "table_invites",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.String(length=32), nullable=False),
        sa.Column("from_id", sa.Integer(), nullable=False),
        sa.Column("to_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["tables.id"],
            name=op.f("fk_table_invites_table_id_tables"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["from_id"],
            ["users.id"],
            name=op.f("fk_table_invites_from_id_users"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["to_id"],
            ["users.id"],
            name=op.f("fk_table_invites_to_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_table_invites")),
        sa.UniqueConstraint("table_id", "to_id", name=op.f("uq_table_invites_table_id")),
    )
    with op.batch_alter_table("table_invites", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_table_invites_to_id"), ["to_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("table_invites", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_table_invites_to_id"))
    op.drop_table("table_invites")
    with op.batch_alter_table("friendships", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_friendships_friend_id"))
        batch_op.drop_index(batch_op.f("ix_friendships_asker_id"))
    op.drop_table("friendships")
