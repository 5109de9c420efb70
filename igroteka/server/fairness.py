"""Fair deals: commit to a secret seed before the game, reveal it after, let anyone check.

The protocol, in the order a table runs it:

1. before the game the server draws a secret `server_seed` and publishes only
   its SHA-256 (`commitment`), so it can no longer change the seed;
2. each seated player may add a seed of their own (`FairDeal.add_player_seed`),
   so the server cannot know the game's seed in advance either;
3. the game's seed is `combine_seeds(server_seed, player_seeds)` (SHA-256 of
   the server's seed and the players' seeds, sorted), and every shuffle and
   roll of the game is drawn from a generator seeded with it;
4. after the game the server reveals `server_seed` in a `FairnessProof`,
   together with the options and every action; `verify` checks the
   commitment, recomputes the seed, replays the game by its rules and shows
   the deals, so anyone can see that what they were dealt was what the
   committed seed gives.

Nothing here knows a specific game: the replay goes through the engine contract.
"""

from __future__ import annotations

import hmac
import json
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import combine_seeds, commitment
from igroteka.engine.registry import get_game

PROOF_FORMAT = "igroteka-fairness/1"
# A seat's key in `player_seeds` and a seed given as a string, as the OpenAPI schema's
# patterns say them (read with Python's `re`).
SEAT_KEY_PATTERN = r"^[0-9]+$"
SEED_TEXT_PATTERN = r"^-?[0-9]+$"
PLAYER_SEED_MAX = 128


class FairnessError(IgrotekaError):
    """A player's seed that cannot be accepted now, or a proof that cannot be read."""

    code = "bad_seed"


def new_server_seed() -> str:
    """A fresh secret seed: 256 bits from the operating system's generator, as hex."""
    return secrets.token_hex(32)


def check_player_seed(seed: Any) -> str:
    """A player's seed as given, or FairnessError saying what is wrong with it.

    Seeds are joined by newlines before hashing, so a seed may not contain a
    line break (one seed could otherwise pose as two); other control
    characters are refused too, so what a player typed is what a verifier sees.
    """
    if not isinstance(seed, str) or not seed.strip():
        raise FairnessError(
            Text("Зерно игрока — непустая строка", "A player's seed is a non-empty string")
        )
    if len(seed) > PLAYER_SEED_MAX:
        raise FairnessError(
            Text(
                "Зерно игрока не длиннее {limit} знаков",
                "A player's seed is at most {limit} characters",
            ).with_params(limit=PLAYER_SEED_MAX)
        )
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in seed):
        raise FairnessError(
            Text(
                "В зерне игрока не должно быть переводов строк и управляющих символов",
                "A player's seed may not contain line breaks or control characters",
            )
        )
    return seed


@dataclass
class FairDeal:
    """The server's side of one game's fairness: kept (with its secret) until the game ends."""

    server_seed: str = field(default_factory=new_server_seed)
    player_seeds: dict[int, str] = field(default_factory=dict)
    started: bool = False

    @property
    def commitment(self) -> str:
        return commitment(self.server_seed)

    def add_player_seed(self, seat: int, seed: Any, seats: int) -> None:
        """Record `seat`'s seed: once per seat, and only before `start`."""
        if self.started:
            raise FairnessError(
                Text(
                    "Игра уже началась: добавить своё зерно можно только до начала",
                    "The game has started: a seed can only be added before the start",
                ),
                code="seed_too_late",
            )
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise FairnessError(
                Text("Нет такого места: {seat}", "No such seat: {seat}").with_params(seat=seat)
            )
        if seat in self.player_seeds:
            raise FairnessError(
                Text(
                    "Место {seat} уже добавило своё зерно",
                    "Seat {seat} has already added its seed",
                ).with_params(seat=seat),
                code="seed_already_given",
            )
        self.player_seeds[seat] = check_player_seed(seed)

    def start(self) -> int:
        """Close the seeds and give the seed to create the game's state with."""
        self.started = True
        return self.game_seed

    @property
    def game_seed(self) -> int:
        """The seed the game's state is created with."""
        return combine_seeds(self.server_seed, list(self.player_seeds.values()))

    def announcement(self) -> dict[str, Any]:
        """What may be shown while the game runs: the commitment and the players' seeds."""
        return {
            "format": PROOF_FORMAT,
            "commitment": self.commitment,
            "player_seeds": {str(seat): s for seat, s in sorted(self.player_seeds.items())},
        }

    def proof(
        self,
        game: str,
        options: Mapping[str, Any],
        actions: list[Any],
        outcome: Mapping[str, Any] | None,
        table: str | None = None,
        seats: list[int] | None = None,
    ) -> FairnessProof:
        """The full proof, server seed included: publish it only once the game is over.

        `seats` is the seat of each action, as the journal keeps it: a game that
        asks several seats at once needs it to replay whose choice each was.
        """
        return FairnessProof(
            game=game,
            options=dict(options),
            commitment=self.commitment,
            server_seed=self.server_seed,
            player_seeds=dict(self.player_seeds),
            seed=self.game_seed,
            actions=list(actions),
            outcome=dict(outcome) if outcome is not None else None,
            table=table,
            seats=list(seats) if seats is not None else None,
        )

    def to_private_json(self) -> dict[str, Any]:
        """For the server's own storage only: it holds the secret."""
        return {
            "server_seed": self.server_seed,
            "player_seeds": {str(k): v for k, v in self.player_seeds.items()},
            "started": self.started,
        }

    @classmethod
    def from_private_json(cls, data: Mapping[str, Any]) -> FairDeal:
        return cls(
            str(data["server_seed"]),
            {int(k): str(v) for k, v in dict(data.get("player_seeds", {})).items()},
            bool(data.get("started", False)),
        )


