"""The HTTP API fuzzed from its own OpenAPI schema: no input may make the server fail (5xx),
and the schema is exact: schemathesis with every check it has finds nothing.

Requests go to a live server, many with a signed-in guest's cookie so the fuzzer gets
past the sign-in check into table creation and joins.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings

from tests.server.harness import LiveServer


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    path = tmp_path_factory.mktemp("fuzz") / "club.db"
    server = LiveServer(f"sqlite:///{path}").start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def guest_cookie(live: LiveServer) -> dict[str, str]:
    answer = httpx.post(f"{live.url}/api/auth/guest", json={"name": "Фаззер"})
    answer.raise_for_status()
    httpx.post(f"{live.url}/api/quickplay", json={"game": "test_cards"}, cookies=answer.cookies)
    return dict(answer.cookies)


def test_no_server_errors(live: LiveServer, guest_cookie: dict[str, str]) -> None:
    schema = schemathesis.openapi.from_url(f"{live.url}/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 15
    statuses: list[int] = []
    for operation in operations:

        @given(case=operation.as_strategy())
        @settings(
            max_examples=20,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            database=None,
        )
        def check(case: schemathesis.Case) -> None:
            # Logging out would end the shared session; it is fuzzed without the cookie.
            signed_in = case.path != "/api/auth/logout" and (
                case.method != "GET" or len(str(case.path_parameters)) % 2 == 0
            )
            response = case.call(
                base_url=live.url, cookies=guest_cookie if signed_in else None, timeout=10
            )
            statuses.append(response.status_code)
            assert response.status_code < 500, (case.method, case.path, response.text[:500])
            if response.status_code >= 400:
                error = response.json()["error"]
                assert error["code"] and error["text"]["ru"] and error["text"]["en"]

        check()
    assert len(statuses) >= 200
    assert sum(200 <= s < 300 for s in statuses) >= 20, sorted(set(statuses))


# A table that closed is Gone (410): the request was right, the table is no more. So 410 is
# one of the answers a valid request may get, besides those schemathesis counts by default.
CONFIG = """
[checks.positive_data_acceptance]
expected-statuses = ["2xx", "3xx", "401", "403", "404", "409", "410", "429"]
"""
CLI = "import sys; from schemathesis.cli import schemathesis; sys.exit(schemathesis())"


def _schemathesis(live: LiveServer, config: Path, *arguments: str) -> None:
    command = [
        sys.executable,
        "-c",
        CLI,
        "--config-file",
        str(config),
        "run",
        f"{live.url}/openapi.json",
        "--checks",
        "all",
        "--phases",
        "examples,coverage,fuzzing",
        "--max-examples",
        "25",
        "--seed",
        "20261201",
        "--generation-database",
        "none",
        "--workers",
        "1",
        "--no-color",
        *arguments,
    ]
    # Run beside the config, so that schemathesis's own cache stays out of the repository.
    run = subprocess.run(
        command, capture_output=True, text=True, timeout=900, cwd=config.parent
    )
    assert run.returncode == 0, run.stdout[-20_000:] + run.stderr[-2000:]
    assert "No issues found" in run.stdout or " passed" in run.stdout, run.stdout[-3000:]


def test_the_schema_is_exact_for_every_check(
    live: LiveServer, guest_cookie: dict[str, str], tmp_path: Path
) -> None:
    config = tmp_path / "schemathesis.toml"
    config.write_text(CONFIG)
    cookie = "; ".join(f"{k}={v}" for k, v in guest_cookie.items())
    # Logging out would end the shared session: it is run on its own, signed out.
    signed_in = ("--header", f"Cookie: {cookie}")
    _schemathesis(live, config, *signed_in, "--exclude-path", "/api/auth/logout")
    _schemathesis(live, config, "--include-path", "/api/auth/logout")
