"""«Разбор партии»: each decision of one seat in a finished game, against the hard bot's.

For every decision the seat made with a real choice, the judge (the `hard` level by
default) chooses from the same position, and both choices are valued by playing the game
on from there many times: the expected result of the move the player made against the
expected result of the judge's. The difference is what the player's choice cost.

What the player could not know stays unknown: each playout starts from a world drawn by
`bots.base.sample_state` from the seat's own knowledge (its view, never the other hands),
with future chance re-seeded, exactly as the bots search; the judge sees the real state
only through the same door, since a bot cannot cheat by construction. The two choices
are played out in the same worlds with the same luck (common random numbers), so their
difference is measured far more precisely than either value.

The unit is what the game is played for. A game scored by deal (`Game.scores_by_deal`:
Kozel, Klabor, Go-Stop) is valued by the result of the deal the decision was made in
(`Game.deal_results`), in that game's points; any other game by the expected score of
its end, 1 for a win, ½ for a draw, 0 for a loss (`Outcome.returns` run from -1 to 1),
with playouts cut at a horizon where the game's evaluation takes over. A game of two sides
with nothing hidden and no chance is valued exactly instead (alpha-beta to a fixed depth,
`Reviewer`), so its review has no luck in it at all.

A choice is marked a mistake when it cost at least the unit's threshold and the cost is
more than twice its standard error over the worlds: a difference the playouts cannot
tell from luck is never called a mistake.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from igroteka.bots.alphabeta import AlphaBetaBot
from igroteka.bots.base import Player, sample_state, team_map
from igroteka.bots.levels import parse_bot, search_kind
from igroteka.engine.errors import IgrotekaError
from igroteka.engine.game import DISCRETE, Game, State
from igroteka.engine.i18n import Text
from igroteka.engine.registry import get_game
from igroteka.engine.replay import GameRecord
from igroteka.review.open_cards import OpenDeal, open_deals

# What a choice must cost, in the game's unit, to be marked as a mistake.
MISTAKE = {"score": 0.1, "points": 1.0}
# A playout of a game scored at its end stops after this many moves and takes the game's
# own evaluation (`State.evaluate`, from -1 to 1, read as a share of a win) from there: a
# whole game played on by a noisy bot mostly measures the bot's noise. A deal is short
# enough to play to its end.
HORIZON = 16
MAX_PLAYOUT_MOVES = 3000
# Moves reviewed in one go (one job of the club's review worker): progress is told per part.
CHUNK = 8

NOT_FINISHED = Text(
    "Разбор возможен только для законченной игры",
    "Only a finished game can be reviewed",
)
NO_SUCH_SEAT = Text("В этой игре нет места {seat}", "This game has no seat {seat}")


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: what it played, what the judge would have, and
    the expected result of each (with the standard error of their difference)."""

    move: int  # the index of the move in the record (0 is the first move)
    seat: int
    played: str  # in the game's notation
    played_label: Text
    best: str
    best_label: Text
    value_played: float
    value_best: float
    error: float
    mistake: bool

    @property
    def cost(self) -> float:
        return max(0.0, self.value_best - self.value_played)

    def to_json(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "seat": self.seat,
            "played": self.played,
            "played_label": self.played_label.to_json(),
            "best": self.best,
            "best_label": self.best_label.to_json(),
            "value_played": round(self.value_played, 4),
            "value_best": round(self.value_best, 4),
            "cost": round(self.cost, 4),
            "error": round(self.error, 4),
            "mistake": self.mistake,
        }


@dataclass
class Review:
    """The review of one seat's play: its decisions and the expected result after each move."""

    game: str
    seat: int
    unit: str  # "score" (0 to 1 of a win) or "points" (of the deal each move belongs to)
    hidden: bool  # whether the game hides cards: then every value is from the seat's view
    worlds: int
    judge: str
    decisions: list[Decision] = field(default_factory=list)
    # (move index, expected result for the seat after that move), one per move of the game.
    curve: list[tuple[int, float]] = field(default_factory=list)
    # The second line of a card game with an all-seeing player (open_cards.py): each deal
    # replayed with every card open. It uses every hand, so it is made for a finished game
    # only and never enters the decisions' values. None for the other games.
    open_cards: list[OpenDeal] | None = None

    def mistakes(self) -> list[Decision]:
        return [d for d in self.decisions if d.mistake]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "unit": self.unit,
            "hidden": self.hidden,
            "worlds": self.worlds,
            "judge": self.judge,
            "decisions": [d.to_json() for d in self.decisions],
            "curve": [[move, round(value, 4)] for move, value in self.curve],
            "open_cards": (
                None if self.open_cards is None else [d.to_json() for d in self.open_cards]
            ),
        }


