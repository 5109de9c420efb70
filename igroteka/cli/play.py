"""`igroteka play GAME`: play a game in the terminal against bots.

The human takes one seat (`--seat`, counted from 1 as the boards and the club
count them), bots of `--level` the others. The board
is the game's own drawing for that seat (so hidden cards stay hidden), moves
are typed in the game's notation, and a wrong one is explained in `--lang`
without changing anything. `help` lists the legal moves, `quit` leaves.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

from igroteka.bots import LEVELS, make_bot
from igroteka.cli._options import add_option_arguments, resolve_options
from igroteka.engine import IllegalAction, MalformedAction, State, Text, get_game
from igroteka.engine.events import Event

PROMPT = Text("Ваш ход (место {seat}): ", "Your move (seat {seat}): ")
HINT = Text(
    "Введите ход, «help» — список ходов, «quit» — выход.",
    "Type a move, 'help' for the legal moves, 'quit' to leave.",
)
LEGAL = Text("Возможные ходы: {moves}", "Legal moves: {moves}")
BOT_MOVES = Text("Бот ({level}) за место {seat}: {move}", "Bot ({level}) in seat {seat}: {move}")
GAME_OVER = Text("Игра окончена: {reason}", "Game over: {reason}")
YOU_WIN = Text("Вы выиграли!", "You win!")
YOU_LOSE = Text("Вы проиграли.", "You lose.")
YOU_DRAW = Text("Ничья.", "A draw.")
BYE = Text("Игра прервана.", "Game abandoned.")
HELP_WORDS = ("help", "?", "помощь")
QUIT_WORDS = ("quit", "exit", "q", "выход")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("play", help="play a game in the terminal against bots")
    parser.add_argument("game", help="a game id (see `igroteka games`)")
    add_option_arguments(parser)
    parser.add_argument("--level", choices=("random", *LEVELS), default="medium")
    parser.add_argument("--seat", type=int, default=1, help="your seat (1 moves first)")
    parser.add_argument("--seed", type=int, default=None, help="the deal and the bots' seed")
    parser.add_argument("--no-color", action="store_true", help="draw without ANSI colours")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    options = resolve_options(game, args)
    seats = game.seat_count(options)
    if not 1 <= args.seat <= seats:
        error = Text(
            "Места {seat} нет: в этой игре места 1…{last}",
            "Seat {seat} does not exist: this game has seats 1…{last}",
        ).with_params(seat=args.seat, last=seats)
        print(f"igroteka: {error(args.lang)}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(32)
    state = game.new_state(options, seed)
    bot = make_bot(game, args.level, options)
    rng = random.Random(seed)
    lang, seat, color = args.lang, args.seat - 1, not args.no_color
    print(HINT(lang))
    while (turn := state.current_seat()) is not None:
        if turn == seat:
            print(draw(state, seat, color, lang))
            action = ask_move(state, seat, lang)
            if action is None:
                print(BYE(lang))
                return 1
            tell(state, state.apply(action, seat), seat, lang)
        else:
            # A draw offer is answered at once, from the bot's evaluation, as at the club.
            answer = state.draw_answer(turn)
            action = answer if answer is not None else bot.choose(state, turn, rng)
            move = state.action_label(action)(lang)
            print(BOT_MOVES.with_params(level=args.level, seat=turn + 1, move=move)(lang))
            tell(state, state.apply(action, turn), seat, lang)
    print(draw(state, seat, color, lang))
    show_outcome(state, seat, lang)
    return 0


def tell(state: State, events: list[Event], seat: int, lang: str) -> None:
    """Say what the moves alone do not (a redeal, an exchange, a result), as `seat` saw it."""
    for event in events:
        label = state.event_label(event.for_seat(seat))
        if label is not None:
            print(f"  · {label(lang)}")


def draw(state: State, seat: int, color: bool, lang: str) -> str:
    """The game's terminal drawing in `lang`."""
    return state.render_text(seat, color=color, lang=lang)


def ask_move(state: State, seat: int, lang: str) -> Any | None:
    """Read lines until one is a legal move (returned) or `quit`/end of input (None)."""
    while True:
        try:
            line = input(PROMPT.with_params(seat=seat + 1)(lang)).strip()
        except EOFError:
            print()
            return None
        if not line:
            continue
        if line.lower() in QUIT_WORDS:
            return None
        if line.lower() in HELP_WORDS:
            print(LEGAL.with_params(moves=legal_moves(state, lang))(lang).replace(" \n", "\n"))
            continue
        try:
            action = state.parse_action(line)
            state.check(action)
        except (MalformedAction, IllegalAction) as error:
            print(f"! {error.message(lang)}")
            continue
        return action


def legal_moves(state: State, lang: str) -> str:
    """What may be typed now: the notation, with its meaning in `lang` where that differs."""
    moves = [(state.action_text(a), state.action_label(a)(lang)) for a in state.legal_actions()]
    if all(words == notation for notation, words in moves):
        return ", ".join(notation for notation, _ in moves)
    return "".join(
        f"\n  {notation}" if words == notation else f"\n  {notation} — {words}"
        for notation, words in moves
    )


def show_outcome(state: State, seat: int, lang: str) -> None:
    result = state.outcome()
    if result is None:
        return
    print(GAME_OVER.with_params(reason=result.reason)(lang))
    teams = state.game.teams(state.options)
    mine = next(team for team in teams if seat in team)
    best_other = max(
        (result.returns[s] for s in range(len(result.returns)) if s not in mine), default=0.0
    )
    own = result.returns[seat]
    verdict = YOU_WIN if own > best_other else YOU_DRAW if own == best_other else YOU_LOSE
    print(verdict(lang))
