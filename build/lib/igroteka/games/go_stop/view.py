"""What each seat may see, as JSON: own hand, counts of the hidden cards, everything public.

The opponent's hand and the stock order never appear here for another seat;
`build_full_view` adds them for finished games' replays and tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from igroteka.games.go_stop.cards import ANIMAL, BRIGHT, CUP, JUNK, KIND, MONTH, RIBBON, UNITS
from igroteka.games.go_stop.payout import doublings, go_payment
from igroteka.games.go_stop.texts import PHASE_NAMES

if TYPE_CHECKING:
    from igroteka.games.go_stop.state import GoStopState

GROUPS = {BRIGHT: "brights", ANIMAL: "animals", RIBBON: "ribbons", JUNK: "junk"}


def captured_json(state: GoStopState, seat: int) -> dict[str, Any]:
    """One side's captured cards by kind, the cup where its score counts it, with unit counts."""
    pile = state.piles[seat]
    score = pile.score()
    groups: dict[str, list[int]] = {name: [] for name in GROUPS.values()}
    for card in pile.cards:
        if card == CUP:
            groups["junk" if score.cup == JUNK else "animals"].append(card)
        else:
            groups[GROUPS[KIND[card]]].append(card)
    for cards in groups.values():
        cards.sort()
    return {
        **groups,
        "counts": {
            "brights": len(groups["brights"]),
            "animals": score.animal_count,
            "ribbons": len(groups["ribbons"]),
            "junk_units": score.junk_units,
            "junk_cards": len(groups["junk"]),
        },
        "single_junk_units": sum(UNITS[c] for c in pile.junk),
        "defence_units": pile.defence_units(),
    }


def player_json(state: GoStopState, seat: int) -> dict[str, Any]:
    pile = state.piles[seat]
    score = pile.score()
    found = doublings(score, state.piles[1 - seat])
    gos = state.gos[seat]
    return {
        "captured": captured_json(state, seat),
        "score": score.to_json(),
        "gos": gos,
        "decided_at": state.decided_at[seat],
        "ppuks": state.ppuks[seat],
        "hand_count": len(state.hands[seat]),
        "if_stop": {
            "doublings": found,
            "amount": go_payment(score.total, gos) * 2 ** len(found),
        },
    }


def pending_json(state: GoStopState) -> dict[str, Any] | None:
    phase = state.phase
    if phase == "over":
        return None
    data: dict[str, Any] = {"kind": phase, "text": PHASE_NAMES[phase].to_json()}
    if phase in ("choose_hand", "choose_stock"):
        data["card"] = state.hand_card if phase == "choose_hand" else state.stock_card
        data["options"] = sorted(a.to_json()["choose"] for a in state.legal_actions())
    if phase == "go_stop":
        data["score"] = state.piles[state.mover].total()
        data["go_allowed"] = not state.last_turn
    return data


def build_view(state: GoStopState, seat: int | None) -> dict[str, Any]:
    layout = [
        {
            "month": month,
            "cards": sorted(cards),
            "stack": len(cards) == 3,
            "ppuk": state.owner[month] if len(cards) == 3 and state.owner[month] >= 0 else None,
        }
        for month, cards in enumerate(state.layout)
        if cards
    ]
    outcome = state.outcome()
    data: dict[str, Any] = {
        "kind": "go_stop",
        "seat": seat,
        "turn": state.current_seat(),
        "turn_number": state.turn,
        "first": state.first,
        "last_turn": state.last_turn,
        "phase": state.phase,
        "pending": pending_json(state),
        "hand": sorted(state.hands[seat]) if seat is not None else None,
        "hand_counts": [len(state.hands[0]), len(state.hands[1])],
        "stock_count": len(state.stock),
        "layout": layout,
        "in_play": {
            "hand_card": state.hand_card or None,
            "hand_target": state.hand_target,
            "stock_card": state.stock_card or None,
        },
        "players": [player_json(state, s) for s in (0, 1)],
        "outcome": outcome.to_json() if outcome is not None else None,
    }
    result = state.result
    if result is not None and result.kind == "four" and result.winner is not None:
        month = result.month
        data["four"] = {
            "seat": result.winner,
            "month": month,
            "cards": [c for c in state.hands[result.winner] if MONTH[c] == month],
        }
    return data


def build_full_view(state: GoStopState) -> dict[str, Any]:
    data = build_view(state, None)
    data["hands"] = [sorted(state.hands[0]), sorted(state.hands[1])]
    data["stock"] = list(state.stock)
    return data
