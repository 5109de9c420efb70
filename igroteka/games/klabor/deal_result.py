"""One deal's result for each seat: how benchmarks score Klabor deal by deal.

A seat's result is what the first scored deal writes for its side minus the
other sides' mean, so it sums to nothing over the sides. A висяк pot is still
open after the deal: half of it counts for the maker, since the forced next
deal gives it to one side or the other. A клабор ends the match at once and
counts as the whole deal (162) for the side that held it.
"""

from __future__ import annotations

from igroteka.games.klabor.protocol import KlaborMatch

POT_SHARE = 0.5
KLABOR_RESULT = 162.0


def first_deal_returns(state: KlaborMatch) -> tuple[float, ...] | None:
    """Each seat's result of the match's first scored deal, or None while it is played."""
    results = deal_results(state)
    return results[0] if results else None


def deal_results(state: KlaborMatch) -> list[tuple[float, ...]]:
    """Each seat's result of every deal scored so far; a клабор that ended the match before
    any deal was written counts as one deal won whole."""
    seats = range(state.n)
    if not state.sheet:
        if not state.is_terminal() or state.winner is None:
            return []
        return [
            tuple(
                KLABOR_RESULT if state.side_of(s) == state.winner else -KLABOR_RESULT for s in seats
            )
        ]
    out = []
    for line in state.sheet:
        written = [float(w) for w in line["written"]]
        if line.get("pots_after"):
            written[line["maker_side"]] += POT_SHARE * sum(line["pots_after"])
        margins = [w - (sum(written) - w) / (len(written) - 1) for w in written]
        out.append(tuple(margins[state.side_of(s)] for s in seats))
    return out
