/**
 * Finished offline games go to the player's account when the network is back: the
 * server replays each record (POST /api/offline-games) and lists it under «Мои игры»,
 * unrated. A record is marked `uploaded` once the server kept it; one the server
 * refuses is marked too (with the reason), so it is not sent again and again.
 */
import { effect, signal } from "@preact/signals";
import { api, ApiError } from "../net/api";
import { user } from "../session";
import { listRecords, saveRecord, type OfflineRecord } from "./store";

/** The last round's outcome, for the offline page: how many went, and the last refusal. */
export const lastSend = signal<{ sent: number; failed: string | null } | null>(null);
let busy = false;

function sendable(record: OfflineRecord): boolean {
  return !!record.result && !record.uploaded && !record.refused && !!record.seats;
}

export function bodyOf(record: OfflineRecord): Record<string, unknown> {
  const details = (record.result?.details ?? {}) as Record<string, unknown>;
  return {
    id: record.id,
    game: record.game,
    preset: record.preset,
    options: record.options,
    seed: record.seed,
    seats: (record.seats ?? []).map((s) => (s.kind === "bot" ? { kind: "bot", level: s.level ?? "medium" } : { kind: "human" })),
    actions: record.actions,
    resigned: typeof details.resigned === "number" ? details.resigned : null,
  };
}

/** Send every finished game not sent yet; nothing without an account or a network. */
export async function sendFinishedGames(): Promise<number> {
  if (busy || !user.value || (typeof navigator !== "undefined" && !navigator.onLine)) return 0;
  busy = true;
  let sent = 0;
  let failed: string | null = null;
  try {
    for (const record of (await listRecords()).filter(sendable)) {
      try {
        const answer = await api.sendOfflineGame(bodyOf(record));
        await saveRecord({ ...record, uploaded: true, record_id: answer.record_id });
        sent += 1;
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429) {
          await saveRecord({ ...record, refused: err.message });
        }
        failed = err instanceof Error ? err.message : String(err);
        if (!(err instanceof ApiError)) break; // the network: try again when it is back
      }
    }
  } finally {
    busy = false;
  }
  if (sent || failed) lastSend.value = { sent, failed };
  return sent;
}

/** Send when a player is signed in, and again whenever the network comes back. */
export function startSending(): void {
  if (typeof window === "undefined") return;
  window.addEventListener("online", () => void sendFinishedGames());
  effect(() => {
    if (user.value) void sendFinishedGames();
  });
}
