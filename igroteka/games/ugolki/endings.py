"""The end rules, checked after every move in the order the sources imply.

1. putting a piece back home after the leave-home deadline loses at once;
2. filling the opponent's home: at once, or (the "reply" rule) when the round
   ends, so Black's reply move can complete too and make it a draw;
3. the leave-home deadline, when the round of that number ends;
4. the cut-off, when the round of that number ends: pieces in the opponent's
   home or the tempo number decide;
5. threefold repetition, while nobody or everybody still has pieces at home;
6. nobody can move (every seat passed in a row): a draw.

For four players a rule that makes one side lose makes everyone else share
the win; a rule that picks the best (the cut-off) lets the tied best share it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from igroteka.engine.game import Outcome
from igroteka.engine.i18n import Text
from igroteka.games.ugolki.protocol import UgolkiPosition
from igroteka.games.ugolki.texts import SEAT_NAMES


def seat_list(seats: Sequence[int]) -> Text:
    ru = ", ".join(SEAT_NAMES[s].ru for s in seats)
    en = ", ".join(SEAT_NAMES[s].en for s in seats)
    return Text(ru, en)


def make_outcome(
    players: int, winners: Sequence[int], reason: Text, rule: str, **details: Any
) -> Outcome:
    """+1 to each winner and -1 to the rest; nobody (or everybody) winning is a draw."""
    winners = tuple(sorted(winners))
    if not winners or len(winners) == players:
        returns = tuple(0.0 for _ in range(players))
        points = tuple(1.0 / players for _ in range(players))
        winners = ()
    else:
        returns = tuple(1.0 if s in winners else -1.0 for s in range(players))
        points = tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(players))
    return Outcome(returns, winners, reason, points, {"rule": rule, **details})


def _losers_lose(
    players: int, losers: Sequence[int], reason: Text, rule: str, **details: Any
) -> Outcome:
    winners = [s for s in range(players) if s not in losers]
    return make_outcome(players, winners, reason, rule, losers=list(losers), **details)


def completed(state: UgolkiPosition, seat: int) -> bool:
    count = len(state.pieces[seat])
    return count > 0 and state.in_target[seat] == count


def after_move(state: UgolkiPosition, seat: int, dst: int | None, number: int) -> Outcome | None:
    """The result if the move just made (seat's move `number`, landing on dst) ends the game."""
    rules = state.rules
    n = rules.players
    round_done = seat == n - 1
    if (
        rules.no_return
        and rules.deadline
        and dst is not None
        and number > rules.deadline
        and dst in rules.geo.homes[seat]
    ):
        return _losers_lose(
            n,
            [seat],
            Text(
                "{seats} вернули шашку в свой дом после {n}-го хода и проиграли",
                "{seats} put a piece back home after move {n} and lose",
            ).with_params(seats=seat_list([seat]), n=rules.deadline),
            "return_home",
        )
    if rules.finish == "immediate":
        if completed(state, seat):
            return make_outcome(
                n,
                [seat],
                Text(
                    "{seats} первыми заняли дом соперника",
                    "{seats} filled the opponent's home first",
                ).with_params(seats=seat_list([seat])),
                "home_filled",
            )
    elif round_done:
        done = [s for s in range(n) if completed(state, s)]
        if len(done) == n:
            return make_outcome(
                n,
                done,
                Text(
                    "Дом построили все за равное число ходов — ничья",
                    "Everyone filled the home in the same number of moves: a draw",
                ),
                "home_filled_draw",
            )
        if done:
            return make_outcome(
                n,
                done,
                Text(
                    "{seats} заняли дом соперника", "{seats} filled the opponent's home"
                ).with_params(seats=seat_list(done)),
                "home_filled",
            )
    if round_done and rules.deadline and number == rules.deadline:
        late = [s for s in range(n) if state.at_home[s] >= rules.late_pieces]
        if len(late) == n:
            return make_outcome(
                n,
                [],
                Text(
                    "Никто не вывел все шашки из дома за {n} ходов — ничья",
                    "Nobody left home with every piece within {n} moves: a draw",
                ).with_params(n=rules.deadline),
                "leave_deadline_draw",
                late=late,
            )
        if late:
            return _losers_lose(
                n,
                late,
                Text(
                    "{seats} не вывели все шашки из дома за {n} ходов и проиграли",
                    "{seats} still had pieces at home after {n} moves and lose",
                ).with_params(seats=seat_list(late), n=rules.deadline),
                "leave_deadline",
            )
    if round_done and rules.cutoff and number == rules.cutoff:
        return cutoff_outcome(state)
    if rules.repetition and state.repeats >= 3:
        at_home = sum(1 for s in range(n) if state.at_home[s] > 0)
        if at_home in (0, n):
            return make_outcome(
                n,
                [],
                Text(
                    "Позиция повторилась трижды — ничья",
                    "The same position occurred three times: a draw",
                ),
                "repetition",
            )
    if state.passes >= n:
        return make_outcome(
            n,
            [],
            Text("Ни у кого нет хода — ничья", "Nobody can move: a draw"),
            "no_moves",
        )
    return None


def cutoff_outcome(state: UgolkiPosition) -> Outcome:
    rules = state.rules
    n = rules.players
    if rules.judge == "tempo":
        scores = list(state.tempo)
        best = min(scores)
        reason = Text(
            "Партия окончена на {n}-м ходу; темповые числа {scores}",
            "Game cut off at move {n}; tempo numbers {scores}",
        )
    else:
        scores = list(state.in_target)
        best = max(scores)
        reason = Text(
            "Партия окончена на {n}-м ходу; шашек в доме соперника {scores}",
            "Game cut off at move {n}; pieces in the opponent's home {scores}",
        )
    winners = [s for s in range(n) if scores[s] == best]
    shown = " : ".join(str(v) for v in scores)
    return make_outcome(
        n,
        winners,
        reason.with_params(n=rules.cutoff, scores=shown),
        f"cutoff_{rules.judge}",
        scores=scores,
    )