class _Valuer:
    """Plays a position on in `worlds` worlds the seat cannot tell apart and averages its
    result; the same world seeds for every position of one decision."""

    def __init__(self, game: Game, seat: int, policy: str, options: dict[str, Any]) -> None:
        self.game = game
        self.seat = seat
        self.unit = "points" if game.scores_by_deal else "score"
        seats = game.seat_count(options)
        self.players: list[Player] = [parse_bot(policy, game, options) for _ in range(seats)]

    def results(
        self, state: State, seeds: list[int], deals_before: int, action: Any = None
    ) -> list[float]:
        """The seat's result in each world (one per seed) drawn at `state`, after `action`
        by the seat when given. The world is drawn before the action, so what the action
        turns up (a card flipped from the stock) is drawn too, as the seat had to expect it."""
        return [self._one(state, seed, deals_before, action) for seed in seeds]

    def _one(self, state: State, seed: int, deals_before: int, action: Any) -> float:
        rng = random.Random(seed)
        world = sample_state(state, self.seat, rng)
        if action is not None:
            world.apply(action, self.seat)
        horizon = MAX_PLAYOUT_MOVES if self.unit == "points" else HORIZON
        for _ in range(horizon):
            value = self._settled(world, deals_before)
            if value is not None:
                return value
            mover = world.acting()[0]
            world.apply(self.players[mover].choose(world, mover, rng), mover, checked=False)
        return self._unit(world.evaluate(self.seat))

    def _settled(self, world: State, deals_before: int) -> float | None:
        if self.unit == "points":
            results = self.game.deal_results(world)
            if len(results) > deals_before:
                return results[deals_before][self.seat]
        outcome = world.outcome()
        if outcome is None:
            return None
        return self._unit(outcome.returns[self.seat])

    def _unit(self, value: float) -> float:
        if self.unit == "points":
            return value
        return min(1.0, max(0.0, (value + 1.0) / 2.0))


def _stderr(differences: list[float]) -> float:
    n = len(differences)
    if n < 2:
        return 0.0
    mean = sum(differences) / n
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    return math.sqrt(variance / n)


class Reviewer:
    """Values positions and judges decisions for one seat of one game; `review_moves`
    walks a record with it. Everything it computes depends on the state only through what
    the seat knows (`sample_state`, and the judge, a bot), which tests/review checks.

    A game of two sides with nothing hidden and no chance and a list of moves to search
    (checkers, Ugolki for two; not Chapaev's flicks) is valued exactly instead of by
    playouts: alpha-beta to a fixed depth (`AlphaBetaBot.values`) gives the same figures
    every time, as a chess engine's review does."""

    def __init__(
        self,
        game: Game,
        options: dict[str, Any],
        seat: int,
        *,
        judge: str,
        policy: str,
        depth: int = 4,
    ) -> None:
        self.game = game
        self.seat = seat
        self.depth = depth
        self.valuer = _Valuer(game, seat, policy, options)
        self.judge = parse_bot(judge, game, options)
        seats = game.seat_count(options)
        self.teams = team_map(game, options, seats)
        exact = (
            search_kind(game, options) is AlphaBetaBot
            and self.valuer.unit == "score"
            and game.action_space == DISCRETE  # a flick's sampled aims are too many to search
        )
        self.exact = AlphaBetaBot(time_budget=None) if exact else None

    @property
    def unit(self) -> str:
        return self.valuer.unit

    def deals_before(self, state: State) -> int:
        return len(self.game.deal_results(state)) if self.unit == "points" else 0

    def values(self, state: State, seeds: list[int]) -> list[float]:
        """The seat's result in each world (one per seed) played on from `state`."""
        return self.valuer.results(state, seeds, self.deals_before(state))

    def after(self, before: State, action: Any, actor: int, seeds: list[int]) -> float:
        """The seat's expected result once `actor` has played `action` in `before`."""
        if self.exact is not None:
            value = self.exact.values(before, actor, [action], self.depth)[0]
            return self._score(value if self.teams[actor] == self.teams[self.seat] else -value)
        after = before.clone()
        after.apply(action, actor)
        values = self.valuer.results(after, seeds, self.deals_before(before))
        return sum(values) / len(values)

    @staticmethod
    def _score(value: float) -> float:
        return (value + 1.0) / 2.0

    def decide(self, state: State, action: Any, move: int, seeds: list[int]) -> Decision:
        """The seat's `action` in `state` against the judge's choice, each played on in the
        same worlds (one per seed), drawn from what the seat knew before it chose."""
        seat = self.seat
        best = self.judge.choose(state.clone(), seat, random.Random(seeds[0]))
        if self.exact is not None:
            exact = self.exact.values(state, seat, [action, best], self.depth)
            played, best_values = [self._score(exact[0])], [self._score(exact[1])]
        else:
            deals_before = self.deals_before(state)
            played = self.valuer.results(state, seeds, deals_before, action)
            best_values = (
                played if best == action else self.valuer.results(state, seeds, deals_before, best)
            )
        value_played = sum(played) / len(played)
        value_best = sum(best_values) / len(best_values)
        error = _stderr([b - p for b, p in zip(best_values, played, strict=True)])
        cost = value_best - value_played
        return Decision(
            move=move,
            seat=seat,
            played=state.action_text(action),
            played_label=state.action_label(action),
            best=state.action_text(best),
            best_label=state.action_label(best),
            value_played=value_played,
            value_best=value_best,
            error=error,
            mistake=cost >= MISTAKE[self.unit] and cost > 2 * error,
        )


