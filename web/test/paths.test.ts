import { describe, expect, it } from "vitest";
import {
  actionFor,
  clickSquare,
  isWholeMove,
  legalPaths,
  movablePieces,
  nextSquares,
  type ClickContext,
} from "../src/renderers/board/paths";
import type { LegalAction } from "../src/net/types";

const legal = (...paths: string[][]): LegalAction[] =>
  paths.map((path) => ({ action: { path }, text: path.join(path.length > 2 ? ":" : "-") }));

// Ugolki: c3 may step to c4 or jump c3:c5, then on to e5 or stop; d3 steps to d4.
const ugolki = legal(["c3", "c4"], ["c3", "c5"], ["c3", "c5", "e5"], ["c3", "c5", "e5", "e7"], ["d3", "d4"]);
const own = new Set(["c3", "d3", "b2"]);

function ctx(actions: LegalAction[], autoFinish: boolean): ClickContext {
  return { paths: legalPaths(actions), ownPiece: (sq) => own.has(sq), autoFinish };
}

describe("legal paths", () => {
  it("reads paths and ignores actions without one", () => {
    const mixed = [...ugolki, { action: "pass", text: "pass" }, { action: { path: [1, 2] }, text: "?" }];
    expect(legalPaths(mixed)).toHaveLength(5);
  });

  it("lists the movable pieces and the next squares of a prefix", () => {
    const paths = legalPaths(ugolki);
    expect([...movablePieces(paths)].sort()).toEqual(["c3", "d3"]);
    expect(nextSquares(paths, ["c3"]).sort()).toEqual(["c4", "c5"]);
    expect(nextSquares(paths, ["c3", "c5"])).toEqual(["e5"]);
    expect(nextSquares(paths, ["c3", "c5", "e5"])).toEqual(["e7"]);
    expect(nextSquares(paths, ["c3", "c5", "e5", "e7"])).toEqual([]);
    expect(nextSquares(paths, ["d3", "d4"])).toEqual([]);
  });

  it("knows which prefixes are whole moves", () => {
    const paths = legalPaths(ugolki);
    expect(isWholeMove(paths, ["c3"])).toBe(false);
    expect(isWholeMove(paths, ["c3", "c5"])).toBe(true);
    expect(isWholeMove(paths, ["c3", "c5", "e5"])).toBe(true);
    expect(isWholeMove(paths, ["c3", "e5"])).toBe(false);
  });

  it("finds the action of an exact path only", () => {
    expect(actionFor(ugolki, ["c3", "c5"])?.action).toEqual({ path: ["c3", "c5"] });
    expect(actionFor(ugolki, ["c3", "c5", "e5", "e7"])?.action).toEqual({ path: ["c3", "c5", "e5", "e7"] });
    expect(actionFor(ugolki, ["c3"])).toBeUndefined();
  });
});

describe("clicking a move square by square", () => {
  it("picks up an own piece, and ignores an empty square", () => {
    expect(clickSquare(ctx(ugolki, true), [], "c3")).toEqual({ kind: "select", prefix: ["c3"], canFinish: false });
    expect(clickSquare(ctx(ugolki, true), [], "e5")).toEqual({ kind: "ignore" });
  });

  it("puts the piece back when it is clicked again", () => {
    expect(clickSquare(ctx(ugolki, true), ["c3"], "c3")).toEqual({ kind: "clear" });
  });

  it("plays a step at once when nothing may follow and auto-finish is on", () => {
    expect(clickSquare(ctx(ugolki, true), ["c3"], "c4")).toEqual({ kind: "play", path: ["c3", "c4"] });
  });

  it("waits for «Завершить ход» when auto-finish is off, even with nothing to follow", () => {
    expect(clickSquare(ctx(ugolki, false), ["c3"], "c4")).toEqual({ kind: "select", prefix: ["c3", "c4"], canFinish: true });
  });

  it("plays a jump chain jump by jump, offering to stop where the rules allow", () => {
    const c = ctx(ugolki, true);
    const first = clickSquare(c, ["c3"], "c5");
    expect(first).toEqual({ kind: "select", prefix: ["c3", "c5"], canFinish: true });
    const second = clickSquare(c, ["c3", "c5"], "e5");
    expect(second).toEqual({ kind: "select", prefix: ["c3", "c5", "e5"], canFinish: true });
    expect(clickSquare(c, ["c3", "c5", "e5"], "e7")).toEqual({ kind: "play", path: ["c3", "c5", "e5", "e7"] });
  });

  it("ends a chain when the moved piece is clicked where it stands", () => {
    expect(clickSquare(ctx(ugolki, true), ["c3", "c5"], "c5")).toEqual({ kind: "play", path: ["c3", "c5"] });
  });

  it("does not end a capture that must go on (checkers)", () => {
    const checkers = legal(["c3", "e5", "c7"], ["c3", "e5", "g7"]);
    const c = ctx(checkers, true);
    expect(clickSquare(c, ["c3"], "e5")).toEqual({ kind: "select", prefix: ["c3", "e5"], canFinish: false });
    expect(clickSquare(c, ["c3", "e5"], "e5")).toEqual({ kind: "ignore" });
    expect(clickSquare(c, ["c3", "e5"], "g7")).toEqual({ kind: "play", path: ["c3", "e5", "g7"] });
  });

  it("switches to another own piece, even in the middle of a chain not yet sent", () => {
    expect(clickSquare(ctx(ugolki, true), ["c3"], "d3")).toEqual({ kind: "select", prefix: ["d3"], canFinish: false });
    expect(clickSquare(ctx(ugolki, true), ["c3", "c5"], "d3")).toEqual({ kind: "select", prefix: ["d3"], canFinish: false });
  });

  it("turns a square that is not a legal continuation into a question for the server", () => {
    expect(clickSquare(ctx(ugolki, true), ["c3"], "h8")).toEqual({ kind: "illegal", path: ["c3", "h8"] });
    // A piece with no legal move may still be picked up, so the server can say why it is stuck.
    expect(clickSquare(ctx(ugolki, true), [], "b2")).toEqual({ kind: "select", prefix: ["b2"], canFinish: false });
    expect(clickSquare(ctx(ugolki, true), ["b2"], "b3")).toEqual({ kind: "illegal", path: ["b2", "b3"] });
  });
});

describe("actions that are not board moves", () => {
  it("are kept apart from the paths", async () => {
    const { otherActions } = await import("../src/renderers/board/paths");
    const mixed: LegalAction[] = [
      ...legal(["c3", "c4"]),
      { action: { path: [] }, text: "pass" },
      { action: { draw: "offer" }, text: "draw-offer" },
    ];
    expect(legalPaths(mixed)).toEqual([["c3", "c4"]]);
    expect(otherActions(mixed).map((a) => a.text)).toEqual(["pass", "draw-offer"]);
  });
});
