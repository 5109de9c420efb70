"""Players' rule sets over HTTP: save one, list one's own and the public ones of a game,
open one by its link, and (its author) unpublish or delete it (docs/rulesets.md)."""

from __future__ import annotations

import secrets
from typing import Any

from fastapi import APIRouter, Depends, Query, Request

from igroteka.engine.registry import get_game
from igroteka.server.deps import CHANGE, ERRORS, club_of, current_user, from_own_page, require_user
from igroteka.server.errors import ClubError
from igroteka.server.rulesets import (
    GUEST_RULESET,
    MAX_PER_GAME,
    NO_RULESET,
    NOT_YOURS,
    TOO_MANY,
    nearest_preset,
    outdated_reason,
)
from igroteka.server.schemas import Empty, RuleSetChangeIn, RuleSetIn, RuleSetOut, RuleSetsOut
from igroteka.server.table_request import resolve_options
from igroteka.server.text_safety import clean_rules_description, clean_rules_name
from igroteka.store.accounts import User
from igroteka.store.ruleset_repo import RuleSetRepo, StoredRuleSet
from igroteka.store.rulesets import RuleSetRow

router = APIRouter(
    prefix="/api", tags=["rule sets"], responses=ERRORS, dependencies=[Depends(from_own_page)]
)
LIST_LIMIT = 100


def ruleset_repo(request: Request) -> RuleSetRepo:
    return RuleSetRepo(club_of(request).database)


def share_url(game: str, ruleset_id: str) -> str:
    return f"/new/{game}?rules={ruleset_id}"


def ruleset_out(stored: StoredRuleSet, viewer: User | None) -> dict[str, Any]:
    """A rule set as the API shows it, checked against the game's options as they are now."""
    row = stored.row
    game = get_game(row.game)
    refusal = outdated_reason(game, row.name, row.options)
    preset = nearest_preset(game, row.options)
    differences = {} if refusal else game.options.differences(row.options, preset)
    return {
        "id": row.id,
        "game": row.game,
        "name": row.name,
        "description": row.description,
        "public": row.public,
        "author": stored.author,
        "mine": viewer is not None and viewer.id == row.owner_id,
        "played": stored.played,
        "options": dict(row.options),
        "preset": preset,
        "differences": differences,
        "problem": refusal.text.to_json() if refusal else None,
        "share_url": share_url(row.game, row.id),
        "created_at": row.created_at.isoformat(),
    }


@router.post("/rulesets", response_model=RuleSetOut, responses=CHANGE)
async def save(body: RuleSetIn, request: Request, user: User = Depends(require_user)) -> Any:
    """Save the options of the create-table form under a name; registered players only."""
    if user.is_guest:
        raise ClubError(GUEST_RULESET, "guest_ruleset", 403)
    game = get_game(body.game)
    values = resolve_options(game, body.preset, body.options)
    name = clean_rules_name(body.name)
    description = clean_rules_description(body.description)
    repo = ruleset_repo(request)
    if len(await repo.of_owner(user.id, game.id, MAX_PER_GAME)) >= MAX_PER_GAME:
        raise ClubError(TOO_MANY.with_params(n=MAX_PER_GAME), "too_many_rulesets", 409)
    row = RuleSetRow(
        id=secrets.token_urlsafe(9),
        owner_id=user.id,
        game=game.id,
        name=name,
        description=description,
        options=values,
        public=body.public,
    )
    await repo.create(row)
    return ruleset_out(StoredRuleSet(row, user.name, 0), user)


@router.get("/rulesets", response_model=RuleSetsOut)
async def listing(request: Request, game: str = Query(max_length=40)) -> RuleSetsOut:
    """One's own rule sets of a game (when signed in) and the public ones, most played first."""
    get_game(game)
    user = await current_user(request)
    repo = ruleset_repo(request)
    mine = await repo.of_owner(user.id, game, LIST_LIMIT) if user else []
    public = await repo.public(game, LIST_LIMIT)
    return RuleSetsOut.model_validate(
        {
            "mine": [ruleset_out(s, user) for s in mine],
            "public": [ruleset_out(s, user) for s in public],
        }
    )


@router.get("/rulesets/{ruleset_id}", response_model=RuleSetOut)
async def one(ruleset_id: str, request: Request) -> Any:
    """A rule set by its link: anyone who has the link may open it, public or not."""
    stored = await ruleset_repo(request).get(ruleset_id)
    if stored is None:
        raise ClubError(NO_RULESET, "no_ruleset", 404)
    return ruleset_out(stored, await current_user(request))


async def _own(request: Request, ruleset_id: str, user: User) -> tuple[RuleSetRepo, StoredRuleSet]:
    repo = ruleset_repo(request)
    stored = await repo.get(ruleset_id)
    if stored is None:
        raise ClubError(NO_RULESET, "no_ruleset", 404)
    if stored.row.owner_id != user.id:
        raise ClubError(NOT_YOURS, "not_your_ruleset", 403)
    return repo, stored


@router.patch("/rulesets/{ruleset_id}", response_model=RuleSetOut, responses=CHANGE)
async def change(
    ruleset_id: str, body: RuleSetChangeIn, request: Request, user: User = Depends(require_user)
) -> Any:
    """Publish or unpublish one's rule set, rename it or change its description. Unpublished,
    it leaves the public list and its own leaderboard (its games rate as any table's again),
    but its link still opens it. Tables already created keep the name they were created
    under. Names and descriptions are checked as when saving."""
    repo, stored = await _own(request, ruleset_id, user)
    values: dict[str, object] = {}
    if body.public is not None:
        values["public"] = body.public
    if body.name is not None:
        values["name"] = clean_rules_name(body.name)
    if body.description is not None:
        values["description"] = clean_rules_description(body.description)
    await repo.change(ruleset_id, **values)
    for key, value in values.items():
        setattr(stored.row, key, value)
    return ruleset_out(stored, user)


@router.delete("/rulesets/{ruleset_id}", response_model=Empty, responses=CHANGE)
async def remove(ruleset_id: str, request: Request, user: User = Depends(require_user)) -> Empty:
    """Delete one's rule set. Tables created from it keep its name and options and play on;
    its link and any new table from it answer 404."""
    repo, _ = await _own(request, ruleset_id, user)
    await repo.delete(ruleset_id)
    return Empty()
