"""A whole Klabor match: deal after deal until a side reaches the target (or a клабор).

One deal goes through up to four phases, each with one seat to decide:
`bid` (two rounds of «играю»/«пас», then naming a suit), `exchange` (only
when the trump seven is swapped before the extra cards), `announce` (each
player in turn may swap the seven, ask for a redeal and declare sequences)
and `play`. Shuffles, the deal, the extra cards, the клабор check, thrown-in
and redealt deals all happen inside `apply`, drawn from `self.rng`, so a
match is reproducible from (options, seed, actions). Hands are bitmasks of
`Card.index`; the play phase lives in a `DealPlay` that searches clone alone.

The state holds the contract and the decisions' bookkeeping; what a seat
may do before play is in `rights`, dealing in `dealing`, and the match
around the deals (sheet, target, висяк pot, tournament) in `match`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from igroteka.cards import ALL_CARDS, SUITS, Card, Rank, Suit, cards_of
from igroteka.cards.position import read_spec
from igroteka.cards.state import TrickState
from igroteka.engine.events import Event
from igroteka.engine.game import GAME_OVER, Game, Options, Outcome
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.klabor import dealing, knowledge, match, notation, rights, texts, views
from igroteka.games.klabor.actions import (
    ACCEPT,
    DECLARE,
    EXCHANGE,
    PASS,
    REDEAL,
    Accept,
    Declare,
    Exchange,
    NameTrump,
    Pass,
    PlayCard,
    Redeal,
    action_from_json,
    play,
)
from igroteka.games.klabor.cardrules import (
    bits,
    table_for,
)
from igroteka.games.klabor.combos import (
    WIN,
    Key,
    Sequence,
    best_key,
    compare,
    find_sequences,
    total_value,
)
from igroteka.games.klabor.play import DealPlay, PlayRules
from igroteka.games.klabor.position import KNOWN, deal_given, deal_spec
from igroteka.games.klabor.texts import ANNOUNCE, BID, OVER, PLAY
from igroteka.games.klabor.texts import EXCHANGE as EXCHANGE_PHASE


class KlaborState(TrickState):
    game: Game
    phase_actions: ClassVar[Mapping[str, Any]] = {
        PLAY: (PlayCard, Redeal),
        BID: (Accept, Pass, NameTrump, Redeal),
        EXCHANGE_PHASE: (Exchange, Pass, Redeal),
        ANNOUNCE: (Exchange, Redeal, Declare, Pass),
    }
    wrong_phase = texts.WRONG_PHASE
    cloned_lists = (
        "scores",
        "baits",
        "pots",
        "sheet",
        "round_wins",
        "rounds",
        "first_six",
        "extras",
        "stock",
        "bids",
        "queue",
        "declarations",
    )
    cloned_dicts = ("scoring", "public_holder")

    def __init__(self, game: Game, options: Options, seed: Seed = 0, *, deal: bool = True) -> None:
        super().__init__(game, options, seed)
        n = int(options["players"])
        teams = n == 4 and options["four_player_mode"] == "teams"
        self.n = n
        self.rules = PlayRules(
            players=n,
            side_of=tuple(s % 2 for s in range(n)) if teams else tuple(range(n)),
            sides=2 if teams else n,
            teams=teams,
            overtrump_ruff=bool(options["must_overtrump_on_ruff"]),
            partner_exempt=bool(options["partner_winning_exemption"]),
            bella_any_turn=bool(options["bella_any_turn"]),
            bella_strict=bool(options["bella_strict"]),
        )
        sides = self.rules.sides
        self.scores = [0] * sides
        self.baits = [0] * sides
        self.pots: list[int] = []
        self.forced_maker: int | None = None
        self.sheet: list[dict[str, Any]] = []
        self.last_deal: dict[str, Any] | None = None
        self.deal_number = 1
        self.shuffle_number = 0
        self.tournament = bool(options["tournament_pairs"])
        self.round = 1
        self.round_wins = [0] * sides
        self.rounds: list[dict[str, Any]] = []
        self.obyaz: int | None = None
        self.final_deals = 0
        self.winner: int | None = None
        self.over_reason: Text | None = None
        self.dealer = 0
        self.clear_deal()
        self.start_events: list[Event] = []
        if deal:
            self.dealer = self.rng.randrange(n)
            dealing.new_deal(self, self.start_events)

    def clear_deal(self) -> None:
        n = self.n
        self.phase = BID
        self.turn: int | None = None
        self.hands = [0] * n
        self.first_six = [0] * n
        self.extras = [0] * n
        self.stock: list[int] = []
        self.pack: list[int] | None = None
        self.turnup = -1
        self.turnup_original = -1
        self.turnup_holder: int | None = None
        self.frez: int | None = None
        self.drawn = False
        self.bids: list[tuple[int, int, str]] = []
        self.bid_round = 1
        self.queue: list[int] = []
        self.trump: Suit | None = None
        self.maker: int | None = None
        self.how: str | None = None
        self.forced = False
        self.exchange: tuple[int, int, int] | None = None
        self.declarations: list[dict[str, Any]] = []
        self.contest_best: Key | None = None
        self.contest_holder: int | None = None
        self.scoring: dict[int, list[Sequence]] = {}
        self.shown = False
        self.public_holder: dict[int, int] = {}
        self.play: DealPlay | None = None
        self.klabor: int | None = None

    # === the contract ============================================================
    def legal_actions(self, seat: int | None = None) -> list[Any]:
        if self.not_acting(seat):
            return []
        seat = self.turn
        phase = self.phase
        if seat is None or phase == OVER:
            return []
        if phase == PLAY:
            dp = self.play
            assert dp is not None
            actions: list[Any] = []
            for card in bits(dp.legal_mask()):
                actions.append(play(ALL_CARDS[card]))
                if dp.bella_allowed(card):
                    actions.append(play(ALL_CARDS[card], True))
            if rights.redeal_reasons(self, seat):
                actions.append(REDEAL)
            return actions
        redeal = [REDEAL] if rights.redeal_reasons(self, seat) else []
        if phase == BID:
            if self.bid_round == 1:
                return [ACCEPT, PASS, *redeal]
            turned = self.turned_suit()
            named: list[Any] = [NameTrump(s) for s in SUITS if s is not turned]
            return (
                [*named, *redeal] if rights.dealer_obliged(self, seat) else [*named, PASS, *redeal]
            )
        if phase == EXCHANGE_PHASE:
            choices = [EXCHANGE, PASS] if rights.exchange_refusal(self, seat) is None else [PASS]
            return [*choices, *redeal]
        result: list[Any] = []
        if rights.exchange_refusal(self, seat) is None:
            result.append(EXCHANGE)
        if rights.redeal_reasons(self, seat):
            result.append(REDEAL)
        if rights.declare_refusal(self, seat) is None:
            result.append(DECLARE)
        result.append(PASS)
        return result

    def outcome(self) -> Outcome | None:
        if self.phase != OVER or self.winner is None:
            return None
        side_of = self.rules.side_of
        winners = tuple(s for s in range(self.n) if side_of[s] == self.winner)
        return Outcome(
            returns=tuple(1.0 if side_of[s] == self.winner else -1.0 for s in range(self.n)),
            winners=winners,
            reason=self.over_reason or Text("партия окончена", "the match is over"),
            points=tuple(float(self.scores[side_of[s]]) for s in range(self.n)),
            details={
                "winner_side": self.winner,
                "scores": list(self.scores),
                "baits": list(self.baits),
                "deals": len(self.sheet),
                "rounds": [dict(r) for r in self.rounds],
                "klabor": self.klabor,
            },
        )

    def explain_illegal(self, action: Any) -> Text:
        seat = self.turn
        assert seat is not None
        phase = self.phase
        if isinstance(action, PlayCard):
            if phase != PLAY:
                return texts.WRONG_PHASE[phase]
            if not self.hands[seat] & (1 << action.card.index):
                return texts.not_held(action.card)
            reason = views.unplayable_reason(self, seat, action.card)
            if reason is not None:
                return reason
            dp = self.play
            assert dp is not None
            if dp.bella_announced:
                return texts.BELLA_ONCE
            return texts.BELLA_ANY_WHEN if self.rules.bella_any_turn else texts.BELLA_WHEN
        if isinstance(action, Accept):
            return texts.ROUND2_NAME if phase == BID else texts.WRONG_PHASE[phase]
        if isinstance(action, NameTrump):
            if phase != BID:
                return texts.WRONG_PHASE[phase]
            if self.bid_round == 1:
                return texts.ROUND1_ONLY
            return texts.turned_suit_refused(self.turned_suit())
        if isinstance(action, Pass):
            if phase == BID and rights.obyaz_applies(self):
                return texts.UNDER_OBYAZ
            if phase == BID:
                return texts.OBLIGED
            return texts.WRONG_PHASE[phase]
        if isinstance(action, Exchange):
            return rights.exchange_refusal(self, seat) or texts.WRONG_PHASE[phase]
        if isinstance(action, Redeal):
            if phase == PLAY and rights.has_played(self, seat):
                return texts.NO_REDEAL_FIRST_CARD
            return texts.no_redeal(
                str(self.options["weak_hand_redeal"]), bool(self.options["four_sevens_redeal"])
            )
        if isinstance(action, Declare):
            return rights.declare_refusal(self, seat) or texts.WRONG_PHASE[phase]
        return texts.WRONG_PHASE.get(phase, GAME_OVER)

    def _apply(self, action: Any, seat: int) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, PlayCard):
            self._play_card(action.card.index, action.bella, events)
        elif isinstance(action, Redeal):
            self._redeal(events)
        elif self.phase == BID:
            self._bid(action, events)
        elif isinstance(action, Exchange):
            self._exchange(events)
        elif isinstance(action, Declare):
            self._declare(events)
        else:
            self._pass(events)
        return events

    def action_from_json(self, data: Any) -> Any:
        return action_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> Any:
        return notation.parse_text(text, bare_suit=self.phase == BID and self.bid_round == 2)

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self, seat)

    def full_view(self) -> dict[str, Any]:
        return views.full_view(self)

    def action_label(self, action: Any) -> Text:
        """«Без обмена» for a pass while the seven is offered: said alike with or without it.

        Every player is asked in turn, so that nobody learns who holds the
        trump seven from who is asked (rules.ru.md, «Козырная семёрка»).
        """
        if action == PASS and self.phase == EXCHANGE_PHASE:
            return texts.NO_EXCHANGE
        return super().action_label(action)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return views.event_label(self, event)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, seat, color, lang)

    def deal_spec(self) -> dict[str, Any]:
        return deal_spec(self)

    def evaluate(self, seat: int) -> float:
        return knowledge.evaluate(self, seat)

    def sample_world(self, seat: int, rng: random.Random) -> KlaborState:
        world: KlaborState = knowledge.SeatKnowledge(self, seat).world(rng)
        return world

    @classmethod
    def from_position(cls, game: Game, options: Options, position: Any) -> KlaborState:
        """A match from a given deal (JSON, see position.py)."""
        spec, seed = read_spec(position, KNOWN)
        state = cls(game, options, seed, deal=False)
        deal_given(state, spec)
        return state

    def new_deal(self, events: list[Event], pack: list[int] | None = None) -> None:
        """Shuffle (or take `pack`, top card first) and deal the next deal (dealing.py)."""
        dealing.new_deal(self, events, pack)

    def action_text(self, action: Any) -> str:
        """The notation `parse_action` reads back ("trump ♣", "Q♥ bella")."""
        return str(action)

    def match_score(self) -> dict[str, Any]:
        return {
            "sides": self.rules.sides,
            "teams": [[0, 2], [1, 3]] if self.rules.teams else None,
            "scores": list(self.scores),
            "baits": list(self.baits),
            "pots": list(self.pots),
            "forced_maker": self.forced_maker,
            "target": self.options["target"],
            "deal_number": self.deal_number,
            "deals": [dict(line) for line in self.sheet],
            "tournament": self.tournament_info() if self.tournament else None,
            "winner": self.winner,
        }

    def tournament_info(self) -> dict[str, Any]:
        return {
            "round": "final" if self.round == 3 else self.round,
            "round_wins": list(self.round_wins),
            "obyaz": self.obyaz,
            "final_deals": self.final_deals,
            "rounds": [dict(r) for r in self.rounds],
        }

    # === facts the views, bots and tests read ==========================================
    def order(self) -> list[int]:
        """The seats from the dealer's left, clockwise, the dealer last."""
        return [(self.dealer + 1 + i) % self.n for i in range(self.n)]

    def side_of(self, seat: int) -> int:
        return self.rules.side_of[seat]

    def turned_suit(self) -> Suit:
        return ALL_CARDS[self.turnup_original].suit

    def sequences_allowed(self) -> bool:
        return not self.forced

    def hand_sequences(self, seat: int) -> list[Sequence]:
        return find_sequences(self.hands[seat], bool(self.options["quint_100"]))

    def redeal_reasons(self, seat: int) -> list[str]:
        """Why `seat` may ask for a redeal now (empty: it may not)."""
        return rights.redeal_reasons(self, seat)

    def trump_number(self) -> int | None:
        return None if self.trump is None else self.trump.number

    # === bidding =======================================================================
    def _bid(self, action: Any, events: list[Event]) -> None:
        seat = self.queue.pop(0)
        if isinstance(action, Accept):
            self.bids.append((seat, self.bid_round, "play"))
            events.append(self.event("bid", seat=seat, round=self.bid_round, bid="play"))
            self.maker = seat
            dealing.set_trump(self, self.turned_suit(), "accepted", events)
            return
        if isinstance(action, NameTrump):
            self.bids.append((seat, self.bid_round, action.suit.letter))
            events.append(
                self.event(
                    "bid",
                    seat=seat,
                    round=self.bid_round,
                    bid=action.suit.letter,
                    symbol=action.suit.symbol,
                )
            )
            self.maker = seat
            dealing.set_trump(self, action.suit, "named", events)
            return
        self.bids.append((seat, self.bid_round, "pass"))
        events.append(self.event("bid", seat=seat, round=self.bid_round, bid="pass"))
        if not self.queue and self.bid_round == 1:
            self.bid_round = 2
            self.queue = self.order()
        if self.queue:
            self.turn = self.queue[0]
            return
        events.append(
            self.event(
                "thrown_in", dealer=self.dealer, reason=texts.REDEAL_REASONS["all_pass"].to_json()
            )
        )
        self.dealer = (self.dealer + 1) % self.n
        dealing.new_deal(self, events)

    # === before the first lead: the seven, redeals, sequences ===========================
    def _exchange(self, events: list[Event]) -> None:
        seat = self.turn
        assert seat is not None and self.trump is not None
        seven = Card(Rank.SEVEN, self.trump).index
        turned = self.turnup
        self.hands[seat] ^= 1 << seven
        self.hands[seat] |= 1 << turned
        self.public_holder[turned] = seat
        holder = self.turnup_holder
        if holder is not None:
            self.hands[holder] ^= 1 << turned
            self.hands[holder] |= 1 << seven
            self.public_holder[seven] = holder
            self.turnup_holder = seat
        else:
            self.turnup = seven
        self.exchange = (seat, seven, turned)
        events.append(
            self.event(
                "exchange",
                seat=seat,
                seven=ALL_CARDS[seven].ascii,
                turnup=ALL_CARDS[turned].ascii,
                holder=holder,
            )
        )
        if self.phase == EXCHANGE_PHASE:
            dealing.draw(self, events)

    def _redeal(self, events: list[Event]) -> None:
        seat = self.turn
        assert seat is not None
        reason = rights.redeal_reasons(self, seat)[0]
        events.append(
            self.event(
                "redeal", seat=seat, code=reason, reason=texts.REDEAL_REASONS[reason].to_json()
            )
        )
        dealing.new_deal(self, events)

    def _declare(self, events: list[Event]) -> None:
        seat = self.queue.pop(0)
        key = best_key(self.hand_sequences(seat), self.trump_number())
        assert key is not None
        previous = self.contest_best
        if previous is None or compare(key, previous) == WIN:
            self.contest_best = key
            self.contest_holder = seat
            result = "leads"
        else:
            self.contest_holder = None
            result = "cancels"
        entry: dict[str, Any] = {
            "seat": seat,
            "kind": key[0],
            "top": key[1],
            "result": result,
            "trump": bool(key[2] and previous is not None and previous[:2] == key[:2]),
        }
        self.declarations.append(entry)
        events.append(self.event("declare", **views.declaration_json(entry)))
        self._next_announcer(events)

    def _pass(self, events: list[Event]) -> None:
        seat = self.queue.pop(0)
        events.append(self.event("pass", seat=seat, phase=self.phase))
        if self.phase == EXCHANGE_PHASE:
            if self.queue:
                self.turn = self.queue[0]
            else:
                dealing.draw(self, events)
            return
        self._next_announcer(events)

    def _next_announcer(self, events: list[Event]) -> None:
        if self.queue:
            self.turn = self.queue[0]
            return
        self._start_play(events)

    # === trick play ======================================================================
    def _start_play(self, events: list[Event]) -> None:
        assert self.trump is not None and self.maker is not None
        winner = self.contest_holder
        self.scoring = {}
        if winner is not None:
            self.scoring[winner] = self.hand_sequences(winner)
            if self.rules.teams and self.options["team_melds"] == "team":
                partner = (winner + 2) % 4
                extra = self.hand_sequences(partner)
                if extra:
                    self.scoring[partner] = extra
        leader = self.maker if self.options["first_lead"] == "maker" else self.order()[0]
        self.play = DealPlay(self.rules, table_for(self.trump), self.hands, leader)
        self.hands = self.play.hands
        self.phase = PLAY
        self.turn = leader
        events.append(self.event("lead", seat=leader, contest=winner))

    def _play_card(self, card: int, bella: bool, events: list[Event]) -> None:
        dp = self.play
        assert dp is not None
        seat = dp.turn
        dp.play(card, bella)
        self.public_holder.pop(card, None)
        events.append(
            self.event(
                "play",
                seat=seat,
                card=ALL_CARDS[card].ascii,
                text=str(ALL_CARDS[card]),
                bella=bella,
            )
        )
        if bella:
            table = dp.table
            for other in (table.king, table.queen):
                if dp.hands[seat] & (1 << other):
                    self.public_holder[other] = seat
            events.append(self.event("bella", seat=seat, card=ALL_CARDS[card].ascii))
        if not self.shown:
            self.shown = True
            if self.scoring:
                for owner, sequences in self.scoring.items():
                    for sequence in sequences:
                        for c in bits(sequence.mask & dp.hands[owner]):
                            self.public_holder[c] = owner
                events.append(self.event("show", combinations=self.shown_combinations()))
        if not dp.trick:
            events.append(self.trick_event())
        if dp.finished:
            match.finish_deal(self, events)
        else:
            self.turn = dp.turn

    def shown_combinations(self) -> list[dict[str, Any]]:
        """The contest winner's sequences (and, with `team`, his partner's), once shown."""
        return [
            {
                "seat": owner,
                "sequences": [s.to_json() for s in sequences],
                "points": total_value(sequences),
            }
            for owner, sequences in sorted(self.scoring.items())
        ]

    def sequence_points(self) -> list[int]:
        """The sequences each side would score, before the one-trick condition."""
        points = [0] * self.rules.sides
        for owner, sequences in self.scoring.items():
            points[self.side_of(owner)] += total_value(sequences)
        return points


def _ascii(mask: int) -> list[str]:
    return [c.ascii for c in cards_of(mask)]
