"""Draw rules D1-D7 on constructed positions; pydraughts agrees where the rules file says so."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from igroteka.engine import IllegalAction, replay
from igroteka.engine.replay import GameRecord
from igroteka.games.russian_checkers.actions import DrawAction, Move
from igroteka.games.russian_checkers.board import INDEX, MAIN_ROAD
from igroteka.games.russian_checkers.state import CheckersState

from .helpers import GAME, pd_board, pd_paths, state

Prefer = Callable[[CheckersState, Move], bool]


def _quiet_and_safe(s: CheckersState, move: Move) -> bool:
    """Neither this move nor the opponent's reply can be a capture."""
    if move.capture:
        return False
    after = s.clone()
    after.apply(move, checked=False)
    return not any(taken for _path, taken, _crowned in after.generated())


def walk(
    s: CheckersState, plies: int, prefer: Prefer | None = None, repeat_ok: bool = False
) -> list[Move]:
    """Play `plies` capture-free moves, avoiding a third repetition, preferring `prefer` moves."""
    played = []
    for _ in range(plies):
        assert s.outcome() is None, (s.ply, s.outcome())
        candidates = sorted(s.legal_actions(), key=str)
        safe = [m for m in candidates if _quiet_and_safe(s, m)]
        if not repeat_ok:
            fresh = []
            for m in safe:
                after = s.clone()
                after.apply(m, checked=False)
                if after.repetitions() < 3:
                    fresh.append(m)
            safe = fresh
        liked = [m for m in safe if prefer is None or prefer(s, m)]
        assert safe, f"no capture-free move at ply {s.ply} in {s.position()}"
        move = (liked or safe)[0]
        s.apply(move)
        played.append(move)
    return played


def pd_winners(fen: str, moves: list[Move]) -> list[int | None]:
    """pydraughts' winner() after each of `moves`, played from `fen`."""
    board = pd_board(fen)
    out = []
    for move in moves:
        pd_moves = {}
        for m in board.legal_moves():
            pd_moves[tuple(str(n) for n in m.steps_move)] = m
        assert tuple(move.path) in pd_paths(board)
        numbers = tuple(str(_number(sq)) for sq in move.path)
        board.push(pd_moves[numbers])
        out.append(board.winner())
    return out


def _number(square: str) -> int:
    from igroteka.games.russian_checkers.board import NUMBER

    return NUMBER[INDEX[square]]


def rule_of(s: CheckersState) -> str | None:
    result = s.outcome()
    return None if result is None else result.details["rule"]


# --- D1 threefold repetition -------------------------------------------------------------
def test_r14_threefold_repetition() -> None:
    fen = "W:WKa1:BKh4"
    s = state(fen)
    cycle = ["a1-b2", "h4-g5", "b2-a1", "g5-h4"]
    moves = []
    for ply, text in enumerate(cycle * 2, start=1):
        assert s.outcome() is None
        move = s.parse_action(text)
        s.apply(move)
        moves.append(move)
        if ply == 4:
            assert s.outcome() is None and s.repetitions() == 2
    assert rule_of(s) == "D1" and s.outcome().winners == ()
    assert s.position() == fen
    winners = pd_winners(fen, moves)
    assert winners[3] is None and winners[7] == 0


def test_repetition_off_lets_the_game_go_on() -> None:
    s = state("W:WKa1:BKh4", draw_repetition=False)
    for text in ["a1-b2", "h4-g5", "b2-a1", "g5-h4"] * 2:
        s.apply(s.parse_action(text))
    assert s.outcome() is None and s.repetitions() == 3


# --- D2 fifteen moves with kings only -----------------------------------------------------
@pytest.mark.parametrize("fen", ["W:WKc1:BKd8", "W:WKc1,Ke1:BKd8,Kf8"])
def test_r15_fifteen_king_moves(fen: str) -> None:
    s = state(fen)
    moves = walk(s, 29)
    assert s.outcome() is None
    moves += walk(s, 1)
    assert s.ply == 30 and rule_of(s) == "D2"
    winners = pd_winners(fen, moves)
    assert winners[:29] == [None] * 29 and winners[29] == 0


