/**
 * The tables this device has sat at, newest first, kept in localStorage. The
 * «Мои игры» tab lists them (with their state from the server) when the
 * server offers no list of its own.
 */
export interface VisitedTable {
  id: string;
  game: string;
  invite: string | null;
  at: string;
}

const KEY = "igroteka.tables";
const LIMIT = 50;

export function visitedTables(): VisitedTable[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (v): v is VisitedTable => !!v && typeof v.id === "string" && typeof v.game === "string" && typeof v.at === "string",
    );
  } catch {
    return [];
  }
}

/** The list with `visit` first (moved up if it was there), at most LIMIT long. */
export function withVisit(list: VisitedTable[], visit: VisitedTable): VisitedTable[] {
  const previous = list.find((v) => v.id === visit.id);
  const merged = { ...visit, invite: visit.invite ?? previous?.invite ?? null };
  return [merged, ...list.filter((v) => v.id !== visit.id)].slice(0, LIMIT);
}

export function rememberTable(id: string, game: string, invite: string | null): void {
  try {
    const next = withVisit(visitedTables(), { id, game, invite, at: new Date().toISOString() });
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: the tab will be empty on this device
  }
}
