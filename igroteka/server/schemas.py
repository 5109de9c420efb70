"""The HTTP API's request and answer shapes (they make the OpenAPI schema).

Limits live here (name lengths, seat counts, stakes) so a request out of
bounds is refused before it reaches a table, with the field named. Requests are
read strictly: a JSON `0` is not `false`, a string is not a number. What depends
on the registered games (their ids, presets and options) is added to the schema
by `igroteka/server/openapi.py`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from igroteka.server.auth import PASSWORD_MAX, PASSWORD_MIN
from igroteka.server.fairness import PLAYER_SEED_MAX
from igroteka.server.text_safety import (
    NAME_MAX,
    RAW_FACTOR,
    RULES_DESCRIPTION_MAX,
    RULES_NAME_MAX,
)

Lang = Literal["ru", "en"]
OptionValue = bool | int | float | str


# The longest name read at all; what is left after cleaning must be NAME_MAX at most.
NAME_RAW_MAX = NAME_MAX * RAW_FACTOR


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


def _whole(value: Any) -> Any:
    """JSON Schema's integer includes 2.0; strict pydantic would refuse it."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


# An integer as JSON Schema means it: 2 or 2.0, never true or "2".
JsonInt = Annotated[int, BeforeValidator(_whole), WithJsonSchema({"type": "integer"})]


def whole(lo: int, hi: int) -> Any:
    """A JsonInt from `lo` to `hi`."""
    return Annotated[
        int,
        BeforeValidator(_whole),
        Field(ge=lo, le=hi),
        WithJsonSchema({"type": "integer", "minimum": lo, "maximum": hi}),
    ]


class LangText(BaseModel):
    ru: str
    en: str


# --- accounts ---------------------------------------------------------------------------
class GuestIn(Strict):
    name: str = Field(max_length=NAME_RAW_MAX)
    lang: Lang | None = None


class RegisterIn(Strict):
    login: str = Field(max_length=200)
    # The minimum is checked by the handler, so that a short one is `bad_password`.
    password: str = Field(max_length=PASSWORD_MAX, json_schema_extra={"minLength": PASSWORD_MIN})
    name: str | None = Field(default=None, max_length=NAME_RAW_MAX)
    lang: Lang | None = None


class LoginIn(Strict):
    login: str = Field(max_length=200)
    password: str = Field(max_length=200)


class SettingsIn(Strict):
    """Display settings kept per account; numbers are the client's slider positions."""

    lang: Lang | None = None
    contrast: float | None = Field(default=None, ge=0, le=3)
    grain: float | None = Field(default=None, ge=0, le=1)
    temperature: float | None = Field(default=None, ge=-1, le=1)
    board_theme: str | None = Field(default=None, max_length=40)
    card_set: str | None = Field(default=None, max_length=40)
    table_theme: str | None = Field(default=None, max_length=40)
    table_cloth: str | None = Field(default=None, max_length=40)
    reduced_motion: bool | None = None
    four_color_deck: bool | None = None
    # True or False is the player's own choice; "table" follows the table's option.
    auto_finish: bool | Literal["table"] | None = None
    # «Скорость ходов соперников»: how long each move of the others stays on screen.
    opponent_pace: Literal["instant", "fast", "normal", "slow"] | None = None
    # A chime and a browser notification when it becomes the player's turn in a background tab.
    turn_sound: bool | None = None
    turn_notification: bool | None = None


class UserOut(BaseModel):
    id: int
    name: str
    login: str | None
    guest: bool
    lang: Lang
    settings: dict[str, Any]
    chips: int | None = None


class ChipsOut(BaseModel):
    balance: int | None
    history: list[dict[str, Any]]


class MyGameOut(BaseModel):
    id: int
    table: str
    game: str
    preset: str | None
    status: str
    started_at: str
    finished_at: str | None
    seats: list[int]
    opponents: list[str]
    result: dict[str, Any] | None
    replay: bool
    # Played in the offline app and sent afterwards (docs/offline.md): unrated.
    offline: bool = False


class UserEnvelope(BaseModel):
    user: UserOut


class Empty(BaseModel):
    pass


# --- games ------------------------------------------------------------------------------
class GameOut(BaseModel):
    id: str
    name: LangText
    min_seats: int
    max_seats: int
    hidden_information: bool
    has_chance: bool
    options: dict[str, Any]
    # Games that add to describe() keep it here: Go-Stop's 48 cards, so a client can
    # name and draw any card id from the server's own table.
    deck: list[dict[str, Any]] | None = None


class RulesOut(BaseModel):
    game: str
    lang: Lang
    markdown: str


# --- tables ------------------------------------------------------------------------------
class SeatIn(Strict):
    kind: Literal["me", "human", "bot"]
    level: Literal["easy", "medium", "hard"] | None = None
    # A "me" seat's own name: the second person on one device names themselves.
    name: str | None = Field(default=None, max_length=64)


