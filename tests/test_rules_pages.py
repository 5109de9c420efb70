"""Every game's rules pages name its options as the create-table form does.

A player reads the rules tab beside the table form, in their own language: an
option shown there as «Колода» must not appear on the page as `deck`.
"""

from __future__ import annotations

import pytest

from igroteka.games import GAMES

# Russian puts quotes inside quotes as „…“: a label «Когда «голые»» reads «Когда „голые“».
NESTED = str.maketrans({"„": "«", "“": "»"})
# English as ‘…’: the label “Card points to be “saved”” reads “Card points to be ‘saved’”.
NESTED_EN = str.maketrans({"‘": "“", "’": "”"})


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_the_rules_page_names_options_as_the_form_does(game, lang: str) -> None:
    page = game.rules_markdown(lang)
    plain = page.translate(NESTED if lang == "ru" else NESTED_EN)
    for option in game.options.options:
        assert f"`{option.key}`" not in page, (game.id, lang, option.key)
        assert option.label.render(lang) in plain, (game.id, lang, option.label.render(lang))
        # A choice is named as the form names it too, not by its value in the code
        # (the Kozel page showed «хвалится козыряющий (`declared`, …)»).
        for choice in option.choices:
            if isinstance(choice.value, str):
                assert f"`{choice.value}`" not in page, (game.id, lang, option.key, choice.value)


def test_kozel_names_the_four_point_result_as_players_do() -> None:
    kozel = next(game for game in GAMES if game.id == "kozel")
    assert "«черпак»" in kozel.rules_markdown("ru")
    # In English the players' word follows the English one, as a gloss.
    assert "the scoop (черпак)" in kozel.rules_markdown("en")


@pytest.mark.parametrize("game_id", ["russian_checkers", "ugolki"])
def test_the_board_games_say_how_a_bot_answers_a_draw_offer(game_id: str) -> None:
    game = next(game for game in GAMES if game.id == game_id)
    assert "на предложение отвечают сразу" in game.rules_markdown("ru")
    assert "answer an offer at once" in game.rules_markdown("en")


def test_kozel_says_what_the_table_stake_pays() -> None:
    kozel = next(game for game in GAMES if game.id == "kozel")
    assert "«Ставка (фишки)»" in kozel.rules_markdown("ru")
    assert "проигрыш до 30" in kozel.rules_markdown("ru")
    assert "“Stake (chips)”" in kozel.rules_markdown("en")
    assert "a loss of up to 30" in kozel.rules_markdown("en")
