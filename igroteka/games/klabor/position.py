"""Starting a match from a given deal: for tests, duplicate deals and bug reports.

A deal is JSON. Either the whole pack in dealing order, top card first:

    {"deck": ["Jh", "Qd", "Ts", ...], "dealer": 1}

or the first six cards of each seat and the turned card, with the extra
cards and the фреза optional (the rest of the stock follows in card order):

    {"hands": [["Ah", "Kh", ...], [...]], "turnup": "9s",
     "extras": [["7c", "8c", "9c"], [...]], "frez": "7d", "dealer": 0}

With four players `extras` gives the dealer one card (the turned card is his
eighth) and the others two, as the rules deal them when the turned card goes
to the dealer. The match state may be given too: `scores` and `baits` (one
number per side), `pots` (hanging points) with `forced_maker` (the seat who
must play the next deal), `deal_number`, and for the pairs tournament `round`
(1, 2 or "final"), `round_wins`, `obyaz` (the side under «обяз») and
`final_deals` (final deals already played). Later deals are shuffled from
`seed`.
"""

from __future__ import annotations

import json
from typing import Any

from igroteka.cards import ALL_CARDS, Card, parse_card
from igroteka.engine.errors import IgrotekaError, PositionError
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Options
from igroteka.engine.i18n import Text
from igroteka.games.klabor.cardrules import DECK
from igroteka.games.klabor.dealing import new_deal
from igroteka.games.klabor.state import KlaborState

KNOWN = {"deck", "hands", "turnup", "extras", "frez", "dealer", "scores", "baits", "pots",
         "forced_maker", "deal_number", "seed", "round", "round_wins", "obyaz", "final_deals"}


def _bad(ru: str, en: str, **params: Any) -> PositionError:
    return PositionError(Text(ru, en).with_params(**params))


def _cards(values: Any, what: str) -> list[Card]:
    if not isinstance(values, list):
        raise _bad("«{what}» должно быть списком карт", "'{what}' must be a list of cards",
                   what=what)
    try:
        return [parse_card(v) if isinstance(v, str) else Card.from_json(v) for v in values]
    except IgrotekaError as error:
        raise PositionError(error.text) from None


def _card(value: Any, what: str) -> Card:
    if not isinstance(value, str):
        raise _bad("«{what}» — одна карта, например \"9h\"", "'{what}' is one card, like \"9h\"",
                   what=what)
    return _cards([value], what)[0]


