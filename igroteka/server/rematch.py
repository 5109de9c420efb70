"""A rematch: the same game, options, stake and clock again, everyone one seat on.

Each person moves to the next seat (seat 0's player to seat 1, the last to seat
0), so the first move and the colours pass round while partners stay partners
(opposite seats stay opposite). A bot keeps its level; a seat whose person left
for good is open for someone new. The new table starts once every person who
played has agreed.
"""

from __future__ import annotations

from igroteka.server.seats import Seat


def rotated_seats(seats: list[Seat], ready: bool) -> list[Seat]:
    """The seats of the rematch: seat i's player sits at seat i + 1 (mod the count)."""
    count = len(seats)
    result = [Seat("human") for _ in range(count)]
    for i, seat in enumerate(seats):
        if seat.kind == "bot":
            moved = Seat("bot", level=seat.level)
        elif seat.user_id is not None and not seat.abandoned:
            moved = Seat("human", seat.user_id, seat.name, ready=ready)
        else:
            moved = Seat("human")
        result[(i + 1) % count] = moved
    return result


def people(seats: list[Seat]) -> set[int]:
    """Whose agreement a rematch needs: every person still at the table."""
    return {s.user_id for s in seats if s.kind == "human" and s.user_id and not s.abandoned}
