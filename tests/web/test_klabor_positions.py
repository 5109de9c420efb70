"""Klabor in the browser at positions a fair deal reaches only by luck, set up from the
engine's own playouts (tests/web/positions.py): «белла» announced with the first of the
trump king and queen and written on the sheet, a trump that must be overtrumped saying so,
and round two of the pairs tournament with the side under «обяз» shown, in both languages.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from tests.web.card_table import (
    cards,
    tap_card,
    wait_for_my_move,
    wait_for_version_after,
)
from tests.web.conftest import DESKTOP, PHONE
from tests.web.helpers import assert_fits, screenshot, settle, version
from tests.web.klabor_fixture import find
from tests.web.klabor_sheet import assert_sheets_match_the_engine, page_deal_sheet
from tests.web.positions import Opener, positions
from tests.web.view_fixture import has_reason, playout

GAME = ".klabor-game"


def _bella_for_me(state: object, view: dict) -> bool:
    return (
        view["seat"] == 0
        and view["phase"] == "play"
        and any(c["action"].get("bella") for c in view.get("choices", []))
    )


_must_overtrump = has_reason(
    "нужно перебить козырь", lambda state, view: view["seat"] == 0 and view["phase"] == "play"
)


@pytest.fixture
def at_position(browser: Browser, tmp_path: Path) -> Iterator[Opener]:
    """A quick-play table of this test's own club, put at a playout's position."""
    with positions(browser, tmp_path, "klabor", GAME) as open_at:
        yield open_at


def test_bella_is_announced_with_the_first_trump_king_or_queen(at_position) -> None:
    seed, actions, view = playout("klabor", "moscow", {}, _bella_for_me, range(1, 200), 399)
    page, club = at_position("Московский деберц, вдвоём", seed, actions)
    trump = view["trump"]["suit"]
    assert wait_for_my_move(page, GAME) == "act"
    toggle = page.get_by_test_id("bella-toggle")
    # Announcing is the default; the button says so and can be turned off and on again.
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(toggle).to_have_text("Белла: объявлю ✓")
    screenshot(page, "klabor-bella-390x844")
    assert_fits(page, PHONE["width"])
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(toggle).to_have_text("Белла: не объявлять")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    pair = [c for c in cards(page, "play") if c in (f"K{trump}", f"Q{trump}")]
    assert sorted(pair) == sorted([f"K{trump}", f"Q{trump}"]), cards(page, "play")
    before = version(page)
    deal = view["deal_number"]
    tap_card(page, pair[0])
    wait_for_version_after(page, before)
    # The table heard it: my plate says «белла», the log too, and the toggle is gone.
    expect(page.get_by_test_id("seat-plate-0").get_by_test_id("bella-tag")).to_have_text("белла")
    expect(page.locator(".side-panel, body").first).to_contain_text("белла!")
    for _ in range(60):
        if wait_for_my_move(page, GAME) == "end":
            break
        if page.locator(f"[data-testid=deal-sheet][data-deal='{deal}']").count():
            break
        expect(toggle).to_have_count(0)
        before = version(page)
        decisions = page.get_by_test_id("decisions").locator("button")
        if decisions.count():
            decisions.first.click()
        else:
            tap_card(page, cards(page, "play")[0])
        wait_for_version_after(page, before)
    else:
        raise AssertionError("the deal with the bella never ended")
    expect(page.get_by_test_id("deal-sheet")).to_have_attribute("data-deal", str(deal))
    # The sheet has a bella row, the engine's: 20 to the side that took the trick it was
    # announced in (Moscow rules, not strict), nothing to the other.
    engine = assert_sheets_match_the_engine(page, club.database)
    line = next(d for d in engine["match"]["deals"] if d["deal"] == deal)
    assert sorted(line["bella"]) == [0, 20], line
    assert sorted(page_deal_sheet(page)["bella"]) == [0, 20]
    expect(page.locator("[data-testid=deal-sheet] tr[data-row=bella] th")).to_have_text("Белла")
    screenshot(page, "klabor-bella-deal-390x844")


def test_a_trump_that_must_be_overtrumped_says_so(at_position) -> None:
    seed, actions, view = playout("klabor", "moscow", {}, _must_overtrump, range(1, 200), 399)
    page, _ = at_position("Московский деберц, вдвоём", seed, actions)
    assert wait_for_my_move(page, GAME) == "act"
    reasons = {p["card"]: p["reason"] for p in view["playable"] if not p["playable"]}
    card = next(c for c, r in reasons.items() if r["ru"].startswith("нужно перебить козырь"))
    assert card in cards(page, "blocked")
    label = page.locator(f'.hand-card[data-card="{card}"]').get_attribute("aria-label")
    assert label and reasons[card]["ru"] in label
    before = version(page)
    tap_card(page, card)
    expect(page.get_by_test_id("refusal")).to_have_text(reasons[card]["ru"])
    settle(page)
    assert version(page) == before and card in cards(page)
    # In English the same reason in English.
    page.get_by_test_id("lang-switch").click()
    tap_card(page, card)
    expect(page.get_by_test_id("refusal")).to_have_text(reasons[card]["en"])


def test_round_two_of_the_pairs_tournament_shows_who_plays_under_obyaz(at_position) -> None:
    # Round two with a deal of it written, and the player (seat 0) to bid, so the bots wait.
    scenario = find(
        "tournament",
        lambda state, view: (
            view["match"]["tournament"]["round"] == 2
            and (view.get("last_deal") or {}).get("round") == 2
            and view["phase"] == "bid"
            and view["seat"] == 0
        ),
        3000,
    )
    tour = scenario["view"]["match"]["tournament"]
    page, _ = at_position("Турнир пар (два раунда)", scenario["seed"], scenario["actions"], DESKTOP)
    obyaz = tour["obyaz"]
    winners = "Мы" if obyaz == 0 else "Бот (лёгкий), место 2 + Бот (лёгкий), место 4"
    expect(page.get_by_test_id("tournament-round")).to_have_text("Раунд 2 из 2")
    expect(page.get_by_test_id("hud-round")).to_contain_text("Раунд 2 из 2")
    mine, theirs = tour["round_wins"][0], tour["round_wins"][1]
    expect(page.get_by_test_id("hud-round").locator("strong")).to_have_text(f"{mine} : {theirs}")
    expect(page.get_by_test_id("round-wins")).to_have_text(
        f"Выиграно раундов: Мы {mine} · Бот (лёгкий), место 2 + Бот (лёгкий), место 4 {theirs}"
    )
    expect(page.get_by_test_id("obyaz-note")).to_have_text(
        f"Под обязом: {winners} — на своих раздачах пасовать во втором круге нельзя"
    )
    # Both partners of the side under «обяз» carry the tag, nobody else.
    for seat in range(4):
        tag = page.get_by_test_id(f"seat-plate-{seat}").get_by_test_id(f"obyaz-{seat}")
        expect(tag).to_have_count(1 if seat % 2 == obyaz else 0)
    # The sheet: round one closed with its winner and its final score, round two from zero.
    first = page.get_by_test_id("round-1")
    expect(first.locator("tr.round-head")).to_have_text(f"Раунд 1 · выиграли {winners}")
    expect(first.locator("tr.totals td")).to_have_text(
        [str(tour["rounds"][0]["scores"][s]) for s in (0, 1)]
    )
    expect(page.get_by_test_id("round-2").locator("tr.round-head")).to_have_text("Раунд 2")
    screenshot(page, "klabor-tournament-1366x900")
    assert_fits(page, DESKTOP["width"])
    page.get_by_test_id("lang-switch").click()
    expect(page.get_by_test_id("tournament-round")).to_have_text("Round 2 of 2")
    expect(page.get_by_test_id("obyaz-note")).to_contain_text("Under obyaz:")
    expect(page.get_by_test_id(f"obyaz-{obyaz}")).to_have_text("obyaz")
    page.set_viewport_size(PHONE)
    settle(page)
    screenshot(page, "klabor-tournament-390x844")
    assert_fits(page, PHONE["width"])


def _opponent_declared_while_i_announce(state: object, view: dict) -> bool:
    declared = (view.get("contest") or {}).get("declarations") or []
    return (
        view["seat"] == 0
        and view["phase"] == "announce"
        and any(d["seat"] == 1 and d.get("name") for d in declared)
    )


WORDS_BROKEN = """(el) => {
    // Where the text's lines end: a line that ends inside a word («Bot (easy» / «)») is a broken word.
    const text = el.textContent;
    const node = [...el.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim());
    const tops = [];
    for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i); range.setEnd(node, i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
    }
    const broken = [];
    for (let i = 1; i < tops.length; i++) {
        if (tops[i] > tops[i - 1] && node.textContent[i - 1] !== " " && node.textContent[i] !== " ") {
            broken.push(node.textContent.slice(0, i) + " | " + node.textContent.slice(i));
        }
    }
    return broken;
}"""


@pytest.mark.parametrize(
    ("lang_switch", "viewport"),
    [(False, PHONE), (True, PHONE), (True, DESKTOP)],
    ids=["ru-390", "en-390", "en-1366"],
)
def test_the_announce_question_leaves_the_plates_and_the_turned_card_whole(
    at_position, lang_switch, viewport
) -> None:
    """On a phone the top plate shares its row with the card backs and the combinations the
    opponent declared; the plate shrank until «Bot (easy)» broke as «Bot (easy» over «)».
    And the question at the foot of the cloth («Combinations and the seven's exchange») is
    meant to leave the turned card and the frez in sight: it lay over their captions
    (“Turned card” takes two lines in English) and, on a desktop, over the cards."""
    seed, actions, _ = playout(
        "klabor", "moscow", {}, _opponent_declared_while_i_announce, range(1, 200), 399
    )
    page, _ = at_position("Московский деберц, вдвоём", seed, actions, viewport)
    if lang_switch:
        page.get_by_test_id("lang-switch").click()
    plate = page.get_by_test_id("seat-plate-1")
    expect(plate.get_by_test_id("combos-1")).to_be_visible()
    settle(page)
    size = f"{viewport['width']}x{viewport['height']}"
    screenshot(page, f"klabor-declared-{'en' if lang_switch else 'ru'}-{size}")
    name = plate.locator(".plate-name")
    assert name.evaluate(WORDS_BROKEN) == []
    bar = page.locator(".decision-bar").bounding_box()
    assert bar is not None
    for figure in page.locator(".klabor-turnup figure").all():
        box = figure.bounding_box()
        assert box is not None
        assert box["y"] + box["height"] <= bar["y"] + 1, (figure.inner_text(), box, bar)
    assert_fits(page, viewport["width"])