def _int(value: Any, key: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _bad("«{key}» должно быть целым от {lo} до {hi}, а не {value!r}",
                   "'{key}' must be an integer from {lo} to {hi}, not {value!r}",
                   key=key, lo=lo, hi=hi, value=value)
    return value


def _ints(value: Any, key: str, count: int, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list) or len(value) != count:
        raise _bad("«{key}» — список из {count} чисел", "'{key}' must list {count} numbers",
                   key=key, count=count)
    return [_int(v, key, lo, hi) for v in value]


def parse_spec(position: str | dict[str, Any]) -> dict[str, Any]:
    if isinstance(position, dict):
        return position
    try:
        spec = json.loads(position)
    except json.JSONDecodeError as error:
        raise _bad("Раздача — это JSON: {error}", "A deal is JSON: {error}",
                   error=str(error)) from None
    if not isinstance(spec, dict):
        raise _bad("Раздача — это JSON-объект", "A deal is a JSON object")
    return spec


def _check_complete(cards: list[Card], what: str) -> None:
    foreign = [c for c in cards if c not in DECK]
    if foreign:
        raise _bad("В «{what}» карты не из колоды в 32 карты: {cards}",
                   "'{what}' holds cards not in the 32-card pack: {cards}",
                   what=what, cards=" ".join(map(str, foreign)))
    seen: set[Card] = set()
    twice = []
    for card in cards:
        if card in seen:
            twice.append(card)
        seen.add(card)
    if twice:
        raise _bad("Карты повторяются: {cards}", "Cards appear twice: {cards}",
                   cards=" ".join(map(str, twice)))
    if len(cards) != len(DECK):
        raise _bad("В «{what}» {n} карт, а в колоде 32", "'{what}' holds {n} cards, not 32",
                   what=what, n=len(cards))


def deck_from_hands(spec: dict[str, Any], players: int, dealer: int, packet: int) -> list[Card]:
    """The pack, top first, that the rules would deal into the given hands."""
    hands = spec["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise _bad("«hands» — по шесть карт на каждого из {n} игроков",
                   "'hands' must give six cards to each of the {n} players", n=players)
    first = [_cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
    for i, hand in enumerate(first):
        if len(hand) != 6:
            raise _bad("У места {seat} {n} карт, а сдают шесть",
                       "Seat {seat} holds {n} cards; six are dealt", seat=i, n=len(hand))
    if "turnup" not in spec:
        raise _bad("С «hands» нужна и вскрышка «turnup»", "With 'hands' give the 'turnup' card")
    turnup = _card(spec["turnup"], "turnup")
    order = [(dealer + 1 + i) % players for i in range(players)]
    counts = {s: 3 for s in order} if players < 4 else {s: 1 if s == dealer else 2
                                                         for s in order}
    extras: list[list[Card]] = [[] for _ in range(players)]
    if "extras" in spec:
        given = spec["extras"]
        if not isinstance(given, list) or len(given) != players:
            raise _bad("«extras» — прикуп каждого из {n} игроков",
                       "'extras' must give each of the {n} players his extra cards", n=players)
        extras = [_cards(e, f"extras[{i}]") for i, e in enumerate(given)]
        for seat, cards in enumerate(extras):
            if len(cards) != counts[seat]:
                raise _bad("Место {seat} получает в прикуп {k} карт, а не {n}",
                           "Seat {seat} gets {k} extra cards, not {n}",
                           seat=seat, k=counts[seat], n=len(cards))
    frez = _card(spec["frez"], "frez") if "frez" in spec else None
    if frez is not None and players == 4:
        raise _bad("Вчетвером фрезы нет", "There is no фреза with four players")
    used = [c for h in first for c in h] + [turnup] + [c for e in extras for c in e]
    used += [frez] if frez is not None else []
    _check_complete(used + [c for c in DECK if c not in used], "hands")
    pack: list[Card] = []
    for round_ in range(6 // packet):
        for seat in order:
            pack.extend(first[seat][round_ * packet:(round_ + 1) * packet])
    pack.append(turnup)
    if "extras" in spec:
        for seat in order:
            pack.extend(extras[seat])
    rest = [c for c in DECK if c not in used]
    pack.extend(rest)
    if frez is not None:
        pack.append(frez)
    return pack


def state_from_deal(game: Game, options: Options, position: str | dict[str, Any]) -> KlaborState:
    spec = parse_spec(position)
    unknown = sorted(set(spec) - KNOWN)
    if unknown:
        raise _bad("Неизвестные поля раздачи: {keys}", "Unknown deal fields: {keys}",
                   keys=", ".join(unknown))
    if ("hands" in spec) == ("deck" in spec):
        raise _bad("Нужно ровно одно из полей «hands» или «deck»",
                   "Give exactly one of 'hands' or 'deck'")
    seed = spec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise _bad("«seed» — число или строка", "'seed' must be a number or a string")
    state = KlaborState(game, options, seed, deal=False)
    n = state.n
    sides = state.rules.sides
    state.dealer = _int(spec.get("dealer", 0), "dealer", 0, n - 1)
    state.scores = _ints(spec.get("scores", [0] * sides), "scores", sides, -100_000, 100_000)
    state.baits = _ints(spec.get("baits", [0] * sides), "baits", sides, 0, 1000)
    pots = spec.get("pots", [])
    if not isinstance(pots, list):
        raise _bad("«pots» — список висячих очков", "'pots' must list the hanging points")
    state.pots = [_int(p, "pots", 0, 10_000) for p in pots]
    if ("forced_maker" in spec) != bool(state.pots):
        raise _bad("Висячие очки «pots» и обязанный играть «forced_maker» задаются вместе",
                   "'pots' and 'forced_maker' (who must play the next deal) go together")
    if state.pots:
        state.forced_maker = _int(spec["forced_maker"], "forced_maker", 0, n - 1)
    state.deal_number = _int(spec.get("deal_number", 1), "deal_number", 1, 100_000)
    if any(k in spec for k in ("round", "round_wins", "obyaz", "final_deals")):
        if not state.tournament:
            raise _bad("«round», «round_wins», «obyaz» и «final_deals» — только для турнира пар",
                       "'round', 'round_wins', 'obyaz' and 'final_deals' are for the pairs "
                       "tournament only")
        round_ = spec.get("round", 1)
        state.round = 3 if round_ == "final" else _int(round_, "round", 1, 2)
        state.round_wins = _ints(spec.get("round_wins", [0, 0]), "round_wins", 2, 0, 1)
        obyaz = spec.get("obyaz")
        state.obyaz = None if obyaz is None else _int(obyaz, "obyaz", 0, 1)
        state.final_deals = _int(spec.get("final_deals", 0), "final_deals", 0, 3)
    if "deck" in spec:
        pack = _cards(spec["deck"], "deck")
        _check_complete(pack, "deck")
        if any(k in spec for k in ("turnup", "extras", "frez")):
            raise _bad("С «deck» вскрышка, прикуп и фреза следуют из колоды",
                       "With 'deck' the turned card, extras and фреза follow from the pack")
    else:
        pack = deck_from_hands(spec, n, state.dealer, int(options["deal_packets"]))
    events: list[Event] = []
    new_deal(state, events, [c.index for c in pack])
    state.start_events = events
    return state


def deal_spec(state: KlaborState) -> dict[str, Any]:
    """The current deal's pack and the match around it: `state_from_deal` starts it again."""
    if state.pack is None:
        raise _bad("Колода этой раздачи неизвестна (это выборка для бота)",
                   "This deal's pack is unknown (it is a bot's sampled world)")
    spec: dict[str, Any] = {
        "deck": [ALL_CARDS[c].ascii for c in state.pack],
        "dealer": state.dealer,
        "scores": list(state.scores),
        "baits": list(state.baits),
        "deal_number": state.deal_number,
        "seed": state.seed,
    }
    if state.pots:
        spec["pots"] = list(state.pots)
        spec["forced_maker"] = state.forced_maker
    if state.tournament:
        spec["round"] = "final" if state.round == 3 else state.round
        spec["round_wins"] = list(state.round_wins)
        spec["obyaz"] = state.obyaz
        spec["final_deals"] = state.final_deals
    return spec
