import { describe, expect, it } from "vitest";
import { fromScreen, parseSquare, squareName, stepCursor, toScreen } from "../src/renderers/board/geometry";

describe("board geometry", () => {
  it("names squares as the protocol does", () => {
    expect(squareName(0, 0)).toBe("a1");
    expect(squareName(7, 7)).toBe("h8");
    expect(squareName(15, 15)).toBe("p16");
    expect(parseSquare("p16")).toEqual({ file: 15, rank: 15 });
    expect(parseSquare("c3")).toEqual({ file: 2, rank: 2 });
    expect(parseSquare("3c")).toBeNull();
  });

  it("puts a1 bottom-left for seat 0 and top-right when turned for seat 1", () => {
    const upright = { width: 8, height: 8, flipped: false };
    const turned = { width: 8, height: 8, flipped: true };
    expect(toScreen(upright, 0, 0)).toEqual({ col: 0, row: 7 });
    expect(toScreen(turned, 0, 0)).toEqual({ col: 7, row: 0 });
    for (const o of [upright, turned]) {
      for (let file = 0; file < 8; file += 1) {
        for (let rank = 0; rank < 8; rank += 1) {
          const { col, row } = toScreen(o, file, rank);
          expect(fromScreen(o, col, row)).toEqual({ file, rank });
        }
      }
    }
  });

  it("moves the keyboard cursor in screen directions and stops at the edge", () => {
    const upright = { width: 8, height: 8, flipped: false };
    const turned = { width: 8, height: 8, flipped: true };
    expect(stepCursor(upright, "c3", 0, -1)).toBe("c4");
    expect(stepCursor(turned, "c3", 0, -1)).toBe("c2");
    expect(stepCursor(upright, "a1", -1, 1)).toBe("a1");
    expect(stepCursor(upright, "h8", 1, 0)).toBe("h8");
  });
});
