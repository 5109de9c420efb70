// @vitest-environment happy-dom
import { render } from "preact";
import { useState } from "preact/hooks";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lang } from "../src/i18n";
import { DiceTray, FRAME_MS, ROLL_MS, faceName } from "../src/renderers/dice/Die";
import {
  D6,
  keptIndices,
  pipCentres,
  readDice,
  readFace,
  rerolledIndices,
  sameFace,
  symbolDie,
  toggleKept,
  tumble,
  type DieState,
} from "../src/renderers/dice/model";

/** A small seeded generator, so the tumbles are the same on every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SYMBOL_DIE = symbolDie(["1", "2", "3", "heart", "energy", "claw"]);

describe("dice as data", () => {
  it("read faces as a view gives them: pips, symbols, objects", () => {
    expect(readFace(4)).toEqual({ kind: "pips", value: 4 });
    expect(readFace("claw")).toEqual({ kind: "symbol", symbol: "claw" });
    expect(readFace("3")).toEqual({ kind: "symbol", symbol: "3" });
    expect(readFace({ kind: "pips", value: 6 })).toEqual({ kind: "pips", value: 6 });
    expect(readFace({ face: "heart", kept: true })).toEqual({ kind: "symbol", symbol: "heart" });
    for (const bad of [0, 7, 2.5, "", "  ", null, undefined, {}, []]) expect(readFace(bad)).toBeNull();
    expect(readDice([1, { face: "energy", kept: true }, "bad?", null, 6])).toEqual([
      { face: { kind: "pips", value: 1 }, kept: false },
      { face: { kind: "symbol", symbol: "energy" }, kept: true },
      { face: { kind: "symbol", symbol: "bad?" }, kept: false },
      { face: { kind: "pips", value: 6 }, kept: false },
    ]);
    expect(readDice("1,2")).toEqual([]);
  });

  it("keep and release dice one at a time, and say which a roll throws again", () => {
    const dice: DieState[] = readDice(["1", "claw", "claw", "heart", "3", "energy"]);
    const one = toggleKept(dice, 1);
    const two = toggleKept(one, 2);
    expect(keptIndices(two)).toEqual([1, 2]);
    expect(rerolledIndices(two)).toEqual([0, 3, 4, 5]);
    expect(keptIndices(toggleKept(two, 1))).toEqual([2]);
    // The dice themselves are not changed in place.
    expect(keptIndices(dice)).toEqual([]);
    expect(toggleKept(dice, 9)).toEqual(dice);
  });

  it("put a d6's pips where a die has them, mirrored about the centre", () => {
    for (let value = 1; value <= 6; value += 1) {
      const pips = pipCentres(value);
      expect(pips).toHaveLength(value);
      for (const [x, y] of pips) {
        expect(x).toBeGreaterThanOrEqual(20);
        expect(x).toBeLessThanOrEqual(80);
        expect(pips.some(([a, b]) => a === 100 - x && b === 100 - y), `${value}: ${x},${y}`).toBe(true);
      }
    }
    expect(pipCentres(7)).toEqual([]);
  });

  it("tumble through other faces, never one twice running, and land on the rolled face", () => {
    const random = rng(7);
    for (const faces of [D6, SYMBOL_DIE]) {
      for (const final of faces) {
        const run = tumble(final, faces, 8, random);
        expect(run).toHaveLength(8);
        expect(sameFace(run[run.length - 1], final)).toBe(true);
        for (let i = 1; i < run.length; i += 1) expect(sameFace(run[i], run[i - 1])).toBe(false);
        for (const face of run) expect(faces.some((f) => sameFace(f, face))).toBe(true);
      }
    }
    expect(tumble(D6[2], D6, 1, random)).toEqual([D6[2]]);
    // A die of one face has nothing to tumble through.
    expect(tumble(D6[0], [D6[0]], 5, random)).toEqual([D6[0]]);
  });

  it("name the faces in both languages", () => {
    expect(faceName({ kind: "pips", value: 5 })).toBe("5");
    expect(faceName({ kind: "symbol", symbol: "heart" })).toBe("сердце");
    expect(faceName({ kind: "symbol", symbol: "×2" })).toBe("×2");
    lang.value = "en";
    expect(faceName({ kind: "symbol", symbol: "claw" })).toBe("claw");
    lang.value = "ru";
  });
});

let root: HTMLElement;
function draw(node: preact.ComponentChild) {
  root = document.createElement("div");
  document.body.appendChild(root);
  act(() => render(node, root));
  return root;
}

/** A tray the test can roll: `roll` sets new faces and a new roll number, as a game's view would. */
let roll: (faces: (number | string)[]) => void = () => undefined;
function Table({ start, reduced }: { start: (number | string)[]; reduced: boolean }) {
  const [dice, setDice] = useState(() => readDice(start));
  const [count, setCount] = useState(0);
  roll = (faces) => {
    setDice((before) => before.map((die, i) => (die.kept ? die : { ...die, face: readFace(faces[i])! })));
    setCount((n) => n + 1);
  };
  return <DiceTray dice={dice} rollKey={count} faces={SYMBOL_DIE} reduced={reduced} hint onToggle={(i) => setDice((d) => toggleKept(d, i))} />;
}

