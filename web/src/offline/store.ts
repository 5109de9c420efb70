/**
 * Offline games kept on the device (IndexedDB), written after every move, so
 * closing the app and opening it again continues where it stopped. A record is
 * what igroteka/offline/table.py replays: game, preset, options, seed, seats,
 * actions, and the result once finished. The page and the worker both use it.
 */

export interface OfflineSeat {
  kind: "human" | "bot";
  name?: string;
  level?: string | null;
}

export interface OfflineRecord {
  id: string;
  game: string;
  preset: string | null;
  options: Record<string, unknown>;
  seed: number;
  /** Asked for when the game was created; `seats` is filled from them by the Python side. */
  level?: string;
  people?: number;
  seats: OfflineSeat[] | null;
  actions: [number, unknown][];
  result?: Record<string, unknown> | null;
  created_at: string;
  updated_at?: string;
  /** Set once the finished game was sent to the player's account, with its record there. */
  uploaded?: boolean;
  record_id?: number;
  /** Why the server would not keep it (it is not sent again). */
  refused?: string;
}

const DB = "igroteka-offline";
const STORE = "games";
export const OFFLINE_PREFIX = "offline-";

export function isOfflineTable(id: string): boolean {
  return id.startsWith(OFFLINE_PREFIX);
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: "id" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export function saveRecord(record: OfflineRecord): Promise<IDBValidKey> {
  return run("readwrite", (store) => store.put({ ...record, updated_at: new Date().toISOString() }));
}

export async function loadRecord(id: string): Promise<OfflineRecord | null> {
  const found = await run<OfflineRecord | undefined>("readonly", (store) => store.get(id) as IDBRequest<OfflineRecord | undefined>);
  return found ?? null;
}

export async function listRecords(): Promise<OfflineRecord[]> {
  const all = await run<OfflineRecord[]>("readonly", (store) => store.getAll() as IDBRequest<OfflineRecord[]>);
  return all.sort((a, b) => (b.updated_at ?? b.created_at).localeCompare(a.updated_at ?? a.created_at));
}

export function deleteRecord(id: string): Promise<undefined> {
  return run("readwrite", (store) => store.delete(id) as IDBRequest<undefined>);
}

/** A new game's record: its options and seats are filled in by the Python side on first open. */
export function newRecord(game: string, preset: string | null, level: string, people: number): OfflineRecord {
  const random = new Uint32Array(2);
  crypto.getRandomValues(random);
  return {
    id: `${OFFLINE_PREFIX}${Date.now().toString(36)}${random[0].toString(36)}`,
    game,
    preset,
    options: {},
    seed: random[1],
    level,
    people,
    seats: null,
    actions: [],
    result: null,
    created_at: new Date().toISOString(),
  };
}
