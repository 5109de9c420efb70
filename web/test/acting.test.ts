import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import { actingMine, actingSeats } from "../src/net/acting";
import { applyMessage, chooseFeed, emptySync, feedActing, type SeatFeed } from "../src/net/sync";
import type { ServerMessage } from "../src/net/types";
import { readClock } from "../src/table/format";
import { turnLine } from "../src/table/turn";

const NAMES = ["Аня", "Боря", "Вика", "Гоша"];
const name = (seat: number) => NAMES[seat];

afterEach(() => {
  lang.value = "ru";
});

describe("who acts now", () => {
  it("is the server's acting set, else the one seat whose turn it is, else nobody", () => {
    expect(actingSeats([0, 2], 0)).toEqual([0, 2]);
    expect(actingSeats([], 1)).toEqual([]);
    expect(actingSeats(undefined, 1)).toEqual([1]);
    expect(actingSeats(null, 0)).toEqual([0]);
    expect(actingSeats(undefined, null)).toEqual([]);
    expect(actingSeats(undefined, undefined)).toEqual([]);
    expect(actingMine([3, 0, 2], [2, 3])).toEqual([2, 3]);
    expect(actingMine([1], [2, 3])).toEqual([]);
  });

  it("is kept per feed from snapshots and updates, whichever field the server sent", () => {
    const base = { table: "t1", legal: [], clocks: {} };
    let sync = applyMessage(emptySync("t1"), { ...base, type: "snapshot", version: 3, seat: 0, view: { turn: 1 }, turn: 1, acting: [0, 1, 2] } as ServerMessage);
    expect(feedActing(sync.feeds["0"])).toEqual([0, 1, 2]);
    sync = applyMessage(sync, { ...base, type: "update", version: 4, seat: 0, view: { turn: 2 }, turn: 2, events: [] } as ServerMessage);
    expect(feedActing(sync.feeds["0"])).toEqual([2]);
    // A server that sends neither field: the view's turn.
    sync = applyMessage(sync, { ...base, type: "update", version: 5, seat: 0, view: { turn: 3 }, events: [] } as ServerMessage);
    expect(feedActing(sync.feeds["0"])).toEqual([3]);
    sync = applyMessage(sync, { ...base, type: "update", version: 6, seat: 0, view: { turn: null }, turn: null, events: [] } as ServerMessage);
    expect(feedActing(sync.feeds["0"])).toEqual([]);
    expect(feedActing(undefined)).toEqual([]);
  });

  it("keeps the controls a seat was sent, and drops them when the next message has none", () => {
    const controls = { kind: "throw", params: [{ name: "angle", kind: "number" as const, label: { ru: "угол", en: "angle" }, min: 0, max: 90, unit: "°" }] };
    let sync = applyMessage(emptySync("t1"), { type: "snapshot", table: "t1", version: 1, seat: 2, view: {}, legal: [], acting: [2], controls } as ServerMessage);
    expect(sync.feeds["2"].controls).toEqual(controls);
    sync = applyMessage(sync, { type: "update", table: "t1", version: 2, seat: 2, view: {}, legal: [], acting: [0], events: [] } as ServerMessage);
    expect(sync.feeds["2"].controls).toBeNull();
  });

  it("names the mover of an update only when one seat could have moved", () => {
    const snapshot = (acting: number[]) => ({ type: "snapshot", table: "t1", version: 1, seat: 0, view: {}, legal: [], acting }) as ServerMessage;
    const update = { type: "update", table: "t1", version: 2, seat: 0, view: {}, legal: [], acting: [], events: [{ kind: "bid" }] } as ServerMessage;
    expect(applyMessage(applyMessage(emptySync("t1"), snapshot([1])), update).feeds["0"].log[0].seat).toBe(1);
    expect(applyMessage(applyMessage(emptySync("t1"), snapshot([1, 2])), update).feeds["0"].log[0].seat).toBeUndefined();
  });

  it("decides which of a shared device's seats is on screen: one that acts, the one shown first", () => {
    const feed = (seat: number, acting: number[]): SeatFeed => ({ seat, version: 1, view: {}, legal: [], clocks: {}, log: [], acting });
    // Both people act at once: the one on screen stays until they have acted.
    expect(chooseFeed({ "0": feed(0, [0, 1]), "1": feed(1, [0, 1]) }, "1")).toBe("1");
    expect(chooseFeed({ "0": feed(0, [0, 1]), "1": feed(1, [0, 1]) }, "0")).toBe("0");
    expect(chooseFeed({ "0": feed(0, [0, 1]), "1": feed(1, [0, 1]) }, null)).toBe("0");
    // The first has acted: the device goes to the other.
    expect(chooseFeed({ "0": feed(0, [1]), "1": feed(1, [1]) }, "0")).toBe("1");
    // Neither acts: the last one stays.
    expect(chooseFeed({ "0": feed(0, [2]), "1": feed(1, [2]) }, "1")).toBe("1");
  });

  it("lights every seat whose clock the server says runs", () => {
    const clocks = { kind: "move" as const, remaining: [30, 20, 10], running: [0, 2] };
    expect(readClock(clocks, 0)?.running).toBe(true);
    expect(readClock(clocks, 1)?.running).toBe(false);
    expect(readClock(clocks, 2)?.running).toBe(true);
    expect(readClock({ ...clocks, running: 1 }, 1)?.running).toBe(true);
    expect(readClock({ ...clocks, running: null }, 1)?.running).toBe(false);
  });
});

