"""Fit the learned player's weights (learn.py) from self-play, in pure Python, reproducibly.

Games: hard (the weighed count) against medium (the keeper, bots.KEEPER, the
medium level when the weights were fitted), medium against hard and
hard against itself, in turn, one deal per seed from `--seed` on (the
learned player's tuning seeds are 20000-20999), in passes over the same
deals (`--mix`). Each seat picks its bot's best move, or with a pass's
chance `eps` one of its bot's best `top` plays at random, so the positions
vary beyond what the two bots would play: in tuning, the more varied the
games, the less the learned lines misled the player. After
every card a seat plays, the position right after the move (before the
draw) is recorded as that seat knows it (learn.features: its hand, the
board, the discard piles; never the deck or another hand), labelled by
the final result for its team (1 won, 0 lost, 1/2 drawn).

The fit: a logistic regression by AdaGrad over the features scaled down to
at most unit root mean square, a fixed shuffle per epoch, in two stages
(`fit_two_stages`): the weighed count, the jacks and the sequences alone
(L2 `--l2`), then the line classes on top of those, held small
(`--l2-lines`). The weights are returned in the features' own units.
Everything is derived from the seeds, so a run with the same arguments
gives the same weights (the shipped ones: the command in learn_weights.py).

    python -m igroteka.games.sequence.learn_fit --games 1000 --seed 20000 --write

writes igroteka/games/sequence/learn_weights.py (both tables).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

from igroteka.games.sequence.actions import Action, Play
from igroteka.games.sequence.bots import KEEPER, action_values
from igroteka.games.sequence.game import GAME
from igroteka.games.sequence.learn import (
    G_BIAS,
    G_COUNT,
    G_OURS,
    G_REMOVE,
    G_THEIRS,
    G_WILD,
    NAMES,
    SIZE,
    apply_move,
    features,
    undo_move,
)
from igroteka.games.sequence.protocol import SequenceTable
from igroteka.games.sequence.weighed import Knowledge, WeighedBot

Sample = tuple[list[int], list[float], float]
Ranker = Callable[[SequenceTable], list[tuple[float, Action]]]
PRESETS = ("two", "two_teams")
MAX_PLIES = 600


def _rankers() -> dict[str, Ranker]:
    hard = WeighedBot()
    return {
        "hard": hard.action_values,
        "medium": lambda table: action_values(table, KEEPER),
    }


def play_game(
    preset: str, seed: int, pairing: tuple[str, str], eps: float, top: int = 4
) -> list[Sample]:
    """One self-play game on deal `seed`; the samples of every seat's plays."""
    state = GAME.new_state(GAME.resolve_options(preset, {}), seed)
    rankers = _rankers()
    rng = random.Random(seed * 7919 + 1)
    records: list[tuple[int, dict[int, float]]] = []
    plies = 0
    while not state.over and plies < MAX_PLIES:
        seat = state.mover
        team = state.team_of[seat]
        scored = rankers[pairing[team % 2]](state)
        action = scored[0][1]
        if rng.random() < eps:
            plays = [a for _, a in scored if isinstance(a, Play)][:top]
            if plays:
                action = rng.choice(plays)
        if isinstance(action, Play):
            effect = state.pack.effect[action.card]
            know = Knowledge(state, seat)
            undo = apply_move(state, know, team, action.cell, effect)
            records.append((team, features(state, know, team)))
            undo_move(state, know, team, action.cell, effect, undo)
        state.advance(action)
        plies += 1
    # No winner (None, or the engine's -1 for a drawn game) counts as a half for each.
    winner = state.winner if state.over and state.winner is not None else -1
    samples: list[Sample] = []
    for team, feats in records:
        label = 0.5 if winner < 0 else 1.0 if winner == team else 0.0
        keys = sorted(feats)
        samples.append((keys, [feats[k] for k in keys], label))
    return samples


