/**
 * Who may act now. Contract v2 lets several seats act at once (sealed bids,
 * everyone rolling together), so the table shell works from a set of seats,
 * `acting`, which the server sends beside `turn`. A server that sends only
 * `turn` means that one seat (or nobody when it is null); this module is the
 * one place that reads either into the set.
 */

/** The seats that may act now, from a message's (or a view's) `acting` and `turn`. */
export function actingSeats(acting: readonly number[] | null | undefined, turn: number | null | undefined): number[] {
  return [...(acting ?? (turn == null ? [] : [turn]))];
}

/** The seats of `mine` (those held on this device) that may act now, in seat order. */
export function actingMine(acting: readonly number[], mine: readonly number[]): number[] {
  return mine.filter((seat) => acting.includes(seat)).sort((a, b) => a - b);
}
