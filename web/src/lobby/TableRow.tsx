/** One open table in the lobby: everything that matters in one line, and a way in. */
import { t, tx } from "../i18n";
import { gameInfo } from "../games";
import type { TableSummary } from "../net/types";
import { clockText } from "../table/format";

export function TableRow({ table }: { table: TableSummary }) {
  const info = gameInfo(table.game);
  const free = table.seats.filter((s) => s.kind === "empty").length;
  const players = table.seats.filter((s) => s.kind !== "empty").map((s) => s.name).filter(Boolean);
  return (
    <li class="table-row" data-table={table.id}>
      <div class="table-row-main">
        <strong>{info ? tx(info.name) : table.game}</strong>
        <span class="summary">{table.summary ? tx(table.summary) : ""}</span>
        <span class="muted small">
          {players.join(", ")}
          {" · "}{t("free_seats", { n: free })}
          {table.clock && table.clock.kind !== "none" && <> · {clockText(table.clock)}</>}
          {table.stake ? <> · {t("stake_n", { n: table.stake })}</> : null}
        </span>
      </div>
      <a class={`button ${free > 0 ? "primary" : "secondary"}`} href={`/table/${table.id}`}>
        {free > 0 && table.status === "waiting" ? t("take_seat") : t("watch")}
      </a>
    </li>
  );
}
