"""Prometheus metrics and JSON logs.

Each app gets its own metrics registry, so several servers can live in one
test process. Logs are one JSON object per line; they carry ids (table, seat,
user, game), never a view, an action or a seed, so no secret reaches them.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

_STANDARD = set(logging.LogRecord("", 0, "", 0, "", (), None).__dict__) | {"message", "asctime"}


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.moves = Counter("igroteka_moves", "Actions applied at tables", registry=r)
        self.move_seconds = Histogram(
            "igroteka_move_seconds",
            "From receiving a move to every seat's update being queued",
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0),
            registry=r,
        )
        self.journal_commits = Counter(
            "igroteka_journal_commits", "Transactions that saved actions (group commit)", registry=r
        )
        self.games_started = Counter("igroteka_games_started", "Games started", registry=r)
        self.games_finished = Counter("igroteka_games_finished", "Games finished", registry=r)
        self.tables = Gauge("igroteka_tables", "Tables loaded in memory", registry=r)
        self.connections = Gauge("igroteka_connections", "Open WebSocket connections", registry=r)
        self.ws_errors = Counter(
            "igroteka_ws_errors", "Errors sent over WebSockets", ["code"], registry=r
        )
        self.http_requests = Counter(
            "igroteka_http_requests", "HTTP requests", ["method", "status"], registry=r
        )


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in record.__dict__.items():
            if key not in _STANDARD and not key.startswith("_"):
                data[key] = value
        if record.exc_info:
            data["error"] = self.formatException(record.exc_info)
        return json.dumps(data, ensure_ascii=False, default=str)


def setup_logging(level: str = "INFO", stream: Any = None) -> None:
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger("igroteka")
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    root.propagate = False
