"""Reading a given deal (JSON) for the trick games: the checks every such game makes.

Kozel and Klabor both start a match from a deal given as JSON, for tests,
duplicate deals and bug reports. What the deal holds differs by game; how a
bad one is refused does not: a card list that is not a list, a number out of
range, a pack with a card twice or missing. These helpers raise a bilingual
`PositionError` that names the field, so each game's `position` module keeps
only its own fields.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from typing import Any

from igroteka.cards.card import Card, parse_card
from igroteka.engine.errors import IgrotekaError, PositionError
from igroteka.engine.i18n import Text


def bad(ru: str, en: str, **params: Any) -> PositionError:
    """A position error in both languages, `{name}` fields filled from `params`."""
    return PositionError(Text(ru, en).with_params(**params))


def parse_spec(position: str | dict[str, Any]) -> dict[str, Any]:
    """The deal as a dict: a dict is taken as it is, a string must be a JSON object."""
    if isinstance(position, dict):
        return position
    try:
        spec = json.loads(position)
    except json.JSONDecodeError as error:
        raise bad(
            "Раздача — это JSON: {error}", "A deal is JSON: {error}", error=str(error)
        ) from None
    if not isinstance(spec, dict):
        raise bad("Раздача — это JSON-объект", "A deal is a JSON object")
    return spec


def check_fields(spec: dict[str, Any], known: Collection[str]) -> None:
    """Refuse unknown fields and a deal that gives both or neither of `hands` and `deck`."""
    unknown = sorted(set(spec) - set(known))
    if unknown:
        raise bad(
            "Неизвестные поля раздачи: {keys}",
            "Unknown deal fields: {keys}",
            keys=", ".join(unknown),
        )
    if ("hands" in spec) == ("deck" in spec):
        raise bad(
            "Нужно ровно одно из полей «hands» или «deck»", "Give exactly one of 'hands' or 'deck'"
        )


def spec_seed(spec: dict[str, Any]) -> int | str:
    """The `seed` later deals are shuffled from (0 when not given)."""
    seed = spec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise bad("«seed» — число или строка", "'seed' must be a number or a string")
    return seed


def read_spec(
    position: str | dict[str, Any], known: Collection[str]
) -> tuple[dict[str, Any], int | str]:
    """The deal as a dict of `known` fields only, and the seed later deals are shuffled from."""
    spec = parse_spec(position)
    check_fields(spec, known)
    return spec, spec_seed(spec)


def card_list(values: Any, what: str) -> list[Card]:
    """A list of cards ("Qh" or the card's JSON form) from field `what`."""
    if not isinstance(values, list):
        raise bad(
            "«{what}» должно быть списком карт", "'{what}' must be a list of cards", what=what
        )
    try:
        return [parse_card(v) if isinstance(v, str) else Card.from_json(v) for v in values]
    except IgrotekaError as error:
        raise PositionError(error.text) from None


def one_card(value: Any, what: str) -> Card:
    """One card written as text ("9h") from field `what`."""
    if not isinstance(value, str):
        raise bad(
            '«{what}» — одна карта, например "9h"', "'{what}' is one card, like \"9h\"", what=what
        )
    return card_list([value], what)[0]


def integer(value: Any, key: str, lo: int, hi: int) -> int:
    """An integer from `lo` to `hi` (a bool is not one) from field `key`."""
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise bad(
            "«{key}» должно быть целым от {lo} до {hi}, а не {value!r}",
            "'{key}' must be an integer from {lo} to {hi}, not {value!r}",
            key=key,
            lo=lo,
            hi=hi,
            value=value,
        )
    return value


def check_complete(given: list[Card], deck: Sequence[Card], what: str) -> None:
    """`given` must be the whole `deck`: no foreign card, none twice, none missing."""
    foreign = [c for c in given if c not in deck]
    if foreign:
        raise bad(
            "В «{what}» карты не из этой колоды: {cards}",
            "'{what}' holds cards not in this deck: {cards}",
            what=what,
            cards=" ".join(map(str, foreign)),
        )
    seen: set[Card] = set()
    twice = []
    for c in given:
        if c in seen:
            twice.append(c)
        seen.add(c)
    if twice:
        raise bad(
            "В «{what}» карты повторяются: {cards}",
            "'{what}' holds cards twice: {cards}",
            what=what,
            cards=" ".join(map(str, twice)),
        )
    if len(given) != len(deck):
        raise bad(
            "В «{what}» {n} карт, а в колоде {size}",
            "'{what}' holds {n} cards, the deck {size}",
            what=what,
            n=len(given),
            size=len(deck),
        )
