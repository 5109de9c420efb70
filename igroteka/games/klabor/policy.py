"""Rule-based Klabor play: how the easy and medium levels (and the hard level's rollouts) decide.

Every function reads only what the seat may know: its own hand, the cards
played, the current trick, the bids and declarations, and the voids shown.
"Master" means no unseen card of the same suit ranks above it (the stock
counts as unseen, so the guess is cautious).

Bidding scores a hand for a trump suit: the jack and nine of trumps carry
most of it, then trump length, side aces and guarded tens, a bella and
sequences. The medium level takes the trump when the score clears a bar
that depends on the number of players (a partner helps with four).
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.cards import ALL_CARDS, SUITS, Suit
from igroteka.games.klabor.actions import (
    ACCEPT,
    DECLARE,
    EXCHANGE,
    PASS,
    REDEAL,
    NameTrump,
    play,
)
from igroteka.games.klabor.cardrules import (
    DECK_MASK,
    SUIT_BY_NUMBER,
    SUIT_MASKS,
    SUIT_OF_INDEX,
    TABLES,
    bits,
)
from igroteka.games.klabor.combos import find_sequences, total_value
from igroteka.games.klabor.play import DealPlay
from igroteka.games.klabor.protocol import KlaborMatch

TRUMP_WEIGHT = {20: 7.0, 14: 5.0, 11: 3.0, 10: 2.5, 4: 1.5, 3: 1.5, 0: 1.0}
BID_BAR = {2: 10.0, 3: 11.0, 4: 8.5}
REDEAL_KEEP_POINTS = 30


def hand_score(hand: int, trump: int) -> float:
    """How good `hand` is with `trump` (a suit number) for the maker: higher is better."""
    table = TABLES[trump]
    score = 0.0
    trumps = hand & table.trump_mask
    for card in bits(trumps):
        score += TRUMP_WEIGHT[table.points[card]]
    if trumps >> table.nine & 1 and not trumps >> table.jack & 1 and trumps.bit_count() < 3:
        score -= 2.0
    both = (1 << table.king) | (1 << table.queen)
    if trumps & both == both:
        score += 1.5
    for suit in range(4):
        if suit == trump:
            continue
        cards = hand & SUIT_MASKS[suit]
        base = suit * 13 - 2
        ace, ten, king = 1 << (base + 14), 1 << (base + 10), 1 << (base + 13)
        if cards & ace:
            score += 2.0
            if cards & ten:
                score += 1.0
        elif cards & ten:
            score += 0.8 if cards & king else 0.2
    score += 0.05 * total_value(find_sequences(hand))
    return score


def best_suit(hand: int, exclude: int | None) -> tuple[float, int]:
    return max((hand_score(hand, s.number), s.number) for s in SUITS if s.number != exclude)


# --- trick play -------------------------------------------------------------------------
def _unseen(dp: DealPlay, seat: int) -> int:
    return DECK_MASK & ~dp.hands[seat] & ~dp.played


def _master(dp: DealPlay, card: int, unseen: int) -> bool:
    return not dp.table.above[card] & unseen


def _points(dp: DealPlay, card: int) -> int:
    return dp.table.points[card]


def _low(dp: DealPlay, cards: list[int]) -> int:
    """The cheapest card to lose: fewest points, then weakest, plain before trump."""
    trump = dp.table.trump
    power = dp.table.power
    return min(cards, key=lambda c: (SUIT_OF_INDEX[c] == trump, _points(dp, c), power[c]))


def _opponents(dp: DealPlay, seat: int) -> list[int]:
    side = dp.rules.side_of[seat]
    return [s for s in range(dp.rules.players) if dp.rules.side_of[s] != side]


def _lead(dp: DealPlay, seat: int, maker_side: int, legal: list[int]) -> int:
    table = dp.table
    trump = table.trump
    hand = dp.hands[seat]
    unseen = _unseen(dp, seat)
    opponents = _opponents(dp, seat)
    their_trumps = unseen & table.trump_mask and any(
        dp.void[o] & table.trump_mask != table.trump_mask for o in opponents
    )
    trumps = [c for c in legal if SUIT_OF_INDEX[c] == trump]
    if dp.rules.side_of[seat] == maker_side and trumps and their_trumps:
        top = max(trumps, key=lambda c: table.power[c])
        if _master(dp, top, unseen):
            return top
    masters = []
    for card in legal:
        suit = SUIT_OF_INDEX[card]
        if suit == trump or not _master(dp, card, unseen):
            continue
        ruffed = their_trumps and any(dp.void[o] & SUIT_MASKS[suit] for o in opponents)
        if not ruffed:
            masters.append(card)
    if masters:
        return max(masters, key=lambda c: (_points(dp, c), table.power[c]))
    plain = [c for c in legal if SUIT_OF_INDEX[c] != trump]
    if plain:

        def key(card: int) -> tuple[int, int, int]:
            suit_cards = hand & SUIT_MASKS[SUIT_OF_INDEX[card]]
            return (_points(dp, card), -suit_cards.bit_count(), table.power[card])

        return min(plain, key=key)
    return (
        max(trumps, key=lambda c: table.power[c])
        if _master(dp, max(trumps, key=lambda c: table.power[c]), unseen)
        else _low(dp, trumps)
    )


def _follow(dp: DealPlay, seat: int, legal: list[int]) -> int:
    table = dp.table
    trump = table.trump
    rules = dp.rules
    unseen = _unseen(dp, seat)
    last = len(dp.trick) == rules.players - 1
    partner_wins = rules.side_of[dp.win_seat] == rules.side_of[seat]
    later = [(seat + k) % rules.players for k in range(1, rules.players - len(dp.trick))]
    only_partners_left = all(rules.side_of[s] == rules.side_of[seat] for s in later)
    if partner_wins:
        safe = only_partners_left or _master(dp, dp.win_card, unseen)
        if safe:
            plain = [c for c in legal if SUIT_OF_INDEX[c] != trump]
            pool = plain or legal
            return (
                max(pool, key=lambda c: (_points(dp, c), -table.power[c]))
                if plain
                else _low(dp, pool)
            )
        return _low(dp, legal)
    winners = [c for c in legal if table.beats(c, dp.win_card)]
    if not winners:
        return _low(dp, legal)
    at_stake = sum(_points(dp, c) for _, c in dp.trick)
    if last or only_partners_left:
        plain = [c for c in winners if SUIT_OF_INDEX[c] != trump]
        if plain:
            return max(plain, key=lambda c: _points(dp, c))
        if at_stake >= 4 or all(SUIT_OF_INDEX[c] == trump for c in legal):
            return min(winners, key=lambda c: table.power[c])
        return _low(dp, legal)
    masters = [c for c in winners if _master(dp, c, unseen) and SUIT_OF_INDEX[c] != trump]
    if masters:
        return max(masters, key=lambda c: _points(dp, c))
    if at_stake >= 10:
        sure = [c for c in winners if _master(dp, c, unseen)]
        if sure:
            return min(sure, key=lambda c: table.power[c])
        return min(winners, key=lambda c: table.power[c])
    if all(SUIT_OF_INDEX[c] == trump for c in legal):
        return min(winners, key=lambda c: table.power[c])
    return _low(dp, legal)


def medium_card(dp: DealPlay, maker_side: int, rng: random.Random) -> tuple[int, bool]:
    """The medium level's card for the seat to move, and whether to say «белла» with it."""
    seat = dp.turn
    legal = bits(dp.legal_mask())
    if len(legal) == 1:
        card = legal[0]
    elif not dp.trick:
        card = _lead(dp, seat, maker_side, legal)
    else:
        card = _follow(dp, seat, legal)
    return card, dp.bella_allowed(card) and _bella_pays(dp, seat, card)


