import { describe, expect, it } from "vitest";
import { ugolkiDrawActions } from "../src/renderers/ugolki";

describe("the draw agreement in Ugolki", () => {
  const view = (draw: Record<string, unknown>, outcome: unknown = null) => ({ kind: "board", outcome, draw });

  it("lets a player of two offer a draw, and the opponent accept or decline it", () => {
    expect(ugolkiDrawActions(view({ offer: null, agreement: true }), 0)).toEqual(["offer"]);
    expect(ugolkiDrawActions(view({ offer: 0, agreement: true }), 1)).toEqual(["accept", "decline"]);
    expect(ugolkiDrawActions(view({ offer: 0, agreement: true }), 0)).toEqual([]);
  });

  it("offers nothing with four players, to spectators or after the end", () => {
    expect(ugolkiDrawActions(view({ offer: null, agreement: false }), 0)).toEqual([]);
    expect(ugolkiDrawActions(view({ offer: null, agreement: true }), null)).toEqual([]);
    expect(ugolkiDrawActions(view({ offer: null, agreement: true }, { winners: [] }), 0)).toEqual([]);
  });
});
