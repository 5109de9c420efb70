"""What each seat is shown: its own hand only, the public table, the reasons, the score sheet."""

from __future__ import annotations

from igroteka.cards import cards_of
from tests.klabor.helpers import GAME, act, options, play_out_deal, start

HANDS = ["Jh 9h Ah 7c 8c 9c", "Kc Qc Jc 7d 8d 9d"]
EXTRAS = ["Qh Ad Td", "7h As Ts"]


def table():
    return start(options(), HANDS, "Kh", EXTRAS, frez="7s", dealer=1)


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    state = table()
    mine = {c["card"] for c in state.view(0)["hand"]}
    assert mine == {"Jh", "9h", "Ah", "7c", "8c", "9c"}
    assert state.view(0)["hand_counts"] == [6, 6]
    assert state.view(None)["hand"] == []
    assert "hands" not in state.view(0) and "stock" not in state.view(0)
    full = state.full_view()
    assert {c["card"] for c in full["hands"][1]} == {"Kc", "Qc", "Jc", "7d", "8d", "9d"}
    assert len(full["stock"]) == 19


def test_deal_events_are_private_to_their_seat():
    state = table()
    deal = next(e for e in state.start_events if e.kind == "deal")
    assert "hand" in deal.for_seat(0) and "hand" not in deal.for_seat(None)
    assert set(deal.for_seat(1)["hand"]) == {"Kc", "Qc", "Jc", "7d", "8d", "9d"}
    assert deal.for_seat(None)["turnup"] == "Kh"
    draw = act(state, "play")[-1]
    assert draw.kind == "draw"
    assert set(draw.for_seat(0)["cards"]) == {"Qh", "Ad", "Td"}
    assert set(draw.for_seat(1)["cards"]) == {"7h", "As", "Ts"}
    assert "cards" not in draw.for_seat(None)
    assert draw.for_seat(None)["frez"] == "7s"


def test_bidding_view_shows_the_turned_card_and_the_choices_in_both_languages():
    state = table()
    view = state.view(0)
    assert view["turnup"]["card"] == "Kh" and view["phase"] == "bid"
    labels = [c["label"] for c in view["choices"]]
    assert {"ru": "Играю", "en": "Play"} in labels and {"ru": "Пас", "en": "Pass"} in labels
    assert "choices" not in state.view(1)


def test_the_seat_to_play_sees_why_cards_will_not_go():
    state = table()
    act(state, "pass", "play", "pass", "pass", "Kc")
    playable = {p["card"]: p for p in state.view(0)["playable"]}
    assert playable["7c"]["playable"] and playable["9c"]["playable"]
    assert playable["Jh"]["reason"] == {"ru": "нужно ходить в масть ♣",
                                        "en": "you must follow suit ♣"}


def test_declarations_are_shown_as_spoken_and_my_sequences_to_me_only():
    state = table()
    act(state, "pass", "play")
    assert state.view(0)["my_sequences"][0]["cards"] == ["9c", "8c", "7c"]
    act(state, "declare")
    seen = state.view(1)["contest"]
    assert seen["declarations"][0]["name"] == {"ru": "терц от девятки",
                                               "en": "tierce, nine high"}
    assert seen["holder"] == 0 and seen["shown"] == []


def test_score_sheet_per_deal_and_per_match():
    state = GAME.new_state(options(players=3), 4)
    play_out_deal(state)
    line = state.view(1)["last_deal"]
    for key in ("card_points", "last_trick", "sequences", "bella", "totals", "written",
                "kind", "baits_after", "pots_after", "skis", "scores"):
        assert key in line
    match = state.match_score()
    assert match["scores"] == state.scores and match["deals"][0] == line
    assert state.view(None)["deal_score"]["card_points"] == [0, 0, 0]


def test_terminal_text_in_both_languages():
    state = table()
    act(state, "play")
    ru = state.render_text(0)
    assert "Вскрышка: K♥" in ru and "Ваши карты" in ru
    from igroteka.games.klabor.views import render_text

    en = render_text(state, 0, color=True, lang="en")
    assert "Turned card" in en and "\x1b[" in en


def test_evaluate_stays_in_range_and_favours_the_leader():
    state = start(options(), HANDS, "Kh", EXTRAS, dealer=1, scores=[400, 100])
    assert 0 < state.evaluate(0) <= 1 and -1 <= state.evaluate(1) < 0


def test_known_cards_count_only_what_the_table_saw():
    state = table()
    act(state, "play", "pass", "exchange")
    assert state.view(0)["known"] == {"1": [{"card": "Kh", "text": "K♥"}]}
    assert state.view(1)["known"] == {}
    assert {c.ascii for c in cards_of(state.hands[1])} >= {"Kh"}