def _proof_error(field_name: str, problem: Text) -> FairnessError:
    return FairnessError(
        Text(
            "Доказательство: поле «{field}»: {problem}", "Proof: field '{field}': {problem}"
        ).with_params(field=field_name, problem=problem),
        code="bad_proof",
        field=field_name,
    )


MISSING = Text("отсутствует", "is missing")


@dataclass(frozen=True)
class FairnessProof:
    """Everything needed to check one game's deals; `server_seed` is None until it ends."""

    game: str
    options: dict[str, Any]
    commitment: str
    server_seed: str | None
    player_seeds: dict[int, str]
    seed: int | None
    actions: list[Any]
    outcome: dict[str, Any] | None = None
    table: str | None = None
    # The seat of each action; None in a proof that does not say (then each action is
    # the seat to move's, as in every game where one seat acts at a time).
    seats: list[int] | None = None

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": PROOF_FORMAT,
            "table": self.table,
            "game": self.game,
            "options": self.options,
            "commitment": self.commitment,
            "server_seed": self.server_seed,
            "player_seeds": {str(seat): s for seat, s in sorted(self.player_seeds.items())},
            "seed": None if self.seed is None else str(self.seed),
            "actions": self.actions,
            "outcome": self.outcome,
        }
        if self.seats is not None:
            data["seats"] = self.seats
        return data

    def public(self) -> FairnessProof:
        """What may be shown of a game still running: no server seed, no moves, no result.

        Moves are withheld too, because in some games a move is itself hidden
        (a card passed face down); the full proof comes when the game ends.
        """
        return FairnessProof(
            self.game,
            self.options,
            self.commitment,
            None,
            self.player_seeds,
            None,
            [],
            None,
            self.table,
        )

    @classmethod
    def from_json(cls, data: Any) -> FairnessProof:
        """Read a proof, naming the first field that is wrong (FairnessError code bad_proof)."""
        if not isinstance(data, dict):
            raise _proof_error("", Text("ожидался объект JSON", "a JSON object was expected"))
        if data.get("format", PROOF_FORMAT) != PROOF_FORMAT:
            raise _proof_error(
                "format",
                Text("неизвестный формат {got!r}", "unknown format {got!r}").with_params(
                    got=data.get("format")
                ),
            )
        for name, kind in (
            ("game", str),
            ("commitment", str),
            ("options", dict),
            ("actions", list),
        ):
            if name not in data:
                raise _proof_error(name, MISSING)
            if not isinstance(data[name], kind):
                raise _proof_error(name, Text("неверный тип", "has the wrong type"))
        server_seed = data.get("server_seed")
        if server_seed is not None and not isinstance(server_seed, str):
            raise _proof_error("server_seed", Text("должно быть строкой", "must be a string"))
        seeds = data.get("player_seeds") or {}
        if not isinstance(seeds, dict) or not all(
            isinstance(k, str) and re.match(SEAT_KEY_PATTERN, k) and isinstance(v, str)
            for k, v in seeds.items()
        ):
            raise _proof_error(
                "player_seeds",
                Text("ожидались пары «место: строка»", "expected 'seat: string' pairs"),
            )
        seed = data.get("seed")
        if seed is not None:
            if not (
                (isinstance(seed, int) and not isinstance(seed, bool))
                or (isinstance(seed, str) and re.match(SEED_TEXT_PATTERN, seed))
            ):
                raise _proof_error("seed", Text("не число", "is not a number"))
            seed = int(seed)
        outcome = data.get("outcome")
        if outcome is not None and not isinstance(outcome, dict):
            raise _proof_error("outcome", Text("неверный тип", "has the wrong type"))
        table = data.get("table")
        seats = data.get("seats")
        if seats is not None and not (
            isinstance(seats, list)
            and all(isinstance(s, int) and not isinstance(s, bool) for s in seats)
        ):
            raise _proof_error(
                "seats", Text("ожидался список номеров мест", "expected a list of seat numbers")
            )
        return cls(
            game=data["game"],
            options=dict(data["options"]),
            commitment=data["commitment"].strip().lower(),
            server_seed=server_seed,
            player_seeds={int(k): v for k, v in seeds.items()},
            seed=seed,
            actions=list(data["actions"]),
            outcome=outcome,
            table=None if table is None else str(table),
            seats=None if seats is None else list(seats),
        )


