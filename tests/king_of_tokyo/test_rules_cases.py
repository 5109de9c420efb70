"""The worked cases of the rules file (../shared/rules/king-of-tokyo.md §8), one test each."""

from __future__ import annotations

from tests.king_of_tokyo.helpers import act, buy_phase, give, market, roll, table, turn


def test_1_number_dice() -> None:
    state = table()
    state.match.city = 1
    roll(state, 0, "111123")
    assert state.match.vp[0] == 2


def test_2_mixed_roll_from_outside() -> None:
    state = table(players=2)
    m = state.match
    m.hp[0], m.hp[1], m.city = 7, 6, 1
    roll(state, 0, "333SSH")
    assert (m.vp[0], m.hp[0], m.hp[1]) == (3, 8, 4)
    assert state.acting() == (1,)
    act(state, 1, "yield")
    assert m.city == 0 and m.vp[0] == 4


def test_3_healing_blocked_in_tokyo() -> None:
    state = table(players=3)
    m = state.match
    m.city = 1
    m.hp = [10, 5, 10]
    roll(state, 1, "HHHSSE")
    assert m.hp == [8, 5, 8] and m.energy[1] == 1


def test_4_start_in_tokyo() -> None:
    state = table()
    m = state.match
    m.city, m.vp[1] = 1, 15
    turn(state, 1)
    assert m.vp[1] == 17
    other = table()
    other.match.city, other.match.vp[1] = 1, 15
    give(other, 1, "urbavore")
    turn(other, 1)
    assert other.match.vp[1] == 18


def test_5_win_check() -> None:
    state = table(players=3)
    m = state.match
    m.vp[1] = 19
    roll(state, 1, "111EE2")
    act(state, 1, "end")
    assert state.outcome() is not None and state.outcome().winners == (1,)
    poisoned = table(players=3)
    p = poisoned.match
    p.vp[1], p.poison[1], p.hp[1] = 19, 2, 2
    roll(poisoned, 1, "111EE2")
    act(poisoned, 1, "end")
    assert not p.alive[1] and poisoned.outcome() is None


def test_6_alien_origin() -> None:
    state = table()
    m = state.match
    give(state, 0, "alien_origin")
    market(state, "apartment_building")
    m.energy[0] = 4
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert (m.vp[0], m.energy[0]) == (3, 0)
    other = table()
    give(other, 0, "alien_origin")
    give(other, 0, "media_friendly")
    market(other, "apartment_building")
    other.match.energy[0] = 4
    buy_phase(other, 0)
    act(other, 0, "buy", 0)
    assert other.match.vp[0] == 4


def test_7_sweep() -> None:
    state = table()
    m = state.match
    m.energy[0] = 7
    buy_phase(state, 0)
    act(state, 0, "sweep")
    act(state, 0, "sweep")
    market(state, "corner_store")
    act(state, 0, "buy", 0)
    assert m.energy[0] == 0


def test_8_armor_plating() -> None:
    state = table(players=2)
    m = state.match
    give(state, 1, "armor_plating")
    m.city = 1
    roll(state, 0, "S123EE")
    assert m.hp[1] == 10
    other = table(players=2)
    give(other, 1, "armor_plating")
    other.match.city = 1
    roll(other, 0, "SS23EE")
    assert other.match.hp[1] == 8


def test_9_energy_hoarder() -> None:
    state = table()
    m = state.match
    give(state, 0, "energy_hoarder")
    roll(state, 0, "12312H")
    m.energy[0] = 13
    act(state, 0, "end")
    assert m.vp[0] == 2 + 1  # two VP, and one for entering empty Tokyo


def test_10_gas_refinery_four_players() -> None:
    state = table()
    m = state.match
    m.city = 2
    market(state, "gas_refinery")
    m.energy[0] = 6
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert m.vp[0] == 2 and m.hp == [10, 7, 7, 7]
    assert state.acting() == (0,) and m.phase == "buy"


def test_11_vast_storm() -> None:
    state = table()
    m = state.match
    m.energy = [6, 5, 1, 8]
    market(state, "vast_storm")
    buy_phase(state, 0)
    act(state, 0, "buy", 0)
    assert m.energy[1:] == [3, 1, 4]


def test_12_herbivore_plus_poison() -> None:
    state = table()
    m = state.match
    m.city = 1
    give(state, 0, "herbivore")
    m.poison[0] = 1
    roll(state, 0, "12EE12")
    act(state, 0, "end")
    assert m.vp[0] == 1 and m.hp[0] == 9


def test_13_two_player_variant() -> None:
    state = table(players=2, two_player_variant=True)
    m = state.match
    roll(state, 0, "12EH12")
    assert m.city == 0 and m.vp[0] == 0 and m.energy[0] == 2
    turn(state, 0)
    assert m.vp[0] == 0 and m.energy[0] == 3
    plain = table(players=2)
    roll(plain, 0, "12EH12")
    assert plain.match.vp[0] == 1
    turn(plain, 0)
    assert plain.match.vp[0] == 3


