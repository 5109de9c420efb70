"""What each seat sees, as JSON for the client and as text for a terminal.

A seat's view holds its own hand and of the others' only what the table has
seen: card counts, the turned card and the фреза, an exchanged seven, the
bids, each declaration as it was spoken («терц от дамы»), the winner's
sequences once shown, cards announced with a bella, the cards played. For
the seat to move it lists every card of the hand with whether it may be
played now and, if not, why ("нужно перебить козырь"), and every choice it
has, in both languages.
"""

from __future__ import annotations

from typing import Any

from igroteka.cards import ALL_CARDS, Card, Playable, Rank, Suit, cards_of, parse_card
from igroteka.cards import views as cardviews
from igroteka.engine.i18n import Text
from igroteka.games.klabor import texts
from igroteka.games.klabor.cardrules import (
    PLAIN_ORDER,
    SUIT_BY_NUMBER,
    SUIT_MASKS,
    SUIT_OF_INDEX,
    TRUMP_ORDER,
    hand_points_plain,
)
from igroteka.games.klabor.combos import KIND_CODES, describe_key, find_sequences
from igroteka.games.klabor.play import DealPlay
from igroteka.games.klabor.protocol import KlaborMatch

DISPLAY_SUITS = (3, 2, 0, 1)  # ♠ ♥ ♣ ♦: colours alternate


def sort_hand(state: KlaborMatch, mask: int) -> list[Card]:
    """Trumps first (strongest first), then the plain suits alternating colours, high to low."""
    trump = state.trump_number()

    def key(card: Card) -> tuple[int, int]:
        if card.suit.number == trump:
            return (0, TRUMP_ORDER.index(card.rank))
        return (1 + DISPLAY_SUITS.index(card.suit.number), PLAIN_ORDER.index(card.rank))

    return sorted(cards_of(mask), key=key)


def _cards(mask: int, state: KlaborMatch) -> list[dict[str, str]]:
    return [cardviews.card_json(c) for c in sort_hand(state, mask)]


# --- what may be played, and why not ------------------------------------------------
def play_reason(dp: DealPlay, card: int) -> Text | None:
    """Why the seat to move may not play `card` (held) now; None if it may."""
    if dp.legal_mask() & (1 << card):
        return None
    table = dp.table
    led_card = dp.trick[0][1]
    led = SUIT_OF_INDEX[led_card]
    hand = dp.hands[dp.turn]
    suit = SUIT_OF_INDEX[card]
    if hand & SUIT_MASKS[led] and suit != led:
        return texts.follow(SUIT_BY_NUMBER[led])
    if suit == table.trump and dp.win_card >= 0 and SUIT_OF_INDEX[dp.win_card] == table.trump:
        return texts.must_overtrump(ALL_CARDS[dp.win_card])
    return texts.must_trump(SUIT_BY_NUMBER[led])


def playable_cards(state: KlaborMatch, seat: int) -> list[Playable]:
    """Every card of `seat`'s hand with its playability now (empty unless `seat` is to move)."""
    if state.current_seat() != seat:
        return []
    hand = sort_hand(state, state.hands[seat])
    dp = state.play
    if dp is None:
        reason = texts.WRONG_PHASE[state.phase]
        return [Playable(c, False, reason) for c in hand]
    return [Playable(c, (reason := play_reason(dp, c.index)) is None, reason) for c in hand]


def unplayable_reason(state: KlaborMatch, seat: int, card: Card) -> Text | None:
    dp = state.play
    if dp is None or state.current_seat() != seat:
        return None
    return play_reason(dp, card.index)


# --- the JSON view ------------------------------------------------------------------
def _trump(state: KlaborMatch) -> dict[str, Any] | None:
    if state.trump is None:
        return None
    suit = state.trump
    return {
        "suit": suit.letter,
        "symbol": suit.symbol,
        "maker": state.maker,
        "how": state.how,
        "how_text": texts.HOW_NAMES[state.how or "accepted"].to_json(),
        "order": [Card(rank, suit).ascii for rank in TRUMP_ORDER],
    }


def _turnup(state: KlaborMatch) -> dict[str, Any] | None:
    if state.turnup < 0:
        return None
    original = ALL_CARDS[state.turnup_original]
    current = ALL_CARDS[state.turnup]
    in_hand = state.turnup_holder is not None
    return {
        "card": original.ascii,
        "text": str(original),
        "suit": original.suit.letter,
        "face_up": None if in_hand else cardviews.card_json(current),
        "holder": state.turnup_holder,
    }


def _bids(state: KlaborMatch) -> list[dict[str, Any]]:
    out = []
    for seat, round_, bid in state.bids:
        if bid == "play":
            text = Text("играю", "play")
        elif bid == "pass":
            text = Text("пас", "pass")
        else:
            text = Text("козырь {s}", "trump {s}").with_params(s=Suit.parse(bid).symbol)
        out.append({"seat": seat, "round": round_, "bid": bid, "text": text.to_json()})
    return out


