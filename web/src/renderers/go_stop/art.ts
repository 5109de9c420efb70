/**
 * The pictures of the hwatu cards as data: for each month its plant, for each
 * special card its subject (crane, moon, boar…) over it, the ribbon strips and
 * the corner marks. Shapes are plain records in a 60 × 96 card; HwatuCard.tsx
 * turns them into SVG. Cheap to keep and to test: no drawing code per card.
 */
import type { HwatuCard, RibbonSet, Subject } from "./deck";

export type Shape =
  | { t: "path"; d: string; fill?: string; stroke?: string; w?: number; o?: number }
  | { t: "circle"; x: number; y: number; r: number; fill?: string; stroke?: string; w?: number; o?: number }
  | { t: "ellipse"; x: number; y: number; rx: number; ry: number; rot?: number; fill?: string; stroke?: string; w?: number; o?: number }
  | { t: "text"; x: number; y: number; text: string; size: number; fill: string };

export const CARD_W = 60;
export const CARD_H = 96;

export const INK = "#2a2420";
export const PAPER = "#fbf4e4";
export const RIBBON_COLOURS: Record<RibbonSet | "plain", string> = {
  red_poem: "#d1232a",
  plain_red: "#e0473c",
  blue: "#1f5fbf",
  plain: "#7d6b7d",
};

const round = (n: number) => Math.round(n * 10) / 10;

function polar(x: number, y: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [round(x + r * Math.cos(a)), round(y + r * Math.sin(a))];
}

/** Five round petals and a centre: plum, cherry, bush clover flowers. */
function blossom(x: number, y: number, r: number, petal: string, centre = "#ffd35a"): Shape[] {
  const petals: Shape[] = [0, 72, 144, 216, 288].map((deg) => {
    const [px, py] = polar(x, y, r * 0.62, deg - 90);
    return { t: "circle", x: px, y: py, r: r * 0.5, fill: petal };
  });
  return [...petals, { t: "circle", x, y, r: r * 0.28, fill: centre }];
}

function leaf(x: number, y: number, length: number, width: number, rot: number, fill: string): Shape {
  return { t: "ellipse", x, y, rx: length / 2, ry: width / 2, rot, fill };
}

/** A five-lobed maple leaf as one star-like path. */
function mapleLeaf(x: number, y: number, size: number, fill: string, turn = 0): Shape {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? size : size * 0.45;
    const [px, py] = polar(x, y, r, turn - 90 + i * 36);
    points.push(`${px} ${py}`);
  }
  return { t: "path", d: `M${points.join(" L")} Z`, fill, stroke: "#7a1d0c", w: 0.4 };
}

/** A fan of pine needles: a dark half-disc with light strokes. */
function pine(x: number, y: number, r: number): Shape[] {
  const strokes: Shape[] = [];
  for (let deg = 190; deg <= 350; deg += 20) {
    const [px, py] = polar(x, y, r, deg);
    strokes.push({ t: "path", d: `M${x} ${y} L${px} ${py}`, stroke: "#7bbf6a", w: 0.8 });
  }
  return [
    { t: "path", d: `M${x - r} ${y} A${r} ${r} 0 0 1 ${x + r} ${y} Z`, fill: "#1f5e36" },
    ...strokes,
  ];
}

/** A chrysanthemum: many narrow petals round an orange heart. */
function chrysanthemum(x: number, y: number, r: number): Shape[] {
  const petals: Shape[] = [];
  for (let deg = 0; deg < 360; deg += 30) {
    const [px, py] = polar(x, y, r * 0.55, deg);
    petals.push({ t: "ellipse", x: px, y: py, rx: r * 0.5, ry: r * 0.18, rot: deg, fill: "#f4b400", stroke: "#b57a00", w: 0.4 });
  }
  return [...petals, { t: "circle", x, y, r: r * 0.32, fill: "#e86a17" }];
}

