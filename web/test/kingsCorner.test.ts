import { describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
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

  it("says how many cards a player draws in words: «берёт 1 карту», not «берёт карт: 1»", () => {
    const say = (n: number) => kingsCornerRenderer.describeEvent!({ kind: "draw", seat: 1, count: n }, () => "Боря");
    lang.value = "ru";
    expect([1, 2, 5].map(say)).toEqual(["берёт 1 карту", "берёт 2 карты", "берёт 5 карт"]);
    lang.value = "en";
    expect([1, 2].map(say)).toEqual(["draws 1 card", "draws 2 cards"]);
    lang.value = "ru";
  });
});
