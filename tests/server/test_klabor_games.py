"""A whole two-player Klabor match over the club's WebSockets, with every message each
player received checked against the other's hand.

The check is independent of the engine's redaction: the finished game is replayed from its
revealed seed and actions, and at every version the cards the opponent holds (less those
the table saw go to them: the turned card taken, a swapped seven, shown sequences) and the
cards still in the stock are secret from a seat. No such card may appear in a view, in the
legal actions, or in an update's events of the same shuffle.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from igroteka.cards.card import ALL_CARDS
from igroteka.engine.registry import get_game
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay
from tests.server.test_kozel_games import cards_in

# The trump order is a constant of the rules, the same for every seat.
PUBLIC_KEYS = frozenset({"order"})


def _names(mask: int) -> set[str]:
    return {c.ascii for c in ALL_CARDS if mask >> c.index & 1}


class Secrets:
    """Per version of the finished match: its shuffle and what each seat may not know."""

    def __init__(self, record: dict[str, Any]) -> None:
        game = get_game("klabor")
        state: Any = game.new_state(game.options.validate(record["options"]), int(record["seed"]))
        self.rows: list[tuple[int, list[set[str]]]] = [self._row(state)]
        self.played: list[str | None] = [None]
        for data in record["actions"]:
            card = data.get("card") if isinstance(data, dict) else None
            self.played.append(card if isinstance(card, str) else None)
            state.apply(state.action_from_json(data))
            self.rows.append(self._row(state))

    @staticmethod
    def _row(state: Any) -> tuple[int, list[set[str]]]:
        public = set(state.public_holder) | {c for c in (state.turnup, state.frez) if c is not None}
        stock = _names(sum(1 << c for c in state.stock if c not in public))
        secret = []
        for seat in range(len(state.hands)):
            others = 0
            for other, hand in enumerate(state.hands):
                if other != seat:
                    others |= hand
            for card in public:
                if card >= 0:
                    others &= ~(1 << card)
            secret.append(_names(others) | stock)
        return state.shuffle_number, secret

    def at(self, version: int) -> tuple[int, list[set[str]]]:
        return self.rows[min(version, len(self.rows) - 1)]

    def leaks(self, raw_messages: list[str], seat: int) -> list[str]:
        found: list[str] = []
        for raw in raw_messages:
            message = json.loads(raw)
            if message.get("type") not in ("snapshot", "update"):
                continue
            version = message.get("version", 0)
            shuffle, secret = self.at(version)
            for key in ("view", "legal"):
                for card in cards_in(message.get(key), PUBLIC_KEYS) & secret[seat]:
                    found.append(f"{key}@v{version}: {card}")
            before_shuffle, before = self.at(max(version - 1, 0))
            # The last card of a deal was secret just before it was played: it is played now.
            just_played = {self.played[min(version, len(self.played) - 1)]} - {None}
            for event in message.get("events") or []:
                data = event.get("data", event) if isinstance(event, dict) else event
                which = data.get("shuffle") if isinstance(data, dict) else None
                old = which == before_shuffle and which != shuffle
                hidden = (before[seat] - just_played) if old else secret[seat]
                for card in cards_in(event, PUBLIC_KEYS) & hidden:
                    found.append(f"event@v{version}: {card}")
        return found


async def test_two_people_play_a_short_klabor_match_and_never_see_each_others_cards(
    server: LiveServer,
) -> None:
    anna = await Player(server.url, server.ws_url).guest("Аня")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    try:
        created = await anna.http.post("/api/tables", json={
            "game": "klabor", "preset": "short",
            "seats": [{"kind": "me"}, {"kind": "human"}],
        })
        assert created.status_code == 200, created.text
        tid = created.json()["table"]["id"]
        assert created.json()["table"]["options"]["target"] == 301
        joined = await boris.http.post(f"/api/tables/{tid}/join", json={"seat": 1})
        assert joined.status_code == 200, joined.text
        for person in (anna, boris):
            await person.connect()
            await person.send({"type": "hello", "table": tid})
            await person.expect("snapshot")
        for person in (anna, boris):
            assert (await person.http.post(f"/api/tables/{tid}/ready")).status_code == 200

        rng = random.Random(7)
        results = await asyncio.wait_for(
            asyncio.gather(autoplay(anna, tid, rng), autoplay(boris, tid, rng)), 120
        )
        assert all(r["status"] == "finished" for r in results)

        record = (await anna.http.get(f"/api/replays/{results[0]['record_id']}")).json()
        game = get_game("klabor")
        final: Any = game.new_state(game.options.validate(record["options"]), int(record["seed"]))
        for data in record["actions"]:
            final.apply(final.action_from_json(data))
        assert final.is_terminal()
        match = final.match_score()
        # A whole match: more than one deal, and someone reached the target.
        assert len(match["deals"]) > 1
        assert max(match["scores"]) >= 301

        secrets = Secrets(record)
        # The check can fail: the opponent's cards are secret at the start of the match.
        assert secrets.at(0)[1][0] and secrets.at(0)[1][1]
        views = [json.loads(r) for r in anna.received if '"view"' in r]
        assert any(v.get("view") and v["view"].get("hand") for v in views)
        # Boris's own view, had it reached Anna, would be caught as a leak.
        boris_view = next(r for r in boris.received
                          if ((json.loads(r).get("view") or {}).get("hand")))
        assert secrets.leaks([boris_view], 0)
        for seat, person in enumerate((anna, boris)):
            assert secrets.leaks(person.received, seat) == []
    finally:
        for person in (anna, boris):
            await person.close()
