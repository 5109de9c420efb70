"""players' own rule sets, and the rule set a table was created from

Revision ID: 0005_rule_sets
Revises: 0004
Create Date: 2026-12-06 00:20:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005_rule_sets"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rule_sets",
        sa.Column("id", sa.String(length=16), nullable=False),
        sa.Column("owner_id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=40), nullable=False),
        sa.Column("description", sa.String(length=200), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("public", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["owner_id"],
            ["users.id"],
            name=op.f("fk_rule_sets_owner_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rule_sets")),
    )
    with op.batch_alter_table("rule_sets", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rule_sets_game"), ["game"], unique=False)
        batch_op.create_index(batch_op.f("ix_rule_sets_owner_id"), ["owner_id"], unique=False)
    with op.batch_alter_table("tables", schema=None) as batch_op:
        batch_op.add_column(sa.Column("ruleset_id", sa.String(length=16), nullable=True))
        batch_op.add_column(sa.Column("ruleset_name", sa.String(length=40), nullable=True))
        batch_op.create_index(batch_op.f("ix_tables_ruleset_id"), ["ruleset_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("tables", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_tables_ruleset_id"))
        batch_op.drop_column("ruleset_name")
        batch_op.drop_column("ruleset_id")
    with op.batch_alter_table("rule_sets", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rule_sets_owner_id"))
        batch_op.drop_index(batch_op.f("ix_rule_sets_game"))
    op.drop_table("rule_sets")