def generate(preset: str, games: int, seed: int, eps: float, top: int = 4) -> list[list[Sample]]:
    """The samples of `games` games, grouped by game (hard-medium, medium-hard, hard-hard)."""
    pairings = (("hard", "medium"), ("medium", "hard"), ("hard", "hard"))
    return [play_game(preset, seed + g, pairings[g % 3], eps, top) for g in range(games)]


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def fit(
    samples: list[Sample],
    epochs: int = 8,
    rate: float = 0.05,
    l2: float = 1e-4,
    seed: int = 0,
    start: list[float] | None = None,
    learn: frozenset[int] | None = None,
) -> list[float]:
    """Logistic regression by AdaGrad, features scaled down to at most unit RMS; raw units out.

    `start`: the weights to begin from (raw units); `learn`: the only weights to move
    (the others stay at `start`, a fixed offset); by default all of them.
    """
    count = max(len(samples), 1)
    square = [0.0] * SIZE
    for keys, values, _ in samples:
        for k, v in zip(keys, values, strict=True):
            square[k] += v * v
    # Frequent features with large counts (the many empty lines) are scaled down to unit
    # RMS; rare ones are left as they are, so L2 keeps their weights small.
    scale = [max(1.0, math.sqrt(s / count)) for s in square]
    scaled = [
        (keys, [v / scale[k] for k, v in zip(keys, values, strict=True)], y)
        for keys, values, y in samples
    ]
    w = [0.0] * SIZE if start is None else [start[k] * scale[k] for k in range(SIZE)]
    moving = [learn is None or k in learn for k in range(SIZE)]
    g2 = [1e-8] * SIZE
    order = list(range(len(scaled)))
    rng = random.Random(seed)
    for _ in range(epochs):
        rng.shuffle(order)
        for n in order:
            keys, values, y = scaled[n]
            z = 0.0
            for k, v in zip(keys, values, strict=True):
                z += w[k] * v
            err = _sigmoid(z) - y
            for k, v in zip(keys, values, strict=True):
                if moving[k]:
                    grad = err * v + l2 * w[k]
                    g2[k] += grad * grad
                    w[k] -= rate * grad / math.sqrt(g2[k])
    return [w[k] / scale[k] for k in range(SIZE)]


CORE = frozenset((G_COUNT, G_WILD, G_REMOVE, G_OURS, G_THEIRS, G_BIAS))


def fit_two_stages(
    samples: list[Sample], epochs: int, rate: float, l2: float, l2_lines: float, seed: int
) -> list[float]:
    """First the weighed count, the jacks and the sequences alone; then the line classes
    as a correction on top, with those fixed and the classes held small (`l2_lines`)."""
    core = [
        (
            [k for k in keys if k in CORE],
            [v for k, v in zip(keys, values, strict=True) if k in CORE],
            y,
        )
        for keys, values, y in samples
    ]
    first = fit(core, epochs, rate, l2, seed)
    lines = frozenset(range(SIZE)) - CORE
    return fit(samples, epochs, rate, l2_lines, seed, start=first, learn=lines)


def log_loss(samples: list[Sample], weights: list[float]) -> float:
    """Mean log loss of the fitted logit on `samples` (a held-out check)."""
    total = 0.0
    for keys, values, y in samples:
        z = sum(weights[k] * v for k, v in zip(keys, values, strict=True))
        p = min(max(_sigmoid(z), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(len(samples), 1)


def render(sets: dict[str, list[float]], command: str) -> str:
    """The weights module's text: one tuple per table, one commented line per weight."""
    lines = [
        '"""The learned player\'s weights (learn.py), written by learn_fit.py; not edited by hand.',
        "",
        "Reproduce with (one command line):",
        "",
        *(f"    {part}" for part in command.replace(" --", "\n        --").split("\n")),
        '"""',
        "",
        "WEIGHTS: dict[str, tuple[float, ...]] = {",
    ]
    for preset, weights in sets.items():
        lines.append(f'    "{preset}": (')
        for name, value in zip(NAMES, weights, strict=True):
            lines.append(f"        {value!r},  # {name}")
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per table")
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument(
        "--mix",
        default="0.1:4,0.3:8,0.5:12",
        help="passes over the same deals, each eps:top (a random play among the best top)",
    )
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--rate", type=float, default=0.05)
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--l2-lines", type=float, default=0.01)
    parser.add_argument("--write", action="store_true", help="write learn_weights.py")
    args = parser.parse_args(argv)
    passes = [(float(e), int(t)) for e, t in (p.split(":") for p in args.mix.split(","))]
    sets: dict[str, list[float]] = {}
    for preset in PRESETS:
        games = [
            game
            for eps, top in passes
            for game in generate(preset, args.games, args.seed, eps, top)
        ]
        cut = len(games) * 9 // 10
        train = [s for game in games[:cut] for s in game]
        held = [s for game in games[cut:] for s in game]
        fitting = (args.epochs, args.rate, args.l2, args.l2_lines, args.seed)
        weights = fit_two_stages(train, *fitting)
        print(
            f"{preset}: {len(train)} samples, held-out log loss {log_loss(held, weights):.4f}"
            f" (constant: {log_loss(held, [0.0] * SIZE):.4f})",
            file=sys.stderr,
        )
        sets[preset] = fit_two_stages(train + held, *fitting)
    command = (
        "python -m igroteka.games.sequence.learn_fit"
        f" --games {args.games} --seed {args.seed} --mix {args.mix}"
        f" --epochs {args.epochs} --rate {args.rate} --l2 {args.l2}"
        f" --l2-lines {args.l2_lines} --write"
    )
    text = render(sets, command)
    if args.write:
        Path(__file__).with_name("learn_weights.py").write_text(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
