"""The bots' evaluation: the running n² score of each colour's territories, plus the heroes left.

Rose King brings no players of its own: the game-agnostic MCTS of
`igroteka.bots` plays it (chance at the draws: each sample re-seeds the draw
pile's luck), rolling out a few random plies and then asking this value.
"""

from __future__ import annotations

import math

from igroteka.games.rose_king.protocol import RoseKingPosition

# A hero left is worth about a stone flipped into a mid-sized territory.
HERO = 6.0
# A score lead of this many points is a clear advantage.
SCALE = 40.0


def lead(state: RoseKingPosition, colour: int) -> float:
    """`colour`'s score lead, with the heroes still in hand priced in."""
    scores = state.scores()
    mine, theirs = scores[colour], scores[1 - colour]
    heroes = [0, 0]
    for holder, count in enumerate(state.heroes):
        heroes[state.colour(state.holder_seats(holder)[0])] += count
    return mine - theirs + HERO * (heroes[colour] - heroes[1 - colour])


def evaluate(state: RoseKingPosition, seat: int) -> float:
    result = state.result
    if result is not None:
        return result.returns[seat]
    return math.tanh(lead(state, state.colour(seat)) / SCALE)
