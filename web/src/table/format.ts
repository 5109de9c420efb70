/** Clocks and numbers in words, shared by the lobby line and the table. */
import { t } from "../i18n";
import type { ClockSpec, Clocks, TableSummary } from "../net/types";

export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.ceil(total));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m >= 60) return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
  return `${m}:${String(s).padStart(2, "0")}`;
}

export function clockText(clock: ClockSpec | null | undefined): string {
  if (!clock || clock.kind === "none") return t("clock_none");
  const seconds = clock.seconds ?? 0;
  if (clock.kind === "move") return t("clock_move", { time: formatSeconds(seconds) });
  return clock.increment
    ? t("clock_game_increment", { time: formatSeconds(seconds), inc: clock.increment })
    : t("clock_game", { time: formatSeconds(seconds) });
}

/** A seat's clock from the server's `clocks`: seconds left and whether it runs now. */
export function readClock(clocks: Clocks | null | undefined, seat: number): { remaining: number; running: boolean } | null {
  if (!clocks || !clocks.kind || clocks.kind === "none") return null;
  const remaining = clocks.remaining?.[seat];
  if (typeof remaining !== "number") return null;
  const running = Array.isArray(clocks.running) ? clocks.running.includes(seat) : clocks.running === seat;
  return { remaining, running };
}

export function signed(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** A table's stake in words, with the most a seat can lose when the game multiplies it. */
export function stakeText(table: Pick<TableSummary, "stake" | "stake_most">): string {
  const n = table.stake ?? 0;
  const most = table.stake_most ?? n;
  return most > n ? t("stake_most_n", { n, most }) : t("stake_n", { n });
}