def test_14_five_players_bay() -> None:
    state = table(players=5)
    m = state.match
    m.city = 0
    roll(state, 2, "12EH12")
    assert m.bay == 2 and m.vp[2] == 1
    act(state, 2, "end")
    roll(state, 3, "SS1EH2")
    assert m.hp[0] == 8 and m.hp[2] == 8
    assert state.acting() == (0, 2)
    act(state, 2, "stay")
    act(state, 0, "yield")
    assert m.city == 3 and m.bay == 2 and m.vp[3] == 1


def test_15_five_becomes_four() -> None:
    state = table(players=5)
    m = state.match
    m.city, m.bay = 0, 2
    m.hp[4] = 1
    m.lose(4, 1, None)
    assert m.city == 0 and m.bay is None
    other = table(players=5)
    o = other.match
    o.bay, o.hp[4] = 2, 1
    o.lose(4, 1, None)
    assert o.city == 2 and o.bay is None


def test_16_fire_breathing_two_players() -> None:
    state = table(players=2)
    m = state.match
    give(state, 0, "fire_breathing")
    m.city = 1
    roll(state, 0, "SS1EH2")
    assert m.hp[1] == 7


def test_17_it_has_a_child() -> None:
    state = table()
    m = state.match
    give(state, 1, "it_has_a_child")
    give(state, 1, "media_friendly")
    m.city, m.vp[1], m.energy[1], m.hp[1] = 1, 14, 5, 1
    roll(state, 0, "S123EE")
    assert m.alive[1] and m.cards[1] == [] and m.vp[1] == 0 and m.hp[1] == 10
    assert m.energy[1] == 5 and m.city == 0


def test_18_jets() -> None:
    state = table()
    m = state.match
    give(state, 1, "jets")
    m.city, m.hp[1] = 1, 5
    roll(state, 0, "SSS12E")
    assert m.hp[1] == 5
    act(state, 1, "yield")
    assert m.hp[1] == 5 and m.city == 0


def test_19_death_from_above_five_players() -> None:
    for buyer, city_after, left in ((0, 0, [2]), (2, 2, [0]), (3, 3, [0, 2])):
        state = table(players=5)
        m = state.match
        m.city, m.bay = 0, 2
        market(state, "death_from_above")
        m.energy[buyer] = 5
        buy_phase(state, buyer)
        act(state, buyer, "buy", 0)
        assert m.city == city_after and m.bay is None
        assert m.vp[buyer] == (3 if buyer == 3 else 2)
        assert all(not m.in_tokyo(s) for s in left)


def test_20_healing_ray() -> None:
    state = table()
    m = state.match
    give(state, 0, "healing_ray")
    m.hp[0], m.hp[1], m.energy[1] = 5, 6, 3
    roll(state, 0, "HHH12E")
    act(state, 0, "ray", 1)
    act(state, 0, "ray", 1)
    act(state, 0, "keep")
    assert m.hp[1] == 8 and m.energy[1] == 0 and m.energy[0] == 3 + 1 and m.hp[0] == 6
    free = table()
    give(free, 0, "healing_ray")
    free.match.hp[1] = 6
    roll(free, 0, "HHH12E")
    act(free, 0, "ray", 1)
    act(free, 0, "ray", 1)
    act(free, 0, "keep")
    assert free.match.hp[1] == 8 and free.match.energy[0] == 1


def test_21_added_smash() -> None:
    state = table(players=2)
    m = state.match
    give(state, 0, "acid_attack")
    give(state, 0, "spiked_tail")
    m.city = 1
    roll(state, 0, "12EH12")
    assert m.last["smash"] == 1 and m.hp[1] == 9
    other = table(players=2)
    give(other, 0, "acid_attack")
    give(other, 0, "spiked_tail")
    roll(other, 0, "S2EH12")
    assert other.match.last["smash"] == 3


def test_22_freeze_time_chain() -> None:
    state = table(players=2)
    m = state.match
    give(state, 0, "freeze_time")
    m.city = 1
    roll(state, 0, "1112HE")
    assert m.vp[0] == 1
    m.phase = "buy"
    act(state, 0, "end")
    assert m.active == 0 and len(m.dice) == 5
    roll(state, 0, "1112H", start=False)
    act(state, 0, "end")
    assert m.active == 0 and len(m.dice) == 4
    roll(state, 0, "12EH", start=False)
    act(state, 0, "end")
    assert m.active == 1 and len(m.dice) == 6
    act(state, 1, "stop")
    if m.phase == "yield":
        act(state, 0, "stay")
    act(state, 1, "end")
    assert m.active == 0 and len(m.dice) == 6


def test_23_armor_plating_single_smash_in_tokyo() -> None:
    state = table(players=3)
    m = state.match
    give(state, 1, "armor_plating")
    m.city = 1
    roll(state, 0, "S123EE")
    assert m.hp[1] == 10 and m.phase == "buy"
    other = table(players=3)
    o = other.match
    give(other, 1, "armor_plating")
    give(other, 0, "fire_breathing")
    o.city = 1
    roll(other, 0, "S123EE")
    assert o.hp[1] == 8 and other.acting() == (1,)
