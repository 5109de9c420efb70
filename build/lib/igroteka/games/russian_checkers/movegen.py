"""Move generation on bitboards: quiet moves, capture sequences, bulk counts and perft.

A position is four masks (White men, White kings, Black men, Black kings) and
the side to move (0 = White, 1 = Black). A generated move is
`(path, captured, crowned)`: the squares the piece stands on, from its start
through every landing square; the mask of the pieces it takes; and whether it
ends the move as a king. A capture path is listed once per distinct sequence
of landing squares, as pydraughts lists them, so perft counts agree with it.

The capture search follows the Russian rules exactly:
- men jump adjacent pieces in all four directions, kings fly;
- a piece may be jumped only once, and a jumped piece stays on the board until
  the move ends (the Turkish strike), so it blocks like any other piece;
- a sequence must be continued while the capturing piece can capture again,
  and a king must land where it can go on capturing if any landing allows it;
- a man crowned in the middle of a capture goes on capturing as a king.

Speed matters (bots search with it, perft is a benchmark), so the hot paths are
plain functions over ints and tuples; see `board` for the bit layout.
"""

from __future__ import annotations

from igroteka.games.russian_checkers.board import (
    JUMPS,
    ONWARD,
    RANK_1,
    RANK_8,
    RAYS,
    SQUARES,
    VALID,
)

Path = tuple[int, ...]
Generated = tuple[Path, int, bool]

# RAY_PAIRS[sq][d]: ((bit, square), ...) outward from sq; bit tests and square ids in one table.
RAY_PAIRS: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = {
    sq: tuple(tuple((1 << i, i) for i in ray) for ray in RAYS[sq]) for sq in SQUARES
}


# --- capture search ---------------------------------------------------------------
def _man_jumps(
    sq: int, avail: int, empty: int, captured: int, path: Path, out: list[Generated], promo: int
) -> bool:
    """Extend a man's capture from `sq`; append complete paths; say whether any jump exists."""
    found = False
    for direction, mid, land, target in JUMPS[sq]:
        if avail & mid and empty & land:
            found = True
            taken = captured | mid
            longer = (*path, target)
            if land & promo:
                if not _king_jumps(target, avail ^ mid, empty, taken, longer, out, direction):
                    out.append((longer, taken, True))
            elif not _man_jumps(target, avail ^ mid, empty, taken, longer, out, promo):
                out.append((longer, taken, False))
    return found


def _king_jumps(
    sq: int, avail: int, empty: int, captured: int, path: Path, out: list[Generated], came: int
) -> bool:
    """Extend a king's capture from `sq` (it arrived moving in direction `came`, -1 at start)."""
    found = False
    rays = RAY_PAIRS[sq]
    for direction in ONWARD[came]:
        ray = rays[direction]
        n = len(ray)
        k = 0
        while k < n and empty & ray[k][0]:
            k += 1
        if k >= n - 1:
            continue
        victim = ray[k][0]
        if not avail & victim:
            continue
        k += 1
        landings = []
        while k < n and empty & ray[k][0]:
            landings.append(ray[k][1])
            k += 1
        if not landings:
            continue
        found = True
        taken = captured | victim
        rest = avail ^ victim
        goes_on = False
        for target in landings:
            if _king_jumps(target, rest, empty, taken, (*path, target), out, direction):
                goes_on = True
        if not goes_on:
            for target in landings:
                out.append(((*path, target), taken, True))
    return found


def _man_count(sq: int, avail: int, empty: int, promo: int) -> int:
    """How many complete capture paths a man on `sq` has from here (0: it cannot jump)."""
    total = 0
    for direction, mid, land, target in JUMPS[sq]:
        if avail & mid and empty & land:
            if land & promo:
                more = _king_count(target, avail ^ mid, empty, direction)
            else:
                more = _man_count(target, avail ^ mid, empty, promo)
            total += more or 1
    return total


def _king_count(sq: int, avail: int, empty: int, came: int) -> int:
    """How many complete capture paths a king on `sq` has from here (0: it cannot jump)."""
    total = 0
    rays = RAY_PAIRS[sq]
    for direction in ONWARD[came]:
        ray = rays[direction]
        n = len(ray)
        k = 0
        while k < n and empty & ray[k][0]:
            k += 1
        if k >= n - 1:
            continue
        victim = ray[k][0]
        if not avail & victim:
            continue
        k += 1
        start = k
        while k < n and empty & ray[k][0]:
            k += 1
        if k == start:
            continue
        rest = avail ^ victim
        more = 0
        for j in range(start, k):
            more += _king_count(ray[j][1], rest, empty, direction)
        total += more or (k - start)
    return total


