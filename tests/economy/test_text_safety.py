"""Names and chat lines against nasty input: what comes out is always plain and safe."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from igroteka.server.text_safety import (
    CHAT_MAX,
    NAME_MAX,
    TextRejected,
    clean_chat,
    clean_name,
    escape_html,
)

INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn"}
nasty = st.text(
    st.one_of(
        st.characters(),
        st.sampled_from(
            "<>&\"'/ \t\n\r\x00\u200b\u200d\u200c\u202e\u2066\ufeff\u0301\u0489\u3000\u00a0＜＞"
        ),
    ),
    max_size=80,
)


def plain(text: str) -> None:
    """What every cleaned text must be."""
    assert text == text.strip() and text
    assert "  " not in text
    assert all(not ch.isspace() or ch == " " for ch in text)
    for i, ch in enumerate(text):
        if unicodedata.category(ch) in INVISIBLE:
            assert ch in "\u200c\u200d" and 0 < i < len(text) - 1


@settings(max_examples=400)
@given(nasty)
def test_names_come_out_plain_short_and_stable_or_are_refused(raw: str) -> None:
    try:
        name = clean_name(raw)
    except TextRejected as error:
        assert error.code.startswith("name_")
        assert (
            error.message("ru")
            and error.message("en")
            and error.message("ru") != error.message("en")
        )
        return
    plain(name)
    assert len(name) <= NAME_MAX
    assert "<" not in name and ">" not in name
    assert any(ch.isalnum() for ch in name)
    assert clean_name(name) == name
    assert unicodedata.normalize("NFKC", name) == name


@settings(max_examples=400)
@given(nasty)
def test_chat_comes_out_plain_and_stable_or_is_refused(raw: str) -> None:
    try:
        line = clean_chat(raw)
    except TextRejected as error:
        assert error.code in {"chat_empty", "chat_too_long", "chat_markup"}
        return
    plain(line)
    assert len(line) <= CHAT_MAX
    assert clean_chat(line) == line


@given(st.text())
def test_escaped_text_has_no_markup_characters_and_round_trips(text: str) -> None:
    import html

    escaped = escape_html(text)
    assert not set(escaped) & set("<>\"'")
    assert html.unescape(escaped) == text


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("  Анна   Каренина \n", "Анна Каренина"),
        ("Ａｄｍｉｎ", "Admin"),
        ("\u202eevil\u202c", "evil"),
        ("a\u200bb", "ab"),
        ("bo\x00b", "bob"),
        ("Z\u0301\u0301\u0301\u0301\u0301o", "Ź\u0301o"),
        ("e\u0301\u0302\u0303\u0304", "é\u0302"),
        ("Ivan\u3000Petrov", "Ivan Petrov"),
        ("\u200dAnn\u200d", "Ann"),
    ],
)
def test_names_are_cleaned(raw: str, clean: str) -> None:
    assert clean_name(raw) == clean


@pytest.mark.parametrize(
    ("raw", "code", "english", "russian"),
    [
        ("", "name_empty", "The name cannot be empty", "Имя не может быть пустым"),
        ("\u200b\u202e \t", "name_empty", "cannot be empty", "пустым"),
        ("x" * 25, "name_too_long", "longer than 24", "длиннее 24"),
        ("x" * 10_000, "name_too_long", "longer than 24", "длиннее 24"),
        ("<b>Ann</b>", "name_markup", "HTML markup", "Разметка HTML"),
        ("Ann <3", "name_markup", "< or >", "< и >"),
        ("＜script＞", "name_markup", "HTML markup", "Разметка HTML"),
        ("---", "name_no_letters", "letter or digit", "буква или цифра"),
        (None, "name_not_text", "text expected", "ожидался текст"),
    ],
)
def test_bad_names_are_refused_with_a_reason(
    raw: Any, code: str, english: str, russian: str
) -> None:
    with pytest.raises(TextRejected) as caught:
        clean_name(raw)
    assert caught.value.code == code
    assert english in caught.value.message("en")
    assert russian in caught.value.message("ru")


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("привет,   как дела?\n\nхорошо", "привет, как дела? хорошо"),
        ("I <3 durak", "I <3 durak"),
        ("2 < 3 > 1", "2 < 3 > 1"),
        ("👨\u200d👩\u200d👧 family", "👨\u200d👩\u200d👧 family"),
        ("Ｗｉｄｅ", "Ｗｉｄｅ"),
    ],
)
def test_chat_keeps_what_people_meant(raw: str, clean: str) -> None:
    assert clean_chat(raw) == clean


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("<script>alert(1)</script>", "chat_markup"),
        ("hi <img src=x onerror=alert(1)>", "chat_markup"),
        ("<!-- hidden -->", "chat_markup"),
        ("< / a >", "chat_markup"),
        ("   \n\t ", "chat_empty"),
        ("я" * (CHAT_MAX + 1), "chat_too_long"),
    ],
)
def test_bad_chat_is_refused(raw: str, code: str) -> None:
    with pytest.raises(TextRejected) as caught:
        clean_chat(raw)
    assert caught.value.code == code
    assert caught.value.to_json("en")["code"] == code
