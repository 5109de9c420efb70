"""Whole Go-Stop deals over a real server on loopback, played by WebSocket test clients.

Two people: every message either seat receives (snapshots, updates, events, legal moves,
errors, table news), the lobby and the replay fetched while the deal runs are searched for
card numbers, and none may be a card of the opponent's hand or of the stock at that moment.
Probing a card one does not hold gets the same answer wherever that card really is, so
errors tell nothing either. A person against the medium bot: the deal ends as the engine
says it must, and what the table promised a Stop would pay is what is paid.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

from igroteka.engine.registry import get_game
from tests.server.harness import LiveServer, Player

GAME = get_game("go_stop")

# Where the game's JSON holds card numbers: lists of cards, or a single card.
CARD_LISTS = {"hand", "hands", "stock", "cards", "layout", "matches", "options"}
KIND_COUNTS = {"brights", "animals", "ribbons", "junk"}  # lists of cards; alone, points or counts
CARD_LISTS |= KIND_COUNTS
CARD_VALUES = {"card", "hand_card", "hand_target", "stock_card", "play", "choose"}
# Every other number in a view, an event or a legal move, so that a new field carrying
# cards cannot slip past unnoticed: an unknown key fails the test until it is classified.
OTHER_NUMBERS = {
    "seat", "turn", "turn_number", "first", "hand_counts", "stock_count", "month", "ppuk",
    "total", "godori", "red_poem", "blue", "plain_red", "animal_count", "junk_units",
    "junk_cards", "single_junk_units", "defence_units", "gos", "decided_at", "ppuks",
    "hand_count", "amount", "score", "count", "to", "returns", "winners", "points", "winner",
}
# Card labels in texts (legal moves, error reasons): "play March, curtain (9)".
LABEL = re.compile(r"\((\d{1,2})\)")


def cards_in(data: Any, key: str | None = None, unknown: set[str] | None = None) -> set[int]:
    """The card numbers in the game's JSON; keys holding other numbers go into `unknown`."""
    found: set[int] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            found |= cards_in(v, k, unknown)
    elif isinstance(data, list):
        for item in data:
            if isinstance(item, int) and not isinstance(item, bool):
                if key in CARD_LISTS:
                    found.add(item)
                elif unknown is not None and key not in OTHER_NUMBERS:
                    unknown.add(str(key))
            else:
                found |= cards_in(item, key, unknown)
    elif isinstance(data, int) and not isinstance(data, bool):
        if key in CARD_VALUES:
            found.add(data)
        elif unknown is not None and key not in OTHER_NUMBERS | KIND_COUNTS:
            unknown.add(str(key))
    elif isinstance(data, str):
        found |= {int(n) for n in LABEL.findall(data)}
    return found


def game_parts(message: dict[str, Any]) -> list[Any]:
    """The parts of a message that come from the game: view, events, legal moves, log."""
    parts: list[Any] = [message.get("view"), message.get("events"), message.get("legal")]
    parts += [entry.get("events") for entry in message.get("log") or [] if isinstance(entry, dict)]
    return [p for p in parts if p is not None]


def secrets(replay: dict[str, Any], seat: int) -> list[set[int]]:
    """For every version: the opponent's hand and the stock, from the revealed record."""
    state: Any = GAME.new_state(GAME.options.validate(replay["options"]), int(replay["seed"]))
    hidden = [set(state.hands[1 - seat]) | set(state.stock)]
    for data in replay["actions"]:
        state.apply(state.action_from_json(data))
        hidden.append(set(state.hands[1 - seat]) | set(state.stock))
    # A four dealt in a hand wins at once and is shown to both: those cards are public then.
    four = state.view(seat).get("four")
    if four:
        hidden[-1] -= set(four["cards"])
    return hidden


def message_version(message: dict[str, Any]) -> int | None:
    if isinstance(message.get("version"), int):
        return int(message["version"])
    info = message.get("table_info")
    return int(info["version"]) if isinstance(info, dict) and "version" in info else None


def visible(view: dict[str, Any]) -> set[int]:
    return cards_in({"hand": view["hand"], "layout": view["layout"], "players": view["players"]})


async def play_two_people(
    me: Player, table: str, rng: random.Random, probes: list[tuple[int, int, int]]
) -> dict[str, Any]:
    """Random legal moves until the deal ends; sometimes first a card one does not hold.

    `probes` gets (seat, version, card) for each such try; its error must not say where
    the card is. Returns the last table info.
    """
    while True:
        message = await asyncio.wait_for(me.inbox.get(), 30)
        kind = message.get("type")
        if kind == "error":
            assert message["code"] in ("illegal_action", "stale_version", "not_your_turn"), message
            continue
        info = message.get("table_info")
        if isinstance(info, dict) and info["status"] == "finished":
            return info
        if kind not in ("snapshot", "update") or not message["legal"]:
            continue
        seat, version, view = message["seat"], message["version"], message["view"]
        if view["phase"] == "play":
            unseen = sorted(set(range(1, 49)) - visible(view))
            card = rng.choice(unseen)
            probes.append((seat, version, card))
            await me.send(
                {"type": "act", "table": table, "seat": seat, "version": version,
                 "action": {"play": card}}
            )
        choice = rng.choice(message["legal"])["action"]
        await me.send(
            {"type": "act", "table": table, "seat": seat, "version": version, "action": choice}
        )


