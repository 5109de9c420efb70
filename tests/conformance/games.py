"""The games the conformance suite runs: every registered game, every preset, and two test games.

The club's games come from the registry (`igroteka.engine.registry.all_games`,
filled from igroteka/games/__init__.py), so a new game is checked by being
listed there and nothing else. The two test-only games add the paths no club
game takes yet: three seats acting at once with sealed choices and a
continuous action (tests/engine/sealed_game.py), and a tiny race with dice
(tests/engine/fixture_game.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from igroteka.engine import Game, UnknownGame, all_games, get_game, register, unregister
from tests.engine import sealed_game
from tests.engine.fixture_game import RaceGame

TEST_GAMES: tuple[Game, ...] = (sealed_game.GAME, RaceGame())


@dataclass(frozen=True)
class Case:
    """One game under one preset (None: a game without presets, at its defaults)."""

    game: Game
    preset: str | None

    @property
    def id(self) -> str:
        return f"{self.game.id}-{self.preset}" if self.preset else self.game.id

    def options(self) -> dict:
        return self.game.resolve_options(self.preset)


def games() -> list[Game]:
    """The registered games, then the test-only ones not registered under their id already."""
    found = list(all_games())
    ids = {game.id for game in found}
    return found + [game for game in TEST_GAMES if game.id not in ids]


def cases() -> list[Case]:
    return [
        Case(game, preset.key) for game in games() for preset in (game.options.presets or ())
    ] + [Case(game, None) for game in games() if not game.options.presets]


@contextmanager
def registered(game: Game) -> Iterator[Game]:
    """The game as the registry holds it while the block runs (a record replays by id).

    A test game another test module registered stays registered; one this
    block registered is taken off again.
    """
    try:
        held: Game | None = get_game(game.id)
    except UnknownGame:
        held = None
    if held is not None:
        yield held
        return
    register(game)
    try:
        yield game
    finally:
        unregister(game)
