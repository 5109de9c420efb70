"""The club's knobs, with production defaults; tests shorten the timers.

Every field can be set from the environment as IGROTEKA_<FIELD> (upper case),
which is how a server started in a subprocess by the tests gets short grace
periods.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields

from igroteka.server.ratelimit import DEFAULT_SPECS


@dataclass
class Settings:
    database_url: str | None = None
    # A disconnected seat is held by a bot after this many seconds...
    grace_seconds: float = 20.0
    # ...and given to a bot for good (the leaver penalised) after this many.
    abandon_seconds: float = 300.0
    # Turns missed on the clock in a row before a seat goes to a bot for good.
    missed_turns_limit: int = 3
    # A reconnecting client more than this many versions behind gets a snapshot.
    catchup_limit: int = 200
    # How many past versions of events a snapshot carries as the game log.
    snapshot_log: int = 200
    max_message_bytes: int = 16_384
    chat_history: int = 50
    bot_workers: int = 1
    # Added to a bot's time limit (3 × the game's budget) for a worker to start up.
    bot_start_seconds: float = 10.0
    # Seconds a bot waits before moving, so people can follow its moves.
    bot_delay: float = 0.6
    # A finished table stays in memory this long for its players to see the end.
    finished_ttl: float = 600.0
    session_days: int = 60
    # Rate limits live in memory (one process) unless a Redis URL is given.
    redis_url: str = ""
    # Rate limits as "N/SECONDS" (N at once, N more every SECONDS; igroteka/server/ratelimit.py):
    # logins from one client address, at one name from one address, at one name from anywhere
    # (past that, answers are slowed by login_slowdown_seconds, never refused), new guests and
    # accounts from one address, new tables per person and per address, chat lines per person,
    # friend requests and invitations per person.
    rate_login_address: str = DEFAULT_SPECS["login_address"]
    rate_login: str = DEFAULT_SPECS["login"]
    rate_login_name: str = DEFAULT_SPECS["login_name"]
    login_slowdown_seconds: float = 2.0
    rate_guest: str = DEFAULT_SPECS["guest"]
    rate_table: str = DEFAULT_SPECS["table"]
    rate_table_address: str = DEFAULT_SPECS["table_address"]
    rate_chat: str = DEFAULT_SPECS["chat"]
    rate_friend: str = DEFAULT_SPECS["friend"]
    # The club's own web origins (scheme://host[:port], comma-separated): state-changing
    # requests and sockets from any other page are refused (igroteka/server/origins.py).
    # Empty: `igroteka serve` derives them from --host/--port; with a wildcard host (or no
    # serve at all) a page must be of the origin the request itself names in Host.
    public_origin: str = ""
    # Secure cookies need https; "auto" sets the flag when the request came over https.
    cookie_secure: str = "auto"
    # Where the built web client lives (default: igroteka/web_dist).
    web_dist: str | None = None
    log_level: str = "INFO"
    # Modules to import at start that register games living outside igroteka.games
    # (comma-separated; the tests' card game, a game under development).
    game_modules: str = ""
    # Outbound messages queued for one slow connection before it is dropped.
    send_queue_limit: int = 1000
    # A waiting table closes ("expired") after this many seconds with nothing done at it and
    # none of its people on its page; 0 keeps waiting tables for ever.
    waiting_ttl: float = 1800.0
    # permessage-deflate on WebSockets: about a fifth of the bytes for ~0.1 ms of CPU per
    # move (docs/benchmarks.md); browsers ask for it, and it is granted unless this is off.
    ws_compression: bool = True
    # With compression on, a message shorter than this is sent uncompressed (RFC 7692 lets
    # a sender choose per message; every client accepts both): compressing costs CPU per
    # socket (each socket has its own context), docs/benchmarks.md weighs bytes against CPU.
    ws_compress_min_bytes: int = 256
    # Heartbeats: the server pings every socket this often (a WebSocket ping, which browsers
    # and client libraries answer by themselves), and drops one that has answered nothing
    # for `ws_silence_seconds`, so a player whose network went away is seen as away within
    # seconds, not after the operating system gives up on the connection (minutes). The web
    # client pings the server as often and gives up after as long (web/src/net/connection.ts).
    # The socket tier (igroteka/server/tier/): a compiled program holds the WebSockets after
    # their handshake and the club exchanges whole messages with it over one Unix socket, for
    # less CPU per message with thousands of sockets (docs/server.md, docs/benchmarks.md).
    # It compresses nothing, whatever `ws_compression` says.
    ws_tier: bool = False
    # With the tier: it writes what it has for the club at most once in this long (a message
    # after a quieter spell at once), so that under load the club reads, plays and commits
    # several moves at once, each up to this much later (0: each at once; docs/benchmarks.md).
    ws_tier_delay: float = 0.0
    ws_ping_seconds: float = 2.5
    ws_silence_seconds: float = 6.0
    # The journal's commits begin at most this often (igroteka/store/journal.py): under load
    # a commit holds several moves instead of one, each at most this much later. 0: each
    # commit at once; on SQLite 5 ms saved no CPU that could be told from noise and cost a
    # move 3.5 ms (docs/benchmarks.md).
    journal_interval: float = 0.0
    # Seconds between "still alive" marks in the database: after a crash, running clocks
    # are charged up to the last one (at most this much of a turn goes uncharged).
    heartbeat_seconds: float = 1.0
    # Freeze the started club's heap for the garbage collector and collect less often
    # (igroteka/server/gc_tuning.py): full collections were the server's latency tail.
    gc_tuning: bool = True
    # A page that asked for the friends list counts its reader as online this long (a
    # socket counts while it is open; igroteka/server/online.py). 0: sockets only.
    presence_seconds: float = 30.0
    # A public rule set rates on a leaderboard of its own once this many of its games have
    # finished; until then its games count like any table's (docs/rulesets.md).
    ruleset_board_games: int = 10
    # «Разбор партии» (igroteka/server/reviews.py): its worker processes, how many reviews
    # may wait or run at once, and how each is made (igroteka/review/review.py).
    review_workers: int = 1
    review_queue: int = 4
    review_worlds: int = 12
    review_judge: str = "hard"
    review_depth: int = 4
    # Several club processes on one PostgreSQL and one Redis (`igroteka serve --node`,
    # docs/server.md, Many processes): each table is held by one process under a lease
    # renewed every third of `lease_seconds`; a process silent for that long loses its
    # tables to the others. Keys and channels in Redis start with `redis_prefix`.
    node: bool = False
    lease_seconds: float = 6.0
    redis_prefix: str = "igroteka:"

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        settings = cls()
        for field in fields(cls):
            raw = os.environ.get(f"IGROTEKA_{field.name.upper()}")
            if raw is None:
                continue
            current = getattr(settings, field.name)
            if isinstance(current, bool):
                value: object = raw.lower() in ("1", "true", "yes")
            elif isinstance(current, int):
                value = int(raw)
            elif isinstance(current, float):
                value = float(raw)
            else:
                value = raw
            setattr(settings, field.name, value)
        for key, value in overrides.items():
            if value is not None:
                setattr(settings, key, value)
        return settings

    def rate_specs(self) -> dict[str, str]:
        """Each rate limit's "N/SECONDS", by the limiter's kind."""
        return {kind: getattr(self, f"rate_{kind}") for kind in DEFAULT_SPECS}
