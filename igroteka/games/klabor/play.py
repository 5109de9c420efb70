"""The trick play of one deal, kept lean because bots replay it hundreds of thousands of times.

`DealPlay` holds the hands as bitmasks, the current trick with the card now
winning it, the card points and tricks per side, the bella, and what the
table has publicly learnt about each hand (`void[seat]`: cards that seat
cannot hold, from a suit it did not follow, a trump it did not play, a trump
it could not beat). The game state delegates its play phase here and adds
events and explanations around it; the hard bot's search clones only this.

Following (seed): follow suit; if void, trump; if void in both, anything.
On a trump lead a trump that beats the best trump so far must be played if
held (in pairs only when that trump is an opponent's). Options add the duty
to overtrump an opponent's ruff and the partner-winning exemption.
"""

from __future__ import annotations

from dataclasses import dataclass

from igroteka.games.klabor.cardrules import SUIT_MASKS, SUIT_OF_INDEX, TrumpTable
from igroteka.games.klabor.combos import BELLA_POINTS

LAST_TRICK_BONUS = 10


@dataclass(frozen=True)
class PlayRules:
    """The options that change trick play, digested once per state."""

    players: int
    side_of: tuple[int, ...]
    sides: int
    teams: bool
    overtrump_ruff: bool = False
    partner_exempt: bool = False
    bella_any_turn: bool = False
    bella_strict: bool = False

    def opponents(self, a: int, b: int) -> bool:
        return self.side_of[a] != self.side_of[b]


