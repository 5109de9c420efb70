"""What each seat sees, as JSON for the client and as text for a terminal.

A seat's view holds its own hand and nothing of anybody else's but the card
counts, the cards already played, and the cards the open deal turned face up.
For the seat to move it lists every card of the hand with whether it may be
played now and, if not, why ("нужно ходить в масть ♥"). Cards travel in their
ASCII form ("Qh") with the printed form beside it where a person reads it.

The server makes every seat's view after every move, within 0.5 ms a move
for the whole server (issue 22, docs/benchmarks.md), so what repeats between
views (a hand laid out, the trump order, the texts, the cards) comes
from caches, and playability is worked out on bitmasks. A view's lists and
dicts are its own, except the card dicts of hands and tricks (`CARD_JSON`,
`PLAYED`), which views share: nothing changes a view once made (the server
encodes it at once, igroteka/server/table/messages.py; replays and the
offline table only send it). The views `seat_views` makes for several seats at
once (the server's update after a move) share, besides, what does not depend
on the seat (the trick, the trump, the score sheet).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from igroteka.cards import ALL_CARDS, Card, Playable, Suit, cards_of
from igroteka.cards import views as cardviews
from igroteka.cards.cardset import indices
from igroteka.cards.tricks import joined
from igroteka.engine.i18n import Text
from igroteka.games.kozel import texts
from igroteka.games.kozel.actions import GIVE, PLAY, REDEAL_PHASE, RETURN
from igroteka.games.kozel.cardrules import TRUMP, KozelRules
from igroteka.games.kozel.protocol import KozelMatch
from igroteka.games.kozel.scoring import with_eggs

SUIT_BY_NUMBER = {s.number: s for s in Suit}
DISPLAY_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def sort_hand(state: KozelMatch, mask: int) -> list[Card]:
    """Trumps first (strongest first), then the plain suits alternating colours, high to low."""
    return [ALL_CARDS[i] for i in _laid_out(state.rules, state.trump, mask)]


@lru_cache(maxsize=4096)
def _laid_out(rules: KozelRules, trump: Suit | None, mask: int) -> tuple[int, ...]:
    """The card indices of `mask` in hand order.

    Every view lays out one to six hands, and sorting them was a quarter of a
    view's time (issue 22, docs/benchmarks.md); between two moves only the
    mover's hand changes, so the others come from here. The pack is sorted
    once per rule set and trump, and a hand is the pack's order filtered:
    the same order as sorting the hand itself, since both sorts are stable
    and start from index order.
    """
    return tuple(i for i in _pack_order(rules, trump) if mask >> i & 1)


@lru_cache(maxsize=64)
def _pack_order(rules: KozelRules, trump: Suit | None) -> tuple[int, ...]:
    """The deck's card indices in hand order (hands hold deck cards only: a given position
    is checked against the deck, position.check_complete)."""
    keys = _hand_keys(rules, trump)
    return tuple(sorted((c.index for c in rules.deck), key=keys.__getitem__))


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
    """The cards of `mask` in hand order, as the client reads them (a fresh list of the
    shared card dicts of `CARD_JSON`)."""
    card_json = CARD_JSON
    return [card_json[i] for i in _laid_out(state.rules, state.trump, mask)]


CARD_JSON = tuple(cardviews.card_json(card) for card in ALL_CARDS)
"""Every card's `card_json`, made once and shared by every hand of every view (see the
module's docstring)."""


# --- what may be played, and why not ------------------------------------------------
PRINTED_SUIT_MASKS = {s.number: sum(1 << c.index for c in ALL_CARDS if c.suit is s) for s in Suit}
# The reasons that name the suit led, by its number, made once: a Text is a value.
FOLLOW_PLAIN = {s.number: texts.follow_plain(s) for s in Suit}
MUST_RUFF = {s.number: texts.must_ruff(s) for s in Suit}


