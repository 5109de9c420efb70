"""Ugolki's options and the rule sets (presets) of the clubs and books that
rules.en.md names.

Every end rule is its own option so a table can mix them; a preset is one
source's complete rule set. Combinations that make no sense (a 1-2-3-4-5
home on 8×8, four players on a small board) are refused by `check_options`
with a message naming the options involved.
"""

from __future__ import annotations

from igroteka.engine.errors import OptionError
from igroteka.engine.i18n import Text
from igroteka.engine.options import (
    Choice,
    Condition,
    Option,
    OptionSchema,
    OptionValue,
    Preset,
)
from igroteka.games.ugolki.board import HOME_NAMES

BOARD_SIZES = {"8x8": 8, "10x10": 10, "16x16": 16}
ALLOWED_HOMES = {
    "8x8": ("3x3", "3x4", "4x4", "tri4"),
    "10x10": ("3x3", "3x4", "4x4", "tri4", "tri5"),
    "16x16": ("halma19", "halma13"),
}
MIRROR_WINDOW = 12
MIRROR_COPIES = 10
# The end rules tied to the leave-home deadline and to the move cut-off mean
# nothing when that deadline or cut-off is 0 (none).
WITH_DEADLINE = (Condition("leave_deadline", (0,), negate=True),)
WITH_CUTOFF = (Condition("cutoff_move", (0,), negate=True),)

OPTIONS = (
    Option(
        "board",
        "choice",
        "8x8",
        Text("Доска", "Board"),
        choices=(
            Choice("8x8", Text("8×8 (шахматная)", "8×8 (chessboard)")),
            Choice("10x10", Text("10×10", "10×10")),
            Choice("16x16", Text("16×16 (халма)", "16×16 (Halma)")),
        ),
        headline=True,
    ),
    Option(
        "home",
        "choice",
        "3x4",
        Text("Дом (начальная расстановка)", "Home (starting set-up)"),
        choices=tuple(Choice(key, name) for key, name in HOME_NAMES.items()),
        headline=True,
    ),
    Option(
        "players",
        "choice",
        "2",
        Text("Игроков", "Players"),
        help=Text(
            "Вчетвером — халма 16×16, каждый сам за себя, из своего угла в противоположный",
            "Four players: Halma on 16×16, each for himself, from his corner to the opposite one",
        ),
        choices=(Choice("2", Text("двое", "two")), Choice("4", Text("четверо", "four"))),
        headline=True,
    ),
    Option(
        "white_corner",
        "choice",
        "left",
        Text("Угол белых", "White's corner"),
        choices=(
            Choice("left", Text("левый нижний (a1)", "bottom left (a1)")),
            Choice("right", Text("правый нижний (h1)", "bottom right (h1)")),
        ),
    ),
    Option(
        "moves",
        "choice",
        "orthogonal",
        Text("Ходы", "Moves"),
        choices=(
            Choice(
                "orthogonal",
                Text("«прямые»: по вертикали и горизонтали", "orthogonal only (straight)"),
            ),
            Choice(
                "all",
                Text("во все стороны, и по диагонали (халма)", "orthogonal and diagonal (Halma)"),
            ),
            Choice("diagonal", Text("«косые»: только по диагонали", "diagonal only (slanting)")),
            Choice(
                "steps8",
                Text(
                    "шаг в любую сторону, прыжок только по прямой",
                    "step any way, jump only orthogonally",
                ),
            ),
        ),
        headline=True,
    ),
    Option(
        "finish",
        "choice",
        "reply",
        Text("Победа при постройке дома", "Winning by filling the home"),
        choices=(
            Choice(
                "reply",
                Text(
                    "у чёрных есть ответный ход; построили оба — ничья",
                    "Black has one reply move; both complete: a draw",
                ),
            ),
            Choice(
                "immediate",
                Text("кто первый построил, тот и выиграл", "whoever completes first wins at once"),
            ),
        ),
    ),
    Option(
        "leave_deadline",
        "int",
        40,
        Text(
            "Срок вывода шашек из дома (ходов, 0 — нет)", "Deadline to leave home (moves, 0: none)"
        ),
        minimum=0,
        maximum=500,
    ),
    Option(
        "late_pieces",
        "choice",
        "1",
        Text("Кто проигрывает к сроку вывода", "Who loses at the leave-home deadline"),
        choices=(
            Choice("1", Text("кто не вывел хоть одну шашку", "anyone with a piece still home")),
            Choice(
                "2",
                Text(
                    "у кого дома две и более шашки",
                    "anyone with two or more pieces still home",
                ),
            ),
        ),
        help=Text(
            "По одному из описаний одна отставшая шашка ещё не проигрыш: проигрывает тот, у "
            "кого в доме осталось «две и более»",
            "One description lets a single straggler off: only a side with “two or more” "
            "pieces still at home loses",
        ),
        applies_when=WITH_DEADLINE,
    ),
    Option(
        "no_return",
        "bool",
        False,
        Text(
            "Вернул шашку в свой дом после срока — проиграл",
            "Putting a piece back home after the deadline loses",
        ),
        applies_when=WITH_DEADLINE,
    ),
    Option(
        "cutoff_move",
        "int",
        80,
        Text("Окончание партии на ходу (0 — нет)", "Game cut off at move (0: never)"),
        minimum=0,
        maximum=1000,
    ),
    Option(
        "cutoff_judge",
        "choice",
        "pieces",
        Text("Кто побеждает при окончании партии по ходам", "Who wins at the cut-off"),
        choices=(
            Choice(
                "pieces",
                Text("у кого больше шашек в доме соперника", "more pieces in the opponent's home"),
            ),
            Choice("tempo", Text("у кого меньше темповое число", "lower tempo number")),
        ),
        applies_when=WITH_CUTOFF,
    ),
    Option(
        "mirror_limit",
        "bool",
        True,
        Text(
            "Чёрные повторяют не больше 10 из первых 12 ходов белых",
            "Black may copy at most 10 of White's first 12 moves",
        ),
    ),
    Option(
        "repetition",
        "bool",
        True,
        Text("Трёхкратное повторение позиции — ничья", "Threefold repetition is a draw"),
    ),
    Option(
        "no_lock",
        "bool",
        True,
        Text("Запрещено запирать шашку соперника", "Locking an opponent's piece in is forbidden"),
    ),
    Option(
        "home_first",
        "bool",
        False,
        Text(
            "Когда соперник вышел из дома, ходить только шашками из своего дома",
            "Once the opponent has left home, move only pieces still in yours",
        ),
    ),
    Option(
        "stay_in_target",
        "bool",
        False,
        Text(
            "Шашка, вошедшая в дом соперника, не может его покинуть",
            "A piece that entered the opponent's home may not leave it",
        ),
    ),
    Option(
        "auto_finish",
        "bool",
        False,
        Text("Автозавершение хода", "Finish the move automatically"),
        help=Text(
            "Ход заканчивается сам, когда прыгать дальше некуда",
            "The move ends by itself when no further jump exists",
        ),
    ),
)

