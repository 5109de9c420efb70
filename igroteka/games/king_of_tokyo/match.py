"""The rules of King of Tokyo: monsters, Tokyo City and Bay, the dice turn, the market.

`Match` holds everything of one game (it is the state's data) and changes it
for one decision at a time (`play`). Keep cards are read where their moment
comes (`count`), the discard cards' one-off effects are in effects.py.
Chance comes from the `rng` the state lends it; the deck is a pile of keys
from which each revealed card is drawn at random, so its order is never
known in advance to anyone.
"""

from __future__ import annotations

import random
from typing import Any

from igroteka.engine.events import Event
from igroteka.games.king_of_tokyo import effects
from igroteka.games.king_of_tokyo.actions import FACES, Act
from igroteka.games.king_of_tokyo.cards import CARDS, deck_keys, printed_cost

WIN_VP = 20
ROLL, ADJUST, PROBE, ORDER, RAY, YIELD, BUY, METAMORPH, OVER = (
    "roll", "adjust", "probe", "order", "ray", "yield", "buy", "metamorph", "over")


class Match:
    def __init__(self, seats: int, options: dict[str, Any], rng: random.Random) -> None:
        self.n = seats
        self.rng = rng
        self.variant = bool(options.get("two_player_variant", False)) and seats == 2
        self.order_choice = options.get("dice_order", "fixed") == "choice"
        self.edition = str(options.get("card_texts", "2016"))
        self.hp = [10] * seats
        self.vp = [0] * seats
        self.energy = [0] * seats
        self.alive = [True] * seats
        self.poison = [0] * seats
        self.shrink = [0] * seats
        self.cards: list[list[dict[str, Any]]] = [[] for _ in range(seats)]
        self.uid = 0
        self.city: int | None = None
        self.bay: int | None = None
        self.deck = deck_keys()
        self.discard: list[str] = []
        self.market: list[str | None] = [self.draw() for _ in range(3)]
        self.lab: str | None = None
        self.active = 0
        self.base = 0
        self.extra: list[tuple[int, int]] = []  # extra turns to come: (seat, dice fewer)
        self.penalty = 0
        self.phase = ROLL
        self.dice: list[str] = []
        self.rolls_left = 0
        self.herd_used = False
        self.hurt_by_active = False
        self.wings_on: set[int] = set()
        self.asked: list[int] = []  # probe owners still to decide
        self.ray_left = 0
        self.ray_after = "hearts"
        self.smash_done = False
        self.yield_seats: list[int] = []
        self.yield_choices: dict[int, bool] = {}
        self.held: dict[int, int] = {}  # Jets owners' losses waiting for their answer
        self.prompts: list[dict[str, Any]] = []  # mimic and opportunist questions in a buy step
        self.winners: tuple[int, ...] = ()
        self.events: list[Event] = []
        self.turns = 0
        self.last: dict[str, Any] = {}
        # Each monster's last resolved roll, so the table marks every seat's last move.
        self.last_rolls: list[dict[str, Any] | None] = [None] * seats
        self.rolled: dict[str, Any] = {}  # the last change of the dice, as its event said

    # --- reading the table --------------------------------------------------------------------
    def copy(self, rng: random.Random) -> Match:
        other = Match.__new__(Match)
        other.__dict__.update(self.__dict__)
        for name in ("hp", "vp", "energy", "alive", "poison", "shrink", "deck", "discard",
                     "market", "extra", "dice", "asked", "yield_seats", "prompts",
                     "last_rolls"):
            setattr(other, name, list(getattr(self, name)))
        other.cards = [[dict(c) for c in hand] for hand in self.cards]
        other.prompts = [dict(p) for p in self.prompts]
        other.wings_on = set(self.wings_on)
        other.yield_choices = dict(self.yield_choices)
        other.held = dict(self.held)
        other.events = []
        other.last = dict(self.last)
        other.rolled = dict(self.rolled)
        other.rng = rng
        return other

    def living(self) -> list[int]:
        return [s for s in range(self.n) if self.alive[s]]

    def clockwise(self, start: int) -> list[int]:
        """Living seats from `start` on, clockwise (start included if alive)."""
        return [(start + i) % self.n for i in range(self.n) if self.alive[(start + i) % self.n]]

    def bay_open(self) -> bool:
        return len(self.living()) >= 5

    def in_tokyo(self, seat: int) -> bool:
        return seat in (self.city, self.bay)

    def find(self, uid: int) -> tuple[int, dict[str, Any]] | None:
        for seat in range(self.n):
            for card in self.cards[seat]:
                if card["uid"] == uid:
                    return seat, card
        return None

    def count(self, seat: int, key: str) -> int:
        """How many of `key` work for `seat`: its own and its Mimic's copy."""
        found = 0
        for card in self.cards[seat]:
            if card["key"] == key:
                found += 1
            elif card["key"] == "mimic" and card.get("copy") is not None:
                target = self.find(card["copy"])
                if target is not None and target[1]["key"] == key:
                    found += 1
        return found

    def max_hp(self, seat: int) -> int:
        return 10 + 2 * self.count(seat, "even_bigger")

    def cost(self, seat: int, key: str) -> int:
        return max(0, printed_cost(key, self.edition) - self.count(seat, "alien_origin"))

    def dice_count(self) -> int:
        seat = self.active
        return max(0, 6 + self.count(seat, "extra_head") - self.shrink[seat] - self.penalty)

    def emit(self, kind: str, **data: Any) -> None:
        if kind in ("roll", "probe", "change"):
            self.rolled = {"kind": kind, **data}
        self.events.append(Event(kind, data))

    # --- deck ---------------------------------------------------------------------------------
    def draw(self) -> str | None:
        if not self.deck:
            if not self.discard:
                return None
            self.deck, self.discard = sorted(self.discard), []
        return self.deck.pop(self.rng.randrange(len(self.deck)))

    def top_card(self) -> str | None:
        """The top card shown by Made in a Lab: drawn now, kept on top until bought."""
        if self.lab is None:
            self.lab = self.draw()
        return self.lab

    def next_card(self) -> str | None:
        if self.lab is not None:
            card, self.lab = self.lab, None
            return card
        return self.draw()

    # --- gains and losses ---------------------------------------------------------------------
    def gain_vp(self, seat: int, amount: int) -> None:
        if amount > 0 and self.alive[seat]:
            self.vp[seat] = min(WIN_VP, self.vp[seat] + amount)

    def lose_vp(self, seat: int, amount: int) -> None:
        self.vp[seat] = max(0, self.vp[seat] - amount)

    def gain_energy(self, seat: int, amount: int) -> None:
        """One energy gain event (Friend of Children adds 1 per card)."""
        if amount > 0 and self.alive[seat]:
            self.energy[seat] += amount + self.count(seat, "friend_of_children")

    def heal(self, seat: int, amount: int) -> int:
        """One heart gain event (Regeneration adds 1); returns the hearts gained."""
        if amount <= 0 or not self.alive[seat]:
            return 0
        amount += self.count(seat, "regeneration")
        before = self.hp[seat]
        self.hp[seat] = min(self.max_hp(seat), before + amount)
        return self.hp[seat] - before

    def lose(self, seat: int, amount: int, by: int | None) -> int:
        """One loss event: the hearts `seat` really loses, after its cards; `by` caused it."""
        if amount <= 0 or not self.alive[seat]:
            return 0
        if seat in self.wings_on:
            return 0
        if self.count(seat, "armor_plating") and amount == 1:
            return 0
        if self.count(seat, "camouflage"):
            saved = sum(1 for _ in range(amount) if self.rng.choice(FACES) == "H")
            if saved:
                self.emit("camouflage", seat=seat, saved=saved)
            amount -= saved
            if amount <= 0:
                return 0
        if amount >= self.hp[seat] and self.count(seat, "wings") and self.energy[seat] >= 2:
            self.energy[seat] -= 2
            self.wings_on.add(seat)
            self.emit("wings", seat=seat)
            return 0
        while (amount >= self.hp[seat] and self.count(seat, "rapid_healing")
               and self.energy[seat] >= 2 and self.hp[seat] < self.max_hp(seat)):
            self.energy[seat] -= 2
            self.hp[seat] += 1
            self.emit("rapid_healing", seat=seat)
        lost = min(amount, self.hp[seat])
        self.hp[seat] -= lost
        if by == self.active and lost:
            self.hurt_by_active = True
        self.emit("damage", seat=seat, by=by, amount=lost)
        if lost >= 2:
            for _ in range(self.count(seat, "we_re_only_making_it_stronger")):
                self.gain_energy(seat, 1)
        if self.hp[seat] == 0:
            self.knocked_out(seat)
        return lost

    def knocked_out(self, seat: int) -> None:
        for other in self.living():
            if other != seat:
                self.gain_vp(other, 3 * self.count(other, "eater_of_the_dead"))
        if self.count(seat, "it_has_a_child"):
            for card in list(self.cards[seat]):
                self.remove_card(seat, card)
            self.vp[seat] = 0
            self.hp[seat] = 10
            self.leave_tokyo(seat)
            self.emit("child", seat=seat)
            return
        self.alive[seat] = False
        for card in list(self.cards[seat]):
            self.remove_card(seat, card)
        self.energy[seat] = 0
        self.leave_tokyo(seat)
        self.emit("eliminated", seat=seat)
        if not self.bay_open() and self.bay is not None:
            if self.city is None:
                self.city, self.bay = self.bay, None
            else:
                self.emit("leave", seat=self.bay)
                self.bay = None

    def leave_tokyo(self, seat: int) -> None:
        if self.city == seat:
            self.city = None
        if self.bay == seat:
            self.bay = None

    def remove_card(self, seat: int, card: dict[str, Any]) -> None:
        """`card` leaves `seat` for the discard pile; Mimic's token comes back from it."""
        self.cards[seat].remove(card)
        self.discard.append(card["key"])
        for hand in self.cards:
            for other in hand:
                if other["key"] == "mimic" and other.get("copy") == card["uid"]:
                    other["copy"] = None
        self.clamp_hp()

    def discard_power(self, seat: int, key: str) -> None:
        """A card that discards itself after use: the own copy, else the Mimic copying it."""
        for card in self.cards[seat]:
            if card["key"] == key:
                self.remove_card(seat, card)
                return
        for card in self.cards[seat]:
            if card["key"] == "mimic" and card.get("copy") is not None:
                found = self.find(card["copy"])
                if found is not None and found[1]["key"] == key:
                    self.remove_card(seat, card)
                    return

    def clamp_hp(self) -> None:
        for seat in range(self.n):
            if self.alive[seat]:
                self.hp[seat] = min(self.hp[seat], self.max_hp(seat))

    # --- turns --------------------------------------------------------------------------------
    def start(self) -> None:
        """The first player: who rolls the most Smash, tied players rolling again."""
        contenders = list(range(self.n))
        rolls: list[dict[str, Any]] = []
        while len(contenders) > 1:
            smashes = {s: sum(self.rng.choice(FACES) == "S" for _ in range(6)) for s in contenders}
            rolls.append({str(s): v for s, v in smashes.items()})
            best = max(smashes.values())
            contenders = [s for s in contenders if smashes[s] == best]
        self.base = contenders[0]
        self.emit("first", seat=self.base, rolls=rolls)
        self.begin_turn(self.base, 0)

    def begin_turn(self, seat: int, penalty: int) -> None:
        self.active = seat
        self.penalty = penalty
        self.turns += 1
        self.herd_used = False
        self.hurt_by_active = False
        self.wings_on = set()
        self.smash_done = False
        self.held = {}
        self.prompts = []
        self.yield_seats = []
        self.emit("turn", seat=seat, extra=penalty > 0 or seat != self.base)
        if self.in_tokyo(seat):
            if self.variant:
                self.gain_energy(seat, 1)
            else:
                self.gain_vp(seat, 2)
            self.gain_vp(seat, self.count(seat, "urbavore"))
        self.batteries(seat)
        self.phase = ROLL
        self.rolls_left = 2 + self.count(seat, "giant_brain")
        self.dice = [self.rng.choice(FACES) for _ in range(self.dice_count())]
        self.emit("roll", seat=seat, dice=list(self.dice), rolled=list(range(len(self.dice))))
        self.after_roll()

    def batteries(self, seat: int) -> None:
        for card in list(self.cards[seat]):
            copied = card["key"] == "mimic" and card.get("copy") is not None and (
                (self.find(card["copy"]) or (0, {}))[1].get("key") == "battery_monster")
            if card["key"] == "battery_monster" or copied:
                taken = min(2, card.get("tokens", 0))
                card["tokens"] = card.get("tokens", 0) - taken
                self.energy[seat] += taken
                if card["key"] == "battery_monster" and card["tokens"] <= 0:
                    self.remove_card(seat, card)

    def extra_rolls(self) -> bool:
        seat = self.active
        return self.smoke(seat) is not None or (
            self.count(seat, "energy_drink") > 0 and self.energy[seat] >= 1)

    def smoke(self, seat: int) -> dict[str, Any] | None:
        for card in self.cards[seat]:
            if card.get("smoke", 0) > 0:
                return card
        return None

    def can_reroll(self) -> bool:
        return bool(self.dice) and (self.rolls_left > 0 or self.extra_rolls())

    def dweller_dice(self) -> list[int]:
        if not self.count(self.active, "background_dweller"):
            return []
        return [i for i, face in enumerate(self.dice) if face == "3"]

    def after_roll(self) -> None:
        if not self.can_reroll() and not self.dweller_dice():
            self.end_rolling()

    def reroll(self, dice: tuple[int, ...]) -> None:
        seat = self.active
        if self.rolls_left > 0:
            self.rolls_left -= 1
        else:
            smoke = self.smoke(seat)
            if smoke is not None:
                smoke["smoke"] -= 1
                if smoke["smoke"] <= 0 and smoke["key"] == "smoke_cloud":
                    self.remove_card(seat, smoke)
            else:
                self.energy[seat] -= 1
        for i in dice:
            self.dice[i] = self.rng.choice(FACES)
        self.emit("roll", seat=seat, dice=list(self.dice), rolled=list(dice))
        self.after_roll()

    def adjust_options(self) -> bool:
        seat = self.active
        if not self.dice:
            return False
        return bool(
            (self.count(seat, "herd_culler") and not self.herd_used)
            or self.count(seat, "plot_twist")
            or (self.count(seat, "stretchy") and self.energy[seat] >= 2)
            or self.dweller_dice()
        )

    def end_rolling(self) -> None:
        if self.adjust_options():
            self.phase = ADJUST
            return
        self.after_adjust()

    def after_adjust(self) -> None:
        self.asked = [s for s in self.clockwise(self.active)
                      if s != self.active and self.count(s, "psychic_probe") and self.dice]
        if self.asked:
            self.phase = PROBE
            return
        self.resolve()

    # --- resolving the dice -------------------------------------------------------------------
    def smash_total(self) -> int:
        seat = self.active
        faces = self.dice
        total = faces.count("S")
        if faces.count("2") >= 3:
            total += 2 * self.count(seat, "poison_quills")
        if total >= 1:
            total += self.count(seat, "spiked_tail")
            if self.in_tokyo(seat):
                total += self.count(seat, "urbavore")
        total += self.count(seat, "acid_attack")
        if self.in_tokyo(seat):
            total += self.count(seat, "burrowing")
        return total

    def resolve(self) -> None:
        seat = self.active
        faces = self.dice
        gained = 0
        for number in ("1", "2", "3"):
            c = faces.count(number)
            if c >= 3:
                gained += int(number) + c - 3
        ones = faces.count("1") >= 3
        if ones:
            gained += 2 * self.count(seat, "gourmet")
            if self.count(seat, "freeze_time"):
                self.extra.insert(0, (seat, self.penalty + 1))
        if all(n in faces for n in "123"):
            gained += 2 * self.count(seat, "detritivore")
        total = self.smash_total()
        self.last = {"seat": seat, "dice": list(faces), "smash": total}
        self.last_rolls[seat] = {"dice": list(faces), "smash": total}
        if total >= 1:
            gained += self.count(seat, "alpha_monster")
            if all(f in faces for f in "123HE"):
                gained += 9 * self.count(seat, "complete_destruction")
        self.gain_vp(seat, gained)
        self.emit("resolve", seat=seat, dice=list(faces), vp=gained, smash=total)
        hearts = faces.count("H")
        ray = hearts > 0 and self.count(seat, "healing_ray") and self.ray_targets()
        if ray and self.order_choice and total >= 1:
            self.phase = ORDER
            return
        self.ray_after = "hearts"
        self.hearts_step()

    def ray_targets(self) -> list[int]:
        return [s for s in self.living() if s != self.active and self.hp[s] < self.max_hp(s)]

    def hearts_step(self) -> None:
        """Hearts (with Healing Ray's question first), then energy and Smash unless done."""
        self.ray_left = self.dice.count("H")
        if self.ray_left and self.count(self.active, "healing_ray") and self.ray_targets():
            self.phase = RAY
            return
        self.finish_hearts()

    def finish_hearts(self) -> None:
        seat = self.active
        left = self.ray_left
        self.ray_left = 0
        if left and not self.in_tokyo(seat):
            while left and self.poison[seat]:
                self.poison[seat] -= 1
                left -= 1
            while left and self.shrink[seat]:
                self.shrink[seat] -= 1
                left -= 1
            self.heal(seat, left)
        if not self.smash_done:
            self.energy_and_smash()
        self.after_resolving()

    def energy_and_smash(self) -> None:
        self.smash_done = True
        self.gain_energy(self.active, self.dice.count("E"))
        self.attack()

    def attack(self) -> None:
        seat = self.active
        total = int(self.last.get("smash", 0))
        if total < 1:
            return
        if self.count(seat, "nova_breath"):
            targets = [s for s in self.clockwise(seat) if s != seat]
        elif self.in_tokyo(seat):
            targets = [s for s in self.clockwise(seat) if s != seat and not self.in_tokyo(s)]
        else:
            targets = [s for s in self.clockwise(seat) if s != seat and self.in_tokyo(s)]
        extra: dict[int, int] = {}
        fire = self.count(seat, "fire_breathing")
        if fire and (self.edition != "2011" or targets):
            for neighbour in self.neighbours(seat):
                extra[neighbour] = extra.get(neighbour, 0) + fire
        for target in targets:
            amount = total + extra.pop(target, 0)
            if self.in_tokyo(target) and self.count(target, "jets") and not self.prevented(
                    target, amount):
                self.held[target] = amount
                self.yield_seats.append(target)
                continue
            lost = self.lose(target, amount, seat)
            self.after_hit(target, lost)
        for target, amount in sorted(extra.items()):
            self.lose(target, amount, seat)

    def prevented(self, seat: int, amount: int) -> bool:
        return seat in self.wings_on or (amount == 1 and self.count(seat, "armor_plating") > 0)

    def after_hit(self, target: int, lost: int) -> None:
        seat = self.active
        if lost < 1:
            return
        self.poison[target] += self.count(seat, "poison_spit")
        self.shrink[target] += self.count(seat, "shrink_ray")
        if self.alive[target] and self.in_tokyo(target) and target not in self.yield_seats:
            self.yield_seats.append(target)

    def neighbours(self, seat: int) -> list[int]:
        ring = self.clockwise(seat)
        if len(ring) < 2:
            return []
        return sorted({ring[1], ring[-1]})

    def after_resolving(self) -> None:
        if self.over_now():
            return
        self.yield_seats = [s for s in self.yield_seats if self.alive[s] and self.in_tokyo(s)]
        if self.yield_seats:
            self.yield_choices = {}
            self.phase = YIELD
            return
        self.enter_step()

    def answer_yield(self, seat: int, leave: bool) -> None:
        self.yield_choices[seat] = leave
        if len(self.yield_choices) < len(self.yield_seats):
            return
        choices, self.yield_choices = self.yield_choices, {}
        seats, self.yield_seats = self.yield_seats, []
        self.emit("yields", choices={str(s): choices[s] for s in seats})
        for target in seats:
            held = self.held.pop(target, 0)
            if choices[target]:
                self.leave_tokyo(target)
                for _ in range(self.count(target, "burrowing")):
                    self.lose(self.active, 1, target)
            elif held:
                self.after_hit(target, self.lose(target, held, self.active))
                if target in self.yield_seats:
                    self.yield_seats.remove(target)
        if self.over_now():
            return
        self.enter_step()

    def enter_step(self) -> None:
        seat = self.active
        if not self.in_tokyo(seat):
            if self.city is None:
                self.enter(seat, "city")
            elif self.bay is None and self.bay_open():
                self.enter(seat, "bay")
        self.open_buy()

    def enter(self, seat: int, space: str) -> None:
        if space == "city":
            self.city = seat
        else:
            self.bay = seat
        self.emit("enter", seat=seat, space=space)
        if self.variant:
            self.gain_energy(seat, 1)
        else:
            self.gain_vp(seat, 1)

    # --- buying -------------------------------------------------------------------------------
    def open_buy(self) -> None:
        self.phase = BUY
        if self.count(self.active, "made_in_a_lab"):
            self.top_card()

    def buy(self, buyer: int, key: str) -> None:
        """`buyer` pays for `key` (already taken from where it lay) and gets it."""
        self.energy[buyer] -= self.cost(buyer, key)
        self.gain_vp(buyer, self.count(buyer, "media_friendly"))
        self.emit("buy", seat=buyer, card=key)
        if CARDS[key].keep:
            self.take(buyer, {"key": key})
        else:
            self.discard.append(key)
            effects.discard_effect(self, buyer, key)

    def take(self, seat: int, card: dict[str, Any]) -> None:
        """A keep card joins `seat`: bought (new) or taken from another monster."""
        fresh = "uid" not in card
        if fresh:
            self.uid += 1
            card["uid"] = self.uid
        self.cards[seat].append(card)
        if not fresh:
            self.clamp_hp()
            return
        self.on_arrival(seat, card, card["key"])

    def on_arrival(self, seat: int, card: dict[str, Any], key: str) -> None:
        if key == "even_bigger":
            self.hp[seat] = min(self.max_hp(seat), self.hp[seat] + 2)
        elif key == "battery_monster":
            if self.edition == "2011":
                card["tokens"] = 2 * self.energy[seat]
                self.energy[seat] = 0
            else:
                card["tokens"] = 6
        elif key == "smoke_cloud":
            card["smoke"] = 3
        elif key == "mimic" and self.mimic_targets(seat):
            self.prompts.insert(0, {"kind": "mimic", "seat": seat, "uid": card["uid"]})

    def mimic_targets(self, seat: int) -> list[tuple[int, int]]:
        return [(s, c["uid"]) for s in self.living() for c in self.cards[s]
                if c["key"] != "mimic"]

    def place_mimic(self, seat: int, mimic_uid: int, owner: int, uid: int) -> None:
        found = self.find(mimic_uid)
        target = self.find(uid)
        if found is None or target is None:
            return
        mimic = found[1]
        mimic["copy"] = uid
        mimic.pop("tokens", None)
        mimic.pop("smoke", None)
        self.emit("mimic", seat=seat, owner=owner, card=target[1]["key"])
        self.on_arrival(seat, mimic, target[1]["key"])

    def refill(self, slot: int) -> None:
        self.market[slot] = self.next_card()
        if self.market[slot] is not None:
            self.offer([slot])

    def offer(self, slots: list[int]) -> None:
        """Opportunists may buy a newly revealed card at once, clockwise from the active."""
        seats = [s for s in self.clockwise(self.active)
                 if s != self.active and self.count(s, "opportunist") and any(
                     self.market[i] is not None
                     and self.cost(s, str(self.market[i])) <= self.energy[s] for i in slots)]
        if seats:
            self.prompts = [p for p in self.prompts if p["kind"] != "opportunist"]
            self.prompts.append({"kind": "opportunist", "seats": seats, "slots": slots})

    def sweep(self) -> None:
        seat = self.active
        self.energy[seat] -= 2
        for key in self.market:
            if key is not None:
                self.discard.append(key)
        self.market = [self.next_card() for _ in range(3)]
        self.emit("sweep", seat=seat, market=list(self.market))
        self.offer([i for i in range(3) if self.market[i] is not None])

    def buy_slot(self, buyer: int, slot: int) -> None:
        key = self.market[slot]
        assert key is not None
        self.market[slot] = None
        self.buy(buyer, key)
        self.refill(slot)

    def buy_lab(self) -> None:
        key = self.lab
        assert key is not None
        self.lab = None
        self.buy(self.active, key)
        if self.alive[self.active] and self.phase == BUY:
            self.top_card()

    def steal(self, seat: int, owner: int, uid: int) -> None:
        found = self.find(uid)
        assert found is not None
        card = found[1]
        price = self.cost(seat, card["key"])
        self.energy[seat] -= price
        self.energy[owner] += price
        self.cards[owner].remove(card)
        self.clamp_hp()
        self.gain_vp(seat, self.count(seat, "media_friendly"))
        self.emit("steal", seat=seat, owner=owner, card=card["key"])
        self.take(seat, card)

    # --- ending a turn ------------------------------------------------------------------------
    def end_turn(self) -> None:
        seat = self.active
        self.prompts = []
        if self.alive[seat] and self.count(seat, "metamorph") and self.phase != METAMORPH:
            self.phase = METAMORPH
            return
        self.finish_turn()

    def finish_turn(self) -> None:
        seat = self.active
        if self.alive[seat]:
            living = self.living()
            fewest = min(self.vp[s] for s in living)
            if [s for s in living if self.vp[s] == fewest] == [seat]:
                self.gain_vp(seat, self.count(seat, "rooting_for_the_underdog"))
            self.gain_vp(seat, (self.energy[seat] // 6) * self.count(seat, "energy_hoarder"))
            if not self.hurt_by_active:
                self.gain_vp(seat, self.count(seat, "herbivore"))
            if self.energy[seat] == 0 and self.count(seat, "solar_powered"):
                self.gain_energy(seat, 1)
            if self.poison[seat]:
                self.lose(seat, self.poison[seat], None)
        if self.over_now(end=True):
            return
        self.next_turn()

    def next_turn(self) -> None:
        self.extra = [(s, p) for s, p in self.extra if self.alive[s]]
        if self.extra:
            seat, penalty = self.extra.pop(0)
            self.begin_turn(seat, penalty)
            return
        seat = self.clockwise((self.base + 1) % self.n)[0]
        self.base = seat
        self.begin_turn(seat, 0)

    def over_now(self, end: bool = False) -> bool:
        """Ends the game when at most one monster lives, or at a turn's end with 20 VP.

        An active monster knocked out ends its turn at once.
        """
        living = self.living()
        if len(living) <= 1:
            self.finish(tuple(living))
            return True
        if end:
            best = tuple(s for s in living if self.vp[s] >= WIN_VP)
            if best:
                self.finish(best)
                return True
        elif not self.alive[self.active]:
            self.finish_turn()
            return True
        return False

    def finish(self, winners: tuple[int, ...]) -> None:
        self.winners = winners
        self.phase = OVER
        self.prompts = []
        self.emit("over", winners=list(winners))

    # --- who acts and what they may do --------------------------------------------------------
    def acting(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == YIELD:
            return tuple(sorted(s for s in self.yield_seats if s not in self.yield_choices))
        if self.phase == PROBE:
            return (self.asked[0],)
        if self.phase == BUY and self.prompts:
            prompt = self.prompts[0]
            return (prompt["seat"] if prompt["kind"] == "mimic" else prompt["seats"][0],)
        return (self.active,)

    def legal(self, seat: int) -> list[Act]:
        if seat not in self.acting():
            return []
        phase = self.phase
        acts: list[Act] = []
        if phase == ROLL:
            n = len(self.dice)
            if self.can_reroll():
                acts += [Act("reroll", tuple(i for i in range(n) if mask >> i & 1))
                         for mask in range(1, 1 << n)]
            acts += [Act("dweller", (i,)) for i in self.dweller_dice()]
            acts.append(Act("stop"))
        elif phase == ADJUST:
            acts += self.adjust_acts()
            acts.append(Act("resolve"))
        elif phase == PROBE:
            acts += [Act("probe", (i,)) for i in range(len(self.dice))]
            acts.append(Act("pass"))
        elif phase == ORDER:
            acts += [Act("hearts"), Act("smash")]
        elif phase == RAY:
            acts += [Act("ray", (s,)) for s in self.ray_targets()]
            acts.append(Act("keep"))
        elif phase == YIELD:
            acts += [Act("stay"), Act("yield")]
        elif phase == BUY:
            acts += self.buy_acts(seat)
        elif phase == METAMORPH:
            acts += [Act("sell", (c["uid"],)) for c in self.cards[seat]]
            acts.append(Act("done"))
        return acts

    def adjust_acts(self) -> list[Act]:
        seat = self.active
        n = len(self.dice)
        acts = [Act("dweller", (i,)) for i in self.dweller_dice()]
        if self.count(seat, "herd_culler") and not self.herd_used:
            acts += [Act("cull", (i,)) for i in range(n) if self.dice[i] != "1"]
        if self.count(seat, "plot_twist"):
            acts += [Act("twist", (i, f)) for i in range(n) for f in FACES if f != self.dice[i]]
        if self.count(seat, "stretchy") and self.energy[seat] >= 2:
            acts += [Act("stretch", (i, f)) for i in range(n) for f in FACES if f != self.dice[i]]
        return acts

    def buy_acts(self, seat: int) -> list[Act]:
        if self.prompts:
            prompt = self.prompts[0]
            if prompt["kind"] == "mimic":
                return [Act("mimic", t) for t in self.mimic_targets(seat)]
            acts = [Act("buy", (i,)) for i in prompt["slots"]
                    if self.market[i] is not None
                    and self.cost(seat, str(self.market[i])) <= self.energy[seat]]
            return [*acts, Act("pass")]
        acts = [Act("buy", (i,)) for i in range(3) if self.market[i] is not None
                and self.cost(seat, str(self.market[i])) <= self.energy[seat]]
        if self.energy[seat] >= 2 and (self.deck or self.discard or any(self.market)):
            acts.append(Act("sweep"))
        if self.lab is not None and self.count(seat, "made_in_a_lab") and self.cost(
                seat, self.lab) <= self.energy[seat]:
            acts.append(Act("lab"))
        if self.count(seat, "parasitic_tentacles"):
            acts += [Act("steal", (s, c["uid"])) for s in self.living() if s != seat
                     for c in self.cards[s] if self.cost(seat, c["key"]) <= self.energy[seat]]
        mimics = [c for c in self.cards[seat] if c["key"] == "mimic"]
        if mimics and self.energy[seat] >= 1:
            acts += [Act("mimic", t) for t in self.mimic_targets(seat)
                     if t[1] != mimics[0].get("copy")]
        if (self.count(seat, "rapid_healing") and self.energy[seat] >= 2
                and self.hp[seat] < self.max_hp(seat)):
            acts.append(Act("heal"))
        acts.append(Act("end"))
        return acts

    # --- playing one decision -----------------------------------------------------------------
    def play(self, seat: int, act: Act) -> list[Event]:
        self.events = []
        getattr(self, f"do_{act.kind}")(seat, act.args)
        events, self.events = self.events, []
        return events

    def do_reroll(self, seat: int, args: tuple[Any, ...]) -> None:
        self.reroll(tuple(args))

    def do_stop(self, seat: int, args: tuple[Any, ...]) -> None:
        self.end_rolling()

    def do_dweller(self, seat: int, args: tuple[Any, ...]) -> None:
        i = args[0]
        self.dice[i] = self.rng.choice(FACES)
        self.emit("roll", seat=seat, dice=list(self.dice), rolled=[i])
        if self.phase == ROLL:
            self.after_roll()
        elif not self.adjust_options():
            self.after_adjust()

    def changed(self, seat: int, i: int, face: str, card: str) -> None:
        self.dice[i] = face
        self.emit("change", seat=seat, die=i, face=face, card=card)
        if not self.adjust_options():
            self.after_adjust()

    def do_cull(self, seat: int, args: tuple[Any, ...]) -> None:
        self.herd_used = True
        self.changed(seat, args[0], "1", "herd_culler")

    def do_twist(self, seat: int, args: tuple[Any, ...]) -> None:
        self.discard_power(seat, "plot_twist")
        self.changed(seat, args[0], args[1], "plot_twist")

    def do_stretch(self, seat: int, args: tuple[Any, ...]) -> None:
        self.energy[seat] -= 2
        self.changed(seat, args[0], args[1], "stretchy")

    def do_resolve(self, seat: int, args: tuple[Any, ...]) -> None:
        self.after_adjust()

    def do_probe(self, seat: int, args: tuple[Any, ...]) -> None:
        i = args[0]
        self.dice[i] = self.rng.choice(FACES)
        self.emit("probe", seat=seat, die=i, face=self.dice[i], dice=list(self.dice))
        if self.dice[i] == "H":
            self.discard_power(seat, "psychic_probe")
        self.next_probe()

    def do_pass(self, seat: int, args: tuple[Any, ...]) -> None:
        if self.phase == PROBE:
            self.next_probe()
            return
        self.next_opportunist()

    def next_probe(self) -> None:
        self.asked.pop(0)
        if not self.asked:
            self.resolve()

    def do_hearts(self, seat: int, args: tuple[Any, ...]) -> None:
        self.hearts_step()

    def do_smash(self, seat: int, args: tuple[Any, ...]) -> None:
        self.energy_and_smash()
        if self.over_now():
            return
        self.hearts_step()

    def do_ray(self, seat: int, args: tuple[Any, ...]) -> None:
        target = args[0]
        self.ray_left -= 1
        healed = self.heal(target, 1)
        pay = min(self.energy[target], 2)
        self.energy[target] -= pay
        self.energy[seat] += pay
        self.emit("ray", seat=seat, target=target, hearts=healed, paid=pay)
        if self.ray_left <= 0 or not self.ray_targets():
            self.finish_hearts()

    def do_keep(self, seat: int, args: tuple[Any, ...]) -> None:
        self.finish_hearts()

    def do_stay(self, seat: int, args: tuple[Any, ...]) -> None:
        self.answer_yield(seat, False)

    def do_yield(self, seat: int, args: tuple[Any, ...]) -> None:
        self.answer_yield(seat, True)

    def do_buy(self, seat: int, args: tuple[Any, ...]) -> None:
        self.buy_slot(seat, args[0])
        self.after_buying()

    def next_opportunist(self) -> None:
        prompt = self.prompts[0]
        prompt["seats"] = prompt["seats"][1:]
        if not prompt["seats"]:
            self.prompts.pop(0)
        self.after_buying()

    def after_buying(self) -> None:
        self.prompts = [p for p in self.prompts if p["kind"] != "opportunist" or any(
            self.market[i] is not None for i in p["slots"])]
        if self.phase == BUY and not self.over_now():
            self.prompts = [p for p in self.prompts if self.alive[
                p["seat"] if p["kind"] == "mimic" else p["seats"][0]]]

    def do_sweep(self, seat: int, args: tuple[Any, ...]) -> None:
        self.sweep()

    def do_lab(self, seat: int, args: tuple[Any, ...]) -> None:
        self.buy_lab()
        self.after_buying()

    def do_steal(self, seat: int, args: tuple[Any, ...]) -> None:
        self.steal(seat, args[0], args[1])

    def do_mimic(self, seat: int, args: tuple[Any, ...]) -> None:
        if self.prompts and self.prompts[0]["kind"] == "mimic":
            prompt = self.prompts.pop(0)
            self.place_mimic(seat, prompt["uid"], args[0], args[1])
        else:
            self.energy[seat] -= 1
            mimic = next(c for c in self.cards[seat] if c["key"] == "mimic")
            self.place_mimic(seat, mimic["uid"], args[0], args[1])

    def do_heal(self, seat: int, args: tuple[Any, ...]) -> None:
        self.energy[seat] -= 2
        self.hp[seat] = min(self.max_hp(seat), self.hp[seat] + 1)
        self.emit("rapid_healing", seat=seat)

    def do_end(self, seat: int, args: tuple[Any, ...]) -> None:
        self.end_turn()

    def do_sell(self, seat: int, args: tuple[Any, ...]) -> None:
        found = self.find(args[0])
        assert found is not None
        card = found[1]
        self.remove_card(seat, card)
        self.energy[seat] += printed_cost(card["key"], self.edition)
        self.emit("sell", seat=seat, card=card["key"])
        if not self.cards[seat]:
            self.finish_turn()

    def do_done(self, seat: int, args: tuple[Any, ...]) -> None:
        self.finish_turn()
