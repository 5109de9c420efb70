/**
 * A table socket that never leaves the device: the same `SocketLike` the table
 * connection uses over the network, answered by the offline worker (worker.ts).
 * The table page and the game renderers cannot tell the difference.
 */
import { signal } from "@preact/signals";
import type { SocketFactory, SocketLike } from "../net/connection";
import type { WorkerReply, WorkerRequest } from "./worker";

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** While the worker loads Python the first time (seconds on a phone): the page says so. */
export const pythonLoading = signal(false);
/** Each bot move's thinking time in the browser, in ms (the last 200), for the figures. */
export const botTimes: number[] = [];
export const pythonLoadMs = signal<number | null>(null);

let shared: Worker | null = null;

function worker(): Worker {
  if (!shared) {
    shared = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    shared.addEventListener("message", (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if ("loading" in reply) {
        pythonLoading.value = reply.loading === "python";
        if (reply.ms !== undefined) {
          pythonLoadMs.value = reply.ms;
          performance.mark("igroteka-python-ready", { detail: { ms: reply.ms } });
        }
      } else if ("botMs" in reply) {
        botTimes.push(reply.botMs);
        if (botTimes.length > 200) botTimes.shift();
        // A User Timing mark too, so a measuring harness (docs/benchmarks.md) can read it.
        performance.mark("igroteka-bot-move", { detail: { ms: reply.botMs, seat: reply.seat } });
      }
    });
  }
  return shared;
}

/** Start Python in the worker ahead of the first table (the offline page does it on opening). */
export function warmUp(): void {
  worker().postMessage({ type: "warm", table: "" } satisfies WorkerRequest);
}

export class OfflineSocket implements SocketLike {
  readyState = CONNECTING;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  private readonly worker = worker();
  private readonly listener = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if (this.readyState !== OPEN || reply.table !== this.table || !("messages" in reply)) return;
    for (const message of reply.messages) this.onmessage?.({ data: JSON.stringify(message) });
  };

  constructor(private readonly table: string) {
    this.worker.addEventListener("message", this.listener);
    setTimeout(() => {
      if (this.readyState !== CONNECTING) return;
      this.readyState = OPEN;
      this.onopen?.({});
    }, 0);
  }

  send(data: string): void {
    if (this.readyState !== OPEN) return;
    const message = JSON.parse(data) as { type: string; seat?: number; version?: number; action?: unknown };
    let request: WorkerRequest | null = null;
    if (message.type === "ping") {
      setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: "pong" }) }), 0);
    } else if (message.type === "hello") {
      request = { type: "hello", table: this.table };
    } else if (message.type === "act" && typeof message.seat === "number") {
      request = { type: "act", table: this.table, seat: message.seat, version: message.version ?? -1, action: message.action };
    } else if (message.type === "resign" && typeof message.seat === "number") {
      request = { type: "resign", table: this.table, seat: message.seat };
    }
    if (request) this.worker.postMessage(request);
  }

  close(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.worker.removeEventListener("message", this.listener);
    const onclose = this.onclose;
    setTimeout(() => onclose?.({ code: 1000 }), 0);
  }
}

export function offlineSocketFactory(table: string): SocketFactory {
  return () => new OfflineSocket(table);
}
