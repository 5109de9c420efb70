"""The socket tier (igroteka/server/tier/tier.c) driven by hand through its link.

The test plays the club: it listens on a TCP port, reads a client's upgrade request itself,
hands the accepted socket to the tier (SCM_RIGHTS) with an ADOPT carrying its own 101
response, and from then on only reads and writes link frames. The clients are the
`websockets` library's (what a real client's frames look like) or raw TCP sockets, for the
frames no library would send: unmasked, RSV bits, split into single bytes, a peer that
never answers or never reads. `make` builds the tier; a fresh clone without it gets it built
here.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import select
import socket
import struct
import subprocess
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

import igroteka

ROOT = Path(igroteka.__file__).parent.parent
SOURCE = ROOT / "igroteka" / "server" / "tier" / "tier.c"
PROGRAM = SOURCE.with_name("_tier")

ADOPT, SEND, CLOSE = 1, 2, 3
TEXT, BINARY, CLOSED = 16, 17, 18
GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
APP_PING = '{"type":"ping"}'
APP_PONG = '{"type":"pong"}'
REFUSAL = '{"type":"error","code":"message_too_large"}'
WAIT = 5.0


def program() -> Path:
    """The tier, built by make when missing or older than its source."""
    if not PROGRAM.exists() or PROGRAM.stat().st_mtime < SOURCE.stat().st_mtime:
        subprocess.run(["make", "-s", str(PROGRAM.relative_to(ROOT))], cwd=ROOT, check=True)
    return PROGRAM


def link_frame(kind: int, ident: int, payload: bytes = b"") -> bytes:
    return struct.pack("<IBI", len(payload) + 5, kind, ident) + payload


def accept_key(key: bytes) -> bytes:
    return base64.b64encode(hashlib.sha1(key + GUID).digest())


def client_frame(
    opcode: int, payload: bytes, *, fin: bool = True, mask: bool = True, rsv: int = 0
) -> bytes:
    """A client's frame as RFC 6455 5.2 lays it out (masked unless told otherwise)."""
    head = bytes([(0x80 if fin else 0) | rsv << 4 | opcode])
    bit = 0x80 if mask else 0
    n = len(payload)
    if n < 126:
        head += bytes([bit | n])
    elif n < 65536:
        head += bytes([bit | 126]) + struct.pack(">H", n)
    else:
        head += bytes([bit | 127]) + struct.pack(">Q", n)
    if not mask:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def big_client_frame(opcode: int, payload: bytes) -> bytes:
    """A masked frame of a long payload, masked fast (int arithmetic on the whole)."""
    key = os.urandom(4)
    n = len(payload)
    keys = (key * (n // 4 + 1))[:n]
    masked = (int.from_bytes(payload, "big") ^ int.from_bytes(keys, "big")).to_bytes(n, "big")
    return bytes([0x80 | opcode, 0x80 | 127]) + struct.pack(">Q", n) + key + masked


def readable(sock: socket.socket, timeout: float) -> bool:
    """Whether `sock` has something to read within `timeout` (poll: no limit on fd numbers)."""
    poller = select.poll()
    poller.register(sock, select.POLLIN)
    return bool(poller.poll(max(0, int(timeout * 1000))))


def upgrade_request(key: bytes) -> bytes:
    """A client's WebSocket upgrade request with `key` (base64), as the club would read it."""
    return (
        b"GET /ws HTTP/1.1\r\nHost: club.test\r\nUpgrade: websocket\r\n"
        b"Connection: Upgrade\r\nSec-WebSocket-Key: "
        + key
        + b"\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )


class RawClient:
    """A client on a bare TCP socket that reads the server's frames itself."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.pending = b""

    def fill(self, timeout: float) -> bool:
        """Reads what comes within `timeout`; False at end of file or a reset."""
        if not readable(self.sock, timeout):
            raise TimeoutError("nothing from the tier")
        try:
            data = self.sock.recv(1 << 20)
        except ConnectionResetError:
            return False
        self.pending += data
        return bool(data)

    def frame(self, timeout: float = WAIT) -> tuple[int, bytes]:
        """The next server frame: (first byte, payload); server frames are never masked."""
        deadline = time.monotonic() + timeout
        while True:
            parsed = self._parse()
            if parsed:
                return parsed
            if not self.fill(max(0.0, deadline - time.monotonic())):
                raise EOFError("the connection ended")

    def _parse(self) -> tuple[int, bytes] | None:
        data = self.pending
        if len(data) < 2:
            return None
        assert not data[1] & 0x80, "a server frame must not be masked"
        n, at = data[1], 2
        if n == 126:
            if len(data) < 4:
                return None
            n, at = struct.unpack(">H", data[2:4])[0], 4
        elif n == 127:
            if len(data) < 10:
                return None
            n, at = struct.unpack(">Q", data[2:10])[0], 10
        if len(data) < at + n:
            return None
        self.pending = data[at + n :]
        return data[0], data[at : at + n]

    def ends(self, timeout: float = WAIT) -> bool:
        """Whether the connection ends (EOF or reset) within `timeout`, reading what comes."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if not self.fill(max(0.0, deadline - time.monotonic())):
                    return True
            except TimeoutError:
                return False
        return False

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)


class Tier:
    """The tier run as a child process, with this test as its club."""

    def __init__(
        self, *extra: str, ping: float = 30, silence: float = 60, limit: int = 100_000
    ) -> None:
        self.link, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self.process = subprocess.Popen(
            [
                str(program()),
                "--link-fd",
                str(theirs.fileno()),
                "--ping-seconds",
                str(ping),
                "--silence-seconds",
                str(silence),
                "--limit",
                str(limit),
                "--app-ping",
                APP_PING,
                "--app-pong",
                APP_PONG,
                "--refusal",
                REFUSAL,
                *extra,
            ],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        theirs.close()
        self.listener = socket.create_server(("127.0.0.1", 0), backlog=256)
        self.address = self.listener.getsockname()
        self.inbox = b""
        self.next_id = 100
        self.pool = ThreadPoolExecutor(4)
        self.stderr = rb""  # what the tier may print (a pattern): nothing in normal operation

    def finish(self) -> None:
        """Ends the link: the tier must exit 0 having printed nothing."""
        self.link.close()
        self.listener.close()
        self.pool.shutdown(wait=False, cancel_futures=True)
        try:
            out, err = self.process.communicate(timeout=WAIT)
        finally:
            self.process.kill()
        assert self.process.returncode == 0, err
        assert out == b"" and re.fullmatch(self.stderr, err), err

    # the club's side

    def adopt_accepted(self) -> int:
        """Accepts a connection, reads its upgrade request and hands it to the tier."""
        conn, _ = self.listener.accept()
        request = b""
        while b"\r\n\r\n" not in request:
            request += conn.recv(4096)
        key = re.search(rb"(?i)sec-websocket-key:\s*(\S+)", request)
        assert key
        response = (
            b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
            b"Connection: Upgrade\r\nSec-WebSocket-Accept: " + accept_key(key[1]) + b"\r\n\r\n"
        )
        ident = self.next_id
        self.next_id += 1
        socket.send_fds(self.link, [link_frame(ADOPT, ident, response)], [conn.fileno()])
        conn.close()
        return ident

    def send(self, ident: int, text: str | bytes) -> None:
        data = text.encode() if isinstance(text, str) else text
        self.link.sendall(link_frame(SEND, ident, data))

    def close(self, ident: int, code: int, reason: str = "") -> None:
        self.link.sendall(link_frame(CLOSE, ident, struct.pack("<H", code) + reason.encode()))

    def expect(self, timeout: float = WAIT) -> tuple[int, int, bytes]:
        """The next frame from the tier: (kind, id, payload)."""
        deadline = time.monotonic() + timeout
        while len(self.inbox) < 4 or len(self.inbox) < 4 + struct.unpack("<I", self.inbox[:4])[0]:
            if not readable(self.link, deadline - time.monotonic()):
                raise TimeoutError("no frame from the tier")
            data = self.link.recv(1 << 20)
            assert data, "the tier closed the link"
            self.inbox += data
        n, kind, ident = struct.unpack("<IBI", self.inbox[:9])
        payload = self.inbox[9 : 4 + n]
        self.inbox = self.inbox[4 + n :]
        return kind, ident, payload

    def expect_closed(self, ident: int, code: int, timeout: float = WAIT) -> None:
        assert self.expect(timeout) == (CLOSED, ident, struct.pack("<H", code))

    def quiet(self, seconds: float) -> None:
        """Nothing comes from the tier for `seconds`."""
        with pytest.raises(TimeoutError):
            frame = self.expect(seconds)
            pytest.fail(f"unexpected {frame}")

    # clients

    def raw_client(self, *, rcvbuf: int | None = None) -> tuple[int, RawClient]:
        sock = socket.socket()
        if rcvbuf:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        sock.connect(self.address)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16))
        sock.sendall(upgrade_request(key))
        ident = self.adopt_accepted()
        client = RawClient(sock)
        while b"\r\n\r\n" not in client.pending:
            assert client.fill(WAIT)
        head, _, client.pending = client.pending.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 101 ")
        assert b"Sec-WebSocket-Accept: " + accept_key(key) in head
        return ident, client

    def ws_client(self) -> tuple[int, ClientConnection]:
        host, port = self.address
        future = self.pool.submit(
            connect,
            f"ws://{host}:{port}/ws",
            compression=None,
            ping_interval=None,
            max_size=None,
            open_timeout=WAIT,
            close_timeout=WAIT,
            legacy=True,
        )
        ident = self.adopt_accepted()
        return ident, future.result(WAIT)


@pytest.fixture
def tier() -> Iterator[Tier]:
    running = Tier()
    yield running
    running.finish()


def closing_code(frame: tuple[int, bytes]) -> int:
    first, payload = frame
    assert first == 0x88, frame
    return struct.unpack(">H", payload[:2])[0]


def test_a_send_reaches_the_client_as_one_text_frame_in_each_length_form(tier: Tier) -> None:
    ident, raw = tier.raw_client()
    texts = ["hi", "a" * 125, "b" * 126, "é" * 150, "c" * 65535, "d" * 65536, "x" * 70_000]
    for text in texts:
        tier.send(ident, text)
    expected = b""
    for text in texts:  # the shortest length form RFC 6455 5.2 allows
        data = text.encode()
        if len(data) < 126:
            expected += bytes([0x81, len(data)]) + data
        elif len(data) < 65536:
            expected += b"\x81\x7e" + struct.pack(">H", len(data)) + data
        else:
            expected += b"\x81\x7f" + struct.pack(">Q", len(data)) + data
    while len(raw.pending) < len(expected):
        assert raw.fill(WAIT)
    assert raw.pending == expected
    raw.pending = b""
    wid, ws = tier.ws_client()
    tier.send(wid, "привет")
    assert ws.recv(timeout=WAIT) == "привет"
    tier.send(424242, "nobody")  # an unknown id: dropped, nothing reported
    tier.quiet(0.1)
    ws.close()
    tier.expect_closed(wid, 1000)
    with pytest.raises(TimeoutError):
        raw.frame(timeout=0.05)


def test_the_clients_messages_reach_the_club_whole(tier: Tier) -> None:
    ident, ws = tier.ws_client()
    texts = ["short", "ж" * 100, "y" * 70_000]
    for text in texts:
        ws.send(text)
    ws.send(b"\x00\xff" * 10)
    ws.send(["ab", "cd", "ef"])  # one message in three frames
    ws.send([b"\x01", b"\x02\x03"])
    for text in texts:
        assert tier.expect() == (TEXT, ident, text.encode())
    assert tier.expect() == (BINARY, ident, b"\x00\xff" * 10)
    assert tier.expect() == (TEXT, ident, b"abcdef")
    assert tier.expect() == (BINARY, ident, b"\x01\x02\x03")
    ws.close(4002, "gone")
    tier.expect_closed(ident, 4002)


def test_the_app_ping_is_answered_by_the_tier_and_not_forwarded(tier: Tier) -> None:
    ident, ws = tier.ws_client()
    ws.send(APP_PING)
    assert ws.recv(timeout=WAIT) == APP_PONG
    ws.send(APP_PING + " ")  # only the exact bytes
    ws.send("after")
    assert tier.expect() == (TEXT, ident, (APP_PING + " ").encode())
    assert tier.expect() == (TEXT, ident, b"after")
    ws.send([APP_PING[:5], APP_PING[5:]])  # a whole message, however framed
    assert ws.recv(timeout=WAIT) == APP_PONG
    tier.quiet(0.1)
    ws.close()
    tier.expect_closed(ident, 1000)


def test_a_client_ping_gets_its_pong_even_between_fragments(tier: Tier) -> None:
    ident, ws = tier.ws_client()
    assert ws.ping(b"abc").wait(WAIT)
    rid, raw = tier.raw_client()
    raw.send(
        client_frame(1, b"ab", fin=False)
        + client_frame(9, b"p1")
        + client_frame(10, b"unasked")
        + client_frame(0, b"cd")
    )
    assert raw.frame() == (0x8A, b"p1")
    assert tier.expect() == (TEXT, rid, b"abcd")
    raw.send(client_frame(8, struct.pack(">H", 1000)))
    assert closing_code(raw.frame()) == 1000
    assert raw.ends()
    raw.sock.close()
    tier.expect_closed(rid, 1000)
    ws.close()
    tier.expect_closed(ident, 1000)


def test_a_link_delay_writes_to_the_club_at_most_that_often() -> None:
    """`--link-delay-seconds`: the tier writes to the club at most once in that long, so a busy
    club reads several moves at once; after a quiet spell a message goes at once."""
    tier = Tier("--link-delay-seconds", "1.0")
    try:
        first, a = tier.raw_client()
        second, b = tier.raw_client()
        sent = time.monotonic()
        a.send(client_frame(0x1, b"one"))
        assert tier.expect() == (TEXT, first, b"one")
        assert time.monotonic() - sent < 0.5, "a message after a quiet spell waited"
        # Within the second after that write, two messages wait for its end, then go together.
        b.send(client_frame(0x1, b"two"))
        time.sleep(0.05)
        a.send(client_frame(0x1, b"three"))
        assert not readable(tier.link, 0.5), "the club heard twice within the delay"
        assert readable(tier.link, WAIT)
        assert time.monotonic() - sent >= 0.9
        data = tier.link.recv(1 << 20)  # both messages, in the one write
        assert data == link_frame(TEXT, second, b"two") + link_frame(TEXT, first, b"three")
        for client in (a, b):
            client.send(client_frame(0x8, struct.pack(">H", 1000)))
            assert closing_code(client.frame()) == 1000  # the tier's echo
            client.sock.close()
        closed = {tier.expect(), tier.expect()}
        assert closed == {
            (CLOSED, first, struct.pack("<H", 1000)),
            (CLOSED, second, struct.pack("<H", 1000)),
        }
    finally:
        tier.finish()


@pytest.mark.parametrize(
    ("frames", "code"),
    [
        (client_frame(1, b"hello", mask=False), 1002),
        (client_frame(1, b"hello", rsv=4), 1002),  # RSV1: no extension is negotiated
        (client_frame(1, b"hello", rsv=1), 1002),
        (client_frame(3, b"hello"), 1002),  # an unknown opcode
        (client_frame(9, b"p", fin=False), 1002),  # a fragmented control frame
        (client_frame(9, b"p" * 126), 1002),  # a control frame over 125 bytes
        (client_frame(0, b"more"), 1002),  # a continuation of nothing
        (client_frame(1, b"a", fin=False) + client_frame(1, b"b"), 1002),
        (client_frame(8, struct.pack(">H", 1005)), 1002),  # a code no peer may send
        (client_frame(8, b"\x03"), 1002),
        (client_frame(1, b"\xc3\x28"), 1007),  # not UTF-8
        (client_frame(1, b"\xed\xa0\x80"), 1007),  # a surrogate
        (client_frame(1, b"ok\xf0\x9f"), 1007),  # cut short
    ],
    # By position: the frames hold random masks, and every xdist worker must collect the
    # same test names.
    ids=lambda value: None if isinstance(value, int) else "frame",
)
def test_a_bad_frame_closes_the_socket_with_its_code(tier: Tier, frames: bytes, code: int) -> None:
    ident, raw = tier.raw_client()
    raw.send(client_frame(1, "до".encode()) + frames + client_frame(1, b"ignored"))
    assert tier.expect() == (TEXT, ident, "до".encode())
    assert closing_code(raw.frame()) == code
    assert raw.ends()  # shut for writing once the close frame is out
    tier.quiet(0.05)  # the tier waits for the peer to close
    raw.sock.close()
    tier.expect_closed(ident, code)


def test_frames_split_into_single_bytes_and_many_in_one_write(tier: Tier) -> None:
    ident, raw = tier.raw_client()
    long = os.urandom(35_000).hex()
    stream = (
        client_frame(1, b"a" * 130) + client_frame(9, b"x") + big_client_frame(1, long.encode())
    )
    for i in range(160):  # every header byte on its own
        raw.send(stream[i : i + 1])
        time.sleep(0.001)
    for i in range(160, len(stream), 1000):
        raw.send(stream[i : i + 1000])
    assert tier.expect() == (TEXT, ident, b"a" * 130)
    assert raw.frame() == (0x8A, b"x")
    assert tier.expect() == (TEXT, ident, long.encode())
    burst = b"".join(client_frame(1, f"m{i}".encode()) for i in range(50))
    raw.send(burst + client_frame(9, b"y") + client_frame(2, b"\x07"))
    for i in range(50):
        assert tier.expect() == (TEXT, ident, f"m{i}".encode())
    assert tier.expect() == (BINARY, ident, b"\x07")
    assert raw.frame() == (0x8A, b"y")
    raw.sock.close()
    tier.expect_closed(ident, 1006)  # no close frame


def memory_kib(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    match = re.search(r"VmHWM:\s+(\d+) kB", status)
    assert match
    return int(match[1])


def test_an_oversized_message_is_refused_before_its_payload() -> None:
    tier = Tier(limit=1000)
    try:
        ident, raw = tier.raw_client()
        raw.send(client_frame(1, b"x" * 1000))  # exactly the limit passes
        assert tier.expect() == (TEXT, ident, b"x" * 1000)
        before = memory_kib(tier.process.pid)
        # 64 MiB declared: the refusal comes at the header, before any payload
        raw.send(b"\x81\xff" + struct.pack(">Q", 64 << 20) + b"\x00\x00\x00\x00")
        assert raw.frame() == (0x81, REFUSAL.encode())
        assert closing_code(raw.frame()) == 1009
        assert raw.ends()
        for _ in range(64):  # what follows is read and dropped
            raw.send(b"\x00" * (256 << 10))
        tier.quiet(0.1)
        assert memory_kib(tier.process.pid) - before < 4096
        raw.sock.close()
        tier.expect_closed(ident, 1009)
        # a message of fragments, over the limit in sum
        ident, raw = tier.raw_client()
        raw.send(client_frame(1, b"a" * 600, fin=False) + client_frame(0, b"b" * 600))
        assert raw.frame() == (0x81, REFUSAL.encode())
        assert closing_code(raw.frame()) == 1009
        raw.sock.close()
        tier.expect_closed(ident, 1009)
    finally:
        tier.finish()


def test_a_silent_client_is_pinged_once_then_cut_off() -> None:
    tier = Tier(ping=0.2, silence=0.6)
    try:
        ident, raw = tier.raw_client()
        start = time.monotonic()
        wid, ws = tier.ws_client()  # answers every ping
        assert raw.frame(timeout=0.55) == (0x89, b"")
        assert 0.15 < time.monotonic() - start < 0.55
        assert raw.ends(1.5)  # cut off (reset) ...
        assert raw.pending == b""  # ... with no second ping: one per silence
        assert 0.55 < time.monotonic() - start < 1.5
        tier.expect_closed(ident, 1006)
        time.sleep(0.5)  # the answering client outlives the silence
        tier.send(wid, "still here")
        assert ws.recv(timeout=WAIT) == "still here"
        ws.close()
        tier.expect_closed(wid, 1000)
        # a client that answers is pinged again after its next silence
        ident, raw = tier.raw_client()
        assert raw.frame(timeout=0.5) == (0x89, b"")
        raw.send(client_frame(10, b""))
        assert raw.frame(timeout=0.5) == (0x89, b"")
        raw.send(client_frame(10, b""))
        assert raw.frame(timeout=0.5) == (0x89, b"")
        tier.expect_closed(ident, 1006, timeout=1.0)
    finally:
        tier.finish()


def test_a_close_from_the_club_reaches_the_client_and_ends_sending(tier: Tier) -> None:
    ident, ws = tier.ws_client()
    tier.send(ident, "before")
    tier.close(ident, 4001, "пока")
    tier.send(ident, "after")
    assert ws.recv(timeout=WAIT) == "before"
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(timeout=WAIT)
    assert closed.value.rcvd is not None
    assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (4001, "пока")
    tier.expect_closed(ident, 4001)
    tier.close(ident, 4001)  # closed already: nothing more
    rid, raw = tier.raw_client()
    # in one write, so that the SEND finds the socket still writing its close frame
    tier.link.sendall(link_frame(CLOSE, rid, b"\xe9\x03") + link_frame(SEND, rid, b"too late"))
    first, payload = raw.frame()
    assert (first, payload) == (0x88, b"\x03\xe9")
    assert raw.ends()
    assert raw.pending == b""  # nothing after the close frame
    tier.quiet(0.05)  # reported when the fd is closed, after the peer's close
    raw.sock.close()
    tier.expect_closed(rid, 1001)


def test_a_clients_close_is_echoed_and_reported_with_its_code(tier: Tier) -> None:
    ident, ws = tier.ws_client()
    ws.close(4002, "bye")
    tier.expect_closed(ident, 4002)
    rid, raw = tier.raw_client()
    raw.send(client_frame(8, b""))  # no code: 1005
    assert raw.frame() == (0x88, b"")
    assert raw.ends()
    raw.sock.close()
    tier.expect_closed(rid, 1005)


def test_the_end_of_the_link_ends_the_tier_and_its_sockets() -> None:
    tier = Tier()
    ident, ws = tier.ws_client()
    _, raw = tier.raw_client()
    tier.send(ident, "hello")
    assert ws.recv(timeout=WAIT) == "hello"
    tier.finish()  # exit status 0, nothing printed
    with pytest.raises(ConnectionClosed):
        ws.recv(timeout=WAIT)
    assert raw.ends()


def test_a_reader_too_slow_for_its_buffer_is_dropped() -> None:
    tier = Tier("--max-buffer", "200000")
    try:
        slow, raw = tier.raw_client(rcvbuf=4096)
        fast, ws = tier.ws_client()
        message = "z" * 65536
        for _ in range(300):
            tier.send(slow, message)
        for _ in range(5):
            tier.send(fast, message)
        tier.expect_closed(slow, 1006)
        assert raw.ends()  # reset: what it had not read is gone
        for _ in range(5):
            assert ws.recv(timeout=WAIT) == message
        ws.close()
        tier.expect_closed(fast, 1000)
    finally:
        tier.finish()


def test_two_hundred_sockets_are_each_adopted_and_sent_to(tier: Tier) -> None:
    clients = [tier.raw_client() for _ in range(200)]
    for ident, _ in clients:
        tier.send(ident, f"to {ident}")
    for ident, raw in clients:
        assert raw.frame() == (0x81, f"to {ident}".encode())
        raw.send(client_frame(1, f"from {ident}".encode()))
    heard = {tier.expect() for _ in clients}
    assert heard == {(TEXT, ident, f"from {ident}".encode()) for ident, _ in clients}
    for _, raw in clients:
        raw.sock.close()
    closed = {tier.expect() for _ in clients}
    assert closed == {(CLOSED, ident, struct.pack("<H", 1006)) for ident, _ in clients}


def test_fds_that_come_ahead_of_their_adopt_frames_go_in_order(tier: Tier) -> None:
    """Two sockets in one sendmsg with the first frame's first byte: each ADOPT takes the
    oldest, so each client gets the 101 computed for its own key."""
    keys, accepted = [], []
    clients = []
    for _ in range(2):
        sock = socket.create_connection(tier.address)
        key = base64.b64encode(os.urandom(16))
        sock.sendall(upgrade_request(key))
        conn, _ = tier.listener.accept()
        assert b"\r\n\r\n" in conn.recv(4096)
        keys.append(key)
        accepted.append(conn)
        clients.append(RawClient(sock))
    frames = b"".join(
        link_frame(
            ADOPT,
            7 + i,
            b"HTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: "
            + accept_key(key)
            + b"\r\n\r\n",
        )
        for i, key in enumerate(keys)
    )
    socket.send_fds(tier.link, [frames[:1]], [c.fileno() for c in accepted])
    for conn in accepted:
        conn.close()
    time.sleep(0.05)
    tier.link.sendall(frames[1:])
    for key, client in zip(keys, clients, strict=True):
        while b"\r\n\r\n" not in client.pending:
            assert client.fill(WAIT)
        assert b"Sec-WebSocket-Accept: " + accept_key(key) + b"\r\n" in client.pending
    tier.link.sendall(link_frame(ADOPT, 9, b"no fd"))
    tier.expect_closed(9, 1011)
    for ident, client in zip((7, 8), clients, strict=True):
        client.sock.close()
        tier.expect_closed(ident, 1006)
    tier.stderr = rb"tier: ADOPT 9 came without a file descriptor\n"


# A whole, valid command line ("LINK": the link's descriptor), and the bad ones made from it.
VALID = {
    "--link-fd": "LINK",
    "--ping-seconds": "1",
    "--silence-seconds": "2",
    "--limit": "9",
    "--app-ping": "a",
    "--app-pong": "b",
    "--refusal": "c",
}


def command_line(**changes: str | None) -> list[str]:
    """VALID with options changed (`link_fd="0"`) or left out (`refusal=None`)."""
    options = dict(VALID)
    for name, value in changes.items():
        key = "--" + name.replace("_", "-")
        if value is None:
            del options[key]
        else:
            options[key] = value
    return [part for pair in options.items() for part in pair]


@pytest.mark.parametrize(
    "arguments",
    [
        [],
        command_line(link_fd="0", refusal=None),  # no --refusal
        command_line(ping_seconds="soon"),
        command_line(limit="-9"),
        [*command_line(), "--link-delay-seconds", "0"],  # 0 is the option left out
        [*command_line(), "--colour", "red"],
        command_line(link_fd="0"),  # fd 0: not a socket
        ["--link-fd", "LINK", "--ping-seconds", "1"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(arguments: list[str]) -> None:
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with ours, theirs:
        args = [str(theirs.fileno()) if a == "LINK" else a for a in arguments]
        run = subprocess.run(
            [str(program()), *args],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=WAIT,
        )
    assert run.returncode == 2
    lines = run.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tier: "), run.stderr


def test_a_socket_whose_fd_the_club_still_holds_is_forgotten_cleanly(tier: Tier) -> None:
    """The club closes its copy of a socket's fd after sending it, maybe later than the tier
    closes its own: the socket then stays open, and the tier must still hear nothing more
    of it (an event for a socket it forgot would find freed memory)."""
    sock = socket.create_connection(tier.address)
    sock.sendall(b"GET /ws HTTP/1.1\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\n\r\n")
    conn, _ = tier.listener.accept()
    assert b"\r\n\r\n" in conn.recv(4096)
    with conn:
        socket.send_fds(tier.link, [link_frame(ADOPT, 1)], [conn.fileno()])  # no 101 written
        sock.sendall(client_frame(1, b"x", mask=False))
        assert closing_code(RawClient(sock).frame()) == 1002
        sock.close()  # end of file while the club's copy keeps the connection open
        tier.expect_closed(1, 1002)
        time.sleep(0.2)
        ident, ws = tier.ws_client()
        tier.send(ident, "alive")
        assert ws.recv(timeout=WAIT) == "alive"
        ws.close()
        tier.expect_closed(ident, 1000)
