"""The match around the deals: the score sheet, the target, the висяк pot, the pairs tournament.

After each deal its line goes on the sheet and the match either ends (a side
past the target and alone on top, a клабор, the tournament decided) or the
next player deals. While a висяк pot hangs the forced deal comes first.
"""

from __future__ import annotations

from typing import Any

from igroteka.engine.events import Event
from igroteka.engine.i18n import Text
from igroteka.games.klabor import texts
from igroteka.games.klabor.protocol import KlaborMatch
from igroteka.games.klabor.scoring import KLABOR, DealScore, match_leader, score_deal
from igroteka.games.klabor.texts import OVER

FINAL_DEALS = 4


def finish_deal(state: KlaborMatch, events: list[Event]) -> None:
    """Score the last trick's deal: the pots passed in are settled only by a forced deal."""
    dp = state.play
    assert dp is not None and state.maker is not None
    result = score_deal(
        state.options,
        state.side_of(state.maker),
        dp.points,
        dp.last_side,
        dp.tricks,
        state.sequence_points(),
        dp.bella_points,
        state.pots,
        state.baits,
    )
    record(state, result, events)


def record(state: KlaborMatch, result: DealScore, events: list[Event], **extra: Any) -> None:
    """Write the deal's line; a tie leaves its maker to play the forced next deal."""
    for side, value in enumerate(result.written):
        state.scores[side] += value
    state.baits = list(result.baits_after)
    state.pots = list(result.pots_after)
    if result.kind != KLABOR:
        state.forced_maker = state.maker if state.pots else None
    line = {
        "deal": state.deal_number,
        "dealer": state.dealer,
        "maker": state.maker,
        "trump": None if state.trump is None else state.trump.letter,
        "how": state.how,
        "forced": state.forced,
        **result.to_json(),
        **extra,
        "scores": list(state.scores),
    }
    if state.tournament:
        line["round"] = "final" if state.round == 3 else state.round
    state.sheet.append(line)
    state.last_deal = line
    events.append(state.event("deal_end", result=line))
    after_deal(state, events)


def after_deal(state: KlaborMatch, events: list[Event]) -> None:
    """End the match or deal again; the target waits while a висяк pot hangs."""
    if state.tournament:
        tournament_step(state, events)
    elif not state.pots:
        leader = match_leader(state.scores, int(state.options["target"]))
        if leader is not None:
            end_match(state, leader, won_text(state, leader), events)
    if state.phase == OVER:
        return
    state.dealer = (state.dealer + 1) % state.n
    state.deal_number += 1
    state.new_deal(events)


def tournament_step(state: KlaborMatch, events: list[Event]) -> None:
    if state.round == 3:
        state.final_deals += 1
    if state.pots:
        return
    if state.round == 3:
        if state.final_deals < FINAL_DEALS:
            return
        top = max(state.scores)
        leaders = [side for side, score in enumerate(state.scores) if score == top]
        leader = leaders[0] if len(leaders) == 1 else None
        if leader is None:
            state.final_deals = 0
            events.append(state.event("final_tied", scores=list(state.scores)))
            return
        state.rounds.append({"round": "final", "winner": leader, "scores": list(state.scores)})
        end_match(state, leader, won_text(state, leader), events)
        return
    leader = match_leader(state.scores, int(state.options["target"]))
    if leader is None:
        return
    state.round_wins[leader] += 1
    state.rounds.append({"round": state.round, "winner": leader, "scores": list(state.scores)})
    events.append(
        state.event("round_end", round=state.round, winner=leader, scores=list(state.scores))
    )
    if state.round == 2 and state.round_wins[leader] == 2:
        end_match(state, leader, won_text(state, leader), events)
        return
    if state.round == 1:
        state.obyaz = leader
        state.round = 2
    else:
        state.obyaz = None
        state.round = 3
        state.final_deals = 0
    state.scores = [0] * state.rules.sides
    state.baits = [0] * state.rules.sides


def side_name(state: KlaborMatch, side: int) -> Text:
    return texts.side_name(state.rules.sides, state.rules.teams, side)


def won_text(state: KlaborMatch, side: int) -> Text:
    return texts.match_won(
        side_name(state, side), " : ".join(str(s) for s in state.scores), state.rules.teams
    )


def end_match(state: KlaborMatch, side: int, reason: Text, events: list[Event]) -> None:
    state.winner = side
    state.over_reason = reason
    state.phase = OVER
    state.turn = None
    events.append(
        state.event("match_end", winner=side, scores=list(state.scores), reason=reason.to_json())
    )
