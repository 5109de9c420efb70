"""The offline app's Python side: one local table driven in the browser (Pyodide).

`OfflineTable` plays a record (game, options, seed, seats, actions) with the
same engine and bots as the club, and answers in the table socket's message
shapes (docs/protocol.md), so the web client's table page works unchanged over
a worker-backed socket. `bridge` is what the Web Worker calls; `pack` builds the
zip of the package the worker unpacks. Standard library only (docs/offline.md).
"""

from igroteka.offline.table import OfflineTable

__all__ = ["OfflineTable"]
