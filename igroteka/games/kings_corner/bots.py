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
- `HardBot` (igroteka/games/kings_corner/hard.py) plans whole turns and
  judges them by determinized rollouts with the medium policy.
"""

from __future__ import annotations

import random
from typing import Any

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
