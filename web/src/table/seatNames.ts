/**
 * Seats in words for logs and replays: a person by their name, a bot by its
 * label ("Бот (средний)"), so nobody has to count seats. When two seats would
 * read the same (two bots of one level) each gets its seat number too.
 */
import { t, tx } from "../i18n";
import type { SeatInfo } from "../net/types";

/** A seat's name as a log line says it; games' describers take one of these. */
export type SeatNamer = (seat: number) => string;

export function seatName(seat: SeatInfo | undefined): string {
  if (!seat) return "";
  if (seat.kind === "human" && seat.name) return seat.name;
  if (seat.label) return tx(seat.label);
  return seat.kind === "empty" ? t("seat_free") : seat.name ?? "";
}

/** "место 3": how a seat with no known name is called inside a sentence. */
export const seatByNumber: SeatNamer = (seat) => t("seat_word", { n: seat + 1 });

/** Names for the seats of a table or a replay; read inside a render, it follows the language. */
export function seatNamer(seats: readonly SeatInfo[]): SeatNamer {
  return (seat) => {
    const info = seats.find((s) => s.seat === seat) ?? seats[seat];
    const name = seatName(info);
    if (!name || info?.kind === "empty") return seatByNumber(seat);
    const twins = seats.filter((s) => s !== info && seatName(s) === name).length;
    return twins ? t("seat_name_n", { name, n: seat + 1 }) : name;
  };
}
