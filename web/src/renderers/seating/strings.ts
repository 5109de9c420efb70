/** The seating kit's words: the seats around a table, their teams. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  seating_table: "Места за столом",
  seating_team: "Команда {n}",
  seating_seat_of: "{name}, место {n}",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  seating_table: "Seats at the table",
  seating_team: "Team {n}",
  seating_seat_of: "{name}, seat {n}",
};

export const seatingStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof seatingStrings>;
export const t = seatingStrings.t;
