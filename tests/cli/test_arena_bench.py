"""`igroteka arena` prints the tally and the interval; `igroteka bench` prints its tables."""

from __future__ import annotations

import re

from igroteka.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_arena_prints_the_summary(capsys):
    status, out, err = run(capsys, "--lang", "en", "arena", "test_tictactoe",
                           "alphabeta:time=none", "random", "--games", "6", "--opening", "0")
    assert status == 0
    assert "Tic-tac-toe: alphabeta:time=none (A) against random (B), 6 games, seed 0" in out
    wins, draws, losses = map(int, re.search(r"wins (\d+), draws (\d+), losses (\d+)",
                                             out).groups())
    assert wins + draws + losses == 6 and losses == 0
    assert re.search(r"score: \d+\.\d%, 95% interval \[\d+\.\d%, \d+\.\d%\]", out)
    assert "Time per move (wall): A " in out
    assert "0/6 [" in err and "game/s" in err  # a progress bar, counting games


def test_arena_duplicate_deals_in_russian(capsys):
    status, out, _ = run(capsys, "arena", "test_tricks", "easy", "random", "--games", "3",
                         "--quiet", "--jobs", "2")
    assert status == 0
    assert "партий: 4" in out  # rounded up to two whole pairs
    assert "2 пар" in out
    assert "По партиям: " in out


def test_arena_rejects_unknown_bots_and_bad_counts(capsys):
    status, _, err = run(capsys, "--lang", "en", "arena", "test_nim", "random", "genius")
    assert status == 2 and "No such bot: 'genius'" in err
    status, _, err = run(capsys, "--lang", "en", "arena", "test_nim", "mcts:c=x", "random")
    assert status == 2 and "'x' is not a number" in err
    status, _, err = run(capsys, "--lang", "en", "arena", "test_nim", "random", "random",
                         "--games", "0")
    assert status == 2 and "--games" in err


def test_arena_klabor_is_scored_deal_by_deal(capsys):
    status, out, _ = run(capsys, "--lang", "en", "arena", "klabor", "medium", "easy",
                         "--games", "4", "--option", "players=4", "--quiet", "--seed", "3")
    assert status == 0
    assert "Scored deal by deal: a match's first deal played in each seating (2): 2 deals" in out
    assert re.search(r"A's mean margin per play of a deal: [+-]\d+\.\d\d points", out)


def test_arena_by_deal_only_for_matches_of_deals(capsys):
    status, _, err = run(capsys, "--lang", "en", "arena", "ugolki", "random", "random",
                         "--by-deal")
    assert status == 2 and "is not scored deal by deal: drop --by-deal" in err
    status, out, _ = run(capsys, "arena", "klabor", "medium", "easy", "--games", "2",
                         "--whole-games", "--quiet")
    assert status == 0 and "по сдачам" not in out and "A: побед" in out


def test_bench_engine_and_bots(capsys):
    status, out, _ = run(capsys, "bench", "--game", "test_nim", "--seconds", "0.05",
                         "--moves", "1", "--level", "easy", "--clock", "cpu")
    assert status == 0
    perft, playouts, bots = out.strip().split("\n\n")
    assert re.search(r"\| test_nim +\| 3 +\| 810 +\|", perft)  # Nim sets perft_bench_depth 3
    assert playouts.splitlines()[2].startswith("| test_nim")
    assert re.search(r"\| test_nim +\| easy +\| greedy:noise=0.2 +\| 1 +\|", bots)
    assert "cpu s/move" in bots


def test_bench_adaptive_depth_stops_at_the_end_of_a_short_game(capsys):
    status, out, _ = run(capsys, "bench", "engine", "--game", "test_tricks", "--seconds", "0.05")
    assert status == 0
    assert re.search(r"\| test_tricks +\| 8 +\|", out)  # four tricks of two cards


def test_bench_unknown_target(capsys):
    status, _, err = run(capsys, "--lang", "en", "bench", "nothing")
    assert status == 2 and "No such benchmark: 'nothing'" in err


def test_bench_bots_reports_the_depth_the_checkers_kernel_reached(capsys):
    status, out, _ = run(capsys, "bench", "bots", "--game", "russian_checkers", "--moves", "1",
                         "--level", "hard", "--clock", "cpu")
    assert status == 0
    assert re.search(r"\| russian_checkers +\| hard +\| hard:time=1.0 +\| 1 +\| [\d.]+ +\| [\d.]+ +"
                     r"\| \d+-\d+ \(median \d+\) +\|", out), out
