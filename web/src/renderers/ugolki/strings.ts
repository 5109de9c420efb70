/** Ugolki's own words (the board kit's and the shell's come from their catalogues). */
import { defineCatalog, type KeyOf, type Message } from "../../i18n";
import { boardStrings } from "../board/strings";

const ru = {
  tempo_of: "Темповое число ({side})",
  move_number: "Ход",
  pass_move: "Пропустить ход",
  ugolki_home_first: "Соперник вышел из дома: ходите шашками, которые ещё в вашем доме.",
  ugolki_leave_home_left: "До срока вывода из дома",
  ugolki_cutoff_left: "До окончания по ходам",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  tempo_of: "Tempo number ({side})",
  move_number: "Move",
  pass_move: "Pass",
  ugolki_home_first: "Your opponent has left home: move pieces still in your home.",
  ugolki_leave_home_left: "Moves left to leave home",
  ugolki_cutoff_left: "Moves left before the cut-off",
};

export const strings = defineCatalog(ru, en, boardStrings);
export type Key = KeyOf<typeof strings>;
export const t = strings.t;
