/** The seat's view as the engine sends it (igroteka/games/kings_bounty/views.py), read defensively. */
import type { Bilingual } from "../../i18n";

export interface Building {
  card: number;
  guard: number | null;
}

export interface TitleView {
  key: string;
  name: Bilingual;
  condition: Bilingual;
  points: number;
  counts: number[];
  holder: number | null;
}

export interface LastMove {
  card?: number;
  on?: number;
  from?: number;
  success?: boolean;
  power?: number;
  returned?: number;
  pass?: boolean;
}

export interface KbView {
  players: number;
  first: number;
  last_player: number;
  mover: number | null;
  phase: "play" | "return" | "over";
  deck: number;
  final_round: boolean;
  hand_counts: number[];
  areas: Building[][];
  discard: number[];
  titles: TitleView[];
  obelisks: number[];
  standing: number[];
  returning: number;
  last: (LastMove | null)[];
  seat?: number;
  hand?: number[];
  returned?: number[];
  points?: number[];
  winner?: number | null;
  hands?: number[][];
}

export function asKbView(view: Record<string, unknown>): KbView | null {
  if (!Array.isArray(view.areas) || !Array.isArray(view.titles) || typeof view.players !== "number") return null;
  return view as unknown as KbView;
}

/** The actions as the server lists them, read into what a card or a building may do. */
export interface Moves {
  lay: Set<number>;
  targets: Map<number, Set<number>>;
  returns: Set<number>;
  draw: boolean;
  pass: boolean;
}

export function readMoves(actions: unknown[]): Moves {
  const moves: Moves = { lay: new Set(), targets: new Map(), returns: new Set(), draw: false, pass: false };
  for (const raw of actions) {
    const a = raw as Record<string, unknown>;
    if (typeof a.play === "number") {
      if (typeof a.on === "number") {
        const set = moves.targets.get(a.play) ?? new Set<number>();
        set.add(a.on);
        moves.targets.set(a.play, set);
      } else moves.lay.add(a.play);
    } else if (typeof a.return === "number") moves.returns.add(a.return);
    else if (a.draw === true) moves.draw = true;
    else if (a.pass === true) moves.pass = true;
  }
  return moves;
}
