"""Kings Corner's `hard`: it plans the whole turn, then judges the plans by sampled deals.

A turn is deterministic for the mover until it ends (igroteka/games/kings_corner/turns.py),
so hard first lists every distinct way to play it out and keeps those that
leave its hand lightest, or about one card heavier (the cards it sheds are
certain; keeping one back can block a spot), preferring the layouts that
leave the other seats fewest places to play (blocking). It then
scores the few best plans by determinized rollouts: each sample deals the
cards the seat cannot see anew (`determinize`, from its own seat's
knowledge only), plays every plan from that same deal with the same dice
(common random numbers, so the plans are compared on equal luck), and plays
the hand out with the medium policy for every seat. A plan's value is what
the hand pays the seat against the table's mean, the measure the match is
scored by. The chosen plan is kept and played out action by action, so a
turn is thought about once.

The budget is 0.2 s a turn, under the card games' 0.5 s: measured against
medium on the same deals, 0.45 s did no better than 0.1 s (docs/benchmarks.md),
most of the strength is in the plan, and the arena can measure it in hundreds of deals.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from igroteka.bots.base import Clock
from igroteka.games.kings_corner.actions import CORNERS, SIDES
from igroteka.games.kings_corner.bots import MediumBot
from igroteka.games.kings_corner.cards import KING, RANK, deck
from igroteka.games.kings_corner.layout import corner_identities, effective, fits
from igroteka.games.kings_corner.scoring import card_value
from igroteka.games.kings_corner.turns import Plan, _key, turn_plans


def load(state: Any, seat: int) -> float:
    """How heavy a hand is: its cards, and a fifth of what they would cost."""
    table = state.table if state.stakes == "points" else "k10"
    hand = state.hands[seat]
    return len(hand) + 0.2 * sum(card_value(c, table) for c in hand)


def openness(state: Any, seat: int) -> int:
    """How many cards `seat` cannot see would have a place on the layout (fewer blocks more)."""
    known = set(state.hands[seat])
    for pile in state.piles:
        known.update(pile)
    unseen = [c for c in deck(int(state.options["jokers"])) if c not in known]
    if any(not state.piles[s] for s in SIDES):
        return len(unseen)
    piles, reps, builds = state.piles, state.reps, state.builds
    in_corners = corner_identities(piles, reps) if any(not piles[c] for c in CORNERS) else set()
    tops = [(spot, effective(piles[spot][-1], reps)) for spot in range(8) if piles[spot]]
    empty_corner = len(tops) < 8
    count = 0
    for card in unseen:
        if RANK[card] == 0 or (empty_corner and RANK[card] == KING and card not in in_corners):
            count += 1
            continue
        if any(fits(card, top, builds.rule(spot)) for spot, top in tops):
            count += 1
    return count


def deal_result(state: Any, seat: int, hands_before: int) -> float:
    """What the hand paid `seat` against the table's mean; an estimate if it is not over."""
    if state.hands_played > hands_before:
        record = state.hand_log[hands_before]
        values = [0 if s == record["winner"] else v for s, v in enumerate(record["values"])]
        return sum(values) / len(values) - values[seat]
    table = state.table if state.stakes == "points" else "k10"
    values = [sum(card_value(c, table) for c in hand) for hand in state.hands]
    return sum(values) / len(values) - values[seat]


