"""Who sits where: people, bots, and people whose seat a bot is holding.

A seat's `kind` is what it was set up as (a person's seat or a bot's). A
person's seat can be held by a bot for a while (`held`, after a disconnection
or a missed turn) or for good (`abandoned`, the leaver penalised); the
person takes a held seat back by returning.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from igroteka.engine.i18n import Text
from igroteka.server import texts

BOT_LEVELS = ("easy", "medium", "hard")


@dataclass
class Seat:
    kind: str = "human"  # "human" or "bot"
    user_id: int | None = None
    name: str = ""
    level: str | None = None
    ready: bool = False
    abandoned: bool = False
    left_user_id: int | None = None
    missed: int = 0
    # Runtime only (not stored): rebuilt from the connections after a restart.
    connected: bool = False
    held: bool = False
    # While its person is away: when a bot will take the seat, so the others can count down.
    bot_at: datetime | None = None

    @property
    def is_open(self) -> bool:
        return self.kind == "human" and self.user_id is None and not self.abandoned

    @property
    def bot_controlled(self) -> bool:
        return self.kind == "bot" or self.abandoned or self.held

    def label(self) -> Text:
        if self.kind == "bot":
            level = texts.LEVELS.get(self.level or "medium", texts.LEVELS["medium"])
            return Text("Бот ({level})", "Bot ({level})").with_params(level=level)
        if self.is_open:
            return texts.OPEN_SEAT
        return Text(self.name, self.name)

    def stored(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("connected")
        data.pop("held")
        data.pop("bot_at")
        return data

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> Seat:
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)

    def public(self, index: int, rating: float | None = None) -> dict[str, Any]:
        kind = "bot" if self.kind == "bot" else ("empty" if self.is_open else "human")
        return {
            "seat": index,
            "kind": kind,
            "name": self.label().render("ru") if kind == "bot" else self.name,
            "label": self.label().to_json(),
            "level": self.level,
            "user_id": self.user_id,
            "rating": rating,
            "connected": self.connected if kind == "human" else True,
            "ready": self.ready if kind == "human" else True,
            "bot_holding": self.held or self.abandoned,
            "abandoned": self.abandoned,
            "bot_at": self.bot_at.isoformat() if self.bot_at is not None else None,
        }
