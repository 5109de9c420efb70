import { describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import type { GameEvent } from "../src/net/types";
import { kingsCornerRenderer, readView, SPOTS } from "../src/renderers/kings_corner";

describe("Kings Corner view", () => {
  it("reads the engine's view: eight piles, the hand and the counts", () => {
    const view = readView({
      players: 2, seat: 0, hand_number: 1, turn: 0, phase: "play",
      piles: [["9h"], ["6s"], ["Ac"], ["Qd"], ["Kh", "Qs"], [], [], []],
      jokers: {}, hand: ["8c", "Ks"], hand_counts: [2, 7], stock_count: 30,
      scores: [0, 0], pot: 0, stakes: "points", card_values: "k10", match: "target", target: 50,
      turn_moves: [[], [{ type: "play", card: "Qs", spot: "NE" }]], last_hand: null,
    });
    expect(view).not.toBeNull();
    expect(view!.piles[SPOTS.indexOf("NE")]).toEqual(["Kh", "Qs"]);
    expect(view!.hand).toEqual(["8c", "Ks"]);
    expect(view!.card_values).toBe("k10");
  });

  it("refuses a view without the eight piles", () => {
    expect(readView({ piles: [[]], hand_counts: [1] })).toBeNull();
  });

});

describe("the log of a Kings Corner table", () => {
  const say = (count: number) =>
    kingsCornerRenderer.describeEvent!({ kind: "draw", count } as unknown as GameEvent, (seat) => `seat ${seat + 1}`);

  it("says how many cards a player drew as a sentence («draws 1 card», not «draws 1»)", () => {
    lang.value = "en";
    expect([say(1), say(2)]).toEqual(["draws 1 card", "draws 2 cards"]);
    lang.value = "ru";
    expect([say(1), say(3), say(5)]).toEqual(["берёт 1 карту", "берёт 3 карты", "берёт 5 карт"]);
  });
});
