"""One error shape for HTTP and WebSocket: a stable code and a text in both languages.

`ClubError` is an engine `IgrotekaError`, so the server reports a refused move
(IllegalAction from a game) and a refused join the same way.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.server import texts


class ClubError(IgrotekaError):
    """A request the club refuses; `status` is the HTTP status it maps to."""

    def __init__(self, text: Text, code: str, status: int = 400, **details: Any) -> None:
        super().__init__(text, code=code, **details)
        self.status = status


def error_body(error: IgrotekaError, lang: str) -> dict[str, Any]:
    body: dict[str, Any] = {
        "code": error.code,
        "message": error.message(lang),
        "text": error.text.to_json(),
    }
    if error.details:
        body["details"] = {k: _plain(v, lang) for k, v in error.details.items()}
    return body


def _plain(value: Any, lang: str) -> Any:
    return value.render(lang) if isinstance(value, Text) else value


# Statuses of errors raised by libraries that don't know HTTP (the economy's). 422 means
# the request does not fit the OpenAPI schema; 409 that it fits, but a rule the schema
# cannot state refuses it: a seed with a line break, a name that is empty once cleaned or
# holds markup (the code names the rule).
STATUS_BY_CODE = {
    "rate_limited": 429,
    "insufficient_chips": 409,
    "seed_too_late": 409,
    "seed_already_given": 409,
    "bad_seed": 409,
}


def http_status(error: IgrotekaError) -> int:
    status = getattr(error, "status", None)
    if isinstance(status, int):
        return status
    if error.code in STATUS_BY_CODE:
        return STATUS_BY_CODE[error.code]
    if error.code.startswith(("name_", "rules_")):
        return 409
    if error.code.startswith(("chat_", "bad_")):
        return 422
    return 400


def closed_error(status: str, waiting_ttl: float) -> ClubError:
    """Why a table that is no more refuses: nobody came (expired), or everyone left."""
    if status == "expired":
        minutes = max(1, round(waiting_ttl / 60))
        return ClubError(
            texts.TABLE_EXPIRED.with_params(minutes=minutes),
            "table_expired",
            410,
            table_status=status,
        )
    return ClubError(texts.TABLE_CLOSED, "table_closed", 410, table_status=status)
