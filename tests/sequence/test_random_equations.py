"""The Sequence Numbers option `random_equations` (rules file, B3): sums drawn for each table.

"Choose operands at random with 0 <= operands <= 60, still one + card and one
− card per number": the deck is S15's deck with other sums, the board and
every rule are unchanged (S13's Plus and Minus included), and a table's sums
follow from its seed alone, so a game replays and a pickled state goes to a
bot worker with its own cards.
"""

from __future__ import annotations

import pickle

import pytest

from igroteka.games.sequence import GAME
from igroteka.games.sequence.board import CORNERS
from igroteka.games.sequence.cards import equations
from tests.sequence.helpers import GREEN, cell, give, place, table


def operands(code: str) -> tuple[int, int, str]:
    sign = "+" if "+" in code else "−"
    left, right = code.split(sign)
    return int(left), int(right), sign


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_s15_random_deck_one_sum_and_one_difference_per_number(seed: int) -> None:
    state = table("numbers", seed=seed, random_equations=True)
    numbers = state.pack
    codes = [numbers.kind_code(c) for c in numbers.deck.ids]
    assert len(codes) == 100
    assert codes.count("Plus") == 2 and codes.count("Minus") == 2
    for n in range(1, 49):
        answers = [numbers.kind_code(c) for c in numbers.deck.ids if numbers.effect[c] == n]
        assert sorted(operands(code)[2] for code in answers) == ["+", "−"]
        for code in answers:
            a, b, sign = operands(code)
            assert 0 <= a <= 60 and 0 <= b <= 60
            assert (a + b if sign == "+" else a - b) == n
        # The board is S13's: the answer's two cells.
        assert len(numbers.cells_of[n]) == 2


def test_random_sums_differ_from_the_fixed_ones_and_between_tables() -> None:
    fixed = {code for n in range(1, 49) for code in equations(n)}
    one = {table("numbers", seed=1, random_equations=True).pack.kind_code(c) for c in range(100)}
    two = {table("numbers", seed=2, random_equations=True).pack.kind_code(c) for c in range(100)}
    assert len(one - fixed) > 40 and one != two


def test_a_tables_sums_follow_from_its_seed() -> None:
    one = table("numbers", seed=7, random_equations=True)
    again = table("numbers", seed=7, random_equations=True)
    assert one.pack.names == again.pack.names
    assert one.hands == again.hands
    copy = pickle.loads(pickle.dumps(one))
    assert copy.pack.names == one.pack.names and copy.hands == one.hands


def test_the_option_is_for_sequence_numbers_only() -> None:
    option = next(o for o in GAME.options.options if o.key == "random_equations")
    assert option.default is False
    assert not option.applies(GAME.resolve_options("two", {}))
    assert option.applies(GAME.resolve_options("numbers", {}))
    # A classic table ignores it: the cards stay the French deck.
    state = table("two", random_equations=True)
    assert not state.pack.numbers and state.pack.deck.name == "2x52"


def test_s13_with_random_sums_a_card_takes_its_answer_and_plus_minus_work() -> None:
    state = table("numbers", seed=4, random_equations=True)
    numbers = state.pack
    fifteen = [c for c in numbers.deck.ids if numbers.effect[c] == 15]
    state.hands[0] = []
    card, plus, minus = give(state, 0, numbers.to_json(fifteen[0]), "Plus#1", "Minus#1")
    place(state, GREEN, cell(5, 5))
    legal = state.legal_actions()
    assert {a.cell for a in legal if a.card == card} == {cell(8, 8)}
    assert {a.cell for a in legal if a.card == plus} == set(range(100)) - set(CORNERS) - {
        cell(5, 5)
    }
    assert {a.cell for a in legal if a.card == minus} == {cell(5, 5)}


def test_a_random_sum_is_typed_as_printed() -> None:
    state = table("numbers", seed=4, random_equations=True)
    card = next(c for c in state.hands[0] if state.pack.effect[c] > 0)
    code = state.pack.kind_code(card)
    target = state.pack.targets(card)[0]
    typed = code.replace("−", "-")
    action = state.parse_action(f"{typed} {'abcdefghij'[target % 10]}{target // 10 + 1}")
    assert state.pack.kind_code(action.card) == code and action.cell == target
