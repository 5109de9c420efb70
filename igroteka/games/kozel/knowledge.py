"""What one seat knows about the hidden cards, and worlds sampled to match it.

A seat knows its own hand, every card played, the cards the open deal turned
face up, the cards it passed or got back in a «last trump» exchange, who
holds the card that made the trumper (the ace of diamonds or jack of clubs),
and every void the others showed by not following (or, under the lead
restriction, by leading a trump). These are hard facts: `determinize` deals
the unseen cards uniformly among the deals that respect all of them
(`igroteka.cards.HandSampler`).

Softer facts concern whole hands: a player who passed his last trump now has
at most one; one who kept it, or was skipped, had exactly one, or not; one who
was asked about a redeal met the condition, and the others did not; a trumper
who named the trump (the «declared» mode) named one of his best suits for
trump, give or take about one card (`NAMING_SLACK`). These are
checked on each sampled deal and a deal that breaks one is drawn again (a
bounded number of times, the last draw standing if none fits).

The softest facts are the cards the others chose to play. With a `PlayModel`
(the hard level's), a sampled deal is kept with the probability the medium
policy, as a model of every other seat, gives the plays so far in it, so deals
in which an opponent would have played another card come up less often
(issue 23: the ceiling measured in docs/benchmarks.md). The model can also read
the trump another seat named (`declare_miss`, `partner_declare_miss`; off, 1.0,
by default): a deal in which the medium rule (`policy.medium_declare`) would
have named another suit with the namer's sampled hand counts that factor less.

Everything here reads the public record and the seat's own secrets only, in a
fixed order, so the sample for a given generator does not depend on where the
hidden cards really are.
"""

from __future__ import annotations

import math
import random

from igroteka.cards import ALL_CARDS, HandSampler
from igroteka.cards.weighted import weighted_draw
from igroteka.games.kozel.play import DealPlay
from igroteka.games.kozel.policy import declare_scores, medium_card, medium_declare
from igroteka.games.kozel.protocol import KozelMatch

REJECTION_TRIES = 48
# Reading the play (`PlayModel`): how many deals `sample_hands` draws at most to
# find one whose play the model accepts (the likeliest one drawn stands if none is).
PLAY_MODEL_TRIES = 8
# How far below his best suit's score (`policy.declare_scores`: a point a card of
# the suit, more for high trumps and side aces) the suit a trumper named may be.
NAMING_SLACK = 1.0


