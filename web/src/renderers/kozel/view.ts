/**
 * Kozel's view (docs/kozel.md) read into what the table draws, kept pure for
 * the unit tests: the hand in playing order with each card's action or the
 * rules' reason why it may not be played, the decisions that are buttons
 * (trump, redeal, passing the last trump), the trick by side of the table,
 * and a deal's result as the player's own team sees it.
 */
import type { Bilingual } from "../../i18n";
import type { LegalAction } from "../../net/types";
import type { Suit } from "../../themes/cards";
import { legalText } from "../../table/events";
import { parseCard, sideOf, sortHand, suitOf, type Rank, type Side } from "../cards/model";

export interface KozelCardRef {
  card: string;
  text?: string;
  seat?: number;
}

export interface KozelDealLine {
  deal: number;
  trump?: string | null;
  trumper?: number;
  dealer?: number;
  kind: "scored" | "eggs" | "catch" | string;
  card_points: number[];
  written: number[];
  base?: number;
  eggs?: number;
  team?: number | null;
  queen_team?: number;
  scores?: number[];
}

export interface KozelView {
  seat: number | null;
  team: number | null;
  phase: string;
  phase_text?: Bilingual;
  turn: number | null;
  deal_number: number;
  dealer: number;
  trumper: number;
  trump: { suit: string | null; symbol: string | null; trumper: number; team: number; shoha: string | null; mode: string; order?: string[] };
  hand: KozelCardRef[];
  hand_counts: number[];
  revealed: Record<string, KozelCardRef[]>;
  trick: { leader: number; cards: KozelCardRef[] } | null;
  last_trick: { leader: number; winner: number; points: number; cards: KozelCardRef[] } | null;
  card_points: number[];
  tricks: number[];
  scores: number[];
  target: number;
  eggs: { pending: number; mode: string };
  goats: number | null;
  last_deal: KozelDealLine | null;
  match: { scores: number[]; target: number; scoring: string; eggs: number; deals: KozelDealLine[]; goats: number | null };
  exchanges: { from: number; to: number; returned_done: boolean; card?: string | null; returned?: string | null }[];
  restricted?: boolean[];
  redeal?: { seat: number; reasons: Bilingual[] };
  playable?: { card: string; text: string; playable: boolean; reason: Bilingual | null }[];
  outcome: Record<string, unknown> | null;
  /** Only in the view of a finished game's replay: every hand. */
  hands?: KozelCardRef[][];
}

const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The view with every field present (a missing one gets its empty value), or null if it is not Kozel's. */
export function readKozelView(raw: Record<string, unknown>): KozelView | null {
  if (raw.kind !== "cards" || !Array.isArray(raw.hand_counts)) return null;
  const trump = (raw.trump ?? {}) as Partial<KozelView["trump"]>;
  const match = (raw.match ?? {}) as Partial<KozelView["match"]>;
  const eggs = (raw.eggs ?? {}) as Partial<KozelView["eggs"]>;
  return {
    seat: typeof raw.seat === "number" ? raw.seat : null,
    team: typeof raw.team === "number" ? raw.team : null,
    phase: typeof raw.phase === "string" ? raw.phase : "play",
    phase_text: raw.phase_text as Bilingual | undefined,
    turn: typeof raw.turn === "number" ? raw.turn : null,
    deal_number: num(raw.deal_number, 1),
    dealer: num(raw.dealer),
    trumper: num(raw.trumper),
    trump: {
      suit: typeof trump.suit === "string" ? trump.suit : null,
      symbol: typeof trump.symbol === "string" ? trump.symbol : null,
      trumper: num(trump.trumper, num(raw.trumper)),
      team: num(trump.team, num(raw.trumper) & 1),
      shoha: typeof trump.shoha === "string" ? trump.shoha : null,
      mode: typeof trump.mode === "string" ? trump.mode : "declared",
      order: Array.isArray(trump.order) ? trump.order : undefined,
    },
    hand: arr<KozelCardRef>(raw.hand),
    hand_counts: arr<number>(raw.hand_counts),
    revealed: (raw.revealed && typeof raw.revealed === "object" ? raw.revealed : {}) as Record<string, KozelCardRef[]>,
    trick: (raw.trick ?? null) as KozelView["trick"],
    last_trick: (raw.last_trick ?? null) as KozelView["last_trick"],
    card_points: arr<number>(raw.card_points).length === 2 ? arr<number>(raw.card_points) : [0, 0],
    tricks: arr<number>(raw.tricks).length === 2 ? arr<number>(raw.tricks) : [0, 0],
    scores: arr<number>(raw.scores).length === 2 ? arr<number>(raw.scores) : [0, 0],
    target: num(raw.target, 12),
    eggs: { pending: num(eggs.pending), mode: typeof eggs.mode === "string" ? eggs.mode : "" },
    goats: typeof raw.goats === "number" ? raw.goats : null,
    last_deal: (raw.last_deal ?? null) as KozelDealLine | null,
    match: {
      scores: arr<number>(match.scores),
      target: num(match.target, num(raw.target, 12)),
      scoring: typeof match.scoring === "string" ? match.scoring : "penalty",
      eggs: num(match.eggs),
      deals: arr<KozelDealLine>(match.deals),
      goats: typeof match.goats === "number" ? match.goats : null,
    },
    exchanges: arr(raw.exchanges),
    restricted: Array.isArray(raw.restricted) ? (raw.restricted as boolean[]) : undefined,
    redeal: raw.redeal as KozelView["redeal"],
    playable: Array.isArray(raw.playable) ? (raw.playable as KozelView["playable"]) : undefined,
    outcome: (raw.outcome ?? null) as Record<string, unknown> | null,
    hands: Array.isArray(raw.hands) ? (raw.hands as KozelCardRef[][]) : undefined,
  };
}

