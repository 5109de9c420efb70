/** A game event in words for the log, from whatever readable field the game gave it. */
import { t, tx, type Bilingual } from "../i18n";
import type { GameEvent } from "../net/types";

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
