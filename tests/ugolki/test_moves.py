"""Move generation: steps, jump chains that may stop anywhere, directions, refusals."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import IllegalAction
from igroteka.games.ugolki.actions import PASS, UgolkiAction

from .helpers import play, position, start, texts


def refused(state, move: str) -> str:
    """The code of the IllegalAction a move gets; the state must stay as it was."""
    before = state.position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(state.parse_action(move))
    assert state.position() == before
    assert caught.value.text.ru and caught.value.text.en
    return caught.value.code


def test_online_start_moves_by_hand():
    # 3x4 home a1-d3: steps out of the home's open edges, single jumps over the front rows.
    assert texts(start()) == {
        "d1-e1",
        "d2-e2",
        "d3-e3",
        "d3-d4",
        "a3-a4",
        "b3-b4",
        "c3-c4",
        "c1:e1",
        "c2:e2",
        "c3:e3",
        "a2:a4",
        "b2:b4",
        "c2:c4",
        "d2:d4",
    }


def test_3x3_start_moves_by_hand():
    assert texts(start(home="3x3")) == {
        "c1-d1",
        "c2-d2",
        "c3-d3",
        "c3-c4",
        "a3-a4",
        "b3-b4",
        "b1:d1",
        "b2:d2",
        "b3:d3",
        "a2:a4",
        "b2:b4",
        "c2:c4",
    }


def test_diagonal_moves_only_with_diagonals():
    orthogonal = texts(start(home="3x3"))
    everywhere = texts(start("diagonal", home="3x3"))
    diagonal = texts(start("kosye"))
    assert "c3-d4" not in orthogonal
    assert {"c3-d4", "c3-d3", "b2:d4"} <= everywhere
    assert orthogonal < everywhere
    assert {"c3-d4", "c1-d2", "c2-d3", "c2-d1", "b3-a4", "b2:d4"} <= diagonal
    assert not any(m in diagonal for m in ("c3-d3", "c3-c4", "b2:b4"))


def test_diagonal_only_full_list_on_a_small_position():
    state = position("W:Wd4:Be5,c3", "kosye", stay_in_target=False)
    assert texts(state) == {"d4-c5", "d4-e3", "d4:f6", "d4:b2"}


def test_chain_may_stop_after_any_jump():
    state = position("W:Wa1,b3:Ba2,c4", "online", no_lock=False)
    moves = texts(state)
    assert {"a1-b1", "a1:a3", "a1:a3:c3", "a1:a3:c3:c5"} <= moves
    assert state.legal_steps(("a1",)) == ["b1", "a3"]
    assert state.legal_steps(("a1", "a3")) == ["c3"]
    assert state.legal_steps(("a1", "a3", "c3")) == ["c5"]
    assert state.legal_steps(("a1", "a3", "c3", "c5")) == []
    for prefix in (("a1", "a3"), ("a1", "a3", "c3"), ("a1", "a3", "c3", "c5")):
        assert state.action_from_steps(prefix) == UgolkiAction(prefix)
    play(state, "a1:a3:c3")
    assert state.view(None)["last_move"] == ["a1", "a3", "c3"]
    assert {p["square"] for p in state.view(None)["pieces"] if p["seat"] == 0} == {"c3", "b3"}


def test_kostrov_long_chain_from_the_seed():
    # Kostrov: "the pawn g2 may jump several pawns and land on a8: g2-e2-e4-c4-c6-a6-a8".
    state = position("W:Wg2:Bf2,e3,d4,c5,b6,a7", "kostrov")
    assert "g2:e2:e4:c4:c6:a6:a8" in texts(state)
    # The seed writes it with dashes and Cyrillic letters; the parser reads that too.
    action = state.parse_action("g2–e2–е4–с4–с6–а6–а8")
    assert str(action) == "g2:e2:e4:c4:c6:a6:a8"
    play(state, "g2–e2–е4–с4–с6–а6–а8")
    assert state.view(None)["last_move"][-1] == "a8"


def test_kostrov_diagonal_examples():
    state = position("W:Wg3,h1:Bf4,d6,c8,d7,f5", "kostrov", moves="all")
    assert "g3:e5:c7" in texts(state)
    play(state, "g3:e5:c7")
    assert "c8:e6:g4" in texts(state)


def test_jump_goes_over_exactly_one_piece():
    state = position("W:Wh3:Bg3,f3,h8", "online", no_lock=False)
    assert refused(state, "h3:e3") == "too_far"
    assert refused(state, "h3:f3") == "occupied"
    lone = position("W:Wh3:Bf3,h8", "online", no_lock=False)
    assert refused(lone, "h3:f3") == "nothing_to_jump"


def test_chain_may_not_revisit_a_square():
    # A ring c4, d5, e4, d3 around c3..e5 lets c3 jump round to e3 but never back onto c3.
    state = position("W:Wc3:Bc4,d5,e4,d3", "online", no_lock=False)
    moves = texts(state)
    assert "c3:c5:e5:e3" in moves
    assert not any(m.endswith(":c3") for m in moves)
    assert refused(state, "c3:c5:e5:e3:c3") == "revisit"
    for action in state.legal_actions():
        assert len(set(action.path)) == len(action.path)


def test_refusals_name_the_problem():
    state = start()
    assert refused(state, "e6-e5") == "not_yours"
    assert refused(state, "e4-e5") == "no_piece"
    assert refused(state, "c3-c2") == "occupied"
    assert refused(state, "d3-e4") == "direction"
    assert refused(state, "d3-f3") == "nothing_to_jump"
    assert refused(state, "d3-h3") == "too_far"
    assert refused(state, "c2:c4:c5") == "step_ends_move"
    assert refused(state, "pass") == "cannot_pass"
    assert start("kosye").rules.moves == "diagonal"
    assert refused(start("kosye"), "c3-c4") == "direction"


def test_pass_only_when_nothing_can_move():
    # White's a1 is boxed in by the edge and two black pieces on each open side.
    state = position("W:Wa1:Ba2,a3,b1,c1", "online", no_lock=False)
    assert state.legal_actions() == [PASS]
    state.apply(PASS)
    assert state.current_seat() == 1
    assert state.view(None)["last_move"] == []


def test_search_actions_one_per_destination_best_first():
    state = position("W:Wa1,b3:Ba2,c4", "online", no_lock=False)
    search = state.search_actions()
    ends = [(a.path[0], a.path[-1]) for a in search]
    assert len(ends) == len(set(ends))
    legal_ends = {(a.path[0], a.path[-1]) for a in state.legal_actions()}
    assert set(ends) == legal_ends
    assert all(a in state.legal_actions() for a in search)
    assert search[0].path[-1] == "c5"


def test_steps_any_way_jumps_only_orthogonally():
    """Two of the seed's descriptions: a step in any of eight directions, a jump only straight."""
    state = position("W:Wc3,a1:Bd4,c4,h8", "online", moves="steps8", no_lock=False)
    from_c3 = {m for m in texts(state) if m.startswith("c3")}
    assert {"c3-b4", "c3-d2", "c3-b2", "c3-c2", "c3:c5"} <= from_c3
    assert "c3:e5" not in from_c3
    assert refused(state, "c3:e5") == "direction"
    with pytest.raises(IllegalAction) as diagonal:
        state.apply(state.parse_action("c3:e5"))
    assert "jumps go only along lines" in diagonal.value.message("en")
    assert "по диагонали только шагают" in diagonal.value.message("ru")
    play(state, "c3-b4")
    assert state.current_seat() == 1
