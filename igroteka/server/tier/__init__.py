"""The socket tier: a compiled program that holds the club's WebSockets (issue 22).

With thousands of sockets most of a move's CPU went to the work for each socket: reading
and framing each message, writing it, waking the event loop for each socket. With
`Settings.ws_tier` on, the club still takes each WebSocket
request itself (origin, cookies, the seat's player), then hands the accepted socket to
`tier.c`'s program, which frames, reads, writes, pings and cuts off every socket in C; the
club exchanges whole messages with it over one Unix socket (`link.py`), as lichess's
lila exchanges them with its socket tier, lila-ws.

What it wins, measured (docs/benchmarks.md, «The socket tier, Kozel's views and the
journal's cadence»): about 0.2 ms of the club process's CPU a Kozel move with 4000 sockets,
so the one process that owns the tables carries about a third more moves, with the tier on
another core. It saves no CPU in all: most of a socket's cost is the kernel's TCP work,
which the tier pays as the club did.
"""
