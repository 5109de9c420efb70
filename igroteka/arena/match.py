"""Playing a match: bots against bots over many games, in one process or several.

Who sits where, which deal each game gets and how a unit of games is scored
are in duplicate.py (duplicate deals for games with chance, scored deal by
deal for games that pay points per deal). Games without chance start from a
random opening of `opening_plies` moves each.

Everything (deals, openings, the bots' generators) is derived from the
match seed and the game's number, so a match is reproducible and its
result does not depend on how many processes play it. Bots limited by
time rather than by depth or iterations reach different depths on busier
machines; bound them by depth or iterations for bit-exact reruns.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from igroteka.arena.duplicate import (
    derive_seed,
    placement,
    side_margin,
    side_score,
    unit_games,
    unit_score,
    unit_size,
)
from igroteka.arena.stats import Summary, summarize
from igroteka.bots import parse_bot
from igroteka.bots.base import measured_by
from igroteka.engine import Game


@dataclass(frozen=True)
class GameResult:
    """One finished game of a match, from bot A's side."""

    index: int
    unit: int
    deal_seed: int
    seating: tuple[str, ...]
    returns: tuple[float, ...]
    score: float  # for A: 1 win, 0.5 draw, 0 loss
    plies: int
    finished: bool
    think: dict[str, tuple[float, int, float]] = field(default_factory=dict)
    # per side: total seconds, moves, longest move
    actions: tuple[Any, ...] = ()  # every action as JSON, the opening included
    margin: float = 0.0  # A's mean return minus B's mean return


def play_game(
    game: Game,
    options: dict[str, Any],
    bot_a: str,
    bot_b: str,
    seed: int,
    index: int,
    opening_plies: int = 2,
    max_plies: int = 1000,
    clock: str = "wall",
    by_deal: bool = False,
) -> GameResult:
    """Play game number `index` of a match; a game still running after `max_plies` is a draw.

    `clock` is what the bots' budgets count: `wall` or `cpu` seconds. With
    `by_deal` the game ends with its first deal (see `Game.deal_returns`).
    """
    with measured_by(clock) as timer:
        return _play_game(
            game, options, bot_a, bot_b, seed, index, opening_plies, max_plies, timer, by_deal
        )


def _play_game(
    game: Game,
    options: dict[str, Any],
    bot_a: str,
    bot_b: str,
    seed: int,
    index: int,
    opening_plies: int,
    max_plies: int,
    timer: Callable[[], float],
    by_deal: bool = False,
) -> GameResult:
    unit, seating, deal_seed = placement(game, options, seed, index)
    state = game.new_state(options, seed=deal_seed)
    if not game.has_chance:
        opening = random.Random(derive_seed(seed, "opening", unit))
        for _ in range(opening_plies):
            if state.is_terminal():
                break
            state.apply(opening.choice(state.legal_actions()), checked=False)
    bots = {"A": parse_bot(bot_a, game, options), "B": parse_bot(bot_b, game, options)}
    rngs = [random.Random(derive_seed(seed, "bot", index, s)) for s in range(len(seating))]
    think = {side: [0.0, 0, 0.0] for side in bots}
    plies = 0
    deal: tuple[float, ...] | None = None
    while (seat := state.current_seat()) is not None and plies < max_plies:
        if by_deal and (deal := game.deal_returns(state)) is not None:
            break
        side = seating[seat]
        start = timer()
        action = bots[side].choose(state, seat, rngs[seat])
        spent = timer() - start
        tally = think[side]
        tally[0] += spent
        tally[1] += 1
        tally[2] = max(tally[2], spent)
        state.apply(action, seat)
        plies += 1
    if by_deal:
        deal = game.deal_returns(state)
        finished = deal is not None
        returns = deal if deal is not None else (0.0,) * len(seating)
    else:
        result = state.outcome()
        finished = result is not None
        returns = result.returns if result is not None else (0.0,) * len(seating)
    return GameResult(
        index=index,
        unit=unit,
        deal_seed=deal_seed,
        seating=seating,
        returns=tuple(returns),
        score=side_score(seating, tuple(returns)),
        margin=side_margin(seating, tuple(returns)),
        plies=plies,
        finished=finished,
        think={side: (t[0], int(t[1]), t[2]) for side, t in think.items()},
        actions=tuple(a.to_json() for _, a in state.history),
    )


