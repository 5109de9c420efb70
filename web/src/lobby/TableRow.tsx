/** One open table in the lobby: everything that matters in one line, and a way in. */
import { lang, t, tx } from "../i18n";
import { gameInfo } from "../games";
import type { TableSummary } from "../net/types";
import { clockText, stakeText } from "../table/format";
import { presetName } from "./optionForm";
import { keyLines, tableSummary } from "../table/keySettings";
import { seatName } from "../table/seatNames";

export function TableRow({ table }: { table: TableSummary }) {
  const info = gameInfo(table.game);
  const free = table.seats.filter((s) => s.kind === "empty").length;
  // A bot's name in the reader's language ("Bot (easy)"), a person's as they chose it
  // (marked as the user's own words: no translation applies to it).
  const players = table.seats.filter((s) => s.kind !== "empty" && seatName(s));
  // What decides the game in one line, then what differs from the rule set, marked.
  const summary = info ? tableSummary(table, info) : null;
  const key = summary ? keyLines(table, info, summary) : [];
  const changed = summary ? summary.changed : [];
  return (
    <li class="table-row" data-table={table.id} data-ruleset={table.ruleset?.id}>
      <div class="table-row-main">
        <strong>
          {info ? tx(info.name) : table.game}
          {info && <PresetOrRuleset table={table} preset={presetName(info.options, table.preset, lang.value)} />}
        </strong>
        {summary ? (
          <>
            <span class="summary key-line" data-testid="key-line">
              {key.map((line, i) => (
                <span key={line.key} class={line.changed ? "changes" : undefined}>
                  {i > 0 ? " · " : ""}{line.label}: {line.value}{line.changed ? ` (${t("changed")})` : ""}
                </span>
              ))}
            </span>
            {changed.length > 0 && (
              <span class="small changes" data-testid="changes-line">
                <span class="tag changed">{t("changed")}</span>{" "}
                {changed.map((line) => `${line.label}: ${line.value}`).join(" · ")}
              </span>
            )}
          </>
        ) : (
          <span class="summary">{table.summary ? tx(table.summary) : ""}</span>
        )}
        <span class="muted small">
          {players.map((seat, i) => (
            <span key={seat.seat} data-user-text={seat.kind === "human" ? "" : undefined}>
              {i > 0 ? ", " : ""}{seatName(seat)}
            </span>
          ))}
          {" · "}{table.status === "playing" ? t("table_in_play") : free > 0 ? t("free_seats", { n: free }) : t("no_free_seats")}
          {!summary && table.clock && table.clock.kind !== "none" && <> · {clockText(table.clock)}</>}
          {!summary && table.stake ? <> · {stakeText(table)}</> : null}
        </span>
      </div>
      <a class={`button ${free > 0 ? "primary" : "secondary"}`} href={`/table/${table.id}`}>
        {free > 0 && table.status === "waiting" ? t("take_seat") : t("watch")}
      </a>
    </li>
  );
}

/** The table's rule set as the lobby names it: a player's own, measured against its preset, or the preset. */
function PresetOrRuleset({ table, preset }: { table: TableSummary; preset: string | null | undefined }) {
  if (table.ruleset) {
    const text = preset
      ? t("ruleset_in_lobby", { name: table.ruleset.name, preset })
      : t("ruleset_in_lobby_bare", { name: table.ruleset.name });
    return <span class="muted" data-testid="row-ruleset"> · {text}</span>;
  }
  return preset ? <span class="muted"> · {preset}</span> : null;
}
