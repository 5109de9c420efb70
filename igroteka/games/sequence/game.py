"""Sequence (and Sequence Numbers) as the engine sees it: seats, teams, options, new games."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from igroteka.engine.game import MAX_SEATS, Game, Options
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.sequence.bots import BOTS, KeeperBot, PlanBot
from igroteka.games.sequence.infer import InferBot
from igroteka.games.sequence.jack import JackBot
from igroteka.games.sequence.learn import LearnBot
from igroteka.games.sequence.look import LookBot
from igroteka.games.sequence.options import PLAYERS, SCHEMA, team_count
from igroteka.games.sequence.oracle import OracleBot
from igroteka.games.sequence.race import RaceBot
from igroteka.games.sequence.search import SearchBot
from igroteka.games.sequence.state import SequenceState
from igroteka.games.sequence.weighed import FeatBot, WeighedBot


class SequenceGame(Game):
    id = "sequence"
    name = Text("Последовательность (Sequence)", "Sequence")
    min_seats = 2
    max_seats = MAX_SEATS
    hidden_information = True
    has_chance = True
    bot_time_budget = 0.5
    options = SCHEMA
    # Hard weighs each cell by who can still fill it (weighed.py), tuned against medium
    # on duplicate deals (docs/benchmarks.md).
    bot_factories: ClassVar[dict[str, Callable[..., Any]]] = {**BOTS, "hard": WeighedBot}
    # For measurement only: the earlier planning hard and the determinized search
    # (search.py), neither of which beat medium, and the weighed count with one reply
    # looked at (look.py), no better than hard on the same deals, the weighed count with
    # the other seats' hands read as chances (infer.py) and hard with forks and wild jacks
    # kept from blocking (`feat`, weighed.py), neither better than hard on the same fresh
    # deals, nor were lines judged as a race in rounds (race.py) or the count corrected by
    # line classes fitted to self-play (learn.py) (docs/benchmarks.md); the all-seeing
    # count (oracle.py), issue 23's ceiling.
    arena_bots: ClassVar[dict[str, Any]] = {
        "feat": FeatBot,
        "search": SearchBot,
        "plan": PlanBot,
        "look": LookBot,
        "infer": InferBot,
        # Lines judged by the rounds they need, not by chips (race.py, issue 19).
        "race": RaceBot,
        # A value fitted to self-play results instead of the hand-made count (learn.py).
        "learn": LearnBot,
        # The ceiling of issue 23: hard's count told where every card is (oracle.py).
        "oracle": OracleBot,
        # Hard's count searched only where it is unsure: a wild jack kept or spent, close
        # moves (jack.py, issue 19); no better than hard on fresh deals (docs/plans).
        "jack": JackBot,
        # The medium level until 7 December 2026: jacks kept for need. Within a few points
        # of the all-seeing player, so the levels' middle moved below it (bots.py); the
        # earlier measurements against "medium" are against this player.
        "keeper": KeeperBot,
    }

    def seat_count(self, options: Options) -> int:
        return int(options[PLAYERS])

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        count = team_count(options)
        seats = self.seat_count(options)
        return tuple(tuple(s for s in range(seats) if s % count == t) for t in range(count))

    def new_state(self, options: Options | None = None, seed: Seed = 0) -> SequenceState:
        options = self.options.resolve() if options is None else self.options.validate(options)
        state = SequenceState(self, options, seed)
        state.deal()
        return state


# The one instance: the registry lists it (igroteka/games/__init__.py), pickles refer to it.
GAME = SequenceGame()
