/**
 * Klabor's view (docs/klabor.md) read into what the table draws, kept pure for
 * the unit tests: the hand in playing order with each card's action (with and
 * without «белла») or the rules' reason it may not be played, the engine's
 * choices that are buttons (bids, trump naming, exchange, declaring, redeal),
 * the trick by side of the table for 2, 3 or 4 seats, and a score-sheet line
 * as rows a person reads (card points, combinations, bella, last trick, бейт,
 * висяк).
 */
import type { Bilingual } from "../../i18n";
import type { LegalAction } from "../../net/types";
import { parseCard, sideOf, sortHand, type Rank, type Side } from "../cards/model";

export interface KlaborCardRef {
  card: string;
  text?: string;
  seat?: number;
}

export interface KlaborChoice {
  action: Record<string, unknown>;
  text: string;
  label?: Bilingual;
}

export interface KlaborDealLine {
  deal: number;
  maker?: number;
  maker_side?: number;
  trump?: string | null;
  kind: "made" | "bait" | "hanging" | "klabor" | string;
  card_points?: number[];
  last_trick?: number[];
  sequences?: number[];
  bella?: number[];
  totals?: number[];
  written?: number[];
  skis?: boolean[];
  bait_penalty?: number[];
  pot_settled?: number;
  pots_after?: number[];
  scores?: number[];
  /** The pairs tournament only: the round the deal was played in. */
  round?: number | "final";
}

/** The pairs tournament around the deals (`match.tournament`): two rounds, «обяз», final deals. */
export interface KlaborTournament {
  round: number | "final";
  round_wins: number[];
  /** The side under «обяз» (the first round's winners, in round two), or null. */
  obyaz: number | null;
  final_deals: number;
  rounds: { round: number | "final"; winner: number; scores: number[] }[];
}

export interface KlaborView {
  seat: number | null;
  players: number;
  side_of: number[];
  side: number | null;
  phase: string;
  phase_text?: Bilingual;
  turn: number | null;
  deal_number: number;
  dealer: number;
  turnup: { card: string; text?: string; suit?: string; face_up: KlaborCardRef | null; holder: number | null } | null;
  frez: KlaborCardRef | null;
  trump: { suit: string; symbol?: string; maker: number; how?: string; how_text?: Bilingual; order?: string[] } | null;
  bidding: { round: number; bids: { seat: number; round: number; bid: string; text?: Bilingual }[] };
  hand: KlaborCardRef[];
  hand_counts: number[];
  contest: { declarations: { seat: number; name?: Bilingual; trump?: boolean; result?: string }[]; shown: { seat: number; points: number; sequences: { text?: string; name?: Bilingual }[] }[] } | null;
  bella: { seat: number } | null;
  trick: { leader: number; cards: KlaborCardRef[] } | null;
  last_trick: { leader: number; winner: number; points: number; cards: KlaborCardRef[] } | null;
  deal_score: { card_points: number[]; tricks: number[]; sequences: number[]; bella: number[]; pots: number[] };
  scores: number[];
  baits: number[];
  target: number;
  last_deal: KlaborDealLine | null;
  /** Only in the view of a finished game's replay: every hand. */
  hands?: KlaborCardRef[][];
  deals: KlaborDealLine[];
  tournament: KlaborTournament | null;
  playable?: { card: string; text: string; playable: boolean; reason: Bilingual | null }[];
  choices: KlaborChoice[];
  outcome: Record<string, unknown> | null;
}

