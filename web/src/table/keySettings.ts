/**
 * What decides a table, in one list: the game's headline options, then the
 * chips at stake and the clock. The lobby prints it as one line, the waiting
 * room large; "changed since you pressed ready" compares two of these.
 */
import { lang, t } from "../i18n";
import { settingsSummary, type SettingsSummary, type SummaryLine } from "../lobby/optionForm";
import type { GameInfo, TableSummary } from "../net/types";
import { clockText, stakeText } from "./format";

export function tableSummary(table: TableSummary, game: GameInfo | null | undefined): SettingsSummary {
  if (!game) return { headline: [], changed: [], rest: [], hidden: 0 };
  return settingsSummary(game.options, table.preset, table.options, lang.value, [t("yes"), t("no")]);
}

/** The headline options, the table's stake (with the most a seat can lose) and the clock. */
export function keyLines(table: TableSummary, game: GameInfo | null | undefined, summary = tableSummary(table, game)): SummaryLine[] {
  const lines = [...summary.headline];
  lines.push({ key: "@stake", label: t("stake"), value: table.stake ? stakeText(table) : t("no_stake"), changed: false });
  lines.push({ key: "@clock", label: t("clock"), value: clockText(table.clock), changed: false });
  return lines;
}
