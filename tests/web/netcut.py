"""A network that can be cut: a TCP proxy between the browser and the club.

A cut network says nothing. The browser's socket is neither closed nor refused, nothing
arrives and nothing sent gets an answer; a new connection hangs. Closing a socket, or
Chromium's "offline" emulation, which tells the page, is a gentler case. So `cut` stops
every byte both ways, and holds whatever it reads (data, an end, an error) without acting
on it; `restore` lets it all through again, as a network that comes back does.
"""

from __future__ import annotations

import contextlib
import socket
import threading


class NetworkCut:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self.listener.getsockname()[1])
        self.url = f"http://127.0.0.1:{self.port}"
        self._flowing = threading.Event()
        self._flowing.set()
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def cut(self) -> None:
        self._flowing.clear()

    def restore(self) -> None:
        self._flowing.set()

    def close(self) -> None:
        self._flowing.set()
        self.listener.close()
        with self._lock:
            for sock in list(self._open):
                self._close(sock)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:  # closed
                return
            threading.Thread(target=self._connect, args=(client,), daemon=True).start()

    def _connect(self, client: socket.socket) -> None:
        self._flowing.wait()  # a connection made while cut hangs until the network is back
        try:
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
        except OSError:
            self._close(client)
            return
        with self._lock:
            self._open |= {client, upstream}
        for source, sink in ((client, upstream), (upstream, client)):
            threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        while True:
            try:
                data = source.recv(65536)
            except OSError:
                data = b""
            self._flowing.wait()  # while cut, even an end or an error is not passed on
            if not data:
                break
            try:
                sink.sendall(data)
            except OSError:
                break
        self._close(source)
        self._close(sink)

    def _close(self, sock: socket.socket) -> None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)
        with contextlib.suppress(OSError):
            sock.close()
        self._open.discard(sock)
