"""Duplicate deals: the same deal played once per seating, so the cards cannot decide.

Seating: with two sides (two seats, or two teams), bot A takes the first
side in the first game of a unit and the second in the next; with more
sides, A takes each side in turn and B every other seat. The games of one
rotation form a *unit*:

- games with chance use duplicate deals: every game of a unit starts from
  the same seed (the same shuffle, the same dice), with the sides swapped,
  so luck cancels out, and the unit is scored as a whole;
- games without chance get a fresh random opening per game (otherwise two
  deterministic bots would replay the same two games forever), and each
  game is scored alone.

Games scored by what a deal pays (`Game.scores_by_deal`: Kozel and Klabor,
whose matches run to many deals, and Go-Stop, one deal a game) are scored
deal by deal: A's result in one play is what the deal pays A's side against
B's (`Game.deal_returns`), and A wins the unit when its results over the
seatings add up to more than nothing, so a big win with poor cards outweighs
a small loss with good ones. Other games are scored by who won each game.

Everything is derived from the match seed and the game's number, so a
comparison is reproducible and does not depend on how many processes play
it. `igroteka arena` (igroteka/arena/match.py) plays the games; this module
says who sits where, which deal each game gets, and how a unit is scored.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from igroteka.engine.game import Game
from igroteka.engine.randomness import seed_to_int


def derive_seed(seed: int, *parts: object) -> int:
    """A seed for one purpose ("deal", unit 7) derived from the match seed."""
    return seed_to_int(":".join(str(p) for p in (seed, *parts)))


def seatings(game: Game, options: dict[str, Any]) -> list[tuple[str, ...]]:
    """For each game of a unit, which bot ('A' or 'B') sits in each seat."""
    seats = game.seat_count(options)
    teams = game.teams(options)
    if len(teams) == 2:
        rotations = [teams, teams[::-1]]
        return [
            tuple("A" if seat in rotation[0] else "B" for seat in range(seats))
            for rotation in rotations
        ]
    return [tuple("A" if seat in team else "B" for seat in range(seats)) for team in teams]


def unit_size(game: Game, options: dict[str, Any]) -> int:
    """Games per unit: one per seating for games with chance, else one."""
    return len(seatings(game, options)) if game.has_chance else 1


def placement(
    game: Game, options: dict[str, Any], seed: int, index: int
) -> tuple[int, tuple[str, ...], int]:
    """Game number `index` of a match: its unit, its seating and the seed of its deal."""
    rotations = seatings(game, options)
    unit = index // len(rotations) if game.has_chance else index
    return unit, rotations[index % len(rotations)], derive_seed(seed, "deal", unit)


def unit_games(game: Game, options: dict[str, Any], unit: int) -> range:
    """The numbers of the games that make up unit number `unit`."""
    size = unit_size(game, options)
    return range(unit * size, (unit + 1) * size)


def side_margin(seating: tuple[str, ...], returns: tuple[float, ...]) -> float:
    """A's mean return minus B's mean return."""

    def mean(side: str) -> float:
        values = [r for r, s in zip(returns, seating, strict=True) if s == side]
        return sum(values) / len(values)

    return mean("A") - mean("B")


def side_score(seating: tuple[str, ...], returns: tuple[float, ...]) -> float:
    """A's points: 1 if A's side ended strictly ahead of every seat of B, 1/2 if level, else 0."""
    a = sum(r for r, side in zip(returns, seating, strict=True) if side == "A") / seating.count("A")
    b = max(r for r, side in zip(returns, seating, strict=True) if side == "B")
    return 1.0 if a > b else 0.5 if a == b else 0.0


def unit_score(margins: Sequence[float], scores: Sequence[float], by_deal: bool) -> float:
    """A's points for one unit from its games' margins and scores (see the module docstring)."""
    if by_deal:
        total = sum(margins)
        return 1.0 if total > 0 else 0.5 if total == 0 else 0.0
    return sum(scores) / len(scores)
