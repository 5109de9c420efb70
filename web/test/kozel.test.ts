import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import type { LegalAction } from "../src/net/types";
import { describeKozelEvent } from "../src/renderers/kozel/log";
import {
  actionCard,
  dealResult,
  decisions,
  handCards,
  kozelHandOrder,
  permanentTrumps,
  readKozelView,
  relation,
  trickSlots,
  type KozelView,
} from "../src/renderers/kozel/view";
// Views the engine really sends (tests/web/kozel_fixture.py writes them; a Python test keeps them current).
import fixture from "./fixtures/kozel-views.json";

type Scenario = { view: Record<string, unknown>; seat: number };
const scenarios = fixture as unknown as Record<string, Scenario>;

function scenario(name: string): { view: KozelView; legal: LegalAction[] } {
  const raw = scenarios[name].view;
  const view = readKozelView(raw);
  if (!view) throw new Error(`not a Kozel view: ${name}`);
  // The server sends the seat to move its legal actions; the view's `choices` are the same list.
  return { view, legal: (raw.choices as LegalAction[]) ?? [] };
}

afterEach(() => {
  lang.value = "ru";
});

describe("reading Kozel's view", () => {
  it("takes every scenario the engine produced and refuses other games' views", () => {
    for (const name of Object.keys(scenarios)) expect(readKozelView(scenarios[name].view)).not.toBeNull();
    expect(readKozelView({ kind: "board", width: 8 })).toBeNull();
    expect(readKozelView({ kind: "cards" })).toBeNull();
  });

  it("fills what a view leaves out with empty values", () => {
    const view = readKozelView({ kind: "cards", hand_counts: [8, 8, 8, 8] })!;
    expect(view.hand).toEqual([]);
    expect(view.card_points).toEqual([0, 0]);
    expect(view.trick).toBeNull();
    expect(view.match.deals).toEqual([]);
    expect(view.seat).toBeNull();
  });
});

describe("the hand", () => {
  it("dims every card but the suit led, each with the rules' reason", () => {
    const { view, legal } = scenario("follow_plain");
    const order = kozelHandOrder(view, false);
    const hand = handCards(view, legal, order, null);
    expect(hand.map((c) => c.id).sort()).toEqual(view.hand.map((c) => c.card).sort());
    const led = view.trick!.cards[0].card;
    const legalCards = new Set(legal.map((l) => actionCard(l.action)));
    for (const card of hand) {
      if (legalCards.has(card.id)) {
        expect(card.action).toEqual({ card: card.id });
        expect(card.reason).toBeNull();
      } else {
        expect(card.action).toBeNull();
        expect(card.reason?.ru).toContain("нужно ходить в масть");
        expect(card.reason?.en).toContain("follow suit");
      }
    }
    expect(led).toMatch(/^..$/);
    expect(hand.some((c) => c.reason)).toBe(true);
  });

  it("says a queen of the suit led is a trump, not that suit", () => {
    const { view, legal } = scenario("queen_is_trump");
    const hand = handCards(view, legal, kozelHandOrder(view, false), null);
    const queen = hand.find((c) => c.reason?.ru.includes("козырь — это дамы и валеты тоже"));
    expect(queen).toBeDefined();
    expect(queen!.id[0]).toMatch(/[QJ7]/);
    expect(queen!.reason!.en).toContain("queens and jacks are trumps too");
  });

  it("holds the trumps first, strongest first, as the engine ranks them", () => {
    const { view, legal } = scenario("follow_trump");
    const order = kozelHandOrder(view, false);
    const ids = handCards(view, legal, order, null).map((c) => c.id);
    const trumpOrder = view.trump.order!;
    const trumps = ids.filter((id) => trumpOrder.includes(id));
    expect(ids.slice(0, trumps.length)).toEqual(trumps);
    expect(trumps.map((id) => trumpOrder.indexOf(id))).toEqual([...trumps.map((id) => trumpOrder.indexOf(id))].sort((a, b) => a - b));
    // The engine's own order puts the same trumps first.
    expect(view.hand.map((c) => c.card).slice(0, trumps.length)).toEqual(trumps);
  });

  it("takes a card just sent out of the hand before the server answers", () => {
    const { view, legal } = scenario("follow_plain");
    const play = legal[0].action;
    const hand = handCards(view, legal, kozelHandOrder(view, false), play);
    expect(hand.map((c) => c.id)).not.toContain(actionCard(play));
    expect(hand).toHaveLength(view.hand.length - 1);
  });

  it("offers no card while another seat is to move (no legal actions)", () => {
    const { view } = scenario("follow_plain");
    expect(handCards(view, [], kozelHandOrder(view, false), null).every((c) => c.action === null)).toBe(true);
  });

  it("lets the card passed over be given only as the rules say, and never give back the card received", () => {
    const give = scenario("give");
    const hand = handCards(give.view, give.legal, kozelHandOrder(give.view, false), null);
    const passable = hand.filter((c) => c.action);
    expect(passable).toHaveLength(1);
    expect(passable[0].action).toEqual({ give: passable[0].id });
    expect(hand.filter((c) => !c.action).every((c) => c.reason?.ru.startsWith("отдать можно только"))).toBe(true);

    const back = scenario("return");
    const returnHand = handCards(back.view, back.legal, kozelHandOrder(back.view, false), null);
    const refused = returnHand.filter((c) => !c.action);
    expect(refused).toHaveLength(1);
    expect(refused[0].reason?.ru).toBe("нельзя вернуть карту, которую вы только что получили");
    expect(returnHand.filter((c) => c.action).every((c) => (c.action as { return: string }).return === c.id)).toBe(true);
  });

  it("knows the permanent trumps before the trump suit is named", () => {
    expect(permanentTrumps("7c")).toEqual(["7c", "Qc", "Qs", "Qh", "Qd", "Jc", "Js", "Jh", "Jd"]);
    expect(permanentTrumps(null)[0]).toBe("Qc");
    const { view } = scenario("declare");
    expect(view.trump.order).toBeUndefined();
    expect(kozelHandOrder(view, false).trumps[0]).toBe(view.trump.shoha);
    expect(kozelHandOrder(view, true).ranks.slice(0, 3)).toEqual(["A", "K", "T"]);
  });
});