class ClockIn(Strict):
    kind: Literal["none", "move", "game"] = "none"
    seconds: float = Field(default=0, ge=0, le=7200)
    increment: float = Field(default=0, ge=0, le=600)


class CreateTableIn(Strict):
    game: str = Field(max_length=40)
    preset: str | None = Field(default=None, max_length=40)
    options: dict[str, OptionValue] | None = Field(default=None, max_length=64)
    seats: list[SeatIn] | None = Field(default=None, max_length=12)
    private: bool = False
    stake: whole(0, 1_000_000) = 0
    clock: ClockIn | None = None
    # A saved rule set (docs/rulesets.md): the table plays its options, so `preset` and
    # `options` are left out.
    ruleset: str | None = Field(default=None, max_length=16)


class QuickplayIn(Strict):
    game: str = Field(max_length=40)
    preset: str | None = Field(default=None, max_length=40)
    options: dict[str, OptionValue] | None = Field(default=None, max_length=64)
    level: Literal["easy", "medium", "hard"] = "medium"
    clock: ClockIn | None = None


class JoinIn(Strict):
    seat: whole(0, 64) | None = None
    invite: str | None = Field(default=None, max_length=100)


class SeedIn(Strict):
    seed: str = Field(min_length=1, max_length=PLAYER_SEED_MAX)
    seat: whole(0, 64) | None = None


class SeatOut(BaseModel):
    seat: int
    kind: Literal["human", "bot", "empty"]
    name: str
    label: LangText
    level: str | None
    user_id: int | None
    rating: float | None
    connected: bool
    ready: bool
    bot_holding: bool
    abandoned: bool
    # ISO time at which a bot takes the seat of a person who is away (their grace period).
    bot_at: str | None


class FairnessOut(BaseModel):
    commitment: str
    player_seeds: dict[str, str]
    server_seed: str | None = None
    seed: str | None = None


class RematchOut(BaseModel):
    """A rematch asked for after the end: the seats whose people agreed, and the new table
    once everyone has."""

    agreed: list[int]
    table: str | None


class RuleSetRef(BaseModel):
    """The saved rule set a table was created from, named as it was then."""

    id: str
    name: str


class TableSummary(BaseModel):
    id: str
    game: str
    preset: str | None
    options: dict[str, Any]
    differences: dict[str, Any]
    stake: int
    # The most a staking seat can lose: the stake times the game's largest multiple
    # (Kozel's «dry goats»); what each pays into the escrow at the start.
    stake_most: int
    clock: dict[str, Any]
    private: bool
    status: Literal["waiting", "playing", "finished", "closed", "expired"]
    seats: list[SeatOut]
    spectators: int
    summary: LangText
    version: int
    record_id: int | None
    fairness: FairnessOut
    claimable: dict[str, int] | None
    result: dict[str, Any] | None
    settlement: dict[str, Any] | None
    created_at: str | None
    expires_at: str | None = None
    rematch: RematchOut | None = None
    ruleset: RuleSetRef | None = None


class CreatedTable(BaseModel):
    table: TableSummary
    invite: str | None = None
    invite_url: str | None = None


class InviteOut(BaseModel):
    invite: str | None
    invite_url: str


class RematchAnswer(BaseModel):
    table: TableSummary
    rematch: str | None


class TableEnvelope(BaseModel):
    table: TableSummary


class JoinOut(BaseModel):
    table: TableSummary
    seat: int


# --- replays, operations ---------------------------------------------------------------
class ReplayStep(BaseModel):
    version: int
    seat: int
    by_bot: bool
    at: str
    events: list[dict[str, Any]]
    text: LangText | None = None
    # The whole position after this move, every hand shown: finished games only.
    view: dict[str, Any] | None = None


class ReplayOut(BaseModel):
    record_id: int
    table_id: str
    game: str
    options: dict[str, Any]
    finished: bool
    seats: list[dict[str, Any]]
    steps: list[ReplayStep]
    view: dict[str, Any] | None
    # The position before the first move (finished games only), for the stepper.
    start_view: dict[str, Any] | None = None
    outcome: dict[str, Any] | None = None
    seed: str | None = None
    commitment: str | None = None
    actions: list[Any] | None = None


class ReviewIn(Strict):
    # The seat to review, from 0; one the game lacks is refused with `no_seat`.
    seat: JsonInt


class ReviewDecisionOut(BaseModel):
    move: int
    seat: int
    played: str
    played_label: dict[str, str]
    best: str
    best_label: dict[str, str]
    value_played: float
    value_best: float
    cost: float
    error: float
    mistake: bool


class ReviewOpenMoveOut(BaseModel):
    seat: int
    move: str
    label: dict[str, str]


class ReviewOpenDealOut(BaseModel):
    """One deal as played and as the all-seeing players played it with every card open."""

    deal: int
    start: int
    played: float
    open: float
    line: list[ReviewOpenMoveOut]


