"""What each seat sees, as JSON for the client and as text for a terminal.

A seat's view holds its own hand and nothing of anybody else's but the card
counts, the cards already played, and the cards the open deal turned face up.
For the seat to move it lists every card of the hand with whether it may be
played now and, if not, why ("нужно ходить в масть ♥"). Cards travel in their
ASCII form ("Qh") with the printed form beside it where a person reads it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from igroteka.cards import ALL_CARDS, Card, Playable, Suit, cards_of, follow_suit
from igroteka.cards import views as cardviews
from igroteka.cards.cardset import indices
from igroteka.engine.i18n import Text
from igroteka.games.kozel import texts
from igroteka.games.kozel.actions import GIVE, PLAY, REDEAL_PHASE, RETURN
from igroteka.games.kozel.cardrules import TRUMP, KozelRules, TrumpTable
from igroteka.games.kozel.protocol import KozelMatch
from igroteka.games.kozel.scoring import with_eggs

SUIT_BY_NUMBER = {s.number: s for s in Suit}
DISPLAY_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def sort_hand(state: KozelMatch, mask: int) -> list[Card]:
    """Trumps first (strongest first), then the plain suits alternating colours, high to low."""
    keys = _hand_keys(state.rules, state.trump)
    return [ALL_CARDS[i] for i in sorted(indices(mask), key=keys.__getitem__)]


@lru_cache(maxsize=64)
def _hand_keys(rules: KozelRules, trump: Suit | None) -> tuple[tuple[int, int], ...]:
    """Each card's place in a sorted hand (by card index), worked out once per rule set and
    trump: every view sorts a hand."""
    table = rules.tables[trump] if trump is not None else None
    permanent = rules.permanent_mask
    order = rules.plain_order

    def key(card: Card) -> tuple[int, int]:
        if table is not None and table.eff[card.index] == TRUMP:
            return (0, -table.power[card.index])
        if table is None and permanent & (1 << card.index):
            return (0, -rules.tables[Suit.CLUBS].power[card.index])
        rank_pos = order.index(card.rank) if card.rank in order else 0
        return (1 + DISPLAY_SUITS.index(card.suit), rank_pos)

    return tuple(key(ALL_CARDS[i]) for i in range(52))


def _shown(state: KozelMatch, mask: int) -> list[dict[str, str]]:
    """The cards of `mask` in hand order, as the client reads them."""
    return [cardviews.card_json(c) for c in sort_hand(state, mask)]


# --- what may be played, and why not ------------------------------------------------
def _note(state: KozelMatch, table: TrumpTable) -> Any:
    """Why a card of the led suit's colour does not count: it is a trump."""
    shoha = state.rules.shoha

    def note(card: Card, led: Any) -> Text | None:
        if led != TRUMP and table.eff[card.index] == TRUMP and card.suit.number == led:
            if card is shoha:
                return texts.shoha_not_club(card)
            return texts.not_in_suit(card, card.suit)
        return None

    return note


def playable_cards(state: KozelMatch, seat: int) -> list[Playable]:
    """Every card of `seat`'s hand with its playability now (empty unless `seat` is to move)."""
    if state.current_seat() != seat:
        return []
    hand = sort_hand(state, state.hands[seat])
    if state.phase == PLAY:
        return _play_playable(state, seat, hand)
    if state.phase == GIVE:
        givable = state.givable(seat)
        reason = state.give_reason()
        return [
            Playable(
                c, bool(givable & (1 << c.index)), None if givable & (1 << c.index) else reason
            )
            for c in hand
        ]
    if state.phase == RETURN:
        allowed = state.returnable()
        return [
            Playable(
                c,
                bool(allowed & (1 << c.index)),
                None if allowed & (1 << c.index) else texts.RETURN_NOT_RECEIVED,
            )
            for c in hand
        ]
    return [Playable(c, False, texts.WRONG_PHASE[state.phase]) for c in hand]