def _king_can_capture(sq: int, avail: int, empty: int) -> bool:
    for ray in RAY_PAIRS[sq]:
        n = len(ray)
        k = 0
        while k < n and empty & ray[k][0]:
            k += 1
        if k < n - 1 and avail & ray[k][0] and empty & ray[k + 1][0]:
            return True
    return False


def _capturing_men(men: int, opp: int, empty: int) -> int:
    """The men that have a first jump (any direction), by four shifts."""
    return men & (
        ((opp & (empty >> 4)) >> 4)
        | ((opp & (empty >> 5)) >> 5)
        | ((opp & (empty << 4)) << 4)
        | ((opp & (empty << 5)) << 5)
    )


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def captures(men: int, kings: int, opp: int, empty: int, side: int) -> list[Generated]:
    """Every complete capture path of the side whose pieces are `men` and `kings`."""
    promo = RANK_8 if side == 0 else RANK_1
    out: list[Generated] = []
    for sq in _bits(_capturing_men(men, opp, empty)):
        _man_jumps(sq, opp, empty | (1 << sq), 0, (sq,), out, promo)
    for sq in _bits(kings):
        _king_jumps(sq, opp, empty | (1 << sq), 0, (sq,), out, -1)
    return out


def has_capture(men: int, kings: int, opp: int, empty: int) -> bool:
    if _capturing_men(men, opp, empty):
        return True
    return any(_king_can_capture(sq, opp, empty) for sq in _bits(kings))


def quiet_moves(men: int, kings: int, empty: int, side: int) -> list[Generated]:
    """The non-capturing moves: men one step forward, kings any distance along a free diagonal."""
    out: list[Generated] = []
    if side == 0:
        for shift in (4, 5):
            targets = (men << shift) & empty
            for to in _bits(targets):
                out.append(((to - shift, to), 0, bool((1 << to) & RANK_8)))
    else:
        for shift in (4, 5):
            targets = (men >> shift) & empty
            for to in _bits(targets):
                out.append(((to + shift, to), 0, bool((1 << to) & RANK_1)))
    for sq in _bits(kings):
        for ray in RAY_PAIRS[sq]:
            for bit, to in ray:
                if not empty & bit:
                    break
                out.append(((sq, to), 0, True))
    return out


def generate(wm: int, wk: int, bm: int, bk: int, side: int) -> list[Generated]:
    """The legal moves of `side`: its captures if it has any (compulsory), else quiet moves."""
    occupied = wm | wk | bm | bk
    empty = VALID ^ occupied
    if side == 0:
        men, kings, opp = wm, wk, bm | bk
    else:
        men, kings, opp = bm, bk, wm | wk
    found = captures(men, kings, opp, empty, side)
    if found:
        return found
    return quiet_moves(men, kings, empty, side)


def play(
    wm: int, wk: int, bm: int, bk: int, side: int, path: Path, captured: int, crowned: bool
) -> tuple[int, int, int, int]:
    """The four masks after a generated move: the piece moves, the jumped pieces go, all at once."""
    src = 1 << path[0]
    dst = 1 << path[-1]
    if side == 0:
        if wk & src:
            wk = (wk ^ src) | dst
        elif crowned:
            wm ^= src
            wk |= dst
        else:
            wm = (wm ^ src) | dst
        if captured:
            bm &= ~captured
            bk &= ~captured
    else:
        if bk & src:
            bk = (bk ^ src) | dst
        elif crowned:
            bm ^= src
            bk |= dst
        else:
            bm = (bm ^ src) | dst
        if captured:
            wm &= ~captured
            wk &= ~captured
    return wm, wk, bm, bk


# --- bulk counting and perft ----------------------------------------------------------
def _king_quiet_count(kings: int, empty: int) -> int:
    """Quiet king moves of all `kings` at once by flood fills (their rays never overlap)."""
    total = 0
    x = kings
    while x:
        x = (x << 5) & empty
        total += x.bit_count()
    x = kings
    while x:
        x = (x << 4) & empty
        total += x.bit_count()
    x = kings
    while x:
        x = (x >> 4) & empty
        total += x.bit_count()
    x = kings
    while x:
        x = (x >> 5) & empty
        total += x.bit_count()
    return total


