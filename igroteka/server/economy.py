"""What a finished game means for chips and ratings, handed to the economy's services.

Who counts as whom: a registered person is rated under their user id, a guest
plays unrated, a bot is rated per level (labelled as a bot), and a person who
left is not credited with what the bot did for them: their seat is unrated
in the game, and they alone take a separate loss (and lose their stake).
Both the settlement and the rating are keyed by the table, so running this
twice (a crash between the two) changes nothing the second time.
"""

from __future__ import annotations

from typing import Any, Protocol

from igroteka.engine.game import Game
from igroteka.server.seats import Seat
from igroteka.store.account_repo import AccountRepo
from igroteka.store.chips import ChipService
from igroteka.store.database import Database
from igroteka.store.ratings import Participant, RatingService, bot_player, user_player


class EconomyServices(Protocol):
    database: Database
    chips: ChipService
    ratings: RatingService


class FinishedTable(Protocol):
    """What settling reads of a table (igroteka/server/table/actor.py has all of it)."""

    id: str
    seats: list[Seat]
    stake: int
    game: Game
    options: dict[str, Any]

    @property
    def club(self) -> EconomyServices: ...

    async def rating_board(self) -> str | None: ...


FORFEIT = Participant("forfeit", "forfeit", rated=False)


def rating_key(seat: Seat) -> str | None:
    if seat.kind == "bot":
        return bot_player(seat.level or "medium")
    if seat.user_id is not None and not seat.abandoned:
        return user_player(seat.user_id)
    return None


async def _guests(actor: FinishedTable, user_ids: set[int]) -> set[int]:
    repo = AccountRepo(actor.club.database)
    guests = set()
    for user_id in user_ids:
        user = await repo.get(user_id)
        if user is None or user.is_guest:
            guests.add(user_id)
    return guests


def _participant(actor: FinishedTable, index: int, seat: Seat, guests: set[int]) -> Participant:
    if seat.kind == "bot":
        return Participant(
            bot_player(seat.level or "medium"), seat.label().render("ru"), is_bot=True
        )
    if seat.abandoned or seat.user_id is None:
        return Participant(f"left:{actor.id}:{index}", seat.name or "?", rated=False)
    return Participant(user_player(seat.user_id), seat.name, rated=seat.user_id not in guests)


async def settle_game(actor: FinishedTable, result: dict[str, Any]) -> dict[str, Any]:
    """Pay the pot and rate the game; what the end screen shows."""
    returns = [float(r) for r in result.get("returns", [])]
    answer: dict[str, Any] = {"chips": None, "ratings": []}
    if len(returns) != len(actor.seats):
        return answer
    if actor.stake:
        results: dict[str, float] = {}
        for index, seat in enumerate(actor.seats):
            if seat.user_id is not None and not seat.abandoned:
                key = str(seat.user_id)
                results[key] = max(results.get(key, returns[index]), returns[index])
        forfeited = [str(s.left_user_id) for s in actor.seats if s.abandoned and s.left_user_id]
        # What each staker played for: the table's stake, times the game's multiple
        # for this result (Kozel's «dry goats»); the rest of the escrow goes back.
        played = actor.stake * actor.game.stake_multiplier(
            actor.game.options.validate(actor.options), result.get("details") or {}
        )
        staked = results.keys() | set(forfeited)
        settlement = await actor.club.chips.settle(
            actor.id, results, forfeited, dict.fromkeys(staked, played)
        )
        answer["chips"] = settlement.to_json()
    people = {s.user_id for s in actor.seats if s.user_id is not None}
    people |= {s.left_user_id for s in actor.seats if s.left_user_id is not None}
    guests = await _guests(actor, people)
    participants = [_participant(actor, i, s, guests) for i, s in enumerate(actor.seats)]
    board = await actor.rating_board()
    teams = [list(team) for team in actor.game.teams(actor.options)]
    changes = await actor.club.ratings.record(
        actor.id, actor.game.id, board, participants, returns, teams
    )
    for index, seat in enumerate(actor.seats):
        if not seat.abandoned or seat.left_user_id is None or seat.left_user_id in guests:
            continue
        leaver = Participant(user_player(seat.left_user_id), seat.name)
        changes += await actor.club.ratings.record(
            f"{actor.id}:left:{index}", actor.game.id, board, [leaver, FORFEIT], [-1.0, 1.0]
        )
    answer["ratings"] = [change.to_json() for change in changes]
    return answer
