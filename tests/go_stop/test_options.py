"""Each option flips one reading the seed leaves open; the defaults are the seed's reading."""

from __future__ import annotations

import pytest

from igroteka.engine import OptionError
from igroteka.games.go_stop.actions import Go, Stop
from igroteka.games.go_stop.transfers import ONE_CARD, TWO_UNITS, cards_owed
from tests.go_stop.helpers import GAME, endgame, options, play_turn, state_at


def transfers(events: list[dict]) -> list[list[int]]:
    return [e["cards"] for e in events if e["kind"] == "transfer"]


def test_the_default_preset_is_the_single_deal_against_the_ai() -> None:
    schema = GAME.options
    assert schema.default_preset == "single_deal"
    assert GAME.resolve_options() == {
        "last_turn": "deal",
        "sseul": "two_cards",
        "stack_junk": "any_stack",
        "ppuk_debt": "in_order",
        "three_ppuk_payout": "flat",
    }
    assert schema.preset("single_deal").name("en") == "Single deal against the AI"


def test_an_unknown_option_value_names_the_option() -> None:
    with pytest.raises(OptionError) as info:
        GAME.resolve_options(None, {"sseul": "always"})
    assert "Sseul" in info.value.message("en")


def first_players_last_turn(opts):
    """Both hands hold one card: the first player's last turn, not the deal's."""
    return endgame([21], [46, 31], [23, 41], [3, 4], opponent_hand=[42], opts=opts)


def test_each_players_last_turn_option_drops_the_bonus_on_the_first_players_last_card() -> None:
    state = first_players_last_turn(options())
    assert not state.is_last_turn()
    assert transfers(play_turn(state, 21)) == [[3]]
    state = first_players_last_turn(options(last_turn="each_player"))
    assert state.is_last_turn()
    assert transfers(play_turn(state, 21)) == []


def test_each_players_last_turn_option_offers_only_stop_on_it() -> None:
    state = endgame(
        [30], [31, 27], [46, 14], [3, 4], opponent_hand=[42], opts=options(last_turn="each_player")
    )
    play_turn(state, 30)
    assert state.legal_actions() == [Stop()]
    state = endgame([30], [31, 27], [46, 14], [3, 4], opponent_hand=[42])
    play_turn(state, 30)
    assert state.legal_actions() == [Go(), Stop()]


def test_any_clear_sseul_option_counts_a_cleared_stack_and_card() -> None:
    layout, hand, stock = [9, 10, 11, 27], [12], [25]
    default = state_at(hand, layout, stock, ([], [3, 4, 7]))
    assert transfers(play_turn(default, 12)) == [[3]]
    any_clear = state_at(hand, layout, stock, ([], [3, 4, 7]), opts=options(sseul="any_clear"))
    events = play_turn(any_clear, 12)
    assert any(e["kind"] == "sseul" for e in events)
    assert transfers(events) == [[3], [4]]


def test_ppuk_only_option_takes_no_junk_for_a_dealt_stack() -> None:
    state = state_at(
        [12], [9, 10, 11, 20], [46], ([], [3, 8]), opts=options(stack_junk="ppuk_only")
    )
    assert transfers(play_turn(state, 12)) == []
    state = state_at(
        [16],
        [13, 14, 15, 20],
        [46],
        ([], [3, 8]),
        ppuk={4: 1},
        ppuks=(0, 1),
        opts=options(stack_junk="ppuk_only"),
    )
    assert transfers(play_turn(state, 16)) == [[3]]


@pytest.mark.parametrize(
    ("rule", "taken"), [("in_order", [44, 48]), ("double_alone", [48]), ("single_alone", [44])]
)
def test_ppuk_debt_option_decides_how_one_single_and_a_double_pay_two_units(rule, taken) -> None:
    assert cards_owed([48, 44], TWO_UNITS, rule) == taken
    state = state_at(
        [1],
        [13, 14, 15, 24],
        [16],
        ([], [44, 48]),
        ppuk={4: 0},
        ppuks=(1, 0),
        opts=options(ppuk_debt=rule),
    )
    assert transfers(play_turn(state, 1)) == [taken]


@pytest.mark.parametrize("rule", ["in_order", "double_alone", "single_alone"])
def test_every_debt_rule_agrees_when_the_seed_is_clear(rule: str) -> None:
    assert cards_owed([7, 12, 42], TWO_UNITS, rule) == [7, 12]
    assert cards_owed([42, 48], TWO_UNITS, rule) == [42]
    assert cards_owed([44], TWO_UNITS, rule) == [44]
    assert cards_owed([], TWO_UNITS, rule) == []
    assert cards_owed([48, 44, 42], ONE_CARD, rule) == [44]


def test_three_ppuks_as_stop_option_adds_the_gos_and_doublings() -> None:
    mine = [1, 9, 29, 2]  # three brights against none: the bright doubling
    state = state_at(
        [13],
        [15, 27],
        [14],
        (mine, [3, 4, 7, 8, 11]),
        ppuks=(2, 0),
        gos=(1, 0),
        decided_at=(3, 0),
        opts=options(three_ppuk_payout="as_stop"),
    )
    play_turn(state, 13)
    assert state.result.kind == "three_ppuk"
    assert state.result.amount == (5 + 1) * 2
    flat = state_at(
        [13], [15, 27], [14], (mine, [3, 4, 7, 8, 11]), ppuks=(2, 0), gos=(1, 0), decided_at=(3, 0)
    )
    play_turn(flat, 13)
    assert flat.result.amount == 5