@dataclass(frozen=True)
class Check:
    """One step of a verification, with what it found in words."""

    key: str
    ok: bool
    text: Text

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "ok": self.ok, "text": self.text.to_json()}


@dataclass
class VerificationResult:
    """The checks in order and, when the game could be replayed, what was dealt."""

    checks: list[Check] = field(default_factory=list)
    seed: int | None = None
    seats: int = 0
    initial_views: dict[str, Any] = field(default_factory=dict)
    events: list[list[dict[str, Any]]] = field(default_factory=list)
    final_view: dict[str, Any] | None = None
    outcome: dict[str, Any] | None = None

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(check.ok for check in self.checks)

    def verdict(self) -> Text:
        if self.ok:
            return Text(
                "Раздачи честные: зерно совпадает с обещанным до игры и воспроизводит всю игру",
                "The deals are fair: the seed matches the one promised before the game "
                "and reproduces the whole game",
            )
        failed = next(check for check in self.checks if not check.ok)
        return Text("Проверка НЕ пройдена: {reason}", "Verification FAILED: {reason}").with_params(
            reason=failed.text
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "verdict": self.verdict().to_json(),
            "checks": [check.to_json() for check in self.checks],
            "seed": None if self.seed is None else str(self.seed),
            "initial_views": self.initial_views,
            "events": self.events,
            "final_view": self.final_view,
            "outcome": self.outcome,
        }


def _short(value: str | int) -> str:
    text = str(value)
    return text if len(text) <= 20 else f"{text[:16]}…"


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _gist(outcome: Mapping[str, Any], other: Mapping[str, Any]) -> str:
    """The part of an outcome that differs from `other`, compactly (whole if no key differs)."""
    keys = [k for k in ("winners", "returns", "points") if outcome.get(k) != other.get(k)]
    return _canonical({k: outcome.get(k) for k in keys} if keys else outcome)


def verify(proof: FairnessProof) -> VerificationResult:
    """Check a proof step by step; every step is reported, the first failure names the cause."""
    result = VerificationResult()
    add = result.checks.append
    if proof.server_seed is None:
        add(
            Check(
                "revealed",
                False,
                Text(
                    "сервер ещё не раскрыл своё зерно: его публикуют после конца игры",
                    "the server has not revealed its seed yet: it is published when the game ends",
                ),
            )
        )
        return result
    promised = commitment(proof.server_seed)
    if hmac.compare_digest(promised.encode(), proof.commitment.encode()):
        add(
            Check(
                "commitment",
                True,
                Text(
                    "SHA-256 раскрытого зерна сервера совпадает с опубликованным до игры ({hash})",
                    "the SHA-256 of the revealed server seed matches the one published "
                    "before the game ({hash})",
                ).with_params(hash=proof.commitment),
            )
        )
    else:
        add(
            Check(
                "commitment",
                False,
                Text(
                    "SHA-256 раскрытого зерна сервера ({got}) не совпадает с опубликованным "
                    "до игры ({want}): зерно подменено",
                    "the SHA-256 of the revealed server seed ({got}) differs from the one "
                    "published before the game ({want}): the seed was replaced",
                ).with_params(got=promised, want=proof.commitment),
            )
        )
    try:
        player_seeds = [check_player_seed(s) for _, s in sorted(proof.player_seeds.items())]
    except FairnessError as error:
        add(Check("seed", False, error.text))
        return result
    seed = combine_seeds(proof.server_seed, player_seeds)
    result.seed = seed
    if proof.seed is not None and proof.seed != seed:
        add(
            Check(
                "seed",
                False,
                Text(
                    "зерно игры в доказательстве ({claimed}) не получается из зерна сервера и "
                    "зёрен игроков (выходит {computed})",
                    "the game seed in the proof ({claimed}) does not follow from the server's "
                    "and the players' seeds (they give {computed})",
                ).with_params(claimed=_short(proof.seed), computed=_short(seed)),
            )
        )
    else:
        add(
            Check(
                "seed",
                True,
                Text(
                    "зерно игры вычислено из зерна сервера и зёрен игроков ({count}): {seed}",
                    "the game seed was computed from the server's seed and the players' "
                    "seeds ({count}): {seed}",
                ).with_params(count=len(player_seeds), seed=_short(seed)),
            )
        )
    _replay_checks(proof, seed, result)
    return result


