"""What a seat sees of a Rose King game (everything but the order of the draw pile, which
nobody knows), as JSON, and drawn for `igroteka play`."""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.rose_king import texts
from igroteka.games.rose_king.cards import SIZE, TARGETS
from igroteka.games.rose_king.protocol import RoseKingPosition
from igroteka.games.rose_king.scoring import areas, score

STONE = ".RW"
RESET = "\x1b[0m"
TINT = ("", "\x1b[1;31m", "\x1b[1;97m")
CROWN_BG = "\x1b[43m"


def seat_names(state: RoseKingPosition) -> tuple[Text, ...]:
    return texts.SEATS_TWO if state.players == 2 else texts.SEATS_FOUR


def _xy(square: int | None) -> list[int] | None:
    return None if square is None else [square % SIZE, square // SIZE]


def card_targets(state: RoseKingPosition, holder: int) -> list[dict[str, Any]]:
    """Each card of a hand, where it sends the crown and what is there for its holder."""
    colour = state.colour(state.holder_seats(holder)[0]) + 1
    heroes = state.heroes[holder]
    out = []
    for card in state.hands[holder]:
        square = TARGETS[state.crown][card]
        if square is None:
            kind = "off"
        else:
            stone = state.board[square]
            if not stone:
                kind = "empty"
            elif stone == colour:
                kind = "own"
            else:
                kind = "hero" if heroes else "opponent"
        out.append({"card": card, "target": _xy(square), "kind": kind})
    return out


def scores(state: RoseKingPosition) -> list[dict[str, Any]]:
    out = []
    for colour in (1, 2):
        sizes = areas(state.board, colour)
        out.append({"areas": sizes, "score": score(sizes), "stones": sum(sizes)})
    return out


def seat_view(state: RoseKingPosition) -> dict[str, Any]:
    """The same for every seat and for spectators: all hands are open."""
    holders = len(state.hands)
    return {
        "kind": "rose_king",
        "size": SIZE,
        "players": state.players,
        "shared_hand": state.shared,
        "rows": [
            "".join(STONE[state.board[y * SIZE + x]] for x in range(SIZE)) for y in range(SIZE)
        ],
        "crown": _xy(state.crown),
        "supply": state.supply,
        "limit": state.limit,
        "hands": [
            {
                "seats": state.holder_seats(h),
                "colour": state.colour(state.holder_seats(h)[0]),
                "cards": card_targets(state, h),
                "heroes": state.heroes[h],
            }
            for h in range(holders)
        ],
        "seat_hand": [state.holder(s) for s in range(state.players)],
        "draw_pile": len(state.pile),
        "discard": list(state.discard),
        "hero_discard": state.hero_discard,
        "turn": state.turn,
        "can_draw": state.turn is not None
        and len(state.hands[state.holder(state.turn)]) < state.limit,
        "last": list(state.last),
        "last_square": _xy(state.last_square),
        "skipped": list(state.skipped),
        "scores": scores(state),
        "outcome": None if state.result is None else state.result.to_json(),
    }


def event_label(state: RoseKingPosition, event: dict[str, Any]) -> Text | None:
    names = seat_names(state)
    kind = event.get("kind")
    if kind == "pass" and event.get("forced"):
        return Text(
            "{seat}: хода нет — пропуск (цугцванг)", "{seat}: no move possible, skipped (zugzwang)"
        ).with_params(seat=names[event["seat"]])
    if kind == "reshuffle":
        return Text(
            "Колода кончилась: сброс перемешан в новую колоду ({cards} карт)",
            "The draw pile ran out: the discard is shuffled into a new pile ({cards} cards)",
        ).with_params(cards=event["cards"])
    if kind == "draw":
        return Text("{seat} берёт карту {card}", "{seat} draws {card}").with_params(
            seat=names[event["seat"]], card=event["card"]
        )
    return None


def render_text(state: RoseKingPosition, color: bool = False, lang: str = "ru") -> str:
    en = lang == "en"
    lines = ["    " + " ".join(str(x) for x in range(SIZE))]
    for y in range(SIZE):
        row = [f" {y}  "]
        for x in range(SIZE):
            square = y * SIZE + x
            stone = state.board[square]
            glyph = STONE[stone]
            if square == state.crown:
                # The crown: K on an empty square, r / w on a red / white stone.
                glyph = "Krw"[stone]
                if color:
                    glyph = f"{CROWN_BG}{TINT[stone]}{glyph}{RESET}"
            elif color and stone:
                glyph = f"{TINT[stone]}{glyph}{RESET}"
            row.append(glyph)
        lines.append(row[0] + " ".join(row[1:]))
    names = seat_names(state)
    score_line = scores(state)
    lines.append(
        ("Score" if en else "Счёт")
        + f": {texts.COLOURS[0](lang)} {score_line[0]['score']} {score_line[0]['areas']}, "
        + f"{texts.COLOURS[1](lang)} {score_line[1]['score']} {score_line[1]['areas']}"
    )
    lines.append(
        ("Stones left" if en else "Камней в запасе")
        + f": {state.supply}; "
        + ("draw pile" if en else "колода")
        + f": {len(state.pile)}; "
        + ("discard" if en else "сброс")
        + f": {len(state.discard)}"
    )
    for h, hand in enumerate(state.hands):
        who = ", ".join(names[s](lang) for s in state.holder_seats(h))
        heroes = ("heroes" if en else "героев") + f" {state.heroes[h]}"
        lines.append(f"{who}: {' '.join(hand) or '—'} ({heroes})")
    if state.result is None and state.turn is not None:
        lines.append(("To move: " if en else "Ходят: ") + names[state.turn](lang))
    return "\n".join(lines)
