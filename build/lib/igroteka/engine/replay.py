"""A game is (game id, options, seed, actions): the record the database keeps.

`replay` rebuilds the state from a record; it is how a restarted server resumes
a table and how anyone can check a finished game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.game import State
from igroteka.engine.registry import get_game


@dataclass
class GameRecord:
    game: str
    options: dict[str, Any]
    seed: int
    actions: list[Any] = field(default_factory=list)

    @classmethod
    def of(cls, state: State) -> GameRecord:
        return cls(
            game=state.game.id,
            options=dict(state.options),
            seed=state.seed,
            actions=[a.to_json() for a in state.history],
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options,
            "seed": str(self.seed),
            "actions": self.actions,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        return cls(data["game"], dict(data["options"]), int(data["seed"]), list(data["actions"]))


def replay(record: GameRecord) -> State:
    game = get_game(record.game)
    state = game.new_state(game.options.validate(record.options), record.seed)
    for data in record.actions:
        state.apply(state.action_from_json(data))
    return state
