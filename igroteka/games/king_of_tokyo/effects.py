"""The discard cards' effects: each happens once, when the card is bought.

Losses they cause are card losses: they never let a monster yield Tokyo.
"""

from __future__ import annotations

from igroteka.games.king_of_tokyo.protocol import Table

# Victory points, hearts gained and hearts the buyer loses, for the simple cards.
SIMPLE: dict[str, tuple[int, int, int]] = {
    "apartment_building": (3, 0, 0),
    "commuter_train": (2, 0, 0),
    "corner_store": (1, 0, 0),
    "skyscraper": (4, 0, 0),
    "heal": (0, 2, 0),
    "nuclear_power_plant": (2, 3, 0),
    "jet_fighters": (5, 0, 4),
    "national_guard": (2, 0, 2),
    "tank": (4, 0, 3),
}


def others(table: Table, buyer: int) -> list[int]:
    return [s for s in table.clockwise(buyer) if s != buyer]


def discard_effect(table: Table, buyer: int, key: str) -> None:
    if key in SIMPLE:
        vp, hearts, loss = SIMPLE[key]
        table.gain_vp(buyer, vp)
        table.heal(buyer, hearts)
        table.lose(buyer, loss, buyer)
    elif key == "energize":
        table.gain_energy(buyer, 9)
    elif key == "evacuation_orders":
        for seat in others(table, buyer):
            table.lose_vp(seat, 5)
    elif key == "flame_thrower":
        for seat in others(table, buyer):
            table.lose(seat, 2, buyer)
    elif key == "gas_refinery":
        table.gain_vp(buyer, 2)
        for seat in others(table, buyer):
            table.lose(seat, 3, buyer)
    elif key == "high_altitude_bombing":
        for seat in table.clockwise(buyer):
            table.lose(seat, 3, buyer)
    elif key == "vast_storm":
        table.gain_vp(buyer, 2)
        for seat in others(table, buyer):
            table.energy[seat] -= table.energy[seat] // 2
    elif key == "frenzy":
        table.extra.insert(0, (buyer, 0))
    elif key == "death_from_above":
        death_from_above(table, buyer)


def death_from_above(table: Table, buyer: int) -> None:
    """+2 VP, and the buyer is alone in Tokyo City; leaving this way is not a yield."""
    table.gain_vp(buyer, 2)
    if not table.alive[buyer]:
        return
    was_outside = not table.in_tokyo(buyer)
    for seat in (table.city, table.bay):
        if seat is not None and seat != buyer:
            table.leave_tokyo(seat)
            table.emit("leave", seat=seat)
    table.leave_tokyo(buyer)
    if was_outside:
        table.enter(buyer, "city")
    else:
        table.city = buyer
        table.emit("move", seat=buyer, space="city")
