"""Bots think in worker processes, so a long search never blocks the server's event loop.

`BotPool.think` sends the state (games pickle by reference, so only the
position travels) to a worker, which builds the level's bot and searches.
The answer comes back before `timeout` or not at all: a worker that
overruns (a game whose solver took too long) is left to finish in the
background, and the seat gets a legal move drawn from the same seed, so a
table never waits on a bot past its deadline.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from igroteka.bots.levels import make_bot
from igroteka.engine.game import State

log = logging.getLogger(__name__)


def choose_in_worker(state: State, seat: int, level: str, seed: int) -> Any:
    """Runs in the worker: the level's bot for this game, seeded, choosing for `seat`."""
    bot = make_bot(state.game, level, state.options)
    return bot.choose(state, seat, random.Random(seed))


class BotPool:
    """A process pool for bots; `workers` defaults to the machine's CPU count."""

    def __init__(self, workers: int | None = None, start_method: str = "spawn") -> None:
        self.executor = ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context(start_method)
        )

    async def think(
        self, state: State, seat: int, level: str, seed: int, timeout: float | None = None
    ) -> Any:
        """The bot's action for `seat`; after `timeout` seconds, a random legal one instead.

        The default timeout is three times the game's budget plus five seconds
        for a cold worker to import the game.
        """
        if timeout is None:
            timeout = 3 * state.game.bot_time_budget + 5.0
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self.executor, choose_in_worker, state, seat, level, seed)
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            log.warning("bot %s for %s overran %.1f s", level, state.game.id, timeout)
            return random.Random(seed).choice(state.legal_actions())

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)

    def __enter__(self) -> BotPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


_shared: BotPool | None = None


async def think(
    state: State, seat: int, level: str, seed: int, timeout: float | None = None
) -> Any:
    """Ask the process-wide shared pool (created on first use) for a bot's action."""
    global _shared
    if _shared is None:
        _shared = BotPool()
    return await _shared.think(state, seat, level, seed, timeout)


def shutdown() -> None:
    """Close the shared pool (the server calls this when it stops)."""
    global _shared
    if _shared is not None:
        _shared.close()
        _shared = None
