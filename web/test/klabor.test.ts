import { describe, expect, it } from "vitest";
import type { LegalAction } from "../src/net/types";
import {
  dealKind,
  dealRows,
  klaborDecisions,
  klaborHand,
  klaborTrickSlots,
  obyazSeats,
  readKlaborView,
  sheetSections,
  sideColumns,
  sideCount,
  sideMembers,
  type KlaborView,
} from "../src/renderers/klabor/view";
// Views the engine really sends (tests/web/klabor_fixture.py writes them; a Python test keeps them current).
import fixture from "./fixtures/klabor-views.json";

type Scenario = { view: Record<string, unknown>; seat: number };
const scenarios = fixture as unknown as Record<string, Scenario>;

function scenario(name: string): { view: KlaborView; legal: LegalAction[] } {
  const raw = scenarios[name].view;
  const view = readKlaborView(raw);
  if (!view) throw new Error(`not a Klabor view: ${name}`);
  // The server sends the seat to move its legal actions; the view's `choices` are the same list.
  return { view, legal: (raw.choices as LegalAction[]) ?? [] };
}

describe("reading the Klabor view", () => {
  it("refuses another game's view", () => {
    expect(readKlaborView({ kind: "cards", game: "kozel", hand_counts: [8, 8, 8, 8] })).toBeNull();
    expect(readKlaborView({ kind: "board" })).toBeNull();
  });

  it("knows the sides for two, three and four in pairs", () => {
    expect(sideCount(scenario("bid_round1").view)).toBe(2);
    expect(sideCount(scenario("three_play").view)).toBe(3);
    const pairs = scenario("pairs_after_deal").view;
    expect(pairs.players).toBe(4);
    expect(sideCount(pairs)).toBe(2);
  });
});

describe("bids as buttons", () => {
  it("offers «Играю» before «Пас» in the first round with the engine's labels", () => {
    const { view, legal } = scenario("bid_round1");
    const list = klaborDecisions(view, legal);
    expect(list.map((d) => d.kind)).toEqual(["play", "pass"]);
    expect(list[0].label).toEqual({ ru: "Играю", en: expect.any(String) });
    expect(view.turnup?.face_up?.card).toBe(view.turnup?.card);
  });

  it("names every suit but the turned one in the second round, passing last", () => {
    const { view, legal } = scenario("bid_round2");
    const list = klaborDecisions(view, legal);
    const suits = list.filter((d) => d.kind === "trump").map((d) => d.suit);
    expect(suits).toHaveLength(3);
    expect(suits).not.toContain(view.turnup?.suit);
    expect(list[list.length - 1].kind).toBe("pass");
  });

  it("leaves card plays out of the buttons", () => {
    const { view, legal } = scenario("follow_suit");
    expect(klaborDecisions(view, legal)).toEqual([]);
  });
});

describe("the hand", () => {
  it("explains a card that does not follow suit with the engine's reason", () => {
    const { view, legal } = scenario("follow_suit");
    const hand = klaborHand(view, legal, null);
    expect(hand.map((c) => c.id).sort()).toEqual(view.hand.map((c) => c.card).sort());
    const blocked = hand.filter((c) => !c.action);
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((c) => c.reason?.ru.includes("нужно ходить в масть"))).toBe(true);
    expect(hand.filter((c) => c.action).every((c) => c.reason === null)).toBe(true);
  });

  it("says a trump must be overtrumped", () => {
    const { view, legal } = scenario("overtrump");
    const reasons = klaborHand(view, legal, null).filter((c) => c.reason).map((c) => c.reason!.ru);
    expect(reasons.some((r) => r.startsWith("нужно перебить козырь"))).toBe(true);
  });

  it("holds trumps first in the trump order", () => {
    const { view, legal } = scenario("overtrump");
    const ids = klaborHand(view, legal, null).map((c) => c.id);
    const order = view.trump!.order!;
    const trumps = ids.filter((id) => order.includes(id));
    expect(ids.slice(0, trumps.length)).toEqual(trumps);
    expect(trumps).toEqual([...trumps].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it("gives the trump king and queen a «белла» play beside the plain one", () => {
    const { view, legal } = scenario("bella");
    const hand = klaborHand(view, legal, null);
    const bella = hand.filter((c) => c.bellaAction);
    expect(bella.map((c) => c.id).sort()).toEqual(["K" + view.trump!.suit, "Q" + view.trump!.suit].sort());
    for (const c of bella) {
      expect(c.bellaAction).toEqual({ card: c.id, bella: true });
      expect(c.action).toEqual({ card: c.id });
    }
  });

  it("takes a card sent to the server out of the hand", () => {
    const { view, legal } = scenario("follow_suit");
    const sent = legal[0].action as { card: string };
    expect(klaborHand(view, legal, sent).map((c) => c.id)).not.toContain(sent.card);
  });
});

describe("the trick", () => {
  it("puts three players' cards at the bottom, left and right", () => {
    const { view } = scenario("three_play");
    const slots = klaborTrickSlots(view.trick!.cards, view.seat, 3);
    expect(slots.length).toBe(view.trick!.cards.length);
    for (const s of slots) expect(s.side).toBe(["bottom", "left", "right"][(s.seat - view.seat! + 3) % 3]);
  });

  it("adds the card on its way to the server at the bottom", () => {
    const { view } = scenario("three_play");
    const slots = klaborTrickSlots(view.trick!.cards, view.seat, 3, view.hand[0].card);
    expect(slots[slots.length - 1]).toMatchObject({ side: "bottom", card: view.hand[0].card });
  });
});

describe("the score sheet", () => {
  it("shows a бейт line with its card points, last trick and what was written", () => {
    const { view } = scenario("bait");
    const line = view.last_deal!;
    expect(dealKind(line)).toBe("bait");
    const columns = sideColumns(2, view.side);
    const rows = dealRows(line, columns);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r.values]));
    expect(byKey.card_points).toEqual(columns.map((c) => line.card_points![c]));
    expect(byKey.last_trick).toEqual(columns.map((c) => line.last_trick![c]));
    expect(byKey.written).toEqual(columns.map((c) => line.written![c]));
    // A side's total is its card points, last trick, combinations and bella.
    for (const c of columns) {
      expect(line.totals![c]).toBe(line.card_points![c] + line.last_trick![c] + line.sequences![c] + line.bella![c]);
    }
    // No combinations and no bella this deal: those rows stay out.
    expect(rows.some((r) => r.key === "sequences" || r.key === "bella")).toBe(line.sequences!.some((v) => v > 0) || line.bella!.some((v) => v > 0));
  });

  it("writes лыжи as −100, so the rows add up to what was written", () => {
    const { view } = scenario("bait");
    const line = { ...view.last_deal!, skis: [true, false], written: [0, 0] };
    const rows = dealRows(line, [0, 1]);
    const skis = rows.find((r) => r.key === "skis");
    expect(skis?.values).toEqual([-100, 0]);
    expect(rows.map((r) => r.key).indexOf("skis")).toBeLessThan(rows.map((r) => r.key).indexOf("written"));
    const none = dealRows({ ...line, skis: [false, false] }, [0, 1]);
    expect(none.some((r) => r.key === "skis")).toBe(false);
  });

  it("puts the player's own side first", () => {
    expect(sideColumns(3, 2)).toEqual([2, 0, 1]);
    expect(sideColumns(2, null)).toEqual([0, 1]);
  });

  it("keeps every deal of the match in the view", () => {
    const { view } = scenario("pairs_after_deal");
    expect(view.deals.length).toBeGreaterThan(0);
    expect(view.deals[view.deals.length - 1].deal).toBe(view.last_deal!.deal);
  });
});

