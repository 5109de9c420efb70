"""The lobby over HTTP: games and their rules, tables, quick play, seats, fair-deal seeds."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Query, Request

from igroteka.engine.registry import all_games, get_game
from igroteka.server import texts
from igroteka.server.club import Club
from igroteka.server.deps import (
    CHANGE,
    ERRORS,
    LIVE_TABLE,
    client_address,
    club_of,
    current_user,
    from_own_page,
    member_of,
    require_user,
)
from igroteka.server.errors import ClubError
from igroteka.server.rulesets import (
    NO_RULESET,
    RULESET_AND_PRESET,
    WITH_OPTIONS,
    WRONG_GAME,
    checked_values,
    nearest_preset,
    ruleset_board,
)
from igroteka.server.schemas import (
    CreatedTable,
    CreateTableIn,
    GameOut,
    InviteOut,
    JoinIn,
    JoinOut,
    LeaderboardLineOut,
    QuickplayIn,
    RematchAnswer,
    RulesOut,
    SeedIn,
    TableEnvelope,
    TableSummary,
)
from igroteka.server.table.actor import TableActor
from igroteka.server.table_request import resolve_options
from igroteka.store.accounts import User
from igroteka.store.ruleset_repo import RuleSetRepo

AT_TABLE = {**CHANGE, **LIVE_TABLE}
router = APIRouter(
    prefix="/api", tags=["lobby"], responses=ERRORS, dependencies=[Depends(from_own_page)]
)


@router.get("/games", response_model=list[GameOut])
async def games() -> list[dict[str, Any]]:
    return [game.describe() for game in all_games()]


@router.get("/games/{game}/rules", response_model=RulesOut)
async def rules(game: str, lang: str = Query("ru", pattern="^(ru|en)$")) -> RulesOut:
    markdown = get_game(game).rules_markdown(lang)
    if not markdown:
        raise ClubError(texts.RULES_MISSING, "no_rules", 404)
    return RulesOut(game=game, lang="en" if lang == "en" else "ru", markdown=markdown)


@router.get("/ratings/{game}", response_model=list[LeaderboardLineOut])
async def leaderboard(
    game: str,
    request: Request,
    preset: str | None = Query(None, max_length=40),
    limit: int = Query(50, ge=1, le=200),
    bots: bool = Query(True),
    ruleset: str | None = Query(None, max_length=16),
) -> list[dict[str, Any]]:
    """The best players of a game and preset (no preset: tables with changed options), or
    of a public rule set's own board (docs/rulesets.md)."""
    get_game(game)
    if ruleset is not None:
        if preset is not None:
            raise ClubError(RULESET_AND_PRESET, "ruleset_and_preset", 409)
        preset = ruleset_board(ruleset)
    lines = await club_of(request).ratings.leaderboard(game, preset, limit, include_bots=bots)
    return [line.to_json() for line in lines]


@router.get("/tables", response_model=list[TableSummary])
async def tables(
    request: Request, game: str | None = Query(None, max_length=40)
) -> list[dict[str, Any]]:
    club = club_of(request)
    if club.nodes is not None:  # every process's tables
        return await club.nodes.lobby(game)
    return club.lobby(game)


def _invite_url(table_id: str, invite: str | None) -> str | None:
    return f"/table/{table_id}?invite={invite}" if invite else None


@router.get("/tables/{table_id}/invite", response_model=InviteOut)
async def invite(table_id: str, request: Request, user: User = Depends(require_user)) -> InviteOut:
    """The link to send friends, again: for the table's creator and its seated players."""
    token = await club_of(request).on_table(table_id, "invite", member_of(user))
    return InviteOut(invite=token, invite_url=_invite_url(table_id, token) or f"/table/{table_id}")


@router.post("/tables", response_model=CreatedTable, responses=CHANGE)
async def create_table(
    body: CreateTableIn, request: Request, user: User = Depends(require_user)
) -> CreatedTable:
    club = club_of(request)
    await club.check_rate("table_address", client_address(request))
    preset, options, ruleset = body.preset, body.options, None
    if body.ruleset is not None:
        preset, options, ruleset = await _ruleset_options(club, body)
    actor, invite = await club.create_table(
        member_of(user),
        body.game,
        preset,
        options,
        [s.model_dump() for s in body.seats] if body.seats else None,
        body.private,
        body.stake,
        body.clock.model_dump() if body.clock else None,
        ruleset=ruleset,
    )
    info = await actor.call(_info, actor)
    return CreatedTable(table=info, invite=invite, invite_url=_invite_url(actor.id, invite))


