"""The rules file's test cases S1 to S16 (../shared/rules/sequence.md), one test each."""

from __future__ import annotations

import pytest

from igroteka.engine import IllegalAction, OptionError
from igroteka.games.sequence import GAME
from igroteka.games.sequence.actions import Discard, Exchange, Play
from igroteka.games.sequence.board import CODES, CORNERS, FREE, LAYOUT
from igroteka.games.sequence.cards import equations, pack
from igroteka.games.sequence.lines import completed
from igroteka.games.sequence.options import hand_size, sequences_needed
from tests.sequence.helpers import BLUE, GREEN, card_id, cell, give, place, table


def cells_of(code: str) -> set[int]:
    classic = pack(False)
    card = classic.deck.from_json(code)
    return set(classic.targets(card))


def test_s1_layout_lookups() -> None:
    assert cells_of("3h") == {cell(5, 5), cell(8, 8)}
    assert cells_of("As") == {cell(2, 1), cell(4, 9)}
    assert cells_of("Td") == {cell(5, 7), cell(9, 4)}
    assert cells_of("5c") == {cell(1, 1), cell(3, 3)}
    assert cells_of("Ks") == {cell(3, 1), cell(3, 9)}
    assert cells_of("Jd") == set()
    assert {i for i, code in enumerate(CODES) if code == FREE} == set(CORNERS)
    assert {cell(0, 0), cell(0, 9), cell(9, 0), cell(9, 9)} == CORNERS


def test_s2_layout_integrity() -> None:
    codes = [code for row in LAYOUT for code in row]
    assert codes.count(FREE) == 4
    others = [c for c in codes if c != FREE]
    assert len(set(others)) == 48 and all(others.count(c) == 2 for c in others)
    assert not any(c.startswith("J") for c in codes)


@pytest.mark.parametrize(
    ("players", "cards"), [(2, 7), (3, 6), (4, 6), (6, 5), (8, 4), (9, 4), (10, 3), (12, 3)]
)
def test_s3_deal_sizes(players: int, cards: int) -> None:
    options = GAME.resolve_options(None, {"players": players})
    assert hand_size(options) == cards
    state = GAME.new_state(options, 3)
    assert all(len(hand) == cards for hand in state.hands)
    assert len(state.deck) == 104 - players * cards


@pytest.mark.parametrize("players", [5, 7, 11])
def test_s3_player_counts_5_7_11_are_refused(players: int) -> None:
    with pytest.raises(OptionError):
        GAME.resolve_options(None, {"players": players})


def test_s4_sequences_needed() -> None:
    def needed(**values: int) -> int:
        return sequences_needed(GAME.resolve_options(None, values))

    assert needed(players=2) == 2
    assert needed(players=3) == 1
    assert needed(players=4) == 2
    assert needed(players=9) == 1
    assert needed(players=6, teams=3) == 1
    assert needed(players=6, teams=2) == 2
    assert GAME.teams(GAME.resolve_options(None, {"players": 6, "teams": 3})) == (
        (0, 3),
        (1, 4),
        (2, 5),
    )
    assert GAME.teams(GAME.resolve_options("twelve")) == ((0, 2, 4, 6, 8, 10), (1, 3, 5, 7, 9, 11))


def test_s5_normal_play_and_dead_card_exchange() -> None:
    state = table()
    state.hands[0] = []
    (three,) = give(state, 0, "3h#1")
    place(state, GREEN, cell(5, 5))
    plays = [a for a in state.legal_actions() if isinstance(a, Play) and a.card == three]
    assert [a.cell for a in plays] == [cell(8, 8)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Play(three, cell(5, 5), "3h#1"))
    assert refused.value.text.render("en") == "The cell f6 is already taken"
    # Both cells taken: the card is dead and may be exchanged, once a turn.
    place(state, GREEN, cell(8, 8))
    (other,) = give(state, 0, "3h#2")
    give(state, 0, "2s#1")
    assert state.dead(three) and state.dead(other)
    state.apply(Exchange(three, "3h#1"))
    assert three not in state.hands[0] and three in state.discards[0]
    assert len(state.hands[0]) == 3 and state.mover == 0
    assert Exchange(other, "3h#2") not in state.legal_actions()
    with pytest.raises(IllegalAction) as again:
        state.apply(Exchange(other, "3h#2"))
    assert "one dead card" in again.value.text.render("en")


