"""The club's chip rules on top of the ledger: grants, daily top-ups, table stakes.

Chips enter the club only as a starting balance (once per user) and a daily
top-up (once per user per UTC day); everything else moves chips between
people through a table's escrow, so the total only grows by those grants.

A staked game goes through two postings, each one database transaction and
each idempotent by a key derived from the game:

1. ``stake:<game>``: every staking player's stake moves to the table's escrow
   (all or nothing: if one player lacks chips, nobody pays and the error names
   who lacks how many);
2. ``close:<game>``: either a settlement that pays the pot to the winners, or
   a refund that returns every stake (a game cancelled before its end). Both
   share one key, so a pot is paid out exactly once however often the server
   retries, and a settled game can't also be refunded.

How a pot is split (`split_pot`): the winners are the staking players, not
forfeited, with the best result (`Outcome.returns`); team mates of a winning
team share the best result, so they all win; several players tied for best
split the pot. A draw of everyone returns every stake. Seats without a stake
(bots, guests) neither pay nor win: the pot goes to the best-placed staking
players. A forfeited player (who left the game; the server decides) loses the
stake and cannot win. If every staker forfeited, every stake is returned.
The pot is shared in proportion to the winners' stakes (equal stakes: equal
shares). Rounding: each winner gets the whole chips of the exact share, and
the chips left over (fewer than the number of winners) go one each to the
winners with the largest fractional parts, ties going to the earlier seat in
the order the stakes were given. The payouts always add up to the pot.

A game may take more into escrow than a seat finally plays for
(`Game.stake_multiplier`: a Kozel table's «dry goats» multiplier): `settle`
then gets the amount each staker played for (`at_risk`), the pot is split as
above over those amounts, and each staker also gets back the part of the
escrow it did not play for (`split_escrow`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.store.ledger import (
    AccountKind,
    AccountRef,
    Audit,
    ChipAccount,
    ChipEntry,
    ChipTransaction,
    LedgerError,
    Posted,
    annotate,
    audit,
    balance_of,
    claim_key,
    load_posted,
    post,
    write_entries,
)


class StakeError(IgrotekaError):
    """A stake or a settlement request that cannot be honoured as asked."""

    code = "bad_stake"


@dataclass(frozen=True)
class ChipRules:
    """How many chips a new player gets, and how many each UTC day brings."""

    starting_balance: int = 1000
    daily_top_up: int = 100


@dataclass(frozen=True)
class Grant:
    """A starting grant or a daily top-up; `created` is False when it had been given before."""

    user: str
    amount: int
    balance: int
    created: bool


@dataclass(frozen=True)
class StakeReceipt:
    game: str
    table: str
    stakes: dict[str, int]
    created: bool

    @property
    def pot(self) -> int:
        return sum(self.stakes.values())


@dataclass(frozen=True)
class Settlement:
    """How a pot was closed: paid to winners (`settle`) or returned (`refund`)."""

    game: str
    kind: str
    stakes: dict[str, int]
    payouts: dict[str, int]
    created: bool
    forfeited: tuple[str, ...] = ()

    @property
    def net(self) -> dict[str, int]:
        """Each staker's gain (positive) or loss (negative): what the end screen shows."""
        return {user: self.payouts.get(user, 0) - stake for user, stake in self.stakes.items()}

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "kind": self.kind,
            "stakes": self.stakes,
            "payouts": self.payouts,
            "net": self.net,
            "forfeited": list(self.forfeited),
        }


@dataclass(frozen=True)
class HistoryLine:
    key: str
    kind: str
    amount: int
    at: datetime
    memo: dict[str, Any] = field(default_factory=dict)


