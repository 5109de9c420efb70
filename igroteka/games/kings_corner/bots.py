"""Kings Corner's bots: an evaluation for the searches and two players of its own.

- `evaluate`: fewer cards (and cheaper ones) in hand than the others is good;
  a king kept while a corner is empty costs where the rules punish it.
- `EasyBot` sheds: it plays any card it can (kings to corners first, a
  joker last); with no card to play it moves a pile or ends the turn, as a
  coin falls.
- `MediumBot` plays the whole turn out greedily by a one-step look at the
  evaluation: it sheds the costliest cards first, keeps a king for a corner
  when the scoring charges kings, and before ending the turn leaves the next
  player as few places to play as it can (it does not open a side spot it
  cannot fill).
- `HardBot` is a determinized search: for each promising action it samples
  deals the seat cannot tell apart (`determinize`), plays the action, then
  plays the hand on with the medium policy for every seat for a few turns,
  and keeps the action with the best average result (0.5 s a move at most).
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.bots.base import Clock
from igroteka.games.kings_corner.actions import CORNERS, SIDES, End, Move, Play
from igroteka.games.kings_corner.cards import KING, RANK
from igroteka.games.kings_corner.protocol import KingsCornerMatch
from igroteka.games.kings_corner.scoring import card_value


def evaluate(state: KingsCornerMatch, seat: int) -> float:
    outcome = state.outcome()
    if outcome is not None:
        return outcome.returns[seat]
    table = state.table if state.stakes == "points" else "k10"
    loads = [len(h) + 0.1 * sum(card_value(c, table) for c in h) for h in state.hands]
    mine = loads[seat]
    others = [loads[s] for s in range(state.n) if s != seat]
    best_other = min(others)
    ranked = state.ranking_scores()
    spread = max(1, max(ranked) - min(ranked))
    standing = (ranked[seat] - sum(ranked) / state.n) / (spread * 4 + 20)
    value = (best_other - mine) / (best_other + mine + 1) + standing
    return max(-1.0, min(1.0, value))


def _open_sides(state: KingsCornerMatch) -> int:
    return sum(1 for s in SIDES if not state.piles[s])


def _score_play(state: KingsCornerMatch, action: Any, rng: random.Random) -> float:
    table = state.table if state.stakes == "points" else "k10"
    if isinstance(action, Play):
        card = action.card
        value = 10.0 + card_value(card, table)
        if RANK[card] == KING and action.spot in CORNERS:
            value += 20
        if action.as_card is not None:
            value -= 8  # a joker is worth keeping for a tight spot
        if action.spot in SIDES and not state.piles[action.spot]:
            value -= 3  # filling an empty side spot gives the next player a pile
        return value + rng.random() * 0.1
    if isinstance(action, Move):
        return 5.0 + rng.random() * 0.1
    return 0.0


class EasyBot:
    """Plays any card it can (kings to the corners first), never thinks ahead."""

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        actions = state.legal_actions(seat)
        plays = [a for a in actions if isinstance(a, Play) and a.as_card is None]
        if plays:
            kings = [a for a in plays if a.spot in CORNERS]
            return rng.choice(kings or plays)
        jokers = [a for a in actions if isinstance(a, Play)]
        if jokers:
            return rng.choice(jokers)
        moves = [a for a in actions if isinstance(a, Move)]
        end = [a for a in actions if isinstance(a, End)]
        if end and (not moves or rng.random() < 0.5):
            return end[0]
        return rng.choice(moves or actions)


class MediumBot:
    """Sheds the costliest cards first, moves piles to free spots, keeps the next player short."""

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        actions = state.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        hand = state.hands[seat]
        scored = []
        for action in actions:
            value = _score_play(state, action, rng)
            if isinstance(action, Move):
                # A pile move is worth it when a card of ours can fill the freed spot,
                # or when it merges a pile the next player could build on.
                value = 4.0 if len(hand) > 1 else -1.0
                if action.target in CORNERS:
                    value += 2
            if isinstance(action, Play) and action.spot in SIDES and not state.piles[action.spot]:
                # Fill an empty side spot with the card that lets us shed most afterwards.
                value += 0.5 * sum(
                    1 for c in hand if c != action.card and RANK[c] == RANK[action.card] - 1
                )
            if isinstance(action, End):
                value = 0.5 - _open_sides(state)
            scored.append((value, action))
        scored.sort(key=lambda pair: pair[0], reverse=True)
        return scored[0][1]


def _load(state: Any, seat: int) -> float:
    table = state.table if state.stakes == "points" else "k10"
    hand = state.hands[seat]
    return len(hand) + 0.2 * sum(card_value(c, table) for c in hand)


def _result(state: Any, seat: int, hands_before: int) -> float:
    """The seat's result of the rolled-out position: the hand's result if it ended."""
    if state.hands_played > hands_before:
        record = state.hand_log[hands_before]
        values = [0 if s == record["winner"] else v for s, v in enumerate(record["values"])]
        mean = sum(values) / len(values)
        return (mean - values[seat]) + (15.0 if record["winner"] == seat else 0.0)
    loads = [_load(state, s) for s in range(state.n)]
    others = [loads[s] for s in range(state.n) if s != seat]
    return 0.6 * (min(others) - loads[seat]) + 0.4 * (sum(others) / len(others) - loads[seat])


class HardBot:
    """Flat Monte Carlo over determinized deals with medium-policy rollouts."""

    def __init__(
        self, time_budget: float = 0.25, width: int = 6, horizon: int = 60, samples: int = 24
    ) -> None:
        self.samples = samples
        self.time_budget = time_budget
        self.width = width
        self.horizon = horizon
        self.policy = MediumBot()

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        actions = state.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        ranked = sorted(actions, key=lambda a: _score_play(state, a, rng), reverse=True)
        candidates = ranked[: self.width]
        ends = [a for a in actions if isinstance(a, End)]
        if ends and ends[0] not in candidates:
            candidates.append(ends[0])
        totals = dict.fromkeys(candidates, 0.0)
        clock = Clock(self.time_budget)
        samples = 0
        while samples < 2 or not clock.expired():
            for action in candidates:
                world = state.determinize(seat, rng)
                before = world.hands_played
                world.advance(action)
                steps = 0
                while (
                    world.phase != "over" and world.hands_played == before and steps < self.horizon
                ):
                    mover = world.mover
                    world.advance(self.policy.choose(world, mover, rng))
                    steps += 1
                totals[action] += _result(world, seat, before)
            samples += 1
            if samples >= self.samples:
                break
        return max(candidates, key=lambda a: totals[a])


BOTS: dict[str, type[EasyBot] | type[MediumBot] | type[HardBot]] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
