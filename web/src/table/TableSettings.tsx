/** Every setting of a table in words, the ones that differ from its rule set first. */
import { lang, t, tx } from "../i18n";
import { presetName, settingsLines } from "../lobby/optionForm";
import type { GameInfo, TableSummary } from "../net/types";
import { clockText, stakeText } from "./format";

export function TableSettings({ table, game }: { table: TableSummary; game: GameInfo | null }) {
  const l = lang.value;
  const schema = game?.options;
  const lines = schema ? settingsLines(schema, table.preset, table.options, l, [t("yes"), t("no")]) : [];
  const preset = presetName(schema, table.preset, l);
  const description = schema?.presets.find((p) => p.key === table.preset)?.description;
  return (
    <div class="table-settings" data-testid="table-settings">
      <dl class="settings-list">
        <div><dt>{t("game")}</dt><dd>{game ? tx(game.name) : table.game}</dd></div>
        {preset && <div><dt>{t("preset")}</dt><dd>{preset}</dd></div>}
        <div><dt>{t("clock")}</dt><dd>{clockText(table.clock)}</dd></div>
        <div><dt>{t("stake")}</dt><dd>{table.stake ? stakeText(table) : t("no_stake")}</dd></div>
        <div><dt>{t("table_access")}</dt><dd>{table.private ? t("private_table_short") : t("public_table")}</dd></div>
      </dl>
      {description && <p class="muted">{description[l]}</p>}
      {lines.length > 0 && (
        <>
          <h3>{t("rules_options")}</h3>
          <dl class="settings-list options">
            {lines.map((line) => (
              <div key={line.key} class={line.changed ? "changed" : ""}>
                <dt>{line.label}</dt>
                <dd>{line.value}{line.changed && <span class="tag changed">{t("changed")}</span>}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
