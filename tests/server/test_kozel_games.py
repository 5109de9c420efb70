"""Whole Kozel matches over the club's WebSockets: four people, stakes, a private table by
link, a seat reconnecting in the middle of a deal, and every message each of them received
checked against what that seat could know at that moment.

The check is independent of the engine's own redaction: the finished game is replayed from
its revealed seed and actions, and for every version and every shuffle the cards a seat may
know are worked out from the state (its own dealt hand, the cards already played, the cards
turned face up, a card passed between partners). Any card name in a message outside that set
is a leak: in a view, an update's events, a snapshot's log, an error, the lobby, the table
summary, or the spectators' replay while the game runs.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

from igroteka.cards import cards_of
from igroteka.engine.registry import get_game
from tests.server.harness import LiveServer, Player
from tests.server.playing import autoplay

CARD = re.compile(r"^(?:[6-9TJQKA])[cdhs]$")
PRINTED = re.compile(r"(10|[6-9JQKA])([♣♦♥♠])")
SUIT_LETTER = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}
# The trump order and the shoha are the rules' constants, the same for every seat.
PUBLIC_KEYS = {"order", "shoha"}

Knowledge = dict[int, list[set[str]]]  # shuffle -> the cards each seat may know


def cards_in(value: Any, skip: frozenset[str] = frozenset(PUBLIC_KEYS)) -> set[str]:
    """Every card named anywhere in a JSON value, as "Qc" ("Q♣", "10♥" in texts too)."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in skip:
                found |= cards_in(item, skip)
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item, skip)
    elif isinstance(value, str):
        if CARD.match(value):
            found.add(value)
        for rank, suit in PRINTED.findall(value):
            found.add(("T" if rank == "10" else rank) + SUIT_LETTER[suit])
    return found


