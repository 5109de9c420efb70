"""A player's profile over HTTP: each board's rating and the rated games that made it.

The profile page draws its plots from this: per game and rule set, the rating
after every rated game, with the game's result for that player. Results come
from the finished game's outcome (the rated game's key is its table), so the
store of ratings needs no column for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from fastapi import APIRouter, Depends, Path, Query, Request

from igroteka.server import texts
from igroteka.server.deps import ERRORS, club_of, from_own_page
from igroteka.server.errors import ClubError
from igroteka.server.schemas import PlayerBoardOut, PlayerProfileOut, RatedGameOut
from igroteka.store.clock import as_utc
from igroteka.store.ratings import NO_PRESET, RatedEntry, Skill

router = APIRouter(
    prefix="/api", tags=["ratings"], responses=ERRORS, dependencies=[Depends(from_own_page)]
)

Result = Literal["win", "draw", "loss"]


def result_of(entry: RatedEntry, outcome: dict[str, Any] | None) -> Result | None:
    """Win, draw or loss for the player's seats, from the game's returns.

    A win is the best return at the table while someone did worse (a partner
    shares it); all equal is a draw. A seat left for good is rated as a lost
    game of its own (its key ends in ":left:<seat>").
    """
    if ":left:" in entry.key:
        return "loss"
    returns: Sequence[float] = (outcome or {}).get("returns") or []
    if not entry.seats or any(seat >= len(returns) for seat in entry.seats):
        return None
    mine = max(float(returns[seat]) for seat in entry.seats)
    best, worst = max(map(float, returns)), min(map(float, returns))
    if best == worst:
        return "draw"
    return "win" if mine == best else "loss"


def _table_of(key: str) -> str:
    return key.split(":left:")[0]


@router.get("/players/{player}", response_model=PlayerProfileOut)
async def player_profile(
    request: Request,
    player: str = Path(max_length=80),
    limit: int = Query(500, ge=1, le=2000),
) -> PlayerProfileOut:
    """A player's ratings on every board, with the rated games behind each, oldest first."""
    club = club_of(request)
    boards = await club.ratings.boards_of(player)
    if not boards:
        raise ClubError(texts.NO_SUCH_PLAYER, "no_such_player", 404, player=player)
    entries = await club.ratings.history(player, limit)
    outcomes = await club.repo.outcomes(sorted({_table_of(e.key) for e in entries}))
    out = []
    for board in boards:
        history = []
        counts = {"win": 0, "draw": 0, "loss": 0}
        for entry in entries:
            if (entry.game, entry.preset) != (board.game, board.preset):
                continue
            result = result_of(entry, outcomes.get(_table_of(entry.key)))
            if result is not None:
                counts[result] += 1
            history.append(
                RatedGameOut(
                    at=as_utc(entry.at).isoformat(),
                    table=_table_of(entry.key),
                    result=result,
                    rating=entry.after.rating,
                    deviation=entry.after.deviation,
                    delta=entry.after.rating - entry.before.rating,
                )
            )
        now = Skill(board.mu, board.sigma)
        out.append(
            PlayerBoardOut(
                game=board.game,
                preset=None if board.preset == NO_PRESET else board.preset,
                rating=now.rating,
                deviation=now.deviation,
                games=board.games,
                wins=counts["win"],
                draws=counts["draw"],
                losses=counts["loss"],
                history=history,
            )
        )
    out.sort(key=lambda b: -b.games)
    return PlayerProfileOut(
        player=player, name=boards[-1].name, is_bot=boards[-1].is_bot, boards=out
    )