def play_unit(
    game: Game,
    options: dict[str, Any],
    bot_a: str,
    bot_b: str,
    seed: int,
    unit: int,
    clock: str = "wall",
    by_deal: bool | None = None,
) -> list[GameResult]:
    """Every game of unit number `unit` of a match: one deal in each seating (duplicate.py).

    `by_deal` (default: whether the game scores by deal) stops each game at the
    end of its first deal. A's result for the unit is `unit_score` of these games.
    """
    if by_deal is None:
        by_deal = game.scores_by_deal
    return [
        play_game(game, options, bot_a, bot_b, seed, index, clock=clock, by_deal=by_deal)
        for index in unit_games(game, options, unit)
    ]


@dataclass(frozen=True)
class MatchResult:
    game: str
    bot_a: str
    bot_b: str
    seed: int
    duplicate: bool
    games: list[GameResult]
    by_deal: bool = False

    def unit_scores(self) -> list[float]:
        """A's points per unit (a game, or a duplicate-deal group).

        Whole games: the mean of A's game scores. Single deals: 1, 1/2 or 0 by
        the sign of A's margins summed over the seatings, so that a big win
        with bad cards outweighs a small loss with good ones.
        """
        units: dict[int, list[GameResult]] = {}
        for result in self.games:
            units.setdefault(result.unit, []).append(result)
        return [
            unit_score([r.margin for r in unit], [r.score for r in unit], self.by_deal)
            for _, unit in sorted(units.items())
        ]

    def mean_margin(self) -> float:
        """A's mean margin per game (per seating of a deal when scored by deal)."""
        return sum(r.margin for r in self.games) / len(self.games) if self.games else 0.0

    def summary(self) -> Summary:
        return summarize(self.unit_scores())

    def game_summary(self) -> Summary:
        """The same tally game by game (for duplicate deals, alongside the per-unit one)."""
        return summarize([r.score for r in self.games])

    def unfinished(self) -> int:
        return sum(1 for r in self.games if not r.finished)

    def think_time(self, side: str) -> tuple[float, float]:
        """Mean and longest seconds per move of one side."""
        total = sum(r.think[side][0] for r in self.games)
        moves = sum(r.think[side][1] for r in self.games)
        longest = max((r.think[side][2] for r in self.games), default=0.0)
        return (total / moves if moves else 0.0, longest)


def match_size(game: Game, options: dict[str, Any], games: int) -> int:
    """`games` rounded up to whole duplicate units (pairs, for two sides) in games with chance."""
    per_unit = unit_size(game, options)
    return -(-games // per_unit) * per_unit


def run_match(
    game: Game,
    options: dict[str, Any],
    bot_a: str,
    bot_b: str,
    games: int,
    seed: int = 0,
    jobs: int = 1,
    opening_plies: int = 2,
    max_plies: int = 1000,
    progress: Callable[[int], None] | None = None,
    clock: str = "wall",
    by_deal: bool | None = None,
) -> MatchResult:
    """Play `games` games (rounded up to whole duplicate units), in `jobs` processes.

    `progress` is called with 1 after each game (a tqdm bar's `update`).
    `by_deal` (default: whether the game scores by deal) plays first deals only.
    Bot names are checked before any game starts, so a typo fails at once.
    """
    parse_bot(bot_a, game, options)
    parse_bot(bot_b, game, options)
    total = match_size(game, options, games)
    if by_deal is None:
        by_deal = game.scores_by_deal
    elif by_deal and not game.scores_by_deal:
        raise ValueError(f"{game.id} is not scored deal by deal")
    args = (opening_plies, max_plies, clock, by_deal)
    results: list[GameResult] = []
    if jobs <= 1:
        for index in range(total):
            results.append(play_game(game, options, bot_a, bot_b, seed, index, *args))
            if progress is not None:
                progress(1)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [
                pool.submit(play_game, game, options, bot_a, bot_b, seed, index, *args)
                for index in range(total)
            ]
            for future in as_completed(futures):
                results.append(future.result())
                if progress is not None:
                    progress(1)
    results.sort(key=lambda r: r.index)
    return MatchResult(game.id, bot_a, bot_b, seed, game.has_chance, results, by_deal)
