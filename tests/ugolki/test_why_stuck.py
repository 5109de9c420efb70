"""A one-square path: the table asks why the piece a player picked up cannot move."""

from __future__ import annotations

import pytest

from igroteka.engine import IllegalAction

from .helpers import position, start

CASES = [
    (None, "a1", "piece_blocked", "Этой шашке сейчас некуда ходить: ни шагнуть, ни прыгнуть"),
    (None, "d3", "no_target", "Укажите, куда идёт шашка"),
    (None, "e8", "not_yours", "Шашка на e8 не ваша"),
    (None, "e5", "no_piece", "На клетке e5 нет шашки"),
    (
        ("W:Wf8,g8,h7,h5,g5,f5,h4,h3,a1:Bh8,b4", "online"),
        "h5",
        "lock",
        "Любой ход этой шашки запер бы шашку соперника, а запирать запрещено",
    ),
    (
        ("W:Wh1,d4:Bd5,e7", "kostrov"),
        "d4",
        "home_first",
        "Соперник уже вывел все шашки из дома: ходите шашками, которые ещё в вашем доме",
    ),
]


@pytest.mark.parametrize(("where", "square", "code", "words"), CASES)
def test_one_square_says_why_the_piece_stays(where, square, code, words):
    state = start() if where is None else position(*where)
    before = state.position()
    action = state.action_from_json({"path": [square]})
    assert action not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert refused.value.code == code
    assert refused.value.message("ru") == words
    assert refused.value.message("en") not in ("", words)
    assert state.position() == before
