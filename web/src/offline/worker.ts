/// <reference lib="webworker" />
/**
 * The offline table's engine: Pyodide (served by the club from /pyodide/, nothing
 * fetched from elsewhere) running the club's own Python package (the zip at
 * /offline/igroteka.zip: engine, games, bots and igroteka/offline). The page
 * posts the table socket's client messages; the worker answers with the server's
 * messages (igroteka/offline/bridge.py), saves the record after every move and
 * plays the bots' moves one at a time, letting the page draw each.
 */
import { loadRecord, saveRecord, type OfflineRecord } from "./store";

interface Bridge {
  open_table(record: string): string;
  act(table: string, seat: number, version: number, action: string): string;
  bot_move(table: string): string;
  resign(table: string, seat: number): string;
}

interface Answer {
  messages: Record<string, unknown>[];
  record: OfflineRecord;
  bot: number | null;
}

export type WorkerRequest =
  | { type: "warm"; table: string }
  | { type: "hello"; table: string }
  | { type: "act"; table: string; seat: number; version: number; action: unknown }
  | { type: "resign"; table: string; seat: number };

export type WorkerReply =
  | { table: string; messages: Record<string, unknown>[] }
  | { table: string; loading: "python" | "ready"; ms?: number }
  | { table: string; botMs: number; seat: number };

const PYODIDE = "/pyodide/";
const PACKAGE = "/offline/igroteka.zip";
const scope = self as unknown as DedicatedWorkerGlobalScope;

let bridge: Promise<Bridge> | null = null;
const opened = new Set<string>();
let queue: Promise<void> = Promise.resolve();

async function loadBridge(): Promise<Bridge> {
  const url = `${PYODIDE}pyodide.mjs`;
  const module = (await import(/* @vite-ignore */ url)) as {
    loadPyodide(options: { indexURL: string }): Promise<{
      unpackArchive(buffer: ArrayBuffer, format: string, options?: { extractDir?: string }): void;
      runPython(code: string): unknown;
      pyimport(name: string): Bridge;
    }>;
  };
  const [pyodide, zip] = await Promise.all([
    module.loadPyodide({ indexURL: PYODIDE }),
    fetch(PACKAGE).then((r) => {
      if (!r.ok) throw new Error(`${PACKAGE}: ${r.status}`);
      return r.arrayBuffer();
    }),
  ]);
  pyodide.unpackArchive(zip, "zip", { extractDir: "/home/pyodide/igroteka-offline" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/igroteka-offline')");
  return pyodide.pyimport("igroteka.offline.bridge");
}

function python(table: string): Promise<Bridge> {
  if (!bridge) {
    const started = performance.now();
    post({ table, loading: "python" });
    bridge = loadBridge().then((b) => {
      post({ table, loading: "ready", ms: Math.round(performance.now() - started) });
      return b;
    });
    bridge.catch(() => {
      bridge = null;
    });
  }
  return bridge;
}

function post(reply: WorkerReply): void {
  scope.postMessage(reply);
}

function error(table: string, code: string, ru: string, en: string): void {
  post({ table, messages: [{ type: "error", table, code, message: ru, text: { ru, en } }] });
}

async function deliver(table: string, raw: string): Promise<Answer> {
  const answer = JSON.parse(raw) as Answer;
  await saveRecord(answer.record);
  post({ table, messages: answer.messages });
  return answer;
}

/** Let the page draw a move before the next bot thinks (the worker is busy while it does). */
const breathe = () => new Promise((resolve) => setTimeout(resolve, 30));

async function bots(py: Bridge, table: string, answer: Answer): Promise<void> {
  let next = answer;
  while (next.bot !== null) {
    await breathe();
    const seat = next.bot;
    const started = performance.now();
    const raw = py.bot_move(table);
    post({ table, botMs: Math.round(performance.now() - started), seat });
    next = await deliver(table, raw);
  }
}

async function handle(request: WorkerRequest): Promise<void> {
  const table = request.table;
  const py = await python(table);
  if (request.type === "warm") return;
  if (request.type === "hello" || !opened.has(table)) {
    const record = await loadRecord(table);
    if (!record) {
      error(table, "no_table", "Такой партии на этом устройстве нет", "There is no such game on this device");
      return;
    }
    opened.add(table);
    const answer = await deliver(table, py.open_table(JSON.stringify(record)));
    if (request.type === "hello") {
      await bots(py, table, answer);
      return;
    }
  }
  if (request.type === "act") {
    const answer = await deliver(table, py.act(table, request.seat, request.version, JSON.stringify(request.action)));
    await bots(py, table, answer);
  } else if (request.type === "resign") {
    await deliver(table, py.resign(table, request.seat));
  }
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  queue = queue
    .then(() => handle(request))
    .catch((err: unknown) => {
      error(request.table, "offline_engine", `Ошибка движка: ${String(err)}`, `Engine error: ${String(err)}`);
    });
};
