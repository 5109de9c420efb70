"""The profile breakdown counts each sampled stack once, in the first part it belongs to,
and leaves out the stacks that wait."""

from igroteka.bench.profile_breakdown import breakdown, table

MOVE = "Runner.run (asyncio/runners.py:118);TableCore._run (igroteka/server/table/core.py:134)"
COMMIT = MOVE + ";Play.act (igroteka/server/table/play.py:50);Play._commit (p.py:161)"


def test_a_send_inside_a_move_counts_as_a_send_and_the_shares_add_up() -> None:
    lines = [
        COMMIT + ";Messages._broadcast_update (m.py:205);Connection.send_encoded (c.py:90);"
        "protocol_class.<locals>.ClubWebSocketProtocol.push_text (t.py:120);"
        "PerMessageDeflate.encode (websockets/extensions/permessage_deflate.py:192) 6",
        COMMIT + ";Messages._broadcast_update (m.py:205);Messages._update (m.py:184);"
        "KozelState.view (igroteka/games/kozel/state.py:207) 3",
        COMMIT + ";KozelState.apply (igroteka/games/kozel/state.py:300) 2",
        "Runner.run (asyncio/runners.py:118) 4",
        "",
        "Thread.run (threading.py:975);something (elsewhere.py:1) 1",
        "Thread.run (threading.py:982);_worker (concurrent/futures/thread.py:81) 9",
    ]
    parts, total, waits = breakdown(lines)
    assert total == 16
    assert sum(waits.values()) == 9  # a thread blocked on its queue is not running
    assert parts["sends: permessage-deflate"] == 6
    assert parts["views (the game's view of each seat)"] == 3
    assert parts["rules (parse, check, apply) and the table actor"] == 2
    assert parts["event loop: uvloop (epoll, socket reads, callbacks)"] == 4
    assert parts["other"] == 1
    rows = table(parts, total, 0.8)
    assert rows[2] == "| sends: permessage-deflate | 38% | 300 |"
