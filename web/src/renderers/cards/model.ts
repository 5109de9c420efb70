/**
 * What every card table shares, kept pure so the unit tests can drive it:
 * reading a card's name ("Qc", "Th"), the order a hand is shown in, where the
 * seats sit around the table as seen by the player, and how a hand fans out
 * in the width a screen has.
 */
import type { Suit } from "../../themes/cards";

/** Ranks as the engines write them: T is the ten. */
export const RANKS = ["6", "7", "8", "9", "T", "J", "Q", "K", "A"] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  /** The name on the wire: "Qc". */
  id: string;
  rank: Rank;
  suit: Suit;
}

const SUIT_OF: Record<string, Suit> = { s: "spades", h: "hearts", d: "diamonds", c: "clubs" };
export const SUIT_LETTER: Record<Suit, string> = { spades: "s", hearts: "h", diamonds: "d", clubs: "c" };
export const SUIT_SYMBOL: Record<Suit, string> = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" };
export const RED: Record<Suit, boolean> = { spades: false, hearts: true, diamonds: true, clubs: false };

/** The card named `id`, or null for anything else (a hidden card, a typo). */
export function parseCard(id: unknown): Card | null {
  if (typeof id !== "string" || id.length !== 2) return null;
  const rank = id[0].toUpperCase() as Rank;
  const suit = SUIT_OF[id[1].toLowerCase()];
  if (!suit || !RANKS.includes(rank)) return null;
  return { id: `${rank}${SUIT_LETTER[suit]}`, rank, suit };
}

/** The suit a letter names ("h", "H" → hearts), or null. */
export function suitOf(letter: unknown): Suit | null {
  return typeof letter === "string" ? SUIT_OF[letter.toLowerCase()] ?? null : null;
}

/** How a rank is printed in a corner: "10" for T, else the set's letter or the rank itself. */
export function rankLabel(rank: Rank, letters: Partial<Record<string, string>> = {}): string {
  return letters[rank] ?? (rank === "T" ? "10" : rank);
}

/** A card in words for screen readers and refusal lines: "Q♣", "10♥" (or "Д♣" with Russian letters). */
export function cardText(card: Card, letters: Partial<Record<string, string>> = {}): string {
  return `${rankLabel(card.rank, letters)}${SUIT_SYMBOL[card.suit]}`;
}

export interface HandOrder {
  /** Trumps, strongest first: they lead the hand in this order. */
  trumps?: string[];
  /** Plain ranks, strongest first. */
  ranks: Rank[];
  /** Suits in the order to consider; the sort alternates colours where it can. */
  suits?: Suit[];
}

/**
 * The suits of `present` in an order where neighbours differ in colour
 * whenever the suits allow it (♠ ♥ ♣ ♦, not ♠ ♣ ♥ ♦), starting from the
 * first of `preferred`.
 */
export function alternateSuits(present: Suit[], preferred: Suit[] = ["spades", "hearts", "clubs", "diamonds"]): Suit[] {
  const left = preferred.filter((s) => present.includes(s));
  const out: Suit[] = [];
  while (left.length) {
    const last = out[out.length - 1];
    const redsLeft = left.filter((s) => RED[s]).length;
    const blacksLeft = left.length - redsLeft;
    let index = 0;
    if (last !== undefined) {
      // Take a suit of the other colour; if the majority colour must come next, take it now.
      const wantRed = !RED[last];
      const found = left.findIndex((s) => RED[s] === wantRed);
      if (found >= 0) index = found;
    } else if (redsLeft > blacksLeft) {
      index = left.findIndex((s) => RED[s]);
    } else if (blacksLeft > redsLeft) {
      index = left.findIndex((s) => !RED[s]);
    }
    out.push(left.splice(index, 1)[0]);
  }
  return out;
}

/**
 * A hand in the order a player holds it: trumps first (strongest first), then
 * each plain suit together, colours alternating, strongest rank first. Cards
 * the order does not know keep their place at the end.
 */
