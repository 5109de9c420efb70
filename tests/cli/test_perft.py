"""`igroteka perft`: the leaf count alone on the last line, per-move counts with --divide."""

from __future__ import annotations

from igroteka.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out.splitlines(), captured.err


def test_last_line_is_the_bare_count(capsys):
    # Nim 3,4,5: a move takes c ≥ 1 objects and leaves (12 - c) possible replies
    status, lines, _ = run(capsys, "perft", "test_nim", "--depth", "2")
    assert status == 0
    assert lines[-1] == str(sum(12 - c for h in (3, 4, 5) for c in range(1, h + 1)))


def test_divide_lists_each_root_move(capsys):
    status, lines, _ = run(capsys, "perft", "test_nim", "--depth", "2", "--divide", "--time")
    assert status == 0
    per_move = dict(line.split(": ") for line in lines[:-2])
    assert len(per_move) == 12
    assert all(int(n) == 12 - int(move.split("-")[1]) for move, n in per_move.items())
    assert "leaves/s" in lines[-2]
    assert int(lines[-1]) == sum(int(n) for n in per_move.values())


def test_from_a_position_and_with_options(capsys):
    _, lines, _ = run(capsys, "perft", "test_nim", "--position", "1,2 1", "--depth", "3")
    # three moves from 1,2 take one object each: the heap-1 object first, second or third
    assert lines == ["3"]
    _, lines, _ = run(capsys, "perft", "test_nim", "--option", "heaps=1,2,3", "--depth", "1")
    assert lines == ["6"]


def test_depth_zero_is_one_leaf(capsys):
    assert run(capsys, "perft", "test_tictactoe", "--depth", "0")[1] == ["1"]


def test_bad_input_names_what_is_wrong(capsys):
    status, _, err = run(capsys, "--lang", "en", "perft", "no_such_game", "--depth", "1")
    assert status == 2 and "no_such_game" in err
    status, _, err = run(capsys, "--lang", "en", "perft", "test_nim", "--position", "x",
                         "--depth", "1")
    assert status == 2 and "Nim position" in err
    status, _, err = run(capsys, "--lang", "en", "perft", "test_nim", "--depth", "-1")
    assert status == 2 and "depth" in err
    status, _, err = run(capsys, "--lang", "en", "perft", "test_nim", "--option", "heaps",
                         "--depth", "1")
    assert status == 2 and "key=value" in err