/** Kozel's permanent trumps, strongest first, before the trump suit is known. */
export function permanentTrumps(shoha: string | null): string[] {
  return [...(shoha ? [shoha] : []), "Qc", "Qs", "Qh", "Qd", "Jc", "Js", "Jh", "Jd"];
}

/** The order a Kozel hand is held in: trumps first as the trump table ranks them, then plain suits. */
export function kozelHandOrder(view: KozelView, kingAboveTen: boolean): { trumps: string[]; ranks: Rank[] } {
  const ranks: Rank[] = kingAboveTen ? ["A", "K", "T", "9", "8", "7", "6"] : ["A", "T", "K", "9", "8", "7", "6"];
  return { trumps: view.trump.order ?? permanentTrumps(view.trump.shoha), ranks };
}

/** Which card an action plays, gives or returns ("Qc"), or null for a decision without a card. */
export function actionCard(action: unknown): string | null {
  if (!action || typeof action !== "object") return null;
  const a = action as Record<string, unknown>;
  for (const key of ["card", "give", "return"]) if (typeof a[key] === "string") return a[key] as string;
  return null;
}

/** What may happen to one card of the hand now. */
export interface HandCard {
  id: string;
  text: string;
  /** The action that uses this card now (play, give or return), if any. */
  action: unknown | null;
  /** The rules' reason this card may not be used now (null when it may, or when no reason is known). */
  reason: Bilingual | null;
}

/**
 * The hand in holding order with each card's action (from the legal actions)
 * and, for a card that may not be used, the game's reason from `playable`.
 * A card already sent to the server (`pending`) has left the hand.
 */
export function handCards(view: KozelView, legal: LegalAction[], order: { trumps: string[]; ranks: Rank[] }, pending: unknown): HandCard[] {
  const gone = actionCard(pending);
  const byId = new Map(view.hand.map((c) => [c.card, c]));
  const ids = sortHand(view.hand.map((c) => c.card).filter((id) => id !== gone), order);
  const playable = new Map((view.playable ?? []).map((p) => [p.card, p]));
  const actions = new Map<string, unknown>();
  for (const entry of legal) {
    const card = actionCard(entry.action);
    if (card && !actions.has(card)) actions.set(card, entry.action);
  }
  return ids.map((id) => {
    const action = actions.get(id) ?? null;
    const info = playable.get(id);
    return {
      id,
      text: byId.get(id)?.text ?? info?.text ?? id,
      action,
      reason: action ? null : info && !info.playable ? info.reason : null,
    };
  });
}

export type Decision =
  | { kind: "trump"; suit: Suit; action: unknown; text: string }
  | { kind: "redeal"; redeal: boolean; action: unknown; text: string }
  | { kind: "give"; card: string; action: unknown; text: string }
  | { kind: "keep"; action: unknown; text: string }
  | { kind: "other"; action: unknown; text: string };

