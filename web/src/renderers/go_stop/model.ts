/**
 * Reading a Go-Stop view and the sums the table shows, kept apart from the
 * drawing so unit tests can check them against the engine's own views:
 * the layout by month, captured cards by kind with their unit counts, which
 * hand cards would capture, and what a Stop pays after the Gos.
 */
import { cardById, monthOf, type Kind } from "./deck";

export type CupCount = "animal" | "junk" | null;

export interface MonthGroup {
  month: number;
  cards: number[];
  /** Three cards of one month lying as one stack. */
  stack: boolean;
  /** The seat whose ppuk the stack is (null: dealt, or no stack). */
  ppuk: number | null;
}

export interface Score {
  total: number;
  brights: number;
  animals: number;
  godori: number;
  ribbons: number;
  red_poem: number;
  blue: number;
  plain_red: number;
  junk: number;
  animal_count: number;
  junk_units: number;
  cup: CupCount;
}

export interface PlayerView {
  captured: { brights: number[]; animals: number[]; ribbons: number[]; junk: number[] };
  score: Score;
  gos: number;
  decided_at: number;
  ppuks: number;
  hand_count: number;
  if_stop: { doublings: string[]; amount: number };
}

export interface Pending {
  kind: "play" | "choose_hand" | "choose_stock" | "go_stop";
  card?: number;
  options?: number[];
  score?: number;
  go_allowed?: boolean;
}

export interface Payout {
  score: number;
  gos: number;
  doublings: string[];
  amount: number;
}

export interface ResultView {
  kind: "stop" | "four" | "three_ppuk" | "nagari" | string;
  winner: number | null;
  amount: number;
  payout?: Payout;
  month?: number;
}

export interface GoStopView {
  seat: number | null;
  turn: number | null;
  turn_number: number;
  last_turn: boolean;
  phase: string;
  pending: Pending | null;
  hand: number[] | null;
  hand_counts: [number, number];
  stock_count: number;
  layout: MonthGroup[];
  in_play: { hand_card: number | null; hand_target: number | null; stock_card: number | null };
  players: [PlayerView, PlayerView];
  outcome: { details?: ResultView; reason?: { ru: string; en: string } } | null;
  four?: { seat: number; month: number; cards: number[] };
  /** Only in a finished game's full view (replays): both hands and the rest of the stock. */
  hands?: [number[], number[]];
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isCards = (value: unknown): value is number[] => Array.isArray(value) && value.every((c) => cardById(c) !== null);

/** The view as a Go-Stop view, or null when it is not one this client can draw. */
export function asGoStopView(view: Record<string, unknown>): GoStopView | null {
  if (view.kind !== "go_stop") return null;
  const players = view.players;
  if (!Array.isArray(players) || players.length !== 2) return null;
  for (const player of players as PlayerView[]) {
    const captured = player?.captured;
    if (!captured || !isCards(captured.brights) || !isCards(captured.animals) || !isCards(captured.ribbons) || !isCards(captured.junk)) return null;
    if (!player.score || !isNumber(player.score.total) || !player.if_stop) return null;
  }
  if (!Array.isArray(view.layout) || !(view.layout as MonthGroup[]).every((g) => isCards(g?.cards))) return null;
  if (view.hand !== null && !isCards(view.hand)) return null;
  const counts = view.hand_counts;
  if (!Array.isArray(counts) || counts.length !== 2 || !counts.every(isNumber) || !isNumber(view.stock_count)) return null;
  return view as unknown as GoStopView;
}

/** Cards grouped by month, months and cards in order. */
export function groupByMonth(cards: readonly number[]): { month: number; cards: number[] }[] {
  const groups = new Map<number, number[]>();
  for (const card of cards) {
    const month = monthOf(card);
    const list = groups.get(month);
    if (list) list.push(card);
    else groups.set(month, [card]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([month, list]) => ({ month, cards: [...list].sort((a, b) => a - b) }));
}

export interface CapturedRow {
  kind: Kind;
  cards: number[];
  /** Cards counted in this row (animals and ribbons) or junk units (the junk row). */
  count: number;
}

/**
 * A side's captured cards by kind, each row by card number, with the counts the
 * combinations use: the cup sits and counts where the score put it (as an
 * animal, or as two junk units), and a double junk counts two units.
 */
export function capturedRows(cards: readonly number[], cup: CupCount): CapturedRow[] {
  const rows: Record<Kind, number[]> = { bright: [], animal: [], ribbon: [], junk: [] };
  for (const id of cards) {
    const card = cardById(id);
    if (!card) continue;
    const kind: Kind = card.cup ? (cup === "junk" ? "junk" : "animal") : card.kind;
    rows[kind].push(id);
  }
  const order: Kind[] = ["bright", "animal", "ribbon", "junk"];
  return order.map((kind) => {
    const list = rows[kind].sort((a, b) => a - b);
    return { kind, cards: list, count: kind === "junk" ? junkUnits(list) : list.length };
  });
}

/** Junk units of cards that lie in a junk row (the cup there counts two). */
export function junkUnits(cards: readonly number[]): number {
  return cards.reduce((sum, id) => sum + (cardById(id)?.units ?? 0), 0);
}

/** Every captured card of a player, whatever row the view put it in. */
export function allCaptured(player: PlayerView): number[] {
  const c = player.captured;
  return [...c.brights, ...c.animals, ...c.ribbons, ...c.junk];
}

/** How many layout cards of each month a hand card would meet (0: it would stay on the layout). */
export function matchCounts(hand: readonly number[], layout: readonly MonthGroup[]): Map<number, number> {
  const byMonth = new Map(layout.map((group) => [group.month, group.cards.length]));
  return new Map(hand.map((card) => [card, byMonth.get(monthOf(card)) ?? 0]));
}

/** What the Gos do to a payment: nothing, +1 or +2 (one or two Gos), or ×2, ×4… from the third. */
export function goEffect(gos: number): { kind: "none" } | { kind: "plus"; n: number } | { kind: "times"; n: number } {
  if (gos <= 0) return { kind: "none" };
  if (gos <= 2) return { kind: "plus", n: gos };
  return { kind: "times", n: 2 ** (gos - 2) };
}

/** The payment of a Stop: the score after the Gos, doubled once per doubling. */
export function stopAmount(score: number, gos: number, doublings: number): number {
  const effect = goEffect(gos);
  const base = effect.kind === "plus" ? score + effect.n : effect.kind === "times" ? score * effect.n : score;
  return base * 2 ** doublings;
}

/** The layout cards the pending choice is between, or none. */
export function choiceOptions(view: GoStopView): number[] {
  const pending = view.pending;
  if (!pending || (pending.kind !== "choose_hand" && pending.kind !== "choose_stock")) return [];
  return Array.isArray(pending.options) ? pending.options : [];
}

/** The cards of this turn not yet resolved, shown beside the layout while the mover chooses. */
export function cardsInPlay(view: GoStopView): number[] {
  const { hand_card, stock_card } = view.in_play ?? { hand_card: null, stock_card: null };
  return [hand_card, stock_card].filter((c): c is number => cardById(c) !== null);
}
