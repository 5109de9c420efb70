/** A card in words for screen readers and refusal lines: "Q♣", "10♥" (or "Д♣" with Russian letters), "красный джокер". */
import { cardText, parseCard, parseJoker } from "./model";
import { t } from "./strings";

export function cardName(id: string, letters: Partial<Record<string, string>> = {}): string {
  const card = parseCard(id);
  if (card) return cardText(card, letters);
  const joker = parseJoker(id);
  if (joker) return t(joker.joker === "red" ? "cards_joker_red" : "cards_joker_black");
  return t("cards_card_hidden");
}
