"""Random whole games over the option combinations: cards conserved, scores as the rules add them,
no seat hearing another's hidden cards. Replays and clones: tests/conformance."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from igroteka.games.sea_salt_paper.scoring import card_points, colour_bonus
from tests.sea_salt_paper.helpers import GAME, owned

SECRET_KEYS = {"cards", "kept", "card"}


def expected_scores(sheet: dict) -> list[int]:
    """The round's scores recomputed from the revealed hands, by the rules file's §6."""
    hands, played = sheet["hands"], sheet["played"]
    seats = range(len(hands))
    points = [card_points(hands[s], played[s]) for s in seats]
    bonus = [colour_bonus(hands[s], played[s]) for s in seats]
    ending, caller = sheet["ending"], sheet["caller"]
    if ending == "empty_deck":
        return [0 for _ in seats]
    if ending == "stop":
        return points
    if all(points[caller] >= points[s] for s in seats):
        return [points[s] + bonus[s] if s == caller else bonus[s] for s in seats]
    return [bonus[s] if s == caller else points[s] for s in seats]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4]),
    tiebreak=st.sampled_from(["last_played", "round_points"]),
    seed=st.integers(0, 10_000),
)
def test_random_games_keep_the_cards_and_add_up_the_scores(
    players: int, tiebreak: str, seed: int
) -> None:
    state = GAME.new_state({"players": players, "tiebreak": tiebreak}, seed)
    rng = random.Random(seed)
    totals = [0] * players
    while state.acting():
        seat = state.current_seat()
        assert seat is not None
        events = state.apply(rng.choice(state.legal_actions()), seat)
        assert owned(state) == list(range(58))
        for event in events:
            for other in range(players):
                if other != seat and other not in event.private:
                    assert not SECRET_KEYS & set(event.for_seat(other)) or event.kind in (
                        "take",
                        "duo",
                        "keep",
                    )
            if event.kind == "round_end":
                sheet = event.public
                assert sheet["scores"] == expected_scores(sheet)
                totals = [t + s for t, s in zip(totals, sheet["scores"], strict=True)]
                assert sheet["totals"] == totals
        for other in range(players):
            if other != state.current_seat():
                view = state.view(other)
                assert view["pair"] is None and view["browse"] is None
    outcome = state.outcome()
    assert outcome is not None and outcome.winners
    if state.mermaid_winner is None:
        assert max(totals) >= state.target
        assert all(totals[w] == max(totals) for w in outcome.winners)
    assert list(outcome.points) == [float(t) for t in state.totals]
