"""Replays and fairness proofs.

A finished game's replay shows everything: the record (game, options, seed,
actions), every event with its private parts, and the final full view. A game
still running shows only what a spectator sees, so the replay endpoint can't
be used to peek at hidden cards.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from igroteka.engine.registry import get_game
from igroteka.server import texts
from igroteka.server.deps import ERRORS, club_of, current_user, member_of
from igroteka.server.errors import ClubError
from igroteka.server.schemas import FairnessOut, ReplayOut, ReplayStep
from igroteka.store.clock import as_utc

router = APIRouter(prefix="/api", tags=["replays"], responses=ERRORS)


@router.get("/replays/{record_id}", response_model=ReplayOut)
async def replay(record_id: int, request: Request) -> ReplayOut:
    club = club_of(request)
    record = await club.repo.record(record_id) if 0 < record_id < 2**62 else None
    if record is None:
        raise ClubError(texts.REPLAY_NOT_FOUND, "no_replay", 404)
    table = await club.repo.get(record.table_id)
    finished = record.finished_at is not None
    if table is not None and table.private and not finished:
        user = await current_user(request)
        member = member_of(user) if user else None
        if member is None or all(s.get("user_id") != member.id for s in table.seats):
            raise ClubError(texts.PRIVATE_TABLE, "private_table", 403)
    rows = await club.repo.actions(record_id)
    game = get_game(record.game)
    state = game.new_state(game.options.validate(record.options), int(record.seed))
    steps = []
    for row in rows:
        action = state.action_from_json(row.action)
        text = state.action_text(action) if finished else None
        events = state.apply(action)
        shown = [e.revealed() if finished else e.for_seat(None) for e in events]
        steps.append(
            ReplayStep(
                version=row.idx + 1,
                seat=row.seat,
                by_bot=row.by_bot,
                at=as_utc(row.at).isoformat(),
                events=shown,
                text=text,
            )
        )
    answer = ReplayOut(
        record_id=record.id,
        table_id=record.table_id,
        game=record.game,
        options=record.options,
        finished=finished,
        seats=record.seats,
        steps=steps,
        view=state.full_view() if finished else state.view(None),
        commitment=record.commitment,
    )
    if finished:
        answer.outcome = record.outcome
        answer.seed = record.seed
        answer.actions = [row.action for row in rows]
    return answer


@router.get("/fairness/{table_id}", response_model=FairnessOut)
async def fairness(table_id: str, request: Request) -> dict[str, Any]:
    club = club_of(request)
    actor = club.tables.get(table_id)
    if actor is not None:
        info: dict[str, Any] = actor.info()["fairness"]
        return info
    row = await club.repo.get(table_id)
    if row is None:
        raise ClubError(texts.NO_TABLE, "no_table", 404)
    answer: dict[str, Any] = {"commitment": row.commitment, "player_seeds": row.player_seeds}
    if row.status == "finished":
        answer["server_seed"] = row.server_seed
        record = await club.repo.record(row.record_id) if row.record_id else None
        answer["seed"] = record.seed if record else None
    return answer
