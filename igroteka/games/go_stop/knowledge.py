"""What one Go-Stop seat knows about the cards it cannot see, and deals drawn to match it.

A seat sees its own hand, the layout, both capture piles and every card
played or turned; what it cannot see is the opponent's hand and the order of
the stock, and it knows how many cards each holds. One more fact: the
opponent's hand as dealt held no four of a month (that would have won the
deal at once or, with a four in both hands, redealt it). The unseen cards
are dealt by the shared sampler (`igroteka.cards.HandSampler`) to two
"seats", the opponent's hand and the stock, uniformly, with the stock in a
random order since its top card is turned next; a deal giving the opponent
a four (with the cards he has played) is drawn again, which keeps the draw
uniform among the deals that respect the fact; after `FOUR_TRIES` draws the
last one stands, so a position where a four is all but forced still gets a
world.

The sampler sees the unseen cards in sorted order only, so the deal drawn
for a given generator does not depend on where the cards really are.

The softest facts are the cards the opponent chose to play. With a
`PlayModel` (issue 23; Kozel's hard bot reads the play the same way), a
sampled deal is kept with the probability that the medium policy, as a model
of the opponent, gives the plays he made: deals in which he would have played
another card come up less often.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any

from igroteka.cards.sampling import HandSampler
from igroteka.cards.weighted import weighted_draw
from igroteka.games.go_stop.actions import PLAY, Play
from igroteka.games.go_stop.cards import MONTH
from igroteka.games.go_stop.deal import STOCK_SIZE, Deal, four_month

HAND = "hand"
STOCK = "stock"
FOUR_TRIES = 20
"""Draws before a deal with a four in the opponent's hand is accepted anyway."""


@lru_cache(maxsize=64)
def _sampler(unseen: tuple[int, ...], hand_size: int) -> HandSampler[int, str]:
    """One sampler per information set: a bot draws many deals from the same position."""
    return HandSampler(unseen, {HAND: hand_size, STOCK: len(unseen) - hand_size})


def deal_hidden(
    unseen: Iterable[int], hand_size: int, played: Sequence[int], rng: random.Random
) -> tuple[list[int], list[int]]:
    """The opponent's hand (sorted) and the stock (top first) for one sampled world.

    `unseen`: the cards of the opponent's hand and the stock, in any order;
    `played`: the cards the opponent has played from his hand so far.
    """
    sampler = _sampler(tuple(sorted(unseen)), hand_size)
    for _ in range(FOUR_TRIES):
        dealt = sampler.sample(rng, ordered=True)
        if four_month(dealt[HAND] + list(played)) is None:
            break
    return sorted(dealt[HAND]), dealt[STOCK]


# A policy's value of every card of the mover's hand, as if it held held[m] cards of month
# m: `bots.medium_values` (passed in, since bots.py imports this module).
Values = Callable[[Any, list[int]], list[tuple[float, int]]]


class PlayModel:
    """How likely the opponent's plays so far were in a sampled deal, by a policy as his model.

    The deal is replayed from the start with the sampled hand; at each card
    the opponent chose (he held more than one), the model policy (medium's
    `greedy_play`, which reads only his own hand and the table) is asked what
    it would have played. A card it would not have played multiplies the
    deal's weight by `miss`; a sampled deal is kept with that weight, by
    rejection, at most `draws` deals for one sample (the likeliest stands if
    none is kept). His pair choices and his Go or Stop read only the table and
    the hand's size, so every world gives them the same factor; they are left
    out, which changes no world's weight relative to another's. A miss only
    makes a deal less likely, so a player unlike medium leaves every deal
    possible. `miss=1` is no model: the uniform sampler alone.
    """

    def __init__(self, values: Values, miss: float = 0.2, draws: int = 16) -> None:
        self.values = values
        self.miss = miss
        self.draws = draws

    def reading(self, state: Any, seat: int) -> Reading | None:
        """What this decision's draws need, or None where the model reads nothing.

        None: `miss` is 1, or the deal's start is unknown (a position resumed
        in the middle, a search copy), or the opponent never had a choice.
        """
        if self.miss >= 1.0:
            return None
        points = choice_points(state, seat, self.values)
        if not points:
            return None
        return Reading(state, seat, points, self.miss, self.draws)


