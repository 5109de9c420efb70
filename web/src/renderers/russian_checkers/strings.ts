/** Russian checkers' own words (the board kit's and the shell's come from their catalogues). */
import { defineCatalog, type KeyOf, type Message } from "../../i18n";
import { boardStrings } from "../board/strings";

const ru = {
  fen_export: "Позиция в FEN",
  fen_label: "FEN текущей позиции",
  must_capture: "Бить обязательно.",
  crowned_mark: "(дамка)",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  fen_export: "Position as FEN",
  fen_label: "FEN of the current position",
  must_capture: "You must capture.",
  crowned_mark: "(king)",
};

export const strings = defineCatalog(ru, en, boardStrings);
export type Key = KeyOf<typeof strings>;
export const t = strings.t;
