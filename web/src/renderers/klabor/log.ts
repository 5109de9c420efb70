/**
 * Klabor's events in words for the table log and the replay. Only what the
 * whole table saw is named: a seat's dealt or drawn cards never are, so the
 * log can stay on screen on a shared device.
 */
import { tx, type Bilingual } from "../../i18n";
import { t } from "./strings";
import type { GameEvent } from "../../net/types";
import { seatByNumber, type SeatNamer } from "../../table/seatNames";
import { cardText, parseCard } from "../cards/model";

function textOf(id: unknown): string {
  const card = parseCard(id);
  return card ? cardText(card) : String(id ?? "");
}

const SYMBOL: Record<string, string> = { c: "♣", d: "♦", h: "♥", s: "♠" };

export function describeKlaborEvent(event: GameEvent, name: SeatNamer = seatByNumber): string | null {
  const e = event as Record<string, unknown>;
  switch (event.kind) {
    case "deal":
      return t("klabor_ev_deal", { n: Number(e.deal ?? 0), card: textOf(e.turnup) });
    case "bid":
      if (e.bid === "play") return t("klabor_ev_play");
      if (e.bid === "pass") return t("klabor_ev_pass");
      return t("klabor_ev_name", { suit: SYMBOL[String(e.bid)] ?? String(e.bid ?? "") });
    case "trump":
      return t("klabor_ev_trump", { suit: String(e.symbol ?? "") });
    case "exchange":
      return t("klabor_ev_exchange", { seven: textOf(e.seven), card: textOf(e.turnup) });
    case "declare":
      return t("klabor_ev_declare", { combo: tx(e.name as Bilingual | undefined) });
    case "bella":
      return t("klabor_ev_bella");
    case "trick":
      return t("klabor_ev_trick", { name: name(Number(e.winner ?? 0)), points: Number(e.points ?? 0) });
    case "deal_end":
      return t("klabor_ev_deal_end", { n: Number(e.deal ?? 0) });
    case "match_end":
      return tx(e.reason as Bilingual | undefined) || null;
    case "redeal":
    case "thrown_in":
      return t("klabor_ev_redeal");
    case "draw":
      return t("klabor_ev_draw");
    case "pass":
      return t("klabor_ev_pass");
    case "lead":
      return t("klabor_ev_lead");
    case "show": {
      // Each owner's sequences after their name: «Аня показывает: Q♥ J♥ 10♥».
      const shown = Array.isArray(e.combinations) ? (e.combinations as { seat?: number; sequences?: { text?: string }[] }[]) : [];
      return shown
        .map((c) => t("klabor_ev_show", {
          name: typeof c.seat === "number" ? name(c.seat) : "?",
          combos: (c.sequences ?? []).map((q) => q.text ?? "").join(", "),
        }))
        .join("; ");
    }
    default:
      return null;
  }
}
