"""What a Kings Corner player reads: refusals, results and events, in Russian and English."""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.kings_corner import cards
from igroteka.games.kings_corner.actions import SPOTS, SPOTS_RU, End, Move, Play
from igroteka.games.kings_corner.cards import KING, RANK, is_joker
from igroteka.games.kings_corner.layout import (
    DOWN_ALT,
    DOWN_SUIT,
    corner_identities,
    declarations,
    effective,
    fits,
)
from igroteka.games.kings_corner.protocol import KingsCornerMatch

MUST_PLACE = Text(
    "Добор на пустые места: взятую карту нужно положить на пустое место",
    "Refill onto empty spots: the card you drew must go onto an empty spot",
)
MOVE_FIRST = Text(
    "«Брать, пока не сможешь сыграть»: сделайте хотя бы один ход, потом заканчивайте",
    "'Draw until you can play': make at least one move before ending the turn",
)
KINGS_FIRST = Text(
    "Обязательные короли: пока есть свободный угол, короля с руки нужно положить в угол",
    "Mandatory kings: while a corner is empty, your king must go there before you end the turn",
)
NOT_IN_HAND = Text("У вас нет карты {card}", "You do not hold {card}")
ONLY_KINGS = Text("Пустой угол начинают только королём", "Only a king may start an empty corner")
NOT_FIT = Text("{card} не ложится на {exposed}: {rule}", "{card} does not go on {exposed}: {rule}")
ON_KING_UP = Text("на короля вверх ничего не кладут", "nothing goes on a king when building up")
RULES = {
    DOWN_ALT: Text(
        "нужна карта на одну ниже и другого цвета", "it takes a card one lower in the other colour"
    ),
    DOWN_SUIT: Text(
        "нужна карта на одну ниже той же масти", "it takes a card one lower in the same suit"
    ),
    "up_suit": Text(
        "нужна карта на одну выше той же масти", "it takes a card one higher in the same suit"
    ),
}
ON_ACE = Text("На туза ничего не кладут", "Nothing goes on an ace")
JOKER_NAME = Text(
    "Назовите, какой картой будет джокер (например, ★R=8♥ {spot})",
    "Say which card the joker stands for (for example ★R=8♥ {spot})",
)
ONLY_JOKER_DECLARED = Text(
    "Называть карту можно только джокеру", "Only a joker is declared as another card"
)
JOKER_WRONG = Text(
    "Джокер здесь может быть только {allowed}", "Here the joker may only stand for {allowed}"
)
JOKER_TAKEN = Text(
    "Другой джокер уже изображает {card}", "The other joker already stands for {card}"
)
CORNER_TWICE = Text(
    "{card} уже есть в углу (настоящая или джокер): одна карта дважды в углы не идёт",
    "{card} is already in a corner (real or a joker): no card goes to the corners twice",
)
CORNER_PILES_STAY = Text("Угловые стопки не переносятся", "Corner piles never move")
EMPTY_SOURCE = Text(
    "Место {spot} пусто: переносить нечего", "Spot {spot} is empty: nothing to move"
)
SAME_SPOT = Text("Стопку нельзя перенести на саму себя", "A pile cannot move onto itself")
NO_EMPTY_SIDE = Text(
    "Стопку не переносят на пустое место креста", "A pile never moves to an empty side spot"
)
KING_PILES_ONLY = Text(
    "В пустой угол переносят только стопку, которая начинается с короля",
    "Only a pile that starts with a king may move to an empty corner",
)
DEALT_ONLY = Text(
    "«Стопка с королём в угол»: в угол переносят только короля, лёгшего при раскладке",
    "'King pile to a corner': only a king dealt to the layout may move to a corner",
)
PILE_NOT_FIT = Text(
    "Стопку {a} нельзя положить на {b}: её нижняя карта {base} не ложится на {exposed}",
    "The pile on {a} cannot go onto {b}: its base card {base} does not go on {exposed}",
)
REFILL_ONLY = Text(
    "Добор на пустые места: сейчас можно только положить {card} на пустое место",
    "Refill onto empty spots: now you may only put {card} onto an empty spot",
)
NOT_LEGAL = Text("Этот ход не разрешён правилами", "That move is not allowed by the rules")


def spot_text(spot: int) -> Text:
    return Text(SPOTS_RU[spot], SPOTS[spot])


def explain(state: KingsCornerMatch, action: Any) -> Text:
    """Why `action` is refused now, in the rules' words."""
    if isinstance(action, End):
        return state_end_reason(state)
    if state.phase == "refill" and state.pending is not None:
        if not isinstance(action, Play) or action.card != state.pending:
            return REFILL_ONLY.with_params(card=cards.text(state.pending))
        if state.piles[action.spot]:
            return MUST_PLACE
    if isinstance(action, Move):
        return explain_move(state, action)
    if isinstance(action, Play):
        return explain_play(state, action)
    return NOT_LEGAL


def state_end_reason(state: KingsCornerMatch) -> Text:
    if state.phase == "refill":
        return MUST_PLACE
    if state.options["draw_until_play"] and not state.moved:
        return MOVE_FIRST
    return KINGS_FIRST


