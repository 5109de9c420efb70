import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TableConnection, type SocketLike } from "../src/net/connection";

/** A WebSocket stand-in that records what the client sends and lets the test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) { this.sent.push(JSON.parse(data)); }
  close() { this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.({}); }
  drop() { this.readyState = 3; this.onclose?.({}); }
  receive(message: unknown) { this.onmessage?.({ data: JSON.stringify(message) }); }
  ofType(type: string) { return this.sent.filter((m) => m.type === type); }
}

function snapshot(version: number, turn: number) {
  return { type: "snapshot", table: "t1", version, seat: 0, view: { kind: "board", turn, ply: version }, legal: [{ action: { path: ["c3", "c4"] }, text: "c3-c4" }], table_info: { id: "t1", status: "playing", seats: [] }, clocks: {}, log: [] };
}

describe("the table connection", () => {
  let sockets: FakeSocket[];
  let conn: TableConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    conn = new TableConnection({
      table: "t1",
      url: "ws://test/ws",
      random: () => 0,
      socketFactory: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
  });

  afterEach(() => {
    conn.close();
    vi.useRealTimers();
  });

  it("says hello with no version first, then with the last version after a reconnection", () => {
    sockets[0].open();
    expect(sockets[0].ofType("hello")).toEqual([{ type: "hello", table: "t1", since: null, invite: null }]);
    sockets[0].receive(snapshot(7, 0));
    sockets[0].drop();
    expect(conn.status.value).toBe("reconnecting");
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].ofType("hello")[0]).toMatchObject({ since: 7 });
    expect(conn.status.value).toBe("online");
  });

  it("backs off longer after each failed try", () => {
    sockets[0].drop();
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it("sends a move with the version it was made at, and clears it when the update comes", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    conn.act(0, { path: ["c3", "c4"] });
    expect(sockets[0].ofType("act")).toEqual([{ type: "act", table: "t1", seat: 0, version: 4, action: { path: ["c3", "c4"] } }]);
    expect(conn.pending.value?.sent).toBe(true);
    sockets[0].receive({ ...snapshot(5, 1), type: "update", events: [] });
    expect(conn.pending.value).toBeNull();
  });

  it("keeps a move made while offline and sends it once back in sync at the same version", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    sockets[0].drop();
    conn.act(0, { path: ["c3", "c4"] });
    expect(conn.pending.value).toMatchObject({ sent: false, version: 4 });
    vi.advanceTimersByTime(250);
    sockets[1].open();
    expect(sockets[1].ofType("act")).toHaveLength(0); // not before the server has answered the hello
    sockets[1].receive({ type: "update", table: "t1", version: 4, seat: 0, since: 4, view: { turn: 0 }, legal: [], events: [] });
    expect(sockets[1].ofType("act")).toEqual([{ type: "act", table: "t1", seat: 0, version: 4, action: { path: ["c3", "c4"] } }]);
  });

  it("re-sends a move that went out on a socket which then died, if the table has not moved on", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    conn.act(0, { path: ["c3", "c4"] });
    sockets[0].drop();
    vi.advanceTimersByTime(250);
    sockets[1].open();
    sockets[1].receive(snapshot(4, 0));
    expect(sockets[1].ofType("act")).toHaveLength(1);
  });

  it("refuses, with a notice, a move made offline when the position changed meanwhile", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    sockets[0].drop();
    conn.act(0, { path: ["c3", "c4"] });
    vi.advanceTimersByTime(250);
    sockets[1].open();
    sockets[1].receive(snapshot(6, 0));
    expect(sockets[1].ofType("act")).toHaveLength(0);
    expect(conn.pending.value).toBeNull();
    expect(conn.notice.value?.key).toBe("move_refused_offline");
  });

  it("takes a move that went out as played when the table moved on (no double move, no false alarm)", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    conn.act(0, { path: ["c3", "c4"] });
    sockets[0].drop();
    vi.advanceTimersByTime(250);
    sockets[1].open();
    sockets[1].receive(snapshot(5, 1));
    expect(sockets[1].ofType("act")).toHaveLength(0);
    expect(conn.pending.value).toBeNull();
    expect(conn.notice.value).toBeNull();
  });

  it("sends the waiting move anyway if the server stays silent after the hello", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    sockets[0].drop();
    conn.act(0, { path: ["c3", "c4"] });
    vi.advanceTimersByTime(250);
    sockets[1].open();
    vi.advanceTimersByTime(1500);
    expect(sockets[1].ofType("act")).toHaveLength(1);
  });

  it("shows the server's reason when a move is refused, and frees the player to move again", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    conn.act(0, { path: ["c3", "e5"] });
    const text = { ru: "Нужно бить", en: "You must capture" };
    sockets[0].receive({ type: "error", code: "illegal_action", message: "Нужно бить", text, table: "t1" });
    expect(conn.pending.value).toBeNull();
    expect(conn.notice.value).toMatchObject({ code: "illegal_action", text, version: 4 });
  });

  it("asks about an illegal move without queueing it", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    conn.probe(0, { path: ["c3", "h8"] });
    expect(sockets[0].ofType("act")).toHaveLength(1);
    expect(conn.pending.value).toBeNull();
    sockets[0].drop();
    expect(conn.probe(0, { path: ["c3", "h8"] })).toBe(false);
    expect(conn.notice.value?.key).toBe("move_not_sent");
  });

  it("drops a socket that answers nothing to a move, and reconnects", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    conn.act(0, { path: ["c3", "c4"] });
    // The heartbeat is answered, the move is not.
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(2000);
      sockets[0].receive({ type: "pong" });
    }
    expect(conn.status.value).toBe("online");
    vi.advanceTimersByTime(2000);
    expect(conn.status.value).toBe("reconnecting");
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
  });

  it("pings, and gives up a socket that falls silent, saying so at once", () => {
    sockets[0].open();
    sockets[0].receive(snapshot(4, 0));
    vi.advanceTimersByTime(2500);
    expect(sockets[0].ofType("ping")).toHaveLength(1);
    vi.advanceTimersByTime(3499);
    expect(conn.status.value).toBe("online");
    // Six seconds without a word: the network is gone, though the socket never said so.
    vi.advanceTimersByTime(1);
    expect(conn.status.value).toBe("reconnecting");
    expect(sockets[0].readyState).toBe(3);
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].ofType("hello")[0]).toMatchObject({ since: 4 });
    expect(conn.status.value).toBe("online");
  });

  it("keeps a quiet socket that answers its pings", () => {
    sockets[0].open();
    for (let i = 0; i < 20; i += 1) {
      vi.advanceTimersByTime(2500);
      sockets[0].receive({ type: "pong" });
    }
    expect(sockets[0].ofType("ping")).toHaveLength(20);
    expect(conn.status.value).toBe("online");
    expect(sockets).toHaveLength(1);
  });

  it("does not blame the server for a silence of its own (timers held back in a background tab)", () => {
    sockets[0].open();
    vi.setSystemTime(Date.now() + 60_000);
    vi.advanceTimersByTime(500);
    expect(conn.status.value).toBe("online");
    expect(sockets[0].ofType("ping")).toHaveLength(1);
    // The answer is due within the silence limit less a ping's interval.
    vi.advanceTimersByTime(3000);
    expect(conn.status.value).toBe("online");
    vi.advanceTimersByTime(500);
    expect(conn.status.value).toBe("reconnecting");
  });

  it("gives up a new socket that neither opens nor fails, and tries again", () => {
    sockets[0].open();
    sockets[0].drop();
    vi.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    // Behind a dead network the handshake never ends.
    vi.advanceTimersByTime(5999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets[1].readyState).toBe(3);
    expect(conn.status.value).toBe("reconnecting");
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(3);
  });

  it("takes other timings for the heartbeat when given them", () => {
    conn.close();
    sockets = [];
    conn = new TableConnection({
      table: "t1", url: "ws://test/ws", random: () => 0, pingEveryMs: 100, silenceMs: 300,
      socketFactory: () => { const socket = new FakeSocket(); sockets.push(socket); return socket; },
    });
    sockets[0].open();
    vi.advanceTimersByTime(200);
    expect(sockets[0].ofType("ping")).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(conn.status.value).toBe("reconnecting");
  });

  it("stops trying when the table does not exist", () => {
    sockets[0].open();
    sockets[0].receive({ type: "error", code: "no_table", text: { ru: "Нет стола", en: "No table" }, table: "t1" });
    expect(conn.status.value).toBe("closed");
    vi.advanceTimersByTime(60000);
    expect(sockets).toHaveLength(1);
  });
});
