/**
 * Where each seat sits around a table of 1 to 12, as the player in `me` sees
 * it: their own seat at the bottom, the others clockwise in seat order, so the
 * next seat is on the player's left, up the left side, along the top from left
 * to right and down the right side (four players: left, opposite, right, as at
 * a real card table). On a narrow screen the sides would squeeze the middle of
 * the table, so the compact layout puts every other seat in rows along the top,
 * still in seat order after the player's own. Pure, so the unit tests check
 * every seat count.
 */

export type Region = "bottom" | "left" | "top" | "right";
export type SeatingMode = "around" | "compact";

export interface SeatSpot {
  seat: number;
  /** Seats after the player's own, going round the table (0: the player's own). */
  offset: number;
  region: Region;
  /**
   * Place within the region: on the left counted upward from the bottom, along the
   * top from left to right, on the right from the top down (the way play goes round).
   */
  index: number;
  /** How many seats share the region. */
  of: number;
}

/** How many of the `others` seats go up the left side, along the top and down the right side. */
export function regionCounts(others: number): { left: number; top: number; right: number } {
  if (others <= 0) return { left: 0, top: 0, right: 0 };
  if (others === 1) return { left: 0, top: 1, right: 0 };
  // Three at a table sit left and right of the player, as at a card table.
  if (others === 2) return { left: 1, top: 0, right: 1 };
  // The top is the longer side: it takes what the two sides (equal, so the table
  // stays symmetric) leave, never fewer seats than one side.
  const side = Math.floor(others / 3);
  return { left: side, top: others - 2 * side, right: side };
}

/** Which region each seat of a `count`-seat table is in, for the player in `me` (a spectator sees seat 0 at the bottom). */
export function seatLayout(count: number, me: number | null, mode: SeatingMode = "around"): SeatSpot[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const own = me !== null && me >= 0 && me < count ? me : 0;
  const others = count - 1;
  const counts = mode === "compact" ? { left: 0, top: others, right: 0 } : regionCounts(others);
  const spots: SeatSpot[] = [];
  for (let seat = 0; seat < count; seat += 1) {
    const offset = (seat - own + count) % count;
    if (offset === 0) {
      spots.push({ seat, offset, region: "bottom", index: 0, of: 1 });
      continue;
    }
    const k = offset - 1;
    if (k < counts.left) spots.push({ seat, offset, region: "left", index: k, of: counts.left });
    else if (k < counts.left + counts.top) spots.push({ seat, offset, region: "top", index: k - counts.left, of: counts.top });
    else spots.push({ seat, offset, region: "right", index: k - counts.left - counts.top, of: counts.right });
  }
  return spots;
}

/** The widest container for which the compact layout is used: below it the sides would leave the middle too narrow. */
export const COMPACT_BELOW = 640;

/** The layout for a container `width` pixels wide. */
export function seatingMode(width: number, count: number): SeatingMode {
  return width < COMPACT_BELOW && count > 2 ? "compact" : "around";
}

/**
 * Columns of the top rows in the compact layout: as many plates as fit at
 * `minPlate` pixels (never more than the seats) give the fewest rows; then as
 * few columns as still keep that number of rows, so the last row is not left
 * nearly empty (5 seats in at most 4 columns: 3 + 2, not 4 + 1).
 */
export function compactColumns(others: number, width: number, minPlate = 108, gap = 6): number {
  if (others <= 0) return 1;
  const fit = Math.max(1, Math.floor((width + gap) / (minPlate + gap)));
  const rows = Math.ceil(others / Math.min(others, fit));
  return Math.ceil(others / rows);
}

/**
 * Each seat's team from what a view says: a team number per seat (`[0, 1, 0, 1]`)
 * or the seats of each team (`[[0, 2], [1, 3]]`). Seats it does not place get null.
 */
export function teamsOf(value: unknown, count: number): (number | null)[] {
  const out: (number | null)[] = Array.from({ length: Math.max(0, count) }, () => null);
  if (!Array.isArray(value)) return out;
  if (value.every((v) => Array.isArray(v))) {
    value.forEach((members, team) => {
      for (const seat of members as unknown[]) if (typeof seat === "number" && seat >= 0 && seat < count) out[seat] = team;
    });
    return out;
  }
  value.slice(0, count).forEach((team, seat) => {
    out[seat] = typeof team === "number" && Number.isInteger(team) && team >= 0 ? team : null;
  });
  return out;
}
