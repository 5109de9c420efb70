"""Rose King's own search player (the arena's `search`): expectimax over the open position.

Measured against medium on duplicate deals it lost (docs/benchmarks.md, 6 December 2026),
so tables keep the generic levels and this player is for measurement only.

Everything in Rose King is open but the order of the face-down pile, so the
generic MCTS spent its second on cloning full states and on random playouts
that say little about territory. This player searches the position itself:

- a compact copy of the position (`Position`: board, crown, hands, heroes,
  pile) that plays a move in a few microseconds, with the state's own rules of
  skipping a seat that cannot act and of the end;
- chance at the draws: a draw is a chance node, its value the mean over cards
  of the pile (all of them, or a sample drawn with the bot's own generator,
  never the state's), each searched on its own, since the card is known only
  once drawn;
- alpha-beta between the draws (max for Red, min for White, so partners of the
  four-player variant play as one side), deepened one ply at a time while the
  clock allows; a depth left unfinished is dropped;
- a real evaluation (`value`): the n² scores, the heroes left in hand (priced
  down as the supply ends), the gains still open on the empty squares
  (`survey`), and what the side to move can reach next with its cards.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from igroteka.bots.base import timer
from igroteka.games.rose_king.actions import DRAW, PASS, Draw, Pass, Play, RoseKingAction
from igroteka.games.rose_king.cards import CELLS, TARGETS
from igroteka.games.rose_king.protocol import RoseKingPosition
from igroteka.games.rose_king.scoring import NEIGHBOURS, areas, winner

PLAIN = {card: Play(card) for card in TARGETS[0]}
HERO_PLAY = {card: Play(card, True) for card in TARGETS[0]}
# A won game outweighs any score.
WIN = 100_000.0
# A hero in hand: worth about a stone flipped out of a mid-sized territory into one's own.
HERO = 7.0
# Heroes lose their price over the last this many stones of the supply.
HERO_FADE = 12.0
# The share of the gains still open on the empty squares (`frontier`) counted now.
OPEN = 0.15
# Each empty square the side to move could put a stone on next (a choice kept open).
REACH = 1.0


class Abort(Exception):
    """The clock ran out inside a depth: its unfinished values are thrown away."""


class Position:
    """The search's copy of a Rose King position; `play` returns a new one."""

    __slots__ = (
        "board",
        "crown",
        "discard",
        "hands",
        "hero_optional",
        "heroes",
        "legal",
        "limit",
        "over",
        "passes",
        "pile",
        "players",
        "shared",
        "supply",
        "turn",
    )

    board: bytearray
    crown: int
    supply: int
    hands: list[list[str]]
    heroes: list[int]
    pile: list[str]
    discard: list[str]
    turn: int
    passes: int
    over: bool
    players: int
    shared: bool
    limit: int
    hero_optional: bool
    # The moves of the seat to move, found when the turn passed to it (`advance`).
    legal: list[RoseKingAction]

    @classmethod
    def of(cls, state: RoseKingPosition, rng: random.Random) -> Position:
        """The state with its pile in an order drawn from `rng` (what no seat can know)."""
        p = cls()
        p.board = bytearray(state.board)
        p.crown = state.crown
        p.supply = state.supply
        p.hands = [list(h) for h in state.hands]
        p.heroes = list(state.heroes)
        p.pile = list(state.pile)
        rng.shuffle(p.pile)
        p.discard = list(state.discard)
        assert state.turn is not None
        p.turn = state.turn
        p.passes = state.passes
        p.over = False
        p.players = state.players
        p.shared = state.shared
        p.limit = state.limit
        p.hero_optional = bool(getattr(state, "hero_optional", False))
        p.legal = p.moves(p.turn)
        return p

    def copy(self) -> Position:
        p = Position.__new__(Position)
        p.board = bytearray(self.board)
        p.crown = self.crown
        p.supply = self.supply
        p.hands = [list(h) for h in self.hands]
        p.heroes = list(self.heroes)
        p.pile = list(self.pile)
        p.discard = list(self.discard)
        p.turn = self.turn
        p.passes = self.passes
        p.over = self.over
        p.players = self.players
        p.shared = self.shared
        p.limit = self.limit
        p.hero_optional = self.hero_optional
        p.legal = self.legal
        return p

    def holder(self, seat: int) -> int:
        return seat % 2 if self.shared else seat

    def moves(self, seat: int) -> list[RoseKingAction]:
        """As `RoseKingState._moves`: plain plays first, then hero plays, then the draw."""
        holder = self.holder(seat)
        hand = self.hands[holder]
        mine = seat % 2 + 1
        targets = TARGETS[self.crown]
        board = self.board
        plain: list[RoseKingAction] = []
        heroes: list[RoseKingAction] = []
        has_hero = self.heroes[holder] > 0
        for card in hand:
            square = targets[card]
            if square is None:
                continue
            stone = board[square]
            if not stone:
                plain.append(PLAIN[card])
            elif stone != mine and has_hero:
                heroes.append(HERO_PLAY[card])
        can_draw = len(hand) < self.limit
        moves = plain + heroes
        if can_draw:
            moves.append(DRAW)
        if moves and not plain and not can_draw and self.hero_optional:
            moves.append(PASS)
        return moves

    def play(self, action: RoseKingAction, card: str | None = None) -> Position:
        """The position after `action`; a draw takes `card` (one of the pile's) if named."""
        p = self.copy()
        p.apply(action, card)
        return p

    def apply(
        self, action: RoseKingAction, card: str | None = None, rng: random.Random | None = None
    ) -> None:
        """Play `action` here, in place (`play` without the copy; the MCTS's playouts).

        A draw takes `card` if named, else a card of the pile drawn with `rng` if
        given (the card is unknown until drawn, as at the table), else the top of
        this copy's pile (its order drawn by `of`).
        """
        p = self
        seat = p.turn
        holder = p.holder(seat)
        if isinstance(action, Draw):
            if card is not None:
                p.pile.remove(card)
            elif rng is not None:
                card = p.pile.pop(int(rng.random() * len(p.pile)))
            else:
                card = p.pile.pop()
            p.hands[holder].append(card)
            if not p.pile:
                p.pile = p.discard
                p.discard = []
            p.passes = 0
        elif isinstance(action, Pass):
            p.passes += 1
        else:
            assert isinstance(action, Play)
            square = TARGETS[p.crown][action.card]
            assert square is not None
            p.hands[holder].remove(action.card)
            p.discard.append(action.card)
            if action.hero:
                p.heroes[holder] -= 1
            else:
                p.supply -= 1
            p.board[square] = seat % 2 + 1
            p.crown = square
            p.passes = 0
            if p.supply == 0:
                p.over = True
                return
        p.advance(seat)

    def advance(self, seat: int) -> None:
        """The next seat that can act gets the turn; the game ends when none can."""
        n = self.players
        following = seat
        while self.passes < n:
            following = (following + 1) % n
            moves = self.moves(following)
            if moves:
                self.turn = following
                self.legal = moves
                return
            self.passes += 1
        self.over = True


