// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import type { ControlsSpec } from "../src/net/types";
import { ControlsPanel } from "../src/renderers/controls/ControlsPanel";
import {
  buildAction,
  clamp,
  decimalsOf,
  initialValues,
  nudge,
  numberText,
  parseTyped,
  readControls,
  stepOf,
  type NumberParam,
} from "../src/renderers/controls/model";

/** As igroteka/engine/controls.py writes a flick: which disc, the direction, the force. */
const FLICK: ControlsSpec = {
  kind: "flick",
  params: [
    { name: "disc", kind: "choice", label: { ru: "Шашка", en: "Disc" }, values: ["a1", "c1", "e1"] },
    { name: "angle", kind: "number", label: { ru: "Направление", en: "Direction" }, min: 0, max: 360, unit: "°" },
    { name: "force", kind: "number", label: { ru: "Сила", en: "Force" }, min: 0, max: 1, unit: "" },
  ],
};
const ANGLE = FLICK.params[1] as NumberParam;
const FORCE = FLICK.params[2] as NumberParam;

describe("controls as data", () => {
  it("are read from the server's JSON, and refused whole when a parameter makes no sense", () => {
    expect(readControls(JSON.parse(JSON.stringify(FLICK)))).toEqual(FLICK);
    expect(readControls({ kind: "x", params: [{ name: "n", kind: "number", label: "n", min: 1, max: 3 }] })?.params[0])
      .toEqual({ name: "n", kind: "number", label: { ru: "n", en: "n" }, min: 1, max: 3, unit: "" });
    for (const bad of [null, {}, { params: [] }, { params: [{ name: "n", kind: "number", min: 3, max: 1 }] },
      { params: [{ name: "n", kind: "slider", min: 0, max: 1 }] }, { params: [{ kind: "choice", values: [1] }] },
      { params: [{ name: "c", kind: "choice", values: [] }] }]) {
      expect(readControls(bad)).toBeNull();
    }
  });

  it("step a slider by a round hundredth of its range and show values at that precision", () => {
    expect(stepOf(ANGLE)).toBe(1);
    expect(stepOf(FORCE)).toBe(0.01);
    expect(stepOf({ ...FORCE, min: 0, max: 10 })).toBe(0.1);
    expect(stepOf({ ...FORCE, min: 5, max: 5 })).toBe(1);
    expect(decimalsOf(FORCE)).toBe(2);
    expect(numberText(ANGLE, 45)).toBe("45°");
    expect(numberText(FORCE, 0.5)).toBe("0.50");
    expect(numberText(FORCE, 0.5, "ru")).toBe("0,50");
  });

  it("read typed numbers with a comma or the unit, and bring them into range", () => {
    expect(parseTyped(ANGLE, "45")).toEqual({ value: 45, clamped: false });
    expect(parseTyped(ANGLE, " 12,5° ")).toEqual({ value: 12.5, clamped: false });
    expect(parseTyped(ANGLE, "400")).toEqual({ value: 360, clamped: true });
    expect(parseTyped(ANGLE, "-5")).toEqual({ value: 0, clamped: true });
    expect(parseTyped(FORCE, ".7")).toEqual({ value: 0.7, clamped: false });
    for (const bad of ["", "abc", "1.2.3", "4 5", "--1", "Infinity"]) expect(parseTyped(ANGLE, bad)).toBeNull();
    expect(clamp(FORCE, 3)).toBe(1);
    expect(clamp(FORCE, Number.NaN)).toBe(0);
  });

  it("move a value by keys: a step, ten steps, the ends, never past them", () => {
    expect(nudge(ANGLE, 45, "ArrowRight")).toBe(46);
    expect(nudge(ANGLE, 45, "ArrowDown")).toBe(44);
    expect(nudge(ANGLE, 45, "PageUp")).toBe(55);
    expect(nudge(ANGLE, 355, "PageUp")).toBe(360);
    expect(nudge(ANGLE, 0, "ArrowLeft")).toBe(0);
    expect(nudge(FORCE, 0.5, "ArrowUp")).toBe(0.51);
    expect(nudge(FORCE, 0.5, "Home")).toBe(0);
    expect(nudge(FORCE, 0.5, "End")).toBe(1);
    expect(nudge(ANGLE, 12.34, "ArrowUp")).toBe(13);
    expect(nudge(ANGLE, 45, "Enter")).toBeNull();
  });

  it("start from the middle and the first choice, keep an earlier aim that still fits, and build the action in order", () => {
    expect(initialValues(FLICK)).toEqual({ disc: "a1", angle: 180, force: 0.5 });
    expect(initialValues(FLICK, { disc: "e1", angle: 400, force: 0.25 })).toEqual({ disc: "e1", angle: 360, force: 0.25 });
    expect(initialValues(FLICK, { disc: "h8" }).disc).toBe("a1");
    const action = buildAction(FLICK, { force: 7, disc: "c1", angle: -3, extra: true });
    expect(action).toEqual({ disc: "c1", angle: 0, force: 1 });
    expect(Object.keys(action)).toEqual(["disc", "angle", "force"]);
    expect(buildAction(FLICK, {})).toEqual({ disc: "a1", angle: 180, force: 0.5 });
  });
});

