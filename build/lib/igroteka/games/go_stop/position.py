"""Positions and given deals as JSON: for tests, duplicate deals, puzzles and bug reports.

A position names where every one of the 48 cards is, at the start of a turn:
`hands` (two lists), `layout`, `stock` (top card first) and optionally
`captured` (two lists), `ppuk` (month -> seat whose ppuk the stack of three
is), `ppuks` (how many each seat has made), `gos`, `decided_at` (the score at
each seat's last Go) and `turn` (the seat to move). The seat to move follows
from the hand sizes when not given. A fresh deal (nothing captured, 20 cards
in the stock) is checked as a deal: a four in one hand wins at once; a four
on the layout or in both hands would be redealt, which a given deal cannot be.
"""

from __future__ import annotations

import json
from typing import Any

from igroteka.engine.errors import PositionError
from igroteka.engine.i18n import Text
from igroteka.games.go_stop.cards import ALL_IDS, MONTH
from igroteka.games.go_stop.deal import HAND_SIZE, STOCK_SIZE, Deal, verdict
from igroteka.games.go_stop.texts import POSITION_HELP

KEYS = {"hands", "layout", "stock", "captured", "ppuk", "ppuks", "gos", "decided_at", "turn"}


def _bad(problem: str, problem_ru: str | None = None) -> PositionError:
    return PositionError(
        Text(POSITION_HELP.ru, POSITION_HELP.en).with_params(
            problem=Text(problem_ru or problem, problem)
        )
    )


def _cards(value: Any, name: str) -> list[int]:
    if not isinstance(value, list) or not all(
        isinstance(c, int) and not isinstance(c, bool) for c in value
    ):
        raise _bad(
            f"'{name}' must be a list of card ids", f"«{name}» должен быть списком номеров карт"
        )
    return list(value)


def _pair(data: dict[str, Any], key: str, default: list[Any]) -> list[Any]:
    value = data.get(key, default)
    if not isinstance(value, list) or len(value) != 2:
        raise _bad(f"'{key}' must be a list of two entries", f"«{key}» должен быть списком из двух")
    return list(value)


def _seat_ints(data: dict[str, Any], key: str) -> list[int]:
    values = _pair(data, key, [0, 0])
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values):
        raise _bad(f"'{key}' must hold two counts", f"«{key}» должен содержать два числа")
    return [int(v) for v in values]


def parse(text: str | dict[str, Any]) -> dict[str, Any]:
    """The position as a checked dict (the keys above, every list of cards validated)."""
    if isinstance(text, str):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise _bad(f"not JSON ({error.msg})", f"это не JSON ({error.msg})") from None
    else:
        data = text
    if not isinstance(data, dict):
        raise _bad("the position must be a JSON object", "позиция должна быть объектом JSON")
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise _bad(f"unknown keys {unknown}", f"неизвестные поля {unknown}")
    for key in ("hands", "layout", "stock"):
        if key not in data:
            raise _bad(f"'{key}' is missing", f"нет поля «{key}»")
    hands = [_cards(h, "hands") for h in _pair(data, "hands", [])]
    captured = [_cards(c, "captured") for c in _pair(data, "captured", [[], []])]
    layout = _cards(data["layout"], "layout")
    stock = _cards(data["stock"], "stock")
    everything = hands[0] + hands[1] + captured[0] + captured[1] + layout + stock
    missing = sorted(set(ALL_IDS) - set(everything))
    doubled = sorted({c for c in everything if everything.count(c) > 1})
    strange = sorted({c for c in everything if c not in ALL_IDS})
    if strange:
        raise _bad(f"no such cards: {strange}", f"нет таких карт: {strange}")
    if doubled:
        raise _bad(f"cards given twice: {doubled}", f"карты указаны дважды: {doubled}")
    if missing:
        raise _bad(f"cards missing: {missing}", f"не хватает карт: {missing}")
    if len(stock) != len(hands[0]) + len(hands[1]) or not stock:
        raise _bad(
            "the stock must hold as many cards as both hands together, at least one",
            "в колоде должно быть столько карт, сколько в обеих руках вместе, хотя бы одна",
        )
    if len(hands[0]) > HAND_SIZE or len(hands[1]) > HAND_SIZE:
        raise _bad("a hand holds at most 10 cards", "в руке не больше 10 карт")
    counts = [0] * 13
    for card in layout:
        counts[MONTH[card]] += 1
    if max(counts) > 3:
        raise _bad("the layout holds four cards of one month", "в раскладке четыре карты месяца")
    if "turn" in data:
        mover = data["turn"]
        if mover not in (0, 1) or isinstance(mover, bool):
            raise _bad("'turn' must be seat 0 or 1", "«turn» должен быть местом 0 или 1")
    else:
        mover = 0 if len(hands[0]) >= len(hands[1]) else 1
    if len(hands[mover]) - len(hands[1 - mover]) not in (0, 1):
        raise _bad(
            "the seat to move holds as many cards as the other, or one more",
            "у ходящего столько же карт, сколько у соперника, или на одну больше",
        )
    owners: dict[int, int] = {}
    ppuk = data.get("ppuk", {})
    if not isinstance(ppuk, dict):
        raise _bad("'ppuk' must map months to seats", "«ppuk» должен сопоставлять месяцам места")
    for key, seat in ppuk.items():
        month = int(key) if str(key).isdigit() else 0
        if not 1 <= month <= 12 or counts[month] != 3 or seat not in (0, 1):
            raise _bad(
                f"ppuk {key!r}: a ppuk is a stack of three layout cards of a month, "
                "owned by seat 0 or 1",
                f"ппук {key!r}: ппук — стопка из трёх карт месяца в раскладке, чья-то (0 или 1)",
            )
        owners[month] = int(seat)
    made = [sum(1 for s in owners.values() if s == seat) for seat in (0, 1)]
    ppuks = _seat_ints(data, "ppuks") if "ppuks" in data else made
    if any(ppuks[s] < made[s] or ppuks[s] > 2 for s in (0, 1)):
        raise _bad(
            "'ppuks' counts each seat's ppuks made "
            "(fewer than three, at least those on the layout)",
            "«ppuks» — число сделанных ппуков (меньше трёх, не меньше лежащих в раскладке)",
        )
    gos = _seat_ints(data, "gos")
    decided_at = _seat_ints(data, "decided_at")
    return {
        "hands": hands,
        "layout": layout,
        "stock": stock,
        "captured": captured,
        "owners": owners,
        "ppuks": ppuks,
        "gos": gos,
        "decided_at": decided_at,
        "mover": mover,
    }


def is_fresh_deal(position: dict[str, Any]) -> bool:
    return len(position["stock"]) == STOCK_SIZE and not any(position["captured"])


def fresh_deal(position: dict[str, Any]) -> Deal:
    """A given deal judged as the dealer would: a four in one hand wins, other fours can't stand."""
    hands, layout = position["hands"], position["layout"]
    reason, month, winner = verdict(hands, layout)
    if reason is not None:
        raise _bad(
            f"this deal would be redealt ({reason})",
            f"эту раздачу пришлось бы пересдать ({reason})",
        )
    four = (winner, month) if winner is not None and month is not None else None
    return Deal(hands, layout, position["stock"], position["mover"], [], four)