class DealPlay:
    __slots__ = (
        "bella_announced",
        "bella_holder",
        "bella_points",
        "bella_trick",
        "finished",
        "hands",
        "k_side",
        "last",
        "last_side",
        "leader",
        "log",
        "played",
        "points",
        "q_side",
        "rules",
        "size",
        "table",
        "trick",
        "tricks",
        "tricks_played",
        "turn",
        "void",
        "win_card",
        "win_seat",
    )

    def __init__(self, rules: PlayRules, table: TrumpTable, hands: list[int], leader: int) -> None:
        self.rules = rules
        self.table = table
        self.hands = hands
        self.leader = leader
        self.turn = leader
        self.size = hands[leader].bit_count()
        self.trick: list[tuple[int, int]] = []
        self.win_seat = -1
        self.win_card = -1
        self.played = 0
        self.void = [0] * rules.players
        self.points = [0] * rules.sides
        self.tricks = [0] * rules.sides
        self.tricks_played = 0
        self.finished = False
        self.last: tuple[int, tuple[tuple[int, int], ...], int, int] | None = None
        self.last_side = -1
        self.log: list[tuple[int, int]] = []
        both = (1 << table.king) | (1 << table.queen)
        self.bella_holder = next((s for s in range(rules.players) if hands[s] & both == both), -1)
        self.bella_announced = False
        self.bella_trick = -1
        self.bella_points = [0] * rules.sides
        self.k_side = -1
        self.q_side = -1

    def clone(self) -> DealPlay:
        other = DealPlay.__new__(DealPlay)
        other.rules = self.rules
        other.table = self.table
        other.hands = self.hands[:]
        other.leader = self.leader
        other.turn = self.turn
        other.size = self.size
        other.trick = self.trick[:]
        other.win_seat = self.win_seat
        other.win_card = self.win_card
        other.played = self.played
        other.void = self.void[:]
        other.points = self.points[:]
        other.tricks = self.tricks[:]
        other.tricks_played = self.tricks_played
        other.finished = self.finished
        other.last = self.last
        other.last_side = self.last_side
        other.log = self.log[:]
        other.bella_holder = self.bella_holder
        other.bella_announced = self.bella_announced
        other.bella_trick = self.bella_trick
        other.bella_points = self.bella_points[:]
        other.k_side = self.k_side
        other.q_side = self.q_side
        return other

    # --- what may be played -----------------------------------------------------
    def legal_mask(self) -> int:
        """The cards the seat to move may play, as a mask."""
        hand = self.hands[self.turn]
        if not self.trick:
            return hand
        table = self.table
        trump = table.trump
        led = SUIT_OF_INDEX[self.trick[0][1]]
        follow = hand & SUIT_MASKS[led]
        rules = self.rules
        if led == trump:
            if follow and self._must_beat():
                higher = follow & table.above[self.win_card]
                if higher:
                    return higher
            return follow or hand
        if follow:
            return follow
        trumps = hand & table.trump_mask
        if not trumps:
            return hand
        if rules.partner_exempt and rules.teams and not self._opponent_winning():
            return hand
        if (
            rules.overtrump_ruff
            and SUIT_OF_INDEX[self.win_card] == trump
            and self._opponent_winning()
        ):
            higher = trumps & table.above[self.win_card]
            if higher:
                return higher
        return trumps

    def _opponent_winning(self) -> bool:
        return self.rules.side_of[self.win_seat] != self.rules.side_of[self.turn]

    def _must_beat(self) -> bool:
        """On a trump lead: whether the best trump so far must be beaten (if it can be)."""
        return not self.rules.teams or self._opponent_winning()

    def bella_allowed(self, card: int) -> bool:
        """Whether playing `card` now may carry the «белла» announcement."""
        seat = self.turn
        if self.bella_announced or seat != self.bella_holder:
            return False
        table = self.table
        pair = (1 << table.king) | (1 << table.queen)
        hand = self.hands[seat]
        if card not in (table.king, table.queen):
            # Bella is said only as the trump king or queen is laid down, whatever the option.
            return False
        if self.rules.bella_any_turn:
            return bool(hand & pair)
        return hand & pair == pair

    # --- playing ------------------------------------------------------------------
    def play(self, card: int, bella: bool = False) -> None:
        """Play `card` (which must be legal) for the seat to move."""
        seat = self.turn
        table = self.table
        bit = 1 << card
        if self.trick:
            self._learn(seat, card)
        if bella:
            self.bella_announced = True
            self.bella_trick = self.tricks_played
        self.hands[seat] ^= bit
        self.played |= bit
        self.log.append((seat, card))
        self.trick.append((seat, card))
        if self.win_seat < 0 or table.beats(card, self.win_card):
            self.win_seat = seat
            self.win_card = card
        if len(self.trick) < self.rules.players:
            self.turn = (seat + 1) % self.rules.players
            return
        self._close_trick()

    def _learn(self, seat: int, card: int) -> None:
        """What not following, not trumping or not overtrumping says about `seat`'s hand."""
        table = self.table
        trump = table.trump
        led = SUIT_OF_INDEX[self.trick[0][1]]
        suit = SUIT_OF_INDEX[card]
        rules = self.rules
        void = self.void
        if led == trump:
            if suit != trump:
                void[seat] |= table.trump_mask
            elif self._must_beat() and not table.power[card] > table.power[self.win_card]:
                void[seat] |= table.above[self.win_card]
            return
        if suit == led:
            return
        void[seat] |= SUIT_MASKS[led]
        exempt = rules.partner_exempt and rules.teams and not self._opponent_winning()
        if exempt:
            return
        if suit != trump:
            void[seat] |= table.trump_mask
        elif (
            rules.overtrump_ruff
            and SUIT_OF_INDEX[self.win_card] == trump
            and self._opponent_winning()
            and not table.power[card] > table.power[self.win_card]
        ):
            void[seat] |= table.above[self.win_card]

    def _close_trick(self) -> None:
        table = self.table
        rules = self.rules
        winner = self.win_seat
        side = rules.side_of[winner]
        total = 0
        points = table.points
        for _, card in self.trick:
            total += points[card]
            if card == table.king:
                self.k_side = side
            elif card == table.queen:
                self.q_side = side
        self.points[side] += total
        self.tricks[side] += 1
        if (
            self.bella_announced
            and self.bella_trick == self.tricks_played
            and not rules.bella_strict
        ):
            self.bella_points[side] += BELLA_POINTS
        self.tricks_played += 1
        self.last = (self.leader, tuple(self.trick), winner, total)
        self.trick = []
        self.win_seat = -1
        self.win_card = -1
        self.leader = winner
        self.turn = winner
        if self.tricks_played == self.size:
            self.finished = True
            self.last_side = side
            if self.bella_announced and rules.bella_strict:
                mine = rules.side_of[self.bella_holder]
                if self.k_side == mine and self.q_side == mine:
                    self.bella_points[mine] += BELLA_POINTS

    # --- facts ----------------------------------------------------------------------
    def tricks_left(self) -> int:
        return self.size - self.tricks_played

    def totals_before_melds(self) -> list[int]:
        """Card points plus the last-trick 10 and the bella, per side (the deal must be over)."""
        out = [p + b for p, b in zip(self.points, self.bella_points, strict=True)]
        if self.last_side >= 0:
            out[self.last_side] += LAST_TRICK_BONUS
        return out
