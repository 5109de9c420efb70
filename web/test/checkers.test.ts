import { describe, expect, it } from "vitest";
import { drawAction } from "../src/renderers/russian_checkers";

describe("the draw agreement in checkers", () => {
  const view = (draw: Record<string, unknown>, ply = 10, outcome: unknown = null) => ({ kind: "board", ply, outcome, draw });

  it("lets the player offer a draw once the table's rules allow it", () => {
    expect(drawAction(view({ offer: null, agreement: true, agreement_from_ply: 0 }), 0)).toBe("offer");
    expect(drawAction(view({ offer: null, agreement: true, agreement_from_ply: 40 }, 10), 0)).toBeNull();
    expect(drawAction(view({ offer: null, agreement: false }), 0)).toBeNull();
  });

  it("lets the opponent of the one who offered accept, and nobody offer twice", () => {
    expect(drawAction(view({ offer: 0, agreement: true }), 1)).toBe("accept");
    expect(drawAction(view({ offer: 0, agreement: true }), 0)).toBeNull();
  });

  it("offers nothing to spectators or after the end", () => {
    expect(drawAction(view({ offer: null, agreement: true }), null)).toBeNull();
    expect(drawAction(view({ offer: null, agreement: true }, 10, { winners: [] }), 0)).toBeNull();
  });
});
