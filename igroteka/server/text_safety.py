"""Cleaning what people type that others will see: display names and table chat.

Both come out as plain, single-line text: Unicode-normalised, without control
or invisible formatting characters (bidi overrides that flip a name, zero-width
spaces that make two names look alike), without piles of combining marks, with
runs of whitespace collapsed to one space. HTML-like markup is refused with a
clear error rather than silently stripped, so the sender sees exactly what
others will see. The result is still text, not HTML: the web client renders it
as text, and anything that builds HTML on the server passes it through
`escape_html`.

Names use NFKC (fullwidth "Ａｄｍｉｎ" becomes "Admin", so look-alikes collapse)
and must hold a letter or digit; chat uses NFC, keeping what was typed.
"""

from __future__ import annotations

import html
import re
import unicodedata
from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text

NAME_MAX = 24
CHAT_MAX = 500
RULES_NAME_MAX = 40
RULES_DESCRIPTION_MAX = 140
MAX_MARKS = 2
# Far beyond any honest input; refused before the costlier steps run.
RAW_FACTOR = 8

_DROP = {"Cc", "Cf", "Cs", "Co", "Cn"}
_JOINERS = {"\u200c", "\u200d"}  # ZWNJ, ZWJ: needed inside Persian words and emoji sequences
_TAG = re.compile(r"<\s*/?\s*[A-Za-z!?][^<>]*>")
_SPACES = re.compile(r"\s+")


class TextRejected(IgrotekaError):
    """A name or chat message that cannot be used as given; `code` says which rule."""

    code = "bad_text"


def _what(kind: str) -> tuple[Text, Text]:
    if kind == "name":
        return Text("Имя", "The name"), Text("в имени", "in a name")
    if kind == "rules_name":
        return Text("Название правил", "The rule set's name"), Text(
            "в названии правил", "in a rule set's name"
        )
    if kind == "rules_description":
        return Text("Описание правил", "The rule set's description"), Text(
            "в описании правил", "in a rule set's description"
        )
    return Text("Сообщение", "The message"), Text("в сообщении", "in a message")


def _reject(kind: str, rule: str, text: Text) -> TextRejected:
    return TextRejected(text, code=f"{kind}_{rule}", field=kind)


def _drop_invisible(text: str) -> str:
    kept: list[str] = []
    for ch in text:
        if ch in "\t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\u2028\u2029":
            kept.append(" ")
        elif ch in _JOINERS or unicodedata.category(ch) not in _DROP:
            kept.append(ch)
    # A joiner is kept only between two visible characters.
    out: list[str] = []
    for i, ch in enumerate(kept):
        if ch in _JOINERS:
            before = out[-1] if out else " "
            after = kept[i + 1] if i + 1 < len(kept) else " "
            if before.isspace() or after.isspace() or before in _JOINERS or after in _JOINERS:
                continue
        out.append(ch)
    return "".join(out)


def _limit_marks(text: str) -> str:
    out: list[str] = []
    run = 0
    for ch in text:
        if unicodedata.category(ch) in ("Mn", "Me", "Mc"):
            run += 1
            if run > MAX_MARKS or not out or out[-1].isspace():
                continue
        else:
            run = 0
        out.append(ch)
    return "".join(out)


def _clean(raw: Any, kind: str, form: str, limit: int) -> str:
    label, where = _what(kind)
    if not isinstance(raw, str):
        raise _reject(
            kind,
            "not_text",
            Text("{what}: ожидался текст", "{what}: text expected").with_params(what=label),
        )
    too_long = _reject(
        kind,
        "too_long",
        Text(
            "{what} длиннее {limit} знаков", "{what} is longer than {limit} characters"
        ).with_params(what=label, limit=limit),
    )
    if len(raw) > limit * RAW_FACTOR:
        raise too_long
    # Marks are counted on the decomposed text, then composed again.
    text = unicodedata.normalize(form.replace("C", "D"), raw)
    text = _limit_marks(_drop_invisible(text))
    text = unicodedata.normalize(form, text)
    text = _SPACES.sub(" ", text).strip()
    if not text:
        raise _reject(
            kind,
            "empty",
            Text("{what} не может быть пустым", "{what} cannot be empty").with_params(what=label),
        )
    if len(text) > limit:
        raise too_long
    if _TAG.search(text):
        raise _reject(
            kind,
            "markup",
            Text(
                "Разметка HTML {where} не допускается", "HTML markup is not allowed {where}"
            ).with_params(where=where),
        )
    return text


def clean_name(raw: Any) -> str:
    """A display name fit to show everywhere, or TextRejected naming the rule it breaks."""
    name = _clean(raw, "name", "NFKC", NAME_MAX)
    if "<" in name or ">" in name:
        raise _reject(
            "name",
            "markup",
            Text("В имени нельзя использовать знаки < и >", "A name may not contain < or >"),
        )
    if not any(ch.isalnum() for ch in name):
        raise _reject(
            "name",
            "no_letters",
            Text(
                "В имени нужна хотя бы одна буква или цифра",
                "A name needs at least one letter or digit",
            ),
        )
    return name


def clean_rules_name(raw: Any) -> str:
    """A rule set's name, one line fit to show in the lobby (igroteka/server/rulesets.py)."""
    return _clean(raw, "rules_name", "NFKC", RULES_NAME_MAX)


def clean_rules_description(raw: Any) -> str:
    """A rule set's one-line description; it may be left empty."""
    if isinstance(raw, str) and not raw.strip():
        return ""
    return _clean(raw, "rules_description", "NFC", RULES_DESCRIPTION_MAX)


def clean_chat(raw: Any) -> str:
    """A chat line fit to show to the table, or TextRejected naming the rule it breaks."""
    return _clean(raw, "chat", "NFC", CHAT_MAX)


def escape_html(text: str) -> str:
    """Text made safe to put inside HTML (quotes included, for attributes)."""
    return html.escape(text, quote=True)


def well_formed(value: Any) -> Any:
    """`value` (parsed JSON) with each lone UTF-16 surrogate, which JSON's escapes allow but
    no UTF-8 answer can carry, replaced by U+FFFD; for free-form input that is echoed back
    (a fairness proof's actions)."""
    if isinstance(value, str):
        return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if isinstance(value, list):
        return [well_formed(item) for item in value]
    if isinstance(value, dict):
        return {well_formed(key): well_formed(item) for key, item in value.items()}
    return value
