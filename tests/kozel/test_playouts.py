"""Random whole matches across option combinations, checked after every action.

Each action is checked against the plain reference reading of the rules
(`reference.py`): the legal cards (following suit, the lead restriction,
must-ruff), one winner per trick with its points, the catch of the queen,
120 card points per deal, what each deal writes and the match score. Every
view and every event is checked for every seat (and a spectator): no card of
another seat's hand appears unless that seat may know it. Finally the match
replays to the same state from its record.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.cards import cards_of
from igroteka.engine import GameRecord, replay
from tests.cards.trickplay import assert_no_leak, others_hands
from tests.kozel import reference as ref
from tests.kozel.helpers import GAME

PLAYOUTS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _option_strategy(option: Any) -> st.SearchStrategy[Any]:
    if option.kind == "bool":
        return st.booleans()
    if option.choices:
        return st.sampled_from([c.value for c in option.choices])
    return st.integers(int(option.minimum), min(int(option.maximum), 3))


OPTIONS = st.fixed_dictionaries({o.key: _option_strategy(o) for o in GAME.options.options})


def _ascii(mask: int) -> list[str]:
    return [c.ascii for c in cards_of(mask)]


def may_know(state: Any, seat: int | None) -> set[str]:
    """The cards of other hands `seat` may legitimately see: played, face up, its exchanges."""
    known = set(_ascii(state.revealed))
    if state.play is not None:
        known |= set(_ascii(state.play.played))
    if seat is not None:
        known |= set(_ascii(state.hands[seat]))
        for ex in state.exchanges:
            if ex.knows(seat):
                known |= {parse_card_index(c) for c in (ex.given, ex.returned) if c is not None}
    return known


def parse_card_index(index: int) -> str:
    return cards_of(1 << index)[0].ascii


def check_secrets(state: Any, events: list[Any]) -> None:
    for seat in (None, 0, 1, 2, 3):
        assert_no_leak(state, events, seat, others_hands(state, seat, 4), may_know(state, seat),
                       skip=("trump",))
    for event in events:
        if event.public["shuffle"] == state.shuffle_number:
            assert set(event.private) <= {0, 1, 2, 3}


class Tally:
    """The test's own bookkeeping of the current deal, from the events."""

    def __init__(self) -> None:
        self.points = [0, 0]
        self.tricks = [0, 0]


def play_match(opts: dict[str, Any], seed: int, choices: int, secrets: bool = True) -> Any:
    state = GAME.new_state(opts, seed)
    rng = random.Random(choices)
    tally = Tally()
    written_total = [0, 0]
    steps = 0
    while not state.is_terminal():
        steps += 1
        assert steps < 20_000, "the match does not end"
        seat = state.current_seat()
        legal = state.legal_actions()
        assert legal
        eggs_before = state.eggs
        trick_before: list[tuple[int, str]] = []
        order: list[str] = []
        if state.phase == "play":
            dp = state.play
            order = ref.trump_order(opts, state.trump.letter)
            trick_before = [(s, parse_card_index(c)) for s, c in dp.trick]
            hand = _ascii(state.hands[seat])
            expected = ref.legal_plays(hand, [c for _, c in trick_before], order,
                                       dp.restricted[seat], opts["must_ruff"])
            assert {a.card.ascii for a in legal} == expected
        action = rng.choice(legal)
        events = state.apply(action, seat)
        kinds = [e.kind for e in events]
        if hasattr(action, "card") and "play" in kinds:
            trick = [*trick_before, (seat, action.card.ascii)]
            caught = ref.is_catch(trick, opts)
            assert ("catch" in kinds) == caught
            if not caught and len(trick) == 4:
                event = next(e for e in events if e.kind == "trick")
                winner = trick[ref.trick_winner([c for _, c in trick], order, opts)][0]
                points = ref.card_points([c for _, c in trick])
                assert event.public["winner"] == winner
                assert event.public["points"] == points
                assert [c["seat"] for c in event.public["cards"]] == [s for s, _ in trick]
                tally.points[winner & 1] += points
                tally.tricks[winner & 1] += 1
        for event in events:
            if event.kind != "deal_end":
                continue
            line = event.public["result"]
            if line["kind"] == "catch":
                expected_written = ref.catch_written(opts, line["queen_team"], eggs_before)
            else:
                assert sum(line["card_points"]) == 120
                assert line["card_points"] == tally.points
                expected_written = ref.deal_written(opts, tally.points, tally.tricks,
                                                    line["trumper"] & 1, eggs_before)
            assert tuple(line["written"]) == expected_written
            for team in (0, 1):
                written_total[team] += expected_written[team]
            assert line["scores"] == written_total
            tally = Tally()
        assert state.scores == written_total
        if secrets:
            check_secrets(state, events)
    result = state.outcome()
    assert result is not None
    goat = result.details["goats"]
    assert set(result.winners) == {s for s in range(4) if s % 2 != goat}
    assert sum(result.returns) == 0
    if opts["scoring_mode"] == "loser_2_4_6":
        assert state.scores[goat] >= opts["target"] or opts["catch_first_deal_loses_match"]
    else:
        assert state.scores[1 - goat] >= opts["target"] or opts["catch_first_deal_loses_match"]
    return state


@PLAYOUTS
@given(opts=OPTIONS, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_matches_keep_every_rule(opts: dict[str, Any], seed: int, choices: int) -> None:
    opts = GAME.options.validate(opts)
    state = play_match(opts, seed, choices)
    record = GameRecord.from_json(json.loads(json.dumps(GameRecord.of(state).to_json())))
    again = replay(record)
    assert again.full_view() == state.full_view()
    assert again.sheet == state.sheet
