"""Random playouts over every preset and option, notation, JSON and refusals."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.engine.errors import IllegalAction, MalformedAction, OptionError
from igroteka.engine.replay import GameRecord, replay
from igroteka.games.rose_king import GAME, Draw, Pass, Play
from igroteka.games.rose_king.cards import DECK
from igroteka.games.rose_king.scoring import areas, score

from .helpers import position, start

PRESETS = [p.key for p in GAME.options.presets]


def check_invariants(state) -> None:
    held = [c for h in state.hands for c in h]
    assert sorted([*held, *state.pile, *state.discard]) == sorted(DECK), "cards conserved"
    assert all(len(h) <= state.limit for h in state.hands)
    stones = sum(1 for v in state.board if v)
    assert stones + state.supply == 52, "stones conserved (a flip adds none)"
    per_hand = 4 if len(state.hands) == 2 else 2
    assert sum(state.heroes) + state.hero_discard == per_hand * len(state.hands)
    assert state.board[state.crown] or stones == 0, "the crown stands on a stone after a move"
    view = state.view(None)
    json.dumps(view)
    for colour in (0, 1):
        sizes = areas(state.board, colour + 1)
        assert view["scores"][colour]["score"] == score(sizes) == sum(n * n for n in sizes)
        assert view["scores"][colour]["stones"] == sum(1 for v in state.board if v == colour + 1)
    if state.is_terminal():
        outcome = state.outcome()
        assert outcome is not None and state.legal_actions() == []
        assert set(outcome.returns) in ({0.0}, {-1.0, 1.0})
        for seat in range(state.players):
            assert outcome.returns[seat] == outcome.returns[seat % 2], "partners share a result"
        red, white = view["scores"][0]["score"], view["scores"][1]["score"]
        assert outcome.details["scores"] == [red, white]
        assert sum(outcome.returns) == 0
        assert outcome.details["end"] in ("last_stone", "no_moves")
        if outcome.details["end"] == "last_stone":
            assert state.supply == 0
    else:
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        for action in legal:
            state.check(action)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(PRESETS),
    hero_optional=st.booleans(),
    seed=st.integers(min_value=0, max_value=2**31),
    choices=st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=60),
)
def test_random_playout_invariants_and_replay(preset, hero_optional, seed, choices):
    state = start(preset, seed, hero_optional_when_only_move=hero_optional)
    check_invariants(state)
    rng = random.Random(seed)
    i = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        pick = choices[i] if i < len(choices) else rng.randrange(10_000)
        state.apply(legal[pick % len(legal)])
        check_invariants(state)
        i += 1
    again = replay(GameRecord.from_json(json.loads(json.dumps(GameRecord.of(state).to_json()))))
    assert again.view(None) == state.view(None)


def test_a_random_first_player_is_drawn_from_the_seed():
    firsts = {start("yucata", seed).turn for seed in range(40)}
    assert firsts == {0, 1}
    assert {start("teams", seed, first_player="random").turn for seed in range(60)} == {0, 1, 2, 3}


def test_a_shared_hand_is_the_teams_hand():
    state = start("teams_shared")
    assert [len(h) for h in state.hands] == [5, 5] and len(state.pile) == 14
    assert state.heroes == [4, 4]
    assert [state.holder(s) for s in range(4)] == [0, 1, 0, 1]
    state.apply(state.legal_actions()[0])
    assert state.turn == 1


def test_a_shared_hand_needs_four_players():
    with pytest.raises(OptionError) as refused:
        GAME.resolve_options("rulebook", {"team_shared_hand": True})
    assert "four" in refused.value.message("en") and "вчетвером" in refused.value.message("ru")


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("NE2", Play("NE2")),
        ("ne-2", Play("NE2")),
        ("NE II", Play("NE2")),
        ("H NE2", Play("NE2", True)),
        ("hne2", Play("NE2", True)),
        ("герой sw3", Play("SW3", True)),
        ("draw", Draw()),
        ("взять", Draw()),
        ("pass", Pass()),
    ],
)
def test_notation_reads_the_rules_files_writing(text, action):
    assert start().parse_action(text) == action
    assert start().parse_action(str(action)) == action


@pytest.mark.parametrize("text", ["NE4", "X2", "H", "", "NE2 NE3"])
def test_unreadable_moves_are_malformed(text):
    with pytest.raises(MalformedAction):
        start().parse_action(text)


@pytest.mark.parametrize(
    "data", [{"card": "Q9"}, {"card": "N1", "hero": "yes"}, {"draw": False}, [], "N1"]
)
def test_bad_json_is_malformed(data):
    with pytest.raises(MalformedAction):
        start().action_from_json(data)


def test_json_round_trips():
    state = start()
    for action in (Play("N1"), Play("S3", True), Draw(), Pass()):
        assert state.action_from_json(action.to_json()) == action


def test_refusals_say_why_in_both_languages():
    state = position(hands=[["N1", "N2", "E1", "E2", "S1"], ["W1"]])
    with pytest.raises(IllegalAction) as refused:
        state.check(Play("W3"))
    assert refused.value.code == "not_in_hand"
    assert "W3" in refused.value.message("ru") and "W3" in refused.value.message("en")
    assert "нет карты" in refused.value.message("ru")
    with pytest.raises(IllegalAction) as empty:
        state.check(Play("N1", True))
    assert empty.value.code == "hero_on_empty"


def test_view_marks_each_cards_target_and_the_terminal_drawing():
    rows = ["." * 9, "....W....", "....R....", *["." * 9] * 6]
    state = position(rows, hands=[["N3", "N2", "W1", "E3"], ["S1"]])
    state.apply(Play("E3"))  # to (7,4); White's turn
    view = state.view(0)
    assert view == state.view(None) == state.view(1)
    red = {c["card"]: (c["target"], c["kind"]) for c in view["hands"][0]["cards"]}
    assert red["N3"] == ([7, 1], "empty")
    assert red["W1"] == ([6, 4], "empty")
    assert view["last"] == ["E3", None] and view["last_square"] == [7, 4]
    assert view["crown"] == [7, 4] and view["rows"][4][7] == "R"
    text = state.render_text(lang="en")
    assert "Score" in text and "White (York)" in text
    assert "r" in text.splitlines()[5]
