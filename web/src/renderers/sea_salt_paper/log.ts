/** Sea Salt & Paper's events in words for the game log (the shell prefixes the seat's name). */
import type { GameEvent } from "../../net/types";
import type { SeatNamer } from "../../table/seatNames";
import { DECK } from "./deck";
import { t, type Key } from "./strings";

export function cardWords(id: unknown): string {
  const card = typeof id === "number" ? DECK[id] : undefined;
  if (!card) return "?";
  return `${t(`ssp_${card.type}` as Key)} (${t(`ssp_c_${card.colour}` as Key)})`;
}

const pile = (n: unknown): number => Number(n ?? 0) + 1;

export function describeSspEvent(event: GameEvent, name: SeatNamer): string | null {
  switch (event.kind) {
    case "round":
      return t("ssp_log_round", { n: Number(event.round), name: name(Number(event.first)) });
    case "turn":
      return t(event.final ? "ssp_log_final_turn" : "ssp_log_turn");
    case "draw":
      if (Array.isArray(event.cards)) return t("ssp_log_drew_cards", { cards: event.cards.map(cardWords).join(", ") });
      return t(event.count === 1 ? "ssp_last_draw_one" : "ssp_last_draw");
    case "keep":
      return t("ssp_last_keep", { n: pile(event.pile), card: cardWords(event.discard) });
    case "take":
      return t("ssp_last_take", { n: pile(event.pile), card: cardWords(event.card) });
    case "duo":
      return t("ssp_last_duo", { cards: (event.cards as number[]).map(cardWords).join(" + ") });
    case "crab_pile":
      return t("ssp_log_crab_pile", { n: pile(event.pile) });
    case "crab_take":
      return event.card !== undefined ? t("ssp_log_crab_take_card", { card: cardWords(event.card) }) : t("ssp_log_crab_take");
    case "fish":
      return event.card !== undefined ? t("ssp_log_fish_card", { card: cardWords(event.card) }) : t("ssp_log_fish");
    case "steal":
      return event.card !== undefined
        ? t("ssp_log_steal_card", { name: name(Number(event.victim)), card: cardWords(event.card) })
        : t("ssp_last_steal", { name: name(Number(event.victim)) });
    case "extra_turn":
      return t("ssp_log_extra_turn");
    case "effect_lost":
      return t("ssp_log_effect_lost");
    case "announce":
      return t(event.call === "stop" ? "ssp_last_announce_stop" : "ssp_last_announce_last");
    case "reveal":
      return t("ssp_log_reveal");
    case "deck_empty":
      return t("ssp_empty_deck");
    case "round_end":
      return t("ssp_log_round_end", {
        n: Number(event.round),
        scores: (event.scores as number[]).map((s, seat) => `${name(seat)} +${s}`).join(", "),
      });
    case "mermaids":
      return t("ssp_log_mermaids");
    case "end":
      return t("ssp_log_end");
    default:
      return null;
  }
}