def _bella_pays(dp: DealPlay, seat: int, card: int) -> bool:
    """Whether the trick the bella is said in will likely be ours (its 20 go to the winner)."""
    rules = dp.rules
    if rules.bella_strict:
        return True
    unseen = _unseen(dp, seat)
    mine = not dp.trick or dp.table.beats(card, dp.win_card)
    if not dp.trick:
        return _master(dp, card, unseen)
    if not mine:
        # The partner's trick: ours if nobody after us can beat the partner's card.
        last = len(dp.trick) == rules.players - 1
        return rules.side_of[dp.win_seat] == rules.side_of[seat] and (
            last or _master(dp, dp.win_card, unseen)
        )
    later = [(seat + k) % rules.players for k in range(1, rules.players - len(dp.trick))]
    return all(rules.side_of[s] == rules.side_of[seat] for s in later) or _master(dp, card, unseen)


def easy_card(dp: DealPlay, rng: random.Random) -> tuple[int, bool]:
    """A legal card by simple rules: win a fat trick cheaply, else play low; often at random."""
    legal = bits(dp.legal_mask())
    if rng.random() < 0.3:
        card = rng.choice(legal)
    elif dp.trick:
        winners = [c for c in legal if dp.table.beats(c, dp.win_card)]
        at_stake = sum(dp.table.points[c] for _, c in dp.trick)
        card = (
            min(winners, key=lambda c: dp.table.power[c])
            if winners and at_stake >= 10
            else _low(dp, legal)
        )
    else:
        card = max(legal, key=lambda c: (dp.table.points[c], dp.table.power[c]))
    return card, dp.bella_allowed(card)


