// @vitest-environment happy-dom
/**
 * Klabor holds a deal that ends while the player watches until «Дальше» (issue 14); a deal
 * written before the page opened is on the sheet only; a replay (no table) never pauses and
 * shows every hand of the record's full view.
 */
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { TableSummary } from "../src/net/types";
import { klaborRenderer } from "../src/renderers/klabor";
import type { RendererProps } from "../src/renderers/types";
import fixture from "./fixtures/klabor-views.json";

type Scenario = { view: Record<string, unknown>; seat: number };
const scenarios = fixture as unknown as Record<string, Scenario>;
const Board = klaborRenderer.Board;
const table = { id: "t", game: "klabor", preset: null, options: {}, status: "playing", seats: [] } as unknown as TableSummary;

let el: HTMLElement | null = null;
function draw(view: Record<string, unknown>, live = true) {
  const props: RendererProps = {
    game: null, table: live ? table : null, view, legal: [], seat: (view.seat as number | null) ?? null,
    canAct: false, onAct: () => undefined, onProbe: () => undefined, refused: null, pendingAction: null,
  };
  if (!el) {
    el = document.createElement("div");
    document.body.appendChild(el);
  }
  act(() => render(<Board {...props} />, el!));
}
const q = (selector: string) => el!.querySelector<HTMLElement>(selector);

afterEach(() => {
  if (el) {
    act(() => render(null, el!));
    el.remove();
    el = null;
  }
});

describe("Klabor's pause after a deal", () => {
  it("holds a deal that ended on screen until the player moves on", () => {
    draw(scenarios.follow_suit.view);
    expect(q("[data-testid=deal-pause]")).toBeNull();
    const after = scenarios.bait.view;
    draw(after);
    const pause = q("[data-testid=deal-pause]");
    expect(pause).not.toBeNull();
    expect(pause!.dataset.kind).toBe("bait");
    expect(pause!.querySelectorAll("[data-term]").length).toBe(3);
    expect(q(".hand-card")).toBeNull();
    expect(q("[data-testid=decisions]")).toBeNull();
    act(() => q("[data-testid=deal-pause-next]")!.click());
    expect(q("[data-testid=deal-pause]")).toBeNull();
    expect(q(".klabor-game")!.dataset.paused).toBe("0");
  });

  it("does not pause for a deal written before the page opened, nor in a replay", () => {
    draw(scenarios.bait.view);
    expect(q("[data-testid=deal-pause]")).toBeNull();
    act(() => render(null, el!));
    draw(scenarios.follow_suit.view, false);
    draw({ ...scenarios.bait.view, seat: null, hand: [], hands: [[{ card: "Ah" }, { card: "7s" }], [{ card: "Kd" }]] }, false);
    expect(q("[data-testid=deal-pause]")).toBeNull();
    const hands = q("[data-testid=open-hands]");
    expect(hands).not.toBeNull();
    expect(hands!.querySelectorAll(".open-hand").length).toBe(2);
  });
});