_OFF = {
    "mirror_limit": False,
    "repetition": False,
    "no_lock": False,
    "home_first": False,
    "stay_in_target": False,
    "no_return": False,
}

PRESETS = (
    Preset(
        "online",
        Text("Онлайн-клуб: уголки 3×4", "Online club: ugolki 3×4"),
        {
            "board": "8x8",
            "home": "3x4",
            "players": "2",
            "white_corner": "left",
            "moves": "orthogonal",
            "finish": "reply",
            "leave_deadline": 40,
            "no_return": False,
            "cutoff_move": 80,
            "cutoff_judge": "pieces",
            "mirror_limit": True,
            "repetition": True,
            "no_lock": True,
            "home_first": False,
            "stay_in_target": False,
        },
        Text(
            "Дома 3×4, ходы по прямой; у чёрных ответный ход; не вывел шашки за 40 ходов — "
            "проиграл; на 80-м ходу чёрных побеждает тот, у кого больше шашек в доме соперника; "
            "не больше 10 зеркальных ходов из 12; повторение — ничья; запирать нельзя",
            "3×4 homes, orthogonal moves; Black has a reply move; pieces still home after "
            "40 moves lose; at Black's move 80 more pieces in the opponent's home wins; at most "
            "10 mirror moves of 12; repetition draws; no locking in",
        ),
    ),
    Preset(
        "diagonal",
        Text(
            "Онлайн-клуб: уголки с диагональными ходами", "Online club: ugolki with diagonal moves"
        ),
        {
            "board": "8x8",
            "home": "3x4",
            "players": "2",
            "white_corner": "left",
            "moves": "all",
            "finish": "reply",
            "leave_deadline": 30,
            "no_return": False,
            "cutoff_move": 80,
            "cutoff_judge": "pieces",
            "mirror_limit": True,
            "repetition": True,
            "no_lock": False,
            "home_first": False,
            "stay_in_target": False,
        },
        Text(
            "Правила онлайн-клуба, ходы и прыжки во все стороны, срок вывода — 30 ходов",
            "The online club's rules with moves in all directions; 30 moves to leave home",
        ),
    ),
    Preset(
        "kosye",
        Text("«Косые» уголки", "Diagonal-only ugolki"),
        {
            "board": "8x8",
            "home": "3x3",
            "players": "2",
            "white_corner": "left",
            "moves": "diagonal",
            "finish": "reply",
            "leave_deadline": 0,
            "no_return": False,
            "cutoff_move": 80,
            "cutoff_judge": "pieces",
            "mirror_limit": False,
            "repetition": True,
            "no_lock": True,
            "home_first": False,
            "stay_in_target": True,
        },
        Text(
            "Ходы и прыжки только по диагонали; вошедшая в дом соперника шашка его не "
            "покидает; запирать нельзя; равное число ходов — ничья",
            "Moves and jumps only diagonally; a piece in the opponent's home stays there; "
            "no locking in; completing in the same number of moves draws",
        ),
    ),
    Preset(
        "gambiter_halma8",
        Text("GAMBITER: халма 8×8 (1-2-3-4)", "GAMBITER: Halma 8×8 (1-2-3-4)"),
        {
            "board": "8x8",
            "home": "tri4",
            "players": "2",
            "white_corner": "right",
            "moves": "all",
            "finish": "reply",
            "leave_deadline": 30,
            "no_return": False,
            "cutoff_move": 80,
            "cutoff_judge": "tempo",
            **_OFF,
        },
        Text(
            "Треугольники по 10, ходы во все стороны; выход из дома за 30 ходов; "
            "на 80-м ходу побеждает меньшее темповое число",
            "Triangles of 10, moves in all directions; leave home within 30 moves; "
            "at move 80 the lower tempo number wins",
        ),
    ),
    Preset(
        "gambiter_halma10",
        Text("GAMBITER: халма 10×10 (1-2-3-4-5)", "GAMBITER: Halma 10×10 (1-2-3-4-5)"),
        {
            "board": "10x10",
            "home": "tri5",
            "players": "2",
            "white_corner": "right",
            "moves": "all",
            "finish": "reply",
            "leave_deadline": 50,
            "no_return": False,
            "cutoff_move": 120,
            "cutoff_judge": "tempo",
            **_OFF,
        },
        Text(
            "Треугольники по 15, ходы во все стороны; выход из дома за 50 ходов; "
            "на 120-м ходу побеждает меньшее темповое число",
            "Triangles of 15, moves in all directions; leave home within 50 moves; "
            "at move 120 the lower tempo number wins",
        ),
    ),
    Preset(
        "gambiter_mini",
        Text("GAMBITER: мини-уголки 3×3", "GAMBITER: mini-ugolki 3×3"),
        {
            "board": "8x8",
            "home": "3x3",
            "players": "2",
            "white_corner": "right",
            "moves": "orthogonal",
            "finish": "reply",
            "leave_deadline": 40,
            "no_return": False,
            "cutoff_move": 80,
            "cutoff_judge": "tempo",
            **_OFF,
        },
        Text(
            "Дома 3×3, ходы по прямой; выход из дома за 40 ходов; "
            "на 80-м ходу побеждает меньшее темповое число",
            "3×3 homes, orthogonal moves; leave home within 40 moves; "
            "at move 80 the lower tempo number wins",
        ),
    ),
    Preset(
        "novice",
        Text("Уголки для новичков: шаг в любую сторону", "Beginners' ugolki: step any way"),
        {
            "board": "8x8",
            "home": "3x3",
            "players": "2",
            "white_corner": "left",
            "moves": "steps8",
            "finish": "immediate",
            "leave_deadline": 40,
            "late_pieces": "2",
            "cutoff_move": 0,
            "cutoff_judge": "pieces",
            **_OFF,
            "no_return": True,
        },
        Text(
            "Дома 3×3; шаг в любую из восьми сторон, прыжок только по прямой; проигрывает тот, "
            "у кого после 40 ходов дома две и более шашки или кто вернул шашку домой после "
            "40-го хода; кто первый построил дом — выиграл",
            "3×3 homes; a step in any of eight directions, a jump only orthogonally; after 40 "
            "moves a side with two or more pieces still home loses, and so does one that puts "
            "a piece back home after move 40; the first to fill the home wins",
        ),
    ),
    Preset(
        "classic50",
        Text("Уголки с правилом 50 ходов", "Ugolki with the 50-move rule"),
        {
            "board": "8x8",
            "home": "3x4",
            "players": "2",
            "white_corner": "left",
            "moves": "orthogonal",
            "finish": "immediate",
            "leave_deadline": 50,
            "cutoff_move": 0,
            "cutoff_judge": "pieces",
            **_OFF,
            "no_return": True,
            "repetition": True,
        },
        Text(
            "Кто первый построил дом — выиграл; шашка в своём доме после 50 ходов "
            "или возвращённая туда после 50-го хода — поражение",
            "First to fill the home wins; a piece still home after 50 moves, or put back "
            "home after move 50, loses",
        ),
    ),
    Preset(
        "halma16",
        Text("Халма 16×16 на двоих", "Halma 16×16 for two"),
        {
            "board": "16x16",
            "home": "halma19",
            "players": "2",
            "white_corner": "left",
            "moves": "all",
            "finish": "reply",
            "leave_deadline": 60,
            "no_return": False,
            "cutoff_move": 200,
            "cutoff_judge": "tempo",
            **_OFF,
        },
        Text(
            "По 19 шашек, ходы во все стороны; выход из дома за 60 ходов; "
            "на 200-м ходу побеждает меньшее темповое число",
            "19 pieces each, moves in all directions; leave home within 60 moves; "
            "at move 200 the lower tempo number wins",
        ),
    ),
    Preset(
        "halma16_4",
        Text("Халма 16×16 вчетвером", "Halma 16×16 for four"),
        {
            "board": "16x16",
            "home": "halma13",
            "players": "4",
            "white_corner": "left",
            "moves": "all",
            "finish": "reply",
            "leave_deadline": 60,
            "no_return": False,
            "cutoff_move": 200,
            "cutoff_judge": "tempo",
            **_OFF,
        },
        Text(
            "Четыре угла по 13 шашек, каждый сам за себя; выход из дома за 60 ходов; "
            "на 200-м ходу побеждает меньшее темповое число",
            "Four corners of 13 pieces, each for himself; leave home within 60 moves; "
            "at move 200 the lower tempo number wins",
        ),
    ),
    Preset(
        "kostrov",
        Text("Детские правила В. В. Кострова", "Children's rules of V. V. Kostrov"),
        {
            "board": "8x8",
            "home": "3x3",
            "players": "2",
            "white_corner": "right",
            "moves": "orthogonal",
            "finish": "immediate",
            "leave_deadline": 0,
            "cutoff_move": 80,
            "cutoff_judge": "pieces",
            **_OFF,
            "home_first": True,
            "repetition": True,
        },
        Text(
            "«Город» 3×3, ходы по прямой; кто первый занял город соперника — выиграл; "
            "когда соперник освободил свой город, ходить только пешками из своего",
            "A 3×3 'town', orthogonal moves; first to occupy the other town wins; once "
            "the opponent has emptied his town, move only pieces still in yours",
        ),
    ),
)


