/** Russian checkers' own words (the board kit's and the shell's come from their catalogues). */
import { defineCatalog, type KeyOf, type Message } from "../../i18n";
import { boardStrings } from "../board/strings";

const ru = {
  fen_export: "Позиция в FEN",
  fen_label: "FEN текущей позиции",
  must_capture: "Бить обязательно.",
  draw_offer: "Предложить ничью",
  draw_accept: "Принять ничью",
  draw_offered_by_you: "Вы предложили ничью.",
  draw_offered_by: "Соперник ({side}) предлагает ничью.",
  draw_offered_event: "предлагает ничью",
  draw_agreed_event: "принимает ничью",
  crowned_mark: "(дамка)",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  fen_export: "Position as FEN",
  fen_label: "FEN of the current position",
  must_capture: "You must capture.",
  draw_offer: "Offer a draw",
  draw_accept: "Accept the draw",
  draw_offered_by_you: "You offered a draw.",
  draw_offered_by: "Your opponent ({side}) offers a draw.",
  draw_offered_event: "offers a draw",
  draw_agreed_event: "accepts the draw",
  crowned_mark: "(king)",
};

export const strings = defineCatalog(ru, en, boardStrings);
export type Key = KeyOf<typeof strings>;
export const t = strings.t;
