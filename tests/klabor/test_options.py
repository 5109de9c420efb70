"""Options and presets: every preset resolves, names exist in both languages, conflicts refused."""

from __future__ import annotations

import pytest

from igroteka.engine import OptionError
from tests.klabor.helpers import GAME


def test_every_preset_resolves_and_is_named_in_both_languages():
    for preset in GAME.options.presets:
        values = GAME.resolve_options(preset.key)
        assert GAME.options.matching_preset(values) == preset.key
        assert preset.name.ru and preset.name.en and preset.name.ru != preset.name.en
        assert preset.description is not None


def test_every_option_has_a_bilingual_label_and_help():
    for option in GAME.options.options:
        assert option.label.ru and option.label.en
        assert option.help is not None and option.help.ru and option.help.en


def test_default_is_moscow_deberts_for_two():
    values = GAME.resolve_options()
    assert values["players"] == 2 and values["target"] == 501
    assert values["weak_hand_redeal"] == "13" and values["seven_exchange"] == "anyone"
    assert not values["klabor_combo"] and values["team_melds"] == "player_only"


@pytest.mark.parametrize(("key", "value"), [("players", 5), ("target", 700),
                                            ("weak_hand_redeal", "7"), ("deal_packets", 4),
                                            ("bella_strict", "maybe")])
def test_bad_values_name_the_option(key, value):
    with pytest.raises(OptionError) as error:
        GAME.resolve_options(None, {key: value})
    assert error.value.details["option"] == key


def test_unknown_option_and_preset():
    with pytest.raises(OptionError):
        GAME.resolve_options(None, {"jokers": True})
    with pytest.raises(OptionError):
        GAME.resolve_options("belote")


def test_options_for_other_player_counts_are_accepted_and_harmless():
    values = GAME.resolve_options(None, {"turnup_to": "maker", "bait_split": "to_best",
                                         "seven_exchange_4p": True})
    state = GAME.new_state(values, 3)
    assert state.n == 2


def test_rules_pages_name_every_option_and_preset():
    ru = GAME.rules_markdown("ru")
    en = GAME.rules_markdown("en")
    assert ru.startswith("# Клабор") and en.startswith("# Klabor")
    for option in GAME.options.options:
        assert option.label.ru in ru, option.label.ru
        assert option.label.en in en, option.label.en
    for preset in GAME.options.presets:
        assert preset.name.ru in ru and preset.name.en in en
