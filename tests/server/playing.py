"""Playing whole games as test clients, and checking afterwards what each one was told.

`autoplay` makes a Player answer every position where it holds the turn with
a random legal move, until the table reports the game finished. `leaks`
replays the finished game from its revealed record and checks each received
message: a card token may appear only where that reader could know it.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Awaitable, Callable
from typing import Any

from igroteka.engine.registry import get_game
from tests.server.harness import Player

TOKEN = re.compile(r"crd\d\dx")


async def autoplay(
    player: Player,
    table: str,
    rng: random.Random,
    pause_at: int | None = None,
    gate: Callable[[dict[str, Any]], Awaitable[None]] | None = None,
) -> dict[str, Any]:
    """Play until the table is finished (or until version `pause_at`); the last table info.

    `gate` sees every position before the player answers it and may hold the answer back,
    so that a test can stop the table at a moment of its choosing.
    """
    latest: dict[str, Any] = {}
    while True:
        message = await asyncio.wait_for(player.inbox.get(), 30)
        kind = message.get("type")
        if kind == "error":
            code = message["code"]
            assert code in ("stale_version", "not_your_turn"), message
            continue
        if kind == "table":
            latest = message["table_info"]
            if latest["status"] == "finished":
                return latest
            continue
        if kind in ("snapshot", "update"):
            if kind == "snapshot":
                latest = message["table_info"]
                if latest["status"] == "finished":
                    return latest
            if pause_at is not None and message["version"] >= pause_at:
                return latest
            if gate is not None:
                await gate(message)
            if message["legal"]:
                choice = rng.choice(message["legal"])
                await player.send(
                    {
                        "type": "act",
                        "table": table,
                        "seat": message["seat"],
                        "version": message["version"],
                        "action": choice["action"],
                    }
                )


def knowledge(game_id: str, options: dict[str, Any], seed: int, actions: list[Any]):
    """For every version: each seat's hand-so-far and the publicly played cards."""
    game = get_game(game_id)
    state: Any = game.new_state(game.options.validate(options), seed)
    seats = len(state.hands)
    seen: list[set[str]] = [set(h) for h in state.hands]
    played: set[str] = set()
    per_version = [([set(s) for s in seen], set(played))]
    for data in actions:
        state.apply(state.action_from_json(data))
        for i in range(seats):
            seen[i] |= set(state.hands[i])
        played = {card for _, card in state.played}
        per_version.append(([set(s) for s in seen], set(played)))
    return per_version


def replay_knowledge(replay: dict[str, Any]) -> list[Any]:
    """`knowledge` of a finished game from its replay (seed and actions revealed)."""
    return knowledge(replay["game"], replay["options"], int(replay["seed"]), replay["actions"])


def leaks(
    raw_messages: list[str], seats: tuple[int, ...], per_version: list[Any]
) -> list[tuple[int, str, str]]:
    """(version, card, message type) for every card a reader could not have known."""
    found = []
    version = 0
    for raw in raw_messages:
        message = json.loads(raw)
        if isinstance(message.get("version"), int):
            version = message["version"]
        elif isinstance(message.get("table_info"), dict):
            version = message["table_info"]["version"]
        if message.get("type") == "snapshot" and message["table_info"]["status"] == "waiting":
            version = 0
        hands, played = per_version[min(version, len(per_version) - 1)]
        allowed = set(played)
        for seat in seats:
            allowed |= hands[seat]
        for card in TOKEN.findall(raw):
            if card not in allowed:
                found.append((version, card, str(message.get("type"))))
    return found
