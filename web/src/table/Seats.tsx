/** The seats of a table: who sits where (each with its number, as the log and the banner cite it), rating, clock, connection, who may act now. */
import { useEffect, useState } from "preact/hooks";
import { t, tx } from "../i18n";
import type { Clocks, SeatInfo } from "../net/types";
import { settings } from "../settings/store";
import { boardTheme, seatPalette } from "../themes/board";
import { formatSeconds, readClock } from "./format";
import { seatName } from "./seatNames";

export { seatName };

/**
 * A seat's clock: it counts down while the server says it runs, and is lit while
 * the seat acts (`acting`, from the shell's acting set; without it, while it runs).
 */
export function ClockFace({ clocks, seat, received, acting }: { clocks: Clocks | undefined; seat: number; received: number; acting?: boolean }) {
  const clock = readClock(clocks, seat);
  const [, tick] = useState(0);
  useEffect(() => {
    if (!clock?.running) return;
    const timer = setInterval(() => tick((n) => n + 1), 500);
    return () => clearInterval(timer);
  }, [clock?.running, received]);
  if (!clock) return null;
  const left = clock.running ? clock.remaining - (Date.now() - received) / 1000 : clock.remaining;
  const low = left < 20;
  const lit = acting ?? clock.running;
  return (
    <span class={`clock${lit ? " running" : ""}${low ? " low" : ""}`} data-counting={clock.running ? "1" : "0"}
      role="timer" aria-label={t("time_left", { time: formatSeconds(left) })}>
      {formatSeconds(left)}
    </span>
  );
}

export function Seats({ seats, acting, mine, clocks, received, swatches, presence = true }: {
  seats: SeatInfo[];
  /** The seats that may act now. */
  acting: readonly number[];
  mine: number[];
  clocks?: Clocks;
  received: number;
  swatches: boolean;
  /** Whether to say who is connected: not at a game on this device alone (offline). */
  presence?: boolean;
}) {
  const theme = boardTheme(settings.value.board_theme);
  return (
    <ul class="seats" aria-label={t("seats")}>
      {seats.map((seat) => {
        const isTurn = acting.includes(seat.seat);
        const isMine = mine.includes(seat.seat);
        const palette = seatPalette(theme, seat.seat);
        const state = seat.kind !== "human"
          ? null
          : seat.abandoned
            ? t("seat_left")
            : seat.bot_holding
              ? t("seat_bot_holding")
              : seat.connected
                ? null
                : t("seat_offline");
        return (
          <li key={seat.seat} class={`seat${isTurn ? " turn" : ""}${isMine ? " mine" : ""}`} data-seat={seat.seat}
            aria-current={isTurn ? "true" : undefined}>
            {swatches && <span class="swatch" style={{ background: palette.body, borderColor: palette.edge }} title={tx(palette.name)} />}
            <span class="seat-no" data-testid={`seat-no-${seat.seat}`}>{t("seat_word", { n: seat.seat + 1 })}</span>
            <span class="seat-text">
              <span class="seat-name">
                {seatName(seat)}
                {isMine && <span class="tag">{t("you")}</span>}
                {seat.kind === "bot" && <span class="tag">{t("bot")}</span>}
              </span>
              <span class="seat-meta">
                {typeof seat.rating === "number" && <span>{t("rating_short", { n: Math.round(seat.rating) })}</span>}
                {presence && seat.kind === "human" && (
                  <span class={`presence ${seat.connected ? "on" : "off"}`}>
                    <span class="conn-dot" aria-hidden="true" />
                    {state ?? t("seat_online")}
                  </span>
                )}
              </span>
            </span>
            {isTurn && <span class="turn-mark" aria-label={t("their_turn")}>●</span>}
            <ClockFace clocks={clocks} seat={seat.seat} received={received} acting={isTurn} />
          </li>
        );
      })}
    </ul>
  );
}
