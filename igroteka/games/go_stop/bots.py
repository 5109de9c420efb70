"""Go-Stop bots: easy (greedy capture), medium (combination-aware greedy), hard (sampling search).

Every bot sees only what its seat may see: the easy and medium bots read the
seat's hand and the public table; the hard bot deals the unseen cards anew
(`determinize`) and plays the deal out many times, so its Go or Stop weighs a
certain payment now against the sampled risk that the opponent reaches 7 and
stops first.
"""

from __future__ import annotations

import random
import time
from typing import Any

from igroteka.games.go_stop.actions import Action, Play
from igroteka.games.go_stop.cards import ALL_IDS, MONTH
from igroteka.games.go_stop.game import GoStopGame
from igroteka.games.go_stop.heuristics import card_gain, potential, static_value
from igroteka.games.go_stop.state import (
    CHOOSE_HAND,
    CHOOSE_STOCK,
    CHOOSES,
    DECIDE,
    GO,
    PLAY,
    PLAYS,
    STOP,
    GoStopState,
)

VALUE = (0.0, *(static_value(card) for card in ALL_IDS))


class EasyBot:
    """Plays a card that captures the most, else a random one; always stops."""

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = options

    def choose(self, state: GoStopState, seat: int, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if state.phase == DECIDE:
            return STOP
        if state.phase in (CHOOSE_HAND, CHOOSE_STOCK):
            return CHOOSES[max(state.layout[MONTH[pending_card(state)]], key=VALUE.__getitem__)]
        best: list[Action] = []
        most = -1
        for action in actions:
            assert isinstance(action, Play)
            found = len(state.layout[MONTH[action.card]])
            taken = 0 if found == 0 else (4 if found == 3 else 2)
            if taken > most:
                best, most = [action], taken
            elif taken == most:
                best.append(action)
        return rng.choice(best)


def pending_card(state: GoStopState) -> int:
    """The card waiting for a pair: the hand card, or the stock card once it is turned."""
    return state.hand_card if state.phase == CHOOSE_HAND else state.stock_card


def unseen_of_month(state: GoStopState, seat: int, month: int) -> int:
    """Cards of `month` that `seat` cannot see (in the opponent's hand or the stock)."""
    count = 4 - state.gone[month] - len(state.layout[month])
    for card in state.hands[seat]:
        if MONTH[card] == month:
            count -= 1
    for card in (state.hand_card, state.stock_card):
        if card and MONTH[card] == month:
            count -= 1
    return count


def medium_play_value(state: GoStopState, seat: int, card: int) -> float:
    """My combination gain from the capture; for a card left on the layout, the opponent's."""
    pile = state.piles[seat]
    month = MONTH[card]
    there = state.layout[month]
    if not there:
        for other in state.hands[seat]:
            if other != card and MONTH[other] == month:
                return -0.05 * VALUE[card]
        return -0.6 * card_gain(state.piles[1 - seat], card) - 0.05 * VALUE[card]
    if len(there) == 3:
        return card_gain(pile, card) + sum(card_gain(pile, c) for c in there) + 0.6
    gain = card_gain(pile, card) + max(card_gain(pile, c) for c in there)
    if len(there) == 1 and state.stock and unseen_of_month(state, seat, month):
        gain -= 0.15  # the stock may turn the fourth card: a ppuk
    return gain


def medium_play(state: GoStopState) -> Action:
    seat = state.mover
    best = 0
    best_value = -1e9
    for card in state.hands[seat]:
        value = medium_play_value(state, seat, card)
        if value > best_value:
            best, best_value = card, value
    return PLAYS[best]


def medium_pair(state: GoStopState) -> Action:
    pile = state.piles[state.mover]
    options = state.layout[MONTH[pending_card(state)]]
    return CHOOSES[max(options, key=lambda c: (card_gain(pile, c), -c))]


def medium_goes(state: GoStopState, seat: int) -> bool:
    """The threshold rule: Go while the opponent is far from 7 and cards remain, else Stop."""
    if state.last_turn:
        return False
    return (
        state.gos[seat] < 2
        and potential(state.piles[1 - seat]) < 3.5
        and len(state.hands[seat]) >= 3
    )


class MediumBot:
    """Greedy on combination gains, wary of leaving cards to the opponent; a threshold Go rule."""

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = options

    def choose(self, state: GoStopState, seat: int, rng: random.Random) -> Action:
        phase = state.phase
        if phase == DECIDE:
            return GO if GO in state.legal_actions() and medium_goes(state, seat) else STOP
        if phase == PLAY:
            return medium_play(state)
        return medium_pair(state)


def rollout(state: GoStopState, seat: int) -> float:
    """Play the deal out with the medium policy on both sides; the points `seat` ends with."""
    while state.result is None:
        phase = state.phase
        if phase == PLAY:
            state.advance(medium_play(state))
        elif phase == DECIDE:
            state.advance(GO if medium_goes(state, state.mover) else STOP)
        else:
            state.advance(medium_pair(state))
    result = state.result
    if result.winner is None:
        return 0.0
    return float(result.amount if result.winner == seat else -result.amount)


class HardBot:
    """Medium's judgment of each play, corrected by search; Go or Stop by playing the deal out.

    Plays: each candidate is played out from the same sampled deals (common
    random numbers, so the comparison is not drowned by the samples' luck).
    Go or Stop: a Stop pays a known amount; a Go is played out from many
    sampled deals and chosen only if it pays more on average.
    """

    def __init__(
        self,
        options: dict[str, Any] | None = None,
        samples: int = 40,
        go_samples: int = 200,
        budget_s: float = 0.4,
    ) -> None:
        self.options = options
        self.samples = samples
        self.go_samples = go_samples
        self.budget_s = budget_s

    def choose(self, state: GoStopState, seat: int, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase == DECIDE:
            return self.go_or_stop(state, seat, rng)
        return self.search(state, seat, actions, rng)

    def search(
        self, state: GoStopState, seat: int, actions: list[Action], rng: random.Random
    ) -> Action:
        deadline = time.perf_counter() + self.budget_s
        totals = [0.0] * len(actions)
        for _ in range(self.samples):
            world = state.determinize(seat, rng)
            for i, action in enumerate(actions):
                trial = world._copy()
                trial.advance(action)
                totals[i] += rollout(trial, seat)
            if time.perf_counter() > deadline:
                break
        best = max(range(len(actions)), key=lambda i: (totals[i], -i))
        return actions[best]

    def go_or_stop(self, state: GoStopState, seat: int, rng: random.Random) -> Action:
        trial = state._copy()
        trial.advance(STOP)
        assert trial.result is not None
        stop_value = float(trial.result.amount)
        deadline = time.perf_counter() + self.budget_s
        total = 0.0
        runs = 0
        for _ in range(self.go_samples):
            world = state.determinize(seat, rng)
            world.advance(GO)
            total += rollout(world, seat)
            runs += 1
            if time.perf_counter() > deadline:
                break
        return GO if total / runs > stop_value else STOP


GoStopGame.bot_factories = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
