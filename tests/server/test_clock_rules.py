"""Time controls on their own, with a hand-moved clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from igroteka.server import clocks
from igroteka.server.clocks import Clock, ClockSpec, latest_checkpoint, resumed_clock
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


def test_per_move_clock_refills_once_the_seat_has_moved(fake_time: FakeTime) -> None:
    clock = Clock.start(ClockSpec.parse({"kind": "move", "seconds": 10}), 2)
    assert clock.begin_turn(0) == 10
    fake_time.now += 7
    assert clock.left(0) == pytest.approx(3)
    clock.moved(0)
    assert clock.remaining == [10, 10] and clock.turn is None
    assert clock.begin_turn(1) == 10
    fake_time.now += 12
    assert clock.left(1) == 0
    clock.moved(1)
    assert clock.begin_turn(0) == 10


def test_an_interrupted_turn_keeps_what_it_used(fake_time: FakeTime) -> None:
    # A bot holds the seat for a while: the person gets back what was left, not a refill.
    clock = Clock.start(ClockSpec.parse({"kind": "move", "seconds": 10}), 2)
    clock.begin_turn(0)
    fake_time.now += 4
    clock.pause()
    fake_time.now += 100  # nobody's clock runs
    assert clock.begin_turn(0) == pytest.approx(6)
    # A bot moving for the seat ends the turn: the next one is a full allowance.
    clock.pause()
    clock.moved(0)
    assert clock.remaining[0] == 10


def test_per_game_clock_charges_and_adds_the_increment(fake_time: FakeTime) -> None:
    spec = ClockSpec.parse({"kind": "game", "seconds": 60, "increment": 5})
    clock = Clock.start(spec, 2)
    clock.begin_turn(0)
    fake_time.now += 20
    clock.moved(0)
    assert clock.remaining == [45, 60]
    # An interrupted turn earns no increment; neither does a move a bot made.
    clock.begin_turn(1)
    fake_time.now += 10
    clock.pause()
    clock.moved(1)
    assert clock.remaining == [45, 50]
    clock.begin_turn(0)
    fake_time.now += 50
    clock.moved(0)
    assert clock.remaining[0] == 0  # flagged: no increment after the time ran out
    assert clock.begin_turn(0) == 0
    restored = Clock.start(spec, 2, clock.stored())
    assert restored.remaining == [0, 50]


def test_untimed_turns_and_no_clock(fake_time: FakeTime) -> None:
    clock = Clock.start(ClockSpec.parse({"kind": "move", "seconds": 10}), 2)
    assert clock.begin_turn(None) is None and clock.turn is None
    none = Clock.start(ClockSpec.parse(None), 2)
    assert none.begin_turn(0) is None and not none.active
    assert none.to_json()["kind"] == "none"


AT = datetime(2026, 11, 30, 12, 0, 0, tzinfo=UTC)


def test_a_restart_charges_the_turn_up_to_the_stop_and_not_the_downtime() -> None:
    spec = ClockSpec.parse({"kind": "game", "seconds": 300, "increment": 0})
    checkpoint = {"remaining": [250.0, 200.0], "running": 1, "at": AT}
    # Seat 1 thought for 30 s before the server stopped; it was down for an hour.
    clock = resumed_clock(spec, 2, checkpoint, AT + timedelta(seconds=30))
    assert clock.remaining == [250.0, 170.0] and clock.turn is None
    # Nobody's clock was running: nothing is charged.
    idle = resumed_clock(spec, 2, {**checkpoint, "running": None}, AT + timedelta(hours=1))
    assert idle.remaining == [250.0, 200.0]
    # The heartbeat is older than the last move (a crash right after it): nothing is charged.
    early = resumed_clock(spec, 2, checkpoint, AT - timedelta(seconds=1))
    assert early.remaining == [250.0, 200.0]
    # More than was left: the time is up, never negative.
    late = resumed_clock(spec, 2, checkpoint, AT + timedelta(seconds=900))
    assert late.remaining == [250.0, 0.0]
    # No checkpoint (an untimed start) or no earlier run: the spec's full time, uncharged.
    assert resumed_clock(spec, 2, None, AT).remaining == [300.0, 300.0]
    assert resumed_clock(spec, 2, checkpoint, None).remaining == [250.0, 200.0]


def test_the_newest_checkpoint_wins() -> None:
    move = {"remaining": [10.0, 10.0], "running": 1}
    table = {
        "remaining": [10.0, 6.0],
        "running": None,
        "at": (AT + timedelta(seconds=4)).isoformat(),
    }
    newest = latest_checkpoint(move, AT, table)
    assert newest is not None and newest["running"] is None and newest["remaining"] == [10.0, 6.0]
    older = {**table, "at": (AT - timedelta(seconds=4)).isoformat()}
    newest = latest_checkpoint(move, AT.replace(tzinfo=None), older)  # SQLite: naive UTC
    assert newest is not None and newest["running"] == 1 and newest["at"] == AT
    assert latest_checkpoint(None, None, None) is None
    assert latest_checkpoint(None, None, {**table, "at": "not a time"}) is None


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


def test_several_clocks_run_at_once_and_each_move_stops_its_own(fake_time: FakeTime) -> None:
    spec = ClockSpec.parse({"kind": "game", "seconds": 60, "increment": 5})
    clock = Clock.start(spec, 3)
    # Three seats decide at once: all three clocks run.
    assert clock.run((0, 1, 2)) == {0: 60, 1: 60, 2: 60}
    assert clock.to_json()["running"] == [0, 1, 2]
    fake_time.now += 10
    # Seat 1 chooses: its clock stops (with its increment), the others run on.
    clock.moved(1)
    assert clock.running_seats() == (0, 2) and clock.remaining[1] == 55
    assert clock.run((0, 2)) == {0: pytest.approx(50), 2: pytest.approx(50)}
    fake_time.now += 5
    assert clock.stored() == {"remaining": [45, 55, 45], "running": [0, 2]}
    # A bot takes seat 2 over: only seat 0 runs, shown as a single seat again.
    assert clock.run((0,)) == {0: pytest.approx(45)}
    assert clock.remaining[2] == pytest.approx(45) and clock.to_json()["running"] == 0


def test_a_restart_charges_every_clock_that_was_running() -> None:
    spec = ClockSpec.parse({"kind": "game", "seconds": 300, "increment": 0})
    checkpoint = {"remaining": [250.0, 200.0, 100.0], "running": [0, 2], "at": AT}
    clock = resumed_clock(spec, 3, checkpoint, AT + timedelta(seconds=30))
    assert clock.remaining == [220.0, 200.0, 70.0] and clock.running_seats() == ()
    # Seats out of range or not numbers are ignored, never charged.
    odd = {**checkpoint, "running": [2, 7, "x", True]}
    assert resumed_clock(spec, 3, odd, AT + timedelta(seconds=30)).remaining == [250, 200, 70]
