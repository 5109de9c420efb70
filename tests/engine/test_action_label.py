"""`State.action_label`: every game's actions in words in both languages (replays, the CLI).

Played out from random legal moves: each label has a Russian and an English form, games
whose actions have words give different ones per language, and Kozel's Russian words are
the ones its own parser reads back.
"""

from __future__ import annotations

import random

import pytest

from igroteka.cards import Suit, parse_card
from igroteka.engine.i18n import Text
from igroteka.engine.registry import get_game
from igroteka.games.klabor import notation as klabor
from igroteka.games.kozel.actions import (
    KEEP,
    NO_REDEAL,
    REDEAL,
    DeclareTrump,
    GiveCard,
    ReturnCard,
    play,
)
from igroteka.games.kozel.notation import parse_text

GAMES = ["ugolki", "russian_checkers", "kozel", "klabor", "go_stop", "kings_bounty"]
# Actions with words, not just board notation.
WORDED = {"kozel", "klabor", "go_stop", "kings_bounty"}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_has_both_languages(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new_state(game.options.validate({}), 3)
    rng = random.Random(5)
    differ = 0
    for _ in range(60):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        label = state.action_label(action)
        assert isinstance(label, Text)
        ru, en = label.render("ru"), label.render("en")
        assert ru.strip() and en.strip(), action
        differ += ru != en
        if game_id not in WORDED:
            assert ru == en == state.action_text(action)  # notation reads the same in both
        state.apply(action)
    assert (differ > 0) == (game_id in WORDED), differ


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_actions_notation_reads_back(game_id: str) -> None:
    # What `igroteka play` lists under `help` is what a player may type.
    game = get_game(game_id)
    rng = random.Random(11)
    for seed in range(3):
        state = game.new_state(game.options.validate({}), seed)
        for _ in range(80):
            if state.is_terminal():
                break
            for action in state.legal_actions():
                assert state.parse_action(state.action_text(action)) == action, action
            state.apply(rng.choice(state.legal_actions()))


def test_kozel_labels_read_back_in_russian_and_english() -> None:
    ace = parse_card("As")
    seven = parse_card("7d")
    actions = [play(ace), DeclareTrump(Suit.parse("h")), GiveCard(ace), ReturnCard(seven),
               KEEP, REDEAL, NO_REDEAL]
    for action in actions:
        label = action.label()
        for lang in ("ru", "en"):
            assert parse_text(label.render(lang), bare_card="play") == action, (action, lang)
    assert DeclareTrump(Suit.parse("h")).label().render("ru") == "козырь ♥"
    assert GiveCard(ace).label().render("en") == "give A♠"


def test_klabor_labels_read_back_in_russian_and_english() -> None:
    queen = parse_card("Qh")
    actions = [klabor.ACCEPT, klabor.PASS, klabor.NameTrump(Suit.parse("c")), klabor.EXCHANGE,
               klabor.REDEAL, klabor.DECLARE, klabor.play(queen), klabor.play(queen, True)]
    for action in actions:
        for lang in ("ru", "en"):
            typed = action.label().render(lang)
            assert klabor.parse_text(typed, bare_suit=False) == action, (action, lang)
