"""Each seat's view of a Kings Corner match, and its drawing in a terminal.

A seat sees the eight piles (with what each joker stands for), its own hand,
the number of cards in every hand and in the stock, the scores, the pot and
what every seat did on its last turn. The hands of a finished hand are shown
to everybody in its result.
"""

from __future__ import annotations

from typing import Any

from igroteka.games.kings_corner import cards
from igroteka.games.kings_corner.actions import SPOTS, SPOTS_RU
from igroteka.games.kings_corner.cards import NAMES
from igroteka.games.kings_corner.protocol import KingsCornerMatch


def seat_view(state: KingsCornerMatch, seat: int | None) -> dict[str, Any]:
    over = state.phase == "over"
    view: dict[str, Any] = {
        "players": state.n,
        "hand_number": state.hands_played + (0 if over else 1),
        "dealer": state.dealer,
        "turn": None if over else state.mover,
        "phase": state.phase,
        "piles": [[NAMES[c] for c in pile] for pile in state.piles],
        "jokers": {cards.name(j): cards.name(c) for j, c in sorted(state.reps.items())},
        "hand_counts": [len(h) for h in state.hands],
        "stock_count": len(state.stock),
        "scores": state.shown_scores(),
        "pot": state.pot,
        "stakes": state.stakes,
        "card_values": state.table,
        "negative": bool(state.options["negative_display"]) and state.stakes == "points",
        "match": state.options["match"],
        "target": int(state.options["target"]),
        "hands_to_play": int(state.options["hands"]) or 2 * state.n,
        "turn_moves": [list(m) for m in state.turn_moves],
        "moved": state.moved,
        "last_hand": state.hand_log[-1] if state.hand_log else None,
        "hand": None,
    }
    if seat is not None:
        view["hand"] = [NAMES[c] for c in state.hands[seat]]
        view["seat"] = seat
        if state.pending is not None and seat == state.mover:
            view["pending"] = cards.name(state.pending)
    return view


def full_view(state: KingsCornerMatch) -> dict[str, Any]:
    view = seat_view(state, None)
    view["hands"] = [[NAMES[c] for c in h] for h in state.hands]
    view["stock"] = [NAMES[c] for c in state.stock]
    return view


def render_text(state: KingsCornerMatch, seat: int | None, lang: str) -> str:
    ru = lang != "en"
    spots = SPOTS_RU if ru else SPOTS
    lines = []
    hand_word = "Сдача" if ru else "Hand"
    stock_word = "колода" if ru else "stock"
    lines.append(f"{hand_word} {state.hands_played + 1}, {stock_word}: {len(state.stock)}")
    for spot in range(8):
        pile = " ".join(
            cards.text(c) + (f"({cards.text(state.reps[c])})" if c in state.reps else "")
            for c in state.piles[spot]
        )
        lines.append(f"  {spots[spot]:>2}: {pile or '—'}")
    scores = state.shown_scores()
    for other in range(state.n):
        mark = "*" if other == state.mover and state.phase != "over" else " "
        who = ("Игрок" if ru else "Player") + f" {other + 1}"
        count = len(state.hands[other])
        cards_word = "карт" if ru else "cards"
        lines.append(f"{mark} {who}: {count} {cards_word}, {scores[other]}")
    if state.stakes != "points":
        lines.append(("Банк" if ru else "Pot") + f": {state.pot}")
    if seat is not None:
        hand = " ".join(cards.text(c) for c in state.hands[seat])
        lines.append(("Ваши карты: " if ru else "Your hand: ") + hand)
    return "\n".join(lines)
