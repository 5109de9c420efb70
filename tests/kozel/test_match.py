"""Options and presets, starting positions, and the match around the deals."""

from __future__ import annotations

import json
import random

import pytest

from igroteka.engine import OptionError, PositionError, get_game
from igroteka.games.kozel.cardrules import AD
from tests.kozel.helpers import GAME, fill_hands, options, play, start
from tests.kozel.test_worked_cases import TC26_HANDS, TC26_TRICKS


# --- options ---------------------------------------------------------------------------
def test_presets():
    keys = [p.key for p in GAME.options.presets]
    assert keys[:6] == ["classic", "permanent_clubs", "six_card", "tula", "short6", "short8"]
    assert GAME.options.default_preset == "classic"
    assert GAME.resolve_options() == GAME.options.defaults()
    assert GAME.resolve_options("short8")["target"] == 8
    assert GAME.resolve_options("six_card")["deck"] == "24"
    tula = GAME.resolve_options("tula")
    assert (tula["low_rank"], tula["trump_mode"]) == (6, "open_deal")
    for key in keys:
        assert GAME.options.matching_preset(GAME.resolve_options(key)) == key


def test_every_option_has_bilingual_label_and_help():
    schema = GAME.describe()["options"]
    assert {o["key"] for o in schema["options"]} >= {
        "deck", "low_rank", "shokha", "king_above_ten", "trump_mode", "permanent_trump_suit",
        "first_deal_diamonds", "first_leader", "open_deal_redeal", "redeal_four_queens",
        "redeal_shokha_three_queens", "redeal_no_trumps", "redeal_one_trump",
        "redeal_four_aces", "redeal_trigger", "give_last_trump", "give_only_nontrump",
        "trump_lead_restriction", "must_ruff", "catch_queen", "catch_order",
        "catch_first_deal_loses_match", "scoring_mode", "spas_min", "golye_rule",
        "eggs_mode", "eggs_same_dealer", "target", "dry_goat_multiplier"}
    # The game's own chip stake is retired: the table's stake is the only one.
    assert "stake" not in {o["key"] for o in schema["options"]}
    for option in schema["options"]:
        assert option["label"]["ru"] and option["label"]["en"]
        assert option["help"]["ru"] and option["help"]["en"]
    json.dumps(schema)


@pytest.mark.parametrize("overrides,key", [
    ({"target": 7}, "target"), ({"spas_min": 25}, "spas_min"), ({"deck": "36"}, "deck"),
    ({"stake": 5}, "stake"), ({"dry_goat_multiplier": 0}, "dry_goat_multiplier"),
    ({"low_rank": 8}, "low_rank"), ({"nonsense": 1}, "nonsense"),
])
def test_bad_options_are_named(overrides, key):
    with pytest.raises(OptionError) as error:
        GAME.resolve_options(None, overrides)
    assert error.value.details["option"] == key


def test_teams_and_seats():
    assert GAME.teams(options()) == ((0, 2), (1, 3))
    assert GAME.seat_count(options()) == 4 and GAME.hidden_information


def test_rules_pages_exist_in_both_languages():
    """Every option is named as the form names it: tests/test_rules_pages.py."""
    ru, en = GAME.rules_markdown("ru"), GAME.rules_markdown("en")
    assert ru.startswith("# Козёл") and en.startswith("# Kozel")


# --- positions -------------------------------------------------------------------------------
@pytest.mark.parametrize("spec", [
    "not json", "[1, 2]", {"hands": TC26_HANDS, "deck": []}, {"dealer": 0},
    {"hands": TC26_HANDS[:3]}, {"hands": [*TC26_HANDS[:3], ["Qd", "Jh", "Tc", "Kc", "Td"]]},
    {"hands": [*TC26_HANDS[:3], ["Qd", "Jh", "Tc", "Kc", "Td", "Qc"]]},
    {"hands": [*TC26_HANDS[:3], ["Qd", "Jh", "Tc", "Kc", "Td", "9d"]]},
    {"hands": TC26_HANDS, "dealer": 4}, {"hands": TC26_HANDS, "scores": [0, 12]},
    {"hands": TC26_HANDS, "trump": "x"}, {"hands": TC26_HANDS, "colour": 1},
    {"hands": TC26_HANDS, "revealed": ["Qd"]},
])
def test_bad_positions_are_refused(spec):
    opts = options(deck="24", trump_mode="permanent")
    with pytest.raises(PositionError) as error:
        GAME.state_from_position(spec if isinstance(spec, str) else json.dumps(spec), opts)
    assert error.value.message("ru") and error.value.message("en")


def test_a_position_carries_the_match_score_and_eggs():
    opts = options(deck="24", trump_mode="permanent")
    state = start(opts, TC26_HANDS, scores=[3, 2], eggs=1, deal_number=4)
    for cards, _, _ in TC26_TRICKS:
        play(state, *cards.split())
    assert state.sheet[-1]["written"] == [0, 8]
    assert state.scores == [3, 10] and state.eggs == 0 and state.deal_number == 5


