"""What the helper modules read of a Kozel match, as a Protocol, and the exchange record.

The state (state.py) imports the views, the deal spec (position.py), the
bots' knowledge and the per-deal result; they take the state as a parameter
typed by `KozelMatch`, and the bots (bots.py, search.py) read it the same way,
so none of them imports state.py and the imports run one way: game -> bots ->
state -> helpers -> this protocol.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from igroteka.cards import Suit
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Options, Outcome
from igroteka.engine.i18n import Text
from igroteka.games.kozel.cardrules import KozelRules
from igroteka.games.kozel.play import DealPlay


class Exchange:
    """One pass of the last trump: who gave what to whom and what came back."""

    __slots__ = ("done", "given", "passer", "receiver", "returned")

    def __init__(
        self, passer: int, given: int | None, returned: int | None = None, done: bool = False
    ) -> None:
        self.passer = passer
        self.receiver = (passer + 2) & 3
        self.given = given
        self.returned = returned
        self.done = done

    def copy(self) -> Exchange:
        return Exchange(self.passer, self.given, self.returned, self.done)

    def knows(self, seat: int | None) -> bool:
        return seat in (self.passer, self.receiver)


class KozelMatch(Protocol):
    """The match score, this deal's hands, trump and exchanges, and the trick play."""

    game: Game
    options: Options
    rules: KozelRules
    rng: random.Random
    history: list[tuple[int, Any]]
    phase: str
    turn: int | None
    scores: list[int]
    sheet: list[dict[str, Any]]
    eggs: int
    goat_team: int | None
    deal_number: int
    dealer: int
    trump: Suit | None
    trumper: int
    trumper_card: int | None
    given: dict[str, Any]
    hands: list[int]
    dealt: list[int]
    revealed: int
    revealed_order: list[int]
    exchanges: list[Exchange]
    redeal_queue: list[tuple[int, tuple[str, ...]]]
    redeal_log: list[tuple[int, tuple[str, ...]]]
    give_log: list[tuple[int, str]]
    play: DealPlay | None
    last_deal: dict[str, Any] | None
    start_events: list[Event]

    def current_seat(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def outcome(self) -> Outcome | None: ...

    def match_score(self) -> dict[str, Any]: ...

    def clone(self) -> KozelMatch: ...

    def determinize(self, seat: int, rng: random.Random) -> KozelMatch: ...

    def first_deal_diamonds(self) -> bool: ...

    def givable(self, seat: int) -> int: ...

    def give_reason(self) -> Text: ...

    def returnable(self) -> int: ...

    def on_request_redeals(self) -> tuple[str, ...]: ...

    def redeal_conditions(self, hand: int, names: tuple[str, ...]) -> list[str]: ...

    def redeal_seats_decided(self) -> list[int]: ...

    def restricted_seats(self) -> tuple[bool, bool, bool, bool]: ...
