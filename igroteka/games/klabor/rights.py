"""What a seat may do before the first lead, and why not: the seven, a redeal, declaring, passing.

These are the rights the rules give a player between the bidding and the
first card (and, for a weak hand, up to his own first card). Each refusal is
a sentence a player can read, so the table can say why a button is missing.
"""

from __future__ import annotations

from igroteka.cards import ALL_CARDS, Card, Rank
from igroteka.engine.game import GAME_OVER
from igroteka.engine.i18n import Text
from igroteka.games.klabor import texts
from igroteka.games.klabor.cardrules import SEVENS, hand_points_plain
from igroteka.games.klabor.combos import TIE, WIN, best_key, compare, describe_key
from igroteka.games.klabor.protocol import KlaborMatch
from igroteka.games.klabor.texts import ANNOUNCE, BID, EXCHANGE, PLAY


def has_played(state: KlaborMatch, seat: int) -> bool:
    """Whether `seat` has played a card this deal (a weak hand's redeal ends there)."""
    dp = state.play
    return dp is not None and any(s == seat for s, _ in dp.log)


def redeal_reasons(state: KlaborMatch, seat: int) -> list[str]:
    """Why `seat` may ask for a redeal now (empty: it may not)."""
    phase = state.phase
    dp = state.play
    if phase == PLAY:
        assert dp is not None
        if has_played(state, seat):
            return []
    elif phase not in (ANNOUNCE, BID, EXCHANGE):
        return []
    hand = state.hands[seat]
    reasons = []
    if phase in (BID, EXCHANGE):
        # «В любое время до первого хода»: four sevens may be shown during the bidding too.
        # A weak hand is judged on the whole hand, after the extra cards.
        if state.options["four_sevens_redeal"] and hand & SEVENS == SEVENS:
            reasons.append("four_sevens")
        return reasons
    before_lead = phase == ANNOUNCE or (dp is not None and not dp.log)
    if state.options["four_sevens_redeal"] and before_lead and hand & SEVENS == SEVENS:
        reasons.append("four_sevens")
    weak = str(state.options["weak_hand_redeal"])
    if weak != "off" and hand_points_plain(hand) <= int(weak):
        reasons.append("weak_hand")
    return reasons


def dealer_obliged(state: KlaborMatch, seat: int) -> bool:
    """Whether `seat` (the dealer, in round two) must name a trump: «обязаловка» or «обяз»."""
    if seat != state.dealer or state.bid_round != 2:
        return False
    return bool(state.options["obligatory_order"]) or obyaz_applies(state)


def obyaz_applies(state: KlaborMatch) -> bool:
    """Tournament, round two: the first round's winners may not pass on their own deals."""
    return (
        state.tournament
        and state.round == 2
        and state.obyaz is not None
        and state.side_of(state.dealer) == state.obyaz
        and state.turn == state.dealer
    )


def exchange_possible(state: KlaborMatch) -> bool:
    """Whether anybody at all could swap the seven in this deal (before asking each seat)."""
    opts = state.options
    if state.exchange is not None or opts["seven_exchange"] == "off":
        return False
    if state.how not in ("accepted", "forced"):
        return False
    if state.n == 4 and not opts["seven_exchange_4p"]:
        return False
    return ALL_CARDS[state.turnup].rank != Rank.SEVEN


def exchange_refusal(state: KlaborMatch, seat: int) -> Text | None:
    """Why `seat` may not swap the trump seven now (None: it may)."""
    opts = state.options
    if opts["seven_exchange"] == "off":
        return texts.EXCHANGE_OFF
    if state.exchange is not None:
        return texts.EXCHANGE_DONE
    if state.how not in ("accepted", "forced"):
        return texts.EXCHANGE_NOT_TURNED
    if state.n == 4 and not opts["seven_exchange_4p"]:
        return texts.EXCHANGE_FOUR
    if ALL_CARDS[state.turnup].rank == Rank.SEVEN:
        return texts.EXCHANGE_TURNED_SEVEN
    if opts["seven_exchange_time"] == "before_draw":
        if state.phase != EXCHANGE:
            return texts.EXCHANGE_TIME
    elif state.phase != ANNOUNCE:
        return texts.WRONG_PHASE.get(state.phase, GAME_OVER)
    if opts["seven_exchange"] == "maker_only" and seat != state.maker:
        return texts.EXCHANGE_MAKER_ONLY
    assert state.trump is not None
    seven = Card(Rank.SEVEN, state.trump).index
    if not state.hands[seat] & (1 << seven):
        return texts.NO_SEVEN
    if state.turnup_holder == seat:
        return texts.EXCHANGE_OWN
    holder = state.turnup_holder
    if holder is not None and any(d["seat"] == holder for d in state.declarations):
        turned = 1 << state.turnup
        if any(s.mask & turned for s in state.hand_sequences(holder)):
            # The seed: «Одна и та же карта не должна быть в составе разных комбинаций».
            return texts.EXCHANGE_DECLARED.with_params(seat=holder + 1)
    return None


def declare_refusal(state: KlaborMatch, seat: int) -> Text | None:
    """Why `seat` may not declare: the engine asks «рост» for him and offers only a winner."""
    if state.phase != ANNOUNCE:
        return texts.WRONG_PHASE.get(state.phase, GAME_OVER)
    if state.forced:
        return texts.FORCED_NO_SEQUENCES
    sequences = state.hand_sequences(seat)
    if not sequences:
        return texts.NO_SEQUENCES
    best = state.contest_best
    if best is None:
        return None
    key = best_key(sequences, state.trump_number())
    assert key is not None
    verdict = compare(key, best)
    if verdict == WIN:
        return None
    if (
        verdict == TIE
        and state.options["tie_nontrump"] == "nobody"
        and state.contest_holder is not None
    ):
        return None
    return texts.not_higher(describe_key(best[0], best[1]))
