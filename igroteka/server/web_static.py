"""Serving the built web client: files as they are, any other page path gets index.html
(the client routes it), while /api, /ws, /health and /metrics stay the server's."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import FileResponse, Response

from igroteka.offline.pack import cached_zip

RESERVED = ("api/", "ws", "health", "metrics", "openapi.json", "docs", "redoc")


def default_dist() -> Path:
    return Path(__file__).resolve().parent.parent / "web_dist"


def mount_web(app: FastAPI, dist: Path) -> None:
    root = dist.resolve()

    @app.get("/offline/igroteka.zip", include_in_schema=False)
    async def offline_package() -> Response:
        # The Python the offline app runs in the browser (docs/offline.md); the service
        # worker asks the network first, so a new version reaches the device.
        return Response(cached_zip(), media_type="application/zip",
                        headers={"Cache-Control": "no-cache"})

    @app.get("/{path:path}", include_in_schema=False)
    async def web(path: str, request: Request) -> Response:
        if not (root / "index.html").is_file():
            return Response("Igroteka: the web client is not built", status_code=404)
        if path.startswith(RESERVED):
            raise HTTPException(404)  # the club's error shape, or a 405 for an API path
        target = (root / path).resolve()
        if path and target.is_file() and target.is_relative_to(root):
            cache = "public, max-age=31536000, immutable" if "/assets/" in f"/{path}" else None
            headers = {"Cache-Control": cache} if cache else None
            return FileResponse(target, headers=headers)
        return FileResponse(root / "index.html", headers={"Cache-Control": "no-cache"})
