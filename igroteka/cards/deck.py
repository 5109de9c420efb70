"""Decks, shuffling and dealing, with every bit of chance drawn from the state's generator.

Games never call the global `random`: a shuffle is `shuffled(deck, state.rng)`,
so a deal is reproducible from the game's seed (and a replay of a stored game
deals the same cards years later).

Two ways to hold a pack:

- a list of `Card`s (`deck32()`, `make_deck(...)`), for a pack with one copy of
  each card, where a card is its own identity and `Card.index` its bit
  (Kozel, Klabor);
- a `Deck` of physical cards, each an int id with a kind and a copy number,
  for everything else: two 52-card decks where both queens of hearts must fit
  in one hand (Sequence), a pack with jokers (Kings Corner's option), or a
  game's own cards (Sea Salt & Paper's crabs, Rose King's power cards,
  hwatu). Ids are the bits of masks (`igroteka.cards.cardset`) and what the
  hidden-hand sampler deals (`igroteka.cards.sampling`), so one set of helpers
  serves every pack.

A French `Deck` numbers its cards `copy * 54 + index` (`index` as in
`igroteka.cards.card`: 0..51, the jokers 52 and 53), so copy 0 of any French
deck has the ids Kozel and Klabor already use as bits, and a card's id says
which copy it is without a table. A game's own deck numbers its cards from
`start` upwards, kind by kind in the order given, the copies of a kind
together.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from igroteka.cards.card import (
    JOKERS,
    SUITS,
    UNIVERSE_SIZE,
    Card,
    Joker,
    PlayingCard,
    Rank,
    Suit,
    parse_card,
)
from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)

RANKS_52: tuple[Rank, ...] = tuple(Rank)
RANKS_36: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.SIX)
RANKS_32: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.SEVEN)
RANKS_24: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.NINE)

FRENCH_SPAN = UNIVERSE_SIZE
"""Ids per copy of a French deck: copy k's cards are k * 54 + index."""


def make_deck(ranks: Iterable[Rank], suits: Iterable[Suit] = SUITS) -> list[Card]:
    """Every (rank, suit) pair, suit by suit, in a fixed order (the unshuffled deck)."""
    rank_list = sorted(ranks)
    return [Card(rank, suit) for suit in suits for rank in rank_list]


def deck52() -> list[Card]:
    return make_deck(RANKS_52)


def deck36() -> list[Card]:
    """6 to A: the Russian 36-card pack (Durak, Kings Corner variants)."""
    return make_deck(RANKS_36)


def deck32() -> list[Card]:
    """7 to A: the piquet pack (Kozel, Klabor)."""
    return make_deck(RANKS_32)


def deck24() -> list[Card]:
    """9 to A: the short pack of Schnapsen-like games (Kozel's 24 cards differ: see that game)."""
    return make_deck(RANKS_24)


def shuffled(cards: Sequence[T], rng: random.Random) -> list[T]:
    """A shuffled copy; the original order is not changed."""
    pack = list(cards)
    rng.shuffle(pack)
    return pack


def deal_round_robin(
    pack: Sequence[T], players: int, first: int, per_hand: int | None = None
) -> list[list[T]]:
    """Deal one card at a time clockwise, starting with seat `first`, from the top (index 0).

    `per_hand` defaults to the whole pack split evenly; the cards left over
    (a stock, a talon) are simply not dealt. Works on cards and on a `Deck`'s ids.
    """
    if per_hand is None:
        per_hand = len(pack) // players
    if per_hand * players > len(pack):
        raise ValueError(f"cannot deal {per_hand} cards to {players} players from {len(pack)}")
    hands: list[list[T]] = [[] for _ in range(players)]
    for i in range(per_hand * players):
        hands[(first + i) % players].append(pack[i])
    return hands


