/**
 * The HTTP side of the protocol. Every failure becomes an ApiError carrying the
 * server's bilingual message, so a screen can show why without knowing the code.
 */
import type { Bilingual } from "../i18n";
import type { Fairness, GameEvent, GameInfo, OptionValue, Outcome, RuleSet, SeatInfo, TableSummary, User } from "./types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: Bilingual | null,
    message: string,
  ) {
    super(message);
  }
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError(0, "network", null, String(err));
  }
  const raw = await response.text();
  let data: unknown = null;
  if (raw) {
    try {
      data = JSON.parse(raw);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; text?: Bilingual } } | null)
      ?.error;
    const detail = (data as { detail?: unknown } | null)?.detail;
    throw new ApiError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.text ?? null,
      error?.message ?? (typeof detail === "string" ? detail : response.statusText),
    );
  }
  return data as T;
}

function unwrapUser(data: { user?: User } | User): User {
  return "user" in data && data.user ? data.user : (data as User);
}

export const api = {
  me: async () => unwrapUser(await request<{ user: User }>("GET", "/api/me")),
  guest: async (name: string, lang: string) =>
    unwrapUser(await request<{ user: User }>("POST", "/api/auth/guest", { name, lang })),
  login: async (login: string, password: string) =>
    unwrapUser(await request<{ user: User }>("POST", "/api/auth/login", { login, password })),
  register: async (login: string, password: string, name: string, lang: string) =>
    unwrapUser(
      await request<{ user: User }>("POST", "/api/auth/register", { login, password, name, lang }),
    ),
  logout: () => request<unknown>("POST", "/api/auth/logout"),
  saveSettings: async (settings: Record<string, unknown>) =>
    unwrapUser(await request<{ user: User }>("PATCH", "/api/me/settings", settings)),
  games: () => request<GameInfo[]>("GET", "/api/games"),
  rules: (game: string, lang: string) =>
    request<{ markdown: string }>(
      "GET",
      `/api/games/${encodeURIComponent(game)}/rules?lang=${encodeURIComponent(lang)}`,
    ),
  tables: () => request<TableSummary[]>("GET", "/api/tables"),
  table: (id: string, invite?: string | null) =>
    request<TableSummary>(
      "GET",
      `/api/tables/${encodeURIComponent(id)}${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`,
    ),
  createTable: (body: CreateTableRequest) =>
    request<{ table: TableSummary; invite?: string | null; invite_url?: string | null }>("POST", "/api/tables", body),
  quickplay: (game: string, preset: string | null, level: string) =>
    request<{ table: TableSummary }>("POST", "/api/quickplay", { game, preset, level }),
  join: (id: string, seat: number | null, invite?: string | null) =>
    request<{ table: TableSummary; seat: number }>(
      "POST",
      `/api/tables/${encodeURIComponent(id)}/join`,
      { seat, invite: invite ?? undefined },
    ),
  leave: (id: string) =>
    request<{ table: TableSummary }>("POST", `/api/tables/${encodeURIComponent(id)}/leave`),
  rematch: (id: string) =>
    request<{ table: TableSummary; rematch: string | null }>("POST", `/api/tables/${encodeURIComponent(id)}/rematch`),
  ready: (id: string) =>
    request<{ table: TableSummary }>("POST", `/api/tables/${encodeURIComponent(id)}/ready`),
  seed: (id: string, seed: string) =>
    request<{ table: TableSummary }>("POST", `/api/tables/${encodeURIComponent(id)}/seed`, { seed }),
  replay: (id: string) => request<Replay>("GET", `/api/replays/${encodeURIComponent(id)}`),
  review: (id: number, seat: number) => request<ReviewStatus>("GET", `/api/replays/${id}/review?seat=${seat}`),
  startReview: (id: number, seat: number) => request<ReviewStatus>("POST", `/api/replays/${id}/review`, { seat }),
  fairness: (table: string) =>
    request<Fairness>("GET", `/api/fairness/${encodeURIComponent(table)}`),
  /** A leaderboard: a preset's, a rule set's own (`ruleset:ID`), or null for changed options. */
  ratings: (game: string, board: string | null) =>
    request<RatingRow[]>("GET", `/api/ratings/${encodeURIComponent(game)}${boardQuery(board)}`),
  myGames: () => request<MyGame[]>("GET", "/api/me/games"),
  /** A finished offline game, replayed by the server and kept under «Мои игры» (docs/offline.md). */
  sendOfflineGame: (body: Record<string, unknown>) =>
    request<{ record_id: number; table: string; replay_url: string }>("POST", "/api/offline-games", body),
  player: (key: string) => request<PlayerProfile>("GET", `/api/players/${encodeURIComponent(key)}`),
  rulesets: (game: string) =>
    request<{ mine: RuleSet[]; public: RuleSet[] }>("GET", `/api/rulesets?game=${encodeURIComponent(game)}`),
  ruleset: (id: string) => request<RuleSet>("GET", `/api/rulesets/${encodeURIComponent(id)}`),
  saveRuleset: (body: SaveRuleSetRequest) => request<RuleSet>("POST", "/api/rulesets", body),
  changeRuleset: (id: string, change: { public?: boolean; name?: string; description?: string }) =>
    request<RuleSet>("PATCH", `/api/rulesets/${encodeURIComponent(id)}`, change),
  deleteRuleset: (id: string) => request<Record<string, never>>("DELETE", `/api/rulesets/${encodeURIComponent(id)}`),
};

