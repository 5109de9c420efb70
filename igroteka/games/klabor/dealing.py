"""Dealing a deal: the shuffle, six cards each, the turned card, the клабор, the trump, the extras.

Every bit of chance comes from `state.rng` (or a given pack, top card
first), so a deal is reproducible from the match's seed.
"""

from __future__ import annotations

from typing import Any

from igroteka.cards import ALL_CARDS, SUITS, Card, Rank, Suit, cards_of, shuffled
from igroteka.engine.events import Event
from igroteka.games.klabor import match, rights, texts
from igroteka.games.klabor.cardrules import DECK, SUIT_BY_NUMBER
from igroteka.games.klabor.protocol import KlaborMatch
from igroteka.games.klabor.scoring import KLABOR, score_klabor
from igroteka.games.klabor.texts import ANNOUNCE, BID, EXCHANGE

KLABOR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE)
KLABOR_MASKS = {s.number: sum(1 << Card(r, s).index for r in KLABOR_RANKS) for s in SUITS}


def ascii_cards(mask: int) -> list[str]:
    return [c.ascii for c in cards_of(mask)]


def new_deal(state: KlaborMatch, events: list[Event], pack: list[int] | None = None) -> None:
    """Shuffle (or take `pack`, top card first), deal six each and turn up the next card."""
    state.clear_deal()
    state.shuffle_number += 1
    if pack is None:
        pack = [c.index for c in shuffled(DECK, state.rng)]
    state.pack = list(pack)
    state.forced = state.forced_maker is not None
    order = state.order()
    packet = int(state.options["deal_packets"])
    pos = 0
    for _ in range(6 // packet):
        for seat in order:
            for card in pack[pos : pos + packet]:
                state.hands[seat] |= 1 << card
            pos += packet
    state.first_six = state.hands[:]
    state.turnup = state.turnup_original = pack[pos]
    state.stock = list(pack[pos + 1 :])
    events.append(
        state.event(
            "deal",
            {s: {"hand": ascii_cards(state.hands[s])} for s in range(state.n)},
            dealer=state.dealer,
            turnup=ALL_CARDS[state.turnup].ascii,
            forced=state.forced,
            maker=state.forced_maker,
        )
    )
    if state.options["klabor_combo"]:
        for seat in order:
            suit = klabor_suit(state, seat)
            if suit is not None:
                declare_klabor(state, seat, suit, events)
                return
    if state.forced:
        assert state.forced_maker is not None
        state.maker = state.forced_maker
        set_trump(state, state.turned_suit(), "forced", events)
        return
    state.phase = BID
    state.bid_round = 1
    state.queue = order
    state.turn = order[0]


def klabor_suit(state: KlaborMatch, seat: int) -> int | None:
    """The suit of a клабор (A K Q J 10 9) among `seat`'s first six cards, if any."""
    for suit, mask in KLABOR_MASKS.items():
        if state.first_six[seat] & mask == mask:
            return suit
    return None


def declare_klabor(state: KlaborMatch, seat: int, suit: int, events: list[Event]) -> None:
    """A клабор in the first six cards: the engine declares it for its holder at once."""
    state.klabor = seat
    cards = [Card(r, SUIT_BY_NUMBER[suit]) for r in KLABOR_RANKS]
    shown = " ".join(str(c) for c in cards)
    events.append(state.event("klabor", seat=seat, cards=[c.ascii for c in cards], text=shown))
    side = state.side_of(seat)
    if state.options["klabor_effect"] == "match":
        line = {
            "deal": state.deal_number,
            "dealer": state.dealer,
            "kind": KLABOR,
            "klabor_seat": seat,
            "klabor_cards": [c.ascii for c in cards],
            "effect": "match",
            "scores": list(state.scores),
        }
        state.sheet.append(line)
        state.last_deal = line
        match.end_match(
            state,
            side,
            texts.klabor_won(match.side_name(state, side), shown, state.rules.teams),
            events,
        )
        return
    result = score_klabor(state.rules.sides, side, state.pots, state.baits)
    match.record(state, result, events, klabor_seat=seat, klabor_cards=[c.ascii for c in cards])


def set_trump(state: KlaborMatch, suit: Suit, how: str, events: list[Event]) -> None:
    """Trumps are fixed: ask about the seven if it goes before the extras, else deal them."""
    state.trump = suit
    state.how = how
    events.append(
        state.event("trump", suit=suit.letter, symbol=suit.symbol, maker=state.maker, how=how)
    )
    if rights.exchange_possible(state) and state.options["seven_exchange_time"] == "before_draw":
        state.phase = EXCHANGE
        maker_only = state.options["seven_exchange"] == "maker_only"
        assert state.maker is not None
        state.queue = [state.maker] if maker_only else state.order()
        state.turn = state.queue[0]
        return
    draw(state, events)


def draw(state: KlaborMatch, events: list[Event]) -> None:
    """The extra cards («прикуп»): 3 each, or with four 2 each and the turned card."""
    order = state.order()
    receiver: int | None = None
    if state.n < 4:
        counts = dict.fromkeys(order, 3)
    else:
        to_maker = state.options["turnup_to"] == "maker" and state.maker is not None
        receiver = state.maker if to_maker else state.dealer
        assert receiver is not None
        counts = {s: 1 if s == receiver else 2 for s in order}
    for seat in order:
        for _ in range(counts[seat]):
            card = state.stock.pop(0)
            state.extras[seat] |= 1 << card
            state.hands[seat] |= 1 << card
    public: dict[str, Any] = {}
    if receiver is not None:
        state.hands[receiver] |= 1 << state.turnup
        state.extras[receiver] |= 1 << state.turnup
        state.turnup_holder = receiver
        state.public_holder[state.turnup] = receiver
        public["receiver"] = receiver
        public["turnup"] = ALL_CARDS[state.turnup].ascii
    elif state.stock:
        state.frez = state.stock[-1]
        public["frez"] = ALL_CARDS[state.frez].ascii
    state.drawn = True
    events.append(
        state.event(
            "draw", {s: {"cards": ascii_cards(state.extras[s])} for s in range(state.n)}, **public
        )
    )
    state.phase = ANNOUNCE
    state.queue = order
    state.turn = order[0]
