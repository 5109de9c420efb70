/** Cards in words, in the interface's language: "занавес, март", for labels and the game log. */
import { t, type Key } from "./strings";
import { cardById, type HwatuCard } from "./deck";

const MONTH_KEYS: Key[] = [
  "hw_month_1", "hw_month_2", "hw_month_3", "hw_month_4", "hw_month_5", "hw_month_6",
  "hw_month_7", "hw_month_8", "hw_month_9", "hw_month_10", "hw_month_11", "hw_month_12",
];
const PLANT_KEYS: Key[] = [
  "hw_plant_1", "hw_plant_2", "hw_plant_3", "hw_plant_4", "hw_plant_5", "hw_plant_6",
  "hw_plant_7", "hw_plant_8", "hw_plant_9", "hw_plant_10", "hw_plant_11", "hw_plant_12",
];

export function monthName(month: number): string {
  const key = MONTH_KEYS[month - 1];
  return key ? t(key) : String(month);
}

export function plantName(month: number): string {
  const key = PLANT_KEYS[month - 1];
  return key ? t(key) : "";
}

/** The catalog key of a card's own name (the same words as the engine's deck). */
export function nameKey(card: HwatuCard): Key {
  if (card.kind === "ribbon") {
    if (card.ribbonSet === "red_poem") return "hw_ribbon_red_poem";
    if (card.ribbonSet === "plain_red") return "hw_ribbon_plain_red";
    if (card.ribbonSet === "blue") return "hw_ribbon_blue";
    return "hw_ribbon_none";
  }
  return `hw_${card.subject}` as Key;
}

/** "curtain, March": enough to find the card on the table. */
export function cardName(id: number): string {
  const card = cardById(id);
  if (!card) return `#${id}`;
  return `${t(nameKey(card))}, ${monthName(card.month)}`;
}

export function kindWord(card: HwatuCard): string {
  if (card.kind === "junk" && card.units === 2) return t("gs_kind_one_double");
  return t(card.kind === "bright" ? "gs_kind_one_bright" : card.kind === "animal" ? "gs_kind_one_animal" : card.kind === "ribbon" ? "gs_kind_one_ribbon" : "gs_kind_one_junk");
}

/** The card for a screen reader: month, name and kind. */
export function cardAria(id: number): string {
  const card = cardById(id);
  if (!card) return `#${id}`;
  return t("gs_card_aria", { month: monthName(card.month), name: t(nameKey(card)), kind: kindWord(card) });
}

export function cardList(ids: readonly number[]): string {
  return ids.map(cardName).join("; ");
}