/** Rating boards of players' rule sets are keyed `ruleset:ID` (docs/rulesets.md). */
export const RULESET_BOARD = "ruleset:";

function boardQuery(board: string | null): string {
  if (!board) return "";
  if (board.startsWith(RULESET_BOARD)) return `?ruleset=${encodeURIComponent(board.slice(RULESET_BOARD.length))}`;
  return `?preset=${encodeURIComponent(board)}`;
}

export interface SaveRuleSetRequest {
  game: string;
  preset: string | null;
  options: Record<string, OptionValue>;
  name: string;
  description: string;
  public: boolean;
}

export type SeatRequest = { kind: "me"; name?: string } | { kind: "human" } | { kind: "bot"; level: string };

export interface CreateTableRequest {
  game: string;
  preset?: string | null;
  options?: Record<string, unknown>;
  seats: SeatRequest[];
  private?: boolean;
  stake?: number;
  clock?: { kind: "none" | "move" | "game"; seconds?: number; increment?: number };
  /** A saved rule set: the table plays its options, so preset and options are left out. */
  ruleset?: string;
}

export interface ReplayStep {
  version: number;
  seat: number;
  by_bot?: boolean;
  at?: string;
  events: GameEvent[];
  /** The action in words, both languages (finished games only; a string from older servers). */
  text?: Bilingual | string | null;
  /** The whole position after this move, every hand shown (finished games only). */
  view?: Record<string, unknown> | null;
}

/** «Разбор партии» of one seat (igroteka/review/review.py says how the values are made). */
export interface ReviewDecision {
  move: number;
  seat: number;
  played: string;
  played_label: Bilingual;
  best: string;
  best_label: Bilingual;
  value_played: number;
  value_best: number;
  cost: number;
  error: number;
  mistake: boolean;
}

export interface ReviewResult {
  game: string;
  seat: number;
  /** "score": 0 to 1 of a win; "points": of the deal each move belongs to. */
  unit: "score" | "points";
  /** Values from the seat's own view only: the game hides cards. */
  hidden: boolean;
  worlds: number;
  judge: string;
  decisions: ReviewDecision[];
  /** [move index, the seat's expected result after that move] */
  curve: [number, number][];
  /** Card games with an all-seeing player: each deal replayed with every card open; null elsewhere. */
  open_cards?: ReviewOpenDeal[] | null;
}

/** One deal as played and as the all-seeing players played it with every hand known. */
export interface ReviewOpenDeal {
  deal: number;
  /** The index of the deal's first move in the record. */
  start: number;
  played: number;
  open: number;
  line: { seat: number; move: string; label: Bilingual }[];
}

export interface ReviewStatus {
  seat: number;
  state: "none" | "running" | "done" | "failed";
  done: number;
  total: number;
  review: ReviewResult | null;
}

export interface Replay {
  record_id: number;
  table_id: string;
  game: string;
  options: Record<string, OptionValue>;
  finished: boolean;
  seats: SeatInfo[];
  steps: ReplayStep[];
  view: Record<string, unknown> | null;
  /** The position before the first move (finished games only). */
  start_view?: Record<string, unknown> | null;
  outcome?: Outcome | null;
  seed?: string | null;
  commitment?: string | null;
}

/** A leaderboard line: `rating` ± `deviation` is shown (1500 ± 350 for a newcomer); the order is by `ordinal`. */
export interface RatingRow {
  rank: number;
  player: string;
  name: string;
  is_bot: boolean;
  games: number;
  ordinal: number;
  rating: number;
  deviation: number;
  mu?: number;
  sigma?: number;
}

/** One rated game on a profile. */
export interface RatedGame {
  at: string;
  table: string;
  result: "win" | "draw" | "loss" | null;
  rating: number;
  deviation: number;
  delta: number;
}

/** A player's rating on one board (game and rule set) and its history, oldest first. */
export interface PlayerBoard {
  game: string;
  preset: string | null;
  rating: number;
  deviation: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  history: RatedGame[];
}

export interface PlayerProfile {
  player: string;
  name: string;
  is_bot: boolean;
  boards: PlayerBoard[];
}

/** One of my games: its record (for the replay) and its table (to go back to it). */
export interface MyGame {
  id: number;
  table: string;
  game: string;
  preset: string | null;
  status: string;
  started_at: string;
  finished_at: string | null;
  /** My seats at that table. */
  seats: number[];
  opponents: string[];
  result: Outcome | null;
  /** Whether the game has a replay (it has finished). */
  replay: boolean;
  /** Played in the offline app and sent afterwards: unrated. */
  offline?: boolean;
}
