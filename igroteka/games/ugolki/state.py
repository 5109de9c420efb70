"""One Ugolki position and the rules of moving in it.

The state keeps the board as a bytearray plus running counts (pieces at
home, pieces in the target home, tempo numbers) that the end rules and the
bots read after every move, so nothing has to rescan the board.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from itertools import pairwise
from typing import Any

from igroteka.engine.draws import answer_refusal
from igroteka.engine.errors import IllegalAction, MalformedAction
from igroteka.engine.events import Event
from igroteka.engine.game import GAME_OVER, Game, Outcome, State
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.ugolki import actions, bots, kernel, notation, texts, views
from igroteka.games.ugolki.actions import PASS, DrawAction, UgolkiAction
from igroteka.games.ugolki.board import STEP_ONLY_DIAGONALS
from igroteka.games.ugolki.endings import after_move, make_outcome
from igroteka.games.ugolki.moves import Pair, hop_allowed, locks_in, paths_from, reachable
from igroteka.games.ugolki.options import MIRROR_COPIES, MIRROR_WINDOW
from igroteka.games.ugolki.position import write_position
from igroteka.games.ugolki.settings import Rules, rules_of


class UgolkiState(State):
    rules: Rules
    board: bytearray
    pieces: list[list[int]]
    turn: int | None
    ply: int
    last: tuple[int, ...] | None
    at_home: list[int]
    in_target: list[int]
    tempo: list[int]
    white_moves: dict[int, Pair]
    copies: int
    seen: dict[bytes, int]
    repeats: int
    passes: int
    result: Outcome | None
    draw_offer: int | None

    def __init__(
        self,
        game: Game,
        options: dict[str, Any],
        seed: Seed = 0,
        *,
        board: bytearray | None = None,
        turn: int = 0,
        move_number: int = 1,
    ) -> None:
        super().__init__(game, options, seed)
        self.rules = rules = rules_of(options)
        geo = rules.geo
        if board is None:
            board = bytearray(geo.cells)
            for seat, cells in enumerate(geo.home_order):
                for cell in cells:
                    board[cell] = seat + 1
        self.board = board
        self.pieces = [
            [i for i in range(geo.cells) if board[i] == seat + 1] for seat in range(rules.players)
        ]
        self.turn = turn
        self.ply = (move_number - 1) * rules.players + turn
        self.last = None
        self.at_home = [sum(1 for p in ps if p in geo.homes[s]) for s, ps in enumerate(self.pieces)]
        self.in_target = [
            sum(1 for p in ps if p in geo.targets[s]) for s, ps in enumerate(self.pieces)
        ]
        self.tempo = [sum(geo.distance(p, s) for p in ps) for s, ps in enumerate(self.pieces)]
        self.white_moves = {}
        self.copies = 0
        self.seen = {}
        self.repeats = 1
        if rules.repetition:
            self.seen[self._key()] = 1
        self.passes = 0
        self.result = None
        self.draw_offer = None
        self._allowed_cache: dict[Pair, tuple[int, ...]] | None = None
        self._legal_cache: list[UgolkiAction] | None = None

    # --- cheap copies for search ---------------------------------------------
    def clone(self) -> UgolkiState:
        other = object.__new__(UgolkiState)
        other.game = self.game
        other.options = self.options
        other.seed = self.seed
        other.rng = self.rng
        other.history = list(self.history)
        other.rules = self.rules
        other.board = bytearray(self.board)
        other.pieces = [list(p) for p in self.pieces]
        other.turn = self.turn
        other.ply = self.ply
        other.last = self.last
        other.at_home = list(self.at_home)
        other.in_target = list(self.in_target)
        other.tempo = list(self.tempo)
        other.white_moves = dict(self.white_moves) if self.rules.mirror else self.white_moves
        other.copies = self.copies
        other.seen = dict(self.seen) if self.rules.repetition else self.seen
        other.repeats = self.repeats
        other.passes = self.passes
        other.result = self.result
        other.draw_offer = self.draw_offer
        other._allowed_cache = self._allowed_cache
        other._legal_cache = self._legal_cache
        return other

    # --- turn and counters ----------------------------------------------------
    def current_seat(self) -> int | None:
        return self.turn

    def outcome(self) -> Outcome | None:
        return self.result

    @property
    def move_number(self) -> int:
        """The number of the move being played now (a move is one turn of every seat)."""
        return self.ply // self.rules.players + 1

    def _key(self) -> bytes:
        return bytes(self.board) + bytes((self.turn if self.turn is not None else 255,))

    def key(self) -> Hashable:
        """The position for a search's transposition table.

        Beside the pieces and the seat to move it holds what the end rules
        read: the ply (the leave-home and move-limit deadlines), the passes, how
        often this position has stood (repetition) and the move the mirror rule
        forbids now. Two move orders to the same position at the same ply meet
        in the table; positions at different plies never do.
        """
        mirror = self._mirror_pair() if self.rules.mirror else None
        return (self._key(), self.ply, self.passes, self.repeats, mirror)

    def must_move_from_home(self, seat: int) -> bool:
        """Kostrov's rule: once an opponent has emptied his home, move pieces from yours."""
        if not self.rules.home_first or self.at_home[seat] == 0:
            return False
        return any(self.at_home[o] == 0 for o in range(self.rules.players) if o != seat)

    def _mirror_pair(self) -> Pair | None:
        """The move Black may not make now because it would be one copy too many."""
        rules = self.rules
        number = self.move_number
        if not rules.mirror or self.turn != 1 or number > MIRROR_WINDOW:
            return None
        white = self.white_moves.get(number)
        if white is None or self.copies < MIRROR_COPIES:
            return None
        geo = rules.geo
        return geo.rotate(white[0]), geo.rotate(white[1])

    # --- move generation ----------------------------------------------------------
    def allowed_pairs(self) -> dict[Pair, tuple[int, ...]]:
        """Allowed (from, to) moves with one shortest path each; rules never leave none.

        The stay-at-home, locking and mirror rules each forbid moves only while
        some other move remains: a rule that would leave no move is set aside.
        """
        if self._allowed_cache is not None:
            return self._allowed_cache
        seat = self.turn
        if seat is None:
            self._allowed_cache = {}
            return self._allowed_cache
        rules = self.rules
        pairs: dict[Pair, tuple[int, ...]] = {}
        sources = self.pieces[seat]
        if self.must_move_from_home(seat):
            home = rules.geo.homes[seat]
            for src in sources:
                if src in home:
                    for dst, path in reachable(rules, self.board, seat, src).items():
                        pairs[(src, dst)] = path
        if not pairs:
            for src in sources:
                for dst, path in reachable(rules, self.board, seat, src).items():
                    pairs[(src, dst)] = path
        if rules.no_lock and pairs:
            board = self.board
            kept = {k: v for k, v in pairs.items() if not locks_in(rules, board, seat, *k)}
            if kept:
                pairs = kept
        mirror = self._mirror_pair()
        if mirror is not None and mirror in pairs and len(pairs) > 1:
            del pairs[mirror]
        self._allowed_cache = pairs
        return pairs

    def legal_actions(self, seat: int | None = None) -> list[UgolkiAction]:
        """Every step and every prefix of every jump chain (the player may stop at any jump)."""
        if self.not_acting(seat):
            return []
        if self._legal_cache is not None:
            return list(self._legal_cache)
        if self.turn is None:
            return []
        allowed = self.allowed_pairs()
        if not allowed:
            return [PASS]
        names = self.rules.geo.names
        seat = self.turn
        actions = []
        for src in self.pieces[seat]:
            for path in paths_from(self.rules, self.board, seat, src):
                if (src, path[-1]) in allowed:
                    actions.append(UgolkiAction(tuple(names[i] for i in path)))
        self._legal_cache = actions
        return list(actions)

    def search_actions(self) -> list[UgolkiAction]:
        """One move per resulting position (destination), most progress first."""
        if self.turn is None:
            return []
        allowed = self.allowed_pairs()
        if not allowed:
            return [PASS]
        geo = self.rules.geo
        seat = self.turn
        dist = geo.distance if self.rules.moves == "orthogonal" else geo.king_distance

        def order(item: tuple[Pair, tuple[int, ...]]) -> tuple[int, int]:
            (src, dst), _ = item
            before = dist(src, seat)
            return before - dist(dst, seat), before

        ranked = sorted(allowed.items(), key=order, reverse=True)
        names = geo.names
        return [UgolkiAction(tuple(names[i] for i in path)) for _, path in ranked]

    # --- checking a move ------------------------------------------------------------
    def _indices(self, action: UgolkiAction) -> list[int]:
        geo = self.rules.geo
        indices = []
        for name in action.path:
            index = geo.index(name) if isinstance(name, str) else None
            if index is None:
                raise MalformedAction(
                    Text(
                        "Нет клетки «{square}» на доске {size}×{size}",
                        "There is no square '{square}' on a {size}×{size} board",
                    ).with_params(square=name, size=geo.size)
                )
            indices.append(index)
        return indices

    def check(self, action: Any, seat: int | None = None) -> None:
        """Validate the path hop by hop (no move list needed) and say exactly what is wrong."""
        if isinstance(action, DrawAction):
            if self.turn is None:
                raise IllegalAction(GAME_OVER, code="game_over")
            reason = self._draw_refusal(action)
            if reason is not None:
                raise IllegalAction(reason, code="draw_not_allowed")
            return
        if not isinstance(action, UgolkiAction):
            raise MalformedAction(texts.WRONG_KIND)
        seat = self.turn
        if seat is None:
            raise IllegalAction(GAME_OVER, code="game_over")
        if action.is_pass:
            if self.allowed_pairs():
                raise IllegalAction(texts.CANNOT_PASS, code="cannot_pass")
            return
        path = self._indices(action)
        if len(path) < 2:
            text, code = self._why_piece_stays(seat, path[0])
            raise IllegalAction(text, code=code)
        self._check_path(seat, path)
        src, dst = path[0], path[-1]
        rules = self.rules
        reasons: list[tuple[Text, str]] = []
        if self.must_move_from_home(seat) and src not in rules.geo.homes[seat]:
            reasons.append((texts.HOME_FIRST, "home_first"))
        if rules.no_lock and locks_in(rules, self.board, seat, src, dst):
            reasons.append((texts.LOCK, "lock"))
        if self._mirror_pair() == (src, dst):
            reasons.append((texts.MIRROR, "mirror_limit"))
        if reasons and (src, dst) not in self.allowed_pairs():
            text, code = reasons[0]
            raise IllegalAction(text, code=code)

    def _why_piece_stays(self, seat: int, src: int) -> tuple[Text, str]:
        """Why the piece on `src` cannot move now: a one-square path is a player asking.

        The table sends the square of a piece picked up that has no move; the
        answer names the rule that keeps it (stay at home, no locking, the mirror
        limit), or says it is hemmed in, or only that a target square is missing.
        """
        names = self.rules.geo.names
        if not self.board[src]:
            return texts.NO_PIECE.with_params(square=names[src]), "no_piece"
        if self.board[src] != seat + 1:
            return texts.NOT_YOURS.with_params(square=names[src]), "not_yours"
        if any(frm == src for frm, _to in self.allowed_pairs()):
            return texts.NO_TARGET, "no_target"
        rules = self.rules
        targets = reachable(rules, self.board, seat, src)
        if not targets:
            return texts.PIECE_BLOCKED, "piece_blocked"
        if self.must_move_from_home(seat) and src not in rules.geo.homes[seat]:
            return texts.HOME_FIRST, "home_first"
        if rules.no_lock and all(locks_in(rules, self.board, seat, src, dst) for dst in targets):
            return texts.PIECE_WOULD_LOCK, "lock"
        return texts.MIRROR, "mirror_limit"

    # --- draws by agreement ---------------------------------------------------------------
    def _draw_refusal(self, action: DrawAction) -> Text | None:
        if self.rules.players != 2:
            return texts.DRAW_TWO_ONLY
        return answer_refusal(action.kind, self.draw_offer, self.turn)

    def draw_actions(self) -> list[DrawAction]:
        """The draw actions the seat to move may send now (`legal_actions` leaves them out,
        so searches and perft never play them)."""
        if self.turn is None or self.rules.players != 2:
            return []
        if self.draw_offer is not None and self.draw_offer != self.turn:
            return [DrawAction("accept"), DrawAction("decline")]
        return [DrawAction("offer")] if self.draw_offer is None else []

    def draw_answer(self, seat: int) -> DrawAction | None:
        """A bot's answer, at once, to the draw its opponent offered: accept unless better.

        The bot accepts when its own evaluation says it is not clearly better:
        fewer than `bots.DRAW_LEAD` steps ahead of the opponent (`bots.lead`,
        what `bots.evaluate` squashes), and declines otherwise; the answer is a
        recorded action, so a replay repeats it.
        """
        if self.turn is None or seat != self.turn or self.rules.players != 2:
            return None
        if self.draw_offer is None or self.draw_offer == seat:
            return None
        if bots.lead(self, seat) < bots.DRAW_LEAD:
            return DrawAction("accept")
        return DrawAction("decline")

    def _apply_draw(self, action: DrawAction, seat: int) -> list[Event]:
        if action.kind == "offer":
            self.draw_offer = seat
            return [Event("draw_offered", {"seat": seat})]
        self.draw_offer = None
        if action.kind == "decline":
            return [Event("draw_declined", {"seat": seat})]
        self.result = make_outcome(2, [], texts.DRAW_AGREED, "agreement")
        self.turn = None
        self._allowed_cache = None
        self._legal_cache = None
        return [
            Event("draw_agreed", {"seat": seat}),
            Event("game_over", {"outcome": self.result.to_json()}),
        ]

    def _check_path(self, seat: int, path: list[int]) -> None:
        rules = self.rules
        geo = rules.geo
        board = self.board
        names = geo.names
        src = path[0]
        if not board[src]:
            raise IllegalAction(texts.NO_PIECE.with_params(square=names[src]), code="no_piece")
        if board[src] != seat + 1:
            raise IllegalAction(texts.NOT_YOURS.with_params(square=names[src]), code="not_yours")
        board[src] = 0
        try:
            visited = {src}
            for frm, to in pairwise(path):
                (f0, r0), (f1, r1) = geo.coords(frm), geo.coords(to)
                df, dr = f1 - f0, r1 - r0
                reach = max(abs(df), abs(dr))
                if reach == 1:
                    if len(path) > 2:
                        raise IllegalAction(texts.STEP_ENDS, code="step_ends_move")
                    middle = -1
                elif reach == 2 and df % 2 == 0 and dr % 2 == 0:
                    middle = frm + (df // 2) + (dr // 2) * geo.size
                else:
                    raise IllegalAction(
                        texts.TOO_FAR.with_params(frm=names[frm], to=names[to]), code="too_far"
                    )
                unit = (df // reach, dr // reach)
                if unit not in geo.directions:
                    raise IllegalAction(texts.DIRECTION[rules.moves], code="direction")
                if middle >= 0 and df and dr and rules.moves in STEP_ONLY_DIAGONALS:
                    raise IllegalAction(texts.DIAGONAL_JUMP, code="direction")
                if middle >= 0 and not board[middle]:
                    raise IllegalAction(
                        texts.NOTHING_TO_JUMP.with_params(square=names[middle]),
                        code="nothing_to_jump",
                    )
                if to in visited:
                    raise IllegalAction(texts.REVISIT.with_params(square=names[to]), code="revisit")
                if board[to]:
                    raise IllegalAction(
                        texts.OCCUPIED.with_params(square=names[to]), code="occupied"
                    )
                if not hop_allowed(rules, seat, frm, to):
                    raise IllegalAction(texts.CANNOT_LEAVE, code="cannot_leave_target")
                visited.add(to)
        finally:
            board[src] = seat + 1

    # --- applying -------------------------------------------------------------------------
    def _apply(self, action: UgolkiAction | DrawAction, seat: int) -> list[Event]:
        seat = self.turn
        assert seat is not None
        if isinstance(action, DrawAction):
            return self._apply_draw(action, seat)
        # A move instead of an answer declines the offer: said, so the offerer hears it.
        declined = self.draw_offer is not None and self.draw_offer != seat
        if declined:
            self.draw_offer = None
        rules = self.rules
        geo = rules.geo
        number = self.move_number
        dst: int | None = None
        if action.is_pass:
            self.passes += 1
            self.last = ()
        else:
            index_of = geo.index_of
            path = tuple(index_of[name] for name in action.path)
            src, dst = path[0], path[-1]
            self.board[src] = 0
            self.board[dst] = seat + 1
            pieces = self.pieces[seat]
            pieces[pieces.index(src)] = dst
            home, target = geo.homes[seat], geo.targets[seat]
            self.at_home[seat] += (dst in home) - (src in home)
            self.in_target[seat] += (dst in target) - (src in target)
            self.tempo[seat] += geo.distance(dst, seat) - geo.distance(src, seat)
            if rules.mirror and number <= MIRROR_WINDOW:
                if seat == 0:
                    self.white_moves[number] = (src, dst)
                elif seat == 1:
                    white = self.white_moves.get(number)
                    if white is not None and (src, dst) == (
                        geo.rotate(white[0]),
                        geo.rotate(white[1]),
                    ):
                        self.copies += 1
            self.passes = 0
            self.last = path
        self.ply += 1
        self._allowed_cache = None
        self._legal_cache = None
        self.turn = (seat + 1) % rules.players
        if rules.repetition:
            key = self._key()
            self.repeats = self.seen.get(key, 0) + 1
            self.seen[key] = self.repeats
        events = [Event("draw_declined", {"seat": seat})] if declined else []
        events.append(
            Event(
                "move",
                {"seat": seat, "path": list(action.path), "text": str(action), "move": number},
            )
        )
        self.result = after_move(self, seat, dst, number)
        if self.result is not None:
            self.turn = None
            events.append(Event("game_over", {"outcome": self.result.to_json()}))
        return events

    # --- notation and views -----------------------------------------------------------
    def action_from_json(self, data: Any) -> UgolkiAction | DrawAction:
        return actions.action_from_json(data, self.rules.geo.size)

    def parse_action(self, text: str, seat: int | None = None) -> UgolkiAction | DrawAction:
        return notation.parse_action(text, self.rules.geo.size)

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, color, lang)

    def position(self) -> str:
        return write_position(self)

    def evaluate(self, seat: int) -> float:
        return bots.evaluate(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> UgolkiState:
        return self.clone()

    def perft(self, depth: int) -> int:
        """Leaf count over `legal_actions` (every chain prefix counts as its own move).

        Counted by the compiled kernel where it loaded and applies (two players), else
        by the Python engine (`python_perft`, the reference).
        """
        if depth > 0 and kernel.applies(self):
            return kernel.perft(self, depth)
        return self.python_perft(depth)

    def python_perft(self, depth: int) -> int:
        """`perft` counted by the Python engine alone."""
        if self.turn is None:
            return 1 if depth == 0 else 0
        if depth == 0:
            return 1
        actions = self.legal_actions()
        if depth == 1:
            return len(actions)
        total = 0
        for action in actions:
            child = self.clone()
            child._apply(action, self.turn)
            total += child.python_perft(depth - 1)
        return total
