/**
 * Playing a board move square by square from the server's `legal` list.
 * A move is a path of squares (the piece, then each landing square); the
 * player builds it one click at a time, so a jump chain is played jump by
 * jump, and the client never needs the game's rules to know what may follow.
 */
import type { LegalAction } from "../../net/types";

export type Path = string[];

function pathOf(action: unknown): Path | null {
  const path = (action as { path?: unknown } | null)?.path;
  return Array.isArray(path) && path.length >= 2 && path.every((square) => typeof square === "string") ? path : null;
}

/** The square paths of the legal moves (`{path: [from, ..., to]}`). */
export function legalPaths(legal: LegalAction[]): Path[] {
  const paths: Path[] = [];
  for (const entry of legal) {
    const path = pathOf(entry.action);
    if (path) paths.push(path);
  }
  return paths;
}

/** Legal actions that are not moves on the board (a pass, a draw offer): shown as buttons. */
export function otherActions(legal: LegalAction[]): LegalAction[] {
  return legal.filter((entry) => pathOf(entry.action) === null);
}

function startsWith(path: Path, prefix: Path): boolean {
  if (prefix.length > path.length) return false;
  return prefix.every((square, i) => path[i] === square);
}

/** Squares a piece may start from. */
export function movablePieces(paths: Path[]): Set<string> {
  return new Set(paths.map((path) => path[0]));
}

/** The squares that may follow `prefix` in some legal path. */
export function nextSquares(paths: Path[], prefix: Path): string[] {
  const next: string[] = [];
  for (const path of paths) {
    if (path.length > prefix.length && startsWith(path, prefix)) {
      const square = path[prefix.length];
      if (!next.includes(square)) next.push(square);
    }
  }
  return next;
}

/** Whether `prefix` is itself a whole legal move (the player may stop here). */
export function isWholeMove(paths: Path[], prefix: Path): boolean {
  return prefix.length >= 2 && paths.some((path) => path.length === prefix.length && startsWith(path, prefix));
}

/** The legal action whose path is exactly `path`. */
export function actionFor(legal: LegalAction[], path: Path): LegalAction | undefined {
  return legal.find((entry) => {
    const candidate = (entry.action as { path?: unknown } | null)?.path;
    return Array.isArray(candidate) && candidate.length === path.length && startsWith(candidate as Path, path);
  });
}

export type ClickOutcome =
  /** Keep building: `prefix` is the move so far (one square: a piece is picked up). */
  | { kind: "select"; prefix: Path; canFinish: boolean }
  /** The move is complete: send it. */
  | { kind: "play"; path: Path }
  /** Put the piece back. */
  | { kind: "clear" }
  /** Not a legal continuation: ask the server why (it answers with the rules' reason). */
  | { kind: "illegal"; path: Path }
  | { kind: "ignore" };

export interface ClickContext {
  paths: Path[];
  /** Whether a piece of the player's stands on the square (it may be picked up even with no legal move). */
  ownPiece: (square: string) => boolean;
  /** End the move by itself when nothing may follow (the auto-finish setting). */
  autoFinish: boolean;
}

/** What a click (or a drop, or Enter on the keyboard cursor) on `square` does, given the move so far. */
export function clickSquare(ctx: ClickContext, prefix: Path, square: string): ClickOutcome {
  if (prefix.length === 0) {
    return ctx.ownPiece(square)
      ? { kind: "select", prefix: [square], canFinish: false }
      : { kind: "ignore" };
  }
  const last = prefix[prefix.length - 1];
  if (square === last) {
    if (prefix.length === 1) return { kind: "clear" };
    // Clicking the piece where it stands again ends a chain that may end here.
    return isWholeMove(ctx.paths, prefix) ? { kind: "play", path: prefix } : { kind: "ignore" };
  }
  if (nextSquares(ctx.paths, prefix).includes(square)) {
    const extended = [...prefix, square];
    const whole = isWholeMove(ctx.paths, extended);
    const more = nextSquares(ctx.paths, extended).length > 0;
    if (whole && !more && ctx.autoFinish) return { kind: "play", path: extended };
    return { kind: "select", prefix: extended, canFinish: whole };
  }
  if (ctx.ownPiece(square) && square !== prefix[0]) {
    // Another own piece: start over with it (a chain not yet sent is only on this screen).
    return { kind: "select", prefix: [square], canFinish: false };
  }
  return { kind: "illegal", path: [...prefix, square] };
}
