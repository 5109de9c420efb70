"""Every byte of Kozel's views stays what it was before they were made fast (issue 22).

The views were sped up for the server (hands laid out once, card JSON shared,
playability on bitmasks; docs/benchmarks.md). Their output must not change at
all: the client, recorded replays and the conformance files read it. So random
matches over the named rule sets and a few option mixes that reach every phase
(redeal questions, giving away the last trump, lead restrictions, must ruff)
are played, and every view of every step (seats 0-3, the spectator, the full
view) is hashed in order; so are the terminal's text and the reasons a card is
refused, which read the same playability rule. `data/view_hashes.json` holds
these sha256 per match, written by the views as they were before the change
(commit d1c253f); regenerate it only for an intended change of the views:

    PYTHONPATH=. python -m tests.kozel.test_view_equivalence --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import orjson

from igroteka.cards import cards_of
from igroteka.games.kozel import views
from igroteka.games.kozel.state import KozelState
from tests.kozel.helpers import GAME

DATA = Path(__file__).parent / "data" / "view_hashes.json"
MATCHES_PER_MIX = 5
MAX_STEPS = 600
MIXES: dict[str, dict[str, Any]] = {
    "classic": {},
    "permanent_clubs": {"preset": "permanent_clubs"},
    "six_card": {"preset": "six_card"},
    "tula": {"preset": "tula"},
    "short6": {"preset": "short6"},
    "giving": {
        "give_last_trump": "mandatory",
        "give_only_nontrump": True,
        "trump_lead_restriction": "both_first_deal",
        "must_ruff": True,
        "target": 8,
    },
    "on_request": {
        "redeal_trigger": "on_request",
        "redeal_no_trumps": True,
        "redeal_one_trump": True,
        "redeal_four_aces": True,
        "give_last_trump": "optional",
        "trump_lead_restriction": "non_trumpers",
        "target": 8,
    },
    "plain": {
        "shokha": False,
        "king_above_ten": True,
        "must_ruff": True,
        "catch_first_deal_loses_match": True,
        "eggs_mode": "double_next",
        "target": 6,
    },
}


def _options(mix: dict[str, Any]) -> dict[str, Any]:
    mix = dict(mix)
    preset = mix.pop("preset", None)
    if preset is None:
        return GAME.resolve_options(None, mix)
    return GAME.resolve_options(preset, mix)


def match_hash(mix: str, seed: int) -> dict[str, Any]:
    """Play one random match; the sha256 of all its views in order, its steps and phases."""
    state = GAME.new_state(_options(MIXES[mix]), seed)
    rng = random.Random(seed)
    digest = hashlib.sha256()
    words = hashlib.sha256()
    steps = 0
    phases = set()
    while True:
        phases.add(state.phase)
        for seat in (0, 1, 2, 3, None):
            digest.update(orjson.dumps(state.view(seat), option=orjson.OPT_NON_STR_KEYS))
        digest.update(orjson.dumps(state.full_view(), option=orjson.OPT_NON_STR_KEYS))
        _hash_words(state, words)
        actions = state.legal_actions()
        if state.outcome() is not None or not actions or steps == MAX_STEPS:
            break
        state.apply(rng.choice(actions))
        steps += 1
    return {
        "mix": mix,
        "seed": seed,
        "steps": steps,
        "phases": sorted(phases),
        "sha256": digest.hexdigest(),
        "text_sha256": words.hexdigest(),
    }


def _hash_words(state: KozelState, words: Any) -> None:
    """What the terminal shows the seat to move and a spectator, and why each card of the
    mover's hand may not be played: the same rule as the view's, read another way."""
    mover = state.current_seat()
    for lang in ("ru", "en"):
        words.update(state.render_text(None, lang=lang).encode())
        if mover is not None:
            words.update(state.render_text(mover, color=True, lang=lang).encode())
    if mover is not None:
        for card in cards_of(state.hands[mover]):
            reason = views.unplayable_reason(state, mover, card)
            words.update(orjson.dumps(None if reason is None else reason.to_json()))


def all_matches() -> list[tuple[str, int]]:
    return [
        (mix, 1000 * i + seed) for i, mix in enumerate(MIXES) for seed in range(MATCHES_PER_MIX)
    ]


def test_every_view_of_random_matches_is_unchanged():
    recorded = json.loads(DATA.read_text())
    assert [(m["mix"], m["seed"]) for m in recorded["matches"]] == all_matches()
    assert recorded["mixes"] == MIXES
    changed = []
    for want in recorded["matches"]:
        got = match_hash(want["mix"], want["seed"])
        if got != want:
            changed.append((want["mix"], want["seed"]))
    assert not changed, f"views changed in these matches (mix, seed): {changed}"


def test_the_matches_reach_every_phase_and_end():
    """The recorded matches are worth comparing: long, every phase seen, most finished."""
    recorded = json.loads(DATA.read_text())["matches"]
    assert sum(m["steps"] for m in recorded) > 5000
    seen = {phase for m in recorded for phase in m["phases"]}
    assert seen == {"declare", "redeal", "give", "return", "play", "over"}
    assert sum(m["steps"] < MAX_STEPS for m in recorded) >= len(recorded) * 3 // 4


if __name__ == "__main__" and "--write" in sys.argv:
    DATA.write_text(
        json.dumps(
            {"mixes": MIXES, "matches": [match_hash(m, s) for m, s in all_matches()]}, indent=1
        )
        + "\n"
    )
