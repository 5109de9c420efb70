"""The test cases of the rules file (§11), one test each, named after it."""

from __future__ import annotations

import pytest

from igroteka.engine.errors import IllegalAction
from igroteka.games.sea_salt_paper.actions import (
    ANNOUNCE_LAST,
    ANNOUNCE_STOP,
    DRAW_DECK,
    END_TURN,
    Discard,
    Duo,
    Steal,
    TakePile,
)
from igroteka.games.sea_salt_paper.scoring import (
    LAST_CHANCE,
    STOP,
    card_points,
    colour_bonus,
    settle,
)
from tests.sea_salt_paper.helpers import card, cards, owned, table


def test_01_collectors_only() -> None:
    hand = cards("shell DB", "shell LB", "shell BK")
    assert card_points(hand, []) == 4
    assert colour_bonus(hand, []) == 1


def test_02_a_lone_octopus_or_sailor() -> None:
    assert card_points(cards("octopus Y", "sailor PK"), []) == 0


def test_03_penguins_and_colony() -> None:
    hand = cards("penguin PU", "penguin LO", "penguin PK", "colony G")
    assert card_points(hand, []) == 11
    assert colour_bonus(hand, []) == 1


def test_04_captain() -> None:
    assert card_points(cards("sailor PK", "sailor O", "captain LO"), []) == 11


def test_05_lighthouse_counts_played_and_held_boats() -> None:
    played = cards("boat DB", "boat Y")
    assert card_points(cards("boat BK", "lighthouse PU"), played) == 4


def test_06_duos_in_hand() -> None:
    hand = cards("crab DB", "crab LB", "crab Y", "swimmer BK", "swimmer Y", "shark G")
    assert card_points(hand, []) == 2


def test_07_one_mermaid() -> None:
    hand = cards("mermaid", "shell DB", "shell LB", "octopus Y", "lighthouse PU")
    played = cards("boat DB", "boat Y")
    assert card_points(hand, played) == 7
    assert colour_bonus(hand, played) == 2
    state = table(2, hands=[hand], played=[played])
    state.phase = "duos"
    assert ANNOUNCE_STOP in state.legal_actions()


def test_08_three_mermaids_white_counts() -> None:
    hand = cards(
        "mermaid", "mermaid", "mermaid", "crab Y", "crab Y", "fish Y", "fish BK", "boat BK"
    )
    assert card_points(hand, []) == 10
    assert colour_bonus(hand, []) == 3


def test_09_six_shells() -> None:
    hand = cards("shell DB", "shell LB", "shell BK", "shell Y", "shell G", "shell GR")
    assert card_points(hand, []) == 10
    assert colour_bonus(hand, []) == 1


def test_10_stop() -> None:
    assert settle(STOP, 0, [9, 12, 4], [3, 3, 3]) == ([9, 12, 4], None)


def test_11_last_chance_won_on_a_tie() -> None:
    assert settle(LAST_CHANCE, 0, [10, 10, 7], [3, 4, 2]) == ([13, 4, 2], True)


def test_12_last_chance_lost() -> None:
    assert settle(LAST_CHANCE, 0, [10, 11, 6], [3, 2, 5]) == ([3, 11, 6], False)


def test_13_empty_deck() -> None:
    state = table(3, hands=[[], cards("shell DB")], piles=([card("crab DB")], []), mover=1)
    state.deck = []
    state.totals = [5, 6, 7]
    rest = [c for c in range(58) if c not in owned(state)]
    state.piles[1] = rest  # keep every card on the table
    state.apply(TakePile(0))
    state.apply(END_TURN)
    assert state.last_round is not None
    assert state.last_round["ending"] == "empty_deck"
    assert state.last_round["scores"] == [0, 0, 0]
    assert state.totals == [5, 6, 7]
    assert state.first == 2 and state.mover == 2  # P3 starts the next round
    assert state.round_no == 2


def test_14_empty_deck_with_announcement() -> None:
    hand = cards("sailor PK", "sailor O")
    last = card("captain LO")
    state = table(3, hands=[[], hand], piles=([card("crab DB")], [card("crab LB")]), mover=1)
    rest = [c for c in range(58) if c not in owned(state) and c != last]
    state.hands[0] = rest  # everything else with P1, the captain alone in the deck
    state.deck = [last]
    state.apply(DRAW_DECK)  # one card left: taken without discarding
    assert state.deck == [] and last in state.hands[1]
    assert card_points(state.hands[1], []) >= 8
    state.apply(ANNOUNCE_LAST)
    assert state.mover == 2 and state.phase == "draw"
    assert DRAW_DECK not in state.legal_actions()
    assert set(state.legal_actions()) == {TakePile(0), TakePile(1)}
    state.apply(TakePile(0))
    state.apply(END_TURN)
    assert state.mover == 0
    assert state.legal_actions() == [TakePile(1)]
    state.apply(TakePile(1))
    state.apply(END_TURN)
    assert state.last_round is not None and state.last_round["ending"] == "last_chance"


def test_15_forced_discard_pile() -> None:
    state = table(2, piles=([card("crab DB")], []))
    state.apply(DRAW_DECK)
    drawn = list(state.pair)
    assert state.legal_actions() == [Discard(drawn[0], 1), Discard(drawn[1], 1)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Discard(drawn[0], 0))
    assert "пуста" in refused.value.text.ru and "empty" in refused.value.text.en
    state.apply(Discard(drawn[1], 1))
    assert state.piles[1] == [drawn[1]] and drawn[0] in state.hands[0]


