import { describe, expect, it } from "vitest";
import { applyMessage, backoffDelay, chooseFeed, emptySync, flattenLog, needsPrivacyScreen, reconcile, type SeatFeed } from "../src/net/sync";
import type { ServerMessage, TableSummary } from "../src/net/types";

const info = { id: "t1", game: "ugolki", status: "playing", seats: [] } as unknown as TableSummary;

function snapshot(version: number, seat: number | null, turn: number, extra: Partial<Record<string, unknown>> = {}): ServerMessage {
  return { type: "snapshot", table: "t1", version, seat, view: { kind: "board", turn, ply: version }, legal: [], table_info: info, clocks: {}, log: [], ...extra } as ServerMessage;
}

function update(version: number, seat: number | null, turn: number, events = [{ kind: "move", text: "c3-c4" }]): ServerMessage {
  return { type: "update", table: "t1", version, seat, view: { kind: "board", turn, ply: version }, legal: [], events } as ServerMessage;
}

describe("folding server messages", () => {
  it("takes a snapshot per seat and keeps the highest version", () => {
    let s = applyMessage(emptySync("t1"), snapshot(3, 0, 0));
    s = applyMessage(s, snapshot(3, 1, 0));
    expect(Object.keys(s.feeds).sort()).toEqual(["0", "1"]);
    expect(s.version).toBe(3);
    expect(s.info?.id).toBe("t1");
  });

  it("drops the spectator's feed once a seat is taken, and the seats' when watching again", () => {
    let s = applyMessage(emptySync("t1"), snapshot(0, null, 0));
    expect(Object.keys(s.feeds)).toEqual(["spectator"]);
    s = applyMessage(s, snapshot(0, 1, 0));
    expect(Object.keys(s.feeds)).toEqual(["1"]);
    s = applyMessage(s, snapshot(2, null, 0));
    expect(Object.keys(s.feeds)).toEqual(["spectator"]);
  });

  it("appends an update's events, marked with the seat that moved", () => {
    let s = applyMessage(emptySync("t1"), snapshot(3, 0, 1));
    s = applyMessage(s, update(4, 0, 0));
    expect(s.feeds["0"].version).toBe(4);
    expect(s.feeds["0"].log).toEqual([{ kind: "move", text: "c3-c4", seat: 1, version: 4 }]);
    expect(s.feeds["0"].view?.turn).toBe(0);
  });

  it("ignores a duplicate or older update, so a replayed message changes nothing", () => {
    let s = applyMessage(emptySync("t1"), snapshot(3, 0, 1));
    s = applyMessage(s, update(4, 0, 0));
    const again = applyMessage(s, update(4, 0, 0));
    expect(again).toBe(s);
    expect(applyMessage(s, update(2, 0, 0))).toBe(s);
  });

  it("ignores messages for another table", () => {
    const s = applyMessage(emptySync("t1"), snapshot(3, 0, 1));
    expect(applyMessage(s, { ...update(9, 0, 0), table: "t2" } as ServerMessage)).toBe(s);
  });

  it("does not guess who moved when several moves arrive at once (a catch-up)", () => {
    let s = applyMessage(emptySync("t1"), snapshot(3, 0, 1));
    s = applyMessage(s, update(6, 0, 0, [{ kind: "move", text: "a" }, { kind: "move", text: "b" }]));
    expect(s.feeds["0"].log.map((e) => e.seat)).toEqual([undefined, undefined]);
  });

  it("flattens a snapshot's log of actions into events with their actor and version", () => {
    expect(flattenLog([{ version: 1, seat: 0, events: [{ kind: "move", text: "c3-c4" }] }, { version: 2, seat: 1, events: [{ kind: "move" }, { kind: "end" }] }]))
      .toEqual([
        { kind: "move", text: "c3-c4", seat: 0, version: 1 },
        { kind: "move", seat: 1, version: 2 },
        { kind: "end", version: 2 },
      ]);
  });

  it("adds chat lines once, even when the history is sent again after a reconnection", () => {
    const line = { type: "chat", table: "t1", from: "Аня", text: "привет", at: "2024-01-01T10:00:00" } as ServerMessage;
    let s = applyMessage(emptySync("t1"), line);
    s = applyMessage(s, { ...line, history: true } as ServerMessage);
    expect(s.chat).toHaveLength(1);
    s = applyMessage(s, { ...line, at: "2024-01-01T10:00:05" } as ServerMessage);
    expect(s.chat).toHaveLength(2);
  });

  it("replaces the table info on a table message", () => {
    const s = applyMessage(emptySync("t1"), { type: "table", table: "t1", table_info: { ...info, status: "finished" } } as ServerMessage);
    expect(s.info?.status).toBe("finished");
  });
});

describe("a move made while the connection was down", () => {
  it("is sent (again) when the table has not moved on", () => {
    expect(reconcile({ seat: 0, version: 5, action: {}, sent: false }, 5)).toBe("resend");
    expect(reconcile({ seat: 0, version: 5, action: {}, sent: true }, 5)).toBe("resend");
  });

  it("is settled when it had gone out and the table moved on", () => {
    expect(reconcile({ seat: 0, version: 5, action: {}, sent: true }, 6)).toBe("settled");
  });

  it("is refused, visibly, when it never left and the table moved on", () => {
    expect(reconcile({ seat: 0, version: 5, action: {}, sent: false }, 6)).toBe("refused");
  });
});

describe("reconnection back-off", () => {
  it("doubles from half a second up to a cap, with jitter in [50%, 100%]", () => {
    expect(backoffDelay(0, 0.999)).toBeLessThanOrEqual(500);
    expect(backoffDelay(0, 0)).toBe(250);
    expect(backoffDelay(3, 0.999)).toBeLessThanOrEqual(4000);
    expect(backoffDelay(3, 0)).toBe(2000);
    expect(backoffDelay(30, 0.999)).toBeLessThanOrEqual(15000);
    expect(backoffDelay(30, 0)).toBe(7500);
  });
});

describe("which seat a shared device shows", () => {
  const feed = (seat: number, turn: number): SeatFeed => ({ seat, version: 1, view: { turn }, legal: [], clocks: {}, log: [] });

  it("shows the seat to move when it is one of ours, else keeps the last one", () => {
    expect(chooseFeed({ "0": feed(0, 1), "1": feed(1, 1) }, "0")).toBe("1");
    expect(chooseFeed({ "0": feed(0, 2), "1": feed(1, 2) }, "1")).toBe("1");
    expect(chooseFeed({}, null)).toBeNull();
  });

  it("hides the table between two people's turns only where there is something to hide", () => {
    expect(needsPrivacyScreen(2, true, "0", "1")).toBe(true);
    expect(needsPrivacyScreen(2, true, "1", "1")).toBe(false);
    expect(needsPrivacyScreen(2, false, "0", "1")).toBe(false);
    expect(needsPrivacyScreen(1, true, null, "0")).toBe(false);
  });
});
