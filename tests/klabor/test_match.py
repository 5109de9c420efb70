"""The match: висяк and its forced deal, клабор, 501 and 1001, the pairs tournament with «обяз».

Seed 000 part 2 («Ничья или висяк», «Финальный подсчёт очков», клабор) and rules note §4,
§7.3, §7.5, §10, cases K14, K18, K20.
"""

from __future__ import annotations

import json
import random

import pytest

from igroteka.cards import cards_of
from igroteka.engine import IllegalAction, OptionError, PositionError
from igroteka.games.klabor.cardrules import DECK
from igroteka.games.klabor.scoring import match_leader
from tests.klabor.helpers import GAME, act, legal_texts, options, play_out_deal, start
from tests.klabor.reference import deal_written


def first_hanging_deal(players: int):
    """A match whose first deal ended in a висяк (the first such seed, first-legal play)."""
    for seed in range(400):
        state = GAME.new_state(options(players=players), seed)
        play_out_deal(state)
        if state.sheet[-1]["kind"] == "hanging":
            return state
    raise AssertionError("no hanging deal in 400 seeds")


@pytest.mark.parametrize("players", [2, 4])
def test_seed_hanging_deal_the_next_player_deals_and_the_maker_must_play_the_turned_suit(
        players):
    state = first_hanging_deal(players)
    line = state.sheet[-1]
    maker_side = line["maker_side"]
    totals = line["totals"]
    assert totals[maker_side] == max(t for s, t in enumerate(totals) if s != maker_side)
    assert line["written"][maker_side] == 0
    assert state.pots == [totals[maker_side]]
    assert state.dealer == (line["dealer"] + 1) % players
    assert state.forced and state.maker == line["maker"]
    assert state.bids == [] and state.how == "forced"
    assert state.trump is state.turned_suit()
    assert state.phase == "announce"
    while state.phase == "announce":
        assert "declare" not in legal_texts(state)
        act(state, "pass")


def test_seed_forced_deal_declaring_sequences_is_refused_but_bella_is_allowed():
    state = start(options(), ["Kh Qh 7c 8c 9c 7d", "Jh Ac Ad As Ks Ts"], "8h",
                  ["Tc 8d 8s", "Th 9d 9s"], dealer=1, pots=[70], forced_maker=0)
    assert state.phase == "announce" and state.maker == 0 and state.trump.letter == "h"
    with pytest.raises(IllegalAction) as error:
        act(state, "declare")
    assert "после висяка" in error.value.message("ru")
    act(state, "pass", "pass")
    assert "K♥ bella" in legal_texts(state)


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_seed_forced_deal_settles_the_hanging_points(seed):
    deck = [c.ascii for c in DECK]
    random.Random(seed).shuffle(deck)
    state = GAME.state_from_position(
        json.dumps({"deck": deck, "dealer": 1, "pots": [81], "forced_maker": 0,
                    "scores": [100, 200]}), options())
    play_out_deal(state)
    line = state.sheet[-1]
    expected = deal_written(line["totals"], 0, line["tricks"], 81, 0, False, "equal")
    if line["kind"] == "hanging":
        assert state.pots == [81 + line["totals"][0]]
    else:
        assert line["written"] == expected and state.pots == []
        assert line["pot_settled"] == 81
    assert state.scores == [100 + line["written"][0], 200 + line["written"][1]]


# --- клабор ------------------------------------------------------------------------------
KLABOR = ["Ad Kd Qd Jd Td 9d", "Kc Qc Jc 7h 8h 9h"]


def test_rules_k18_klabor_wins_the_match_at_once():
    state = start(GAME.resolve_options("klabor"), KLABOR, "7s", dealer=1)
    assert state.is_terminal()
    result = state.outcome()
    assert result.winners == (0,) and result.returns == (1.0, -1.0)
    assert "клабор" in result.reason.render("ru")
    assert [e.kind for e in state.start_events] == ["deal", "klabor", "match_end"]


