"""Tic-tac-toe: a solved game, so perfect play can be checked against its theory (a draw)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from igroteka.engine import Game, MalformedAction, OptionSchema, Outcome, State, Text
from igroteka.engine.events import Event

LINES = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)  # fmt: skip


@dataclass(frozen=True)
class Mark:
    cell: int

    def to_json(self) -> int:
        return self.cell

    def __str__(self) -> str:
        return "abc"[self.cell % 3] + str(self.cell // 3 + 1)


class TicTacToeState(State):
    def __init__(self, game: Game, options: dict[str, Any], seed: int = 0) -> None:
        super().__init__(game, options, seed)
        self.board: list[int | None] = [None] * 9
        self.to_move = 0

    def winner(self) -> int | None:
        for a, b, c in LINES:
            if self.board[a] is not None and self.board[a] == self.board[b] == self.board[c]:
                return self.board[a]
        return None

    def current_seat(self) -> int | None:
        if self.winner() is not None or all(v is not None for v in self.board):
            return None
        return self.to_move

    def legal_actions(self, seat: int | None = None) -> list[Mark]:
        if self.not_acting(seat):
            return []
        if self.current_seat() is None:
            return []
        return [Mark(i) for i, v in enumerate(self.board) if v is None]

    def outcome(self) -> Outcome | None:
        if self.current_seat() is not None:
            return None
        won = self.winner()
        if won is None:
            return Outcome((0.0, 0.0), (), Text("Ничья", "Draw"))
        returns = (1.0, -1.0) if won == 0 else (-1.0, 1.0)
        return Outcome(returns, (won,), Text("Три в ряд", "Three in a row"))

    def _apply(self, action: Mark, seat: int) -> list[Event]:
        self.board[action.cell] = self.to_move
        self.to_move = 1 - self.to_move
        return [Event("mark", {"cell": action.cell})]

    def action_from_json(self, data: Any) -> Mark:
        if not isinstance(data, int) or not 0 <= data < 9:
            raise MalformedAction(Text("Клетка 0…8", "A cell is 0…8"))
        return Mark(data)

    def parse_action(self, text: str) -> Mark:
        text = text.strip().lower()
        if len(text) != 2 or text[0] not in "abc" or text[1] not in "123":
            raise MalformedAction(
                Text("Клетка пишется как b2, а не «{t}»", "A cell is written b2, not '{t}'")
                .with_params(t=text)
            )
        return Mark("abc".index(text[0]) + 3 * (int(text[1]) - 1))

    def explain_illegal(self, action: Any) -> Text:
        if isinstance(action, Mark) and self.board[action.cell] is not None:
            return Text("Клетка {c} занята", "Cell {c} is taken").with_params(c=str(action))
        return super().explain_illegal(action)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"board": list(self.board), "to_move": self.current_seat()}

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        marks = {None: ".", 0: "X", 1: "O"}
        rows = ["".join(marks[self.board[r * 3 + c]] for c in range(3)) for r in range(3)]
        return "\n".join(f"{r + 1} {row}" for r, row in enumerate(rows)) + "\n  abc"

    def key(self) -> tuple[Any, ...]:
        return (tuple(self.board), self.to_move)

    def clone(self) -> TicTacToeState:
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.history = list(self.history)
        # no chance in this game: the generator is never drawn, so the copy may share it
        return other


class TicTacToe(Game):
    id = "test_tictactoe"
    name = Text("Крестики-нолики", "Tic-tac-toe")
    options = OptionSchema(())

    def new_state(self, options: dict[str, Any] | None = None, seed: Any = 0) -> TicTacToeState:
        return TicTacToeState(self, options or self.resolve_options(), seed)


TICTACTOE = TicTacToe()
