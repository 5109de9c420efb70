/**
 * "What changed since you pressed ready": the table as it was at that moment is
 * kept in the tab's session storage, and the waiting room lists every setting
 * and seat that differs now, so nobody starts a game they have not seen.
 */
import { t } from "../i18n";
import type { GameInfo, TableSummary } from "../net/types";
import { keyLines, tableSummary } from "./keySettings";
import { seatName } from "./seatNames";

interface Snapshot {
  settings: Record<string, { label: string; value: string }>;
  seats: string[];
}

/** What is stored: the table's own values, so the words follow the language of the moment. */
type Kept = Pick<TableSummary, "preset" | "options" | "stake" | "clock" | "seats">;

const storageKey = (table: string) => `igroteka.ready.${table}`;

function snapshotOf(table: TableSummary, game: GameInfo | null): Snapshot {
  const summary = tableSummary(table, game);
  const settings: Snapshot["settings"] = {};
  for (const line of [...keyLines(table, game, summary), ...summary.changed, ...summary.rest]) {
    settings[line.key] = { label: line.label, value: line.value };
  }
  return { settings, seats: table.seats.map((s) => seatName(s)) };
}

/** Remember the table as the player saw it when pressing ready. */
export function rememberReady(table: TableSummary): void {
  try {
    const kept: Kept = { preset: table.preset, options: table.options, stake: table.stake, clock: table.clock, seats: table.seats };
    sessionStorage.setItem(storageKey(table.id), JSON.stringify(kept));
  } catch {
    // No storage (private mode): the list of changes is simply not shown.
  }
}

/** Each difference between then and now, in words («Место 2: свободно → Борис»). */
export function changesSinceReady(table: TableSummary, game: GameInfo | null): string[] | null {
  let before: Snapshot;
  try {
    const stored = sessionStorage.getItem(storageKey(table.id));
    if (!stored) return null;
    before = snapshotOf({ ...table, ...(JSON.parse(stored) as Kept) }, game);
  } catch {
    return null;
  }
  const now = snapshotOf(table, game);
  const changes: string[] = [];
  for (const [key, line] of Object.entries(now.settings)) {
    const old = before.settings[key];
    if (old && old.value !== line.value) changes.push(t("change_from_to", { what: line.label, from: old.value, to: line.value }));
    if (!old) changes.push(t("change_from_to", { what: line.label, from: "—", to: line.value }));
  }
  now.seats.forEach((name, i) => {
    const old = before.seats[i];
    if (old !== undefined && old !== name) changes.push(t("change_from_to", { what: t("seat_n", { n: i + 1 }), from: old, to: name }));
  });
  return changes;
}
