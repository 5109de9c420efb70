"""Random whole matches for 2, 3 and 4 players across option combinations, checked at every step.

Each action is checked against the plain reading of the rules in `reference.py`:
the legal cards, each trick's winner and points, 162 points per deal (the
card points taken, the points of the cards left out of play and the 10 for
the last trick), each side's sequences and bella, what the deal writes
(made, бейт, висяк, лыжи, the third-бейт penalty, the pot) and the running
match score. Every view and every event is scanned for every seat and a
spectator: no card of another hand may appear unless the table has seen it.
Finally the match replays from its record to the same state.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.cards import ALL_CARDS
from igroteka.engine import GameRecord, replay
from tests.cards.trickplay import ascii_set, assert_no_leak, others_hands
from tests.klabor import reference as ref
from tests.klabor.helpers import GAME

PLAYOUTS = settings(max_examples=18, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
SKIP_KEYS = ("order",)


def _option_strategy(option: Any) -> st.SearchStrategy[Any]:
    if option.kind == "bool":
        return st.booleans()
    return st.sampled_from([c.value for c in option.choices])


OPTION_VALUES = {o.key: _option_strategy(o) for o in GAME.options.options
                 if o.key not in ("players", "target", "tournament_pairs", "obligatory_order")}


def may_know(state: Any, seat: int | None) -> set[str]:
    """Cards of other hands `seat` may see: played, face up, exchanged, announced, shown."""
    known = {ALL_CARDS[c].ascii for c in state.public_holder}
    if state.play is not None:
        known |= ascii_set(state.play.played)
    if state.turnup >= 0:
        known.add(ALL_CARDS[state.turnup_original].ascii)
        known.add(ALL_CARDS[state.turnup].ascii)
    if state.exchange is not None:
        known |= {ALL_CARDS[state.exchange[1]].ascii, ALL_CARDS[state.exchange[2]].ascii}
    if seat is not None:
        known |= ascii_set(state.hands[seat])
    return known


def check_secrets(state: Any, events: list[Any]) -> None:
    for seat in (None, *range(state.n)):
        hidden = others_hands(state, seat, state.n) | {ALL_CARDS[c].ascii for c in state.stock}
        allowed = may_know(state, seat)
        if state.frez is not None:
            allowed.add(ALL_CARDS[state.frez].ascii)
        assert_no_leak(state, events, seat, hidden, allowed, skip=SKIP_KEYS)


class Deal:
    """The test's own bookkeeping of the deal in progress, from the events and public facts."""

    def __init__(self, sides: int) -> None:
        self.points = [0] * sides
        self.tricks = [0] * sides
        self.last_side = -1
        self.bella = [0] * sides
        self.bella_open = False
        self.out_points = 0
        self.sequences = [0] * sides


def check_play(state: Any, seat: int, legal: list[Any]) -> None:
    dp = state.play
    trump = state.trump.letter
    hand = sorted(ascii_set(state.hands[seat]))
    trick = [(s, ALL_CARDS[c].ascii) for s, c in dp.trick]
    expected = ref.legal_plays(hand, trick, seat, trump, state.rules.side_of, state.rules.teams,
                               state.rules.overtrump_ruff, state.rules.partner_exempt)
    assert {a.card.ascii for a in legal if hasattr(a, "card")} == expected


def check_declaring(state: Any, seat: int, legal: list[Any], opts: dict[str, Any]) -> None:
    """Whether `seat` may declare, by the plain reading of the contest rules."""
    key = ref.best_sequence(sorted(ascii_set(state.hands[seat])), state.trump.letter,
                            bool(opts["quint_100"]))
    offered = "declare" in {str(a) for a in legal}
    if state.forced or key is None:
        assert not offered
        return
    _, _, allowed = ref.contest_step(state.contest_best, state.contest_holder, seat, key,
                                     opts["tie_nontrump"] == "nobody")
    assert offered == allowed
    if offered:
        probe = state.clone()
        probe.apply(probe.parse_action("declare"))
        expected = ref.contest_step(state.contest_best, state.contest_holder, seat, key,
                                    opts["tie_nontrump"] == "nobody")
        assert (probe.contest_best, probe.contest_holder) == expected[:2]


