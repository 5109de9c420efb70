"""Moves as typed and as JSON, the disc names, and refusals that say why in both languages."""

from __future__ import annotations

import math

import pytest

from igroteka.engine.errors import IgrotekaError, IllegalAction, MalformedAction
from igroteka.games.chapaev import GAME
from igroteka.games.chapaev.actions import KEEP, SWAP, Flick
from igroteka.games.chapaev.physics import collide
from tests.chapaev.helpers import A1, A8, state_with


def bilingual(error: IgrotekaError) -> tuple[str, str]:
    return error.text.render("ru"), error.text.render("en")


def test_a_flick_is_typed_as_piece_angle_power() -> None:
    state = GAME.new_state()
    assert state.parse_action("c1 87 0.6") == Flick("c1", 87.0, 0.6)
    assert state.parse_action("C1 87 0,6") == Flick("c1", 87.0, 0.6)
    assert str(Flick("c1", 87.0, 0.6)) == "c1 87 0.6"
    assert state.parse_action(str(Flick("h1", 123.456789, 0.123456789))) == Flick(
        "h1", 123.456789, 0.123456789
    )
    assert state.parse_action("swap") == SWAP and state.parse_action("keep") == KEEP


@pytest.mark.parametrize("text", ["c1 87", "c1 left 0.5", "flick", "c1 nan 0.5"])
def test_an_unreadable_flick_is_malformed(text: str) -> None:
    with pytest.raises(MalformedAction) as info:
        GAME.new_state().parse_action(text)
    ru, en = bilingual(info.value)
    assert "c1 87 0.6" in ru and "c1 87 0.6" in en


@pytest.mark.parametrize(
    ("text", "code"),
    [("d8 270 0.5", "not_yours"), ("d4 90 0.5", "no_piece"), ("d1 90 1.5", "out_of_range"),
     ("d1 -5 0.5", "out_of_range"), ("d1 90 0.01", "out_of_range")],
)
def test_an_illegal_flick_says_why(text: str, code: str) -> None:
    state = GAME.new_state()
    with pytest.raises(IllegalAction) as info:
        state.parse_action(text)
    assert info.value.code == code
    ru, en = bilingual(info.value)
    assert ru != en and ru and en


def test_json_shapes() -> None:
    state = GAME.new_state()
    flick = {"flick": {"piece": "e1", "angle": 90, "power": 0.5}}
    assert state.action_from_json(flick) == Flick("e1", 90.0, 0.5)
    assert state.action_from_json({"piece": "e1", "angle": 90, "power": 0.5}) == Flick(
        "e1", 90.0, 0.5
    )
    for bad in ({"flick": {"piece": "e1", "angle": "up", "power": 0.5}}, {"flick": {}}, [1], {}):
        with pytest.raises(MalformedAction):
            state.action_from_json(bad)
    with pytest.raises(IllegalAction) as info:
        state.apply(SWAP)
    assert info.value.code == "no_pie_now"


def test_two_discs_on_one_square_get_told_apart() -> None:
    state = state_with({2: (0.105, 0.14), 3: (0.15, 0.15), 0: A1, 8: A8})
    assert state.piece_names(0) == {"a1": 0, "c4": 2, "d4": 3}
    state.arrange({2: (0.085, 0.125), 3: (0.115, 0.155), 0: A1, 8: A8})
    assert state.piece_names(0) == {"a1": 0, "c4": 2, "c4/2": 3}
    assert state.parse_action("c4/2 90 0.3") == Flick("c4/2", 90.0, 0.3)


def test_contact_friction_drags_sideways_but_never_past_sticking() -> None:
    d = 0.028
    bx, by = d * math.cos(math.radians(30)), -d * math.sin(math.radians(30))
    plain = collide(0.0, 0.0, 1.0, 0.0, bx, by, 0.0, 0.0, 0.85)
    rough = collide(0.0, 0.0, 1.0, 0.0, bx, by, 0.0, 0.0, 0.85, 0.1)
    normal = (bx / d, by / d)
    tangent = (-normal[1], normal[0])

    def along(v: tuple[float, float], axis: tuple[float, float]) -> float:
        return v[0] * axis[0] + v[1] * axis[1]

    # The normal parts are the same; B now gets a tangential 0.1 x its normal impulse.
    assert along(rough[2:], normal) == pytest.approx(along(plain[2:], normal))
    assert abs(along(rough[2:], tangent)) == pytest.approx(0.1 * 0.8011, abs=1e-4)
    assert (rough[0] + rough[2], rough[1] + rough[3]) == (pytest.approx(1.0), pytest.approx(0.0))
    # A huge μc only stops the slip: both end with the same tangential speed.
    sticky = collide(0.0, 0.0, 1.0, 0.0, bx, by, 0.0, 0.0, 0.85, 100.0)
    assert along(sticky[:2], tangent) == pytest.approx(along(sticky[2:], tangent))


def test_the_option_reaches_the_physics() -> None:
    on = GAME.new_state(GAME.resolve_options("classic", {"contact_friction": True}))
    assert on.physics.contact_friction == 0.1
    assert GAME.new_state().physics.contact_friction == 0.0