class HardBot:
    """Whole-turn plans, judged by determinized medium-policy rollouts on common deals."""

    # What `igroteka arena` may set: `hard:time=0.2,width=4` (each setting's type and least value).
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time": (float, 0.01),
        "width": (int, 1),
        "samples": (int, 1),
        "slack": (float, 0.0),
        "horizon": (int, 1),
    }

    def __init__(
        self,
        settings: Mapping[str, Any] | None = None,
        *,
        time_budget: float = 0.2,
        width: int = 6,
        samples: int = 400,
        slack: float = 1.3,
        horizon: int = 200,
    ) -> None:
        values = dict(settings or {})
        self.time_budget = float(values.get("time", time_budget))
        self.width = int(values.get("width", width))
        self.samples = int(values.get("samples", samples))
        self.slack = float(values.get("slack", slack))
        self.horizon = int(values.get("horizon", horizon))
        self.policy = MediumBot()
        # The plan being played: the position expected before each of its remaining actions.
        self._course: list[tuple[tuple[Any, ...], Any]] = []

    def choose(self, state: Any, seat: int, rng: random.Random) -> Any:
        actions = state.legal_actions(seat)
        if len(actions) == 1:
            self._course = []
            return actions[0]
        here = self._where(state, seat)
        if self._course and self._course[0][0] == here:
            return self._course.pop(0)[1]
        plan = self._best_plan(state, seat, rng)
        self._course = self._follow(state, seat, plan)
        return self._course.pop(0)[1]

    def _where(self, state: Any, seat: int) -> tuple[Any, ...]:
        return (seat, state.hands_played, state.turns_taken[seat], _key(state, seat))

    def _follow(self, state: Any, seat: int, plan: Plan) -> list[tuple[tuple[Any, ...], Any]]:
        """The plan's actions, each with the position it is expected to be played from."""
        course = []
        node = state.search_copy()
        node.rng = random.Random(0)
        for action in plan.actions:
            course.append((self._where(node, seat), action))
            node.advance(action)
        return course

    def _best_plan(self, state: Any, seat: int, rng: random.Random) -> Plan:
        clock = Clock(self.time_budget)
        walking = Clock(self.time_budget * 0.3)
        plans = turn_plans(state, seat, expired=walking.expired)
        if not plans:  # no time to walk even one way to the end of the turn
            return Plan((self.policy.choose(state, seat, rng),), state, False)
        before = state.hands_played
        for plan in plans:
            if plan.state.hands_played > before and plan.state.hand_log[before]["winner"] == seat:
                return plan  # going out is never worse
        weights = [load(plan.state, seat) for plan in plans]
        lightest = min(weights)
        kept = [
            (weight, openness(plans[index].state, seat), index)
            for index, weight in enumerate(weights)
            if weight <= lightest + self.slack
        ]
        kept.sort()
        candidates = [plans[index] for _, _, index in kept[: self.width]]
        if len(candidates) == 1:
            return candidates[0]
        return self._judge(state, seat, candidates, rng, clock)

    def _judge(
        self, state: Any, seat: int, candidates: list[Plan], rng: random.Random, clock: Clock
    ) -> Plan:
        values = self.plan_values(state, seat, candidates, rng, clock)
        best = max(range(len(candidates)), key=lambda i: values[i])
        return candidates[best]

    def plan_values(
        self,
        state: Any,
        seat: int,
        plans: list[Plan],
        rng: random.Random,
        clock: Clock | None = None,
    ) -> list[float]:
        """Each plan's mean result over the same sampled deals (as many as time and
        `samples` allow, two at least)."""
        clock = clock or Clock(self.time_budget)
        totals = [0.0] * len(plans)
        before = state.hands_played
        done = 0
        while done < self.samples and (done < 2 or not clock.expired()):
            world = state.determinize(seat, rng)
            dice = rng.getrandbits(32)
            for index, plan in enumerate(plans):
                totals[index] += self._rollout(world, seat, plan, dice, before)
            done += 1
        return [total / done for total in totals]

    def _rollout(self, world: Any, seat: int, plan: Plan, dice: int, before: int) -> float:
        game = world.search_copy()
        game.rng = random.Random(dice)
        moves = random.Random(dice + 1)
        for action in plan.actions:
            game.advance(action)
        steps = 0
        while game.phase != "over" and game.hands_played == before and steps < self.horizon:
            game.advance(self.policy.choose(game, game.mover, moves))
            steps += 1
        return deal_result(game, seat, before)
