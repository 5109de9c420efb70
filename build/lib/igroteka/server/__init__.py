"""The club server: HTTP API, WebSocket play, lobby, tables, accounts."""
