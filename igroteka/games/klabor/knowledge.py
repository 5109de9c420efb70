"""What one seat knows about the hidden cards, and worlds sampled to match it.

A seat knows its own hand, every card played, the face-up cards (the turned
card, an exchanged seven, the фреза), where the table saw a card go (the
turned card into a hand with four players or by an exchange, the other half
of an announced bella, the contest winner's sequences once shown), and the
voids the others showed in play (a suit not followed, a trump not played, a
trump not beaten when it had to be). These are hard facts: the unseen cards
are dealt uniformly among the deals that respect them (`HandSampler`), the
undealt stock being one more "hand".

Declarations are facts about whole hands: a player who said «терц от дамы»
holds, at best, a Q-high tierce. The sampler first places such a run in a
suit where it fits, then the draw is checked and drawn again when a
declarer's best sequence is not what he said. Softer hints (the maker holds
some trumps; a player who stayed silent could not beat the declaration) are
preferred among the draws but never forced.

Bids are hints too: a player who passed was unlikely to hold a hand the
medium level would have played, and one who took the trump likely held one
(`bid_hints`). Bids are made on the first six cards; once the extras are
dealt, which of a sampled hand's cards were the first six is unknown, so a
random six of them (never the turned card) stands for them, which makes the
check a fair draw from that uncertainty rather than a cruder bar.

The softest facts are the cards the others chose to play. With a `PlayModel`
(the hard level's), a sampled deal is kept with the probability the medium
policy, as a model of every other seat, gives the plays so far in it, so deals
in which an opponent would have played another card come up less often
(issue 23: the ceiling measured in docs/benchmarks.md; Kozel's hard reads the
play the same way).

Everything here reads only the public record and the seat's own cards, in a
fixed order, so the sample for a given generator does not depend on where
the hidden cards really are.
"""

from __future__ import annotations

import math
import random

from igroteka.cards import ALL_CARDS, SUITS, HandSampler, NoConsistentDeal
from igroteka.cards.weighted import weighted_draw
from igroteka.games.klabor.cardrules import DECK_MASK, SUIT_MASKS, bits
from igroteka.games.klabor.combos import LENGTHS, best_key, compare, find_sequences
from igroteka.games.klabor.play import DealPlay
from igroteka.games.klabor.policy import best_suit, bid_bar, hand_score, maker_side, medium_card
from igroteka.games.klabor.protocol import KlaborMatch

TRIES = 40
PASS_SLACK = 1.0
"""How far above the medium level's bar a passer's hand may score (others bid differently)."""
MAKER_SLACK = 2.5
"""How far below the bar a maker's hand may score (the hard level bids by search, bolder)."""
PLAY_MODEL_TRIES = 8
"""Reading the play (`PlayModel`): the most deals `sample_hands` draws to find one the model
keeps (the likeliest one drawn stands if none is)."""


