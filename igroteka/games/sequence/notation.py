"""Sequence moves as players type them: "Q♥ e4", "qh e4", "J♣ b2", "exchange 3♠", "discard J♥".

A card is named by its face (either copy: the one in hand is taken), a cell
by its column letter and row number from the top. The Russian words «обмен»
and «сброс» work too; Sequence Numbers cards are written as on the card
("8+7", "22-7", "Plus").
"""

from __future__ import annotations

from collections.abc import Sequence

from igroteka.engine.errors import IllegalAction, MalformedAction
from igroteka.engine.i18n import Text
from igroteka.games.sequence.actions import Action, Discard, Exchange, Play
from igroteka.games.sequence.board import parse_cell
from igroteka.games.sequence.cards import Pack

EXCHANGE_WORDS = ("exchange", "обмен", "обменять")
DISCARD_WORDS = ("discard", "сброс", "сбросить")

READ_HELP = Text(
    "Не понимаю ход «{text}»: пишите карту и клетку («Q♥ e4»), «обмен 3♠» или «сброс J♥»",
    "Cannot read the move '{text}': type a card and a cell ('Q♥ e4'), 'exchange 3♠' or "
    "'discard J♥'",
)
NO_SUCH_MOVE = Text("Ход «{text}» сейчас невозможен", "The move '{text}' is not possible now")


def parse_action(text: str, pack: Pack, legal: Sequence[Action]) -> Action:
    words = text.strip().split()
    if not words:
        raise MalformedAction(READ_HELP.with_params(text=text))
    head = words[0].lower()
    kind: type[Action]
    if head in EXCHANGE_WORDS or head in DISCARD_WORDS:
        kind = Exchange if head in EXCHANGE_WORDS else Discard
        if len(words) < 2:
            raise MalformedAction(READ_HELP.with_params(text=text))
        written = "".join(words[1:])
        cell = None
    else:
        if len(words) < 2:
            raise MalformedAction(READ_HELP.with_params(text=text))
        kind = Play
        written = "".join(words[:-1])
        cell = parse_cell(words[-1])
    exact = pack.from_json(written) if "#" in written else None
    code = pack.parse_kind(written)
    for action in legal:
        if not isinstance(action, kind) or pack.kind_code(action.card) != code:
            continue
        if exact is not None and action.card != exact:
            continue
        if isinstance(action, Play) and action.cell != cell:
            continue
        return action
    raise IllegalAction(NO_SUCH_MOVE.with_params(text=text))