def test_16_crab_duo_with_both_piles_empty() -> None:
    crabs = cards("crab DB", "crab LB")
    state = table(2, hands=[crabs])
    state.phase = "duos"
    state.apply(Duo(*crabs))
    assert state.phase == "duos"
    assert sorted(state.played[0]) == sorted(crabs)
    assert card_points(state.hands[0], state.played[0]) == 1


def test_17_steal_from_a_revealed_hand() -> None:
    duo = cards("swimmer BK", "shark G")
    shells = cards("shell DB", "shell LB", "shell BK", "shell Y", "shell G")
    state = table(3, hands=[shells, duo, cards("octopus Y")], mover=0)
    state.phase = "duos"
    state.apply(ANNOUNCE_LAST)  # A reveals: 8 card points
    assert state.revealed[0] and state.mover == 1
    state.apply(DRAW_DECK)
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Discard)))
    state.apply(Duo(*sorted(duo)))  # only C may be robbed: no question asked
    assert state.hands[2] == [] and card("octopus Y") in state.hands[1]
    assert state.hands[0] == sorted(shells)
    assert Steal(0) not in state.legal_actions()


def test_17_steal_lost_when_nobody_can_be_robbed() -> None:
    duo = cards("swimmer BK", "shark G")
    shells = cards("shell DB", "shell LB", "shell BK", "shell Y", "shell G")
    state = table(2, hands=[shells, duo])
    state.phase = "duos"
    state.apply(ANNOUNCE_LAST)
    state.apply(TakePile(0)) if state.piles[0] else state.apply(DRAW_DECK)
    if state.phase == "keep":
        state.apply(state.legal_actions()[0])
    before = list(state.hands[0])
    events = state.apply(Duo(*sorted(duo)))
    assert [e.kind for e in events][-1] == "effect_lost"
    assert state.hands[0] == before


def test_18_end_of_game_two_players() -> None:
    state = table(2, mover=1)
    state.totals = [41, 32]
    state.hands[1] = cards("sailor PK", "sailor O", "captain LO")  # 11 points
    state.phase = "duos"
    state.apply(ANNOUNCE_STOP)
    assert state.totals == [41, 43]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,)


def test_19_tie_break() -> None:
    # C calls STOP; turns of the round ended A, B, C; A and B finish on 37.
    state = table(3, mover=0)
    state.totals = [37, 37, 19]
    state.turn_ends = [0, 1]
    state.hands[2] = cards("sailor PK", "sailor O", "captain LO")  # 11 points
    state.mover = 2
    state.phase = "duos"
    state.apply(ANNOUNCE_STOP)
    assert state.totals == [37, 37, 30]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,)
    assert "последним" in outcome.reason.ru
    # The reason says what ended the game before who won.
    assert outcome.reason.ru.startswith("Место 3 объявляет «Стоп» в раунде 1. ")
    assert outcome.reason.en.startswith("Seat 3 calls STOP in round 1. ")


def test_19_tie_break_after_last_chance() -> None:
    # B calls LAST CHANCE: the last turns end B, C, A, so A ranks above B.
    state = table(3, mover=1)
    state.turn_ends = [0]
    state.totals = [25, 35, 20]
    state.hands[1] = cards("sailor PK", "sailor O", "shell DB", "shell LB")  # 7 points
    state.hands[0] = cards("octopus Y", "octopus G", "octopus PU", "octopus GR")  # 9 > 7
    state.phase = "duos"
    state.apply(ANNOUNCE_LAST)
    for _ in range(2):
        state.apply(TakePile(0) if state.piles[0] else DRAW_DECK)
        if state.phase == "keep":
            state.apply(state.legal_actions()[0])
        state.apply(END_TURN)
    sheet = state.last_round
    assert sheet is not None and sheet["won"] is False
    assert state.final_order == [0, 1, 2, 0]
    state.totals = [37, 37, 30]  # had A and B finished level
    state.over = True
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert "«Последний шанс» в раунде 1, но ставка не играет" in outcome.reason.ru
    assert "LAST CHANCE in round 1 but the bet loses" in outcome.reason.en


def test_19_tie_break_option_most_points_in_the_last_round() -> None:
    state = table(3, mover=0, tiebreak="round_points")
    state.totals = [37, 37, 30]
    state.round_scores = [12, 9, 0]
    state.final_order = [0, 1, 2]
    state.over = True
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert "больше в последнем" in outcome.reason.ru


def test_19_tie_break_by_the_seed_ranks_by_last_turn() -> None:
    state = table(3, mover=0)
    state.totals = [37, 37, 30]
    state.round_scores = [12, 9, 0]
    for order, winner in (([0, 1, 2], 1), ([1, 2, 0], 0)):
        state.final_order = order
        state.over = True
        outcome = state.outcome()
        assert outcome is not None and outcome.winners == (winner,)


def test_20_four_mermaids() -> None:
    mermaids = cards("mermaid", "mermaid", "mermaid", "mermaid")
    duo = cards("swimmer BK", "shark G")
    state = table(2, hands=[[*mermaids[:3], *duo], [mermaids[3]]])
    state.totals = [0, 30]
    state.phase = "duos"
    state.apply(Duo(*sorted(duo)))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert "русалки" in outcome.reason.ru
    assert state.acting() == ()


def test_21_announcement_threshold() -> None:
    hand = cards("shell DB", "shell LB", "shell Y", "crab DB", "crab LB", "boat DB", "fish DB")
    assert card_points(hand, []) == 5
    state = table(2, hands=[hand])
    state.phase = "duos"
    assert ANNOUNCE_STOP not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply(ANNOUNCE_STOP)
    assert "7" in refused.value.text.ru and "7" in refused.value.text.en
