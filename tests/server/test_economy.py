"""Chips, ratings, fair-deal proofs and rate limits, through the club's real API."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from igroteka.server import club as club_module
from igroteka.server.ratelimit import DEFAULT_SPECS
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay


async def _member(server: LiveServer, login: str, name: str) -> Player:
    player = Player(server.url, server.ws_url)
    answer = await player.http.post(
        "/api/auth/register", json={"login": login, "password": "long password", "name": name}
    )
    assert answer.status_code == 200, answer.text
    player.user = answer.json()["user"]
    return player


async def _staked_game(a: Player, b: Player, stake: int, seed: int) -> dict[str, Any]:
    created = await a.http.post(
        "/api/tables", json={"game": "test_cards", "stake": stake, "options": {"hand": 2}}
    )
    assert created.status_code == 200, created.text
    tid = created.json()["table"]["id"]
    assert f"ставка {stake}" in created.json()["table"]["summary"]["ru"]
    assert (await b.http.post(f"/api/tables/{tid}/join", json={})).status_code == 200
    for p in (a, b):
        await p.connect()
        await p.send({"type": "hello", "table": tid})
        await p.expect("snapshot")
        assert (await p.http.post(f"/api/tables/{tid}/ready")).status_code == 200
    rng = random.Random(seed)
    final, _ = await asyncio.gather(autoplay(a, tid, rng), autoplay(b, tid, rng))
    for p in (a, b):
        await p.disconnect()
    return final


async def test_stakes_are_settled_and_chips_conserved(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url).start()
    people = [await _member(server, f"player{i}", f"Игрок {i}") for i in range(4)]
    try:
        for p in people:
            assert p.user["chips"] == 1100  # starting balance and today's top-up
        # Four staked games at once, settled concurrently.
        pairs = [(0, 1), (2, 3)]
        finals = []
        for round_ in range(2):
            finals += await asyncio.gather(
                *(
                    _staked_game(people[a], people[b], 40 + round_, seed=round_ * 10 + a)
                    for a, b in pairs
                )
            )
        balances = [(await p.http.get("/api/me")).json()["user"]["chips"] for p in people]
        assert sum(balances) == 4 * 1100
        for final in finals:
            chips = final["settlement"]["chips"]
            assert sum(chips["payouts"].values()) == sum(chips["stakes"].values())
            winner = str(final["seats"][final["result"]["winners"][0]]["user_id"])
            if len(final["result"]["winners"]) == 1:
                assert chips["net"][winner] > 0
        audit = await server.run(server.club.chips.audit())
        assert audit.ok
        history = (await people[0].http.get("/api/me/chips")).json()
        assert history["balance"] == balances[0]
        assert {line["kind"] for line in history["history"]} >= {"start", "topup", "stake"}

        # A stake larger than a balance is refused, naming both amounts; guests can't stake.
        rich = await people[0].http.post(
            "/api/tables", json={"game": "test_cards", "stake": 100_000}
        )
        assert rich.status_code == 200
        short = await people[1].http.post(f"/api/tables/{rich.json()['table']['id']}/join", json={})
        assert short.status_code == 409 and short.json()["error"]["code"] == "insufficient_chips"
        guest = await Player(server.url, server.ws_url).guest("Гость")
        refused = await guest.http.post("/api/tables", json={"game": "test_cards", "stake": 5})
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "guest_stake"
        await guest.close()
    finally:
        for p in people:
            await p.close()
        server.stop()


async def test_ratings_fairness_proof_and_limits(sqlite_url: str) -> None:
    # The club's own limits on chat and on guessing one login (the others out of reach).
    limits = {f"rate_{kind}": DEFAULT_SPECS[kind] for kind in ("chat", "login")}
    server = LiveServer(sqlite_url, **limits).start()
    anna = await _member(server, "anna", "Анна")
    boris = await _member(server, "boris", "Борис")
    try:
        created = await anna.http.post("/api/tables", json={"game": "test_cards", "private": True})
        tid, invite = created.json()["table"]["id"], created.json()["invite"]
        await boris.http.post(f"/api/tables/{tid}/join", json={"invite": invite})
        # Seeds of one's own; a second one from the same seat is refused.
        assert (
            await anna.http.post(f"/api/tables/{tid}/seed", json={"seed": "моё зерно"})
        ).status_code == 200
        again = await anna.http.post(f"/api/tables/{tid}/seed", json={"seed": "другое"})
        assert again.status_code == 409 and again.json()["error"]["code"] == "seed_already_given"
        bad = await boris.http.post(f"/api/tables/{tid}/seed", json={"seed": "a\nb"})
        assert bad.status_code == 409 and bad.json()["error"]["code"] == "bad_seed"
        before = (await anna.http.get(f"/api/fairness/{tid}")).json()
        assert before["server_seed"] is None and before["actions"] == []
        assert before["player_seeds"] == {"0": "моё зерно"}

        for p in (anna, boris):
            await p.connect()
            await p.send({"type": "hello", "table": tid})
            await p.expect("snapshot")
            await p.http.post(f"/api/tables/{tid}/ready")
        late = await boris.http.post(f"/api/tables/{tid}/seed", json={"seed": "поздно"})
        assert late.status_code == 409 and late.json()["error"]["code"] == "seed_too_late"
        running = (await boris.http.get(f"/api/fairness/{tid}")).json()
        assert running["server_seed"] is None and running["seed"] is None
        rng = random.Random(9)
        final, _ = await asyncio.gather(autoplay(anna, tid, rng), autoplay(boris, tid, rng))

        # The proof checks out, and a tampered one does not.
        proof = (await boris.http.get(f"/api/fairness/{tid}")).json()
        assert proof["server_seed"] and len(proof["actions"]) == final["version"]
        verdict = (await boris.http.post("/api/fairness/verify", json=proof)).json()
        assert verdict["ok"] is True, verdict["checks"]
        forged = {**proof, "server_seed": "0" * 64}
        verdict = (await boris.http.post("/api/fairness/verify", json=forged)).json()
        assert verdict["ok"] is False and verdict["verdict"]["en"].startswith("Verification FAILED")
        assert (await boris.http.post("/api/fairness/verify", json={"x": 1})).status_code == 422

        # Ratings: both people are on the preset's leaderboard, the winner above.
        changes = final["settlement"]["ratings"]
        assert {c["name"] for c in changes} == {"Анна", "Борис"}
        board = (await anna.http.get("/api/ratings/test_cards?preset=classic")).json()
        assert {line["name"] for line in board} == {"Анна", "Борис"}
        if len(final["result"]["winners"]) == 1:
            winner = final["seats"][final["result"]["winners"][0]]["name"]
            assert board[0]["name"] == winner
        info = (await anna.http.get(f"/api/tables/{tid}")).json()
        assert all(seat["rating"] is not None for seat in info["seats"])

        # Chat is rate-limited: a burst, then a clear refusal with a time to wait.
        codes = []
        for n in range(8):
            await anna.send({"type": "chat", "table": tid, "text": f"привет {n}"})
        for message in await anna.drain(0.5):
            if message["type"] == "error":
                codes.append(message["code"])
                assert "с" in message["message"]
        assert codes and set(codes) == {"rate_limited"}

        # Login attempts are limited too.
        stranger = Player(server.url, server.ws_url)
        statuses = []
        for _ in range(7):
            answer = await stranger.http.post(
                "/api/auth/login", json={"login": "anna", "password": "guess guess"}
            )
            statuses.append(answer.status_code)
        assert statuses[:5] == [401] * 5 and statuses[-1] == 429
        await stranger.close()
    finally:
        await anna.close()
        await boris.close()
        server.stop()


async def test_bots_are_rated_and_labelled(server: LiveServer) -> None:
    anna = await _member(server, "annabot", "Анна")
    try:
        table = (
            await anna.http.post("/api/quickplay", json={"game": "test_cards", "level": "hard"})
        ).json()["table"]
        await anna.connect()
        await anna.send({"type": "hello", "table": table["id"]})
        await autoplay(anna, table["id"], random.Random(1))
        board = (await anna.http.get("/api/ratings/test_cards?preset=classic")).json()
        bots = [line for line in board if line["is_bot"]]
        assert len(bots) == 1 and bots[0]["name"] == "Бот (сильный)"
        people = (await anna.http.get("/api/ratings/test_cards?preset=classic&bots=false")).json()
        assert [line["name"] for line in people] == ["Анна"]
    finally:
        await anna.close()


class FirstLegal:
    """A player's 'random' choice that always takes the first legal action: with the
    server's seed fixed, the whole match is known in advance."""

    @staticmethod
    def choice(legal: list[Any]) -> Any:
        return legal[0]