export function sortHand(cards: string[], order: HandOrder): string[] {
  const trumps = order.trumps ?? [];
  const parsed = cards.map((id) => ({ id, card: parseCard(id) }));
  const trumpCards = trumps.filter((id) => cards.includes(id));
  const plain = parsed.filter((p) => p.card && !trumps.includes(p.id)) as { id: string; card: Card }[];
  const unknown = parsed.filter((p) => !p.card).map((p) => p.id);
  const suits = alternateSuits([...new Set(plain.map((p) => p.card.suit))], order.suits);
  const rankIndex = (rank: Rank) => {
    const i = order.ranks.indexOf(rank);
    return i < 0 ? order.ranks.length : i;
  };
  const plainSorted = suits.flatMap((suit) =>
    plain
      .filter((p) => p.card.suit === suit)
      .sort((a, b) => rankIndex(a.card.rank) - rankIndex(b.card.rank))
      .map((p) => p.id),
  );
  return [...trumpCards, ...plainSorted, ...unknown];
}

export type Side = "bottom" | "left" | "top" | "right";
const SIDES: Side[] = ["bottom", "left", "top", "right"];

/**
 * Where `seat` sits on the screen of the player in `me` (a spectator sees seat 0
 * at the bottom). Seats go clockwise, so the next seat is on the player's left
 * and the partner of a four-handed game sits opposite.
 */
export function sideOf(seat: number, me: number | null, seats: number): Side {
  const offset = (((seat - (me ?? 0)) % seats) + seats) % seats;
  if (seats === 4) return SIDES[offset];
  if (seats === 2) return offset === 0 ? "bottom" : "top";
  if (seats === 3) return (["bottom", "left", "right"] as Side[])[offset];
  return offset === 0 ? "bottom" : "top";
}

export interface FanCard {
  x: number;
  y: number;
  rotate: number;
}

export interface FanLayout {
  cardWidth: number;
  cardHeight: number;
  /** How far apart the cards' left edges are. */
  step: number;
  /** Room left on each side for the outer cards' tilt. */
  margin: number;
  width: number;
  height: number;
  cards: FanCard[];
}

/** A card's height for its width (the usual 5:7 poker proportion). */
export const CARD_RATIO = 1.4;

/**
 * A hand of `count` cards fanned in `width` pixels: cards as large as fit
 * (between `min` and `max` wide), overlapping no more than needed but always
 * leaving the corner index of each card uncovered (`minVisible` of a card's
 * width), gently turned and lifted into an arc. When even the smallest cards
 * do not fit, they keep their index strip and the fan is wider than `width`
 * (the caller scrolls it) rather than hiding an index.
 */
export function fanLayout(
  count: number,
  width: number,
  opts: { min?: number; max?: number; minVisible?: number; spread?: number } = {},
): FanLayout {
  const min = opts.min ?? 60;
  const max = opts.max ?? 112;
  const minVisible = opts.minVisible ?? 0.5;
  const spreadLimit = opts.spread ?? 14;
  const spread = count <= 1 ? 0 : Math.min(spreadLimit, 2.2 * (count - 1));
  // The outer cards lean out by their tilt: keep that much room on both sides.
  // (the tilt turns each card about a point 1.2 card heights below its top)
  const pad = (cardGuess: number) => Math.ceil(1.2 * cardGuess * CARD_RATIO * Math.sin(((spread / 2) * Math.PI) / 180));
  let usable = Math.max(0, width - 8);
  usable = Math.max(0, usable - 2 * pad(Math.min(max, usable / (1 + Math.max(0, count - 1) * minVisible))));
  // Largest card that fits with every index strip visible, within [min, max].
  let cardWidth = count <= 1 ? max : usable / (1 + (count - 1) * minVisible);
  cardWidth = Math.max(min, Math.min(max, cardWidth, usable / 1.02 || min));
  const natural = cardWidth * 0.72;
  const step = count <= 1 ? 0 : Math.max(cardWidth * minVisible, Math.min(natural, (usable - cardWidth) / (count - 1)));
  const cardHeight = cardWidth * CARD_RATIO;
  const margin = pad(cardWidth);
  const arc = cardWidth * 0.1;
  const cards: FanCard[] = [];
  const mid = (count - 1) / 2;
  for (let i = 0; i < count; i += 1) {
    const t = mid === 0 ? 0 : (i - mid) / mid;
    cards.push({
      x: round(margin + i * step),
      y: round(arc * t * t),
      rotate: round((spread / 2) * t),
    });
  }
  const total = count === 0 ? 0 : cardWidth + step * (count - 1) + 2 * margin;
  return {
    cardWidth: round(cardWidth),
    cardHeight: round(cardHeight),
    step: round(step),
    margin,
    width: round(total),
    height: round(cardHeight + arc),
    cards,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The index to move keyboard focus to in a row of `count` items. */
export function moveFocus(index: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
