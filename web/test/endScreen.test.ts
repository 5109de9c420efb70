import { describe, expect, it } from "vitest";
import type { SeatInfo, Settlement } from "../src/net/types";
import { chipDelta, ratingDelta } from "../src/table/EndScreen";

const seat = (n: number, user_id: number | null): SeatInfo => ({ seat: n, kind: user_id === null ? "bot" : "human", name: `p${n}`, user_id });

describe("the end screen's figures", () => {
  // The shape the server's economy settles a game into.
  const settlement: Settlement = {
    chips: { net: { "7": 50, "9": -50 } },
    ratings: [
      { player: "user:7", seats: [0], delta: 1.25 },
      { player: "bot:easy", is_bot: true, seats: [1, 3], delta: -0.5 },
    ],
  };

  it("finds each seat's rating change, a bot's covering all its seats", () => {
    expect(ratingDelta(settlement, 0)).toBe(1.25);
    expect(ratingDelta(settlement, 3)).toBe(-0.5);
    expect(ratingDelta(settlement, 2)).toBeNull();
    expect(ratingDelta(null, 0)).toBeNull();
  });

  it("finds the chips won or lost by the person in a seat", () => {
    expect(chipDelta(settlement, seat(0, 7))).toBe(50);
    expect(chipDelta(settlement, seat(2, 9))).toBe(-50);
    expect(chipDelta(settlement, seat(1, null))).toBeNull();
    expect(chipDelta({ chips: null, ratings: [] }, seat(0, 7))).toBeNull();
  });
});
