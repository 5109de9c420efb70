"""The hard level's card play: determinized search with team reward.

For each decision it samples deals of the unseen cards consistent with what
the seat knows (`SeatKnowledge`; with a `PlayModel`, deals that explain the
others' plays so far are drawn more often), and in each sampled deal scores every legal
card: with the last few tricks left, by exact alpha-beta over the rest of the
deal (the partners maximise, the opponents minimise); earlier, by playing the
deal out with the medium policy for all four seats. The card with the best
average wins. Every candidate is scored in the same sampled deals, so the
comparison is not drowned in the noise of the deals themselves.

The reward is the deal's result as the score sheet sees it (game points for
and against the seat's team, a caught queen included) plus a small share of
the card points, so the search also prefers 59 to 31 where both lose 2.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from igroteka.bots.base import timer
from igroteka.cards import SUITS, Suit
from igroteka.games.kozel.knowledge import PlayModel, SeatKnowledge
from igroteka.games.kozel.play import DealPlay
from igroteka.games.kozel.policy import medium_card
from igroteka.games.kozel.scoring import score_catch, score_deal

CARD_POINT_WEIGHT = 0.01
Utility = Callable[[DealPlay], float]


def make_utility(options: Mapping[str, Any], team: int) -> Utility:
    """The value of a finished deal for `team`: game points plus a little of the card points."""
    credit = options["scoring_mode"] != "loser_2_4_6"
    sign = 1.0 if credit else -1.0

    def utility(dp: DealPlay) -> float:
        if dp.caught is not None:
            written = score_catch(options, dp.caught, 0).written
            return sign * (written[team] - written[1 - team])
        points = dp.points
        result = score_deal(
            options, (points[0], points[1]), (dp.tricks[0], dp.tricks[1]), dp.trumper & 1, 0
        )
        game = sign * (result.written[team] - result.written[1 - team])
        return game + CARD_POINT_WEIGHT * (points[team] - points[1 - team])

    return utility


def rollout(dp: DealPlay, rng: random.Random) -> None:
    """Play the deal to its end with the medium policy for every seat."""
    while not dp.finished:
        dp.play(medium_card(dp, rng))


def _moves(dp: DealPlay) -> list[int]:
    mask = dp.legal_mask()
    power = dp.table.power
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    out.sort(key=lambda c: -power[c])
    return out


def exact_value(
    dp: DealPlay,
    team: int,
    utility: Utility,
    alpha: float = float("-inf"),
    beta: float = float("inf"),
) -> float:
    """Alpha-beta over the rest of the deal; `team` maximises the utility."""
    if dp.finished:
        return utility(dp)
    maximising = (dp.turn & 1) == team
    best = float("-inf") if maximising else float("inf")
    for card in _moves(dp):
        child = dp.clone()
        child.play(card)
        value = exact_value(child, team, utility, alpha, beta)
        if maximising:
            if value > best:
                best = value
            if best > alpha:
                alpha = best
        else:
            if value < best:
                best = value
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    return best


class DeterminizedSearch:
    """Scores the legal cards of the seat to move over sampled deals."""

    def __init__(
        self,
        time_limit: float = 0.45,
        max_samples: int = 200,
        exact_tricks: int = 3,
        clock: str | None = None,
        knowledge: type[SeatKnowledge] = SeatKnowledge,
        play_model: PlayModel | None = None,
    ) -> None:
        self.play_model = play_model
        self.time_limit = time_limit
        self.knowledge = knowledge  # AllSeeing: the arena's all-seeing player
        self.max_samples = max_samples
        self.exact_tricks = exact_tricks
        self.clock_kind = clock  # "wall", "cpu", or None: whatever `measured_by` set

    @property
    def clock(self) -> Callable[[], float]:
        return timer(self.clock_kind)

    def scores(self, state: Any, seat: int, rng: random.Random) -> dict[int, float]:
        """Mean utility per legal card (card index), after as many samples as time allows."""
        dp = state.play
        assert dp is not None and dp.turn == seat
        legal = _moves(dp)
        knowledge = self.knowledge(state, seat, self.play_model)
        utility = make_utility(state.options, seat & 1)
        exact = dp.tricks_left() <= self.exact_tricks
        # The true deal gives the same values every time: the exact search is exact,
        # and the medium policy's rollouts draw nothing from `rng`.
        limit = 1 if knowledge.sees_all else self.max_samples

        def sample() -> dict[int, float]:
            world = dp.clone()
            world.hands = knowledge.sample_hands(rng)
            values = {}
            for card in legal:
                child = world.clone()
                child.play(card)
                if exact:
                    values[card] = exact_value(child, seat & 1, utility)
                else:
                    rollout(child, rng)
                    values[card] = utility(child)
            return values

        return self._average(sample, limit)

    def _average(
        self, sample: Callable[[], dict[Any, float]], limit: int | None = None
    ) -> dict[Any, float]:
        """Average `sample()` over as many draws as the time and sample limits allow.

        A draw is not started when the last one suggests it would end past the
        deadline, so a decision overruns its budget by little.
        """
        deadline = self.clock() + self.time_limit
        totals: dict[Any, float] = {}
        samples = 0
        last_cost = 0.0
        while samples < (self.max_samples if limit is None else limit):
            now = self.clock()
            if samples and now + last_cost > deadline:
                break
            for key, value in sample().items():
                totals[key] = totals.get(key, 0.0) + value
            samples += 1
            last_cost = self.clock() - now
        return {key: total / samples for key, total in totals.items()}

    def choose(self, state: Any, seat: int, rng: random.Random) -> int:
        scores = self.scores(state, seat, rng)
        return max(scores, key=lambda c: (scores[c], -c))

    def declare_scores(self, state: Any, seat: int, rng: random.Random) -> dict[Suit, float]:
        """Mean utility of each trump suit, over sampled deals played out by the medium policy."""
        knowledge = self.knowledge(state, seat, self.play_model)
        utility = make_utility(state.options, seat & 1)
        rules = state.rules
        restricted = state.restricted_seats()

        def sample() -> dict[Suit, float]:
            hands = knowledge.sample_hands(rng)
            values = {}
            for suit in SUITS:
                dp = DealPlay(rules, rules.tables[suit], hands[:], state.trumper, restricted)
                rollout(dp, rng)
                values[suit] = utility(dp)
            return values

        return self._average(sample, 1 if knowledge.sees_all else None)
