"""The test cases of the rules file (../shared/rules/kings-bounty.md, section 8), one each,
and the sentences of seed page 6 (hand of six, returning cards, the end, titles, scoring)."""

from __future__ import annotations

import random

import pytest

from igroteka.engine.errors import IllegalAction
from igroteka.games.kings_bounty.actions import DRAW, PASS, Play, Return
from igroteka.games.kings_bounty.cards import CASTLE, OBELISK, TROOP, VALUE
from igroteka.games.kings_bounty.titles import TITLES, scores, winner
from tests.kings_bounty.helpers import GAME, card, position

ORC_ARCHER = card(TROOP, "orcs", "archer")
HUMAN_FIGHTER = card(TROOP, "humans", "fighter")
ELF_CASTLE = card(CASTLE, "elves", value=1)
ORC_CASTLE_2 = card(CASTLE, "orcs", value=2)
DWARF_CASTLE = card(CASTLE, "dwarves", value=1)
ORC_FIGHTER_3 = card(TROOP, "orcs", "fighter")
OBELISK_1 = card(OBELISK, value=1)


def filler(count: int, skip: set[int]) -> list[int]:
    """Human archers, wizards and obelisks nobody will play: cards to fill hands and decks."""
    spare = [c for c in range(84) if c not in skip]
    return spare[:count]


def test_1_race_requirement() -> None:
    hand = [ORC_ARCHER, HUMAN_FIGHTER, *filler(4, {ORC_ARCHER, HUMAN_FIGHTER, ELF_CASTLE})]
    state = position([hand, filler(6, set(hand) | {ELF_CASTLE})], deck=[], areas=[[], [ELF_CASTLE]])
    with pytest.raises(IllegalAction) as refused:
        state.check(Play(ORC_ARCHER, ELF_CASTLE))
    assert "замок" in refused.value.text.render("ru")
    assert "castle" in refused.value.text.render("en")
    state.check(Play(HUMAN_FIGHTER, ELF_CASTLE))


def test_2_one_guard_per_building() -> None:
    weak = card(TROOP, "elves", "archer", value=1)
    strong = card(TROOP, "elves", "hero")
    other = card(TROOP, "elves", "archer", value=2)
    hand = [other, strong, *filler(4, {weak, strong, other, ELF_CASTLE})]
    guarded = (ELF_CASTLE, weak)
    state = position([hand, filler(6, set(hand) | {weak, ELF_CASTLE})], areas=[[guarded], []])
    # Only replacement by a stronger troop: the old guard goes to the discard pile.
    state.apply(Play(strong, ELF_CASTLE))
    assert state.guard[ELF_CASTLE] == strong and weak in state.discard
    never = position(
        [hand, filler(6, set(hand) | {weak, ELF_CASTLE})],
        areas=[[guarded], []],
        guard_change="never",
    )
    with pytest.raises(IllegalAction):
        never.check(Play(strong, ELF_CASTLE))


def test_3_exchange_action() -> None:
    hand = list(range(6))
    deck = [10, 11, 12, 13]
    state = position([hand, list(range(20, 26))], deck=deck)
    state.apply(Return(3))
    state.apply(Return(1))
    assert state.hands[0] == [0, 2, 4, 5]
    assert state.current_seat() == 0  # the turn goes on until the cards are drawn
    state.apply(DRAW)
    assert state.hands[0] == [0, 2, 4, 5, 10, 11]
    assert state.deck == [12, 13, 3, 1]  # under the deck in the order chosen
    assert state.current_seat() == 1


def test_4_six_titles() -> None:
    state = GAME.new_state(None, 7)
    keys = {title.key for title in TITLES}
    assert len(keys) == 21
    assert len(state.titles) == 6 and len(set(state.titles)) == 6 and set(state.titles) <= keys
    assert all(isinstance(c, int) for c in state.deck)  # titles are no cards of the deck
    always = GAME.new_state({"emperor_always": True}, 7)
    assert "emperor" in always.titles and len(set(always.titles)) == 6