def test_r15_a_man_move_restarts_the_count() -> None:
    s = state("W:WKc1,h2:BKd8,a7")
    walk(s, 10, prefer=lambda st, m: st.piece_at(INDEX[m.path[0]])[1])
    assert s.king_plies == 10
    s.apply(s.parse_action("h2-g3"))
    assert s.king_plies == 0
    walk(s, 29, prefer=lambda st, m: st.piece_at(INDEX[m.path[0]])[1])
    assert s.outcome() is None
    walk(s, 1, prefer=lambda st, m: st.piece_at(INDEX[m.path[0]])[1])
    assert rule_of(s) == "D2"


# --- D3 three kings against one -----------------------------------------------------------
def test_d3_three_kings_by_their_fifteenth_move() -> None:
    fen = "W:WKa3,Kc1,Ke1:BKh6"
    off_road = lambda st, m: not (st.turn == 1 and (1 << INDEX[m.path[-1]]) & MAIN_ROAD)  # noqa: E731
    s = state(fen)
    walk(s, 28, prefer=off_road)
    assert s.outcome() is None
    walk(s, 1, prefer=off_road)
    assert s.ply == 29 and rule_of(s) == "D3"
    unread = state(fen, draw_three_kings=False)
    walk(unread, 29, prefer=off_road)
    assert unread.outcome() is None
    walk(unread, 1, prefer=off_road)
    assert rule_of(unread) == "D2"


def test_d3_pydraughts_reading_counts_king_plies() -> None:
    s = state("W:WKa3,Kc1,Ke1:BKh6", draw_reading="pydraughts", draw_kings_only=False)
    off_road = lambda st, m: not (st.turn == 1 and (1 << INDEX[m.path[-1]]) & MAIN_ROAD)  # noqa: E731
    walk(s, 29, prefer=off_road)
    assert s.outcome() is None
    walk(s, 1, prefer=off_road)
    assert rule_of(s) == "D3"


# --- D4 three pieces against a king on the main road -------------------------------------
def _keep_road(st: CheckersState, m: Move) -> bool:
    on_road = bool((1 << INDEX[m.path[-1]]) & MAIN_ROAD)
    return on_road if st.turn == 1 else not on_road


@pytest.mark.parametrize("fen", ["W:WKc1,Ke1,Kg1:BKf6", "W:WKc1,e1,g1:BKe5"])
def test_d4_main_road_five_moves_agrees_with_pydraughts(fen: str) -> None:
    s = state(fen)
    moves = walk(s, 9, prefer=_keep_road)
    assert s.outcome() is None
    moves += walk(s, 1, prefer=_keep_road)
    assert rule_of(s) == "D4"
    winners = pd_winners(fen, moves)
    assert winners[:9] == [None] * 9 and winners[9] == 0


def test_d4_readings_differ_when_the_stronger_side_is_on_the_road() -> None:
    fen = "W:Wa1,Ke1,Kg1:BKh8"
    federation = state(fen)
    walk(federation, 10, prefer=lambda st, m: m.path[0] != "a1" and _keep_road(st, m))
    pydraughts = state(fen, draw_reading="pydraughts")
    for _, move in federation.history:
        pydraughts.apply(move)
    assert federation.wm & MAIN_ROAD and federation.bk & MAIN_ROAD
    assert rule_of(federation) == "D4"
    assert pydraughts.outcome() is None


def test_d4_off_the_road_does_not_apply() -> None:
    s = state("W:WKc1,Ke1,Kg1:BKh6", draw_main_road=True)
    off_road = lambda st, m: not ((1 << INDEX[m.path[-1]]) & MAIN_ROAD)  # noqa: E731
    walk(s, 12, prefer=off_road)
    assert s.outcome() is None


