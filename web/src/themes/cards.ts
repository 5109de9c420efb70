/**
 * Card sets are data too: suit symbols, their colours and the face and back
 * colours. The four-colour set keeps every suit apart for colour-blind players.
 * Card game renderers draw from the chosen set; the settings screen previews it.
 */
import type { Bilingual } from "../i18n";

export type Suit = "spades" | "hearts" | "diamonds" | "clubs";

export interface CardSet {
  id: string;
  name: Bilingual;
  face: string;
  edge: string;
  back: string;
  backPattern: string;
  /** How large the corner index is drawn, relative to the card's width. */
  indexScale: number;
  suits: Record<Suit, { symbol: string; color: string }>;
}

export const SUITS: Suit[] = ["spades", "hearts", "diamonds", "clubs"];

export const CARD_SETS: CardSet[] = [
  {
    id: "classic",
    name: { ru: "Классическая", en: "Classic" },
    face: "#fffdf7",
    edge: "#b9b2a3",
    back: "#1f4e8c",
    backPattern: "#d8e4f5",
    indexScale: 0.3,
    suits: {
      spades: { symbol: "♠", color: "#1a1a1a" },
      hearts: { symbol: "♥", color: "#c8102e" },
      diamonds: { symbol: "♦", color: "#c8102e" },
      clubs: { symbol: "♣", color: "#1a1a1a" },
    },
  },
  {
    id: "four_color",
    name: { ru: "Четыре цвета", en: "Four colours" },
    face: "#ffffff",
    edge: "#9a9a9a",
    back: "#7a1f1f",
    backPattern: "#f3d6d6",
    indexScale: 0.3,
    suits: {
      spades: { symbol: "♠", color: "#111111" },
      hearts: { symbol: "♥", color: "#d0021b" },
      diamonds: { symbol: "♦", color: "#1565c0" },
      clubs: { symbol: "♣", color: "#2e7d32" },
    },
  },
  {
    id: "large_index",
    name: { ru: "Крупные индексы", en: "Large index" },
    face: "#fffef9",
    edge: "#8c8c8c",
    back: "#2f5d3a",
    backPattern: "#cfe8d4",
    indexScale: 0.42,
    suits: {
      spades: { symbol: "♠", color: "#000000" },
      hearts: { symbol: "♥", color: "#d0021b" },
      diamonds: { symbol: "♦", color: "#d0021b" },
      clubs: { symbol: "♣", color: "#000000" },
    },
  },
];

export function cardSet(id: string | undefined): CardSet {
  return CARD_SETS.find((set) => set.id === id) ?? CARD_SETS[0];
}
