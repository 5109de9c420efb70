"""«Разбор партии» (igroteka/review): a known blunder is marked, a sound move is not, the
review of a hidden-information game never depends on cards the seat could not see, and the
terminal command prints what the API computes."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from igroteka.bots.levels import make_bot
from igroteka.cli import main as cli_main
from igroteka.engine.errors import IgrotekaError
from igroteka.engine.game import State
from igroteka.engine.registry import get_game
from igroteka.engine.replay import GameRecord
from igroteka.games import GAMES
from igroteka.review import (
    Reviewer,
    Settings,
    assemble,
    has_open_cards,
    open_deals,
    review_moves,
    review_record,
)

ROOT = Path(__file__).resolve().parents[2]
# 1. e3-d4 d6-e5 2. c3-b4?? lets Black through: after ...e5:c3 White loses a man for nothing
# (alpha-beta to depth 4 sees White half a point of evaluation down; g3-f4 holds).
OPENING = ["e3-d4", "d6-e5", "c3-b4"]


def finished_checkers(opening: list[str], seed: int = 3) -> GameRecord:
    """The opening as given, then both sides played to the end by the medium bot."""
    game = get_game("russian_checkers")
    options = game.resolve_options()
    state = game.new_state(options, 0)
    for text in opening:
        state.apply(state.parse_action(text))
    rng = random.Random(seed)
    bots = [make_bot(game, "medium", options) for _ in range(2)]
    while not state.is_terminal():
        seat = state.acting()[0]
        state.apply(bots[seat].choose(state, seat, rng), seat)
    return GameRecord.of(state)


def test_a_known_blunder_is_marked_and_the_sound_moves_before_it_are_not() -> None:
    record = finished_checkers(OPENING)
    review = review_record(record, 0, worlds=8, judge="alphabeta:depth=4", seed=1)
    by_move = {d.move: d for d in review.decisions}
    assert review.unit == "score" and not review.hidden
    blunder = by_move[2]
    assert blunder.played == "c3-b4" and blunder.best != "c3-b4"
    assert blunder.mistake and blunder.cost >= 0.2, blunder
    assert not by_move[0].mistake
    # The curve has one point per move, every value a share of a win.
    assert [m for m, _ in review.curve] == list(range(len(record.actions)))
    assert all(0.0 <= v <= 1.0 for _, v in review.curve)
    # The same review, the same figures: the review's luck is its own seed.
    again = review_record(record, 0, worlds=8, judge="alphabeta:depth=4", seed=1)
    assert again.to_json() == review.to_json()


@pytest.mark.parametrize("game_id", ["kozel", "go_stop"])
def test_a_decision_is_judged_the_same_in_every_world_the_seat_cannot_tell_apart(
    game_id: str,
) -> None:
    """Each of seat 0's decisions, reviewed from the real state and from a world that
    deals every card seat 0 has not seen anew, gets the same judge's choice and the same
    values: the review uses nothing of the hidden cards."""
    game = get_game(game_id)
    options = game.resolve_options()
    state = game.new_state(options, 11)
    rng = random.Random(5)
    bots = [make_bot(game, "easy", options) for _ in range(game.seat_count(options))]
    reviewer = Reviewer(game, options, 0, judge="medium", policy="easy")
    checked = differed = 0
    while not state.is_terminal() and checked < 4:
        seat = state.acting()[0]
        action = bots[seat].choose(state, seat, rng)
        if seat == 0 and len(state.legal_actions(0)) > 1:
            world = state.determinize(0, random.Random(checked))
            differed += world.full_view() != state.full_view()
            seeds = [17, 23, 42]
            judged = [reviewer.decide(s, action, len(state.history), seeds) for s in (state, world)]
            assert judged[0] == judged[1]
            assert reviewer.values(state, seeds) == reviewer.values(world, seeds)
            checked += 1
        state.apply(action, seat)
    assert checked == 4 and differed > 0


def test_a_record_that_did_not_reach_its_end_or_a_wrong_seat_is_refused() -> None:
    record = finished_checkers(OPENING)
    cut = GameRecord(record.game, record.options, record.seed, record.actions[:5])
    with pytest.raises(IgrotekaError) as unfinished:
        review_record(cut, 0, worlds=2, judge="alphabeta:depth=1")
    assert unfinished.value.code == "not_finished"
    assert "законченной" in unfinished.value.message("ru")
    # A game that ended on time or by resignation is reviewed up to its last move.
    partial = review_record(cut, 0, worlds=2, judge="alphabeta:depth=1", ended_off_the_board=True)
    assert [d.move for d in partial.decisions] == [0, 2, 4]
    with pytest.raises(IgrotekaError) as seat:
        review_record(record, 2, worlds=2)
    assert seat.value.code == "bad_seat"


def test_the_terminal_command_prints_the_review_and_its_json(tmp_path: Path) -> None:
    record = finished_checkers(OPENING)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    command = [sys.executable, "-m", "igroteka", "analyse", str(path), "--seat", "0"]
    command += ["--worlds", "8", "--judge", "alphabeta:depth=4", "--seed", "1"]
    shown = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=True)
    assert "Разбор места 0" in shown.stdout
    assert (
        "3. c3-b4" in shown.stdout
        and "← ошибка" in shown.stdout.split("3. c3-b4")[1].split("\n")[0]
    )
    data = json.loads(
        subprocess.run(
            [*command, "--json"], capture_output=True, text=True, cwd=ROOT, check=True
        ).stdout
    )
    assert data == review_record(record, 0, worlds=8, judge="alphabeta:depth=4", seed=1).to_json()
    bad = subprocess.run(
        [
            sys.executable,
            "-m",
            "igroteka",
            "--lang",
            "en",
            "analyse",
            str(tmp_path / "x.json"),
            "--seat",
            "0",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert bad.returncode == 2 and "Cannot read the game record" in bad.stderr


@pytest.mark.parametrize("game_id", ["kozel", "klabor"])
def test_every_deal_of_a_match_has_its_result_and_the_first_is_the_arenas(game_id: str) -> None:
    """The review values a card-game decision by the deal it was made in
    (`Game.deal_results`); the arena scores the first deal (`Game.deal_returns`)."""
    game = get_game(game_id)
    options = game.resolve_options()
    state = game.new_state(options, 4)
    rng = random.Random(2)
    bots = [make_bot(game, "easy", options) for _ in range(game.seat_count(options))]
    counts = []
    while not state.is_terminal():
        counts.append(len(game.deal_results(state)))
        seat = state.acting()[0]
        state.apply(bots[seat].choose(state, seat, rng), seat)
    results = game.deal_results(state)
    assert len(results) >= 2 and counts == sorted(counts)
    assert results[0] == game.deal_returns(state)
    for result in results:
        assert len(result) == game.seat_count(options)
        assert sum(result) == pytest.approx(0.0, abs=1e-9)


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_every_game_of_the_club_can_be_reviewed(game_id: str) -> None:
    """The first moves of a finished game of each game are reviewed in a moment (a cheap
    judge and one world: the machinery, not the verdict, is under test), with a value in
    the game's unit after each move and a decision wherever the seat had a choice."""
    game = get_game(game_id)
    options = game.resolve_options()
    state = game.new_state(options, 5)
    rng = random.Random(3)
    bots = [make_bot(game, "random", options) for _ in range(game.seat_count(options))]
    while not state.is_terminal():
        seat = state.acting()[0]
        state.apply(bots[seat].choose(state, seat, rng), seat)
    record = GameRecord.of(state)
    stop = min(12, len(record.actions))
    moves = review_moves(record, 0, 0, stop, Settings(worlds=1, judge="random", depth=2))
    assert [m.move for m in moves] == list(range(stop))
    decided = [m.move for m in moves if m.decision is not None]
    assert all(record.seats is not None and record.seats[i] == 0 for i in decided)
    if not game.scores_by_deal:
        assert all(0.0 <= m.after <= 1.0 for m in moves)
    # Exact values only where there is a list of moves to search: a search through
    # Chapaev's sampled aims took half a minute a move.
    reviewer = Reviewer(game, options, 0, judge="random", policy="easy")
    if reviewer.exact is not None:
        assert game.action_space == "discrete" and not game.has_chance