def test_reaching_the_target_makes_goats_and_ends_the_match():
    opts = options(deck="24", trump_mode="permanent", dry_goat_multiplier=2)
    state = start(opts, TC26_HANDS, scores=[0, 10])
    for cards, _, _ in TC26_TRICKS:
        play(state, *cards.split())
    result = state.outcome()
    assert state.is_terminal() and result.details["goats"] == 1
    assert result.winners == (0, 2) and result.returns == (1.0, -1.0, 1.0, -1.0)
    assert result.details["dry"] is True
    # No chip amounts in the result: the club pays the table's stake times this.
    assert "payouts" not in result.details and "stake" not in result.details
    assert GAME.stake_multiplier(opts, result.details) == 2
    assert GAME.stake_multiplier(opts) == 2
    assert GAME.stake_multiplier(opts, {**result.details, "dry": False}) == 1
    assert "козлы" in result.reason.render("ru")


def test_a_record_with_the_retired_stake_option_still_validates_and_replays_as_it_was():
    stored = {**GAME.options.defaults(), "deck": "24", "trump_mode": "permanent",
              "dry_goat_multiplier": 2, "stake": 5}
    opts = GAME.options.validate(stored)
    assert opts["stake"] == 5
    state = start(opts, TC26_HANDS, scores=[0, 10])
    for cards, _, _ in TC26_TRICKS:
        play(state, *cards.split())
    details = state.outcome().details
    assert details["stake"] == 5 and details["payouts"] == [10, -10, 10, -10]
    assert details["dry"] is True
    with pytest.raises(OptionError) as error:
        GAME.options.validate({**stored, "stake": -1})
    assert error.value.details["option"] == "stake"
    # A new table cannot set it, and the refusal says where the stake is set now.
    with pytest.raises(OptionError) as error:
        GAME.resolve_options(None, {"stake": 5})
    assert "назначает стол" in error.value.text.render("ru")
    assert "table's own" in error.value.text.render("en")


def test_credit_scoring_wins_at_the_target():
    opts = options(deck="24", trump_mode="permanent", scoring_mode="winner_1_2_3", target=6)
    state = start(opts, TC26_HANDS, scores=[4, 0])
    for cards, _, _ in TC26_TRICKS:
        play(state, *cards.split())
    assert state.scores == [6, 0]
    assert state.outcome().details["goats"] == 1


def test_a_catch_in_the_first_deal_can_lose_the_match():
    opts = options(catch_first_deal_loses_match=True)
    state = start(opts, fill_hands(opts, {1: "Qc", 2: "7c"}), trump="s", trumper=1)
    play(state, "Qc", "7c")
    assert state.is_terminal()
    assert state.outcome().details["goats"] == 1 and state.scores == [0, 4]
    later = start(opts, fill_hands(opts, {1: "Qc", 2: "7c"}), trump="s", trumper=1,
                  deal_number=2)
    play(later, "Qc", "7c")
    assert not later.is_terminal()


# --- the match flow ------------------------------------------------------------------------------
def _finish_deal(state, rng):
    number = state.deal_number
    while state.deal_number == number and not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state.sheet[-1]


def test_eggs_write_nothing_and_double_the_next_deal():
    for mode, same_dealer in (("double_next_cumulative", True), ("plus_two_next", False)):
        opts = options(eggs_mode=mode, eggs_same_dealer=same_dealer, deck="24")
        found = False
        for seed in range(400):
            state = GAME.new_state(opts, seed)
            rng = random.Random(seed)
            dealer = state.dealer
            line = _finish_deal(state, rng)
            if line["kind"] != "eggs":
                continue
            assert line["written"] == [0, 0] and state.eggs == 1 and state.scores == [0, 0]
            assert state.dealer == (dealer if same_dealer else (dealer + 1) % 4)
            nxt = _finish_deal(state, rng)
            if nxt["kind"] == "eggs":
                continue
            doubled = 2 * nxt["base"] if mode == "double_next_cumulative" else nxt["base"] + 2
            assert max(nxt["written"]) == doubled and state.eggs == 0
            found = True
            break
        assert found, "no 60:60 deal in 400 random ones"


def test_rotating_trumper_moves_left_each_deal():
    opts = options(first_leader="rotate", eggs_same_dealer=False)
    state = GAME.new_state(opts, 8)
    rng = random.Random(8)
    first = state.trumper
    assert state.hands[first] & (1 << AD.index)
    for deal in range(1, 4):
        _finish_deal(state, rng)
        assert state.trumper == (first + deal) % 4