def test_5_end_trigger_finishes_with_the_last_player() -> None:
    obelisks = [card(OBELISK, skip=i) for i in range(12)]
    hands = [[*obelisks[0:3], 0, 1, 2], [*obelisks[3:6], 3, 4, 5], [*obelisks[6:9], 6, 7, 8]]
    state = position(hands, deck=[obelisks[9]])
    state.apply(Play(obelisks[0]))  # seat 1 draws the last card
    assert not state.deck and not state.is_terminal()
    state.apply(Play(obelisks[3]))  # seat 2, no card to draw
    assert len(state.hands[1]) == 5 and not state.is_terminal()
    state.apply(Play(obelisks[6]))  # seat 3, the last player, makes the final turn
    assert state.is_terminal()


def test_5_last_player_drawing_the_last_card_plays_a_final_round() -> None:
    obelisks = [card(OBELISK, skip=i) for i in range(12)]
    hands = [[*obelisks[0:3], 0, 1, 2], [*obelisks[3:6], 3, 4, 5]]
    state = position(hands, deck=[obelisks[9]], mover=1)
    state.apply(Play(obelisks[3]))  # the last player draws the last card
    assert not state.is_terminal() and state.current_seat() == 0
    state.apply(Play(obelisks[0]))
    state.apply(Play(obelisks[4]))
    assert state.is_terminal()


def test_6_title_tie_gives_it_to_nobody() -> None:
    elves = [card(CASTLE, "elves", skip=i) for i in range(6)]
    state = position(
        [list(range(6)), list(range(6, 12)), list(range(12, 18))],
        areas=[[elves[0]], [elves[1], elves[2]], [elves[3], elves[4]]],
        titles=["elf_lord"],
    )
    assert state.view(0)["titles"][0]["holder"] is None
    assert scores(["elf_lord"], state) == [0, 0, 0]


def test_7_attack_succeeds() -> None:
    guard = ORC_FIGHTER_3
    assert VALUE[guard] == 3
    hero = card(TROOP, "dwarves", "monster")
    assert VALUE[hero] == 6
    hand = [hero, *filler(5, {hero, guard, ORC_CASTLE_2, DWARF_CASTLE})]
    state = position(
        [hand, filler(6, set(hand) | {guard, ORC_CASTLE_2, DWARF_CASTLE})],
        deck=[80],
        areas=[[DWARF_CASTLE], [(ORC_CASTLE_2, guard)]],
    )
    assert state.attack_power(ORC_CASTLE_2, hero) == 5
    events = state.apply(Play(hero, ORC_CASTLE_2))
    assert ORC_CASTLE_2 in state.buildings[0] and state.guard[ORC_CASTLE_2] == hero
    assert guard in state.discard and state.captures[0] == 1
    assert any(e.kind == "attack" and e.public["success"] for e in events)


@pytest.mark.parametrize(("tie", "taken"), [("fails", False), ("captures", True)])
def test_8_attack_fails_on_a_tie(tie: str, taken: bool) -> None:
    guard = ORC_FIGHTER_3
    hero = card(TROOP, "dwarves", "hero")  # strength 5
    hand = [hero, *filler(5, {hero, guard, ORC_CASTLE_2, DWARF_CASTLE})]
    state = position(
        [hand, filler(6, set(hand) | {guard, ORC_CASTLE_2, DWARF_CASTLE})],
        deck=[80],
        areas=[[DWARF_CASTLE], [(ORC_CASTLE_2, guard)]],
        attack_tie=tie,
    )
    state.apply(Play(hero, ORC_CASTLE_2))
    assert (ORC_CASTLE_2 in state.buildings[0]) is taken
    assert (hero in state.discard) is not taken
    assert state.failed[0] == (0 if taken else 1)


def test_9_obelisk_taken_by_any_troop() -> None:
    archer = card(TROOP, "humans", "archer", value=1)
    hand = [archer, *filler(5, {archer, OBELISK_1})]
    state = position([hand, filler(6, set(hand) | {OBELISK_1})], deck=[83], areas=[[], [OBELISK_1]])
    state.apply(Play(archer, OBELISK_1))
    assert state.buildings[0] == [OBELISK_1] and state.guard[OBELISK_1] == archer


