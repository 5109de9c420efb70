"""What every bot is, and the few helpers all search algorithms share.

A bot is a small picklable value (its settings), so the server can hand it to
a worker process; all per-move memory lives inside one `choose` call. A bot
sees the real state only through what its seat may know: hidden-information
search starts from `determinize(seat, rng)`, and chance is re-seeded from
the bot's own generator so no search can read the dice the state will roll.
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, ClassVar, Protocol

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.game import Game, State


class BotError(IgrotekaError):
    """A bot name or setting that does not exist (`alphabeta:depth=x`)."""

    code = "bad_bot"


class Player(Protocol):
    """Anything that plays a seat: a generic `Bot`, or a game's own (`Game.bot_factories`)."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Any: ...


def describe_bot(bot: Player) -> str:
    """A bot's name for tables and logs: its spec, or a game's own player's class."""
    if isinstance(bot, Bot):
        return bot.describe()
    return f"{type(bot).__module__.rsplit('.', 1)[0]}.{type(bot).__name__}"


class Bot(ABC):
    """A player that picks an action for `seat`; `time_budget` caps its thinking in seconds."""

    kind: ClassVar[str]
    time_budget: float | None = None

    @abstractmethod
    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        """A legal action of `seat`, which must be the seat to move in `state`."""

    def describe(self) -> str:
        """The bot as a spec string, the form `parse_bot` reads back."""
        return self.kind


TIMERS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
_timer: list[Callable[[], float]] = [time.perf_counter]


def timer(kind: str | None = None) -> Callable[[], float]:
    """The clock a budget counts: `wall` or `cpu` by name, else the one in force now.

    Bots that keep their own deadlines (the card games' searches) call this at
    each decision, so `measured_by` (the arena's `--clock cpu`) reaches them too.
    """
    return TIMERS[kind] if kind else _timer[0]


@contextmanager
def measured_by(kind: str) -> Iterator[Callable[[], float]]:
    """Budgets count `wall` seconds (the default: what a player waits) or this process's
    `cpu` seconds (what a bot gets on a busy machine, for fair bot-against-bot matches)."""
    previous = _timer[0]
    _timer[0] = TIMERS[kind]
    try:
        yield _timer[0]
    finally:
        _timer[0] = previous


class Clock:
    """A deadline measured from creation; no budget means it never runs out.

    The search stops at `1 - RESERVE` of the budget: unwinding it and freeing
    its tables (thousands of positions) takes the rest, and the whole move
    must fit in the budget.
    """

    RESERVE = 0.05

    def __init__(self, budget: float | None) -> None:
        self.now = _timer[0]
        self.start = self.now()
        self.end = None if budget is None else self.start + budget * (1 - self.RESERVE)

    def expired(self) -> bool:
        return self.end is not None and self.now() >= self.end

    def elapsed(self) -> float:
        return self.now() - self.start


def sample_state(state: State, seat: int, rng: random.Random) -> State:
    """A full state to search from: what `seat` knows, with unknown cards and future chance drawn.

    Hidden cards come from the game's `determinize`; the generator that will
    roll future dice is replaced by one seeded from `rng`, so two searches
    from states that differ only in what `seat` cannot know behave the same.
    """
    sample = state.determinize(seat, rng) if state.game.hidden_information else state.clone()
    if state.game.has_chance or state.game.hidden_information:
        sample.rng = random.Random(rng.getrandbits(64))
    return sample


def team_map(game: Game, options: dict[str, Any], seats: int) -> list[tuple[int, ...]]:
    """For each seat, the seats of its team (itself alone without teams)."""
    teams = game.teams(options)
    by_seat: list[tuple[int, ...]] = [(s,) for s in range(seats)]
    for team in teams:
        for s in team:
            by_seat[s] = tuple(team)
    return by_seat


def team_rewards(values: Sequence[float], teams: Sequence[tuple[int, ...]]) -> list[float]:
    """Each seat's reward as its team's mean, so partners play for the team, not themselves."""
    return [sum(values[s] for s in team) / len(team) for team in teams]


def team_value(state: State, team: Sequence[int]) -> float:
    """A team's value of a state: its mean outcome when finished, else its mean heuristic."""
    result = state.outcome()
    if result is not None:
        return sum(result.returns[s] for s in team) / len(team)
    return sum(state.evaluate(s) for s in team) / len(team)


def seat_values(state: State, seats: int) -> list[float]:
    """Every seat's value of a state: the outcome when finished, else the game's heuristic."""
    result = state.outcome()
    if result is not None:
        return list(result.returns)
    return [state.evaluate(s) for s in range(seats)]