def _play_playable(state: KozelMatch, seat: int, hand: list[Card]) -> list[Playable]:
    dp = state.play
    assert dp is not None
    table = dp.table
    if not dp.trick:
        if dp.restricted[seat] and state.hands[seat] & table.plain_mask:
            first = (
                state.options["trump_lead_restriction"] == "both_first_deal"
                and state.deal_number == 1
            )
            reason = texts.LEAD_RESTRICTED_FIRST if first else texts.LEAD_RESTRICTED
            return [
                Playable(c, not table.is_trump(c), reason if table.is_trump(c) else None)
                for c in hand
            ]
        return [Playable(c, True) for c in hand]
    led_card = ALL_CARDS[dp.trick[0][1]]
    led = table.eff[led_card.index]

    def requirement(suit: Any) -> Text:
        return texts.FOLLOW_TRUMP if suit == TRUMP else texts.follow_plain(SUIT_BY_NUMBER[suit])

    result = follow_suit(
        hand, led_card, lambda c: table.eff[c.index], requirement, _note(state, table)
    )
    if (
        all(p.playable for p in result)
        and state.rules.must_ruff
        and led != TRUMP
        and state.hands[seat] & table.trump_mask
    ):
        reason = texts.must_ruff(SUIT_BY_NUMBER[led])
        result = [
            Playable(c, table.is_trump(c), None if table.is_trump(c) else reason) for c in hand
        ]
    return result


def unplayable_reason(state: KozelMatch, seat: int, card: Card) -> Text | None:
    for item in playable_cards(state, seat):
        if item.card is card and not item.playable:
            return item.reason
    return None


# --- the JSON view ------------------------------------------------------------------
def _trump_info(state: KozelMatch) -> dict[str, Any]:
    rules = state.rules
    info: dict[str, Any] = {
        "suit": None if state.trump is None else state.trump.letter,
        "symbol": None if state.trump is None else state.trump.symbol,
        "trumper": state.trumper,
        "team": state.trumper & 1,
        "shoha": None if rules.shoha is None else rules.shoha.ascii,
        "mode": state.options["trump_mode"],
    }
    if state.trump is not None:
        info["order"] = [c.ascii for c in rules.tables[state.trump].order]
    return info


def _exchanges(state: KozelMatch, seat: int | None, reveal: bool) -> list[dict[str, Any]]:
    out = []
    for ex in state.exchanges:
        item: dict[str, Any] = {"from": ex.passer, "to": ex.receiver, "returned_done": ex.done}
        if reveal or ex.knows(seat):
            item["card"] = None if ex.given is None else ALL_CARDS[ex.given].ascii
            item["returned"] = None if ex.returned is None else ALL_CARDS[ex.returned].ascii
        out.append(item)
    return out


def seat_view(state: KozelMatch, seat: int | None) -> dict[str, Any]:
    dp = state.play
    view: dict[str, Any] = {
        "kind": "cards",
        "game": "kozel",
        "seat": seat,
        "team": None if seat is None else seat & 1,
        "teams": [[0, 2], [1, 3]],
        "phase": state.phase,
        "phase_text": texts.PHASE_NAMES[state.phase].to_json(),
        "turn": state.current_seat(),
        "deal_number": state.deal_number,
        "dealer": state.dealer,
        "trumper": state.trumper,
        "trump": _trump_info(state),
        "hand": [] if seat is None else _shown(state, state.hands[seat]),
        "hand_counts": [state.hands[s].bit_count() for s in range(4)],
        "revealed": ({str(state.trumper): _shown(state, state.revealed)} if state.revealed else {}),
        "trick": None,
        "last_trick": None,
        "card_points": [0, 0] if dp is None else list(dp.points),
        "tricks": [0, 0] if dp is None else list(dp.tricks),
        "scores": list(state.scores),
        "target": state.options["target"],
        "eggs": {"pending": state.eggs, "mode": state.options["eggs_mode"]},
        "goats": state.goat_team,
        "last_deal": state.last_deal,
        "match": state.match_score(),
        "exchanges": _exchanges(state, seat, reveal=False),
    }
    if dp is not None:
        view["trick"] = {"leader": dp.leader, "cards": cardviews.plays_json(dp.trick)}
        view["last_trick"] = cardviews.last_trick_json(dp)
        view["restricted"] = list(dp.restricted)
    if state.phase == REDEAL_PHASE and state.redeal_queue:
        asker, met = state.redeal_queue[0]
        view["redeal"] = {
            "seat": asker,
            "reasons": [texts.REDEAL_REASONS[m].to_json() for m in met],
        }
    return cardviews.add_turn(view, state, seat, playable_cards)