describe("the pairs tournament", () => {
  it("reads the round, the rounds won and the side under «обяз»", () => {
    const { view } = scenario("tournament_round2");
    const raw = (scenarios.tournament_round2.view.match as { tournament: Record<string, unknown> }).tournament;
    expect(view.tournament).toEqual(raw);
    expect(view.tournament!.round).toBe(2);
    // The first round's winners play the second under «обяз».
    expect(view.tournament!.obyaz).toBe(view.tournament!.rounds[0].winner);
    expect(view.tournament!.round_wins[view.tournament!.obyaz!]).toBe(1);
  });

  it("marks both partners of the «обяз» side, in round two only", () => {
    const { view } = scenario("tournament_round2");
    const side = view.tournament!.obyaz!;
    expect(obyazSeats(view)).toEqual([side, side + 2]);
    expect(obyazSeats({ ...view, tournament: { ...view.tournament!, round: "final", obyaz: null } })).toEqual([]);
    expect(obyazSeats(scenario("pairs_after_deal").view)).toEqual([]);
  });

  it("writes the sheet round by round: round one closed with its winner, round two from zero", () => {
    const { view } = scenario("tournament_round2");
    const [one, two, ...rest] = sheetSections(view);
    expect(rest).toEqual([]);
    expect(one).toMatchObject({ round: 1, winner: view.tournament!.rounds[0].winner, current: false });
    expect(one.scores).toEqual(view.tournament!.rounds[0].scores);
    expect(Math.max(...one.scores)).toBeGreaterThanOrEqual(view.target);
    expect(two).toMatchObject({ round: 2, winner: null, current: true, scores: view.scores });
    expect([...one.deals, ...two.deals]).toEqual(view.deals);
    expect(one.deals.length).toBeGreaterThan(0);
    expect(two.deals.every((d) => d.round === 2)).toBe(true);
    // Round two's written points add up to its score: the first round's are not carried over.
    for (const c of [0, 1]) expect(two.deals.reduce((a, d) => a + d.written![c], 0)).toBe(view.scores[c]);
  });

  it("keeps an ordinary match in one block", () => {
    const { view } = scenario("pairs_after_deal");
    expect(view.tournament).toBeNull();
    expect(sheetSections(view)).toEqual([{ round: null, deals: view.deals, winner: null, scores: view.scores, current: true }]);
  });

  it("names the partners of each side for the columns", () => {
    const { view } = scenario("pairs_after_deal");
    expect(sideMembers(view, 0)).toEqual([0, 2]);
    expect(sideMembers(view, 1)).toEqual([1, 3]);
    expect(sideMembers(scenario("three_play").view, 2)).toEqual([2]);
  });
});

describe("the log", () => {
  it("says bids, tricks and combinations in words, never a seat's hand", async () => {
    const { describeKlaborEvent } = await import("../src/renderers/klabor/log");
    const { lang } = await import("../src/i18n");
    lang.value = "ru";
    expect(describeKlaborEvent({ kind: "bid", bid: "play", seat: 1 } as never)).toBe("играю");
    expect(describeKlaborEvent({ kind: "bid", bid: "c", seat: 1 } as never)).toBe("козырь ♣");
    expect(describeKlaborEvent({ kind: "trick", winner: 0, points: 21 } as never)).toBe("взятку берёт место 1: +21"); // no names known: by number
    const deal = describeKlaborEvent({ kind: "deal", deal: 2, turnup: "Ah", hand: ["Qs", "Ks"] } as never);
    expect(deal).toBe("раздача 2, вскрышка A♥");
    expect(deal).not.toContain("♠");
  });
});
