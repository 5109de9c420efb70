"""Cheap measures for tuning Go-Stop hard's play model (issue 23), before any arena run.

    PYTHONPATH=. python tools/gostop_reading.py placement FIRST LAST PLIES MISS,DRAWS [...]
    PYTHONPATH=. python tools/gostop_reading.py bench MOVES SPEC [SPEC ...]
    PYTHONPATH=. python tools/gostop_reading.py decide FIRST LAST SPEC [SPEC ...]

`placement`: for each seed FIRST..LAST, a deal played PLIES actions by two medium bots
(`medium_deal` of tests/go_stop/helpers.py, as the tests build them); at that position
the mover draws 40 worlds with `PlayModel(medium_values, MISS, DRAWS)` and the tool
prints the share of the opponent's sampled hand cards that he really holds, and the
CPU milliseconds a world (the reading's replay included). `1,1` is the uniform sampler (no model).
Against medium the model is exact, so this is the upper end of what reading can
place; it says which settings sharpen the worlds, not what that is worth in play.

`bench`: `igroteka bench bots --game go_stop --level hard --moves MOVES --clock cpu`
(the same positions, a few random plies into a deal) for arena specs such as
`hard:draws=64`, which the bench command cannot name: mean and longest CPU seconds
a move, against hard's 0.4 s budget.

`decide`: the same for hard's costliest decision, a Go or Stop (800 sampled deals, each
drawn by the model with up to `draws` tries), which the bench positions never reach:
the first Go or Stop of each deal FIRST..LAST played by two medium bots.
"""

from __future__ import annotations

import random
import sys
import time

from igroteka.arena.bench import sample_positions
from igroteka.bots.base import measured_by
from igroteka.bots.levels import parse_bot
from igroteka.engine import get_game
from igroteka.games.go_stop.actions import DECIDE
from igroteka.games.go_stop.bots import MediumBot, medium_values
from igroteka.games.go_stop.knowledge import PlayModel
from tests.go_stop.helpers import medium_deal

GAME = get_game("go_stop")
WORLDS = 40


def placement(first: int, last: int, plies: int, settings: list[tuple[float, int]]) -> None:
    hits = {s: [0, 0] for s in settings}
    cpu = dict.fromkeys(settings, 0.0)
    positions = 0
    for seed in range(first, last + 1):
        state = medium_deal(seed, plies)
        seat = state.current_seat()
        if seat is None or not state.hands[1 - seat]:
            continue
        positions += 1
        truth = set(state.hands[1 - seat])
        for setting in settings:
            start = time.process_time()
            read = PlayModel(medium_values, *setting).reading(state, seat)
            rng = random.Random(seed * 7 + 1)
            for _ in range(WORLDS):
                world = read.world(rng) if read else state.determinize(seat, rng)
                hand = world.hands[1 - seat]
                hits[setting][0] += len(truth.intersection(hand))
                hits[setting][1] += len(hand)
            cpu[setting] += time.process_time() - start
    print(f"seeds {first}-{last}, after {plies} plies: {positions} positions, {WORLDS} worlds each")
    for setting in settings:
        placed, total = hits[setting]
        per_world = 1000 * cpu[setting] / (positions * WORLDS)
        print(
            f"miss {setting[0]:g}, draws {setting[1]}: placed {placed / total:.3f}, "
            f"{per_world:.2f} ms cpu a world"
        )


def first_decision(seed: int):
    """The first Go or Stop of a deal played by two medium bots, or None if there is none."""
    state = GAME.new_state(GAME.resolve_options(), seed)
    medium = MediumBot()
    rng = random.Random(seed)
    while (seat := state.current_seat()) is not None:
        if state.phase == DECIDE and len(state.legal_actions()) > 1:
            return state
        state.apply(medium.choose(state, seat, rng), seat)
    return None


def bench(positions: list, specs: list[str]) -> None:
    options = GAME.resolve_options()
    for spec in specs:
        bot = parse_bot(spec, GAME, options)
        times = []
        with measured_by("cpu") as timer:
            for state in positions:
                seat = state.current_seat()
                start = timer()
                bot.choose(state, seat, random.Random(len(times)))
                times.append(timer() - start)
        print(
            f"{spec}: {len(times)} moves, mean {sum(times) / len(times):.3f} s cpu, "
            f"max {max(times):.3f}"
        )


def main(argv: list[str]) -> None:
    if argv[0] == "placement":
        settings = []
        for text in argv[4:]:
            miss, draws = text.split(",")
            settings.append((float(miss), int(draws)))
        placement(int(argv[1]), int(argv[2]), int(argv[3]), settings)
    elif argv[0] == "bench":
        bench(sample_positions(GAME, int(argv[1]), GAME.resolve_options()), argv[2:])
    elif argv[0] == "decide":
        found = [first_decision(seed) for seed in range(int(argv[1]), int(argv[2]) + 1)]
        bench([state for state in found if state is not None], argv[3:])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