class ReviewResultOut(BaseModel):
    game: str
    seat: int
    unit: Literal["score", "points"]
    hidden: bool
    worlds: int
    judge: str
    decisions: list[ReviewDecisionOut]
    curve: list[list[float]]
    # Card games with an all-seeing player: each deal replayed with every card open
    # (made for a finished game only, whose cards are public); null for other games.
    open_cards: list[ReviewOpenDealOut] | None = None


class ReviewOut(BaseModel):
    """«Разбор партии» of one seat: none asked yet, under way (`done` of `total` moves),
    done (with the review) or failed."""

    seat: int
    state: Literal["none", "running", "done", "failed"]
    done: int
    total: int
    review: ReviewResultOut | None = None


class FairnessProofIn(Strict):
    """A proof to check, as GET /api/fairness gives it."""

    format: Literal["igroteka-fairness/1"] = "igroteka-fairness/1"
    table: str | None = None
    game: str = Field(max_length=40)
    options: dict[str, Any]
    commitment: str = Field(max_length=200)
    server_seed: str | None = Field(default=None, max_length=200)
    player_seeds: dict[str, str] | None = None
    seed: JsonInt | str | None = None
    actions: list[Any]
    outcome: dict[str, Any] | None = None
    seats: list[JsonInt] | None = Field(default=None, max_length=100_000)


class FairnessProofOut(BaseModel):
    format: str
    table: str | None
    game: str
    options: dict[str, Any]
    commitment: str
    server_seed: str | None
    player_seeds: dict[str, str]
    seed: str | None
    actions: list[Any]
    outcome: dict[str, Any] | None
    # The seat of each action (the full proof of a finished game has it).
    seats: list[int] | None = None


class VerificationOut(BaseModel):
    ok: bool
    verdict: LangText
    checks: list[dict[str, Any]]
    seed: str | None
    initial_views: dict[str, Any]
    events: list[Any]
    final_view: dict[str, Any] | None
    outcome: dict[str, Any] | None


class LeaderboardLineOut(BaseModel):
    rank: int
    player: str
    name: str
    is_bot: bool
    games: int
    mu: float
    sigma: float
    ordinal: float
    # The same skill as players read it: 1500 ± 350 for a newcomer (igroteka/store/ratings.py).
    rating: int
    deviation: int


class RatedGameOut(BaseModel):
    """One rated game on a profile: when, how it went, and the rating after it."""

    at: str
    table: str
    result: Literal["win", "draw", "loss"] | None
    rating: int
    deviation: int
    delta: int


class PlayerBoardOut(BaseModel):
    """A player's rating on one board (game and rule set) and the games that made it."""

    game: str
    preset: str | None
    rating: int
    deviation: int
    games: int
    wins: int
    draws: int
    losses: int
    history: list[RatedGameOut]


class PlayerProfileOut(BaseModel):
    player: str
    name: str
    is_bot: bool
    boards: list[PlayerBoardOut]


class HealthOut(BaseModel):
    status: Literal["ok"]
    database: str
    tables: int
    connections: int


class ErrorDetail(BaseModel):
    code: str
    message: str
    text: LangText
    details: dict[str, Any] | None = None


class ErrorOut(BaseModel):
    error: ErrorDetail


# --- players' rule sets (docs/rulesets.md) ------------------------------------------------
class RuleSetIn(Strict):
    game: str = Field(max_length=40)
    preset: str | None = Field(default=None, max_length=40)
    options: dict[str, OptionValue] | None = Field(default=None, max_length=64)
    name: str = Field(max_length=RULES_NAME_MAX * RAW_FACTOR)
    description: str = Field(default="", max_length=RULES_DESCRIPTION_MAX * RAW_FACTOR)
    public: bool = False


class RuleSetOut(BaseModel):
    id: str
    game: str
    name: str
    description: str
    public: bool
    author: str
    mine: bool
    # Tables created from it whose game started.
    played: int
    # Every option as saved, the preset nearest to them, and what differs from that preset.
    options: dict[str, Any]
    preset: str | None
    differences: dict[str, Any]
    # Why the game's options no longer take it (an option changed since it was saved).
    problem: LangText | None
    share_url: str
    created_at: str


class RuleSetChangeIn(Strict):
    # What the author changes; a field left out stays as it was. The options are not here:
    # other options are other rules, saved as a new rule set.
    # Whether the rule set stands in the public list; its link works either way.
    public: bool | None = None
    name: str | None = Field(default=None, max_length=RULES_NAME_MAX * RAW_FACTOR)
    description: str | None = Field(default=None, max_length=RULES_DESCRIPTION_MAX * RAW_FACTOR)


class RuleSetsOut(BaseModel):
    mine: list[RuleSetOut]
    public: list[RuleSetOut]
