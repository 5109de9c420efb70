"""What a deal writes on the score sheet: the maker against the defenders.

Each side's total is its card points, the 10 for the last trick, its
sequences (only if it took a trick) and the bella. The maker's side must
score more than every other side. If it does, everyone records his own
total («Победителю всё»: the maker records everything). If another side
scored more, it is «бейт»: the maker records nothing and his points go to
the defenders (split between them when there are two or three), and from the
third бейт on the maker also loses 100. An equal score is «висяк»: the
defenders record theirs, the maker's total hangs in a pot that the next,
forced, deal settles. A side that took no trick («лыжи») loses 100.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

MADE, BAIT, HANGING, KLABOR = "made", "bait", "hanging", "klabor"
SKI_PENALTY = 100
BAIT_PENALTY = 100
BAITS_BEFORE_PENALTY = 2
KLABOR_DEAL_POINTS = 162


@dataclass(frozen=True)
class DealScore:
    """The line a deal adds to the score sheet (per side unless noted)."""

    kind: str
    maker_side: int
    card_points: tuple[int, ...]
    last_trick: tuple[int, ...]
    sequences: tuple[int, ...]
    bella: tuple[int, ...]
    totals: tuple[int, ...]
    written: tuple[int, ...]
    tricks: tuple[int, ...]
    skis: tuple[bool, ...]
    bait_penalty: tuple[int, ...]
    pot_settled: int = 0
    pots_after: tuple[int, ...] = ()
    baits_after: tuple[int, ...] = ()
    details: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "maker_side": self.maker_side,
            "card_points": list(self.card_points),
            "last_trick": list(self.last_trick),
            "sequences": list(self.sequences),
            "bella": list(self.bella),
            "totals": list(self.totals),
            "written": list(self.written),
            "tricks": list(self.tricks),
            "skis": list(self.skis),
            "bait_penalty": list(self.bait_penalty),
            "pot_settled": self.pot_settled,
            "pots_after": list(self.pots_after),
            "baits_after": list(self.baits_after),
            **self.details,
        }


def _share(amount: int, totals: Sequence[int], defenders: list[int], split: str) -> dict[int, int]:
    """How a failed maker's points (and pot) go to the defenders."""
    if len(defenders) == 1:
        return {defenders[0]: amount}
    if split == "to_best":
        top = max(totals[d] for d in defenders)
        defenders = [d for d in defenders if totals[d] == top]
    each = amount // len(defenders)
    return dict.fromkeys(defenders, each)


def score_deal(
    options: Mapping[str, Any],
    maker_side: int,
    card_points: Sequence[int],
    last_side: int,
    tricks: Sequence[int],
    sequences: Sequence[int],
    bella: Sequence[int],
    pots: Sequence[int],
    baits: Sequence[int],
) -> DealScore:
    """Score one played deal; `pots` are the hanging pots this (forced) deal settles."""
    sides = len(card_points)
    last = tuple(10 if s == last_side else 0 for s in range(sides))
    melds = tuple(sequences[s] if tricks[s] > 0 else 0 for s in range(sides))
    totals = tuple(card_points[s] + last[s] + melds[s] + bella[s] for s in range(sides))
    defenders = [s for s in range(sides) if s != maker_side]
    best_other = max(totals[d] for d in defenders)
    maker_total = totals[maker_side]
    written = [0] * sides
    separate = bool(options["hanging_separate"])
    settled = (pots[0] if separate else sum(pots)) if pots else 0
    left = list(pots[1:]) if separate else []
    baits_after = list(baits)
    penalty = [0] * sides
    if maker_total > best_other:
        kind = MADE
        if options["winner_takes_all"]:
            written[maker_side] = sum(totals) + settled
        else:
            for s in range(sides):
                written[s] = totals[s]
            written[maker_side] += settled
    elif maker_total < best_other:
        kind = BAIT
        for d in defenders:
            written[d] = totals[d]
        for d, extra in _share(
            maker_total + settled, totals, defenders, str(options["bait_split"])
        ).items():
            written[d] += extra
        baits_after[maker_side] += 1
        if baits_after[maker_side] > BAITS_BEFORE_PENALTY:
            penalty[maker_side] = BAIT_PENALTY
    else:
        kind = HANGING
        for d in defenders:
            written[d] = totals[d]
        settled = 0
        left = [*pots, maker_total] if separate else [sum(pots) + maker_total]
    skis = tuple(tricks[s] == 0 for s in range(sides))
    for s in range(sides):
        written[s] -= penalty[s] + (SKI_PENALTY if skis[s] else 0)
    return DealScore(
        kind=kind,
        maker_side=maker_side,
        card_points=tuple(card_points),
        last_trick=last,
        sequences=melds,
        bella=tuple(bella),
        totals=totals,
        written=tuple(written),
        tricks=tuple(tricks),
        skis=skis,
        bait_penalty=tuple(penalty),
        pot_settled=settled,
        pots_after=tuple(left),
        baits_after=tuple(baits_after),
    )


def score_klabor(sides: int, side: int, pots: Sequence[int], baits: Sequence[int]) -> DealScore:
    """A клабор that wins only the deal: 162 to its holder's side, nothing to the others."""
    written = tuple(KLABOR_DEAL_POINTS if s == side else 0 for s in range(sides))
    zero = (0,) * sides
    return DealScore(
        kind=KLABOR,
        maker_side=side,
        card_points=zero,
        last_trick=zero,
        sequences=zero,
        bella=zero,
        totals=written,
        written=written,
        tricks=zero,
        skis=(False,) * sides,
        bait_penalty=zero,
        pots_after=tuple(pots),
        baits_after=tuple(baits),
    )


def match_leader(scores: Sequence[int], target: int) -> int | None:
    """The side that has won once somebody reached `target`: the single highest score."""
    if max(scores) < target:
        return None
    top = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == top]
    return leaders[0] if len(leaders) == 1 else None
