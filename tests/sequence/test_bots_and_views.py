"""The bots choose legal moves that make sense; views keep hands secret; notation reads back."""

from __future__ import annotations

import random

import pytest

from igroteka.bots import make_bot, parse_bot
from igroteka.engine import IllegalAction, MalformedAction
from igroteka.games.sequence import GAME
from igroteka.games.sequence.actions import Play
from tests.sequence.helpers import BLUE, GREEN, cell, give, place, table


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_each_level_finishes_a_four_player_game(level: str) -> None:
    options = GAME.resolve_options("two_teams")
    state = GAME.new_state(options, 5)
    bots = [make_bot(GAME, level if seat % 2 == 0 else "easy", options) for seat in range(4)]
    rng = random.Random(5)
    moves = 0
    while state.acting() and moves < 400:
        seat = state.current_seat()
        assert seat is not None
        state.apply(bots[seat].choose(state, seat, rng), seat)
        moves += 1
    assert state.outcome() is not None


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_completes_its_winning_sequence(level: str) -> None:
    state = table()
    state.sequences[BLUE].append(tuple(cell(8, c) for c in range(5)))
    place(state, BLUE, *(cell(8, c) for c in range(1, 8)))
    state.hands[0] = []
    give(state, 0, "2s#1", "3h#1", "4d#1")
    action = make_bot(GAME, level).choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and action.cell == cell(8, 8)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_blocks_an_open_four(level: str) -> None:
    state = table()
    place(state, GREEN, *(cell(4, c) for c in range(3, 7)))  # 6h 5h 4h Ah: 9d at (4,7) closes
    place(state, BLUE, cell(4, 2))
    state.hands[0] = []
    give(state, 0, "9d#1", "2s#1", "Kc#1")
    action = make_bot(GAME, level).choose(state, 0, random.Random(1))
    assert isinstance(action, Play) and action.cell == cell(4, 7)


def test_views_show_only_ones_own_hand() -> None:
    state = GAME.new_state(GAME.resolve_options("two_teams"), 3)
    for seat in range(4):
        view = state.view(seat)
        assert [c["card"] for c in view["hand"]] == [
            state.pack.to_json(c) for c in state.hands[seat]
        ]
        assert "hands" not in view and "deck_order" not in view
    assert state.view(None)["hand"] is None
    assert state.view(0)["board"][1] == "2s" and state.view(0)["board"][0] == "free"


def test_notation_reads_cards_and_cells_as_players_type_them() -> None:
    state = table()
    state.hands[0] = []
    (queen,) = give(state, 0, "Qh#2")
    assert state.parse_action("Q♥ h2") == Play(queen, cell(1, 7))
    assert state.parse_action("qh h2") == Play(queen, cell(1, 7))
    with pytest.raises(MalformedAction):
        state.parse_action("Q♥ z9")
    with pytest.raises(IllegalAction):
        state.parse_action("Q♥ a2")
    russian = state.parse_action("Д♥ h2")
    assert russian == Play(queen, cell(1, 7))


def test_terminal_drawing_shows_the_board_and_the_hand() -> None:
    state = table()
    text = state.render_text(0, lang="ru")
    assert "Ваши карты" in text and "2s" in text
    assert "Your cards" in state.render_text(0, lang="en")


def test_medium_spends_a_two_eyed_jack_on_a_three_where_the_keeper_and_hard_keep_it() -> None:
    """The levels differ in their jacks (bots.py): medium spends a wild jack as soon as it
    does most, here beside its 6♥ 5♥ (a little noise picks the cell); the keeper (the
    medium level until December 2026) and hard keep it and grow their other line with K♣
    beside Q♣."""
    state = table()
    place(state, BLUE, cell(4, 3), cell(4, 4), cell(7, 3))
    state.hands[0] = []
    jack, king, _ = give(state, 0, "Jd#1", "Kc#1", "2s#1")
    for seed in range(10):
        medium = make_bot(GAME, "medium").choose(state, 0, random.Random(seed))
        assert isinstance(medium, Play) and medium.card == jack
    for other in ("keeper", "hard"):
        assert parse_bot(other, GAME).choose(state, 0, random.Random(1)) == Play(king, cell(7, 4))