let root: HTMLElement | undefined;
let sent: Record<string, unknown>[] = [];
function draw(spec: ControlsSpec = FLICK): HTMLElement {
  sent = [];
  const el = document.createElement("div");
  root = el;
  document.body.appendChild(el);
  act(() => render(<ControlsPanel spec={spec} onAct={(a) => sent.push(a)} choiceLabel={(_, v) => `шашка ${v}`} />, el));
  return el;
}
const q = <T extends Element>(selector: string) => root!.querySelector<T>(selector)!;

function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
function key(target: Element, name: string) {
  act(() => { target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true })); });
}

afterEach(() => {
  const el = root;
  if (el) {
    act(() => render(null, el));
    el.remove();
  }
  lang.value = "ru";
});

describe("the controls panel", () => {
  it("builds the move from its sliders, boxes and choices, and sends it", () => {
    const el = draw();
    expect(el.querySelectorAll("input[type=range]")).toHaveLength(2);
    const discs = [...el.querySelectorAll<HTMLButtonElement>("[role=radio]")];
    expect(discs.map((b) => b.textContent)).toEqual(["шашка a1", "шашка c1", "шашка e1"]);
    act(() => discs[2].click());
    type(q<HTMLInputElement>("[data-testid=control-slider-angle]"), "90");
    act(() => q<HTMLButtonElement>("[data-testid=controls-send]").click());
    expect(sent).toEqual([{ disc: "e1", angle: 90, force: 0.5 }]);
    expect(q("[data-testid=control-number-angle]").getAttribute("value") ?? q<HTMLInputElement>("[data-testid=control-number-angle]").value).toBe("90");
  });

  it("clamps a number typed out of range, says so, and sends it with Enter", () => {
    const el = draw();
    const box = q<HTMLInputElement>("[data-testid=control-number-angle]");
    type(box, "400");
    key(box, "Enter");
    act(() => { q<HTMLFormElement>("form").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })); });
    expect(sent).toEqual([{ disc: "a1", angle: 360, force: 0.5 }]);
    expect(el.querySelector(".control-note.shown")?.textContent).toBe("Можно только от 0° до 360°: взято 360°");
    type(box, "много");
    act(() => { box.dispatchEvent(new Event("blur")); });
    expect(el.querySelector(".control-note.shown")?.textContent).toBe("Нужно число от 0° до 360°");
    // The value stays what it was.
    expect(q<HTMLInputElement>("[data-testid=control-slider-angle]").value).toBe("360");
  });

  it("moves numbers and choices from the keyboard, and − and + by one step", () => {
    draw();
    const force = q<HTMLInputElement>("[data-testid=control-number-force]");
    key(force, "ArrowUp");
    key(force, "PageUp");
    // Russian writes a decimal comma.
    expect(force.value).toBe("0,61");
    key(force, "End");
    expect(force.value).toBe("1,00");
    const less = root!.querySelectorAll<HTMLButtonElement>(".control.number[data-param=angle] .step")[0];
    act(() => less.click());
    expect(q<HTMLInputElement>("[data-testid=control-number-angle]").value).toBe("179");
    const first = root!.querySelectorAll<HTMLButtonElement>("[role=radio]")[0];
    key(first, "ArrowLeft");
    const checked = [...root!.querySelectorAll<HTMLButtonElement>("[role=radio]")].map((b) => b.getAttribute("aria-checked"));
    expect(checked).toEqual(["false", "false", "true"]);
    act(() => q<HTMLButtonElement>("[data-testid=controls-send]").click());
    expect(sent).toEqual([{ disc: "e1", angle: 179, force: 1 }]);
  });

  it("speaks the reader's language", () => {
    lang.value = "en";
    const el = draw();
    expect(q("[data-testid=controls-send]").textContent).toBe("Make the move");
    expect(el.textContent).toContain("Direction");
    expect(el.textContent).toContain("from 0° to 360°");
    expect(el.textContent).toContain("from 0.00 to 1.00");
  });
});
