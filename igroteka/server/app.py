"""The FastAPI application: routers, error shape, health, metrics, the web client.

`create_app` builds a fresh club for its settings, so tests can run several
servers (SQLite, PostgreSQL) in one process.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from sqlalchemy import text
from starlette.exceptions import HTTPException as StarletteHTTPException

from igroteka.engine.errors import IgrotekaError
from igroteka.server import (
    api_accounts,
    api_friends,
    api_offline,
    api_players,
    api_replays,
    api_rulesets,
    api_tables,
    gc_tuning,
    openapi,
    texts,
    ws,
)
from igroteka.server.club import Club
from igroteka.server.config import Settings
from igroteka.server.deps import reader_language
from igroteka.server.errors import ClubError, error_body, http_status
from igroteka.server.online import WhoIsOnline
from igroteka.server.origins import OriginPolicy
from igroteka.server.schemas import HealthOut
from igroteka.server.tier.link import TierLink
from igroteka.server.web_static import default_dist, mount_web
from igroteka.store.account_repo import AccountRepo

log = logging.getLogger("igroteka.http")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings.from_env()
    for module in filter(None, (m.strip() for m in settings.game_modules.split(","))):
        importlib.import_module(module)
    club = Club(settings)
    if club.nodes is not None:
        club.nodes.handler = ws.handle  # forwarded client messages are handled as local ones

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await club.start()
        if settings.ws_tier:
            app.state.tier = TierLink.start(settings, asyncio.get_running_loop())
        previous = gc_tuning.tune() if settings.gc_tuning else None
        try:
            yield
        finally:
            if previous is not None:
                gc_tuning.restore(previous)
            if app.state.tier is not None:
                await app.state.tier.stop()
            await club.stop()

    app = FastAPI(
        title="Igroteka",
        version="0.1.0",
        description="The club's HTTP API; play itself goes over the WebSocket at /ws "
        "(docs/protocol.md).",
        lifespan=lifespan,
    )
    app.state.club = club
    app.state.tier = None  # the socket tier, when `ws_tier` is on (started with the club)
    app.state.accounts = AccountRepo(club.database)
    app.state.origins = OriginPolicy(settings.public_origin)
    app.state.presence = WhoIsOnline(settings.presence_seconds)

    @app.exception_handler(IgrotekaError)
    async def igroteka_error(request: Request, error: IgrotekaError) -> JSONResponse:
        headers = None
        if error.code in ("rate_limited", "review_busy") and "retry_after" in error.details:
            headers = {"Retry-After": str(error.details["retry_after"])}
        return JSONResponse(
            {"error": error_body(error, await reader_language(request))},
            status_code=http_status(error),
            headers=headers,
        )

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, error: RequestValidationError) -> JSONResponse:
        first = error.errors()[0] if error.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
        detail = f"{where}: {first.get('msg', '')}".strip(": ")
        wrapped = ClubError(texts.BAD_REQUEST.with_params(detail=detail), "bad_request", 422)
        return JSONResponse(
            {"error": error_body(wrapped, await reader_language(request))}, status_code=422
        )

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, error: StarletteHTTPException) -> JSONResponse:
        wrapped = ClubError(texts.NOT_FOUND, "not_found", error.status_code)
        allowed = allowed_methods(app, request) if error.status_code in (404, 405) else []
        if error.status_code == 405 or (allowed and request.method not in allowed):
            # An API path asked with a method it does not take (a GET of a POST-only path
            # falls through to the web client's pages, which do not serve /api).
            allowed = allowed or ["GET"]
            wrapped = ClubError(
                texts.METHOD_NOT_ALLOWED.with_params(
                    method=request.method, allowed=", ".join(allowed)
                ),
                "method_not_allowed",
                405,
            )
            return JSONResponse(
                {"error": error_body(wrapped, await reader_language(request))},
                status_code=405,
                headers={"Allow": ", ".join(allowed)},
            )
        if error.status_code != 404:
            wrapped = ClubError(
                texts.BAD_REQUEST.with_params(detail=str(error.detail)),
                "bad_request",
                error.status_code,
            )
        return JSONResponse(
            {"error": error_body(wrapped, await reader_language(request))},
            status_code=error.status_code,
        )

    @app.middleware("http")
    async def count(request: Request, call_next: Any) -> Response:
        response: Response = await call_next(request)
        club.metrics.http_requests.labels(request.method, str(response.status_code)).inc()
        return response

    app.include_router(api_accounts.router)
    app.include_router(api_tables.router)
    app.include_router(api_replays.router)
    app.include_router(api_friends.router)
    app.include_router(api_players.router)
    app.include_router(api_rulesets.router)
    app.include_router(api_offline.router)
    app.include_router(ws.router)

    @app.get("/health", response_model=HealthOut, tags=["operations"])
    async def health() -> HealthOut:
        async with club.database.engine.connect() as connection:
            await connection.execute(text("SELECT 1"))
        return HealthOut(
            status="ok",
            database=club.database.dialect,
            tables=len(club.tables),
            connections=len(club.connections),
        )

    @app.get("/metrics", include_in_schema=False)
    async def metrics() -> Response:
        return Response(generate_latest(club.metrics.registry), media_type=CONTENT_TYPE_LATEST)

    mount_web(app, Path(settings.web_dist) if settings.web_dist else default_dist())
    openapi.install(app)
    return app


def allowed_methods(app: FastAPI, request: Request) -> list[str]:
    """The methods the OpenAPI document lists for this path, for a 405's `Allow` (none for
    a path outside it). A fixed path wins over a template it also fits, as in routing:
    /api/fairness/verify is not /api/fairness/{table_id}."""
    found: list[tuple[int, set[str]]] = []
    for template, operations in app.openapi()["paths"].items():
        pattern = re.sub(r"\\{[^}]+\\}", "[^/]+", re.escape(template))
        if re.fullmatch(pattern, request.url.path):
            found.append((template.count("{"), {method.upper() for method in operations}))
    if not found:
        return []
    fewest = min(params for params, _ in found)
    return sorted(set().union(*(methods for params, methods in found if params == fewest)))