def split_pot(
    stakes: Mapping[str, int],
    results: Mapping[str, float],
    forfeited: Iterable[str] = (),
) -> dict[str, int]:
    """The payout of every staker (0 for losers); see the module note for the rules.

    `stakes` is in seat order (it breaks rounding ties); every staker not
    forfeited needs a result. Results of non-staking seats are ignored.
    """
    out = set(forfeited)
    missing = [user for user in stakes if user not in results and user not in out]
    if missing:
        raise StakeError(
            Text(
                "Нет результата игры для игроков со ставкой: {who}",
                "No game result for staking players: {who}",
            ).with_params(who=", ".join(missing)),
            missing=missing,
        )
    pot = sum(stakes.values())
    candidates = [user for user in stakes if user not in out]
    if not candidates:
        return dict(stakes)
    best = max(results[user] for user in candidates)
    winners = [user for user in candidates if results[user] == best]
    weight = sum(stakes[user] for user in winners)
    payouts = dict.fromkeys(stakes, 0)
    fractions: list[tuple[int, int, str]] = []
    for position, user in enumerate(winners):
        whole, part = divmod(pot * stakes[user], weight)
        payouts[user] = whole
        fractions.append((-part, position, user))
    left = pot - sum(payouts.values())
    for _, _, user in sorted(fractions)[:left]:
        payouts[user] += 1
    return payouts


def split_escrow(
    stakes: Mapping[str, int],
    at_risk: Mapping[str, int],
    results: Mapping[str, float],
    forfeited: Iterable[str] = (),
) -> dict[str, int]:
    """`split_pot` over the amounts played for, plus each staker's unplayed rest of the escrow.

    `at_risk[user]` is capped at that user's escrowed stake; a user missing from
    it plays for the whole stake. The payouts add up to the escrow.
    """
    played = {user: min(int(at_risk.get(user, stake)), stake) for user, stake in stakes.items()}
    if any(amount <= 0 for amount in played.values()):
        raise StakeError(
            Text(
                "Сумма, на которую играл игрок, должна быть положительной",
                "The amount a player played for must be positive",
            )
        )
    payouts = split_pot(played, results, forfeited)
    return {user: payouts[user] + stakes[user] - played[user] for user in stakes}


def _check_stakes(stakes: Mapping[str, int]) -> dict[str, int]:
    if not stakes:
        raise StakeError(Text("Нет ни одной ставки", "There are no stakes"))
    clean: dict[str, int] = {}
    for user, amount in stakes.items():
        if isinstance(amount, bool) or not isinstance(amount, int) or amount <= 0:
            raise StakeError(
                Text(
                    "Ставка должна быть целым положительным числом фишек, а не {amount!r}",
                    "A stake must be a positive whole number of chips, not {amount!r}",
                ).with_params(amount=amount),
                user=str(user),
            )
        clean[str(user)] = amount
    return clean


