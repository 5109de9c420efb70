"""What an English reader sees of a game's options and presets is English.

The lobby's one-line summaries and the create-table form show these labels,
choices, help texts and preset names; a Russian word left in them
(«прямые», «обяз») reads as noise to a player who chose English.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import re
from pathlib import Path
from typing import Any

import pytest

import igroteka
from igroteka.engine.i18n import Text
from igroteka.games import GAMES

CYRILLIC = re.compile("[А-Яа-яЁё]")
# Guillemets are Russian quotation marks: English quotes with “ ” (or none, for a game's term).
RUSSIAN_IN_ENGLISH = re.compile("[А-Яа-яЁё«»]")


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
    russian = [(path, text) for path, text in texts if RUSSIAN_IN_ENGLISH.search(text)]
    assert russian == []


# «Т» in this message is the letter the reader is warned about, not a Russian word.
NAMES_A_CYRILLIC_LETTER = {"igroteka.cards.card.AMBIGUOUS_T"}


def module_texts() -> list[tuple[str, Text]]:
    """Every `Text` a module of the club keeps (constants and the tables of them), by name."""
    found: list[tuple[str, Text]] = []

    def walk(value: Any, path: str) -> None:
        if isinstance(value, Text):
            found.append((path, value))
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(item, f"{path}[{key!r}]")
        elif isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                walk(item, f"{path}[{i}]")

    for info in pkgutil.walk_packages(igroteka.__path__, "igroteka."):
        if info.name.endswith("__main__") or ".cli" in info.name:
            continue
        # Python sources only: a board game's compiled kernel (`_kernel.so`, built by
        # `make kernel`) is a cffi library, not a module to import.
        spec = importlib.util.find_spec(info.name)
        if spec is None or not (spec.origin or "").endswith(".py"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            walk(value, f"{info.name}.{name}")
    return found


def test_messages_of_the_server_read_in_english_without_russian_words_or_quotes() -> None:
    """A klabor result («бейт (failed)»), the obyaz refusal, Kozel's «eggs»: an English reader
    sees these in the log and in refusals, where a Cyrillic word cannot be read."""
    texts = module_texts()
    assert len(texts) > 500
    russian = [
        (path, text.en)
        for path, text in texts
        if RUSSIAN_IN_ENGLISH.search(text.en) and path not in NAMES_A_CYRILLIC_LETTER
    ]
    assert russian == []


def outside_glosses(line: str) -> str:
    """A line of English rules without what may hold Russian: table rows (the Russian names
    of King of Tokyo's cards), code (what the notation reads) and parentheses (the Russian
    word for a term, after the English one)."""
    if line.lstrip().startswith("|"):
        return ""
    line = re.sub(r"`[^`]*`", "", line)
    before = None
    while before != line:
        before, line = line, re.sub(r"\([^()]*\)", "", line)
    return line


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_english_rules_name_terms_in_english(game) -> None:
    """/rules/<game> in English: Klabor's said «A maker who falls short gets «бейт»» and
    headed a section «Висяк and the forced deal»; a Russian word may follow its English
    term in parentheses, never stand for it, and quotes are English ones."""
    path = Path(importlib.import_module(type(game).__module__).__file__).parent / "rules.en.md"
    lines = path.read_text(encoding="utf-8").splitlines()
    quoted = [(n, line) for n, line in enumerate(lines, 1) if "«" in line or "»" in line]
    russian = [
        (n, line) for n, line in enumerate(lines, 1) if CYRILLIC.search(outside_glosses(line))
    ]
    assert quoted == []
    assert russian == []
