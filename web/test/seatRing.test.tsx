// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import type { SeatInfo } from "../src/net/types";
import { SeatRing } from "../src/renderers/seating/SeatRing";

const NAMES = ["Аня", "Боря", "Вика", "Гоша", "Даша", "Егор", "Женя", "Зоя", "Ира", "Костя", "Лена", "Миша"];

function seats(count: number): SeatInfo[] {
  return Array.from({ length: count }, (_, seat) => ({
    seat,
    kind: seat === 3 ? "bot" : "human",
    name: NAMES[seat],
    label: seat === 3 ? { ru: "Бот (лёгкий)", en: "Bot (easy)" } : undefined,
    connected: seat !== 5,
  }));
}

let root: HTMLElement;
function draw(node: preact.ComponentChild) {
  root = document.createElement("div");
  document.body.appendChild(root);
  act(() => render(node, root));
  return root;
}

afterEach(() => {
  act(() => render(null, root));
  root.remove();
  lang.value = "ru";
});

describe("the seat ring", () => {
  it("draws twelve plates around the middle: names, the acting mark on every acting seat, teams by number", () => {
    const el = draw(
      <SeatRing count={12} me={4} seats={seats(12)} acting={[0, 7]} teams={[0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]} mode="around"
        slot={(seat) => (seat % 2 === 0 ? <span data-testid="slot">{seat + 1} карт</span> : null)}>
        <p data-testid="middle">доска</p>
      </SeatRing>,
    );
    const plates = [...el.querySelectorAll<HTMLElement>(".ring-seat")];
    expect(plates).toHaveLength(12);
    expect(el.querySelector(".seat-ring-bottom [data-seat]")?.getAttribute("data-seat")).toBe("4");
    expect(el.querySelectorAll(".seat-ring-left .ring-seat")).toHaveLength(3);
    expect(el.querySelectorAll(".seat-ring-top .ring-seat")).toHaveLength(5);
    expect(el.querySelectorAll(".seat-ring-right .ring-seat")).toHaveLength(3);
    // The next seat is the lowest on the left.
    expect(el.querySelector(".seat-ring-left .ring-seat")?.getAttribute("data-seat")).toBe("5");
    expect(el.querySelector("[data-testid=middle]")?.closest(".seat-ring-center")).not.toBeNull();
    const acting = plates.filter((p) => p.classList.contains("acting")).map((p) => p.dataset.seat);
    expect(acting.sort()).toEqual(["0", "7"]);
    expect(el.querySelectorAll("[data-testid=ring-acting]")).toHaveLength(2);
    expect(el.querySelector("[data-seat='7']")?.getAttribute("aria-current")).toBe("true");
    expect(el.querySelector("[data-seat='7'] .ring-team")?.textContent).toBe("2");
    expect(el.querySelector("[data-seat='7'] .ring-team")?.getAttribute("aria-label")).toBe("Команда 2");
    expect(el.querySelector("[data-seat='0'] .ring-name")?.textContent).toBe("Аня");
    expect(el.querySelector("[data-seat='3'] .ring-name")?.textContent).toBe("Бот (лёгкий)");
    expect(el.querySelector("[data-seat='4']")?.textContent).toContain("вы");
    expect(el.querySelector("[data-seat='5']")?.textContent).toContain("не в сети");
    expect(el.querySelectorAll("[data-testid=slot]")).toHaveLength(6);
    expect(el.querySelector("[data-seat='2'] .ring-slot")?.textContent).toBe("3 карт");
  });

  it("puts everyone else in rows along the top when compact, in the order play goes", () => {
    const el = draw(<SeatRing count={6} me={2} seats={seats(6)} mode="compact" />);
    expect(el.querySelector(".seat-ring")?.getAttribute("data-mode")).toBe("compact");
    const top = [...el.querySelectorAll<HTMLElement>(".seat-ring-top .ring-seat")].map((p) => Number(p.dataset.seat));
    expect(top).toEqual([3, 4, 5, 0, 1]);
    expect(el.querySelectorAll(".seat-ring-left, .seat-ring-right")).toHaveLength(0);
  });

  it("shows every seat's number (two bots of one level stay apart), and keeps a team's number on a phone", () => {
    const twins = seats(4).map((s) => (s.seat === 1 ? { ...s, kind: "bot" as const, label: { ru: "Бот (лёгкий)", en: "Bot (easy)" } } : s));
    const el = draw(<SeatRing count={4} me={0} seats={twins} teams={[0, 1, 0, 1]} mode="compact" />);
    expect(el.querySelector("[data-seat='1']")?.textContent).toContain("место 2");
    expect(el.querySelector("[data-seat='3']")?.textContent).toContain("место 4");
    expect(el.querySelector("[data-testid='seat-no-2']")?.textContent).toBe("место 3");
    // A bot's label says it is a bot: no second "бот".
    expect(el.querySelector("[data-seat='1']")?.textContent).not.toContain("бот");
    expect(el.querySelector("[data-seat='2'] .ring-meta .ring-team")?.textContent).toBe("1");
  });

  it("names seats in the reader's language and without teams draws no team mark", () => {
    lang.value = "en";
    const el = draw(<SeatRing count={3} me={null} seats={seats(3)} acting={[1]} mode="around" />);
    expect(el.querySelector(".seat-ring-bottom [data-seat]")?.getAttribute("data-seat")).toBe("0");
    expect(el.querySelector("[data-testid=ring-acting]")?.textContent).toContain("to move");
    expect(el.querySelector(".seat-ring")?.getAttribute("aria-label")).toBe("Seats at the table");
    expect(el.querySelectorAll(".ring-team")).toHaveLength(0);
    expect(el.textContent).not.toContain("you");
  });
});