class Rule(NamedTuple):
    """What the seat to move may play now, as masks of its hand.

    One rule, read two ways: as a `Playable` per card (the terminal, the
    reason of a refused move) and straight as the view's JSON, which is
    written for every move and so is built from the masks without a
    `Playable` per card (issue 22).
    """

    allowed: int
    """The cards of the hand that may be played (given, given back) now."""
    reason: Text | None = None
    """Why the others may not."""
    noted: int = 0
    """Those of the others that look as if they followed the suit led but are trumps: their
    reason says so (`_noted`)."""

    def why(self, state: KozelMatch, index: int) -> Text | None:
        """Why the card `index` may not be played; None when it may."""
        if self.allowed >> index & 1:
            return None
        assert self.reason is not None
        if self.noted >> index & 1:
            card = ALL_CARDS[index]
            return _noted(self.reason, card, card is state.rules.shoha)
        return self.reason


def _noted(reason: Text, card: Card, shoha: bool) -> Text:
    """`reason` and why `card`, of the led suit's colour, does not count: it is a trump."""
    note = texts.shoha_not_club(card) if shoha else texts.not_in_suit(card, card.suit)
    return joined(reason, note)


@lru_cache(maxsize=1024)
def _noted_json(reason: Text, card: Card, shoha: bool) -> dict[str, str]:
    """`_noted(...).to_json()`, kept: writing out the nested texts took longer than the rest
    of the seat's view (issue 22; callers get a copy)."""
    return _noted(reason, card, shoha).to_json()


def playable_rule(state: KozelMatch, seat: int) -> Rule:
    """What `seat`, the seat to move, may play now."""
    hand = state.hands[seat]
    if state.phase == PLAY:
        return _play_rule(state, seat, hand)
    if state.phase == GIVE:
        return Rule(state.givable(seat), state.give_reason())
    if state.phase == RETURN:
        return Rule(state.returnable(), texts.RETURN_NOT_RECEIVED)
    return Rule(0, texts.WRONG_PHASE[state.phase])


def _play_rule(state: KozelMatch, seat: int, hand: int) -> Rule:
    dp = state.play
    assert dp is not None
    table = dp.table
    if not dp.trick:
        if dp.restricted[seat] and hand & table.plain_mask:
            first = (
                state.options["trump_lead_restriction"] == "both_first_deal"
                and state.deal_number == 1
            )
            return Rule(
                hand & table.plain_mask,
                texts.LEAD_RESTRICTED_FIRST if first else texts.LEAD_RESTRICTED,
            )
        return Rule(hand)
    led = table.eff[dp.trick[0][1]]
    following = hand & table.eff_mask[led]
    if following:
        if led == TRUMP:
            return Rule(following, texts.FOLLOW_TRUMP)
        noted = hand & table.trump_mask & PRINTED_SUIT_MASKS[led]
        return Rule(following, FOLLOW_PLAIN[led], noted)
    if state.rules.must_ruff and led != TRUMP and hand & table.trump_mask:
        return Rule(hand & table.trump_mask, MUST_RUFF[led])
    return Rule(hand)


def playable_cards(state: KozelMatch, seat: int) -> list[Playable]:
    """Every card of `seat`'s hand with its playability now (empty unless `seat` is to move)."""
    if state.current_seat() != seat:
        return []
    rule = playable_rule(state, seat)
    out = []
    for card in sort_hand(state, state.hands[seat]):
        why = rule.why(state, card.index)
        out.append(Playable(card, why is None, why))
    return out


def playable_json(state: KozelMatch, seat: int) -> list[dict[str, Any]]:
    """`Playable.to_json` of each of `playable_cards`, written from the masks (issue 22); a
    reason shared by many cards ("you must follow suit ♥") is written out once."""
    allowed, why, noted = playable_rule(state, seat)
    ascii_, text = cardviews.CARD_ASCII, cardviews.CARD_TEXT
    shared = None
    out = []
    for i in _laid_out(state.rules, state.trump, state.hands[seat]):
        if allowed >> i & 1:
            reason = None
        elif noted >> i & 1:
            assert why is not None
            card = ALL_CARDS[i]
            reason = dict(_noted_json(why, card, card is state.rules.shoha))
        else:
            if shared is None:
                assert why is not None
                shared = dict(_text_json(why))
            reason = shared
        out.append(
            {"card": ascii_[i], "text": text[i], "playable": reason is None, "reason": reason}
        )
    return out


