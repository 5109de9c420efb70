/**
 * Card sets and table cloths are data: colours, suit shapes (SVG paths in a
 * 100x100 box), pip layouts, the letters printed in the corners and how the
 * court cards are framed, so a new deck is a new entry here and the card
 * renderers (Kozel, Klabor...) draw every set with the same code.
 *
 * The four-colour deck is a switch on top of any set (not a set of its own),
 * so a colour-blind player keeps the look they like and still tells ♦ from ♥.
 */
import type { Bilingual } from "../i18n";

export type Suit = "spades" | "hearts" | "diamonds" | "clubs";
export const SUITS: Suit[] = ["spades", "hearts", "diamonds", "clubs"];

/** A piece of a suit's shape in a 100x100 box. */
export type ShapePart = { d: string } | { cx: number; cy: number; r: number };

export const SUIT_SHAPES: Record<Suit, ShapePart[]> = {
  hearts: [{ d: "M50 93C44 85 4 60 4 32C4 16 16 6 29 6C39 6 46 12 50 21C54 12 61 6 71 6C84 6 96 16 96 32C96 60 56 85 50 93Z" }],
  diamonds: [{ d: "M50 3L88 50L50 97L12 50Z" }],
  spades: [{ d: "M50 3C57 20 96 40 96 63C96 77 86 85 74 85C64 85 57 80 54 74C55 84 59 91 68 96H32C41 91 45 84 46 74C43 80 36 85 26 85C14 85 4 77 4 63C4 40 43 20 50 3Z" }],
  clubs: [
    { cx: 50, cy: 27, r: 21 },
    { cx: 26, cy: 58, r: 21 },
    { cx: 74, cy: 58, r: 21 },
    { d: "M40 38H60V62H40Z" },
    { d: "M46 58C46 78 40 88 31 96H69C60 88 54 78 54 58Z" },
  ],
};

/** Suit colours of the four-colour deck (the usual poker scheme: black, red, blue, green). */
export const FOUR_COLORS: Record<Suit, string> = {
  spades: "#111111",
  hearts: "#d0021b",
  diamonds: "#1560bd",
  clubs: "#1f7a2e",
};

export interface CardSet {
  id: string;
  name: Bilingual;
  face: string;
  edge: string;
  back: string;
  backPattern: string;
  /** "lattice": diagonal lines; "rosette": rings, as on old Russian backs. */
  backStyle: "lattice" | "rosette";
  /** The corner index's height relative to the card's width. */
  indexScale: number;
  indexFont: string;
  indexWeight: number;
  /** Letters in the corners; missing ranks print as themselves ("10" for T). */
  letters: Partial<Record<string, string>>;
  /** "pips": the classic pip pattern; "big": one large suit, the index carries the rank. */
  center: "pips" | "big";
  /** Court cards: the frame and the two colours of the picture. */
  court: { frame: string; fill: string; accent: string; double: boolean };
  /** A thin border inside the edge, as on printed decks (null: none). */
  innerBorder: string | null;
  suits: Record<Suit, { color: string }>;
}

export const CARD_SETS: CardSet[] = [
  {
    id: "classic",
    name: { ru: "Классическая", en: "Classic" },
    face: "#fffdf7",
    edge: "#a49c8c",
    back: "#1f4e8c",
    backPattern: "#d8e4f5",
    backStyle: "lattice",
    indexScale: 0.3,
    indexFont: "Georgia, 'Times New Roman', serif",
    indexWeight: 700,
    letters: {},
    center: "pips",
    court: { frame: "#c9b27c", fill: "#f3ead2", accent: "#c8102e", double: false },
    innerBorder: null,
    suits: {
      spades: { color: "#1a1a1a" },
      hearts: { color: "#c8102e" },
      diamonds: { color: "#c8102e" },
      clubs: { color: "#1a1a1a" },
    },
  },
  {
    id: "large_index",
    name: { ru: "Крупные индексы", en: "Large index" },
    face: "#ffffff",
    edge: "#7c7c7c",
    back: "#2f5d3a",
    backPattern: "#cfe8d4",
    backStyle: "lattice",
    indexScale: 0.44,
    indexFont: "'Arial Narrow', 'Roboto Condensed', 'Noto Sans', Arial, sans-serif",
    indexWeight: 800,
    letters: {},
    center: "big",
    court: { frame: "#9aa3ad", fill: "#eef2f6", accent: "#d0021b", double: false },
    innerBorder: null,
    suits: {
      spades: { color: "#000000" },
      hearts: { color: "#d0021b" },
      diamonds: { color: "#d0021b" },
      clubs: { color: "#000000" },
    },
  },
  {
    id: "atlas",
    name: { ru: "Атласные", en: "Russian Atlas" },
    face: "#fbf6e9",
    edge: "#8c7a55",
    back: "#7d2027",
    backPattern: "#f0d9a8",
    backStyle: "rosette",
    indexScale: 0.32,
    indexFont: "Georgia, 'PT Serif', 'Times New Roman', serif",
    indexWeight: 700,
    // Russian decks print В (валет), Д (дама), К (король), Т (туз).
    letters: { J: "В", Q: "Д", K: "К", A: "Т" },
    center: "pips",
    court: { frame: "#b08d3c", fill: "#f6e7bf", accent: "#1d4f91", double: true },
    innerBorder: "#c9ad6a",
    suits: {
      spades: { color: "#1b1b22" },
      hearts: { color: "#c41e1e" },
      diamonds: { color: "#c41e1e" },
      clubs: { color: "#1b1b22" },
    },
  },
];

export function cardSet(id: string | undefined): CardSet {
  return CARD_SETS.find((set) => set.id === id) ?? CARD_SETS[0];
}

/** The colour of `suit` in `set`, or the four-colour deck's when that is switched on. */
export function suitColor(set: CardSet, suit: Suit, fourColor: boolean): string {
  return fourColor ? FOUR_COLORS[suit] : set.suits[suit].color;
}

/** A table cloth: the felt's centre and rim colours, the weave and the wooden edge. */
export interface TableCloth {
  id: string;
  name: Bilingual;
  centre: string;
  rim: string;
  weave: string;
  edge: string;
  /** Text drawn on the cloth (seat names, labels). */
  ink: string;
}

export const TABLE_CLOTHS: TableCloth[] = [
  { id: "green", name: { ru: "Зелёное сукно", en: "Green baize" }, centre: "#3a8059", rim: "#1f5239", weave: "rgba(255,255,255,0.05)", edge: "#5b3a1e", ink: "#f3f0e6" },
  { id: "blue", name: { ru: "Синее сукно", en: "Blue baize" }, centre: "#2f5f8f", rim: "#183a5e", weave: "rgba(255,255,255,0.05)", edge: "#3b2a1c", ink: "#eef3f8" },
  { id: "burgundy", name: { ru: "Бордовое сукно", en: "Burgundy baize" }, centre: "#8a3040", rim: "#541822", weave: "rgba(255,255,255,0.045)", edge: "#2e211a", ink: "#f8ecee" },
  { id: "oak", name: { ru: "Дубовый стол", en: "Oak table" }, centre: "#b58a5a", rim: "#7a5530", weave: "rgba(60,30,0,0.08)", edge: "#4a3018", ink: "#1f150b" },
];

export function tableCloth(id: string | undefined): TableCloth {
  return TABLE_CLOTHS.find((cloth) => cloth.id === id) ?? TABLE_CLOTHS[0];
}
