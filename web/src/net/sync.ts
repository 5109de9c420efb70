/**
 * The pure part of staying in step with a table: folding server messages into
 * the client's copy, deciding what to do with a move that was made while the
 * connection was down, and how long to wait before the next reconnection try.
 * Kept free of sockets and timers so the unit tests can drive it directly.
 */
import { actingSeats } from "./acting";
import type {
  ChatMessage,
  Clocks,
  ControlsSpec,
  GameEvent,
  LegalAction,
  LogEntry,
  ServerMessage,
  TableSummary,
} from "./types";

/** What one seat (or a spectator: key "spectator") is shown. */
export interface SeatFeed {
  seat: number | null;
  version: number;
  /** Null before the game starts. */
  view: Record<string, unknown> | null;
  legal: LegalAction[];
  clocks: Clocks;
  log: GameEvent[];
  /** The seats that may act now, as the last message said (see `feedActing`). */
  acting?: number[];
  /** This seat's continuous action, when the game has one now. */
  controls?: ControlsSpec | null;
}

function viewTurn(view: Record<string, unknown> | null | undefined): number | null {
  return typeof view?.turn === "number" ? view.turn : null;
}

/** The seats a message says may act: its `acting`, else its `turn` (else its view's). */
function messageActing(message: { acting?: number[] | null; turn?: number | null }, view: Record<string, unknown> | null): number[] {
  return actingSeats(message.acting, message.turn !== undefined ? message.turn : viewTurn(view));
}

/** The seats that may act now in what `feed` shows (none before the game starts). */
export function feedActing(feed: SeatFeed | null | undefined): number[] {
  if (!feed) return [];
  return feed.acting ?? actingSeats(undefined, viewTurn(feed.view));
}

export interface ChatEntry {
  from: string;
  text: string;
  at?: string;
  seat?: number | null;
}

export interface TableSync {
  table: string;
  /** The highest version seen on any feed; -1 before the first snapshot. */
  version: number;
  feeds: Record<string, SeatFeed>;
  info: TableSummary | null;
  chat: ChatEntry[];
}

export const CHAT_LIMIT = 200;

export function feedKey(seat: number | null): string {
  return seat === null ? "spectator" : String(seat);
}

export function emptySync(table: string): TableSync {
  return { table, version: -1, feeds: {}, info: null, chat: [] };
}

/**
 * The sync state after `message`. Messages for another table are ignored, and so is
 * an update that is not newer than what its seat already shows (a duplicate
 * delivered after a reconnection), so applying a message twice changes nothing.
 */
export function applyMessage(state: TableSync, message: ServerMessage): TableSync {
  if ("table" in message && message.table !== undefined && message.table !== state.table) {
    return state;
  }
  switch (message.type) {
    case "snapshot": {
      const key = feedKey(message.seat);
      const view = message.view ?? null;
      const feed: SeatFeed = {
        seat: message.seat,
        version: message.version,
        view,
        legal: message.legal ?? [],
        clocks: message.clocks ?? {},
        log: message.log ? flattenLog(message.log) : (state.feeds[key]?.log ?? []),
        acting: messageActing(message, view),
        controls: message.controls ?? null,
      };
      // Sitting down ends watching, and standing up ends playing: a seat's snapshot
      // replaces the spectator's feed, a spectator's snapshot every seat's.
      const kept = Object.fromEntries(
        Object.entries(state.feeds).filter(([k]) => (message.seat === null ? false : k !== "spectator")),
      );
      return {
        ...state,
        version: Math.max(state.version, message.version),
        feeds: { ...kept, [key]: feed },
        info: message.table_info ?? state.info,
      };
    }
    case "update": {
      const key = feedKey(message.seat);
      const previous = state.feeds[key];
      if (previous && message.version <= previous.version) return state;
      // One new action: its first event is the action of whoever was to move before it
      // (what follows from it, such as the end of the game, is nobody's). When several
      // seats could act, the server names the seat on the event itself.
      const before = previous && message.version === previous.version + 1 ? feedActing(previous) : [];
      const mover = before.length === 1 ? before[0] : undefined;
      // Each event keeps the version of its action (as a snapshot's log does), so the table
      // can tell one move's events from the next one's.
      const events = (message.events ?? []).map((event, i) =>
        i === 0 && typeof mover === "number" && event.seat === undefined
          ? { ...event, seat: mover, version: message.version }
          : { ...event, version: message.version },
      );
      const view = message.view ?? previous?.view ?? null;
      const feed: SeatFeed = {
        seat: message.seat,
        version: message.version,
        view,
        legal: message.legal ?? [],
        clocks: message.clocks ?? previous?.clocks ?? {},
        log: trimLog([...(previous?.log ?? []), ...events]),
        acting: messageActing(message, view),
        controls: message.controls ?? null,
      };
      return {
        ...state,
        version: Math.max(state.version, message.version),
        feeds: { ...state.feeds, [key]: feed },
      };
    }
    case "table":
      return { ...state, info: message.table_info };
    case "chat":
      return { ...state, chat: appendChat(state.chat, message) };
    default:
      return state;
  }
}

