"""What the helper modules read (and, for dealing and the match, write) of a Klabor match.

The state (state.py) imports the dealing, the match around the deals, the
rights before play, the views, the deal spec (position.py), the bots'
knowledge and the per-deal result; they take the state as a parameter typed
by `KlaborMatch`, and the bots (bots.py, policy.py, search.py) read it the
same way, so none of them imports state.py and the imports run one way:
game -> bots -> state -> helpers -> this protocol. Dealing and the match are
the state's own bookkeeping split out by subject; where the match needs the
next deal it asks the state (`new_deal`), so they do not import each other.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from igroteka.cards import Suit
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Options, Outcome
from igroteka.engine.i18n import Text
from igroteka.games.klabor.combos import Key, Sequence
from igroteka.games.klabor.play import DealPlay, PlayRules


class KlaborMatch(Protocol):
    """The match around the deals, this deal's cards, bidding and sequences, and the play."""

    game: Game
    options: Options
    seed: Any
    rng: random.Random
    history: list[tuple[int, Any]]
    n: int
    rules: PlayRules
    # the match
    scores: list[int]
    baits: list[int]
    pots: list[int]
    forced_maker: int | None
    sheet: list[dict[str, Any]]
    last_deal: dict[str, Any] | None
    deal_number: int
    shuffle_number: int
    tournament: bool
    round: int
    round_wins: list[int]
    rounds: list[dict[str, Any]]
    obyaz: int | None
    final_deals: int
    winner: int | None
    over_reason: Text | None
    dealer: int
    start_events: list[Event]
    # this deal
    phase: str
    turn: int | None
    hands: list[int]
    first_six: list[int]
    extras: list[int]
    stock: list[int]
    pack: list[int] | None
    turnup: int
    turnup_original: int
    turnup_holder: int | None
    frez: int | None
    drawn: bool
    bids: list[tuple[int, int, str]]
    bid_round: int
    queue: list[int]
    trump: Suit | None
    maker: int | None
    how: str | None
    forced: bool
    exchange: tuple[int, int, int] | None
    declarations: list[dict[str, Any]]
    contest_best: Key | None
    contest_holder: int | None
    scoring: dict[int, list[Sequence]]
    shown: bool
    public_holder: dict[int, int]
    play: DealPlay | None
    klabor: int | None

    def current_seat(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def apply(
        self, action: Any, seat: int | None = None, *, checked: bool = True
    ) -> list[Event]: ...

    def outcome(self) -> Outcome | None: ...

    def is_terminal(self) -> bool: ...

    def match_score(self) -> dict[str, Any]: ...

    def clone(self) -> KlaborMatch: ...

    def determinize(self, seat: int, rng: random.Random) -> KlaborMatch: ...

    def event(
        self, kind: str, private: dict[int, dict[str, Any]] | None = None, **public: Any
    ) -> Event: ...

    def clear_deal(self) -> None: ...

    def new_deal(self, events: list[Event], pack: list[int] | None = None) -> None: ...

    def order(self) -> list[int]: ...

    def side_of(self, seat: int) -> int: ...

    def turned_suit(self) -> Suit: ...

    def trump_number(self) -> int | None: ...

    def sequences_allowed(self) -> bool: ...

    def hand_sequences(self, seat: int) -> list[Sequence]: ...

    def sequence_points(self) -> list[int]: ...

    def shown_combinations(self) -> list[dict[str, Any]]: ...

    def redeal_reasons(self, seat: int) -> list[str]: ...
