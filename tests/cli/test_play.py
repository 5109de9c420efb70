"""`igroteka play`: a whole game typed on stdin, with help, errors, the bot's moves and the end."""

from __future__ import annotations

import io

from igroteka.cli import main

ALL_CELLS = [f"{c}{r}" for r in "123" for c in "abc"]


def play(monkeypatch, capsys, lines, *argv):
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_a_game_to_the_end(monkeypatch, capsys):
    # a1 twice (the second is refused with the reason), then every cell in turn
    lines = ["help", "zz", "a1", "a1", *ALL_CELLS]
    status, out, _ = play(monkeypatch, capsys, lines, "--lang", "en", "play", "test_tictactoe",
                          "--level", "random", "--seed", "4", "--no-color")
    assert status == 0
    assert "Legal moves: a1, b1, c1, a2, b2, c2, a3, b3, c3" in out
    assert "! A cell is written b2, not 'zz'" in out
    assert "! Cell a1 is taken" in out
    assert "Bot (random) in seat 2: " in out
    assert "Game over: " in out
    assert any(v in out for v in ("You win!", "You lose.", "A draw."))


def test_bot_moves_first_when_you_take_the_second_seat(monkeypatch, capsys):
    status, out, _ = play(monkeypatch, capsys, ["quit"], "--lang", "en", "play",
                          "test_tictactoe", "--seat", "2", "--level", "easy", "--seed", "1")
    assert status == 1
    assert out.index("Bot (easy) in seat 1") < out.index("Your move (seat 2)")
    assert "Game abandoned." in out


def test_messages_in_russian_by_default(monkeypatch, capsys):
    _, out, _ = play(monkeypatch, capsys, ["b2", "b2"], "play", "test_tictactoe",
                     "--level", "random", "--seed", "2")
    assert "Ваш ход (место 1)" in out
    assert "Игра прервана." in out  # input ran out


def test_hidden_cards_game_against_three_bots(monkeypatch, capsys):
    cards = [f"{r}{s}" for s in "♠♥♦♣" for r in "JQKA"]
    status, out, _ = play(monkeypatch, capsys, cards * 4, "--lang", "en", "play", "test_tricks",
                          "--option", "players=4", "--seat", "3", "--level", "easy",
                          "--seed", "8")
    assert status == 0
    assert "Bot (easy) in seat 4: " in out
    assert "Game over: " in out


def test_a_seat_the_game_does_not_have(monkeypatch, capsys):
    status, _, err = play(monkeypatch, capsys, [], "--lang", "en", "play", "test_tictactoe",
                          "--seat", "3")
    assert status == 2 and "Seat 3 does not exist: this game has seats 1…2" in err
    status, _, err = play(monkeypatch, capsys, [], "play", "test_tictactoe", "--seat", "0")
    assert status == 2 and "Места 0 нет" in err


def test_bad_options_are_named(monkeypatch, capsys):
    status, _, err = play(monkeypatch, capsys, [], "--lang", "en", "play", "test_nim",
                          "--option", "players=9")
    assert status == 2 and "Players" in err


def test_russian_checkers_in_the_terminal(monkeypatch, capsys):
    status, out, _ = play(monkeypatch, capsys, ["help", "c3-e5", "c3-d4", "quit"], "--lang",
                          "en", "play", "russian_checkers", "--level", "easy", "--seed", "3")
    assert status == 1
    assert "Legal moves: " in out and "c3-d4" in out
    assert out.count("! ") == 1  # c3-e5 refused, with the game's reason
    assert "Bot (easy) in seat 2: " in out


def test_ugolki_in_the_terminal(monkeypatch, capsys):
    status, out, _ = play(monkeypatch, capsys, ["d3-e3", "quit"], "--lang", "en", "play",
                          "ugolki", "--preset", "online", "--level", "medium", "--seed", "3")
    assert status == 1
    assert "Bot (medium) in seat 2: " in out
    assert "Game abandoned." in out


def test_kozel_board_follows_lang(monkeypatch, capsys):
    # The board, the bots' moves and the phase all in the chosen language; quit at the first turn.
    status, out, _ = play(monkeypatch, capsys, ["quit"], "--lang", "en", "play", "kozel",
                          "--level", "easy", "--seat", "3", "--seed", "5", "--no-color")
    assert status == 1
    assert "Kozel — deal 1, dealer: seat" in out and "Your hand: " in out
    assert "Cards in hands: " in out and "To move: 3 (" in out
    # The prompt counts seats as the board does.
    assert "Your move (seat 3)" in out
    assert "Козёл" not in out and "Ваши карты" not in out and "Ходит" not in out
    _, ru, _ = play(monkeypatch, capsys, ["quit"], "play", "kozel", "--level", "easy",
                    "--seat", "3", "--seed", "5", "--no-color")
    assert "Козёл — раздача 1, сдаёт: место" in ru and "Ваши карты: " in ru
    assert "Kozel" not in ru and "Your hand" not in ru


def test_bot_moves_are_named_in_lang(monkeypatch, capsys):
    # Go-Stop's actions have words: the bot's play reads in Russian or English as asked.
    _, en, _ = play(monkeypatch, capsys, ["quit"], "--lang", "en", "play", "go_stop",
                    "--level", "random", "--seat", "1", "--seed", "11", "--no-color")
    _, ru, _ = play(monkeypatch, capsys, ["quit"], "play", "go_stop",
                    "--level", "random", "--seat", "1", "--seed", "11", "--no-color")
    assert "Bot (random) in seat 2: play " in en  # with seed 11 the second seat opens
    assert "Бот (random) за место 2: сыграть " in ru


def test_checkers_status_line_follows_lang(monkeypatch, capsys):
    _, en, _ = play(monkeypatch, capsys, ["quit"], "--lang", "en", "play", "russian_checkers",
                    "--seed", "3", "--no-color")
    _, ru, _ = play(monkeypatch, capsys, ["quit"], "play", "russian_checkers", "--seed", "3",
                    "--no-color")
    assert "White to move" in en and "Ход белых" not in en
    assert "Ход белых" in ru and "White to move" not in ru


def test_help_lists_what_to_type_with_its_meaning(monkeypatch, capsys):
    # Go-Stop's moves are typed as "play 4"; the list says which card that is, in --lang.
    _, ru, _ = play(monkeypatch, capsys, ["help", "play 4", "quit"], "play", "go_stop",
                    "--level", "random", "--seed", "3", "--no-color")
    assert "Возможные ходы:\n  play 4 — сыграть январь, хлам (4)\n" in ru
    assert "! " not in ru  # what the list offers is accepted
    _, en, _ = play(monkeypatch, capsys, ["help", "quit"], "--lang", "en", "play", "klabor",
                    "--level", "random", "--seed", "3", "--no-color")
    assert "Legal moves:\n  declare — Declare sequences\n  pass — Pass\n" in en


def test_a_bot_answers_a_draw_offer_in_the_terminal(monkeypatch, capsys):
    # At the start the bot is not better: it accepts the offer at once, and the game ends.
    status, out, _ = play(monkeypatch, capsys, ["ничья?", "c3-d4"], "--lang", "en", "play",
                          "russian_checkers", "--level", "easy", "--seed", "3")
    assert status == 0
    assert "Bot (easy) in seat 2: accept the draw" in out
    status, out, _ = play(monkeypatch, capsys, ["draw-offer", "c1-e1"], "--lang", "ru", "play",
                          "ugolki", "--preset", "online", "--level", "easy", "--seed", "3")
    assert status == 0
    assert "принять ничью" in out
