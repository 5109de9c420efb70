"""`igroteka arena GAME BOT_A BOT_B --games N`: how much stronger is one bot than another.

Prints wins, draws and losses of BOT_A, its score (draws count half) with
the 95% Wilson interval, and how long each bot thought per move. See
igroteka/arena/stats.py for the method, igroteka/arena/match.py for seating
and duplicate deals.
"""

from __future__ import annotations

import argparse

from tqdm import tqdm

from igroteka.arena import match_size, run_match
from igroteka.bots import parse_bot
from igroteka.cli._options import add_option_arguments, resolve_options
from igroteka.engine import OptionError, Text, get_game

HEADER = Text(
    "{game}: {a} (A) против {b} (B), партий: {n}, зерно {seed}",
    "{game}: {a} (A) against {b} (B), {n} games, seed {seed}",
)
UNITS = Text(
    "Счёт по парам сдач (одна сдача дважды, места поменяны): {n} пар",
    "Scored per duplicate deal pair (each deal played twice, seats swapped): {n} pairs",
)
DEALS = Text(
    "Счёт по сдачам: первая сдача матча, сыгранная при каждой рассадке ({k}): {n} сдач",
    "Scored deal by deal: a match's first deal played in each seating ({k}): {n} deals",
)
MARGIN = Text(
    "Средний перевес A за сдачу: {m:+.2f} очка",
    "A's mean margin per play of a deal: {m:+.2f} points",
)
NOT_BY_DEAL = Text(
    "Игра «{game}» не считается по сдачам: уберите --by-deal",
    "{game} is not scored deal by deal: drop --by-deal",
)
TALLY = Text(
    "A: побед {w}, ничьих {d}, поражений {l}",
    "A: wins {w}, draws {d}, losses {l}",
)
GAME_TALLY = Text(
    "По партиям: побед {w}, ничьих {d}, поражений {l}",
    "Game by game: wins {w}, draws {d}, losses {l}",
)
SCORE = Text(
    "Доля очков A: {score:.1%}, 95% интервал [{low:.1%}, {high:.1%}] (Уилсон, ничья = ½)",
    "A's score: {score:.1%}, 95% interval [{low:.1%}, {high:.1%}] (Wilson, draw = ½)",
)
UNFINISHED = Text(
    "Не закончены за {plies} ходов (засчитаны ничьей): {n}",
    "Unfinished after {plies} plies (counted as draws): {n}",
)
THINK = Text(
    "Время на ход ({clock}): A {a:.3f} с (макс. {a_max:.3f}), B {b:.3f} с (макс. {b_max:.3f})",
    "Time per move ({clock}): A {a:.3f} s (max {a_max:.3f}), B {b:.3f} s (max {b_max:.3f})",
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("arena", help="play bots against each other")
    parser.add_argument("game", help="a game id")
    parser.add_argument("bot_a", help="random, easy, medium, hard, or e.g. alphabeta:depth=3")
    parser.add_argument("bot_b", help="the opponent, named the same way")
    parser.add_argument("--games", type=int, default=20, help="how many games")
    add_option_arguments(parser)
    parser.add_argument("--seed", type=int, default=0, help="the match seed")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in")
    parser.add_argument(
        "--opening", type=int, default=2, help="random opening plies (games without chance)"
    )
    parser.add_argument("--max-plies", type=int, default=1000, help="a game's length limit")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="what time budgets count: wall seconds, or CPU seconds (fair on a busy machine)",
    )
    unit = parser.add_mutually_exclusive_group()
    unit.add_argument(
        "--by-deal",
        dest="by_deal",
        action="store_true",
        default=None,
        help="score first deals only (the default for matches of many deals: Kozel, Klabor)",
    )
    unit.add_argument(
        "--whole-games", dest="by_deal", action="store_false", help="play whole matches"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.games < 1 or args.jobs < 1 or args.opening < 0 or args.max_plies < 1:
        raise OptionError(
            Text(
                "--games, --jobs и --max-plies должны быть больше 0, --opening не меньше 0",
                "--games, --jobs and --max-plies must be above 0, --opening at least 0",
            )
        )
    game = get_game(args.game)
    options = resolve_options(game, args)
    lang = args.lang
    by_deal = game.scores_by_deal if args.by_deal is None else args.by_deal
    if by_deal and not game.scores_by_deal:
        raise OptionError(NOT_BY_DEAL.with_params(game=game.name(lang)))
    parse_bot(args.bot_a, game, options)
    parse_bot(args.bot_b, game, options)
    total = match_size(game, options, args.games)
    with tqdm(total=total, disable=args.quiet, unit="game", leave=False) as bar:
        match = run_match(
            game,
            options,
            args.bot_a,
            args.bot_b,
            args.games,
            seed=args.seed,
            jobs=args.jobs,
            opening_plies=args.opening,
            max_plies=args.max_plies,
            progress=bar.update,
            clock=args.clock,
            by_deal=by_deal,
        )
    print(
        HEADER.with_params(
            game=game.name, a=args.bot_a, b=args.bot_b, n=len(match.games), seed=args.seed
        )(lang)
    )
    summary = match.summary()
    if match.by_deal:
        print(DEALS.with_params(k=total // max(summary.units, 1), n=summary.units)(lang))
    elif match.duplicate:
        print(UNITS.with_params(n=summary.units)(lang))
    print(TALLY.with_params(w=summary.wins, d=summary.draws, l=summary.losses)(lang))
    if match.duplicate:
        games = match.game_summary()
        print(GAME_TALLY.with_params(w=games.wins, d=games.draws, l=games.losses)(lang))
    print(SCORE.with_params(score=summary.score, low=summary.low, high=summary.high)(lang))
    if match.by_deal:
        print(MARGIN.with_params(m=match.mean_margin())(lang))
    if match.unfinished():
        print(UNFINISHED.with_params(plies=args.max_plies, n=match.unfinished())(lang))
    a, a_max = match.think_time("A")
    b, b_max = match.think_time("B")
    print(THINK.with_params(clock=args.clock, a=a, a_max=a_max, b=b, b_max=b_max)(lang))
    return 0
