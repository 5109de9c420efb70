/**
 * One hwatu card as SVG: the month's plant and the card's subject from
 * art.ts, and down the left edge the month number and the kind's mark (a
 * ringed sun for a bright, a paw or a bird for an animal, the ribbon's colour,
 * ×2 for a double junk): they read at phone size and stay in sight when
 * captured cards overlap in a pile.
 */
import type { JSX } from "preact";
import { CARD_H, CARD_W, INK, PAPER, RIBBON_COLOURS, cardShapes, type Shape } from "./art";
import { cardById, type HwatuCard } from "./deck";

function draw(shape: Shape, key: number): JSX.Element {
  const paint = { fill: "fill" in shape ? shape.fill ?? "none" : "none", stroke: "stroke" in shape ? shape.stroke : undefined };
  switch (shape.t) {
    case "path":
      return <path key={key} d={shape.d} fill={paint.fill} stroke={paint.stroke} stroke-width={shape.w} opacity={shape.o} stroke-linecap="round" stroke-linejoin="round" />;
    case "circle":
      return <circle key={key} cx={shape.x} cy={shape.y} r={shape.r} fill={paint.fill} stroke={paint.stroke} stroke-width={shape.w} opacity={shape.o} />;
    case "ellipse":
      return (
        <ellipse key={key} cx={shape.x} cy={shape.y} rx={shape.rx} ry={shape.ry} fill={paint.fill} stroke={paint.stroke}
          stroke-width={shape.w} opacity={shape.o} transform={shape.rot ? `rotate(${shape.rot} ${shape.x} ${shape.y})` : undefined} />
      );
    default:
      return <text key={key} x={shape.x} y={shape.y} font-size={shape.size} fill={shape.fill} text-anchor="middle" font-weight="700">{shape.text}</text>;
  }
}

/** The kind's mark in the top right corner. */
export function KindMark({ card }: { card: HwatuCard }) {
  const x = 10;
  const y = 30;
  if (card.kind === "bright") {
    return (
      <g class="mark mark-bright">
        <circle cx={x} cy={y} r={8.4} fill="#d62828" stroke="#fff" stroke-width={1.2} />
        <circle cx={x} cy={y} r={4.8} fill="none" stroke="#ffe066" stroke-width={1.7} />
        <circle cx={x} cy={y} r={1.7} fill="#ffe066" />
      </g>
    );
  }
  if (card.kind === "animal") {
    return (
      <g class="mark mark-animal">
        <circle cx={x} cy={y} r={8.4} fill="#7a4a1e" stroke="#fff" stroke-width={1.2} />
        {card.bird ? (
          <path d={`M${x - 5} ${y} Q${x - 2.5} ${y - 4} ${x} ${y + 0.5} Q${x + 2.5} ${y - 4} ${x + 5} ${y} Q${x + 2.5} ${y - 1.5} ${x} ${y + 2.6} Q${x - 2.5} ${y - 1.5} ${x - 5} ${y} Z`} fill="#fff" />
        ) : (
          <g fill="#fff">
            <circle cx={x - 2.8} cy={y - 1.8} r={1.3} />
            <circle cx={x} cy={y - 3} r={1.3} />
            <circle cx={x + 2.8} cy={y - 1.8} r={1.3} />
            <ellipse cx={x} cy={y + 1.8} rx={2.7} ry={2.1} />
          </g>
        )}
        {card.cup && (
          <g class="mark-cup">
            <rect x={x - 8} y={y + 10} width={16} height={11} rx={3} fill="#fff" stroke={INK} stroke-width={0.9} stroke-dasharray="1.8 1.1" />
            <text x={x} y={y + 18.6} font-size={9} font-weight="800" text-anchor="middle" fill={INK}>×2</text>
          </g>
        )}
      </g>
    );
  }
  if (card.kind === "ribbon") {
    const colour = RIBBON_COLOURS[card.ribbonSet ?? "plain"];
    return (
      <g class="mark mark-ribbon" transform={`rotate(-14 ${x} ${y})`}>
        <rect x={x - 4.2} y={y - 8.5} width={8.4} height={17} rx={1} fill={colour} stroke="#fff" stroke-width={1.3} />
        {card.ribbonSet === "red_poem" && <path d={`M${x} ${y - 5} L${x} ${y - 1} M${x} ${y + 1.5} L${x} ${y + 5}`} stroke="#1b1b1b" stroke-width={1.3} />}
      </g>
    );
  }
  if (card.units === 2) {
    return (
      <g class="mark mark-double">
        <rect x={x - 9} y={y - 7} width={18.5} height={14} rx={3.5} fill="#1b1b1b" stroke="#fff" stroke-width={1.2} />
        <text x={x + 0.2} y={y + 4} font-size={11} font-weight="800" text-anchor="middle" fill="#fff">×2</text>
      </g>
    );
  }
  return null;
}

/** The month's number, top left, on a pale disc so it reads on any picture. */
function MonthMark({ month }: { month: number }) {
  return (
    <g class="mark mark-month">
      <circle cx={10} cy={10.5} r={9.2} fill={PAPER} stroke={INK} stroke-width={1.1} />
      <text x={10} y={month >= 10 ? 14.6 : 15.1} font-size={month >= 10 ? 11.5 : 13} font-weight="800" text-anchor="middle" fill={INK}
        letter-spacing={month >= 10 ? -0.6 : 0}>{month}</text>
    </g>
  );
}

export function CardFace({ card }: { card: HwatuCard }) {
  return (
    <>
      <rect x={0.6} y={0.6} width={CARD_W - 1.2} height={CARD_H - 1.2} rx={4.5} fill={PAPER} />
      <g>{cardShapes(card).map(draw)}</g>
      <rect x={0.6} y={0.6} width={CARD_W - 1.2} height={CARD_H - 1.2} rx={4.5} fill="none" stroke="#5c1a1a" stroke-width={1.3} />
      <MonthMark month={card.month} />
      <KindMark card={card} />
    </>
  );
}

export function CardBack() {
  return (
    <>
      <rect x={0.6} y={0.6} width={CARD_W - 1.2} height={CARD_H - 1.2} rx={4.5} fill="#a8161c" stroke="#5c0d10" stroke-width={1.3} />
      <rect x={5} y={5} width={CARD_W - 10} height={CARD_H - 10} rx={3} fill="none" stroke="#e9b44c" stroke-width={1} opacity={0.7} />
      <path d={`M30 30 L42 48 L30 66 L18 48 Z`} fill="#7a0f14" stroke="#e9b44c" stroke-width={1} />
      <circle cx={30} cy={48} r={5} fill="#e9b44c" />
    </>
  );
}

/**
 * A card by its ID (face) or a back (id null). `label` names it for screen
 * readers; inside a labelled button pass none and the picture is hidden from them.
 */
export function HwatuCardSvg({ id, label, class: className }: { id: number | null; label?: string; class?: string }) {
  const card = id === null ? null : cardById(id);
  return (
    <svg class={`hwatu${className ? ` ${className}` : ""}`} viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : "true"} focusable="false">
      {card ? <CardFace card={card} /> : <CardBack />}
    </svg>
  );
}
