"""«Разбор партии» on the club: reviews of finished games, made in a worker of their own.

A review is asked for a (record, seat) pair and made in parts (`review.CHUNK` moves a
job) in a process pool of its own, so a long review never delays a bot's move at a live
table; the page polls its progress. A finished review is kept in the club's database
(igroteka/store/reviews.py) under the settings it was made with, so it survives a restart;
the jobs, finished or not, are kept in memory too, the most recent `REVIEWS_KEPT`. A
review under way when the club stops is made again when asked. At most
`settings.review_queue` reviews wait or run at once; beyond that the club answers «busy»
instead of queueing without end.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.registry import get_game
from igroteka.engine.replay import GameRecord
from igroteka.review import MoveReview, Settings, assemble, open_deals, review_moves
from igroteka.review.review import CHUNK
from igroteka.server.bot_pool import BotPool
from igroteka.store.reviews import ReviewStore

log = logging.getLogger("igroteka.reviews")
REVIEWS_KEPT = 64
# Changes when the way a review is made changes, so stored reviews made the old way are
# made anew rather than shown (2: with the open-cards line; 3: that line for every game
# with hidden cards).
METHOD = 3


def review_key(settings: Settings) -> str:
    """What a stored review was made with: a club with other settings makes its own."""
    return (
        f"m{METHOD}:w{settings.worlds}:j{settings.judge}:p{settings.policy}"
        f":s{settings.seed}:d{settings.depth}"
    )


@dataclass
class ReviewJob:
    module: str  # the module that registers the game (a test game lives outside igroteka)
    record: GameRecord
    seat: int
    settings: Settings
    total: int
    done: int = 0
    state: str = "running"  # running, done, failed
    moves: list[MoveReview] = field(default_factory=list)
    result: dict[str, Any] | None = None

    def status(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "state": self.state,
            "done": self.done,
            "total": self.total,
            "review": self.result,
        }


def review_part(record: GameRecord, seat: int, start: int, stop: int, settings: Settings) -> Any:
    """One part of a review, in a worker process."""
    return review_moves(record, seat, start, stop, settings)


def open_part(record: GameRecord, seat: int, settings: Settings) -> Any:
    """A card game's deals replayed with every card open (review/open_cards.py), in a
    worker process: the last part of a review, after the moves (None for other games)."""
    return open_deals(record, seat, seed=settings.seed)


class ReviewService:
    def __init__(
        self,
        settings: Settings,
        workers: int = 1,
        queue: int = 4,
        store: ReviewStore | None = None,
    ) -> None:
        self.settings = settings
        self.store = store
        self.pool = BotPool(workers)
        self.queue = queue
        self.jobs: OrderedDict[tuple[int, int], ReviewJob] = OrderedDict()
        self._tasks: set[asyncio.Task[None]] = set()

    async def status(self, record_id: int, seat: int) -> dict[str, Any]:
        """The job in memory, else the review kept in the database, else none."""
        job = self.jobs.get((record_id, seat))
        if job is not None:
            self.jobs.move_to_end((record_id, seat))
            return job.status()
        if self.store is not None:
            row = await self.store.get(record_id, seat, review_key(self.settings))
            if row is not None:
                return {
                    "seat": seat,
                    "state": "done",
                    "done": row.moves,
                    "total": row.moves,
                    "review": row.review,
                }
        return {"seat": seat, "state": "none", "done": 0, "total": 0, "review": None}

    def busy(self) -> bool:
        return sum(job.state == "running" for job in self.jobs.values()) >= self.queue

    def start(self, record_id: int, record: GameRecord, seat: int) -> dict[str, Any]:
        """Start the review of `seat` (the caller checked that the game is finished and
        the seat exists and that the club is not busy), or give the one under way."""
        key = (record_id, seat)
        job = self.jobs.get(key)
        if job is not None and job.state != "failed":
            return job.status()
        module = type(get_game(record.game)).__module__
        job = ReviewJob(module, record, seat, self.settings, len(record.actions))
        self.jobs[key] = job
        for old in list(self.jobs):
            if len(self.jobs) <= REVIEWS_KEPT:
                break
            if self.jobs[old].state != "running":
                del self.jobs[old]
        task = asyncio.create_task(self._run(record_id, job), name=f"review-{record_id}-{seat}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return job.status()

    async def _run(self, record_id: int, job: ReviewJob) -> None:
        try:
            for start in range(0, job.total, CHUNK):
                stop = min(job.total, start + CHUNK)
                part = await self.pool.run(
                    job.module, review_part, job.record, job.seat, start, stop, job.settings
                )
                job.moves += part
                job.done = stop
            open_cards = await self.pool.run(
                job.module, open_part, job.record, job.seat, job.settings
            )
            review = assemble(job.record, job.seat, job.settings, job.moves, open_cards)
            job.result = review.to_json()
            job.state = "done"
        except Exception:
            log.exception("the review of seat %s failed", job.seat)
            job.state = "failed"
            return
        if self.store is not None:
            try:
                key = review_key(job.settings)
                await self.store.put(record_id, job.seat, key, job.total, job.result)
            except Exception:  # the review is still shown; only a restart would lose it
                log.exception("the review of seat %s was not saved", job.seat)

    def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        self.pool.close()
