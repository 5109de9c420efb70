"""Benchmarks that are clients of the club server (`igroteka bench server`).

The load generator (`server_load.py`) plays real games against `igroteka serve`
over WebSockets, as many browsers would; it is not part of the server. The
engine and bot benchmarks (`igroteka bench`, `igroteka bench bots`) live in
igroteka/arena/bench.py, which knows nothing of the server.
"""
