"""Conservation under concurrency: many settlements racing, from tasks and from threads.

Every game is staked, then settled several times at once (retries racing on the
same key); the final balances must be exactly what one settlement per game
gives, and the ledger's audit must hold.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select

from igroteka.store.chips import ChipRules, ChipService, split_pot
from igroteka.store.ledger import ChipTransaction
from tests.economy.conftest import Database

USERS = [f"u{i}" for i in range(6)]
RULES = ChipRules(starting_balance=1000, daily_top_up=100)
DAY = date(2025, 3, 1)


@dataclass(frozen=True)
class Plan:
    key: str
    table: str
    stakes: dict[str, int]
    results: dict[str, float]
    forfeited: tuple[str, ...]


def plans(count: int, seed: int) -> list[Plan]:
    rng = random.Random(seed)
    out = []
    for n in range(count):
        players = rng.sample(USERS, rng.randint(2, 4))
        stakes = {p: rng.randint(1, 20) for p in players}
        results = {p: float(rng.choice((-1, 0, 1))) for p in players}
        forfeited = tuple(p for p in players if rng.random() < 0.1)
        out.append(Plan(f"game-{seed}-{n}", f"table-{n % 5}", stakes, results, forfeited))
    return out


def expected_balances(games: list[Plan]) -> dict[str, int]:
    balance = dict.fromkeys(USERS, RULES.starting_balance + RULES.daily_top_up)
    for plan in games:
        payouts = split_pot(plan.stakes, plan.results, plan.forfeited)
        for user, stake in plan.stakes.items():
            balance[user] += payouts[user] - stake
    return balance


async def check_ledger(db: Database, chips: ChipService, games: list[Plan]) -> None:
    assert {u: await chips.balance(u) for u in USERS} == expected_balances(games)
    report = await chips.audit()
    assert report.ok, report.problems
    assert report.in_escrow == 0
    assert report.issued == len(USERS) * (RULES.starting_balance + RULES.daily_top_up)
    async with db.sessions() as session:
        closes = await session.scalar(
            select(func.count(ChipTransaction.id)).where(ChipTransaction.kind == "settle")
        )
    assert closes == len(games)


async def open_accounts(chips: ChipService) -> None:
    # Grants race too: three identical calls per user, one grant each.
    await asyncio.gather(*(chips.open_account(u) for u in USERS for _ in range(3)))
    await asyncio.gather(*(chips.daily_top_up(u) for u in USERS for _ in range(3)))


async def test_concurrent_tasks_settle_each_game_once(any_db: Database) -> None:
    db = any_db
    chips = ChipService(db.sessions, RULES, today=lambda: DAY)
    await open_accounts(chips)
    games = plans(30, seed=1)

    async def play(plan: Plan) -> None:
        await chips.stake(plan.key, plan.table, plan.stakes)
        settlements = await asyncio.gather(
            *(chips.settle(plan.key, plan.results, plan.forfeited) for _ in range(3))
        )
        assert sum(s.created for s in settlements) == 1
        assert len({tuple(sorted(s.payouts.items())) for s in settlements}) == 1

    await asyncio.gather(*(play(plan) for plan in games))
    await check_ledger(db, chips, games)


async def test_threads_with_their_own_engines_settle_each_game_once(any_db: Database) -> None:
    db = any_db
    chips = ChipService(db.sessions, RULES, today=lambda: DAY)
    await open_accounts(chips)
    games = plans(16, seed=2)
    for plan in games:
        await chips.stake(plan.key, plan.table, plan.stakes)

    def worker(order_seed: int) -> int:
        async def settle_all() -> int:
            engine = db.make_engine()
            try:
                from sqlalchemy.ext.asyncio import async_sessionmaker

                mine = ChipService(async_sessionmaker(engine, expire_on_commit=False), RULES)
                order = games[:]
                random.Random(order_seed).shuffle(order)
                created = 0
                for plan in order:
                    result = await mine.settle(plan.key, plan.results, plan.forfeited)
                    created += result.created
                return created
            finally:
                await engine.dispose()

        return asyncio.run(settle_all())

    created = await asyncio.gather(*(asyncio.to_thread(worker, seed) for seed in range(3)))
    assert sum(created) == len(games)
    await check_ledger(db, chips, games)