async def look(viewer: Player, table: str, record: int, seen: list[tuple[str, Any]]) -> bool:
    """A third person reads the lobby, the table and its replay once; True once it is over."""
    lobby = (await viewer.http.get("/api/tables")).json()
    summary = (await viewer.http.get(f"/api/tables/{table}")).json()
    replay = (await viewer.http.get(f"/api/replays/{record}")).json()
    seen.append(("lobby", lobby))
    seen.append(("table", summary))
    if not replay["finished"]:
        seen.append(("replay", replay))
    return summary["status"] == "finished"


async def watch(viewer: Player, table: str, record: int, seen: list[tuple[str, Any]]) -> None:
    """The same person reading them again and again while the deal runs."""
    while not await look(viewer, table, record, seen):
        await asyncio.sleep(0.05)


def check_messages(player: Player, seat: int, hidden: list[set[int]]) -> int:
    """Every message this seat received, at the version it was sent: no hidden card in it."""
    version = 0
    checked = 0
    for raw in player.received:
        message = json.loads(raw)
        version = message_version(message) or version  # errors and chat: the last version seen
        unknown: set[str] = set()
        shown: set[int] = set()
        for part in game_parts(message):
            shown |= cards_in(part, None, unknown)
        assert unknown == set(), f"numbers under unclassified keys: {unknown}"
        rest = {k: v for k, v in message.items() if k not in ("view", "events", "legal", "log")}
        shown |= cards_in(rest)
        leaked = shown & hidden[min(version, len(hidden) - 1)]
        assert leaked == set(), (seat, version, message["type"], sorted(leaked))
        checked += 1
    return checked


def check_watched(seen: list[tuple[str, Any]], replay: dict[str, Any]) -> None:
    """The lobby and the table's summary hold no cards; the running replay only public ones."""
    hidden = [a | b for a, b in zip(secrets(replay, 0), secrets(replay, 1), strict=True)]
    replays = 0
    for what, data in seen:
        if what == "replay":
            replays += 1
            version = len(data["steps"])
            assert cards_in(data["view"]) & hidden[version] == set()
            assert cards_in([step["events"] for step in data["steps"]]) & hidden[version] == set()
            assert not data.get("seed") and not data.get("actions"), "the record while running"
        else:
            text = json.dumps(data)
            assert '"hand"' not in text and '"stock"' not in text and '"view"' not in text, what
    if replay["actions"]:  # (a deal of four of a month ends as it is dealt)
        assert replays > 0, "the replay was never read while the deal ran"


async def test_two_people_never_see_the_other_hand_or_the_stock(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url, grace_seconds=60).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    boris = await Player(server.url, server.ws_url).guest("Борис", lang="en")
    viewer = await Player(server.url, server.ws_url).guest("Зритель")
    people = (anna, boris)
    try:
        checked = 0
        where = {"hand": 0, "stock": 0}
        for deal in range(2):
            plan = [{"kind": "me"}, {"kind": "human"}]
            created = await anna.http.post("/api/tables", json={"game": "go_stop", "seats": plan})
            assert created.status_code == 200, created.text
            table = created.json()["table"]
            assert table["preset"] == "single_deal"
            tid = table["id"]
            joined = await boris.http.post(f"/api/tables/{tid}/join", json={"seat": 1})
            assert joined.json()["seat"] == 1
            for player in people:
                player.received.clear()
                await player.connect()
                await player.send({"type": "hello", "table": tid})
                await player.expect("snapshot")
            for player in people:
                assert (await player.http.post(f"/api/tables/{tid}/ready")).status_code == 200
            started = (await viewer.http.get(f"/api/tables/{tid}")).json()
            seen: list[tuple[str, Any]] = []
            # Once before anyone moves (a deal may end after a few cards, before the watcher
            # gets a turn on a busy machine), then all along.
            await look(viewer, tid, started["record_id"], seen)
            watcher = asyncio.create_task(watch(viewer, tid, started["record_id"], seen))
            rng = random.Random(deal)
            probes: list[tuple[int, int, int]] = []
            finals = await asyncio.wait_for(
                asyncio.gather(*(play_two_people(p, tid, rng, probes) for p in people)), 120
            )
            await asyncio.wait_for(watcher, 30)
            final = finals[0]
            replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
            assert replay["finished"] and len(replay["actions"]) == final["version"]

            for seat, player in enumerate(people):
                checked += check_messages(player, seat, secrets(replay, seat))
            check_watched(seen, replay)

            # A card one does not hold is refused in the same words wherever it lies.
            refusals = [
                json.loads(raw)
                for player in people
                for raw in player.received
                if '"illegal_action"' in raw
            ]
            assert len(refusals) == len(probes)
            for refusal in refusals:
                assert re.fullmatch(r"Card \d+ is not in your hand", refusal["text"]["en"])
                assert re.fullmatch(r"Карты \d+ нет у вас в руке", refusal["text"]["ru"])
            said = sorted(int(re.findall(r"\d+", r["text"]["en"])[0]) for r in refusals)
            assert said == sorted(card for _, _, card in probes)
            for seat, version, card in probes:
                opponent_hand = secrets(replay, seat)[version] - set(replay_stock(replay, version))
                where["hand" if card in opponent_hand else "stock"] += 1
            for player in people:
                await player.disconnect()
        assert checked > 80
        assert where["hand"] > 0 and where["stock"] > 0, where
    finally:
        for player in (*people, viewer):
            await player.close()
        server.stop()


