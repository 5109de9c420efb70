"""Bots think in worker processes, so a long search never blocks the event loop.

A job is the game's record (game, options, seed, actions) plus the seat to
play: the worker rebuilds the position by replay (keeping the last position of
each table so a move costs one `apply`, not a whole replay) and asks the
game's own bot for the level (`Game.bot_factories`, where a game has its own
team AI) or the level's bot from `igroteka.bots` (a seeded random legal move where
neither exists). A bot that overruns its time is not waited for: the seat plays a
seeded random legal move, so a table never hangs on a search.

The workers die with their server, however it ends: each holds the reading end of a pipe
(the lifeline) whose only writing end the server holds, and a thread in the worker exits
the process when that pipe closes, which the kernel does when the server dies, SIGKILL
included. (The workers are the forkserver's children, not the server's, so a parent-death
signal would watch the wrong process.)
"""

from __future__ import annotations

import asyncio
import importlib
import multiprocessing
import os
import random
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from igroteka.engine.game import State
from igroteka.engine.randomness import seed_to_int
from igroteka.engine.registry import get_game


@dataclass(frozen=True)
class BotJob:
    key: str  # the table's id: which cached position to continue
    module: str  # the module that registers the game (a test game lives outside igroteka)
    game: str
    options: dict[str, Any]
    seed: int
    actions: tuple[Any, ...]
    seat: int
    level: str
    # The seat of each action (several seats may act at once); empty: each was the
    # seat to move's.
    seats: tuple[int, ...] = ()

    def moves(self) -> list[tuple[int | None, Any]]:
        seats: list[int | None] = list(self.seats) or [None] * len(self.actions)
        return list(zip(seats, self.actions, strict=True))


_positions: OrderedDict[str, tuple[State, list[tuple[int | None, Any]]]] = OrderedDict()
_CACHE = 256


def _position(job: BotJob) -> State:
    cached = _positions.pop(job.key, None)
    if cached is not None:
        state, played = cached
        n = len(played)
        moves = job.moves()
        if n <= len(moves) and moves[:n] == played:
            for seat, data in moves[n:]:
                state.apply(state.action_from_json(data), seat)
            _remember(job, state)
            return state
    importlib.import_module(job.module)
    game = get_game(job.game)
    state = game.new_state(game.options.validate(job.options), job.seed)
    for seat, data in job.moves():
        state.apply(state.action_from_json(data), seat)
    _remember(job, state)
    return state


def _remember(job: BotJob, state: State) -> None:
    _positions[job.key] = (state, job.moves())
    while len(_positions) > _CACHE:
        _positions.popitem(last=False)


def _rng(job: BotJob) -> random.Random:
    return random.Random(seed_to_int(f"{job.seed}:{len(job.actions)}:{job.seat}"))


def _library_choice(state: State, job: BotJob) -> Any | None:
    """The game's own bot for the level if it has one (`Game.bot_factories`), else the level's
    bot from igroteka.bots; None while neither exists."""
    factories = getattr(state.game, "bot_factories", None) or {}
    if job.level in factories:
        bot = factories[job.level]()
        return bot.choose(state, job.seat, _rng(job))
    try:
        bots = importlib.import_module("igroteka.bots")
    except ModuleNotFoundError as error:
        if error.name not in ("igroteka.bots", "igroteka"):
            raise
        return None
    bot = bots.make_bot(state.game, job.level, dict(state.options))
    return bot.choose(state, job.seat, _rng(job))


def choose(job: BotJob) -> Any:
    """Run in a worker: the bot's action for `job.seat`, as JSON."""
    state = _position(job)
    action = _library_choice(state.clone(), job)
    if action is None:
        action = _rng(job).choice(state.legal_actions(job.seat))
    return action.to_json()


def fallback(state: State, job: BotJob) -> Any:
    """A legal move drawn from the job's seed: what a seat plays when its bot overruns."""
    return _rng(job).choice(state.legal_actions(job.seat))


def _call(module: str, function: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    importlib.import_module(module)
    return function(*args)


def live_with_server(lifeline: Connection) -> None:
    """A worker's initializer: exit as soon as the server's end of `lifeline` is closed."""

    def watch() -> None:
        try:
            while True:
                lifeline.recv_bytes()
        except (EOFError, OSError):
            pass
        os._exit(0)

    threading.Thread(target=watch, name="lifeline", daemon=True).start()


class BotPool:
    """A process pool for bot moves, started on first use and restarted if a worker dies."""

    def __init__(self, workers: int = 1) -> None:
        self.workers = max(1, workers)
        self._pool: ProcessPoolExecutor | None = None
        # The server's ends of the lifeline: it writes nothing; the reading end is kept for
        # the workers the pool starts later (ProcessPoolExecutor starts them on demand).
        self._lifeline: Connection | None = None
        self._lifeline_reader: Connection | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._cut_lifeline()
            context = multiprocessing.get_context("forkserver")
            self._lifeline_reader, self._lifeline = context.Pipe(duplex=False)
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=context,
                initializer=live_with_server,
                initargs=(self._lifeline_reader,),
            )
        return self._pool

    def _cut_lifeline(self) -> None:
        """Close the server's end: every worker of the pool it belonged to exits."""
        for end in (self._lifeline, self._lifeline_reader):
            if end is not None:
                end.close()
        self._lifeline = self._lifeline_reader = None

    async def choose(self, job: BotJob, timeout: float) -> Any | None:
        """The bot's action as JSON, or None if it did not answer within `timeout` seconds."""
        loop = asyncio.get_running_loop()
        try:
            return await asyncio.wait_for(
                loop.run_in_executor(self._executor(), choose, job), timeout
            )
        except TimeoutError:
            return None
        except BrokenProcessPool:
            self._pool = None
            return await asyncio.wait_for(
                loop.run_in_executor(self._executor(), choose, job), timeout
            )

    async def run(self, module: str, function: Callable[..., Any], *args: Any) -> Any:
        """`function(*args)` in a worker, however long it takes, once `module` (the one that
        registers the game) is imported there. The review of a game
        (igroteka/server/reviews.py) runs in a pool of its own, so bots never wait for it."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), _call, module, function, args)
        except BrokenProcessPool:
            self._pool = None
            return await loop.run_in_executor(self._executor(), _call, module, function, args)

    def close(self) -> None:
        """Stop taking jobs at once; the workers end when their current job does (waited for
        on a thread of its own, then the lifeline is closed), or with the server."""
        if self._pool is not None:
            pool, self._pool = self._pool, None
            lifeline = (self._lifeline, self._lifeline_reader)
            self._lifeline = self._lifeline_reader = None

            def finish() -> None:
                # One call: a first shutdown(wait=False) would leave nothing to wait for.
                pool.shutdown(wait=True, cancel_futures=True)
                for end in lifeline:
                    if end is not None:
                        end.close()

            threading.Thread(target=finish, name="bot-pool-close", daemon=True).start()
