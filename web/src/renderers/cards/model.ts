/**
 * What every card table shares, kept pure so the unit tests can drive it:
 * reading a card's name ("Qc", "Th", a joker "RJ", a second deck's copy
 * "Qc#2"), keys that keep two copies of one card apart, the order a hand is
 * shown in, where the seats sit around the table as seen by the player, and
 * how a hand fans out in the width a screen has.
 */
import type { Suit } from "../../themes/cards";
import { seatLayout } from "../seating/layout";

/** Ranks as the engines write them, lowest first: T is the ten. A game's deck takes the ones it uses. */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  /** The name on the wire, without a copy number: "Qc". */
  id: string;
  rank: Rank;
  suit: Suit;
}

export type JokerColour = "red" | "black";

export interface Joker {
  /** "RJ" or "BJ". */
  id: string;
  joker: JokerColour;
}

const SUIT_OF: Record<string, Suit> = { s: "spades", h: "hearts", d: "diamonds", c: "clubs" };
export const SUIT_LETTER: Record<Suit, string> = { spades: "s", hearts: "h", diamonds: "d", clubs: "c" };
export const SUIT_SYMBOL: Record<Suit, string> = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" };
export const RED: Record<Suit, boolean> = { spades: false, hearts: true, diamonds: true, clubs: false };

/**
 * A card played with two decks may name its copy after a "#" ("Qc#2"); the card
 * itself is the part before it. Ids without one are copy 1.
 */
function splitCopy(id: string): [string, number] | null {
  const at = id.indexOf("#");
  if (at < 0) return [id, 1];
  const copy = Number(id.slice(at + 1));
  return Number.isInteger(copy) && copy >= 1 && /^\d+$/.test(id.slice(at + 1)) ? [id.slice(0, at), copy] : null;
}

/** The card named `id`, or null for anything else (a joker, a hidden card, a typo). */
export function parseCard(id: unknown): Card | null {
  if (typeof id !== "string") return null;
  const [name] = splitCopy(id) ?? [""];
  if (name.length !== 2) return null;
  const rank = name[0].toUpperCase() as Rank;
  const suit = SUIT_OF[name[1].toLowerCase()];
  if (!suit || !RANKS.includes(rank)) return null;
  return { id: `${rank}${SUIT_LETTER[suit]}`, rank, suit };
}

/** The joker named `id` ("RJ" red, "BJ" black; "JR", "JB" and a copy number are read too), or null. */
export function parseJoker(id: unknown): Joker | null {
  if (typeof id !== "string") return null;
  const [name] = splitCopy(id) ?? [""];
  const upper = name.toUpperCase();
  if (upper === "RJ" || upper === "JR") return { id: "RJ", joker: "red" };
  if (upper === "BJ" || upper === "JB") return { id: "BJ", joker: "black" };
  return null;
}

/** Which copy of its card `id` names (1 unless it says "#2"). */
export function copyOf(id: string): number {
  return splitCopy(id)?.[1] ?? 1;
}

/**
 * A key for each card of a row that tells two copies of one card apart, for
 * drawing a hand from two decks: the id itself the first time, then "Qc~2",
 * "Qc~3"... Ids that already differ ("Qc#1", "Qc#2") keep their own.
 */
export function cardKeys(ids: readonly string[]): string[] {
  const used = new Set<string>();
  return ids.map((id) => {
    let key = id;
    for (let n = 2; used.has(key); n += 1) key = `${id}~${n}`;
    used.add(key);
    return key;
  });
}

/** A French deck as ids: the given ranks in every suit, `copies` times (copy numbers from the second on), then `jokers` jokers. */
export function frenchDeck(ranks: readonly Rank[] = RANKS, opts: { copies?: number; jokers?: number } = {}): string[] {
  const copies = opts.copies ?? 1;
  const out: string[] = [];
  for (let copy = 1; copy <= copies; copy += 1) {
    for (const suit of ["c", "d", "h", "s"]) {
      for (const rank of ranks) out.push(copies > 1 ? `${rank}${suit}#${copy}` : `${rank}${suit}`);
    }
  }
  for (let j = 0; j < (opts.jokers ?? 0); j += 1) {
    const id = j % 2 === 0 ? "RJ" : "BJ";
    const copy = Math.floor(j / 2) + 1;
    out.push(copy > 1 ? `${id}#${copy}` : id);
  }
  return out;
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

/**
 * Where `seat` sits on the screen of the player in `me` (a spectator sees seat 0
 * at the bottom), as the seating kit places seats around a table: clockwise, so
 * the next seat is on the player's left and the partner of a four-handed game
 * sits opposite.
 */
export function sideOf(seat: number, me: number | null, seats: number): Side {
  return seatLayout(seats, me).find((spot) => spot.seat === seat)?.region ?? "top";
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