def test_seed_klabor_counts_only_the_first_six_cards_dealt():
    state = start(GAME.resolve_options("klabor"), ["Ad Kd Qd Jd Td 7c", KLABOR[1]], "7s",
                  ["9d 8c 9c", "Ts Js Qs"], dealer=1)
    assert state.phase == "bid"
    plain = start(options(), KLABOR, "7s", dealer=1)
    assert plain.phase == "bid"


def test_option_klabor_wins_only_the_deal():
    state = start(options(klabor_combo=True, klabor_effect="deal"), KLABOR, "7s", dealer=1,
                  scores=[10, 20])
    assert not state.is_terminal()
    assert state.scores == [172, 20] and state.sheet[-1]["kind"] == "klabor"
    assert state.dealer == 0 and state.deal_number == 2


# --- the end of a match --------------------------------------------------------------------
def test_rules_k20_the_highest_score_past_the_target_wins_and_a_tie_plays_on():
    assert match_leader([520, 515], 501) == 0
    assert match_leader([520, 520], 501) is None
    assert match_leader([480, 470], 501) is None
    assert match_leader([300, 502, 510], 501) == 2


def test_seed_small_match_to_501_ends_when_a_side_passes_it_first():
    deck = [c.ascii for c in DECK][::-1]
    state = GAME.state_from_position(json.dumps({"deck": deck, "scores": [495, 490]}),
                                     options())
    play_out_deal(state)
    leader = match_leader(state.scores, 501)
    if state.pots:
        assert not state.is_terminal()
    else:
        assert state.is_terminal() == (leader is not None)
        if leader is not None:
            assert state.outcome().winners == (leader,)


def test_seed_big_match_to_1001():
    opts = GAME.resolve_options("big")
    assert opts["target"] == 1001
    state = GAME.new_state(opts, 2)
    while not state.is_terminal():
        play_out_deal(state)
    assert max(state.scores) >= 1001
    assert state.outcome().winners == (state.scores.index(max(state.scores)),)


# --- the pairs tournament ------------------------------------------------------------------
def tournament(**spec):
    deck = [c.ascii for c in DECK]
    return GAME.state_from_position(json.dumps({"deck": deck, **spec}),
                                    GAME.resolve_options("tournament"))


def test_option_tournament_is_for_four_players_in_pairs():
    with pytest.raises(OptionError) as error:
        GAME.resolve_options(None, {"tournament_pairs": True})
    assert "четверо" in error.value.message("ru")
    with pytest.raises(OptionError):
        GAME.resolve_options("tournament", {"obligatory_order": True})


def test_seed_tournament_round_one_winners_are_under_obyaz_and_scores_restart():
    state = tournament(scores=[500, 480])
    for _ in range(30):
        if state.rounds:
            break
        play_out_deal(state)
    winner = state.rounds[0]["winner"]
    assert state.obyaz == winner and state.round == 2
    assert state.scores == [0, 0] and state.baits == [0, 0]
    assert state.round_wins[winner] == 1


def test_seed_obyaz_the_winners_dealer_may_not_pass_the_others_may():
    state = tournament(round=2, obyaz=0, round_wins=[1, 0], dealer=2)
    act(state, "pass", "pass", "pass", "pass", "pass", "pass", "pass")
    assert state.turn == 2 and "pass" not in legal_texts(state)
    with pytest.raises(IllegalAction) as error:
        act(state, "pass")
    assert "под обязом" in error.value.message("ru")
    free = tournament(round=2, obyaz=0, round_wins=[1, 0], dealer=1)
    events = act(free, *["pass"] * 8)
    assert "thrown_in" in [e.kind for e in events]


def test_seed_tournament_second_round_decides_or_leads_to_the_final():
    state = tournament(round=2, obyaz=0, round_wins=[1, 0], scores=[495, 495])
    for _ in range(30):
        if len(state.rounds) == 1:
            break
        play_out_deal(state)
    winner = state.rounds[0]["winner"]
    if winner == 0:
        assert state.is_terminal() and state.outcome().winners == (0, 2)
    else:
        assert state.round == 3 and state.obyaz is None and state.scores == [0, 0]