def test_first_deal_diamonds():
    opts = options(first_deal_diamonds=True)
    state = GAME.new_state(opts, 5)
    assert state.trump.letter == "d" and state.phase == "play"
    assert state.hands[state.trumper] & (1 << AD.index)
    _finish_deal(state, random.Random(1))
    assert state.phase in ("declare", "over")


def test_open_deal_trumper_is_left_of_the_dealer():
    opts = GAME.resolve_options("tula")
    state = GAME.new_state(opts, 3)
    rng = random.Random(3)
    _finish_deal(state, rng)
    for _ in range(2):
        assert state.trumper == (state.dealer + 1) % 4
        assert state.revealed & state.hands[state.trumper] == state.revealed
        _finish_deal(state, rng)


def test_the_same_seed_deals_the_same_match():
    game = get_game("kozel")
    one, two = game.new_state(options(), "abc"), game.new_state(options(), "abc")
    assert one.full_view() == two.full_view()
    assert game.new_state(options(), "abd").full_view() != one.full_view()


def test_a_deal_restarts_from_its_spec():
    for preset in ("classic", "tula", "six_card"):
        opts = GAME.resolve_options(preset)
        state = GAME.new_state(opts, 21)
        rng = random.Random(21)
        _finish_deal(state, rng)
        spec = state.deal_spec()
        again = GAME.state_from_position(json.dumps(spec), opts)
        ignore = ("match", "last_deal")
        assert ({k: v for k, v in again.full_view().items() if k not in ignore}
                == {k: v for k, v in state.full_view().items() if k not in ignore})
        assert again.deal_spec() == spec


def test_clones_deal_the_same_future_independently():
    state = GAME.new_state(options(target=6), 13)
    rng = random.Random(13)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    first, second = state.clone(), state.clone().clone()
    for copy_ in (first, second):
        moves = random.Random(4)
        while not copy_.is_terminal():
            copy_.apply(moves.choice(copy_.legal_actions()))
    assert first.full_view() == second.full_view()
    assert first.deal_number > state.deal_number
    again = state.clone()
    moves = random.Random(4)
    while not again.is_terminal():
        again.apply(moves.choice(again.legal_actions()))
    assert again.full_view() == first.full_view()


@pytest.mark.parametrize(("mode", "eggs", "ru", "en"), [
    ("double_next_cumulative", 1, "яйца: следующая раздача ×2", "eggs: the next deal counts ×2"),
    ("double_next_cumulative", 2, "яйца: следующая раздача ×4", "eggs: the next deal counts ×4"),
    ("double_next", 2, "яйца: следующая раздача ×2", "eggs: the next deal counts ×2"),
    ("plus_two_next", 2, "яйца: следующей раздаче +4", "eggs: +4 to the next deal"),
])
def test_the_terminal_says_what_the_eggs_do_to_the_next_deal(mode, eggs, ru, en):
    """«яйца ×1» read as a multiplier; the board says what the next deal is worth instead."""
    opts = GAME.resolve_options("six_card", {"eggs_mode": mode})
    state = GAME.state_from_position(json.dumps({"hands": TC26_HANDS, "eggs": eggs}), opts)
    assert ru in state.render_text(0, lang="ru") and en in state.render_text(0, lang="en")
    assert "×1" not in state.render_text(0, lang="ru")
    replay = GAME.state_from_position(json.dumps({"hands": TC26_HANDS, "eggs": eggs}),
                                      GAME.resolve_options("six_card", {"eggs_mode": "replay"}))
    assert "яйца" not in replay.render_text(0, lang="ru")


def test_the_terminal_lists_what_the_player_may_do():
    """«Можно: …» as in the other games, only on the player's own turn."""
    state = GAME.new_state(options(), 5)
    turn = state.current_seat()
    board = state.render_text(turn, lang="ru")
    labels = [state.action_label(a).render("ru") for a in state.legal_actions()]
    assert f"Можно: {', '.join(labels)}" in board
    other = (turn + 1) % 4
    assert "Можно:" not in state.render_text(other, lang="ru")
    assert "Choices: " in state.render_text(turn, lang="en")


def test_the_terminal_tells_redeals_gifts_and_each_deals_result():
    """`igroteka play` says what the moves alone do not: redeals, the last trump given, results."""
    state = GAME.new_state(GAME.resolve_options("tula"), 3)
    rng = random.Random(1)
    said: dict[str, str] = {}
    while not state.is_terminal() and len(said) < 3:
        for event in state.apply(rng.choice(state.legal_actions())):
            label = state.event_label(event.for_seat(0))
            if label is not None:
                said.setdefault(event.kind, label.render("ru"))
    assert said["deal_end"] == "раздача 1: в картах 40 : 80; записано 2 — команда 1 (места 1 и 3)"
    assert said["give"] == "место 3 отдаёт последний козырь партнёру (месту 1)"
    assert said["redeal"].startswith("пересдача: ")