class Truth:
    """What each seat may know, version by version, from the finished game's record."""

    def __init__(self, record: dict[str, Any]) -> None:
        game = get_game("kozel")
        state: Any = game.new_state(game.options.validate(record["options"]), int(record["seed"]))
        self.shuffle_at: list[int] = []
        self.hands: list[list[set[str]]] = []
        self.snapshots: list[Knowledge] = []
        self.public: list[dict[int, set[str]]] = []
        know: Knowledge = {}
        seen: dict[int, set[str]] = {}
        self._events(state.start_events, know, seen)
        self._record(state, know, seen)
        for data in record["actions"]:
            before = state.shuffle_number
            events = state.apply(state.action_from_json(data))
            played = data.get("card") if isinstance(data, dict) else None
            if isinstance(played, str):
                for cards in know.setdefault(before, [set() for _ in range(4)]):
                    cards.add(played)
                seen.setdefault(before, set()).add(played)
            self._events(events, know, seen)
            self._record(state, know, seen)

    @staticmethod
    def _events(events: list[Any], know: Knowledge, seen: dict[int, set[str]]) -> None:
        """Shuffles that came and went inside one action (automatic redeals): the dealt hands."""
        for event in events:
            shuffle = event.public.get("shuffle")
            if event.kind == "deal":
                for seat in range(4):
                    hand = event.private.get(seat, {}).get("hand", [])
                    know.setdefault(shuffle, [set() for _ in range(4)])[seat] |= set(hand)
            if event.kind == "reveal":
                for cards in know.setdefault(shuffle, [set() for _ in range(4)]):
                    cards |= set(event.public["cards"])
                seen.setdefault(shuffle, set()).update(event.public["cards"])

    def _record(self, state: Any, know: Knowledge, seen: dict[int, set[str]]) -> None:
        shuffle = state.shuffle_number
        dealt = 0
        held = 0
        for seat in range(4):
            dealt |= state.dealt[seat]
            held |= state.hands[seat]
        played = {c.ascii for c in cards_of(dealt & ~held)}
        revealed = {c.ascii for c in cards_of(state.revealed)}
        row = know.setdefault(shuffle, [set() for _ in range(4)])
        for seat in range(4):
            own = {c.ascii for c in cards_of(state.dealt[seat] | state.hands[seat])}
            passed = set()
            for ex in state.exchanges:
                if ex.knows(seat):
                    passed |= {c.ascii for c in cards_of(
                        (0 if ex.given is None else 1 << ex.given)
                        | (0 if ex.returned is None else 1 << ex.returned))}
            row[seat] |= own | played | revealed | passed
        seen.setdefault(shuffle, set()).update(played | revealed)
        self.shuffle_at.append(shuffle)
        self.hands.append([{c.ascii for c in cards_of(state.hands[s])} for s in range(4)])
        self.snapshots.append({k: [set(c) for c in v] for k, v in know.items()})
        self.public.append({k: set(v) for k, v in seen.items()})

    def shuffle_of(self, version: int) -> int:
        return self.shuffle_at[min(version, len(self.shuffle_at) - 1)]

    def allowed(self, seat: int | None, shuffle: int, version: int) -> set[str]:
        version = min(version, len(self.snapshots) - 1)
        if seat is None:
            return self.public[version].get(shuffle, set())
        return self.snapshots[version].get(shuffle, [set()] * 4)[seat]

    def leaks_in(self, message: dict[str, Any], seat: int | None, latest: int) -> list[str]:
        """Cards in one message the reader (`seat`, None: a spectator) could not know."""
        found: list[str] = []

        def check(value: Any, shuffle: int, version: int, where: str) -> None:
            for card in cards_in(value) - self.allowed(seat, shuffle, version):
                found.append(f"{where}@v{version}: {card}")

        kind = message.get("type")
        version = message.get("version", latest)
        rest = {k: v for k, v in message.items() if k not in ("view", "legal", "events", "log")}
        check(rest, -1, version, f"{kind} fields")
        if kind in ("snapshot", "update") and message.get("view") is not None:
            check(message["view"], self.shuffle_of(version), version, "view")
            check(message.get("legal", []), self.shuffle_of(version), version, "legal")
        for event in message.get("events", []):
            check(event, event.get("shuffle", -1), version, f"event {event.get('kind')}")
        for entry in message.get("log", []):
            for event in entry.get("events", []):
                check(event, event.get("shuffle", -1), entry["version"], f"log {event.get('kind')}")
        return found

    def leaks(self, raw_messages: list[str], seat: int | None) -> list[str]:
        found: list[str] = []
        latest = 0
        for raw in raw_messages:
            message = json.loads(raw)
            if isinstance(message.get("version"), int):
                latest = message["version"]
            if message.get("type") == "error":
                # An error names at most the reader's own cards as they were then.
                allowed = self.allowed(seat, self.shuffle_of(latest), latest)
                found += [f"error: {c}" for c in cards_in(message) - allowed]
                continue
            found += self.leaks_in(message, seat, latest)
        return found


async def _member(server: LiveServer, login: str, name: str) -> Player:
    player = Player(server.url, server.ws_url)
    answer = await player.http.post(
        "/api/auth/register", json={"login": login, "password": "long password", "name": name}
    )
    assert answer.status_code == 200, answer.text
    player.user = answer.json()["user"]
    return player


def _put_back(player: Player, message: dict[str, Any]) -> None:
    """Return a message taken with `expect` to the front of the queue, for `autoplay` to answer."""
    queued = [message]
    while not player.inbox.empty():
        queued.append(player.inbox.get_nowait())
    for item in queued:
        player.inbox.put_nowait(item)


class Away:
    """Holds the others' moves once a bot has played for an absent seat, until its player is back.

    Without it the table plays on at full speed while the test reconnects, and on a busy
    machine the whole match can end before the absent player gets a turn again.
    """

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.since: int | None = None
        self.bot_played = asyncio.Event()
        self.back = asyncio.Event()

    async def gate(self, message: dict[str, Any]) -> None:
        if self.since is None or self.back.is_set():
            return
        if message["version"] > self.since and any(
            e.get("kind") == "play" and e.get("seat") == self.seat
            for e in message.get("events", [])
        ):
            self.bot_played.set()
        if self.bot_played.is_set():
            await self.back.wait()


async def _wait_for_bot_move(
    watcher: Player, record_id: int, seat: int, after: int
) -> dict[str, Any]:
    """The running game's public replay, once a bot has moved for `seat` after version `after`."""
    for _ in range(400):
        replay = (await watcher.http.get(f"/api/replays/{record_id}")).json()
        if any(s["seat"] == seat and s["by_bot"] and s["version"] > after for s in replay["steps"]):
            return dict(replay)
        await asyncio.sleep(0.05)
    raise AssertionError(f"no bot moved for seat {seat} while it was away")


