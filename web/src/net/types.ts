/** Shapes of the server's JSON, as docs/protocol.md defines them. */
import type { Bilingual } from "../i18n";

export type OptionValue = boolean | number | string;

export interface OptionChoice {
  value: string;
  label: Bilingual;
}

export interface OptionSpec {
  key: string;
  kind: "bool" | "int" | "float" | "choice";
  default: OptionValue;
  label: Bilingual;
  help?: Bilingual;
  choices?: OptionChoice[];
  minimum?: number;
  maximum?: number;
  /** One of the few options that decide the game: shown first, in the lobby line too. */
  headline?: boolean;
  /** The option matters only while every condition holds (another option's value is in / not in a list). */
  applies_when?: OptionCondition[];
}

export interface OptionCondition {
  option: string;
  in?: OptionValue[];
  not_in?: OptionValue[];
}

export interface PresetSpec {
  key: string;
  name: Bilingual;
  values: Record<string, OptionValue>;
  description?: Bilingual;
  seats?: number;
}

export interface OptionSchema {
  options: OptionSpec[];
  presets: PresetSpec[];
  default_preset: string | null;
}

export interface GameInfo {
  id: string;
  name: Bilingual;
  min_seats: number;
  max_seats: number;
  hidden_information: boolean;
  has_chance: boolean;
  options: OptionSchema;
  /** Go-Stop's 48 cards as the server describes them (the client draws from its own copy, tested equal). */
  deck?: Record<string, unknown>[] | null;
}

export interface SeatInfo {
  seat: number;
  kind: "human" | "bot" | "empty";
  name: string | null;
  /** The seat's name in both languages ("Бот (лёгкий)", "Свободно"). */
  label?: Bilingual;
  level?: string | null;
  rating?: number | null;
  connected?: boolean;
  ready?: boolean;
  user_id?: number | null;
  /** A bot plays for this person for now (disconnected) or for good (left). */
  bot_holding?: boolean;
  abandoned?: boolean;
  /** While this person is away: when (ISO) a bot takes the seat, unless they are back. */
  bot_at?: string | null;
}

export interface ClockSpec {
  kind: "none" | "move" | "game";
  seconds?: number;
  increment?: number;
}

/** The server's clocks: the spec, each seat's seconds left, and whose clock runs (several seats' when several act). */
export interface Clocks extends Partial<ClockSpec> {
  remaining?: number[];
  running?: number | number[] | null;
}

export interface Fairness {
  commitment: string;
  player_seeds?: Record<string, string>;
  server_seed?: string | null;
  seed?: string | null;
}

export interface TableSummary {
  id: string;
  game: string;
  preset: string | null;
  options: Record<string, OptionValue>;
  differences?: Record<string, OptionValue>;
  stake?: number;
  /** The most a staking seat can lose (the stake times the game's multiple, e.g. Kozel's dry goats). */
  stake_most?: number;
  clock?: ClockSpec | null;
  private?: boolean;
  status: "waiting" | "playing" | "finished" | "closed";
  seats: SeatInfo[];
  spectators?: number;
  summary?: Bilingual;
  version?: number;
  record_id?: number | null;
  fairness?: Fairness;
  /** After a timeout in a two-player game: `seat` may claim the win against `against`. */
  claimable?: { seat: number; against: number } | null;
  /** The game's outcome once finished. */
  result?: Outcome | null;
  /** Rating and chip changes of a finished game, as the server settled them. */
  settlement?: Settlement | null;
  /** After the end: the seats whose people asked for a rematch, and its table once all did. */
  rematch?: { agreed: number[]; table: string | null } | null;
  /** The player's saved rule set the table was created from (docs/rulesets.md). */
  ruleset?: { id: string; name: string } | null;
  [extra: string]: unknown;
}

