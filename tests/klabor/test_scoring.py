"""Scoring a deal: seed 000 part 2 («Подсчет результатов», бейт, лыжи, висяк) and rules note §9,
cases K12-K16."""

from __future__ import annotations

from igroteka.games.klabor.scoring import BAIT, HANGING, MADE, score_deal
from tests.klabor.helpers import options
from tests.klabor.reference import deal_written


def deal(maker: int, cards: list[int], last: int, tricks: list[int] | None = None,
         sequences: list[int] | None = None, bella: list[int] | None = None,
         pots: list[int] | None = None, baits: list[int] | None = None, **opts):
    sides = len(cards)
    return score_deal(options(**opts), maker, cards, last, tricks or [1] * sides,
                      sequences or [0] * sides, bella or [0] * sides, pots or [],
                      baits or [0] * sides)


def test_rules_k12_the_maker_scores_more_and_everyone_records_his_own():
    result = deal(0, [60, 72], last=0, sequences=[20, 0])
    assert result.totals == (90, 72) and result.kind == MADE
    assert result.written == (90, 72)


def test_seed_total_is_cards_sequences_bella_and_ten_for_the_last_trick():
    result = deal(1, [40, 50], last=1, sequences=[0, 20], bella=[20, 0])
    assert result.totals == (60, 80)
    assert result.last_trick == (0, 10)


def test_rules_k13_bait_the_makers_points_go_to_the_defender():
    result = deal(0, [50, 72], last=1, sequences=[20, 10])
    assert result.totals == (70, 92) and result.kind == BAIT
    assert result.written == (0, 162)
    assert result.baits_after == (1, 0)


def test_seed_third_and_later_bait_costs_another_hundred():
    second = deal(0, [50, 72], last=1, baits=[1, 0])
    assert second.written[0] == 0 and second.bait_penalty == (0, 0)
    third = deal(0, [50, 72], last=1, baits=[2, 0])
    assert third.written[0] == -100 and third.baits_after == (3, 0)
    fourth = deal(0, [50, 72], last=1, baits=[3, 0])
    assert fourth.written[0] == -100


def test_rules_k15_three_player_bait_split_equally_between_the_defenders():
    result = deal(0, [40, 60, 30], last=2, players=3)
    assert result.totals == (40, 60, 40) and result.kind == BAIT
    assert result.written == (0, 80, 60)
    odd = deal(0, [41, 60, 30], last=2, players=3)
    assert odd.written == (0, 80, 60)  # 41 / 2 = 20 each, the odd point dropped


def test_rules_k15_case_figures():
    result = deal(0, [40, 60, 40], last=0, players=3)
    assert result.totals == (50, 60, 40)
    assert result.written == (0, 85, 65)


def test_option_bait_to_the_best_defender():
    result = deal(0, [40, 60, 30], last=0, players=3, bait_split="to_best")
    assert result.written == (0, 110, 30)


def test_option_winner_takes_all():
    result = deal(0, [90, 62], last=0, winner_takes_all=True)
    assert result.written == (162, 0)
    failed = deal(0, [60, 92], last=0, winner_takes_all=True)
    assert failed.written == (0, 162)


def test_rules_k16_skis_void_the_sequences_and_cost_a_hundred():
    result = deal(0, [120, 0], last=0, tricks=[9, 0], sequences=[0, 20])
    assert result.totals == (130, 0) and result.sequences == (0, 0)
    assert result.written == (130, -100) and result.skis == (False, True)


def test_seed_sequences_score_only_with_a_trick_taken():
    result = deal(1, [140, 2], last=0, tricks=[8, 1], sequences=[0, 50])
    assert result.sequences == (0, 50)


def test_rules_maker_on_skis_bait_and_minus_hundred():
    result = deal(0, [0, 142], last=1, tricks=[0, 9], sequences=[20, 0])
    assert result.kind == BAIT and result.written == (-100, 152)
    again = deal(0, [0, 142], last=1, tricks=[0, 9], baits=[2, 0])
    assert again.written[0] == -200


def test_rules_k14_hanging_deal_defender_records_maker_hangs():
    tied = deal(0, [71, 81], last=0, players=4)
    assert tied.kind == HANGING and tied.totals == (81, 81)
    assert tied.written == (0, 81) and tied.pots_after == (81,)
    assert tied.baits_after == (0, 0)


def test_rules_k14_forced_deal_won_takes_the_pot():
    won = deal(0, [85, 67], last=0, pots=[81], players=4)
    assert won.totals == (95, 67) and won.written == (176, 67) and won.pots_after == ()


def test_rules_k14_forced_deal_failed_gives_both_deals_to_the_opponent():
    lost = deal(0, [50, 102], last=0, pots=[81], players=4)
    assert lost.totals == (60, 102)
    assert lost.written == (0, 243) and lost.baits_after == (1, 0)


def test_rules_hanging_again_the_pot_grows():
    again = deal(0, [70, 80], last=0, pots=[81], players=4)
    assert again.kind == HANGING and again.pots_after == (161,)
    separate = deal(0, [70, 80], last=0, pots=[81], players=4, hanging_separate=True)
    assert separate.pots_after == (81, 80)


def test_option_hanging_separate_settles_the_oldest_pot_first():
    won = deal(0, [85, 67], last=0, pots=[81, 80], players=4, hanging_separate=True)
    assert won.written == (176, 67) and won.pots_after == (80,)


def test_scoring_agrees_with_the_plain_reading_on_many_totals():
    import random

    rng = random.Random(7)
    for _ in range(400):
        players = rng.choice([2, 3])
        cards = [rng.randrange(0, 150) for _ in range(players)]
        tricks = [rng.randrange(0, 3) for _ in range(players)]
        last = rng.randrange(players)
        maker = rng.randrange(players)
        pot = rng.choice([0, 0, 81])
        baits = [rng.randrange(4) for _ in range(players)]
        wta = rng.random() < 0.2
        split = rng.choice(["equal", "to_best"])
        result = deal(maker, cards, last, tricks=tricks, pots=[pot] if pot else [],
                      baits=baits, players=players, winner_takes_all=wta, bait_split=split)
        expected = deal_written(list(result.totals), maker, tricks, pot, baits[maker], wta,
                                split)
        assert list(result.written) == expected


def test_seed_sequences_are_credited_at_the_end_of_the_deal():
    from tests.klabor.helpers import act, start

    state = start(options(), ["7c 8c 9c 7h 9h Ah", "Kd 7s 9d Ts Qs As"], "8d",
                  ["8s 9s Js", "8h Th Kh"], dealer=1)
    act(state, "play", "declare", "pass", "7c")
    assert state.view(1)["deal_score"]["sequences"] == [20, 0]
    assert state.scores == [0, 0]
    while state.phase == "play":
        state.apply(state.legal_actions()[0])
    line = state.sheet[-1]
    assert line["sequences"][0] == (20 if line["tricks"][0] else 0)
    assert line["totals"][0] == (line["card_points"][0] + line["last_trick"][0]
                                 + line["sequences"][0] + line["bella"][0])