def test_s6_corner_sequence() -> None:
    state = table()
    place(state, BLUE, cell(0, 1), cell(0, 2), cell(0, 3))
    assert completed(state.chips, BLUE, cell(0, 3), []) == []
    state.chips[cell(0, 4)] = BLUE
    found = completed(state.chips, BLUE, cell(0, 4), [])
    assert found == [(cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4))]


def test_s7_two_eyed_jack_anywhere_but_corners() -> None:
    state = table()
    state.hands[0] = []
    (jack,) = give(state, 0, "Jc#1")
    targets = {a.cell for a in state.legal_actions()}
    assert targets == set(range(100)) - set(CORNERS)
    state.apply(Play(jack, cell(8, 8), "Jc#1"))
    assert state.chips[cell(8, 8)] == BLUE


def test_s8_one_eyed_jack_removes_an_unlocked_opponent_chip() -> None:
    state = table()
    state.hands[0] = []
    (jack,) = give(state, 0, "Js#1")
    give(state, 0, "2s#1")
    place(state, GREEN, cell(2, 5))
    place(state, GREEN, *(cell(0, c) for c in range(1, 5)))
    state.sequences[GREEN].append(tuple(cell(0, c) for c in range(5)))
    for c in range(1, 5):
        state.locked[cell(0, c)] = 1
    place(state, BLUE, cell(6, 6))
    removable = {a.cell for a in state.legal_actions() if a.card == jack}
    assert removable == {cell(2, 5)}
    for target, words in ((cell(0, 3), "completed sequence"), (cell(6, 6), "yours")):
        with pytest.raises(IllegalAction) as refused:
            state.apply(Play(jack, target, "Js#1"))
        assert words in refused.value.text.render("en")
    state.apply(Play(jack, cell(2, 5), "Js#1"))
    assert state.chips[cell(2, 5)] == -1 and state.mover == 1


def test_s9_second_sequence_shares_exactly_one_cell() -> None:
    first = tuple(cell(8, c) for c in range(5))
    chips = [-1] * 100
    for each in (*first, cell(8, 5), cell(8, 6), cell(8, 7)):
        chips[each] = GREEN
    chips[cell(8, 8)] = GREEN
    assert completed(chips, GREEN, cell(8, 8), [first]) == [tuple(cell(8, c) for c in range(4, 9))]
    # Counter-case: only (8,5)..(8,7) added: the window (8,3)..(8,7) would share two cells.
    chips[cell(8, 8)] = -1
    assert completed(chips, GREEN, cell(8, 7), [first]) == []


def test_s9_second_sequence_wins_a_two_team_game() -> None:
    state = table("two_teams")
    state.mover = 1  # a Green player
    first = tuple(cell(8, c) for c in range(5))
    place(state, GREEN, *first, cell(8, 5), cell(8, 6), cell(8, 7))
    state.sequences[GREEN].append(first)
    state.hands[1] = []
    (jack,) = give(state, 1, "Jd#1")
    state.apply(Play(jack, cell(8, 8), "Jd#1"))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1, 3)


def test_s10_corner_reused_in_a_different_line() -> None:
    state = table()
    row = tuple(cell(0, c) for c in range(5))
    place(state, BLUE, *row[1:], cell(1, 1), cell(2, 2), cell(3, 3))
    state.sequences[BLUE].append(row)
    state.hands[0] = []
    (four,) = give(state, 0, "4h#1")
    (jack,) = give(state, 0, "Jc#1")
    state.apply(Play(jack, cell(4, 4), "Jc#1"))
    assert state.sequences[BLUE][1] == tuple(cell(i, i) for i in range(5))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert four in state.hands[0]


def test_s11_gap_fill_making_six_takes_the_earliest_window() -> None:
    chips = [-1] * 100
    for c in (0, 1, 2, 3, 4, 5):
        chips[cell(5, c)] = GREEN
    assert completed(chips, GREEN, cell(5, 3), []) == [tuple(cell(5, c) for c in range(5))]


def test_s12_reshuffle_when_the_deck_is_empty() -> None:
    state = table()
    state.discards[1].extend(state.deck)
    state.deck = []
    before = sum(len(p) for p in state.discards)
    play = next(a for a in state.legal_actions() if isinstance(a, Play))
    events = state.apply(play)
    kinds = [e.kind for e in events]
    assert "reshuffle" in kinds and kinds.index("reshuffle") < kinds.index("draw")
    assert len(state.hands[0]) == 7
    assert len(state.deck) == before and all(not p for p in state.discards)