# Server seeds for a short Kozel match (to 6, «dry goats» ×3) played by FirstLegal seats:
# each is dealt «eggs» (60:60) on the way; 41 ends 8:0 (dry goats), 47 ends 2:16.
DRY_SEED, WET_SEED = f"{41:064x}", f"{47:064x}"


async def _kozel_for_chips(
    server: LiveServer, people: list[Player], seed: str, monkeypatch: Any
) -> tuple[dict[str, Any], dict[str, Any]]:
    monkeypatch.setattr(club_module, "new_server_seed", lambda: seed)
    created = await people[0].http.post("/api/tables", json={
        "game": "kozel", "preset": "short6", "stake": 10,
        "options": {"dry_goat_multiplier": 3},
        "seats": [{"kind": "me"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}],
    })
    assert created.status_code == 200, created.text
    table = created.json()["table"]
    tid = table["id"]
    # The lobby says what a seat can lose, not only the stake.
    assert "ставка 10 (проигрыш до 30)" in table["summary"]["ru"], table["summary"]
    assert "stake 10 (a loss of up to 30)" in table["summary"]["en"]
    assert (table["stake"], table["stake_most"]) == (10, 30)
    for seat, person in enumerate(people[1:], start=1):
        joined = await person.http.post(f"/api/tables/{tid}/join", json={"seat": seat})
        assert joined.status_code == 200, joined.text
    for person in people:
        await person.connect()
        await person.send({"type": "hello", "table": tid})
        await person.expect("snapshot")
    for person in people:
        assert (await person.http.post(f"/api/tables/{tid}/ready")).status_code == 200
    finals = await asyncio.wait_for(
        asyncio.gather(*(autoplay(p, tid, FirstLegal()) for p in people)), 120  # type: ignore[arg-type]
    )
    for person in people:
        await person.disconnect()
    final = finals[0]
    assert final["status"] == "finished"
    record = (await people[0].http.get(f"/api/replays/{final['record_id']}")).json()
    return final, record