describe("the turn banner", () => {
  it("says the player's move, another's, or several seats' at once", () => {
    expect(turnLine({ finished: false, acting: [0], mine: [0], shown: 0, name })).toEqual({ text: "Ваш ход", mine: true });
    expect(turnLine({ finished: false, acting: [1], mine: [0], shown: 0, name })).toEqual({ text: "Ходит Боря", mine: false });
    expect(turnLine({ finished: false, acting: [1, 2, 3], mine: [0], shown: 0, name })).toEqual({ text: "Ходят: Боря, Вика, Гоша", mine: false });
    // Acting together with others is still the player's move.
    expect(turnLine({ finished: false, acting: [0, 1, 2], mine: [0], shown: 0, name }).text).toBe("Ваш ход");
    expect(turnLine({ finished: false, acting: [], mine: [0], shown: 0, name }).text).toBe("");
    expect(turnLine({ finished: true, acting: [0], mine: [0], shown: 0, name })).toEqual({ text: "Партия окончена", mine: false });
    // With the result known, the banner keeps it after the end screen is closed.
    expect(turnLine({ finished: true, acting: [], mine: [0], shown: 0, name, result: "Вы проиграли" }))
      .toEqual({ text: "Партия окончена. Вы проиграли", mine: false });
    lang.value = "en";
    expect(turnLine({ finished: false, acting: [2, 3], mine: [], shown: null, name }).text).toBe("To move: Вика, Гоша");
  });

  it("on a shared device names which of its players is to take it, both when they act at once", () => {
    expect(turnLine({ finished: false, acting: [1], mine: [0, 1], shown: 1, name }).text).toBe("Ходит игрок 2 (Боря)");
    expect(turnLine({ finished: false, acting: [0, 1], mine: [0, 1], shown: 1, name }).text).toBe("Ходит игрок 2 (Боря)");
    expect(turnLine({ finished: false, acting: [0, 1], mine: [0, 1], shown: 0, name }).text).toBe("Ходит игрок 1 (Аня)");
    expect(turnLine({ finished: false, acting: [1, 3], mine: [0, 1], shown: 0, name })).toEqual({ text: "Ходит игрок 2 (Боря)", mine: true });
    // A second player left unnamed is "Игрок 2" already: said once.
    const unnamed = (seat: number) => `Игрок ${seat + 1}`;
    expect(turnLine({ finished: false, acting: [1], mine: [0, 1], shown: 1, name: unnamed }).text).toBe("Ходит игрок 2");
    expect(turnLine({ finished: false, acting: [2], mine: [0, 1], shown: 1, name }).mine).toBe(false);
  });
});
