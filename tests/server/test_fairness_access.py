"""A private table's fairness proof is for whoever may see the table, like the table itself."""

from __future__ import annotations

from tests.server.harness import LiveServer, Player


async def test_a_private_tables_proof_is_not_for_strangers(server: LiveServer) -> None:
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Boris", "en")
    stranger = await Player(server.url, server.ws_url).guest("Чужой")
    try:
        created = (
            await anna.http.post("/api/tables", json={"game": "test_cards", "private": True})
        ).json()
        table, invite = created["table"]["id"], created["invite"]
        await anna.http.post(f"/api/tables/{table}/seed", json={"seed": "мой-секрет"})
        joined = await boris.http.post(f"/api/tables/{table}/join", json={"invite": invite})
        assert joined.status_code == 200
        for player in (anna, boris):
            assert (await player.http.post(f"/api/tables/{table}/ready")).status_code == 200
        assert (await anna.http.get(f"/api/tables/{table}")).json()["status"] == "playing"

        for path in (f"/api/tables/{table}", f"/api/fairness/{table}"):
            refused = await stranger.http.get(path)
            assert refused.status_code == 403, (path, refused.text)
            assert refused.json()["error"]["code"] == "private_table"
            assert "мой-секрет" not in refused.text
            assert (await stranger.http.get(path, params={"invite": "wrong"})).status_code == 403
            anonymous = await Player(server.url, server.ws_url).http.get(path)
            assert anonymous.status_code == 403

        for player in (anna, boris):
            proof = (await player.http.get(f"/api/fairness/{table}")).json()
            assert proof["player_seeds"] == {"0": "мой-секрет"} and proof["server_seed"] is None
        with_invite = await stranger.http.get(f"/api/fairness/{table}", params={"invite": invite})
        assert with_invite.status_code == 200

        # A public table's proof stays open to anyone.
        public = (await anna.http.post("/api/quickplay", json={"game": "test_cards"})).json()
        answer = await stranger.http.get(f"/api/fairness/{public['table']['id']}")
        assert answer.status_code == 200 and answer.json()["commitment"]
    finally:
        for player in (anna, boris, stranger):
            await player.close()
