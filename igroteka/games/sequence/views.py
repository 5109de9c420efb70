"""What each seat sees of a Sequence table, as JSON, and the board drawn in a terminal.

Public: the board (what each cell shows, its chip, whether it is locked in
a sequence), the sequences, every discard pile, how many cards each hand and
the deck hold, whose turn, each seat's last move. Private: a seat's own hand,
with its dead cards marked. Nobody sees another hand or the deck's order.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.sequence import texts
from igroteka.games.sequence.board import CELLS, COLUMNS, SIZE
from igroteka.games.sequence.cards import REMOVE, WILD, cell_label
from igroteka.games.sequence.protocol import SequenceTable

TEAM_COLOURS = ("blue", "green", "red")
TEAM_MARKS = ("●", "▲", "■")


def _card_role(table: SequenceTable, card: int) -> str:
    effect = table.pack.effect[card]
    return "wild" if effect == WILD else "remove" if effect == REMOVE else "card"


def seat_view(table: SequenceTable, seat: int | None) -> dict[str, Any]:
    pack = table.pack
    teams = [
        [s for s in range(table.seats) if table.team_of[s] == t] for t in range(table.team_count)
    ]
    data: dict[str, Any] = {
        "variant": "numbers" if pack.numbers else "classic",
        "seat": seat,
        "players": table.seats,
        "teams": teams,
        "team_of": list(table.team_of),
        "colours": list(TEAM_COLOURS[: table.team_count]),
        "needed": table.needed,
        "board": [cell_label(pack, cell) for cell in range(CELLS)],
        "chips": list(table.chips),
        "locked": [bool(n) for n in table.locked],
        "sequences": [[list(w) for w in team] for team in table.sequences],
        "hand_counts": [len(h) for h in table.hands],
        "deck": len(table.deck),
        "discards": [[pack.to_json(c) for c in pile] for pile in table.discards],
        "mover": None if table.over else table.mover,
        "exchanged": table.exchanged,
        "last": list(table.last),
        "winner": table.winner if table.over else None,
        "over": table.over,
        "hand": None,
    }
    if seat is not None:
        hand = table.hands[seat]
        data["hand"] = [
            {
                "card": pack.to_json(card),
                "name": pack.name(card),
                "role": _card_role(table, card),
                "cells": list(pack.targets(card)),
                "dead": table.dead(card),
            }
            for card in hand
        ]
    return data


def full_view(table: SequenceTable) -> dict[str, Any]:
    data = seat_view(table, None)
    data["hands"] = [[table.pack.to_json(c) for c in hand] for hand in table.hands]
    data["deck_order"] = [table.pack.to_json(c) for c in table.deck]
    return data


def render_text(table: SequenceTable, seat: int | None, color: bool, lang: str) -> str:
    pack = table.pack
    lines = ["     " + "".join(f"{c:^5}" for c in COLUMNS)]
    for row in range(SIZE):
        parts = []
        for col in range(SIZE):
            cell = row * SIZE + col
            chip = table.chips[cell]
            shown = cell_label(pack, cell)
            text = "  ·  " if shown == "free" else f"{shown:^5}"
            if chip >= 0:
                mark = TEAM_MARKS[chip] * (2 if table.locked[cell] else 1)
                text = f"{mark:^5}"
            parts.append(text)
        lines.append(f"{row + 1:>3}  " + "".join(parts))
    legend = ", ".join(
        f"{TEAM_MARKS[t]} {texts.TEAM_NAMES[t].render(lang)}: {len(table.sequences[t])}"
        for t in range(table.team_count)
    )
    lines.append(
        legend + " / " + Text("нужно {n}", "needed {n}").with_params(n=table.needed).render(lang)
    )
    lines.append(Text("Колода: {n}", "Deck: {n}").with_params(n=len(table.deck)).render(lang))
    if seat is not None:
        cards = " ".join(pack.name(c) + ("†" if table.dead(c) else "") for c in table.hands[seat])
        lines.append(
            Text("Ваши карты: {cards}", "Your cards: {cards}").with_params(cards=cards).render(lang)
        )
    return "\n".join(lines)
