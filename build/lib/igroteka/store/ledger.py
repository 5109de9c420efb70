"""A double-entry ledger of chips: the only way chips move.

Every movement is one `ChipTransaction` whose `ChipEntry` rows sum to zero, so
chips are never created or lost by a transfer. New chips enter only from the
bank account (starting grants and daily top-ups); the bank's balance is
therefore minus everything ever issued, and the sum of every balance is zero.

Each account keeps a cached `balance`, changed only in the same database
transaction that writes its entries, by a conditional UPDATE that refuses to
take a user's or an escrow's balance below zero. `audit` re-derives every
balance from the entries, so a mismatch would be visible.

Transactions carry a unique `key` (e.g. ``settle:<game>``): posting a key that
is already there inserts nothing, which is what makes grants and settlements
idempotent even when two retries race (the second waits on the first's unique
index entry, then sees it). Each posting writes before it reads, so SQLite
takes its write lock at the first statement and never has to upgrade a read
lock (the cause of "database is locked" under concurrency).

This module is the mechanism; the rules (how much a new player gets, how a pot
is split) live in `igroteka.store.chips`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
    func,
    select,
    update,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.store.base import Base
from igroteka.store.conflicts import insert_or_ignore


class AccountKind(StrEnum):
    USER = "user"
    BANK = "bank"
    ESCROW = "escrow"


BANK_OWNER = "bank"


def _now() -> datetime:
    return datetime.now(UTC)


class ChipAccount(Base):
    """One holder of chips: a user, the bank, or the escrow of one table."""

    __tablename__ = "chip_accounts"
    __table_args__ = (
        UniqueConstraint("kind", "owner", name="uq_chip_accounts_kind_owner"),
        CheckConstraint("kind = 'bank' OR balance >= 0", name="balance_not_negative"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    owner: Mapped[str] = mapped_column(String(80))
    balance: Mapped[int] = mapped_column(BigInteger, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class ChipTransaction(Base):
    """One movement of chips; `key` makes it happen at most once."""

    __tablename__ = "chip_transactions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(200), unique=True)
    kind: Mapped[str] = mapped_column(String(24), index=True)
    memo: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class ChipEntry(Base):
    """One side of a transaction: `amount` chips into (positive) or out of an account."""

    __tablename__ = "chip_entries"
    __table_args__ = (CheckConstraint("amount <> 0", name="amount_not_zero"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    transaction_id: Mapped[int] = mapped_column(
        ForeignKey("chip_transactions.id", ondelete="RESTRICT"), index=True
    )
    account_id: Mapped[int] = mapped_column(
        ForeignKey("chip_accounts.id", ondelete="RESTRICT"), index=True
    )
    amount: Mapped[int] = mapped_column(BigInteger)


@dataclass(frozen=True, order=True)
class AccountRef:
    """An account named by what it belongs to, before its row id is known."""

    kind: AccountKind
    owner: str

    @classmethod
    def user(cls, user: str | int) -> AccountRef:
        return cls(AccountKind.USER, str(user))

    @classmethod
    def escrow(cls, table: str | int) -> AccountRef:
        return cls(AccountKind.ESCROW, str(table))

    @classmethod
    def bank(cls) -> AccountRef:
        return cls(AccountKind.BANK, BANK_OWNER)


class InsufficientChips(IgrotekaError):
    """A user (or a table's escrow) does not hold the chips a movement needs."""

    code = "insufficient_chips"


class LedgerError(ValueError):
    """A programming error in a posting (entries that do not balance); never a user's fault."""


@dataclass(frozen=True)
class Posted:
    """A transaction as stored: its entries by account, and whether this call wrote it."""

    key: str
    kind: str
    memo: dict[str, Any]
    entries: dict[AccountRef, int]
    created: bool


async def ensure_account(session: AsyncSession, ref: AccountRef) -> int:
    """The id of `ref`'s account, creating it (empty) if it does not exist yet."""
    await session.execute(
        insert_or_ignore(
            session,
            ChipAccount,
            {"kind": ref.kind.value, "owner": ref.owner, "balance": 0, "created_at": _now()},
            ["kind", "owner"],
        )
    )
    found = await session.scalar(
        select(ChipAccount.id).where(
            ChipAccount.kind == ref.kind.value, ChipAccount.owner == ref.owner
        )
    )
    if found is None:  # the insert above guarantees a row; a missing one is a broken database
        raise LedgerError(f"account {ref} vanished")
    return found


async def balance_of(session: AsyncSession, ref: AccountRef) -> int:
    """The cached balance of `ref` (0 for an account that does not exist yet)."""
    value = await session.scalar(
        select(ChipAccount.balance).where(
            ChipAccount.kind == ref.kind.value, ChipAccount.owner == ref.owner
        )
    )
    return int(value or 0)


async def claim_key(
    session: AsyncSession, key: str, kind: str, memo: Mapping[str, Any]
) -> int | None:
    """Reserve transaction `key`; its new id, or None if that key was already posted.

    This is the first write of every posting (see the module note on SQLite).
    """
    result = await session.execute(
        insert_or_ignore(
            session,
            ChipTransaction,
            {"key": key, "kind": kind, "memo": dict(memo), "created_at": _now()},
            ["key"],
        ).returning(ChipTransaction.id)
    )
    return result.scalar_one_or_none()


async def write_entries(
    session: AsyncSession, transaction_id: int, entries: Mapping[AccountRef, int]
) -> None:
    """Write the entries of a claimed transaction and move the cached balances.

    Raises InsufficientChips (the caller's transaction must then roll back)
    when a user or escrow would go below zero. Accounts are touched in a fixed
    order so that concurrent postings on PostgreSQL cannot deadlock.
    """
    moves = {ref: amount for ref, amount in entries.items() if amount != 0}
    if sum(moves.values()) != 0:
        raise LedgerError(f"entries do not balance: {moves}")
    ids = {ref: await ensure_account(session, ref) for ref in sorted(moves)}
    for ref in sorted(moves, key=lambda r: ids[r]):
        amount = moves[ref]
        account_id = ids[ref]
        statement = (
            update(ChipAccount)
            .where(ChipAccount.id == account_id)
            .values(balance=ChipAccount.balance + amount)
        )
        if ref.kind is not AccountKind.BANK:
            statement = statement.where(ChipAccount.balance + amount >= 0)
        result = await session.execute(statement)
        if result.rowcount != 1:
            have = await balance_of(session, ref)
            raise InsufficientChips(
                Text(
                    "Недостаточно фишек: нужно {need}, на счёте {have}",
                    "Not enough chips: {need} needed, {have} in the account",
                ).with_params(need=-amount, have=have),
                account=ref.kind.value,
                owner=ref.owner,
                need=-amount,
                have=have,
            )
        session.add(ChipEntry(transaction_id=transaction_id, account_id=account_id, amount=amount))
    await session.flush()


async def annotate(session: AsyncSession, transaction_id: int, memo: Mapping[str, Any]) -> None:
    """Replace the memo of a transaction claimed in this database transaction.

    Postings claim their key before they read (see the module note), so what
    the memo should record (a settlement's payouts) is only known afterwards.
    """
    await session.execute(
        update(ChipTransaction).where(ChipTransaction.id == transaction_id).values(memo=dict(memo))
    )


async def load_posted(session: AsyncSession, key: str) -> Posted | None:
    """The stored transaction `key` with its entries (created=False), or None."""
    row = await session.scalar(select(ChipTransaction).where(ChipTransaction.key == key))
    if row is None:
        return None
    result = await session.execute(
        select(ChipAccount.kind, ChipAccount.owner, ChipEntry.amount)
        .join(ChipAccount, ChipAccount.id == ChipEntry.account_id)
        .where(ChipEntry.transaction_id == row.id)
        .order_by(ChipEntry.id)
    )
    entries: dict[AccountRef, int] = {}
    for kind, owner, amount in result:
        ref = AccountRef(AccountKind(kind), owner)
        entries[ref] = entries.get(ref, 0) + int(amount)
    return Posted(row.key, row.kind, dict(row.memo or {}), entries, created=False)


async def post(
    session: AsyncSession,
    key: str,
    kind: str,
    entries: Mapping[AccountRef, int],
    memo: Mapping[str, Any] | None = None,
) -> Posted:
    """Post a balanced transaction once; a repeated `key` returns the stored one untouched.

    Runs inside the caller's database transaction, so several postings (or a
    posting and the caller's own writes) commit or roll back together.
    """
    memo = dict(memo or {})
    transaction_id = await claim_key(session, key, kind, memo)
    if transaction_id is None:
        existing = await load_posted(session, key)
        if existing is None:
            raise LedgerError(f"transaction {key} is claimed but cannot be read")
        return existing
    await write_entries(session, transaction_id, entries)
    return Posted(key, kind, memo, {r: a for r, a in entries.items() if a != 0}, created=True)


@dataclass
class Audit:
    """What `audit` found. `ok` is the conservation law holding everywhere."""

    issued: int = 0
    held_by_users: int = 0
    in_escrow: int = 0
    bank_balance: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


GRANT_KINDS = ("start", "topup")


async def audit(session: AsyncSession, grant_kinds: Iterable[str] = GRANT_KINDS) -> Audit:
    """Check the ledger's laws from the raw entries (read-only).

    - every transaction's entries sum to zero;
    - every cached balance equals the sum of its account's entries;
    - no user or escrow balance is negative;
    - the chips held by users and escrows equal the chips ever granted by the
      bank (starting balances and top-ups), and the bank holds minus that.
    """
    report = Audit()
    unbalanced = await session.execute(
        select(ChipTransaction.key, func.sum(ChipEntry.amount))
        .join(ChipEntry, ChipEntry.transaction_id == ChipTransaction.id)
        .group_by(ChipTransaction.key)
        .having(func.sum(ChipEntry.amount) != 0)
    )
    for key, total in unbalanced:
        report.problems.append(f"transaction {key} does not balance (sum {total})")
    derived = (
        select(ChipEntry.account_id, func.sum(ChipEntry.amount).label("total"))
        .group_by(ChipEntry.account_id)
        .subquery()
    )
    accounts = await session.execute(
        select(ChipAccount.kind, ChipAccount.owner, ChipAccount.balance, derived.c.total).join(
            derived, derived.c.account_id == ChipAccount.id, isouter=True
        )
    )
    for kind, owner, balance, total in accounts:
        if int(balance) != int(total or 0):
            report.problems.append(
                f"{kind} {owner}: cached balance {balance} but entries sum to {total or 0}"
            )
        if kind != AccountKind.BANK.value and balance < 0:
            report.problems.append(f"{kind} {owner}: negative balance {balance}")
        if kind == AccountKind.USER.value:
            report.held_by_users += int(balance)
        elif kind == AccountKind.ESCROW.value:
            report.in_escrow += int(balance)
        else:
            report.bank_balance += int(balance)
    issued = await session.scalar(
        select(func.coalesce(func.sum(ChipEntry.amount), 0))
        .join(ChipTransaction, ChipTransaction.id == ChipEntry.transaction_id)
        .join(ChipAccount, ChipAccount.id == ChipEntry.account_id)
        .where(ChipTransaction.kind.in_(list(grant_kinds)))
        .where(ChipAccount.kind == AccountKind.BANK.value)
    )
    report.issued = -int(issued or 0)
    if report.held_by_users + report.in_escrow != report.issued:
        report.problems.append(
            f"users and escrows hold {report.held_by_users + report.in_escrow} chips "
            f"but {report.issued} were ever granted"
        )
    if report.bank_balance != -report.issued:
        report.problems.append(
            f"the bank's balance is {report.bank_balance}, expected {-report.issued}"
        )
    return report
