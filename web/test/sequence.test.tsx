// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lang } from "../src/i18n";
import { settings, DEFAULT_SETTINGS } from "../src/settings/store";
import { cardText, labelSize, sequenceRenderer } from "../src/renderers/sequence";
import type { RendererProps } from "../src/renderers/types";

const SUITS = "shdc";
const RANKS = "A23456789TQK";

/** A classic-looking board: corners free, every other square a card code. */
function board(): string[] {
  return Array.from({ length: 100 }, (_, cell) =>
    [0, 9, 90, 99].includes(cell) ? "free" : `${RANKS[cell % 12]}${SUITS[Math.floor(cell / 12) % 4]}`,
  );
}

function view(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const chips: number[] = Array.from({ length: 100 }, (_, cell) => ([0, 9, 90, 99].includes(cell) ? -2 : -1));
  chips[11] = 0;
  chips[12] = 1;
  chips[13] = 2;
  const locked = Array.from({ length: 100 }, () => false);
  locked[11] = true;
  return {
    variant: "classic", seat: 0, players: 3, teams: [[0], [1], [2]], team_of: [0, 1, 2], needed: 1,
    board: board(), chips, locked, sequences: [[], [], []], hand_counts: [6, 6, 6], deck: 80,
    mover: 0, last: [{ kind: "place", card: "2s", cell: 11 }, null, null], winner: null, over: false,
    hand: [{ card: "Th#1", name: "T♥", role: "card", cells: [14, 40], dead: false }],
    ...overrides,
  };
}

let root: HTMLElement;
function draw(props: Partial<RendererProps>) {
  root = document.createElement("div");
  document.body.appendChild(root);
  const Board = sequenceRenderer.Board;
  const all = {
    game: null, table: null, view: view(), legal: [], seat: 0, canAct: true, onAct: vi.fn(), onProbe: vi.fn(),
    refused: null, pendingAction: null, ...props,
  } as RendererProps;
  act(() => render(<Board {...all} />, root));
  return root;
}

afterEach(() => {
  act(() => render(null, root));
  root.remove();
  lang.value = "ru";
  settings.value = DEFAULT_SETTINGS;
});

describe("the four-colour deck chosen on /settings", () => {
  const fill = (el: HTMLElement, cell: number) =>
    (el.querySelector(`[data-cell='${cell}'] text.label`) as SVGElement).style.fill;
  // board(): cell 26 is the 3 of diamonds, 38 the 3 of clubs, 2 the 3 of spades, 14 the 3 of hearts.
  it("paints the board's and the hand's diamonds blue and clubs green, as on the other card tables", () => {
    settings.value = { ...DEFAULT_SETTINGS, four_color_deck: true };
    const el = draw({ view: view({ hand: [{ card: "Kd#1", name: "K♦", role: "card", cells: [], dead: false },
      { card: "5c#2", name: "5♣", role: "card", cells: [], dead: false }] }) });
    expect(board()[26]).toBe("3d");
    expect(board()[38]).toBe("3c");
    expect(fill(el, 26)).toBe("#1560bd");
    expect(fill(el, 38)).toBe("#1f7a2e");
    expect(fill(el, 2)).toBe("");
    expect(fill(el, 14)).toBe("");
    const cards = [...el.querySelectorAll<HTMLElement>("[data-testid=sq-card]")];
    expect(cards.map((card) => card.style.color)).toEqual(["#1560bd", "#1f7a2e"]);
  });

  it("leaves the two colours of the usual deck without it", () => {
    const el = draw({});
    expect(fill(el, 26)).toBe("");
    expect(el.querySelector<HTMLElement>("[data-testid=sq-card]")!.style.color).toBe("");
  });
});

describe("the Sequence board", () => {
  it("keeps a covered square's card readable on the chip, with the team's shape as a badge", () => {
    const el = draw({});
    const covered = el.querySelector("[data-cell='11']")!;
    const chip = covered.querySelector(".chip")!;
    expect(chip.getAttribute("data-team")).toBe("0");
    expect(chip.querySelector("text.on-chip")?.textContent).toBe(cardText(board()[11]));
    expect(chip.querySelector(".lock")).not.toBeNull();
    // Circle, triangle, square: one shape per team, whatever the colours look like.
    expect(el.querySelector("[data-cell='11'] .badge circle")).not.toBeNull();
    expect(el.querySelector("[data-cell='12'] .badge polygon")).not.toBeNull();
    expect(el.querySelector("[data-cell='13'] .badge rect")).not.toBeNull();
    expect(el.querySelector("[data-cell='12'] .lock")).toBeNull();
    // An empty square shows its card as large as the square holds.
    const empty = el.querySelector("[data-cell='14'] text")!;
    expect(empty.textContent).toBe(cardText(board()[14]));
    expect(Number(empty.getAttribute("font-size"))).toBeGreaterThanOrEqual(15);
  });

  it("sizes labels so the widest card, 10♥, fits a square", () => {
    expect(cardText("Th#2")).toBe("10♥");
    expect(labelSize("10♥")).toBe(15);
    expect(labelSize("Q♠")).toBe(18);
    expect(labelSize("48")).toBe(18);
    expect(labelSize("24")).toBeGreaterThan(labelSize("10♥"));
  });

  it("doubles the board in a scrolling frame at «Крупнее» and back at «Всё поле»", () => {
    const el = draw({});
    const wrap = el.querySelector<HTMLElement>("[data-testid=sq-board-wrap]")!;
    const zoom = el.querySelector<HTMLButtonElement>("[data-testid=sq-zoom]")!;
    expect(wrap.classList.contains("zoomed")).toBe(false);
    expect(zoom.textContent).toBe("Крупнее");
    expect(zoom.getAttribute("aria-pressed")).toBe("false");
    act(() => zoom.click());
    expect(wrap.classList.contains("zoomed")).toBe(true);
    expect(zoom.textContent).toBe("Всё поле");
    expect(zoom.getAttribute("aria-pressed")).toBe("true");
    act(() => zoom.click());
    expect(wrap.classList.contains("zoomed")).toBe(false);
  });

  it("lights the squares a picked card can take, and a tap plays there", () => {
    const onAct = vi.fn();
    const legal = [
      { action: { play: "Th#1", cell: 14 }, label: { ru: "", en: "" } },
      { action: { play: "Th#1", cell: 40 }, label: { ru: "", en: "" } },
    ];
    const el = draw({ legal: legal as RendererProps["legal"], onAct });
    act(() => el.querySelector<HTMLButtonElement>("[data-testid=sq-card]")!.click());
    const lit = [...el.querySelectorAll<SVGElement>("[data-target='1']")].map((n) => n.dataset.cell);
    expect(lit).toEqual(["14", "40"]);
    act(() => { (el.querySelector("[data-testid=sq-cell-40]") as unknown as HTMLElement).dispatchEvent(new Event("click", { bubbles: true })); });
    expect(onAct).toHaveBeenCalledWith({ play: "Th#1", cell: 40 });
  });
});
