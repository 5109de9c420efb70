"""Replays and fairness proofs.

A finished game's replay shows everything: the record (game, options, seed,
actions), every event with its private parts, and the full view (every hand)
before the first move and after each, for the page that steps through it. A
game still running shows only what a spectator sees, so the replay endpoint
can't be used to peek at hidden cards. Russian checkers also downloads as PDN.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import Response

from igroteka.engine.registry import get_game
from igroteka.engine.replay import GameRecord
from igroteka.server import texts
from igroteka.server.auth import token_hash
from igroteka.server.deps import CHANGE, ERRORS, club_of, current_user, from_own_page, member_of
from igroteka.server.errors import ClubError
from igroteka.server.fairness import FairDeal, FairnessProof, verify
from igroteka.server.schemas import (
    FairnessProofIn,
    FairnessProofOut,
    ReplayOut,
    ReplayStep,
    ReviewIn,
    ReviewOut,
    VerificationOut,
)
from igroteka.server.seats import Seat
from igroteka.server.table.actor import TableActor
from igroteka.server.text_safety import well_formed
from igroteka.store.clock import as_utc
from igroteka.store.tables import GameRecordRow

PDN_TYPE = "application/x-chess-pdn"
router = APIRouter(
    prefix="/api", tags=["replays"], responses=ERRORS, dependencies=[Depends(from_own_page)]
)


async def _readable_record(request: Request, record_id: int, invite: str | None) -> GameRecordRow:
    """The record, if it exists and the asker may read it (a private table's games are for
    its players, its creator and whoever holds the invite)."""
    club = club_of(request)
    record = await club.repo.record(record_id) if 0 < record_id < 2**62 else None
    if record is None:
        raise ClubError(texts.REPLAY_NOT_FOUND, "no_replay", 404)
    table = await club.repo.get(record.table_id)
    if table is not None and table.private:
        # A private table's games are for its players (and whoever holds the invite).
        user = await current_user(request)
        seats = [*record.seats, *table.seats]
        seated = user is not None and any(
            user.id in (s.get("user_id"), s.get("left_user_id")) for s in seats
        )
        invited = invite is not None and table.invite_hash == token_hash(invite)
        if not (seated or invited or (user is not None and user.id == table.created_by)):
            raise ClubError(texts.PRIVATE_TABLE, "private_table", 403)
    return record


@router.get("/replays/{record_id}", response_model=ReplayOut)
async def replay(
    record_id: int, request: Request, invite: str | None = Query(None, max_length=100)
) -> ReplayOut:
    club = club_of(request)
    record = await _readable_record(request, record_id, invite)
    finished = record.finished_at is not None
    rows = await club.repo.actions(record_id)
    game = get_game(record.game)
    state = game.new_state(game.options.validate(record.options), int(record.seed))
    start_view = state.full_view() if finished else None
    steps = []
    for row in rows:
        action = state.action_from_json(row.action)
        # Both languages: the reader's page picks one. Withheld while the game runs,
        # since an action may name a hidden card (a card passed to a partner).
        text = state.action_label(action).to_json() if finished else None
        events = state.apply(action, row.seat)
        shown = [e.revealed() if finished else e.for_seat(None) for e in events]
        steps.append(
            ReplayStep(
                version=row.idx + 1,
                seat=row.seat,
                by_bot=row.by_bot,
                at=as_utc(row.at).isoformat(),
                events=shown,
                text=text,
                view=state.full_view() if finished else None,
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
        answer.start_view = start_view
        answer.outcome = record.outcome
        answer.seed = record.seed
        answer.actions = [row.action for row in rows]
    return answer


async def _reviewable(
    request: Request, record_id: int, seat: int, invite: str | None
) -> GameRecordRow:
    record = await _readable_record(request, record_id, invite)
    if record.finished_at is None:
        raise ClubError(texts.REVIEW_NOT_FINISHED, "not_finished", 409)
    if not 0 <= seat < len(record.seats):
        raise ClubError(texts.REVIEW_NO_SEAT.with_params(seat=seat + 1), "no_seat", 409)
    return record


@router.get("/replays/{record_id}/review", response_model=ReviewOut)
async def review_status(
    record_id: int,
    request: Request,
    seat: int = Query(ge=0, le=11),
    invite: str | None = Query(None, max_length=100),
) -> Any:
    """How the review of one seat of a finished game stands, with the review once done."""
    await _reviewable(request, record_id, seat, invite)
    return await club_of(request).reviews.status(record_id, seat)


@router.post("/replays/{record_id}/review", response_model=ReviewOut, responses=CHANGE)
async def review_start(
    record_id: int,
    body: ReviewIn,
    request: Request,
    invite: str | None = Query(None, max_length=100),
) -> Any:
    """Start «Разбор партии» for one seat of a finished game (or give the one under way):
    each of the seat's decisions against the hard bot's, valued from the seat's own view
    (igroteka/review/review.py). Anyone who may read the replay may ask; the page polls
    the GET beside this for its progress."""
    record = await _reviewable(request, record_id, body.seat, invite)
    reviews = club_of(request).reviews
    current = await reviews.status(record_id, body.seat)
    if current["state"] in ("running", "done"):
        return current
    if reviews.busy():
        raise ClubError(texts.REVIEW_BUSY, "review_busy", 429, retry_after=60)
    rows = await club_of(request).repo.actions(record_id)
    game_record = GameRecord(
        record.game,
        dict(record.options),
        int(record.seed),
        [row.action for row in rows],
        [row.seat for row in rows],
    )
    return reviews.start(record_id, game_record, body.seat)


def _player_name(seat: dict[str, Any]) -> str:
    return Seat.from_stored(seat).label().render("ru") or "?"


@router.get(
    "/replays/{record_id}/pdn",
    response_class=Response,
    responses={
        200: {
            "description": "The game as PDN text",
            "content": {PDN_TYPE: {"schema": {"type": "string"}}},
        }
    },
)
async def replay_pdn(
    record_id: int, request: Request, invite: str | None = Query(None, max_length=100)
) -> Response:
    """A checkers game in Portable Draughts Notation (GameType 25, Russian draughts), to
    study it in other draughts programs."""
    club = club_of(request)
    record = await _readable_record(request, record_id, invite)
    game = get_game(record.game)
    state = game.new_state(game.options.validate(record.options), int(record.seed))
    export = getattr(state, "pdn", None)
    if not callable(export):
        raise ClubError(texts.NO_PDN, "no_pdn", 404)
    for row in await club.repo.actions(record_id):
        state.apply(state.action_from_json(row.action), row.seat)
    seats = record.seats
    tags = {
        "Event": f"Igroteka #{record.id}",
        "Date": as_utc(record.started_at).strftime("%Y.%m.%d"),
        "White": _player_name(seats[0]) if seats else "?",
        "Black": _player_name(seats[1]) if len(seats) > 1 else "?",
    }
    text = str(export(tags))
    return Response(
        text,
        media_type=PDN_TYPE,
        headers={"Content-Disposition": f'attachment; filename="igroteka-{record.id}.pdn"'},
    )


@router.get("/fairness/{table_id}", response_model=FairnessProofOut)
async def fairness(
    table_id: str, request: Request, invite: str | None = Query(None, max_length=100)
) -> dict[str, Any]:
    """The fair-deal proof: while the game runs only the commitment and the players' seeds;
    after it, the server seed, the game's seed, every action and the result. A private
    table's proof is for whoever may see the table (its players, its creator, the invite)."""
    club = club_of(request)
    row = await club.repo.get(table_id)
    if row is None:
        raise ClubError(texts.NO_TABLE, "no_table", 404)
    user = await current_user(request)
    actor = club.tables.get(table_id) or TableActor(club, row)
    if not actor.may_see(member_of(user) if user else None, invite):
        raise ClubError(texts.PRIVATE_TABLE, "private_table", 403)
    deal = FairDeal(
        row.server_seed,
        {int(k): str(v) for k, v in (row.player_seeds or {}).items()},
        started=row.status != "waiting",
    )
    actions: list[Any] = []
    seats: list[int] = []
    if row.status == "finished" and row.record_id is not None:
        rows = await club.repo.actions(row.record_id)
        actions = [a.action for a in rows]
        seats = [a.seat for a in rows]
    proof = deal.proof(row.game, row.options, actions, row.result, table=row.id, seats=seats)
    if row.status != "finished":
        proof = proof.public()
    answer: dict[str, Any] = proof.to_json()
    return answer


@router.post("/fairness/verify", response_model=VerificationOut, responses=CHANGE)
async def verify_proof(body: FairnessProofIn) -> dict[str, Any]:
    """Check a proof (as GET /api/fairness gives it): the same checks as `igroteka verify`."""
    proof = FairnessProof.from_json(well_formed(body.model_dump(exclude_none=True)))
    result: dict[str, Any] = verify(proof).to_json()
    return result
