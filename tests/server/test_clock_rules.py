"""Time controls on their own, with a hand-moved clock."""

from __future__ import annotations

import pytest

from igroteka.server import clocks
from igroteka.server.clocks import Clock, ClockSpec
from igroteka.server.errors import ClubError


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def fake_time(monkeypatch: pytest.MonkeyPatch) -> FakeTime:
    fake = FakeTime()
    monkeypatch.setattr(clocks.time, "monotonic", fake)
    return fake


def test_per_move_clock_refills_every_turn(fake_time: FakeTime) -> None:
    clock = Clock.start(ClockSpec.parse({"kind": "move", "seconds": 10}), 2)
    assert clock.begin_turn(0, timed=True) == 10
    fake_time.now += 7
    assert clock.left(0) == pytest.approx(3)
    clock.end_turn()
    assert clock.begin_turn(1, timed=True) == 10
    fake_time.now += 12
    assert clock.left(1) == 0
    clock.end_turn()
    assert clock.begin_turn(0, timed=True) == 10


def test_per_game_clock_charges_and_adds_the_increment(fake_time: FakeTime) -> None:
    spec = ClockSpec.parse({"kind": "game", "seconds": 60, "increment": 5})
    clock = Clock.start(spec, 2)
    clock.begin_turn(0, timed=True)
    fake_time.now += 20
    clock.end_turn()
    assert clock.remaining == [45, 60]
    clock.begin_turn(0, timed=True)
    fake_time.now += 50
    clock.end_turn()
    assert clock.remaining[0] == 0  # flagged: no increment after the time ran out
    assert clock.begin_turn(0, timed=True) == 0
    restored = Clock.start(spec, 2, {"remaining": clock.stored()["remaining"]})
    assert restored.remaining == [0, 60]


def test_untimed_turns_and_no_clock(fake_time: FakeTime) -> None:
    clock = Clock.start(ClockSpec.parse({"kind": "move", "seconds": 10}), 2)
    assert clock.begin_turn(0, timed=False) is None
    none = Clock.start(ClockSpec.parse(None), 2)
    assert none.begin_turn(0, timed=True) is None and not none.active
    assert none.to_json()["kind"] == "none"


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "hourglass"},
        {"kind": "move", "seconds": 0},
        {"kind": "game", "seconds": 99999},
        {"kind": "game", "seconds": 60, "increment": -1},
        {"kind": "move", "seconds": "soon"},
    ],
)
def test_bad_clocks_are_refused(data: dict[str, object]) -> None:
    with pytest.raises(ClubError) as error:
        ClockSpec.parse(data)
    assert error.value.code == "bad_clock" and error.value.text.en
