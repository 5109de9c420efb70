"""Kings Corner's options (data in options.toml) and the combinations it refuses.

The refusals name both sides of a clash: a player limit below the table's
players, a four-card refill without the four-card deal or beside the other
empty-hand rules (draw until you can play, three cards on an empty hand), and
chip stakes with a points target (chips are played for a number of hands).
"""

from __future__ import annotations

from igroteka.cards.options import load_schema
from igroteka.engine.errors import OptionError
from igroteka.engine.i18n import Text
from igroteka.engine.options import OptionValue


def check(values: dict[str, OptionValue]) -> None:
    players = int(values["players"])
    if players > int(values["players_max"]):
        raise OptionError(
            Text(
                "«Игроков»: {players}, а «Предел игроков» — до четырёх",
                "'Players' is {players} but the 'Player limit' is four",
            ).with_params(players=players),
            option="players",
        )
    if values["four_card_refill"] and int(values["deal_size"]) != 4:
        raise OptionError(
            Text(
                "«Добор на пустые места» играют только с «Карт на руку»: по 4",
                "'Refill onto empty spots' is played only with 'Cards dealt': 4 each",
            ),
            option="four_card_refill",
        )
    if values["four_card_refill"] and (values["draw_until_play"] or values["empty_hand_draw"]):
        raise OptionError(
            Text(
                "«Добор на пустые места» несовместим с «Брать, пока не сможешь сыграть» "
                "и «Пустая рука при свободной стороне»: у них разные правила пустой руки",
                "'Refill onto empty spots' cannot be combined with 'Draw until you can play' "
                "or 'Empty hand with a side spot open': their empty-hand rules conflict",
            ),
            option="four_card_refill",
        )
    if values["stakes"] != "points" and values["match"] == "target":
        raise OptionError(
            Text(
                "На фишках и на пул не играют «до порога очков»: выберите в «Партия» "
                "число сдач или одну сдачу",
                "Chips and pool are not played 'to a target': choose a fixed number of "
                "hands or one hand under 'Match'",
            ),
            option="stakes",
        )


SCHEMA = load_schema("igroteka.games.kings_corner", check)