describe("decisions", () => {
  it("are the four trump suits when the trumper names the trump", () => {
    const { legal } = scenario("declare");
    const list = decisions(legal);
    expect(list.map((d) => d.kind)).toEqual(["trump", "trump", "trump", "trump"]);
    expect(new Set(list.map((d) => (d.kind === "trump" ? d.suit : "")))).toEqual(new Set(["clubs", "spades", "hearts", "diamonds"]));
  });

  it("ask for the redeal first, then offer to play on", () => {
    const { legal, view } = scenario("redeal");
    const list = decisions(legal);
    expect(list.map((d) => (d.kind === "redeal" ? d.redeal : null))).toEqual([true, false]);
    expect(view.redeal?.reasons[0].ru).toBeTruthy();
  });

  it("offer passing the last trump before keeping it, and leave giving back to the cards", () => {
    expect(decisions(scenario("give").legal).map((d) => d.kind)).toEqual(["give", "keep"]);
    expect(decisions(scenario("return").legal)).toEqual([]);
    expect(decisions(scenario("follow_plain").legal)).toEqual([]);
  });
});

describe("the trick", () => {
  it("puts each card on the side of whoever played it, the player's own at the bottom", () => {
    const { view } = scenario("queen_is_trump");
    const me = view.seat!;
    const slots = trickSlots(view.trick!.cards, me);
    expect(slots.map((s) => s.order)).toEqual(slots.map((_, i) => i));
    for (const slot of slots) {
      const offset = (slot.seat - me + 4) % 4;
      expect(slot.side).toBe(["bottom", "left", "top", "right"][offset]);
    }
    const withMine = trickSlots(view.trick!.cards, me, "9s");
    expect(withMine[withMine.length - 1]).toMatchObject({ side: "bottom", seat: me, card: "9s" });
    expect(trickSlots(view.trick!.cards, me, null)).toHaveLength(view.trick!.cards.length);
  });

  it("knows partners from opponents", () => {
    expect(relation(2, 0)).toBe("partner");
    expect(relation(1, 0)).toBe("opponent");
    expect(relation(3, 1)).toBe("partner");
    expect(relation(0, 0)).toBe("me");
    expect(relation(0, null)).toBe("none");
  });
});

