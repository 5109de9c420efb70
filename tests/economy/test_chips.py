"""Chips on real databases (SQLite file and PostgreSQL): grants, stakes, settlement, audit."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from sqlalchemy import event, func, select, update

from igroteka.store.chips import ChipRules, ChipService, StakeError
from igroteka.store.ledger import ChipAccount, ChipTransaction, InsufficientChips
from tests.economy.conftest import Database

RULES = ChipRules(starting_balance=1000, daily_top_up=100)


def service(db: Database) -> ChipService:
    return ChipService(db.sessions, RULES, today=lambda: date(2025, 3, 1))


async def balances(chips: ChipService, *users: str) -> dict[str, int]:
    return {user: await chips.balance(user) for user in users}


async def transaction_count(db: Database) -> int:
    async with db.sessions() as session:
        return int(await session.scalar(select(func.count(ChipTransaction.id))) or 0)


async def test_starting_balance_is_granted_once(db: Database) -> None:
    chips = service(db)
    first = await chips.open_account("ann")
    again = await chips.open_account("ann")
    assert (first.created, first.amount, first.balance) == (True, 1000, 1000)
    assert (again.created, again.balance) == (False, 1000)
    report = await chips.audit()
    assert report.ok, report.problems
    assert report.issued == report.held_by_users == 1000


async def test_daily_top_up_once_per_utc_day(db: Database) -> None:
    chips = service(db)
    await chips.open_account("ann")
    today = await chips.daily_top_up("ann")
    repeat = await chips.daily_top_up("ann")
    tomorrow = await chips.daily_top_up("ann", date(2025, 3, 2))
    assert today.created and not repeat.created and tomorrow.created
    assert await chips.balance("ann") == 1000 + 100 + 100
    report = await chips.audit()
    assert report.ok and report.issued == 1200
    kinds = [line.kind for line in await chips.history("ann")]
    assert kinds == ["topup", "topup", "start"]


async def test_stake_and_settle_pays_the_winner_once(db: Database) -> None:
    chips = service(db)
    for user in ("ann", "bob"):
        await chips.open_account(user)
    receipt = await chips.stake("g1", "t1", {"ann": 50, "bob": 50})
    assert receipt.pot == 100 and receipt.created
    assert await chips.escrow_balance("t1") == 100
    assert await balances(chips, "ann", "bob") == {"ann": 950, "bob": 950}
    settled = await chips.settle("g1", {"ann": 1.0, "bob": -1.0})
    assert settled.created and settled.payouts == {"ann": 100, "bob": 0}
    assert settled.net == {"ann": 50, "bob": -50}
    retried = await chips.settle("g1", {"ann": -1.0, "bob": 1.0})
    refunded = await chips.refund("g1")
    assert not retried.created and retried.payouts == settled.payouts
    assert not refunded.created and refunded.kind == "settle"
    assert await balances(chips, "ann", "bob") == {"ann": 1050, "bob": 950}
    assert await chips.escrow_balance("t1") == 0
    report = await chips.audit()
    assert report.ok, report.problems
    assert report.held_by_users == report.issued == 2000


async def test_restaking_the_same_game_moves_nothing_more(db: Database) -> None:
    chips = service(db)
    for user in ("ann", "bob"):
        await chips.open_account(user)
    await chips.stake("g1", "t1", {"ann": 50, "bob": 50})
    again = await chips.stake("g1", "t1", {"ann": 70, "bob": 70})
    assert not again.created and again.stakes == {"ann": 50, "bob": 50}
    assert await balances(chips, "ann", "bob") == {"ann": 950, "bob": 950}


async def test_team_game_and_draw(db: Database) -> None:
    chips = service(db)
    seats = ["n", "e", "s", "w"]
    for user in seats:
        await chips.open_account(user)
    await chips.stake("team", "t2", dict.fromkeys(seats, 40))
    await chips.settle("team", {"n": 1, "e": -1, "s": 1, "w": -1})
    await chips.stake("draw", "t2", dict.fromkeys(seats, 40))
    drawn = await chips.settle("draw", dict.fromkeys(seats, 0))
    assert drawn.net == dict.fromkeys(seats, 0)
    assert await balances(chips, *seats) == {"n": 1040, "e": 960, "s": 1040, "w": 960}
    assert (await chips.audit()).ok


async def test_refund_returns_every_stake_and_blocks_a_later_settlement(db: Database) -> None:
    chips = service(db)
    for user in ("ann", "bob"):
        await chips.open_account(user)
    await chips.stake("g", "t", {"ann": 10, "bob": 30})
    refund = await chips.refund("g")
    late = await chips.settle("g", {"ann": 1, "bob": -1})
    assert refund.kind == "refund" and refund.payouts == {"ann": 10, "bob": 30}
    assert late.kind == "refund" and not late.created
    assert await balances(chips, "ann", "bob") == {"ann": 1000, "bob": 1000}


async def test_insufficient_chips_moves_nothing_and_says_who_and_how_much(db: Database) -> None:
    chips = service(db)
    for user in ("ann", "bob"):
        await chips.open_account(user)
    before = await transaction_count(db)
    with pytest.raises(InsufficientChips) as caught:
        await chips.stake("g", "t", {"ann": 10, "bob": 5000})
    error = caught.value
    assert error.details["owner"] == "bob"
    assert "5000" in error.message("en") and "1000" in error.message("en")
    assert "Недостаточно фишек" in error.message("ru")
    assert error.to_json("ru")["code"] == "insufficient_chips"
    assert await balances(chips, "ann", "bob") == {"ann": 1000, "bob": 1000}
    assert await chips.escrow_balance("t") == 0
    assert await transaction_count(db) == before
    # The failed key was not consumed: a stake that fits goes through afterwards.
    assert (await chips.stake("g", "t", {"ann": 10, "bob": 10})).created


@pytest.mark.parametrize("amount", [0, -5, True, 2.5, "10"])
async def test_bad_stakes_are_refused(db: Database, amount: Any) -> None:
    chips = service(db)
    await chips.open_account("ann")
    with pytest.raises(StakeError) as caught:
        await chips.stake("g", "t", {"ann": amount})
    assert "stake" in caught.value.message("en") and "Ставка" in caught.value.message("ru")
    assert await chips.balance("ann") == 1000


async def test_settling_a_game_without_stakes_is_an_error_that_consumes_nothing(
    db: Database,
) -> None:
    chips = service(db)
    for user in ("ann", "bob"):
        await chips.open_account(user)
    with pytest.raises(StakeError) as caught:
        await chips.settle("g", {"ann": 1, "bob": -1})
    assert caught.value.code == "no_stake"
    await chips.stake("g", "t", {"ann": 5, "bob": 5})
    assert (await chips.settle("g", {"ann": 1, "bob": -1})).created


async def test_a_crash_in_the_middle_of_a_settlement_loses_nothing(db: Database) -> None:
    chips = service(db)
    seats = ["a", "b", "c"]
    for user in seats:
        await chips.open_account(user)
    await chips.stake("g", "t", dict.fromkeys(seats, 100))
    updates = {"seen": 0, "armed": True}

    def crash_on_second_balance_update(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if updates["armed"] and statement.lstrip().upper().startswith("UPDATE CHIP_ACCOUNTS"):
            updates["seen"] += 1
            if updates["seen"] == 2:
                raise RuntimeError("simulated crash between two balance updates")

    event.listen(db.engine.sync_engine, "before_cursor_execute", crash_on_second_balance_update)
    try:
        with pytest.raises(RuntimeError, match="simulated crash"):
            await chips.settle("g", {"a": 1, "b": 1, "c": -1})
    finally:
        event.remove(db.engine.sync_engine, "before_cursor_execute", crash_on_second_balance_update)
    assert updates["seen"] == 2
    assert await balances(chips, *seats) == dict.fromkeys(seats, 900)
    assert await chips.escrow_balance("t") == 300
    assert (await chips.audit()).ok
    retried = await chips.settle("g", {"a": 1, "b": 1, "c": -1})
    assert retried.created and retried.payouts == {"a": 150, "b": 150, "c": 0}
    assert await balances(chips, *seats) == {"a": 1050, "b": 1050, "c": 900}
    assert (await chips.audit()).ok


async def test_audit_notices_a_balance_changed_behind_the_ledgers_back(db: Database) -> None:
    chips = service(db)
    await chips.open_account("ann")
    async with db.sessions.begin() as session:
        await session.execute(
            update(ChipAccount).where(ChipAccount.owner == "ann").values(balance=1500)
        )
    report = await chips.audit()
    assert not report.ok
    assert any("ann" in problem and "1500" in problem for problem in report.problems)
    assert any("granted" in problem for problem in report.problems)
