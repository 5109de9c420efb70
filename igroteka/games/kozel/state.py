"""A whole Kozel match: deal after deal until one team are the «козлы».

One deal goes through up to five phases, each with one seat to decide:
`declare` (the trumper names the trump), `redeal` (a player whose hand meets
a house redeal condition asks or declines), `give` and `return` (giving away
the last trump), and `play`. Shuffles, automatic redeals and the open deal
happen inside `apply`, drawn from `self.rng`, so a match is reproducible from
(options, seed, actions). Hands are bitmasks; the play phase lives in a
`DealPlay` that searches clone on their own.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from igroteka.cards import (
    ALL_CARDS,
    Card,
    Rank,
    Suit,
    cards_of,
    deal_round_robin,
    indices,
    shuffled,
)
from igroteka.cards.position import bad
from igroteka.cards.state import OVER, TrickState
from igroteka.engine.events import Event
from igroteka.engine.game import Game, Options, Outcome
from igroteka.engine.i18n import Text
from igroteka.engine.randomness import Seed
from igroteka.games.kozel import knowledge, notation, texts, views
from igroteka.games.kozel.actions import (
    DECLARE,
    GIVE,
    KEEP,
    NO_REDEAL,
    PLAY,
    REDEAL,
    REDEAL_PHASE,
    RETURN,
    DeclareTrump,
    GiveCard,
    KeepCards,
    PlayCard,
    RedealChoice,
    ReturnCard,
    action_from_json,
    play,
)
from igroteka.games.kozel.cardrules import AD, JC, QC, KozelRules, rules_for
from igroteka.games.kozel.play import DealPlay
from igroteka.games.kozel.position import GivenDeal, check_revealed, deal_spec, read_deal
from igroteka.games.kozel.protocol import Exchange
from igroteka.games.kozel.scoring import DealScore, goats, payouts, score_catch, score_deal

SUIT_BY_LETTER = {"C": Suit.CLUBS, "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS}
QUEENS = sum(1 << Card(Rank.QUEEN, s).index for s in Suit)
ACES = sum(1 << Card(Rank.ACE, s).index for s in Suit)
SOURCED_REDEALS = ("four_queens", "shokha_three_queens")
HOUSE_REDEALS = ("four_aces", "no_trumps", "one_trump")


class KozelState(TrickState):
    game: Game
    phase_actions: ClassVar[Mapping[str, Any]] = {
        PLAY: PlayCard,
        DECLARE: DeclareTrump,
        REDEAL_PHASE: RedealChoice,
        GIVE: (GiveCard, KeepCards),
        RETURN: ReturnCard,
    }
    wrong_phase = texts.WRONG_PHASE
    cloned_lists = (
        "scores",
        "sheet",
        "dealt",
        "revealed_order",
        "give_queue",
        "redeal_queue",
        "redeal_log",
        "give_log",
    )
    cloned_dicts = ("given",)

    def __init__(self, game: Game, options: Options, seed: Seed = 0, *, deal: bool = True) -> None:
        super().__init__(game, options, seed)
        self.rules: KozelRules = rules_for(options)
        self.scores = [0, 0]
        self.deal_number = 1
        self.shuffle_number = 0
        self.eggs = 0
        self.sheet: list[dict[str, Any]] = []
        self.goat_team: int | None = None
        self.over_reason: Text | None = None
        self.dealer = 0
        self.phase = PLAY
        self.turn: int | None = None
        self.trump: Suit | None = None
        self.trumper = 0
        self.trumper_card: int | None = None
        self.given: dict[str, Any] = {}
        self.hands = [0, 0, 0, 0]
        self.dealt = [0, 0, 0, 0]
        self.revealed = 0
        self.revealed_order: list[int] = []
        self.exchanges: list[Exchange] = []
        self.give_queue: list[int] = []
        self.redeal_queue: list[tuple[int, tuple[str, ...]]] = []
        self.redeal_log: list[tuple[int, tuple[str, ...]]] = []
        self.give_log: list[tuple[int, str]] = []
        self.play: DealPlay | None = None
        self.last_deal: dict[str, Any] | None = None
        self.start_events: list[Event] = []
        if deal:
            if options["trump_mode"] == "open_deal" and not options["first_deal_diamonds"]:
                self.dealer = self.rng.randrange(4)
            self._deal_cards(self.start_events)

    # === the contract ============================================================
    def legal_actions(self, seat: int | None = None) -> list[Any]:
        if self.not_acting(seat):
            return []
        phase = self.phase
        if phase == PLAY:
            assert self.play is not None
            return [play(ALL_CARDS[i]) for i in indices(self.play.legal_mask())]
        if phase == DECLARE:
            return [DeclareTrump(s) for s in (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)]
        if phase == REDEAL_PHASE:
            return [REDEAL, NO_REDEAL]
        if phase == GIVE:
            assert self.turn is not None
            actions: list[Any] = [GiveCard(ALL_CARDS[i]) for i in indices(self.givable(self.turn))]
            if self.options["give_last_trump"] == "optional":
                actions.append(KEEP)
            return actions
        if phase == RETURN:
            return [ReturnCard(ALL_CARDS[i]) for i in indices(self.returnable())]
        return []

    def outcome(self) -> Outcome | None:
        if self.phase != OVER or self.goat_team is None:
            return None
        goat = self.goat_team
        chips, dry = payouts(self.options, self.scores, goat)
        winners = tuple(s for s in range(4) if s % 2 != goat)
        details: dict[str, Any] = {
            "goats": goat,
            "goat_seats": [s for s in range(4) if s % 2 == goat],
            "scores": list(self.scores),
            "deals": len(self.sheet),
        }
        if "stake" in self.options:
            # A record made with the retired option `stake` replays to what it recorded.
            details.update(stake=self.options["stake"], payouts=chips)
        details["dry"] = dry
        return Outcome(
            returns=tuple(-1.0 if s % 2 == goat else 1.0 for s in range(4)),
            winners=winners,
            reason=self.over_reason or texts.goats_reason(goat),
            points=tuple(float(self.scores[s % 2]) for s in range(4)),
            details=details,
        )

    def explain_illegal(self, action: Any) -> Text:
        seat = self.turn
        assert seat is not None
        card = getattr(action, "card", None)
        if card is not None and not self.hands[seat] & (1 << card.index):
            return texts.not_held(card)
        if isinstance(action, PlayCard):
            return views.unplayable_reason(self, seat, card) or texts.WRONG_PHASE[PLAY]
        if isinstance(action, GiveCard):
            return self.give_reason()
        if isinstance(action, KeepCards):
            return texts.MUST_GIVE
        if isinstance(action, ReturnCard):
            return texts.RETURN_NOT_RECEIVED
        return texts.WRONG_PHASE[self.phase]

    def _apply(self, action: Any, seat: int) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, PlayCard):
            self._play_card(action.card.index, events)
        elif isinstance(action, DeclareTrump):
            self._declare(action.suit, events)
        elif isinstance(action, RedealChoice):
            self._redeal_choice(action.redeal, events)
        elif isinstance(action, GiveCard):
            self._give(action.card.index, events)
        elif isinstance(action, KeepCards):
            self._keep(events)
        elif isinstance(action, ReturnCard):
            self._return(action.card.index, events)
        return events

    def action_from_json(self, data: Any) -> Any:
        return action_from_json(data)

    def parse_action(self, text: str, seat: int | None = None) -> Any:
        return notation.parse_action(text, self.phase)

    def view(self, seat: int | None) -> dict[str, Any]:
        return views.seat_view(self, seat)

    def views(self, seats: Sequence[int | None]) -> dict[int | None, dict[str, Any]]:
        return views.seat_views(self, seats)

    def full_view(self) -> dict[str, Any]:
        return views.full_view(self)

    def event_label(self, event: dict[str, Any]) -> Text | None:
        return views.event_label(event)

    def render_text(self, seat: int | None = None, color: bool = False, lang: str = "ru") -> str:
        return views.render_text(self, seat, color, lang)

    def deal_spec(self) -> dict[str, Any]:
        return deal_spec(self)

    def evaluate(self, seat: int) -> float:
        return knowledge.evaluate(self, seat)

    def sample_world(self, seat: int, rng: random.Random) -> KozelState:
        world: KozelState = knowledge.SeatKnowledge(self, seat).world(rng)
        return world

    def match_score(self) -> dict[str, Any]:
        """The score sheet as every view carries it. Its lines are shared, not copied (every
        view after every move copied each, issue 22): a line is never changed once written,
        and the view shows the last one as it is (`last_deal`)."""
        return {
            "teams": [[0, 2], [1, 3]],
            "scores": list(self.scores),
            "target": self.options["target"],
            "scoring": "penalty" if not self.rules.credit_scoring else "credit",
            "eggs": self.eggs,
            "deal_number": self.deal_number,
            "deals": list(self.sheet),
            "goats": self.goat_team,
        }

    def clone(self) -> KozelState:
        other: KozelState = super().clone()
        other.exchanges = [e.copy() for e in self.exchanges]
        return other

    # === a given deal ============================================================
    @classmethod
    def from_position(cls, game: Game, options: Options, position: Any) -> KozelState:
        """A match from a given deal (JSON, see position.py), dealt on as a shuffled one is."""
        given = read_deal(options, position)
        state = cls(game, options, given.seed, deal=False)
        state.scores = list(given.scores)
        state.eggs = given.eggs
        state.deal_number = given.deal_number
        state.dealer = given.dealer
        state._deal_given(given)
        return state

    def _deal_given(self, given: GivenDeal) -> None:
        events: list[Event] = []
        self.start_events = events
        if given.deck is not None:
            if not self._settle(self._shuffle_and_deal(events, given.deck), events):
                self._deal_cards(events)
            return
        assert given.hands is not None
        self._clear_deal()
        self.hands = [sum(1 << c.index for c in h) for h in given.hands]
        open_deal = self.options["trump_mode"] == "open_deal" and not self.first_deal_diamonds()
        if open_deal:
            self.trumper = (self.dealer + 1) & 3
        else:
            self._fix_trumper()
        if given.trumper is not None:
            self.trumper = given.trumper
            self.trumper_card = None
            self.given["trumper"] = self.trumper
        open_trump = given.trump
        if given.revealed is not None:
            open_trump = check_revealed(self, given.revealed, open_trump)
            self.revealed = sum(1 << c.index for c in given.revealed)
            self.revealed_order = [c.index for c in given.revealed]
        elif open_deal and open_trump is None:
            raise bad(
                "Для открытой сдачи нужны «revealed», «trump» или «deck»",
                "An open deal needs 'revealed', 'trump' or 'deck'",
            )
        reason = self._dealt(events, None)
        if reason is None and open_trump is not None:
            self._set_trump(open_trump, "given", events)
            if given.revealed is None:
                self.given["trump"] = open_trump.letter
        if not self._settle(reason, events):
            self._deal_cards(events)

    # === dealing =================================================================
    def _deal_cards(self, events: list[Event]) -> None:
        """Shuffle and deal until a deal stands, then settle the trump (or ask for it)."""
        while not self._settle(self._shuffle_and_deal(events), events):
            pass

    def _settle(self, reason: str | None, events: list[Event]) -> bool:
        """Go on from a fresh deal; False when it must be redealt (`reason` or a trump check)."""
        if reason is None and self.trump is None:
            self.phase = DECLARE
            self.turn = self.trumper
            return True
        if reason is None:
            reason = self._trump_redeal()
        if reason is None:
            self._after_trump(events)
            return True
        events.append(
            self.event("redeal", reason=texts.REDEAL_REASONS[reason].to_json(), code=reason)
        )
        return False

    def first_deal_diamonds(self) -> bool:
        """Diamonds are trump now by the first-deal rule (no naming, no open deal)."""
        return self.deal_number == 1 and bool(self.options["first_deal_diamonds"])

    def _clear_deal(self) -> None:
        self.shuffle_number += 1
        self.play = None
        self.trump = None
        self.revealed = 0
        self.revealed_order = []
        self.exchanges = []
        self.give_queue = []
        self.redeal_queue = []
        self.redeal_log = []
        self.give_log = []
        self.trumper_card = None
        self.given = {}

    def _shuffle_and_deal(self, events: list[Event], pack: list[Card] | None = None) -> str | None:
        """One shuffle (or the given `pack`, top first) and deal; the redeal reason, if any."""
        rules = self.rules
        self._clear_deal()
        if pack is None:
            pack = shuffled(rules.deck, self.rng)
        open_deal = self.options["trump_mode"] == "open_deal" and not self.first_deal_diamonds()
        open_trump: Suit | None = None
        if open_deal:
            self.trumper = (self.dealer + 1) & 3
            reason, open_trump = self._open_deal(pack, events)
            if reason is not None:
                return reason
        else:
            hands = deal_round_robin(pack, 4, (self.dealer + 1) & 3)
            self.hands = [sum(1 << c.index for c in hand) for hand in hands]
            self._fix_trumper()
        return self._dealt(events, open_trump)

    def _dealt(self, events: list[Event], open_trump: Suit | None) -> str | None:
        """The cards are in the hands: announce them, run the redeal checks, fix the trump."""
        rules = self.rules
        self.dealt = self.hands[:]
        events.append(
            self.event(
                "deal",
                {s: {"hand": [c.ascii for c in cards_of(self.hands[s])]} for s in range(4)},
                dealer=self.dealer,
                trumper=self.trumper,
                hand_size=rules.hand_size,
            )
        )
        reason = self._automatic_redeal(before_trump=True)
        if reason is not None:
            return reason
        if open_trump is not None:
            self._set_trump(open_trump, "open_deal", events)
        elif self.first_deal_diamonds():
            self._set_trump(Suit.DIAMONDS, "first_deal", events)
        elif self.options["trump_mode"] == "permanent":
            self._set_trump(
                SUIT_BY_LETTER[str(self.options["permanent_trump_suit"])], "permanent", events
            )
        return None

    def _fix_trumper(self) -> None:
        """Who names or receives the trump when it is not an open deal (section 6).

        When a card decides the trumper, the dealer of the first deal is
        counted as the seat to his right, so that `rotate` carries on from there.
        """
        mode = self.options["first_leader"]
        if (
            self.first_deal_diamonds()
            or mode == "holder_AD"
            or (mode == "rotate" and self.deal_number == 1)
        ):
            self.trumper = next(s for s in range(4) if self.hands[s] & (1 << AD.index))
            self.trumper_card = AD.index
        elif mode == "holder_JC":
            self.trumper = next(s for s in range(4) if self.hands[s] & (1 << JC.index))
            self.trumper_card = JC.index
        else:
            self.trumper = (self.dealer + 1) & 3
        if self.deal_number == 1:
            self.dealer = (self.trumper - 1) & 3

    def _open_deal(self, pack: list[Card], events: list[Event]) -> tuple[str | None, Suit | None]:
        """Turn the trumper's cards face up until one fixes the trump (section 7.2)."""
        rules = self.rules
        trumper = self.trumper
        rule = self.options["open_deal_redeal"]
        revealed: list[Card] = []
        trump: Suit | None = None
        reason: str | None = None
        for card in pack:
            revealed.append(card)
            if not rules.permanent_mask & (1 << card.index):
                trump = card.suit
                break
            if rule == "shokha_or_QC" and (card is QC or card is rules.shoha):
                reason = "open_shokha_or_qc"
            elif rule == "three_permanent" and len(revealed) == 3:
                reason = "open_three_permanent"
            elif len(revealed) == rules.hand_size:
                reason = "open_all_permanent"
            if reason is not None:
                break
        events.append(
            self.event(
                "reveal", trumper=trumper, dealer=self.dealer, cards=[c.ascii for c in revealed]
            )
        )
        if reason is not None:
            return reason, None
        assert trump is not None
        hands = [0, 0, 0, 0]
        hands[trumper] = sum(1 << c.index for c in revealed)
        sizes = [0, 0, 0, 0]
        sizes[trumper] = len(revealed)
        seat = (self.dealer + 1) & 3
        for card in pack[len(revealed) :]:
            while sizes[seat] == rules.hand_size:
                seat = (seat + 1) & 3
            hands[seat] |= 1 << card.index
            sizes[seat] += 1
            seat = (seat + 1) & 3
        self.hands = hands
        self.revealed = sum(1 << c.index for c in revealed)
        self.revealed_order = [c.index for c in revealed]
        return None, trump

    def _set_trump(self, suit: Suit, how: str, events: list[Event]) -> None:
        self.trump = suit
        events.append(
            self.event("trump", suit=suit.letter, symbol=suit.symbol, trumper=self.trumper, how=how)
        )

    def redeal_conditions(self, hand: int, names: tuple[str, ...]) -> list[str]:
        """Which of the enabled redeal conditions `names` this hand meets."""
        rules = self.rules
        met = []
        for name in names:
            if not self.options[f"redeal_{name}"]:
                continue
            if name == "four_queens" and hand & QUEENS == QUEENS:
                met.append(name)
            elif name == "shokha_three_queens" and rules.shoha is not None:
                need = (1 << rules.shoha.index) | (
                    QUEENS & ~(1 << Card(Rank.QUEEN, Suit.DIAMONDS).index)
                )
                if hand & need == need:
                    met.append(name)
            elif name == "four_aces" and hand & ACES == ACES:
                met.append(name)
            elif name in ("no_trumps", "one_trump") and self.trump is not None:
                trumps = (hand & rules.tables[self.trump].trump_mask).bit_count()
                if (name == "no_trumps" and trumps == 0) or (name == "one_trump" and trumps <= 1):
                    met.append(name)
        return met

    def _automatic(self) -> tuple[str, ...]:
        trigger = self.options["redeal_trigger"]
        if trigger == "automatic":
            return SOURCED_REDEALS + HOUSE_REDEALS
        if trigger == "split":
            return SOURCED_REDEALS
        return ()

    def _automatic_redeal(self, before_trump: bool) -> str | None:
        names = tuple(
            n for n in self._automatic() if (n in ("no_trumps", "one_trump")) != before_trump
        )
        for seat in range(4):
            met = self.redeal_conditions(self.hands[seat], names)
            if met:
                return met[0]
        return None

    def _trump_redeal(self) -> str | None:
        return self._automatic_redeal(before_trump=False)

    def _declare(self, suit: Suit, events: list[Event]) -> None:
        self._set_trump(suit, "declared", events)
        reason = self._trump_redeal()
        if reason is not None:
            events.append(
                self.event("redeal", reason=texts.REDEAL_REASONS[reason].to_json(), code=reason)
            )
            self._deal_cards(events)
            return
        self._after_trump(events)

    # === after the trump: redeal requests, giving away ===========================
    def on_request_redeals(self) -> tuple[str, ...]:
        """The enabled redeal conditions a player is asked about rather than applied at once."""
        automatic = self._automatic()
        return tuple(
            n
            for n in SOURCED_REDEALS + HOUSE_REDEALS
            if n not in automatic and self.options[f"redeal_{n}"]
        )

    def redeal_seats_decided(self) -> list[int]:
        """Seats whose redeal question is public: asked already, or passed over as unaffected."""
        if self.trump is None or self.phase == DECLARE:
            return []
        order = [(self.trumper + k) & 3 for k in range(4)]
        if self.phase != REDEAL_PHASE or not self.redeal_queue:
            return order
        asker = self.redeal_queue[0][0]
        return order[: order.index(asker) + 1]

    def _after_trump(self, events: list[Event]) -> None:
        on_request = self.on_request_redeals()
        self.redeal_queue = []
        for k in range(4):
            seat = (self.trumper + k) & 3
            met = self.redeal_conditions(self.hands[seat], on_request)
            if met:
                self.redeal_queue.append((seat, tuple(met)))
        if self.redeal_queue:
            self.phase = REDEAL_PHASE
            self.turn = self.redeal_queue[0][0]
            return
        self._start_giving(events)

    def _redeal_choice(self, redeal: bool, events: list[Event]) -> None:
        seat, met = self.redeal_queue.pop(0)
        if redeal:
            events.append(
                self.event(
                    "redeal",
                    reason=texts.REDEAL_REASONS[met[0]].to_json(),
                    code=met[0],
                    seat=seat,
                    requested=True,
                )
            )
            self._deal_cards(events)
            return
        self.redeal_log.append((seat, met))
        events.append(self.event("no_redeal", seat=seat))
        if self.redeal_queue:
            self.turn = self.redeal_queue[0][0]
            return
        self._start_giving(events)

    def _start_giving(self, events: list[Event]) -> None:
        if self.options["give_last_trump"] == "off":
            self._start_play(events)
            return
        self.give_queue = [(self.trumper + k) & 3 for k in range(4)]
        self._next_giver(events)

    def givable(self, seat: int) -> int:
        """The cards `seat` may give away as its last trump (or lone plain card), as a mask."""
        assert self.trump is not None
        hand = self.hands[seat]
        table = self.rules.tables[self.trump]
        cards = 0
        trumps = hand & table.trump_mask
        if trumps.bit_count() == 1:
            cards |= trumps
        if self.options["give_only_nontrump"]:
            plain = hand & table.plain_mask
            if plain.bit_count() == 1:
                cards |= plain
        return cards

    def give_reason(self) -> Text:
        """Why a card is not one `givable` lists, in the words of this table's rule."""
        if self.options["give_only_nontrump"]:
            return texts.GIVE_ONLY_LONE
        return texts.GIVE_ONLY_TRUMP

    def _next_giver(self, events: list[Event]) -> None:
        while self.give_queue:
            seat = self.give_queue[0]
            if self.givable(seat):
                self.phase = GIVE
                self.turn = seat
                return
            self.give_log.append((seat, "skipped"))
            self.give_queue.pop(0)
        self._start_play(events)

    def _give(self, card: int, events: list[Event]) -> None:
        passer = self.give_queue[0]
        exchange = Exchange(passer, card)
        self.exchanges.append(exchange)
        self.give_log.append((passer, "gave"))
        self.hands[passer] ^= 1 << card
        self.hands[exchange.receiver] |= 1 << card
        self.revealed &= ~(1 << card)
        shown = {"card": ALL_CARDS[card].ascii}
        events.append(
            self.event(
                "give", {passer: shown, exchange.receiver: shown}, seat=passer, to=exchange.receiver
            )
        )
        self.phase = RETURN
        self.turn = exchange.receiver

    def returnable(self) -> int:
        """The cards the receiver of the last trump may give back (not the card received)."""
        exchange = self.exchanges[-1]
        assert exchange.given is not None
        return self.hands[exchange.receiver] & ~(1 << exchange.given)

    def _keep(self, events: list[Event]) -> None:
        seat = self.give_queue.pop(0)
        self.give_log.append((seat, "kept"))
        events.append(self.event("keep", seat=seat))
        self._next_giver(events)

    def _return(self, card: int, events: list[Event]) -> None:
        exchange = self.exchanges[-1]
        exchange.returned = card
        exchange.done = True
        self.hands[exchange.receiver] ^= 1 << card
        self.hands[exchange.passer] |= 1 << card
        self.revealed &= ~(1 << card)
        shown = {"card": ALL_CARDS[card].ascii}
        events.append(
            self.event(
                "return",
                {exchange.passer: shown, exchange.receiver: shown},
                seat=exchange.receiver,
                to=exchange.passer,
            )
        )
        self.give_queue.pop(0)
        self._next_giver(events)

    # === trick play ================================================================
    def restricted_seats(self) -> tuple[bool, bool, bool, bool]:
        mode = self.options["trump_lead_restriction"]
        if mode == "off":
            return (False, False, False, False)
        if mode == "both_first_deal" and self.deal_number == 1:
            return (True, True, True, True)
        team = self.trumper & 1
        return (team != 0, team != 1, team != 0, team != 1)

    def _start_play(self, events: list[Event]) -> None:
        assert self.trump is not None
        self.play = DealPlay(
            self.rules,
            self.rules.tables[self.trump],
            self.hands,
            self.trumper,
            self.restricted_seats(),
        )
        self.phase = PLAY
        self.turn = self.trumper
        events.append(self.event("lead", seat=self.trumper))

    def _play_card(self, card: int, events: list[Event]) -> None:
        dp = self.play
        assert dp is not None
        seat = dp.turn
        dp.play(card)
        self.revealed &= ~(1 << card)
        events.append(
            self.event("play", seat=seat, card=ALL_CARDS[card].ascii, text=str(ALL_CARDS[card]))
        )
        if dp.caught is not None:
            shoha = self.rules.shoha
            assert shoha is not None
            plays = dict((c, s) for s, c in dp.trick)
            events.append(
                self.event(
                    "catch",
                    queen_seat=plays[QC.index],
                    shoha_seat=plays[shoha.index],
                    queen_team=dp.caught,
                )
            )
        elif not dp.trick:
            events.append(self.trick_event())
        if dp.finished:
            self._finish_deal(events)
        else:
            self.turn = dp.turn

    def _finish_deal(self, events: list[Event]) -> None:
        dp = self.play
        assert dp is not None and self.trump is not None
        if dp.caught is not None:
            result = score_catch(self.options, dp.caught, self.eggs)
        else:
            result = score_deal(
                self.options,
                (dp.points[0], dp.points[1]),
                (dp.tricks[0], dp.tricks[1]),
                self.trumper & 1,
                self.eggs,
            )
        self._record(result, events)

    def _record(self, result: DealScore, events: list[Event]) -> None:
        for team in (0, 1):
            self.scores[team] += result.written[team]
        line = {
            "deal": self.deal_number,
            "trump": self.trump.letter if self.trump else None,
            "trumper": self.trumper,
            "dealer": self.dealer,
            **result.to_json(),
            "scores": list(self.scores),
        }
        self.sheet.append(line)
        self.last_deal = line
        events.append(self.event("deal_end", result=line))
        eggs_now = result.kind == "eggs"
        self.eggs = self.eggs + 1 if eggs_now else 0
        goat = goats(self.options, self.scores)
        if (
            result.kind == "catch"
            and self.deal_number == 1
            and self.options["catch_first_deal_loses_match"]
        ):
            goat = result.details["queen_team"]
            self.over_reason = texts.caught_first_deal(goat)
        if goat is not None:
            self.goat_team = goat
            self.phase = OVER
            self.turn = None
            chips, is_dry = payouts(self.options, self.scores, goat)
            extra = {"payouts": chips} if "stake" in self.options else {}
            events.append(
                self.event("match_end", goats=goat, scores=list(self.scores), dry=is_dry, **extra)
            )
            return
        if not (eggs_now and self.options["eggs_same_dealer"]):
            self.dealer = (self.dealer + 1) & 3
        self.deal_number += 1
        self._deal_cards(events)