/** An iris flower: three purple falls and a pale heart. */
function iris(x: number, y: number, s: number): Shape[] {
  return [
    leaf(x - s * 0.55, y + s * 0.2, s * 1.1, s * 0.55, -35, "#5b3a9e"),
    leaf(x + s * 0.55, y + s * 0.2, s * 1.1, s * 0.55, 35, "#5b3a9e"),
    leaf(x, y - s * 0.35, s * 1.2, s * 0.6, 90, "#7c5cc4"),
    { t: "circle", x, y: y + s * 0.1, r: s * 0.2, fill: "#f1e27a" },
  ];
}

/** A small bird in flight, as seen from below: two swept wings. */
function flyingBird(x: number, y: number, s: number, fill: string): Shape {
  return {
    t: "path",
    d: `M${x - s} ${y} Q${x - s / 2} ${y - s * 0.7} ${x} ${y} Q${x + s / 2} ${y - s * 0.7} ${x + s} ${y} Q${x + s / 2} ${y - s * 0.25} ${x} ${y + s * 0.3} Q${x - s / 2} ${y - s * 0.25} ${x - s} ${y} Z`,
    fill,
  };
}

/** Each month's plant, drawn under the card's subject. */
export const PLANTS: Record<number, Shape[]> = {
  1: [
    { t: "path", d: "M8 96 C14 76 22 66 30 56 C36 48 40 40 44 30", stroke: "#6b4226", w: 3.2 },
    ...pine(18, 46, 12),
    ...pine(42, 34, 13),
    ...pine(34, 64, 11),
    { t: "path", d: "M0 84 Q30 74 60 84 L60 96 L0 96 Z", fill: "#3f7f4a" },
  ],
  2: [
    { t: "path", d: "M2 90 C16 70 24 62 34 48 C42 36 48 28 58 18", stroke: "#3b2a20", w: 3 },
    { t: "path", d: "M24 62 C30 66 36 70 44 72", stroke: "#3b2a20", w: 2 },
    ...blossom(14, 70, 7, "#d62839"),
    ...blossom(30, 52, 7, "#d62839"),
    ...blossom(46, 30, 7, "#d62839"),
    ...blossom(44, 72, 6, "#e85d75"),
    ...blossom(54, 46, 5, "#e85d75"),
  ],
  3: [
    { t: "path", d: "M0 30 C16 34 30 30 60 20", stroke: "#4a3426", w: 2.4 },
    ...blossom(10, 26, 9, "#f7b6c8", "#e0527e"),
    ...blossom(24, 34, 9, "#f4a3bb", "#e0527e"),
    ...blossom(40, 24, 9, "#f7b6c8", "#e0527e"),
    ...blossom(52, 36, 8, "#f4a3bb", "#e0527e"),
    ...blossom(32, 48, 8, "#f7c5d4", "#e0527e"),
    ...blossom(14, 48, 7, "#f7c5d4", "#e0527e"),
  ],
  4: [
    ...[12, 26, 40, 52].flatMap((x, i) => {
      const shapes: Shape[] = [{ t: "path", d: `M${x} 14 Q${x + 6} 40 ${x - 2} ${62 + i * 4}`, stroke: "#2d2a26", w: 1.2 }];
      for (let k = 0; k < 6; k += 1) {
        const y = 20 + k * 8 + i * 0.6;
        const dx = Math.sin((k + i) * 0.9) * 4;
        shapes.push(leaf(x + dx + 3, y, 8, 3.4, 60 + k * 6, "#26231f"));
        if (k % 2 === 1) shapes.push({ t: "circle", x: x + dx - 1, y: y + 3, r: 1.5, fill: "#c0392b" });
      }
      return shapes;
    }),
  ],
  5: [
    { t: "path", d: "M18 96 Q16 70 8 46", stroke: "#2e7d32", w: 3 },
    { t: "path", d: "M28 96 Q30 66 26 40", stroke: "#2e7d32", w: 3 },
    { t: "path", d: "M40 96 Q44 70 52 44", stroke: "#2e7d32", w: 3 },
    { t: "path", d: "M34 96 Q38 80 46 66", stroke: "#43a047", w: 2.4 },
    ...iris(14, 40, 10),
    ...iris(34, 28, 11),
    ...iris(50, 44, 9),
  ],
  6: [
    leaf(14, 64, 22, 9, -30, "#2e7d32"),
    leaf(46, 64, 22, 9, 30, "#2e7d32"),
    leaf(30, 72, 20, 8, 90, "#388e3c"),
    { t: "circle", x: 30, y: 44, r: 16, fill: "#c2185b" },
    { t: "circle", x: 30, y: 44, r: 12, fill: "#e0457b" },
    { t: "circle", x: 30, y: 44, r: 7.5, fill: "#f48fb1" },
    { t: "circle", x: 30, y: 44, r: 3, fill: "#ffd35a" },
  ],
  7: [
    { t: "path", d: "M4 96 C10 60 30 36 56 24", stroke: "#6d3b2a", w: 1.6 },
    { t: "path", d: "M20 96 C24 70 40 54 58 48", stroke: "#6d3b2a", w: 1.6 },
    ...[[12, 66], [18, 52], [28, 42], [40, 34], [50, 28], [28, 74], [36, 62], [46, 54], [54, 50]].flatMap(([x, y], i) => [
      leaf(x, y, 6, 3.6, 30 + i * 17, "#c2185b"),
      leaf(x + 3, y + 3, 5, 3, -20 + i * 11, "#e04e7a"),
    ]),
  ],
  8: [
    { t: "path", d: "M0 54 Q30 30 60 54 L60 96 L0 96 Z", fill: "#1f1d1b" },
    ...[8, 16, 24, 32, 40, 48, 56].map((x, i): Shape => ({
      t: "path",
      d: `M${x} 96 Q${x - 3} ${74 - (i % 3) * 4} ${x + 4} ${52 + (i % 2) * 6}`,
      stroke: "#ece6d6",
      w: 0.9,
    })),
  ],
  9: [
    { t: "path", d: "M30 96 Q28 76 30 52", stroke: "#2e7d32", w: 2.2 },
    leaf(20, 74, 14, 7, -30, "#2e7d32"),
    leaf(40, 80, 14, 7, 30, "#388e3c"),
    ...chrysanthemum(30, 40, 15),
    ...chrysanthemum(48, 62, 8),
  ],
  10: [
    { t: "path", d: "M60 10 C40 24 30 40 20 64", stroke: "#5d3a1a", w: 1.6 },
    mapleLeaf(46, 22, 10, "#d9480f", 8),
    mapleLeaf(28, 36, 11, "#c92a2a", -10),
    mapleLeaf(46, 46, 9, "#f08c00", 20),
    mapleLeaf(16, 58, 9, "#e8590c"),
    mapleLeaf(36, 62, 8, "#c92a2a", 12),
  ],
  11: [
    { t: "path", d: "M30 14 L30 40", stroke: "#5d4a2a", w: 1.6 },
    ...[[30, 14], [26, 20], [34, 20], [24, 27], [36, 27], [28, 33], [32, 33]].map(([x, y]): Shape => ({ t: "circle", x, y, r: 3, fill: "#f2c94c", stroke: "#9c6f1b", w: 0.5 })),
    { t: "path", d: "M30 44 C14 40 4 56 10 70 C16 82 28 76 30 64 C32 76 44 82 50 70 C56 56 46 40 30 44 Z", fill: "#1c1a18" },
    { t: "path", d: "M30 46 L30 92", stroke: "#3a3632", w: 1.4 },
    { t: "path", d: "M10 70 C2 80 8 94 22 94 C30 94 30 84 30 78", fill: "#24211e" },
    { t: "path", d: "M50 70 C58 80 52 94 38 94 C30 94 30 84 30 78", fill: "#24211e" },
  ],
  12: [
    ...[10, 22, 34, 46, 56].map((x, i): Shape => ({
      t: "path",
      d: `M${x} 0 Q${x + 8} ${30 + i * 3} ${x - 2} ${60 + (i % 2) * 10}`,
      stroke: "#2f9e44",
      w: 1.6,
    })),
    ...[[6, 40], [18, 54], [30, 34], [42, 50], [54, 30], [12, 70], [48, 74]].map(([x, y]): Shape => ({
      t: "path",
      d: `M${x} ${y} l-4 9`,
      stroke: "#7a8a99",
      w: 1,
    })),
  ],
};

