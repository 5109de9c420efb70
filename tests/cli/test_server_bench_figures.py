"""`igroteka bench server`'s table: the CPU a move costs, with and without the sockets' upkeep.

A server with thousands of sockets spends CPU every second however few moves are made
(pings, timers); the bench measures that while nobody moves and gives the CPU per move both
with it and without it, and how much of it was the kernel's.
"""

from __future__ import annotations

import pytest

from igroteka.bench.server_load import Bench, Figures, bucket_quantile, cpu_list, histogram_buckets


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


def test_the_servers_p99_is_read_from_their_histograms_buckets() -> None:
    # 1000 moves: 980 within 2.5 ms, 995 within 10 ms, all within 25 ms.
    buckets = [(0.001, 500.0), (0.0025, 980.0), (0.005, 985.0), (0.01, 995.0), (0.025, 1000.0)]
    rows = dict(_figures(server_move_buckets=[*buckets, (float("inf"), 1000.0)]).rows())
    assert rows["server time per move, p99"] == "at most 10 ms"
    assert bucket_quantile(buckets, 0.5) == 0.001
    assert bucket_quantile([(0.001, 0.0), (float("inf"), 0.0)], 0.99) is None
    slow = [(0.001, 10.0), (1.0, 50.0), (float("inf"), 100.0)]
    assert dict(_figures(server_move_buckets=slow).rows())["server time per move, p99"] == (
        "over 1 s"
    )


def test_the_load_generators_own_lateness_is_shown_when_measured() -> None:
    assert "load generator's own loop late, p99" not in dict(_figures().rows())
    lags = [0.0001] * 990 + [0.030] * 9 + [0.120]
    rows = dict(_figures(client_lags=lags).rows())
    assert rows["load generator's own loop late, p99"] == "30.0 ms"
    assert rows["load generator's own loop late, max"] == "120.0 ms"


def test_buckets_are_read_from_the_metrics_text() -> None:
    text = (
        "# HELP igroteka_move_seconds x\n"
        'igroteka_move_seconds_bucket{le="0.001"} 3.0\n'
        'igroteka_move_seconds_bucket{le="+Inf"} 7.0\n'
        "igroteka_move_seconds_count 7.0\n"
    )
    assert histogram_buckets(text, "igroteka_move_seconds") == {0.001: 3.0, float("inf"): 7.0}


def test_cpu_lists_read_as_taskset_reads_them_and_a_wrong_one_is_refused() -> None:
    assert cpu_list("0") == {0}
    assert cpu_list("1,3") == {1, 3}
    assert cpu_list("0-2, 5") == {0, 1, 2, 5}
    for wrong in ("", "one", "0-x", "1,,2"):
        with pytest.raises(ValueError, match="not a list of CPUs"):
            cpu_list(wrong)


def test_the_table_says_which_cpus_each_side_was_kept_to() -> None:
    rows = dict(_figures().rows())
    assert rows["server kept to CPUs"] == "any"
    rows = dict(_figures(server_cpus="0", client_cpus="1").rows())
    assert (rows["server kept to CPUs"], rows["load generator kept to CPUs"]) == ("0", "1")