async def test_four_people_play_a_short_match_for_chips_and_see_only_their_own_cards(
    server: LiveServer,
) -> None:
    people = [await _member(server, f"kozel{i}", name) for i, name in
              enumerate(["Аня", "Борис", "Вера", "Гоша"])]
    watcher = await Player(server.url, server.ws_url).guest("Зритель")
    overheard: list[Any] = []
    try:
        anna = people[0]
        created = await anna.http.post("/api/tables", json={
            "game": "kozel", "preset": "short6", "stake": 10,
            "seats": [{"kind": "me"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}],
        })
        assert created.status_code == 200, created.text
        table = created.json()["table"]
        tid = table["id"]
        assert table["options"]["target"] == 6
        # The lobby line says what the table is: the preset, the stake, the free seats.
        lobby = (await watcher.http.get("/api/tables?game=kozel")).json()
        line = next(t for t in lobby if t["id"] == tid)["summary"]
        assert line["ru"].startswith("Козёл · Короткая до 6 · ставка 10 · свободно 3 из 4"), line
        assert "stake 10" in line["en"]
        for seat, person in enumerate(people[1:], start=1):
            joined = await person.http.post(f"/api/tables/{tid}/join", json={"seat": seat})
            assert joined.status_code == 200, joined.text
        for person in people:
            await person.connect()
            await person.send({"type": "hello", "table": tid})
            await person.expect("snapshot")
        await watcher.connect()
        await watcher.send({"type": "hello", "table": tid})
        await watcher.expect("snapshot", seat=None)
        for person in people:
            assert (await person.http.post(f"/api/tables/{tid}/ready")).status_code == 200

        rng = random.Random(5)
        vera = people[2]
        away = Away(2)
        others = [asyncio.create_task(autoplay(p, tid, rng, gate=away.gate))
                  for p in people if p is not vera]
        # Vera plays the first few cards of the first deal, then her connection drops.
        await asyncio.wait_for(autoplay(vera, tid, rng, pause_at=6), 60)
        seen = max(json.loads(r).get("version", 0) for r in vera.received if '"version"' in r)
        away.since = seen
        await vera.disconnect()
        left_at = (await vera.http.get(f"/api/tables/{tid}")).json()["version"]
        info = (await watcher.http.get(f"/api/tables/{tid}")).json()
        overheard += [info, (await watcher.http.get("/api/tables")).json()]
        overheard.append(await _wait_for_bot_move(watcher, info["record_id"], 2, left_at))
        # While the game runs, the fairness proof has no seed and no moves.
        proof = (await watcher.http.get(f"/api/fairness/{tid}")).json()
        assert proof["seed"] is None and proof["actions"] == []
        overheard.append(proof)
        # Back in the middle of the deal: exactly the missed versions, then on with the game.
        await vera.connect()
        await vera.send({"type": "hello", "table": tid, "since": seen})
        back = await vera.expect("update", timeout=15)
        assert back.get("since") == seen and back["version"] > seen
        resumed_at = back["version"]
        # Her player answers from the catch-up on, as a client does.
        _put_back(vera, back)
        away.back.set()
        results = await asyncio.wait_for(
            asyncio.gather(autoplay(vera, tid, rng), *others), 120
        )
        final = results[0]
        assert final["status"] == "finished"

        record = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
        truth = Truth(record)
        state_view = record["view"]
        assert state_view["goats"] in (0, 1)
        goats = state_view["goats"]
        assert max(state_view["match"]["scores"]) >= 6

        # Vera's seat was played by a bot while she was away and by her again after.
        steps = record["steps"]
        assert any(s["seat"] == 2 and s["by_bot"] for s in steps if s["version"] > left_at)
        assert any(s["seat"] == 2 and not s["by_bot"] for s in steps if s["version"] > resumed_at)
        assert {c["card"] for c in back["view"]["hand"]} == truth.hands[resumed_at][2]

        # Every seat's hand in every view it got is its true hand at that version.
        for seat, person in enumerate(people):
            for raw in person.received:
                message = json.loads(raw)
                if message.get("type") in ("snapshot", "update") and message.get("view"):
                    hand = {c["card"] for c in message["view"]["hand"]}
                    assert hand == truth.hands[message["version"]][seat], (seat, message["version"])

        # Nobody was ever told a card they could not know.
        for seat, person in enumerate(people):
            assert truth.leaks(person.received, seat) == [], f"seat {seat}"
            # The check can fail: the same messages read as the next seat's are full of leaks.
            assert truth.leaks(person.received, (seat + 1) % 4), f"seat {seat}"
        assert truth.leaks(watcher.received, None) == []
        table_info, lobby_list, running, proof = overheard
        for body in (table_info, lobby_list, proof):
            assert cards_in(body) == set(), body
        last = max(step["version"] for step in running["steps"])
        assert not running["finished"] and running.get("seed") is None
        for step in running["steps"]:
            for event in step["events"]:
                shown = cards_in(event) - truth.allowed(None, event["shuffle"], step["version"])
                assert shown == set(), (step["version"], event)
        assert cards_in(running["view"]) <= truth.allowed(None, truth.shuffle_at[last], last)
        assert running["view"]["hand"] == []

        # The goats paid the stake to the winners; chips are conserved.
        chips = final["settlement"]["chips"]
        for seat, person in enumerate(people):
            net = chips["net"][str(person.user["id"])]
            assert net == (-10 if seat % 2 == goats else 10), (seat, net, goats)
        balances = [(await p.http.get("/api/me")).json()["user"]["chips"] for p in people]
        assert sum(balances) == 4 * 1100
    finally:
        for person in [*people, watcher]:
            await person.close()