class SeatKnowledge:
    """The hidden-card constraints of one seat, ready to sample worlds from."""

    sees_all = False  # True: `AllSeeing`, the true deal (each "sample" is the same)

    def __init__(self, state: KozelMatch, seat: int, play_model: PlayModel | None = None) -> None:
        self.state = state
        self.seat = seat
        self.play_model = play_model
        # The play model's misses by (seat, hand as dealt), for this decision's draws.
        self._misses: dict[tuple[int, int], int] = {}
        # The namer's factor by his hand as dealt (`declaration_weight`), for this decision.
        self._named: dict[int, float] = {}
        dp = state.play
        played = dp.played if dp is not None else 0
        own = state.hands[seat]
        self.played = played
        self.known = self._known_locations(state, seat, own | played)
        known_mask = 0
        for card in self.known:
            known_mask |= 1 << card
        self.unseen = state.rules.deck_mask & ~(own | played | known_mask)
        others = [s for s in range(4) if s != seat]
        capacity = {s: state.hands[s].bit_count() for s in others}
        for holder in self.known.values():
            capacity[holder] -= 1
        self.capacity = capacity
        void = dp.void if dp is not None else [0, 0, 0, 0]
        self.allowed_mask = {s: ~void[s] for s in others}
        self._restrict_trumper_card(state, seat, own | played)
        self._restrict_face_down_revealed(state, seat, own | played | known_mask)
        self.sampler = HandSampler(
            [ALL_CARDS[i] for i in _bits(self.unseen)],
            capacity,
            lambda card: [s for s in others if self.allowed_mask[s] & (1 << card.index)],
        )

    @staticmethod
    def _known_locations(state: KozelMatch, seat: int, gone: int) -> dict[int, int]:
        """Cards of others whose holder `seat` knows (face-up cards, its own exchanges)."""
        known: dict[int, int] = {}
        for card in _bits(state.revealed):
            known[card] = state.trumper
        for ex in state.exchanges:
            if not ex.knows(seat):
                continue
            if ex.given is not None:
                known[ex.given] = ex.receiver
            if ex.returned is not None:
                known[ex.returned] = ex.passer
        return {c: s for c, s in sorted(known.items()) if s != seat and not gone & (1 << c)}

    def _restrict_trumper_card(self, state: KozelMatch, seat: int, gone: int) -> None:
        """The card that made the trumper is his (or, after a secret exchange, his partner's)."""
        card = state.trumper_card
        if card is None or gone & (1 << card) or card in self.known:
            return
        holders = {state.trumper}
        if any(
            ex.passer == state.trumper or ex.receiver == state.trumper
            for ex in state.exchanges
            if not ex.knows(seat)
        ):
            holders.add((state.trumper + 2) & 3)
        for s in self.allowed_mask:
            if s not in holders:
                self.allowed_mask[s] &= ~(1 << card)

    def _restrict_face_down_revealed(self, state: KozelMatch, seat: int, gone: int) -> None:
        """A turned-up card passed face down is with the trumper or his partner."""
        holders = {state.trumper, (state.trumper + 2) & 3}
        for card in state.revealed_order:
            if gone & (1 << card) or card in self.known:
                continue
            for s in self.allowed_mask:
                if s not in holders:
                    self.allowed_mask[s] &= ~(1 << card)

    # --- sampling ------------------------------------------------------------------
    def sample_hands(self, rng: random.Random) -> list[int]:
        """Four hands consistent with what the seat knows (its own hand unchanged).

        With a `play_model`, a deal is kept with the probability the model gives
        the others' plays in it (`PlayModel.likelihood`), so the deals come about
        as often as the play so far makes them likely: a deal in which an
        opponent would have played otherwise is mostly drawn again.
        """
        model = self.play_model
        play = self.state.play
        if model is None or play is None:
            return self._consistent(rng)
        if self._declaration_miss() == 1.0:  # today's weight, draw for draw
            return weighted_draw(
                lambda: self._consistent(rng),
                lambda hands: model.likelihood(play, self.seat, hands, self._misses),
                rng,
                model.tries,
            )
        return weighted_draw(
            lambda: self._consistent(rng),
            lambda hands: (
                model.likelihood(play, self.seat, hands, self._misses)
                * self.declaration_weight(hands)
            ),
            rng,
            model.tries,
        )

    def _declaration_miss(self) -> float:
        """The play model's factor for a deal whose namer medium would not have named
        this trump with: 1.0 (nothing read) when no other seat named it."""
        state, model = self.state, self.play_model
        named = state.options["trump_mode"] == "declared" and not state.first_deal_diamonds()
        if model is None or not named or state.trump is None or state.trumper == self.seat:
            return 1.0
        if state.trumper == self.seat ^ 2:
            return model.partner_declare_miss
        return model.declare_miss

    def declaration_weight(self, hands: list[int]) -> float:
        """How likely the medium rule, given the namer's hand in this deal, names the trump.

        The medium rule is deterministic, so the weight is 1 when it would have named
        the trump the namer did and the miss factor (never 0: a human or hard namer
        may name another suit) when not. The hand is the one he named with: his
        sampled hand, the cards he played, and the exchanges the seat saw undone
        (one it did not see leaves his hand unknown, and nothing is read).
        """
        miss = self._declaration_miss()
        if miss == 1.0:
            return 1.0
        state = self.state
        hand = self._as_dealt(self._before_play(hands))[state.trumper]
        if hand is None:
            return 1.0
        weight = self._named.get(hand)
        if weight is None:
            named = medium_declare(state.rules, hand) == state.trump
            weight = self._named[hand] = 1.0 if named else miss
        return weight

    def _consistent(self, rng: random.Random) -> list[int]:
        hands: list[int] = []
        for _ in range(REJECTION_TRIES):
            hands = self._draw(rng)
            if self._plausible(hands):
                return hands
        return hands

    def _draw(self, rng: random.Random) -> list[int]:
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.state.hands[self.seat]
        for card, holder in self.known.items():
            hands[holder] |= 1 << card
        for holder, cards in self.sampler.sample(rng).items():
            for card in cards:
                hands[holder] |= 1 << card.index
        return hands

    def _plausible(self, hands: list[int]) -> bool:
        """The soft facts: exchanges and redeal questions (see the module docstring).

        A fact is only checked where the hand it speaks of can be rebuilt from
        the sampled deal: a seat's hand before play is its sampled hand plus
        the cards it played, and an exchange the seat did not take part in
        hides the hands of both players in it at every other moment.
        """
        state = self.state
        if state.trump is None:
            return True
        table = state.rules.tables[state.trump]
        before_play = self._before_play(hands)
        involved = [0, 0, 0, 0]
        for ex in state.exchanges:
            involved[ex.passer] += 1
            involved[ex.receiver] += 1
        only_plain = bool(state.options["give_only_nontrump"])
        for passer, what in state.give_log:
            if passer == self.seat or involved[passer] != (1 if what == "gave" else 0):
                continue
            hand = before_play[passer]
            trumps = (hand & table.trump_mask).bit_count()
            plain = (hand & table.plain_mask).bit_count()
            if what == "gave":
                if trumps > 1 and not (only_plain and plain <= 1):
                    return False
            elif (trumps == 1 or (only_plain and plain == 1)) != (what == "kept"):
                return False
        dealt = self._as_dealt(before_play)
        return self._redeal_plausible(dealt) and self._naming_plausible(dealt)

    def _before_play(self, hands: list[int]) -> list[int]:
        dp = self.state.play
        before = hands[:]
        if dp is not None:
            for s, card in dp.log:
                before[s] |= 1 << card
        return before

    def _as_dealt(self, before_play: list[int]) -> list[int | None]:
        """The hands as dealt: known exchanges undone, the players of unseen ones unknown."""
        dealt: list[int | None] = list(before_play)
        for ex in reversed(self.state.exchanges):
            if not ex.knows(self.seat):
                dealt[ex.passer] = dealt[ex.receiver] = None
                continue
            given = 1 << ex.given if ex.given is not None else 0
            back = 1 << ex.returned if ex.returned is not None else 0
            passer, receiver = dealt[ex.passer], dealt[ex.receiver]
            if passer is not None:
                dealt[ex.passer] = (passer & ~back) | given
            if receiver is not None:
                dealt[ex.receiver] = (receiver & ~given) | back
        return dealt

    def _naming_plausible(self, dealt: list[int | None]) -> bool:
        """A named trump is a hint about the namer's hand: he named a strong suit."""
        state = self.state
        named = state.options["trump_mode"] == "declared" and not state.first_deal_diamonds()
        hand = dealt[state.trumper]
        if not named or state.trump is None or state.trumper == self.seat or hand is None:
            return True
        scores = declare_scores(state.rules, hand)
        return scores[state.trump] >= max(scores.values()) - NAMING_SLACK

    def _redeal_plausible(self, dealt: list[int | None]) -> bool:
        state = self.state
        on_request = state.on_request_redeals()
        if not on_request:
            return True
        asked = dict(state.redeal_log)
        if state.redeal_queue:
            asked[state.redeal_queue[0][0]] = state.redeal_queue[0][1]
        for s in state.redeal_seats_decided():
            hand = dealt[s]
            if s == self.seat or hand is None:
                continue
            met = state.redeal_conditions(hand, on_request)
            if s in asked:
                if not set(asked[s]) <= set(met):
                    return False
            elif met:
                return False
        return True

    def world(self, rng: random.Random) -> KozelMatch:
        """A full state with the hidden cards sampled, and fresh chance for future deals."""
        state = self.state
        world = state.clone()
        hands = self.sample_hands(rng)
        for s in range(4):
            world.hands[s] = hands[s]
        dp = state.play
        played_by = [0, 0, 0, 0]
        if dp is not None:
            for s, card in dp.log:
                played_by[s] |= 1 << card
        world.dealt = [hands[s] | played_by[s] for s in range(4)]
        for ex in world.exchanges:
            if not ex.knows(self.seat):
                ex.given = ex.returned = None
                if not ex.done:
                    ex.given = self._plausible_given(world, ex.receiver)
        world.rng = random.Random(rng.getrandbits(64))
        world.history = []
        return world

    def _plausible_given(self, world: KozelMatch, receiver: int) -> int:
        """For an exchange under way that the seat cannot see: a card the receiver may have got."""
        hand = world.hands[receiver]
        assert world.trump is not None
        trumps = hand & world.rules.tables[world.trump].trump_mask
        pool = trumps or hand
        return (pool & -pool).bit_length() - 1