const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** The view with every field present, or null if it is not Klabor's. */
export function readKlaborView(raw: Record<string, unknown>): KlaborView | null {
  if (raw.kind !== "cards" || raw.game !== "klabor" || !Array.isArray(raw.hand_counts)) return null;
  const players = num(raw.players, arr(raw.hand_counts).length || 2);
  const sideOfSeat = arr<number>(raw.side_of).length ? arr<number>(raw.side_of) : Array.from({ length: players }, (_, i) => i);
  const sides = Math.max(...sideOfSeat) + 1;
  const ds = obj(raw.deal_score);
  const per = (v: unknown) => (arr<number>(v).length === sides ? arr<number>(v) : Array(sides).fill(0));
  const match = obj(raw.match);
  const bidding = obj(raw.bidding);
  return {
    seat: typeof raw.seat === "number" ? raw.seat : null,
    players,
    side_of: sideOfSeat,
    side: typeof raw.side === "number" ? raw.side : null,
    phase: typeof raw.phase === "string" ? raw.phase : "play",
    phase_text: raw.phase_text as Bilingual | undefined,
    turn: typeof raw.turn === "number" ? raw.turn : null,
    deal_number: num(raw.deal_number, 1),
    dealer: num(raw.dealer),
    turnup: raw.turnup ? (raw.turnup as KlaborView["turnup"]) : null,
    frez: raw.frez ? (raw.frez as KlaborCardRef) : null,
    trump: raw.trump ? (raw.trump as KlaborView["trump"]) : null,
    bidding: { round: num(bidding.round, 1), bids: arr(bidding.bids) },
    hand: arr<KlaborCardRef>(raw.hand),
    hand_counts: arr<number>(raw.hand_counts),
    contest: raw.contest ? (raw.contest as KlaborView["contest"]) : null,
    bella: raw.bella ? (raw.bella as KlaborView["bella"]) : null,
    trick: (raw.trick ?? null) as KlaborView["trick"],
    last_trick: (raw.last_trick ?? null) as KlaborView["last_trick"],
    deal_score: {
      card_points: per(ds.card_points),
      tricks: per(ds.tricks),
      sequences: per(ds.sequences),
      bella: per(ds.bella),
      pots: arr<number>(ds.pots),
    },
    scores: per(raw.scores),
    baits: per(raw.baits),
    target: num(raw.target, 501),
    last_deal: (raw.last_deal ?? null) as KlaborDealLine | null,
    hands: Array.isArray(raw.hands) ? (raw.hands as KlaborCardRef[][]) : undefined,
    deals: arr<KlaborDealLine>(match.deals),
    tournament: readTournament(match.tournament, sides),
    playable: Array.isArray(raw.playable) ? (raw.playable as KlaborView["playable"]) : undefined,
    choices: arr<KlaborChoice>(raw.choices),
    outcome: (raw.outcome ?? null) as Record<string, unknown> | null,
  };
}

function readTournament(raw: unknown, sides: number): KlaborTournament | null {
  if (!raw || typeof raw !== "object") return null;
  const t = raw as Record<string, unknown>;
  const round = t.round === "final" ? "final" : num(t.round, 1);
  const wins = arr<number>(t.round_wins);
  return {
    round,
    round_wins: wins.length === sides ? wins : Array(sides).fill(0),
    obyaz: typeof t.obyaz === "number" ? t.obyaz : null,
    final_deals: num(t.final_deals),
    rounds: arr(t.rounds),
  };
}

/** How many sides score: one per seat, or two pairs with four in teams. */
export function sideCount(view: KlaborView): number {
  return Math.max(...view.side_of) + 1;
}

/** Klabor's plain-suit order (ace, ten, king, queen, jack, 9, 8, 7); trumps first in the trump order. */
export function klaborHandOrder(view: KlaborView): { trumps: string[]; ranks: Rank[] } {
  return { trumps: view.trump?.order ?? [], ranks: ["A", "T", "K", "Q", "J", "9", "8", "7"] };
}

/** What may happen to one card of the hand now. */
export interface KlaborHandCard {
  id: string;
  text: string;
  /** The plain play of this card, if legal now. */
  action: unknown | null;
  /** The same card played with «белла» announced, when the engine offers it. */
  bellaAction: unknown | null;
  /** The rules' reason this card may not be played (null when it may, or none is known). */
  reason: Bilingual | null;
}

