/**
 * One WebSocket to the server for one table, kept alive by itself: it
 * reconnects with back-off, says hello with the last version it saw so the
 * server sends only what was missed, and keeps a move made while offline
 * until it can be sent or must be refused (see `reconcile`).
 *
 * A network that goes away says nothing: no close, no error, the socket only
 * falls silent. So the client pings every `pingEveryMs` and gives the socket up
 * once nothing at all has come for `silenceMs` (the server does the same the
 * other way: igroteka/server/ws_transport.py), and it says so at once.
 */
import { signal } from "@preact/signals";
import type { Bilingual } from "../i18n";
import {
  applyMessage,
  backoffDelay,
  emptySync,
  reconcile,
  type PendingAct,
  type TableSync,
} from "./sync";
import type { ServerMessage } from "./types";

export type ConnectionStatus = "connecting" | "online" | "reconnecting" | "closed";

/** The part of the browser's WebSocket this class uses, so tests can pass a fake. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export interface Notice {
  /** A catalog key for what the client itself says, or the server's bilingual text. */
  key?: "move_refused_offline" | "move_not_sent";
  text?: Bilingual;
  code?: string;
  /** Distinguishes two identical notices in a row, so the UI shows both. */
  serial: number;
  /** The table's version when it was said: a newer position makes it old news. */
  version: number;
}

const OPEN = 1;
/** Heartbeat defaults: the server pings as often and gives up after as long (Settings.ws_*). */
export const PING_EVERY_MS = 2500;
export const SILENCE_LIMIT_MS = 6000;
const ACT_TIMEOUT_MS = 12000;
const RESEND_AFTER_HELLO_MS = 1500;
/** Errors after which trying again cannot help: the table is gone or closed to us. */
const FATAL_CODES = new Set(["no_table", "not_found", "private_table"]);

