/**
 * Kozel's events in words for the table log and the replay. A card passed
 * between partners is never named here: on a shared device the log stays on
 * screen between the two people's turns. Seats are named by the `name` the
 * shell passes (the players' names, bots' labels), else by number.
 */
import { tx, type Bilingual } from "../../i18n";
import { t } from "./strings";
import type { GameEvent } from "../../net/types";
import { seatByNumber, type SeatNamer } from "../../table/seatNames";
import { cardText, parseCard } from "../cards/model";
import { teamSeats } from "./view";

function textOf(id: string): string {
  const card = parseCard(id);
  return card ? cardText(card) : id;
}

export function describeKozelEvent(event: GameEvent, name: SeatNamer = seatByNumber): string | null {
  const e = event as Record<string, unknown>;
  const seatText = (n: unknown): string => (typeof n === "number" ? name(n) : "?");
  switch (event.kind) {
    case "deal":
      return t("kozel_ev_deal", { n: Number(e.deal ?? 0), dealer: seatText(e.dealer), trumper: seatText(e.trumper) });
    case "reveal":
      return t("kozel_ev_reveal", { cards: (Array.isArray(e.cards) ? (e.cards as string[]) : []).map(textOf).join(" ") });
    case "trump":
      return t("kozel_ev_trump", { suit: typeof e.symbol === "string" ? e.symbol : String(e.suit ?? "") });
    case "redeal":
      return t("kozel_ev_redeal", { reason: tx(e.reason as Bilingual | undefined) });
    case "no_redeal":
      return t("kozel_ev_no_redeal");
    // The passed card stays out of the log even for the two partners: on a shared device
    // the log is on screen between turns, and the table itself shows it to its owner.
    case "give":
      return t("kozel_ev_give");
    case "return":
      return t("kozel_ev_return");
    case "keep":
      return t("kozel_ev_keep");
    case "lead":
      return t("kozel_ev_lead");
    case "play":
      return typeof e.text === "string" ? e.text : typeof e.card === "string" ? textOf(e.card) : null;
    case "trick":
      return t("kozel_ev_trick", { name: seatText(e.winner), points: Number(e.points ?? 0) });
    case "catch":
      return t("kozel_ev_catch", { name: seatText(e.queen_seat) });
    case "deal_end": {
      const r = (e.result ?? {}) as { deal?: number; kind?: string; card_points?: number[]; written?: number[]; scores?: number[] };
      if (r.kind === "eggs") return t("kozel_ev_deal_end_eggs", { n: r.deal ?? 0 });
      const [a, b] = r.card_points ?? [0, 0];
      const [wa, wb] = r.written ?? [0, 0];
      const [sa, sb] = r.scores ?? [0, 0];
      return t("kozel_ev_deal_end", { n: r.deal ?? 0, a, b, wa, wb, sa, sb });
    }
    case "match_end": {
      const team = typeof e.goats === "number" ? e.goats : 0;
      // teamSeats counts from 1, as people do; the namer takes seat indices.
      return t("kozel_ev_match_end", { names: teamSeats(team).map((n) => name(n - 1)).join(" + ") });
    }
    default:
      return null;
  }
}