/** A player's saved rule set: every option as saved, measured against the nearest preset. */
export interface RuleSet {
  id: string;
  game: string;
  name: string;
  description: string;
  public: boolean;
  author: string;
  mine: boolean;
  /** Tables created from it whose game started. */
  played: number;
  options: Record<string, OptionValue>;
  preset: string | null;
  differences: Record<string, OptionValue>;
  /** Why the game no longer takes it (an option changed since it was saved), both languages. */
  problem: Bilingual | null;
  share_url: string;
  created_at: string;
}

/** What a finished game did to chips and ratings (the server's economy). */
export interface Settlement {
  /** Null without a stake; `net` is each staker's gain or loss, by user id. */
  chips?: { net?: Record<string, number>; [extra: string]: unknown } | null;
  ratings?: RatingChange[];
}

export interface RatingChange {
  player?: string;
  name?: string;
  is_bot?: boolean;
  seats: number[];
  before?: { ordinal: number; rating?: number; deviation?: number };
  after?: { ordinal: number; rating?: number; deviation?: number };
  delta: number;
  /** The change on the scale players see (1500 for a newcomer); older servers sent only `delta`. */
  rating_delta?: number;
}

export interface Outcome {
  returns?: number[];
  winners?: number[];
  reason?: Bilingual;
  points?: number[];
  details?: Record<string, unknown>;
}

export interface User {
  id: number | string;
  name: string;
  login?: string | null;
  guest?: boolean;
  lang?: string;
  settings?: Record<string, unknown>;
  chips?: number;
}

export interface LegalAction {
  action: unknown;
  /** The game's notation ("c3-d4"). */
  text: string;
  /** The action in words, both languages (servers before it sent only `text`). */
  label?: Bilingual;
}

export interface GameEvent {
  kind: string;
  text?: Bilingual | string;
  seat?: number;
  action?: unknown;
  [extra: string]: unknown;
}


/** One parameter of a continuous action: a number in a range, or one of a few values. */
export type ControlParam =
  | { name: string; kind: "number"; label: Bilingual; min: number; max: number; unit?: string }
  | { name: string; kind: "choice"; label: Bilingual; values: unknown[] };

/** A continuous action as the engine describes it (`Controls.to_json`): the client sends `{name: value}`. */
export interface ControlsSpec {
  kind: string;
  params: ControlParam[];
}

/** One applied action in a snapshot's log: its version, who acted, what happened. */
export interface LogEntry {
  version: number;
  seat: number;
  events: GameEvent[];
}

export interface SnapshotMessage {
  type: "snapshot";
  table: string;
  version: number;
  seat: number | null;
  /** Null before the game has started. */
  view: Record<string, unknown> | null;
  legal: LegalAction[];
  turn?: number | null;
  /** The seats that may act now (several at once in a simultaneous game); older servers send only `turn`. */
  acting?: number[] | null;
  /** This seat's continuous action, when the game has one (igroteka/engine/controls.py). */
  controls?: ControlsSpec | null;
  table_info?: TableSummary;
  clocks?: Clocks;
  log?: (LogEntry | GameEvent)[];
}

export interface UpdateMessage {
  type: "update";
  table: string;
  version: number;
  seat: number | null;
  events?: GameEvent[];
  view: Record<string, unknown> | null;
  legal: LegalAction[];
  turn?: number | null;
  acting?: number[] | null;
  controls?: ControlsSpec | null;
  clocks?: Clocks;
  /** Present on a catch-up after a reconnection: the version the client had. */
  since?: number;
}

export interface TableMessage {
  type: "table";
  table: string;
  table_info: TableSummary;
}

export interface ChatMessage {
  type: "chat";
  table: string;
  from: string;
  text: string;
  at?: string;
  seat?: number | null;
  history?: boolean;
}

export interface ErrorMessage {
  type: "error";
  code: string;
  message?: string;
  text?: Bilingual;
  table?: string;
  details?: Record<string, unknown>;
}

export type ServerMessage =
  | SnapshotMessage
  | UpdateMessage
  | TableMessage
  | ChatMessage
  | ErrorMessage
  | { type: "pong" };
