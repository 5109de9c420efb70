/** A game event in words for the log, from whatever readable field the game gave it. */
import { t, tx, type Bilingual } from "../i18n";
import type { ReplayStep } from "../net/api";
import type { GameEvent, LegalAction } from "../net/types";
import type { SeatNamer } from "./seatNames";

/** A game's own describer (a renderer's `describeEvent`), which may pass to the shell. */
export type Describer = (event: GameEvent, name: SeatNamer) => string | null;

function isBilingual(value: unknown): value is Bilingual {
  return !!value && typeof value === "object" && typeof (value as Bilingual).ru === "string" && typeof (value as Bilingual).en === "string";
}

export function eventText(event: GameEvent): string {
  for (const key of ["text", "message", "description"]) {
    const value = event[key];
    if (isBilingual(value)) return tx(value);
    if (typeof value === "string" && value) return value;
  }
  for (const key of ["notation", "move", "action_text"]) {
    const value = event[key];
    if (typeof value === "string" && value) return value;
  }
  const reason = event.reason ?? (event.outcome as { reason?: unknown } | undefined)?.reason;
  if (isBilingual(reason)) return tx(reason);
  const path = (event.path ?? (event.action as { path?: unknown } | undefined)?.path) as unknown;
  if (Array.isArray(path) && path.every((s) => typeof s === "string")) return path.join(path.length > 2 ? ":" : "-");
  return t("event_generic", { kind: event.kind });
}

/** An event in words: the game's describer first, with seats named, else the shell's reading. */
export function describeEvent(event: GameEvent, describer: Describer | undefined, name: SeatNamer): string {
  return describer?.(event, name) ?? eventText(event);
}

/**
 * A replay's move in words, in the reader's language: the server's text of the action
 * (both languages for a finished game; an older server sent one string), else, while
 * the game runs and the text is withheld, what its public events say.
 */
export function replayStepText(step: ReplayStep, describer: Describer | undefined, name: SeatNamer): string {
  if (step.text) return tx(step.text);
  return step.events.map((e) => describeEvent(e, describer, name)).join("; ");
}

/** A legal action as the reader should see it: its words in their language, else its notation. */
export function legalText(entry: LegalAction): string {
  return entry.label ? tx(entry.label) : entry.text;
}
