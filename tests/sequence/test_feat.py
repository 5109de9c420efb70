"""`feat` (weighed.py, FeatBot): hard with forks valued and wild jacks kept from blocking."""

from __future__ import annotations

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.actions import Action, Play
from igroteka.games.sequence.weighed import FeatBot, WeighedBot, Weights
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


def value_of(bot: WeighedBot, state, action: Action) -> float:
    return next(v for v, a in bot.action_values(state) if a == action)


def test_feat_is_an_arena_player_and_hard_keeps_its_weights() -> None:
    assert GAME.arena_bots["feat"] is FeatBot
    assert GAME.bot_factories["hard"] is WeighedBot
    assert (Weights().fork, Weights().jack_first, Weights().jack_second) == (0.0, 0.0, 0.0)
    bot = parse_bot("feat:fork=50", GAME)
    assert isinstance(bot, FeatBot) and bot.weights.fork == 50.0
    assert bot.weights.jack_first == FeatBot.weights.jack_first > 0


def test_a_move_that_leaves_two_finishing_cells_gains_the_fork_weight() -> None:
    # Row 6: 8c 7h 2h 3h Kh Td at columns c..h. Blue has 7h 2h 3h and holds Kh, 8c and Td:
    # Kh on g6 leaves two lines of four, finished on c6 (8c) and on h6 (Td).
    state = table()
    place(state, BLUE, cell(5, 3), cell(5, 4), cell(5, 5))
    state.hands[0] = []
    king, _, _ = give(state, 0, "Kh#1", "8c#1", "Td#1")
    fork = Play(king, cell(5, 6))
    plain, feat = WeighedBot(), FeatBot({"jack_first": 0.0, "jack_second": 0.0})
    assert value_of(feat, state, fork) - value_of(plain, state, fork) == feat.weights.fork
    # With Green on h6 only c6 finishes the line: one cell, no fork.
    place(state, GREEN, cell(5, 7))
    assert value_of(feat, state, fork) == value_of(plain, state, fork)


def test_feat_keeps_its_wild_jack_rather_than_block_a_first_four() -> None:
    # Green has 6h 5h 4h Ah on row 5 (c5 7c and h5 9d finish it); Blue holds neither card,
    # only a wild jack, and with it blocking h5 costs `jack_first` more than for hard.
    state = table()
    place(state, GREEN, *(cell(4, c) for c in range(3, 7)))
    state.hands[0] = []
    give(state, 0, "Jd#1", "Kc#1", "2s#1", "3s#1")
    jack = card_id(state, "Jd#1")
    block = Play(jack, cell(4, 7))
    plain, feat = WeighedBot(), FeatBot({"fork": 0.0, "jack_second": 0.0})
    assert value_of(plain, state, block) - value_of(feat, state, block) == feat.weights.jack_first
    # A four that would win them the game is blocked at no extra cost.
    state.sequences[GREEN].append(tuple(cell(9, c) for c in range(1, 6)))
    assert value_of(plain, state, block) == value_of(feat, state, block)


def test_feat_reads_only_what_its_seat_sees() -> None:
    assert_reads_only_its_seat(FeatBot, (("two", 16), ("two", 31), ("two_teams", 22)))