def _error(ru: str, en: str, option: str, **params: object) -> OptionError:
    return OptionError(Text(ru, en).with_params(**params), option=option)


def check_options(values: dict[str, OptionValue]) -> None:
    """Refuse option combinations that no source plays, naming what conflicts."""
    board, home = str(values["board"]), str(values["home"])
    players = int(values["players"])
    if home not in ALLOWED_HOMES[board]:
        boards = [b.replace("x", "×") for b, homes in ALLOWED_HOMES.items() if home in homes]
        raise _error(
            "Дом «{home}» не ставится на доске {board}: для него нужна доска {boards}",
            "The home '{home}' is not played on a {board} board: it needs {boards}",
            "home",
            home=HOME_NAMES[home],
            board=board.replace("x", "×"),
            boards=" / ".join(boards),
        )
    if home == "halma19" and players != 2:
        raise _error(
            "Двор из 19 шашек — для игры вдвоём",
            "The 19-piece yard is for two players",
            "home",
        )
    if players == 4 and (board != "16x16" or home != "halma13"):
        raise _error(
            "Вчетвером играют только в халму на доске 16×16 с дворами по 13 шашек",
            "Four players play only Halma on the 16×16 board with 13-piece yards",
            "players",
        )
    if values["mirror_limit"] and players != 2:
        raise _error(
            "Ограничение зеркальной игры — правило для двоих игроков",
            "The mirror-play limit is a two-player rule",
            "mirror_limit",
        )
    deadline, cutoff = int(values["leave_deadline"]), int(values["cutoff_move"])
    if deadline and cutoff and deadline >= cutoff:
        raise _error(
            "Срок вывода шашек из дома ({deadline}) должен быть раньше окончания партии "
            "на ходу {cutoff}",
            "The leave-home deadline ({deadline}) must come before the cut-off at move {cutoff}",
            "leave_deadline",
            deadline=deadline,
            cutoff=cutoff,
        )
    if values["no_return"] and not deadline:
        raise _error(
            "Правило о возврате в дом действует после срока вывода: задайте срок",
            "The no-return rule starts at the leave-home deadline: set a deadline",
            "no_return",
        )


SCHEMA = OptionSchema(OPTIONS, PRESETS, default_preset="online", check=check_options)
