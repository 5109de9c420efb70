/** The board kit's words: the board and its squares for screen readers, the move controls. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  board_label: "Доска {width}×{height}",
  board_role: "доска",
  board_square_empty: "{square}: пусто",
  board_square_piece: "{square}: шашка, {colour}",
  board_square_king: "{square}: дамка, {colour}",
  move_controls: "Управление ходом",
  finish_move: "Завершить ход",
  cancel_move: "Отменить",
  board_zoom: "Крупнее",
  board_zoom_hint: "Доска увеличена: листайте её пальцем, ход — касанием клеток",
  // Draws by agreement, for the board games that have them.
  draw_offer: "Предложить ничью",
  draw_accept: "Принять ничью",
  draw_offered_by_you: "Вы предложили ничью.",
  draw_offered_by: "Соперник ({side}) предлагает ничью.",
  draw_offered_event: "предлагает ничью",
  draw_agreed_event: "принимает ничью",
  draw_decline: "Отказаться от ничьей",
  draw_declined_event: "отказывается от ничьей",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  board_label: "Board {width}×{height}",
  board_role: "board",
  board_square_empty: "{square}: empty",
  board_square_piece: "{square}: piece, {colour}",
  board_square_king: "{square}: king, {colour}",
  move_controls: "Move controls",
  finish_move: "Finish the move",
  cancel_move: "Cancel",
  board_zoom: "Larger",
  board_zoom_hint: "The board is enlarged: scroll it with a finger, move by tapping squares",
  draw_offer: "Offer a draw",
  draw_accept: "Accept the draw",
  draw_offered_by_you: "You offered a draw.",
  draw_offered_by: "Your opponent ({side}) offers a draw.",
  draw_offered_event: "offers a draw",
  draw_agreed_event: "accepts the draw",
  draw_decline: "Decline the draw",
  draw_declined_event: "declines the draw",
};

export const boardStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof boardStrings>;
export const t = boardStrings.t;