export function defaultSocketUrl(): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws`;
}

export interface ConnectionOptions {
  table: string;
  invite?: string | null;
  url?: string;
  socketFactory?: SocketFactory;
  random?: () => number;
  /** How often to ping the server, and after how long without a word it is gone. */
  pingEveryMs?: number;
  silenceMs?: number;
  /** A table on this device (the offline app): the browser's network events mean nothing to it. */
  local?: boolean;
}

export class TableConnection {
  readonly status = signal<ConnectionStatus>("connecting");
  readonly sync = signal<TableSync>(emptySync(""));
  readonly pending = signal<PendingAct | null>(null);
  readonly notice = signal<Notice | null>(null);
  /** Seconds until the next reconnection try, while reconnecting. */
  readonly retryIn = signal<number>(0);
  readonly attempts = signal<number>(0);

  private socket: SocketLike | null = null;
  private closedByUser = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private actTimer: ReturnType<typeof setTimeout> | null = null;
  private helloTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private lastHeard = 0;
  private lastPing = 0;
  private awaitingSync = false;
  private serial = 0;
  private readonly url: string;
  private readonly factory: SocketFactory;
  private readonly random: () => number;
  private readonly pingEveryMs: number;
  private readonly silenceMs: number;
  private readonly onOnline = () => this.reconnectNow();
  /** The browser knows the network is gone: no need to wait for the silence. */
  private readonly onOffline = () => this.dropSocket();

  /** The table's id, as the page asked for it. */
  get table(): string {
    return this.options.table;
  }

  constructor(private readonly options: ConnectionOptions) {
    this.sync.value = emptySync(options.table);
    this.url = options.url ?? defaultSocketUrl();
    this.factory = options.socketFactory ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = options.random ?? Math.random;
    this.pingEveryMs = options.pingEveryMs ?? PING_EVERY_MS;
    this.silenceMs = options.silenceMs ?? SILENCE_LIMIT_MS;
    if (!options.local && typeof window !== "undefined" && typeof window.addEventListener === "function") {
      window.addEventListener("online", this.onOnline);
      window.addEventListener("offline", this.onOffline);
    }
    this.open();
  }

  /** Play `action` for `seat`. While offline the move waits and is sent on reconnection. */
  act(seat: number, action: unknown): boolean {
    if (this.pending.value) return false;
    const feed = this.sync.value.feeds[String(seat)];
    const version = feed ? feed.version : this.sync.value.version;
    const pending: PendingAct = { seat, version, action, sent: false };
    this.pending.value = pending;
    this.trySend(pending);
    return true;
  }

  /**
   * Ask the server about a move the client already knows is not legal, only to
   * show the rules' own reason; never queued, since a stale answer means nothing.
   */
  probe(seat: number, action: unknown): boolean {
    if (!this.isOpen()) {
      this.say({ key: "move_not_sent" });
      return false;
    }
    const feed = this.sync.value.feeds[String(seat)];
    this.send({ type: "act", table: this.options.table, seat, version: feed?.version ?? this.sync.value.version, action });
    return true;
  }

  /** Claim the win after the opponent's clock ran out (two-player games). */
  claim(seat: number): boolean {
    if (!this.isOpen()) return false;
    this.send({ type: "claim", table: this.options.table, seat });
    return true;
  }

  /** Give up the game for `seat` (two-player board games): the opponent wins. */
  resign(seat: number): boolean {
    if (!this.isOpen()) return false;
    this.send({ type: "resign", table: this.options.table, seat });
    return true;
  }

  chat(text: string): boolean {
    if (!this.isOpen()) return false;
    this.send({ type: "chat", table: this.options.table, text });
    return true;
  }

  /** Subscribe again (after joining a seat) so the server sends this seat's view. */
  resubscribe(): void {
    if (this.isOpen()) this.hello();
  }

  reconnectNow(): void {
    if (this.closedByUser || this.isOpen()) return;
    this.clearReconnect();
    this.open();
  }

  close(): void {
    this.closedByUser = true;
    this.clearReconnect();
    this.stopTimers();
    if (typeof window !== "undefined" && typeof window.removeEventListener === "function") {
      window.removeEventListener("online", this.onOnline);
      window.removeEventListener("offline", this.onOffline);
    }
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, "bye");
    }
    this.status.value = "closed";
  }

  // --- internals ---------------------------------------------------------

  private isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === OPEN && this.status.value === "online";
  }

  private open(): void {
    this.abandonConnecting();
    let socket: SocketLike;
    try {
      socket = this.factory(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    // Behind a dead network a new socket neither opens nor fails: give it as long as silence.
    this.connectTimer = setTimeout(() => {
      this.connectTimer = null;
      if (this.socket === socket && socket.readyState !== OPEN) this.dropSocket();
    }, this.silenceMs);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.clearConnectTimer();
      this.status.value = "online";
      this.attempts.value = 0;
      this.retryIn.value = 0;
      this.lastHeard = Date.now();
      this.hello();
      this.startPing();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastHeard = Date.now();
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      this.receive(message);
    };
    socket.onerror = () => {
      // onclose follows and does the work
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopTimers();
      if (!this.closedByUser) this.scheduleReconnect();
    };
  }

  private hello(): void {
    const since = this.sync.value.version >= 0 ? this.sync.value.version : null;
    this.awaitingSync = true;
    this.send({ type: "hello", table: this.options.table, since, invite: this.options.invite ?? null });
    if (this.helloTimer) clearTimeout(this.helloTimer);
    // A server with nothing to catch up on may stay silent: send the waiting move anyway.
    this.helloTimer = setTimeout(() => {
      this.helloTimer = null;
      if (this.awaitingSync) this.synced();
    }, RESEND_AFTER_HELLO_MS);
  }

  private receive(message: ServerMessage): void {
    if (message.type === "error") {
      this.handleError(message.code, message.text);
      return;
    }
    if (message.type === "pong") return;
    const before = this.sync.value;
    this.sync.value = applyMessage(before, message);
    if (message.type === "snapshot" || message.type === "update") {
      const pending = this.pending.value;
      if (pending && !this.awaitingSync && message.version > pending.version && message.seat === pending.seat) {
        this.settle();
      }
      if (this.awaitingSync) this.synced();
    }
  }

  /** Called once the table is back in step after a hello. */
  private synced(): void {
    this.awaitingSync = false;
    if (this.helloTimer) {
      clearTimeout(this.helloTimer);
      this.helloTimer = null;
    }
    const pending = this.pending.value;
    if (!pending) return;
    const feed = this.sync.value.feeds[String(pending.seat)];
    const version = feed ? feed.version : this.sync.value.version;
    const decision = reconcile(pending, version);
    if (decision === "resend") {
      this.trySend(pending);
    } else {
      this.settle();
      if (decision === "refused") this.say({ key: "move_refused_offline" });
    }
  }

  private handleError(code: string, text?: Bilingual): void {
    const fatal = FATAL_CODES.has(code) && this.sync.value.version < 0;
    if (this.pending.value && this.pending.value.sent) this.settle();
    this.say({ code, text });
    if (fatal) this.close();
  }

  private trySend(pending: PendingAct): void {
    if (!this.isOpen() || this.awaitingSync) return;
    this.send({ type: "act", table: this.options.table, seat: pending.seat, version: pending.version, action: pending.action });
    this.pending.value = { ...pending, sent: true };
    if (this.actTimer) clearTimeout(this.actTimer);
    this.actTimer = setTimeout(() => {
      // No answer to a move on a socket that looks open: it is dead in all but name.
      this.actTimer = null;
      if (this.pending.value) this.dropSocket();
    }, ACT_TIMEOUT_MS);
  }

  private settle(): void {
    this.pending.value = null;
    if (this.actTimer) {
      clearTimeout(this.actTimer);
      this.actTimer = null;
    }
  }

  private say(notice: Omit<Notice, "serial" | "version">): void {
    this.serial += 1;
    this.notice.value = { ...notice, serial: this.serial, version: this.sync.value.version };
  }

  private send(payload: unknown): void {
    try {
      this.socket?.send(JSON.stringify(payload));
    } catch {
      this.dropSocket();
    }
  }

  /**
   * The heartbeat: a ping whenever `pingEveryMs` passed since the last one, and the
   * socket given up once nothing (an answer, a move, anything) came for `silenceMs`.
   * Checked often, so a silence is seen within a second of its limit.
   */
  private startPing(): void {
    this.stopPing();
    const tick = Math.min(500, this.pingEveryMs);
    this.lastPing = Date.now();
    let lastTick = this.lastPing;
    this.pingTimer = setInterval(() => {
      const now = Date.now();
      const asleep = now - lastTick > 4 * tick;
      lastTick = now;
      if (asleep) {
        // Our own timers were held back (a background tab, a phone waking up): the
        // silence may be ours, not the server's. Ask, and wait a ping's answer time.
        this.lastHeard = Math.max(this.lastHeard, now - this.pingEveryMs);
        this.lastPing = now;
        this.send({ type: "ping" });
        return;
      }
      if (now - this.lastHeard >= this.silenceMs) {
        this.dropSocket();
        return;
      }
      if (now - this.lastPing >= this.pingEveryMs) {
        this.lastPing = now;
        this.send({ type: "ping" });
      }
    }, tick);
  }

  private stopPing(): void {
    if (this.pingTimer) {
      clearInterval(this.pingTimer);
      this.pingTimer = null;
    }
  }

  private clearConnectTimer(): void {
    if (this.connectTimer) {
      clearTimeout(this.connectTimer);
      this.connectTimer = null;
    }
  }

  /** A socket still trying to open when a new try starts (the "retry now" button) is closed. */
  private abandonConnecting(): void {
    const socket = this.socket;
    this.clearConnectTimer();
    if (!socket || socket.readyState === OPEN) return;
    this.socket = null;
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    try {
      socket.close(4000, "superseded");
    } catch {
      // already closing
    }
  }

  private stopTimers(): void {
    this.stopPing();
    this.clearConnectTimer();
    if (this.actTimer) {
      clearTimeout(this.actTimer);
      this.actTimer = null;
    }
    if (this.helloTimer) {
      clearTimeout(this.helloTimer);
      this.helloTimer = null;
    }
    this.awaitingSync = false;
  }

  /** Give up on the current socket and go through the reconnection path. */
  private dropSocket(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onclose = null;
    socket.onmessage = null;
    try {
      socket.close(4000, "unresponsive");
    } catch {
      // already closing
    }
    this.stopTimers();
    if (!this.closedByUser) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.clearReconnect();
    this.status.value = "reconnecting";
    const delay = backoffDelay(this.attempts.value, this.random());
    this.attempts.value += 1;
    this.retryIn.value = Math.ceil(delay / 1000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.open();
    }, delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
  }
}
