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
"""

from __future__ import annotations

from typing import Any

from igroteka.cards import ALL_CARDS, Card, Suit, cards_of
from igroteka.cards.position import bad, card_list, check_complete, integer, read_spec
from igroteka.engine.errors import IgrotekaError, PositionError
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Options
from igroteka.games.kozel.state import KozelState

KNOWN = {"hands", "deck", "dealer", "trump", "trumper", "revealed", "scores", "eggs",
         "deal_number", "seed"}


def _int(spec: dict[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    return integer(spec.get(key, default), key, lo, hi)


def state_from_deal(game: Game, options: Options, position: str | dict[str, Any]) -> KozelState:
    spec, seed = read_spec(position, KNOWN)
    state = KozelState(game, options, seed, deal=False)
    rules = state.rules
    target = int(options["target"])
    scores = spec.get("scores", [0, 0])
    if (not isinstance(scores, list) or len(scores) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < target
                   for x in scores)):
        raise bad("«scores» — два целых от 0 до {hi}",
                  "'scores' must be two integers from 0 to {hi}", hi=target - 1)
    state.scores = list(scores)
    state.eggs = _int(spec, "eggs", 0, 0, 20)
    state.deal_number = _int(spec, "deal_number", 1, 1, 10_000)
    state.dealer = _int(spec, "dealer", 0, 0, 3)
    events: list[Event] = []

    if "deck" in spec:
        pack = card_list(spec["deck"], "deck")
        check_complete(pack, rules.deck, "deck")
        if any(k in spec for k in ("trump", "trumper", "revealed")):
            raise bad("С «deck» козырь и козыряющий определяются правилами",
                      "With 'deck' the trump and the trumper follow from the rules")
        if not state._settle(state._shuffle_and_deal(events, pack), events):
            state._deal_cards(events)
        state.start_events = events
        return state

    hands = spec["hands"]
    if not isinstance(hands, list) or len(hands) != 4:
        raise bad("«hands» — четыре руки", "'hands' must hold four hands")
    parsed = [card_list(h, f"hands[{i}]") for i, h in enumerate(hands)]
    for i, hand in enumerate(parsed):
        if len(hand) != rules.hand_size:
            raise bad("У места {seat} {n} карт, а нужно {size}",
                      "Seat {seat} holds {n} cards, not {size}",
                      seat=i, n=len(hand), size=rules.hand_size)
    check_complete([c for h in parsed for c in h], rules.deck, "hands")
    state._clear_deal()
    state.hands = [sum(1 << c.index for c in h) for h in parsed]
    open_deal = options["trump_mode"] == "open_deal" and not state._first_diamonds()
    if open_deal:
        state.trumper = (state.dealer + 1) & 3
    else:
        state._fix_trumper()
    if "trumper" in spec:
        state.trumper = _int(spec, "trumper", 0, 0, 3)
        state.trumper_card = None
        state.given["trumper"] = state.trumper
    open_trump = None
    if "trump" in spec:
        if not isinstance(spec["trump"], str):
            raise bad("«trump» — буква масти: c, d, h, s", "'trump' is a suit letter: c, d, h, s")
        try:
            open_trump = Suit.parse(spec["trump"])
        except IgrotekaError as error:
            raise PositionError(error.text) from None
    if "revealed" in spec:
        open_trump = _revealed(state, card_list(spec["revealed"], "revealed"), open_trump)
    elif open_deal and open_trump is None:
        raise bad("Для открытой сдачи нужны «revealed», «trump» или «deck»",
                  "An open deal needs 'revealed', 'trump' or 'deck'")
    reason = state._dealt(events, None)
    if reason is None and open_trump is not None:
        state._set_trump(open_trump, "given", events)
        if "revealed" not in spec:
            state.given["trump"] = open_trump.letter
    if not state._settle(reason, events):
        state._deal_cards(events)
    state.start_events = events
    return state


def _revealed(state: KozelState, revealed: list[Card], given: Suit | None) -> Suit:
    """Check the open deal's face-up cards; the suit of the last one is trump."""
    rules = state.rules
    hand = state.hands[state.trumper]
    if not revealed or any(not hand & (1 << c.index) for c in revealed):
        raise bad("Открытые карты должны быть в руке козыряющего (место {seat})",
                  "The face-up cards must be in the trumper's hand (seat {seat})",
                  seat=state.trumper)
    *head, last = revealed
    if any(not rules.permanent_mask & (1 << c.index) for c in head) or (
        rules.permanent_mask & (1 << last.index)
    ):
        raise bad("Открывают до первой карты, которая не дама, не валет и не шоха",
                  "Cards are turned up to the first one that is not a queen, jack or shoha")
    if given is not None and given is not last.suit:
        raise bad("Козырь {trump} не совпадает с мастью открытой карты {card}",
                  "Trump {trump} does not match the turned card {card}",
                  trump=given.symbol, card=str(last))
    state.revealed = sum(1 << c.index for c in revealed)
    state.revealed_order = [c.index for c in revealed]
    return last.suit


def deal_spec(state: KozelState) -> dict[str, Any]:
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
