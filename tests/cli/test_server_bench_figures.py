"""`igroteka bench server`'s table: the CPU a move costs, with and without the sockets' upkeep.

A server with thousands of sockets spends CPU every second however few moves are made
(pings, timers); the bench measures that while nobody moves and gives the CPU per move both
with it and without it, and how much of it was the kernel's.
"""

from __future__ import annotations

import pytest

from igroteka.bench.server_load import Bench, Figures


def _figures(**overrides: object) -> Figures:
    values: dict[str, object] = {
        "game": "kozel",
        "tables": 10,
        "connections": 40,
        "seconds": 10.0,
        "moves": 1000,
        "latencies": [0.001] * 98 + [0.040, 0.060],
        "server_move_ms": 0.5,
        "journal_commits": 500,
        "idle": 0,
        "idle_kib": None,
        "server_cpu_s": 1.0,
        "server_sys_s": 0.2,
        "upkeep_cpu_per_s": 0.05,
        "processes": 2,
    }
    values.update(overrides)
    return Figures(**values)  # type: ignore[arg-type]


def test_cpu_per_move_with_and_without_the_upkeep() -> None:
    rows = dict(_figures().rows())
    assert rows["server processes"] == "2"
    assert rows["server CPU per move"] == "1.00 ms"
    assert rows["of which in the kernel (system calls)"] == "0.20 ms"
    assert rows["server CPU with the sockets open, nobody moving (upkeep)"] == "5.0%"
    # 1.0 s of CPU over 10 s, 0.5 s of it upkeep, over 1000 moves.
    assert rows["server CPU per move, upkeep aside"] == "0.50 ms"
    assert rows["move → every seat updated, p99"] == "60.0 ms"


def test_servers_already_running_give_no_cpu_rows() -> None:
    rows = dict(_figures(server_cpu_s=None, server_sys_s=None, upkeep_cpu_per_s=None).rows())
    assert "server CPU per move" not in rows
    assert "server CPU per move, upkeep aside" not in rows


def test_several_processes_each_get_a_port_and_one_url_is_the_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("IGROTEKA_BENCH_PROCESSES", raising=False)
    one = Bench("kozel", 4, 10, 10, 0)
    assert len(one.urls) == 1 and not one.nodes
    monkeypatch.setenv("IGROTEKA_BENCH_PROCESSES", "2")
    two = Bench("kozel", 4, 10, 10, 0)
    assert two.nodes and len(set(two.urls)) == 2
    assert two.ws_url(1) == two.urls[1].replace("http", "ws", 1) + "/ws"