def test_seed_tie_in_rounds_four_final_deals_without_obyaz_decide():
    state = tournament(round="final", round_wins=[1, 1], final_deals=3, dealer=2)
    act(state, *["pass"] * 7)
    assert "pass" in legal_texts(state)  # no «обяз» in the final
    act(state, "pass")
    play_out_deal(state)
    if state.pots:
        assert not state.is_terminal()
    elif state.scores[0] != state.scores[1]:
        assert state.is_terminal()
        assert state.rounds[-1]["round"] == "final"
    else:
        assert state.final_deals == 0 and not state.is_terminal()


def test_four_player_deal_gives_everyone_eight_cards_k11():
    state = GAME.new_state(options(players=4), 1)
    while state.phase == "bid":
        act(state, "play")
    assert {state.hands[s].bit_count() for s in range(4)} == {8}
    every = 0
    for s in range(4):
        every |= state.hands[s]
    assert len(cards_of(every)) == 32


@pytest.mark.parametrize("preset", ["moscow", "three", "pairs", "tournament"])
def test_deal_spec_starts_the_same_deal_again(preset):
    opts = GAME.resolve_options(preset)
    state = GAME.new_state(opts, 21)
    play_out_deal(state)
    spec = state.deal_spec()
    again = GAME.state_from_position(json.dumps(spec), opts)
    assert again.full_view()["hands"] == state.full_view()["hands"]
    assert again.turnup_original == state.turnup_original and again.stock == state.stock
    assert (again.scores, again.dealer, again.deal_number) == (
        state.scores, state.dealer, state.deal_number)
    world = state.determinize(state.current_seat(), random.Random(1))
    with pytest.raises(PositionError) as error:
        world.deal_spec()
    assert "выборка" in error.value.message("ru")


@pytest.mark.parametrize(("players", "verb"), [(2, "выиграл партию"), (4, "выиграла партию")])
def test_the_winners_verb_agrees_with_a_player_or_a_pair(players, verb):
    """«игрок 2 выиграл», «пара 1 (места 1 и 3) выиграла»: no «выиграл(а)»."""
    state = GAME.new_state(options(players=players, target=301), 7)
    rng = random.Random(7)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    reason = state.outcome().reason.render("ru")
    assert verb in reason and "(а)" not in reason
    assert "won the match" in state.outcome().reason.render("en")


def test_the_terminal_tells_the_exchange_bella_and_each_deals_result(capsys):
    """`igroteka play` used to show only the bots' moves: now the events a player must hear."""
    from igroteka.cli.play import tell

    state = GAME.new_state(options(players=2), 3)
    rng = random.Random(1)
    said: dict[str, str] = {}
    header_after_exchange = None
    while not state.is_terminal() and len(said) < 3:
        events = state.apply(rng.choice(state.legal_actions()))
        tell(state, events, 0, "ru")
        for event in events:
            label = state.event_label(event.for_seat(0))
            if label is not None:
                said.setdefault(event.kind, label.render("ru"))
            if event.kind == "exchange" and header_after_exchange is None:
                header_after_exchange = state.render_text(0, lang="ru")
    assert said["exchange"].startswith("место 2 меняет 7♦ на вскрышку A♦")
    assert said["deal_end"].startswith("раздача 1: ") and "записано" in said["deal_end"]
    assert "её взяло место 2 в обмен на 7♦" in header_after_exchange
    printed = capsys.readouterr().out
    assert "  · раздача 1: " in printed and "  · место 2 меняет" in printed


def test_a_deal_with_skis_says_so():
    """Лыжи (no trick, −100) are named in the deal's result."""
    from igroteka.games.klabor.views import event_label

    state = GAME.new_state(options(players=2), 3)
    line = {"deal": 4, "kind": "bait", "written": [0, 62], "skis": [True, False]}
    label = event_label(state, {"kind": "deal_end", "result": line})
    assert "лыжи (ни одной взятки, −100): игрок 1" in label.render("ru")
    assert "skis (no trick, −100): player 1" in label.render("en")
