// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { ControlsSpec, SeatInfo } from "../src/net/types";
import { rendererFor } from "../src/renderers";
import type { RendererProps } from "../src/renderers/types";

/** The engine's test-only sealed throw (tests/engine/sealed_game.py): three seats, then a throw. */
const THROW: ControlsSpec = {
  kind: "throw",
  params: [
    { name: "angle", kind: "number", label: { ru: "Угол", en: "Angle" }, min: 0, max: 90, unit: "°" },
    { name: "power", kind: "number", label: { ru: "Сила", en: "Power" }, min: 0, max: 1, unit: "" },
  ],
};
const SEATS: SeatInfo[] = [0, 1, 2].map((seat) => ({ seat, kind: "human", name: ["Аня", "Боря", "Вика"][seat], connected: true }));

let root: HTMLElement | undefined;
let acted: unknown[] = [];
function draw(extra: Partial<RendererProps>) {
  acted = [];
  const el = document.createElement("div");
  root = el;
  document.body.appendChild(el);
  const Board = rendererFor("a_game_without_a_renderer").Board;
  const props: RendererProps = {
    game: null, table: null, view: { turn: 0 }, legal: [], seat: 0, canAct: true, seats: SEATS,
    onAct: (a) => acted.push(a), onProbe: () => undefined, refused: null, pendingAction: null, ...extra,
  };
  act(() => render(<Board {...props} />, el));
  return el;
}

afterEach(() => {
  const el = root;
  if (el) {
    act(() => render(null, el));
    el.remove();
  }
});

describe("the generic renderer", () => {
  it("draws the seats itself, marking every seat that acts", () => {
    expect(rendererFor("a_game_without_a_renderer").drawsSeats).toBe(true);
    const el = draw({ acting: [0, 2], legal: [{ action: { bid: 1 }, text: "1", label: { ru: "ставка 1", en: "bid 1" } }] });
    expect(el.querySelectorAll(".ring-seat")).toHaveLength(3);
    expect([...el.querySelectorAll(".ring-seat.acting")].map((p) => p.getAttribute("data-seat"))).toEqual(["2", "0"]);
    const buttons = [...el.querySelectorAll<HTMLButtonElement>(".action-list button")];
    expect(buttons.map((b) => b.textContent)).toEqual(["ставка 1"]);
    act(() => buttons[0].click());
    expect(acted).toEqual([{ bid: 1 }]);
    expect(el.querySelector("[data-testid=controls]")).toBeNull();
  });

  it("plays a continuous move with the controls panel, the finite sample kept aside", () => {
    const el = draw({ controls: THROW, legal: [{ action: { angle: 45, power: 1 }, text: "45/1" }] });
    expect(el.querySelector("[data-testid=controls]")).not.toBeNull();
    expect(el.querySelector("details.legal-sample .action-list button")?.textContent).toBe("45/1");
    act(() => el.querySelector<HTMLButtonElement>("[data-testid=controls-send]")!.click());
    expect(acted).toEqual([{ angle: 45, power: 0.5 }]);
  });

  it("offers nothing to play when the seat may not act, and reads who acts from a replay's view", () => {
    const el = draw({ controls: THROW, canAct: false, seat: null, view: { turn: 1 } });
    expect(el.querySelector("[data-testid=controls]")).toBeNull();
    expect(el.querySelector(".action-list")).toBeNull();
    expect([...el.querySelectorAll(".ring-seat.acting")].map((p) => p.getAttribute("data-seat"))).toEqual(["1"]);
  });
});
