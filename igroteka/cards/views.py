"""What every trick game shows the same way: cards as JSON, the trick, the terminal lines.

Kozel's and Klabor's views differ in what a deal has (an open deal, a turned
card, bids, sequences) but not in how a card, a trick or the play of a deal is
shown: a card travels in its ASCII form with the printed form beside it, a
trick lists who played what, and a terminal shows the card points, the last
trick, the trick on the table, the seat's hand (unplayable cards dimmed), the
card counts and who is to move, in Russian or English.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from igroteka.cards.card import ALL_CARDS, Card
from igroteka.cards.tricks import Playable
from igroteka.engine.i18n import Text

# Each card's ASCII and printed forms by card index: a view writes cards dozens of times,
# and reading them from tables keeps a view cheap (issue 22, docs/benchmarks.md).
CARD_ASCII: tuple[str, ...] = tuple(card.ascii for card in ALL_CARDS)
CARD_TEXT: tuple[str, ...] = tuple(card.text for card in ALL_CARDS)


def card_json(card: Card) -> dict[str, str]:
    """A card as the client reads it: {"card": "Qh", "text": "Q♥"}."""
    return {"card": card.ascii, "text": card.text}


def plays_json(plays: Any) -> list[dict[str, Any]]:
    """(seat, card index) pairs as the table shows them."""
    ascii_, text = CARD_ASCII, CARD_TEXT
    return [{"seat": s, "card": ascii_[c], "text": text[c]} for s, c in plays]


def last_trick_json(
    dp: Any, plays_as_json: Callable[[Any], list[dict[str, Any]]] = plays_json
) -> dict[str, Any] | None:
    """The trick the play closed last (leader, winner, points, cards), or None; its cards
    written by `plays_as_json` (Kozel's shares its card dicts between views)."""
    if dp is None or dp.last is None:
        return None
    leader, plays, winner, points = dp.last
    return {"leader": leader, "winner": winner, "points": points, "cards": plays_as_json(plays)}


def _playable_json(cards: list[Playable]) -> list[dict[str, Any]]:
    """`Playable.to_json` of each card, each distinct reason written out once (most of a
    hand shares one: "you must follow suit ♥")."""
    written: dict[int, dict[str, str]] = {}
    out = []
    for p in cards:
        if p.reason is None:
            out.append(p.to_json())
            continue
        reason = written.get(id(p.reason))
        if reason is None:
            reason = written[id(p.reason)] = p.reason.to_json()
        out.append(p.to_json(reason))
    return out


def add_turn(
    view: dict[str, Any],
    state: Any,
    seat: int | None,
    playable_cards: Callable[[Any, int], list[Playable]],
    labels: bool = False,
) -> dict[str, Any]:
    """Finish a seat's view: its cards' playability and choices when it is to move, the outcome.

    With `labels` each choice carries its words for a button as well
    (Klabor's «играю», «пас»).
    """
    if seat is not None and state.current_seat() == seat:
        view["playable"] = _playable_json(playable_cards(state, seat))
        view["choices"] = choices_json(state, labels)
    return add_outcome(view, state)


def choices_json(state: Any, labels: bool = False) -> list[dict[str, Any]]:
    """What the seat to move may do, as `add_turn` lists it."""
    if labels:
        return [
            {"action": a.to_json(), "text": str(a), "label": a.label().to_json()}
            for a in state.legal_actions()
        ]
    return [{"action": a.to_json(), "text": str(a)} for a in state.legal_actions()]


def add_outcome(view: dict[str, Any], state: Any) -> dict[str, Any]:
    """The match's outcome (None while it goes on), the last field of every view."""
    result = state.outcome()
    view["outcome"] = None if result is None else result.to_json()
    return view


# --- the terminal -------------------------------------------------------------------
def paint(card: Card, color: bool, dim: bool = False) -> str:
    """A card for a terminal: red suits in red; a dim one (not playable now) faint or bracketed."""
    text = str(card)
    if not color:
        return f"({text})" if dim else text
    code = "31" if card.red else "0"
    if dim:
        code = "2;" + code
    return f"\x1b[{code}m{text}\x1b[0m"


def play_lines(dp: Any, color: bool, en: bool) -> list[str]:
    """The deal's card points, the last trick and the trick on the table."""
    lines = [("Card points" if en else "Очки в раздаче") + ": " + " : ".join(map(str, dp.points))]
    if dp.last is not None:
        _, plays, winner, points = dp.last
        shown = " ".join(f"{s + 1}:{paint(ALL_CARDS[c], color)}" for s, c in plays)
        lines.append(
            ("Last trick" if en else "Последняя взятка") + f": {shown} → {winner + 1} (+{points})"
        )
    shown = " ".join(f"{s + 1}:{paint(ALL_CARDS[c], color)}" for s, c in dp.trick)
    lines.append(("Trick" if en else "Взятка") + f": {shown or '—'}")
    return lines


def hand_line(hand: list[Card], playable: Mapping[Card, bool], color: bool, en: bool) -> str:
    """The seat's own (sorted) hand, the cards it may not play now dimmed."""
    shown = " ".join(paint(c, color, dim=playable.get(c) is False) for c in hand)
    return ("Your hand" if en else "Ваши карты") + f": {shown}"


def closing_lines(
    state: Any, counts: list[int], phase_names: Mapping[str, Text], lang: str
) -> list[str]:
    """The card counts, then how the match ended or who is to move and in what phase."""
    en = lang == "en"
    shown = " ".join(f"{s + 1}:{n}" for s, n in enumerate(counts))
    lines = [("Cards in hands" if en else "Карт на руках") + f": {shown}"]
    # Once over, the reason is said by whoever shows the end (`igroteka play`, the replay).
    if state.outcome() is None and state.turn is not None:
        phase = phase_names[state.phase].render(lang)
        lines.append(("To move" if en else "Ходит") + f": {state.turn + 1} ({phase})")
    return lines


def choices_line(state: Any, seat: int | None, lang: str) -> list[str]:
    """«Можно: …», what `seat` may do now in words, when it is that seat's turn."""
    if state.outcome() is not None or state.turn is None or seat != state.turn:
        return []
    choices = ", ".join(state.action_label(a).render(lang) for a in state.legal_actions())
    return [("Choices" if lang == "en" else "Можно") + f": {choices}"]