# --- D5 two pieces against a lone king ---------------------------------------------------
@pytest.mark.parametrize("fen", ["W:WKc1,Ke1:BKd8", "W:WKc1,e3:BKd8"])
def test_r16_two_pieces_five_moves(fen: str) -> None:
    s = state(fen)
    kings_first = lambda st, m: st.piece_at(INDEX[m.path[0]])[1]  # noqa: E731
    moves = walk(s, 9, prefer=kings_first)
    assert s.outcome() is None
    moves += walk(s, 1, prefer=kings_first)
    assert rule_of(s) == "D5"
    winners = pd_winners(fen, moves)
    assert winners[:9] == [None] * 9 and winners[9] == 0


def test_d5_switched_off() -> None:
    s = state("W:WKc1,Ke1:BKd8", draw_two_pieces=False)
    walk(s, 12)
    assert s.outcome() is None


def test_federation_count_restarts_when_a_man_is_crowned() -> None:
    s = state("W:WKa1,g7:BKh4")
    s.apply(s.parse_action("a1-b2"))
    s.apply(s.parse_action("h4-e1"))
    assert s.balance_plies == 2
    s.apply(s.parse_action("g7-h8"))
    assert s.balance_plies == 0 and s.capture_plies == 3


# --- D6 the material balance does not change -------------------------------------------
def _no_draw_rules_but(**kept: bool) -> dict[str, bool]:
    options = {
        "draw_repetition": False,
        "draw_kings_only": False,
        "draw_three_kings": False,
        "draw_main_road": False,
        "draw_two_pieces": False,
        "draw_no_progress": False,
    }
    options.update(kept)
    return options


def test_d6_total_pieces_reading() -> None:
    fen = "W:WKc1,Kg1:BKb8,Kf8"
    s = state(fen, **_no_draw_rules_but(draw_no_progress=True))
    walk(s, 59, repeat_ok=True)
    assert s.outcome() is None
    walk(s, 1, repeat_ok=True)
    assert rule_of(s) == "D6"
    per_side = state(fen, draw_reading="pydraughts", **_no_draw_rules_but(draw_no_progress=True))
    walk(per_side, 70, repeat_ok=True)
    assert per_side.outcome() is None


def test_d6_per_side_reading() -> None:
    fen = "W:WKa1,Kc1,Ke1,Kg1:BKb8,Kd8,Kf8,Kh8"
    pydraughts = state(fen, draw_reading="pydraughts", **_no_draw_rules_but(draw_no_progress=True))
    walk(pydraughts, 60, repeat_ok=True)
    assert rule_of(pydraughts) == "D6"
    federation = state(fen, **_no_draw_rules_but(draw_no_progress=True))
    walk(federation, 70, repeat_ok=True)
    assert federation.outcome() is None


def test_d6_needs_kings_on_both_sides() -> None:
    s = state("W:WKc1,Kg1:Bb8,f8", **_no_draw_rules_but(draw_no_progress=True))
    walk(s, 4, prefer=lambda st, m: st.turn == 0)
    assert s.balance_plies == 4 and s.view(None)["draw"]["rules"] == []


# --- D7 agreement --------------------------------------------------------------------------
def test_d7_offer_then_accept_is_a_draw_and_replays() -> None:
    s = GAME.new_state()
    assert s.draw_actions() == [DrawAction("offer")]
    assert DrawAction("offer") not in s.legal_actions()
    s.apply(DrawAction("offer"), seat=0)
    assert s.current_seat() == 0 and s.view(1)["draw"]["offer"] == 0
    s.apply(s.parse_action("c3-d4"), seat=0)
    assert s.draw_actions() == [DrawAction("accept"), DrawAction("decline")]
    s.apply(s.action_from_json({"draw": "accept"}), seat=1)
    assert rule_of(s) == "D7" and s.outcome().returns == (0.0, 0.0)
    again = replay(GameRecord.of(s))
    assert rule_of(again) == "D7" and again.position() == s.position()