class PlayModel:
    """How likely each seat's plays so far were in a sampled deal: the medium policy as a model.

    The deal is replayed from its first trick with the sampled hands; at each
    card another seat chose (it had more than one legal card), the medium
    policy (`policy.medium_card`, which reads only that seat's own view) is
    asked what it would have played. A play it agrees with counts 1, any other
    `miss` (`partner_miss` for the seat's partner, whose play the model knows
    less well when he is a stronger player): the likelihood is the product.
    Nobody is assumed to play exactly like medium; a miss only makes the deal
    less likely, so a human's unusual card still leaves every deal possible.
    `declare_miss` (`partner_declare_miss` for the partner) is the factor of a
    deal in which the medium rule would not have named the trump another seat
    named (`SeatKnowledge.declaration_weight`); 1.0, the default, reads nothing
    beyond the hard hint `NAMING_SLACK`.
    """

    def __init__(
        self,
        miss: float = 0.2,
        partner_miss: float = 0.5,
        tries: int = PLAY_MODEL_TRIES,
        declare_miss: float = 1.0,
        partner_declare_miss: float = 1.0,
    ) -> None:
        self.miss = miss
        self.partner_miss = partner_miss
        self.tries = tries  # deals drawn at most for one sample (`SeatKnowledge.sample_hands`)
        self.declare_miss = declare_miss
        self.partner_declare_miss = partner_declare_miss

    def likelihood(
        self,
        dp: DealPlay,
        seat: int,
        hands: list[int],
        cache: dict[tuple[int, int], int] | None = None,
    ) -> float:
        """The product of each other seat's factor: `miss` (or `partner_miss`) a card missed.

        The medium policy reads only the seat's own hand and what the table
        saw, so a seat's misses depend on its own hand alone: `cache` (one per
        decision, `SeatKnowledge`) keeps them by (seat, hand as dealt), and a
        deal whose three hands were all met before is not replayed at all.
        """
        start = hands[:]
        for s, card in dp.log:
            start[s] |= 1 << card
        others = [s for s in range(4) if s != seat]
        if cache is None:
            cache = {}
        todo = [s for s in others if (s, start[s]) not in cache]
        if todo:
            misses = self._misses(dp, seat, start, todo)
            for s in todo:
                cache[(s, start[s])] = misses[s]
        partner = seat ^ 2
        weight = 1.0
        for s in others:
            count = cache[(s, start[s])]
            if count:
                weight *= (self.partner_miss if s == partner else self.miss) ** count
        return weight

    @staticmethod
    def _misses(dp: DealPlay, seat: int, start: list[int], todo: list[int]) -> list[int]:
        """How many of each `todo` seat's chosen cards the medium policy would not have played."""
        replay = DealPlay(dp.rules, dp.table, start[:], dp.trumper, dp.restricted)
        misses = [0, 0, 0, 0]
        rng = random.Random(0)  # medium_card takes one; its choices do not draw from it
        for s, card in dp.log:
            if s in todo:
                legal = replay.legal_mask()
                if legal & (legal - 1) and medium_card(replay, rng) != card:
                    misses[s] += 1
            replay.play(card)
        return misses


class AllSeeing(SeatKnowledge):
    """The true deal in place of samples: for the arena's all-seeing player only.

    It measures how far hard's play is from play that knows every card (issue 23:
    docs/benchmarks.md); no table's bot is ever built with it (`Game.arena_bots`).
    """

    sees_all = True

    def sample_hands(self, rng: random.Random) -> list[int]:
        return list(self.state.hands)

    def world(self, rng: random.Random) -> KozelMatch:
        world = self.state.clone()
        world.rng = random.Random(rng.getrandbits(64))  # future deals stay unknown
        world.history = []
        return world


def evaluate(state: KozelMatch, seat: int) -> float:
    """A value in [-1, 1] for `seat`'s team: the match score, then this deal's card points."""
    result = state.outcome()
    if result is not None:
        return result.returns[seat]
    team = seat & 1
    target = state.options["target"]
    diff = state.scores[team] - state.scores[1 - team]
    if not state.rules.credit_scoring:
        diff = -diff
    value = 1.5 * diff / target
    if state.play is not None:
        points = state.play.points
        value += 0.8 * (points[team] - points[1 - team]) / 120
    return math.tanh(value)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