def _easy_game(game_id: str, seed: int) -> GameRecord:
    game = get_game(game_id)
    options = game.resolve_options()
    state = game.new_state(options, seed)
    rng = random.Random(seed)
    bots = [make_bot(game, "easy", options) for _ in range(game.seat_count(options))]
    while not state.is_terminal():
        seat = state.acting()[0]
        state.apply(bots[seat].choose(state, seat, rng), seat)
    return GameRecord.of(state)


HIDDEN = [g.id for g in GAMES if g.hidden_information]


def _deal_results(game_id: str, state: State) -> list[tuple[float, ...]]:
    """A deal's results; a game not scored by deals (Sequence) is one deal, its result."""
    game = get_game(game_id)
    if game.scores_by_deal:
        return game.deal_results(state)
    outcome = state.outcome()
    return [] if outcome is None else [tuple(outcome.returns)]


@pytest.mark.parametrize("game_id", HIDDEN)
def test_each_deal_of_a_card_game_is_replayed_with_every_card_open(game_id: str) -> None:
    """The second line: every deal of the finished game, from its first move as dealt,
    played by the all-seeing player at every seat; its result and the real one for the
    seat. The line is a legal play of that very deal and reaches the result it reports.
    Every game with hidden cards has it: its own all-seeing player or the generic search
    made all-seeing (igroteka/bots/all_seeing.py)."""
    game = get_game(game_id)
    record = _easy_game(game_id, 6)
    deals = open_deals(record, 1, time_limit=0.02)
    assert deals is not None and has_open_cards(game)
    options = game.options.validate(record.options)
    state = game.new_state(options, record.seed)
    for index, (seat, data) in enumerate(record.moves()):
        starting = [d for d in deals if d.start == index]
        for deal in starting:
            world = state.clone()
            for step in deal.line:
                world.apply(world.parse_action(step.move), step.seat)
            reached = _deal_results(game_id, world)
            assert len(reached) == deal.deal + 1 and reached[deal.deal][1] == deal.open
        state.apply(state.action_from_json(data), seat)
    results = _deal_results(game_id, state)
    assert [d.deal for d in deals] == list(range(len(results)))
    assert [d.played for d in deals] == [r[1] for r in results]
    assert deals[0].start == 0 and all(d.line for d in deals)
    assert [d.start for d in deals] == sorted(d.start for d in deals)


