/** The cards kit's words: the table, hands, tricks and suits every card game shares. */
import { defineCatalog, shellStrings, type KeyOf, type Message } from "../../i18n";

const ru = {
  cards_table: "Карточный стол",
  cards_your_hand: "Ваши карты",
  cards_hand_of: { one: "{name}: {n} карта", few: "{name}: {n} карты", many: "{name}: {n} карт", other: "{name}: {n} карты" },
  cards_trick: "Взятка на столе",
  cards_last_trick: "Последняя взятка",
  cards_hide_last_trick: "Скрыть последнюю взятку",
  cards_took_trick: "Взятка — {name}, +{n}",
  cards_card_blocked: "{card} — нельзя: {reason}",
  cards_partner: "партнёр",
  cards_dealer: "сдаёт",
  suit_spades: "Пики",
  suit_hearts: "Черви",
  suit_diamonds: "Бубны",
  suit_clubs: "Трефы",
  cards_joker_red: "красный джокер",
  cards_joker_black: "чёрный джокер",
  cards_card_hidden: "карта рубашкой вверх",
} satisfies Record<string, Message>;

const en: Record<keyof typeof ru, Message> = {
  cards_table: "Card table",
  cards_your_hand: "Your cards",
  cards_hand_of: { one: "{name}: {n} card", other: "{name}: {n} cards" },
  cards_trick: "The trick on the table",
  cards_last_trick: "Last trick",
  cards_hide_last_trick: "Hide the last trick",
  cards_took_trick: "Trick to {name}, +{n}",
  cards_card_blocked: "{card}: not now — {reason}",
  cards_partner: "partner",
  cards_dealer: "dealer",
  suit_spades: "Spades",
  suit_hearts: "Hearts",
  suit_diamonds: "Diamonds",
  suit_clubs: "Clubs",
  cards_joker_red: "red joker",
  cards_joker_black: "black joker",
  cards_card_hidden: "a face-down card",
};

export const cardStrings = defineCatalog(ru, en, shellStrings);
export type Key = KeyOf<typeof cardStrings>;
export const t = cardStrings.t;
