"""Skill ratings with openskill (Weng-Lin, Bradley-Terry full pairing), per game and preset.

Why openskill: it rates any number of teams of any size from a ranking, so
two-player duels, 2x2 team games and four-way free-for-alls go through one
formula. A rating is (mu, sigma); players are ordered by the ordinal
mu - 3*sigma, a conservative estimate that rises as the system grows sure.

Why Bradley-Terry "full" rather than openskill's default Plackett-Luce: for
two teams they give identical updates, but openskill 6.2's Plackett-Luce
mis-rates shared places among three or more teams (two players tied for
first can end level with the third; openskill.py issues #155 and #201). We
checked every openskill model on random rankings with ties: only the "full"
models always keep tied equals equal and finishers in the order they
finished, and Bradley-Terry moves ratings less than Thurstone-Mosteller. The
model is a constructor argument, so switching back is one line.

How a finished game becomes a ranking: the seats are grouped into the game's
teams (`Game.teams(options)`; a lone player is a team of one); a team's score
is the mean of its seats' `Outcome.returns`; teams with equal scores share a
rank (a draw). A player who sat at several seats of one game (a bot level
filling three seats) gets the mean of the per-seat updates. Unrated seats
(guests) take part with a fresh rating that is not stored. Bots have ratings
like people, stored with `is_bot` so the leaderboard can label them.

Each rated game is recorded under a key (the game record's id): rating a game
twice changes nothing and returns the first changes, which is also how the
end screen gets them back after a reconnection.

What players see: a number like 1.4 (the ordinal) means nothing to them, so
every skill is also shown on the scale chess players know, Glicko's: a
newcomer is 1500 ± 350, the rating is mu moved onto that scale and the
deviation is sigma on the same scale (`Skill.rating`, `Skill.deviation`).
openskill's fresh sigma (25/3) is Glicko's fresh deviation (350), which fixes
the factor; the leaderboard's order by ordinal is the order by the rating
minus three deviations, the same conservative estimate on the new scale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from openskill.models import BradleyTerryFull
from sqlalchemy import (
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    select,
)
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from sqlalchemy.orm import Mapped, mapped_column

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.store.base import Base
from igroteka.store.conflicts import insert_or_ignore

NO_PRESET = ""
# The Glicko-like display: 1500 ± 350 for a newcomer (openskill's mu 25, sigma 25/3).
DISPLAY_BASE = 1500
DISPLAY_SCALE = 350 / (25 / 3)


def _now() -> datetime:
    return datetime.now(UTC)


def user_player(user: str | int) -> str:
    """The rating key of a registered user."""
    return f"user:{user}"


def bot_player(bot: str) -> str:
    """The rating key of a bot (one per bot kind and level, e.g. ``bot_player("hard")``)."""
    return f"bot:{bot}"


class PlayerRating(Base):
    __tablename__ = "ratings"
    __table_args__ = (
        UniqueConstraint("game", "preset", "player", name="uq_ratings_game_preset_player"),
        Index("ix_ratings_board", "game", "preset", "ordinal"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    preset: Mapped[str] = mapped_column(String(64))
    player: Mapped[str] = mapped_column(String(80))
    name: Mapped[str] = mapped_column(String(80))
    is_bot: Mapped[bool] = mapped_column(Boolean, default=False)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    ordinal: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class RatedGame(Base):
    __tablename__ = "rated_games"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(200), unique=True)
    game: Mapped[str] = mapped_column(String(64))
    preset: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class RatingChangeRow(Base):
    __tablename__ = "rating_changes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    rated_game_id: Mapped[int] = mapped_column(ForeignKey("rated_games.id"), index=True)
    player: Mapped[str] = mapped_column(String(80))
    name: Mapped[str] = mapped_column(String(80))
    is_bot: Mapped[bool] = mapped_column(Boolean, default=False)
    seats: Mapped[str] = mapped_column(String(64))
    mu_before: Mapped[float] = mapped_column(Float)
    sigma_before: Mapped[float] = mapped_column(Float)
    mu_after: Mapped[float] = mapped_column(Float)
    sigma_after: Mapped[float] = mapped_column(Float)


class RatingModel(Protocol):
    """What we use of an openskill model (every Weng-Lin model of openskill has it)."""

    tau: float

    def rating(self, mu: float | None = None, sigma: float | None = None) -> Any: ...

    def rate(self, teams: list[list[Any]], ranks: list[float] | None = None) -> Any: ...


class RatingError(IgrotekaError):
    code = "bad_rating_request"


@dataclass(frozen=True)
class Participant:
    """Who sat at a seat. `rated=False` (a guest) plays with a fresh rating that is not kept."""

    player: str
    name: str
    is_bot: bool = False
    rated: bool = True


@dataclass(frozen=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3.0 * self.sigma

    @property
    def rating(self) -> int:
        """The skill on the scale players know: 1500 for a newcomer."""
        return round(DISPLAY_BASE + DISPLAY_SCALE * (self.mu - 25.0))

    @property
    def deviation(self) -> int:
        """How unsure the rating still is, on the same scale (350 for a newcomer)."""
        return round(DISPLAY_SCALE * self.sigma)

    def to_json(self) -> dict[str, float]:
        return {
            "mu": self.mu,
            "sigma": self.sigma,
            "ordinal": self.ordinal,
            "rating": self.rating,
            "deviation": self.deviation,
        }


@dataclass(frozen=True)
class RatingChange:
    """One player's rating before and after a game: a line of the end screen."""

    player: str
    name: str
    is_bot: bool
    seats: tuple[int, ...]
    before: Skill
    after: Skill

    @property
    def delta(self) -> float:
        return self.after.ordinal - self.before.ordinal

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "name": self.name,
            "is_bot": self.is_bot,
            "seats": list(self.seats),
            "before": self.before.to_json(),
            "after": self.after.to_json(),
            "delta": self.delta,
            "rating_delta": self.after.rating - self.before.rating,
        }


