"""King of Tokyo's hard: the generic open-loop MCTS, taught what three to six monsters change.

Two monsters keep the duel's search as measured (MCTS judged by `evaluate`
where its tree ends, 0.3 s). With more monsters two things go wrong for it:

- a leaf is often in the middle of a roll, and `evaluate` does not read the
  dice on the table, so a keep-these-faces choice is judged only once the
  tree has grown past the last reroll (rarely, at five rivals' width). Here
  a leaf first *settles* the dice showing: stop rolling, resolve, answer the
  yield question by `should_yield`, then judge;
- Tokyo is worth much less when everyone outside hits it: `field_strength`
  weighs staying by the hearts against the blows expected from every rival
  outside before the monster's next turn.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, ClassVar

from igroteka.bots.mcts import MCTSBot
from igroteka.engine.game import State
from igroteka.games.king_of_tokyo.actions import Act
from igroteka.games.king_of_tokyo.bots import strength
from igroteka.games.king_of_tokyo.match import ADJUST, ORDER, PROBE, RAY, ROLL, YIELD
from igroteka.games.king_of_tokyo.rolls import roll_choice

# Smash a rival outside Tokyo is expected to deal on its turn (keeping claws, with rerolls).
BLOW = 1.5
# Hearts a monster in Tokyo wants left after the blows it expects before its next turn.
SAFE = 3.0
# From this many monsters on hard plays the race (HardPlayer), thinking this long a move.
RACE = 5
RACE_TIME = 0.4
# The phases in which the dice on the table are still to be scored.
UNSETTLED = (ROLL, ADJUST, PROBE, ORDER, RAY, YIELD)


def attackers(match: Any, seat: int) -> int:
    """How many living rivals will roll against `seat` in Tokyo before its next turn."""
    return sum(1 for s in match.living() if s != seat and not match.in_tokyo(s))


def should_yield(match: Any, seat: int, blow: float = BLOW, safe: float = SAFE) -> bool:
    """Leave Tokyo when the hearts left would not outlast the blows to come."""
    return match.hp[seat] - blow * attackers(match, seat) < safe


def field_strength(
    match: Any, seat: int, blow: float = BLOW, safe: float = SAFE, leave: bool = False
) -> float:
    """`strength`, with Tokyo's worth set by the blows the whole field will deal.

    With `leave` Tokyo is worth at least what entering and leaving at the first
    hit costs (one blow), as a monster in Tokyo may always yield once hit.
    """
    value = strength(match, seat)
    if not match.alive[seat] or not match.in_tokyo(seat):
        return value
    hp = match.hp[seat]
    value -= 2.0 if hp > 5 else -2.0  # strength's own Tokyo term, replaced
    margin = hp - blow * attackers(match, seat)
    stay = 3.0 - 2.0 * max(0.0, safe + 2.0 - margin)
    if leave:
        stay = max(stay, -0.9 * blow - (0.0 if hp - blow > 3 else 3.0))
    return value + stay


def settle(state: Any, blow: float = BLOW, safe: float = SAFE) -> None:
    """Play the dice showing to the end of their scoring by a plain policy (module docstring)."""
    match = state.match
    for _ in range(40):
        if match.phase not in UNSETTLED:
            return
        seat = state.current_seat()
        if seat is None:
            return
        phase = match.phase
        if phase == ROLL:
            action = Act("stop")
        elif phase == ADJUST:
            action = Act("resolve")
        elif phase == PROBE:
            action = Act("pass")
        elif phase == ORDER:
            action = Act("smash")
        elif phase == RAY:
            action = Act("keep")
        else:
            action = Act("yield" if should_yield(match, seat, blow, safe) else "stay")
        state.apply(action, checked=False)


def field_values(
    state: State, seats: int, blow: float = BLOW, safe: float = SAFE, leave: bool = False
) -> list[float]:
    """Every seat's value: the outcome when over, else its field strength against the best rival."""
    result = state.outcome()
    if result is not None:
        return list(result.returns)
    match = state.match  # type: ignore[attr-defined]
    power = [field_strength(match, s, blow, safe, leave) for s in range(seats)]
    values = []
    for s in range(seats):
        best = max(p for i, p in enumerate(power) if i != s)
        values.append(math.tanh((power[s] - best) / 12.0))
    return values


@dataclass(frozen=True)
class FieldSearch(MCTSBot):
    """MCTS whose leaves settle the dice and are judged by `field_values` (no random plies)."""

    rollout_depth: int = 0
    blow: float = BLOW
    safe: float = SAFE
    leave: bool = False

    def iterate(self, root: Any, sample: State, *args: Any) -> None:
        sample.quiet = True  # type: ignore[attr-defined]
        super().iterate(root, sample, *args)

    def playout(self, sample: State, rng: random.Random, seats: int) -> list[float]:
        settle(sample, self.blow, self.safe)
        return field_values(sample, seats, self.blow, self.safe, self.leave)

    def value(self, sample: State, seat: int) -> float:
        """`seat`'s value of `sample` once its dice are settled."""
        settle(sample, self.blow, self.safe)
        seats = sample.match.n  # type: ignore[attr-defined]
        return field_values(sample, seats, self.blow, self.safe, self.leave)[seat]


class HardPlayer:
    """The table's hard: the duel's measured search at two monsters, `FieldSearch` above."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time": (float, 0.01),
        "blow": (float, 0.0),
        "safe": (float, 0.0),
        "duel": (int, 0),
        "race": (int, 2),
        "rtime": (float, 0.01),
    }

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        given = settings or {}
        self.time = float(given.get("time", 0.3))
        self.duel = MCTSBot(time_budget=self.time, rollout_depth=0)
        self.field = FieldSearch(
            time_budget=self.time,
            blow=float(given.get("blow", BLOW)),
            safe=float(given.get("safe", SAFE)),
        )
        # duel=1 plays the field search at two monsters too (for measuring it there).
        self.field_in_duel = bool(int(given.get("duel", 0)))
        # From `race` monsters on (five and six: Tokyo Bay) the game is a points race:
        # rolls planned exactly (rolls.py), Tokyo worth at least entering and leaving.
        self.race_from = int(given.get("race", RACE))
        self.race = FieldSearch(
            time_budget=float(given.get("rtime", RACE_TIME)),
            blow=self.field.blow,
            safe=self.field.safe,
            leave=True,
        )

    def choose(self, state: State, seat: int, rng: random.Random) -> Any:
        monsters = state.match.n  # type: ignore[attr-defined]
        if monsters >= self.race_from and monsters > 2:
            planned = roll_choice(state, seat, self.race.value)
            return planned if planned is not None else self.race.choose(state, seat, rng)
        duel = monsters == 2 and not self.field_in_duel
        return (self.duel if duel else self.field).choose(state, seat, rng)