# --- physical cards ---------------------------------------------------------------------
class Deck(Generic[K]):
    """The physical cards of one pack: int ids (bits of masks), each with a kind and a copy.

    Two copies of a kind are two cards: both can be in one hand, in one mask,
    in one trick, and each can be tracked on its own (the one that was seen
    passed). What they share is their kind, which is what the rules and the
    bots look at; `kind(id)` gives it, `ids_of(kind)` gives every copy.
    """

    __slots__ = ("_by_kind", "_by_name", "_copy", "_kind", "ids", "kinds", "mask", "name")

    def __init__(self, cards: Iterable[tuple[int, K, int]], name: str = "") -> None:
        """`cards`: (id, kind, copy number) for each physical card; ids distinct and >= 0."""
        rows = sorted(cards, key=lambda row: row[0])
        if not rows:
            raise ValueError("a deck holds at least one card")
        ids = [row[0] for row in rows]
        if len(set(ids)) != len(ids) or ids[0] < 0:
            raise ValueError("card ids in a deck are distinct and not negative")
        size = ids[-1] + 1
        self._kind: list[K | None] = [None] * size
        self._copy: list[int] = [-1] * size
        by_kind: dict[K, list[int]] = {}
        mask = 0
        for card_id, kind, copy in rows:
            self._kind[card_id] = kind
            self._copy[card_id] = copy
            by_kind.setdefault(kind, []).append(card_id)
            mask |= 1 << card_id
        self.ids: tuple[int, ...] = tuple(ids)
        self.mask = mask
        self._by_kind: dict[K, tuple[int, ...]] = {k: tuple(v) for k, v in by_kind.items()}
        self.kinds: tuple[K, ...] = tuple(by_kind)
        self.name = name
        self._by_name: dict[str, K] | None = None  # built when a name is first read

    @classmethod
    def from_counts(
        cls, counts: Iterable[tuple[K, int]], start: int = 0, name: str = ""
    ) -> Deck[K]:
        """A game's own deck: each kind `count` times, ids from `start`, kind by kind."""
        rows: list[tuple[int, K, int]] = []
        seen: set[K] = set()
        for kind, count in counts:
            if kind in seen:
                raise ValueError(f"the kind {kind!r} is listed twice")
            if count < 1:
                raise ValueError(f"the kind {kind!r} needs at least one card, not {count}")
            seen.add(kind)
            for copy in range(count):
                rows.append((start + len(rows), kind, copy))
        return cls(rows, name)

    # --- what is in it ------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.ids)

    def __iter__(self) -> Iterator[int]:
        return iter(self.ids)

    def __contains__(self, card_id: object) -> bool:
        return isinstance(card_id, int) and card_id >= 0 and bool(self.mask >> card_id & 1)

    def __repr__(self) -> str:
        return f"Deck({self.name or len(self.ids)})"

    def kind(self, card_id: int) -> K:
        """The kind of the physical card `card_id` (a `Card`, a joker, a game's own kind)."""
        kind = self._kind[card_id] if 0 <= card_id < len(self._kind) else None
        if kind is None:
            raise KeyError(f"no card {card_id} in {self!r}")
        return kind

    def copy(self, card_id: int) -> int:
        """Which copy of its kind the card is (0 for the first)."""
        self.kind(card_id)
        return self._copy[card_id]

    def ids_of(self, kind: K) -> tuple[int, ...]:
        """Every copy of `kind`, lowest id first; () for a kind the deck lacks."""
        return self._by_kind.get(kind, ())

    def count(self, kind: K) -> int:
        """How many copies of `kind` the deck holds."""
        return len(self._by_kind.get(kind, ()))

    # --- masks ------------------------------------------------------------------------
    def mask_of(self, ids: Iterable[int]) -> int:
        """The mask of these card ids (each must be in the deck)."""
        mask = 0
        for card_id in ids:
            self.kind(card_id)
            mask |= 1 << card_id
        return mask

    def mask_where(self, test: Callable[[K], bool]) -> int:
        """Every card whose kind passes `test` ("every heart", "every crab")."""
        mask = 0
        for kind, ids in self._by_kind.items():
            if test(kind):
                for card_id in ids:
                    mask |= 1 << card_id
        return mask

    def mask_of_kinds(self, kinds: Iterable[K]) -> int:
        """Every copy of each of `kinds`."""
        mask = 0
        for kind in kinds:
            for card_id in self._by_kind.get(kind, ()):
                mask |= 1 << card_id
        return mask

    def kinds_in(self, mask: int) -> list[K]:
        """The kinds of the cards in `mask`, in id order, a kind once per copy held."""
        out: list[K] = []
        kinds = self._kind
        while mask:
            low = mask & -mask
            out.append(kinds[low.bit_length() - 1])  # type: ignore[arg-type]
            mask ^= low
        return out

    def tally(self, mask: int) -> Counter[K]:
        """How many copies of each kind `mask` holds: a hand as a player sees it."""
        return Counter(self.kinds_in(mask))

    def held(self, kind: K, mask: int) -> int | None:
        """The lowest-id copy of `kind` in `mask` (the one to play when either will do)."""
        for card_id in self._by_kind.get(kind, ()):
            if mask >> card_id & 1:
                return card_id
        return None

    # --- the wire ---------------------------------------------------------------------
    def to_json(self, card_id: int) -> str:
        """The card's name on the wire, as the web client reads it: "Qc", "RJ", "crab".

        A kind the deck holds more than once names its copy after a "#", from 1:
        "Qc#1" and "Qc#2" are the two queens of clubs of two decks.
        """
        kind = self.kind(card_id)
        name = _kind_name(kind)
        if len(self._by_kind[kind]) > 1:
            return f"{name}#{self._copy[card_id] + 1}"
        return name

    def from_json(self, data: Any) -> int:
        """The card id a wire name stands for ("Qc#2"; "Qc" is copy 1); else MalformedAction."""
        if self._by_name is None:
            self._by_name = {}
            for each in self.kinds:
                key = _kind_name(each).lower()
                if key in self._by_name:
                    raise ValueError(f"two kinds of {self!r} are both written {key!r}")
                self._by_name[key] = each
        if isinstance(data, str):
            name, _, copy_text = data.strip().partition("#")
            kind = self._by_name.get(name.lower())
            if kind is None and self.kinds and isinstance(self.kinds[0], Card | Joker):
                try:
                    kind = parse_card(name, jokers=True)  # type: ignore[assignment]
                except MalformedAction:
                    kind = None
            copies = self._by_kind.get(kind, ()) if kind is not None else ()
            copy = int(copy_text) if copy_text.isdigit() else (1 if not copy_text else 0)
            if copies and 1 <= copy <= len(copies):
                return copies[copy - 1]
        raise MalformedAction(
            Text(
                "В этой колоде нет карты «{data}»", "There is no card '{data}' in this deck"
            ).with_params(data=data)
        )

    # --- chance -----------------------------------------------------------------------
    def shuffled(self, rng: random.Random) -> list[int]:
        """Every card id, shuffled by the state's generator (top of the pack first)."""
        pack = list(self.ids)
        rng.shuffle(pack)
        return pack


