"""`Text.to_json` writes a text without params directly (issue 22: every legal action's
label of every update goes through it); it must stay what rendering each language gives."""

from __future__ import annotations

import pytest

from igroteka.engine.i18n import LANGUAGES, Text

TEXTS = {
    "plain": Text("козырь ♥", "trump ♥"),
    "braces_kept": Text("{x} и {{y}}", "{x} and {{y}}"),
    "empty": Text("", ""),
    "params": Text("ход {n}", "move {n}").with_params(n=3),
    "nested": Text("{a}!", "{a}!").with_params(a=Text("да", "yes")),
}


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_to_json_is_each_language_rendered(name: str) -> None:
    text = TEXTS[name]
    got = text.to_json()
    assert got == {lang: text.render(lang) for lang in LANGUAGES}
    assert list(got) == list(LANGUAGES)  # the order the JSON is written in