export const LOG_LIMIT = 500;

function trimLog(log: GameEvent[]): GameEvent[] {
  return log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log;
}

/**
 * A snapshot's log is a list of applied actions, each with its events; the client keeps
 * the events, the first of each marked with who acted (as updates are).
 */
export function flattenLog(entries: (LogEntry | GameEvent)[]): GameEvent[] {
  const events: GameEvent[] = [];
  for (const entry of entries) {
    if (Array.isArray((entry as LogEntry).events)) {
      const { seat, version } = entry as LogEntry;
      (entry as LogEntry).events.forEach((event, i) => {
        events.push(i === 0 && event.seat === undefined ? { ...event, seat, version } : { ...event, version });
      });
    } else {
      events.push(entry as GameEvent);
    }
  }
  return trimLog(events);
}

/** The server replays recent chat after every hello; a line already shown is not added twice. */
function appendChat(chat: ChatEntry[], message: ChatMessage): ChatEntry[] {
  const entry: ChatEntry = { from: message.from, text: message.text, at: message.at, seat: message.seat };
  if (message.at && chat.some((c) => c.at === entry.at && c.from === entry.from && c.text === entry.text)) return chat;
  const next = [...chat, entry];
  return next.length > CHAT_LIMIT ? next.slice(next.length - CHAT_LIMIT) : next;
}

/** A move the player made that the server has not answered yet. */
export interface PendingAct {
  seat: number;
  /** The version the player saw when moving: the server refuses the move if the table moved on. */
  version: number;
  action: unknown;
  /** Whether it went out on a socket at least once (it may have arrived). */
  sent: boolean;
}

export type Reconciliation = "resend" | "settled" | "refused";

/**
 * What to do with a pending move once the table is back in sync at `version`:
 * - the table has not moved on: send it (again); the server's version check
 *   makes a second copy harmless, so a click is never lost;
 * - the table moved on and the move had gone out: it was played (or overtaken),
 *   and the position on screen now says which; nothing to re-send;
 * - the table moved on while the move never left this device: it is refused,
 *   and the player is told so instead of seeing it silently vanish.
 */
export function reconcile(pending: PendingAct, version: number): Reconciliation {
  if (version <= pending.version) return "resend";
  return pending.sent ? "settled" : "refused";
}

/** Exponential back-off with jitter: 0.5 s, 1 s, 2 s ... capped at 15 s; `random` in [0, 1). */
export function backoffDelay(attempt: number, random: number): number {
  const base = Math.min(15000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random * 0.5));
}

/**
 * Which feed to show: a seat of ours that may act now (the one shown before if it
 * still may, else the lowest), else the one shown before. Two people on one device
 * who act at once take turns at the screen: the first acts, then the other's seat
 * is the one left acting.
 */
export function chooseFeed(
  feeds: Record<string, SeatFeed>,
  previous: string | null,
): string | null {
  const keys = Object.keys(feeds);
  if (keys.length === 0) return null;
  const acting = keys
    .filter((key) => key !== "spectator" && feedActing(feeds[key]).includes(Number(key)))
    .sort((a, b) => Number(a) - Number(b));
  if (acting.length > 0) return previous !== null && acting.includes(previous) ? previous : acting[0];
  if (previous !== null && previous in feeds) return previous;
  return keys.sort()[0];
}

/**
 * Whether a device holding several seats must hide the table before showing
 * `next`: only in games with hidden information, when the view changes hands.
 */
export function needsPrivacyScreen(
  seatsHeld: number,
  hiddenInformation: boolean,
  revealed: string | null,
  next: string | null,
): boolean {
  return hiddenInformation && seatsHeld > 1 && next !== null && next !== "spectator" && next !== revealed;
}
