"""Ratings with the real openskill math: directions and invariants, not copied numbers."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import BradleyTerryFull

from igroteka.store.ratings import (
    Participant,
    RatingError,
    RatingService,
    Skill,
    bot_player,
    rate_game,
    team_ranks,
    user_player,
)
from tests.economy.conftest import Database

ANN = Participant(user_player(1), "Ann")
BOB = Participant(user_player(2), "Bob")
CAT = Participant(user_player(3), "Cat")
DAN = Participant(user_player(4), "Dan")
HARD = Participant(bot_player("hard"), "Bot (hard)", is_bot=True)


def test_team_ranks_share_places_on_ties() -> None:
    assert team_ranks([1, -1], [(0,), (1,)]) == [1, 2]
    assert team_ranks([1, 1, -1], [(0,), (1,), (2,)]) == [1, 1, 3]
    assert team_ranks([1, -1, 1, -1], [(0, 2), (1, 3)]) == [1, 2]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.floats(10, 40), st.floats(1, 9)), min_size=2, max_size=5).flatmap(
        lambda priors: st.tuples(
            st.just(priors),
            st.permutations(range(len(priors))),
        )
    )
)
def test_first_place_rises_and_last_place_falls(
    case: tuple[list[tuple[float, float]], list[int]],
) -> None:
    priors, order = case
    seats = [Participant(f"p{i}", f"P{i}") for i in range(len(priors))]
    returns = [float(len(order) - order.index(i)) for i in range(len(priors))]
    current = {f"p{i}": Skill(mu, sigma) for i, (mu, sigma) in enumerate(priors)}
    model = BradleyTerryFull()
    after = rate_game(model, seats, returns, [(i,) for i in range(len(seats))], current)
    first, last = f"p{order[0]}", f"p{order[-1]}"
    assert after[first].mu > current[first].mu
    assert after[last].mu < current[last].mu
    # A game only adds information: sigma shrinks, up to the model's drift term tau.
    for player, skill in after.items():
        assert skill.sigma <= (current[player].sigma ** 2 + model.tau**2) ** 0.5


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(-2, 2), min_size=2, max_size=6))
def test_equal_priors_end_in_the_order_of_the_results_and_ties_stay_level(
    results: list[int],
) -> None:
    count = len(results)
    seats = [Participant(f"p{i}", f"P{i}") for i in range(count)]
    model = BradleyTerryFull()
    fresh = Skill(model.rating().mu, model.rating().sigma)
    current = dict.fromkeys((s.player for s in seats), fresh)
    after = rate_game(
        model, seats, [float(r) for r in results], [(i,) for i in range(count)], current
    )
    for a in range(count):
        for b in range(count):
            if results[a] > results[b]:
                assert after[f"p{a}"].mu > after[f"p{b}"].mu
            elif results[a] == results[b]:
                assert after[f"p{a}"].mu == pytest.approx(after[f"p{b}"].mu)


async def test_a_duel_moves_both_players_and_orders_the_leaderboard(db: Database) -> None:
    ratings = RatingService(db.sessions)
    changes = await ratings.record("g1", "duel", "classic", [ANN, BOB], [1.0, -1.0])
    by_player = {c.player: c for c in changes}
    assert by_player[ANN.player].after.mu > by_player[ANN.player].before.mu
    assert by_player[BOB.player].after.mu < by_player[BOB.player].before.mu
    assert by_player[ANN.player].delta > 0 > by_player[BOB.player].delta
    assert by_player[ANN.player].seats == (0,)
    board = await ratings.leaderboard("duel", "classic")
    assert [line.player for line in board] == [ANN.player, BOB.player]
    assert [line.rank for line in board] == [1, 2]
    assert board[0].games == 1
    assert board[0].to_json()["ordinal"] == pytest.approx(board[0].skill.ordinal)


async def test_a_draw_between_equals_keeps_mu_and_shrinks_sigma(db: Database) -> None:
    ratings = RatingService(db.sessions)
    changes = await ratings.record("d", "duel", None, [ANN, BOB], [0.0, 0.0])
    for change in changes:
        assert change.after.mu == pytest.approx(change.before.mu)
        assert change.after.sigma < change.before.sigma


async def test_team_game_updates_every_member(db: Database) -> None:
    ratings = RatingService(db.sessions)
    changes = await ratings.record(
        "t", "pairs", None, [ANN, BOB, CAT, DAN], [1, -1, 1, -1], teams=[(0, 2), (1, 3)]
    )
    delta = {c.player: c.after.mu - c.before.mu for c in changes}
    assert delta[ANN.player] > 0 and delta[CAT.player] > 0
    assert delta[BOB.player] < 0 and delta[DAN.player] < 0
    assert delta[ANN.player] == pytest.approx(delta[CAT.player])


async def test_multi_player_ranks_and_a_shared_first_place(db: Database) -> None:
    ratings = RatingService(db.sessions)
    changes = await ratings.record("m", "ffa", None, [ANN, BOB, CAT, DAN], [1, 1, 0, -1])
    after = {c.player: c.after for c in changes}
    assert after[ANN.player].mu == pytest.approx(after[BOB.player].mu)
    assert after[BOB.player].mu > after[CAT.player].mu > after[DAN.player].mu


async def test_bots_are_rated_and_labelled_and_a_bot_at_many_seats_counts_once(
    db: Database,
) -> None:
    ratings = RatingService(db.sessions)
    changes = await ratings.record("b", "ffa", None, [HARD, ANN, HARD, HARD], [1, -1, 0, 0])
    bot_change = next(c for c in changes if c.player == HARD.player)
    assert bot_change.is_bot and bot_change.seats == (0, 2, 3)
    assert bot_change.after.mu > bot_change.before.mu
    board = await ratings.leaderboard("ffa", None)
    assert [(line.player, line.is_bot, line.games) for line in board] == [
        (HARD.player, True, 1),
        (ANN.player, False, 1),
    ]
    people = await ratings.leaderboard("ffa", None, include_bots=False)
    assert [line.player for line in people] == [ANN.player]


async def test_guests_play_unrated_but_still_count_as_opponents(db: Database) -> None:
    ratings = RatingService(db.sessions)
    guest = Participant("guest:9", "Guest", rated=False)
    changes = await ratings.record("g", "duel", None, [ANN, guest], [1, -1])
    assert [c.player for c in changes] == [ANN.player]
    assert changes[0].after.mu > changes[0].before.mu
    assert await ratings.rating("duel", None, "guest:9") is None


async def test_rating_a_game_twice_changes_nothing(db: Database) -> None:
    ratings = RatingService(db.sessions)
    first = await ratings.record("same", "duel", "p", [ANN, BOB], [1, -1])
    second = await ratings.record("same", "duel", "p", [ANN, BOB], [-1, 1])
    assert second == first
    assert await ratings.changes("same") == first
    skill = await ratings.rating("duel", "p", ANN.player)
    assert skill is not None and skill.mu == pytest.approx(first[0].after.mu)
    assert (await ratings.leaderboard("duel", "p"))[0].games == 1


async def test_presets_keep_separate_ratings(db: Database) -> None:
    ratings = RatingService(db.sessions)
    await ratings.record("a", "duel", "classic", [ANN, BOB], [1, -1])
    await ratings.record("b", "duel", "blitz", [ANN, BOB], [-1, 1])
    classic = await ratings.rating("duel", "classic", ANN.player)
    blitz = await ratings.rating("duel", "blitz", ANN.player)
    assert classic is not None and blitz is not None
    assert classic.mu > 25 > blitz.mu


async def test_mismatched_seats_and_results_are_refused(db: Database) -> None:
    ratings = RatingService(db.sessions)
    with pytest.raises(RatingError) as caught:
        await ratings.record("x", "duel", None, [ANN, BOB], [1.0])
    assert "do not match" in caught.value.message("en")
    assert "не совпадают" in caught.value.message("ru")
    assert await ratings.changes("x") == []


async def test_concurrent_games_lose_no_update(db: Database) -> None:
    ratings = RatingService(db.sessions)
    opponents = [ANN, BOB, CAT, DAN]
    games = [(f"c{i}", opponents[i % 4], 1 if i % 3 else -1) for i in range(24)]
    await asyncio.gather(
        *(ratings.record(key, "duel", None, [HARD, who], [r, -r]) for key, who, r in games)
    )
    board = {line.player: line for line in await ratings.leaderboard("duel", None)}
    assert board[HARD.player].games == len(games)
    assert sum(line.games for p, line in board.items() if p != HARD.player) == len(games)


async def test_a_bot_level_partnering_and_opposing_a_person_is_left_as_it_was(
    db: Database,
) -> None:
    """Kozel against three easy bots: the winning partner showed −0.2 like the losers, because
    one «Бот (лёгкий)» sat on both sides and its seats were averaged. Such a game says nothing
    of that bot's skill; the person's rating still moves."""
    easy = Participant(bot_player("easy"), "Bot (easy)", is_bot=True)
    ratings = RatingService(db.sessions)
    changes = await ratings.record(
        "k", "kozel", None, [ANN, easy, easy, easy], [1, -1, 1, -1], teams=[(0, 2), (1, 3)]
    )
    by_player = {c.player: c for c in changes}
    assert by_player[ANN.player].delta > 0
    bot = by_player[easy.player]
    assert bot.after == bot.before and bot.delta == 0