def play_match(opts: dict[str, Any], seed: int, choices: int, max_deals: int,
               secrets: bool) -> Any:
    state = GAME.new_state(opts, seed)
    rng = random.Random(choices)
    sides = state.rules.sides
    side_of = state.rules.side_of
    running = list(state.scores)
    tally = Deal(sides)
    steps = 0
    while not state.is_terminal() and len(state.sheet) < max_deals:
        steps += 1
        assert steps < 5000
        seat = state.current_seat()
        legal = state.legal_actions()
        assert legal and seat is not None
        if state.phase == "play":
            check_play(state, seat, legal)
            dp = state.play
            if not dp.log:
                tally.sequences = [0] * sides
                for owner in state.scoring:
                    hand = sorted(ascii_set(dp.hands[owner]))
                    tally.sequences[side_of[owner]] += ref.sequences_value(
                        hand, bool(opts["quint_100"]))
            out = {ALL_CARDS[c].ascii for c in state.stock}
            if state.turnup_holder is None:
                out.add(ALL_CARDS[state.turnup].ascii)
            tally.out_points = sum(ref.points(c, state.trump.letter) for c in out)
            trump = state.trump.letter
            trick_before = [ALL_CARDS[c].ascii for _, c in dp.trick]
            seats_before = [s for s, _ in dp.trick]
        if state.phase == "announce":
            check_declaring(state, seat, legal, opts)
        action = rng.choice(legal)
        baits_before = list(state.baits)
        pots_before = list(state.pots)
        events = state.apply(action, seat)
        for event in events:
            data = event.public
            if event.kind == "deal":
                tally = Deal(sides)  # a fresh shuffle: a redeal or a thrown-in deal restarts
            if event.kind == "play" and data["bella"]:
                tally.bella_open = True
            if event.kind == "trick":
                cards = [c["card"] for c in data["cards"]]
                assert cards == [*trick_before, action.card.ascii]
                winner = [*seats_before, seat][ref.trick_winner(cards, trump)]
                assert data["winner"] == winner
                assert data["points"] == sum(ref.points(c, trump) for c in cards)
                tally.points[side_of[winner]] += data["points"]
                tally.tricks[side_of[winner]] += 1
                tally.last_side = side_of[winner]
                if tally.bella_open and not opts["bella_strict"]:
                    tally.bella[side_of[winner]] += 20
                tally.bella_open = False
            if event.kind == "deal_end":
                line = data["result"]
                if line["kind"] == "klabor":
                    assert sorted(line["written"])[-1] == 162
                else:
                    check_deal_line(line, tally, opts, baits_before, pots_before)
                for s in range(sides):
                    running[s] += line["written"][s]
                assert line["scores"] == running
                tally = Deal(sides)
            if event.kind == "round_end" and not state.is_terminal():
                running = [0] * sides
        assert state.scores == running
        if secrets:
            check_secrets(state, events)
    return state


def check_deal_line(line: dict[str, Any], tally: Deal, opts: dict[str, Any],
                    baits: list[int], pots: list[int]) -> None:
    assert line["card_points"] == tally.points
    assert line["tricks"] == tally.tricks
    assert sum(line["card_points"]) + tally.out_points + 10 == 162
    assert line["last_trick"][tally.last_side] == 10 and sum(line["last_trick"]) == 10
    if not opts["bella_strict"]:
        assert line["bella"] == tally.bella
    assert sum(line["bella"]) in (0, 20)
    expected_sequences = [v if tally.tricks[s] else 0 for s, v in enumerate(tally.sequences)]
    assert line["sequences"] == expected_sequences
    totals = [line["card_points"][s] + line["last_trick"][s] + expected_sequences[s]
              + line["bella"][s] for s in range(len(tally.points))]
    assert line["totals"] == totals
    maker = line["maker_side"]
    pot = (pots[0] if opts["hanging_separate"] else sum(pots)) if pots else 0
    expected = ref.deal_written(totals, maker, line["tricks"], pot, baits[maker],
                                bool(opts["winner_takes_all"]), str(opts["bait_split"]))
    assert line["written"] == expected


def check_replay(state: Any) -> None:
    record = GameRecord.from_json(json.loads(json.dumps(GameRecord.of(state).to_json())))
    again = replay(record)
    assert again.full_view() == state.full_view()
    assert again.sheet == state.sheet


@PLAYOUTS
@given(players=st.sampled_from([2, 3, 4]), variant=st.fixed_dictionaries(OPTION_VALUES),
       seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_matches_keep_every_rule(players, variant, seed, choices):
    opts = GAME.resolve_options(None, {**variant, "players": players, "target": 301})
    state = play_match(opts, seed, choices, max_deals=4, secrets=True)
    check_replay(state)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32),
       choices=st.integers(0, 2**32), target=st.sampled_from([301, 501]))
def test_random_whole_matches_end_with_the_leader_past_the_target(players, seed, choices,
                                                                   target):
    opts = GAME.resolve_options(None, {"players": players, "target": target})
    state = play_match(opts, seed, choices, max_deals=400, secrets=True)
    assert state.is_terminal()
    result = state.outcome()
    if state.klabor is None:
        best = max(state.scores)
        assert best >= target and state.scores.count(best) == 1
        assert {state.rules.side_of[s] for s in result.winners} == {state.scores.index(best)}
    check_replay(state)


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_tournaments_finish(seed, choices):
    opts = GAME.resolve_options("tournament", {"target": 301})
    state = play_match(opts, seed, choices, max_deals=400, secrets=False)
    assert state.is_terminal()
    assert state.rounds and state.rounds[-1]["winner"] == state.winner
    wins = [r["winner"] for r in state.rounds if r["round"] != "final"]
    assert wins.count(state.winner) == 2 or state.rounds[-1]["round"] == "final"
    check_replay(state)
