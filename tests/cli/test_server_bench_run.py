"""`igroteka bench server` end to end: a small club started, played and measured for real.

The figures themselves are for docs/benchmarks.md; this checks that a run plays real moves
and prints its table, and that the servers and the load generator are kept to the CPUs
asked for (IGROTEKA_BENCH_SERVER_CPUS / IGROTEKA_BENCH_CLIENT_CPUS).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path


def test_a_small_run_plays_and_keeps_each_side_to_its_cpus(tmp_path: Path) -> None:
    cpus = sorted(os.sched_getaffinity(0))
    server_cpu, client_cpu = cpus[0], cpus[-1]
    playing = tmp_path / "playing"
    env = {
        **os.environ,
        "IGROTEKA_BENCH_TABLES": "3",
        "IGROTEKA_BENCH_RATE": "30",
        "IGROTEKA_BENCH_IDLE": "0",
        "IGROTEKA_BENCH_QUIET": "1",
        "IGROTEKA_BENCH_SERVER_CPUS": str(server_cpu),
        "IGROTEKA_BENCH_CLIENT_CPUS": str(client_cpu),
        "IGROTEKA_BENCH_PLAYING_FILE": str(playing),
    }
    bench = subprocess.Popen(
        [sys.executable, "-m", "igroteka.bench.server_load", "--game", "kozel"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 120
        while not playing.exists() or not playing.read_text().strip():
            assert bench.poll() is None, bench.communicate()
            assert time.monotonic() < deadline, "the play never began"
            time.sleep(0.2)
        servers = [int(pid) for pid in playing.read_text().split()]
        assert servers
        for pid in servers:
            assert os.sched_getaffinity(pid) == {server_cpu}
        assert os.sched_getaffinity(bench.pid) == {client_cpu}
        out, err = bench.communicate(timeout=120)
    finally:
        if bench.poll() is None:
            bench.kill()
            bench.wait()
    assert bench.returncode == 0, err
    rows = {
        cells[1].strip(): cells[2].strip()
        for cells in (line.split("|") for line in out.splitlines() if line.startswith("| "))
    }
    assert int(rows["moves applied"]) > 0
    assert rows["server kept to CPUs"] == str(server_cpu)
    assert rows["load generator kept to CPUs"] == str(client_cpu)
    assert rows["server time per move, p99"].startswith("at most ")
    assert rows["load generator's own loop late, p99"].endswith(" ms")
