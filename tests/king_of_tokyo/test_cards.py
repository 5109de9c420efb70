"""Every power card's effect, one test each (those the worked cases cover are named there)."""

from __future__ import annotations

import random

from igroteka.games.king_of_tokyo.cards import CARDS
from tests.king_of_tokyo import test_rules_cases
from tests.king_of_tokyo.helpers import act, buy_phase, give, market, roll, table, turn

# Cards whose effect a worked case of the rules file tests.
IN_WORKED_CASES = {
    "acid_attack": "test_21_added_smash",
    "alien_origin": "test_6_alien_origin",
    "armor_plating": "test_8_armor_plating",
    "energy_hoarder": "test_9_energy_hoarder",
    "gas_refinery": "test_10_gas_refinery_four_players",
    "vast_storm": "test_11_vast_storm",
    "herbivore": "test_12_herbivore_plus_poison",
    "fire_breathing": "test_16_fire_breathing_two_players",
    "it_has_a_child": "test_17_it_has_a_child",
    "jets": "test_18_jets",
    "death_from_above": "test_19_death_from_above_five_players",
    "healing_ray": "test_20_healing_ray",
    "spiked_tail": "test_21_added_smash",
    "freeze_time": "test_22_freeze_time_chain",
    "media_friendly": "test_6_alien_origin",
    "apartment_building": "test_6_alien_origin",
}


def test_every_card_has_a_test() -> None:
    for key in CARDS:
        if key in IN_WORKED_CASES:
            assert hasattr(test_rules_cases, IN_WORKED_CASES[key])
        else:
            assert f"test_{key}" in globals(), key


def bought(key: str, players: int = 4, energy: int = 10, seat: int = 0, **options: object):
    state = table(players=players, **options)
    market(state, key)
    state.match.energy[seat] = energy
    buy_phase(state, seat)
    act(state, seat, "buy", 0)
    return state


def test_alpha_monster() -> None:
    state = table()
    give(state, 0, "alpha_monster")
    roll(state, 0, "S12EH2")
    assert state.match.vp[0] == 1 + 1  # Alpha Monster, then entering Tokyo


def test_background_dweller() -> None:
    state = table()
    m = state.match
    give(state, 0, "background_dweller")
    turn(state, 0)
    m.dice = list("3SSSSS")
    m.rolls_left = 0
    acts = {str(a) for a in state.legal_actions(0)}
    assert "dweller 0" in acts and "dweller 1" not in acts
    act(state, 0, "dweller", 0)
    assert m.rolls_left == 0


def test_burrowing() -> None:
    state = table()
    m = state.match
    give(state, 1, "burrowing")
    m.city = 1
    roll(state, 1, "12EH12")
    assert m.hp == [9, 10, 9, 9]
    other = table()
    o = other.match
    give(other, 1, "burrowing")
    o.city = 1
    roll(other, 0, "S12EH2")
    act(other, 1, "yield")
    assert o.hp[0] == 9 and o.city == 0


def test_camouflage() -> None:
    saved_any = False
    for seed in range(12):
        state = table(players=2, seed=seed)
        m = state.match
        give(state, 1, "camouflage")
        m.city = 1
        roll(state, 0, "SSSS1E")
        assert 6 <= m.hp[1] <= 10
        saved_any |= m.hp[1] > 6
    assert saved_any


def test_complete_destruction() -> None:
    state = table()
    state.match.city = 1
    give(state, 0, "complete_destruction")
    roll(state, 0, "123HES")
    assert state.match.vp[0] == 9


def test_eater_of_the_dead() -> None:
    state = table()
    m = state.match
    give(state, 2, "eater_of_the_dead")
    m.city, m.hp[1] = 1, 1
    roll(state, 0, "S12EH2")
    assert not m.alive[1] and m.vp[2] == 3


def test_even_bigger() -> None:
    state = bought("even_bigger")
    m = state.match
    assert m.max_hp(0) == 12 and m.hp[0] == 12
    card = m.cards[0][0]
    m.remove_card(0, card)
    assert m.max_hp(0) == 10 and m.hp[0] == 10


def test_extra_head() -> None:
    state = table()
    give(state, 0, "extra_head")
    give(state, 0, "extra_head")
    turn(state, 0)
    assert len(state.match.dice) == 8


def test_friend_of_children() -> None:
    state = table()
    state.match.city = 1
    give(state, 0, "friend_of_children")
    roll(state, 0, "EE1123")
    assert state.match.energy[0] == 3


def test_giant_brain() -> None:
    state = table()
    give(state, 0, "giant_brain")
    turn(state, 0)
    assert state.match.rolls_left == 3


def test_gourmet() -> None:
    state = table()
    state.match.city = 1
    give(state, 0, "gourmet")
    roll(state, 0, "111EH2")
    assert state.match.vp[0] == 1 + 2


