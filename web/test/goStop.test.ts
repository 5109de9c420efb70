import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import { cardShapes, PLANTS, SUBJECTS } from "../src/renderers/go_stop/art";
import { DECK, cardById, monthOf } from "../src/renderers/go_stop/deck";
import { describeGoStopEvent } from "../src/renderers/go_stop/log";
import {
  allCaptured,
  asGoStopView,
  capturedRows,
  choiceOptions,
  goEffect,
  groupByMonth,
  junkUnits,
  matchCounts,
  stopAmount,
  type GoStopView,
} from "../src/renderers/go_stop/model";
import { cardName, nameKey, plantName } from "../src/renderers/go_stop/names";
import { t } from "../src/renderers/go_stop/strings";
import fixture from "./fixtures/go_stop.json";

/** The engine's deck, views and events (tests/web/go_stop_fixture.py writes them). */
interface EngineCard {
  id: number;
  month: number;
  kind: string;
  name: { ru: string; en: string };
  plant: { ru: string; en: string };
  units?: number;
  ribbon_set?: string;
  bird?: boolean;
  rain?: boolean;
  cup?: boolean;
}
const engineDeck = fixture.deck as EngineCard[];
const views = (fixture.views as Record<string, unknown>[]).map((raw) => {
  const view = asGoStopView(raw);
  if (!view) throw new Error("the client cannot read an engine view");
  return view;
});
const events = fixture.events as { kind: string; [key: string]: unknown }[];

afterEach(() => {
  lang.value = "ru";
});

describe("the hwatu deck", () => {
  it("holds 48 unique cards, four to a month, numbered as the engine numbers them", () => {
    expect(DECK).toHaveLength(48);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(48);
    expect(DECK.map((c) => c.id)).toEqual(engineDeck.map((c) => c.id));
    for (let month = 1; month <= 12; month += 1) {
      expect(DECK.filter((c) => c.month === month)).toHaveLength(4);
    }
    for (const card of DECK) expect(monthOf(card.id)).toBe(card.month);
  });

  it("gives every card the engine's month, kind, ribbon set, junk units and marks", () => {
    for (const engine of engineDeck) {
      const card = cardById(engine.id);
      expect(card, `card ${engine.id}`).not.toBeNull();
      expect({
        month: card?.month,
        kind: card?.kind,
        units: card?.units,
        ribbon: card?.ribbonSet,
        bird: card?.bird,
        rain: card?.rain,
        cup: card?.cup,
      }, `card ${engine.id}`).toEqual({
        month: engine.month,
        kind: engine.kind,
        units: engine.units ?? 0,
        ribbon: engine.ribbon_set ?? null,
        bird: engine.bird ?? false,
        rain: engine.rain ?? false,
        cup: engine.cup ?? false,
      });
    }
  });

  it("counts the kinds the rules page lists: 5 brights, 9 animals, 10 ribbons, 24 junk of 26 units", () => {
    const count = (kind: string) => DECK.filter((c) => c.kind === kind).length;
    expect([count("bright"), count("animal"), count("ribbon"), count("junk")]).toEqual([5, 9, 10, 24]);
    expect(junkUnits(DECK.filter((c) => c.kind === "junk").map((c) => c.id))).toBe(26);
  });

  it("names cards and plants with the engine's words in both languages", () => {
    for (const language of ["ru", "en"] as const) {
      lang.value = language;
      for (const engine of engineDeck) {
        const card = cardById(engine.id);
        if (!card) throw new Error(`no card ${engine.id}`);
        expect(t(nameKey(card)), `card ${engine.id}`).toBe(engine.name[language]);
        expect(plantName(card.month), `month ${card.month}`).toBe(engine.plant[language]);
      }
    }
  });

  it("draws every month's plant, and no special card like another card of its month", () => {
    for (let month = 1; month <= 12; month += 1) {
      expect(PLANTS[month]?.length ?? 0).toBeGreaterThan(2);
      const cards = DECK.filter((c) => c.month === month);
      const pictures = cards.map((c) => JSON.stringify(cardShapes(c)));
      const plain = cards.filter((c) => c.subject === "junk").length;
      // The plain junk cards of a month look alike; every other card has a picture of its own.
      expect(new Set(pictures).size, `month ${month}`).toBe(4 - Math.max(0, plain - 1));
    }
    for (const card of DECK) {
      if (card.subject !== "junk" && card.subject !== "ribbon") expect(SUBJECTS[card.subject], card.subject).toBeDefined();
    }
  });

  it("reads no card from what is not a card number", () => {
    for (const value of [0, 49, -1, 1.5, "3", null, undefined]) expect(cardById(value)).toBeNull();
  });
});