class ChipService:
    """Chips for the server: every method is one database transaction of its own."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        rules: ChipRules | None = None,
        today: Callable[[], date] | None = None,
    ) -> None:
        self._sessions = sessions
        self.rules = rules or ChipRules()
        self._today = today or (lambda: datetime.now(UTC).date())

    # --- grants ----------------------------------------------------------
    async def open_account(self, user: str | int) -> Grant:
        """Create `user`'s account with the starting balance (once; later calls change nothing)."""
        return await self._grant(str(user), "start", f"start:{user}", self.rules.starting_balance)

    async def daily_top_up(self, user: str | int, day: date | None = None) -> Grant:
        """Give `user` the daily top-up for `day` (today, UTC) unless already given."""
        day = day or self._today()
        key = f"topup:{user}:{day.isoformat()}"
        return await self._grant(str(user), "topup", key, self.rules.daily_top_up)

    async def _grant(self, user: str, kind: str, key: str, amount: int) -> Grant:
        ref = AccountRef.user(user)
        async with self._sessions.begin() as session:
            posted = await post(
                session, key, kind, {AccountRef.bank(): -amount, ref: amount}, {"user": user}
            )
            return Grant(
                user, posted.entries.get(ref, 0), await balance_of(session, ref), posted.created
            )

    # --- reading ---------------------------------------------------------
    async def balance(self, user: str | int) -> int:
        async with self._sessions() as session:
            return await balance_of(session, AccountRef.user(user))

    async def escrow_balance(self, table: str | int) -> int:
        async with self._sessions() as session:
            return await balance_of(session, AccountRef.escrow(table))

    async def history(self, user: str | int, limit: int = 50) -> list[HistoryLine]:
        """The user's latest movements, newest first (for the account page)."""
        async with self._sessions() as session:
            rows = await session.execute(
                select(
                    ChipTransaction.key,
                    ChipTransaction.kind,
                    ChipEntry.amount,
                    ChipTransaction.created_at,
                    ChipTransaction.memo,
                )
                .join(ChipEntry, ChipEntry.transaction_id == ChipTransaction.id)
                .join(ChipAccount, ChipAccount.id == ChipEntry.account_id)
                .where(ChipAccount.kind == AccountKind.USER.value, ChipAccount.owner == str(user))
                .order_by(ChipTransaction.id.desc())
                .limit(limit)
            )
            return [HistoryLine(k, kind, int(a), at, dict(m or {})) for k, kind, a, at, m in rows]

    async def audit(self) -> Audit:
        async with self._sessions() as session:
            return await audit(session)

    # --- stakes ------------------------------------------------------------
    async def stake(
        self, game: str, table: str | int, stakes: Mapping[str, int] | Mapping[int, int]
    ) -> StakeReceipt:
        """Move every player's stake to the table's escrow, all or nothing (InsufficientChips)."""
        clean = _check_stakes(stakes)
        escrow = AccountRef.escrow(table)
        entries: dict[AccountRef, int] = {AccountRef.user(u): -a for u, a in clean.items()}
        entries[escrow] = sum(clean.values())
        memo = {"game": game, "table": str(table), "stakes": [[u, a] for u, a in clean.items()]}
        async with self._sessions.begin() as session:
            posted = await post(session, f"stake:{game}", "stake", entries, memo)
        stored = _stakes_of(posted)
        return StakeReceipt(game, str(posted.memo["table"]), stored, posted.created)

    async def settle(
        self,
        game: str,
        results: Mapping[str, float] | Mapping[int, float],
        forfeited: Iterable[str | int] = (),
        at_risk: Mapping[str, int] | None = None,
    ) -> Settlement:
        """Pay the pot of `game` to its winners, once (a retry returns the first settlement).

        `at_risk`: what each staker played for, when less than the escrowed stake
        (see `split_escrow`); by default the whole stake.
        """
        clean = {str(user): float(value) for user, value in results.items()}
        out = tuple(str(user) for user in forfeited)
        risk = {str(user): int(amount) for user, amount in (at_risk or {}).items()}
        return await self._close(game, "settle", lambda s: split_escrow(s, risk, clean, out), out)

    async def refund(self, game: str) -> Settlement:
        """Return every stake of `game` (cancelled before the end); a no-op once closed."""
        return await self._close(game, "refund", dict, ())

    async def _close(
        self,
        game: str,
        kind: str,
        payout: Callable[[dict[str, int]], dict[str, int]],
        forfeited: Sequence[str],
    ) -> Settlement:
        async with self._sessions.begin() as session:
            key = f"close:{game}"
            transaction_id = await claim_key(session, key, kind, {"game": game})
            if transaction_id is None:
                return await _stored_settlement(session, game, key)
            staked = await load_posted(session, f"stake:{game}")
            if staked is None:
                raise StakeError(
                    Text("Для этой игры ставок не было", "No stakes were placed for this game"),
                    code="no_stake",
                    game=game,
                )
            stakes = _stakes_of(staked)
            payouts = payout(stakes)
            if sum(payouts.values()) != sum(stakes.values()):
                raise LedgerError(f"payouts {payouts} do not add up to the pot of {game}")
            entries = {AccountRef.user(u): a for u, a in payouts.items() if a}
            entries[AccountRef.escrow(staked.memo["table"])] = -sum(stakes.values())
            await write_entries(session, transaction_id, entries)
            memo = {
                "game": game,
                "table": staked.memo["table"],
                "stakes": [[u, a] for u, a in stakes.items()],
                "payouts": [[u, a] for u, a in payouts.items()],
                "forfeited": list(forfeited),
            }
            await annotate(session, transaction_id, memo)
            return Settlement(game, kind, stakes, payouts, True, tuple(forfeited))


def _stakes_of(posted: Posted) -> dict[str, int]:
    return {str(user): int(amount) for user, amount in posted.memo["stakes"]}


async def _stored_settlement(session: AsyncSession, game: str, key: str) -> Settlement:
    posted = await load_posted(session, key)
    if posted is None:
        raise LedgerError(f"settlement {key} is claimed but cannot be read")
    memo = posted.memo
    return Settlement(
        game,
        posted.kind,
        {str(u): int(a) for u, a in memo.get("stakes", [])},
        {str(u): int(a) for u, a in memo.get("payouts", [])},
        False,
        tuple(memo.get("forfeited", [])),
    )
