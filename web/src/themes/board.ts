/**
 * Board themes are data: square colours, highlight colours and the SVG shapes
 * of the pieces (paths in a 100x100 box, filled from the seat's palette), so a
 * new theme is a new entry here and no renderer changes.
 */
import type { Bilingual } from "../i18n";

/** One layer of a piece: an SVG path in a 100x100 box, painted with one colour of the seat's palette. */
export interface PieceLayer {
  d: string;
  paint: "body" | "edge" | "shine" | "mark";
  opacity?: number;
}

export interface SeatPalette {
  body: string;
  edge: string;
  shine: string;
  mark: string;
  /** A name for the colour, for screen readers and the seat list. */
  name: Bilingual;
}

export interface BoardTheme {
  id: string;
  name: Bilingual;
  light: string;
  dark: string;
  frame: string;
  coords: string;
  homes: string[];
  lastMove: string;
  selected: string;
  target: string;
  cursor: string;
  piece: PieceLayer[];
  king: PieceLayer[];
  seats: SeatPalette[];
}

const DISC: PieceLayer[] = [
  { d: "M50 8a42 42 0 1 0 0.01 0Z", paint: "edge" },
  { d: "M50 14a36 36 0 1 0 0.01 0Z", paint: "body" },
  { d: "M50 24a26 26 0 1 0 0.01 0Z", paint: "edge", opacity: 0.35 },
  { d: "M50 28a22 22 0 1 0 0.01 0Z", paint: "body" },
  { d: "M34 34a20 20 0 0 1 18 -10a18 18 0 0 0 -18 10Z", paint: "shine", opacity: 0.7 },
];

const FLAT: PieceLayer[] = [
  { d: "M50 10a40 40 0 1 0 0.01 0Z", paint: "edge" },
  { d: "M50 17a33 33 0 1 0 0.01 0Z", paint: "body" },
];

const CROWN: PieceLayer[] = [
  { d: "M28 62 L24 36 L38 48 L50 30 L62 48 L76 36 L72 62 Z", paint: "mark" },
  { d: "M28 66 H72 V72 H28 Z", paint: "mark" },
];

const STAR: PieceLayer[] = [
  {
    d: "M50 24 L57 42 L76 42 L61 54 L67 73 L50 61 L33 73 L39 54 L24 42 L43 42 Z",
    paint: "mark",
  },
];

// In the order the games name their sides (seat 0 white, 1 black, 2 red, 3 green).
const CLASSIC_SEATS: SeatPalette[] = [
  { body: "#f4efe3", edge: "#8a7a60", shine: "#ffffff", mark: "#b8860b", name: { ru: "белые", en: "white" } },
  { body: "#2b2623", edge: "#0b0908", shine: "#7a706a", mark: "#e0b040", name: { ru: "чёрные", en: "black" } },
  { body: "#c0392b", edge: "#6e1d15", shine: "#f0a090", mark: "#fff3c0", name: { ru: "красные", en: "red" } },
  { body: "#2f8f46", edge: "#175027", shine: "#9fdcaf", mark: "#fff3c0", name: { ru: "зелёные", en: "green" } },
];

export const BOARD_THEMES: BoardTheme[] = [
  {
    id: "wood",
    name: { ru: "Дерево", en: "Wood" },
    light: "#f0d9b5",
    dark: "#b58863",
    frame: "#6b4a2b",
    coords: "#f6e7cf",
    homes: ["rgba(255,255,255,0.28)", "rgba(60,30,10,0.28)", "rgba(192,57,43,0.22)", "rgba(47,143,70,0.22)"],
    lastMove: "rgba(255, 214, 0, 0.55)",
    selected: "#2f9e44",
    target: "rgba(47, 158, 68, 0.85)",
    cursor: "#1c7ed6",
    piece: DISC,
    king: CROWN,
    seats: CLASSIC_SEATS,
  },
  {
    id: "tournament",
    name: { ru: "Турнирная", en: "Tournament" },
    light: "#eeeed2",
    dark: "#769656",
    frame: "#3d5229",
    coords: "#eeeed2",
    homes: ["rgba(255,255,255,0.30)", "rgba(0,0,0,0.22)", "rgba(192,57,43,0.22)", "rgba(47,143,70,0.22)"],
    lastMove: "rgba(246, 246, 105, 0.7)",
    selected: "#c2410c",
    target: "rgba(194, 65, 12, 0.8)",
    cursor: "#1c7ed6",
    piece: DISC,
    king: CROWN,
    seats: CLASSIC_SEATS,
  },
  {
    id: "contrast",
    name: { ru: "Контрастная", en: "High contrast" },
    light: "#ffffff",
    dark: "#5c5c5c",
    frame: "#000000",
    coords: "#ffffff",
    homes: ["rgba(255,200,0,0.35)", "rgba(0,140,255,0.35)", "rgba(255,0,120,0.3)", "rgba(0,200,120,0.3)"],
    lastMove: "rgba(255, 200, 0, 0.75)",
    selected: "#ff00aa",
    target: "rgba(255, 0, 170, 0.9)",
    cursor: "#0066ff",
    piece: FLAT,
    king: STAR,
    seats: [
      { body: "#ffffff", edge: "#000000", shine: "#ffffff", mark: "#000000", name: { ru: "белые", en: "white" } },
      { body: "#000000", edge: "#ffffff", shine: "#000000", mark: "#ffffff", name: { ru: "чёрные", en: "black" } },
      { body: "#ff3b30", edge: "#000000", shine: "#ff3b30", mark: "#ffffff", name: { ru: "красные", en: "red" } },
      { body: "#00b050", edge: "#000000", shine: "#00b050", mark: "#ffffff", name: { ru: "зелёные", en: "green" } },
    ],
  },
  {
    id: "night",
    name: { ru: "Ночная", en: "Night" },
    light: "#4a5568",
    dark: "#2d3748",
    frame: "#1a202c",
    coords: "#cbd5e0",
    homes: ["rgba(250,240,210,0.16)", "rgba(240,160,60,0.2)", "rgba(192,57,43,0.25)", "rgba(72,187,120,0.3)"],
    lastMove: "rgba(236, 201, 75, 0.45)",
    selected: "#68d391",
    target: "rgba(104, 211, 145, 0.85)",
    cursor: "#63b3ed",
    piece: DISC,
    king: CROWN,
    seats: [
      { body: "#f7fafc", edge: "#a0aec0", shine: "#ffffff", mark: "#b7791f", name: { ru: "белые", en: "white" } },
      { body: "#dd6b20", edge: "#7b341e", shine: "#fbd38d", mark: "#1a202c", name: { ru: "оранжевые (чёрные)", en: "orange (black)" } },
      { body: "#e53e3e", edge: "#742a2a", shine: "#feb2b2", mark: "#1a202c", name: { ru: "красные", en: "red" } },
      { body: "#48bb78", edge: "#22543d", shine: "#c6f6d5", mark: "#1a202c", name: { ru: "зелёные", en: "green" } },
    ],
  },
];

export function boardTheme(id: string | undefined): BoardTheme {
  return BOARD_THEMES.find((theme) => theme.id === id) ?? BOARD_THEMES[0];
}

export function seatPalette(theme: BoardTheme, seat: number): SeatPalette {
  return theme.seats[seat % theme.seats.length];
}