async def test_kozel_goats_pay_the_table_stake_times_the_dry_goat_multiplier(
    sqlite_url: str, monkeypatch: Any
) -> None:
    server = LiveServer(sqlite_url).start()
    people = [await _member(server, f"goat{i}", f"Козёл {i}") for i in range(4)]
    try:
        for seed, dry, paid in ((DRY_SEED, True, 30), (WET_SEED, False, 10)):
            final, record = await _kozel_for_chips(server, people, seed, monkeypatch)
            details = final["result"]["details"]
            assert details["dry"] is dry
            assert "payouts" not in details  # no second, unpaid stake in the result
            assert any(line["kind"] == "eggs" for line in record["view"]["match"]["deals"])
            chips = final["settlement"]["chips"]
            goats = details["goats"]
            # Each paid in the most a goat can lose; the ledger moved exactly what was won.
            assert set(chips["stakes"].values()) == {30}
            for seat, person in enumerate(people):
                net = chips["net"][str(person.user["id"])]
                assert net == (-paid if seat % 2 == goats else paid), (seat, net, details)
            assert sum(chips["net"].values()) == 0
            assert await server.run(server.club.chips.escrow_balance(final["id"])) == 0
        balances = [(await p.http.get("/api/me")).json()["user"]["chips"] for p in people]
        assert sum(balances) == 4 * 1100
        assert (await server.run(server.club.chips.audit())).ok

        # A seat that cannot cover the multiplied loss is refused, with both amounts.
        poor = await _member(server, "poorgoat", "Бедный козёл")
        created = await poor.http.post("/api/tables", json={"game": "kozel", "stake": 1000,
                                                            "options": {"dry_goat_multiplier": 2}})
        tid = created.json()["table"]["id"]
        refused = await people[0].http.post(f"/api/tables/{tid}/join", json={})
        assert refused.status_code == 409, refused.text
        text = refused.json()["error"]["text"]
        assert "2000" in text["ru"] and "2000" in text["en"]
    finally:
        for person in people:
            await person.close()
        server.stop()
