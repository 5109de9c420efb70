/**
 * Which renderer draws which game, each listed here by hand (every game's client
 * lives in its own folder, `renderers/<id>/`); a game without one gets the
 * generic fallback.
 */
import { chapaevRenderer } from "./chapaev";
import { genericRenderer } from "./generic";
import { goStopRenderer } from "./go_stop";
import { kingOfTokyoRenderer } from "./king_of_tokyo";
import { kingsBountyRenderer } from "./kings_bounty";
import { kingsCornerRenderer } from "./kings_corner";
import { klaborRenderer } from "./klabor";
import { kozelRenderer } from "./kozel";
import { roseKingRenderer } from "./rose_king";
import { checkersRenderer } from "./russian_checkers";
import { sequenceRenderer } from "./sequence";
import { seaSaltPaperRenderer } from "./sea_salt_paper";
import type { GameRenderer } from "./types";
import { ugolkiRenderer } from "./ugolki";

export const RENDERERS: readonly GameRenderer[] = [
  ugolkiRenderer,
  checkersRenderer,
  kozelRenderer,
  klaborRenderer,
  goStopRenderer,
  chapaevRenderer,
  kingOfTokyoRenderer,
  sequenceRenderer,
  kingsBountyRenderer,
  kingsCornerRenderer,
  seaSaltPaperRenderer,
  roseKingRenderer,
];

export function rendererFor(game: string): GameRenderer {
  return RENDERERS.find((renderer) => renderer.games.includes(game)) ?? genericRenderer;
}