describe("a deal's result", () => {
  it("is told from the player's side: card points and what was written", () => {
    const { view } = scenario("after_scored");
    const line = view.last_deal!;
    const mine = dealResult(line, view.team, view.match.scoring);
    const first = view.team === 1 ? 1 : 0;
    expect(mine.points).toEqual([line.card_points[first], line.card_points[1 - first]]);
    expect(mine.points[0] + mine.points[1]).toBe(120);
    expect(mine.written).toEqual([line.written[first], line.written[1 - first]]);
    expect(mine.penalty).toBe(true);
    const theirs = dealResult(line, 1 - (view.team ?? 0), view.match.scoring);
    expect(theirs.points).toEqual([mine.points[1], mine.points[0]]);
  });

  it("carries the eggs over: 60:60 writes nothing and the next deal counts more", () => {
    const { view } = scenario("after_eggs");
    const r = dealResult(view.last_deal!, view.team, view.match.scoring);
    expect(r.kind).toBe("eggs");
    expect(r.points).toEqual([60, 60]);
    expect(r.written).toEqual([0, 0]);
    expect(view.eggs.pending).toBeGreaterThan(0);
  });

  it("names the goats at the end of the match", () => {
    const { view } = scenario("match_over");
    expect(view.goats).not.toBeNull();
    const goats = view.goats!;
    expect(view.match.scores[goats]).toBeGreaterThanOrEqual(view.match.target);
    const catchLine = { deal: 3, kind: "catch", card_points: [0, 0], written: [4, 0], queen_team: 0, scores: [4, 0] };
    expect(dealResult(catchLine, 0, "penalty").queenTeam).toBe(0);
    expect(dealResult(catchLine, 1, "penalty").queenTeam).toBe(1);
    expect(dealResult(catchLine, 1, "credit").penalty).toBe(false);
  });
});

describe("the log", () => {
  it("tells every event in both languages", () => {
    const events = [
      { kind: "deal", deal: 2, dealer: 0, trumper: 1, hand_size: 8, hand: ["Qc"] },
      { kind: "trump", suit: "h", symbol: "♥", trumper: 1, how: "declared" },
      { kind: "play", seat: 1, card: "Th", text: "10♥" },
      { kind: "trick", leader: 1, winner: 3, points: 21, cards: [] },
      { kind: "catch", queen_seat: 2, shoha_seat: 1, queen_team: 0 },
      { kind: "deal_end", result: { deal: 2, kind: "scored", card_points: [52, 68], written: [2, 0], scores: [2, 0] } },
      { kind: "deal_end", result: { deal: 3, kind: "eggs", card_points: [60, 60], written: [0, 0] } },
      { kind: "match_end", goats: 1, scores: [4, 12] },
      { kind: "redeal", reason: { ru: "у игрока все четыре дамы", en: "a player holds all four queens" } },
      { kind: "reveal", cards: ["Jh", "Tc"] },
    ];
    const ru = events.map((e) => describeKozelEvent(e));
    lang.value = "en";
    const en = events.map((e) => describeKozelEvent(e));
    expect(ru[0]).toBe("раздача 2: сдаёт место 1, козыряет место 2");
    expect(en[0]).toBe("deal 2: seat 1 deals, seat 2 is the trumper");
    expect(ru[2]).toBe("10♥");
    expect(ru[3]).toBe("взятку берёт место 4: +21");
    expect(en[5]).toBe("deal 2 over: card points 52:68, written 2:0, score 2:0");
    expect(ru[7]).toBe("партия окончена: козлы — место 2 + место 4");
    expect(en[8]).toBe("redeal: a player holds all four queens");
    expect(ru[9]).toBe("открыты карты: J♥ 10♣");
    for (const text of [...ru, ...en]) expect(text).toBeTruthy();
    // The dealt hand never reaches the log.
    expect(ru[0]).not.toContain("Q♣");
    expect(describeKozelEvent({ kind: "unknown_thing" })).toBeNull();
  });

  it("never names a card passed between partners", () => {
    for (const kind of ["give", "return"]) {
      const text = describeKozelEvent({ kind, seat: 0, to: 2, card: "Jh" });
      expect(text).toBeTruthy();
      expect(text).not.toContain("J♥");
      expect(text).not.toContain("Jh");
    }
  });
});
