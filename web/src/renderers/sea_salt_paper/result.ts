/**
 * Why a game of Sea Salt & Paper ended, with the players' names: four mermaids, or
 * who ended the last round (STOP, LAST CHANCE and whether the bet won, the deck
 * running out) and who won with how many points, the tie-break named when it decided.
 * The engine's own reason says "seat N", which nobody at the table counts by.
 */
import type { Outcome } from "../../net/types";
import type { SeatNamer } from "../../table/seatNames";
import { t } from "./strings";

interface Sheet {
  round: number;
  ending: string;
  caller: number | null;
  won: boolean | null;
}

function ending(sheet: Sheet, name: SeatNamer): string {
  if (sheet.ending === "empty_deck" || sheet.caller === null) return t("ssp_result_empty", { round: sheet.round });
  const who = { name: name(sheet.caller), round: sheet.round };
  if (sheet.ending === "stop") return t("ssp_result_stop", who);
  return t(sheet.won ? "ssp_result_last_won" : "ssp_result_last_lost", who);
}

export function describeSspResult(outcome: Outcome, name: SeatNamer): string | null {
  const details = outcome.details ?? {};
  const winners = outcome.winners ?? [];
  if (typeof details.mermaids === "number") return t("ssp_result_mermaids", { name: name(details.mermaids) });
  const sheet = details.last_round as Sheet | null | undefined;
  const points = outcome.points ?? [];
  // A game ended by the server (a player left) has no round sheet: its own reason stays.
  if (!sheet || winners.length === 0 || points.length === 0) return null;
  const top = Math.max(...points);
  const tied = points.filter((p) => p === top).length;
  let result: string;
  if (winners.length > 1) {
    result = t("ssp_result_shared", { n: top, names: winners.map(name).join(", ") });
  } else if (tied > 1) {
    const key = details.tiebreak === "round_points" ? "ssp_result_tie_round" : "ssp_result_tie_last";
    result = t(key, { n: top, name: name(winners[0]) });
  } else {
    result = t("ssp_result_win", { n: top, name: name(winners[0]) });
  }
  return `${ending(sheet, name)}. ${result}`;
}
