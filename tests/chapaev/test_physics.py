"""The closed-form and collision cases of rules §5 (C11-C15): physics.py against the formulas."""

from __future__ import annotations

import math

import pytest

from igroteka.games.chapaev import GAME
from igroteka.games.chapaev.actions import Flick
from igroteka.games.chapaev.physics import V_MAX, Physics, collide, simulate, slide
from tests.chapaev.helpers import state_with

FAR = 100.0  # a board so large that nothing falls off while a lone disc slides


def lone_slide(v0: float) -> tuple[float, float]:
    xs, ys, alive = [1.0], [1.0], [True]
    shot = simulate(xs, ys, alive, 0, 0.0, v0 / V_MAX, board=FAR)
    return shot.xs[0] - 1.0, shot.duration


@pytest.mark.parametrize(("v0", "distance", "time"), [(1.0, 0.1699, 0.340), (2.5, 1.062, None)])
def test_c11_stopping_distance(v0: float, distance: float, time: float | None) -> None:
    d_closed, t_closed = slide(v0)
    assert d_closed == pytest.approx(distance, rel=5e-4)
    travelled, took = lone_slide(v0)
    assert travelled == pytest.approx(d_closed, rel=5e-3)
    if time is not None:
        assert t_closed == pytest.approx(time, rel=1e-3)
        assert took == pytest.approx(t_closed, rel=1e-2)


def test_c12_head_on_collision() -> None:
    va_x, va_y, vb_x, vb_y = collide(0.0, 0.0, 1.0, 0.0, 0.028, 0.0, 0.0, 0.0, 0.85)
    assert (va_x, vb_x) == (pytest.approx(0.075), pytest.approx(0.925))
    assert va_y == 0.0 and vb_y == 0.0
    assert va_x + vb_x == pytest.approx(1.0)


def test_c13_oblique_collision() -> None:
    # B sits so that the contact normal is 30 degrees from A's velocity (+x).
    d = 0.028
    bx, by = d * math.cos(math.radians(30)), -d * math.sin(math.radians(30))
    va_x, va_y, vb_x, vb_y = collide(0.0, 0.0, 1.0, 0.0, bx, by, 0.0, 0.0, 0.85)
    normal = (bx / d, by / d)
    tangent = (-normal[1], normal[0])
    assert math.hypot(vb_x, vb_y) == pytest.approx(0.8011, abs=1e-4)
    assert vb_x * tangent[0] + vb_y * tangent[1] == pytest.approx(0.0, abs=1e-12)
    assert va_x * tangent[0] + va_y * tangent[1] == pytest.approx(0.5, abs=1e-9)
    assert va_x * normal[0] + va_y * normal[1] == pytest.approx(0.0650, abs=1e-4)
    assert (va_x + vb_x, va_y + vb_y) == (pytest.approx(1.0), pytest.approx(0.0, abs=1e-12))


@pytest.mark.parametrize(("v0", "stays"), [(0.20, True), (0.30, False)])
def test_c14_edge_rule(v0: float, stays: bool) -> None:
    shot = simulate([0.310], [0.16], [True], 0, 0.0, v0 / V_MAX)
    assert shot.alive[0] is stays
    if stays:
        assert shot.xs[0] - 0.310 == pytest.approx(0.0067, rel=0.02)
    travelled, _ = lone_slide(v0)
    assert travelled == pytest.approx(slide(v0)[0], rel=0.02)


def test_c15_determinism() -> None:
    first, second = GAME.new_state(), GAME.new_state()
    a = first.apply(Flick("d1", 90.0, 0.6))
    b = second.apply(Flick("d1", 90.0, 0.6))
    assert first.xs == second.xs and first.ys == second.ys and first.alive == second.alive
    assert a[0].public == b[0].public
    assert [x.hex() for x in first.xs] == [x.hex() for x in second.xs]


def test_a_collision_conserves_momentum_in_the_simulation() -> None:
    shot = simulate([0.10, 0.20], [0.16, 0.16], [True, True], 0, 0.0, 0.4,
                    Physics(restitution=0.85), board=FAR)
    assert shot.xs[1] > 0.20 and shot.out == []


def test_the_trajectory_starts_at_the_disc_and_ends_where_it_stopped() -> None:
    state = state_with({3: (0.14, 0.06), 11: (0.14, 0.20), 0: (0.02, 0.02), 8: (0.02, 0.30)})
    events = state.apply(Flick("d2", 90.0, 0.5))
    frames = events[0].public["trajectory"]
    assert frames[0] == {"t": 0.0, "3": [0.14, 0.06]}
    for key, pose in frames[-1].items():
        if key != "t" and state.alive[int(key)]:
            assert pose == [pytest.approx(state.xs[int(key)], abs=1e-6),
                            pytest.approx(state.ys[int(key)], abs=1e-6)]
    assert "11" in frames[-1]
    times = [f["t"] for f in frames]
    assert times == sorted(times) and len(frames) >= 3
