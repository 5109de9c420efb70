"""The review's second line for card games: each deal played again with every card open.

A player who lost a deal asks whether the cards or the play lost it. The answer the issue
gives is the deal as it would have gone had every seat seen every hand: the game's
all-seeing player (`Game.arena_bots["oracle"]`: hard's search on the true deal, for
Kozel, Klabor, Go-Stop and Kings Bounty; for the other hidden-information games the
club's generic hard search with every card revealed, igroteka/bots/all_seeing.py) sits at
every seat and plays the deal from its first card, as it was dealt. Its result against
the deal's real result says what the cards allowed. A game not scored by deals (Sequence)
is one "deal": the whole game, valued by its result (+1 a win, -1 a loss).

This line uses cards the seat could not see, on purpose and labelled as such; it is only
ever made for a finished game, whose cards are all public by then (the replay shows
them). The decisions of the review never use it: they are valued from the seat's own
view (review.py). Future deals stay unknown even here: the oracle's knowledge ends where
its deal does, and each deal starts again from the real deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from igroteka.bots.all_seeing import AllSeeing
from igroteka.bots.base import Player
from igroteka.bots.levels import search_kind
from igroteka.engine.game import Game, State
from igroteka.engine.i18n import Text
from igroteka.engine.registry import get_game
from igroteka.engine.replay import GameRecord

# The all-seeing player's think time per decision in the review: the true deal is one
# world, so the arena's 0.45 s of samples buys little more than a tenth of it, and a
# match of ten deals is replayed in seconds rather than minutes.
ORACLE_TIME = 0.1
# A deal that never ends under the oracle (it cannot in these games) stops here.
MAX_DEAL_MOVES = 2000


@dataclass(frozen=True)
class OpenMove:
    seat: int
    move: str  # in the game's notation
    label: Text

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "move": self.move, "label": self.label.to_json()}


@dataclass(frozen=True)
class OpenDeal:
    """One deal: the seat's points as it was played and as the all-seeing players played it."""

    deal: int  # from 0
    start: int  # the index in the record of the deal's first move
    played: float
    open: float
    line: list[OpenMove] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "start": self.start,
            "played": round(self.played, 4),
            "open": round(self.open, 4),
            "line": [m.to_json() for m in self.line],
        }


def has_open_cards(game: Game) -> bool:
    """Whether the game's review has the second line: every game with hidden cards."""
    return game.hidden_information


def _oracle(game: Game, options: dict[str, Any], time_limit: float) -> Player:
    """The game's own all-seeing player, else the club's search for the game (ISMCTS, as
    the generic hard level) made all-seeing, with the review's short think time: on the
    true deal one world is all there is to search."""
    factory = game.arena_bots.get("oracle")
    if factory is not None:
        # Settings as `igroteka arena` passes them (`bots.levels.parse_bot`): one mapping,
        # holding the think time under the name the player declares for it.
        declared = getattr(factory, "SETTINGS", {})
        settings = {key: time_limit for key in ("time_limit", "time") if key in declared}
        player: Player = factory(settings) if settings else factory()
        return player
    return AllSeeing(search_kind(game, options)(time_budget=time_limit))


def _results(game: Game, state: State) -> list[tuple[float, ...]]:
    """Each scored deal's results; a game not scored by deals is one deal, its result."""
    if game.scores_by_deal:
        return game.deal_results(state)
    outcome = state.outcome()
    return [] if outcome is None else [tuple(outcome.returns)]


def open_deals(
    record: GameRecord,
    seat: int,
    *,
    seed: int = 0,
    time_limit: float = ORACLE_TIME,
    until: int | None = None,
) -> list[OpenDeal] | None:
    """Every deal of `record` that was played to its end (and, with `until`, began before
    that move), replayed by the all-seeing player at every seat, with `seat`'s points both
    ways; None for a game with no such player."""
    game = get_game(record.game)
    if not has_open_cards(game):
        return None
    options = game.options.validate(record.options)
    state = game.new_state(options, record.seed)
    starts: list[tuple[int, State]] = [(0, state.clone())]
    for index, (recorded_seat, data) in enumerate(record.moves()):
        action = state.action_from_json(data)
        state.apply(action, recorded_seat if recorded_seat is not None else state.acting_seat(None))
        if len(_results(game, state)) == len(starts) and not state.is_terminal():
            starts.append((index + 1, state.clone()))
    results = _results(game, state)
    players = [_oracle(game, options, time_limit) for _ in range(game.seat_count(options))]
    out = []
    for deal, (start, begin) in enumerate(starts[: len(results)]):
        if until is not None and start >= until:
            break
        rng = random.Random(f"{seed}:open:{deal}")
        world = begin.clone()
        line = []
        for _ in range(MAX_DEAL_MOVES):
            if len(_results(game, world)) > deal or world.is_terminal():
                break
            mover = world.acting()[0]
            action = players[mover].choose(world.clone(), mover, rng)
            line.append(OpenMove(mover, world.action_text(action), world.action_label(action)))
            world.apply(action, mover)
        reached = _results(game, world)
        if len(reached) <= deal:
            continue  # the match ended another way (cannot happen in these games)
        out.append(OpenDeal(deal, start, results[deal][seat], reached[deal][seat], line))
    return out
