import { describe, expect, it } from "vitest";
import {
  alternateSuits,
  cardText,
  fanLayout,
  moveFocus,
  parseCard,
  RED,
  rankLabel,
  sideOf,
  sortHand,
  type Rank,
} from "../src/renderers/cards/model";
import { scoreSheet, tallyGroups } from "../src/renderers/kozel/scoreSheet";
import { CARD_SETS, SUITS, TABLE_CLOTHS, cardSet, suitColor, tableCloth, type Suit } from "../src/themes/cards";

/** A small seeded generator, so the "every hand" checks are the same on every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DECK = ["7", "8", "9", "T", "J", "Q", "K", "A"].flatMap((r) => ["c", "s", "h", "d"].map((s) => `${r}${s}`));

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe("card names", () => {
  it("read the engines' two-letter names and refuse anything else", () => {
    expect(parseCard("Qc")).toEqual({ id: "Qc", rank: "Q", suit: "clubs" });
    expect(parseCard("Th")).toEqual({ id: "Th", rank: "T", suit: "hearts" });
    expect(parseCard("7D")).toEqual({ id: "7d", rank: "7", suit: "diamonds" });
    for (const bad of ["", "Q", "Qx", "1c", "10h", "Qcc", null, 7, { card: "Qc" }]) expect(parseCard(bad)).toBeNull();
  });

  it("print the ten as 10 and a set's own letters where it has them", () => {
    expect(rankLabel("T")).toBe("10");
    expect(cardText(parseCard("Th")!)).toBe("10♥");
    const atlas = cardSet("atlas");
    expect(cardText(parseCard("Qc")!, atlas.letters)).toBe("Д♣");
    expect(cardText(parseCard("Ad")!, atlas.letters)).toBe("Т♦");
    expect(cardText(parseCard("9s")!, atlas.letters)).toBe("9♠");
  });
});

describe("card sets and cloths", () => {
  it("offer at least three sets and three cloths, each found by its id", () => {
    expect(CARD_SETS.length).toBeGreaterThanOrEqual(3);
    expect(TABLE_CLOTHS.length).toBeGreaterThanOrEqual(3);
    for (const set of CARD_SETS) expect(cardSet(set.id)).toBe(set);
    for (const cloth of TABLE_CLOTHS) expect(tableCloth(cloth.id)).toBe(cloth);
    expect(cardSet("nope")).toBe(CARD_SETS[0]);
    expect(tableCloth(undefined)).toBe(TABLE_CLOTHS[0]);
  });

  it("give every suit its own colour in the four-colour deck, whatever the set", () => {
    for (const set of CARD_SETS) {
      const colours = new Set(SUITS.map((suit) => suitColor(set, suit, true)));
      expect(colours.size).toBe(4);
      // Without it, red suits share a colour and black suits share another, as on paper.
      expect(suitColor(set, "hearts", false)).toBe(suitColor(set, "diamonds", false));
      expect(suitColor(set, "spades", false)).toBe(suitColor(set, "clubs", false));
    }
  });

  it("print corner indices large enough to read on a phone", () => {
    // A hand card on a 360 px phone is at least 60 px wide (see the fan below).
    for (const set of CARD_SETS) expect(set.indexScale * 60).toBeGreaterThanOrEqual(15);
    expect(cardSet("large_index").indexScale).toBeGreaterThan(cardSet("classic").indexScale);
  });
});

describe("holding a hand", () => {
  it("alternates colours whenever the suits present allow it", () => {
    const subsets: Suit[][] = [];
    for (let mask = 1; mask < 16; mask += 1) subsets.push(SUITS.filter((_, i) => mask & (1 << i)));
    for (const present of subsets) {
      const order = alternateSuits(present);
      expect([...order].sort()).toEqual([...present].sort());
      const reds = present.filter((s) => RED[s]).length;
      const best = Math.max(0, Math.abs(reds - (present.length - reds)) - 1);
      const same = order.slice(1).filter((s, i) => RED[s] === RED[order[i]]).length;
      expect(same).toBe(best);
    }
    expect(alternateSuits(["spades", "clubs", "diamonds"])).toEqual(["spades", "diamonds", "clubs"]);
  });

  it("puts the trumps first in their order, then each plain suit together, strongest first", () => {
    const trumps = ["7c", "Qc", "Qs", "Qh", "Qd", "Jc", "Js", "Jh", "Jd", "Ah", "Th", "Kh", "9h", "8h", "7h"];
    const ranks: Rank[] = ["A", "T", "K", "9", "8", "7"];
    const random = rng(7);
    for (let round = 0; round < 200; round += 1) {
      const hand = shuffled(DECK, random).slice(0, 8);
      const sorted = sortHand(hand, { trumps, ranks });
      expect([...sorted].sort()).toEqual([...hand].sort());
      const isTrump = sorted.map((id) => trumps.includes(id));
      const firstPlain = isTrump.indexOf(false);
      if (firstPlain >= 0) expect(isTrump.slice(firstPlain).every((x) => !x)).toBe(true);
      const trumpPart = sorted.filter((id) => trumps.includes(id));
      expect(trumpPart.map((id) => trumps.indexOf(id))).toEqual([...trumpPart.map((id) => trumps.indexOf(id))].sort((a, b) => a - b));
      const plain = sorted.filter((id) => !trumps.includes(id));
      // Each suit in one run, ranks descending within it.
      const runs = plain.map((id) => id[1]).filter((s, i, all) => i === 0 || all[i - 1] !== s);
      expect(new Set(runs).size).toBe(runs.length);
      for (let i = 1; i < plain.length; i += 1) {
        if (plain[i][1] === plain[i - 1][1]) expect(ranks.indexOf(plain[i][0] as Rank)).toBeGreaterThan(ranks.indexOf(plain[i - 1][0] as Rank));
      }
    }
  });

  it("keeps cards it cannot read at the end instead of dropping them", () => {
    expect(sortHand(["??", "As", "Kh"], { ranks: ["A", "K"] })).toEqual(["As", "Kh", "??"]);
  });
});

describe("seats around the table", () => {
  it("puts the player at the bottom, the next seat on the left and the partner opposite", () => {
    for (let me = 0; me < 4; me += 1) {
      const sides = [0, 1, 2, 3].map((seat) => sideOf(seat, me, 4));
      expect(new Set(sides).size).toBe(4);
      expect(sideOf(me, me, 4)).toBe("bottom");
      expect(sideOf((me + 1) % 4, me, 4)).toBe("left");
      expect(sideOf((me + 2) % 4, me, 4)).toBe("top");
      expect(sideOf((me + 3) % 4, me, 4)).toBe("right");
    }
    expect(sideOf(0, null, 4)).toBe("bottom");
    expect(sideOf(1, 0, 2)).toBe("top");
  });
});

describe("the hand fan", () => {
  it("keeps every corner index uncovered and the cards as large as fit", () => {
    for (let width = 300; width <= 1400; width += 37) {
      for (let count = 1; count <= 12; count += 1) {
        const fan = fanLayout(count, width, { min: 58, max: 116, minVisible: 0.5 });
        expect(fan.cards).toHaveLength(count);
        expect(fan.cardWidth).toBeGreaterThanOrEqual(58);
        expect(fan.cardWidth).toBeLessThanOrEqual(116);
        for (let i = 1; i < count; i += 1) {
          expect(fan.cards[i].x - fan.cards[i - 1].x).toBeGreaterThanOrEqual(fan.cardWidth * 0.5 - 0.02);
        }
        // Rotations lean outwards symmetrically; the arc lifts the middle.
        for (let i = 0; i < count; i += 1) {
          expect(fan.cards[i].rotate).toBeCloseTo(-fan.cards[count - 1 - i].rotate, 5);
          expect(fan.cards[i].x).toBeGreaterThanOrEqual(fan.margin);
        }
        const fits = 58 * (1 + (count - 1) * 0.5) + 2 * fan.margin + 8 <= width;
        if (fits) expect(fan.width).toBeLessThanOrEqual(width);
      }
    }
  });

  it("gives a phone of 360 px eight cards with readable corners", () => {
    const fan = fanLayout(8, 360 - 16);
    expect(fan.cardWidth).toBeGreaterThanOrEqual(60);
    expect(fan.step).toBeGreaterThanOrEqual(30);
    expect(fan.width).toBeLessThanOrEqual(344);
    // The largest corner letters of the classic set are then over 18 px tall.
    expect(fan.cardWidth * cardSet("classic").indexScale).toBeGreaterThanOrEqual(18);
  });

  it("moves keyboard focus along the hand and around its ends", () => {
    expect(moveFocus(0, "ArrowLeft", 8)).toBe(7);
    expect(moveFocus(7, "ArrowRight", 8)).toBe(0);
    expect(moveFocus(3, "ArrowDown", 8)).toBe(4);
    expect(moveFocus(3, "Home", 8)).toBe(0);
    expect(moveFocus(3, "End", 8)).toBe(7);
    expect(moveFocus(3, "Enter", 8)).toBeNull();
    expect(moveFocus(0, "ArrowLeft", 0)).toBeNull();
  });
});

describe("the paper score sheet", () => {
  it("bundles tally sticks by five, the fifth across", () => {
    expect(tallyGroups(0)).toEqual([]);
    expect(tallyGroups(3)).toEqual([{ sticks: 3, crossed: false }]);
    expect(tallyGroups(5)).toEqual([{ sticks: 4, crossed: true }]);
    expect(tallyGroups(12)).toEqual([{ sticks: 4, crossed: true }, { sticks: 4, crossed: true }, { sticks: 2, crossed: false }]);
    for (let n = 0; n < 40; n += 1) {
      const total = tallyGroups(n).reduce((sum, g) => sum + g.sticks + (g.crossed ? 1 : 0), 0);
      expect(total).toBe(n);
    }
  });

  const deals = [
    { deal: 1, kind: "scored", card_points: [61, 59], written: [0, 2], scores: [0, 2] },
    { deal: 2, kind: "eggs", card_points: [60, 60], written: [0, 0], scores: [0, 2] },
    { deal: 3, kind: "scored", card_points: [25, 95], written: [8, 0], eggs: 1, scores: [8, 2] },
    { deal: 4, kind: "catch", card_points: [0, 0], written: [0, 4], queen_team: 1, scores: [8, 6] },
  ];

  it("writes each team's new total under the old one and strikes the old one through", () => {
    const sheet = scoreSheet(deals, 0, 12);
    expect(sheet.columns).toEqual([0, 1]);
    expect(sheet.totals).toEqual([8, 6]);
    expect(sheet.lines.map((l) => l.changed)).toEqual([[false, true], [false, false], [true, false], [false, true]]);
    expect(sheet.lines.map((l) => l.struck)).toEqual([[false, true], [false, false], [false, false], [false, false]]);
    expect(sheet.lines[1].kind).toBe("eggs");
    expect(sheet.lines[2].eggs).toBe(1);
    expect(sheet.tallies[0].reduce((n, g) => n + g.sticks + Number(g.crossed), 0)).toBe(8);
  });

  it("puts the player's own team in the first column", () => {
    const sheet = scoreSheet(deals, 1, 12);
    expect(sheet.columns).toEqual([1, 0]);
    expect(sheet.totals).toEqual([6, 8]);
    expect(sheet.lines[0].written).toEqual([2, 0]);
    expect(sheet.lines[0].cardPoints).toEqual([59, 61]);
  });

  it("adds the totals up itself when the lines do not carry them", () => {
    const sheet = scoreSheet(deals.map(({ scores: _scores, ...rest }) => rest), null, 6);
    expect(sheet.totals).toEqual([8, 6]);
    expect(sheet.target).toBe(6);
  });
});
