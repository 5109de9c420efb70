"""`race` (race.py): lines judged by the rounds they need, added to the weighed count."""

from __future__ import annotations

import random

import pytest

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.bots import MediumBot
from igroteka.games.sequence.race import NEVER, Race, RaceBot
from igroteka.games.sequence.weighed import Knowledge, WeighedBot
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

# Row 5 from the top: 9c Qs 7c 6h 5h 4h Ah 9d 7h As. Blue's line d5..h5 (6h 5h 4h Ah 9d).
LINE = tuple(cell(4, c) for c in range(3, 8))


def spend(state, *names: str) -> None:
    """Put these cards on a discard pile, taking them from wherever they are."""
    for name in names:
        card = card_id(state, name)
        for pile in (*state.hands, state.deck, *state.discards):
            if card in pile:
                pile.remove(card)
        state.discards[1].append(card)


def race_of(state, seat: int = 0) -> Race:
    return Race(state, seat, Knowledge(state, seat), RaceBot.race_weights.jack_share)


def four_of_blue(*hand: str):
    """Blue has 6h 5h 4h Ah on d5..g5; h5 (9d) finishes the line. Blue's hand is `hand`."""
    state = table()
    place(state, BLUE, *LINE[:4])
    state.hands[0] = []
    give(state, 0, *hand)
    return state


def test_race_is_an_arena_player_and_hard_stays_the_weighed_count() -> None:
    assert GAME.arena_bots["race"] is RaceBot
    assert GAME.bot_factories["hard"] is WeighedBot
    bot = parse_bot("race:race=100,scale=3", GAME)
    assert isinstance(bot, RaceBot)
    assert (bot.race_weights.race, bot.race_weights.scale) == (100.0, 3.0)


def test_a_four_whose_last_card_we_hold_needs_one_round() -> None:
    state = four_of_blue("9d#1", "2s#1")
    assert race_of(state).line_rounds(BLUE, LINE) == 1.0


def test_a_line_whose_cards_we_hold_needs_one_round_a_cell() -> None:
    state = table()
    place(state, BLUE, *LINE[:2])
    state.hands[0] = []
    give(state, 0, "4h#1", "Ah#1", "9d#1")
    assert race_of(state).line_rounds(BLUE, LINE) == 3.0


def test_a_card_we_lack_is_waited_for_longer_the_fewer_copies_are_unseen() -> None:
    both = race_of(four_of_blue("2s#1")).line_rounds(BLUE, LINE)
    state = four_of_blue("2s#1")
    spend(state, "9d#1")
    one = race_of(state).line_rounds(BLUE, LINE)
    assert 1.0 < both < one < NEVER


def test_a_cell_whose_copies_are_spent_needs_a_wild_jack() -> None:
    state = four_of_blue("2s#1")
    spend(state, "9d#1", "9d#2")
    race = race_of(state)
    waiting = race.line_rounds(BLUE, LINE)
    # Only the four unseen wild jacks fill it: a long wait, and none at all once they are spent.
    assert waiting > race_of(four_of_blue("2s#1")).line_rounds(BLUE, LINE)
    spend(state, "Jd#1", "Jd#2", "Jc#1", "Jc#2")
    assert race_of(state).line_rounds(BLUE, LINE) == NEVER
    # A wild jack in hand fills it in one round.
    state = four_of_blue("Jd#1")
    spend(state, "9d#1", "9d#2")
    assert race_of(state).line_rounds(BLUE, LINE) == 1.0


def test_a_line_with_another_teams_chip_is_never_finished() -> None:
    state = four_of_blue("9d#1")
    place(state, GREEN, LINE[4])
    assert race_of(state).line_rounds(BLUE, LINE) == NEVER


def test_their_four_whose_card_we_hold_needs_them_a_wild_jack() -> None:
    state = table()
    place(state, GREEN, *LINE[:4])
    state.hands[0] = []
    give(state, 0, "2s#1")
    open_card = race_of(state).line_rounds(GREEN, LINE)
    give(state, 0, "9d#1", "9d#2")
    denied = race_of(state).line_rounds(GREEN, LINE)
    assert 1.0 <= open_card < denied < NEVER


def test_blocking_their_winning_four_raises_our_chance_in_the_race() -> None:
    state = table()
    place(state, GREEN, *LINE[:4])
    # Their four can only be finished on h5 (Blue holds c5), and it would win them the game.
    place(state, BLUE, cell(4, 2))
    state.sequences[GREEN].append(tuple(cell(9, c) for c in range(1, 6)))
    # Blue's own lines: three on row 9 (7s 6s 5s) and on column b (9s 8s 7s).
    place(state, BLUE, cell(8, 1), cell(8, 2), cell(8, 3), cell(7, 1), cell(6, 1))
    state.hands[0] = []
    give(state, 0, "9d#1", "4s#1", "3s#1", "8s#1", "9s#1", "Ts#1")
    bot = RaceBot()
    before = bot.race_chance(state, 0, Knowledge(state, 0))
    place(state, BLUE, LINE[4])
    assert bot.race_chance(state, 0, Knowledge(state, 0)) > before + 0.2
    state.chips[LINE[4]] = -1
    chosen = bot.choose(state, 0, random.Random(0))
    assert (chosen.card, chosen.cell) == (card_id(state, "9d#1"), LINE[4])


@pytest.mark.parametrize("preset", ["two", "two_teams"])
def test_race_plays_legal_moves_to_the_end_of_random_games(preset: str) -> None:
    for seed in (1, 2):
        state = table(preset, seed=seed)
        rng = random.Random(seed)
        bots = [RaceBot(), MediumBot()]
        plies = 0
        while state.current_seat() is not None and plies < 400:
            seat = state.mover
            action = bots[seat % 2].choose(state, seat, rng)
            assert action in state.legal_actions()
            state.advance(action)
            plies += 1
        assert state.over


def test_race_reads_only_what_its_seat_sees() -> None:
    assert_reads_only_its_seat(RaceBot, (("two", 16), ("two", 31), ("two_teams", 22)))
