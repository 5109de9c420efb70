"""Rule-based card play for the easy and medium levels (and the hard level's rollouts).

The functions read a `DealPlay` as one seat sees it: the seat's own hand, the
cards played, the voids everybody has shown, the current trick and the
partner's discards. They never look at another seat's hand, so the same code
plays honestly at the table and inside the hard level's sampled worlds.

Medium plays like a decent club partner:
- the trumping team (or a player long in trumps) leads trumps to draw the
  opponents' ones, top trumps first when they are masters;
- a trick the partner has safely won gets the fattest card one can spare;
- an opponent's trick is taken as cheaply as is safe, and left alone when it
  cannot be won or is not worth a top trump;
- discarding, it throws a blank from the suit where it holds the ace: the
  partner reads that discard and leads the suit back; it also leads a suit
  the partner has shown void in, for him to ruff;
- the shoha always catches an opponent's queen of clubs, and the queen is not
  led while the shoha is out.
"""

from __future__ import annotations

import random

from igroteka.cards import Suit
from igroteka.games.kozel.cardrules import QC, TRUMP, KozelRules, TrumpTable
from igroteka.games.kozel.play import DealPlay

QC_I = QC.index


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _lowest(cards: list[int], table: TrumpTable, points: list[int]) -> int:
    """The cheapest card: fewest points, then weakest."""
    return min(cards, key=lambda c: (points[c], table.power[c], c))


def trick_leader(dp: DealPlay) -> tuple[int, int]:
    """(seat, card) currently winning the trick."""
    table = dp.table
    eff, power = table.eff, table.power
    led = eff[dp.trick[0][1]]
    best_seat, best = dp.trick[0]
    for seat, card in dp.trick[1:]:
        e = eff[card]
        if e in (led, TRUMP) and power[card] > power[best]:
            best_seat, best = seat, card
    return best_seat, best


def beats(table: TrumpTable, card: int, best: int, led: int) -> bool:
    e = table.eff[card]
    if e not in (TRUMP, led):
        return False
    if e == TRUMP and table.eff[best] != TRUMP:
        return True
    return e == table.eff[best] and table.power[card] > table.power[best]


# --- easy ------------------------------------------------------------------------------
def easy_card(dp: DealPlay, rng: random.Random) -> int:
    """Win a trick worth having with the lowest card that wins now; otherwise play cheap."""
    table = dp.table
    points = dp.rules.points
    legal = _bits(dp.legal_mask())
    if not dp.trick:
        aces = [c for c in legal if points[c] == 11 and table.eff[c] != TRUMP]
        return rng.choice(aces) if aces else _lowest(legal, table, points)
    seat, best = trick_leader(dp)
    led = table.eff[dp.trick[0][1]]
    trick_points = sum(points[c] for _, c in dp.trick)
    if (seat ^ dp.turn) & 1 and trick_points >= 10:
        winners = [c for c in legal if beats(table, c, best, led)]
        if winners:
            return min(winners, key=lambda c: (table.power[c], c))
    return _lowest(legal, table, points)


# --- medium ------------------------------------------------------------------------------
class _Seen:
    """What the seat to move knows, digested for the rules below."""

    __slots__ = (
        "dp",
        "hand",
        "legal",
        "partner",
        "points",
        "rules",
        "seat",
        "table",
        "team",
        "unseen",
    )

    def __init__(self, dp: DealPlay) -> None:
        self.dp = dp
        self.seat = dp.turn
        self.team = self.seat & 1
        self.partner = self.seat ^ 2
        self.rules: KozelRules = dp.rules
        self.table: TrumpTable = dp.table
        self.points = dp.rules.points
        self.hand = dp.hands[self.seat]
        self.legal = dp.legal_mask()
        self.unseen = dp.rules.deck_mask & ~dp.played & ~self.hand

    def may_hold(self, seat: int) -> int:
        return self.unseen & ~self.dp.void[seat]

    def can_beat(self, seat: int, best: int, led: int) -> bool:
        """Whether `seat` (still to play) might beat `best`, judging by what it may hold."""
        table = self.table
        may = self.may_hold(seat)
        if may & table.above[best]:
            return True
        if table.eff[best] == TRUMP or not may & table.trump_mask:
            return False
        led_left = self.unseen & table.eff_mask[led]
        return bool(self.dp.void[seat] & table.eff_mask[led]) or led_left.bit_count() <= 1

    def is_master(self, card: int) -> bool:
        return not self.unseen & self.table.above[card]

    def shoha_out(self) -> bool:
        shoha = self.rules.shoha
        return shoha is not None and bool(self.unseen & (1 << shoha.index))