@dataclass(frozen=True)
class LeaderboardLine:
    rank: int
    player: str
    name: str
    is_bot: bool
    skill: Skill
    games: int

    def to_json(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "player": self.player,
            "name": self.name,
            "is_bot": self.is_bot,
            "games": self.games,
            **self.skill.to_json(),
        }


@dataclass(frozen=True)
class RatedEntry:
    """One rated game of one player: the game's key, its board, when, and the skill it moved."""

    key: str
    game: str
    preset: str
    at: datetime
    name: str
    is_bot: bool
    seats: tuple[int, ...]
    before: Skill
    after: Skill


def team_ranks(returns: Sequence[float], teams: Sequence[Sequence[int]]) -> list[int]:
    """Competition ranks (1 = best, ties share) of `teams` from the seats' returns."""
    scores = [sum(returns[seat] for seat in team) / len(team) for team in teams]
    return [1 + sum(other > score for other in scores) for score in scores]


def _check_game(
    seats: Sequence[Participant], returns: Sequence[float], teams: Sequence[Sequence[int]]
) -> None:
    covered = sorted(seat for team in teams for seat in team)
    if len(returns) != len(seats) or covered != list(range(len(seats))):
        raise RatingError(
            Text(
                "Места, результаты и команды игры не совпадают",
                "The game's seats, results and teams do not match",
            ),
            seats=len(seats),
            returns=len(returns),
            teams=[list(team) for team in teams],
        )


def rate_game(
    model: RatingModel,
    seats: Sequence[Participant],
    returns: Sequence[float],
    teams: Sequence[Sequence[int]],
    current: dict[str, Skill],
) -> dict[str, Skill]:
    """New skills of the players in `current` (pure: no database).

    `current` holds every distinct player's skill before the game (a fresh
    one for unrated seats); the result has an entry for each of them.
    """
    _check_game(seats, returns, teams)
    ranks = team_ranks(returns, teams)
    if len(teams) < 2:
        return dict(current)
    openskill_teams = [
        [
            model.rating(mu=current[seats[s].player].mu, sigma=current[seats[s].player].sigma)
            for s in team
        ]
        for team in teams
    ]
    rated = model.rate(openskill_teams, ranks=[float(r) for r in ranks])
    per_seat: dict[str, list[Skill]] = {}
    for team, new_team in zip(teams, rated, strict=True):
        for seat, new in zip(team, new_team, strict=True):
            per_seat.setdefault(seats[seat].player, []).append(Skill(new.mu, new.sigma))
    sides: dict[str, set[int]] = {}
    for number, team in enumerate(teams):
        for seat in team:
            sides.setdefault(seats[seat].player, set()).add(number)
    partnerships = any(len(team) > 1 for team in teams)
    result: dict[str, Skill] = {}
    for player, old in current.items():
        if partnerships and len(sides.get(player, ())) > 1:
            # One player partnering and opposing at once (the same bot level as a person's
            # partner and as both opponents): the game says nothing of its skill, and
            # averaging its seats gave a winner's partner the losers' fall.
            result[player] = old
            continue
        updates = per_seat.get(player, [old])
        result[player] = Skill(
            old.mu + sum(u.mu - old.mu for u in updates) / len(updates),
            sum(u.sigma for u in updates) / len(updates),
        )
    return result


