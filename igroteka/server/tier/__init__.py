"""The socket tier: a compiled program that holds the club's WebSockets (issue 22).

With thousands of sockets most of a move's CPU went to Python's work per socket: reading
and framing each message, writing it, waking the event loop for each socket
(docs/benchmarks.md). With `Settings.ws_tier` on, the club still takes each WebSocket
request itself (origin, cookies, the seat's player), then hands the accepted socket to
`tier.c`'s program, which frames, reads, writes, pings and cuts off every socket in C; the
club exchanges whole messages with it over one Unix socket (`link.py`), as lichess's
lila exchanges them with its socket tier, lila-ws.
"""
