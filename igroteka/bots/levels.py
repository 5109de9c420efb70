"""Difficulty levels, and bot names as the arena and the command line write them.

The algorithm follows from the game's properties, never from its name: two
sides with nothing hidden and no dice → alpha-beta; hidden cards → ISMCTS;
anything else (dice, three or more sides) → MCTS. The time budget comes from
`Game.bot_time_budget` (hard thinks that long; medium a fraction of it).

- easy: one action ahead with noise (`GreedyBot`): legal, sensible, beatable;
- medium: a shallow search (alpha-beta to depth 2, or a tenth of the
  budget's iterations of (IS)MCTS);
- hard: the full search within the budget.

A game may tune a level's search (`Game.search_settings`, e.g. playouts that
end at the tree, with no random plies).

A game that has players of its own for a level (`Game.bot_factories`: Kozel's
partner who signals, Go-Stop's Go/Stop judge) gets those instead.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from igroteka.bots.alphabeta import AlphaBetaBot
from igroteka.bots.base import Bot, BotError, Player
from igroteka.bots.greedy import GreedyBot
from igroteka.bots.ismcts import ISMCTSBot
from igroteka.bots.mcts import MCTSBot
from igroteka.bots.random_bot import RandomBot
from igroteka.engine.game import Game
from igroteka.engine.i18n import Text

LEVELS = ("easy", "medium", "hard")
KINDS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "alphabeta": AlphaBetaBot,
    "mcts": MCTSBot,
    "ismcts": ISMCTSBot,
}
# Short names for settings in a bot spec ("alphabeta:depth=3,time=0.5").
ALIASES = {
    "depth": "max_depth",
    "time": "time_budget",
    "c": "exploration",
    "rollout": "rollout_depth",
    "samples": "solve_samples",
}


def search_kind(game: Game, options: dict[str, Any]) -> type[Bot]:
    """The search that fits the game: what `hard` and `medium` use."""
    if game.hidden_information:
        return ISMCTSBot
    if len(game.teams(options)) == 2 and not game.has_chance:
        return AlphaBetaBot
    return MCTSBot


def make_bot(game: Game, level: str, options: dict[str, Any] | None = None) -> Player:
    """The bot a table gets for `level` (easy, medium, hard, or random)."""
    options = options if options is not None else game.resolve_options()
    own = game.bot_factories.get(level)
    if own is not None:
        player: Player = own()
        return player
    budget = game.bot_time_budget
    kind = search_kind(game, options)
    if level == "random":
        return RandomBot()
    if level == "easy":
        return GreedyBot(noise=0.2)
    tuned = dict(game.search_settings.get(level, {}))
    if level == "medium":
        if kind is AlphaBetaBot:
            return AlphaBetaBot(**{"max_depth": 2, "time_budget": budget / 4, **tuned})
        return kind(**{"time_budget": budget / 10, **tuned})
    if level == "hard":
        return kind(**{"time_budget": budget, **tuned})
    raise BotError(
        Text(
            "Нет такого уровня: «{level}» (есть: {known})",
            "No such level: '{level}' (known: {known})",
        ).with_params(level=level, known=", ".join(("random", *LEVELS)))
    )


def parse_bot(spec: str, game: Game, options: dict[str, Any] | None = None) -> Player:
    """A bot from its name: a level, or a kind with settings (`mcts:iterations=500,c=0.7`).

    A game's own level takes the settings its player declares (`hard:samples=600`).
    A game's measurement-only players (`Game.arena_bots`, e.g. `oracle`) are named here too.
    """
    name, _, settings = spec.partition(":")
    if name in ("random", *LEVELS) and not settings:
        return make_bot(game, name, options)
    own = game.bot_factories.get(name) or game.arena_bots.get(name)
    if own is not None:
        return _own_bot(own, name, settings)
    if name not in KINDS:
        raise BotError(
            Text(
                "Нет такого бота: «{name}» (есть: {known})",
                "No such bot: '{name}' (known: {known})",
            ).with_params(name=name, known=", ".join(("random", *LEVELS, *KINDS)))
        )
    cls = KINDS[name]
    fields = {f.name: f for f in dataclasses.fields(cls)}
    values: dict[str, Any] = {}
    for item in filter(None, settings.split(",")):
        key, sep, raw = item.partition("=")
        field = fields.get(ALIASES.get(key.strip(), key.strip()))
        if not sep or field is None:
            raise BotError(
                Text(
                    "Бот {name}: непонятная настройка «{item}» (есть: {known})",
                    "Bot {name}: unknown setting '{item}' (known: {known})",
                ).with_params(name=name, item=item, known=", ".join(_setting_names(cls)))
            )
        values[field.name] = _convert(name, key, raw.strip(), str(field.type))
    return cls(**values)


def _own_bot(factory: Any, name: str, settings: str) -> Player:
    """A game's own level with settings (`hard:samples=600`), as its class declares them.

    A game's player lists what it can be tuned by in `SETTINGS` (name -> its type,
    int or float, and its smallest value); a name it does not list is refused rather
    than silently ignored, so an arena run never measures a setting that did nothing.
    """
    known: dict[str, tuple[type, float]] = dict(getattr(factory, "SETTINGS", {}))
    values: dict[str, Any] = {}
    for item in filter(None, settings.split(",")):
        key, sep, raw = item.partition("=")
        key = key.strip()
        if not sep or key not in known:
            raise BotError(
                Text(
                    "Бот {name}: непонятная настройка «{item}» (есть: {known})",
                    "Bot {name}: unknown setting '{item}' (known: {known})",
                ).with_params(name=name, item=item, known=", ".join(known) or "—")
            )
        kind, least = known[key]
        value = _convert(name, key, raw.strip(), kind.__name__)
        if value < least:
            raise BotError(
                Text(
                    "Бот {name}: «{key}» не меньше {least}",
                    "Bot {name}: '{key}' is at least {least}",
                ).with_params(name=name, key=key, least=kind(least))
            )
        values[key] = value
    player: Player = factory(values)
    return player


def _setting_names(cls: type[Bot]) -> list[str]:
    reverse = {v: k for k, v in ALIASES.items()}
    return [reverse.get(f.name, f.name) for f in dataclasses.fields(cls)]


def _convert(name: str, key: str, raw: str, annotation: str) -> Any:
    """A setting's value in its declared type (int or float); 'none' lifts a limit."""
    if raw.lower() == "none" and "None" in annotation:
        return None
    try:
        return float(raw) if "float" in annotation else int(raw)
    except ValueError:
        raise BotError(
            Text(
                "Бот {name}: «{raw}» не число для «{key}»",
                "Bot {name}: '{raw}' is not a number for '{key}'",
            ).with_params(name=name, raw=raw, key=key)
        ) from None
