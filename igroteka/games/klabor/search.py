"""The hard level: sampled worlds and search.

For each decision it samples full deals consistent with what the seat knows
(`SeatKnowledge`: bids, declarations, voids, the cards the table saw; with a
`PlayModel`, deals that explain the others' plays so far are drawn more often) and
scores every candidate in the same worlds, so the comparison is not drowned
in the noise of the deals themselves:

- a card: with the last few tricks left, by exact alpha-beta over the rest of
  the deal (the seat's side maximises, everyone else minimises); earlier, by
  playing the deal out with the medium policy for every seat;
- a bid or a redeal: by playing the whole deal out from the sampled world
  with the medium policy (the others' bids included); a redeal, or a deal
  thrown in, is worth nothing either way.

The reward is what the deal writes for the seat's side against the others
(бейт, висяк pot, лыжи and the third-бейт penalty included), plus a small
share of the card points, so the search also prefers 60 to 40 when both fail.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from igroteka.bots.base import timer
from igroteka.cards import ALL_CARDS
from igroteka.games.klabor.actions import REDEAL, PlayCard, play
from igroteka.games.klabor.cardrules import bits
from igroteka.games.klabor.combos import find_sequences, total_value
from igroteka.games.klabor.knowledge import PlayModel, SeatKnowledge
from igroteka.games.klabor.play import DealPlay
from igroteka.games.klabor.policy import before_play, maker_side, medium_action, medium_card
from igroteka.games.klabor.protocol import KlaborMatch
from igroteka.games.klabor.scoring import score_deal

CARD_POINT_WEIGHT = 0.02
EXACT_TRICKS = {2: 4, 3: 3, 4: 3}
POT_SHARE = 0.5
Utility = Callable[[DealPlay], float]


def side_value(written: Sequence[int], side: int) -> float:
    """The seat's side against the others: the difference to their mean."""
    others = [w for s, w in enumerate(written) if s != side]
    return written[side] - sum(others) / len(others)


def make_utility(
    options: Mapping[str, Any],
    side: int,
    maker: int,
    sequences: Sequence[int],
    pots: Sequence[int],
    baits: Sequence[int],
) -> Utility:
    """The value of a finished deal (its `DealPlay`) for `side`."""

    def utility(dp: DealPlay) -> float:
        result = score_deal(
            options,
            maker,
            dp.points,
            dp.last_side,
            dp.tricks,
            sequences,
            dp.bella_points,
            pots,
            baits,
        )
        written = list(result.written)
        if result.pots_after:
            written[maker] += POT_SHARE * sum(result.pots_after)
        return side_value(written, side) + CARD_POINT_WEIGHT * side_value(dp.points, side)

    return utility


def rollout(dp: DealPlay, maker: int, rng: random.Random) -> None:
    while not dp.finished:
        card, bella = medium_card(dp, maker, rng)
        dp.play(card, bella)


def _moves(dp: DealPlay) -> list[tuple[int, bool]]:
    out: list[tuple[int, bool]] = []
    power = dp.table.power
    for card in sorted(bits(dp.legal_mask()), key=lambda c: -power[c]):
        out.append((card, False))
        if dp.bella_allowed(card):
            out.append((card, True))
    return out


def exact_value(
    dp: DealPlay,
    side: int,
    utility: Utility,
    alpha: float = float("-inf"),
    beta: float = float("inf"),
) -> float:
    """Alpha-beta over the rest of the deal; `side` maximises, every other side minimises."""
    if dp.finished:
        return utility(dp)
    maximising = dp.rules.side_of[dp.turn] == side
    best = float("-inf") if maximising else float("inf")
    for card, bella in _moves(dp):
        child = dp.clone()
        child.play(card, bella)
        value = exact_value(child, side, utility, alpha, beta)
        if maximising:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def _deal_sequences(state: KlaborMatch, hands: list[int]) -> list[int]:
    """Each side's sequence points in a sampled world (the winner's, recomputed if unseen)."""
    if state.shown or state.contest_holder is None:
        return state.sequence_points()
    points = [0] * state.rules.sides
    quint = bool(state.options["quint_100"])
    winner = state.contest_holder
    owners = [winner]
    if state.rules.teams and state.options["team_melds"] == "team":
        owners.append((winner + 2) % 4)
    for owner in owners:
        points[state.side_of(owner)] += total_value(find_sequences(hands[owner], quint))
    return points


