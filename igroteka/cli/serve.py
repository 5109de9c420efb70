"""`igroteka serve`: the club on http://127.0.0.1:8000 (what `make run` starts)."""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("serve", help="start the club server")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--database-url",
        default=None,
        help="SQLAlchemy URL (default: IGROTEKA_DATABASE_URL, else sqlite:///data/igroteka.db)",
    )
    parser.add_argument("--log-level", default=None, help="DEBUG, INFO, WARNING")
    parser.add_argument(
        "--node",
        action="store_true",
        default=None,
        help="one of several club processes on one PostgreSQL and one Redis "
        "(IGROTEKA_NODE; needs IGROTEKA_REDIS_URL; docs/server.md, Many processes)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from igroteka.server.app import create_app
    from igroteka.server.config import Settings
    from igroteka.server.observability import setup_logging
    from igroteka.server.origins import origins_for_address
    from igroteka.server.ws_transport import uvicorn_options

    settings = Settings.from_env(
        database_url=args.database_url, log_level=args.log_level, node=args.node
    )
    if settings.node and not (
        settings.redis_url and (settings.database_url or "").startswith("postgresql")
    ):
        print("--node needs IGROTEKA_REDIS_URL and a postgresql:// database URL", flush=True)
        return 2
    if not settings.public_origin:
        settings.public_origin = origins_for_address(args.host, args.port)
    setup_logging(settings.log_level)
    app = create_app(settings)
    print(f"Igroteka: http://{args.host}:{args.port}", flush=True)
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_level="warning",
        timeout_graceful_shutdown=10,
        **uvicorn_options(
            settings.max_message_bytes,
            settings.ws_compression,
            settings.ws_ping_seconds,
            settings.ws_silence_seconds,
            settings.ws_compress_min_bytes,
        ),
    )
    return 0