class RatingService:
    """Ratings for the server: `record` after each finished game, `leaderboard` for the page."""

    def __init__(
        self, sessions: async_sessionmaker[AsyncSession], model: RatingModel | None = None
    ) -> None:
        self._sessions = sessions
        self.model: RatingModel = model or BradleyTerryFull()

    def fresh(self) -> Skill:
        rating = self.model.rating()
        return Skill(rating.mu, rating.sigma)

    async def record(
        self,
        key: str,
        game: str,
        preset: str | None,
        seats: Sequence[Participant],
        returns: Sequence[float],
        teams: Sequence[Sequence[int]] | None = None,
    ) -> list[RatingChange]:
        """Rate one finished game (once per `key`); the changes of the rated players.

        `seats[i]` sat at seat i; `returns` is `Outcome.returns`; `teams` is
        `Game.teams(options)` (None: everyone for themselves).
        """
        teams = teams if teams is not None else [(seat,) for seat in range(len(seats))]
        _check_game(seats, returns, teams)
        board = preset or NO_PRESET
        async with self._sessions.begin() as session:
            claimed = await session.execute(
                insert_or_ignore(
                    session,
                    RatedGame,
                    {"key": key, "game": game, "preset": board, "created_at": _now()},
                    ["key"],
                ).returning(RatedGame.id)
            )
            rated_game_id = claimed.scalar_one_or_none()
            if rated_game_id is None:
                return await self._stored_changes(session, key)
            people = _distinct_players(seats)
            rated = [p for p in people if p.rated]
            rows = await self._lock_rows(session, game, board, rated)
            current = {
                p.player: (
                    Skill(rows[p.player].mu, rows[p.player].sigma) if p.rated else self.fresh()
                )
                for p in people
            }
            after = rate_game(self.model, seats, returns, teams, current)
            changes: list[RatingChange] = []
            for person in rated:
                row = rows[person.player]
                new = after[person.player]
                seat_list = tuple(i for i, s in enumerate(seats) if s.player == person.player)
                changes.append(
                    RatingChange(
                        person.player,
                        person.name,
                        person.is_bot,
                        seat_list,
                        current[person.player],
                        new,
                    )
                )
                row.mu, row.sigma, row.ordinal = new.mu, new.sigma, new.ordinal
                row.name, row.is_bot = person.name, person.is_bot
                row.games += 1
                row.updated_at = _now()
                session.add(
                    RatingChangeRow(
                        rated_game_id=rated_game_id,
                        player=person.player,
                        name=person.name,
                        is_bot=person.is_bot,
                        seats=",".join(map(str, seat_list)),
                        mu_before=current[person.player].mu,
                        sigma_before=current[person.player].sigma,
                        mu_after=new.mu,
                        sigma_after=new.sigma,
                    )
                )
            return changes

    async def _lock_rows(
        self, session: AsyncSession, game: str, preset: str, people: Sequence[Participant]
    ) -> dict[str, PlayerRating]:
        """The rating rows of `people`, created if new and locked (PostgreSQL) in a fixed order."""
        fresh = self.fresh()
        for person in sorted(people, key=lambda p: p.player):
            await session.execute(
                insert_or_ignore(
                    session,
                    PlayerRating,
                    {
                        "game": game,
                        "preset": preset,
                        "player": person.player,
                        "name": person.name,
                        "is_bot": person.is_bot,
                        "mu": fresh.mu,
                        "sigma": fresh.sigma,
                        "ordinal": fresh.ordinal,
                        "games": 0,
                        "updated_at": _now(),
                    },
                    ["game", "preset", "player"],
                )
            )
        found = await session.scalars(
            select(PlayerRating)
            .where(
                PlayerRating.game == game,
                PlayerRating.preset == preset,
                PlayerRating.player.in_([p.player for p in people]),
            )
            .order_by(PlayerRating.player)
            .with_for_update()
        )
        return {row.player: row for row in found}

    async def _stored_changes(self, session: AsyncSession, key: str) -> list[RatingChange]:
        rows = await session.scalars(
            select(RatingChangeRow)
            .join(RatedGame, RatedGame.id == RatingChangeRow.rated_game_id)
            .where(RatedGame.key == key)
            .order_by(RatingChangeRow.id)
        )
        return [
            RatingChange(
                row.player,
                row.name,
                row.is_bot,
                tuple(int(s) for s in row.seats.split(",") if s),
                Skill(row.mu_before, row.sigma_before),
                Skill(row.mu_after, row.sigma_after),
            )
            for row in rows
        ]

    async def changes(self, key: str) -> list[RatingChange]:
        """The changes recorded for game `key` (empty if it was not rated)."""
        async with self._sessions() as session:
            return await self._stored_changes(session, key)

    async def history(self, player: str, limit: int = 500) -> list[RatedEntry]:
        """A player's rated games, oldest first: what the profile's plots are drawn from."""
        query = (
            select(RatingChangeRow, RatedGame)
            .join(RatedGame, RatedGame.id == RatingChangeRow.rated_game_id)
            .where(RatingChangeRow.player == player)
            .order_by(RatingChangeRow.id.desc())
            .limit(max(0, min(limit, 2000)))
        )
        async with self._sessions() as session:
            rows = list(await session.execute(query))
        return [
            RatedEntry(
                rated.key,
                rated.game,
                rated.preset,
                rated.created_at,
                change.name,
                change.is_bot,
                tuple(int(s) for s in change.seats.split(",") if s),
                Skill(change.mu_before, change.sigma_before),
                Skill(change.mu_after, change.sigma_after),
            )
            for change, rated in reversed(rows)
        ]

    async def boards_of(self, player: str) -> list[PlayerRating]:
        """Every board (game and preset) the player has a rating on."""
        async with self._sessions() as session:
            found = await session.scalars(
                select(PlayerRating)
                .where(PlayerRating.player == player)
                .order_by(PlayerRating.game, PlayerRating.preset)
            )
            return list(found)

    async def rating(self, game: str, preset: str | None, player: str) -> Skill | None:
        async with self._sessions() as session:
            row = await session.scalar(
                select(PlayerRating).where(
                    PlayerRating.game == game,
                    PlayerRating.preset == (preset or NO_PRESET),
                    PlayerRating.player == player,
                )
            )
            return None if row is None else Skill(row.mu, row.sigma)

    async def leaderboard(
        self,
        game: str,
        preset: str | None,
        limit: int = 50,
        offset: int = 0,
        include_bots: bool = True,
        min_games: int = 1,
    ) -> list[LeaderboardLine]:
        """The best players of a game and preset by ordinal; bots are labelled `is_bot`."""
        query = select(PlayerRating).where(
            PlayerRating.game == game,
            PlayerRating.preset == (preset or NO_PRESET),
            PlayerRating.games >= min_games,
        )
        if not include_bots:
            query = query.where(PlayerRating.is_bot.is_(False))
        query = (
            query.order_by(PlayerRating.ordinal.desc(), PlayerRating.mu.desc(), PlayerRating.player)
            .limit(max(0, min(limit, 500)))
            .offset(max(0, offset))
        )
        async with self._sessions() as session:
            rows = list(await session.scalars(query))
        return [
            LeaderboardLine(
                offset + i + 1, r.player, r.name, r.is_bot, Skill(r.mu, r.sigma), r.games
            )
            for i, r in enumerate(rows)
        ]


def _distinct_players(seats: Sequence[Participant]) -> list[Participant]:
    seen: dict[str, Participant] = {}
    for person in seats:
        seen.setdefault(person.player, person)
    return list(seen.values())
