"""The view a client draws, the tempo number, the terminal drawing, the bots' heuristic."""

from __future__ import annotations

import json

import pytest

from igroteka.engine import get_game
from igroteka.engine.errors import IllegalAction

from .helpers import GAME, play, position, start


def test_registered_with_names():
    game = get_game("ugolki")
    assert game is GAME
    assert game.name.ru.startswith("Уголки") and "Halma" in game.name.en
    assert json.dumps(game.describe())


def test_tempo_number_on_the_start_position():
    # Seed: the tempo number is the sum of every piece's orthogonal steps to the far corner.
    # White's 3x4 home a1-d3 to h8: the files a..d are 7, 6, 5, 4 steps from h, three pieces
    # each: 66; the ranks 1..3 are 7, 6, 5 steps from 8, four pieces each: 72. 66 + 72 = 138.
    view = start().view(None)
    assert view["tempo"] == {"0": 138, "1": 138}
    # Kostrov's 3x3 town f1-h3 heads for a8: files 5, 6, 7 and ranks 7, 6, 5, three each.
    assert start("kostrov").view(None)["tempo"] == {"0": 108, "1": 108}


def test_tempo_number_formula_on_every_preset():
    for preset in GAME.options.presets:
        state = start(preset.key)
        geo = state.rules.geo
        for seat, cells in enumerate(geo.home_order):
            cf, cr = geo.target_corner[seat]
            expected = sum(abs(i % geo.size - cf) + abs(i // geo.size - cr) for i in cells)
            assert state.view(None)["tempo"][str(seat)] == expected
        # Opponents start from mirror-image corners, so the tempo numbers are equal.
        assert len(set(state.view(None)["tempo"].values())) == 1


def test_tempo_follows_the_moves():
    state = start()
    play(state, "c2:c4")
    assert state.view(None)["tempo"]["0"] == 136
    play(state, "f7:f5")
    assert state.view(None)["tempo"]["1"] == 136


def test_board_view_shape():
    state = start()
    view = state.view(0)
    assert view == state.view(None) == state.view(1)
    assert view["kind"] == "board" and view["width"] == view["height"] == 8
    assert view["turn"] == 0 and view["ply"] == 0 and view["last_move"] is None
    assert view["outcome"] is None and view["move_number"] == 1
    assert {"square": "a1", "seat": 0, "king": False} in view["pieces"]
    assert len(view["pieces"]) == 24
    assert view["homes"]["0"] == sorted(f"{f}{r}" for f in "abcd" for r in "123")
    assert view["targets"]["0"] == view["homes"]["1"]
    assert view["deadlines"]["leave_home"] == 40
    assert view["deadlines"]["leave_home_moves_left"] == 40
    assert view["deadlines"]["cutoff"] == 80 and view["deadlines"]["cutoff_judge"] == "pieces"
    assert view["mirror"] == {"limit": 10, "window": 12, "copies": 0}
    assert view["auto_finish"] is False
    assert start(auto_finish=True).view(None)["auto_finish"] is True
    json.dumps(view)


def test_view_after_the_end_carries_the_outcome():
    state = position("W:Wd6,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8,h8:Ba5", finish="immediate")
    play(state, "d6-e6")
    view = state.view(None)
    assert view["turn"] is None
    assert view["outcome"]["winners"] == [0]
    assert view["outcome"]["reason"]["ru"]
    json.dumps(view)


def test_four_player_view():
    view = start("halma16_4").view(2)
    assert view["width"] == 16 and view["players"] == 4
    assert set(view["homes"]) == {"0", "1", "2", "3"}
    assert view["targets"]["0"] == view["homes"]["2"]
    assert view["targets"]["1"] == view["homes"]["3"]
    assert "a1" in view["homes"]["0"] and "a16" in view["homes"]["1"]
    assert "p16" in view["homes"]["2"] and "p1" in view["homes"]["3"]
    assert all(len(v) == 13 for v in view["homes"].values())


def test_white_corner_right_mirrors_the_homes():
    view = start("gambiter_halma8").view(None)
    assert view["homes"]["0"] == sorted(
        ["e1", "f1", "g1", "h1", "f2", "g2", "h2", "g3", "h3", "h4"]
    )
    assert "a8" in view["homes"]["1"] and "d8" in view["homes"]["1"]


def test_render_text_plain_and_coloured():
    state = start()
    play(state, "d3-d4")
    plain = state.render_text(0, color=False)
    lines = plain.splitlines()
    assert lines[0].split() == list("abcdefgh")
    assert lines[1].split()[0] == "8" and lines[1].split()[-1] == "8"
    assert "[W]" in plain and "[+]" in plain
    assert "138" in plain and "137" in plain
    coloured = state.render_text(0, color=True)
    assert "\x1b[" in coloured and "●" in coloured
    big = start("halma16_4").render_text(None, color=False)
    assert big.splitlines()[0].split()[-1] == "p"


def test_evaluate_prefers_progress_and_stays_in_range():
    state = start()
    assert -1.0 <= state.evaluate(0) <= 1.0
    ahead = position("W:Wf6,g6:Bc3,b5")
    assert ahead.evaluate(0) > 0 > ahead.evaluate(1)
    late = position("W:Wa1,e5:Bd4,e3:36")
    free = position("W:We4,e5:Bd4,e3:36")
    assert late.evaluate(0) < free.evaluate(0)
    finished = position("W:Wd6,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8,h8:Ba5", finish="immediate")
    play(finished, "d6-e6")
    assert finished.evaluate(0) == 1.0 and finished.evaluate(1) == -1.0


def test_perft_counts_legal_actions():
    state = start()
    assert state.perft(0) == 1
    assert state.perft(1) == len(state.legal_actions()) == 14
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        total += len(child.legal_actions())
    assert state.perft(2) == total
    # After any of White's 14 first moves Black still has his own 14: no white piece can
    # reach rank 5, next to Black's home, in one move, so the two sides cannot interact yet.
    assert total == 14 * 14


def test_evaluate_sees_a_walled_in_home_piece_near_the_deadline():
    walled = position("W:Wa1,e5:Ba2,a3,b1,c1:36")
    open_way = position("W:Wa1,e5:Bh2,h3,g1,f1:36")
    assert walled.evaluate(0) < open_way.evaluate(0)
    assert walled.evaluate(1) > open_way.evaluate(1)


def test_moves_after_the_end_are_refused():
    state = position("W:Wd6,f6,g6,h6,e7,f7,g7,h7,e8,f8,g8,h8:Ba5", finish="immediate")
    play(state, "d6-e6")
    with pytest.raises(IllegalAction) as caught:
        play(state, "a5-a4")
    assert caught.value.code == "game_over"


def test_a_finished_game_shows_the_moves_played_and_leaves_the_reason_to_the_end_line(capsys):
    """A game over on move 40 reads «Сыграно ходов: 40», not «Ход 41», and the reason once."""
    import random

    from igroteka.cli.play import draw, show_outcome

    state = start()
    rng = random.Random(5)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    played = -(-state.ply // 2)
    reason = state.outcome().reason("ru")
    drawing = draw(state, 0, False, "ru")
    assert f"Сыграно ходов: {played}" in drawing and f"Ход {played + 1}" not in drawing
    assert f"Moves played: {played}" in draw(state, 0, False, "en")
    print(drawing)
    show_outcome(state, 0, "ru")
    assert capsys.readouterr().out.count(reason) == 1
