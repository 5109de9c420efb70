"""Move generation: steps, jump chains, and the rules that forbid some of them.

Every rule that filters moves looks only at a move's two ends (which piece,
where it lands) or at each hop on its own (a piece inside the opponent's home
may not hop out), so the set of *allowed (from, to) pairs* is computed once
with a breadth-first search per piece; the full list of jump paths (every
prefix of every chain, as the player may stop anywhere) is then the depth-first
enumeration of simple paths whose ends are allowed.

The board is a bytearray: 0 is empty, seat + 1 a piece of that seat.
"""

from __future__ import annotations

from collections import deque

from igroteka.games.ugolki.settings import Rules

Pair = tuple[int, int]


def hop_allowed(rules: Rules, seat: int, frm: int, to: int) -> bool:
    """A piece standing in its target home may not land outside it (when that rule is on)."""
    if not rules.stay_in_target:
        return True
    target = rules.geo.targets[seat]
    return frm not in target or to in target


def reachable(rules: Rules, board: bytearray, seat: int, src: int) -> dict[int, tuple[int, ...]]:
    """Every square the piece on `src` can reach, with one shortest path to it.

    Shortest paths never revisit a square, so each is a legal move; the piece
    is lifted from `src` while searching (nobody can jump over an empty square).
    """
    links = rules.geo.links
    piece = board[src]
    board[src] = 0
    found: dict[int, tuple[int, ...]] = {}
    try:
        for adj, _ in links[src]:
            if adj >= 0 and not board[adj] and hop_allowed(rules, seat, src, adj):
                found[adj] = (src, adj)
        parents = {src: -1}
        queue = deque([src])
        jumped: list[int] = []
        while queue:
            cur = queue.popleft()
            for adj, beyond in links[cur]:
                if (
                    beyond >= 0
                    and board[adj]
                    and not board[beyond]
                    and beyond not in parents
                    and hop_allowed(rules, seat, cur, beyond)
                ):
                    parents[beyond] = cur
                    queue.append(beyond)
                    jumped.append(beyond)
        for dst in jumped:
            if dst in found:
                continue
            path = [dst]
            while parents[path[-1]] != -1:
                path.append(parents[path[-1]])
            found[dst] = tuple(reversed(path))
    finally:
        board[src] = piece
    return found


def paths_from(rules: Rules, board: bytearray, seat: int, src: int) -> list[tuple[int, ...]]:
    """Every legal path of the piece on `src`: its steps, then every simple jump chain prefix."""
    links = rules.geo.links
    piece = board[src]
    board[src] = 0
    found: list[tuple[int, ...]] = []
    try:
        for adj, _ in links[src]:
            if adj >= 0 and not board[adj] and hop_allowed(rules, seat, src, adj):
                found.append((src, adj))
        path = [src]
        visited = {src}

        def chains(cur: int) -> None:
            for adj, beyond in links[cur]:
                if (
                    beyond >= 0
                    and board[adj]
                    and not board[beyond]
                    and beyond not in visited
                    and hop_allowed(rules, seat, cur, beyond)
                ):
                    path.append(beyond)
                    visited.add(beyond)
                    found.append(tuple(path))
                    chains(beyond)
                    visited.discard(beyond)
                    path.pop()

        chains(src)
    finally:
        board[src] = piece
    return found


def locks_in(rules: Rules, board: bytearray, seat: int, src: int, dst: int) -> bool:
    """Whether moving src→dst shuts an opponent's piece in with two of `seat`'s pieces per side.

    A side is shut when it is the board's edge, or its neighbour is one of the
    mover's pieces with another of them (or the edge) behind it: the piece then
    can neither step nor jump that way. Only pieces within two squares of `dst`
    can be newly shut in, so only they are looked at.
    """
    links = rules.geo.links
    mine = seat + 1
    board[src] = 0
    board[dst] = mine
    try:
        for adj, beyond in links[dst]:
            for victim in (adj, beyond):
                if victim < 0 or board[victim] in (0, mine):
                    continue
                if all(
                    a < 0 or (board[a] == mine and (b < 0 or board[b] == mine))
                    for a, b in links[victim]
                ):
                    return True
        return False
    finally:
        board[dst] = 0
        board[src] = mine
