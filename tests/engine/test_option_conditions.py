"""Options say, as data, which of them decide a game and when the others have no effect."""

from __future__ import annotations

import pytest

from igroteka.cards.options import schema_from_toml
from igroteka.engine.i18n import Text
from igroteka.engine.options import Choice, Condition, Option, OptionSchema
from igroteka.games import GAMES


def _schema() -> OptionSchema:
    return OptionSchema(
        (
            Option("mode", "choice", "named", Text("Козырь", "Trump"),
                   choices=(Choice("named", Text("назначают", "named")),
                            Choice("fixed", Text("постоянный", "fixed"))),
                   headline=True),
            Option("suit", "choice", "C", Text("Масть", "Suit"),
                   choices=(Choice("C", Text("♣", "♣")), Choice("S", Text("♠", "♠"))),
                   applies_when=(Condition("mode", ("fixed",)),)),
            Option("stake", "int", 0, Text("Ставка", "Stake"), minimum=0),
            Option("double", "int", 1, Text("Множитель", "Multiplier"),
                   applies_when=(Condition("stake", (0,), negate=True),)),
        )
    )


def test_an_option_applies_only_while_its_conditions_hold() -> None:
    schema = _schema()
    values = schema.resolve()
    assert [o.key for o in schema.applying(values)] == ["mode", "stake"]
    values = schema.resolve(overrides={"mode": "fixed", "stake": 5})
    assert [o.key for o in schema.applying(values)] == ["mode", "suit", "stake", "double"]


def test_the_client_reads_headline_and_conditions_from_the_schema_json() -> None:
    options = {o["key"]: o for o in _schema().to_json()["options"]}
    assert options["mode"]["headline"] is True and "applies_when" not in options["mode"]
    assert options["suit"]["applies_when"] == [{"option": "mode", "in": ["fixed"]}]
    assert options["double"]["applies_when"] == [{"option": "stake", "not_in": [0]}]
    assert "headline" not in options["stake"]


def test_a_condition_on_an_unknown_option_or_value_is_refused_at_once() -> None:
    base = _schema().options
    with pytest.raises(Exception, match="nosuch"):
        OptionSchema((*base[:1], Option("x", "bool", False, Text("x", "x"),
                                         applies_when=(Condition("nosuch", (1,)),))))
    with pytest.raises(ValueError, match="bad condition value"):
        OptionSchema((*base[:1], Option("x", "bool", False, Text("x", "x"),
                                         applies_when=(Condition("mode", ("nosuch",)),))))


def test_the_toml_layout_takes_headline_and_applies_when() -> None:
    schema = schema_from_toml(
        """
[[option]]
key = "deck"
kind = "choice"
default = "32"
label = { ru = "Колода", en = "Deck" }
choices = [["32", "32", "32"], ["24", "24", "24"]]
headline = true

[[option]]
key = "low"
kind = "int"
default = 7
label = { ru = "Младшая", en = "Lowest" }
applies_when = [{ option = "deck", in = ["32"] }]
"""
    )
    assert schema.option("deck").headline
    assert not schema.option("low").applies(schema.resolve(overrides={"deck": "24"}))


def test_every_game_marks_what_decides_it_and_kozel_hides_the_unused_trump_suit() -> None:
    for game in GAMES:
        if game.id != "go_stop":  # its options each settle a rare case (see its options.py)
            assert any(o.headline for o in game.options.options), game.id
    kozel = next(g for g in GAMES if g.id == "kozel")
    shown = {o.key for o in kozel.options.applying(kozel.options.resolve("classic"))}
    assert "permanent_trump_suit" not in shown and "trump_mode" in shown
    shown = {o.key for o in kozel.options.applying(kozel.options.resolve("permanent_clubs"))}
    assert "permanent_trump_suit" in shown
