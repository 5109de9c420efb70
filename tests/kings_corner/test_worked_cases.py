"""The test cases of the rules file (KC1–KC16), one test each, named after it."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import IllegalAction
from igroteka.games.kings_corner import GAME
from igroteka.games.kings_corner.actions import END, SPOTS
from igroteka.games.kings_corner.scoring import card_value, hand_value
from tests.kings_corner.helpers import c, cs, move, pile, play, position

CROSS = {"N": "9h", "E": "6s", "S": "Ac", "W": "Qd"}


def test_kc1_builds_on_given_foundations() -> None:
    state = position(CROSS, "8c 8d 5h 5c Ks 2h Jc")
    legal = set(state.legal_actions())
    for action in (play("8c", "N"), play("5h", "E"), play("Jc", "W")):
        assert action in legal
    for corner in ("NE", "SE", "SW", "NW"):
        assert play("Ks", corner) in legal
    for action in (play("8d", "N"), play("5c", "E"), play("Ks", "N"), play("Ks", "E")):
        assert action not in legal
        with pytest.raises(IllegalAction):
            state.check(action)
    assert not any(a.spot == SPOTS.index("S") for a in legal if hasattr(a, "spot"))
    assert not any(getattr(a, "card", None) == c("2h") for a in legal)
    assert not any(type(a).__name__ == "Move" for a in legal)


def test_kc2_moving_whole_piles() -> None:
    state = position({"N": "7s 6h 5c", "E": "4d 3s", "S": "Qs Jh Tc", "W": "9h 8c"}, "Th 9c")
    legal = set(state.legal_actions())
    assert move("E", "N") in legal and move("N", "E") not in legal
    assert move("W", "S") in legal
    state.apply(move("E", "N"))
    assert pile(state, "N") == ["7♠", "6♥", "5♣", "4♦", "3♠"] and pile(state, "E") == []
    state.apply(play("Th", "E"))
    assert play("9c", "E") in state.legal_actions()


def test_kc3_king_in_the_layout() -> None:
    state = position({"N": "5h", "E": "6c", "S": "2d", "W": "Kc"}, "Qh 4s 9d 3c")
    legal = set(state.legal_actions())
    assert move("N", "E") in legal and move("W", "NE") in legal
    for step in (
        play("Qh", "W"),
        move("W", "NE"),
        play("4s", "W"),
        move("N", "E"),
        play("9d", "N"),
    ):
        state.apply(step)
    assert pile(state, "NE") == ["K♣", "Q♥"] and pile(state, "E") == ["6♣", "5♥"]
    # dealt_only: a king put into an empty side spot from hand may not move to a corner.
    only = position({"N": "5h", "E": "6c", "S": "2d"}, "Kd 3c", king_pile_to_corner="dealt_only")
    only.apply(play("Kd", "W"))
    assert move("W", "NE") not in only.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        only.check(move("W", "NE"))
    assert "dealt" in refused.value.message("en")


def test_kc3_immediate_corner_kings_in_the_layout() -> None:
    for seed in range(40):
        state = GAME.new_state(GAME.resolve_options("immediate_kings"), seed)
        corners = [p for p in state.piles[4:] if p]
        assert all(state.piles[s] for s in range(4))
        assert all(len(p) == 1 and p[0] % 13 == 11 for p in corners)
        assert all(state.piles[s][0] % 13 != 11 for s in range(4) if state.dealt_base[s])
        if corners:
            return
    raise AssertionError("no layout king in 40 deals")


def test_kc4_corner_piles() -> None:
    state = position({"N": "2c", "E": "2d", "S": "2h", "W": "2s", "NE": "Kh"}, "Qs Qh")
    legal = set(state.legal_actions())
    assert play("Qs", "NE") in legal and play("Qh", "NE") not in legal
    state = position({"N": "2c", "E": "2d", "S": "2h", "W": "2s", "NE": "Kh Qs"}, "Jd Jh Jc")
    legal = set(state.legal_actions())
    assert play("Jd", "NE") in legal and play("Jh", "NE") in legal
    assert play("Jc", "NE") not in legal


@pytest.mark.parametrize(
    ("preset", "corner", "side"),
    [("corner_suit", "Qh", "8c"), ("all_suit", "Qh", "8h"), ("robinson", "Qh", "Th")],
)
def test_kc5_suit_builds(preset: str, corner: str, side: str) -> None:
    state = position(
        {"N": "9h", "E": "2c", "S": "2d", "W": "2s", "NE": "Kh"}, "Qh Qs 8c 8h Th", preset=preset
    )
    legal = state.legal_actions()
    assert {a.card for a in legal if getattr(a, "spot", None) == 4} == {c(corner)}
    assert {a.card for a in legal if getattr(a, "spot", None) == 0} == {c(side)}


@pytest.mark.parametrize(
    ("table", "values", "total"),
    [
        ("k10", [10, 1, 1, 1, 1], 14),
        ("count", [1, 1, 1, 1, 1], 5),
        ("face13", [13, 12, 10, 7, 1], 43),
        ("a25_face10_pip", [10, 10, 10, 7, 25], 62),
        ("a25_ten10_five", [10, 10, 10, 5, 25], 60),
        ("a50_ten10_five", [10, 10, 10, 5, 50], 85),
        ("face10_six5_ace1", [10, 10, 5, 5, 1], 31),
    ],
)
def test_kc6_scoring_one_hand(table: str, values: list[int], total: int) -> None:
    hand = cs("Ks Qh Td 7c As")
    assert [card_value(x, table) for x in hand] == values
    assert hand_value(hand, table) == total


def _go_out(state, card: str, spot: str) -> None:
    state.apply(play(card, spot))


def test_kc7_match_end() -> None:
    for negative in (False, True):
        state = position(CROSS, "8c", others=["Kd 3c", "4s 9h"], negative_display=negative)
        state.mover = 0
        state.scores = [12, 44, 30]
        _go_out(state, "8c", "N")
        outcome = state.outcome()
        assert outcome is not None and outcome.winners == (0,)
        expected = [12.0, 55.0, 32.0]
        assert list(outcome.points) == ([-x for x in expected] if negative else expected)


def test_kc8_chips_and_pot() -> None:
    state = position(
        CROSS, "8c", others=["Kd 5s", "3c 4c 7d"], stakes="chips_pot", match="fixed_hands", hands=1
    )
    # Antes taken at the deal (3 each side): pot 3; B twice and A once without a card: pot 6.
    state.scores = [-1, -1 - 1, -1 - 2]
    state.pot = 6
    _go_out(state, "8c", "N")
    assert state.scores == [19, -13, -6] and sum(state.scores) == 0
    pool = position(
        CROSS, "8c", others=["Kd 5s", "3c 4c 7d"], stakes="pool", match="fixed_hands", hands=1
    )
    pool.scores = [0, -1, -2]
    pool.pot = 3
    _go_out(pool, "8c", "N")
    assert pool.scores == [8, -3, -5] and sum(pool.scores) == 0


def test_kc9_going_out() -> None:
    state = position({"N": "5c", "E": "6s", "S": "Ac", "W": "Qd"}, "4d", match="off")
    stock = len(state.stock)
    state.apply(play("4d", "N"))
    assert state.outcome() is not None and state.outcome().winners == (0,)
    assert len(state.stock) == stock
    drawing = position({"N": "5c", "E": "6s", "S": "Ac"}, "4d", empty_hand_draw=3)
    drawing.apply(play("4d", "N"))
    assert len(drawing.hands[0]) == 3 and drawing.outcome() is None and drawing.mover == 0
    closed = position(
        {"N": "5c", "E": "6s", "S": "Ac", "W": "Qd"}, "4d", empty_hand_draw=3, match="off"
    )
    closed.apply(play("4d", "N"))
    assert closed.outcome() is not None


def test_kc10_draw_timing() -> None:
    state = position(CROSS, "8c 2h")
    state.apply(play("8c", "N"))
    state.apply(END)
    assert len(state.hands[0]) == 2 and state.mover == 1
    start = position(CROSS, "8c 2h", others=["3c", "3d"], draw_timing="start")
    start.apply(play("8c", "N"))
    start.apply(END)
    assert len(start.hands[0]) == 1 and len(start.hands[1]) == 2  # B drew as his turn began
    empty = position(CROSS, "8c 2h", stock="")
    empty.apply(END)
    assert len(empty.hands[0]) == 2


def test_kc11_stalemate() -> None:
    state = position(CROSS, "2h 3h", others=["2d 3d", "4h"], stock="")
    state.apply(END)
    state.apply(END)
    assert state.hands_played == 0
    state.apply(END)
    assert state.hands_played == 1 and state.hand_log[0]["winner"] is None
    assert state.hand_log[0]["change"] == [2, 2, 1]
    again = position(CROSS, "2h 3h", others=["8c 3d", "4h"], stock="")
    again.apply(END)
    again.apply(play("8c", "N"))
    again.apply(END)
    again.apply(END)
    again.apply(END)
    assert again.hands_played == 0
    again.apply(END)
    assert again.hands_played == 1


def test_kc12_four_card_game() -> None:
    state = position(
        {"N": "4c", "S": "Ac", "W": "Qd"},
        "3d",
        preset="four_card",
        stock="2c 2d 2h 2s 5c 5d 5h 5s Qh 7c",
    )
    state.apply(play("3d", "N"))
    assert state.phase == "refill" and state.pending == c("7c")
    assert set(state.legal_actions()) == {play("7c", "E")}
    with pytest.raises(IllegalAction):
        state.check(END)
    state.apply(play("7c", "E"))
    assert state.mover == 1 and state.hands[0] == [c("Qh")]
    empty = position({"N": "4c", "S": "Ac", "W": "Qd"}, "3d", preset="four_card", stock="")
    empty.apply(play("3d", "N"))
    assert empty.hand_log and empty.hand_log[0]["winner"] == 0


def test_kc13_draw_until_you_can_play() -> None:
    piles = {"N": "Js", "E": "4d", "S": "8c", "W": "Ah"}
    # Seat 1 plays a king and ends; seat 0's turn then begins with no legal move.
    fresh = position(piles, "2c 6d", preset="draw_until_play", stock="Kc Qc Td 5h")
    fresh.mover = 1
    fresh.hands[1] = cs("Kd 9c")
    fresh.forget_legal()
    fresh.apply(play("Kd", "NE"))
    fresh.apply(END)
    assert fresh.mover == 0 and sorted(fresh.hands[0]) == sorted(cs("2c 6d 5h Td"))
    assert END not in fresh.legal_actions()
    fresh.apply(play("Td", "N"))
    fresh.apply(END)
    assert len(fresh.hands[0]) == 3
    early = position(piles, "2c 6d", preset="draw_until_play", stock="Kc Qc 3s")
    early.mover = 1
    early.hands[1] = cs("Kd 9c")
    early.forget_legal()
    early.apply(play("Kd", "NE"))
    early.apply(END)
    assert sorted(early.hands[0]) == sorted(cs("2c 6d 3s"))


def test_kc14_jokers() -> None:
    state = position({"N": "9s", "E": "2c", "S": "2d", "W": "2s"}, "RJ BJ 7c Kh", jokers=2)
    legal = set(state.legal_actions())
    assert play("RJ", "N", "8h") in legal and play("RJ", "N", "8d") in legal
    assert play("RJ", "N", "8c") not in legal
    with pytest.raises(IllegalAction):
        state.check(play("RJ", "N"))
    state.apply(play("RJ", "N", "8h"))
    assert play("7c", "N") in state.legal_actions()
    state.apply(play("BJ", "NE", "Kh"))
    legal = set(state.legal_actions())
    assert not any(a == play("Kh", corner) for a in legal for corner in ("SE", "SW", "NW"))
    assert card_value(c("RJ"), "k10") == 10


def test_kc15_mandatory_kings() -> None:
    forced = position(CROSS, "Kd 2h", preset="mandatory_kings")
    assert END not in forced.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        forced.check(END)
    assert "king" in refused.value.message("en")
    forced.apply(play("Kd", "SE"))
    assert END in forced.legal_actions()
    # Three corners taken (the third by a joker standing for K♦): one empty corner.
    corners = {"NE": "Kc", "SE": "Kh", "SW": "RJ"}
    penalty = position({**CROSS, **corners}, "Kd Ks 2h", preset="king_penalty", jokers=2)
    penalty.reps = {c("RJ"): c("Kd")}
    penalty.forget_legal()
    penalty.apply(END)
    assert penalty.scores[0] == 3


def test_kc16_layout_cards_that_fit() -> None:
    state = position({"N": "5h", "E": "6c", "S": "2d", "W": "Ks"}, "9d 3c")
    state.apply(move("N", "E"))
    assert pile(state, "E") == ["6♣", "5♥"]
    state.apply(play("9d", "N"))
    assert pile(state, "N") == ["9♦"]
