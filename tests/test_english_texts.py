"""What an English reader sees of a game's options and presets is English.

The lobby's one-line summaries and the create-table form show these labels,
choices, help texts and preset names; a Russian word left in them
(«прямые», «обяз») reads as noise to a player who chose English.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from igroteka.games import GAMES

CYRILLIC = re.compile("[А-Яа-яЁё]")


def english_texts(data: Any, path: str = "") -> list[tuple[str, str]]:
    """Every `{"ru": …, "en": …}` text's English side in a described game, with its place."""
    found: list[tuple[str, str]] = []
    if isinstance(data, dict):
        if isinstance(data.get("en"), str) and "ru" in data:
            found.append((path, data["en"]))
        for key, value in data.items():
            found.extend(english_texts(value, f"{path}.{key}"))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found.extend(english_texts(value, f"{path}[{i}]"))
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_options_and_presets_read_in_english_without_russian_words(game) -> None:
    texts = english_texts(game.describe())
    assert texts, "the description holds no bilingual texts"
    russian = [(path, text) for path, text in texts if CYRILLIC.search(text)]
    assert russian == []