describe("a view as the client reads it", () => {
  it("reads every view the engine gives, and refuses what is not one", () => {
    expect(views.length).toBeGreaterThan(10);
    expect(asGoStopView({ kind: "board" })).toBeNull();
    expect(asGoStopView({ ...(fixture.views[0] as Record<string, unknown>), players: [] })).toBeNull();
    expect(asGoStopView({ ...(fixture.views[0] as Record<string, unknown>), hand: [1, 99] })).toBeNull();
  });

  it("groups the layout by month exactly as the engine does", () => {
    for (const view of views) {
      const cards = view.layout.flatMap((group) => group.cards);
      const shuffled = [...cards].reverse();
      expect(groupByMonth(shuffled)).toEqual(view.layout.map(({ month, cards: list }) => ({ month, cards: list })));
    }
    expect(groupByMonth([48, 2, 45, 1, 13])).toEqual([
      { month: 1, cards: [1, 2] },
      { month: 4, cards: [13] },
      { month: 12, cards: [45, 48] },
    ]);
  });

  it("sorts captured cards by kind with the engine's counts, the cup where the score counts it", () => {
    let cupAsJunk = 0;
    for (const view of views) {
      for (const player of view.players) {
        const rows = capturedRows(allCaptured(player), player.score.cup);
        const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
        const engine = player.captured as unknown as Record<string, number[]> & { counts: Record<string, number> };
        expect(byKind.bright.cards).toEqual(engine.brights);
        expect(byKind.animal.cards).toEqual(engine.animals);
        expect(byKind.ribbon.cards).toEqual(engine.ribbons);
        expect(byKind.junk.cards).toEqual(engine.junk);
        expect(rows.map((row) => row.count)).toEqual([
          engine.counts.brights, engine.counts.animals, engine.counts.ribbons, engine.counts.junk_units,
        ]);
        expect(byKind.animal.count).toBe(player.score.animal_count);
        expect(byKind.junk.count).toBe(player.score.junk_units);
        if (player.score.cup === "junk") cupAsJunk += 1;
      }
    }
    expect(cupAsJunk).toBeGreaterThan(0);
  });

  it("counts a double junk as two units and the cup as two only in the junk row", () => {
    const rows = (cup: "animal" | "junk" | null) => capturedRows([33, 48, 3, 42, 1, 2], cup);
    expect(rows("junk").map((r) => [r.kind, r.cards, r.count])).toEqual([
      ["bright", [1], 1], ["animal", [], 0], ["ribbon", [2], 1], ["junk", [3, 33, 42, 48], 7],
    ]);
    expect(rows("animal").map((r) => [r.kind, r.cards, r.count])).toEqual([
      ["bright", [1], 1], ["animal", [33], 1], ["ribbon", [2], 1], ["junk", [3, 42, 48], 5],
    ]);
  });

  it("marks the hand cards that meet layout cards of their month", () => {
    for (const view of views.filter((v) => v.hand && v.hand.length > 0)) {
      const counts = matchCounts(view.hand ?? [], view.layout);
      for (const card of view.hand ?? []) {
        const group = view.layout.find((g) => g.month === monthOf(card));
        expect(counts.get(card)).toBe(group ? group.cards.length : 0);
      }
    }
  });

  it("offers exactly the engine's two cards when a pair must be chosen", () => {
    const choosing = views.filter((v) => v.phase === "choose_hand" || v.phase === "choose_stock");
    expect(choosing.length).toBeGreaterThan(0);
    for (const view of choosing) {
      const options = choiceOptions(view);
      expect(options).toHaveLength(2);
      const month = monthOf(view.pending?.card ?? 0);
      expect(options.every((c) => monthOf(c) === month)).toBe(true);
    }
    expect(choiceOptions(views.find((v) => v.phase === "play") as GoStopView)).toEqual([]);
  });

  it("works out what a Stop pays as the engine does: +1, +2, then doubling per Go and per doubling", () => {
    expect([0, 1, 2, 3, 4, 5].map(goEffect)).toEqual([
      { kind: "none" }, { kind: "plus", n: 1 }, { kind: "plus", n: 2 },
      { kind: "times", n: 2 }, { kind: "times", n: 4 }, { kind: "times", n: 8 },
    ]);
    expect(stopAmount(7, 0, 0)).toBe(7);
    expect(stopAmount(8, 2, 1)).toBe(20);
    expect(stopAmount(9, 4, 2)).toBe(144);
    for (const view of views) {
      for (const player of view.players) {
        expect(stopAmount(player.score.total, player.gos, player.if_stop.doublings.length)).toBe(player.if_stop.amount);
      }
      const payout = view.outcome?.details?.payout;
      if (payout) expect(stopAmount(payout.score, payout.gos, payout.doublings.length)).toBe(payout.amount);
    }
  });
});

describe("the game log", () => {
  it("describes every kind of event the engine sends, in both languages, with the cards named", () => {
    expect(events.length).toBeGreaterThan(10);
    for (const language of ["ru", "en"] as const) {
      lang.value = language;
      for (const event of events) {
        const text = describeGoStopEvent(event);
        expect(text, `${language} ${event.kind}`).toBeTruthy();
        expect(text, `${language} ${event.kind}`).not.toMatch(/\{\w+\}|undefined|NaN/);
        // A ppuk is named by its month: its three cards are on the layout for all to see.
        const listed = event.kind === "ppuk" ? [] : Array.isArray(event.cards) ? (event.cards as number[]) : [];
        const named = typeof event.card === "number" ? [event.card] : listed;
        for (const card of named) expect(text).toContain(cardName(card));
      }
    }
  });

  it("says what a play and a junk transfer were in words a player knows", () => {
    expect(describeGoStopEvent({ kind: "play", seat: 0, card: 9, matches: [] })).toBe("играет занавес, март");
    expect(describeGoStopEvent({ kind: "transfer", seat: 1, to: 0, reason: "ttadak", cards: [48] }))
      .toBe("отдаёт хлам (ттадак): двойной хлам: молния, декабрь");
    expect(describeGoStopEvent({ kind: "transfer", seat: 1, to: 0, reason: "chok", cards: [] })).toBe("нечего отдать (чок)");
    lang.value = "en";
    expect(describeGoStopEvent({ kind: "capture", seat: 0, how: "chok", cards: [29, 30] }))
      .toBe("chok! captures moon, August; birds: geese, August");
    expect(describeGoStopEvent({ kind: "something_new" })).toBeNull();
  });
});
