"""The trick play of one deal, kept lean because bots replay it millions of times.

`DealPlay` holds the hands as bitmasks, the current trick, the card points and
what the table has publicly learnt (who has shown a void in which effective
suit). The game state delegates its play phase here and adds events and
explanations around it; the hard bot's search clones only this object.
Seats 0 and 2 are team 0, seats 1 and 3 team 1 (team = seat % 2).
"""

from __future__ import annotations

from igroteka.games.kozel.cardrules import QC, TRUMP, KozelRules, TrumpTable

QC_BIT = 1 << QC.index


class DealPlay:
    __slots__ = (
        "caught",
        "discards",
        "finished",
        "hands",
        "last",
        "leader",
        "log",
        "played",
        "points",
        "restricted",
        "rules",
        "table",
        "trick",
        "tricks",
        "tricks_played",
        "trumper",
        "turn",
        "void",
    )

    def __init__(
        self,
        rules: KozelRules,
        table: TrumpTable,
        hands: list[int],
        trumper: int,
        restricted: tuple[bool, bool, bool, bool] = (False, False, False, False),
    ) -> None:
        self.rules = rules
        self.table = table
        self.hands = hands
        self.trumper = trumper
        self.leader = trumper
        self.turn = trumper
        self.trick: list[tuple[int, int]] = []
        self.played = 0
        self.void = [0, 0, 0, 0]
        self.points = [0, 0]
        self.tricks = [0, 0]
        self.tricks_played = 0
        self.restricted = restricted
        self.caught: int | None = None
        self.finished = False
        self.last: tuple[int, tuple[tuple[int, int], ...], int, int] | None = None
        self.log: list[tuple[int, int]] = []
        self.discards: list[tuple[int, int]] = []

    def clone(self) -> DealPlay:
        other = DealPlay.__new__(DealPlay)
        other.rules = self.rules
        other.table = self.table
        other.hands = self.hands[:]
        other.trumper = self.trumper
        other.leader = self.leader
        other.turn = self.turn
        other.trick = self.trick[:]
        other.played = self.played
        other.void = self.void[:]
        other.points = self.points[:]
        other.tricks = self.tricks[:]
        other.tricks_played = self.tricks_played
        other.restricted = self.restricted
        other.caught = self.caught
        other.finished = self.finished
        other.last = self.last
        other.log = self.log[:]
        other.discards = self.discards[:]
        return other

    # --- what may be played -------------------------------------------------
    def led_suit(self) -> int | None:
        return self.table.eff[self.trick[0][1]] if self.trick else None

    def legal_mask(self) -> int:
        """The cards the seat to move may play, as a mask."""
        hand = self.hands[self.turn]
        table = self.table
        if not self.trick:
            if self.restricted[self.turn] and hand & table.plain_mask:
                return hand & table.plain_mask
            return hand
        led = table.eff[self.trick[0][1]]
        follow = hand & table.eff_mask[led]
        if follow:
            return follow
        if self.rules.must_ruff and led != TRUMP and hand & table.trump_mask:
            return hand & table.trump_mask
        return hand

    # --- playing --------------------------------------------------------------
    def play(self, card: int) -> None:
        """Play `card` (which must be legal) for the seat to move."""
        seat = self.turn
        table = self.table
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        self.log.append((seat, card))
        if self.trick:
            led = table.eff[self.trick[0][1]]
            if table.eff[card] != led:
                self.void[seat] |= table.eff_mask[led]
                if self.rules.must_ruff and led != TRUMP and table.eff[card] != TRUMP:
                    self.void[seat] |= table.trump_mask
                if table.eff[card] != TRUMP:
                    self.discards.append((seat, card))
        elif self.restricted[seat] and table.eff[card] == TRUMP:
            self.void[seat] |= table.plain_mask
        self.trick.append((seat, card))
        if self.rules.catching and self._catch(seat, card):
            return
        if len(self.trick) < 4:
            self.turn = (seat + 1) & 3
            return
        self._close_trick()

    def _catch(self, seat: int, card: int) -> bool:
        """Whether `card` completes a catch of the queen of clubs (the deal then ends)."""
        shoha = self.rules.shoha
        assert shoha is not None
        shoha_index = shoha.index
        if card == shoha_index:
            wanted = QC.index
        elif card == QC.index and self.rules.catch_any_order:
            wanted = shoha_index
        else:
            return False
        for other, played in self.trick:
            if played == wanted and (other ^ seat) & 1:
                queen_seat = other if wanted == QC.index else seat
                self.caught = queen_seat & 1
                self.finished = True
                self.last = (self.leader, tuple(self.trick), seat, 0)
                self.turn = -1
                return True
        return False

    def _close_trick(self) -> None:
        table = self.table
        power = table.power
        eff = table.eff
        trick = self.trick
        led = eff[trick[0][1]]
        best_seat, best_card = trick[0]
        best = power[best_card]
        total = 0
        points = self.rules.points
        for seat, card in trick:
            total += points[card]
            e = eff[card]
            if (e in (led, TRUMP)) and power[card] > best:
                best, best_seat = power[card], seat
        team = best_seat & 1
        self.points[team] += total
        self.tricks[team] += 1
        self.tricks_played += 1
        self.last = (self.leader, tuple(trick), best_seat, total)
        self.trick = []
        self.leader = best_seat
        self.turn = best_seat
        if self.tricks_played == self.rules.hand_size:
            self.finished = True
            self.turn = -1

    # --- facts ------------------------------------------------------------------
    def cards_left(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    def tricks_left(self) -> int:
        return self.rules.hand_size - self.tricks_played
