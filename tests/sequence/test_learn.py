"""The learned Sequence player (learn.py) and its fit (learn_fit.py)."""

from __future__ import annotations

import random

import pytest

import igroteka.games.sequence.learn as learn_module
from igroteka.games.sequence import GAME, learn_fit
from igroteka.games.sequence.actions import Play
from igroteka.games.sequence.board import WINDOWS
from igroteka.games.sequence.cards import REMOVE, WILD
from igroteka.games.sequence.learn import (
    FOE,
    G_BIAS,
    G_OURS,
    G_REMOVE,
    G_WILD,
    NAMES,
    OWN,
    SIZE,
    LearnBot,
    apply_move,
    features,
    line_class,
    undo_move,
)
from igroteka.games.sequence.learn_weights import WEIGHTS
from igroteka.games.sequence.weighed import Knowledge, WeighedBot
from tests.sequence.helpers import (
    BLUE,
    GREEN,
    assert_reads_only_its_seat,
    cell,
    give,
    midgame,
    place,
    table,
)


def test_registered_for_the_arena_with_a_weight_set_per_table() -> None:
    assert GAME.arena_bots["learn"] is LearnBot
    assert len(NAMES) == SIZE
    for preset in ("two", "two_teams"):
        assert len(WEIGHTS[preset]) == SIZE


def test_reads_only_its_seat() -> None:
    assert_reads_only_its_seat(LearnBot, (("two", 16), ("two_teams", 24), ("two", 30)))


@pytest.mark.parametrize("preset", ["two", "two_teams"])
def test_plays_legal_moves_to_the_end(preset: str) -> None:
    for seed in range(3):
        state = GAME.new_state(GAME.resolve_options(preset, {}), seed)
        bot = LearnBot()
        rng = random.Random(seed)
        plies = 0
        while not state.over and plies < 400:
            action = bot.choose(state, state.mover, rng)
            assert action in state.legal_actions()
            state.advance(action)
            plies += 1
        assert state.over


def test_a_line_is_classed_by_chips_held_and_dead_cells() -> None:
    state = table("two", seed=3)
    # Row 4, columns 1-5: three blue chips, then two empty cells.
    row = [cell(4, c) for c in range(1, 6)]
    window = next(w for w in WINDOWS if tuple(sorted(w)) == tuple(row))
    for pile in state.hands:
        pile.clear()
    place(state, BLUE, *row[:3])
    labels = state.pack.labels
    held_label = labels[row[3]]
    # Hold one card for the fourth cell; both copies of the fifth cell's card spent.
    held_name = next(state.pack.to_json(c) for c, e in state.pack.effect.items() if e == held_label)
    give(state, 0, held_name)
    dead_label = labels[row[4]]
    for card, effect in state.pack.effect.items():
        if effect == dead_label:
            for pile in (state.deck, *state.hands):
                if card in pile:
                    pile.remove(card)
            state.discards[1].append(card)
    know = Knowledge(state, 0)
    assert line_class(state.chips, state.sequences, know, window, BLUE) == OWN[(3, 1, 1, 0)]
    # For green the same line is the other team's three, both empty cells denied.
    green = Knowledge(state, 1)
    green.held = know.held
    assert line_class(state.chips, state.sequences, green, window, GREEN) == FOE[(3, 2, 0)]
    # A green chip in it: nobody's line.
    place(state, GREEN, row[3])
    assert line_class(state.chips, state.sequences, know, window, BLUE) == -1


def _logit(theta: tuple[float, ...], feats: dict[int, float]) -> float:
    return sum(theta[k] * v for k, v in feats.items())


@pytest.mark.parametrize(("preset", "plies"), [("two", 14), ("two", 30), ("two_teams", 26)])
def test_a_moves_value_is_the_change_in_the_full_logit(preset: str, plies: int) -> None:
    """The incremental value (touched lines, jack flags) equals the whole board's before/after."""
    rng = random.Random(plies)
    theta = tuple(rng.uniform(-1.0, 1.0) for _ in range(SIZE))
    for seed in (1, 2, 3, 4):
        state = midgame(seed, plies, preset)
        seat = state.mover
        team = state.team_of[seat]
        hand = state.hands[seat]
        # Give the seat a wild and a removing jack so those paths are checked too.
        for card, effect in state.pack.effect.items():
            have = any(state.pack.effect[c] == effect for c in hand)
            if effect in (WILD, REMOVE) and card in state.deck and not have:
                state.deck.remove(card)
                hand.append(card)
        bot = LearnBot({"trust": 1.0, "core": 1.0})
        bot_values = {}
        know = Knowledge(state, seat)
        before = _logit(theta, features(state, know, team))
        saved = learn_module.weights_for
        learn_module.weights_for = lambda _table: theta
        try:
            for value, action in bot.learned_values(state):
                bot_values[action] = value
        finally:
            learn_module.weights_for = saved
        for action in state.legal_actions():
            if not isinstance(action, Play):
                continue
            effect = state.pack.effect[action.card]
            know = Knowledge(state, seat)
            undo = apply_move(state, know, team, action.cell, effect)
            after = _logit(theta, features(state, know, team))
            undo_move(state, know, team, action.cell, effect, undo)
            if bot_values[action] < 1e5:
                assert bot_values[action] == pytest.approx(after - before, abs=1e-9)


def test_features_count_every_line_once_and_the_hand() -> None:
    state = midgame(5, 20)
    seat = state.mover
    know = Knowledge(state, seat)
    feats = features(state, know, state.team_of[seat])
    lines = sum(v for k, v in feats.items() if k < G_WILD)
    assert 0 < lines <= len(WINDOWS)
    assert feats[G_BIAS] == 1.0
    assert feats.get(G_WILD, 0.0) == know.wild
    assert feats.get(G_REMOVE, 0.0) == know.remove
    assert feats.get(G_OURS, 0.0) == len(state.sequences[state.team_of[seat]])


def test_the_fit_is_reproducible_and_learns_the_sign_of_a_sequence() -> None:
    games = learn_fit.generate("two", 3, 20000, 0.1)
    assert games == learn_fit.generate("two", 3, 20000, 0.1)
    samples = [s for game in games for s in game]
    assert {y for _, _, y in samples} <= {0.0, 0.5, 1.0}
    first = learn_fit.fit(samples, epochs=2)
    assert first == learn_fit.fit(samples, epochs=2)
    assert learn_fit.log_loss(samples, first) < learn_fit.log_loss(samples, [0.0] * SIZE)
    text = learn_fit.render({"two": first, "two_teams": first}, "cmd")
    scope: dict[str, object] = {}
    exec(compile(text, "learn_weights", "exec"), scope)
    assert scope["WEIGHTS"] == {"two": tuple(first), "two_teams": tuple(first)}


def test_shipped_weights_value_made_sequences_and_fours() -> None:
    """The fit learned what any player knows: a sequence made and a four of ours help."""
    for preset in ("two", "two_teams"):
        theta = WEIGHTS[preset]
        assert theta[G_OURS] > 0
        assert theta[OWN[(4, 1, 0, 0)]] > theta[OWN[(1, 0, 0, 0)]]


def test_without_the_learned_lines_it_plays_as_hard() -> None:
    """trust 0 leaves hard's own judgement (scaled by the fitted count weight): same moves."""
    for preset, plies in (("two", 10), ("two", 30), ("two_teams", 20)):
        for seed in range(1, 6):
            state = midgame(seed, plies, preset)
            if state.over:
                continue
            hard = WeighedBot().choose(state, state.mover, random.Random(0))
            learn = LearnBot({"trust": 0.0}).choose(state, state.mover, random.Random(0))
            assert learn == hard