class SeatKnowledge:
    """The hidden-card constraints of one seat, ready to sample worlds from."""

    sees_all = False  # True: `AllSeeing`, the true deal (each "sample" is the same)

    def __init__(
        self, state: KlaborMatch, seat: int, play_model: PlayModel | None = None
    ) -> None:
        self.state = state
        self.seat = seat
        self.play_model = play_model
        n = state.n
        self.stock_seat = n
        dp = state.play
        played = dp.played if dp is not None else 0
        own = state.hands[seat]
        self.played_by = [0] * n
        if dp is not None:
            for s, card in dp.log:
                self.played_by[s] |= 1 << card
        self.known: dict[int, int] = {
            c: h for c, h in sorted(state.public_holder.items()) if h != seat
        }
        face_up = 0
        if state.turnup >= 0 and state.turnup_holder is None:
            face_up |= 1 << state.turnup
        if state.frez is not None:
            face_up |= 1 << state.frez
        known_mask = 0
        for card in self.known:
            known_mask |= 1 << card
        self.unseen = DECK_MASK & ~(own | played | known_mask | face_up)
        self.others = [s for s in range(n) if s != seat]
        capacity = {s: state.hands[s].bit_count() for s in self.others}
        for holder in self.known.values():
            capacity[holder] -= 1
        stock = len(state.stock) - (1 if state.frez is not None else 0)
        if stock:
            capacity[self.stock_seat] = stock
        self.capacity = capacity
        void = dp.void if dp is not None else [0] * n
        self.allowed = {s: ~void[s] for s in self.others}
        self.allowed[self.stock_seat] = -1
        self.claims = self._claims()
        self.bid_hints = self._bid_hints()

    def _claims(self) -> list[tuple[int, tuple[int, int, int], bool]]:
        """Declarations whose cards are not shown: (seat, key, trump flag was said)."""
        state = self.state
        out = []
        for entry in state.declarations:
            s = entry["seat"]
            if s == self.seat or (state.shown and s in state.scoring):
                continue
            key = (entry["kind"], entry["top"], 1 if entry["trump"] else 0)
            out.append((s, key, bool(entry["trump"])))
        return out

    def _bid_hints(self) -> list[tuple[int, int, float, bool]]:
        """The others' bids as hints: (seat, suit, bar, the hand scored at least the bar).

        A pass in round one says the turned suit scored under the bar; in round
        two, that no other suit scored the round-two bar. A bid says its suit
        scored the bar, less a slack; a dealer who had to name says nothing.
        """
        state = self.state
        if state.forced or not state.bids:
            return []
        bar = bid_bar(state)
        turned = state.turned_suit().number
        order = state.order()
        out: list[tuple[int, int, float, bool]] = []
        for s, round_, bid in state.bids:
            if s == self.seat:
                continue
            step = 0.0 if round_ == 1 else 0.5
            if bid == "pass":
                out.append((s, turned if round_ == 1 else -1, bar + step + PASS_SLACK, False))
                continue
            suit = turned if bid == "play" else next(x.number for x in SUITS if x.letter == bid)
            obliged = (
                round_ == 2 and s == state.dealer and s == order[-1] and self._dealer_had_to_name()
            )
            if not obliged:
                out.append((s, suit, bar + step - MAKER_SLACK, True))
        return out

    def _dealer_had_to_name(self) -> bool:
        """Whether the dealer may have been bound to name («обязаловка», a tournament «обяз»)."""
        return bool(self.state.options["obligatory_order"]) or bool(self.state.tournament)

    def _first_six(self, seat: int, start: int, rng: random.Random) -> int:
        """The six cards `seat` bid on: its hand before the extras, or a random six of it."""
        if start.bit_count() <= 6:
            return start
        turned = self.state.turnup_original
        if turned >= 0 and start >> turned & 1:
            start &= ~(1 << turned)
        cards = bits(start)
        for card in rng.sample(cards, len(cards) - 6):
            start &= ~(1 << card)
        return start

    def _bid_misses(self, start: list[int], rng: random.Random) -> int:
        """How many of the others' bids a sampled deal contradicts."""
        misses = 0
        turned = self.state.turned_suit().number if self.bid_hints else -1
        for s, suit, bar, above in self.bid_hints:
            six = self._first_six(s, start[s], rng)
            score = hand_score(six, suit) if suit >= 0 else best_suit(six, turned)[0]
            if (score >= bar) != above:
                misses += 1
        return misses

    # --- sampling ------------------------------------------------------------------
    def _draw(self, rng: random.Random) -> list[int]:
        """Hands for seats 0..n-1 and the stock (index n), before any check."""
        forced = dict(self.known)
        capacity = dict(self.capacity)
        for s, key, _ in self.claims:
            for card in self._place_run(s, key, forced, capacity, rng):
                forced[card] = s
                capacity[s] -= 1
        pool = self.unseen
        for card in forced:
            pool &= ~(1 << card)
        holders = list(capacity)
        allowed = self.allowed
        try:
            sampler = HandSampler(
                [ALL_CARDS[i] for i in bits(pool)],
                {s: capacity[s] for s in holders},
                lambda card: [s for s in holders if allowed[s] >> card.index & 1],
            )
        except NoConsistentDeal:
            if len(forced) == len(self.known):
                raise
            return self._draw_plain(rng)
        return self._assemble(forced, sampler.sample(rng))

    def _draw_plain(self, rng: random.Random) -> list[int]:
        holders = list(self.capacity)
        allowed = self.allowed
        sampler = HandSampler(
            [ALL_CARDS[i] for i in bits(self.unseen)],
            self.capacity,
            lambda card: [s for s in holders if allowed[s] >> card.index & 1],
        )
        return self._assemble(dict(self.known), sampler.sample(rng))

    def _assemble(self, forced: dict[int, int], dealt: dict[int, list]) -> list[int]:
        hands = [0] * (self.state.n + 1)
        hands[self.seat] = self.state.hands[self.seat]
        for card, holder in forced.items():
            hands[holder] |= 1 << card
        for holder, cards in dealt.items():
            for card in cards:
                hands[holder] |= 1 << card.index
        return hands

    def _place_run(
        self,
        seat: int,
        key: tuple[int, int, int],
        forced: dict[int, int],
        capacity: dict[int, int],
        rng: random.Random,
    ) -> list[int]:
        """The unseen cards of a run matching `key` to give `seat` (a suit chosen at random)."""
        kind, top, _ = key
        length = LENGTHS[kind]
        mine = self.played_by[seat]
        for card, holder in forced.items():
            if holder == seat:
                mine |= 1 << card
        options = []
        for suit in range(4):
            base = suit * 13 - 2
            need = [base + r for r in range(top - length + 1, top + 1)]
            missing = [c for c in need if not mine >> c & 1]
            if (
                all(
                    self.unseen >> c & 1 and c not in forced and self.allowed[seat] >> c & 1
                    for c in missing
                )
                and len(missing) <= capacity[seat]
            ):
                options.append(missing)
        if not options:
            return []
        return rng.choice(options)

    def _start_hands(self, hands: list[int]) -> list[int]:
        """Each seat's hand when play began (or now, before play)."""
        return [hands[s] | self.played_by[s] for s in range(self.state.n)]

    def _facts_hold(self, hands: list[int]) -> bool:
        state = self.state
        quint = bool(state.options["quint_100"])
        trump = state.trump_number()
        start = self._start_hands(hands)
        for s, key, said_trump in self.claims:
            best = best_key(find_sequences(start[s], quint), trump)
            if best is None or best[:2] != key[:2] or (said_trump and best[2] != 1):
                return False
        return True

    def _hint_misses(self, hands: list[int], rng: random.Random) -> int:
        """How many soft hints (the maker's trumps, silence, bids) a sampled deal contradicts."""
        state = self.state
        start = self._start_hands(hands)
        misses = self._bid_misses(start, rng)
        maker = state.maker
        if maker is not None and maker != self.seat and state.how in ("accepted", "named"):
            assert state.trump is not None
            trumps = start[maker] & SUIT_MASKS[state.trump.number]
            jack = 1 << (state.trump.number * 13 + 9)
            if trumps.bit_count() < 2 and not trumps & jack:
                misses += 1
        if state.declarations or state.phase != "bid":
            quint = bool(state.options["quint_100"])
            trump = state.trump_number()
            silent = self._silent_announcers()
            for s, best in silent:
                mine = best_key(find_sequences(start[s], quint), trump)
                if mine is not None and (best is None or compare(mine, best) == "win"):
                    misses += 1
        return misses

    def _silent_announcers(self) -> list[tuple[int, tuple[int, int, int] | None]]:
        """Seats that passed in the declaring round, with the best key they stayed under."""
        state = self.state
        if state.forced or state.phase in ("bid", "exchange"):
            return []
        declared = {d["seat"]: d for d in state.declarations}
        order = state.order()
        if state.phase == "play":
            spoken = order
        elif state.turn in order:
            spoken = order[: order.index(state.turn)]
        else:
            spoken = []
        best: tuple[int, int, int] | None = None
        out = []
        for s in spoken:
            entry = declared.get(s)
            if entry is not None:
                key = (entry["kind"], entry["top"], 1 if entry["trump"] else 0)
                if best is None or key > best:
                    best = key
                continue
            if s != self.seat:
                out.append((s, best))
        return out

    def sample_hands(self, rng: random.Random) -> list[int]:
        """Hands for every seat (own unchanged) and, at index n, the stock.

        With a `play_model`, a deal is kept with the probability the model gives
        the others' plays in it (`PlayModel.likelihood`), so the deals come about
        as often as the play so far makes them likely: a deal in which an
        opponent would have played otherwise is mostly drawn again.
        """
        model = self.play_model
        dp = self.state.play
        if model is None or dp is None or not dp.log:
            return self._consistent(rng)
        maker = maker_side(self.state)
        return weighted_draw(
            lambda: self._consistent(rng),
            lambda hands: model.likelihood(dp, self.seat, maker, hands),
            rng,
            PLAY_MODEL_TRIES,
        )

    def _consistent(self, rng: random.Random) -> list[int]:
        """A deal that respects the hard facts and, where one is found, every hint."""
        fallback: list[int] | None = None
        fewest = 0
        hands: list[int] = []
        for _ in range(TRIES):
            hands = self._draw(rng)
            if not self._facts_hold(hands):
                continue
            misses = self._hint_misses(hands, rng)
            if not misses:
                return hands
            if fallback is None or misses < fewest:
                fallback, fewest = hands, misses
        return fallback if fallback is not None else hands

    def world(self, rng: random.Random) -> KlaborMatch:
        """A full state with the hidden cards sampled, and fresh chance for future deals."""
        state = self.state
        world = state.clone()
        sampled = self.sample_hands(rng)
        n = state.n
        for s in range(n):
            world.hands[s] = sampled[s]
        stock = bits(sampled[n])
        rng.shuffle(stock)
        if state.frez is not None:
            stock.append(state.frez)
        world.stock = stock
        world.pack = None
        for s in self.others:
            if not state.drawn:
                world.first_six[s] = sampled[s]
            world.extras[s] = 0
        if world.play is not None and not state.shown and state.contest_holder is not None:
            world.scoring = {}
            winner = state.contest_holder
            start = self._start_hands(sampled)
            quint = bool(state.options["quint_100"])
            world.scoring[winner] = find_sequences(start[winner], quint)
            if state.rules.teams and state.options["team_melds"] == "team":
                partner = (winner + 2) % 4
                extra = find_sequences(start[partner], quint)
                if extra:
                    world.scoring[partner] = extra
        dp = world.play
        if dp is not None and not dp.bella_announced:
            start = self._start_hands(sampled)
            pair = (1 << dp.table.king) | (1 << dp.table.queen)
            dp.bella_holder = next((s for s in range(n) if start[s] & pair == pair), -1)
        world.rng = random.Random(rng.getrandbits(64))
        world.history = []
        return world