def survey(board: bytearray) -> tuple[int, int, int]:
    """Red's and White's n² scores, and Red's minus White's gains still open.

    The open gain of an empty square for a colour is what a stone of it there would
    add: 2n + 1 next to a territory of n, and 2ab more where it joins territories of
    a and b. Summed over the empty squares this prices the shapes that can still grow
    and, above all, the squares that would join two territories, which the other side
    may want to fill first. One flood fill finds the territories and their empty edges.
    """
    seen = bytearray(CELLS)
    totals = [0, 0, 0]
    # For each colour, each empty square next to it: the sizes of the territories it touches.
    edges: tuple[dict[int, list[int]], dict[int, list[int]], dict[int, list[int]]] = ({}, {}, {})
    for start in range(CELLS):
        colour = board[start]
        if not colour or seen[start]:
            continue
        seen[start] = 1
        stack = [start]
        size = 0
        empty: set[int] = set()
        while stack:
            square = stack.pop()
            size += 1
            for other in NEIGHBOURS[square]:
                stone = board[other]
                if not stone:
                    empty.add(other)
                elif stone == colour and not seen[other]:
                    seen[other] = 1
                    stack.append(other)
        totals[colour] += size * size
        touching = edges[colour]
        for square in empty:
            touching.setdefault(square, []).append(size)
    gains = [0, 0, 0]
    for colour in (1, 2):
        total = 0
        for sizes in edges[colour].values():
            if len(sizes) == 1:
                total += 2 * sizes[0] + 1
            else:
                joined = 1 + sum(sizes)
                total += joined * joined - sum(n * n for n in sizes)
        gains[colour] = total
    return totals[1], totals[2], gains[1] - gains[2]