async def test_a_private_kozel_table_is_joined_by_its_link_and_dealt_privately(
    server: LiveServer,
) -> None:
    anna = await Player(server.url, server.ws_url).guest("Аня")
    boris = await Player(server.url, server.ws_url).guest("Борис")
    stranger = await Player(server.url, server.ws_url).guest("Чужой")
    try:
        created = await anna.http.post("/api/tables", json={
            "game": "kozel", "preset": "classic", "private": True,
            "seats": [{"kind": "me"}, {"kind": "bot", "level": "easy"}, {"kind": "human"},
                      {"kind": "bot", "level": "easy"}],
        })
        assert created.status_code == 200, created.text
        tid = created.json()["table"]["id"]
        invite = created.json()["invite"]
        assert all(t["id"] != tid for t in (await stranger.http.get("/api/tables")).json())
        refused = await stranger.http.post(f"/api/tables/{tid}/join", json={"seat": 2})
        assert refused.status_code in (403, 404), refused.text
        joined = await boris.http.post(f"/api/tables/{tid}/join", json={"invite": invite})
        assert joined.status_code == 200 and joined.json()["seat"] == 2, joined.text
        for person in (anna, boris):
            await person.connect()
            await person.send({"type": "hello", "table": tid})
            await person.expect("snapshot")
        for person in (anna, boris):
            assert (await person.http.post(f"/api/tables/{tid}/ready")).status_code == 200
        # Partners play the first deal against two bots; each sees eight cards of their own.
        rng = random.Random(3)
        hands: dict[int, set[str]] = {}
        for person, seat in ((anna, 0), (boris, 2)):
            first = await person.expect("snapshot", seat=seat, timeout=15)
            while first["view"] is None:
                first = await person.expect("snapshot", seat=seat, timeout=15)
            _put_back(person, first)  # it may be this person's move already
            hands[seat] = {c["card"] for c in first["view"]["hand"]}
            assert len(hands[seat]) == 8
            assert first["view"]["hand_counts"] == [8, 8, 8, 8]
        assert not hands[0] & hands[2]
        await asyncio.wait_for(asyncio.gather(
            autoplay(anna, tid, rng, pause_at=34), autoplay(boris, tid, rng, pause_at=34)
        ), 60)
        for person, seat in ((anna, 0), (boris, 2)):
            for raw in person.received:
                message = json.loads(raw)
                if message.get("type") in ("snapshot", "update") and message.get("view"):
                    partner = hands[2 - seat]
                    shown = {c["card"] for c in message["view"]["hand"]}
                    if message["view"]["deal_number"] == 1:
                        assert not shown & partner
    finally:
        for person in (anna, boris, stranger):
            await person.close()
