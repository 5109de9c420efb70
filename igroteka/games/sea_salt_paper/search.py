"""Sea Salt & Paper's hard player: every choice tried in sampled worlds and the round played out.

What decides a round is known only at its end: whether a STOP now beats
what the others hold, whether they would catch up (or call STOP first) if
the round went on, whether LAST CHANCE's bet is won. So hard judges each of
its choices (which discard to take or which drawn card to keep, which duo to
play, whether to end the turn or call STOP or LAST CHANCE) by the round
score it leads to: it samples worlds from what its seat knows
(`determinize`: the other hands, the deck and a drawn pair dealt anew from
the unseen cards; cards seen taken from the discards stay where they went),
plays the choice in each, lets the rule-of-thumb policy (policy.py) play
every seat to the end of the round, and counts its round score less the
mean of the others' (and, when that round ends the match, whether it won
the match). In the rollouts its own seat plays the policy as it is, the
others race: they call LAST CHANCE as soon as they have the 7 points, as
the club's medium does; modelled as patient, they let hard believe it had
turns to spare and lose the race to 7. All choices meet the same worlds and the same chance,
so their difference is the choice's, not the deal's. It stops after
`worlds` worlds (192: a tenth of a second or so a move on this machine, so
a match is the same on any machine), or at its time cap (inside the card
games' 0.5 s) on a slow or busy one.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, ClassVar

from igroteka.bots.base import Clock
from igroteka.games.sea_salt_paper.actions import CRAB_PICK, Action, Pick
from igroteka.games.sea_salt_paper.policy import DEFAULT, Style, gain, policy_action
from igroteka.games.sea_salt_paper.protocol import SeaSaltPaperTable

# Four mermaids win the match outright: worth more than any round's score.
MERMAID_WIN = 40.0
# A round that ends the match (a total reaches the target) is judged by who won it, on top
# of its score: near the end a small win of the match beats a big round that loses it.
MATCH_WIN = 30.0
# A rollout longer than this is a bug's loop, not a round (a round is about 100 plies).
MAX_PLIES = 2000
# The opponent model: the others call LAST CHANCE as soon as they may (7 card points), as
# medium does (it called at 7 or 8 in 12 of 12 rounds sampled, and mostly won the bet); the
# default policy, waiting for a lead of 3, let hard believe it had more turns than it has.
RACING = Style(last_lead=-100.0)
# Worlds a choice: three times the first 64, in the time those took before the rollouts'
# hand values were counted by list (scoring.type_counts).
WORLDS = 192
# Cards worth trying out of a pile a crab duo searches (the rest rank lower by the policy).
PICK_WIDTH = 4


def round_result(table: SeaSaltPaperTable, seat: int) -> float:
    """The seat's score of the round just ended, less the mean of the others'; ± MATCH_WIN
    more when that round ended the match (won, shared or lost)."""
    if table.mermaid_winner is not None:
        return MERMAID_WIN if table.mermaid_winner == seat else -MERMAID_WIN
    scores = table.round_scores
    others = sum(scores) - scores[seat]
    margin = scores[seat] - others / (table.seats - 1)
    if table.over:
        margin += MATCH_WIN if seat in table.winners() else -MATCH_WIN
    return margin


def play_out(
    table: SeaSaltPaperTable, seat: int, own: Style = DEFAULT, others: Style = DEFAULT
) -> float:
    """The policy plays every seat to the end of the round under way; its result for `seat`.

    `seat` plays in the `own` style, the other seats in `others` (the opponent model)."""
    start = table.round_no
    for _ in range(MAX_PLIES):
        if table.over or table.round_no != start:
            break
        style = own if table.mover == seat else others
        table.search_step(policy_action(table, style=style))
    return round_result(table, seat)


def _style_part(given: dict[str, Any], prefix: str) -> dict[str, float]:
    """The settings named `prefix` + a Style field, as that field's values."""
    names = Style.settings()
    return {
        key[len(prefix) :]: float(value)
        for key, value in given.items()
        if key.startswith(prefix) and key[len(prefix) :] in names
    }


class HardPlayer:
    """Determinized rollouts of every choice to the end of the round (module docstring)."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "worlds": (int, 1),
        "time": (float, 0.01),
        "margin": (float, 0.0),
        "opp_last": (float, -100.0),
        "own_last": (float, -100.0),
        # Every field of the rollouts' two styles, by name: `own_deck_draw`, `opp_stop_lead`.
        **{
            f"{side}_{name}": kind
            for side in ("own", "opp")
            for name, kind in Style.settings().items()
        },
    }

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        given = dict(settings or {})
        self.worlds = int(given.get("worlds", WORLDS))
        self.time = float(given.get("time", 0.45))
        self.margin = float(given.get("margin", 0.0))
        if "own_last" in given:
            given.setdefault("own_last_lead", given["own_last"])
        if "opp_last" in given:
            given.setdefault("opp_last_lead", given["opp_last"])
        self.own = replace(DEFAULT, **_style_part(given, "own_"))
        self.others = replace(RACING, **_style_part(given, "opp_"))

    def candidates(self, table: SeaSaltPaperTable) -> list[Action]:
        actions: list[Action] = table.search_actions()
        if table.phase == CRAB_PICK and len(actions) > PICK_WIDTH:
            seat = table.mover
            ranked = sorted(
                actions, key=lambda a: -gain(table, seat, a.card) if isinstance(a, Pick) else 0
            )
            actions = ranked[:PICK_WIDTH]
        return actions

    def choose(self, state: Any, seat: int, rng: random.Random) -> Action:
        moves = self.candidates(state)
        if len(moves) == 1:
            return moves[0]
        clock = Clock(self.time)
        totals = [0.0] * len(moves)
        played = 0
        for _ in range(self.worlds):
            world = state.determinize(seat, rng)
            salt = rng.getrandbits(64)
            for index, move in enumerate(moves):
                child = world.search_copy()
                child.rng = random.Random(salt)
                child.search_step(move)
                totals[index] += play_out(child, seat, self.own, self.others)
            played += 1
            if clock.expired():
                break
        if self.margin:
            default = policy_action(state, style=self.own)
            if default in moves:
                totals[moves.index(default)] += self.margin * played
        best = max(range(len(moves)), key=lambda i: totals[i])
        return moves[best]
