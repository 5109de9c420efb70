"""The rule settings a state consults on every move, read once from the options.

Options are a dict of strings and numbers; move generation runs thousands of
times per second, so the few values it needs are unpacked here into a frozen
object, cached per option set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.games.ugolki.board import Geometry, geometry
from igroteka.games.ugolki.options import BOARD_SIZES

SEAT_COLORS = ("white", "black", "red", "green")
SEAT_LETTERS = "WBRG"


def seat_letters(players: int) -> str:
    """Position letters: White and Black for two; White, Black, Red, Green for four."""
    return SEAT_LETTERS[:players]


def seat_colors(players: int) -> tuple[str, ...]:
    return SEAT_COLORS[:players]


@dataclass(frozen=True)
class Rules:
    geo: Geometry
    players: int
    moves: str
    finish: str
    deadline: int
    late_pieces: int
    no_return: bool
    cutoff: int
    judge: str
    mirror: bool
    repetition: bool
    no_lock: bool
    home_first: bool
    stay_in_target: bool
    auto_finish: bool

    @property
    def four_way(self) -> bool:
        return self.moves not in ("all", "steps8")


_CACHE: dict[tuple[tuple[str, Any], ...], Rules] = {}


def rules_of(options: dict[str, Any]) -> Rules:
    key = tuple(sorted(options.items()))
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    players = int(options["players"])
    rules = Rules(
        geo=geometry(
            BOARD_SIZES[str(options["board"])],
            str(options["home"]),
            players,
            str(options["white_corner"]),
            str(options["moves"]),
        ),
        players=players,
        moves=str(options["moves"]),
        finish=str(options["finish"]),
        deadline=int(options["leave_deadline"]),
        late_pieces=int(options["late_pieces"]),
        no_return=bool(options["no_return"]),
        cutoff=int(options["cutoff_move"]),
        judge=str(options["cutoff_judge"]),
        mirror=bool(options["mirror_limit"]),
        repetition=bool(options["repetition"]),
        no_lock=bool(options["no_lock"]),
        home_first=bool(options["home_first"]),
        stay_in_target=bool(options["stay_in_target"]),
        auto_finish=bool(options["auto_finish"]),
    )
    if len(_CACHE) < 256:
        _CACHE[key] = rules
    return rules