interface SubjectArt {
  /** Drawn under the plant (skies, backgrounds). */
  back?: Shape[];
  /** Drawn over the plant. */
  front?: Shape[];
}

export const SUBJECTS: Partial<Record<Subject, SubjectArt>> = {
  crane: {
    back: [{ t: "circle", x: 41, y: 28, r: 12, fill: "#d62828" }],
    front: [
      { t: "path", d: "M34 80 C44 76 50 70 54 78 C48 84 40 86 34 80 Z", fill: "#1b1b1b" },
      { t: "ellipse", x: 30, y: 76, rx: 13, ry: 7, rot: -8, fill: "#ffffff", stroke: "#444", w: 0.6 },
      { t: "path", d: "M22 74 C16 64 16 56 22 50", stroke: "#ffffff", w: 3.4 },
      { t: "path", d: "M22 74 C16 64 16 56 22 50", stroke: "#444", w: 0.5, o: 0.6 },
      { t: "circle", x: 23, y: 49, r: 3.4, fill: "#ffffff", stroke: "#444", w: 0.6 },
      { t: "circle", x: 23, y: 46.6, r: 1.6, fill: "#d62828" },
      { t: "path", d: "M26 49 L32 51 L26 51 Z", fill: "#8a6d3b" },
    ],
  },
  warbler: {
    front: [
      { t: "path", d: "M22 84 L12 90 L16 82 Z", fill: "#4e6b2e" },
      { t: "ellipse", x: 30, y: 80, rx: 10, ry: 6, rot: -15, fill: "#7a9a3a" },
      { t: "circle", x: 39, y: 74, r: 4.4, fill: "#7a9a3a" },
      { t: "ellipse", x: 28, y: 79, rx: 6, ry: 3, rot: -20, fill: "#4e6b2e" },
      { t: "path", d: "M43 73 L48 74 L43 76 Z", fill: "#3b2a20" },
      { t: "circle", x: 40, y: 73, r: 0.9, fill: INK },
    ],
  },
  curtain: {
    front: [
      { t: "path", d: "M4 62 L56 62 L56 90 Q30 84 4 90 Z", fill: "#c92a2a" },
      ...[10, 22, 34, 46].map((x): Shape => ({ t: "path", d: `M${x} 62 L${x + 6} 62 L${x + 6} 87 L${x} 88 Z`, fill: "#fbf4e4" })),
      { t: "path", d: "M2 62 L58 62", stroke: "#6b4226", w: 2.4 },
      ...[14, 30, 46].map((x): Shape => ({ t: "circle", x, y: 74, r: 2.2, fill: "#f2c94c" })),
    ],
  },
  cuckoo: {
    back: [{ t: "circle", x: 42, y: 70, r: 9, fill: "#f2c94c", o: 0.9 }],
    front: [
      flyingBird(28, 76, 14, "#3d3a36"),
      { t: "circle", x: 28, y: 77, r: 2.2, fill: "#c0392b" },
    ],
  },
  bridge: {
    front: [
      { t: "path", d: "M2 74 L24 66 L26 72 L4 80 Z", fill: "#8d5a2b", stroke: "#4a2d12", w: 0.8 },
      { t: "path", d: "M20 80 L42 72 L44 78 L22 86 Z", fill: "#a0662f", stroke: "#4a2d12", w: 0.8 },
      { t: "path", d: "M36 88 L58 80 L60 86 L38 94 Z", fill: "#8d5a2b", stroke: "#4a2d12", w: 0.8 },
    ],
  },
  butterflies: {
    front: [
      ...[[18, 22, -10, "#f9c74f"], [44, 78, 12, "#4d7fc4"]].flatMap(([x, y, rot, colour]): Shape[] => [
        { t: "ellipse", x: (x as number) - 4, y: (y as number) - 3, rx: 5, ry: 3.6, rot: (rot as number) - 30, fill: colour as string, stroke: INK, w: 0.5 },
        { t: "ellipse", x: (x as number) + 4, y: (y as number) - 3, rx: 5, ry: 3.6, rot: (rot as number) + 30, fill: colour as string, stroke: INK, w: 0.5 },
        { t: "ellipse", x: (x as number) - 3, y: (y as number) + 3, rx: 3.4, ry: 2.6, rot: (rot as number) + 20, fill: colour as string, stroke: INK, w: 0.5 },
        { t: "ellipse", x: (x as number) + 3, y: (y as number) + 3, rx: 3.4, ry: 2.6, rot: (rot as number) - 20, fill: colour as string, stroke: INK, w: 0.5 },
        { t: "path", d: `M${x} ${(y as number) - 5} L${x} ${(y as number) + 5}`, stroke: INK, w: 1.2 },
      ]),
    ],
  },
  boar: {
    front: [
      { t: "ellipse", x: 30, y: 76, rx: 17, ry: 9, fill: "#7f4f24", stroke: "#3b2410", w: 0.7 },
      { t: "path", d: "M44 72 L54 76 L44 82 Z", fill: "#7f4f24", stroke: "#3b2410", w: 0.7 },
      { t: "path", d: "M50 78 Q54 80 52 83", stroke: "#ffffff", w: 1.2 },
      { t: "circle", x: 46, y: 75, r: 0.9, fill: INK },
      ...[18, 24, 36, 42].map((x): Shape => ({ t: "path", d: `M${x} 83 L${x} 91`, stroke: "#3b2410", w: 2 })),
      { t: "path", d: "M16 70 Q30 62 44 70", stroke: "#3b2410", w: 1.2 },
    ],
  },
  moon: {
    back: [
      { t: "path", d: "M0 0 L60 0 L60 58 L0 58 Z", fill: "#d9432e" },
      { t: "circle", x: 30, y: 32, r: 17, fill: "#fff6dc", stroke: "#e9cf8a", w: 1 },
    ],
  },
  geese: {
    back: [{ t: "path", d: "M0 0 L60 0 L60 56 L0 56 Z", fill: "#f0dba6" }],
    front: [flyingBird(18, 22, 8, "#2a2420"), flyingBird(34, 30, 8, "#2a2420"), flyingBird(46, 18, 7, "#2a2420")],
  },
  cup: {
    front: [
      { t: "ellipse", x: 30, y: 72, rx: 15, ry: 5, fill: "#b71c1c", stroke: "#f2c94c", w: 1 },
      { t: "path", d: "M16 72 Q30 92 44 72 Z", fill: "#c62828", stroke: "#f2c94c", w: 1 },
      { t: "path", d: "M26 84 L34 84 L36 90 L24 90 Z", fill: "#b71c1c", stroke: "#f2c94c", w: 0.8 },
      { t: "circle", x: 30, y: 78, r: 3, fill: "#f2c94c" },
    ],
  },
  deer: {
    front: [
      { t: "ellipse", x: 28, y: 76, rx: 13, ry: 7, fill: "#a0662f", stroke: "#4a2d12", w: 0.6 },
      { t: "path", d: "M38 72 L44 60 L48 62 L42 74 Z", fill: "#a0662f", stroke: "#4a2d12", w: 0.6 },
      { t: "ellipse", x: 47, y: 59, rx: 4.4, ry: 2.8, rot: 20, fill: "#a0662f", stroke: "#4a2d12", w: 0.6 },
      { t: "path", d: "M45 57 L42 48 M43 51 L39 49 M47 57 L50 48 M49 51 L53 50", stroke: "#4a2d12", w: 1.1 },
      ...[20, 26, 32, 36].map((x): Shape => ({ t: "path", d: `M${x} 82 L${x} 92`, stroke: "#4a2d12", w: 1.6 })),
      ...[[22, 74], [28, 72], [32, 78]].map(([x, y]): Shape => ({ t: "circle", x, y, r: 1.1, fill: "#f6e3c0" })),
    ],
  },
  phoenix: {
    back: [{ t: "path", d: "M0 0 L60 0 L60 40 L0 40 Z", fill: "#f6c445", o: 0.55 }],
    front: [
      { t: "path", d: "M30 70 C20 80 10 88 4 94 M30 70 C24 84 20 90 16 96 M30 70 C30 84 30 90 28 96", stroke: "#2f9e44", w: 2.2 },
      { t: "path", d: "M30 70 C22 82 16 90 10 96", stroke: "#f08c00", w: 1.4 },
      { t: "ellipse", x: 34, y: 64, rx: 10, ry: 6, rot: -30, fill: "#d62828" },
      { t: "path", d: "M30 62 C20 52 26 44 40 50 Z", fill: "#2f9e44" },
      { t: "path", d: "M36 60 C46 48 54 54 48 64 Z", fill: "#1f5fbf" },
      { t: "circle", x: 42, y: 56, r: 3.4, fill: "#d62828" },
      { t: "path", d: "M45 55 L50 54 L45 58 Z", fill: "#f2c94c" },
    ],
  },
  rain_man: {
    back: [{ t: "path", d: "M0 0 L60 0 L60 96 L0 96 Z", fill: "#2b2b35" }],
    front: [
      { t: "path", d: "M20 56 A16 12 0 0 1 52 56 Z", fill: "#d62828", stroke: "#f2c94c", w: 0.8 },
      { t: "path", d: "M36 56 L36 74", stroke: "#f2c94c", w: 1 },
      { t: "path", d: "M30 60 L40 60 L44 86 L26 86 Z", fill: "#e8e0cc" },
      { t: "circle", x: 35, y: 62, r: 3.4, fill: "#f3d7b6" },
      { t: "path", d: "M14 86 Q16 82 20 86 Q18 90 14 86 Z", fill: "#6a994e" },
    ],
  },
  swallow: {
    front: [
      { t: "path", d: "M14 64 L36 74 L54 66 L40 78 L48 92 L34 80 L22 90 L28 76 Z", fill: "#1b1b2a" },
      { t: "circle", x: 38, y: 75, r: 2.2, fill: "#d62828" },
      { t: "ellipse", x: 33, y: 78, rx: 3, ry: 1.6, rot: 20, fill: "#ffffff" },
    ],
  },
  lightning: {
    back: [{ t: "path", d: "M0 0 L60 0 L60 96 L0 96 Z", fill: "#c62828" }],
    front: [
      { t: "path", d: "M36 40 L24 62 L32 62 L22 88 L42 58 L34 58 L44 40 Z", fill: "#1b1b1b", stroke: "#f2c94c", w: 1 },
      ...[[14, 34], [46, 30], [48, 76]].map(([x, y]): Shape => ({ t: "circle", x, y, r: 5, fill: "#1b1b1b", stroke: "#f2c94c", w: 0.8 })),
    ],
  },
  coloured_junk: {
    back: [{ t: "path", d: "M0 40 L60 40 L60 96 L0 96 Z", fill: "#f6c445" }],
  },
};

