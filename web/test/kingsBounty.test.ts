import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import { cardName, describeKbEvent } from "../src/renderers/kings_bounty";
import { DECK } from "../src/renderers/kings_bounty/deck";
import { asKbView, readMoves } from "../src/renderers/kings_bounty/model";
import fixture from "./fixtures/kings_bounty.json";

/** The engine's deck and views (tests/web/kings_bounty_fixture.py writes them). */
afterEach(() => {
  lang.value = "ru";
});

describe("Kings Bounty's client", () => {
  it("numbers the 84 cards exactly as the engine does", () => {
    expect(DECK.map((c) => ({ id: c.id, kind: c.kind, race: c.race, type: c.type, value: c.value }))).toEqual(fixture.deck);
  });

  it("reads every view the engine sends", () => {
    for (const raw of fixture.views) {
      const view = asKbView(raw as Record<string, unknown>);
      expect(view).not.toBeNull();
      expect(view?.areas.length).toBe(3);
      expect(view?.titles.length).toBe(6);
    }
    expect(asKbView({})).toBeNull();
  });

  it("sorts the legal actions into what each card and building may do", () => {
    fixture.legal.forEach((actions) => {
      const moves = readMoves(actions);
      const count = moves.lay.size + moves.returns.size + (moves.draw ? 1 : 0) + (moves.pass ? 1 : 0)
        + [...moves.targets.values()].reduce((n, set) => n + set.size, 0);
      expect(count).toBe(actions.length);
    });
  });

  it("names cards and events in both languages", () => {
    expect(cardName(14)).toBe("лучник эльфов, сила 2");
    expect(cardName(57)).toBe("замок гномов, защита 2");
    expect(describeKbEvent({ kind: "draw", seat: 0, count: 2 })).toBe("берёт 2 карты");
    lang.value = "en";
    expect(cardName(14)).toBe("elven archer, strength 2");
    expect(cardName(80)).toBe("obelisk, 3 VP");
    expect(describeKbEvent({ kind: "attack", seat: 1, card: 20, on: 57, success: true })).toBe(
      "elven monster, strength 6 takes dwarven castle, defence 2",
    );
  });
});
