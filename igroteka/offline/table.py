"""One offline table: a game record replayed and extended move by move.

A record is plain JSON, what the browser keeps in IndexedDB:

    {"id", "game", "preset", "options", "seed",
     "seats": [{"kind": "human"|"bot", "name", "level"}],
     "actions": [[seat, action_json], ...], "result": OUTCOME|null}

Messages are those of the table socket (igroteka/server/table/messages.py):
one `snapshot` or `update` per person seated (two people on one device hold
two seats), `table` when the game ends, `error` for a refused move.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from igroteka.bots.base import Bot, Player
from igroteka.bots.levels import make_bot
from igroteka.engine.errors import IgrotekaError, IllegalAction
from igroteka.engine.events import Event
from igroteka.engine.game import NOT_YOUR_TURN, Game, State
from igroteka.engine.i18n import Text
from igroteka.engine.registry import get_game

# The longest a bot may think in the browser, in seconds: Pyodide runs Python a few
# times slower than CPython, so the search sees less, but no move keeps a player waiting.
BROWSER_BOT_BUDGET = 0.8

LEVELS = {
    "easy": Text("лёгкий", "easy"),
    "medium": Text("средний", "medium"),
    "hard": Text("сильный", "hard"),
}
STALE = Text("Позиция изменилась, ход не принят", "The position changed; the move was not played")
NOT_PLAYING = Text("Партия не идёт", "The game is not being played")
CANNOT_RESIGN = Text(
    "Сдаться можно только в партии двоих без скрытых карт",
    "Only a two-player game with nothing hidden can be resigned",
)
RESIGNED = Text("{name} сдался (место {seat})", "{name} resigned (seat {seat})")
OFFLINE = Text("без сети", "offline")


def new_seats(count: int, people: int, level: str) -> list[dict[str, Any]]:
    """The first `people` seats for people on this device, bots of `level` in the rest."""
    people = max(1, min(people, count))
    return [
        {"kind": "human", "name": ""} if i < people else {"kind": "bot", "level": level}
        for i in range(count)
    ]


def browser_bot(game: Game, level: str, options: dict[str, Any]) -> Player:
    """The level's bot, as at the club, with its thinking capped at `BROWSER_BOT_BUDGET`."""
    bot = make_bot(game, level, dict(options))
    budget = bot.time_budget if isinstance(bot, Bot) else None
    if dataclasses.is_dataclass(bot) and (budget or 0) > BROWSER_BOT_BUDGET:
        bot = dataclasses.replace(bot, time_budget=BROWSER_BOT_BUDGET)
    return bot