/**
 * The hand in holding order with each card's plain and «белла» plays (from the
 * legal actions) and, for a card that may not be played, the engine's reason.
 * A card already sent to the server (`pending`) has left the hand.
 */
export function klaborHand(view: KlaborView, legal: LegalAction[], pending: unknown): KlaborHandCard[] {
  const gone = (pending as { card?: unknown } | null)?.card;
  const byId = new Map(view.hand.map((c) => [c.card, c]));
  const ids = sortHand(view.hand.map((c) => c.card).filter((id) => id !== gone), klaborHandOrder(view));
  const playable = new Map((view.playable ?? []).map((p) => [p.card, p]));
  const plain = new Map<string, unknown>();
  const bella = new Map<string, unknown>();
  for (const entry of legal) {
    const a = obj(entry.action);
    if (typeof a.card !== "string") continue;
    (a.bella === true ? bella : plain).set(a.card, entry.action);
  }
  return ids.map((id) => {
    const action = plain.get(id) ?? null;
    const info = playable.get(id);
    return {
      id,
      text: byId.get(id)?.text ?? info?.text ?? id,
      action,
      bellaAction: bella.get(id) ?? null,
      reason: action ? null : info && !info.playable ? info.reason : null,
    };
  });
}

export type KlaborDecisionKind = "play" | "trump" | "pass" | "exchange" | "declare" | "redeal" | "other";

export interface KlaborDecision {
  kind: KlaborDecisionKind;
  action: unknown;
  /** The engine's bilingual label («Играю», «Козырь ♣»), or its action text. */
  label: Bilingual | string;
  /** The suit letter named by a second-round bid. */
  suit?: string;
}

/**
 * The choices that are buttons rather than a card from the hand: the bids,
 * naming the trump, the seven's exchange, declaring, a redeal and passing.
 * The labels come from the view's `choices` (bilingual) where the engine gives them.
 */
export function klaborDecisions(view: KlaborView, legal: LegalAction[]): KlaborDecision[] {
  const labels = new Map(view.choices.map((c) => [JSON.stringify(c.action), c.label ?? c.text]));
  const out: KlaborDecision[] = [];
  for (const entry of legal) {
    const a = obj(entry.action);
    if (typeof a.card === "string") continue;
    const label = labels.get(JSON.stringify(entry.action)) ?? entry.text;
    let kind: KlaborDecisionKind = "other";
    if (a.play === true) kind = "play";
    else if (typeof a.trump === "string") kind = "trump";
    else if (a.exchange === true) kind = "exchange";
    else if (a.declare === true) kind = "declare";
    else if (a.redeal === true) kind = "redeal";
    else if (a.pass === true) kind = "pass";
    out.push({ kind, action: entry.action, label, ...(typeof a.trump === "string" ? { suit: a.trump } : {}) });
  }
  const rank = (d: KlaborDecision) => ["play", "trump", "exchange", "declare", "redeal", "other", "pass"].indexOf(d.kind);
  // Taking the deal comes first and passing last, as a player reads the question.
  return out.sort((x, y) => rank(x) - rank(y));
}

export interface KlaborTrickSlot {
  side: Side;
  seat: number;
  card: string;
  order: number;
}

/** The cards of a trick on the sides of those who played them (2, 3 or 4 seats). */
export function klaborTrickSlots(cards: KlaborCardRef[], me: number | null, players: number, pendingCard: string | null = null): KlaborTrickSlot[] {
  const slots = cards
    .filter((c) => typeof c.seat === "number" && parseCard(c.card))
    .map((c, i) => ({ side: sideOf(c.seat as number, me, players), seat: c.seat as number, card: c.card, order: i }));
  if (pendingCard && me !== null && !slots.some((s) => s.seat === me)) {
    slots.push({ side: "bottom", seat: me, card: pendingCard, order: slots.length });
  }
  return slots;
}