def test_s13_sequence_numbers_mapping() -> None:
    numbers = pack(True)

    def targets(code: str) -> set[int]:
        return set(numbers.targets(numbers.deck.from_json(code)))

    assert targets("8+7") == {cell(5, 5), cell(8, 8)}
    assert targets("22−7") == {cell(5, 5), cell(8, 8)}
    assert targets("24+24") == {cell(7, 0), cell(7, 4)}
    assert targets("1+0") == {cell(2, 1), cell(4, 9)}
    state = table("numbers")
    state.hands[0] = []
    plus, minus = give(state, 0, "Plus#1", "Minus#1")
    place(state, GREEN, cell(2, 5))
    legal = state.legal_actions()
    assert {a.cell for a in legal if a.card == plus} == set(range(100)) - set(CORNERS) - {
        cell(2, 5)
    }
    assert {a.cell for a in legal if a.card == minus} == {cell(2, 5)}


def test_s14_sequence_numbers_setup() -> None:
    def setup(**values: int) -> tuple[int, int, int]:
        options = GAME.resolve_options("numbers", values)
        return hand_size(options), sequences_needed(options), len(GAME.teams(options))

    assert setup(players=2) == (5, 1, 2)
    assert setup(players=4) == (4, 2, 2)
    assert setup(players=3) == (5, 1, 3)
    assert setup(players=6) == (4, 2, 2)
    assert setup(players=6, teams=3) == (4, 2, 3)
    for players in (5, 8):
        with pytest.raises(OptionError):
            GAME.resolve_options("numbers", {"players": players})


def test_s15_sequence_numbers_deck() -> None:
    numbers = pack(True)
    codes = [numbers.kind_code(c) for c in numbers.deck.ids]
    assert len(codes) == 100
    assert sum("+" in c for c in codes) == 48 and sum("−" in c for c in codes) == 48
    assert codes.count("Plus") == 2 and codes.count("Minus") == 2
    for n in range(1, 49):
        add, sub = equations(n)
        a, b = add.split("+")
        c, d = sub.split("−")
        assert int(a) + int(b) == n == int(c) - int(d)
        answers = [card for card in numbers.deck.ids if numbers.effect[card] == n]
        assert len(answers) == 2


def test_s15_kids_board_up_to_24() -> None:
    kids = pack(True, 24)
    assert len(kids.deck) == 100
    assert all(len(cells) == 4 for cells in kids.cells_of.values())
    assert sorted(kids.cells_of) == list(range(1, 25))


def test_s16_closing_a_nine_cell_line_gives_two_sequences() -> None:
    state = table()
    place(state, BLUE, *(cell(6, c) for c in (0, 1, 2, 3, 5, 6, 7, 8)))
    state.hands[0] = []
    (jack,) = give(state, 0, "Jd#1")
    state.apply(Play(jack, cell(6, 4), "Jd#1"))
    assert state.sequences[BLUE] == [
        tuple(cell(6, c) for c in range(5)),
        tuple(cell(6, c) for c in range(4, 9)),
    ]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)


def test_nothing_to_play_forces_a_discard_and_a_round_of_them_is_a_draw() -> None:
    state = table()
    for seat in (0, 1):
        state.hands[seat] = []
        give(state, seat, f"J{'s' if seat else 'h'}#1", f"J{'s' if seat else 'h'}#2")
    legal = state.legal_actions()
    assert legal and all(isinstance(a, Discard) for a in legal)
    # Keep the deck of one-eyed jacks only so nobody can ever play.
    state.deck = []
    state.discards = [[], []]
    state.apply(legal[0])
    assert not state.over and state.mover == 1
    state.apply(state.legal_actions()[0])
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == () and "draw" in outcome.reason.render("en")


def test_a_jack_may_be_played_while_an_ordinary_play_exists() -> None:
    state = table()
    state.hands[0] = []
    give(state, 0, "2s#1", "Jd#1")
    jack = card_id(state, "Jd#1")
    assert any(a.card == jack for a in state.legal_actions())


def test_the_player_left_of_the_dealer_starts() -> None:
    for seed in range(5):
        state = GAME.new_state(GAME.resolve_options("six"), seed)
        assert state.mover == (state.dealer + 1) % 6
