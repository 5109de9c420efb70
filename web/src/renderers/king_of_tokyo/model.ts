/**
 * King of Tokyo's decisions as data, kept pure for the unit tests: reading an
 * action, the reroll that matches the dice the player marked, and a decision's
 * button in the imperative.
 */
import { tx, type Bilingual } from "../../i18n";
import type { LegalAction } from "../../net/types";
import { t } from "./strings";

export interface Act {
  act: string;
  args: unknown[];
}

export function asAct(action: unknown): Act | null {
  if (!action || typeof action !== "object") return null;
  const a = action as Partial<Act>;
  return typeof a.act === "string" && Array.isArray(a.args) ? (a as Act) : null;
}


/** The legal reroll of exactly the dice marked (any order), if there is one. */
export function rerollFor(legal: readonly LegalAction[], marked: readonly number[]): LegalAction | undefined {
  const want = JSON.stringify([...marked].sort((x, y) => x - y));
  return legal.find((entry) => {
    const act = asAct(entry.action);
    return act?.act === "reroll" && JSON.stringify(act.args[0]) === want;
  });
}

export const FACE_WORDS: Record<string, string> = { "1": "1", "2": "2", "3": "3", H: "♥", E: "⚡", S: "⚔" };

/** A decision's button in the imperative, else the server's words for it. */
export function buttonText(entry: LegalAction, act: Act | null, monsters: readonly { name: Bilingual }[]): string {
  const kind = act?.act ?? "";
  const n = typeof act?.args[0] === "number" ? (act.args[0] as number) + 1 : 0;
  switch (kind) {
    case "end": return t("kot_btn_end");
    case "sweep": return t("kot_btn_sweep");
    case "resolve": return t("kot_btn_resolve");
    case "done": return t("kot_btn_done");
    case "pass": return t("kot_btn_pass");
    case "keep": return t("kot_btn_keep");
    case "hearts": return t("kot_btn_hearts");
    case "smash": return t("kot_btn_smash");
    case "heal": return t("kot_btn_heal");
    case "ray": return t("kot_btn_ray", { name: tx(monsters[n - 1]?.name ?? "") });
    case "cull": return t("kot_btn_cull", { n });
    case "twist":
    case "stretch": return t("kot_btn_face", { n, face: FACE_WORDS[String(act?.args[1])] ?? "?" });
    case "dweller": return t("kot_btn_dweller", { n });
    case "probe": return t("kot_btn_probe", { n });
    default: return entry.label ? tx(entry.label) : entry.text;
  }
}