# One of the opponent's choices: the cards he played from then on (the chosen one first,
# the rest of his hand then is the sampled hand), and the model's value of each card he
# might have held there, indexed by how many cards of its month he held (1 to 4).
ChoicePoint = tuple[tuple[int, ...], dict[int, tuple[float, ...]]]


def choice_points(state: Any, seat: int, values: Values) -> list[ChoicePoint]:
    """The opponent's choices so far, replayed from the deal's start (see `PlayModel`).

    Everything the replay needs is public or `seat`'s own: the layout and the
    first player as dealt, the turned stock cards in order, every action. The
    opponent's hand in the replay is his played cards and any unseen ones: the
    table's course depends only on the cards played and turned.
    """
    opponent = 1 - seat
    dealt = next((e for e in state.deal_events if e.kind == "deal"), None)
    if dealt is None or len(state.flipped) + len(state.stock) != STOCK_SIZE:
        return []
    unseen = sorted(state.hands[opponent] + state.stock)
    size = len(state.hands[opponent])
    hands: list[list[int]] = [[], []]
    hands[seat] = state.hands[seat] + state.played[seat]
    hands[opponent] = unseen[:size] + state.played[opponent]
    stock = list(state.flipped) + unseen[size:]
    replay = type(state)(state.game, state.options)
    replay.setup(Deal(hands, list(dealt.public["layout"]), stock, dealt.public["first"]))
    played = state.played[opponent]
    points: list[ChoicePoint] = []
    count = 0
    for who, action in state.history:
        if who == opponent and replay.phase == PLAY and isinstance(action, Play):
            if len(replay.hands[opponent]) > 1:
                later = tuple(played[count:])
                points.append((later, value_table(replay, set(unseen) | set(later), values)))
            count += 1
        replay.advance(action)
    if replay.layout != state.layout or count != len(played):
        return []  # not the deal's record from its start
    return points


def value_table(state: Any, cards: set[int], values: Values) -> dict[int, tuple[float, ...]]:
    """The policy's value of each of `cards` in the mover's hand, by cards held of its month."""
    snapshot = state.search_copy()
    snapshot.hands[snapshot.mover] = sorted(cards)
    by_held = [dict((c, v) for v, c in values(snapshot, [n] * 13)) for n in range(1, 5)]
    return {card: (0.0, *(found[card] for found in by_held)) for card in cards}


def misses(points: Sequence[ChoicePoint], hand: Sequence[int]) -> int:
    """How many of the opponent's choices the model misses if he now holds `hand`.

    The same choice as the policy's: the first card of the sorted hand with the
    highest value.
    """
    count = 0
    for later, table in points:
        cards = sorted((*hand, *later))
        held = [0] * 13
        for card in cards:
            held[MONTH[card]] += 1
        best = 0
        best_value = -1e9
        for card in cards:
            value = table[card][held[MONTH[card]]]
            if value > best_value:
                best, best_value = card, value
        if best != later[0]:
            count += 1
    return count


class Reading:
    """One decision's worlds drawn with the play model (`PlayModel`)."""

    def __init__(
        self, state: Any, seat: int, points: list[ChoicePoint], miss: float, draws: int
    ) -> None:
        self.state = state
        self.seat = seat
        self.points = points
        self.miss = miss
        self.draws = draws
        self._weights: dict[tuple[int, ...], float] = {}  # by the opponent's sorted hand

    def weight(self, hand: Sequence[int]) -> float:
        """`miss` to the power of the model's misses with the opponent holding `hand`."""
        key = tuple(sorted(hand))
        found = self._weights.get(key)
        if found is None:
            found = self._weights[key] = self.miss ** misses(self.points, key)
        return found

    def world(self, rng: random.Random) -> Any:
        """A world from `determinize`, kept with its weight (`weighted_draw`)."""
        state, seat, opponent = self.state, self.seat, 1 - self.seat
        return weighted_draw(
            lambda: state.determinize(seat, rng),
            lambda world: self.weight(world.hands[opponent]),
            rng,
            self.draws,
        )
