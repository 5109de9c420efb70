/**
 * One card drawn as SVG from the chosen set's data: a French face (corner index,
 * pips from 2 to 10 or one big suit, court pictures, the ace), a joker (red or
 * black), a face a game describes as data for a deck of its own (a title, a
 * colour, a symbol, a value), or the back. Every card game draws its cards
 * with these at the same size, so a new French deck is data in themes/cards.ts
 * only and a game's own deck is data in the game.
 */
import type { CardSet, Suit } from "../../themes/cards";
import { SUIT_SHAPES, suitColor } from "../../themes/cards";
import { parseCard, parseJoker, rankLabel, type JokerColour, type Rank } from "./model";

/** Card faces are drawn in a 100 x 140 box. */
export const CARD_W = 100;
export const CARD_H = 140;

export function SuitShape({ suit, x, y, size, color, flip = false }: {
  suit: Suit; x: number; y: number; size: number; color: string; flip?: boolean;
}) {
  const s = size / 100;
  const transform = `translate(${x - size / 2} ${y - size / 2}) scale(${s})${flip ? " rotate(180 50 50)" : ""}`;
  return (
    <g transform={transform} fill={color}>
      {SUIT_SHAPES[suit].map((part, i) => ("d" in part ? <path key={i} d={part.d} /> : <circle key={i} cx={part.cx} cy={part.cy} r={part.r} />))}
    </g>
  );
}

/** Pip centres for the number cards, in the 100 x 140 box (the lower half is drawn upside down). */
export const PIPS: Partial<Record<Rank, [number, number][]>> = {
  "2": [[50, 36], [50, 104]],
  "3": [[50, 36], [50, 70], [50, 104]],
  "4": [[38, 36], [62, 36], [38, 104], [62, 104]],
  "5": [[38, 36], [62, 36], [50, 70], [38, 104], [62, 104]],
  "6": [[38, 36], [62, 36], [38, 70], [62, 70], [38, 104], [62, 104]],
  "7": [[38, 36], [62, 36], [50, 53], [38, 70], [62, 70], [38, 104], [62, 104]],
  "8": [[38, 36], [62, 36], [50, 53], [38, 70], [62, 70], [50, 87], [38, 104], [62, 104]],
  "9": [[38, 36], [62, 36], [38, 58], [62, 58], [50, 70], [38, 82], [62, 82], [38, 104], [62, 104]],
  T: [[38, 36], [62, 36], [50, 47], [38, 58], [62, 58], [38, 82], [62, 82], [50, 93], [38, 104], [62, 104]],
};

/** The size of a pip (its box's side) in the 100 x 140 box. */
export const PIP_SIZE = 16;

/** What a French card's face shows, for drawing and for the tests. */
export interface FrenchFace {
  kind: "french";
  rank: Rank;
  suit: Suit;
  /** The pips' centres (number cards). */
  pips: [number, number][];
  court: boolean;
  ace: boolean;
}

export type FaceInfo = FrenchFace | { kind: "joker"; joker: JokerColour } | { kind: "back" };

/** What the face of the card named `id` shows: a French card's pips or picture, a joker, or (unreadable) its back. */
export function faceOf(id: string | undefined): FaceInfo {
  const card = parseCard(id);
  if (card) {
    const court = card.rank === "J" || card.rank === "Q" || card.rank === "K";
    return { kind: "french", rank: card.rank, suit: card.suit, pips: PIPS[card.rank] ?? [], court, ace: card.rank === "A" };
  }
  const joker = parseJoker(id);
  if (joker) return { kind: "joker", joker: joker.joker };
  return { kind: "back" };
}

/** A joker's colour in `set`: the set's red and black (a four-colour deck changes suits, not jokers). */
export function jokerColour(set: CardSet, joker: JokerColour): string {
  return joker === "red" ? set.suits.hearts.color : set.suits.spades.color;
}

