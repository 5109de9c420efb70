"""The heartbeat's pongs are heard without websockets' parser (igroteka/server/ws_transport.py).

A bare pong may be dropped only when it is a whole frame arriving at a frame boundary;
these tests drive websockets' own client and server protocols (no sockets), so the bytes
are exactly what a client sends and the parser's state is the real one. That an answering
client keeps its socket on a live server is in tests/server/test_heartbeat.py.
"""

from __future__ import annotations

from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.server import ServerProtocol
from websockets.uri import parse_uri

from igroteka.server.ws_transport import at_frame_boundary, is_bare_pong


def _connected() -> tuple[ClientProtocol, ServerProtocol]:
    client = ClientProtocol(parse_uri("ws://club.test/ws"))
    server = ServerProtocol()
    request = client.connect()
    client.send_request(request)
    server.receive_data(b"".join(client.data_to_send()))
    (handshake,) = server.events_received()
    server.send_response(server.accept(handshake))
    client.receive_data(b"".join(server.data_to_send()))
    assert client.events_received()  # the response
    return client, server


def _sent(client: ClientProtocol) -> bytes:
    return b"".join(client.data_to_send())


def test_a_clients_answer_to_the_empty_ping_is_a_bare_pong() -> None:
    client, _server = _connected()
    client.send_pong(b"")
    assert is_bare_pong(_sent(client))
    client.send_pong(b"x")  # a pong with a payload is parsed as usual
    assert not is_bare_pong(_sent(client))
    client.send_text(b"ab")  # six bytes too, but a text frame
    text = _sent(client)
    assert len(text) == 8 and not is_bare_pong(text[:6])


def test_the_server_waits_at_a_frame_boundary_only_between_frames() -> None:
    client, server = _connected()
    assert at_frame_boundary(server)
    client.send_text(b'{"type":"ping"}')
    frame = _sent(client)
    # The header alone: the parser has taken it and waits for the mask with nothing
    # buffered. Six bytes arriving now are the rest of this frame, whatever they look like.
    server.receive_data(frame[:2])
    assert not server.reader.buffer
    assert not at_frame_boundary(server)
    server.receive_data(frame[2:])
    (event,) = server.events_received()
    assert isinstance(event, Frame) and event.data == b'{"type":"ping"}'
    assert at_frame_boundary(server)


def test_a_dropped_pong_leaves_the_stream_in_step() -> None:
    client, server = _connected()
    client.send_pong(b"")
    pong = _sent(client)
    assert is_bare_pong(pong) and at_frame_boundary(server)  # dropped: never fed
    client.send_text(b"after")
    server.receive_data(_sent(client))
    (event,) = server.events_received()
    assert event.opcode is Opcode.TEXT and event.data == b"after"
    # Fed to the parser instead, the same pong is an event of its own and nothing else.
    client.send_pong(b"")
    server.receive_data(_sent(client))
    (event,) = server.events_received()
    assert event.opcode is Opcode.PONG and event.data == b""


def test_a_closing_socket_parses_everything() -> None:
    _client, server = _connected()
    server.send_close()
    assert not at_frame_boundary(server)
