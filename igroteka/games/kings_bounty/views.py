"""What each seat sees of a Kings Bounty game, and the terminal drawing.

Everyone sees every area (buildings and their guards), the discard pile,
the titles in play with who would hold each if the game ended now, how many
cards each hand and the deck hold, and each seat's last move. A seat sees its
own hand and, while it returns cards, which ones it has put under the deck.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.i18n import Text
from igroteka.games.kings_bounty.cards import card_label
from igroteka.games.kings_bounty.protocol import KingsBountyTable
from igroteka.games.kings_bounty.texts import PHASES, RECONSTRUCTED
from igroteka.games.kings_bounty.titles import BY_KEY, counts, holder, obelisk_points, scores


def titles_json(table: KingsBountyTable) -> list[dict[str, Any]]:
    """The titles in play, each with every seat's count and who would hold it now."""
    out = []
    for key in table.titles:
        title = BY_KEY[key]
        values = counts(title, table)
        out.append(
            {
                "key": key,
                "name": title.name.to_json(),
                "condition": title.condition.to_json(),
                "points": title.points,
                "counts": values,
                "holder": holder(title, values),
            }
        )
    return out


def areas_json(table: KingsBountyTable) -> list[list[dict[str, Any]]]:
    return [
        [
            {"card": b, "guard": None if table.guard[b] < 0 else table.guard[b]}
            for b in table.buildings[seat]
        ]
        for seat in range(table.n)
    ]


def seat_view(table: KingsBountyTable, seat: int | None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "players": table.n,
        "first": 0,
        "last_player": table.n - 1,
        "mover": None if table.phase == "over" else table.mover,
        "phase": table.phase,
        "deck": len(table.deck),
        "final_round": not table.deck,
        "hand_counts": [len(hand) for hand in table.hands],
        "areas": areas_json(table),
        "discard": list(table.discard),
        "titles": titles_json(table),
        "obelisks": [obelisk_points(table, s) for s in range(table.n)],
        "standing": scores(table.titles, table),
        "captures": list(table.captures),
        "failed": list(table.failed),
        "returning": len(table.returning),
        "may_return": [not done for done in table.returned_last],
        "last": [None if move is None else dict(move) for move in table.last],
        "reconstructed": RECONSTRUCTED.to_json(),
    }
    if seat is not None:
        data["seat"] = seat
        data["hand"] = list(table.hands[seat])
        if table.mover == seat:
            data["returned"] = list(table.returning)
    if table.points is not None:
        data["points"] = list(table.points)
        data["winner"] = table.winner_seat
    return data


def full_view(table: KingsBountyTable) -> dict[str, Any]:
    data = seat_view(table, None)
    data["hands"] = [list(hand) for hand in table.hands]
    data["deck_cards"] = list(table.deck)
    data["returned"] = list(table.returning)
    return data


def result_details(table: KingsBountyTable) -> dict[str, Any]:
    return {
        "titles": titles_json(table),
        "obelisks": [obelisk_points(table, s) for s in range(table.n)],
        "points": list(table.points or []),
    }


def event_label(event: dict[str, Any]) -> Text | None:
    kind = event.get("kind")
    seat = event.get("seat", 0) + 1
    if kind == "return":
        return Text(
            "Игрок {seat} кладёт карту под колоду ({count}-я за ход)",
            "Player {seat} puts a card under the deck ({count} this turn)",
        ).with_params(seat=seat, count=event.get("count"))
    if kind == "draw":
        return Text(
            "Игрок {seat} берёт из колоды карт: {count}; в колоде {deck}",
            "Player {seat} draws {count} card(s); {deck} left in the deck",
        ).with_params(seat=seat, count=event.get("count"), deck=event.get("deck"))
    if kind == "attack":
        card = event["card"]
        target = event["on"]
        if event.get("success"):
            return Text(
                "Игрок {seat}: {card} захватывает {target}",
                "Player {seat}: {card_en} takes {target_en}",
            ).with_params(
                seat=seat,
                card=card_label(card, "ru"),
                target=card_label(target, "ru"),
                card_en=card_label(card, "en"),
                target_en=card_label(target, "en"),
            )
        return Text(
            "Игрок {seat}: нападение на {target} отбито ({card} против {power})",
            "Player {seat}: the attack on {target_en} fails ({card_en} against {power})",
        ).with_params(
            seat=seat,
            card=card_label(card, "ru"),
            target=card_label(target, "ru"),
            card_en=card_label(card, "en"),
            target_en=card_label(target, "en"),
            power=event.get("power"),
        )
    if kind == "end":
        return Text(
            "Конец партии. Очки: {points}", "The game is over. Points: {points}"
        ).with_params(points=", ".join(str(p) for p in event.get("points", [])))
    return None


def render_text(table: KingsBountyTable, seat: int | None, lang: str = "ru") -> str:
    ru = lang == "ru"
    lines = [
        ("Kings Bounty — " + RECONSTRUCTED.render(lang)),
        (f"Колода: {len(table.deck)}" if ru else f"Deck: {len(table.deck)}"),
        ("Титулы:" if ru else "Titles:"),
    ]
    for title in titles_json(table):
        lead = title["holder"]
        who = "—" if lead is None else str(lead + 1)
        lines.append(
            f"  {title['name'][lang]} ({title['points']:+}): {title['condition'][lang]}; "
            f"{'сейчас' if ru else 'now'} {who}"
        )
    standing = scores(table.titles, table)
    for s in range(table.n):
        marker = "▶" if table.phase != "over" and table.mover == s else " "
        head = (
            f"{marker} Игрок {s + 1}: карт на руке {len(table.hands[s])}, ПО сейчас {standing[s]}"
            if ru
            else f"{marker} Player {s + 1}: {len(table.hands[s])} in hand, {standing[s]} VP now"
        )
        lines.append(head)
        for b in table.buildings[s]:
            guard = table.guard[b]
            guarded = ""
            if guard >= 0:
                guarded = f" ← {card_label(guard, lang)}"
            lines.append(f"    [{b}] {card_label(b, lang)}{guarded}")
    if seat is not None:
        lines.append("Ваша рука:" if ru else "Your hand:")
        for card in table.hands[seat]:
            lines.append(f"  {card}: {card_label(card, lang)}")
    lines.append(PHASES[table.phase].render(lang))
    return "\n".join(lines)