def test_the_open_cards_line_is_in_the_review_of_card_games_only() -> None:
    record = _easy_game("go_stop", 2)
    review = review_record(record, 0, worlds=2, judge="easy").to_json()
    assert review["hidden"] and review["open_cards"] is not None
    assert review["open_cards"][0]["played"] == get_game("go_stop").deal_results(_end(record))[0][0]
    assert {"ru", "en"} <= set(review["open_cards"][0]["line"][0]["label"])
    checkers = review_record(
        finished_checkers(OPENING), 0, worlds=1, judge="alphabeta:depth=1", depth=1
    )
    assert checkers.to_json()["open_cards"] is None
    for game in GAMES:
        assert has_open_cards(game) == game.hidden_information


def _end(record: GameRecord) -> State:
    game = get_game(record.game)
    state = game.new_state(game.options.validate(record.options), record.seed)
    for seat, data in record.moves():
        state.apply(state.action_from_json(data), seat)
    return state


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_the_terminal_reviews_the_first_moves_of_every_game(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`igroteka analyse RECORD --moves N` on a finished game of each game of the club:
    cheap settings (the machinery, not the verdict, is under test), the text and the
    JSON; the open-cards line exactly where the game has hidden cards."""
    game = get_game(game_id)
    options = game.resolve_options()
    state = game.new_state(options, 8)
    rng = random.Random(4)
    bots = [make_bot(game, "random", options) for _ in range(game.seat_count(options))]
    while not state.is_terminal():
        seat = state.acting()[0]
        state.apply(bots[seat].choose(state, seat, rng), seat)
    record = GameRecord.of(state)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    stop = min(6, len(record.actions))
    command = ["analyse", str(path), "--seat", "0", "--moves", str(stop), "--worlds", "1"]
    command += ["--judge", "random", "--policy", "random", "--depth", "1"]
    assert cli_main(command) == 0
    assert "Разбор места 0" in capsys.readouterr().out
    assert cli_main(["--lang", "en", *command, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == game_id and data["hidden"] == game.hidden_information
    assert [move for move, _ in data["curve"]] == list(range(stop))
    assert record.seats is not None
    assert all(record.seats[d["move"]] == 0 for d in data["decisions"])
    assert (data["open_cards"] is not None) == has_open_cards(game)
    if data["open_cards"] is not None:
        assert [d["deal"] for d in data["open_cards"]] == [0]


def test_a_game_whose_playouts_are_dear_is_reviewed_with_fewer_worlds() -> None:
    """Kings Bounty asks for 6 playouts a position (`Game.review_worlds`); the review says
    how many it took, and the worlds it took are the first of the club's."""
    settings = Settings()
    bounty, checkers = get_game("kings_bounty"), get_game("russian_checkers")
    assert settings.worlds_for(bounty) == 6 and settings.worlds_for(checkers) == 12
    assert Settings(worlds=4).worlds_for(bounty) == 4
    assert settings.seeds(3, bounty) == settings.seeds(3)[:6]
    review = assemble(GameRecord("kings_bounty", {}, 0, []), 0, settings, [])
    assert review.worlds == 6 and review.to_json()["worlds"] == 6
