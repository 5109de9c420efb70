"""The games by id: the club's own (`igroteka.games.GAMES`) and any registered while running.

`all_games()` and `get_game()` register the club's games on first use, from
the list in igroteka/games/__init__.py (a new game adds its package there).
Tests and the server's `IGROTEKA_GAME_MODULES` add other games with
`register`.
"""

from __future__ import annotations

from igroteka.engine.errors import UnknownGame
from igroteka.engine.game import MAX_SEATS, Game
from igroteka.engine.i18n import Text

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    if not 1 <= game.min_seats <= game.max_seats <= MAX_SEATS:
        seats = f"{game.min_seats}..{game.max_seats}"
        raise ValueError(f"{game.id}: seats {seats} outside 1..{MAX_SEATS}")
    if game.id in _GAMES and type(_GAMES[game.id]) is not type(game):
        raise ValueError(f"two games registered as {game.id}")
    _GAMES[game.id] = game
    return game


def unregister(game: Game) -> None:
    """Take a game off the registry (tests register small games only while they run)."""
    if _GAMES.get(game.id) is game:
        del _GAMES[game.id]


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    # Imported here, not at the top: the games import the engine, and importing the
    # engine must not import every game.
    from igroteka.games import GAMES

    for game in GAMES:
        register(game)
    _loaded = True


def all_games() -> list[Game]:
    _load_all()
    return [_GAMES[key] for key in sorted(_GAMES)]


def get_game(game_id: str) -> Game:
    _load_all()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise UnknownGame(
            Text(
                "Нет такой игры: «{id}» (есть: {known})", "No such game: '{id}' (known: {known})"
            ).with_params(id=game_id, known=known),
        ) from None
