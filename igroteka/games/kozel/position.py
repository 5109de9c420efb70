"""Starting a match from a given deal: for tests, duplicate deals and bug reports.

A deal is JSON. Either the four hands:

    {"hands": [["Qc", "Js", ...], [...], [...], [...]], "dealer": 3,
     "trump": "c", "trumper": 2, "revealed": ["Jh", "Qd", "Ts"],
     "scores": [0, 4], "eggs": 1, "deal_number": 2, "seed": 7}

or the whole pack in dealing order, top card first, dealt by the rules
(one card at a time from the dealer's left; the open deal turns the
 trumper's cards first):

 {"deck": ["Jh", "Qd", "Ts", ...], "dealer": 3}

 Only `hands` or `deck` is required. `trump` fixes the trump suit (no
declaration); `trumper` overrides who names it and leads; `revealed` gives
 the open deal's face-up cards (in the trumper's hand, in the order turned).
The deal then goes on exactly as a dealt one would: redeal checks, the trump,
giving away, play. Later deals are shuffled from `seed`.

`read_deal` checks the JSON into a `GivenDeal`; the state deals it
(`KozelState.from_position`), so this module never imports state.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.cards import ALL_CARDS, Card, Suit, cards_of
from igroteka.cards.position import bad, card_list, check_complete, integer, read_spec
from igroteka.engine.errors import IgrotekaError, PositionError
from igroteka.engine.game import Options
from igroteka.games.kozel.cardrules import rules_for
from igroteka.games.kozel.protocol import KozelMatch

KNOWN = {
    "hands",
    "deck",
    "dealer",
    "trump",
    "trumper",
    "revealed",
    "scores",
    "eggs",
    "deal_number",
    "seed",
}


def _int(spec: dict[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    return integer(spec.get(key, default), key, lo, hi)


@dataclass(frozen=True)
class GivenDeal:
    """A deal read from JSON and checked against the options; the state deals it."""

    seed: int
    scores: list[int]
    eggs: int
    deal_number: int
    dealer: int
    deck: list[Card] | None = None
    hands: list[list[Card]] | None = None
    trumper: int | None = None
    trump: Suit | None = None
    revealed: list[Card] | None = None


def read_deal(options: Options, position: str | dict[str, Any]) -> GivenDeal:
    """The deal `position` gives, or a PositionError naming what is wrong with it."""
    spec, seed = read_spec(position, KNOWN)
    rules = rules_for(options)
    target = int(options["target"])
    scores = spec.get("scores", [0, 0])
    if (
        not isinstance(scores, list)
        or len(scores) != 2
        or not all(
            isinstance(x, int) and not isinstance(x, bool) and 0 <= x < target for x in scores
        )
    ):
        raise bad(
            "«scores» — два целых от 0 до {hi}",
            "'scores' must be two integers from 0 to {hi}",
            hi=target - 1,
        )
    eggs = _int(spec, "eggs", 0, 0, 20)
    deal_number = _int(spec, "deal_number", 1, 1, 10_000)
    dealer = _int(spec, "dealer", 0, 0, 3)
    match: dict[str, Any] = {
        "seed": seed,
        "scores": list(scores),
        "eggs": eggs,
        "deal_number": deal_number,
        "dealer": dealer,
    }
    if "deck" in spec:
        pack = card_list(spec["deck"], "deck")
        check_complete(pack, rules.deck, "deck")
        if any(k in spec for k in ("trump", "trumper", "revealed")):
            raise bad(
                "С «deck» козырь и козыряющий определяются правилами",
                "With 'deck' the trump and the trumper follow from the rules",
            )
        return GivenDeal(**match, deck=pack)

    hands = spec["hands"]
    if not isinstance(hands, list) or len(hands) != 4:
        raise bad("«hands» — четыре руки", "'hands' must hold four hands")
    parsed = [card_list(h, f"hands[{i}]") for i, h in enumerate(hands)]
    for i, hand in enumerate(parsed):
        if len(hand) != rules.hand_size:
            raise bad(
                "У места {seat} {n} карт, а нужно {size}",
                "Seat {seat} holds {n} cards, not {size}",
                seat=i,
                n=len(hand),
                size=rules.hand_size,
            )
    check_complete([c for h in parsed for c in h], rules.deck, "hands")
    trumper = _int(spec, "trumper", 0, 0, 3) if "trumper" in spec else None
    trump = None
    if "trump" in spec:
        if not isinstance(spec["trump"], str):
            raise bad("«trump» — буква масти: c, d, h, s", "'trump' is a suit letter: c, d, h, s")
        try:
            trump = Suit.parse(spec["trump"])
        except IgrotekaError as error:
            raise PositionError(error.text) from None
    revealed = card_list(spec["revealed"], "revealed") if "revealed" in spec else None
    return GivenDeal(**match, hands=parsed, trumper=trumper, trump=trump, revealed=revealed)


def check_revealed(state: KozelMatch, revealed: list[Card], given: Suit | None) -> Suit:
    """Check the open deal's face-up cards; the suit of the last one is trump."""
    rules = state.rules
    hand = state.hands[state.trumper]
    if not revealed or any(not hand & (1 << c.index) for c in revealed):
        raise bad(
            "Открытые карты должны быть в руке козыряющего (место {seat})",
            "The face-up cards must be in the trumper's hand (seat {seat})",
            seat=state.trumper,
        )
    *head, last = revealed
    if any(not rules.permanent_mask & (1 << c.index) for c in head) or (
        rules.permanent_mask & (1 << last.index)
    ):
        raise bad(
            "Открывают до первой карты, которая не дама, не валет и не шоха",
            "Cards are turned up to the first one that is not a queen, jack or shoha",
        )
    if given is not None and given is not last.suit:
        raise bad(
            "Козырь {trump} не совпадает с мастью открытой карты {card}",
            "Trump {trump} does not match the turned card {card}",
            trump=given.symbol,
            card=str(last),
        )
    return last.suit


def deal_spec(state: KozelMatch) -> dict[str, Any]:
    """The current deal as dealt (before any exchange), with the match around it."""
    spec: dict[str, Any] = {
        "hands": [[c.ascii for c in cards_of(hand)] for hand in state.dealt],
        "dealer": state.dealer,
        "scores": list(state.scores),
        "eggs": state.eggs,
        "deal_number": state.deal_number,
    }
    if state.revealed_order:
        spec["revealed"] = [ALL_CARDS[i].ascii for i in state.revealed_order]
    spec.update(state.given)
    return spec
