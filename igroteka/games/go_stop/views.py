"""What each seat may see, as JSON: own hand, counts of the hidden cards, everything public.

The opponent's hand and the stock order never appear here for another seat;
`full_view` adds them for finished games' replays and tests. `render_text`
draws one seat's view for `igroteka play go_stop`: cards are written as
"id month-kind" (13 Apr bird) so a player can type the id; with colour,
brights are yellow, animals red, ribbons blue, junk grey.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.go_stop.cards import (
    ANIMAL,
    BRIGHT,
    CARDS,
    CUP,
    JUNK,
    KIND,
    MONTH,
    MONTH_NAMES,
    RIBBON,
    UNITS,
)
from igroteka.games.go_stop.payout import doublings, go_payment
from igroteka.games.go_stop.protocol import GoStopDeal
from igroteka.games.go_stop.texts import PHASE_NAMES

GROUPS = {BRIGHT: "brights", ANIMAL: "animals", RIBBON: "ribbons", JUNK: "junk"}


def captured_json(state: GoStopDeal, seat: int) -> dict[str, Any]:
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


def player_json(state: GoStopDeal, seat: int) -> dict[str, Any]:
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


def pending_json(state: GoStopDeal) -> dict[str, Any] | None:
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


def seat_view(state: GoStopDeal, seat: int | None) -> dict[str, Any]:
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


def full_view(state: GoStopDeal) -> dict[str, Any]:
    data = seat_view(state, None)
    data["hands"] = [sorted(state.hands[0]), sorted(state.hands[1])]
    data["stock"] = list(state.stock)
    return data


# === the terminal drawing ===================================================
COLOURS = {BRIGHT: "\x1b[33;1m", ANIMAL: "\x1b[31m", RIBBON: "\x1b[34;1m", JUNK: "\x1b[90m"}
RESET = "\x1b[0m"

LINES = {
    "title": Text("Го-Стоп · ход {turn} из 20", "Go-Stop · turn {turn} of 20"),
    "to_move": Text("ходит место {seat}: {what}", "seat {seat} to move: {what}"),
    "layout": Text("Раскладка", "Layout"),
    "stack": Text("стопка", "stack"),
    "ppuk": Text("ппук места {seat}", "ppuk of seat {seat}"),
    "stock": Text("Колода: {n} карт", "Stock: {n} cards"),
    "hand": Text("Ваша рука", "Your hand"),
    "hidden": Text("Место {seat}: {n} карт в руке", "Seat {seat}: {n} cards in hand"),
    "captured": Text(
        "Место {seat} взяло: {cards} · хлам {units} ед.",
        "Seat {seat} captured: {cards} · junk {units} units",
    ),
    "score": Text(
        "  очки {score} · Го {gos} · Стоп сейчас: {amount}",
        "  score {score} · Go {gos} · Stop now: {amount}",
    ),
    "in_play": Text("На столе в этом ходу: {cards}", "In play this turn: {cards}"),
    "options": Text("Выбор: {cards}", "Choose from: {cards}"),
    "result": Text("Итог: {reason}", "Result: {reason}"),
}


def card_text(card: int, lang: str, color: bool) -> str:
    info = CARDS[card]
    month = MONTH_NAMES[info.month - 1].render(lang)[:3]
    text = f"{card} {month} {info.name.render(lang)}"
    return f"{COLOURS[info.kind]}{text}{RESET}" if color else text


def render_text(state: GoStopDeal, seat: int | None, color: bool = False, lang: str = "ru") -> str:
    view = seat_view(state, seat)

    def cards(ids: list[int]) -> str:
        return ", ".join(card_text(c, lang, color) for c in ids) or "—"

    lines = [LINES["title"].with_params(turn=view["turn_number"])(lang)]
    pending = view["pending"]
    if pending is not None:
        what = Text(**pending["text"])(lang)
        lines.append(LINES["to_move"].with_params(seat=view["turn"], what=what)(lang))
    lines.append(LINES["layout"](lang) + ":")
    for group in view["layout"]:
        label = MONTH_NAMES[group["month"] - 1](lang)
        if group["stack"]:
            owner = group["ppuk"]
            tag = LINES["ppuk"].with_params(seat=owner) if owner is not None else LINES["stack"]
            label += f" ({tag(lang)})"
        lines.append(f"  {label}: {cards(group['cards'])}")
    in_play = [c for c in (view["in_play"]["hand_card"], view["in_play"]["stock_card"]) if c]
    if in_play:
        lines.append(LINES["in_play"].with_params(cards=cards(in_play))(lang))
    if pending is not None and "options" in pending:
        lines.append(LINES["options"].with_params(cards=cards(pending["options"]))(lang))
    lines.append(LINES["stock"].with_params(n=view["stock_count"])(lang))
    for s in (0, 1):
        player = view["players"][s]
        captured = player["captured"]
        taken = [
            *captured["brights"],
            *captured["animals"],
            *captured["ribbons"],
            *captured["junk"],
        ]
        units = captured["counts"]["junk_units"]
        lines.append(LINES["captured"].with_params(seat=s, cards=cards(taken), units=units)(lang))
        lines.append(
            LINES["score"].with_params(
                score=player["score"]["total"],
                gos=player["gos"],
                amount=player["if_stop"]["amount"],
            )(lang)
        )
        if s != seat:
            lines.append(LINES["hidden"].with_params(seat=s, n=view["hand_counts"][s])(lang))
    if seat is not None:
        lines.append(f"{LINES['hand'](lang)}: {cards(view['hand'])}")
    if view["outcome"] is not None:
        reason = view["outcome"]["reason"][lang]
        lines.append(LINES["result"].with_params(reason=reason)(lang))
    return "\n".join(lines)