/**
 * The legal actions that are decisions rather than a card played from the hand:
 * naming the trump, asking for a redeal or not, passing or keeping the last trump.
 * Returning a card is done by tapping it, so it is not listed; neither is a play.
 */
export function decisions(legal: LegalAction[]): Decision[] {
  const out: Decision[] = [];
  for (const entry of legal) {
    const a = (entry.action ?? {}) as Record<string, unknown>;
    if (typeof a.card === "string" || typeof a.return === "string") continue;
    if (typeof a.trump === "string") {
      const suit = suitOf(a.trump);
      if (suit) out.push({ kind: "trump", suit, action: entry.action, text: entry.text });
      continue;
    }
    if (typeof a.redeal === "boolean") out.push({ kind: "redeal", redeal: a.redeal, action: entry.action, text: entry.text });
    else if (typeof a.give === "string") out.push({ kind: "give", card: a.give, action: entry.action, text: entry.text });
    else if (a.keep === true) out.push({ kind: "keep", action: entry.action, text: entry.text });
    else out.push({ kind: "other", action: entry.action, text: legalText(entry) });
  }
  const rank = (d: Decision) => ["trump", "redeal", "give", "keep", "other"].indexOf(d.kind);
  // Asking for a redeal before playing on; passing before keeping: the rules' question first.
  return out.sort((x, y) => rank(x) - rank(y) || (x.kind === "redeal" && y.kind === "redeal" ? Number(y.redeal) - Number(x.redeal) : 0));
}

export interface TrickSlot {
  side: Side;
  seat: number;
  card: string;
  /** Order of play in the trick (0: the lead). */
  order: number;
}

/** The cards of a trick placed on the sides of the players who played them. */
export function trickSlots(cards: KozelCardRef[], me: number | null, pendingCard: string | null = null): TrickSlot[] {
  const slots = cards
    .filter((c) => typeof c.seat === "number" && parseCard(c.card))
    .map((c, i) => ({ side: sideOf(c.seat as number, me, 4), seat: c.seat as number, card: c.card, order: i }));
  if (pendingCard && me !== null && !slots.some((s) => s.seat === me)) {
    slots.push({ side: "bottom", seat: me, card: pendingCard, order: slots.length });
  }
  return slots;
}

export interface DealResult {
  deal: number;
  kind: "scored" | "eggs" | "catch";
  /** Card points: the player's team first. */
  points: [number, number];
  /** What was written: the player's team first. */
  written: [number, number];
  /** Whether the written points count against the team (penalty scoring) or for it. */
  penalty: boolean;
  /** The multiplier or bonus of carried eggs that raised this line (0: none). */
  eggs: number;
  /** Whose queen of clubs was caught (0: the player's team, 1: the others), for a catch. */
  queenTeam: 0 | 1 | null;
  trump: Suit | null;
  totals: [number, number];
}

/** A score-sheet line as the player's own team sees it (team 0 first for a spectator). */
export function dealResult(line: KozelDealLine, myTeam: number | null, scoring: string): DealResult {
  const first = myTeam === 1 ? 1 : 0;
  const mine = <T,>(p: T[], fallback: T): [T, T] => [p[first] ?? fallback, p[1 - first] ?? fallback];
  const kind = line.kind === "eggs" || line.kind === "catch" ? line.kind : "scored";
  return {
    deal: line.deal,
    kind,
    points: mine(line.card_points ?? [], 0),
    written: mine(line.written ?? [], 0),
    penalty: scoring !== "credit",
    eggs: line.eggs ?? 0,
    queenTeam: typeof line.queen_team === "number" ? (line.queen_team === first ? 0 : 1) : null,
    trump: suitOf(line.trump),
    totals: mine(line.scores ?? [], 0),
  };
}

/** The seats of a team as people count them: team 0 → "1 и 3". */
export function teamSeats(team: number): [number, number] {
  return team === 0 ? [1, 3] : [2, 4];
}

/** Whether a seat is the player's partner (opposite), an opponent, or the player. */
export function relation(seat: number, me: number | null): "me" | "partner" | "opponent" | "none" {
  if (me === null) return "none";
  if (seat === me) return "me";
  return (seat - me + 4) % 2 === 0 ? "partner" : "opponent";
}