class OfflineTable:
    """A local table for one record; every method returns the messages to deliver."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        self.id = str(record["id"])
        self.game = get_game(record["game"])
        self.preset = record.get("preset") or None
        if not record.get("options"):
            # A new record names its preset only: the options are the preset's, kept from now on.
            record["options"] = dict(self.game.options.resolve(self.preset))
        self.options = self.game.options.validate(record["options"])
        self.seed = int(record["seed"])
        if not record.get("seats"):
            record["seats"] = new_seats(
                self.game.seat_count(self.options),
                int(record.get("people") or 1),
                str(record.get("level") or "medium"),
            )
        self.seats: list[dict[str, Any]] = list(record["seats"])
        self.state: State = self.game.new_state(self.options, self.seed)
        self.opening: list[Event] = self.state.opening_events()
        self.log: list[tuple[int, int, list[Event]]] = []
        self.result: dict[str, Any] | None = record.get("result")
        for seat, data in record.get("actions") or []:
            self._apply(int(seat), self.state.action_from_json(data))
        if self.result is None and self.state.is_terminal():
            self.result = self._outcome()

    # --- what the page asks -------------------------------------------------

    @property
    def version(self) -> int:
        return len(self.log)

    @property
    def finished(self) -> bool:
        return self.result is not None

    def people(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.get("kind") != "bot"]

    def hello(self) -> list[dict[str, Any]]:
        return [self.snapshot(seat) for seat in self.people()]

    def act(self, seat: int, version: int, data: Any) -> list[dict[str, Any]]:
        if self.finished:
            return [self._error(NOT_PLAYING, "not_playing")]
        if seat not in self.people():
            return [self._error(NOT_YOUR_TURN, "not_your_seat")]
        if version != self.version:
            return [self.snapshot(seat), self._error(STALE, "stale_version")]
        try:
            if seat not in self.state.acting():
                raise IllegalAction(NOT_YOUR_TURN, code="not_your_turn")
            action = self.state.action_from_json(data)
            self.state.check(action, seat)
        except IgrotekaError as error:
            return [{"type": "error", "table": self.id, **error.to_json("ru")}]
        return self._commit(seat, action)

    def bot_seat(self) -> int | None:
        """A bot's seat that acts now, if any (the worker then asks `bot_move`)."""
        if self.finished:
            return None
        for seat in self.state.acting():
            if self.seats[seat].get("kind") == "bot":
                return seat
        return None

    def bot_move(self) -> list[dict[str, Any]]:
        seat = self.bot_seat()
        if seat is None:
            return []
        bot = browser_bot(self.game, str(self.seats[seat].get("level") or "medium"), self.options)
        rng = random.Random(f"{self.seed}:{self.version}:{seat}")
        action = bot.choose(self.state.clone(), seat, rng)
        return self._commit(seat, action)

    def resign(self, seat: int) -> list[dict[str, Any]]:
        if self.finished:
            return [self._error(NOT_PLAYING, "not_playing")]
        if len(self.seats) != 2 or self.game.hidden_information or seat not in self.people():
            return [self._error(CANNOT_RESIGN, "cannot_resign")]
        returns = [1.0, 1.0]
        returns[seat] = -1.0
        name = self._name(seat).render("ru")
        self.result = {
            "returns": returns,
            "winners": [1 - seat],
            "reason": RESIGNED.with_params(name=name, seat=seat + 1).to_json(),
            "points": [],
            "details": {"resigned": seat},
        }
        self.record["result"] = self.result
        return [self._table_message()]

    # --- messages ---------------------------------------------------------

    def info(self) -> dict[str, Any]:
        name = self.game.name
        preset = None
        if self.preset:
            try:
                preset = self.game.options.preset(self.preset).name
            except IgrotekaError:
                preset = None
        summary = {
            lang: " · ".join(
                part.render(lang) for part in (name, preset, OFFLINE) if part is not None
            )
            for lang in ("ru", "en")
        }
        return {
            "id": self.id,
            "game": self.game.id,
            "preset": self.preset,
            "options": dict(self.options),
            "differences": self.game.options.differences(self.options, self.preset),
            "stake": 0,
            "stake_most": 0,
            "clock": {"kind": "none", "seconds": 0, "increment": 0},
            "private": True,
            "status": "finished" if self.finished else "playing",
            "seats": [self._seat_public(i) for i in range(len(self.seats))],
            "spectators": 0,
            "summary": summary,
            "version": self.version,
            "record_id": None,
            "fairness": {"commitment": "", "player_seeds": {}},
            "claimable": None,
            "result": self.result,
            "settlement": None,
            "created_at": self.record.get("created_at"),
            "expires_at": None,
            "rematch": None,
            "ruleset": None,
            "offline": True,
        }

    def snapshot(self, seat: int | None) -> dict[str, Any]:
        opening = (
            [{"version": 0, "events": [ev.for_seat(seat) for ev in self.opening]}]
            if self.opening
            else []
        )
        return {
            "type": "snapshot",
            "table": self.id,
            "version": self.version,
            "seat": seat,
            "view": self.state.view(seat),
            **self._seat_fields(seat),
            "table_info": self.info(),
            "clocks": self._clocks(),
            "log": opening
            + [
                {"version": v, "seat": s, "events": [ev.for_seat(seat) for ev in events]}
                for v, s, events in self.log[-200:]
            ],
        }

    def _update(self, seat: int, events: list[Event]) -> dict[str, Any]:
        return {
            "type": "update",
            "table": self.id,
            "version": self.version,
            "seat": seat,
            "events": [ev.for_seat(seat) for ev in events],
            "view": self.state.view(seat),
            **self._seat_fields(seat),
            "clocks": self._clocks(),
        }

    def _seat_fields(self, seat: int | None) -> dict[str, Any]:
        acting = [] if self.finished else list(self.state.acting())
        decides = seat is not None and seat in acting and self.seats[seat].get("kind") != "bot"
        fields: dict[str, Any] = {
            "legal": self._legal(seat) if decides and seat is not None else [],
            "turn": acting[0] if acting else None,
            "acting": acting,
        }
        if decides and seat is not None:
            controls = self.state.controls(seat)
            if controls is not None:
                fields["controls"] = controls
        return fields

    def _legal(self, seat: int) -> list[dict[str, Any]]:
        state = self.state
        return [
            {
                "action": a.to_json(),
                "text": state.action_text(a),
                "label": state.action_label(a).to_json(),
            }
            for a in state.legal_actions(seat)
        ]

    def _clocks(self) -> dict[str, Any]:
        return {"kind": "none", "seconds": 0, "increment": 0,
                "remaining": [0.0] * len(self.seats), "running": None}

    def _seat_public(self, index: int) -> dict[str, Any]:
        seat = self.seats[index]
        bot = seat.get("kind") == "bot"
        label = self._name(index)
        return {
            "seat": index,
            "kind": "bot" if bot else "human",
            # A person without a name is called by the label, in the reader's language.
            "name": label.render("ru") if bot else str(seat.get("name") or ""),
            "label": label.to_json(),
            "level": seat.get("level") if bot else None,
            "user_id": None,
            "rating": None,
            "connected": True,
            "ready": True,
            "bot_holding": False,
            "abandoned": False,
            "bot_at": None,
        }

    def _name(self, index: int) -> Text:
        seat = self.seats[index]
        if seat.get("kind") == "bot":
            level = LEVELS.get(str(seat.get("level") or "medium"), LEVELS["medium"])
            return Text("Бот ({level})", "Bot ({level})").with_params(level=level)
        name = str(seat.get("name") or "")
        if name:
            return Text(name, name)
        return Text("Игрок {n}", "Player {n}").with_params(n=index + 1)

    def _table_message(self) -> dict[str, Any]:
        return {"type": "table", "table": self.id, "table_info": self.info()}

    def _error(self, text: Text, code: str) -> dict[str, Any]:
        return {"type": "error", "table": self.id, "code": code,
                "message": text.render("ru"), "text": text.to_json()}

    # --- play -------------------------------------------------------------

    def _apply(self, seat: int, action: Any) -> list[Event]:
        events = self.state.apply(action, seat, checked=False)
        self.log.append((len(self.log) + 1, seat, events))
        return events

    def _commit(self, seat: int, action: Any) -> list[dict[str, Any]]:
        events = self._apply(seat, action)
        actions = self.record.setdefault("actions", [])
        actions.append([seat, action.to_json()])
        messages = [self._update(s, events) for s in self.people()]
        if self.state.is_terminal():
            self.result = self._outcome()
            self.record["result"] = self.result
            messages.append(self._table_message())
        return messages

    def _outcome(self) -> dict[str, Any]:
        outcome = self.state.outcome()
        return outcome.to_json() if outcome is not None else {}