@lru_cache(maxsize=256)
def _text_json(text: Text) -> dict[str, str]:
    """`text.to_json()`, kept: a handful of reasons come back in every view of the seat to
    move (callers get a copy)."""
    return text.to_json()


def choices_json(state: KozelMatch) -> list[dict[str, Any]]:
    """`cardviews.choices_json`; in trick play, the most frequent by far, written from the
    legal mask as `PlayCard.to_json` and `str` write them (issue 22)."""
    dp = state.play
    if state.phase != PLAY or dp is None:
        return cardviews.choices_json(state)
    ascii_, text = cardviews.CARD_ASCII, cardviews.CARD_TEXT
    return [{"action": {"card": ascii_[i]}, "text": text[i]} for i in indices(dp.legal_mask())]


def unplayable_reason(state: KozelMatch, seat: int, card: Card) -> Text | None:
    if state.current_seat() != seat or not state.hands[seat] >> card.index & 1:
        return None
    return playable_rule(state, seat).why(state, card.index)


# --- the JSON view ------------------------------------------------------------------
PHASE_JSON = {phase: name.to_json() for phase, name in texts.PHASE_NAMES.items()}
"""The phases' names as JSON, written once: every view carries one (issue 22)."""


@lru_cache(maxsize=256)
def _trump_json(
    rules: KozelRules, trump: Suit | None, trumper: int, mode: str
) -> tuple[dict[str, Any], tuple[str, ...] | None]:
    """`_trump_info` but the order as a tuple, worked out once per rule set, trump and
    trumper rather than in every view (issue 22)."""
    info = {
        "suit": None if trump is None else trump.letter,
        "symbol": None if trump is None else trump.symbol,
        "trumper": trumper,
        "team": trumper & 1,
        "shoha": None if rules.shoha is None else rules.shoha.ascii,
        "mode": mode,
    }
    order = None if trump is None else tuple(c.ascii for c in rules.tables[trump].order)
    return info, order


def _trump_info(state: KozelMatch) -> dict[str, Any]:
    """The trump, who named it and the trump order: a fresh copy of `_trump_json`."""
    info, order = _trump_json(state.rules, state.trump, state.trumper, state.options["trump_mode"])
    if order is None:
        return dict(info)
    return {**info, "order": list(order)}


def _exchanges(state: KozelMatch, seat: int | None, reveal: bool) -> list[dict[str, Any]]:
    out = []
    for ex in state.exchanges:
        item: dict[str, Any] = {"from": ex.passer, "to": ex.receiver, "returned_done": ex.done}
        if reveal or ex.knows(seat):
            item["card"] = None if ex.given is None else ALL_CARDS[ex.given].ascii
            item["returned"] = None if ex.returned is None else ALL_CARDS[ex.returned].ascii
        out.append(item)
    return out


PLAYED = tuple(tuple({"seat": s, **cardviews.card_json(c)} for c in ALL_CARDS) for s in range(4))
"""`cardviews.plays_json` of each (seat, card) pair, made once and shared by every trick of
every view, as `CARD_JSON` by every hand."""


def _plays_json(plays: Any) -> list[dict[str, Any]]:
    """`cardviews.plays_json` of (seat, card index) pairs, a fresh list of `PLAYED` dicts."""
    return [PLAYED[s][c] for s, c in plays]


def seat_view(state: KozelMatch, seat: int | None) -> dict[str, Any]:
    """`seat`'s view (None: a spectator's), computed for every seat after every move: the
    server's budget for a move is 0.5 ms (issue 22), so the parts are read from caches."""
    return _seat_view(state, seat, _Common.of(state))


def seat_views(state: KozelMatch, seats: Sequence[int | None]) -> dict[int | None, dict[str, Any]]:
    """`seat_view` of each of `seats`, what does not depend on the seat worked out once
    and shared by the views (the server's update to every seat after a move, issue 22;
    they are encoded at once, nothing changes them)."""
    common = _Common.of(state)
    return {seat: _seat_view(state, seat, common) for seat in seats}


