/**
 * The one interface every game's renderer implements. The table shell knows
 * nothing of any game: it hands the renderer the view of the seat on screen,
 * the legal actions and a way to act, and shows whatever it draws.
 */
import type { ComponentType } from "preact";
import type { Bilingual } from "../i18n";
import type { Clocks, ControlsSpec, GameEvent, GameInfo, LegalAction, Outcome, SeatInfo, TableSummary } from "../net/types";
import type { SeatNamer } from "../table/seatNames";

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
  /** Whether the player may act now (their seat acts, connected, no move awaiting an answer). */
  canAct: boolean;
  /** Play a legal action. */
  onAct: (action: unknown) => void;
  /** Try an action the client believes illegal, so the server says why. */
  onProbe: (action: unknown) => void;
  /** The last refusal, shown by the renderer next to the board. */
  refused: RefusedMove | null;
  /** A move sent but not answered yet (drawn as tentative). */
  pendingAction: unknown;
  /**
   * Two people share this device and the seat on screen does not act now: draw the
   * seat's hidden cards face down (whoever holds the device now may not be their owner).
   */
  concealHand?: boolean;
  /**
   * Two or more people share this device (they hold several seats of the table): the seat
   * on screen follows whoever acts, so a renderer that turns its picture to that seat can
   * say the device goes to the next player.
   */
  sharedDevice?: boolean;
  /** The clocks, for a renderer that draws the seats itself (`drawsSeats`). */
  clocks?: Clocks;
  /** When the clocks were received (Date.now()), to count them down. */
  received?: number;
  /** The seats when there is no live table (a replay), so the board still names the players. */
  seats?: SeatInfo[];
  /**
   * The seats that may act now (several at once in a simultaneous game), as the shell
   * reads them from the server; absent in a replay, where a renderer reads its view.
   */
  acting?: readonly number[];
  /**
   * The events of the others' moves since this device's seats last moved (a spectator: the
   * last move), so a renderer can mark what they played until the player moves.
   */
  recent?: readonly GameEvent[];
  /** The seat's continuous action when the game has one now (a flick: a piece, a direction, a force). */
  controls?: ControlsSpec | null;
  /**
   * The renderer holds the table on something the player reads first (Klabor's deal
   * result before «Дальше»): the turn banner says this line instead of whose move it is,
   * which would be untrue while the next hand is hidden; null lets the banner go back.
   */
  onHold?: (line: string | null) => void;
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
  /**
   * An event of this game in words for the log, or null to let the shell describe it.
   * `name` says a seat as the players know it (a name, a bot's label): use it, never "seat N".
   */
  describeEvent?: (event: GameEvent, name: SeatNamer) => string | null;
  /**
   * Why the game ended, in words, naming the seats as the players know them (`name`), for
   * the end screen; null (or absent) leaves the game's own reason, which says "seat N".
   */
  describeResult?: (outcome: Outcome, name: SeatNamer) => string | null;
  /** The renderer draws the seats around its table (names, clocks, turn), so the shell's seat list is left out. */
  drawsSeats?: boolean;
  /** Shown under the game's rules (a deck of its own, card by card, as drawn at the table). */
  RulesExtra?: ComponentType;
}