const faces = (el: HTMLElement) => [...el.querySelectorAll(".die-svg")].map((svg) => svg.getAttribute("data-face"));

describe("a tray of dice", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => render(null, root));
    root.remove();
    vi.useRealTimers();
  });

  it("makes each die a button that keeps it and says so", () => {
    const el = draw(<Table start={["1", "claw", "heart"]} reduced />);
    const buttons = [...el.querySelectorAll<HTMLButtonElement>("button.die")];
    expect(buttons).toHaveLength(3);
    expect(buttons.map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "false", "false"]);
    act(() => buttons[1].click());
    const after = [...el.querySelectorAll<HTMLButtonElement>("button.die")];
    expect(after[1].getAttribute("aria-pressed")).toBe("true");
    expect(after[1].getAttribute("aria-label")).toBe("Кубик 2: удар, оставлен");
    expect(after[1].querySelector(".die-kept")).not.toBeNull();
    expect(after[0].getAttribute("aria-label")).toBe("Кубик 1: 1");
    expect(el.textContent).toContain("Нажмите на кубик");
    act(() => after[1].click());
    expect(el.querySelectorAll("[aria-pressed=true]")).toHaveLength(0);
  });

  it("tumbles the dice not kept through other faces, then shows the rolled ones", () => {
    const el = draw(<Table start={["1", "claw", "heart"]} reduced={false} />);
    act(() => el.querySelectorAll<HTMLButtonElement>("button.die")[0].click());
    act(() => roll(["3", "energy", "energy"]));
    expect(el.querySelectorAll(".die.rolling")).toHaveLength(2);
    expect(el.querySelector("[data-die='0']")?.classList.contains("rolling")).toBe(false);
    expect(el.querySelector(".dice-tray")?.getAttribute("aria-busy")).toBe("true");
    const seen = new Set<string>();
    for (let t = 0; t < ROLL_MS; t += FRAME_MS) {
      act(() => { vi.advanceTimersByTime(FRAME_MS); });
      const now = faces(el);
      // The kept die stays as it was throughout.
      expect(now[0]).toBe("1");
      seen.add(now[1] ?? "");
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(faces(el)).toEqual(["1", "energy", "energy"]);
    expect(el.querySelectorAll(".die.rolling")).toHaveLength(0);
  });

  it("shows the rolled faces at once with reduced motion", () => {
    const el = draw(<Table start={[1, 2, 3]} reduced />);
    act(() => roll([6, 5, 4]));
    expect(el.querySelectorAll(".die.rolling")).toHaveLength(0);
    expect(faces(el)).toEqual(["6", "5", "4"]);
    expect(el.querySelectorAll("[data-face='6'] [data-pip]")).toHaveLength(6);
  });
});
