import { describe, expect, it } from "vitest";
import { sideOf } from "../src/renderers/cards/model";
import { compactColumns, regionCounts, seatLayout, seatingMode, teamsOf, type Region } from "../src/renderers/seating/layout";

/** The seats in the order play goes round the table on screen: bottom, up the left, along the top, down the right. */
function clockwise(count: number, me: number | null, mode: "around" | "compact" = "around"): number[] {
  const spots = seatLayout(count, me, mode);
  const order: Region[] = ["bottom", "left", "top", "right"];
  return [...spots]
    .sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region) || a.index - b.index)
    .map((s) => s.seat);
}

describe("seats around a table of 2 to 12", () => {
  it("place every seat once, the player's own at the bottom, the others clockwise in seat order", () => {
    for (let count = 2; count <= 12; count += 1) {
      for (let me = 0; me < count; me += 1) {
        for (const mode of ["around", "compact"] as const) {
          const spots = seatLayout(count, me, mode);
          expect(spots.map((s) => s.seat)).toEqual([...Array(count).keys()]);
          const bottom = spots.filter((s) => s.region === "bottom");
          expect(bottom.map((s) => s.seat), `${count} seats, me ${me}`).toEqual([me]);
          // Going round the screen meets the seats in play order, starting from the player.
          const expected = Array.from({ length: count }, (_, k) => (me + k) % count);
          expect(clockwise(count, me, mode), `${count} seats, me ${me}, ${mode}`).toEqual(expected);
          for (const spot of spots) {
            expect(spot.offset).toBe((spot.seat - me + count) % count);
            expect(spot.index).toBeGreaterThanOrEqual(0);
            expect(spot.index).toBeLessThan(spot.of);
            expect(spots.filter((s) => s.region === spot.region)).toHaveLength(spot.of);
          }
        }
      }
    }
  });

  it("keep the two sides equal and give the top the rest, never fewer than a side", () => {
    expect(regionCounts(1)).toEqual({ left: 0, top: 1, right: 0 });
    expect(regionCounts(2)).toEqual({ left: 1, top: 0, right: 1 });
    expect(regionCounts(3)).toEqual({ left: 1, top: 1, right: 1 });
    expect(regionCounts(5)).toEqual({ left: 1, top: 3, right: 1 });
    expect(regionCounts(6)).toEqual({ left: 2, top: 2, right: 2 });
    expect(regionCounts(11)).toEqual({ left: 3, top: 5, right: 3 });
    for (let others = 3; others <= 11; others += 1) {
      const c = regionCounts(others);
      expect(c.left + c.top + c.right).toBe(others);
      expect(c.left).toBe(c.right);
      expect(c.top).toBeGreaterThanOrEqual(c.left);
      // Never more than three seats down a side: the middle of the table keeps its height.
      expect(c.left).toBeLessThanOrEqual(3);
    }
  });

  it("seat four as at a card table: next on the left, partner opposite, the last on the right", () => {
    for (let me = 0; me < 4; me += 1) {
      const region = (seat: number) => seatLayout(4, me).find((s) => s.seat === seat)?.region;
      expect(region((me + 1) % 4)).toBe("left");
      expect(region((me + 2) % 4)).toBe("top");
      expect(region((me + 3) % 4)).toBe("right");
      for (let seat = 0; seat < 4; seat += 1) expect(sideOf(seat, me, 4)).toBe(region(seat));
    }
    expect(seatLayout(3, 0).map((s) => s.region)).toEqual(["bottom", "left", "right"]);
    expect(seatLayout(2, 1).map((s) => s.region)).toEqual(["top", "bottom"]);
  });

  it("show a spectator seat 0 at the bottom, and place nothing for a table without seats", () => {
    expect(seatLayout(6, null).find((s) => s.region === "bottom")?.seat).toBe(0);
    expect(seatLayout(6, 9).find((s) => s.region === "bottom")?.seat).toBe(0);
    expect(seatLayout(0, 0)).toEqual([]);
  });

  it("go compact on a phone, in rows that fit 360 px and come out even", () => {
    expect(seatingMode(360, 12)).toBe("compact");
    expect(seatingMode(390, 5)).toBe("compact");
    expect(seatingMode(1000, 12)).toBe("around");
    expect(seatingMode(360, 2)).toBe("around");
    for (const width of [344, 360, 374, 390]) {
      for (let others = 1; others <= 11; others += 1) {
        const columns = compactColumns(others, width);
        // Every plate at least 108 px wide with 6 px between them.
        expect(columns * 108 + (columns - 1) * 6, `${others} at ${width}`).toBeLessThanOrEqual(width);
        const rows = Math.ceil(others / columns);
        // As few rows as the width allows...
        expect(rows).toBe(Math.ceil(others / Math.min(others, Math.floor((width + 6) / 114))));
        // ...and as few columns as keep them: one column fewer would need another row.
        expect((columns - 1) * rows).toBeLessThan(others);
      }
    }
    expect(compactColumns(11, 360)).toBe(3);
    expect(compactColumns(4, 360)).toBe(2);
    expect(compactColumns(5, 1000)).toBe(5);
  });

  it("read teams as a number per seat or as the seats of each team", () => {
    expect(teamsOf([0, 1, 0, 1], 4)).toEqual([0, 1, 0, 1]);
    expect(teamsOf([[0, 3, 6], [1, 4, 7], [2, 5, 8]], 9)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
    expect(teamsOf([[0, 2]], 4)).toEqual([0, null, 0, null]);
    expect(teamsOf(undefined, 3)).toEqual([null, null, null]);
    expect(teamsOf([0, "x", -1], 3)).toEqual([0, null, null]);
  });
});
