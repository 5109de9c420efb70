"""Playing cards as small interned values: `Card(Rank.QUEEN, Suit.CLUBS)` is one object.

Interning makes equality an identity test and gives every card a fixed
`index` (0..51: suit by suit, 2 to ace), so games can keep hands as bitmasks
(see `cardset`) and search code can clone positions cheaply. The index is the
card's place in the full 52-card pack whatever pack a game plays with, so a
32-card game's masks and a 52-card game's masks mean the same bits. The two
jokers are cards of their own kind (`Joker.RED`, `Joker.BLACK`, indices 52
and 53): they have no rank and no suit, and a game that has none never meets
one, since `parse_card` reads them only when asked to.

Three written forms exist: the text form "Q♣" (what players read), the ASCII
form "Qc" (what JSON and keyboards carry) and the forms `parse_card` accepts:
"Q♣", "Qc", "QC", "10h", "Th", "10♥", "2♠" and the Russian letters В Д К Т
(валет, дама, король, туз). A joker is "★R" / "RJ" (red) and "★B" / "BJ"
(black).

How ranks compare is each game's choice (aces high or low, Kozel's ten above
the king): `Rank` is only the number printed on the card, and
`igroteka.cards.ranking.RankOrder` is the order a game picks.
"""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import Any, ClassVar, Literal, overload

from igroteka.engine.errors import MalformedAction
from igroteka.engine.i18n import Text


class Suit(Enum):
    """The four French suits; `value` is the ASCII letter used in "Qc"."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        return self.value

    @property
    def number(self) -> int:
        return _SUIT_NUMBERS[self]

    @property
    def label(self) -> Text:
        """The suit's name: "трефы" / "clubs"."""
        return _SUIT_NAMES[self]

    @property
    def red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __str__(self) -> str:
        return self.symbol

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from "♣", "c", "C", "clubs", "трефы"; MalformedAction otherwise."""
        key = text.strip().lower()
        for suit, aliases in _SUIT_ALIASES.items():
            if key in aliases:
                return suit
        raise MalformedAction(
            Text("Не понимаю масть «{text}»", "Cannot read the suit '{text}'").with_params(
                text=text
            )
        )


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_NUMBERS = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
_SUIT_NAMES = {
    Suit.CLUBS: Text("трефы", "clubs"),
    Suit.DIAMONDS: Text("бубны", "diamonds"),
    Suit.HEARTS: Text("черви", "hearts"),
    Suit.SPADES: Text("пики", "spades"),
}
_SUIT_ALIASES = {
    Suit.CLUBS: {"♣", "♧", "c", "clubs", "club", "трефы", "трефа", "крести", "т"},
    Suit.DIAMONDS: {"♦", "♢", "d", "diamonds", "diamond", "бубны", "бубна", "б"},
    Suit.HEARTS: {"♥", "♡", "h", "hearts", "heart", "черви", "червы", "ч"},
    Suit.SPADES: {"♠", "♤", "s", "spades", "spade", "пики", "пика", "п"},
}
SUITS: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


class Rank(IntEnum):
    """Ranks 2..A by their natural number; a game decides how they rank in play."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def text(self) -> str:
        """ "10", "Q": the rank as printed on the card."""
        return _RANK_TEXT.get(self, str(int(self)))

    @property
    def ascii(self) -> str:
        """ "T", "Q": one character, as in "Th"."""
        return _RANK_ASCII.get(self, str(int(self)))

    @property
    def label(self) -> Text:
        """The rank's name: «двойка» / "two" ... «туз» / "ace"."""
        return _RANK_NAMES[self]

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> Rank:
        """A rank from "2".."10", "T", "J", "Q", "K", "A" or В Д К Т; MalformedAction otherwise."""
        rank = _RANK_ALIASES.get(text.strip().lower())
        if rank is None:
            raise MalformedAction(
                Text(
                    "Не понимаю достоинство «{text}» (2–10, J, Q, K, A или В, Д, К, Т)",
                    "Cannot read the rank '{text}' (2 to 10, J, Q, K, A)",
                ).with_params(text=text)
            )
        return rank