def test_wizard_in_the_tower_counts_double_but_not_against_a_monster() -> None:
    wizard = card(TROOP, "orcs", "wizard", value=2)
    hero = card(TROOP, "dwarves", "hero")  # 5 against 1 + 2×2
    monster = card(TROOP, "dwarves", "monster")  # 6 against 1 + 2
    castle = card(CASTLE, "orcs", value=1)
    state = position([list(range(6)), list(range(6, 12))], areas=[[], [(castle, wizard)]])
    assert state.attack_power(castle, hero) == 5 and not state.captures_it(hero, castle)
    assert state.attack_power(castle, monster) == 3 and state.captures_it(monster, castle)
    plain = position(
        [list(range(6)), list(range(6, 12))], areas=[[], [(castle, wizard)]], wizard_tower=False
    )
    assert plain.attack_power(castle, hero) == 3


def test_seed_hand_of_six_and_a_draw_after_playing() -> None:
    state = GAME.new_state({"players": "5"}, 3)
    assert [len(hand) for hand in state.hands] == [6] * 5
    assert len(state.deck) == 84 - 30
    action = next(a for a in state.legal_actions() if isinstance(a, Play))
    state.apply(action)
    assert len(state.hands[0]) == 6 and len(state.deck) == 84 - 31


def test_seed_returning_needs_at_least_one_card_and_ends_the_turn() -> None:
    state = position([list(range(6)), list(range(6, 12))], deck=[20, 21])
    with pytest.raises(IllegalAction):
        state.apply(DRAW)
    state.apply(Return(0))
    assert set(state.legal_actions()) == {*(Return(c) for c in range(1, 6)), DRAW}
    state.apply(DRAW)
    assert state.current_seat() == 1 and state.returned_last[0]


def test_no_returning_two_turns_running_while_a_card_can_be_played() -> None:
    obelisk = card(OBELISK, skip=0)
    state = position([[obelisk, 0, 1, 2, 3, 4], list(range(6, 12))], deck=[20, 21, 22])
    state.returned_last[0] = True
    assert Return(0) not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.check(Return(0))
    assert refused.value.text.render("ru") != refused.value.text.render("en")


def test_seed_no_returning_once_the_deck_is_spent_and_pass_when_stuck() -> None:
    orcs = [card(TROOP, "orcs", skip=i) for i in range(6)]
    state = position([orcs, list(range(6, 12))], deck=[])
    assert state.legal_actions() == [PASS]
    state.apply(PASS)
    assert state.current_seat() == 1


def test_seed_titles_are_shown_during_play_but_scored_at_the_end() -> None:
    obelisk = card(OBELISK, value=3)
    state = position([[obelisk, 0, 1, 2, 3, 4], list(range(6, 12))], deck=[83], titles=["keeper"])
    state.apply(Play(obelisk))
    view = state.view(1)
    assert view["titles"][0]["holder"] == 0 and view["standing"] == [6, 0]
    assert state.outcome() is None and "points" not in view


def test_seed_the_emperor_goes_to_castles_of_most_nations() -> None:
    c = [card(CASTLE, race) for race in ("elves", "dwarves", "orcs")]
    d = [card(CASTLE, "elves", skip=1), card(CASTLE, "elves", skip=2)]
    state = position([list(range(6)), list(range(6, 12))], areas=[c, d], titles=["emperor"])
    assert scores(["emperor"], state) == [5, 0]


def test_seed_scoring_adds_titles_and_obelisks() -> None:
    obelisks = [card(OBELISK, value=3), card(OBELISK, value=2)]
    elf = card(CASTLE, "elves")
    state = position(
        [list(range(6)), list(range(6, 12))],
        areas=[[obelisks[0]], [obelisks[1], elf]],
        titles=["elf_lord", "keeper", "builder"],
    )
    # keeper is tied (one obelisk each): nobody; builder and elf lord go to seat 2.
    assert scores(state.titles, state) == [3, 2 + 3 + 3]


@pytest.mark.parametrize(
    ("points", "first", "wins"),
    [([5, 7, 7], 0, 1), ([7, 5, 7], 0, 0), ([7, 5, 7], 2, 2), ([3, 9, 9, 9], 2, 2)],
)
def test_seed_tie_break_clockwise_from_the_first_player(
    points: list[int], first: int, wins: int
) -> None:
    assert winner(points, first) == wins


def test_a_whole_game_ends_with_an_outcome_naming_the_winner() -> None:
    state = GAME.new_state({"players": "3"}, 11)
    rng = random.Random(11)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (state.winner_seat,)
    assert list(outcome.points) == state.points