class HardSearch:
    """Scores the candidates of the seat to move over sampled worlds, as time allows."""

    def __init__(
        self,
        time_limit: float = 0.45,
        max_samples: int = 300,
        exact_tricks: int | None = None,
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

    def exact_from(self, players: int) -> int:
        """From how many tricks left the card play is searched exactly."""
        if self.exact_tricks is not None:
            return self.exact_tricks
        return EXACT_TRICKS[players]

    # --- cards --------------------------------------------------------------------------
    def card_scores(
        self, state: KlaborMatch, seat: int, rng: random.Random
    ) -> dict[tuple[int, bool], float]:
        dp = state.play
        assert dp is not None and dp.turn == seat
        knowledge = self.knowledge(state, seat, self.play_model)
        side = state.side_of(seat)
        maker = maker_side(state)
        moves = _moves(dp)
        exact = dp.tricks_left() <= self.exact_from(state.n)
        played_by = knowledge.played_by
        # An exact search of the true deal gives the same values every time.
        limit = 1 if exact and knowledge.sees_all else None

        def sample() -> dict[tuple[int, bool], float]:
            hands = knowledge.sample_hands(rng)
            world = dp.clone()
            for s in range(state.n):
                world.hands[s] = hands[s]
            start = [hands[s] | played_by[s] for s in range(state.n)]
            if not dp.bella_announced:
                pair = (1 << dp.table.king) | (1 << dp.table.queen)
                world.bella_holder = next(
                    (s for s in range(state.n) if start[s] & pair == pair), -1
                )
            utility = make_utility(
                state.options, side, maker, _deal_sequences(state, start), state.pots, state.baits
            )
            values = {}
            for move in moves:
                child = world.clone()
                child.play(*move)
                if exact:
                    values[move] = exact_value(child, side, utility)
                else:
                    rollout(child, maker, rng)
                    values[move] = utility(child)
            return values

        return self._average(sample, limit)

    def choose_card(self, state: KlaborMatch, seat: int, rng: random.Random) -> Any:
        scores = self.card_scores(state, seat, rng)
        card, bella = max(scores, key=lambda m: (scores[m], m[1], -m[0]))
        if REDEAL in state.legal_actions() and scores[(card, bella)] < 0.0:
            return REDEAL  # a redeal writes nothing: better than a deal expected to lose
        return play(ALL_CARDS[card], bella)

    # --- whole deals (bids, redeals) ----------------------------------------------------------
    def action_scores(
        self, state: KlaborMatch, seat: int, rng: random.Random, candidates: list[Any]
    ) -> dict[Any, float]:
        """Mean value of each candidate, each world played out by the medium policy."""
        knowledge = self.knowledge(state, seat, self.play_model)

        def sample() -> dict[Any, float]:
            world = knowledge.world(rng)
            values = {}
            for action in candidates:
                child = world.clone()
                values[action] = deal_value(child, action, seat, rng)
            return values

        return self._average(sample)

    def _average(
        self, sample: Callable[[], dict[Any, float]], limit: int | None = None
    ) -> dict[Any, float]:
        """Average `sample()` over as many draws as the time and sample limits allow.

        A draw is not started when the last one suggests it would end past the
        deadline, so a decision overruns its budget by little.
        """
        clock = self.clock
        started = clock()
        deadline = started + self.time_limit
        totals: dict[Any, float] = {}
        samples = 0
        last_cost = 0.0
        while samples < (self.max_samples if limit is None else limit):
            now = clock()
            if samples and now + last_cost > deadline:
                break
            for key, value in sample().items():
                totals[key] = totals.get(key, 0.0) + value
            samples += 1
            last_cost = clock() - now
        return {key: total / samples for key, total in totals.items()}


def deal_value(world: KlaborMatch, action: Any, seat: int, rng: random.Random) -> float:
    """Play `action` for `seat`, then the deal out by the medium policy; its value for `seat`.

    `seat` itself asks for no redeal later on: the alternative "redeal" is
    scored apart (it is worth nothing), so "play on" must mean playing on.
    """
    side = world.side_of(seat)
    shuffle = world.shuffle_number
    deals = len(world.sheet)
    world.apply(action, checked=False)
    while len(world.sheet) == deals and world.shuffle_number == shuffle and not world.is_terminal():
        turn = world.current_seat()
        assert turn is not None
        dp = world.play
        if dp is not None and (turn == seat or not world.redeal_reasons(turn)):
            card, bella = medium_card(dp, maker_side(world), rng)
            world.apply(play(ALL_CARDS[card], bella), checked=False)
        elif turn == seat and world.phase == "announce":
            world.apply(before_play(world, turn, redeal=False), checked=False)
        else:
            world.apply(medium_action(world, turn, rng), checked=False)
    if len(world.sheet) == deals:
        if world.is_terminal() and world.winner is not None:
            return 1000.0 if world.winner == side else -1000.0
        return 0.0
    line = world.sheet[deals]
    written = list(line["written"])
    if line.get("pots_after"):
        written[line["maker_side"]] += POT_SHARE * sum(line["pots_after"])
    points = line.get("card_points", [0] * len(written))
    return side_value(written, side) + CARD_POINT_WEIGHT * side_value(points, side)


def is_card(action: Any) -> bool:
    return isinstance(action, PlayCard)