class PlayModel:
    """How likely each seat's plays so far were in a sampled deal: the medium policy as a model.

    The deal is replayed from its first trick with the sampled hands; at each
    card another seat chose (it had more than one legal card), the medium
    policy (`policy.medium_card`, which reads only that seat's own hand and
    the public play) is asked what it would have played. A play it agrees with
    counts 1, any other `miss` (`partner_miss` for a partner, whose play the
    model knows less well when he is a stronger player): the likelihood is the
    product. Nobody is assumed to play exactly like medium; a miss only makes
    the deal less likely, so a human's unusual card still leaves every deal
    possible. The bella is left out of the replay: it changes points, never
    which card the medium policy plays.
    """

    def __init__(self, miss: float = 0.2, partner_miss: float = 0.5) -> None:
        self.miss = miss
        self.partner_miss = partner_miss

    def likelihood(self, dp: DealPlay, seat: int, maker: int, hands: list[int]) -> float:
        """The weight of the sampled `hands` (index n, the stock, is not read); `maker`: a side."""
        if not dp.log:
            return 1.0
        rules = dp.rules
        start = hands[: rules.players]
        for s, card in dp.log:
            start[s] |= 1 << card
        replay = DealPlay(rules, dp.table, start, dp.log[0][0])
        side = rules.side_of[seat]
        weight = 1.0
        rng = random.Random(0)  # medium_card takes one; its choices do not draw from it
        for s, card in dp.log:
            if s != seat:
                legal = replay.legal_mask()
                if legal & (legal - 1) and medium_card(replay, maker, rng)[0] != card:
                    weight *= self.partner_miss if rules.side_of[s] == side else self.miss
            replay.play(card)
        return weight


