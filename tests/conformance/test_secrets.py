"""Hidden information, checked generically through `determinize`.

A seat cannot tell the real state from the worlds `determinize(seat, rng)`
samples for it (its bots search them), so:
- its view, the spectator's view, who acts and its legal actions are the
  same in every such world: a view that showed another seat's hidden cards
  would differ, because the world deals those cards anew;
- a world depends only on what the seat knows: sampling from another world
  the seat cannot tell apart gives the very same world;
- the events of a move, as the seat receives them, are the same in every
  such world where the move is legal and ends where the seat again cannot
  tell the worlds apart (same view, same spectator events): an event that
  told the seat another's hidden cards would differ;
- likewise for another move the mover could have made instead, where the
  seat cannot tell the two outcomes apart: an event that told the seat a
  sealed choice (a bid made while several seats act) would differ.
Perfect-information games pass trivially (a world is a clone); the
test-only sealed game (tests/engine/sealed_game.py) covers choices sealed
while several seats act.
"""

from __future__ import annotations

import random

import pytest

from igroteka.engine import IgrotekaError, State
from tests.conformance.checks import seats, snapshot
from tests.conformance.games import Case, cases
from tests.conformance.playout import SEEDS, Move, play

CASES = cases()
IDS = [case.id for case in CASES]
WORLDS = 2


def alike(one: State, other: State, seat: int) -> bool:
    """Whether `seat` cannot tell the two states apart: its view and the spectator's are equal."""
    return one.view(seat) == other.view(seat) and one.view(None) == other.view(None)


def world(state: State, seat: int, draw: int) -> State:
    return state.determinize(seat, random.Random(draw))


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_seat_sees_the_same_in_every_world_it_cannot_tell_apart(case: Case) -> None:
    differed = [0]

    def check(state: State, index: int) -> None:
        if not state.acting():
            return
        public = state.view(None)
        acting = state.acting()
        for seat in seats(state):
            mine = state.view(seat)
            for draw in range(WORLDS):
                other = world(state, seat, index * 10 + draw)
                assert other.view(seat) == mine, f"seat {seat} tells a world from the truth"
                differed[0] += other.full_view() != state.full_view()
                assert other.view(None) == public, f"a spectator tells seat {seat}'s world apart"
                assert other.acting() == acting
                if seat in acting:
                    assert other.legal_actions(seat) == state.legal_actions(seat)
                    assert other.controls(seat) == state.controls(seat)
                before = snapshot(state)
                resampled = world(other, seat, 7)
                assert resampled.full_view() == world(state, seat, 7).full_view(), (
                    f"seat {seat}'s world depends on what it cannot know"
                )
                assert snapshot(state) == before

    for seed in SEEDS:
        play(case, seed, on_position=check, spread=12)
    if case.game.hidden_information:
        assert differed[0], "determinize only ever returned the real state: nothing is hidden"


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_seat_hears_the_same_events_in_every_world_it_cannot_tell_apart(case: Case) -> None:
    worlds: dict[int, list[State]] = {}
    before: list[State] = []
    compared = [0]

    def sample(state: State, index: int) -> None:
        if not state.acting():
            return
        before.append(state.clone())
        for seat in seats(state):
            worlds[seat] = []
            for draw in range(WORLDS):
                other = world(state, seat, index * 10 + draw)
                other.rng.setstate(state.rng.getstate())  # the same luck to come
                worlds[seat].append(other)

    def check(state: State, move: Move) -> None:
        for seat, others in worlds.items():
            for other in others:
                try:
                    events = other.apply(move.action, move.seat)
                except IgrotekaError:
                    continue  # the move is not legal in that world (another hand)
                if not alike(other, state, seat):
                    continue  # the move showed the seat something that tells the worlds apart
                assert [e.for_seat(seat) for e in events] == [
                    e.for_seat(seat) for e in move.events
                ], f"move {move.index}: seat {seat} hears what it cannot know"
                compared[0] += 1
        for instead in before and before[0].legal_actions(move.seat)[:4]:
            other = before[0].clone()
            events = other.apply(instead, move.seat)
            for seat in seats(state):
                if seat != move.seat and alike(other, state, seat):
                    assert [e.for_seat(seat) for e in events] == [
                        e.for_seat(seat) for e in move.events
                    ], f"move {move.index}: seat {seat} hears what seat {move.seat} chose"
                    compared[0] += 1
        worlds.clear()  # sampled for this move only
        before.clear()

    for seed in SEEDS:
        play(case, seed, on_position=sample, on_move=check, spread=25)
    assert compared[0] > 0
