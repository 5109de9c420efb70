// @vitest-environment happy-dom
import { render } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import type { LegalAction } from "../src/net/types";
import { roseKingRenderer } from "../src/renderers/rose_king";
import { screenCell, screenVector, seatTurn } from "../src/renderers/rose_king/orientation";
import type { RendererProps } from "../src/renderers/types";

const DIRS: Record<string, [number, number]> = {
  N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1],
};
// Four hands of the team game (§8): every card lands on an empty square from the centre.
const HANDS = [["N1", "NE2", "E3", "SW1"], ["S2", "W1", "NW3", "E1"], ["N3", "SE1", "W2", "NE1"], ["S1", "SW2", "E2", "NW1"]];

function view(turn: number) {
  return {
    rows: Array(9).fill("........."), crown: [4, 4], supply: 52, draw_pile: 8, discard: [], turn,
    last: [null, null, null, null], last_square: null, players: 4, seat_hand: [0, 1, 2, 3],
    scores: [{ areas: [], score: 0, stones: 0 }, { areas: [], score: 0, stones: 0 }],
    hands: HANDS.map((cards, seat) => ({
      seats: [seat], colour: seat % 2, heroes: 2,
      cards: cards.map((card) => {
        const [dx, dy] = DIRS[card.slice(0, -1)];
        const n = Number(card.slice(-1));
        return { card, target: [4 + dx * n, 4 + dy * n], kind: "empty" };
      }),
    })),
  };
}

function show(seat: number | null, turn: number, extra: Partial<RendererProps> = {}): HTMLElement {
  const legal: LegalAction[] = HANDS[turn].map((card) => ({ action: { card, hero: false }, text: card }));
  const props: RendererProps = {
    game: null, table: null, view: view(turn), legal, seat, canAct: seat === turn,
    onAct: () => undefined, onProbe: () => undefined, refused: null, pendingAction: null, ...extra,
  };
  const host = document.createElement("div");
  document.body.appendChild(host);
  render(<roseKingRenderer.Board {...props} />, host);
  return host;
}

const sign = (v: number) => Math.sign(Math.round(v));

afterEach(() => { document.body.innerHTML = ""; });

describe("Rose King as seen from each seat", () => {
  it("turns the board so each seat's own edge is at the bottom; a spectator sees it as printed", () => {
    expect([0, 1, 2, 3].map((s) => seatTurn(4, s))).toEqual([0, 270, 180, 90]);
    expect([seatTurn(2, 0), seatTurn(2, 1), seatTurn(4, null), seatTurn(2, null)]).toEqual([0, 180, 0, 0]);
    // White-west faces east: east is straight ahead (up), the crown edge on the left.
    expect(screenVector(DIRS.E, 270)).toEqual([0, -1]);
    expect(screenVector(DIRS.N, 270)).toEqual([-1, 0]);
    // White-east faces west: the crown edge on the right.
    expect(screenVector(DIRS.N, 90)).toEqual([1, 0]);
    // The west edge is drawn at the bottom for White-west.
    expect(screenCell(0, 4, 270)[1]).toBe(8);
  });

  for (const seat of [0, 1, 2, 3, null]) {
    for (const turn of seat === null ? [0, 1, 2, 3] : [seat]) {
      it(`seat ${seat ?? "spectator"}, ${turn} to move: every arrow points where its card sends the crown on screen`, () => {
        const host = show(seat, turn);
        const board = host.querySelector("[data-testid=rk-board]") as SVGElement;
        const side = board.dataset.crown;
        expect(board.dataset.turn).toBe(String(seatTurn(4, seat)));
        const crown = host.querySelector("[data-testid=rk-crown]") as SVGElement;
        const [cx, cy] = [Number(crown.dataset.px), Number(crown.dataset.py)];
        const targets = [...host.querySelectorAll<SVGElement>("[data-testid=rk-target]")];
        expect(targets).toHaveLength(4);
        for (const target of targets) {
          const card = target.dataset.card as string;
          const hand = host.querySelector(`[data-testid=rk-hand-${turn}]`) as HTMLElement;
          const arrow = hand.querySelector(`[data-card='${card}'] [data-testid=rk-arrow]`) as SVGElement;
          const onBoard = [sign(Number(target.dataset.px) - cx), sign(Number(target.dataset.py) - cy)];
          expect([Number(arrow.dataset.dx), Number(arrow.dataset.dy)], card).toEqual(onBoard);
        }
        // Every hand at the table, the partner's and the opponents' too, lies the way the board does.
        const crowns = [...host.querySelectorAll<SVGElement>("[data-testid=rk-card] svg")].map((svg) => svg.dataset.crown);
        expect(crowns).toHaveLength(16);
        expect(new Set(crowns)).toEqual(new Set([side]));
        expect(host.querySelector("[data-testid=rk-turned]") !== null).toBe(side !== "top");
      });
    }
  }

  it("draws a sideways seat's cards landscape, still a 44 px target", () => {
    const host = show(1, 1);
    const svg = host.querySelector("[data-testid=rk-card] svg") as SVGElement;
    expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["64", "48"]);
    expect(svg.dataset.crown).toBe("left");
  });

  it("acts through the cards: a tap on a card plays it, and the hand on screen comes first", () => {
    const played: unknown[] = [];
    const host = show(2, 2, { onAct: (action) => played.push(action) });
    const hands = [...host.querySelectorAll<HTMLElement>(".rk-hand")].map((h) => h.dataset.testid);
    expect(hands).toEqual(["rk-hand-2", "rk-hand-0", "rk-hand-1", "rk-hand-3"]);
    const button = host.querySelector("[data-testid=rk-hand-2] [data-card=W2]") as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(parseInt(button.style.minWidth, 10)).toBeGreaterThanOrEqual(44);
    expect(parseInt(button.style.minHeight, 10)).toBeGreaterThanOrEqual(44);
    button.click();
    expect(played).toEqual([{ card: "W2", hero: false }]);
  });

  it("on a shared device says the board turned to the player to move and the device goes to them", () => {
    const host = show(1, 1, { sharedDevice: true });
    const line = host.querySelector("[data-testid=rk-handover]") as HTMLElement;
    expect(line.textContent).toMatch(/White|Белые/);
    expect((host.querySelector("[data-testid=rk-board]") as SVGElement).dataset.turn).toBe("270");
    // Alone at the device (or watching), nothing is handed over.
    expect(show(1, 1).querySelector("[data-testid=rk-handover]")).toBeNull();
    expect(show(null, 1, { sharedDevice: true }).querySelector("[data-testid=rk-handover]")).toBeNull();
  });
});
