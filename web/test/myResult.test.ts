import { describe, expect, it } from "vitest";
import { myResult } from "../src/lobby/myResult";

const done = "2026-12-07T12:00:00+00:00";

describe("myResult", () => {
  it("is a win when one of my seats is among the winners, a partner's win included", () => {
    expect(myResult({ seats: [0], opponents: ["Бот"], result: { winners: [0] }, finished_at: done })).toBe("win");
    expect(myResult({ seats: [2], opponents: ["A", "B", "C"], result: { winners: [0, 2] }, finished_at: done })).toBe("win");
  });
  it("is a loss when the winners are others, a draw when nobody won", () => {
    expect(myResult({ seats: [0], opponents: ["Бот"], result: { winners: [1] }, finished_at: done })).toBe("loss");
    expect(myResult({ seats: [1], opponents: ["Аня"], result: { winners: [] }, finished_at: done })).toBe("draw");
  });
  it("says nothing for a running game, a missing result or a game of mine on both sides", () => {
    expect(myResult({ seats: [0], opponents: ["Бот"], result: null, finished_at: null })).toBeNull();
    expect(myResult({ seats: [0], opponents: ["Бот"], result: null, finished_at: done })).toBeNull();
    expect(myResult({ seats: [0, 1], opponents: [], result: { winners: [0] }, finished_at: done })).toBeNull();
  });
});
