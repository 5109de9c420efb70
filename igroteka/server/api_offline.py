"""Games played offline (the app's Pyodide tables, docs/offline.md) sent to the account.

The server replays each record with the club's own rules (every move checked for the
seat that made it), keeps it only when the game reached its end, and stores it as a
private, finished table of its own with its record and moves: it is listed under
«Мои игры» with its replay, marked as played offline, and rates nobody and moves no
chips. Sending the same game again answers the stored record.
"""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, Field

from igroteka.engine.errors import IgrotekaError, IllegalAction
from igroteka.engine.game import NOT_YOUR_TURN
from igroteka.engine.i18n import Text
from igroteka.engine.registry import get_game
from igroteka.server import texts
from igroteka.server.deps import CHANGE, ERRORS, club_of, from_own_page, require_user
from igroteka.server.errors import ClubError
from igroteka.server.seats import Seat
from igroteka.store.accounts import User
from igroteka.store.clock import utcnow
from igroteka.store.tables import GameRecordRow, TableRow

OFFLINE_PREFIX = "offline-"
NOT_FINISHED = Text(
    "Партия не доиграна: отправлять можно только законченные партии",
    "The game is not finished: only finished games can be sent",
)
BAD_MOVE = Text(
    "Ход {n} не по правилам: {reason}",
    "Move {n} breaks the rules: {reason}",
)
MALFORMED = Text("ход записан неразборчиво", "the move cannot be read")
WRONG_SEATS = Text(
    "В этой игре с такими настройками {n} мест",
    "This game with these options has {n} seats",
)
TAKEN = Text(
    "Эта партия уже сохранена другим игроком", "This game was already sent by another player"
)

router = APIRouter(
    prefix="/api", tags=["offline"], responses=ERRORS, dependencies=[Depends(from_own_page)]
)


class OfflineSeatIn(BaseModel):
    kind: Literal["human", "bot"]
    level: Literal["easy", "medium", "hard"] | None = None


class OfflineGameIn(BaseModel):
    id: str = Field(pattern=r"^offline-[a-z0-9]{4,22}$")
    game: str = Field(min_length=1, max_length=40)
    preset: str | None = Field(None, max_length=40)
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int = Field(ge=0, lt=2**53)
    seats: list[OfflineSeatIn] = Field(min_length=1, max_length=8)
    actions: list[tuple[int, Any]] = Field(max_length=5000)
    # The seat that gave up (two-player games with nothing hidden), ending the game there.
    resigned: int | None = Field(None, ge=0, le=1)


class OfflineGameOut(BaseModel):
    record_id: int
    table: str
    replay_url: str
    result: dict[str, Any]


def replay_record(body: OfflineGameIn, player: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The record's options as the game takes them and its outcome, after every move was
    checked for the seat that made it; a refusal says which move and why. Every refusal of
    a well-formed record is a conflict with the rules (409), as the club's others the schema
    cannot state."""
    game = get_game(body.game)
    try:
        if body.preset is not None:
            game.options.preset(body.preset)
        options = game.options.validate(body.options)
    except IgrotekaError as error:
        raise ClubError(error.text, "offline_options", 409) from None
    count = game.seat_count(options)
    if len(body.seats) != count:
        raise ClubError(WRONG_SEATS.with_params(n=count), "wrong_seats", 409)
    state = game.new_state(options, body.seed)
    for n, (seat, data) in enumerate(body.actions, start=1):
        try:
            if state.is_terminal():
                raise IgrotekaError(NOT_FINISHED.with_params(), "game_over")
            if seat not in state.acting():
                raise IllegalAction(NOT_YOUR_TURN, code="not_your_turn")
            action = state.action_from_json(data)
            state.check(action, seat)
            state.apply(action, seat, checked=False)
        except (IgrotekaError, LookupError, TypeError, ValueError) as error:
            # A game's parser may trip over JSON it never sends: that is a broken record too.
            reason = error.text if isinstance(error, IgrotekaError) else MALFORMED
            text = BAD_MOVE.with_params(n=n, reason=reason)
            raise ClubError(text, "illegal_record", 409, move=n) from None
    if body.resigned is not None and not state.is_terminal():
        if count != 2 or game.hidden_information:
            raise ClubError(texts.CANNOT_RESIGN, "cannot_resign", 409)
        returns = [1.0, 1.0]
        returns[body.resigned] = -1.0
        resigner = body.seats[body.resigned]
        bot = Seat(kind="bot", level=resigner.level)
        name = player if resigner.kind == "human" else bot.label().render("ru")
        return dict(options), {
            "returns": returns,
            "winners": [1 - body.resigned],
            "reason": texts.RESIGNED.with_params(name=name, seat=body.resigned + 1).to_json(),
            "points": [],
            "details": {"resigned": body.resigned},
        }
    outcome = state.outcome()
    if not state.is_terminal() or outcome is None:
        raise ClubError(NOT_FINISHED, "not_finished", 409)
    return dict(options), outcome.to_json()


@router.post("/offline-games", response_model=OfflineGameOut, responses=CHANGE)
async def send_offline_game(
    body: OfflineGameIn, request: Request, user: User = Depends(require_user)
) -> OfflineGameOut:
    """A finished offline game, replayed and kept under «Мои игры» (unrated)."""
    options, outcome = replay_record(body, user.name)
    club = club_of(request)
    existing = await club.repo.get(body.id)
    if existing is not None:
        if existing.created_by != user.id or existing.record_id is None:
            raise ClubError(TAKEN, "offline_game_taken", 409)
        return _answer(existing.id, existing.record_id, existing.result or outcome)
    seats = [
        Seat(kind="bot", level=s.level or "medium")
        if s.kind == "bot"
        else Seat(kind="human", user_id=user.id, name=user.name, ready=True)
        for s in body.seats
    ]
    now = utcnow()
    table = TableRow(
        id=body.id,
        game=body.game,
        preset=body.preset,
        options=options,
        seats=[s.stored() for s in seats],
        private=True,
        stake=0,
        clock={"kind": "none", "seconds": 0, "increment": 0},
        status="finished",
        created_by=user.id,
        created_at=now,
        active_at=now,
        finished_at=now,
        server_seed="",
        commitment="",
        player_seeds={},
        result=outcome,
    )
    record = GameRecordRow(
        table_id=body.id,
        game=body.game,
        options=options,
        seed=str(body.seed),
        commitment=None,
        seats=[s.public(i) for i, s in enumerate(seats)],
        started_at=now,
        finished_at=now,
        outcome=outcome,
    )
    moves = [(seat, data, body.seats[seat].kind == "bot") for seat, data in body.actions]
    record_id = await club.repo.store_offline_game(table, record, moves)
    return _answer(body.id, record_id, outcome)


def _answer(table: str, record_id: int, outcome: dict[str, Any]) -> OfflineGameOut:
    return OfflineGameOut(
        record_id=record_id, table=table, replay_url=f"/replay/{record_id}", result=outcome
    )