def test_herd_culler() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 0, "herd_culler")
    turn(state, 0)
    m.dice = list("11EEH2")
    act(state, 0, "stop")
    assert m.phase == "adjust"
    act(state, 0, "cull", 5)
    assert m.vp[0] == 1 and m.phase == "buy"


def test_made_in_a_lab() -> None:
    state = table()
    m = state.match
    give(state, 0, "made_in_a_lab")
    m.energy[0] = 20
    buy_phase(state, 0)
    top = m.lab
    assert top is not None and "lab" in {str(a) for a in state.legal_actions(0)}
    act(state, 0, "lab")
    assert top in [c["key"] for c in m.cards[0]] or top in m.discard


def test_metamorph() -> None:
    state = table()
    m = state.match
    give(state, 0, "metamorph")
    card = give(state, 0, "giant_brain")
    m.phase = "buy"
    act(state, 0, "end")
    assert m.phase == "metamorph"
    act(state, 0, "sell", card["uid"])
    assert m.energy[0] == 5
    act(state, 0, "done")
    assert m.active == 1


def test_mimic() -> None:
    state = table()
    m = state.match
    brain = give(state, 2, "giant_brain")
    market(state, "mimic")
    m.energy[0] = 8
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert state.acting() == (0,) and m.prompts[0]["kind"] == "mimic"
    act(state, 0, "mimic", 2, brain["uid"])
    assert m.count(0, "giant_brain") == 1
    m.remove_card(2, brain)
    assert m.count(0, "giant_brain") == 0


def test_battery_monster() -> None:
    state = bought("battery_monster", energy=3)
    m = state.match
    assert m.cards[0][0]["tokens"] == 6
    for expected in (2, 4, 6):
        turn(state, 0)
        assert m.energy[0] == expected
    assert m.cards[0] == []
    old = bought("battery_monster", energy=5, card_texts="2011")
    assert old.match.cards[0][0]["tokens"] == 6 and old.match.energy[0] == 0


def test_nova_breath() -> None:
    state = table()
    m = state.match
    give(state, 0, "nova_breath")
    m.city = 1
    roll(state, 0, "SS12EH")
    assert m.hp[1:] == [8, 8, 8]
    assert state.acting() == (1,)


def test_detritivore() -> None:
    state = table()
    state.match.city = 1
    give(state, 0, "detritivore")
    roll(state, 0, "123EHE")
    assert state.match.vp[0] == 2


def test_opportunist() -> None:
    state = table()
    m = state.match
    give(state, 2, "opportunist")
    market(state, "corner_store")
    m.energy[0], m.energy[2] = 3, 20
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert state.acting() == (2,)
    new = m.market[0]
    act(state, 2, "buy", 0)
    assert new in [c["key"] for c in m.cards[2]] or new in m.discard
    while state.acting() == (2,):
        act(state, 2, "pass")
    assert state.acting() == (0,)


def test_parasitic_tentacles() -> None:
    state = table()
    m = state.match
    give(state, 0, "parasitic_tentacles")
    brain = give(state, 1, "giant_brain")
    m.energy[0] = 5
    buy_phase(state, 0)
    act(state, 0, "steal", 1, brain["uid"])
    assert m.energy == [0, 5, 0, 0] and m.count(0, "giant_brain") == 1
    assert m.cards[1] == []


def test_plot_twist() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 0, "plot_twist")
    turn(state, 0)
    m.dice = list("11EEH2")
    act(state, 0, "stop")
    act(state, 0, "twist", 5, "1")
    assert m.vp[0] == 1 and m.cards[0] == []


def test_poison_quills() -> None:
    state = table(players=2)
    m = state.match
    m.city = 1
    give(state, 0, "poison_quills")
    roll(state, 0, "2221EH")
    assert m.vp[0] == 2 and m.hp[1] == 8


def test_poison_spit() -> None:
    state = table(players=2)
    m = state.match
    m.city = 1
    give(state, 0, "poison_spit")
    roll(state, 0, "S12EH2")
    assert m.poison[1] == 1
    act(state, 1, "stay")
    act(state, 0, "end")
    roll(state, 1, "12EH12", start=False)
    act(state, 1, "end")
    assert m.hp[1] == 8


def test_psychic_probe() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 2, "psychic_probe")
    turn(state, 0)
    m.dice = list("123EH1")
    act(state, 0, "stop")
    assert state.acting() == (2,) and m.phase == "probe"
    act(state, 2, "probe", 0)
    assert state.acting() == (0,) or m.phase == "yield"
    assert (m.cards[2] == []) == (m.dice[0] == "H")


def test_rapid_healing() -> None:
    state = table()
    m = state.match
    give(state, 0, "rapid_healing")
    m.hp[0], m.energy[0] = 5, 4
    buy_phase(state, 0)
    act(state, 0, "heal")
    assert (m.hp[0], m.energy[0]) == (6, 2)
    saved = table(players=2)
    s = saved.match
    give(saved, 1, "rapid_healing")
    s.city, s.hp[1], s.energy[1] = 1, 2, 4
    roll(saved, 0, "SS12EH")
    assert s.alive[1] and s.hp[1] == 1 and s.energy[1] == 2