def _replay_checks(proof: FairnessProof, seed: int, result: VerificationResult) -> None:
    add = result.checks.append
    try:
        game = get_game(proof.game)
        options = game.options.validate(proof.options)
        state = game.new_state(options, seed)
    except IgrotekaError as error:
        add(
            Check(
                "replay",
                False,
                Text(
                    "игру не создать заново: {reason}", "the game cannot be set up again: {reason}"
                ).with_params(reason=error.text),
            )
        )
        return
    result.seats = game.seat_count(options)
    result.initial_views = {"all": state.full_view()}
    for seat in range(result.seats):
        result.initial_views[str(seat)] = state.view(seat)
    if proof.seats is not None and len(proof.seats) != len(proof.actions):
        add(
            Check(
                "replay",
                False,
                Text(
                    "число мест ({seats}) не совпадает с числом ходов ({n})",
                    "the number of seats ({seats}) does not match the number of moves ({n})",
                ).with_params(seats=len(proof.seats), n=len(proof.actions)),
            )
        )
        return
    seats: list[int | None] = list(proof.seats) if proof.seats is not None else []
    seats += [None] * (len(proof.actions) - len(seats))
    for number, (data, mover) in enumerate(zip(proof.actions, seats, strict=True), start=1):
        try:
            action = state.action_from_json(data)
            events = state.apply(action, mover)
        except IgrotekaError as error:
            add(
                Check(
                    "replay",
                    False,
                    Text(
                        "ход №{n} ({action}) невозможен в игре с этой раздачей: {reason}",
                        "move {n} ({action}) cannot be played in the game dealt from this "
                        "seed: {reason}",
                    ).with_params(n=number, action=_canonical(data), reason=error.text),
                )
            )
            return
        result.events.append([event.revealed() for event in events])
    add(
        Check(
            "replay",
            True,
            Text(
                "все ходы ({n}) сделаны по правилам в игре с этой раздачей",
                "all {n} moves are legal in the game dealt from this seed",
            ).with_params(n=len(proof.actions)),
        )
    )
    result.final_view = state.full_view()
    outcome = state.outcome()
    result.outcome = None if outcome is None else json.loads(_canonical(outcome.to_json()))
    if proof.outcome is None:
        return
    ended_off_board = {"timeout", "resigned"} & set(proof.outcome.get("details") or {})
    if result.outcome is None and ended_off_board:
        # Won on time or by resignation: the moves stop before the rules end the game.
        add(
            Check(
                "outcome",
                True,
                Text(
                    "игра кончилась не по правилам на доске, а по времени или сдачей",
                    "the game ended off the board: on time or by resignation",
                ),
            )
        )
    elif result.outcome is None:
        add(
            Check(
                "outcome",
                False,
                Text(
                    "по записанным ходам игра не доходит до конца, "
                    "а в доказательстве есть результат",
                    "the recorded moves do not finish the game, yet the proof states a result",
                ),
            )
        )
    elif _canonical(result.outcome) != _canonical(proof.outcome):
        add(
            Check(
                "outcome",
                False,
                Text(
                    "результат повтора ({got}) отличается от записанного ({want})",
                    "the replayed result ({got}) differs from the recorded one ({want})",
                ).with_params(
                    got=_gist(result.outcome, proof.outcome),
                    want=_gist(proof.outcome, result.outcome),
                ),
            )
        )
    else:
        add(
            Check(
                "outcome",
                True,
                Text(
                    "результат повтора совпадает с записанным",
                    "the replayed result matches the recorded one",
                ),
            )
        )
