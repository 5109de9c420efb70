"""«Разбор партии» on the club: reviews of finished games, made in a worker of their own.

A review is asked for a (record, seat) pair and made in parts (`review.CHUNK` moves a
job) in a process pool of its own, so a long review never delays a bot's move at a live
table; the page polls its progress. Reviews are kept in memory, the most recent
`REVIEWS_KEPT`, and made again on demand after a restart: a review is a pure function of
the record and the settings, so nothing is lost but the time. At most `settings.review_queue`
reviews wait or run at once; beyond that the club answers «busy» instead of queueing
without end.
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

log = logging.getLogger("igroteka.reviews")
REVIEWS_KEPT = 64


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
    def __init__(self, settings: Settings, workers: int = 1, queue: int = 4) -> None:
        self.settings = settings
        self.pool = BotPool(workers)
        self.queue = queue
        self.jobs: OrderedDict[tuple[int, int], ReviewJob] = OrderedDict()
        self._tasks: set[asyncio.Task[None]] = set()

    def status(self, record_id: int, seat: int) -> dict[str, Any]:
        job = self.jobs.get((record_id, seat))
        if job is None:
            return {"seat": seat, "state": "none", "done": 0, "total": 0, "review": None}
        self.jobs.move_to_end((record_id, seat))
        return job.status()

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
        task = asyncio.create_task(self._run(job), name=f"review-{record_id}-{seat}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return job.status()

    async def _run(self, job: ReviewJob) -> None:
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

    def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        self.pool.close()