/** A five-pointed star around (cx, cy). */
export function starPath(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join("L")}Z`;
}

function Index({ label, suit, set, color, size }: { label: string; suit: Suit; set: CardSet; color: string; size: number }) {
  const wide = label.length > 1;
  return (
    <g>
      <text x={5 + (wide ? 0 : size * 0.08)} y={4 + size * 0.84} font-size={size} font-family={set.indexFont} font-weight={set.indexWeight}
        fill={color} textLength={wide ? size * 1.02 : undefined} lengthAdjust={wide ? "spacingAndGlyphs" : undefined}>{label}</text>
      <SuitShape suit={suit} x={5 + size * 0.36} y={8 + size * 1.2} size={size * 0.62} color={color} />
    </g>
  );
}

function Court({ rank, suit, set, color }: { rank: Rank; suit: Suit; set: CardSet; color: string }) {
  const c = set.court;
  return (
    <g>
      <rect x={26} y={30} width={48} height={80} rx={4} fill={c.fill} stroke={c.frame} stroke-width={1.6} />
      {c.double && <rect x={29.5} y={33.5} width={41} height={73} rx={3} fill="none" stroke={c.frame} stroke-width={0.8} />}
      {rank === "K" && (
        <g fill={c.accent}>
          <path d="M34 66 L32 46 L41 55 L50 41 L59 55 L68 46 L66 66 Z" />
          <rect x={34} y={67} width={32} height={5} rx={1} />
          <circle cx={50} cy={40} r={2.6} />
        </g>
      )}
      {rank === "Q" && (
        <g fill={c.accent}>
          {[0, 72, 144, 216, 288].map((angle) => (
            <circle key={angle} cx={50 + 8.5 * Math.sin((angle * Math.PI) / 180)} cy={56 - 8.5 * Math.cos((angle * Math.PI) / 180)} r={6} />
          ))}
          <circle cx={50} cy={56} r={4.5} fill={c.fill} />
        </g>
      )}
      {rank === "J" && (
        <g fill={c.accent}>
          <path d="M35 70 C35 57 43 51 54 51 C62 51 66 57 66 64 L66 70 Z" />
          <path d="M55 52 C58 41 66 35 72 33 C68 41 64 47 60 54 Z" opacity={0.85} />
        </g>
      )}
      <SuitShape suit={suit} x={50} y={90} size={20} color={color} />
    </g>
  );
}

/** The face's paper and edge: bare shapes, so a face's first group is still its corner index. */
function Blank({ set }: { set: CardSet }) {
  return (
    <>
      <rect x={0.75} y={0.75} width={CARD_W - 1.5} height={CARD_H - 1.5} rx={7} fill={set.face} stroke={set.edge} stroke-width={1.5} />
      {set.innerBorder && <rect x={4} y={4} width={CARD_W - 8} height={CARD_H - 8} rx={5} fill="none" stroke={set.innerBorder} stroke-width={0.9} />}
    </>
  );
}

/**
 * A joker: a star in the corners (solid on the black joker, hollow on the red,
 * so the two differ without colour too) and a jester's cap in the middle.
 */
function JokerFace({ joker, set }: { joker: JokerColour; set: CardSet }) {
  const colour = jokerColour(set, joker);
  const size = set.indexScale * CARD_W;
  const solid = joker === "black";
  const star = (x: number, y: number, r: number) => (
    <path d={starPath(x, y, r)} fill={solid ? colour : "none"} stroke={colour} stroke-width={solid ? 0 : 2.4} stroke-linejoin="round" />
  );
  return (
    <g data-face="joker" data-joker={joker}>
      <Blank set={set} />
      <g data-corner="">{star(5 + size * 0.45, 6 + size * 0.5, size * 0.45)}</g>
      <g transform={`rotate(180 ${CARD_W / 2} ${CARD_H / 2})`}>{star(5 + size * 0.45, 6 + size * 0.5, size * 0.45)}</g>
      <g fill={colour} stroke={colour} stroke-linejoin="round">
        <path d="M28 90 Q31 64 18 50 Q40 56 46 88 Z" opacity={solid ? 1 : 0.85} />
        <path d="M42 88 Q44 60 50 36 Q56 60 58 88 Z" fill={solid ? colour : set.face} stroke-width={2.4} />
        <path d="M54 88 Q60 56 82 50 Q69 64 72 90 Z" opacity={solid ? 1 : 0.85} />
        <circle cx={18} cy={50} r={4.5} />
        <circle cx={50} cy={35} r={4.5} />
        <circle cx={82} cy={50} r={4.5} />
        <rect x={26} y={86} width={48} height={10} rx={3} />
      </g>
      <circle cx={50} cy={108} r={9} fill="none" stroke={colour} stroke-width={2.4} />
      <path d="M45 110 Q50 115 55 110" fill="none" stroke={colour} stroke-width={2} stroke-linecap="round" />
    </g>
  );
}

export function CardFace({ id, set, fourColor }: { id: string; set: CardSet; fourColor: boolean }) {
  const face = faceOf(id);
  if (face.kind === "joker") return <JokerFace joker={face.joker} set={set} />;
  if (face.kind === "back") return <CardBack set={set} />;
  const color = suitColor(set, face.suit, fourColor);
  const label = rankLabel(face.rank, set.letters);
  const size = set.indexScale * CARD_W;
  const { court, pips } = face;
  return (
    <g data-face="french" data-rank={face.rank} data-suit={face.suit}>
      <Blank set={set} />
      <Index label={label} suit={face.suit} set={set} color={color} size={size} />
      {set.center === "big" ? (
        <g>
          {court && <rect x={40} y={70} width={52} height={60} rx={5} fill="none" stroke={set.court.frame} stroke-width={1.5} />}
          <SuitShape suit={face.suit} x={66} y={100} size={court ? 36 : 46} color={color} />
        </g>
      ) : (
        <g>
          <g transform={`rotate(180 ${CARD_W / 2} ${CARD_H / 2})`}>
            <Index label={label} suit={face.suit} set={set} color={color} size={size} />
          </g>
          {face.ace && (
            <g>
              {set.court.double && <circle cx={50} cy={70} r={27} fill="none" stroke={set.court.frame} stroke-width={1.2} />}
              <SuitShape suit={face.suit} x={50} y={70} size={40} color={color} />
            </g>
          )}
          {court && <Court rank={face.rank} suit={face.suit} set={set} color={color} />}
          {pips.map(([x, y], i) => (
            <g key={i} data-pip="">
              <SuitShape suit={face.suit} x={x} y={y} size={PIP_SIZE} color={color} flip={y > 72} />
            </g>
          ))}
        </g>
      )}
    </g>
  );
}

/**
 * A card of a game's own deck, described as data: what it is called, its
 * colour, the picture (a glyph or a short word) and the value in its corners.
 */
export interface CardFaceData {
  /** The card's name printed along the bottom, in the reader's language ("Осьминог"). */
  title?: string;
  /** The card's colour: frame, corner value and picture. */
  colour: string;
  /** The picture in the middle: a glyph or a few letters ("🐙", "★", "×2"). */
  symbol?: string;
  /** The value in the corners ("3", "+2"); none: the corners stay empty. */
  value?: string | number;
  /** The face's background; the card set's by default. */
  background?: string;
}

export function DataCardFace({ face, set }: { face: CardFaceData; set: CardSet }) {
  const size = set.indexScale * CARD_W;
  const value = face.value === undefined || face.value === null ? "" : String(face.value);
  const wide = value.length > 1;
  const title = face.title ?? "";
  const symbol = face.symbol ?? "";
  const corner = value && (
    <text x={6} y={4 + size * 0.84} font-size={size} font-family={set.indexFont} font-weight={set.indexWeight} fill={face.colour}
      textLength={wide ? size * 0.62 * Math.min(value.length, 3) : undefined} lengthAdjust={wide ? "spacingAndGlyphs" : undefined}>{value}</text>
  );
  return (
    <g data-face="data">
      <rect x={0.75} y={0.75} width={CARD_W - 1.5} height={CARD_H - 1.5} rx={7} fill={face.background ?? set.face} stroke={set.edge} stroke-width={1.5} />
      <rect x={4.5} y={4.5} width={CARD_W - 9} height={CARD_H - 9} rx={5} fill="none" stroke={face.colour} stroke-width={3} />
      {corner}
      {corner && <g transform={`rotate(180 ${CARD_W / 2} ${CARD_H / 2})`}>{corner}</g>}
      {symbol && (
        <text x={50} y={title ? 66 : 72} font-size={symbol.length > 2 ? 28 : 44} text-anchor="middle" dominant-baseline="central"
          fill={face.colour} font-weight={700} textLength={symbol.length > 3 ? 70 : undefined} lengthAdjust="spacingAndGlyphs">{symbol}</text>
      )}
      {title && (
        <text x={50} y={value ? 104 : 118} font-size={13} text-anchor="middle" fill={face.colour}
          font-weight={700} textLength={title.length > 11 ? 78 : undefined} lengthAdjust="spacingAndGlyphs">{title}</text>
      )}
    </g>
  );
}

export function CardBack({ set }: { set: CardSet }) {
  const pattern = `card-back-${set.id}`;
  return (
    <g data-face="back">
      <defs>
        <pattern id={pattern} width={10} height={10} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          {set.backStyle === "rosette"
            ? <circle cx={5} cy={5} r={3.2} fill="none" stroke={set.backPattern} stroke-width={1} />
            : <path d="M0 5H10M5 0V10" stroke={set.backPattern} stroke-width={1} />}
        </pattern>
      </defs>
      <rect x={0.75} y={0.75} width={CARD_W - 1.5} height={CARD_H - 1.5} rx={7} fill="#fdfbf5" stroke={set.edge} stroke-width={1.5} />
      <rect x={6} y={6} width={CARD_W - 12} height={CARD_H - 12} rx={4} fill={set.back} />
      <rect x={6} y={6} width={CARD_W - 12} height={CARD_H - 12} rx={4} fill={`url(#${pattern})`} opacity={0.55} />
      <rect x={10} y={10} width={CARD_W - 20} height={CARD_H - 20} rx={3} fill="none" stroke={set.backPattern} stroke-width={1} opacity={0.8} />
    </g>
  );
}

/** A whole card as its own <svg>, sized by CSS: the card named `id`, or a game's own `face`, or the back. */
export function CardSvg({ id, face, set, fourColor, back = false, class: className }: {
  id?: string; face?: CardFaceData; set: CardSet; fourColor: boolean; back?: boolean; class?: string;
}) {
  return (
    <svg class={className ?? "card-svg"} viewBox={`0 0 ${CARD_W} ${CARD_H}`} aria-hidden="true" focusable="false">
      {back || (!id && !face) ? <CardBack set={set} />
        : face ? <DataCardFace face={face} set={set} />
          : <CardFace id={id!} set={set} fourColor={fourColor} />}
    </svg>
  );
}
