/** Chapaev's own words (the controls' and the shell's come from their catalogues). */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  chapaev_board: "Доска «Чапаева»: белые шашки — {white}, чёрные — {black}",
  chapaev_round: "Раунд",
  chapaev_rows: "Ряды",
  chapaev_rows_value: "белые {w}, чёрные {b}",
  chapaev_won: "Выиграно раундов",
  chapaev_left: "Шашек на доске",
  chapaev_white: "Белые",
  chapaev_black: "Чёрные",
  chapaev_you_play: "Вы играете: {colour}",
  chapaev_extra: "Выбита шашка соперника — {colour} щёлкают ещё раз!",
  chapaev_hint: "Потяните от своей шашки назад, как будто оттягиваете палец, и отпустите — или выберите шашку, направление и силу ниже.",
  chapaev_aim: "Шашка {piece}: направление {angle}°, сила {power}",
  chapaev_power: "Сила",
  chapaev_send: "Щёлкнуть",
  chapaev_controls: "Щелчок",
  chapaev_pie: "Белые сделали первый щелчок. Поменяться с ними цветами?",
  chapaev_swap: "Поменяться цветами",
  chapaev_keep: "Остаться чёрными",
  chapaev_last: "Последний щелчок: {piece}, выбито: {out}",
  chapaev_flick: "щелчок {piece}: {angle}°, сила {power}; выбито чужих {out}, своих {own}",
  chapaev_round_over: "Раунд {round} выиграли {colour}",
  chapaev_round_drawn: "Раунд {round}: ничья, переигрываем",
  chapaev_swapped: "Игроки поменялись цветами",
  chapaev_kept: "Чёрные остались чёрными",
  chapaev_thumbnail: "Чапаев: две шеренги шашек на доске",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  chapaev_board: "Chapaev board: White pieces {white}, Black pieces {black}",
  chapaev_round: "Round",
  chapaev_rows: "Rows",
  chapaev_rows_value: "White {w}, Black {b}",
  chapaev_won: "Rounds won",
  chapaev_left: "Pieces on the board",
  chapaev_white: "White",
  chapaev_black: "Black",
  chapaev_you_play: "You play {colour}",
  chapaev_extra: "An opponent's piece is off: {colour} flick again!",
  chapaev_hint: "Drag back from one of your pieces, as if pulling your finger back, and let go; or choose the piece, direction and power below.",
  chapaev_aim: "Piece {piece}: direction {angle}°, power {power}",
  chapaev_power: "Power",
  chapaev_send: "Flick",
  chapaev_controls: "Flick",
  chapaev_pie: "White has made the first flick. Swap colours with White?",
  chapaev_swap: "Swap colours",
  chapaev_keep: "Stay Black",
  chapaev_last: "Last flick: {piece}, knocked off: {out}",
  chapaev_flick: "flick {piece}: {angle}°, power {power}; knocked off {out} of theirs, {own} of own",
  chapaev_round_over: "{colour} won round {round}",
  chapaev_round_drawn: "Round {round}: a draw, replayed",
  chapaev_swapped: "The players swapped colours",
  chapaev_kept: "Black kept their colour",
  chapaev_thumbnail: "Chapaev: two rows of pieces on a board",
};

export const strings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof strings>;
export const t = strings.t;
