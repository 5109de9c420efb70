import { describe, expect, it } from "vitest";
import { applyMessage, emptySync, type TableSync } from "../src/net/sync";
import type { ServerMessage, TableSummary } from "../src/net/types";
import { MovePacer, moverBetween, recentEvents } from "../src/table/pace";

const info = { id: "t1", game: "go_stop", status: "playing", seats: [] } as unknown as TableSummary;

function snapshot(version: number, turn: number): ServerMessage {
  return { type: "snapshot", table: "t1", version, seat: 0, view: { turn }, legal: [], table_info: info, clocks: {}, log: [] } as ServerMessage;
}

/** Seat `mover` moves (the server's update to seat 0's feed); `turn` acts next. */
function update(version: number, turn: number, text = `m${version}`): ServerMessage {
  return { type: "update", table: "t1", version, seat: 0, view: { turn }, legal: [], events: [{ kind: "move", text }] } as ServerMessage;
}

/** Seat 0 is on this device; seat 1 is a bot. Versions 1..n after a snapshot at 0 where seat 1 acts. */
function states(): TableSync[] {
  const out: TableSync[] = [];
  let s = applyMessage(emptySync("t1"), snapshot(0, 1));
  out.push(s);
  s = applyMessage(s, update(1, 1)); // the bot moves, and moves again
  out.push(s);
  s = applyMessage(s, update(2, 1));
  out.push(s);
  s = applyMessage(s, update(3, 0)); // its third move; now seat 0 acts
  out.push(s);
  return out;
}

describe("others' moves at a pace", () => {
  it("names who made the new move, and none after a snapshot", () => {
    const [a, b] = states();
    expect(moverBetween(a, b)).toBe(1);
    const fresh = applyMessage(b, snapshot(5, 0));
    expect(moverBetween(b, fresh)).toBeNull();
  });

  it("shows each of a bot's moves for the pace, in order, losing none", () => {
    const [a, b, c, d] = states();
    const pacer = new MovePacer(a);
    pacer.push(b, [0], 800, 1000);
    expect(pacer.shown).toBe(b); // nothing waited: at once
    pacer.push(c, [0], 800, 1010);
    pacer.push(d, [0], 800, 1020);
    expect(pacer.shown).toBe(b);
    expect(pacer.due(800, 1020)).toBe(780);
    expect(pacer.advance(800, 1500)).toBe(false);
    expect(pacer.advance(800, 1800)).toBe(true);
    expect(pacer.shown).toBe(c);
    expect(pacer.advance(800, 2000)).toBe(false);
    expect(pacer.advance(800, 2600)).toBe(true);
    expect(pacer.shown).toBe(d);
    expect(pacer.due(800, 2600)).toBeNull();
  });

  it("counts a move's time on screen from its paint, not from its message", () => {
    const [a, b, c, d] = states();
    const pacer = new MovePacer(a);
    pacer.push(b, [0], 800, 1000);
    pacer.push(c, [0], 800, 1010);
    // A busy device painted b 350 ms after it was taken: c waits its full 800 ms from then.
    pacer.painted(b, 1350);
    expect(pacer.due(800, 1800)).toBe(350);
    expect(pacer.advance(800, 1800)).toBe(false);
    expect(pacer.advance(800, 2150)).toBe(true);
    expect(pacer.shown).toBe(c);
    // A paint reported for a state already replaced, or earlier than the last, changes nothing.
    pacer.painted(b, 2400);
    pacer.painted(c, 2100);
    expect(pacer.due(800, 2150)).toBeNull();
    pacer.push(d, [0], 800, 2200); // the next move, queued behind c painted at 2150
    expect(pacer.due(800, 2200)).toBe(750);
  });

  it("folds a change that is no move into the newest state", () => {
    const [a, b, c] = states();
    const pacer = new MovePacer(a);
    pacer.push(b, [0], 800, 0);
    pacer.push(c, [0], 800, 10);
    const seen = { ...c, info: { ...info, seats: [] } };
    pacer.push(seen, [0], 800, 20);
    expect(pacer.queue).toEqual([seen]);
  });

  it("shows the player's own move at once, with everything before it", () => {
    const [a, b, c, d] = states();
    const pacer = new MovePacer(a);
    pacer.push(b, [0], 800, 0);
    pacer.push(c, [0], 800, 1);
    pacer.push(d, [0], 800, 2);
    const mine = applyMessage(d, update(4, 1));
    pacer.push(mine, [0], 800, 3);
    expect(pacer.shown).toBe(mine);
    expect(pacer.queue).toEqual([]);
  });

  it("shows everything at once with no pace (reduced motion) or a hidden tab", () => {
    const [a, b, c] = states();
    const still = new MovePacer(a);
    still.push(b, [0], 0, 0);
    still.push(c, [0], 0, 1);
    expect(still.shown).toBe(c);
    const hidden = new MovePacer(a);
    hidden.push(b, [0], 800, 0);
    hidden.push(c, [0], 800, 1, true);
    expect(hidden.shown).toBe(c);
  });
});

describe("the others' last moves", () => {
  it("are the moves since this device's seats last moved, whoever the events name", () => {
    const log = [
      { kind: "play", seat: 0, version: 1 }, { kind: "capture", seat: 0, version: 1 }, { kind: "turn", seat: 1, version: 1 },
      { kind: "play", seat: 1, version: 2 }, { kind: "transfer", seat: 0, version: 2 }, { kind: "turn", seat: 2, version: 2 },
      { kind: "play", seat: 2, version: 3 }, { kind: "turn", seat: 0, version: 3 },
    ];
    expect(recentEvents(log, [0])).toEqual(log.slice(3));
    expect(recentEvents(log, [2])).toEqual([]);
    expect(recentEvents(log, [1])).toEqual(log.slice(6));
    expect(recentEvents(log, [])).toEqual(log.slice(6));
  });
});

describe("every seat's last move on a board", () => {
  it("keeps each other seat's latest move, but the last one, which the board marks itself", async () => {
    const { earlierMoves } = await import("../src/renderers/board/BoardGame");
    const recent = [
      { kind: "move", seat: 1, path: ["a1", "b2"], version: 5 },
      { kind: "move", seat: 2, path: ["c3", "d4"], version: 6 },
      { kind: "move", seat: 3, path: ["e5", "f6", "g7"], version: 7 },
    ];
    expect(earlierMoves(recent, ["e5", "f6", "g7"])).toEqual([
      { seat: 1, path: ["a1", "b2"] },
      { seat: 2, path: ["c3", "d4"] },
    ]);
    expect(earlierMoves(recent.slice(2), ["e5", "f6", "g7"])).toEqual([]);
  });
});
