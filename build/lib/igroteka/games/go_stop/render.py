"""A terminal drawing of one seat's view for `igroteka play go_stop`.

Cards are written as "id month-kind" (13 Apr bird) so a player can type the
id; with colour, brights are yellow, animals red, ribbons blue, junk grey.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from igroteka.engine.i18n import Text
from igroteka.games.go_stop.cards import ANIMAL, BRIGHT, CARDS, JUNK, MONTH_NAMES, RIBBON
from igroteka.games.go_stop.view import build_view

if TYPE_CHECKING:
    from igroteka.games.go_stop.state import GoStopState

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


def render(state: GoStopState, seat: int | None, color: bool = False, lang: str = "ru") -> str:
    view = build_view(state, seat)

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
