/**
 * One card drawn as SVG from the chosen set's data: the face (corner index,
 * pips or one big suit, court pictures) or the back. Every card game draws its
 * cards with these, so a new deck is data in themes/cards.ts only.
 */
import type { CardSet, Suit } from "../../themes/cards";
import { SUIT_SHAPES, suitColor } from "../../themes/cards";
import { parseCard, rankLabel, type Rank } from "./model";

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
  "6": [[38, 36], [62, 36], [38, 70], [62, 70], [38, 104], [62, 104]],
  "7": [[38, 36], [62, 36], [50, 53], [38, 70], [62, 70], [38, 104], [62, 104]],
  "8": [[38, 36], [62, 36], [50, 53], [38, 70], [62, 70], [50, 87], [38, 104], [62, 104]],
  "9": [[38, 36], [62, 36], [38, 58], [62, 58], [50, 70], [38, 82], [62, 82], [38, 104], [62, 104]],
  T: [[38, 36], [62, 36], [50, 47], [38, 58], [62, 58], [38, 82], [62, 82], [50, 93], [38, 104], [62, 104]],
};

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

export function CardFace({ id, set, fourColor }: { id: string; set: CardSet; fourColor: boolean }) {
  const card = parseCard(id);
  if (!card) return <CardBack set={set} />;
  const color = suitColor(set, card.suit, fourColor);
  const label = rankLabel(card.rank, set.letters);
  const size = set.indexScale * CARD_W;
  const court = card.rank === "J" || card.rank === "Q" || card.rank === "K";
  const pips = PIPS[card.rank];
  return (
    <g>
      <rect x={0.75} y={0.75} width={CARD_W - 1.5} height={CARD_H - 1.5} rx={7} fill={set.face} stroke={set.edge} stroke-width={1.5} />
      {set.innerBorder && <rect x={4} y={4} width={CARD_W - 8} height={CARD_H - 8} rx={5} fill="none" stroke={set.innerBorder} stroke-width={0.9} />}
      <Index label={label} suit={card.suit} set={set} color={color} size={size} />
      {set.center === "big" ? (
        <g>
          {court && <rect x={40} y={70} width={52} height={60} rx={5} fill="none" stroke={set.court.frame} stroke-width={1.5} />}
          <SuitShape suit={card.suit} x={66} y={100} size={court ? 36 : 46} color={color} />
        </g>
      ) : (
        <g>
          <g transform={`rotate(180 ${CARD_W / 2} ${CARD_H / 2})`}>
            <Index label={label} suit={card.suit} set={set} color={color} size={size} />
          </g>
          {card.rank === "A" && (
            <g>
              {set.court.double && <circle cx={50} cy={70} r={27} fill="none" stroke={set.court.frame} stroke-width={1.2} />}
              <SuitShape suit={card.suit} x={50} y={70} size={40} color={color} />
            </g>
          )}
          {court && <Court rank={card.rank} suit={card.suit} set={set} color={color} />}
          {pips && pips.map(([x, y], i) => <SuitShape key={i} suit={card.suit} x={x} y={y} size={16} color={color} flip={y > 72} />)}
        </g>
      )}
    </g>
  );
}

export function CardBack({ set }: { set: CardSet }) {
  const pattern = `card-back-${set.id}`;
  return (
    <g>
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

/** A whole card as its own <svg>, sized by CSS. */
export function CardSvg({ id, set, fourColor, back = false, class: className }: {
  id?: string; set: CardSet; fourColor: boolean; back?: boolean; class?: string;
}) {
  return (
    <svg class={className ?? "card-svg"} viewBox={`0 0 ${CARD_W} ${CARD_H}`} aria-hidden="true" focusable="false">
      {back || !id ? <CardBack set={set} /> : <CardFace id={id} set={set} fourColor={fourColor} />}
    </svg>
  );
}