def _known(state: KlaborMatch, seat: int | None) -> dict[str, list[dict[str, str]]]:
    """Cards of other hands the whole table knows about (turned card, bella, shown sequences)."""
    known: dict[int, int] = {}
    for card, holder in state.public_holder.items():
        if holder != seat and state.hands[holder] & (1 << card):
            known[holder] = known.get(holder, 0) | (1 << card)
    return {str(s): _cards(mask, state) for s, mask in sorted(known.items())}


def _my_sequences(state: KlaborMatch, seat: int) -> list[dict[str, Any]]:
    return [
        s.to_json() for s in find_sequences(state.hands[seat], bool(state.options["quint_100"]))
    ]


def declaration_json(entry: dict[str, Any]) -> dict[str, Any]:
    """A declaration as the table shows it: «терц от дамы», who leads the contest."""
    return {
        "seat": entry["seat"],
        "combo": KIND_CODES[entry["kind"]],
        "top": Rank(entry["top"]).ascii,
        "name": describe_key(entry["kind"], entry["top"]).to_json(),
        "trump": entry["trump"],
        "result": entry["result"],
    }


def _contest(state: KlaborMatch) -> dict[str, Any]:
    best = state.contest_best
    return {
        "declarations": [declaration_json(d) for d in state.declarations],
        "holder": state.contest_holder,
        "best": None if best is None else describe_key(best[0], best[1]).to_json(),
        "allowed": state.sequences_allowed(),
        "shown": state.shown_combinations() if state.shown else [],
    }


def _trick(dp: DealPlay) -> dict[str, Any]:
    return {
        "leader": dp.leader,
        "winning": dp.win_seat if dp.trick else None,
        "cards": cardviews.plays_json(dp.trick),
    }


def _deal_sheet(state: KlaborMatch) -> dict[str, Any]:
    """The running deal's score: card points, tricks, sequences and bella per side."""
    dp = state.play
    sides = state.rules.sides
    return {
        "card_points": [0] * sides if dp is None else list(dp.points),
        "tricks": [0] * sides if dp is None else list(dp.tricks),
        "sequences": state.sequence_points() if state.shown else [0] * sides,
        "bella": [0] * sides if dp is None else list(dp.bella_points),
        "pots": list(state.pots),
        "forced": state.forced,
    }


def seat_view(state: KlaborMatch, seat: int | None) -> dict[str, Any]:
    dp = state.play
    view: dict[str, Any] = {
        "kind": "cards",
        "game": "klabor",
        "seat": seat,
        "players": state.n,
        "teams": [[0, 2], [1, 3]] if state.rules.teams else None,
        "side_of": list(state.rules.side_of),
        "side": None if seat is None else state.side_of(seat),
        "phase": state.phase,
        "phase_text": texts.PHASE_NAMES[state.phase].to_json(),
        "turn": state.current_seat(),
        "deal_number": state.deal_number,
        "dealer": state.dealer,
        "order": state.order(),
        "turnup": _turnup(state),
        "frez": None if state.frez is None else cardviews.card_json(ALL_CARDS[state.frez]),
        "stock_count": len(state.stock),
        "trump": _trump(state),
        "bidding": {"round": state.bid_round, "bids": _bids(state)},
        "exchange": None
        if state.exchange is None
        else {
            "seat": state.exchange[0],
            "seven": cardviews.card_json(ALL_CARDS[state.exchange[1]]),
            "turnup": cardviews.card_json(ALL_CARDS[state.exchange[2]]),
        },
        "hand": [] if seat is None else _cards(state.hands[seat], state),
        "hand_counts": [state.hands[s].bit_count() for s in range(state.n)],
        "known": _known(state, seat),
        "contest": _contest(state),
        "bella": None
        if dp is None or not dp.bella_announced
        else {"seat": dp.bella_holder, "trick": dp.bella_trick, "strict": state.rules.bella_strict},
        "trick": None if dp is None else _trick(dp),
        "last_trick": None,
        "deal_score": _deal_sheet(state),
        "scores": list(state.scores),
        "baits": list(state.baits),
        "target": state.options["target"],
        "last_deal": state.last_deal,
        "match": state.match_score(),
    }
    view["last_trick"] = cardviews.last_trick_json(dp)
    if seat is not None:
        view["my_sequences"] = _my_sequences(state, seat)
        view["hand_points"] = hand_points_plain(state.hands[seat])
    return cardviews.add_turn(view, state, seat, playable_cards, labels=True)


def full_view(state: KlaborMatch) -> dict[str, Any]:
    """Everything, the hands and the stock included: for replays of finished games and tests."""
    view = seat_view(state, None)
    view["hands"] = [_cards(state.hands[s], state) for s in range(state.n)]
    view["first_six"] = [[c.ascii for c in cards_of(state.first_six[s])] for s in range(state.n)]
    view["extras"] = [[c.ascii for c in cards_of(state.extras[s])] for s in range(state.n)]
    view["stock"] = [ALL_CARDS[c].ascii for c in state.stock]
    view["sequences"] = [
        [s.to_json() for s in state.hand_sequences(seat)] for seat in range(state.n)
    ]
    return view


