"""players of each game

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30 22:03:29.142719
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("record_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["record_id"],
            ["game_records.id"],
            name=op.f("fk_game_players_record_id_game_records"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_game_players_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_players")),
        sa.UniqueConstraint("record_id", "seat", "user_id", name=op.f("uq_game_players_record_id")),
    )
    with op.batch_alter_table("game_players", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_game_players_record_id"), ["record_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_game_players_user_id"), ["user_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("game_players", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_game_players_user_id"))
        batch_op.drop_index(batch_op.f("ix_game_players_record_id"))

    op.drop_table("game_players")
