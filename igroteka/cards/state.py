"""The plumbing every trick-game match state shares (Kozel, Klabor).

A match is deal after deal, each in phases with one seat to decide, the
trick play in a `DealPlay` held as `self.play` whose hand masks the state
shares. Around the rules each game writes, the same plumbing recurs:

- the views, the deal spec and the bots' knowledge live in the game's own
  `views`, `position` and `knowledge` modules, which the game's state imports
  and calls (`view`, `full_view`, `render_text`, `deal_spec`, `evaluate`,
  `sample_world`); they read the state through the game's protocol and never
  import the state module, so the imports run one way;
- an action of another phase is refused with the phase's own words before
  the rules explain why a legal-looking one is not;
- events carry the deal and shuffle numbers, so a client can drop those of
  a deal that has been thrown in;
- chance is copied lazily: a search clones a state thousands of times and
  almost never deals again, so a clone keeps only a snapshot of the
  generator's state and builds its own generator the first time it needs one.

`TrickState` holds that once; a game names its phase-to-action table and
the lists a clone must not share, and starts a match from a given deal
(`from_position`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from igroteka.cards.card import ALL_CARDS
from igroteka.engine.errors import IllegalAction
from igroteka.engine.events import Event
from igroteka.engine.game import GAME_OVER, State
from igroteka.engine.i18n import Text

OVER = "over"


class TrickState(State):
    """A match of trick-taking deals; see the module docstring for what it holds."""

    # The action types each phase accepts; a phase not listed accepts nothing (over).
    phase_actions: ClassVar[Mapping[str, Any]]
    # Why an action does not belong to a phase, by phase.
    wrong_phase: ClassVar[Mapping[str, Text]]
    # Attributes holding lists (or dicts) that a clone copies rather than shares.
    cloned_lists: ClassVar[tuple[str, ...]] = ()
    cloned_dicts: ClassVar[tuple[str, ...]] = ()

    _rng: random.Random | None = None
    _rng_snapshot: Any = None
    phase: str
    turn: int | None
    hands: list[int]
    play: Any
    deal_number: int
    shuffle_number: int
    start_events: list[Event]

    # === the contract ============================================================
    def current_seat(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def check(self, action: Any, seat: int | None = None) -> None:
        expected = self.phase_actions.get(self.phase)
        if expected is None:
            raise IllegalAction(GAME_OVER, code="game_over")
        if not isinstance(action, expected):
            raise IllegalAction(self.wrong_phase[self.phase], code="wrong_phase")
        if action in self.legal_actions(seat):
            return
        raise IllegalAction(self.explain_illegal(action))

    def opening_events(self) -> list[Event]:
        """The first deal as dealt (each hand only to its seat), a redeal, a match over at once."""
        return list(self.start_events)

    @classmethod
    def from_position(cls, game: Any, options: Mapping[str, Any], position: Any) -> Any:
        """A match starting from a given deal (JSON; see the game's `position` module)."""
        raise NotImplementedError

    def deal_spec(self) -> dict[str, Any]:
        """The current deal as it was dealt, in `state_from_position`'s JSON form.

        For duplicate deals and bug reports; it shows every hand, so it is for
        finished games and tools, never for a player's view.
        """
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> Any:
        """A world `seat` cannot tell from this one; a finished match hides nothing."""
        if self.current_seat() is None:
            world = self.clone()
            world.rng = random.Random(rng.getrandbits(64))
            world.history = []
            return world
        return self.sample_world(seat, rng)

    def sample_world(self, seat: int, rng: random.Random) -> Any:
        """A deal `seat` cannot tell from this one, drawn by the game's `knowledge` module."""
        raise NotImplementedError

    # === events ==================================================================
    def event(
        self, kind: str, private: dict[int, dict[str, Any]] | None = None, **public: Any
    ) -> Event:
        """An event of this deal and shuffle; `private` maps a seat to what only it sees."""
        return Event(
            kind,
            {"deal": self.deal_number, "shuffle": self.shuffle_number, **public},
            private or {},
        )

    def trick_event(self) -> Event:
        """The trick the play has just closed: who led, who won, its points and cards."""
        dp = self.play
        assert dp is not None and dp.last is not None
        leader, plays, winner, points = dp.last
        return self.event(
            "trick",
            leader=leader,
            winner=winner,
            points=points,
            cards=[{"seat": s, "card": ALL_CARDS[c].ascii} for s, c in plays],
        )

    # === chance, copied lazily ===================================================
    @property
    def rng(self) -> random.Random:
        if self._rng is None:
            generator = random.Random(0)
            generator.setstate(self._rng_snapshot)
            self._rng = generator
        self._rng_snapshot = None
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_snapshot = None

    def _snapshot(self) -> Any:
        if self._rng_snapshot is None and self._rng is not None:
            self._rng_snapshot = self._rng.getstate()
        return self._rng_snapshot

    def clone(self) -> Any:
        """A copy that shares nothing mutable; the play (and the hands it holds) cloned too."""
        other = type(self).__new__(type(self))
        fields = dict(self.__dict__)
        for name in self.cloned_lists:
            fields[name] = fields[name][:]
        for name in self.cloned_dicts:
            fields[name] = dict(fields[name])
        fields["_rng"] = None
        fields["_rng_snapshot"] = self._snapshot()
        fields["history"] = self.history[:]
        fields["start_events"] = []
        if self.play is not None:
            fields["play"] = self.play.clone()
            fields["hands"] = fields["play"].hands
        else:
            fields["hands"] = self.hands[:]
        other.__dict__.update(fields)
        return other