def test_d7_a_move_declines_the_offer() -> None:
    s = GAME.new_state()
    s.apply(DrawAction("offer"))
    s.apply(s.parse_action("c3-d4"))
    events = s.apply(s.parse_action("b6-a5"))
    assert s.draw_offer is None
    assert [e.kind for e in events] == ["draw_declined", "move"]
    with pytest.raises(IllegalAction):
        s.apply(DrawAction("accept"))


def test_d7_declining_keeps_the_turn_and_says_so() -> None:
    s = GAME.new_state()
    s.apply(DrawAction("offer"))
    s.apply(s.parse_action("c3-d4"))
    events = s.apply(s.action_from_json({"draw": "decline"}), seat=1)
    assert [(e.kind, e.public["seat"]) for e in events] == [("draw_declined", 1)]
    assert s.current_seat() == 1 and s.draw_offer is None and s.outcome() is None
    with pytest.raises(IllegalAction) as again:
        s.apply(DrawAction("decline"))
    assert "not offered" in again.value.message("en")


def test_a_bot_answers_an_offer_by_its_evaluation() -> None:
    # Equal: the start, White offered and moved; Black is not better and accepts.
    s = GAME.new_state()
    assert s.draw_answer(1) is None and s.draw_answer(0) is None
    s.apply(DrawAction("offer"))
    s.apply(s.parse_action("c3-d4"))
    assert s.draw_answer(0) is None  # not the offerer, not out of turn
    assert s.draw_answer(1) == DrawAction("accept")
    # Black two men up: it declines; White two men up: Black (worse) accepts.
    up = state("W:Wa1,c1,e1:Bb8,d8,f8,h8,b6")
    up.apply(DrawAction("offer"))
    up.apply(up.parse_action("a1-b2"))
    assert up.draw_answer(1) == DrawAction("decline")
    down = state("W:Wa1,c1,e1,g1,b4:Bb8,d8,f8")
    down.apply(DrawAction("offer"))
    down.apply(down.parse_action("a1-b2"))
    assert down.draw_answer(1) == DrawAction("accept")


def test_d7_refusals_name_the_reason() -> None:
    s = GAME.new_state()
    with pytest.raises(IllegalAction) as nothing:
        s.apply(DrawAction("accept"))
    assert "not offered" in nothing.value.message("en")
    s.apply(DrawAction("offer"))
    with pytest.raises(IllegalAction) as twice:
        s.apply(DrawAction("offer"))
    assert "already" in twice.value.message("en")
    classical = GAME.new_state(GAME.options.resolve("classical"))
    with pytest.raises(IllegalAction) as early:
        classical.apply(DrawAction("offer"))
    assert "20" in early.value.message("ru")
    off = GAME.new_state(GAME.options.resolve("pydraughts"))
    assert off.draw_actions() == []
    with pytest.raises(IllegalAction) as banned:
        off.apply(DrawAction("offer"))
    assert banned.value.code == "draw_not_allowed"
    assert s.ply == 0 and classical.ply == 0


def test_d7_opens_after_the_minimum_number_of_moves() -> None:
    s = GAME.new_state(GAME.options.resolve(overrides={"min_moves_before_agreement": 2}))
    for text in ["c3-d4", "f6-g5", "g3-h4"]:
        assert s.draw_actions() == []
        s.apply(s.parse_action(text))
    assert s.draw_actions() == []
    s.apply(s.parse_action("b6-a5"))
    assert s.draw_actions() == [DrawAction("offer")]


def test_draw_progress_in_the_view() -> None:
    s = state("W:WKc1,Ke1:BKd8")
    walk(s, 4)
    rules = {r["rule"]: r for r in s.view(None)["draw"]["rules"]}
    assert rules["D5"]["count"] == 4 and rules["D5"]["limit"] == 10
    assert rules["D2"]["count"] == 4 and rules["D2"]["limit"] == 30
    assert set(rules["D5"]["name"]) == {"ru", "en"}