async def _ruleset_options(
    club: Club, body: CreateTableIn
) -> tuple[str | None, dict[str, Any], dict[str, str]]:
    """A saved rule set's options, checked again by the game's schema as it is now."""
    if body.preset is not None or body.options is not None:
        raise ClubError(WITH_OPTIONS, "ruleset_with_options", 422)
    stored = await RuleSetRepo(club.database).get(body.ruleset or "")
    if stored is None:
        raise ClubError(NO_RULESET, "no_ruleset", 404)
    game = get_game(body.game)
    row = stored.row
    if row.game != game.id:
        other = get_game(row.game).name
        raise ClubError(
            WRONG_GAME.with_params(name=row.name, other=other, game=game.name), "ruleset_game", 409
        )
    values = checked_values(game, row.name, row.options)
    return nearest_preset(game, values), values, {"id": row.id, "name": row.name}


async def _info(actor: TableActor) -> dict[str, Any]:
    return actor.info()


@router.post("/quickplay", response_model=TableEnvelope, responses=CHANGE)
async def quickplay(
    body: QuickplayIn, request: Request, user: User = Depends(require_user)
) -> TableEnvelope:
    club = club_of(request)
    await club.check_rate("table_address", client_address(request))
    game = get_game(body.game)
    values = resolve_options(game, body.preset, body.options)
    seats = [{"kind": "me"}] + [{"kind": "bot", "level": body.level}] * (
        game.seat_count(values) - 1
    )
    actor, _ = await club.create_table(
        member_of(user),
        game.id,
        body.preset,
        body.options,
        seats,
        False,
        0,
        body.clock.model_dump() if body.clock else None,
        start_now=True,
    )
    return TableEnvelope(table=await actor.call(_info, actor))


@router.get("/tables/{table_id}", response_model=TableSummary)
async def table(
    table_id: str, request: Request, invite: str | None = Query(None, max_length=100)
) -> dict[str, Any]:
    user = await current_user(request)
    member = member_of(user) if user else None
    info: dict[str, Any] = await club_of(request).on_table(
        table_id, "summary", member, invite=invite
    )
    return info


@router.post("/tables/{table_id}/join", response_model=JoinOut, responses=AT_TABLE)
async def join(
    table_id: str, body: JoinIn, request: Request, user: User = Depends(require_user)
) -> JoinOut:
    answer = await club_of(request).on_table(
        table_id, "join", member_of(user), seat=body.seat, invite=body.invite
    )
    return JoinOut(table=answer["table"], seat=answer["seat"])


@router.post("/tables/{table_id}/leave", response_model=TableEnvelope, responses=AT_TABLE)
async def leave(table_id: str, request: Request, user: User = Depends(require_user)) -> Any:
    answer = await club_of(request).on_table(table_id, "leave", member_of(user))
    return TableEnvelope(table=answer["table"])


@router.post("/tables/{table_id}/ready", response_model=TableEnvelope, responses=AT_TABLE)
async def ready(table_id: str, request: Request, user: User = Depends(require_user)) -> Any:
    answer = await club_of(request).on_table(table_id, "ready", member_of(user))
    return TableEnvelope(table=answer["table"])


@router.post("/tables/{table_id}/seed", response_model=TableEnvelope, responses=AT_TABLE)
async def seed(
    table_id: str, body: SeedIn, request: Request, user: User = Depends(require_user)
) -> Any:
    answer = await club_of(request).on_table(
        table_id, "seed", member_of(user), seat=body.seat, seed=body.seed
    )
    return TableEnvelope(table=answer["table"])


@router.post("/tables/{table_id}/rematch", response_model=RematchAnswer, responses=AT_TABLE)
async def rematch(table_id: str, request: Request, user: User = Depends(require_user)) -> Any:
    """Ask for a rematch of the finished game (or accept the one offered): the same settings,
    everyone one seat on. `rematch` is the new table's id once every person has agreed."""
    answer = await club_of(request).on_table(table_id, "rematch", member_of(user))
    return RematchAnswer(table=answer["table"], rematch=answer["rematch"])
