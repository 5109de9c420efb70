"""What each seat may see, as JSON, and the terminal drawing for `igroteka play`.

A seat sees its own hand (and, while choosing, the two cards it drew or the
pile its crabs search), the top card and size of each discard pile, the deck's
size, every played duo, the hands revealed after LAST CHANCE and the sheet of
the last round. Other hands are only counts; `full_view` adds them, the deck
and a drawn pair for replays and tests.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.sea_salt_paper.actions import CRAB_PICK, KEEP
from igroteka.games.sea_salt_paper.cards import card_json, card_label
from igroteka.games.sea_salt_paper.protocol import SeaSaltPaperTable
from igroteka.games.sea_salt_paper.scoring import card_points, colour_bonus
from igroteka.games.sea_salt_paper.texts import PHASE_NAMES, ROUND_KINDS


def cards_json(cards: list[int]) -> list[dict[str, object]]:
    return [card_json(c) for c in cards]


def player_json(state: SeaSaltPaperTable, seat: int) -> dict[str, Any]:
    played = state.played[seat]
    open_hand = state.revealed[seat]
    hand = state.hands[seat]
    return {
        "total": state.totals[seat],
        "hand_count": len(hand),
        "played": cards_json(played),
        "table_points": card_points([], played),
        "revealed": open_hand,
        "hand": cards_json(hand) if open_hand else None,
        "points": card_points(hand, played) if open_hand else None,
        "bonus": colour_bonus(hand, played) if open_hand else None,
        "last": list(state.last_moves[seat]),
    }


def round_json(state: SeaSaltPaperTable) -> dict[str, Any] | None:
    sheet = state.last_round
    if sheet is None:
        return None
    return {
        **{k: v for k, v in sheet.items() if k not in ("hands", "played")},
        "hands": [cards_json(h) for h in sheet["hands"]],
        "played": [cards_json(p) for p in sheet["played"]],
        "text": ROUND_KINDS[sheet["ending"]].to_json(),
    }


def seat_view(state: SeaSaltPaperTable, seat: int | None) -> dict[str, Any]:
    outcome = state.outcome()
    mover = state.current_seat()
    mine = seat is not None and seat == mover
    data: dict[str, Any] = {
        "kind": "sea_salt_paper",
        "seat": seat,
        "seats": state.seats,
        "target": state.target,
        "round": state.round_no,
        "turn": mover,
        "first": state.first,
        "phase": state.phase,
        "phase_text": PHASE_NAMES[state.phase].to_json(),
        "deck_count": len(state.deck),
        "piles": [{"count": len(p), "top": card_json(p[-1]) if p else None} for p in state.piles],
        "players": [player_json(state, s) for s in range(state.seats)],
        "announced": ({"call": state.announced, "seat": state.caller} if state.announced else None),
        "final_turns": list(state.final_turns),
        "crab_pile": state.crab_pile,
        "hand": None,
        "mine": None,
        "pair": None,
        "browse": None,
        "last_round": round_json(state),
        "outcome": outcome.to_json() if outcome is not None else None,
    }
    if seat is not None:
        hand = state.hands[seat]
        played = state.played[seat]
        data["hand"] = cards_json(hand)
        data["mine"] = {
            "points": card_points(hand, played),
            "bonus": colour_bonus(hand, played),
            "may_announce": mine and state.may_announce(),
        }
        if mine and state.phase == KEEP:
            data["pair"] = cards_json(state.pair)
        if mine and state.phase == CRAB_PICK and state.crab_pile is not None:
            data["browse"] = cards_json(state.piles[state.crab_pile])
    return data


def full_view(state: SeaSaltPaperTable) -> dict[str, Any]:
    data = seat_view(state, None)
    data["hands"] = [list(h) for h in state.hands]
    data["deck"] = list(state.deck)
    data["pile_cards"] = [list(p) for p in state.piles]
    data["drawn"] = list(state.pair)
    return data


EVENT_TEXTS = {
    "announce_stop": Text("Место {seat} объявляет «Стоп»", "Seat {seat} announces STOP"),
    "announce_last_chance": Text(
        "Место {seat} объявляет «Последний шанс»", "Seat {seat} announces LAST CHANCE"
    ),
    "deck_empty": Text(
        "Колода кончилась: раунд окончен, очков никто не получает",
        "The deck ran out: the round ends and nobody scores",
    ),
    "round_end": Text("Раунд {round}: {scores}", "Round {round}: {scores}"),
    "steal": Text(
        "Место {seat} вытягивает карту у места {victim}",
        "Seat {seat} steals a card from seat {victim}",
    ),
    "mermaids": Text("Четыре русалки у места {seat}!", "Four mermaids for seat {seat}!"),
    "extra_turn": Text(
        "Две лодки: место {seat} ходит ещё раз", "Two boats: seat {seat} takes another turn"
    ),
}


def event_label(event: dict[str, Any]) -> Text | None:
    kind = event.get("kind")
    if kind == "announce":
        return EVENT_TEXTS[f"announce_{event['call']}"].with_params(seat=event["seat"] + 1)
    if kind == "round_end":
        scores = ", ".join(f"+{s}" for s in event["scores"])
        return EVENT_TEXTS["round_end"].with_params(round=event["round"], scores=scores)
    if kind in ("steal", "mermaids", "extra_turn"):
        victim = event.get("victim")
        return EVENT_TEXTS[kind].with_params(
            seat=event["seat"] + 1, victim=victim + 1 if victim is not None else ""
        )
    if kind == "deck_empty":
        return EVENT_TEXTS["deck_empty"]
    return None


# === the terminal drawing ===================================================
LINES = {
    "title": Text(
        "Море, соль и бумага · раунд {round} · игра до {target}",
        "Sea Salt & Paper · round {round} · game to {target}",
    ),
    "to_move": Text("Ходит место {seat}: {what}", "Seat {seat} to move: {what}"),
    "deck": Text("Колода, карт: {n}", "Deck, cards: {n}"),
    "pile": Text(
        "Стопка {n}, карт: {count}; сверху {top}", "Pile {n}, cards: {count}; on top {top}"
    ),
    "empty": Text("пусто", "empty"),
    "player": Text(
        "Место {seat}: всего очков {total} · карт в руке {n} · пары: {played}",
        "Seat {seat}: {total} points · {n} in hand · duos: {played}",
    ),
    "open": Text(
        "  открытая рука: {cards} (очки карт: {points})",
        "  open hand: {cards} (card points: {points})",
    ),
    "hand": Text("Ваша рука: {cards}", "Your hand: {cards}"),
    "mine": Text(
        "Очки карт: {points} · бонус за цвет: {bonus}",
        "Card points: {points} · colour bonus: {bonus}",
    ),
    "pair": Text("Взятые карты: {cards}", "Drawn cards: {cards}"),
    "browse": Text("Стопка для крабов: {cards}", "The pile the crabs search: {cards}"),
    "announced": Text("Объявлен {call} (место {seat})", "{call} announced (seat {seat})"),
    "last_round": Text("Прошлый раунд ({kind}): {scores}", "Last round ({kind}): {scores}"),
    "result": Text("Итог: {reason}", "Result: {reason}"),
}


def _cards(ids: list[dict[str, Any]], lang: str) -> str:
    return ", ".join(f"{c['id']} {card_label(int(c['id']), lang)}" for c in ids) or "—"


def render_text(
    state: SeaSaltPaperTable, seat: int | None, color: bool = False, lang: str = "ru"
) -> str:
    view = seat_view(state, seat)
    lines = [LINES["title"].with_params(round=view["round"], target=view["target"])(lang)]
    if view["turn"] is not None:
        what = Text(**view["phase_text"])(lang)
        lines.append(LINES["to_move"].with_params(seat=view["turn"] + 1, what=what)(lang))
    lines.append(LINES["deck"].with_params(n=view["deck_count"])(lang))
    for n, pile in enumerate(view["piles"], start=1):
        top = pile["top"]
        shown = _cards([top], lang) if top else LINES["empty"](lang)
        lines.append(LINES["pile"].with_params(n=n, top=shown, count=pile["count"])(lang))
    for s, player in enumerate(view["players"]):
        lines.append(
            LINES["player"].with_params(
                seat=s + 1,
                total=player["total"],
                n=player["hand_count"],
                played=_cards(player["played"], lang),
            )(lang)
        )
        if player["revealed"]:
            lines.append(
                LINES["open"].with_params(
                    cards=_cards(player["hand"], lang), points=player["points"]
                )(lang)
            )
    announced = view["announced"]
    if announced:
        call = ROUND_KINDS[announced["call"]](lang)
        lines.append(LINES["announced"].with_params(call=call, seat=announced["seat"] + 1)(lang))
    if view["hand"] is not None:
        lines.append(LINES["hand"].with_params(cards=_cards(view["hand"], lang))(lang))
        lines.append(
            LINES["mine"].with_params(**{k: view["mine"][k] for k in ("points", "bonus")})(lang)
        )
    if view["pair"]:
        lines.append(LINES["pair"].with_params(cards=_cards(view["pair"], lang))(lang))
    if view["browse"]:
        lines.append(LINES["browse"].with_params(cards=_cards(view["browse"], lang))(lang))
    sheet = view["last_round"]
    if sheet is not None:
        scores = ", ".join(f"+{s}" for s in sheet["scores"])
        kind = ROUND_KINDS[sheet["ending"]](lang)
        lines.append(LINES["last_round"].with_params(kind=kind, scores=scores)(lang))
    if view["outcome"] is not None:
        lines.append(LINES["result"].with_params(reason=view["outcome"]["reason"][lang])(lang))
    return "\n".join(lines)