# --- decisions before play --------------------------------------------------------------------
def bid_bar(state: KlaborMatch) -> float:
    """The hand score from which the medium level takes the turned suit (round 2 asks 0.5 more)."""
    return BID_BAR[state.n] if state.rules.teams or state.n < 4 else BID_BAR[3]


def medium_bid(state: KlaborMatch, seat: int) -> Any:
    hand = state.hands[seat]
    bar = bid_bar(state)
    turned = state.turned_suit().number
    if state.bid_round == 1:
        return ACCEPT if hand_score(hand, turned) >= bar else PASS
    score, suit = best_suit(hand, turned)
    legal = state.legal_actions()
    if score >= bar + 0.5 or PASS not in legal:
        return NameTrump(SUIT_BY_NUMBER[suit])
    return PASS


def easy_bid(state: KlaborMatch, seat: int, rng: random.Random) -> Any:
    hand = state.hands[seat]
    turned = state.turned_suit().number
    legal = state.legal_actions()
    if state.bid_round == 1:
        jack = TABLES[turned].jack
        return ACCEPT if hand >> jack & 1 or rng.random() < 0.15 else PASS
    for suit in SUITS:
        if suit.number != turned and hand >> TABLES[suit.number].jack & 1:
            return NameTrump(suit)
    if PASS in legal:
        return PASS
    return next(a for a in legal if isinstance(a, NameTrump))


def medium_redeal(state: KlaborMatch, seat: int) -> bool:
    """Ask for a redeal unless my side chose this trump and the hand is worth keeping."""
    assert state.maker is not None and state.trump is not None
    if state.side_of(seat) != state.side_of(state.maker):
        return True
    table = TABLES[state.trump.number]
    return sum(table.points[c] for c in bits(state.hands[seat])) < REDEAL_KEEP_POINTS


def before_play(state: KlaborMatch, seat: int, redeal: bool) -> Any:
    """The exchange, redeal and declaring round: swap the seven, declare whenever possible."""
    legal = state.legal_actions()
    if EXCHANGE in legal:
        return EXCHANGE
    if REDEAL in legal and redeal:
        return REDEAL
    if DECLARE in legal:
        return DECLARE
    return PASS


def maker_side(state: KlaborMatch) -> int:
    return -1 if state.maker is None else state.side_of(state.maker)


def medium_action(state: KlaborMatch, seat: int, rng: random.Random) -> Any:
    """The medium level's whole decision in any phase (also the hard level's rollout policy)."""
    phase = state.phase
    if phase == "play":
        dp = state.play
        assert dp is not None
        if state.redeal_reasons(seat) and medium_redeal(state, seat):
            return REDEAL
        card, bella = medium_card(dp, maker_side(state), rng)
        return play(ALL_CARDS[card], bella)
    if phase == "bid":
        return medium_bid(state, seat)
    redeal = bool(state.redeal_reasons(seat)) and medium_redeal(state, seat)
    return before_play(state, seat, redeal)


def suit_of(card: int) -> Suit:
    return SUIT_BY_NUMBER[SUIT_OF_INDEX[card]]
