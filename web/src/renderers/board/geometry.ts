/**
 * Square names as the protocol writes them (files a.. left to right, ranks 1..
 * bottom to top, from seat 0's side) and their place on the screen, which
 * turns the board round for the player who sits on the other side.
 */
const FILES = "abcdefghijklmnopqrstuvwxyz";

export function squareName(file: number, rank: number): string {
  return `${FILES[file]}${rank + 1}`;
}

export function parseSquare(name: string): { file: number; rank: number } | null {
  const m = /^([a-z])(\d{1,2})$/.exec(name);
  if (!m) return null;
  return { file: FILES.indexOf(m[1]), rank: Number(m[2]) - 1 };
}

export interface Orientation {
  width: number;
  height: number;
  flipped: boolean;
}

/** Column and row on screen (row 0 at the top) of a board square. */
export function toScreen(o: Orientation, file: number, rank: number): { col: number; row: number } {
  return o.flipped
    ? { col: o.width - 1 - file, row: rank }
    : { col: file, row: o.height - 1 - rank };
}

export function fromScreen(o: Orientation, col: number, row: number): { file: number; rank: number } {
  return o.flipped
    ? { file: o.width - 1 - col, rank: row }
    : { file: col, rank: o.height - 1 - row };
}

/** The square one step from `square` in a screen direction, clamped to the board (keyboard cursor). */
export function stepCursor(o: Orientation, square: string, dCol: number, dRow: number): string {
  const at = parseSquare(square) ?? { file: 0, rank: 0 };
  const screen = toScreen(o, at.file, at.rank);
  const col = Math.max(0, Math.min(o.width - 1, screen.col + dCol));
  const row = Math.max(0, Math.min(o.height - 1, screen.row + dRow));
  const next = fromScreen(o, col, row);
  return squareName(next.file, next.rank);
}