# --- the terminal -------------------------------------------------------------------
def event_label(state: KlaborMatch, event: dict[str, Any]) -> Text | None:
    """What `igroteka play` says of an event besides the moves: exchanges, redeals, results."""
    kind = event["kind"]
    if kind == "exchange":
        seven, turnup = str(parse_card(event["seven"])), str(parse_card(event["turnup"]))
        said = texts.SAID_EXCHANGE.with_params(seat=event["seat"] + 1, seven=seven, turnup=turnup)
        if event.get("holder") is not None:
            extra = texts.SAID_EXCHANGE_HOLDER.with_params(holder=event["holder"] + 1, seven=seven)
            said = _joined(said, extra)
        return said
    if kind == "redeal":
        return texts.SAID_REDEAL.with_params(seat=event["seat"] + 1, reason=Text(**event["reason"]))
    if kind == "thrown_in":
        return texts.SAID_THROWN_IN
    if kind == "bella":
        return texts.SAID_BELLA.with_params(seat=event["seat"] + 1)
    if kind == "klabor":
        return texts.SAID_KLABOR.with_params(seat=event["seat"] + 1, cards=event["text"])
    if kind == "deal_end":
        line = event["result"]
        sides = state.rules.sides
        written = " : ".join(str(v) for v in line["written"])
        said = texts.SAID_DEAL.with_params(
            deal=line["deal"],
            written=written,
            kind=texts.SAID_KINDS.get(line["kind"], Text("", "")),
        )
        skiers = [s for s, ski in enumerate(line.get("skis", [])) if ski]
        if skiers:
            names = [texts.side_name(sides, state.rules.teams, s) for s in skiers]
            sides_named = Text(
                ", ".join(n.render("ru") for n in names), ", ".join(n.render("en") for n in names)
            )
            extra = texts.SAID_SKIS.with_params(sides=sides_named)
            said = _joined(said, extra)
        return said
    return None


def _joined(first: Text, then: Text) -> Text:
    return Text(first.render("ru") + then.render("ru"), first.render("en") + then.render("en"))


def render_text(state: KlaborMatch, seat: int | None, color: bool = False, lang: str = "ru") -> str:
    en = lang == "en"
    lines = []
    trump = state.trump.symbol if state.trump is not None else "?"
    maker = "—" if state.maker is None else str(state.maker + 1)
    lines.append(
        (
            f"Klabor — deal {state.deal_number}, dealer: seat {state.dealer + 1}, "
            f"maker: {maker}, trump: {trump}"
        )
        if en
        else (
            f"Клабор — раздача {state.deal_number}, сдаёт: место {state.dealer + 1}, "
            f"заказал: {maker}, козырь: {trump}"
        )
    )
    scores = " · ".join(
        f"{texts.side_name(state.rules.sides, state.rules.teams, s).render(lang)}: {v}"
        for s, v in enumerate(state.scores)
    )
    lines.append(
        ("Score: " if en else "Счёт: ")
        + scores
        + (f" ({'to' if en else 'до'} {state.options['target']})")
    )
    if state.pots:
        lines.append(("Hanging: " if en else "Висит: ") + ", ".join(map(str, state.pots)))
    if state.turnup >= 0:
        shown = cardviews.paint(ALL_CARDS[state.turnup_original], color)
        if state.exchange is not None:
            # Who holds the turned card now: the board must not show the old one as lying there.
            who, seven, _turned = state.exchange
            shown += (
                f" (seat {who + 1} took it for {ALL_CARDS[seven]})"
                if en
                else f" (её взяло место {who + 1} в обмен на {ALL_CARDS[seven]})"
            )
        lines.append(
            ("Turned card: " if en else "Вскрышка: ")
            + shown
            + (
                f", фреза {cardviews.paint(ALL_CARDS[state.frez], color)}"
                if state.frez is not None
                else ""
            )
        )
    if state.bids:
        said = ", ".join(f"{b['seat'] + 1}: {b['text'][lang]}" for b in _bids(state))
        lines.append(("Bids: " if en else "Торговля: ") + said)
    for entry in _contest(state)["declarations"]:
        lines.append(
            ("Declared by " if en else "Объявил ") + f"{entry['seat'] + 1}: " + entry["name"][lang]
        )
    for shown in state.shown_combinations() if state.shown else []:
        cards = "; ".join(s["text"] for s in shown["sequences"])
        lines.append(
            ("Sequences of " if en else "Комбинации места ")
            + f"{shown['seat'] + 1}: {cards} (+{shown['points']})"
        )
    dp = state.play
    if dp is not None:
        lines += cardviews.play_lines(dp, color, en)
    if seat is not None:
        marks = {p.card: p.playable for p in playable_cards(state, seat)}
        lines.append(cardviews.hand_line(sort_hand(state, state.hands[seat]), marks, color, en))
    counts = [state.hands[s].bit_count() for s in range(state.n)]
    lines += cardviews.closing_lines(state, counts, texts.PHASE_NAMES, lang)
    lines += cardviews.choices_line(state, seat, lang)
    return "\n".join(lines)
