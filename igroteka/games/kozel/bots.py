"""Kozel's own bots: easy, medium and hard, each with `choose(state, seat, rng)`.

A bot sees exactly what its seat sees. Before deciding it works on a copy of
the state in which every other hand is replaced by a sample drawn from the
seat's knowledge (`determinize`), so even a bug in a heuristic cannot peek at
a partner's or an opponent's cards. `KozelGame.bot_factories` maps the level
names to these classes for the generic `make_bot`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from igroteka.cards import ALL_CARDS
from igroteka.games.kozel.actions import (
    DECLARE,
    GIVE,
    KEEP,
    NO_REDEAL,
    PLAY,
    REDEAL,
    REDEAL_PHASE,
    RETURN,
    DeclareTrump,
    GiveCard,
    ReturnCard,
    play,
)
from igroteka.games.kozel.knowledge import (
    PLAY_MODEL_TRIES,
    AllSeeing,
    PlayModel,
    SeatKnowledge,
)
from igroteka.games.kozel.policy import (
    easy_card,
    easy_declare,
    medium_card,
    medium_declare,
    medium_give,
    medium_return,
)
from igroteka.games.kozel.protocol import KozelMatch
from igroteka.games.kozel.search import DeterminizedSearch


def _honest(state: KozelMatch, seat: int, rng: random.Random) -> KozelMatch:
    """The state with every hand but `seat`'s resampled from what `seat` knows."""
    return state.determinize(seat, random.Random(rng.getrandbits(64)))


class KozelBot:
    level = "base"

    def __init__(self, options: Mapping[str, Any] | None = None, **settings: Any) -> None:
        self.settings = {**(options or {}), **settings}

    def choose(self, state: KozelMatch, seat: int, rng: random.Random) -> Any:
        if state.current_seat() != seat:
            raise ValueError(f"seat {seat} is not to move")
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = _honest(state, seat, rng)
        return self.decide(view, seat, rng)

    def decide(self, state: KozelMatch, seat: int, rng: random.Random) -> Any:
        phase = state.phase
        if phase == PLAY:
            assert state.play is not None
            return play(ALL_CARDS[self.card(state, seat, rng)])
        if phase == DECLARE:
            return DeclareTrump(self.declare(state, seat, rng))
        if phase == REDEAL_PHASE:
            return self.redeal(state, seat)
        if phase == GIVE:
            card = self.give(state, seat)
            return KEEP if card is None else GiveCard(ALL_CARDS[card])
        if phase == RETURN:
            return ReturnCard(ALL_CARDS[self.give_back(state, seat)])
        raise ValueError(f"nothing to decide in phase {phase}")

    # --- overridable decisions -------------------------------------------------------
    def card(self, state: KozelMatch, seat: int, rng: random.Random) -> int:
        assert state.play is not None
        return medium_card(state.play, rng)

    def declare(self, state: KozelMatch, seat: int, rng: random.Random) -> Any:
        return medium_declare(state.rules, state.hands[seat])

    def redeal(self, state: KozelMatch, seat: int) -> Any:
        """Ask for a redeal with at most one trump when the other team named it."""
        assert state.trump is not None
        trumps = state.hands[seat] & state.rules.tables[state.trump].trump_mask
        weak = trumps.bit_count() <= 1
        return REDEAL if weak and (state.trumper & 1) != (seat & 1) else NO_REDEAL

    def give(self, state: KozelMatch, seat: int) -> int | None:
        assert state.trump is not None
        card = medium_give(
            state.rules, state.rules.tables[state.trump], state.hands[seat], state.givable(seat)
        )
        if card is None and state.options["give_last_trump"] == "mandatory":
            return (state.givable(seat) & -state.givable(seat)).bit_length() - 1
        return card

    def give_back(self, state: KozelMatch, seat: int) -> int:
        assert state.trump is not None
        return medium_return(
            state.rules.tables[state.trump],
            state.rules.points,
            state.hands[seat],
            state.returnable(),
        )