@dataclass(frozen=True)
class Settings:
    """How a review is made: playouts per position, the judge, the playouts' bot, its luck."""

    worlds: int = 12
    judge: str = "hard"
    policy: str = "easy"
    seed: int = 0
    depth: int = 4  # plies of the exact valuation (two sides, nothing hidden, no chance)

    def worlds_for(self, game: Game) -> int:
        """The playouts per position in `game`: the settings', or fewer where the game asks
        (`Game.review_worlds`: its playouts are dear)."""
        return min(self.worlds, game.review_worlds or self.worlds)

    def seeds(self, move: int, game: Game | None = None) -> list[int]:
        """The worlds of one move: the same for the same move whichever part of the game is
        reviewed first, so a review made in parts (the club's workers) is the whole one."""
        rng = random.Random(f"{self.seed}:{move}")
        count = self.worlds if game is None else self.worlds_for(game)
        return [rng.getrandbits(64) for _ in range(count)]


@dataclass(frozen=True)
class MoveReview:
    """What one move of the record gave: the seat's decision there (None when the move was
    another seat's or forced) and the seat's expected result after it."""

    move: int
    decision: Decision | None
    after: float


def review_moves(
    record: GameRecord, seat: int, start: int, stop: int, settings: Settings
) -> list[MoveReview]:
    """Moves `start` to `stop` (exclusive) of `record`, reviewed for `seat`."""
    game = get_game(record.game)
    options = game.options.validate(record.options)
    state = game.new_state(options, record.seed)
    if not 0 <= seat < game.seat_count(options):
        raise IgrotekaError(NO_SUCH_SEAT.with_params(seat=seat), code="bad_seat")
    reviewer = Reviewer(
        game, options, seat, judge=settings.judge, policy=settings.policy, depth=settings.depth
    )
    out = []
    for index, (recorded_seat, data) in enumerate(record.moves()[:stop]):
        action = state.action_from_json(data)
        actor = recorded_seat if recorded_seat is not None else state.acting_seat(None)
        if index < start:
            state.apply(action, actor)
            continue
        seeds = settings.seeds(index, game)
        decision = None
        if actor == seat and len(state.legal_actions(seat)) > 1:
            decision = reviewer.decide(state, action, index, seeds)
        after = reviewer.after(state, action, actor, seeds)
        state.apply(action, actor)
        out.append(MoveReview(index, decision, after))
    return out


def assemble(
    record: GameRecord,
    seat: int,
    settings: Settings,
    moves: list[MoveReview],
    open_cards: list[OpenDeal] | None = None,
) -> Review:
    """The review of `seat` from its moves' reviews, in the order of the game, with the
    open-cards line (`open_deals`) where the game has one."""
    game = get_game(record.game)
    unit = "points" if game.scores_by_deal else "score"
    worlds = settings.worlds_for(game)
    result = Review(game.id, seat, unit, game.hidden_information, worlds, settings.judge)
    result.open_cards = open_cards
    for item in sorted(moves, key=lambda m: m.move):
        if item.decision is not None:
            result.decisions.append(item.decision)
        result.curve.append((item.move, item.after))
    return result


def review_record(
    record: GameRecord,
    seat: int,
    *,
    worlds: int = 12,
    judge: str = "hard",
    policy: str = "easy",
    seed: int = 0,
    depth: int = 4,
    progress: Callable[[int, int], None] | None = None,
    ended_off_the_board: bool = False,
    moves: int | None = None,
) -> Review:
    """Review `seat`'s decisions in the finished game `record`.

    `worlds`: playouts per position; `judge`: the bot whose choice is the yardstick (a level
    or a bot spec, as `igroteka arena` names them); `policy`: the bot that plays every seat
    in the playouts; `seed`: the review's own luck, so the same review gives the same
    figures; `progress(done, total)` is told after each move. A game that ended off the
    board (on time, by resignation: the club's record says so) is reviewed up to its last
    move with `ended_off_the_board`; any other record must reach the end of the rules.
    `moves`: review only the game's first moves (a quick look at a long game; the
    open-cards line then covers the deals begun by then).
    """
    settings = Settings(worlds, judge, policy, seed, depth)
    game = get_game(record.game)
    end = game.new_state(game.options.validate(record.options), record.seed)
    for recorded_seat, data in record.moves():
        action = end.action_from_json(data)
        end.apply(action, recorded_seat if recorded_seat is not None else end.acting_seat(None))
    if not end.is_terminal() and not ended_off_the_board:
        raise IgrotekaError(NOT_FINISHED, code="not_finished")
    total = len(record.actions) if moves is None else max(0, min(moves, len(record.actions)))
    reviewed: list[MoveReview] = []
    for start in range(0, total, CHUNK):
        reviewed += review_moves(record, seat, start, min(total, start + CHUNK), settings)
        if progress is not None:
            progress(len(reviewed), total)
    if total == 0:
        review_moves(record, seat, 0, 0, settings)  # still refuses a seat the game lacks
    open_cards = open_deals(record, seat, seed=seed, until=total if moves is not None else None)
    return assemble(record, seat, settings, reviewed, open_cards)
