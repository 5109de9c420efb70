"""One position of a game of Russian draughts, with what the draw rules need to remember.

Seat 0 is White and moves first; seat 1 is Black. Draws D1-D6 are applied
automatically after each move; D7 (agreement) is a few actions that
`check` accepts but `legal_actions` does not list, so searches and perft never
play them: see `draw_actions`. A bot answers an offer by `draw_answer`.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.draws import answer_refusal
from igroteka.engine.errors import IllegalAction
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Options, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.russian_checkers import bots, draws, kernel, movegen, texts, views
from igroteka.games.russian_checkers.actions import DrawAction, Move, move_from_json
from igroteka.games.russian_checkers.board import NAME, START_BLACK, START_WHITE, bits
from igroteka.games.russian_checkers.fen import Position, format_fen
from igroteka.games.russian_checkers.notation import parse_move
from igroteka.games.russian_checkers.pdn import export_pdn
from igroteka.games.russian_checkers.refusals import why_illegal


class CheckersState(State):
    """Bitboards, side to move, draw counters and the last move, for a view and for search."""

    wm: int
    wk: int
    bm: int
    bk: int
    turn: int

    def __init__(
        self, game: Game, options: Options, seed: Seed = 0, position: Position | None = None
    ) -> None:
        super().__init__(game, options, seed)
        wm, wk, bm, bk, side = position or (START_WHITE, 0, START_BLACK, 0, 0)
        self.wm, self.wk, self.bm, self.bk, self.turn = wm, wk, bm, bk, side
        self.start_fen = format_fen(wm, wk, bm, bk, side)
        self.ply = 0
        self.king_plies = 0
        self.capture_plies = 0
        self.balance_plies = 0
        self.balance_side = side
        self.reps: tuple[tuple[int, int, int, int, int], ...] = (self.key(),)
        self.last_move: Move | None = None
        self.captured_last: tuple[str, ...] = ()
        self.draw_offer: int | None = None
        self.agreed = False
        self._generated: list[movegen.Generated] | None = None
        self._actions: dict[tuple[str, ...], Move] | None = None
        self._outcome: Outcome | None = None
        self._outcome_known = False

    # --- the position -------------------------------------------------------
    def key(self) -> tuple[int, int, int, int, int]:
        """What makes two positions the same for repetition: the pieces and the side to move."""
        return self.wm, self.wk, self.bm, self.bk, self.turn

    def repetitions(self) -> int:
        """How many times the current position has occurred (since the last irreversible move)."""
        return self.reps.count(self.key())

    def generated(self) -> list[movegen.Generated]:
        if self._generated is None:
            self._generated = movegen.generate(self.wm, self.wk, self.bm, self.bk, self.turn)
        return self._generated

    def position(self) -> str:
        return format_fen(self.wm, self.wk, self.bm, self.bk, self.turn)

    def pieces(self) -> list[dict[str, Any]]:
        out = []
        for seat, men, kings in ((0, self.wm, self.wk), (1, self.bm, self.bk)):
            for sq in bits(men | kings):
                out.append({"square": NAME[sq], "seat": seat, "king": bool(kings >> sq & 1)})
        return out

    def piece_at(self, square: int) -> tuple[int, bool] | None:
        """(seat, is_king) of the piece on a square index, or None."""
        bit = 1 << square
        if (self.wm | self.wk) & bit:
            return 0, bool(self.wk & bit)
        if (self.bm | self.bk) & bit:
            return 1, bool(self.bk & bit)
        return None

    # --- whose turn, what may be done ----------------------------------------
    def current_seat(self) -> int | None:
        return None if self.outcome() is not None else self.turn

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        if self.not_acting(seat):
            return []
        if self.outcome() is not None:
            return []
        return list(self._by_path().values())

    def _by_path(self) -> dict[tuple[str, ...], Move]:
        """The legal moves keyed by path (empty once the game is over)."""
        if self._actions is None:
            moves = (_to_move(code) for code in self.generated())
            self._actions = {} if self.outcome() is not None else {m.path: m for m in moves}
        return self._actions

    def search_actions(self) -> list[Any]:
        """One action per distinct result, best first: bigger captures, crownings, the rest."""
        return bots.order_actions(self, self.legal_actions())

    def draw_actions(self) -> list[DrawAction]:
        """The draw-agreement actions the seat to move may send now (none for bots to search)."""
        if self.outcome() is not None or not self.options.get("draw_agreement", True):
            return []
        if self.draw_offer is not None and self.draw_offer != self.turn:
            return [DrawAction("accept"), DrawAction("decline")]
        if self.draw_offer is None and self._agreement_open():
            return [DrawAction("offer")]
        return []

    def draw_answer(self, seat: int) -> DrawAction | None:
        """A bot's answer, at once, to the draw its opponent offered: accept unless better.

        Asked when the offer is pending and `seat` is to move; the bot accepts
        when its own evaluation (`bots.evaluate`) gives it less than half a
        man's edge, and declines otherwise. The same position always gets the
        same answer, and the answer is a recorded action, so a replay repeats it.
        """
        if self.outcome() is not None or seat != self.turn:
            return None
        if self.draw_offer is None or self.draw_offer == seat:
            return None
        if self.evaluate(seat) < bots.DRAW_EDGE:
            return DrawAction("accept")
        return DrawAction("decline")

    def _agreement_open(self) -> bool:
        return self.ply >= 2 * int(self.options.get("min_moves_before_agreement", 0))

    def outcome(self) -> Outcome | None:
        if not self._outcome_known:
            self._outcome = self._find_outcome()
            self._outcome_known = True
        return self._outcome

    def _find_outcome(self) -> Outcome | None:
        side = self.turn
        if self.agreed:
            return _draw("D7")
        own = (self.wm | self.wk) if side == 0 else (self.bm | self.bk)
        loser = texts.LOSER_NAMES[side]
        if not own:
            return _win(1 - side, texts.NO_PIECES.with_params(loser=loser), "no_pieces")
        if not self.generated():
            return _win(1 - side, texts.NO_MOVES.with_params(loser=loser), "no_moves")
        rule = draws.find_draw(self)
        return _draw(rule) if rule is not None else None

    # --- checking and applying -------------------------------------------------
    def check(self, action: Any, seat: int | None = None) -> None:
        if isinstance(action, DrawAction):
            reason = self._draw_refusal(action)
            if reason is not None:
                raise IllegalAction(reason, code="draw_not_allowed")
            return
        if not isinstance(action, Move):
            raise IllegalAction(texts.NOT_A_MOVE, code="not_a_move")
        if self._lookup(action) is None:
            text, code = why_illegal(self, action)
            raise IllegalAction(text, code=code)

    def explain_illegal(self, action: Any) -> Text:
        if isinstance(action, DrawAction):
            return self._draw_refusal(action) or texts.NOT_A_MOVE
        if isinstance(action, Move):
            return why_illegal(self, action)[0]
        return texts.NOT_A_MOVE

    def _draw_refusal(self, action: DrawAction) -> Text | None:
        if not self.options.get("draw_agreement", True):
            return texts.NO_AGREEMENT
        refusal = answer_refusal(action.kind, self.draw_offer, self.turn)
        if refusal is not None or action.kind != "offer":
            return refusal
        if not self._agreement_open():
            return texts.TOO_EARLY.with_params(
                moves=self.options.get("min_moves_before_agreement", 0)
            )
        return None

    def _lookup(self, action: Move) -> Move | None:
        """The legal move with this path, carrying this position's own encoding, if any."""
        return self._by_path().get(action.path)

    def _apply(self, action: Any, seat: int) -> list[Event]:
        if isinstance(action, DrawAction):
            return self._apply_draw(action)
        if not isinstance(action, Move):
            raise IllegalAction(texts.NOT_A_MOVE, code="not_a_move")
        move = self._lookup(action)
        if move is None or move.code is None:
            text, code = why_illegal(self, action)
            raise IllegalAction(text, code=code)
        path, captured, crowned = move.code
        side = self.turn
        src = 1 << path[0]
        was_king = bool((self.wk | self.bk) & src)
        before = self._material()
        self.wm, self.wk, self.bm, self.bk = movegen.play(
            self.wm, self.wk, self.bm, self.bk, side, path, captured, crowned
        )
        self.turn = 1 - side
        self.ply += 1
        changed = self._material() != before
        self.king_plies, self.capture_plies, self.balance_plies, self.balance_side = draws.advance(
            (self.king_plies, self.capture_plies, self.balance_plies, self.balance_side),
            was_king,
            bool(captured),
            changed,
            self.turn,
        )
        if captured or not was_king:
            self.reps = (self.key(),)
        else:
            self.reps = (*self.reps, self.key())
        self.last_move = move
        self.captured_last = tuple(NAME[sq] for sq in bits(captured))
        declined = self.draw_offer is not None and self.draw_offer != side
        if declined:
            self.draw_offer = None
        self._invalidate()
        # A move instead of an answer declines the offer: said, so the offerer hears it.
        answer = [Event("draw_declined", {"seat": side})] if declined else []
        return [
            *answer,
            Event(
                "move",
                {
                    "seat": side,
                    "path": list(move.path),
                    "text": str(move),
                    "captured": list(self.captured_last),
                    "crowned": crowned and not was_king,
                },
            ),
        ]

    def _apply_draw(self, action: DrawAction) -> list[Event]:
        seat = self.turn
        if action.kind == "offer":
            self.draw_offer = seat
            return [Event("draw_offered", {"seat": seat})]
        if action.kind == "decline":
            self.draw_offer = None
            self._invalidate()
            return [Event("draw_declined", {"seat": seat})]
        self.agreed = True
        self.draw_offer = None
        self._invalidate()
        return [Event("draw_agreed", {"seat": seat})]

    def _invalidate(self) -> None:
        self._generated = None
        self._actions = None
        self._outcome = None
        self._outcome_known = False

    def _material(self) -> tuple[int, int, int, int]:
        return (
            self.wm.bit_count(),
            self.wk.bit_count(),
            self.bm.bit_count(),
            self.bk.bit_count(),
        )

    # --- notation ------------------------------------------------------------------
    def action_from_json(self, data: Any) -> Any:
        action = move_from_json(data)
        if isinstance(action, Move):
            return self._lookup(action) or action
        return action

    def parse_action(self, text: str, seat: int | None = None) -> Any:
        """Read `c3-d4`, `c3:e5:g3` or `c3xe5`; a capture may be given from-to if unambiguous.

        A well-formed but illegal move comes back as a `Move`, so that `apply`
        refuses it with the reason; only unreadable text is MalformedAction.
        """
        return parse_move(text, self._by_path())

    def pdn(self, tags: dict[str, str] | None = None) -> str:
        """The game so far as PDN (GameType 25), readable by pydraughts."""
        return export_pdn(self, tags)

    # --- views ------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, seat, color, lang)

    # --- for bots --------------------------------------------------------------------------
    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)

    def quiet(self) -> bool:
        """No capture pending: a count of the pieces means what it says.

        Capturing is compulsory, so with one on the board the material is about to
        change and the search plays the exchange out instead of judging it half done.
        """
        moves = self.generated()
        return not moves or not moves[0][1]

    def perft(self, depth: int) -> int:
        """Leaf count of the move tree (draw rules play no part below the root).

        Counted by the compiled kernel where it loaded, else by the Python generator.
        """
        if depth <= 0:
            return 1
        if self.outcome() is not None:
            return 0
        if kernel.AVAILABLE:
            return kernel.perft(self.wm, self.wk, self.bm, self.bk, self.turn, depth)
        return movegen.perft(self.wm, self.wk, self.bm, self.bk, self.turn, depth)

    def clone(self) -> CheckersState:
        twin = object.__new__(CheckersState)
        twin.__dict__.update(self.__dict__)
        twin.history = list(self.history)
        return twin


def _to_move(code: movegen.Generated) -> Move:
    path, captured, _crowned = code
    return Move(tuple(NAME[sq] for sq in path), capture=bool(captured), code=code)


def _win(winner: int, reason: Text, rule: str) -> Outcome:
    returns = (1.0, -1.0) if winner == 0 else (-1.0, 1.0)
    points = (1.0, 0.0) if winner == 0 else (0.0, 1.0)
    return Outcome(returns, (winner,), reason, points, {"rule": rule})


def _draw(rule: str) -> Outcome:
    reason = texts.DRAW_BY.with_params(rule=draws.RULE_NAMES[rule])
    return Outcome((0.0, 0.0), (), reason, (0.5, 0.5), {"rule": rule})
