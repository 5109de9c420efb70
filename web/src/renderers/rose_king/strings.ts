/** Rose King's own words (the shell's come from its catalogue). */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  rk_board_label: "Поле 9×9 «Короля роз»: корона на клетке {x},{y}",
  rk_red: "Красные",
  rk_white: "Белые",
  rk_score: "{side}: счёт {score}",
  rk_areas: "владения {areas}",
  rk_no_areas: "владений нет",
  rk_supply: "Камней в запасе: {n}",
  rk_pile: "Колода: {n}, сброс: {d}",
  rk_heroes: "Героев: {n}",
  rk_draw: "Взять карту",
  rk_pass: "Пропустить ход",
  rk_last: "Последний ход: {text}",
  rk_hand_of: "Рука: {who}",
  rk_your_turn: "Ваш ход: выберите карту — её клетка подсвечена на поле",
  rk_hero_hint: "Карта с отметкой «Г» ведёт на камень соперника: её играют с героем",
  rk_card: "Карта {card}, цель {target}",
  rk_card_off: "Карта {card}: за край поля",
  rk_passed: "пропуск",
  rk_draw_word: "взял карту",
  rk_event_draw: "берёт карту {card}",
  rk_event_pass: "хода нет — пропуск",
  rk_event_reshuffle: "Колода кончилась: сброс перемешан ({n} карт)",
  rk_sideways: "боком к полю",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  rk_board_label: "Rose King 9×9 board: the crown is on square {x},{y}",
  rk_red: "Red",
  rk_white: "White",
  rk_score: "{side}: score {score}",
  rk_areas: "territories {areas}",
  rk_no_areas: "no territories",
  rk_supply: "Stones left: {n}",
  rk_pile: "Draw pile: {n}, discard: {d}",
  rk_heroes: "Heroes: {n}",
  rk_draw: "Draw a card",
  rk_pass: "Pass",
  rk_last: "Last move: {text}",
  rk_hand_of: "Hand: {who}",
  rk_your_turn: "Your move: pick a card; its square is lit on the board",
  rk_hero_hint: "A card marked “H” leads onto an opponent's stone: it is played with a hero",
  rk_card: "Card {card}, target {target}",
  rk_card_off: "Card {card}: off the board",
  rk_passed: "pass",
  rk_draw_word: "drew a card",
  rk_event_draw: "draws {card}",
  rk_event_pass: "no move, skipped",
  rk_event_reshuffle: "The draw pile ran out: the discard is shuffled ({n} cards)",
  rk_sideways: "sideways to the board",
};

export const strings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof strings>;
export const t = strings.t;