class EasyBot(KozelBot):
    """Plays a legal card by simple rules: take a fat trick cheaply, otherwise play low."""

    level = "easy"

    def card(self, state: KozelMatch, seat: int, rng: random.Random) -> int:
        assert state.play is not None
        return easy_card(state.play, rng)

    def declare(self, state: KozelMatch, seat: int, rng: random.Random) -> Any:
        return easy_declare(state.rules, state.hands[seat], rng)

    def give(self, state: KozelMatch, seat: int) -> int | None:
        if state.options["give_last_trump"] == "mandatory":
            return super().give(state, seat)
        return None

    def redeal(self, state: KozelMatch, seat: int) -> Any:
        return NO_REDEAL


class MediumBot(KozelBot):
    """The rule-based partner (see `policy`): draws trumps, feeds the partner, signals."""

    level = "medium"


class HardBot(KozelBot):
    """Determinized search over the unseen cards (see `search`), medium rules elsewhere.

    Settings: `time_limit` (seconds per decision, default 0.45), `clock`
    ("wall" or "cpu": what the time limit measures; by default the clock
    `igroteka.bots.base.measured_by` set, wall seconds unless an arena says cpu), `samples`
    (most sampled deals per decision, default 200), `exact_tricks` (tricks
    left from which the search is exact, default 3), `miss` and `partner_miss`
    (the play model's weight of a card the medium policy would not have played
    by an opponent, by the partner: default 0.2 and 0.5; 1 reads nothing from
    the play, `knowledge.PlayModel`), `declare_miss` and `partner_declare_miss`
    (the factor of a sampled deal in which the medium rule would not have named
    the trump an opponent, the partner named: default 1.0, nothing read; never 0,
    so any namer's hand stays possible).
    """

    level = "hard"
    sees_all = False
    # What `igroteka arena` may set: `hard:samples=600,time_limit=0.3` (the clock: `--clock`).
    # Each setting's type and smallest value.
    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time_limit": (float, 0.01),
        "samples": (int, 1),
        "exact_tricks": (int, 0),
        "miss": (float, 0.0),
        "partner_miss": (float, 0.0),
        "draws": (int, 1),
        "declare_miss": (float, 0.01),
        "partner_declare_miss": (float, 0.01),
    }

    def __init__(self, options: Mapping[str, Any] | None = None, **settings: Any) -> None:
        super().__init__(options, **settings)
        self.search = DeterminizedSearch(
            time_limit=float(self.settings.get("time_limit", 0.45)),
            max_samples=int(self.settings.get("samples", 200)),
            exact_tricks=int(self.settings.get("exact_tricks", 3)),
            clock=self.settings.get("clock"),
            knowledge=AllSeeing if self.sees_all else SeatKnowledge,
            play_model=PlayModel(
                float(self.settings.get("miss", 0.2)),
                float(self.settings.get("partner_miss", 0.5)),
                int(self.settings.get("draws", PLAY_MODEL_TRIES)),
                float(self.settings.get("declare_miss", 1.0)),
                float(self.settings.get("partner_declare_miss", 1.0)),
            ),
        )

    def choose(self, state: KozelMatch, seat: int, rng: random.Random) -> Any:
        if state.current_seat() == seat and state.phase == PLAY:
            legal = state.legal_actions()
            if len(legal) == 1:
                return legal[0]
            return play(ALL_CARDS[self.search.choose(state, seat, rng)])
        if state.current_seat() == seat and state.phase == DECLARE:
            scores = self.search.declare_scores(state, seat, rng)
            return DeclareTrump(max(scores, key=lambda s: (scores[s], -s.number)))
        return super().choose(state, seat, rng)


class OracleBot(HardBot):
    """Hard's search on the true deal (double dummy): for `igroteka arena` only.

    It sees every hidden card, so it is the ceiling hard is measured against
    (docs/benchmarks.md, "Card games: how close to the ceiling"). It lives in
    `KozelGame.arena_bots`, never in `bot_factories`: no table can seat it.
    """

    level = "oracle"
    sees_all = True
