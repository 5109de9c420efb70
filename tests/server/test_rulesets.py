"""Players' own rule sets: saved with the account, listed, shared by id, played at a
table, and refused (naming the option) once an option no longer takes them, on SQLite and
PostgreSQL alike."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

from igroteka.engine.i18n import Text
from igroteka.engine.options import Option
from igroteka.store.ruleset_repo import RuleSetRepo
from tests.server.cardgame import CardGame
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay


@pytest.fixture
def live(database_url: str) -> Iterator[LiveServer]:
    server = LiveServer(database_url).start()
    yield server
    server.stop()


async def _registered(live: LiveServer, name: str, login: str) -> Player:
    player = await Player(live.url, live.ws_url).guest(name)
    answer = await player.http.post(
        "/api/auth/register", json={"login": login, "password": "secret-pass-1"}
    )
    assert answer.status_code == 200, answer.text
    return player


@pytest.fixture
async def anna(live: LiveServer) -> AsyncIterator[Player]:
    player = await _registered(live, "Анна", "anna")
    yield player
    await player.close()


@pytest.fixture
async def boris(live: LiveServer) -> AsyncIterator[Player]:
    player = await Player(live.url, live.ws_url).guest("Борис", lang="en")
    yield player
    await player.close()


YARD = {
    "game": "test_cards",
    "preset": "four",
    "options": {"hand": 4},
    "name": "  Наш двор ",
    "description": "Вчетвером, по четыре карты",
    "public": True,
}


async def _save(player: Player, **changes: Any) -> dict[str, Any]:
    answer = await player.http.post("/api/rulesets", json={**YARD, **changes})
    assert answer.status_code == 200, answer.text
    return answer.json()


async def test_a_saved_rule_set_is_listed_shared_and_played(
    live: LiveServer, anna: Player, boris: Player
) -> None:
    saved = await _save(anna)
    assert saved["name"] == "Наш двор" and saved["author"] == "Анна" and saved["mine"]
    assert saved["options"] == {"players": 4, "hand": 4, "fast": False}
    # Measured against the nearest preset: «Вчетвером» differs only in the hand.
    assert saved["preset"] == "four" and saved["differences"] == {"hand": 4}
    assert saved["problem"] is None and saved["played"] == 0
    assert saved["share_url"] == f"/new/test_cards?rules={saved['id']}"
    private = await _save(
        anna, name="Для своих", public=False, preset="classic", options={"fast": True}
    )

    mine = (await anna.http.get("/api/rulesets", params={"game": "test_cards"})).json()
    assert [r["name"] for r in mine["mine"]] == ["Для своих", "Наш двор"]
    assert [r["name"] for r in mine["public"]] == ["Наш двор"]
    # A friend sees only the public one in the list, but opens the private one by its link.
    theirs = (await boris.http.get("/api/rulesets", params={"game": "test_cards"})).json()
    assert theirs["mine"] == [] and [r["id"] for r in theirs["public"]] == [saved["id"]]
    shared = (await boris.http.get(f"/api/rulesets/{private['id']}")).json()
    assert shared["name"] == "Для своих" and not shared["mine"]
    assert shared["differences"] == {"fast": True} and shared["preset"] == "classic"
    missing = await boris.http.get("/api/rulesets/nothing-here")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "no_ruleset"

    # The friend's table plays the rule set; the lobby line names it.
    answer = await boris.http.post(
        "/api/tables",
        json={
            "game": "test_cards",
            "ruleset": saved["id"],
            "seats": [{"kind": "me"}] + [{"kind": "bot", "level": "easy"}] * 3,
        },
    )
    assert answer.status_code == 200, answer.text
    table = answer.json()["table"]
    assert table["ruleset"] == {"id": saved["id"], "name": "Наш двор"}
    assert table["options"] == saved["options"] and table["preset"] == "four"
    assert table["differences"] == {"hand": 4}
    assert table["summary"]["ru"].startswith("Тестовые карты · правила «Наш двор» (от «Вчетвером»)")
    assert "rule set 'Наш двор' (from 'Four players')" in table["summary"]["en"]
    lobby = (await anna.http.get("/api/tables")).json()
    assert [t["ruleset"] for t in lobby] == [{"id": saved["id"], "name": "Наш двор"}]
    stored = await live.run(live.club.repo.get(table["id"]))
    assert stored.ruleset_id == saved["id"]  # kept for ratings by rule set

    # Played once its game starts.
    assert (await boris.http.post(f"/api/tables/{table['id']}/ready")).status_code == 200
    again = (await boris.http.get(f"/api/rulesets/{saved['id']}")).json()
    assert again["played"] == 1


async def test_a_table_of_a_rule_set_takes_no_other_options(anna: Player) -> None:
    saved = await _save(anna)
    for extra, status, code in (
        ({"options": {"hand": 2}}, 422, "ruleset_with_options"),
        ({"preset": "classic"}, 422, "ruleset_with_options"),
        ({"ruleset": "nothing-here"}, 404, "no_ruleset"),
        ({"game": "ugolki"}, 409, "ruleset_game"),
    ):
        answer = await anna.http.post(
            "/api/tables", json={"game": "test_cards", "ruleset": saved["id"], **extra}
        )
        assert answer.status_code == status, (extra, answer.text)
        assert answer.json()["error"]["code"] == code


async def test_saving_checks_the_options_the_name_and_the_account(
    live: LiveServer, anna: Player, boris: Player
) -> None:
    for changes, status, code in (
        ({"options": {"hand": 9}}, 422, "bad_option"),
        ({"options": {"nothing": 1}}, 422, "bad_option"),
        ({"options": {"players": 3}, "preset": "nope"}, 422, "bad_option"),
        ({"name": "   "}, 409, "rules_name_empty"),
        ({"name": "<b>двор</b>"}, 409, "rules_name_markup"),
        ({"description": "x" * 141}, 409, "rules_description_too_long"),
    ):
        answer = await anna.http.post("/api/rulesets", json={**YARD, **changes})
        assert answer.status_code == status, (changes, answer.text)
        error = answer.json()["error"]
        assert error["code"] == code and error["text"]["ru"] and error["text"]["en"]
    # A guest may not save: rule sets live with an account, and a guest's may be lost.
    refused = await boris.http.post("/api/rulesets", json=YARD)
    assert refused.status_code == 403
    error = refused.json()["error"]
    assert error["code"] == "guest_ruleset" and "учётной записи" in error["text"]["ru"]
    assert "Register" in error["message"]
    listed = (await anna.http.get("/api/rulesets", params={"game": "test_cards"})).json()
    assert listed == {"mine": [], "public": []}


async def test_a_rule_set_an_option_change_made_invalid_is_refused_not_altered(
    live: LiveServer, anna: Player, boris: Player, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = await _save(anna)
    # A later version of the game deals at most three cards.
    schema = CardGame.options
    narrowed = dataclasses.replace(
        schema,
        options=tuple(
            Option("hand", "int", 3, Text("Карт на руке", "Cards in hand"), minimum=1, maximum=3)
            if option.key == "hand"
            else option
            for option in schema.options
        ),
    )
    monkeypatch.setattr(CardGame, "options", narrowed)

    shown = (await boris.http.get(f"/api/rulesets/{saved['id']}")).json()
    assert shown["options"] == {"players": 4, "hand": 4, "fast": False}  # as saved
    assert "«Наш двор»" in shown["problem"]["ru"] and "«Карт на руке»" in shown["problem"]["ru"]
    assert "'Cards in hand'" in shown["problem"]["en"]
    answer = await boris.http.post(
        "/api/tables", json={"game": "test_cards", "ruleset": saved["id"]}
    )
    assert answer.status_code == 409, answer.text
    error = answer.json()["error"]
    assert error["code"] == "ruleset_outdated" and error["details"]["option"] == "hand"
    assert "Cards in hand" in error["message"] and "1…3" in error["message"]
    assert live.club.tables == {}
    stored = await live.run(RuleSetRepo(live.club.database).get(saved["id"]))
    assert stored is not None and stored.row.options == saved["options"]


@pytest.fixture
def rated(database_url: str) -> Iterator[LiveServer]:
    """A club where a public rule set gets its own leaderboard after two finished games."""
    server = LiveServer(database_url, ruleset_board_games=2).start()
    yield server
    server.stop()


async def _play_against_bots(player: Player, ruleset_id: str, seed: int) -> dict[str, Any]:
    answer = await player.http.post(
        "/api/tables",
        json={
            "game": "test_cards",
            "ruleset": ruleset_id,
            "seats": [{"kind": "me"}] + [{"kind": "bot", "level": "easy"}] * 3,
        },
    )
    assert answer.status_code == 200, answer.text
    table = answer.json()["table"]["id"]
    await player.connect()
    await player.send({"type": "hello", "table": table})
    await player.expect("snapshot")
    assert (await player.http.post(f"/api/tables/{table}/ready")).status_code == 200
    final = await autoplay(player, table, random.Random(seed))
    await player.disconnect()
    assert final["status"] == "finished"
    return final


async def _games_on(player: Player, **params: str) -> dict[str, int]:
    answer = await player.http.get("/api/ratings/test_cards", params=params)
    assert answer.status_code == 200, answer.text
    return {line["name"]: line["games"] for line in answer.json() if not line["is_bot"]}


async def test_a_public_rule_set_played_enough_rates_on_its_own_board(rated: LiveServer) -> None:
    anna = await _registered(rated, "Анна", "anna")
    try:
        public = await _save(anna)
        private = await _save(anna, name="Для своих", public=False)
        # Below the threshold a rule set's games count on the board of changed options.
        for seed in (1, 2):
            await _play_against_bots(anna, public["id"], seed)
        assert await _games_on(anna) == {"Анна": 2}
        assert await _games_on(anna, ruleset=public["id"]) == {}
        # Two games finished: from the third on, the public rule set has its own board.
        await _play_against_bots(anna, public["id"], 3)
        assert await _games_on(anna, ruleset=public["id"]) == {"Анна": 1}
        assert await _games_on(anna) == {"Анна": 2}
        # Unpublished, its next games count on the board of changed options again.
        await anna.http.patch(f"/api/rulesets/{public['id']}", json={"public": False})
        await _play_against_bots(anna, public["id"], 4)
        assert await _games_on(anna, ruleset=public["id"]) == {"Анна": 1}
        assert await _games_on(anna) == {"Анна": 3}
        # A private rule set never gets one, however much it is played.
        for seed in (5, 6, 7):
            await _play_against_bots(anna, private["id"], seed)
        assert await _games_on(anna, ruleset=private["id"]) == {}
        assert await _games_on(anna) == {"Анна": 6}
        # A leaderboard is a preset's or a rule set's, never both at once.
        both = await anna.http.get(
            "/api/ratings/test_cards", params={"ruleset": public["id"], "preset": "four"}
        )
        assert both.status_code == 409
        error = both.json()["error"]
        assert error["code"] == "ruleset_and_preset" and error["text"]["ru"] and error["text"]["en"]
    finally:
        await anna.close()


async def test_the_author_unpublishes_and_deletes_and_tables_keep_the_name(
    live: LiveServer, anna: Player, boris: Player
) -> None:
    saved = await _save(anna)
    # Only the author may change it (a guest, another person, nobody signed in).
    for method, extra in (("PATCH", {"json": {"public": False}}), ("DELETE", {})):
        refused = await boris.http.request(method, f"/api/rulesets/{saved['id']}", **extra)
        assert refused.status_code == 403, refused.text
        error = refused.json()["error"]
        assert error["code"] == "not_your_ruleset" and "автор" in error["text"]["ru"]
        assert "author" in error["text"]["en"]
    missing = await anna.http.patch("/api/rulesets/nothing-here", json={"public": False})
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "no_ruleset"

    # Unpublished: gone from the public list, still opened and played by its link.
    hidden = await anna.http.patch(f"/api/rulesets/{saved['id']}", json={"public": False})
    assert hidden.status_code == 200 and hidden.json()["public"] is False
    listed = (await boris.http.get("/api/rulesets", params={"game": "test_cards"})).json()
    assert listed["public"] == []
    assert (await boris.http.get(f"/api/rulesets/{saved['id']}")).json()["public"] is False
    answer = await boris.http.post(
        "/api/tables",
        json={
            "game": "test_cards",
            "ruleset": saved["id"],
            "seats": [{"kind": "me"}] + [{"kind": "bot", "level": "easy"}] * 3,
        },
    )
    assert answer.status_code == 200, answer.text
    table = answer.json()["table"]["id"]
    shown = await anna.http.patch(f"/api/rulesets/{saved['id']}", json={"public": True})
    assert shown.json()["public"] is True

    # Deleted: its link and new tables answer 404; the table made from it plays on, named.
    assert (await anna.http.delete(f"/api/rulesets/{saved['id']}")).status_code == 200
    gone = await boris.http.get(f"/api/rulesets/{saved['id']}")
    assert gone.status_code == 404 and gone.json()["error"]["code"] == "no_ruleset"
    again = await anna.http.post("/api/tables", json={"game": "test_cards", "ruleset": saved["id"]})
    assert again.status_code == 404
    listed = (await anna.http.get("/api/rulesets", params={"game": "test_cards"})).json()
    assert listed == {"mine": [], "public": []}
    lobby = (await anna.http.get("/api/tables")).json()
    assert [t["ruleset"] for t in lobby] == [{"id": saved["id"], "name": "Наш двор"}]
    await boris.connect()
    await boris.send({"type": "hello", "table": table})
    await boris.expect("snapshot")
    assert (await boris.http.post(f"/api/tables/{table}/ready")).status_code == 200
    final = await autoplay(boris, table, random.Random(7))
    assert final["status"] == "finished"
    info = (await boris.http.get(f"/api/tables/{table}")).json()
    assert info["status"] == "finished"
    assert info["ruleset"] == {"id": saved["id"], "name": "Наш двор"}


async def test_the_author_renames_and_redescribes_and_the_rules_stay(
    live: LiveServer, anna: Player, boris: Player
) -> None:
    saved = await _save(anna)
    answer = await anna.http.post(
        "/api/tables",
        json={
            "game": "test_cards",
            "ruleset": saved["id"],
            "seats": [{"kind": "me"}] + [{"kind": "bot", "level": "easy"}] * 3,
        },
    )
    assert answer.status_code == 200, answer.text

    # A bad name or description is refused as when saving, and changes nothing.
    for change, code in (
        ({"name": "   "}, "rules_name_empty"),
        ({"name": "<b>двор</b>"}, "rules_name_markup"),
        ({"description": "x" * 141}, "rules_description_too_long"),
    ):
        refused = await anna.http.patch(f"/api/rulesets/{saved['id']}", json=change)
        assert refused.status_code == 409, refused.text
        error = refused.json()["error"]
        assert error["code"] == code and error["text"]["ru"] and error["text"]["en"]
    # Only the author may rename; options cannot be changed this way at all.
    other = await boris.http.patch(f"/api/rulesets/{saved['id']}", json={"name": "Чужие"})
    assert other.status_code == 403 and other.json()["error"]["code"] == "not_your_ruleset"
    options = await anna.http.patch(f"/api/rulesets/{saved['id']}", json={"options": {"hand": 5}})
    assert options.status_code == 422
    unchanged = (await boris.http.get(f"/api/rulesets/{saved['id']}")).json()
    assert (unchanged["name"], unchanged["description"]) == ("Наш двор", YARD["description"])

    renamed = await anna.http.patch(
        f"/api/rulesets/{saved['id']}", json={"name": " Двор на Полянке ", "description": ""}
    )
    assert renamed.status_code == 200, renamed.text
    body = renamed.json()
    assert (body["name"], body["description"], body["public"]) == ("Двор на Полянке", "", True)
    assert body["options"] == saved["options"]
    seen = (await boris.http.get("/api/rulesets", params={"game": "test_cards"})).json()
    assert [(r["id"], r["name"]) for r in seen["public"]] == [(saved["id"], "Двор на Полянке")]
    # An empty change is no change; a table created before keeps the name it was created under.
    same = await anna.http.patch(f"/api/rulesets/{saved['id']}", json={})
    assert same.status_code == 200 and same.json()["name"] == "Двор на Полянке"
    lobby = (await anna.http.get("/api/tables")).json()
    assert [t["ruleset"] for t in lobby] == [{"id": saved["id"], "name": "Наш двор"}]
