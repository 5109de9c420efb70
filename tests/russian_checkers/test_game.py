"""The game as the engine and the server see it: registry, options, views, evaluation, rendering."""

from __future__ import annotations

import json
import random

import pytest

from igroteka.bots import AlphaBetaBot
from igroteka.engine import OptionError, all_games, get_game

from .helpers import GAME, pd_board, random_fen, state


def test_registered_with_names_and_two_seats() -> None:
    assert get_game("russian_checkers") is GAME
    assert GAME in all_games()
    card = GAME.describe()
    assert card["name"] == {"ru": "Русские шашки", "en": "Russian draughts"}
    assert card["min_seats"] == card["max_seats"] == 2
    assert json.dumps(card, ensure_ascii=False)


def test_presets_and_options() -> None:
    official = GAME.options.resolve()
    assert GAME.options.default_preset == "official"
    assert all(
        official[key] for key in official if key.startswith("draw_") and key != "draw_reading"
    )
    assert official["draw_reading"] == "federation" and official["min_moves_before_agreement"] == 0
    assert GAME.options.resolve("classical")["min_moves_before_agreement"] == 20
    pyd = GAME.options.resolve("pydraughts")
    assert pyd["draw_reading"] == "pydraughts" and pyd["draw_agreement"] is False
    assert GAME.options.preset("official").name.render("ru") == "Официальные правила"
    assert GAME.options.matching_preset(pyd) == "pydraughts"


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"no_such": 1}, "Unknown option"),
        ({"draw_reading": "fide"}, "Invalid value"),
        ({"min_moves_before_agreement": -1}, "outside"),
        ({"draw_repetition": "maybe"}, "Invalid value"),
    ],
)
def test_bad_options_are_refused(overrides: dict, words: str) -> None:
    with pytest.raises(OptionError) as bad:
        GAME.new_state(GAME.options.resolve(overrides=overrides))
    assert words in bad.value.message("en")


def test_new_state_accepts_partial_options() -> None:
    s = GAME.new_state({"draw_repetition": False})
    assert s.options["draw_repetition"] is False and s.options["draw_kings_only"] is True


def test_view_has_the_board_shape() -> None:
    s = GAME.new_state()
    s.apply(s.parse_action("c3-d4"))
    s.apply(s.parse_action("f6-e5"))
    s.apply(s.parse_action("d4:f6"))
    view = s.view(1)
    assert view["kind"] == "board" and view["width"] == view["height"] == 8
    assert view["turn"] == 1 and view["ply"] == 3
    assert view["last_move"] == ["d4", "f6"] and view["captured_last"] == ["e5"]
    assert view["fen"] == s.position() and view["must_capture"] is True
    assert {"square": "f6", "seat": 0, "king": False} in view["pieces"]
    assert len(view["pieces"]) == 23
    assert view == s.view(0) == s.view(None)
    assert json.loads(json.dumps(view)) == view


def test_outcome_in_the_view() -> None:
    view = state("B:Wc3,b4:Ba5").view(None)
    assert view["turn"] is None
    assert view["outcome"]["winners"] == [0]
    assert view["outcome"]["reason"]["ru"] and view["outcome"]["reason"]["en"]


def test_evaluate_prefers_material_and_stays_in_range() -> None:
    ahead = state("W:Wa1,c1,e1,g1:Bh8")
    assert 0 < ahead.evaluate(0) < 1 and ahead.evaluate(1) == -ahead.evaluate(0)
    king = state("W:WKa1:Bh8")
    man = state("W:Wa1:Bh8")
    assert king.evaluate(0) > man.evaluate(0)
    assert state("B:Wc3,b4:Ba5").evaluate(0) == 1.0
    assert GAME.new_state().evaluate(0) == pytest.approx(0.0, abs=0.05)


def test_search_actions_put_the_bigger_capture_first() -> None:
    s = state("W:Wc3,g3:Bb4,d6,f4")
    assert [str(a) for a in s.search_actions()] == ["g3:e5:c7", "c3:a5"]
    r11 = state("W:WKc1:Bb2,b4,e5,e3,c3")
    ordered = [str(a) for a in r11.search_actions()]
    assert len(ordered) == 4 and ordered[-2:] in (
        ["c1:a3:c5:f2", "c1:a3:c5:g1"],
        ["c1:a3:c5:g1", "c1:a3:c5:f2"],
    )


def test_search_actions_put_promotion_before_quiet_moves() -> None:
    s = state("W:Wc7,a1:Bh2")
    assert str(s.search_actions()[0]) in ("c7-b8", "c7-d8")


def test_a_position_is_quiet_exactly_when_pydraughts_has_no_capture() -> None:
    rng = random.Random(31)
    checked = {True: 0, False: 0}
    for _ in range(1500):
        fen = random_fen(rng)
        pd_captures = any(m.captures for m in pd_board(fen).legal_moves())
        quiet = state(fen).quiet()
        assert quiet is not pd_captures, fen
        checked[quiet] += 1
    assert min(checked.values()) > 100  # both kinds of position were seen


def test_search_plays_a_pending_capture_out_before_judging() -> None:
    # g3-f4 and c3-d4 step into the centre but let e5 take the man (e5:g3, e5:c3); b4 and
    # h4 are safe. One ply that trusts the count after White's move picks f4; playing the
    # capture out keeps the man.
    s = state("W:Wc3,g3:Be5,h8")
    trusting = AlphaBetaBot(max_depth=1, time_budget=None, extensions=0)
    careful = AlphaBetaBot(max_depth=1, time_budget=None)
    assert str(trusting.choose(s, 0, random.Random(1))) == "g3-f4"
    no_quiescence = AlphaBetaBot(max_depth=1, time_budget=None, quiescence=0)
    assert str(no_quiescence.choose(s, 0, random.Random(1))) == "g3-f4"
    assert str(careful.choose(s, 0, random.Random(1))) in ("c3-b4", "g3-h4")


def test_render_text_marks_the_last_move() -> None:
    s = GAME.new_state()
    s.apply(s.parse_action("c3-d4"))
    plain = s.render_text(0, lang="en")
    lines = plain.splitlines()
    assert lines[0].split() == list("abcdefgh") and lines[-2].split() == list("abcdefgh")
    assert lines[1].startswith(" 8") and lines[8].startswith(" 1")
    assert "[w]" in lines[5] and "[.]" in lines[6]
    assert "Black to move" in lines[-1] and "c3-d4" in lines[-1]
    russian = s.render_text(0).splitlines()[-1]
    assert "Ход чёрных" in russian and "последний ход: c3-d4" in russian
    assert "Black" not in russian
    flipped = s.render_text(1).splitlines()
    assert flipped[0].split() == list("hgfedcba") and flipped[1].startswith(" 1")
    coloured = s.render_text(0, color=True)
    assert "\x1b[" in coloured and "\x1b[48;5;136m" in coloured


def test_rules_pages_exist_in_both_languages() -> None:
    ru = GAME.rules_markdown("ru")
    en = GAME.rules_markdown("en")
    for page in (ru, en):
        for rule in ("D1", "D2", "D3", "D4", "D5", "D6", "D7"):
            assert rule in page
    assert "бить обязательно" in ru.lower() and "турецк" in ru.lower()
    assert "turkish strike" in en.lower() and "pydraughts" in en
