"""Klabor's own bots: easy, medium and hard, each with `choose(state, seat, rng)`.

A bot sees exactly what its seat sees. Before deciding it works on a copy of
the state in which every other hand and the stock are replaced by a sample
drawn from the seat's knowledge (`determinize`), so even a bug in a
heuristic cannot peek at another player's cards. `KlaborGame.bot_factories`
maps the level names to these classes for the generic `make_bot`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from igroteka.cards import ALL_CARDS
from igroteka.games.klabor.actions import DECLARE, EXCHANGE, PASS, REDEAL, play
from igroteka.games.klabor.knowledge import AllSeeing, PlayModel, SeatKnowledge
from igroteka.games.klabor.policy import (
    before_play,
    easy_bid,
    easy_card,
    medium_action,
    medium_redeal,
)
from igroteka.games.klabor.protocol import KlaborMatch
from igroteka.games.klabor.search import HardSearch


def _honest(state: KlaborMatch, seat: int, rng: random.Random) -> KlaborMatch:
    """The state with every hidden card resampled from what `seat` knows."""
    return state.determinize(seat, random.Random(rng.getrandbits(64)))


class KlaborBot:
    level = "base"

    def __init__(self, options: Mapping[str, Any] | None = None, **settings: Any) -> None:
        self.settings = {**(options or {}), **settings}

    def choose(self, state: KlaborMatch, seat: int, rng: random.Random) -> Any:
        if state.current_seat() != seat:
            raise ValueError(f"seat {seat} is not to move")
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.decide(_honest(state, seat, rng), seat, rng)

    def decide(self, state: KlaborMatch, seat: int, rng: random.Random) -> Any:
        return medium_action(state, seat, rng)


class EasyBot(KlaborBot):
    """Bids on the jack of trumps, plays simple rules and now and then a random card."""

    level = "easy"

    def decide(self, state: KlaborMatch, seat: int, rng: random.Random) -> Any:
        if state.phase == "bid":
            return easy_bid(state, seat, rng)
        if state.phase == "play":
            dp = state.play
            assert dp is not None
            card, bella = easy_card(dp, rng)
            return play(ALL_CARDS[card], bella)
        return before_play(state, seat, redeal=False)


class MediumBot(KlaborBot):
    """The rule-based player of `policy`: a hand-score bidder, draws trumps, takes fat tricks."""

    level = "medium"


class HardBot(KlaborBot):
    """Sampled worlds and search (see `search`) for bids, redeals and cards.

    Settings: `time_limit` (seconds per decision, default 0.45), `samples`
    (most sampled worlds per decision, default 300), `exact_tricks` (tricks
    left from which card play is searched exactly; by default 4 with two
    players, 3 with three or four), `clock` ("wall" seconds, or "cpu" seconds
    of this process, which a benchmark on a busy machine should use; by
    default the clock `igroteka.bots.base.measured_by` set: wall seconds
    unless an arena runs with `--clock cpu`), `miss` and `partner_miss` (the
    play model's weight of a card the medium policy would not have played, by
    an opponent, by a partner: default 0.2 and 0.5; both 1 read nothing from
    the play, `knowledge.PlayModel`).
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
    }

    def __init__(self, options: Mapping[str, Any] | None = None, **settings: Any) -> None:
        super().__init__(options, **settings)
        miss = float(self.settings.get("miss", 0.2))
        partner_miss = float(self.settings.get("partner_miss", 0.5))
        # Both at 1 the model weighs nothing: leave it out, and hard is as before it.
        model = None if miss >= 1.0 and partner_miss >= 1.0 else PlayModel(miss, partner_miss)
        self.search = HardSearch(
            time_limit=float(self.settings.get("time_limit", 0.45)),
            max_samples=int(self.settings.get("samples", 300)),
            exact_tricks=(
                None
                if self.settings.get("exact_tricks") is None
                else int(self.settings["exact_tricks"])
            ),
            clock=self.settings.get("clock"),
            knowledge=AllSeeing if self.sees_all else SeatKnowledge,
            play_model=model,
        )

    def choose(self, state: KlaborMatch, seat: int, rng: random.Random) -> Any:
        if state.current_seat() != seat:
            raise ValueError(f"seat {seat} is not to move")
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if state.phase == "play":
            return self.search.choose_card(state, seat, rng)
        if state.phase == "bid":
            scores = self.search.action_scores(state, seat, rng, legal)
            return max(legal, key=lambda a: scores[a])
        if EXCHANGE in legal:
            return EXCHANGE
        if REDEAL in legal:
            rest = DECLARE if DECLARE in legal else PASS
            scores = self.search.action_scores(state, seat, rng, [rest])
            return REDEAL if scores[rest] < 0.0 else rest
        if DECLARE in legal:
            return DECLARE
        return PASS


class OracleBot(HardBot):
    """Hard's search on the true deal (double dummy): for `igroteka arena` only.

    It sees every hidden card, so it is the ceiling hard is measured against
    (docs/benchmarks.md, "Card games: how close to the ceiling"). It lives in
    `KlaborGame.arena_bots`, never in `bot_factories`: no table can seat it.
    """

    level = "oracle"
    sees_all = True


__all__ = ["EasyBot", "HardBot", "KlaborBot", "MediumBot", "OracleBot", "medium_redeal"]
