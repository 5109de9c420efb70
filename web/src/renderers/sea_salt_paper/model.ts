/** The Sea Salt & Paper view as the server sends it (igroteka/games/sea_salt_paper/views.py). */

export interface Card {
  id: number;
  type: string;
  colour: string;
}

export interface LastMove {
  kind: string;
  count?: number;
  discard?: number;
  pile?: number;
  card?: number;
  cards?: number[];
  victim?: number;
  call?: string;
}

export interface PlayerView {
  total: number;
  hand_count: number;
  played: Card[];
  table_points: number;
  revealed: boolean;
  hand: Card[] | null;
  points: number | null;
  bonus: number | null;
  last: LastMove[];
}

export interface RoundSheet {
  round: number;
  ending: string;
  caller: number | null;
  won: boolean | null;
  points: number[];
  bonuses: number[];
  scores: number[];
  totals: number[];
  hands: Card[][];
  played: Card[][];
}

export interface SspView {
  kind: "sea_salt_paper";
  seat: number | null;
  seats: number;
  target: number;
  round: number;
  turn: number | null;
  first: number;
  phase: string;
  phase_text: { ru: string; en: string };
  deck_count: number;
  piles: { count: number; top: Card | null }[];
  players: PlayerView[];
  announced: { call: string; seat: number } | null;
  final_turns: number[];
  crab_pile: number | null;
  hand: Card[] | null;
  mine: { points: number; bonus: number; may_announce: boolean } | null;
  pair: Card[] | null;
  browse: Card[] | null;
  last_round: RoundSheet | null;
  outcome: unknown;
  /** Every hand by card id, in a finished game's record only (the replay shows them all). */
  hands?: number[][];
}

export function asView(view: Record<string, unknown>): SspView | null {
  return view && view.kind === "sea_salt_paper" ? (view as unknown as SspView) : null;
}

export const COLOURS: Record<string, string> = {
  db: "#1f4e8c",
  lb: "#5fb0e6",
  bk: "#262626",
  y: "#f2c531",
  g: "#3f9a4a",
  w: "#ffffff",
  pu: "#8a4fb0",
  gr: "#8f8f8f",
  lo: "#f6b47e",
  pk: "#f39cc3",
  o: "#e8731a",
};

/** Ink that reads on each colour's band. */
export const INK: Record<string, string> = {
  db: "#fff", lb: "#0b2340", bk: "#fff", y: "#3a2b00", g: "#fff", w: "#333",
  pu: "#fff", gr: "#fff", lo: "#4a2500", pk: "#4a0f2a", o: "#fff",
};

export const GROUPS: Record<string, string> = {
  crab: "duo", boat: "duo", fish: "duo", swimmer: "duo", shark: "duo",
  shell: "collector", octopus: "collector", penguin: "collector", sailor: "collector",
  lighthouse: "multiplier", shoal: "multiplier", colony: "multiplier", captain: "multiplier",
  mermaid: "mermaid",
};

export const GROUP_ORDER = ["duo", "collector", "multiplier", "mermaid"] as const;

/** A hand grouped as it scores: duo cards, collectors, multipliers, mermaids. */
export function grouped(hand: Card[]): [string, Card[]][] {
  return GROUP_ORDER.map((g) => [g, hand.filter((c) => GROUPS[c.type] === g)] as [string, Card[]])
    .filter(([, cards]) => cards.length > 0);
}
