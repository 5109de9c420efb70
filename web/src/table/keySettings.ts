/**
 * What decides a table, in one list: the game's headline options, then the
 * chips at stake and the clock. The lobby prints it as one line, the waiting
 * room large; "changed since you pressed ready" compares two of these.
 */
import { lang, t } from "../i18n";
import { settingsSummary, type SettingsSummary, type SummaryLine } from "../lobby/optionForm";
import type { GameInfo, TableSummary } from "../net/types";
import { clockText } from "./format";

export function tableSummary(table: TableSummary, game: GameInfo | null | undefined): SettingsSummary {
  if (!game) return { headline: [], changed: [], rest: [], hidden: 0 };
  return settingsSummary(game.options, table.preset, table.options, lang.value, [t("yes"), t("no")]);
}

/** The headline options, the stake and the clock; a game with its own "stake" option shows chips only when some are at stake. */
export function keyLines(table: TableSummary, game: GameInfo | null | undefined, summary = tableSummary(table, game)): SummaryLine[] {
  const lines = [...summary.headline];
  const ownStake = game?.options.options.some((o) => o.key === "stake" && o.headline) ?? false;
  if (table.stake || !ownStake) {
    lines.push({ key: "@stake", label: t("stake"), value: table.stake ? t("stake_n", { n: table.stake }) : t("no_stake"), changed: false });
  }
  lines.push({ key: "@clock", label: t("clock"), value: clockText(table.clock), changed: false });
  return lines;
}
