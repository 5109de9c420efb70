"""Building Klabor deals for tests: name the cards a case needs, the rest follows in card order."""

from __future__ import annotations

import json
from typing import Any

from igroteka.cards import Card, parse_card
from igroteka.engine import get_game
from igroteka.games.klabor.play import DealPlay, PlayRules
from igroteka.games.klabor.state import KlaborState

GAME = get_game("klabor")


def options(**overrides: Any) -> dict[str, Any]:
    return GAME.resolve_options(None, overrides)


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def ascii_cards(text: str) -> list[str]:
    return [c.ascii for c in cards(text)]


def start(opts: dict[str, Any], hands: list[str], turnup: str, extras: list[str] | None = None,
          **spec: Any) -> KlaborState:
    """A match whose first deal gives these first six cards, turned card and extras."""
    body: dict[str, Any] = {"hands": [ascii_cards(h) for h in hands], "turnup": turnup, **spec}
    if extras is not None:
        body["extras"] = [ascii_cards(e) for e in extras]
    return GAME.state_from_position(json.dumps(body), opts)


def act(state: KlaborState, *texts: str) -> list[Any]:
    """Apply typed actions in order; returns every event."""
    events = []
    for text in texts:
        events.extend(state.apply(state.parse_action(text)))
    return events


def legal_texts(state: KlaborState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def legal_cards(state: KlaborState) -> set[str]:
    return {a.card.ascii for a in state.legal_actions() if hasattr(a, "card")}


def pass_announcements(state: KlaborState) -> None:
    """Everyone passes in the declaring round (no sequences declared, no exchange)."""
    while state.phase == "announce":
        act(state, "pass")


def deal_play(players: int, trump: str, hands: dict[int, str], leader: int,
              teams: bool = False, **flags: bool) -> DealPlay:
    """A bare trick-play position: the given hands, `trump` a suit letter."""
    from igroteka.cards import Suit
    from igroteka.games.klabor.cardrules import table_for

    rules = PlayRules(
        players=players,
        side_of=tuple(s % 2 for s in range(players)) if teams else tuple(range(players)),
        sides=2 if teams else players, teams=teams, **flags,
    )
    masks = [0] * players
    for seat, text in hands.items():
        for card in cards(text):
            masks[seat] |= 1 << card.index
    return DealPlay(rules, table_for(Suit.parse(trump)), masks, leader)


def play_cards(dp: DealPlay, text: str) -> None:
    for card in cards(text):
        dp.play(card.index)


def legal_of(dp: DealPlay) -> set[str]:
    from igroteka.cards import cards_of

    return {c.ascii for c in cards_of(dp.legal_mask())}


def play_out_deal(state: KlaborState) -> None:
    """Finish the current deal: the first bidder plays, nobody declares, first legal cards."""
    deals = len(state.sheet)
    while len(state.sheet) == deals and not state.is_terminal():
        legal = state.legal_actions()
        choice = next((a for a in legal if str(a) not in ("redeal", "pass", "exchange",
                                                           "declare")), legal[-1])
        state.apply(choice)
