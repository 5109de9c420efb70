"""The weighed count with chances (infer.py): what a seat's last move rules out, honestly read."""

from __future__ import annotations

from igroteka.bots.levels import parse_bot
from igroteka.games.sequence import GAME
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.infer import Beliefs, InferBot, none_chance
from igroteka.games.sequence.state import SequenceState
from igroteka.games.sequence.weighed import Knowledge
from tests.sequence.helpers import (
    BLUE,
    GREEN,
    assert_reads_only_its_seat,
    cell,
    give,
    place,
    table,
)


def green_four_open() -> tuple[SequenceState, int]:
    """Green has 6h 5h 4h Ah on a row, Blue the cell before: 9d at (4, 7) closes it."""
    state = table()
    place(state, GREEN, *(cell(4, c) for c in range(3, 7)))
    place(state, BLUE, cell(4, 2))
    return state, state.pack.labels[cell(4, 7)]


def test_the_chance_of_holding_a_card_is_hypergeometric() -> None:
    assert none_chance(10, 0, 3) == 1.0
    assert none_chance(10, 2, 3) == (8 / 10) * (7 / 9) * (6 / 8)
    assert none_chance(4, 2, 3) == 0.0


def test_a_seat_that_left_its_own_four_open_held_neither_its_card_nor_a_wild_jack() -> None:
    state, nine = green_four_open()
    place(state, GREEN, cell(8, 8))
    state.last[1] = {"kind": "place", "card": "2c#1", "cell": cell(8, 8)}
    beliefs = Beliefs(state, 0, Knowledge(state, 0))
    assert {nine, WILD} <= beliefs.ruled_out[1]
    informed = beliefs.holds(1, (nine, WILD), 1.0)
    # Only the card drawn since can be one of them: their unseen copies over the pool.
    copies = beliefs.unseen[nine] + beliefs.unseen[WILD]
    assert abs(informed - copies / beliefs.pool) < 1e-9
    state.last[1] = None
    blind = Beliefs(state, 0, Knowledge(state, 0))
    assert blind.ruled_out == {}
    assert blind.holds(1, (nine, WILD), 1.0) > 3 * informed


def test_the_move_that_made_the_four_rules_nothing_out() -> None:
    state, _ = green_four_open()
    state.last[1] = {"kind": "place", "card": "Ah#1", "cell": cell(4, 6)}
    beliefs = Beliefs(state, 0, Knowledge(state, 0))
    assert beliefs.ruled_out[1] == set()


def test_a_seat_that_left_our_four_open_held_no_card_that_could_spoil_it() -> None:
    state = table()
    place(state, BLUE, *(cell(4, c) for c in range(3, 7)))
    place(state, GREEN, cell(8, 8))
    state.last[1] = {"kind": "place", "card": "2c#1", "cell": cell(8, 8)}
    beliefs = Beliefs(state, 0, Knowledge(state, 0))
    labels = state.pack.labels
    assert {WILD, REMOVE, labels[cell(4, 7)], labels[cell(4, 2)]} <= beliefs.ruled_out[1]
    # Had it blocked, nothing would be ruled out.
    state.chips[cell(8, 8)] = -1
    place(state, GREEN, cell(4, 7))
    state.last[1] = {"kind": "place", "card": "9d#1", "cell": cell(4, 7)}
    assert Beliefs(state, 0, Knowledge(state, 0)).ruled_out[1] == set()


def test_in_teams_the_board_is_rebuilt_back_to_the_earlier_opponent() -> None:
    # Seats 0 and 2 are Blue, 1 and 3 Green. Seat 1 played elsewhere while Green's four
    # was open; seat 2 then blocked it. Seat 1 is still read as not holding 9d.
    state = table("two_teams")
    place(state, GREEN, *(cell(4, c) for c in range(3, 7)))
    place(state, BLUE, cell(4, 2))
    place(state, GREEN, cell(8, 8))
    place(state, BLUE, cell(4, 7), cell(0, 4))
    state.last[1] = {"kind": "place", "card": "2c#1", "cell": cell(8, 8)}
    state.last[2] = {"kind": "place", "card": "9d#1", "cell": cell(4, 7)}
    state.last[3] = {"kind": "place", "card": "5s#1", "cell": cell(0, 4)}
    beliefs = Beliefs(state, 0, Knowledge(state, 0))
    assert {state.pack.labels[cell(4, 7)], WILD} <= beliefs.ruled_out[1]
    assert 2 not in beliefs.ruled_out  # a partner: not read as an opponent
    assert WILD not in beliefs.ruled_out[3]  # seat 3 saw the four already blocked


def test_a_four_that_probably_cannot_be_filled_yet_weighs_less() -> None:
    state, _ = green_four_open()
    state.hands[0] = []
    give(state, 0, "9d#1", "2s#1", "Kc#1", "5c#1")
    bot = InferBot()
    bot.action_values(state)
    blind = bot.fill_chance(cell(4, 7), GREEN)
    place(state, GREEN, cell(8, 8))
    state.last[1] = {"kind": "place", "card": "2c#1", "cell": cell(8, 8)}
    bot.action_values(state)
    assert bot.fill_chance(cell(4, 7), GREEN) < blind / 3


def test_infer_is_an_arena_player_with_settings() -> None:
    bot = parse_bot("infer:threat_p=4,trust=0.5", GAME)
    assert isinstance(bot, InferBot)
    assert bot.weights.threat_p == 4.0 and bot.weights.trust == 0.5


def test_infer_reads_only_what_its_seat_sees_and_leaves_the_table_as_it_was() -> None:
    assert_reads_only_its_seat(
        InferBot, (("two", 16), ("two", 31), ("two_teams", 22), ("two_teams", 31))
    )


def test_the_pool_is_what_the_seat_has_not_seen() -> None:
    state = table()
    beliefs = Beliefs(state, 0, Knowledge(state, 0))
    assert beliefs.pool == len(state.deck) + len(state.hands[1])


def test_a_held_cell_is_more_at_risk_as_the_deck_runs_down() -> None:
    # Blue holds 4s#1; 4s#2 sits in Green's hand, unseen by Blue either way.
    state = table()
    give(state, 0, "4s#1")
    give(state, 1, "4s#2")
    four = state.pack.labels[cell(0, 3)]
    bot = InferBot()
    bot.action_values(state)
    early = bot.taken_chance(four)
    # Most of the deck played out: the same hand of seven is now a large part of the pool.
    spent = state.deck[10:]
    del state.deck[10:]
    state.discards[1].extend(spent)
    bot.action_values(state)
    late = bot.taken_chance(four)
    assert early < 0.15 < 0.3 < late


def test_the_partners_chances_count_only_in_teams() -> None:
    state = table()
    bot = InferBot()
    bot.action_values(state)
    label = state.pack.labels[cell(5, 5)]
    assert bot.team_holds(label, BLUE) == 0.0  # no partner at a table of two
    teams = table("two_teams")
    bot.action_values(teams)
    assert bot.team_holds(teams.pack.labels[cell(5, 5)], BLUE) > 0.0
