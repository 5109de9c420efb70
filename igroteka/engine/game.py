"""The Game / State contract (after OpenSpiel), with per-seat views (after boardgame.io).

A `Game` is what a table can be set up as: its id, names, seats, teams,
options and presets. A `State` is one position of a running game. Everything
else in Igroteka (bots, arena, server, web) talks to games only through these
two classes, so adding a game never touches the server.

Conventions every game follows:
- `acting()` are the seats that may act now: usually one (`current_seat`),
  several when a game asks them at once (the monsters in Tokyo deciding to
  yield). Choices made at the same time are held sealed in the state until
  all are in (`igroteka.engine.simultaneous`); the game is over exactly when
  nobody acts. The turn may pass to any seat, out of order;
- chance is drawn inside `apply` from `self.rng`, so a state is reproducible
  from (game, options, seed, moves), a move being (seat, action): what the
  database keeps and `GameRecord` replays;
- what happened when the game began (the deal, a turned trump, an instant win)
  is `opening_events()`; a game may be over inside them;
- actions are small immutable values with `to_json()` and a readable `str()`;
  a move made of steps (a jump chain) exposes `steps`, and `legal_steps`
  lets a client play it step by step;
- continuous actions (a flick's angle and force) are described by
  `controls(seat)` (see `igroteka.engine.controls`), validated by `check`
  and `action_from_json` for any value in range, and `legal_actions` then
  returns a representative finite sample for bots and the random fallback;
- `view(seat)` is everything that seat may know, as JSON; `view(None)` is a
  spectator's. Nothing secret may appear in another seat's view or events.
"""

from __future__ import annotations

import copy
import pickle
import random
import sys
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, ClassVar, Protocol, runtime_checkable

from igroteka.engine.errors import IllegalAction, MalformedAction, PositionError
from igroteka.engine.events import Event
from igroteka.engine.i18n import DEFAULT_LANGUAGE, Text
from igroteka.engine.options import OptionSchema, OptionValue
from igroteka.engine.randomness import Seed, make_rng, seed_to_int

Options = dict[str, OptionValue]


@runtime_checkable
class Action(Protocol):
    """What every game's action value provides (a frozen dataclass is typical)."""

    def to_json(self) -> Any: ...

    def __hash__(self) -> int: ...


@dataclass(frozen=True)
class Outcome:
    """How a finished game (or match) ended.

    `returns` is the bots' view: +1 win, -1 loss, 0 draw (or a share for
    multi-player games); `points` is what the score sheet shows; `winners`
    are seats; `reason` says in words why the game ended.
    """

    returns: tuple[float, ...]
    winners: tuple[int, ...]
    reason: Text
    points: tuple[float, ...] = ()
    details: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "returns": list(self.returns),
            "winners": list(self.winners),
            "reason": self.reason.to_json(),
            "points": list(self.points),
            "details": self.details,
        }


NOT_YOUR_TURN = Text("Сейчас не ваш ход", "It is not your turn")
SEAT_REQUIRED = Text(
    "Сейчас решают несколько игроков: укажите, за какое место этот ход",
    "Several players decide now: say which seat this move is for",
)
# The most seats a table may have (Sequence: 12 players in teams).
MAX_SEATS = 12
SEQUENTIAL = "sequential"
SIMULTANEOUS = "simultaneous"
DISCRETE = "discrete"
CONTINUOUS = "continuous"
GAME_OVER = Text("Игра окончена", "The game is over")
NOT_LEGAL = Text("Этот ход не разрешён правилами", "That move is not allowed by the rules")