def test_regeneration() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 0, "regeneration")
    m.hp[0] = 5
    roll(state, 0, "H12EE3")
    assert m.hp[0] == 7


def test_rooting_for_the_underdog() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 0, "rooting_for_the_underdog")
    m.vp = [0, 3, 3, 3]
    roll(state, 0, "12EE12")
    act(state, 0, "end")
    assert m.vp[0] == 1


def test_shrink_ray() -> None:
    state = table(players=2)
    m = state.match
    m.city = 1
    give(state, 0, "shrink_ray")
    roll(state, 0, "S12EH2")
    act(state, 1, "stay")
    act(state, 0, "end")
    assert m.shrink[1] == 1 and len(m.dice) == 5


def test_smoke_cloud() -> None:
    state = table()
    m = state.match
    give(state, 0, "smoke_cloud")
    turn(state, 0)
    m.rolls_left = 0
    for left in (2, 1):
        act(state, 0, "reroll", 0)
        assert m.cards[0][0]["smoke"] == left
    act(state, 0, "reroll", 0)
    assert m.cards[0] == []


def test_solar_powered() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 0, "solar_powered")
    roll(state, 0, "12H123")
    act(state, 0, "end")
    assert m.energy[0] == 1


def test_stretchy() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 0, "stretchy")
    m.energy[0] = 2
    turn(state, 0)
    m.dice = list("11HHH2")
    act(state, 0, "stop")
    act(state, 0, "stretch", 5, "1")
    assert m.vp[0] == 1 and m.energy[0] == 0


def test_energy_drink() -> None:
    state = table()
    m = state.match
    give(state, 0, "energy_drink")
    m.energy[0] = 2
    turn(state, 0)
    m.rolls_left = 0
    act(state, 0, "reroll", 0)
    assert m.energy[0] == 1 and m.phase == "roll"


def test_urbavore() -> None:
    state = table()
    m = state.match
    m.city = 0
    give(state, 0, "urbavore")
    roll(state, 0, "S12EH2")
    assert m.hp[1:] == [8, 8, 8]


def test_we_re_only_making_it_stronger() -> None:
    state = table(players=2)
    m = state.match
    m.city = 1
    give(state, 1, "we_re_only_making_it_stronger")
    roll(state, 0, "SS12H2")
    assert m.energy[1] == 1


def test_wings() -> None:
    state = table(players=2)
    m = state.match
    m.city = 1
    give(state, 1, "wings")
    m.hp[1], m.energy[1] = 2, 2
    roll(state, 0, "SSS12H")
    assert m.hp[1] == 2 and m.energy[1] == 0 and m.alive[1]


def test_commuter_train() -> None:
    assert bought("commuter_train").match.vp[0] == 2


def test_corner_store() -> None:
    assert bought("corner_store").match.vp[0] == 1


def test_skyscraper() -> None:
    assert bought("skyscraper").match.vp[0] == 4


def test_energize() -> None:
    assert bought("energize").match.energy[0] == 10 - 8 + 9


def test_evacuation_orders() -> None:
    state = table()
    state.match.vp = [1, 7, 3, 0]
    market(state, "evacuation_orders")
    state.match.energy[0] = 7
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert state.match.vp == [1, 2, 0, 0]


def test_flame_thrower() -> None:
    assert bought("flame_thrower").match.hp == [10, 8, 8, 8]


def test_frenzy() -> None:
    state = bought("frenzy")
    act(state, 0, "end")
    assert state.match.active == 0 and state.match.base == 0


def test_heal() -> None:
    state = table()
    state.match.hp[0] = 5
    market(state, "heal")
    state.match.energy[0] = 3
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert state.match.hp[0] == 7


def test_high_altitude_bombing() -> None:
    assert bought("high_altitude_bombing").match.hp == [7, 7, 7, 7]


def test_jet_fighters() -> None:
    m = bought("jet_fighters").match
    assert (m.vp[0], m.hp[0]) == (5, 6)


def test_national_guard() -> None:
    m = bought("national_guard").match
    assert (m.vp[0], m.hp[0]) == (2, 8)


def test_nuclear_power_plant() -> None:
    state = table()
    state.match.hp[0] = 5
    market(state, "nuclear_power_plant")
    state.match.energy[0] = 6
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert (state.match.vp[0], state.match.hp[0]) == (2, 8)


def test_tank() -> None:
    m = bought("tank").match
    assert (m.vp[0], m.hp[0]) == (4, 7)


def test_the_deck_holds_66_cards_and_market_three() -> None:
    state = table(seed=random.Random(3).randrange(1000))
    m = state.match
    assert len(m.deck) + 3 == 66 and all(m.market)
