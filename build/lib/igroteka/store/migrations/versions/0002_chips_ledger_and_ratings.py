"""chips ledger and ratings

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30 21:31:59.399601
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chip_accounts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("owner", sa.String(length=80), nullable=False),
        sa.Column("balance", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "kind = 'bank' OR balance >= 0", name=op.f("ck_chip_accounts_balance_not_negative")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_chip_accounts")),
        sa.UniqueConstraint("kind", "owner", name="uq_chip_accounts_kind_owner"),
    )
    op.create_table(
        "chip_transactions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("kind", sa.String(length=24), nullable=False),
        sa.Column("memo", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_chip_transactions")),
        sa.UniqueConstraint("key", name=op.f("uq_chip_transactions_key")),
    )
    with op.batch_alter_table("chip_transactions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_chip_transactions_kind"), ["kind"], unique=False)

    op.create_table(
        "rated_games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("game", sa.String(length=64), nullable=False),
        sa.Column("preset", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rated_games")),
        sa.UniqueConstraint("key", name=op.f("uq_rated_games_key")),
    )
    op.create_table(
        "ratings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=64), nullable=False),
        sa.Column("preset", sa.String(length=64), nullable=False),
        sa.Column("player", sa.String(length=80), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("is_bot", sa.Boolean(), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("ordinal", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ratings")),
        sa.UniqueConstraint("game", "preset", "player", name="uq_ratings_game_preset_player"),
    )
    with op.batch_alter_table("ratings", schema=None) as batch_op:
        batch_op.create_index("ix_ratings_board", ["game", "preset", "ordinal"], unique=False)

    op.create_table(
        "chip_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("transaction_id", sa.Integer(), nullable=False),
        sa.Column("account_id", sa.Integer(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.CheckConstraint("amount <> 0", name=op.f("ck_chip_entries_amount_not_zero")),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["chip_accounts.id"],
            name=op.f("fk_chip_entries_account_id_chip_accounts"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["transaction_id"],
            ["chip_transactions.id"],
            name=op.f("fk_chip_entries_transaction_id_chip_transactions"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_chip_entries")),
    )
    with op.batch_alter_table("chip_entries", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_chip_entries_account_id"), ["account_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_chip_entries_transaction_id"), ["transaction_id"], unique=False
        )

    op.create_table(
        "rating_changes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("rated_game_id", sa.Integer(), nullable=False),
        sa.Column("player", sa.String(length=80), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("is_bot", sa.Boolean(), nullable=False),
        sa.Column("seats", sa.String(length=64), nullable=False),
        sa.Column("mu_before", sa.Float(), nullable=False),
        sa.Column("sigma_before", sa.Float(), nullable=False),
        sa.Column("mu_after", sa.Float(), nullable=False),
        sa.Column("sigma_after", sa.Float(), nullable=False),
        sa.ForeignKeyConstraint(
            ["rated_game_id"],
            ["rated_games.id"],
            name=op.f("fk_rating_changes_rated_game_id_rated_games"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rating_changes")),
    )
    with op.batch_alter_table("rating_changes", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_rating_changes_rated_game_id"), ["rated_game_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("rating_changes", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rating_changes_rated_game_id"))

    op.drop_table("rating_changes")
    with op.batch_alter_table("chip_entries", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_chip_entries_transaction_id"))
        batch_op.drop_index(batch_op.f("ix_chip_entries_account_id"))

    op.drop_table("chip_entries")
    with op.batch_alter_table("ratings", schema=None) as batch_op:
        batch_op.drop_index("ix_ratings_board")

    op.drop_table("ratings")
    op.drop_table("rated_games")
    with op.batch_alter_table("chip_transactions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_chip_transactions_kind"))

    op.drop_table("chip_transactions")
    op.drop_table("chip_accounts")