def _kind_name(kind: Any) -> str:
    """How a kind is written on the wire: a French card's ASCII form, a kind's code, or str()."""
    for attribute in ("ascii", "code"):
        name = getattr(kind, attribute, None)
        if isinstance(name, str):
            return name
    return str(kind)


# --- French decks ------------------------------------------------------------------------
def french_deck(
    ranks: Iterable[Rank] = RANKS_52,
    *,
    copies: int = 1,
    jokers: Iterable[Joker] = (),
    suits: Iterable[Suit] = SUITS,
    name: str = "",
) -> Deck[PlayingCard]:
    """`copies` French decks of `ranks`, each with `jokers`: ids `copy * 54 + index`."""
    if copies < 1:
        raise ValueError(f"a deck needs at least one copy, not {copies}")
    kinds: list[PlayingCard] = [*make_deck(ranks, suits), *jokers]
    rows = [
        (copy * FRENCH_SPAN + kind.index, kind, copy) for copy in range(copies) for kind in kinds
    ]
    return Deck(rows, name)


_RECIPE = re.compile(r"^(?:(\d+)x)?(24|32|36|52)(\+jokers)?$")
_RANKS_OF = {"24": RANKS_24, "32": RANKS_32, "36": RANKS_36, "52": RANKS_52}


def deck_recipe(recipe: str) -> Deck[PlayingCard]:
    """A French deck by name: "32", "36", "52", "52+jokers", "2x52", "2x52+jokers", "2x36"...

    A recipe is "[copies x] size [+jokers]"; "+jokers" adds the red and the
    black joker to every copy. This is what a game's options can name.
    """
    found = _RECIPE.match(recipe.replace(" ", "").lower())
    if found is None:
        raise ValueError(f"unknown deck recipe {recipe!r} (e.g. '36', '52+jokers', '2x52')")
    copies = int(found.group(1) or 1)
    jokers = JOKERS if found.group(3) else ()
    return french_deck(
        _RANKS_OF[found.group(2)],
        copies=copies,
        jokers=jokers,
        name=recipe.replace(" ", "").lower(),
    )


# --- a game's own cards --------------------------------------------------------------------
@dataclass(frozen=True)
class CardKind:
    """One kind of card in a game's own deck: a code, a name, how many, and its attributes.

    `code` is what JSON and the notation carry (unique in its deck), `name`
    what a player reads; `attrs` holds what the rules ask (a colour, points,
    a direction). Kinds compare by code and name only, so they can be keys
    and members of sets whatever the attributes hold.
    """

    code: str
    name: Text
    count: int = 1
    attrs: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "attrs", MappingProxyType(dict(self.attrs)))

    def __getitem__(self, key: str) -> Any:
        return self.attrs[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.attrs.get(key, default)

    def __str__(self) -> str:
        return self.code


def own_deck(kinds: Sequence[CardKind], start: int = 0, name: str = "") -> Deck[CardKind]:
    """A game's own deck from its kinds (each `count` times); codes must be distinct."""
    codes = [kind.code for kind in kinds]
    if len(set(codes)) != len(codes):
        raise ValueError("the kinds of a deck have distinct codes")
    return Deck.from_counts(((kind, kind.count) for kind in kinds), start, name)
