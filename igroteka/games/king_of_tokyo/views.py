"""What every seat sees of a King of Tokyo table (everything is public), and its words.

Only a yield answer given while other monsters in Tokyo still decide is
sealed: the others see that it was given, not what it was.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.events import Event
from igroteka.engine.i18n import DEFAULT_LANGUAGE, Text
from igroteka.games.king_of_tokyo import texts
from igroteka.games.king_of_tokyo.actions import Act
from igroteka.games.king_of_tokyo.cards import CARDS, card_name, card_text, printed_cost
from igroteka.games.king_of_tokyo.protocol import KingPosition


def card_json(match: Any, key: str, seat: int | None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "key": key,
        "name": card_name(key, match.edition).to_json(),
        "text": card_text(key, match.edition).to_json(),
        "en": CARDS[key].name.en,
        "cost": printed_cost(key, match.edition),
        "keep": CARDS[key].keep,
    }
    if seat is not None:
        data["price"] = match.cost(seat, key)
    return data


def owned_json(match: Any, card: dict[str, Any]) -> dict[str, Any]:
    data = card_json(match, card["key"], None)
    data["uid"] = card["uid"]
    for extra in ("tokens", "smoke", "copy"):
        if card.get(extra) is not None:
            data[extra] = card[extra]
    if card.get("copy") is not None:
        found = match.find(card["copy"])
        if found is not None:
            data["copy_key"] = found[1]["key"]
            data["copy_name"] = card_name(found[1]["key"], match.edition).to_json()
    return data


def view(state: KingPosition, seat: int | None) -> dict[str, Any]:
    match = state.match
    monsters = []
    for s in range(match.n):
        monsters.append({
            "seat": s,
            "name": texts.MONSTERS[s].to_json(),
            "hp": match.hp[s],
            "max_hp": match.max_hp(s),
            "vp": match.vp[s],
            "energy": match.energy[s],
            "alive": match.alive[s],
            "poison": match.poison[s],
            "shrink": match.shrink[s],
            "tokyo": "city" if match.city == s else "bay" if match.bay == s else None,
            "cards": [owned_json(match, c) for c in match.cards[s]],
        })
    acting = list(match.acting())
    data: dict[str, Any] = {
        "phase": match.phase,
        "active": match.active,
        "acting": acting,
        "monsters": monsters,
        "city": match.city,
        "bay": match.bay,
        "bay_open": match.bay_open(),
        "market": [None if k is None else card_json(match, k, seat) for k in match.market],
        "lab": None if match.lab is None else card_json(match, match.lab, seat),
        "deck": len(match.deck) + (1 if match.lab is not None else 0),
        "discard": len(match.discard),
        "dice": list(match.dice),
        "rolls_left": match.rolls_left,
        "extra_rolls": match.extra_rolls() if match.phase == "roll" else False,
        "last": dict(match.last),
        "last_rolls": [None if r is None else dict(r) for r in match.last_rolls],
        "rolled": dict(match.rolled),
        "winners": list(match.winners),
        "turn": match.turns,
        "variant": match.variant,
        "edition": match.edition,
        "ray_left": match.ray_left,
    }
    if match.phase == "yield":
        data["yield"] = {
            "asked": sorted(match.yield_seats),
            "chosen": sorted(match.yield_choices),
            "waiting": acting,
            "held": {str(s): a for s, a in sorted(match.held.items())},
        }
        if seat is not None and seat in match.yield_choices:
            data["yield"]["mine"] = "yield" if match.yield_choices[seat] else "stay"
    if match.prompts:
        prompt = match.prompts[0]
        data["prompt"] = {"kind": prompt["kind"],
                          "seat": acting[0] if acting else None,
                          "slots": list(prompt.get("slots", []))}
    return data


def name_of(seat: Any) -> Text:
    if isinstance(seat, int) and 0 <= seat < len(texts.MONSTERS):
        return texts.MONSTERS[seat]
    return Text("?", "?")


def card_word(key: str) -> Text:
    card = CARDS.get(key)
    return card.name if card is not None else Text(key, key)


ACT_WORDS = {
    "stop": Text("оставляет кубики", "keeps the dice"),
    "resolve": Text("разыгрывает кубики", "resolves the dice"),
    "pass": Text("пропускает", "passes"),
    "hearts": Text("сначала сердца", "hearts first"),
    "smash": Text("сначала удары", "smash first"),
    "keep": Text("оставляет сердца себе", "keeps the hearts"),
    "stay": Text("остаётся в Токио", "stays in Tokyo"),
    "yield": Text("уступает Токио", "yields Tokyo"),
    "sweep": Text("обновляет рынок", "sweeps the market"),
    "lab": Text("покупает верхнюю карту колоды", "buys the top card of the deck"),
    "heal": Text("лечится за 2 энергии", "heals for 2 energy"),
    "end": Text("заканчивает ход", "ends the turn"),
    "done": Text("заканчивает", "finishes"),
}


def action_label(state: KingPosition, action: Any) -> Text:
    if not isinstance(action, Act):
        return Text(str(action), str(action))
    match = state.match
    kind, args = action.kind, action.args
    if kind in ACT_WORDS:
        return ACT_WORDS[kind]
    if kind == "reroll":
        dice = ", ".join(str(i) for i in args)
        return Text("перебрасывает кубики {d}", "rerolls dice {d}").with_params(d=dice)
    if kind in ("dweller", "cull", "probe"):
        words = {
            "dweller": Text("перебрасывает «3» (кубик {d})", "rerolls a 3 (die {d})"),
            "cull": Text("превращает кубик {d} в «1»", "turns die {d} into a 1"),
            "probe": Text("перебрасывает чужой кубик {d}", "rerolls the other's die {d}"),
        }
        return words[kind].with_params(d=args[0])
    if kind in ("twist", "stretch"):
        return Text("поворачивает кубик {d}: {f}", "turns die {d} to {f}").with_params(
            d=args[0], f=texts.FACE_NAMES.get(args[1], Text("?", "?")))
    if kind == "ray":
        return Text("лечит лучом: {who}", "heals with the ray: {who}").with_params(
            who=name_of(args[0]))
    if kind == "buy":
        key = match.market[args[0]] if 0 <= args[0] < 3 else None
        return Text("покупает «{card}»", "buys {card}").with_params(
            card=card_word(key) if key else Text("?", "?"))
    if kind in ("steal", "mimic", "sell"):
        uid = args[-1]
        found = match.find(uid)
        card = card_word(found[1]["key"]) if found else Text("?", "?")
        words = {
            "steal": Text("забирает «{card}»", "takes {card}"),
            "mimic": Text("подражает «{card}»", "mimics {card}"),
            "sell": Text("сбрасывает «{card}» за энергию", "discards {card} for energy"),
        }
        return words[kind].with_params(card=card)
    return Text(str(action), str(action))


def event_label(event: dict[str, Any]) -> Text | None:
    kind = event.get("kind")
    who = name_of(event.get("seat"))
    if kind == "damage":
        by = event.get("by")
        if by is None:
            return Text("{who} теряет {n} ♥", "{who} loses {n} hearts").with_params(
                who=who, n=event.get("amount"))
        return Text("{by} бьёт: {who} теряет {n} ♥", "{by} hits {who} for {n}").with_params(
            by=name_of(by), who=who, n=event.get("amount"))
    if kind == "enter":
        space = Text("Токио-Сити", "Tokyo City") if event.get("space") == "city" else Text(
            "Токийский залив", "Tokyo Bay")
        return Text("{who} входит в {space}", "{who} enters {space}").with_params(
            who=who, space=space)
    if kind == "eliminated":
        return Text("{who} выбывает", "{who} is eliminated").with_params(who=who)
    if kind == "child":
        return Text("{who}: детёныш начинает заново", "{who}: the child starts anew").with_params(
            who=who)
    if kind == "buy":
        return Text("{who} покупает «{card}»", "{who} buys {card}").with_params(
            who=who, card=card_word(str(event.get("card"))))
    if kind == "yields":
        chosen = event.get("choices", {})
        left = [name_of(int(s)) for s, v in chosen.items() if v]
        if not left:
            return Text("Все остаются в Токио", "Everyone stays in Tokyo")
        names = Text(", ".join(t.ru for t in left), ", ".join(t.en for t in left))
        return Text("Уступают Токио: {who}", "Yielding Tokyo: {who}").with_params(who=names)
    if kind == "yield_sealed":
        return Text("{who}: решение принято", "{who} has decided").with_params(who=who)
    if kind == "turn":
        return Text("Ход: {who}", "Turn: {who}").with_params(who=who)
    if kind in ("roll", "probe"):
        dice = " ".join(FACE_SIGNS.get(f, "?") for f in event.get("dice", []))
        return Text("{who}: {dice}", "{who}: {dice}").with_params(who=who, dice=dice)
    if kind == "resolve":
        return Text("{who} получает {vp} ПО, ударов: {smash}",
                    "{who} gains {vp} VP, smash: {smash}").with_params(
            who=who, vp=event.get("vp"), smash=event.get("smash"))
    if kind == "sweep":
        return Text("{who} обновляет рынок", "{who} sweeps the market").with_params(who=who)
    if kind == "leave":
        return Text("{who} покидает Токио", "{who} leaves Tokyo").with_params(who=who)
    if kind == "ray":
        return Text("{who} лечит лучом: {target}", "{who} heals {target} with the ray").with_params(
            who=who, target=name_of(event.get("target")))
    if kind in ("steal", "mimic", "sell"):
        words = {
            "steal": Text("{who} забирает «{card}»", "{who} takes {card}"),
            "mimic": Text("{who} подражает «{card}»", "{who} mimics {card}"),
            "sell": Text("{who} сбрасывает «{card}» за энергию",
                         "{who} discards {card} for energy"),
        }
        return words[kind].with_params(who=who, card=card_word(str(event.get("card"))))
    if kind == "first":
        return Text("Первым ходит {who}", "{who} goes first").with_params(who=who)
    if kind == "over":
        winners = [name_of(s) for s in event.get("winners", [])]
        if not winners:
            return Text("Игра окончена: победителей нет", "Game over: nobody wins")
        names = Text(", ".join(t.ru for t in winners), ", ".join(t.en for t in winners))
        return Text("Король Токио: {who}", "King of Tokyo: {who}").with_params(who=names)
    return None


def with_text(event: Event) -> Event:
    """The event with its words for the game log (both languages), where it has any."""
    label = event_label({"kind": event.kind, **event.public})
    if label is None:
        return event
    return Event(event.kind, {**event.public, "text": label.to_json()}, event.private)


FACE_SIGNS = {"1": "1", "2": "2", "3": "3", "H": "♥", "E": "⚡", "S": "⚔"}


def render_text(state: KingPosition, seat: int | None, lang: str = DEFAULT_LANGUAGE) -> str:
    match = state.match
    ru = lang != "en"
    lines = []
    for s in range(match.n):
        place = ""
        if match.city == s:
            place = " [Токио-Сити]" if ru else " [Tokyo City]"
        elif match.bay == s:
            place = " [Залив]" if ru else " [Tokyo Bay]"
        mark = ">" if s == match.active else " "
        if not match.alive[s]:
            lines.append(f"{mark}{s} {texts.MONSTERS[s].render(lang)}: ✝")
            continue
        cards = ", ".join(card_name(c["key"], match.edition).render(lang) for c in match.cards[s])
        tokens = ""
        if match.poison[s] or match.shrink[s]:
            tokens = f" ☠{match.poison[s]} ↓{match.shrink[s]}"
        lines.append(
            f"{mark}{s} {texts.MONSTERS[s].render(lang)}{place}: ♥{match.hp[s]}/"
            f"{match.max_hp(s)} ★{match.vp[s]} ⚡{match.energy[s]}{tokens}"
            + (f" — {cards}" if cards else "")
        )
    market = []
    for i, key in enumerate(match.market):
        if key is not None:
            market.append(f"{i}: {card_name(key, match.edition).render(lang)} "
                          f"({printed_cost(key, match.edition)}) — "
                          f"{card_text(key, match.edition).render(lang)}")
    lines.append("Рынок:" if ru else "Market:")
    lines.extend("  " + m for m in market)
    if match.lab is not None:
        lines.append(("Верх колоды: " if ru else "Top of deck: ")
                     + card_name(match.lab, match.edition).render(lang))
    if match.dice:
        dice = " ".join(f"{i}:{FACE_SIGNS[f]}" for i, f in enumerate(match.dice))
        rolls = f" ({'перебросов' if ru else 'rerolls'}: {match.rolls_left})"
        lines.append(("Кубики: " if ru else "Dice: ") + dice + rolls)
    hint = texts.PHASE_HINT.get(match.phase)
    if hint is not None and match.phase != "over":
        lines.append(hint.render(lang))
    return "\n".join(lines)