def value(p: Position, open_share: float = OPEN, hero: float = HERO) -> float:
    """Red's advantage in points: score lead, heroes in hand, open gains and the mover's reach."""
    red, white, open_gains = survey(p.board)
    lead = float(red - white)
    if p.over:
        won = winner(areas(p.board, 1), areas(p.board, 2))  # the rules' tie-breaks too
        if won is None:
            return 0.0
        return (WIN if won == 0 else -WIN) + lead
    heroes = [0, 0]
    for holder, count in enumerate(p.heroes):
        heroes[holder % 2] += count  # holders alternate colours in every form of the game
    # A hero kept to the end is worth nothing: its price falls as the supply runs out.
    lead += hero * min(1.0, p.supply / HERO_FADE) * (heroes[0] - heroes[1])
    if open_share:
        lead += open_share * open_gains
    # What the side to move can put on an empty square with its cards: a position
    # where one side is left with nothing to play but draws is a bad one for it.
    hand = p.hands[p.holder(p.turn)]
    targets = TARGETS[p.crown]
    board = p.board
    reach = 0
    for card in hand:
        square = targets[card]
        if square is not None and not board[square]:
            reach += 1
    return lead + (REACH * reach if p.turn % 2 == 0 else -REACH * reach)


class SearchBot:
    """Iterative-deepening expectimax, alpha-beta between the draws (the module docstring)."""

    SETTINGS: ClassVar[dict[str, tuple[type, float]]] = {
        "time": (float, 0.01),
        "depth": (int, 1),
        "draws": (int, 1),
        "root": (int, 1),
        "open": (float, 0.0),
        "hero": (float, 0.0),
    }

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        given = options or {}
        self.time = float(given.get("time", 0.2))
        self.depth = int(given.get("depth", 12))
        # Cards a draw is tried with: deep in the search, and for a draw now.
        self.draws = int(given.get("draws", 2))
        self.root = int(given.get("root", 8))
        self.open = float(given.get("open", OPEN))
        self.hero = float(given.get("hero", HERO))

    def choose(self, state: Any, seat: int, rng: random.Random) -> RoseKingAction:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]  # type: ignore[no-any-return]
        clock = timer()
        self._deadline = clock() + self.time
        self._clock = clock
        self._nodes = 0
        self._rng = rng
        start = Position.of(state, rng)
        root = start.moves(seat)
        sign = 1.0 if seat % 2 == 0 else -1.0
        best = root[0]
        for depth in range(1, self.depth + 1):
            values: list[float] = []
            try:
                for move in root:
                    if isinstance(move, Draw):
                        v = self._chance(start, depth, self.root)
                    else:
                        v = self._search(start.play(move), depth - 1, -2 * WIN, 2 * WIN)
                    values.append(sign * v)
            except Abort:
                break
            order = sorted(range(len(root)), key=lambda i: -values[i])
            best = root[order[0]]
            # Search the best first next time: its value bounds the others sooner.
            root = [root[i] for i in order]
            self.reached = depth
            if max(values) > WIN / 2:
                break  # a sure win: no need to look deeper
        return best

    def _chance(self, p: Position, depth: int, samples: int) -> float:
        """A draw's value: the mean over cards of the pile the drawer may get.

        The card is known only after the draw, so each is searched on its own: a search
        that knew the pile's order would draw exactly when the next card suits it.
        """
        pile = p.pile
        cards = pile if len(pile) <= samples else self._rng.sample(pile, samples)
        total = 0.0
        for card in cards:
            total += self._search(p.play(DRAW, card), depth - 1, -2 * WIN, 2 * WIN)
        return total / len(cards)

    def _search(self, p: Position, depth: int, alpha: float, beta: float) -> float:
        """Red's value of `p`, exact between alpha and beta."""
        self._nodes += 1
        if self._nodes & 63 == 0 and self._clock() > self._deadline:
            raise Abort
        if p.over or depth == 0:
            return value(p, self.open, self.hero)
        moves = p.moves(p.turn)
        maximise = p.turn % 2 == 0
        best = -3 * WIN if maximise else 3 * WIN
        for move in moves:
            if isinstance(move, Draw):
                v = self._chance(p, depth, self.draws)
            else:
                v = self._search(p.play(move), depth - 1, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best
