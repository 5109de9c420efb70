"""PDN export of a game (GameType 25, Russian draughts), in the form pydraughts reads and writes.

Moves are written `c3-d4` and `c3xe5`; a capture whose start and end squares
do not identify it among the legal moves is written with its whole path
(`c1xa3xd6xf4xc1`). Draw offers are not moves and are left out; an agreed
draw shows in the result.
"""

from __future__ import annotations

from igroteka.games.russian_checkers.actions import Move
from igroteka.games.russian_checkers.protocol import CheckersPosition

GAME_TYPE = "25,W,8,8,A0,0"


def pdn_move(state: CheckersPosition, move: Move) -> str:
    """The PDN text of a legal `move` in `state`: short from-to unless that is ambiguous."""
    if not move.capture:
        return "-".join(move.path)
    same_ends = [
        m
        for m in state.legal_actions()
        if m.path[0] == move.path[0] and m.path[-1] == move.path[-1]
    ]
    if len(same_ends) == 1:
        return f"{move.path[0]}x{move.path[-1]}"
    return "x".join(move.path)


def result_text(state: CheckersPosition) -> str:
    result = state.outcome()
    if result is None:
        return "*"
    if not result.winners:
        return "1/2-1/2"
    return "1-0" if result.winners == (0,) else "0-1"


def export_pdn(state: CheckersPosition, tags: dict[str, str] | None = None) -> str:
    """The game from its start position to now as one PDN game."""
    replay = state.game.state_from_position(state.start_fen, state.options)
    texts: list[str] = []
    for _, action in state.history:
        if isinstance(action, Move):
            texts.append(pdn_move(replay, replay.action_from_json(action.to_json())))
        replay.apply(action)
    header = {
        "Event": "Igroteka",
        "Site": "Igroteka",
        "Date": "????.??.??",
        "Round": "-",
        "White": "?",
        "Black": "?",
    }
    header.update(tags or {})
    header["Result"] = result_text(state)
    header["GameType"] = GAME_TYPE
    header["FEN"] = state.start_fen
    lines = [f'[{name} "{value}"]' for name, value in header.items()]
    body: list[str] = []
    number = 1
    index = 0
    if state.start_fen.startswith("B") and texts:
        body.append(f"1... {texts[0]}")
        index = 1
        number = 2
    while index < len(texts):
        pair = texts[index : index + 2]
        body.append(f"{number}. {' '.join(pair)}")
        index += 2
        number += 1
    body.append(header["Result"])
    return "\n".join(lines) + "\n\n" + " ".join(body) + "\n"