def medium_card(dp: DealPlay, rng: random.Random) -> int:
    seen = _Seen(dp)
    legal = _bits(seen.legal)
    if len(legal) == 1:
        return legal[0]
    if not dp.trick:
        return _lead(seen, legal, rng)
    return _follow(seen, legal)


def _lead(seen: _Seen, legal: list[int], rng: random.Random) -> int:
    dp, table, points = seen.dp, seen.table, seen.points
    opponents = (seen.seat ^ 1, seen.seat ^ 3)
    trumps = [c for c in legal if table.eff[c] == TRUMP]
    plain = [c for c in legal if table.eff[c] != TRUMP]
    risky_queen = seen.shoha_out() and seen.rules.catching
    opp_trumps = any(seen.may_hold(o) & table.trump_mask for o in opponents)
    trumping = (dp.trumper & 1) == seen.team
    if trumps and opp_trumps and ((trumping and len(trumps) >= 2) or len(trumps) >= 4 or not plain):
        usable = [c for c in trumps if not (c == QC_I and risky_queen)]
        masters = [c for c in usable if seen.is_master(c)]
        if masters:
            return max(masters, key=lambda c: table.power[c])
        if len(trumps) >= 2 and usable:
            return min(usable, key=lambda c: (table.power[c], c))
    if plain:
        choice = _signalled_suit(seen, plain) or _partner_ruff(seen, plain, opponents)
        if choice is not None:
            return choice
        masters = [
            c
            for c in plain
            if seen.is_master(c)
            and not any(
                dp.void[o] & table.eff_mask[table.eff[c]] and seen.may_hold(o) & table.trump_mask
                for o in opponents
            )
        ]
        if masters:
            return max(masters, key=lambda c: (points[c], table.power[c]))
        return _lowest_lead(seen, plain)
    usable = [c for c in trumps if not (c == QC_I and risky_queen)] or trumps
    return min(usable, key=lambda c: (table.power[c], c))


def _signalled_suit(seen: _Seen, plain: list[int]) -> int | None:
    """The partner discarded a blank from a suit: he holds its ace, lead it back."""
    table = seen.table
    for seat, card in seen.dp.discards:
        if seat != seen.partner:
            continue
        suit = table.eff[card]
        mine = [c for c in plain if table.eff[c] == suit]
        if mine and seen.may_hold(seen.partner) & table.eff_mask[suit]:
            return _lowest(mine, table, seen.points)
        return None
    return None


def _partner_ruff(seen: _Seen, plain: list[int], opponents: tuple[int, int]) -> int | None:
    """Lead a suit the partner has shown void in (and may still trump), unless they are too."""
    dp, table = seen.dp, seen.table
    if not seen.may_hold(seen.partner) & table.trump_mask:
        return None
    for suit in range(4):
        mask = table.eff_mask[suit]
        if not dp.void[seen.partner] & mask:
            continue
        if any(dp.void[o] & mask and seen.may_hold(o) & table.trump_mask for o in opponents):
            continue
        mine = [c for c in plain if table.eff[c] == suit]
        if mine:
            return _lowest(mine, table, seen.points)
    return None


def _lowest_lead(seen: _Seen, plain: list[int]) -> int:
    """A cheap card from a long suit, never an unguarded ten under an unseen ace."""
    table, points = seen.table, seen.points

    def key(c: int) -> tuple[int, int, int, int]:
        length = (seen.hand & table.eff_mask[table.eff[c]]).bit_count()
        exposed = 1 if points[c] >= 10 and not seen.is_master(c) else 0
        return (exposed, points[c], -length, table.power[c])

    return min(plain, key=key)


def _follow(seen: _Seen, legal: list[int]) -> int:
    dp, table, points = seen.dp, seen.table, seen.points
    led = table.eff[dp.trick[0][1]]
    best_seat, best = trick_leader(dp)
    later = [(seen.seat + k) & 3 for k in range(1, 4 - len(dp.trick))]
    later_opps = [s for s in later if (s ^ seen.seat) & 1]
    trick_points = sum(points[c] for _, c in dp.trick)
    shoha = seen.rules.shoha
    if (
        seen.rules.catching
        and shoha is not None
        and seen.legal & (1 << shoha.index)
        and any(c == QC_I and (s ^ seen.seat) & 1 for s, c in dp.trick)
    ):
        return shoha.index
    winners = [c for c in legal if beats(table, c, best, led)]
    safe = [c for c in winners if not any(seen.can_beat(o, c, led) for o in later_opps)]
    risky_queen = seen.shoha_out() and seen.rules.catching and later_opps
    safe = [c for c in safe if not (c == QC_I and risky_queen)]
    if (best_seat & 1) == seen.team:
        if not any(seen.can_beat(o, best, led) for o in later_opps):
            return _smear(seen, legal)
        if safe and trick_points >= 10:
            return min(safe, key=lambda c: (table.power[c], -points[c]))
        return _dump(seen, legal, led)
    if safe:
        card = min(safe, key=lambda c: (table.power[c], -points[c]))
        top = table.eff[card] == TRUMP and table.power[card] >= table.power[QC_I] - 4
        if trick_points + points[card] > 0 or not top or not later_opps:
            return card
    partner_later = seen.partner in later
    if winners and trick_points >= 10:
        usable = [c for c in winners if not (c == QC_I and risky_queen)]
        if usable:
            # A fat trick is worth a trump even if an opponent may overtrump: the highest
            # when the partner has played, the cheapest when he still can overtrump for us.
            if partner_later:
                return min(usable, key=lambda c: (table.power[c], points[c]))
            return max(usable, key=lambda c: table.power[c])
    return _dump(seen, legal, led)