_RANK_TEXT = {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}
_RANK_ASCII = {**_RANK_TEXT, Rank.TEN: "T"}
_RANK_NAMES = {
    Rank.TWO: Text("двойка", "two"),
    Rank.THREE: Text("тройка", "three"),
    Rank.FOUR: Text("четвёрка", "four"),
    Rank.FIVE: Text("пятёрка", "five"),
    Rank.SIX: Text("шестёрка", "six"),
    Rank.SEVEN: Text("семёрка", "seven"),
    Rank.EIGHT: Text("восьмёрка", "eight"),
    Rank.NINE: Text("девятка", "nine"),
    Rank.TEN: Text("десятка", "ten"),
    Rank.JACK: Text("валет", "jack"),
    Rank.QUEEN: Text("дама", "queen"),
    Rank.KING: Text("король", "king"),
    Rank.ACE: Text("туз", "ace"),
}
_RANK_ALIASES: dict[str, Rank] = {
    **{str(n): Rank(n) for n in range(2, 11)},
    "t": Rank.TEN,
    "j": Rank.JACK,
    "q": Rank.QUEEN,
    "k": Rank.KING,
    "a": Rank.ACE,
    "в": Rank.JACK,
    "д": Rank.QUEEN,
    "к": Rank.KING,
    "т": Rank.ACE,
}


class Card:
    """One card; `Card(rank, suit)` always returns the same object for the same card."""

    # `_ascii` and `_text`: the written forms, made once (every view writes each card).
    __slots__ = ("_ascii", "_hash", "_text", "index", "rank", "suit")
    _interned: ClassVar[dict[tuple[Rank, Suit], Card]] = {}
    is_joker: ClassVar[bool] = False

    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: Rank | int, suit: Suit) -> Card:
        key = (Rank(rank), suit)
        card = cls._interned.get(key)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "rank", key[0])
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "index", suit.number * 13 + key[0] - 2)
            object.__setattr__(card, "_hash", hash(("card", card.index)))
            object.__setattr__(card, "_ascii", f"{key[0].ascii}{suit.letter}")
            object.__setattr__(card, "_text", f"{key[0].text}{suit.symbol}")
            cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def text(self) -> str:
        return self._text

    @property
    def ascii(self) -> str:
        return self._ascii

    @property
    def red(self) -> bool:
        return self.suit.red

    @property
    def label(self) -> Text:
        """The card's name: «дама треф» / "queen of clubs"."""
        return Text("{rank} {suit}", "{rank} of {suit}").with_params(
            rank=self.rank.label, suit=_SUIT_GENITIVE[self.suit]
        )

    @property
    def jack_eyes(self) -> int | None:
        """1 or 2 for a jack, as the standard (English pattern) faces draw them; None otherwise.

        The jacks of spades and hearts are drawn in profile (one eye), the jacks of
        clubs and diamonds full face (two): Sequence's wild and removing jacks.
        """
        if self.rank is not Rank.JACK:
            return None
        return 1 if self.suit in (Suit.SPADES, Suit.HEARTS) else 2

    def to_json(self) -> str:
        return self._ascii

    @classmethod
    def from_json(cls, data: Any) -> Card:
        if not isinstance(data, str):
            raise MalformedAction(
                Text(
                    'Карта должна быть строкой вроде "Qc", а не {data!r}',
                    'A card must be a string like "Qc", not {data!r}',
                ).with_params(data=data)
            )
        return parse_card(data)


_SUIT_GENITIVE = {
    Suit.CLUBS: Text("треф", "clubs"),
    Suit.DIAMONDS: Text("бубен", "diamonds"),
    Suit.HEARTS: Text("червей", "hearts"),
    Suit.SPADES: Text("пик", "spades"),
}


class Joker(Enum):
    """The red and the black joker: cards with an identity (and an index) but no rank or suit.

    A game that treats both alike (a wild card) asks `is_joker`; one that tells
    them apart has the colour. `rank` and `suit` are None, so code that asks
    "is this a heart?" of any card gets "no" for a joker instead of an error.
    """

    RED = "RJ"
    BLACK = "BJ"

    @property
    def is_joker(self) -> bool:
        return True

    @property
    def index(self) -> int:
        return 52 if self is Joker.RED else 53

    @property
    def rank(self) -> None:
        return None

    @property
    def suit(self) -> None:
        return None

    @property
    def red(self) -> bool:
        return self is Joker.RED

    @property
    def text(self) -> str:
        """ "★R" / "★B": a star for the joker (it has no rank to print), then its colour."""
        return "★R" if self is Joker.RED else "★B"

    @property
    def ascii(self) -> str:
        return self.value

    @property
    def label(self) -> Text:
        if self is Joker.RED:
            return Text("красный джокер", "red joker")
        return Text("чёрный джокер", "black joker")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Joker({self.text})"

    def __hash__(self) -> int:
        return hash(("card", self.index))

    def to_json(self) -> str:
        return self.ascii


