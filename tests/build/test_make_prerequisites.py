"""`make test` on a fresh machine: what it needs from the system is installed (as root, with
Debian's apt-get) or named in one line before anything slow starts.

This machine's own chromium stays where it is: the tests point the Makefile's CHROMIUM at
a path that does not exist, APT_GET at a stand-in that records what it was asked (and, to
be the installer, puts an executable where CHROMIUM points), and USER_ID at root or not.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FAKE_APT = """#!/bin/sh
echo "$@" >> "{log}"
case "$1" in install) printf '#!/bin/sh\\n' > "{target}"; chmod +x "{target}";; esac
exit {code}
"""


def _make(tmp_path: Path, *arguments: str, apt_code: int = 0) -> tuple[int, str, list[str]]:
    log = tmp_path / "apt.log"
    log.unlink(missing_ok=True)
    fake = tmp_path / "apt-get"
    target = tmp_path / "bin" / "chromium"
    target.parent.mkdir(exist_ok=True)
    fake.write_text(FAKE_APT.format(log=log, target=target, code=apt_code))
    fake.chmod(0o755)
    run = subprocess.run(
        ["make", "--no-print-directory", "-s", *arguments, f"APT_GET={fake}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "MAKEFLAGS": ""},
    )
    calls = log.read_text().splitlines() if log.exists() else []
    return run.returncode, (run.stdout + run.stderr).strip(), calls


def test_a_missing_chromium_is_installed_by_root(tmp_path: Path) -> None:
    target = tmp_path / "bin" / "chromium"
    code, output, calls = _make(tmp_path, "chromium", f"CHROMIUM={target}", "USER_ID=0")
    assert code == 0, output
    assert calls == ["update -q", "install -y -q chromium"]
    assert os.access(target, os.X_OK)
    # Present now: nothing more is asked of apt-get.
    code, output, calls = _make(tmp_path, "chromium", f"CHROMIUM={target}", "USER_ID=0")
    assert code == 0 and calls == [], output


def test_without_root_make_test_stops_at_once_saying_what_to_run(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "chromium"
    code, output, calls = _make(tmp_path, "test", f"CHROMIUM={missing}", "USER_ID=1000")
    assert code != 0 and calls == []
    assert len(output.splitlines()) == 1, output
    assert "`sudo apt-get install chromium`, then `make test` again" in output
    assert str(missing) in output


def test_a_failed_install_fails_make(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "chromium"
    code, _, calls = _make(tmp_path, "chromium", f"CHROMIUM={missing}", "USER_ID=0", apt_code=100)
    assert code != 0 and calls == ["update -q"]


def test_npm_is_installed_or_named_the_same_way(tmp_path: Path) -> None:
    code, _, calls = _make(tmp_path, "npm", "NPM=", "USER_ID=0")
    assert code == 0 and calls == ["update -q", "install -y -q nodejs npm"]
    code, output, calls = _make(tmp_path, "npm", "NPM=", "USER_ID=1000")
    assert code != 0 and calls == []
    assert "`sudo apt-get install nodejs npm`, then `make npm` again" in output


def test_make_run_does_not_ask_for_chromium(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "chromium"
    run = subprocess.run(
        ["make", "-n", "run", f"CHROMIUM={missing}", "USER_ID=1000"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert "chromium" not in run.stdout + run.stderr


def test_a_missing_c_compiler_is_installed_as_gcc(tmp_path: Path) -> None:
    # The search kernels are compiled by `make kernel` (a prerequisite of install, test and
    # run); a machine without `cc` gets Debian's gcc like chromium. The stand-in installer
    # puts a do-nothing executable where CC points, so the compiled library stays as it is.
    compiler = tmp_path / "bin" / "chromium"
    code, output, calls = _make(tmp_path, "-B", "kernel", f"CC={compiler}", "USER_ID=0")
    assert code == 0, output
    assert calls == ["update -q", "install -y -q gcc"]
    missing = tmp_path / "nowhere" / "cc"
    code, output, calls = _make(tmp_path, "-B", "kernel", f"CC={missing}", "USER_ID=1000")
    assert code != 0 and calls == []
    assert "`sudo apt-get install gcc`, then `make kernel` again" in output
