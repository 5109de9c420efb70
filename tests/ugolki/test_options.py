"""Options as a whole: every preset plays, impossible combinations are refused clearly."""

from __future__ import annotations

import random

import pytest

from igroteka.engine.errors import OptionError

from .helpers import GAME, options, start

PRESETS = [p.key for p in GAME.options.presets]


def test_default_preset_is_the_online_club():
    assert GAME.options.default_preset == "online"
    values = GAME.resolve_options()
    assert values["home"] == "3x4" and values["board"] == "8x8"
    assert values["leave_deadline"] == 40 and values["cutoff_move"] == 80
    assert values["mirror_limit"] and values["repetition"] and values["no_lock"]
    assert GAME.options.matching_preset(values) == "online"


def test_required_presets_exist():
    assert {
        "online",
        "diagonal",
        "kosye",
        "gambiter_halma8",
        "gambiter_halma10",
        "gambiter_mini",
        "halma16",
        "halma16_4",
        "kostrov",
    } <= set(PRESETS)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_builds_and_plays_to_the_end(preset):
    state = start(preset)
    pieces = {
        "online": 12,
        "diagonal": 12,
        "kosye": 9,
        "gambiter_halma8": 10,
        "gambiter_halma10": 15,
        "gambiter_mini": 9,
        "classic50": 12,
        "halma16": 19,
        "halma16_4": 13,
        "kostrov": 9,
        "novice": 9,
    }[preset]
    assert [len(p) for p in state.pieces] == [pieces] * GAME.seat_count(state.options)
    rng = random.Random(preset)
    while not state.is_terminal():
        state.apply(rng.choice(state.search_actions()))
    result = state.outcome()
    assert result is not None
    assert len(result.returns) == GAME.seat_count(state.options)
    assert result.reason.ru and result.reason.en


def test_seat_count_follows_players():
    assert GAME.seat_count(options("halma16_4")) == 4
    assert GAME.seat_count(options("halma16")) == 2
    assert GAME.min_seats == 2 and GAME.max_seats == 4


@pytest.mark.parametrize(
    ("preset", "overrides", "option", "word"),
    [
        ("online", {"home": "tri5"}, "home", "10×10"),
        ("online", {"home": "halma19"}, "home", "16×16"),
        ("halma16", {"home": "3x4"}, "home", "8×8"),
        ("online", {"players": "4"}, "players", "16×16"),
        ("halma16", {"players": "4"}, "home", "two players"),
        ("halma16_4", {"home": "halma19"}, "home", "19"),
        ("halma16_4", {"mirror_limit": True}, "mirror_limit", "two-player"),
        ("online", {"leave_deadline": 80}, "leave_deadline", "80"),
        ("online", {"no_return": True, "leave_deadline": 0}, "no_return", "deadline"),
        ("online", {"moves": "knight"}, "moves", "knight"),
        ("online", {"leave_deadline": -1}, "leave_deadline", "-1"),
    ],
)
def test_impossible_combinations_are_refused(preset, overrides, option, word):
    with pytest.raises(OptionError) as caught:
        GAME.resolve_options(preset, overrides)
    error = caught.value
    assert error.details.get("option") == option
    assert word in error.text.render("en")
    assert error.text.render("ru") != error.text.render("en")


def test_unknown_option_and_preset():
    with pytest.raises(OptionError):
        GAME.resolve_options("online", {"colour": "red"})
    with pytest.raises(OptionError):
        GAME.resolve_options("nonsense")


def test_stored_options_validate_again():
    values = options("gambiter_halma10")
    assert GAME.options.validate(values) == values
    bad = dict(values, board="8x8")
    with pytest.raises(OptionError):
        GAME.options.validate(bad)


def test_rules_pages_name_every_preset_and_end_rule():
    for lang in ("ru", "en"):
        page = GAME.rules_markdown(lang)
        assert len(page) > 3000
        for preset in GAME.options.presets:
            assert preset.name.render(lang) in page
        for option in GAME.options.options:
            assert option.label.render(lang) in page


def test_the_block_of_twelve_is_a_piece_count_not_a_board():
    """«“уголки” или “блок” (12X12)» counts pieces: a dozen in a 3×4 corner, which is here."""
    assert any(choice.value == "3x4" for choice in GAME.options.option("home").choices)
    for lang in ("ru", "en"):
        page = GAME.rules_markdown(lang)
        not_done = next(line for line in page.splitlines() if "Не сделано" in line
                        or "Not done" in line)
        assert "12×12" not in not_done
        assert "блок" in page
