/** Which renderer draws which game; a game without one gets the generic fallback. */
import { checkersRenderer } from "./checkers";
import { genericRenderer } from "./generic";
import { goStopRenderer } from "./go_stop";
import { klaborRenderer } from "./klabor";
import { kozelRenderer } from "./kozel";
import type { GameRenderer } from "./types";
import { ugolkiRenderer } from "./ugolki";

const RENDERERS: GameRenderer[] = [
  ugolkiRenderer,
  checkersRenderer,
  kozelRenderer,
  klaborRenderer,
  goStopRenderer,
];

export function rendererFor(game: string): GameRenderer {
  return RENDERERS.find((renderer) => renderer.games.includes(game)) ?? genericRenderer;
}