def explain_move(state: KingsCornerMatch, action: Move) -> Text:
    piles, reps = state.piles, state.reps
    if action.source >= 4:
        return CORNER_PILES_STAY
    if action.source == action.target:
        return SAME_SPOT
    pile = piles[action.source]
    if not pile:
        return EMPTY_SOURCE.with_params(spot=spot_text(action.source))
    base = effective(pile[0], reps)
    there = piles[action.target]
    if not there:
        if action.target < 4:
            return NO_EMPTY_SIDE
        if RANK[base] != KING:
            return KING_PILES_ONLY
        if state.builds.dealt_only and not state.dealt_base[action.source]:
            return DEALT_ONLY
    else:
        exposed = effective(there[-1], reps)
        if not fits(base, exposed, state.builds.rule(action.target)):
            return PILE_NOT_FIT.with_params(
                a=spot_text(action.source),
                b=spot_text(action.target),
                base=cards.text(base),
                exposed=cards.text(exposed),
            )
    if action.target >= 4:
        in_corners = corner_identities(piles, reps)
        for card in pile:
            if effective(card, reps) in in_corners:
                return CORNER_TWICE.with_params(card=cards.text(effective(card, reps)))
    return NOT_LEGAL


def explain_play(state: KingsCornerMatch, action: Play) -> Text:
    card = action.card
    if card not in state.hands[state.mover]:
        return NOT_IN_HAND.with_params(card=cards.text(card))
    joker = is_joker(card)
    if joker and action.as_card is None:
        return JOKER_NAME.with_params(spot=SPOTS[action.spot])
    if not joker and action.as_card is not None:
        return ONLY_JOKER_DECLARED
    if joker and action.as_card in state.reps.values():
        return JOKER_TAKEN.with_params(card=cards.text(action.as_card or 0))
    shown = action.as_card if action.as_card is not None else card
    pile = state.piles[action.spot]
    rule = state.builds.rule(action.spot)
    if pile:
        exposed = effective(pile[-1], state.reps)
        if not fits(shown, exposed, rule):
            if joker:
                allowed = ", ".join(cards.text(c) for c in declarations(exposed, rule))
                if allowed:
                    return JOKER_WRONG.with_params(allowed=allowed)
            if RANK[exposed] == 1 and rule != "up_suit":
                return ON_ACE
            if RANK[exposed] == KING and rule == "up_suit":
                return NOT_FIT.with_params(
                    card=cards.text(shown), exposed=cards.text(exposed), rule=ON_KING_UP
                )
            return NOT_FIT.with_params(
                card=cards.text(shown), exposed=cards.text(exposed), rule=RULES[rule]
            )
    elif action.spot >= 4 and RANK[shown] != KING:
        return ONLY_KINGS
    if action.spot >= 4 and shown in corner_identities(state.piles, state.reps):
        return CORNER_TWICE.with_params(card=cards.text(shown))
    return NOT_LEGAL


OUT = Text("{seat} вышел(а) и выиграл(а) сдачу", "{seat} went out and won the hand")
STALEMATE = Text(
    "Тупик: никто не может или не хочет ходить, сдача окончена без победителя",
    "Stalemate: nobody can or will play, the hand ends with no winner",
)


def seat_name(seat: int) -> Text:
    return Text("Игрок {n}", "Player {n}").with_params(n=seat + 1)


def match_reason(
    options: dict[str, Any], winners: tuple[int, ...], last_winner: int | None, hands: int
) -> Text:
    names = ", ".join(str(w + 1) for w in winners)
    if options["match"] == "off":
        if last_winner is None:
            return Text(
                "Тупик; меньше всего штрафа у игрока {names}",
                "Stalemate; the smallest penalty is player {names}'s",
            ).with_params(names=names)
        return Text(
            "Игрок {n} избавился от всех карт", "Player {n} shed all his cards"
        ).with_params(n=last_winner + 1)
    if options["stakes"] != "points":
        return Text(
            "Сыграно сдач: {hands}; больше всего фишек у игрока {names}",
            "{hands} hands played; player {names} holds the most chips",
        ).with_params(hands=hands, names=names)
    return Text(
        "Сыграно сдач: {hands}; меньше всего штрафных очков у игрока {names}",
        "{hands} hands played; player {names} has the fewest penalty points",
    ).with_params(hands=hands, names=names)


def event_label(event: dict[str, Any]) -> Text | None:
    kind = event.get("kind")
    if kind == "deal":
        return Text("Сдача {n}, сдаёт игрок {d}", "Hand {n}, player {d} deals").with_params(
            n=event["hand_number"], d=event["dealer"] + 1
        )
    if kind == "draw":
        drawn = event.get("cards")
        if drawn:
            return Text("Вы взяли: {cards}", "You drew: {cards}").with_params(
                cards=" ".join(cards.text(cards.parse(c)) for c in drawn)
            )
        return Text("Игрок {s} взял карт: {n}", "Player {s} drew {n}").with_params(
            s=event["seat"] + 1, n=event["count"]
        )
    if kind == "pass":
        return Text("Игроку {s} нечем ходить", "Player {s} cannot play").with_params(
            s=event["seat"] + 1
        )
    if kind == "king_penalty":
        return Text(
            "Игрок {s}: штраф {a} за короля", "Player {s}: {a} points for a king kept"
        ).with_params(s=event["seat"] + 1, a=event["amount"])
    if kind == "hand_end":
        winner = event.get("winner")
        if winner is None:
            return STALEMATE
        return OUT.with_params(seat=seat_name(winner))
    return None
