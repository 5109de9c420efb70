/**
 * Where each seat sits round the Rose King board, and the board and its cards as seen
 * from there. Directions are absolute on the board (a card's crown lies the way the
 * board's printed crown does), so a player who sits sideways or at the crown edge sees
 * the board turned, and every card turned with it: drawn from his seat, the arrow of a
 * card points on screen exactly where the crown will go on the screen's board.
 *
 * Seats (shared/rules/rose-king.md §2, §8): for two, Red (seat 0) at the south edge and
 * White (seat 1) at the crown edge; for four, clockwise Red-S, White-W, Red-N, White-E.
 * A spectator or a replay sees the board as printed, crown at the top.
 */

/** Clockwise quarter-turns of the picture, in degrees. */
export type Turn = 0 | 90 | 180 | 270;

const FOUR: readonly Turn[] = [0, 270, 180, 90];

/** How far the board is turned for the seat on screen: its own edge at the bottom. */
export function seatTurn(players: number, seat: number | null): Turn {
  if (seat === null) return 0;
  if (players === 4) return FOUR[seat] ?? 0;
  return seat === 1 ? 180 : 0;
}

/** A board direction (x right, y towards the bottom edge) as it points on screen. */
export function screenVector([dx, dy]: readonly [number, number], turn: Turn): [number, number] {
  const [x, y] = turn === 90 ? [-dy, dx] : turn === 180 ? [-dx, -dy] : turn === 270 ? [dy, -dx] : [dx, dy];
  return [x + 0, y + 0]; // no -0
}

/** A square (x, y) of the 9×9 board as the column and row it is drawn at. */
export function screenCell(x: number, y: number, turn: Turn, size = 9): [number, number] {
  const last = size - 1;
  switch (turn) {
    case 90: return [last - y, x];
    case 180: return [last - x, last - y];
    case 270: return [y, last - x];
    default: return [x, y];
  }
}

/** Where the board's printed crown (its north edge) is on screen. */
export function crownSide(turn: Turn): "top" | "right" | "bottom" | "left" {
  return ({ 0: "top", 90: "right", 180: "bottom", 270: "left" } as const)[turn];
}