class State(ABC):
    """One position of a game. Subclasses keep their own fields; `clone` must copy them."""

    game: Game
    options: Options

    def __init__(self, game: Game, options: Options, seed: Seed = 0) -> None:
        self.game = game
        self.options = options
        self.seed = seed_to_int(seed)
        self.rng: random.Random = make_rng(self.seed)
        # Every move so far as (seat, action), in the order applied.
        self.history: list[tuple[int, Any]] = []

    # --- whose turn, what may be done -------------------------------------
    @abstractmethod
    def current_seat(self) -> int | None:
        """A seat that must decide now (the first of `acting()`); None once the game is over."""

    def acting(self) -> tuple[int, ...]:
        """The seats that may act now, in seat order; empty exactly when the game is over.

        One seat by default (`current_seat`); a game that asks several seats at
        once overrides this, and their choices are sealed until all are in.
        """
        seat = self.current_seat()
        return () if seat is None else (seat,)

    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> list[Any]:
        """Every legal action of `seat` (by default `current_seat()`); empty if it may not act."""

    def is_terminal(self) -> bool:
        return not self.acting()

    def not_acting(self, seat: int | None) -> bool:
        """True when `seat` is given and may not act now: its legal actions are none."""
        return seat is not None and seat not in self.acting()

    def controls(self, seat: int) -> dict[str, Any] | None:
        """The parametric controls of a continuous action for `seat`, as JSON, or None.

        A flick is a piece, an angle and a force, each with its range
        (`igroteka.engine.controls`); a client builds its aiming from this and
        the server accepts any value in range.
        """
        return None

    def draw_answer(self, seat: int) -> Any | None:
        """The action a bot in `seat` plays at once to answer a draw offer, or None.

        Games with draws by agreement answer while an offer to `seat` is
        pending (accept or decline, from the bot's own evaluation); the server
        plays it before the bot thinks about a move, so the offerer hears the
        answer straight away. None: nothing to answer (the default).
        """
        return None

    def opening_events(self) -> list[Event]:
        """What happened when the game began (the deal, a turned trump, an instant win).

        The server logs and sends them at the start; a game may be over inside
        them (`acting()` empty from the start). Only a fresh state has them:
        a clone or a determinized world returns none.
        """
        return []

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once terminal, else None."""

    # --- applying ---------------------------------------------------------
    def check(self, action: Any, seat: int | None = None) -> None:
        """Raise IllegalAction with a reason a player can read if `action` is not legal now.

        `seat` is who plays it (by default `current_seat()`). The default
        compares with `legal_actions`; games override `explain_illegal` to say
        *why* ("you must capture").
        """
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.explain_illegal(action))

    def explain_illegal(self, action: Any) -> Text:
        return NOT_LEGAL

    def acting_seat(self, seat: int | None) -> int:
        """The seat a move is for: `seat` if it may act, the only acting one when None.

        IllegalAction when the game is over, when `seat` may not act now, or
        when several act and `seat` is not said.
        """
        acting = self.acting()
        if not acting:
            raise IllegalAction(GAME_OVER, code="game_over")
        if seat is None:
            if len(acting) > 1:
                raise IllegalAction(SEAT_REQUIRED, code="seat_required")
            return acting[0]
        if seat not in acting:
            raise IllegalAction(NOT_YOUR_TURN, code="not_your_turn")
        return seat

    def apply(self, action: Any, seat: int | None = None, *, checked: bool = True) -> list[Event]:
        """Play `action` for `seat` and return the events it caused.

        `seat` may be left out while only one seat acts. An illegal action
        raises and leaves the state untouched. Search code that only plays
        actions from `legal_actions` may pass checked=False (the seat then
        defaults to `current_seat()`).
        """
        if checked:
            seat = self.acting_seat(seat)
            self.check(action, seat)
        elif seat is None:
            seat = self.current_seat()
            if seat is None:
                raise IllegalAction(GAME_OVER, code="game_over")
        events = self._apply(action, seat)
        self.history.append((seat, action))
        return events

    @abstractmethod
    def _apply(self, action: Any, seat: int) -> list[Event]:
        """Change the state by a legal action of `seat`; draw chance from `self.rng`."""

    # --- moves made of steps ---------------------------------------------
    def legal_steps(
        self, prefix: Sequence[Hashable] = (), seat: int | None = None
    ) -> list[Hashable]:
        """The steps that may follow `prefix` in some legal action (a jump chain, jump by jump)."""
        n = len(prefix)
        steps: list[Hashable] = []
        for action in self.legal_actions(seat):
            path = tuple(getattr(action, "steps", ()))
            if len(path) > n and path[:n] == tuple(prefix) and path[n] not in steps:
                steps.append(path[n])
        return steps

    def action_from_steps(self, steps: Sequence[Hashable], seat: int | None = None) -> Any | None:
        """The legal action made of exactly these steps, if the move may end here."""
        for action in self.legal_actions(seat):
            if tuple(getattr(action, "steps", ())) == tuple(steps):
                return action
        return None

    # --- notation and JSON ------------------------------------------------
    @abstractmethod
    def action_from_json(self, data: Any) -> Any:
        """Parse an action sent by a client; MalformedAction if it has the wrong shape."""

    def parse_action(self, text: str, seat: int | None = None) -> Any:
        """Parse the game's notation ("c3:e5", "Q♣"); by default match `str()` of legal actions."""
        text = text.strip()
        for action in self.legal_actions(seat):
            if str(action) == text:
                return action
        raise MalformedAction(
            Text("Не понимаю ход «{text}»", "Cannot read the move '{text}'").with_params(text=text)
        )

    def action_text(self, action: Any) -> str:
        return str(action)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        """An event as one seat received it (`Event.for_seat`), in words, or None.

        For logs that have no board to animate, such as `igroteka play`: what a
        player must hear about besides the moves themselves (a redeal, an
        exchange, a deal's result). Games say it for the events that matter.
        """
        return None

    def action_label(self, action: Any) -> Text:
        """The action in words in both languages, for logs, replays and move lists.

        A reader picks the language, so the server sends both rather than one
        frozen `action_text`. An action may say it itself: `label()` returning a
        Text, or `text(lang)`; otherwise its notation (`action_text`) serves
        both languages, which suits board notation such as "c3:d4".
        """
        label = getattr(action, "label", None)
        if callable(label):
            said = label()
            if isinstance(said, Text):
                return said
        words = getattr(action, "text", None)
        if callable(words):
            return Text(str(words("ru")), str(words("en")))
        plain = self.action_text(action)
        return Text(plain, plain)

    # --- what each seat sees ---------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything `seat` may know, as JSON; None is a spectator."""

    def views(self, seats: Sequence[int | None]) -> dict[int | None, dict[str, Any]]:
        """`view` of each of `seats`, for a message to each at once (the server's update
        after a move). A game may work out what does not depend on the seat once and share
        it between these views (issue 22): they are for encoding at once, not for changing."""
        return {seat: self.view(seat) for seat in seats}

    def full_view(self) -> dict[str, Any]:
        """Everything, secrets included: only for finished games' replays and tests."""
        return self.view(None)

    def render_text(
        self, seat: int | None = None, color: bool = False, lang: str = DEFAULT_LANGUAGE
    ) -> str:
        """A terminal drawing for `igroteka play`, its words in `lang`."""
        return repr(self.view(seat))

    def position(self) -> str | None:
        """The position in the game's text notation (FEN), if it has one."""
        return None

    def match_score(self) -> dict[str, Any] | None:
        """For games of many deals: the running match score, else None."""
        return None

    # --- for bots -----------------------------------------------------------
    def evaluate(self, seat: int) -> float:
        """A heuristic value in [-1, 1] of this position for `seat` (games override)."""
        result = self.outcome()
        return result.returns[seat] if result is not None else 0.0

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with everything `seat` knows (ISMCTS needs this).

        Perfect-information games return a clone; hidden-information games
        must override it to resample the cards `seat` cannot see.
        """
        if self.game.hidden_information:
            raise NotImplementedError(f"{self.game.id} must implement determinize")
        return self.clone()

    def key(self) -> Hashable | None:
        """A hashable identity of the position, for a search's transposition table.

        It must cover everything that decides the legal actions and the result
        (pieces, the seat to move, counters a draw rule reads), so two states
        with equal keys may share one search value. None (the default) means
        the game offers none, and search then does without a table.
        """
        return None

    def quiet(self) -> bool:
        """False while the heuristic would misjudge this position (a capture is pending).

        Search does not stop at a position that is not quiet: it plays on until
        the exchange is over (quiescence search). True (the default) means
        `evaluate` may be trusted here.
        """
        return True

    def solve(self, seat: int) -> dict[Any, float] | None:
        """Exact values in [-1, 1] for `seat` of each legal action, if the rest is small enough.

        The hook for endgame solvers (the last tricks of a card deal): bots call
        it on determinized states, so it may read every hand. None (the
        default) means "too big, or no solver"; search then plays on.
        """
        return None

    def search_actions(self) -> list[Any]:
        """The actions a search should try: `legal_actions` without duplicates.

        Games where several actions lead to the same position (two jump paths to
        one square) return one per distinct result here, best-first if they can.
        """
        return self.legal_actions()

    def perft(self, depth: int) -> int:
        """Leaf count of the legal-move tree to `depth` (games override with a fast path)."""
        if depth == 0 or self.is_terminal():
            return 1 if depth == 0 else 0
        actions = self.legal_actions()
        if depth == 1:
            return len(actions)
        total = 0
        for action in actions:
            child = self.clone()
            child.apply(action, checked=False)
            total += child.perft(depth - 1)
        return total

    def clone(self) -> State:
        return copy.deepcopy(self)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.id} after {len(self.history)} actions>"


class Game(ABC):
    """What a table can be set up as. One instance per game, registered at import."""

    id: ClassVar[str]
    name: ClassVar[Text]
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    hidden_information: ClassVar[bool] = False
    has_chance: ClassVar[bool] = False
    # Seconds the hard bot may think per move (one core); card games ask for less.
    bot_time_budget: ClassVar[float] = 1.0
    # The most playouts per position «Разбор партии» takes (igroteka/review): a game whose
    # playout of a deal is dear (a slow playing policy, hundreds of moves a game) asks for
    # fewer than the club's `review_worlds`, so its review takes minutes, not a quarter hour.
    review_worlds: ClassVar[int | None] = None
    # The perft depth `igroteka bench` measures from the start, for games with a fast perft.
    perft_bench_depth: ClassVar[int | None] = None
    # The game's own players by level ("easy", "medium", "hard"), preferred by
    # `igroteka.bots.make_bot` over the generic searches: card games know how to
    # bid, signal and read a partner. Each factory, called with no arguments,
    # returns an object with `choose(state, seat, rng)`.
    bot_factories: ClassVar[dict[str, Any]] = {}
    # Settings of the generic search a level gets where the game has no player of its own
    # (`igroteka.bots.make_bot`), by level, named as the search's fields: e.g. a hard
    # that plays no random plies after its tree (`{"hard": {"rollout_depth": 0}}`), where
    # random moves say little and the game's `evaluate` says a lot.
    search_settings: ClassVar[dict[str, dict[str, Any]]] = {}
    # Players for measurement only (`igroteka arena GAME oracle ...`), never for a
    # table: the all-seeing player of a card game searches the true deal, so it
    # must not sit at one. Tables get `bot_factories` levels alone
    # (igroteka/server/seats.py BOT_LEVELS), and no table's bot is built from here. The
    # one other user is the review of a finished game (igroteka/review/open_cards.py):
    # each deal replayed with open cards, once the game is over and its cards are public.
    arena_bots: ClassVar[dict[str, Any]] = {}
    # Whether seats take turns (sequential) or some decisions are asked of
    # several seats at once (simultaneous), and whether an action is one of a
    # finite list (discrete) or a point in a range of values (continuous).
    dynamics: ClassVar[str] = SEQUENTIAL
    action_space: ClassVar[str] = DISCRETE
    # A game whose deals pay points is measured deal by deal, by those points: a
    # match of many deals (Kozel, Klabor) is too long to play thousands of times,
    # a single deal (Go-Stop) pays more or less, not just won or lost, and a deal
    # replayed with the seats swapped is what cancels the luck of the cards. Such
    # a game sets this and implements `deal_returns`.
    scores_by_deal: ClassVar[bool] = False
    options: OptionSchema

    # A game is a singleton kept at module level (`GAME = KozelGame()` in its game.py):
    # copies share it, and a pickle (a state sent to a bot worker process) carries only
    # the module and the name it is kept under.
    def __copy__(self) -> Game:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self

    def __reduce__(self) -> str:
        """The game's name in its class's module: pickle stores that reference.

        Unpickling imports that module (pickle's own import: the worker learns
        nothing from the pickle but where the game is kept) and takes the value
        under that name, the very game the registry holds there.
        """
        module = sys.modules.get(type(self).__module__)
        for name, value in vars(module).items() if module is not None else ():
            if value is self:
                return name
        raise pickle.PicklingError(
            f"game {self.id!r} is not kept at module level in {type(self).__module__}"
        )

    def seat_count(self, options: Options) -> int:
        """How many seats a game with these options has."""
        return self.min_seats

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        """Fixed teams as tuples of seats; by default every seat plays for itself."""
        return tuple((seat,) for seat in range(self.seat_count(options)))

    def resolve_options(
        self, preset: str | None = None, overrides: dict[str, Any] | None = None
    ) -> Options:
        return self.options.resolve(preset, overrides)

    @abstractmethod
    def new_state(self, options: Options | None = None, seed: Seed = 0) -> State:
        """The start of a game (the deal drawn from `seed` where there is chance)."""

    def state_from_position(self, position: str, options: Options | None = None) -> State:
        """A state from the game's position notation (FEN, a given deal)."""
        raise PositionError(
            Text(
                "Эта игра не принимает позиции в текстовом виде",
                "This game does not accept positions as text",
            )
        )

    def deal_returns(self, state: State) -> tuple[float, ...] | None:
        """Each seat's result of the match's first deal once it is scored, else None.

        Only games with `scores_by_deal` answer; the arena stops a game there and
        scores it by these results (igroteka/arena/duplicate.py).
        """
        return None

    def deal_results(self, state: State) -> list[tuple[float, ...]]:
        """Each seat's result of every deal scored so far, in the units of `deal_returns`.

        The review of a player's decisions (igroteka/review) values a card-game decision by
        the deal it was made in, so it needs the result of any deal, not only the first.
        """
        first = self.deal_returns(state)
        return [] if first is None else [first]

    def stake_multiplier(self, options: Options, details: Mapping[str, Any] | None = None) -> int:
        """How many of the table's stakes a staking seat risks in a game with these options.

        With `details` None: the most it can lose, which the club takes into the
        table's escrow at the start (so no balance can go below zero). With a
        finished game's `Outcome.details`: the stakes it did play for (Kozel's
        «dry goats» pay a multiple); the club returns the rest. Most games: 1.
        """
        return 1

    def rules_markdown(self, lang: str = "ru") -> str:
        """The full rules page, from rules.<lang>.md beside the game's module."""
        package = type(self).__module__.rsplit(".", 1)[0]
        name = f"rules.{'en' if lang == 'en' else 'ru'}.md"
        try:
            return resources.files(package).joinpath(name).read_text(encoding="utf-8")
        except FileNotFoundError:
            return ""

    def describe(self) -> dict[str, Any]:
        """The game's card for the lobby and the create-table form."""
        return {
            "id": self.id,
            "name": self.name.to_json(),
            "min_seats": self.min_seats,
            "max_seats": self.max_seats,
            "hidden_information": self.hidden_information,
            "has_chance": self.has_chance,
            "dynamics": self.dynamics,
            "action_space": self.action_space,
            "options": self.options.to_json(),
        }