/** Side order for the player's columns: the player's own side first, the rest in order. */
export function sideColumns(sides: number, mine: number | null): number[] {
  const all = Array.from({ length: sides }, (_, i) => i);
  return mine === null ? all : [mine, ...all.filter((s) => s !== mine)];
}

export type DealRowKey = "card_points" | "sequences" | "bella" | "last_trick" | "bait_penalty" | "skis" | "written" | "scores";

/** What лыжи (a side that took no trick) cost on the sheet: rules.ru.md, «Лыжи». */
export const SKI_PENALTY = -100;

export interface DealRow {
  key: DealRowKey;
  values: number[];
}

/**
 * A score-sheet line as rows in the player's column order. Rows that are zero
 * for everyone (no combinations, no bella, no penalty, no лыжи) are left out, but
 * card points, what was written and the totals always show, so the rows shown
 * add up to what was written.
 */
export function dealRows(line: KlaborDealLine, columns: number[]): DealRow[] {
  const keys: DealRowKey[] = ["card_points", "sequences", "bella", "last_trick", "bait_penalty", "skis", "written", "scores"];
  const always = new Set<DealRowKey>(["card_points", "written", "scores"]);
  const rows: DealRow[] = [];
  for (const key of keys) {
    const values = key === "skis"
      ? columns.map((c) => (arr<boolean>(line.skis)[c] === true ? SKI_PENALTY : 0))
      : columns.map((c) => num(arr<number>(line[key])[c]));
    if (!always.has(key) && values.every((v) => v === 0)) continue;
    rows.push({ key, values });
  }
  return rows;
}

/** What a line means for the maker: made, бейт (the maker lost), висяк (tied, points hang), клабор. */
export function dealKind(line: KlaborDealLine): "made" | "bait" | "hanging" | "klabor" {
  return line.kind === "bait" || line.kind === "hanging" || line.kind === "klabor" ? line.kind : "made";
}

/** Deals the pairs tournament ends with when the two rounds are split one each. */
export const FINAL_DEALS = 4;

/** One block of the match sheet: the deals of a tournament round (or of the whole match). */
export interface SheetSection {
  /** 1, 2 or "final" in the pairs tournament; null for an ordinary match. */
  round: number | "final" | null;
  deals: KlaborDealLine[];
  /** The side that won this round, once it is over. */
  winner: number | null;
  /** Each side's score at the end of the round, or now for the round being played. */
  scores: number[];
  current: boolean;
}

/**
 * The match sheet in blocks: one for an ordinary match; in the pairs
 * tournament one per round, because the scores start again from zero after
 * the first round and the final deals are counted apart.
 */
export function sheetSections(view: KlaborView): SheetSection[] {
  const tour = view.tournament;
  if (!tour) return [{ round: null, deals: view.deals, winner: null, scores: view.scores, current: true }];
  const order: (number | "final")[] = [1, 2, "final"];
  const upTo = order.indexOf(tour.round);
  return order.slice(0, upTo + 1).map((round) => {
    const done = tour.rounds.find((r) => r.round === round);
    const current = round === tour.round && !done;
    return {
      round,
      deals: view.deals.filter((d) => (d.round ?? 1) === round),
      winner: done ? done.winner : null,
      scores: done ? done.scores : view.scores,
      current,
    };
  });
}

/** The seats playing under «обяз» now (both partners of the side), or none. */
export function obyazSeats(view: KlaborView): number[] {
  const side = view.tournament?.round === 2 ? view.tournament.obyaz : null;
  if (side === null || side === undefined) return [];
  return view.side_of.map((s, seat) => (s === side ? seat : -1)).filter((seat) => seat >= 0);
}

/** The seats of a side, in seat order: the partners' names go under its column. */
export function sideMembers(view: KlaborView, side: number): number[] {
  return view.side_of.map((s, seat) => (s === side ? seat : -1)).filter((seat) => seat >= 0);
}