def replay_stock(replay: dict[str, Any], version: int) -> list[int]:
    state: Any = GAME.new_state(GAME.options.validate(replay["options"]), int(replay["seed"]))
    for data in replay["actions"][:version]:
        state.apply(state.action_from_json(data))
    return list(state.stock)


def expected_legal(view: dict[str, Any]) -> list[Any]:
    """The moves the view itself says are open: the hand, the two cards, or Go and Stop."""
    pending = view["pending"]
    if pending["kind"] == "play":
        return [{"play": card} for card in view["hand"]]
    if pending["kind"] in ("choose_hand", "choose_stock"):
        return [{"choose": card} for card in pending["options"]]
    return ([{"go": True}] if pending["go_allowed"] else []) + [{"stop": True}]


async def test_a_deal_against_the_medium_bot_pays_what_the_table_showed(sqlite_url: str) -> None:
    server = LiveServer(sqlite_url).start()
    anna = await Player(server.url, server.ws_url).guest("Анна")
    try:
        stops = 0
        deals = 0
        # Deals until one ends with a Stop (nearly every deal does): that payment is checked.
        while stops == 0:
            deals += 1
            assert deals <= 6, "six deals and not one Stop"
            answer = await anna.http.post(
                "/api/quickplay", json={"game": "go_stop", "level": "medium"}
            )
            assert answer.status_code == 200, answer.text
            tid = answer.json()["table"]["id"]
            assert answer.json()["table"]["preset"] == "single_deal"
            await anna.connect()
            await anna.send({"type": "hello", "table": tid})
            views: dict[int, dict[str, Any]] = {}
            final: dict[str, Any] = {}
            while not final:
                message = await asyncio.wait_for(anna.inbox.get(), 60)
                info = message.get("table_info")
                if isinstance(info, dict) and info["status"] == "finished":
                    final = info
                if message.get("type") not in ("snapshot", "update") or message["view"] is None:
                    continue
                view = message["view"]
                views[message["version"]] = view
                assert view["hand"] is not None and view["seat"] == 0
                if not message["legal"]:
                    continue
                legal = [entry["action"] for entry in message["legal"]]
                assert legal == expected_legal(view)
                # Go once when allowed (the bot then has a deal to win), else the first move.
                action = legal[0]
                if view["pending"]["kind"] == "go_stop" and view["players"][0]["gos"] > 0:
                    action = {"stop": True}
                await anna.send(
                    {"type": "act", "table": tid, "seat": 0, "version": message["version"],
                     "action": action}
                )
            replay = (await anna.http.get(f"/api/replays/{final['record_id']}")).json()
            state: Any = GAME.new_state(
                GAME.options.validate(replay["options"]), int(replay["seed"])
            )
            for data in replay["actions"]:
                state.apply(state.action_from_json(data))
            outcome = state.outcome().to_json()
            assert final["result"]["winners"] == outcome["winners"]
            assert final["result"]["points"] == outcome["points"]
            details = outcome["details"]
            by_bot = {step["version"]: step["by_bot"] for step in replay["steps"]}
            assert set(by_bot) == set(range(1, final["version"] + 1))
            if details["kind"] == "stop":
                stops += 1
                # The view before the Stop showed the stopper exactly this payment.
                before = views[final["version"] - 1]
                stopper = before["players"][details["winner"]]
                assert before["pending"]["kind"] == "go_stop"
                assert by_bot[final["version"]] == (details["winner"] == 1)
                assert stopper["if_stop"]["amount"] == details["amount"]
                assert stopper["if_stop"]["doublings"] == details["payout"]["doublings"]
                assert stopper["gos"] == details["payout"]["gos"]
            elif details["kind"] == "nagari":
                assert final["result"]["points"] == [0.0, 0.0]
            await anna.disconnect()
    finally:
        await anna.close()
        server.stop()