/** The ribbon strip across a ribbon card, with the poem's marks on a red poem ribbon. */
export function ribbonShapes(set: RibbonSet | null): Shape[] {
  const colour = RIBBON_COLOURS[set ?? "plain"];
  const shapes: Shape[] = [
    { t: "path", d: "M20 18 L34 15 L42 70 L28 73 Z", fill: colour, stroke: "#1b1b1b", w: 0.8 },
  ];
  if (set === "red_poem") {
    shapes.push(
      { t: "path", d: "M27 26 L28 34 M26 30 L30 29 M29 40 L30 48 M28 44 L32 43 M31 54 L32 62", stroke: "#1b1b1b", w: 1.6 },
    );
  }
  if (set === null) {
    shapes.push({ t: "path", d: "M27 18 L35 72", stroke: "#ffffff", w: 1, o: 0.8 });
  }
  return shapes;
}

/** The picture of one card, bottom layer first: subject's background, plant, subject, ribbon. */
export function cardShapes(card: HwatuCard): Shape[] {
  const subject = SUBJECTS[card.subject] ?? {};
  return [
    ...(subject.back ?? []),
    ...(PLANTS[card.month] ?? []),
    ...(subject.front ?? []),
    ...(card.kind === "ribbon" ? ribbonShapes(card.ribbonSet) : []),
  ];
}
