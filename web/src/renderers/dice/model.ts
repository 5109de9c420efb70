/**
 * Dice as data, kept pure for the unit tests: a face is pips (a d6's 1 to 6)
 * or a symbol (a numeral or a named picture: heart, energy, claw), a die in
 * hand is a face and whether the player keeps it, and a roll shows a few
 * faces tumbling before the one the server rolled. Chance is the server's:
 * the client only animates what it was told.
 */

export type DieFace = { kind: "pips"; value: number } | { kind: "symbol"; symbol: string };

export interface DieState {
  face: DieFace;
  /** Set aside by the player: it is not rolled again. */
  kept: boolean;
}

/** The pictures the kit draws; any other symbol is printed as it is ("×2"). */
export const SYMBOLS = ["heart", "energy", "claw"] as const;

/** A plain six-sided die. */
export const D6: DieFace[] = [1, 2, 3, 4, 5, 6].map((value) => ({ kind: "pips", value }));

/** A die of symbols from their names ("1", "heart"...). */
export function symbolDie(symbols: readonly string[]): DieFace[] {
  return symbols.map((symbol) => ({ kind: "symbol", symbol }));
}

/**
 * A face from what a view carries: a number 1 to 6 is a d6's pips, a string a
 * symbol ("3", "heart"), an object a face already ({kind, value|symbol}).
 * Anything else is null.
 */
export function readFace(value: unknown): DieFace | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= 6 ? { kind: "pips", value } : null;
  if (typeof value === "string") return value.trim() ? { kind: "symbol", symbol: value.trim() } : null;
  if (value && typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (v.kind === "pips") return readFace(v.value);
    if (v.kind === "symbol" && typeof v.symbol === "string") return readFace(v.symbol);
    if ("face" in v) return readFace(v.face);
  }
  return null;
}

/** Dice from a view's list: faces, or `{face, kept}` objects. Unreadable entries are left out. */
export function readDice(value: unknown): DieState[] {
  if (!Array.isArray(value)) return [];
  const out: DieState[] = [];
  for (const entry of value) {
    const face = readFace(entry);
    if (!face) continue;
    const kept = !!entry && typeof entry === "object" && (entry as { kept?: unknown }).kept === true;
    out.push({ face, kept });
  }
  return out;
}

export function sameFace(a: DieFace, b: DieFace): boolean {
  return a.kind === b.kind && (a.kind === "pips" ? a.value === (b as { value: number }).value : a.symbol === (b as { symbol: string }).symbol);
}

/** The dice with die `index` kept if it was not, and back in the roll if it was. */
export function toggleKept(dice: readonly DieState[], index: number): DieState[] {
  return dice.map((die, i) => (i === index ? { ...die, kept: !die.kept } : die));
}

/** The indices of the kept dice, in order. */
export function keptIndices(dice: readonly DieState[]): number[] {
  return dice.flatMap((die, i) => (die.kept ? [i] : []));
}

/** The indices of the dice a roll would throw again. */
export function rerolledIndices(dice: readonly DieState[]): number[] {
  return dice.flatMap((die, i) => (die.kept ? [] : [i]));
}

/** Pip centres of a d6 face in a 100 x 100 box. */
export function pipCentres(value: number): [number, number][] {
  const l = 27;
  const m = 50;
  const r = 73;
  const layouts: Record<number, [number, number][]> = {
    1: [[m, m]],
    2: [[l, l], [r, r]],
    3: [[l, l], [m, m], [r, r]],
    4: [[l, l], [r, l], [l, r], [r, r]],
    5: [[l, l], [r, l], [m, m], [l, r], [r, r]],
    6: [[l, l], [r, l], [l, m], [r, m], [l, r], [r, r]],
  };
  return layouts[value] ?? [];
}

/**
 * The faces a die shows while it tumbles: `frames` faces drawn from `faces`
 * with `random` (in [0, 1)), no face twice in a row, the last one `final`.
 */
export function tumble(final: DieFace, faces: readonly DieFace[], frames: number, random: () => number): DieFace[] {
  const count = Math.max(1, Math.floor(frames));
  const out: DieFace[] = [];
  for (let i = 0; i < count - 1; i += 1) {
    const previous = out[out.length - 1];
    const beforeLast = i === count - 2;
    const choices = faces.filter((f) => (!previous || !sameFace(f, previous)) && (!beforeLast || !sameFace(f, final)));
    if (choices.length === 0) break;
    out.push(choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]);
  }
  // Cut short (too few faces): the rolled face must still not follow itself.
  while (out.length > 0 && sameFace(out[out.length - 1], final)) out.pop();
  out.push(final);
  return out;
}
