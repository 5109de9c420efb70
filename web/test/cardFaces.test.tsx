// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import { CARD_H, CARD_W, CardSvg, PIP_SIZE, faceOf, jokerColour } from "../src/renderers/cards/CardSvg";
import { cardKeys, copyOf, frenchDeck, parseCard, parseJoker, RANKS } from "../src/renderers/cards/model";
import { cardName } from "../src/renderers/cards/names";
import { HandFan } from "../src/renderers/cards/Table";
import { CARD_SETS, cardSet } from "../src/themes/cards";

const VALUE: Record<string, number> = { "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: 10 };

let root: HTMLElement;
function draw(node: preact.ComponentChild) {
  root = document.createElement("div");
  document.body.appendChild(root);
  act(() => render(node, root));
  return root;
}

afterEach(() => {
  if (root) {
    act(() => render(null, root));
    root.remove();
  }
  lang.value = "ru";
});

describe("a 52-card deck and jokers", () => {
  it("reads every rank from 2 to the ace in every suit", () => {
    expect(RANKS).toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"]);
    const deck = frenchDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    for (const id of deck) expect(parseCard(id)?.id).toBe(id);
    expect(parseCard("2h")).toEqual({ id: "2h", rank: "2", suit: "hearts" });
    expect(parseCard("5S")).toEqual({ id: "5s", rank: "5", suit: "spades" });
  });

  it("draws as many pips as a number card's value, mirrored, inside the card and clear of the corners", () => {
    for (const id of frenchDeck()) {
      const face = faceOf(id);
      if (face.kind !== "french") throw new Error(id);
      const value = VALUE[face.rank];
      if (value) {
        expect(face.pips, id).toHaveLength(value);
        expect(face.court || face.ace).toBe(false);
      } else {
        expect(face.pips, id).toHaveLength(0);
        expect(face.court || face.ace, id).toBe(true);
      }
      const unmirrored = face.pips.filter(([x, y]) => !face.pips.some(([a, b]) => a === CARD_W - x && b === CARD_H - y));
      // The upper and lower halves mirror each other, as on printed cards, but for the seven's odd pip above the middle.
      expect(unmirrored, id).toEqual(face.rank === "7" ? [[50, 53]] : []);
      for (const [x, y] of face.pips) {
        expect(x - PIP_SIZE / 2).toBeGreaterThanOrEqual(28);
        expect(x + PIP_SIZE / 2).toBeLessThanOrEqual(CARD_W - 28);
        expect(y - PIP_SIZE / 2).toBeGreaterThanOrEqual(20);
      }
      // No two pips overlap.
      for (const [i, [x, y]] of face.pips.entries()) {
        for (const [a, b] of face.pips.slice(i + 1)) expect(Math.max(Math.abs(a - x), Math.abs(b - y))).toBeGreaterThanOrEqual(PIP_SIZE * 0.68);
      }
    }
  });

  it("knows the red and the black joker, in either order of letters, and a second deck's copies", () => {
    expect(parseJoker("RJ")).toEqual({ id: "RJ", joker: "red" });
    expect(parseJoker("bj")).toEqual({ id: "BJ", joker: "black" });
    expect(parseJoker("JR#2")).toEqual({ id: "RJ", joker: "red" });
    for (const bad of ["J", "JX", "Jc", "RJ#", "RJ#0", 3, null]) expect(parseJoker(bad)).toBeNull();
    expect(parseCard("RJ")).toBeNull();
    expect(faceOf("RJ")).toEqual({ kind: "joker", joker: "red" });
    expect(faceOf("??")).toEqual({ kind: "back" });
    expect(parseCard("Qc#2")?.id).toBe("Qc");
    expect(copyOf("Qc#2")).toBe(2);
    expect(copyOf("Qc")).toBe(1);
    expect(parseCard("Qc#x")).toBeNull();
    const two = frenchDeck(RANKS, { copies: 2, jokers: 4 });
    expect(two).toHaveLength(108);
    expect(new Set(two).size).toBe(108);
    expect(two.filter((id) => parseJoker(id)?.joker === "red")).toEqual(["RJ", "RJ#2"]);
    for (const set of CARD_SETS) expect(jokerColour(set, "red")).not.toBe(jokerColour(set, "black"));
  });

  it("gives two copies of one card distinct keys, the first keeping its id", () => {
    expect(cardKeys(["Qc", "7h", "Qc", "Qc"])).toEqual(["Qc", "7h", "Qc~2", "Qc~3"]);
    expect(cardKeys(["Qc#1", "Qc#2"])).toEqual(["Qc#1", "Qc#2"]);
    const keys = cardKeys(frenchDeck(RANKS, { copies: 2 }).map((id) => id.replace(/#\d$/, "")));
    expect(new Set(keys).size).toBe(104);
  });

  it("names cards for screen readers, jokers in the reader's language", () => {
    expect(cardName("Th")).toBe("10♥");
    expect(cardName("2c")).toBe("2♣");
    expect(cardName("Ad", cardSet("atlas").letters)).toBe("Т♦");
    expect(cardName("RJ")).toBe("красный джокер");
    lang.value = "en";
    expect(cardName("BJ")).toBe("black joker");
    expect(cardName("zz")).toBe("a face-down card");
  });
});

describe("cards drawn", () => {
  it("draw every card of two decks and four jokers: pips, pictures, jokers of two colours", () => {
    const set = cardSet("classic");
    const ids = frenchDeck(RANKS, { copies: 2, jokers: 4 });
    const el = draw(<div>{ids.map((id) => <CardSvg key={id} id={id} set={set} fourColor={false} />)}</div>);
    const svgs = [...el.querySelectorAll("svg.card-svg")];
    expect(svgs).toHaveLength(108);
    svgs.forEach((svg, i) => {
      const id = ids[i];
      const face = svg.querySelector("[data-face]");
      if (parseJoker(id)) {
        expect(face?.getAttribute("data-face")).toBe("joker");
        return;
      }
      expect(face?.getAttribute("data-face"), id).toBe("french");
      expect(face?.getAttribute("data-rank")).toBe(parseCard(id)?.rank);
      expect(svg.querySelectorAll("[data-pip]"), id).toHaveLength(VALUE[parseCard(id)!.rank] ?? 0);
    });
    const red = el.querySelector("[data-joker=red] [data-corner] path");
    const black = el.querySelector("[data-joker=black] [data-corner] path");
    expect(red?.getAttribute("stroke")).toBe(set.suits.hearts.color);
    expect(black?.getAttribute("fill")).toBe(set.suits.spades.color);
    // Hollow and solid: the two jokers differ without colour too.
    expect(red?.getAttribute("fill")).toBe("none");
  });

  it("keep the corner index the first group of a French face, where the big index sets draw their letters", () => {
    const el = draw(<CardSvg id="Qh" set={cardSet("atlas")} fourColor />);
    expect(el.querySelector("svg > g > g:first-of-type > text")?.textContent).toBe("Д");
    expect(el.querySelector("svg > g > g:first-of-type > text")?.getAttribute("fill")).toBe("#d0021b");
  });

  it("draw a card of a game's own deck from data, at the same size", () => {
    const el = draw(<CardSvg face={{ title: "Осьминог", colour: "#7a2fa0", symbol: "🐙", value: 3 }} set={cardSet("classic")} fourColor={false} />);
    const svg = el.querySelector("svg.card-svg")!;
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${CARD_W} ${CARD_H}`);
    expect(svg.querySelector("[data-face]")?.getAttribute("data-face")).toBe("data");
    const texts = [...svg.querySelectorAll("text")].map((n) => n.textContent);
    expect(texts).toEqual(["3", "3", "🐙", "Осьминог"]);
    expect(svg.querySelector("text")?.getAttribute("fill")).toBe("#7a2fa0");
  });

  it("hold two copies of one card in a hand as two buttons, and a game's own cards beside them", () => {
    const el = draw(
      <HandFan set={cardSet("classic")} fourColor={false} label="Ваши карты" onCard={() => undefined} items={[
        { id: "Qc", key: "Qc", label: "Q♣", state: "play" },
        { id: "Qc", key: "Qc~2", label: "Q♣", state: "play" },
        { id: "shell", key: "shell", label: "Ракушка", state: "idle", face: { colour: "#1f6fa0", symbol: "🐚", title: "Ракушка" } },
      ]} />,
    );
    const buttons = [...el.querySelectorAll<HTMLButtonElement>("button.hand-card")];
    expect(buttons.map((b) => b.dataset.key)).toEqual(["Qc", "Qc~2", "shell"]);
    expect(buttons[2].querySelector("[data-face]")?.getAttribute("data-face")).toBe("data");
    // Every card is a target of at least 44 px (the fan never draws them under 58 px wide).
    for (const b of buttons) expect(parseFloat(b.style.width)).toBeGreaterThanOrEqual(44);
  });
});
