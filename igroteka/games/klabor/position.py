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

The state reads the JSON and makes a blank match (`KlaborState.from_position`);
`deal_given` sets it up and deals, so this module never imports state.py.
"""

from __future__ import annotations

from typing import Any

from igroteka.cards import ALL_CARDS, Card
from igroteka.cards.position import bad, card_list, check_complete, integer, one_card
from igroteka.engine.events import Event
from igroteka.games.klabor.cardrules import DECK
from igroteka.games.klabor.protocol import KlaborMatch

KNOWN = {
    "deck",
    "hands",
    "turnup",
    "extras",
    "frez",
    "dealer",
    "scores",
    "baits",
    "pots",
    "forced_maker",
    "deal_number",
    "seed",
    "round",
    "round_wins",
    "obyaz",
    "final_deals",
}


def _ints(value: Any, key: str, count: int, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list) or len(value) != count:
        raise bad(
            "«{key}» — список из {count} чисел",
            "'{key}' must list {count} numbers",
            key=key,
            count=count,
        )
    return [integer(v, key, lo, hi) for v in value]


def deck_from_hands(spec: dict[str, Any], players: int, dealer: int, packet: int) -> list[Card]:
    """The pack, top first, that the rules would deal into the given hands."""
    hands = spec["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise bad(
            "«hands» — по шесть карт на каждого из {n} игроков",
            "'hands' must give six cards to each of the {n} players",
            n=players,
        )
    first = [card_list(h, f"hands[{i}]") for i, h in enumerate(hands)]
    for i, hand in enumerate(first):
        if len(hand) != 6:
            raise bad(
                "У места {seat} {n} карт, а сдают шесть",
                "Seat {seat} holds {n} cards; six are dealt",
                seat=i,
                n=len(hand),
            )
    if "turnup" not in spec:
        raise bad("С «hands» нужна и вскрышка «turnup»", "With 'hands' give the 'turnup' card")
    turnup = one_card(spec["turnup"], "turnup")
    order = [(dealer + 1 + i) % players for i in range(players)]
    counts = {s: 3 for s in order} if players < 4 else {s: 1 if s == dealer else 2 for s in order}
    extras: list[list[Card]] = [[] for _ in range(players)]
    if "extras" in spec:
        given = spec["extras"]
        if not isinstance(given, list) or len(given) != players:
            raise bad(
                "«extras» — прикуп каждого из {n} игроков",
                "'extras' must give each of the {n} players his extra cards",
                n=players,
            )
        extras = [card_list(e, f"extras[{i}]") for i, e in enumerate(given)]
        for seat, cards in enumerate(extras):
            if len(cards) != counts[seat]:
                raise bad(
                    "Место {seat} получает в прикуп {k} карт, а не {n}",
                    "Seat {seat} gets {k} extra cards, not {n}",
                    seat=seat,
                    k=counts[seat],
                    n=len(cards),
                )
    frez = one_card(spec["frez"], "frez") if "frez" in spec else None
    if frez is not None and players == 4:
        raise bad("Вчетвером фрезы нет", "There is no фреза with four players")
    used = [c for h in first for c in h] + [turnup] + [c for e in extras for c in e]
    used += [frez] if frez is not None else []
    check_complete(used + [c for c in DECK if c not in used], DECK, "hands")
    pack: list[Card] = []
    for round_ in range(6 // packet):
        for seat in order:
            pack.extend(first[seat][round_ * packet : (round_ + 1) * packet])
    pack.append(turnup)
    if "extras" in spec:
        for seat in order:
            pack.extend(extras[seat])
    rest = [c for c in DECK if c not in used]
    pack.extend(rest)
    if frez is not None:
        pack.append(frez)
    return pack


def deal_given(state: KlaborMatch, spec: dict[str, Any]) -> None:
    """Set a blank match (no deal yet) to the match and deal `spec` gives, and deal it."""
    options = state.options
    n = state.n
    sides = state.rules.sides
    state.dealer = integer(spec.get("dealer", 0), "dealer", 0, n - 1)
    state.scores = _ints(spec.get("scores", [0] * sides), "scores", sides, -100_000, 100_000)
    state.baits = _ints(spec.get("baits", [0] * sides), "baits", sides, 0, 1000)
    pots = spec.get("pots", [])
    if not isinstance(pots, list):
        raise bad("«pots» — список висячих очков", "'pots' must list the hanging points")
    state.pots = [integer(p, "pots", 0, 10_000) for p in pots]
    if ("forced_maker" in spec) != bool(state.pots):
        raise bad(
            "Висячие очки «pots» и обязанный играть «forced_maker» задаются вместе",
            "'pots' and 'forced_maker' (who must play the next deal) go together",
        )
    if state.pots:
        state.forced_maker = integer(spec["forced_maker"], "forced_maker", 0, n - 1)
    state.deal_number = integer(spec.get("deal_number", 1), "deal_number", 1, 100_000)
    if any(k in spec for k in ("round", "round_wins", "obyaz", "final_deals")):
        if not state.tournament:
            raise bad(
                "«round», «round_wins», «obyaz» и «final_deals» — только для турнира пар",
                "'round', 'round_wins', 'obyaz' and 'final_deals' are for the pairs "
                "tournament only",
            )
        round_ = spec.get("round", 1)
        state.round = 3 if round_ == "final" else integer(round_, "round", 1, 2)
        state.round_wins = _ints(spec.get("round_wins", [0, 0]), "round_wins", 2, 0, 1)
        obyaz = spec.get("obyaz")
        state.obyaz = None if obyaz is None else integer(obyaz, "obyaz", 0, 1)
        state.final_deals = integer(spec.get("final_deals", 0), "final_deals", 0, 3)
    if "deck" in spec:
        pack = card_list(spec["deck"], "deck")
        check_complete(pack, DECK, "deck")
        if any(k in spec for k in ("turnup", "extras", "frez")):
            raise bad(
                "С «deck» вскрышка, прикуп и фреза следуют из колоды",
                "With 'deck' the turned card, extras and фреза follow from the pack",
            )
    else:
        pack = deck_from_hands(spec, n, state.dealer, int(options["deal_packets"]))
    events: list[Event] = []
    state.new_deal(events, [c.index for c in pack])
    state.start_events = events


def deal_spec(state: KlaborMatch) -> dict[str, Any]:
    """The current deal's pack and the match around it: `from_position` starts it again."""
    if state.pack is None:
        raise bad(
            "Колода этой раздачи неизвестна (это выборка для бота)",
            "This deal's pack is unknown (it is a bot's sampled world)",
        )
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