def _smear(seen: _Seen, legal: list[int]) -> int:
    """Give the partner's safe trick the most points one can spare (plain cards first)."""
    table, points = seen.table, seen.points
    plain = [c for c in legal if table.eff[c] != TRUMP]
    if plain:
        return max(plain, key=lambda c: (points[c], -table.power[c]))
    cheap = [c for c in legal if table.power[c] < table.power[QC_I] - 8 or points[c] >= 10]
    if cheap:
        return max(cheap, key=lambda c: (points[c], -table.power[c]))
    # Only queens and jacks: a point more is not worth a master queen; give the weakest.
    return min(legal, key=lambda c: table.power[c])


def _dump(seen: _Seen, legal: list[int], led: int) -> int:
    """The cheapest card; when void, a blank from the suit of one's ace (the signal)."""
    table, points = seen.table, seen.points
    plain = [c for c in legal if table.eff[c] != TRUMP]
    if plain and table.eff[plain[0]] != led and len({table.eff[c] for c in plain}) > 1:
        for c in sorted(plain, key=lambda c: table.power[c]):
            suit_cards = seen.hand & table.eff_mask[table.eff[c]]
            holds_master = any(seen.is_master(x) and points[x] >= 10 for x in _bits(suit_cards))
            if points[c] == 0 and holds_master and suit_cards.bit_count() >= 2:
                return c
    pool = plain or legal
    if plain and table.eff[plain[0]] != led:
        return min(
            pool,
            key=lambda c: (
                points[c],
                (seen.hand & table.eff_mask[table.eff[c]]).bit_count(),
                table.power[c],
            ),
        )
    return _lowest(pool, table, points)


# --- decisions before play ----------------------------------------------------------------
def declare_scores(rules: KozelRules, hand: int) -> dict[Suit, float]:
    """How good each suit would be as trump for this hand (length, then high cards)."""
    scores: dict[Suit, float] = {}
    for suit, table in rules.tables.items():
        trumps = hand & table.trump_mask
        value = 0.0
        for c in _bits(trumps):
            value += 1.0 + table.power[c] / 200.0
        for c in _bits(hand & table.plain_mask):
            if rules.points[c] == 11:
                value += 0.6
        scores[suit] = value
    return scores


def medium_declare(rules: KozelRules, hand: int) -> Suit:
    scores = declare_scores(rules, hand)
    return max(scores, key=lambda s: (scores[s], -s.number))


def easy_declare(rules: KozelRules, hand: int, rng: random.Random) -> Suit:
    """The suit with the most cards of its own (queens and jacks aside)."""
    counts = {s: (hand & t.trump_mask).bit_count() for s, t in rules.tables.items()}
    best = max(counts.values())
    return rng.choice([s for s in rules.tables if counts[s] == best])


def medium_give(rules: KozelRules, table: TrumpTable, hand: int, givable: int) -> int | None:
    """Pass a lone small trump to the partner; keep the shoha or a queen (None: keep)."""
    for c in _bits(givable):
        if table.eff[c] != TRUMP:
            return c
        shoha = rules.shoha
        if (shoha is not None and c == shoha.index) or table.power[c] >= table.power[QC_I] - 3:
            return None
        return c
    return None


def medium_return(table: TrumpTable, points: list[int], hand: int, allowed: int) -> int:
    """Give back a blank from one's shortest plain suit (to get a void for ruffing)."""
    cards = _bits(allowed)
    plain = [c for c in cards if table.eff[c] != TRUMP] or cards

    def key(c: int) -> tuple[int, int, int]:
        return (points[c], (hand & table.eff_mask[table.eff[c]]).bit_count(), table.power[c])

    return min(plain, key=key)