class _Common(NamedTuple):
    """The parts of a view that are the same for every seat, in the view's order."""

    phase_text: dict[str, str]
    turn: int | None
    trump: dict[str, Any]
    hand_counts: list[int]
    revealed: dict[str, Any]
    trick: dict[str, Any] | None
    last_trick: dict[str, Any] | None
    card_points: list[int]
    tricks: list[int]
    scores: list[int]
    eggs: dict[str, Any]
    match: dict[str, Any]
    restricted: list[bool] | None
    redeal: dict[str, Any] | None
    outcome: Any

    @classmethod
    def of(cls, state: KozelMatch) -> _Common:
        dp = state.play
        hands = state.hands
        redeal = None
        if state.phase == REDEAL_PHASE and state.redeal_queue:
            asker, met = state.redeal_queue[0]
            redeal = {"seat": asker, "reasons": [texts.REDEAL_REASONS[m].to_json() for m in met]}
        return cls(
            phase_text=dict(PHASE_JSON[state.phase]),
            turn=state.current_seat(),
            trump=_trump_info(state),
            hand_counts=[
                hands[0].bit_count(),
                hands[1].bit_count(),
                hands[2].bit_count(),
                hands[3].bit_count(),
            ],
            revealed=(
                {str(state.trumper): _shown(state, state.revealed)} if state.revealed else {}
            ),
            trick=None if dp is None else {"leader": dp.leader, "cards": _plays_json(dp.trick)},
            last_trick=None if dp is None else cardviews.last_trick_json(dp, _plays_json),
            card_points=[0, 0] if dp is None else list(dp.points),
            tricks=[0, 0] if dp is None else list(dp.tricks),
            scores=list(state.scores),
            eggs={"pending": state.eggs, "mode": state.options["eggs_mode"]},
            match=state.match_score(),
            restricted=None if dp is None else list(dp.restricted),
            redeal=redeal,
            outcome=cardviews.add_outcome({}, state)["outcome"],
        )


def _seat_view(state: KozelMatch, seat: int | None, common: _Common) -> dict[str, Any]:
    turn = common.turn
    view: dict[str, Any] = {
        "kind": "cards",
        "game": "kozel",
        "seat": seat,
        "team": None if seat is None else seat & 1,
        "teams": [[0, 2], [1, 3]],
        "phase": state.phase,
        "phase_text": common.phase_text,
        "turn": turn,
        "deal_number": state.deal_number,
        "dealer": state.dealer,
        "trumper": state.trumper,
        "trump": common.trump,
        "hand": [] if seat is None else _shown(state, state.hands[seat]),
        "hand_counts": common.hand_counts,
        "revealed": common.revealed,
        "trick": common.trick,
        "last_trick": common.last_trick,
        "card_points": common.card_points,
        "tricks": common.tricks,
        "scores": common.scores,
        "target": state.options["target"],
        "eggs": common.eggs,
        "goats": state.goat_team,
        "last_deal": state.last_deal,
        "match": common.match,
        "exchanges": _exchanges(state, seat, reveal=False) if state.exchanges else [],
    }
    if common.restricted is not None:
        view["restricted"] = common.restricted
    if common.redeal is not None:
        view["redeal"] = common.redeal
    if seat is not None and turn == seat:
        view["playable"] = playable_json(state, seat)
        view["choices"] = choices_json(state)
    view["outcome"] = common.outcome
    return view


def full_view(state: KozelMatch) -> dict[str, Any]:
    """Everything, the hands included: for replays of finished games and for tests."""
    view = seat_view(state, None)
    view["hands"] = [_shown(state, state.hands[s]) for s in range(4)]
    ascii_ = cardviews.CARD_ASCII
    view["dealt"] = [
        [ascii_[i] for i in _laid_out(state.rules, state.trump, state.dealt[s])] for s in range(4)
    ]
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
