/**
 * A table's settings as a player reads them: first the few that decide the
 * game, large; then what differs from the rule set, marked; the rest behind
 * «all rules of the table». Options that change nothing with these values
 * (the schema's `applies_when`) are not shown at all.
 */
import { lang, t, tx } from "../i18n";
import { presetName, type SummaryLine } from "../lobby/optionForm";
import type { GameInfo, TableSummary } from "../net/types";
import { keyLines, tableSummary } from "./keySettings";

function Lines({ lines, testid, cls }: { lines: SummaryLine[]; testid: string; cls: string }) {
  return (
    <dl class={cls} data-testid={testid}>
      {lines.map((line) => (
        <div key={line.key} class={line.changed ? "changed" : ""} data-option={line.key}>
          <dt>{line.label}</dt>
          <dd>{line.value}{line.changed && <span class="tag changed">{t("changed")}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TableSettings({ table, game }: { table: TableSummary; game: GameInfo | null }) {
  const l = lang.value;
  const schema = game?.options;
  const summary = tableSummary(table, game);
  const preset = presetName(schema, table.preset, l);
  const description = schema?.presets.find((p) => p.key === table.preset)?.description;
  return (
    <div class="table-settings" data-testid="table-settings">
      <p class="preset-line">
        <strong>{preset ?? (game ? tx(game.name) : table.game)}</strong>
        {" · "}<span class="muted">{t("table_access")}: {table.private ? t("private_table_short") : t("public_table")}</span>
      </p>
      {description && <p class="muted small">{description[l]}</p>}
      <Lines lines={keyLines(table, game, summary)} testid="key-settings" cls="key-settings" />
      {summary.changed.length > 0 && (
        <>
          <h3>{t("differs_from_preset")}</h3>
          <Lines lines={summary.changed} testid="changed-settings" cls="settings-list options" />
        </>
      )}
      {summary.rest.length > 0 && (
        <details class="all-rules" data-testid="all-rules">
          <summary>{t("all_table_rules")} <span class="muted small">({summary.rest.length})</span></summary>
          <Lines lines={summary.rest} testid="other-settings" cls="settings-list options" />
        </details>
      )}
      {summary.hidden > 0 && <p class="muted small" data-testid="hidden-settings">{t("settings_not_applying", { n: summary.hidden })}</p>}
    </div>
  );
}
