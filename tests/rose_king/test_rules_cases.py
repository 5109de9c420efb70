"""The test cases RK1-RK17 of the rules file (../shared/rules/rose-king.md), one test each."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import IllegalAction
from igroteka.games.rose_king import Draw, Pass, Play
from igroteka.games.rose_king.cards import DECK
from igroteka.games.rose_king.scoring import areas, score, winner

from .helpers import position, sq, start


def test_rk1_deck():
    assert len(DECK) == 24 and len(set(DECK)) == 24
    assert {(c[:-1], c[-1]) for c in DECK} == {
        (d, n) for d in ("N", "NE", "E", "SE", "S", "SW", "W", "NW") for n in "123"
    }
    state = start()
    assert [len(h) for h in state.hands] == [5, 5]
    assert len(state.pile) == 14 and state.discard == []
    assert sorted([*state.hands[0], *state.hands[1], *state.pile]) == sorted(DECK)
    assert state.turn == 0 and state.heroes == [4, 4] and state.supply == 52
    assert state.crown == sq(4, 4)


def test_rk2_normal_move():
    state = position(hands=[["NE2", "N1", "S1", "E1", "W1"], ["SE1", "SW1", "S2", "E2", "W2"]])
    pile = list(state.pile)
    state.apply(Play("NE2"))
    assert state.board[sq(6, 2)] == 1 and state.crown == sq(6, 2)
    assert state.supply == 51
    assert state.discard == ["NE2"]
    assert len(state.hands[0]) == 4 and state.pile == pile
    assert state.turn == 1


def test_rk3_the_crown_jumps_over_stones():
    rows = ["." * 9] * 4 + [".....RW.."] + ["." * 9] * 4
    state = position(rows, hands=[["E3"], ["W1"]])
    assert Play("E3") in state.legal_actions()
    state.apply(Play("E3"))
    assert state.crown == sq(7, 4) and state.board[sq(7, 4)] == 1


def test_rk4_off_the_board():
    state = position(crown=(1, 4), hands=[["W3", "W1"], ["E1"]])
    assert Play("W3") not in state.legal_actions()
    assert Play("W1") in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.check(Play("W3"))
    assert refused.value.code == "off_board"


def test_rk5_own_stone_blocks():
    rows = ["." * 9, "....R....", *["." * 9] * 7]
    state = position(rows, hands=[["N3"], ["S1"]], heroes=[4, 4])
    assert Play("N3") not in state.legal_actions()
    assert Play("N3", True) not in state.legal_actions()
    for hero in (False, True):
        with pytest.raises(IllegalAction) as refused:
            state.check(Play("N3", hero))
        assert refused.value.code == "own_stone"


def test_rk6_hero_flip():
    rows = ["." * 9, "....W....", *["." * 9] * 7]
    state = position(rows, hands=[["N3", "S1"], ["S2"]])
    with pytest.raises(IllegalAction) as refused:
        state.check(Play("N3"))
    assert refused.value.code == "occupied"
    supply = state.supply
    state.apply(Play("N3", True))
    assert state.board[sq(4, 1)] == 1 and state.crown == sq(4, 1)
    assert state.supply == supply
    assert state.heroes == [3, 4] and state.hero_discard == 1
    assert state.discard == ["N3"]

    without = position(rows, hands=[["N3", "S1"], ["S2"]], heroes=[0, 4])
    assert Play("N3", True) not in without.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        without.check(Play("N3", True))
    assert refused.value.code == "no_heroes"


def test_rk7_hand_limit():
    full = position(hands=[["N1", "N2", "E1", "E2", "S1"], ["W1"]])
    assert Draw() not in full.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        full.check(Draw())
    assert refused.value.code == "hand_full"
    four = position(hands=[["N1", "N2", "E1", "E2"], ["W1"]])
    assert Draw() in four.legal_actions() and Play("N1") in four.legal_actions()


# Crown on (0,0) after White's NW1 from (1,1): Red's N1, W1, NW2 leave the board, S1 lands
# on Red's own stone (0,1), E1 on White's (1,0) while Red has no hero.
CORNER = ["." + "W" + "." * 7, "R" + "." * 8, *["." * 9] * 7]
RED_STUCK = ["N1", "W1", "NW2", "S1", "E1"]


def test_rk8_pass_and_double_turn():
    state = position(
        CORNER, crown=(1, 1), hands=[RED_STUCK, ["NW1", "E2", "S2", "SE1"]], heroes=[0, 4], turn=1
    )
    events = state.apply(Play("NW1"))
    assert state.crown == sq(0, 0)
    assert state.turn == 1, "Red must pass and White moves again"
    assert [e.public for e in events if e.kind == "pass"] == [{"seat": 0, "forced": True}]
    assert state.outcome() is None


def test_rk8_nobody_can_act_ends_the_game():
    # Both end with 5 cards and nothing playable from (0,0): White draws its fifth card.
    state = position(
        CORNER,
        crown=(0, 0),
        hands=[RED_STUCK, ["N3", "W3", "NW1", "NW3"]],
        heroes=[0, 0],
        turn=1,
        pile=["SW1"],
    )
    state.apply(Draw())
    assert len(state.hands[1]) == 5
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None and outcome.details["end"] == "no_moves"


def test_rk9_forced_hero():
    state = position(CORNER, crown=(0, 0), hands=[RED_STUCK, ["S3"]], heroes=[4, 4])
    assert state.legal_actions() == [Play("E1", True)]
    with pytest.raises(IllegalAction) as refused:
        state.check(Pass())
    assert refused.value.code == "cannot_pass"
    optional = position(
        CORNER,
        crown=(0, 0),
        hands=[RED_STUCK, ["S3"]],
        heroes=[4, 4],
        hero_optional_when_only_move=True,
    )
    assert optional.legal_actions() == [Play("E1", True), Pass()]
    optional.apply(Pass())
    assert optional.turn == 1


def test_rk10_reshuffle_when_the_last_card_is_drawn():
    red = ["N1", "N2", "N3", "NE1"]
    white = ["NE2", "NE3", "E1", "E2", "E3"]
    state = position(hands=[red, white], pile=["SE1"])
    assert len(state.pile) == 1 and len(state.discard) == 14
    events = state.apply(Draw())
    assert "SE1" in state.hands[0]
    assert len(state.pile) == 14 and state.discard == []
    assert [e.public for e in events if e.kind == "reshuffle"] == [{"cards": 14}]


def test_rk11_last_stone_ends_the_game_at_once():
    rows = ["RWRWRWRWR", "WRWRWRWRW"] * 2 + ["RWRWRWRWR", "WRWRWR...", *["." * 9] * 3]
    state = position(rows, crown=(8, 8), hands=[["S1"], ["N2", "W1"]], turn=1)
    assert state.supply == 1
    state.apply(Play("N2"))
    assert sum(1 for v in state.board if v) == 52 and state.supply == 0
    assert state.is_terminal() and state.turn is None
    outcome = state.outcome()
    assert outcome is not None and outcome.details["end"] == "last_stone"


RK12 = [
    "RR.......",
    "R..WW....",
    "...W....R",
    ".R......R",
    "..R.....R",
    "...R.....",
    "WW.......",
    "W.W......",
    ".........",
]


def test_rk12_scoring_diagonals_do_not_connect():
    state = position(RK12, hands=[["N1"], ["S1"]])
    red, white = areas(state.board, 1), areas(state.board, 2)
    assert red == [3, 3, 1, 1, 1] and score(red) == 21 and sum(red) == 9
    assert white == [3, 3, 1] and score(white) == 19 and sum(white) == 7
    assert winner(red, white) == 0
    view = state.view(None)
    assert view["scores"][0] == {"areas": [3, 3, 1, 1, 1], "score": 21, "stones": 9}


def test_rk13_rulebook_example():
    rows = ["WWWWWWWW.", ".........", "WW.W.....", *["." * 9] * 6]
    state = position(rows, hands=[["N1"], ["S1"]])
    assert areas(state.board, 2) == [8, 2, 1]
    assert score(areas(state.board, 2)) == 69


def test_rk14_tie_break_largest_territory():
    assert score([4, 3]) == score([5]) == 25
    assert winner([4, 3], [5]) == 1


def test_rk15_tie_break_stones():
    assert score([4, 2, 2, 1]) == 25
    assert winner([4, 3], [4, 2, 2, 1]) == 1


def test_rk16_full_tie_is_a_draw():
    assert winner([4, 3], [4, 3]) is None
    # The same on a board, played to its end: nothing is playable from (0,0) once White draws.
    rows = ["RRRR.WWWW", ".........", "RRR...WWW", *["." * 9] * 6]
    state = position(
        rows,
        crown=(0, 0),
        hands=[["N1", "W1", "NW1", "E1", "E2"], ["N2", "W2", "NW2", "N3"]],
        turn=1,
        pile=["W3"],
    )
    state.apply(Draw())
    outcome = state.outcome()
    assert outcome is not None and outcome.returns == (0.0, 0.0) and outcome.winners == ()
    assert outcome.details["areas"] == [[4, 3], [4, 3]]


def test_rk17_four_player_setup_and_skip():
    state = start("teams")
    assert [len(h) for h in state.hands] == [4, 4, 4, 4]
    assert len(state.pile) == 8 and state.heroes == [2, 2, 2, 2]
    assert state.turn == 0
    assert state.game.teams(state.options) == ((0, 2), (1, 3))
    # Red-S plays NW1 to (0,0); White-W holds 4 cards (its limit) that all leave the board.
    stuck = position(
        CORNER,
        crown=(1, 1),
        hands=[["NW1"], ["N1", "W1", "NW2", "N2"], ["E3"], ["S3"]],
        heroes=[2, 2, 2, 2],
        preset="teams",
    )
    events = stuck.apply(Play("NW1"))
    assert stuck.turn == 2
    assert [e.public["seat"] for e in events if e.kind == "pass"] == [1]
