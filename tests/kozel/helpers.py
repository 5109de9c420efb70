"""Building Kozel deals for tests: fix the cards a case names, deal the rest consistently."""

from __future__ import annotations

import json
import random
from typing import Any

from igroteka.cards import Card, HandSampler, parse_card
from igroteka.engine import get_game
from igroteka.games.kozel.cardrules import rules_for
from igroteka.games.kozel.state import KozelState

GAME = get_game("kozel")
PLAIN_HEARTS_TEXT = "7h 8h 9h Th Kh Ah"


def options(**overrides: Any) -> dict[str, Any]:
    return GAME.resolve_options(None, overrides)


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def fill_hands(
    opts: dict[str, Any],
    fixed: dict[int, str],
    avoid: dict[int, str] | None = None,
    seed: int = 1,
) -> list[list[str]]:
    """Four full hands holding the `fixed` cards; seat s gets none of `avoid[s]` otherwise."""
    rules = rules_for(opts)
    hands = {s: cards(fixed.get(s, "")) for s in range(4)}
    used = {c for h in hands.values() for c in h}
    rest = [c for c in rules.deck if c not in used]
    banned = {s: set(cards((avoid or {}).get(s, ""))) for s in range(4)}
    capacity = {s: rules.hand_size - len(hands[s]) for s in range(4)}
    sampler = HandSampler(rest, capacity, lambda c: [s for s in range(4) if c not in banned[s]])
    for s, extra in sampler.sample(random.Random(seed)).items():
        hands[s].extend(extra)
    return [[c.ascii for c in hands[s]] for s in range(4)]


def suit_cards(opts: dict[str, Any], suit: str, plain_only: bool = True,
               trump: str | None = None) -> str:
    """Every deck card of a printed suit (without queens, jacks and the shoha if plain_only)."""
    rules = rules_for(opts)
    out = []
    for card in rules.deck:
        if card.suit.letter != suit:
            continue
        if plain_only and rules.permanent_mask & (1 << card.index):
            continue
        out.append(card.ascii)
    return " ".join(out)


def start(opts: dict[str, Any], hands: list[list[str]], redeal: bool = False,
          **spec: Any) -> KozelState:
    """A match starting from these hands; unless `redeal`, the deal must stand as given."""
    state = GAME.state_from_position(json.dumps({"hands": hands, **spec}), opts)
    if not redeal:
        assert state.shuffle_number == 1, "the test deal was redealt"
    return state


def play(state: KozelState, *texts: str) -> list[Any]:
    events = []
    for text in texts:
        events.extend(state.apply(state.parse_action(text)))
    return events


def legal_cards(state: KozelState) -> set[str]:
    return {a.card.ascii for a in state.legal_actions()}


def play_any(state: KozelState, count: int = 1) -> None:
    """Play the lowest legal card (by ASCII name) `count` times."""
    for _ in range(count):
        play(state, sorted(legal_cards(state))[0])
