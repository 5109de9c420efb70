"""What a table sends: the summary, each seat's snapshot and updates, and chat.

Every seat gets its own view, its own redacted events, who acts now
(`acting`, with `turn` kept for older clients), and, when it may act, its
legal actions and its controls (a continuous action); a spectator the public
parts only. Opening events are log version 0. Nothing here knows any game.
"""

from __future__ import annotations

import logging
from typing import Any

from igroteka.engine.events import Event
from igroteka.server import texts
from igroteka.server.connection import Connection, encode
from igroteka.server.errors import ClubError
from igroteka.server.summary import table_line
from igroteka.server.table.core import TableCore
from igroteka.store.clock import utcnow
from igroteka.store.tables import ChatRow

log = logging.getLogger("igroteka.table")


class Messages(TableCore):
    """The messages each seat and spectator receives."""

    def info(self) -> dict[str, Any]:
        """The TableSummary of docs/protocol.md: nothing secret, the same for everyone."""
        fairness: dict[str, Any] = {
            "commitment": self.deal.commitment,
            "player_seeds": self.deal.announcement()["player_seeds"],
        }
        if self.status == "finished":
            fairness["server_seed"] = self.deal.server_seed
            fairness["seed"] = str(self.seed) if self.seed is not None else None
        return {
            "id": self.id,
            "game": self.game.id,
            "preset": self.preset,
            "options": self.options,
            "differences": self.game.options.differences(self.options, self.preset),
            "stake": self.stake,
            "stake_most": self.escrow_per_seat(),
            "clock": self.clock_spec.to_json(),
            "private": self.private,
            "status": self.status,
            "seats": [s.public(i, self.ratings.get(i)) for i, s in enumerate(self.seats)],
            "spectators": self.spectators(),
            "summary": table_line(
                self.game,
                self.options,
                self.preset,
                self.stake,
                self.free_seats(),
                len(self.seats),
                self.clock_spec,
                self.ruleset["name"] if self.ruleset else None,
            ),
            "version": self.version,
            "record_id": self.record_id,
            "fairness": fairness,
            "claimable": self._claimable(),
            "result": self.result,
            "settlement": self.settlement,
            "created_at": self.created_at.isoformat() if self.created_at else None,
            "expires_at": expires.isoformat() if (expires := self.expires_at()) else None,
            "rematch": self._rematch_info(),
            "ruleset": self.ruleset,
        }

    def _legal_now(self, seat: int) -> list[dict[str, Any]]:
        """The legal actions of an acting seat as sent to it, computed once per version
        (an update, a reconnection's snapshot and a stale move's snapshot share it)."""
        state = self.state
        assert state is not None
        if self._legal_key != (self.version, state):
            self._legal_key = (self.version, state)
            self._legal_cache = {}
        listed = self._legal_cache.get(seat)
        if listed is None:
            listed = [
                # `text` is the notation; `label` the words in both languages, for the reader.
                {
                    "action": a.to_json(),
                    "text": state.action_text(a),
                    "label": state.action_label(a).to_json(),
                }
                for a in state.legal_actions(seat)
            ]
            self._legal_cache[seat] = listed
        return listed

    def _decides(self, seat: int | None, acting: tuple[int, ...] | None = None) -> bool:
        """Whether the person at `seat` may act now (it acts and no bot plays it);
        `acting`: `acting_now()`, when the caller has it already (a broadcast)."""
        if self.state is None or seat is None or self.status != "playing":
            return False
        if acting is None:
            acting = self.acting_now()
        return seat in acting and not self.seats[seat].bot_controlled

    def legal_for(self, seat: int | None) -> list[dict[str, Any]]:
        if seat is None or not self._decides(seat):
            return []
        return self._legal_now(seat)

    def _view(self, seat: int | None) -> dict[str, Any] | None:
        # Not kept between messages: a table's views would stay in memory between moves
        # for the rare snapshot at the same version (a reconnection).
        return self.state.view(seat) if self.state is not None else None

    def _seat_fields(
        self, seat: int | None, acting: tuple[int, ...] | None = None
    ) -> dict[str, Any]:
        """Who may act, and for the receiving seat its legal actions and controls.

        `acting`: `acting_now()`, given by a broadcast, which asks it once for every seat
        (issue 22: whether the seat decides was worked out twice per seat before)."""
        if acting is None:
            acting = self.acting_now()
        decides = self._decides(seat, acting)
        fields: dict[str, Any] = {
            "legal": self._legal_now(seat) if decides and seat is not None else [],
            "turn": acting[0] if acting else None,
            "acting": list(acting),
        }
        if decides:
            assert seat is not None and self.state is not None
            controls = self.state.controls(seat)
            if controls is not None:
                fields["controls"] = controls
        return fields

    def _opening_entry(self, seat: int | None) -> list[dict[str, Any]]:
        """The opening events as log version 0 (no seat made them), for `seat`."""
        if not self.opening:
            return []
        return [{"version": 0, "events": [ev.for_seat(seat) for ev in self.opening]}]

    def snapshot(self, seat: int | None) -> dict[str, Any]:
        limit = self.settings.snapshot_log
        recent = [(e, e.events) for e in self.log[-limit:]] if limit > 0 else []
        # The opening too, while the window reaches back to the start.
        opening = self._opening_entry(seat) if len(self.log) < limit else []
        return {
            "type": "snapshot",
            "table": self.id,
            "version": self.version,
            "seat": seat,
            "view": self._view(seat),
            **self._seat_fields(seat),
            "table_info": self.info(),
            "clocks": self.clock.to_json(),
            "log": opening
            + [
                {
                    "version": e.version,
                    "seat": e.seat,
                    "events": [ev.for_seat(seat) for ev in events],
                }
                for e, events in recent
            ],
        }

    def _update(
        self,
        seat: int | None,
        events: list[Event],
        since: int | None,
        clocks: dict[str, Any] | None = None,
        acting: tuple[int, ...] | None = None,
        views: dict[int | None, dict[str, Any]] | None = None,
    ) -> bytes:
        message: dict[str, Any] = {
            "type": "update",
            "table": self.id,
            "version": self.version,
            "seat": seat,
            "events": [ev.for_seat(seat) for ev in events],
            "view": self._view(seat) if views is None else views[seat],
            **self._seat_fields(seat, acting),
            "clocks": self.clock.to_json() if clocks is None else clocks,
        }
        if since is not None:
            message["since"] = since
        return encode(message)

    def _targets(self, conn: Connection) -> tuple[int | None, ...]:
        seats = self.subscribers.get(conn, ())
        return seats if seats else (None,)

    def _broadcast_update(self, events: list[Event]) -> None:
        """The events of the move just made, as each seat's update, built and encoded once
        however many sockets hold the seat; every spectator gets the same one (seat None)."""
        cache: dict[int | None, bytes] = {}
        clocks = self.clock.to_json()  # the same for every seat
        acting = self.acting_now()  # so is who acts
        conns = list(self.subscribers)
        # Every seat's view at once: a game may share what does not depend on the seat
        # (State.views, issue 22).
        state = self.state
        seats = list(dict.fromkeys(seat for conn in conns for seat in self._targets(conn)))
        views = state.views(seats) if state is not None else None
        for conn in conns:
            for seat in self._targets(conn):
                payload = cache.get(seat)
                if payload is None:
                    payload = cache[seat] = self._update(seat, events, None, clocks, acting, views)
                conn.send_encoded(payload)

    def _broadcast_snapshots(self) -> None:
        cache: dict[int | None, bytes] = {}
        for conn in list(self.subscribers):
            for seat in self._targets(conn):
                payload = cache.get(seat)
                if payload is None:
                    payload = cache[seat] = encode(self.snapshot(seat))
                conn.send_encoded(payload)

    def broadcast_info(self) -> None:
        message: dict[str, Any] = {"type": "table", "table": self.id, "table_info": self.info()}
        if self.status == "playing" and self.clock.active:
            message["clocks"] = self.clock.to_json()  # a clock may have stopped or started
        payload = encode(message)
        for conn in list(self.subscribers):
            conn.send_encoded(payload)

    async def chat(self, conn: Connection, text: str) -> None:
        member = conn.member
        if member is None:
            raise ClubError(texts.NOT_SIGNED_IN, "not_signed_in", 401)
        if conn not in self.subscribers:
            raise ClubError(texts.NOT_SUBSCRIBED, "not_subscribed", 409)
        clean = self.club.clean_chat(text)
        row = ChatRow(table_id=self.id, user_id=member.id, name=member.name, text=clean)
        await self.club.repo.add_chat(row)
        seats = self.seats_of(member)
        if seats and self.status == "waiting":
            await self.club.repo.save(self.id, active_at=self._touch())
        message = encode(
            {
                "type": "chat",
                "table": self.id,
                "from": member.name,
                "user_id": member.id,
                "seat": seats[0] if seats else None,
                "text": clean,
                "at": utcnow().isoformat(),
            }
        )
        for other in list(self.subscribers):
            other.send_encoded(message)
