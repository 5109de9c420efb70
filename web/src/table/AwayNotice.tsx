/**
 * What the others see when a player's connection is gone: who is away, and the
 * countdown to the bot taking the seat (the server's `bot_at`, the end of the
 * grace period), then that a bot plays for them until they are back.
 */
import { useEffect, useState } from "preact/hooks";
import { t } from "../i18n";
import type { SeatInfo } from "../net/types";
import { seatName } from "./seatNames";

/** Whole seconds left until `at` (ISO), as of `now`; 0 once it has passed. */
export function secondsUntil(at: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
}

/** The line for one seat whose person is away, or null for a seat that is not. */
export function awayLine(seat: SeatInfo, now: number): string | null {
  if (seat.kind !== "human" || seat.abandoned || seat.connected !== false) return null;
  const name = seatName(seat);
  if (seat.bot_holding) return t("away_bot_playing", { name });
  if (!seat.bot_at) return t("away", { name });
  const n = secondsUntil(seat.bot_at, now);
  return n > 0 ? t("away_bot_in", { name, n }) : t("away_bot_soon", { name });
}

export function AwayNotice({ seats, mine }: { seats: SeatInfo[]; mine: readonly number[] }) {
  const away = seats.filter((s) => !mine.includes(s.seat) && awayLine(s, 0) !== null);
  const counting = away.some((s) => s.bot_at && !s.bot_holding);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [counting, seats]);
  if (!away.length) return null;
  return (
    <div class="away-notice" role="status" aria-live="polite" data-testid="away-notice">
      {away.map((seat) => (
        <p key={seat.seat} data-seat={seat.seat} data-bot={seat.bot_holding ? "1" : "0"}>
          <span class="conn-dot" aria-hidden="true" />
          {awayLine(seat, now)}
        </p>
      ))}
    </div>
  );
}
