"""A walk through the club's other ways to play, as a Russian-speaking player meets them:
two people on one device, a spectator who is not seated, and the record of a finished
game. Each test holds what the walk found in the way:

- a spectator opened from the lobby's «Столы» is told they are watching, is not asked to
  sign in to do so, and the lobby does not say «0 мест свободно» of a full table;
- Sea Salt & Paper tells a spectator what the player to move is doing, not orders
  meant for that player («Ходит Аня: возьмите две карты…»);
- on a shared device the privacy screen asks for the device only for a seat about to
  move: a table that opens on a bot's move shows the table with the hands hidden; and a
  second player left unnamed is «игрок 2» once in the banner, not «игрок 2 (Игрок 2)»;
- the offline form asks for a bot's strength only where a bot plays;
- a finished Kozel match's record says who won and why in two sentences, not as one
  run-on line that calls the winners the losing team, and its stepper stays on one row
  on a 360-pixel phone.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from tests.web.card_table import play_first, wait_for_my_move
from tests.web.conftest import PHONE, Club
from tests.web.finished_games import finish_game, sign_in_as
from tests.web.helpers import assert_seats_inside, quick_play, screenshot

SMALL_PHONE = {"width": 360, "height": 740}
# The server's phase texts speak to the mover; none of them may be told about another.
ORDERS = re.compile(r"возьмите|оставьте|сыграйте|выберите|положите")


def guest(page: Page, name: str) -> None:
    assert page.request.post("/api/auth/guest", data={"name": name}).ok


def watch_from_lobby(page: Page, table: str) -> None:
    """The lobby's «Столы» tab, then the table's «Смотреть»."""
    page.goto("/")
    page.get_by_role("tab", name="Столы").click()
    row = page.locator(f'.table-row[data-table="{table}"]')
    expect(row).to_be_visible()
    # A running table says so in words (not «0 мест свободно»).
    expect(row).to_contain_text("идёт игра")
    expect(row).not_to_contain_text("0 мест")
    row.get_by_role("link", name="Смотреть").click()
    page.wait_for_url(f"**/table/{table}")


def test_a_spectator_of_sea_salt_and_paper_is_told_they_watch_and_what_the_player_does(
    open_page,
) -> None:
    player: Page = open_page()
    quick_play(player, "sea_salt_paper", "Вдвоём", "Аня")
    table = player.url.rsplit("/", 1)[1]

    spectator: Page = open_page(PHONE)
    guest(spectator, "Зритель")
    watch_from_lobby(spectator, table)
    expect(spectator.get_by_test_id("spectator-tag")).to_have_text("Вы зритель")
    expect(spectator.get_by_test_id("spectator-tag")).to_be_visible()
    # Nobody's hand is drawn for a spectator.
    expect(spectator.get_by_test_id("ssp-board")).to_be_visible()
    expect(spectator.get_by_test_id("ssp-hand")).to_have_count(0)
    # Аня does not move in this test: the bot's opening move (if it has one) is shown,
    # then the table waits on her draw, and the spectator reads what she is doing.
    waiting = spectator.locator(".ssp-waiting")
    expect(waiting).to_have_text(
        "Ходит Аня: берёт две карты из колоды или верхнюю карту стопки сброса"
    )
    assert not ORDERS.search(spectator.locator(".ssp-board").inner_text())
    # The player herself still reads it as her move.
    expect(player.get_by_test_id("turn-banner")).to_have_text("Ваш ход")
    expect(player.get_by_test_id("spectator-tag")).to_have_count(0)
    screenshot(spectator, "spectator-sea-salt-paper-phone")

    # Someone not signed in comes to watch too: watching needs no name, so no «Вход в
    # Игротеку» dialog («Чтобы играть, достаточно имени») covers the table.
    passerby: Page = open_page(SMALL_PHONE)
    watch_from_lobby(passerby, table)
    expect(passerby.get_by_test_id("spectator-tag")).to_be_visible()
    expect(passerby.get_by_test_id("ssp-board")).to_be_visible()
    expect(passerby.locator(".dialog")).to_have_count(0)


def shared_kozel_table(page: Page) -> str:
    """Аня and a second player left unnamed on this device (the create form calls them
    «Игрок 2») against two bots; the table id once it plays."""
    created = page.request.post(
        "/api/tables",
        data={
            "game": "kozel",
            "seats": [
                {"kind": "me"},
                {"kind": "me", "name": "Игрок 2"},
                {"kind": "bot", "level": "easy"},
                {"kind": "bot", "level": "easy"},
            ],
        },
    )
    assert created.ok, created.text()
    table = created.json()["table"]["id"]
    assert page.request.post(f"/api/tables/{table}/ready").ok
    return table


# What the page shows at one instant: who acts, whether the device is being handed over,
# and how many of this device's cards are drawn (read at once, so no move comes between).
SHOWN = """() => ({
    acting: (document.querySelector('[data-testid=turn-banner]').dataset.acting || '')
        .split(' ').filter(Boolean).map(Number),
    privacy: !!document.querySelector('[data-testid=privacy-screen]'),
    cards: document.querySelectorAll('.hand-card').length,
    banner: document.querySelector('[data-testid=turn-banner]').textContent,
})"""


def test_a_shared_device_is_handed_over_only_for_a_seat_about_to_move(open_page) -> None:
    page: Page = open_page(PHONE)
    guest(page, "Аня")
    table = shared_kozel_table(page)
    page.goto(f"/table/{table}")
    banner = page.get_by_test_id("turn-banner")
    expect(banner).to_have_attribute("data-acting", re.compile(r"\d"))
    # Each bot's move takes the club's bot delay (0.6 s), so in a few tricks the page is
    # caught while a bot is to move: nobody is asked for the device then, the table is in
    # sight, and no card of Аня's or the other player's is drawn. The device is handed over
    # only to one of them about to move, and the second player is called once, «Ходит
    # игрок 2», not «Ходит игрок 2 (Игрок 2)».
    bot_seen = second_seen = 0
    for _ in range(80):
        shown = page.evaluate(SHOWN)
        if shown["acting"] and set(shown["acting"]) <= {2, 3}:
            assert not shown["privacy"], f"the device is handed over while a bot moves: {shown}"
            assert shown["cards"] == 0, f"cards are drawn while a bot moves: {shown}"
            assert shown["banner"].startswith("Ходит Бот (лёгкий)"), shown
            if not bot_seen:
                expect(page.locator(".kozel-game")).to_be_visible()
                screenshot(page, "shared-kozel-bot-moves")
            bot_seen += 1
        if bot_seen and second_seen:
            break
        state = wait_for_my_move(page, ".kozel-game")
        if state == "end":
            break
        if state == "privacy":
            shown = page.evaluate(SHOWN)
            assert set(shown["acting"]) & {0, 1}, f"handed over for nobody's move: {shown}"
            assert shown["cards"] == 0, shown
            page.get_by_test_id("privacy-screen").get_by_role("button").click()
            continue
        if page.locator("main.table-page").get_attribute("data-seat") == "1":
            expect(banner).to_have_text("Ходит игрок 2")
            second_seen += 1
        else:
            expect(banner).to_have_text("Ходит игрок 1 (Аня)")
        play_first(page)
    assert bot_seen, "the page never showed a bot to move"
    assert second_seen, "the second player did not get a move"


def test_the_offline_form_asks_for_a_bots_strength_only_where_a_bot_plays(open_page) -> None:
    page: Page = open_page(PHONE, "/offline")
    form = page.locator("form.offline-form")
    expect(form).to_be_visible()
    level = page.get_by_test_id("offline-level")
    page.get_by_test_id("offline-game").select_option("sea_salt_paper")
    page.get_by_test_id("offline-preset").select_option(label="Вдвоём")
    expect(level).to_be_visible()  # one person against a bot
    page.get_by_test_id("offline-two").check()
    expect(level).to_have_count(0)
    page.get_by_test_id("offline-game").select_option("russian_checkers")
    expect(level).to_have_count(0)
    # Kozel is played by four: two people on the device, two bots.
    page.get_by_test_id("offline-game").select_option("kozel")
    expect(level).to_be_visible()
    page.get_by_text("Я против ботов").click()
    page.get_by_test_id("offline-game").select_option("russian_checkers")
    expect(level).to_be_visible()


def test_a_kozel_record_says_who_won_and_why_and_steps_on_one_row(
    open_page, club: Club
) -> None:
    four: list[dict[str, Any]] = [{"kind": "me"}] + [{"kind": "human"}] * 3
    names = ["Аня", "Боря", "Вера", "Гоша"]
    game = finish_game(club, names, {"game": "kozel", "seats": four}, seed=5, min_moves=6)
    page: Page = open_page(SMALL_PHONE)
    sign_in_as(page.context, club, game, "Аня")
    reason = game.info["result"]["reason"]["ru"]
    said = f"{reason[0].upper()}{reason[1:]}"
    # The table's end screen gives the reason as a sentence of its own, capital first.
    page.goto(f"/table/{game.table}")
    expect(page.get_by_test_id("end-screen").locator(".lead")).to_have_text(said)
    page.goto(f"/replay/{game.record}")
    result = page.get_by_test_id("replay-result")
    expect(result).to_be_visible()
    winners = sorted(game.info["result"]["winners"])
    # The goats are the other team than the winners: the old one-line «Победители: Аня,
    # Вера — команда 2 (места 2 и 4) — козлы» read as if the winners were team 2.
    assert re.search(r"команда [12] \(места \d и \d\)", reason), reason
    who = ", ".join(names[s] for s in winners)
    expect(result).to_have_text(f"Победители: {who}. {said}")
    # |◀ ◀ «Ход N из N» ▶ ▶| in one row, inside the window.
    tops = [
        page.get_by_test_id(name).bounding_box()
        for name in ("replay-first", "replay-back", "replay-forward", "replay-last")
    ]
    assert all(box is not None for box in tops)
    assert len({round(box["y"]) for box in tops if box}) == 1, tops
    last = tops[-1]
    assert last is not None and last["x"] + last["width"] <= SMALL_PHONE["width"]
    screenshot(page, "replay-kozel-small-phone")


def replay_view(page: Page, record: int, step: int) -> dict[str, Any]:
    replay = page.request.get(f"/api/replays/{record}").json()
    return replay["start_view"] if step == 0 else replay["steps"][step - 1]["view"]


def test_sea_salt_and_paper_and_kings_corner_records_show_every_hand(
    open_page, club: Club
) -> None:
    """A record steps with every hand open, as Kozel's and Go-Stop's do: without them a
    player going over a game sees «1 карта» and never which."""
    two: list[dict[str, Any]] = [{"kind": "me"}, {"kind": "human"}]
    # Random moves may stop a round early: a record of a dozen moves or more to step through.
    ssp = finish_game(
        club, ["Аня", "Боря"], {"game": "sea_salt_paper", "seats": two}, seed=3, min_moves=12
    )
    corner = finish_game(
        club,
        ["Аня", "Боря"],
        {"game": "kings_corner", "seats": two, "options": {"players": 2}},
        seed=3,
    )
    page: Page = open_page(PHONE)
    sign_in_as(page.context, club, ssp, "Аня")
    page.goto(f"/replay/{ssp.record}")
    expect(page.get_by_test_id("replay-stepper")).to_be_visible()
    page.get_by_test_id("replay-first").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "0")
    # Hands start empty; who draws first is the deal's, so step on until a hand holds cards.
    step = 0
    while True:
        step += 1
        page.get_by_test_id("replay-forward").click()
        expect(page.locator("main.replay-page")).to_have_attribute("data-step", str(step))
        hands = replay_view(page, ssp.record, step)["hands"]
        if any(hands) or step == 8:
            break
    holding = [seat for seat, hand in enumerate(hands) if hand]
    assert holding, f"no hand holds a card after {step} steps"
    for seat, hand in enumerate(hands):
        shown = page.get_by_test_id(f"ssp-open-hand-{seat}").locator("[data-card]")
        expect(shown).to_have_count(len(hand))
        ids = shown.evaluate_all("cards => cards.map(c => Number(c.dataset.card))")
        assert sorted(ids) == sorted(hand), (seat, ids, hand)
    expect(page.get_by_test_id(f"ssp-open-hand-{holding[0]}")).to_contain_text("В руке:")
    screenshot(page, "replay-sea-salt-paper-hands")

    sign_in_as(page.context, club, corner, "Аня")
    page.goto(f"/replay/{corner.record}")
    expect(page.get_by_test_id("replay-stepper")).to_be_visible()
    page.get_by_test_id("replay-first").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "0")
    page.get_by_test_id("replay-forward").click()
    expect(page.locator("main.replay-page")).to_have_attribute("data-step", "1")
    hands = replay_view(page, corner.record, 1)["hands"]
    rows = page.get_by_test_id("open-hands").locator(".open-hand")
    expect(rows).to_have_count(2)
    for seat, hand in enumerate(hands):
        expect(rows.nth(seat)).to_contain_text(["Аня", "Боря"][seat])
        expect(rows.nth(seat).locator("svg")).to_have_count(len(hand))
    screenshot(page, "replay-kings-corner-hands")


def test_two_on_a_small_phone_read_their_names_whole(open_page) -> None:
    """Two seats side by side on a 360-pixel phone: each name stays whole on one line
    (not «Игро|к 1» beside the seat's swatch and number), inside its box."""
    page: Page = open_page(SMALL_PHONE)
    guest(page, "Игрок 1")
    created = page.request.post(
        "/api/tables",
        data={
            "game": "russian_checkers",
            "seats": [{"kind": "me"}, {"kind": "me", "name": "Игрок 2"}],
        },
    )
    assert created.ok, created.text()
    table = created.json()["table"]["id"]
    assert page.request.post(f"/api/tables/{table}/ready").ok
    page.goto(f"/table/{table}")
    expect(page.get_by_test_id("turn-banner")).to_have_text("Ходит игрок 1")
    lines = page.eval_on_selector_all(
        ".seats .seat-name",
        """names => names.map(name => {
            const range = document.createRange();
            range.selectNodeContents(name.firstChild);
            return [name.firstChild.textContent, new Set([...range.getClientRects()]
                .map(r => Math.round(r.top))).size];
        })""",
    )
    assert lines == [["Игрок 1", 1], ["Игрок 2", 1]], lines
    assert_seats_inside(page)
    screenshot(page, "two-on-a-small-phone-seats")
