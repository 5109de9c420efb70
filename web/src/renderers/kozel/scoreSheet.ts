/**
 * A match score as players keep it on paper: one column per team, a line per
 * deal with what was written, the running total written anew and the old one
 * struck through, and the total again as tally sticks («палочки»: four
 * upright and the fifth across). This module only computes what to draw; the
 * score sheet component draws it.
 */

export interface SheetLine {
  deal: number;
  /** What this deal wrote in each column (0: nothing). */
  written: [number, number];
  /** The totals after this deal. */
  totals: [number, number];
  /** Whether a column's total changed on this line (unchanged totals are not rewritten). */
  changed: [boolean, boolean];
  /** Whether this line's total has been overwritten by a later one (drawn struck through). */
  struck: [boolean, boolean];
  kind: "scored" | "eggs" | "catch";
  cardPoints: [number, number];
  /** The eggs multiplier that raised this line (0: none). */
  eggs: number;
}

export interface SheetInput {
  deal: number;
  kind: string;
  written: number[];
  scores?: number[];
  card_points?: number[];
  eggs?: number;
}

export interface ScoreSheetData {
  /** Column order: the player's own team first (team numbers as the game counts them). */
  columns: [number, number];
  lines: SheetLine[];
  totals: [number, number];
  target: number;
  tallies: [TallyGroup[], TallyGroup[]];
}

/** One bundle of sticks: up to four upright, the fifth drawn across them. */
export interface TallyGroup {
  sticks: number;
  crossed: boolean;
}

export function tallyGroups(total: number): TallyGroup[] {
  const groups: TallyGroup[] = [];
  let left = Math.max(0, Math.floor(total));
  while (left > 0) {
    const take = Math.min(5, left);
    groups.push({ sticks: Math.min(4, take), crossed: take === 5 });
    left -= take;
  }
  return groups;
}

function pair(value: unknown, fallback: [number, number] = [0, 0]): [number, number] {
  if (Array.isArray(value) && value.length >= 2 && value.every((v) => typeof v === "number")) {
    return [value[0] as number, value[1] as number];
  }
  return fallback;
}

/**
 * The sheet for `lines` (the game's score sheet, oldest first) seen by a player
 * of `myTeam` (null: a spectator, team 0 first). Totals come from each line's
 * `scores` when the game gives them, else they are added up.
 */
export function scoreSheet(lines: SheetInput[], myTeam: number | null, target: number): ScoreSheetData {
  const columns: [number, number] = myTeam === 1 ? [1, 0] : [0, 1];
  const swap = (p: [number, number]): [number, number] => [p[columns[0]], p[columns[1]]];
  const out: SheetLine[] = [];
  let totals: [number, number] = [0, 0];
  for (const line of lines) {
    const written = swap(pair(line.written));
    const next = line.scores ? swap(pair(line.scores)) : ([totals[0] + written[0], totals[1] + written[1]] as [number, number]);
    const kind = line.kind === "eggs" || line.kind === "catch" ? line.kind : "scored";
    out.push({
      deal: line.deal,
      written,
      totals: next,
      changed: [next[0] !== totals[0], next[1] !== totals[1]],
      struck: [false, false],
      kind,
      cardPoints: swap(pair(line.card_points)),
      eggs: typeof line.eggs === "number" ? line.eggs : 0,
    });
    totals = next;
  }
  // On paper a total is struck through when a newer one is written under it.
  for (const column of [0, 1] as const) {
    let latest = -1;
    out.forEach((line, i) => { if (line.changed[column]) latest = i; });
    out.forEach((line, i) => { line.struck[column] = line.changed[column] && i !== latest; });
  }
  return { columns, lines: out, totals, target, tallies: [tallyGroups(totals[0]), tallyGroups(totals[1])] };
}