class AllSeeing(SeatKnowledge):
    """The true deal in place of samples: for the arena's all-seeing player only.

    It measures how far hard's play is from play that knows every card (issue 23:
    docs/benchmarks.md); no table's bot is ever built with it (`Game.arena_bots`).
    """

    sees_all = True

    def sample_hands(self, rng: random.Random) -> list[int]:
        """Every hand as it is and, at index n, the stock's cards."""
        stock = 0
        for card in self.state.stock:
            stock |= 1 << card
        if self.state.frez is not None:
            stock &= ~(1 << self.state.frez)
        return [*self.state.hands[: self.state.n], stock]

    def world(self, rng: random.Random) -> KlaborMatch:
        world = self.state.clone()
        world.rng = random.Random(rng.getrandbits(64))  # future deals stay unknown
        world.history = []
        return world


def evaluate(state: KlaborMatch, seat: int) -> float:
    """A value in [-1, 1] for `seat`'s side: the match score, then this deal's card points."""
    result = state.outcome()
    if result is not None:
        return result.returns[seat]
    side = state.side_of(seat)
    target = int(state.options["target"])
    others = [v for s, v in enumerate(state.scores) if s != side]
    value = 1.5 * (state.scores[side] - max(others)) / target
    dp = state.play
    if dp is not None:
        rivals = [v for s, v in enumerate(dp.points) if s != side]
        value += 0.8 * (dp.points[side] - max(rivals)) / 162
    return math.tanh(value)
