import { describe, expect, it } from "vitest";
import type { Replay } from "../src/net/api";
import type { SeatInfo, TableSummary } from "../src/net/types";
import { stepViews } from "../src/pages/Replay";
import { newOpponentSeats } from "../src/table/Rematch";

const replay = (finished: boolean, views: boolean): Replay => ({
  record_id: 1, table_id: "t", game: "go_stop", options: {}, finished, seats: [],
  steps: [1, 2].map((n) => ({ version: n, seat: 0, events: [], view: views ? { n } : null })),
  view: { n: 2 }, start_view: views ? { n: 0 } : null,
});

describe("the replay's positions", () => {
  it("steps from the start through each move of a finished game", () => {
    expect(stepViews(replay(true, true))).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });

  it("has nothing to step through while the game runs", () => {
    expect(stepViews(replay(false, false))).toBeNull();
  });
});

describe("new opponents", () => {
  const seat = (n: number, kind: SeatInfo["kind"], user_id: number | null, level?: string): SeatInfo =>
    ({ seat: n, kind, name: `p${n}`, user_id, level } as SeatInfo);
  it("keeps me and the bots, and opens the other people's seats", () => {
    const table = { seats: [seat(0, "human", 9), seat(1, "bot", null, "hard"), seat(2, "human", 7), seat(3, "bot", null, "easy")] } as unknown as TableSummary;
    expect(newOpponentSeats(table, [2])).toEqual([
      { kind: "human" }, { kind: "bot", level: "hard" }, { kind: "me" }, { kind: "bot", level: "easy" },
    ]);
  });
});