def count_moves(wm: int, wk: int, bm: int, bk: int, side: int) -> int:
    """The number of legal moves of `side`, counted without making them (perft's last ply)."""
    empty = VALID ^ (wm | wk | bm | bk)
    if side == 0:
        men, kings, opp, promo = wm, wk, bm | bk, RANK_8
    else:
        men, kings, opp, promo = bm, bk, wm | wk, RANK_1
    total = 0
    jumpers = _capturing_men(men, opp, empty)
    while jumpers:
        low = jumpers & -jumpers
        jumpers ^= low
        total += _man_count(low.bit_length() - 1, opp, empty | low, promo)
    k = kings
    while k:
        low = k & -k
        k ^= low
        total += _king_count(low.bit_length() - 1, opp, empty | low, -1)
    if total:
        return total
    if side == 0:
        total = ((men << 4) & empty).bit_count() + ((men << 5) & empty).bit_count()
    else:
        total = ((men >> 4) & empty).bit_count() + ((men >> 5) & empty).bit_count()
    if kings:
        total += _king_quiet_count(kings, empty)
    return total


def perft(wm: int, wk: int, bm: int, bk: int, side: int, depth: int) -> int:
    """Leaves of the move tree to `depth` plies; captures count once per landing-square path."""
    if depth <= 0:
        return 1
    if depth == 1:
        return count_moves(wm, wk, bm, bk, side)
    if side == 0:
        return _perft_white(wm, wk, bm, bk, depth)
    return _perft_black(wm, wk, bm, bk, depth)


def _perft_white(wm: int, wk: int, bm: int, bk: int, depth: int) -> int:
    opp = bm | bk
    empty = VALID ^ (wm | wk | opp)
    d1 = depth - 1
    below = count_moves if d1 == 1 else None
    total = 0
    found = captures(wm, wk, opp, empty, 0)
    if found:
        for path, taken, crowned in found:
            src = 1 << path[0]
            dst = 1 << path[-1]
            if wk & src:
                nwm, nwk = wm, (wk ^ src) | dst
            elif crowned:
                nwm, nwk = wm ^ src, wk | dst
            else:
                nwm, nwk = (wm ^ src) | dst, wk
            keep = ~taken
            if below is not None:
                total += below(nwm, nwk, bm & keep, bk & keep, 1)
            else:
                total += _perft_black(nwm, nwk, bm & keep, bk & keep, d1)
        return total
    for shift in (4, 5):
        targets = (wm << shift) & empty
        while targets:
            dst = targets & -targets
            targets ^= dst
            src = dst >> shift
            if dst & RANK_8:
                nwm, nwk = wm ^ src, wk | dst
            else:
                nwm, nwk = wm ^ src ^ dst, wk
            if below is not None:
                total += below(nwm, nwk, bm, bk, 1)
            else:
                total += _perft_black(nwm, nwk, bm, bk, d1)
    k = wk
    while k:
        src = k & -k
        k ^= src
        for ray in RAY_PAIRS[src.bit_length() - 1]:
            for dst, _sq in ray:
                if not empty & dst:
                    break
                nwk = wk ^ src ^ dst
                if below is not None:
                    total += below(wm, nwk, bm, bk, 1)
                else:
                    total += _perft_black(wm, nwk, bm, bk, d1)
    return total


def _perft_black(wm: int, wk: int, bm: int, bk: int, depth: int) -> int:
    opp = wm | wk
    empty = VALID ^ (bm | bk | opp)
    d1 = depth - 1
    below = count_moves if d1 == 1 else None
    total = 0
    found = captures(bm, bk, opp, empty, 1)
    if found:
        for path, taken, crowned in found:
            src = 1 << path[0]
            dst = 1 << path[-1]
            if bk & src:
                nbm, nbk = bm, (bk ^ src) | dst
            elif crowned:
                nbm, nbk = bm ^ src, bk | dst
            else:
                nbm, nbk = (bm ^ src) | dst, bk
            keep = ~taken
            if below is not None:
                total += below(wm & keep, wk & keep, nbm, nbk, 0)
            else:
                total += _perft_white(wm & keep, wk & keep, nbm, nbk, d1)
        return total
    for shift in (4, 5):
        targets = (bm >> shift) & empty
        while targets:
            dst = targets & -targets
            targets ^= dst
            src = dst << shift
            if dst & RANK_1:
                nbm, nbk = bm ^ src, bk | dst
            else:
                nbm, nbk = bm ^ src ^ dst, bk
            if below is not None:
                total += below(wm, wk, nbm, nbk, 0)
            else:
                total += _perft_white(wm, wk, nbm, nbk, d1)
    k = bk
    while k:
        src = k & -k
        k ^= src
        for ray in RAY_PAIRS[src.bit_length() - 1]:
            for dst, _sq in ray:
                if not empty & dst:
                    break
                nbk = bk ^ src ^ dst
                if below is not None:
                    total += below(wm, wk, bm, nbk, 0)
                else:
                    total += _perft_white(wm, wk, bm, nbk, d1)
    return total
