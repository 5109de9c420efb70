"""Klabor's table options (listed on rules.en.md) and its named rule sets.

Every variant the rules page names is an option, in a player's
words; the options and presets themselves are data, `options.toml` beside
this module, read by `igroteka.cards.options`. An option that only matters
for another player count (who gets the turned card in a four-player deal, how
a three-player бейт is split) is accepted at any count and then has no
effect, and its help says so, so that a preset never refuses a table. Only
real contradictions are refused, here, with an error that names both options.
"""

from __future__ import annotations

from igroteka.cards.options import load_schema
from igroteka.engine.errors import OptionError
from igroteka.engine.i18n import Text
from igroteka.engine.options import OptionValue


def check(values: dict[str, OptionValue]) -> None:
    """Refuse the combinations no table can play, naming the options involved."""
    if values["tournament_pairs"]:
        if values["players"] != 4 or values["four_player_mode"] != "teams":
            raise OptionError(
                Text(
                    "Турнир пар играют только вчетвером, пара на пару: выберите «Игроков: "
                    "четверо» и «Вчетвером: пара на пару»",
                    "The pairs tournament is for four players in pairs: set 'Players' to "
                    "four and 'With four players' to two pairs",
                ),
                option="tournament_pairs",
            )
        if values["obligatory_order"]:
            raise OptionError(
                Text(
                    "В турнире пар при всех пасах карты пересдаются, а обяз действует только "
                    "на победителей первого раунда: выключите «Заказ обязателен»",
                    "The pairs tournament redeals when everyone passes and puts only the "
                    "first round's winners under «обяз»: turn off 'Dealer must order'",
                ),
                option="obligatory_order",
            )


SCHEMA = load_schema("igroteka.games.klabor", check)
OPTIONS = SCHEMA.options
PRESETS = SCHEMA.presets
