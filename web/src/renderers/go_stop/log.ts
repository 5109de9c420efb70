/**
 * Go-Stop's events in words for the game log: what was played, turned over,
 * captured and handed over, Gos and Stops, each with the cards named.
 * The shell puts the seat's name in front of an event that has a `seat`.
 */
import { tx, type Bilingual } from "../../i18n";
import { t, type Key } from "./strings";
import type { GameEvent } from "../../net/types";
import { cardById } from "./deck";
import { cardList, cardName, monthName } from "./names";

const cards = (value: unknown): number[] => (Array.isArray(value) ? value.filter((c): c is number => cardById(c) !== null) : []);
const card = (value: unknown): string => (typeof value === "number" ? cardName(value) : "?");
const num = (value: unknown): number => (typeof value === "number" ? value : 0);

const REASONS: Record<string, Key> = {
  chok: "gs_reason_chok",
  ttadak: "gs_reason_ttadak",
  sseul: "gs_reason_sseul",
  stack: "gs_reason_stack",
  own_ppuk: "gs_reason_own_ppuk",
};

const CAPTURES: Record<string, Key> = {
  stack: "gs_log_capture_stack",
  chok: "gs_log_capture_chok",
  ttadak: "gs_log_capture_ttadak",
};

function resultText(result: Record<string, unknown> | undefined): string | null {
  if (!result) return null;
  const amount = num(result.amount);
  switch (result.kind) {
    case "nagari":
      return t("gs_result_nagari");
    case "four":
      return t("gs_log_end_four");
    case "three_ppuk":
      return t("gs_log_end_three_ppuk", { amount });
    default:
      return t("gs_log_end");
  }
}

export function describeGoStopEvent(event: GameEvent): string | null {
  switch (event.kind) {
    case "deal":
      return t("gs_log_deal");
    case "redeal":
      return t(event.reason === "both_hands_four" ? "gs_log_redeal_hands" : "gs_log_redeal_layout");
    case "play":
      return t("gs_log_play", { card: card(event.card) });
    case "flip":
      return t("gs_log_flip", { card: card(event.card) });
    case "choose":
      return t("gs_log_choose", { card: card(event.card) });
    case "capture": {
      const key = CAPTURES[String(event.how)] ?? "gs_log_capture";
      return t(key, { cards: cardList(cards(event.cards)) });
    }
    case "ppuk":
      return t("gs_log_ppuk", { month: monthName(num(event.month)), n: num(event.count) });
    case "transfer": {
      const reason = t(REASONS[String(event.reason)] ?? "gs_reason_stack");
      const moved = cards(event.cards);
      return moved.length ? t("gs_log_transfer", { reason, cards: cardList(moved) }) : t("gs_log_transfer_none", { reason });
    }
    case "sseul":
      return t("gs_log_sseul");
    case "decision":
      return t("gs_log_decision", { n: num(event.score) });
    case "go":
      return t("gs_log_go", { n: num(event.gos) });
    case "stop":
      return t("gs_log_stop", { amount: num(event.amount) });
    case "turn":
      return t("gs_log_turn", { n: num(event.turn) });
    case "four":
      return t("gs_log_four", { month: monthName(num(event.month)), cards: cardList(cards(event.cards)) });
    case "end":
      return resultText(event.result as Record<string, unknown> | undefined);
    case "game_over": {
      const reason = (event.outcome as { reason?: Bilingual } | undefined)?.reason;
      return reason ? tx(reason) : null;
    }
    default:
      return null;
  }
}

/** Every card that `events` played, turned over, chose, captured or handed over. */
export function movedCards(events: readonly GameEvent[]): Set<number> {
  const moved = new Set<number>();
  for (const event of events) {
    if (event.kind === "play" || event.kind === "flip" || event.kind === "choose") {
      if (typeof event.card === "number") moved.add(event.card);
    } else if (event.kind === "capture" || event.kind === "transfer") {
      for (const id of cards(event.cards)) moved.add(id);
    }
  }
  return moved;
}
