/**
 * The one interface every game's renderer implements. The table shell knows
 * nothing of any game: it hands the renderer the view of the seat on screen,
 * the legal actions and a way to act, and shows whatever it draws.
 */
import type { ComponentType } from "preact";
import type { Bilingual } from "../i18n";
import type { GameEvent, GameInfo, LegalAction, TableSummary } from "../net/types";

export interface RefusedMove {
  text: Bilingual | string;
  serial: number;
}

export interface RendererProps {
  game: GameInfo | null;
  table: TableSummary | null;
  view: Record<string, unknown>;
  legal: LegalAction[];
  /** The seat whose view this is (null: a spectator or a replay). */
  seat: number | null;
  /** Whether the player may act now (their turn, connected, no move awaiting an answer). */
  canAct: boolean;
  /** Play a legal action. */
  onAct: (action: unknown) => void;
  /** Try an action the client believes illegal, so the server says why. */
  onProbe: (action: unknown) => void;
  /** The last refusal, shown by the renderer next to the board. */
  refused: RefusedMove | null;
  /** A move sent but not answered yet (drawn as tentative). */
  pendingAction: unknown;
}

export interface ThumbnailProps {
  game: GameInfo;
}

export interface GameRenderer {
  /** The game ids this renderer draws. */
  games: string[];
  /** The game area of a table. */
  Board: ComponentType<RendererProps>;
  /** A picture for the lobby tile. */
  Thumbnail?: ComponentType<ThumbnailProps>;
  /** An event of this game in words for the log, or null to let the shell describe it. */
  describeEvent?: (event: GameEvent) => string | null;
}
