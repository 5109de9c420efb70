"""Hard (weighed.py): medium's count with each cell weighed by who can still fill it."""

from __future__ import annotations

import random

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.actions import Play
from igroteka.games.sequence.bots import MediumBot
from igroteka.games.sequence.cards import WILD
from igroteka.games.sequence.weighed import Knowledge, WeighedBot, Weights, grow
from tests.sequence.helpers import (
    BLUE,
    GREEN,
    assert_reads_only_its_seat,
    card_id,
    cell,
    give,
    place,
    table,
)


def test_hard_is_the_weighed_player_and_takes_its_weights_as_settings() -> None:
    assert GAME.bot_factories["hard"] is WeighedBot
    bot = parse_bot("hard:held_safe=0.25,wild_cost=99", GAME)
    assert isinstance(bot, WeighedBot)
    assert bot.weights.held_safe == 0.25 and bot.weights.wild_cost == 99.0
    assert bot.weights.dead == Weights().dead


def test_the_growth_table_reads_between_whole_chips() -> None:
    assert [round(grow(x)) for x in (1, 2, 3, 4)] == [1, 5, 25, 150]
    assert 25 < grow(3.5) < 150 and grow(4.9) < 1000


def test_the_seat_counts_only_the_copies_it_has_seen() -> None:
    state = table()
    state.hands[0] = []
    give(state, 0, "5s#1", "5s#2", "4s#1")
    state.discards[1].append(card_id(state, "4s#2"))
    for name in ("Qh#1", "Qh#2"):
        card = card_id(state, name)
        if card in state.deck:
            state.deck.remove(card)
        state.discards[0].append(card)
    know = Knowledge(state, 0)
    five, four, queen = (state.pack.effect[card_id(state, n)] for n in ("5s#1", "4s#1", "Qh#1"))
    assert (know.held[five], know.unseen[five]) == (2, 0)
    assert (know.held[four], know.unseen[four]) == (1, 0)
    assert (know.held[queen], know.unseen[queen]) == (0, 0)


def test_hard_wins_with_a_wild_jack_when_no_card_fits() -> None:
    state = table()
    place(state, BLUE, *(cell(8, c) for c in range(1, 5)))  # 7s 6s 5s 4s: a8 and f9 close
    state.hands[0] = []
    give(state, 0, "Jd#1", "Kc#1", "2h#1")
    action = WeighedBot().choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and state.pack.effect[action.card] == WILD
    state.advance(action)
    assert len(state.sequences[BLUE]) == 1


def test_hard_keeps_its_wild_jack_on_a_quiet_board() -> None:
    state = table()
    place(state, BLUE, cell(5, 4))
    place(state, GREEN, cell(2, 2))
    state.hands[0] = []
    give(state, 0, "Jc#1", "Kc#1", "2h#1", "9s#1")
    action = WeighedBot().choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and state.pack.effect[action.card] != WILD


def test_hard_blocks_an_open_four_it_can_reach() -> None:
    state = table()
    place(state, GREEN, *(cell(4, c) for c in range(3, 7)))  # 6h 5h 4h Ah: 9d at (4,7) closes
    place(state, BLUE, cell(4, 2))
    state.hands[0] = []
    give(state, 0, "9d#1", "2s#1", "Kc#1")
    action = WeighedBot().choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and action.cell == cell(4, 7)


def test_hard_fills_first_the_cell_others_could_take() -> None:
    # Blue holds a1 (corner), b1 2s, c1 3s; it holds 4s (the other copy unseen) and both
    # 5s: e1 is Blue's whenever it likes, d1 could go to Green, so d1 comes first.
    state = table()
    place(state, BLUE, cell(0, 1), cell(0, 2))
    state.hands[0] = []
    give(state, 0, "4s#1", "5s#1", "5s#2")
    action = WeighedBot().choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and action.cell == cell(0, 3)


def test_hard_reads_only_what_its_seat_sees_and_leaves_the_table_as_it_was() -> None:
    assert_reads_only_its_seat(WeighedBot, (("two", 16), ("two", 31), ("two_teams", 22)))


def test_hard_keeps_a_wild_jack_to_finish_a_line_rather_than_to_make_a_four() -> None:
    # Blue has a1 (corner), b1 2s, c1 3s; no card in hand reaches d1 or e1. Medium makes
    # the four with the jack; hard keeps the jack, which can finish the line later.
    state = table()
    place(state, BLUE, cell(0, 1), cell(0, 2))
    state.hands[0] = []
    give(state, 0, "Jd#1", "Kc#1", "2h#1", "9c#1")
    medium = MediumBot().choose(state, 0, random.Random(1))
    hard = WeighedBot().choose(state, 0, random.Random(1))
    assert isinstance(hard, Play) and state.pack.effect[hard.card] != WILD
    assert isinstance(medium, Play) and state.pack.effect[medium.card] == WILD