def full_view(state: KozelMatch) -> dict[str, Any]:
    """Everything, the hands included: for replays of finished games and for tests."""
    view = seat_view(state, None)
    view["hands"] = [_shown(state, state.hands[s]) for s in range(4)]
    view["dealt"] = [[c.ascii for c in sort_hand(state, state.dealt[s])] for s in range(4)]
    view["exchanges"] = _exchanges(state, None, reveal=True)
    return view


# --- the terminal -------------------------------------------------------------------
def event_label(event: dict[str, Any]) -> Text | None:
    """What `igroteka play` says of an event besides the moves: redeals, gifts, results."""
    kind = event["kind"]
    if kind == "redeal":
        return texts.SAID_REDEAL.with_params(reason=Text(**event["reason"]))
    if kind == "give":
        return texts.SAID_GIVE.with_params(seat=event["seat"] + 1, to=event["to"] + 1)
    if kind == "catch":
        return texts.SAID_CATCH
    if kind == "deal_end":
        line = event["result"]
        if line["kind"] == "eggs":
            return texts.SAID_EGGS.with_params(deal=line["deal"])
        team = line.get("team")
        written = max(line["written"])
        return texts.SAID_DEAL.with_params(
            deal=line["deal"],
            points=" : ".join(map(str, line["card_points"])),
            team=texts.TEAM_NAMES[team] if team is not None else Text("", ""),
            written=written,
        )
    return None


def eggs_note(options: Mapping[str, Any], eggs: int) -> Text:
    """What the pending «яйца» do to the next scored deal (×4, +2), not how many there were."""
    mode = str(options["eggs_mode"])
    if not eggs or mode == "replay":
        return Text("", "")
    if mode.startswith("double_next"):
        factor = with_eggs(1, eggs, mode, credit=False)
        return Text(
            ", яйца: следующая раздача ×{n}", ", eggs: the next deal counts ×{n}"
        ).with_params(n=factor)
    extra = with_eggs(0, eggs, mode, credit=options["scoring_mode"] != "loser_2_4_6")
    return Text(", яйца: следующей раздаче +{n}", ", eggs: +{n} to the next deal").with_params(
        n=extra
    )


def render_text(state: KozelMatch, seat: int | None, color: bool = False, lang: str = "ru") -> str:
    en = lang == "en"
    view = seat_view(state, seat)
    lines = []
    trump = state.trump.symbol if state.trump is not None else "?"
    lines.append(
        (
            f"Kozel — deal {state.deal_number}, dealer: seat {state.dealer + 1}, "
            f"trumper: seat {state.trumper + 1}, trump: {trump}"
        )
        if en
        else (
            f"Козёл — раздача {state.deal_number}, сдаёт: место {state.dealer + 1}, "
            f"козыряет: место {state.trumper + 1}, козырь: {trump}"
        )
    )
    a, b = state.scores
    lines.append(
        (
            f"Score: seats 1+3: {a} · seats 2+4: {b} (to {state.options['target']})"
            if en
            else f"Счёт: места 1+3: {a} · места 2+4: {b} (до {state.options['target']})"
        )
        + eggs_note(state.options, state.eggs).render(lang)
    )
    if state.play is not None:
        lines += cardviews.play_lines(state.play, color, en)
    if state.revealed and state.trumper != seat:
        shown = " ".join(cardviews.paint(c, color) for c in cards_of(state.revealed))
        lines.append(
            ("Face up at seat" if en else "Открыто у места") + f" {state.trumper + 1}: {shown}"
        )
    if seat is not None:
        marks = {p.card: p.playable for p in playable_cards(state, seat)}
        lines.append(cardviews.hand_line(sort_hand(state, state.hands[seat]), marks, color, en))
    lines += cardviews.closing_lines(state, view["hand_counts"], texts.PHASE_NAMES, lang)
    lines += cardviews.choices_line(state, seat, lang)
    return "\n".join(lines)