PlayingCard = Card | Joker
"""Any card of a French pack, jokers included."""

_JOKER_ALIASES = {
    Joker.RED: {"rj", "★r", "🂿", "jr", "redjoker", "jokerred", "красныйджокер"},
    Joker.BLACK: {
        "bj",
        "★b",
        "🃏",
        "jb",
        "blackjoker",
        "jokerblack",
        "чёрныйджокер",
        "черныйджокер",
    },
}


_LATIN_SUITS = frozenset("cdhs")
AMBIGUOUS_T = Text(
    "«{text}» читается двояко: латинская T — десятка, русская Т — туз, а на вид они одинаковы. "
    "Пишите десятку как 10 (10♥), туза — как A или Т (A♥)",
    "'{text}' can be read two ways: the Latin T is a ten, the Russian Т an ace, and they look "
    "the same. Write a ten as 10 (10♥) and an ace as A (A♥)",
)


def _refuse_a_t_of_the_other_script(raw: str, rank: str, suit: str) -> None:
    """Refuse a T whose script differs from the suit's: «T♥» reads as ace or ten alike.

    In Russian «Т» is the ace (туз) and in English "T" the ten; they look the
    same. A T is read only with a suit of its own script: the ASCII "Th" is the
    ten (the wire form), «Т♥» or «Тч» the ace; a Latin T with a suit sign, or a
    Russian Т with a Latin suit letter, is refused with a hint.
    """
    latin_t, russian_t = rank == "t", rank == "т"
    if (latin_t and suit not in _LATIN_SUITS) or (russian_t and suit in _LATIN_SUITS):
        raise MalformedAction(AMBIGUOUS_T.with_params(text=raw), code="ambiguous_card")


@overload
def parse_card(text: str, jokers: Literal[False] = False) -> Card: ...


@overload
def parse_card(text: str, jokers: bool) -> PlayingCard: ...


def parse_card(text: str, jokers: bool = False) -> PlayingCard:
    """A card from any of its written forms; MalformedAction names the text otherwise.

    With `jokers` the two jokers are read too (and may be returned); a game
    without jokers leaves it off, so "RJ" is refused as any unreadable card is.
    """
    raw = text.strip()
    compact = raw.replace(" ", "").lower()
    if len(compact) >= 2:
        rank = _RANK_ALIASES.get(compact[:-1])
        suit_key = compact[-1]
        _refuse_a_t_of_the_other_script(raw, compact[:-1], suit_key)
        for suit, aliases in _SUIT_ALIASES.items():
            if rank is not None and suit_key in aliases:
                return Card(rank, suit)
    if jokers:
        for joker, names in _JOKER_ALIASES.items():
            if compact in names:
                return joker
        raise MalformedAction(
            Text(
                "Не понимаю карту «{text}» (пишите так: Q♣, Qc, 10h, Th; джокеры: RJ, BJ)",
                "Cannot read the card '{text}' (write it as Q♣, Qc, 10h or Th; jokers: RJ, BJ)",
            ).with_params(text=text)
        )
    raise MalformedAction(
        Text(
            "Не понимаю карту «{text}» (пишите так: Q♣, Qc, 10h, Th)",
            "Cannot read the card '{text}' (write it as Q♣, Qc, 10h or Th)",
        ).with_params(text=text)
    )


def card_from_json(data: Any, jokers: bool = False) -> PlayingCard:
    """A card (or, with `jokers`, a joker) from its JSON form, a string like "Qc" or "RJ"."""
    if not isinstance(data, str):
        raise MalformedAction(
            Text(
                'Карта должна быть строкой вроде "Qc", а не {data!r}',
                'A card must be a string like "Qc", not {data!r}',
            ).with_params(data=data)
        )
    return parse_card(data, jokers=jokers)


ALL_CARDS: tuple[Card, ...] = tuple(
    sorted((Card(rank, suit) for suit in SUITS for rank in Rank), key=lambda c: c.index)
)
"""Every card of the 52-card universe, position = `Card.index`."""

JOKERS: tuple[Joker, ...] = (Joker.RED, Joker.BLACK)

UNIVERSE: tuple[PlayingCard, ...] = (*ALL_CARDS, *JOKERS)
"""Every kind of French card, jokers last: position = `index` (0..53)."""

UNIVERSE_SIZE = len(UNIVERSE)
