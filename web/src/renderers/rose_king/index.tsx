/**
 * Rose King: the 9×9 board with the crown printed at the top edge, red and white
 * stones, the crown marker, every card of the player to move with its target
 * square lit on the board before he chooses (a hero move marked), the power
 * cards drawn with their arrow and count, and the territories and running score
 * of both colours as the stones fall. Directions are absolute: each card's crown
 * is aligned with the board's. The board is drawn from the seat on screen (its edge
 * at the bottom: the sideways team sees it turned a quarter, the crown edge upside
 * down) and every card is turned with it, so an arrow points on screen where the
 * crown goes on the board (orientation.ts); a spectator sees it as printed.
 */
import type { JSX } from "preact";
import { tx } from "../../i18n";
import type { GameEvent } from "../../net/types";
import { settings } from "../../settings/store";
import { seatNamer } from "../../table/seatNames";
import type { GameRenderer, RendererProps } from "../types";
import { crownSide, screenCell, screenVector, seatTurn, type Turn } from "./orientation";
import { t } from "./strings";
import "./rose_king.css";

const SIZE = 9;
const CELL = 38;
// The same margin on every side, room for the printed crown whichever edge it is drawn at.
const PAD = 22;
const BOARD = CELL * SIZE;
const WIDTH = BOARD + PAD * 2;
const HEIGHT = WIDTH;

const DIRS: Record<string, [number, number]> = {
  N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1],
};
const ROMAN = ["", "I", "II", "III"];
const RED = "#b3261e";
const WHITE = "#f4efe4";

interface CardInfo {
  card: string;
  target: [number, number] | null;
  kind: "empty" | "hero" | "own" | "opponent" | "off";
}

interface HandInfo {
  seats: number[];
  colour: number;
  cards: CardInfo[];
  heroes: number;
}

interface ScoreInfo {
  areas: number[];
  score: number;
  stones: number;
}

interface RoseView {
  rows: string[];
  crown: [number, number] | null;
  supply: number;
  hands: HandInfo[];
  seat_hand: number[];
  draw_pile: number;
  discard: string[];
  turn: number | null;
  last: (string | null)[];
  last_square: [number, number] | null;
  scores: ScoreInfo[];
  players: number;
}

export function asRoseView(view: Record<string, unknown>): RoseView | null {
  if (!Array.isArray(view.rows) || !Array.isArray(view.hands)) return null;
  return view as unknown as RoseView;
}

function splitCard(card: string): [string, number] {
  return [card.slice(0, -1), Number(card.slice(-1))];
}

/** The crown: a five-pointed band in gold, centred on (cx, cy), its top towards `turn`. */
function Crown({ cx, cy, s, turn = 0 }: { cx: number; cy: number; s: number; turn?: Turn }) {
  const w = s;
  const h = s * 0.7;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const points = [
    [x, y + h], [x, y + h * 0.2], [x + w * 0.25, y + h * 0.55], [x + w * 0.5, y],
    [x + w * 0.75, y + h * 0.55], [x + w, y + h * 0.2], [x + w, y + h],
  ].map((p) => p.join(",")).join(" ");
  return (
    <polygon points={points} fill="#e2b007" stroke="#6b4e00" stroke-width="1.5"
      transform={turn ? `rotate(${turn} ${cx} ${cy})` : undefined} />
  );
}

/** A card's width and height as drawn: a portrait card turned a quarter lies landscape. */
export function cardSize(w: number, h: number, turn: Turn): [number, number] {
  return turn === 90 || turn === 270 ? [h, w] : [w, h];
}

/**
 * A power card as it lies by the board, seen from the seat on screen (`turn`): the crown
 * mark on the edge where the board's crown is, the sword's arrow pointing on screen where
 * the card sends the crown; the count and direction letters stay upright to be read.
 */
export function PowerCard({ card, w, h, hero, turn = 0 }: { card: string; w: number; h: number; hero?: boolean; turn?: Turn }) {
  const [dir, n] = splitCard(card);
  const [dx, dy] = screenVector(DIRS[dir] ?? [0, 0], turn);
  const [cw, ch] = cardSize(w, h, turn);
  const [ux, uy] = screenVector([0, -1], turn);
  // The arrow's centre is nudged away from the crown mark, which sits 9 px inside its edge.
  const cx = cw / 2 - ux * 4;
  const cy = ch / 2 - uy * 4;
  const len = Math.min(cw, ch) * 0.32;
  const norm = Math.hypot(dx, dy) || 1;
  const ex = cx + (dx / norm) * len;
  const ey = cy + (dy / norm) * len;
  const bx = cx - (dx / norm) * len * 0.6;
  const by = cy - (dy / norm) * len * 0.6;
  const ang = Math.atan2(dy, dx);
  const head = (a: number) => `${ex - 7 * Math.cos(ang + a)},${ey - 7 * Math.sin(ang + a)}`;
  const crownX = cw / 2 + ux * (cw / 2 - 9);
  const crownY = ch / 2 + uy * (ch / 2 - 9);
  // The words go along the edge away from the crown when it is at the bottom.
  const wordsY = turn === 180 ? 14 : ch - 5;
  return (
    <svg width={cw} height={ch} viewBox={`0 0 ${cw} ${ch}`} aria-hidden="true" data-crown={crownSide(turn)}>
      <rect x="1" y="1" width={cw - 2} height={ch - 2} rx="6" fill="#fffaf0" stroke="#5a4632" stroke-width="2" />
      <Crown cx={crownX} cy={crownY} s={12} turn={turn} />
      <line x1={bx} y1={by} x2={ex} y2={ey} stroke="#333" stroke-width="3" stroke-linecap="round"
        data-testid="rk-arrow" data-dx={dx} data-dy={dy} />
      <polygon points={`${ex},${ey} ${head(0.5)} ${head(-0.5)}`} fill="#333" />
      <text x={cw - 5} y={wordsY} text-anchor="end" font-size="12" font-weight="700" fill="#5a4632">{ROMAN[n]}</text>
      <text x={5} y={wordsY} font-size="10" fill="#5a4632">{dir}</text>
      {hero && <text x={cw - 5} y={turn === 180 ? ch - 5 : 14} text-anchor="end" font-size="11" font-weight="700" fill={RED}>H</text>}
    </svg>
  );
}

function Board({ view, targets, onTarget, reduced, turn = 0 }: {
  view: RoseView;
  targets: { card: string; target: [number, number]; hero: boolean; active: boolean }[];
  onTarget: (card: string) => void;
  reduced: boolean;
  /** How far the board is turned for the seat on screen (0: as printed, crown at the top). */
  turn?: Turn;
}) {
  /** The top-left corner of board square (x, y) as drawn from the seat on screen. */
  const cellXY = (x: number, y: number): [number, number] => {
    const [sx, sy] = screenCell(x, y, turn, SIZE);
    return [PAD + sx * CELL, PAD + sy * CELL];
  };
  const [nx, ny] = screenVector([0, -1], turn);
  const cells: JSX.Element[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const [px, py] = cellXY(x, y);
      const centre = x === 4 && y === 4;
      cells.push(
        <rect key={`c${x}-${y}`} x={px} y={py} width={CELL} height={CELL}
          fill={centre ? "#e9d48a" : (x + y) % 2 ? "#c8d6a0" : "#d4e0ae"} stroke="#7a8a58" stroke-width="0.6" />,
      );
      if (centre) {
        cells.push(<circle key="sun" cx={px + CELL / 2} cy={py + CELL / 2} r={6} fill="#f2b705" opacity="0.6" />);
      }
    }
  }
  const stones: JSX.Element[] = [];
  view.rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch !== "R" && ch !== "W") return;
      const [px, py] = cellXY(x, y);
      stones.push(
        <g key={`s${x}-${y}`} data-testid="rk-stone" data-colour={ch}>
          <circle cx={px + CELL / 2} cy={py + CELL / 2} r={CELL * 0.4} fill={ch === "R" ? RED : WHITE}
            stroke={ch === "R" ? "#5c0f0b" : "#8a8070"} stroke-width="1.5" />
          <circle cx={px + CELL / 2} cy={py + CELL / 2} r={CELL * 0.16} fill="none"
            stroke={ch === "R" ? "#f3b0aa" : "#c9a0a0"} stroke-width="2" />
        </g>,
      );
    });
  });
  const last = view.last_square;
  const crown = view.crown;
  return (
    <svg class="rk-board" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img"
      style={{ maxWidth: "560px", display: "block", margin: "0 auto" }}
      aria-label={t("rk_board_label", { x: crown?.[0] ?? 4, y: crown?.[1] ?? 4 })} data-testid="rk-board"
      data-turn={turn} data-crown={crownSide(turn)}>
      <rect x="0" y="0" width={WIDTH} height={HEIGHT} fill="#8c6a43" rx="6" />
      <Crown cx={WIDTH / 2 + nx * (BOARD / 2 + PAD / 2)} cy={HEIGHT / 2 + ny * (BOARD / 2 + PAD / 2)} s={24} turn={turn} />
      {cells}
      {stones}
      {last && (
        <rect x={cellXY(last[0], last[1])[0] + 2} y={cellXY(last[0], last[1])[1] + 2} width={CELL - 4} height={CELL - 4}
          fill="none" stroke="#1565c0" stroke-width="3" rx="4" data-testid="rk-last" />
      )}
      {crown && (
        <g data-testid="rk-crown" data-px={cellXY(crown[0], crown[1])[0]} data-py={cellXY(crown[0], crown[1])[1]}>
          <Crown cx={cellXY(crown[0], crown[1])[0] + CELL / 2} cy={cellXY(crown[0], crown[1])[1] + CELL / 2} s={CELL * 0.6} turn={turn} />
        </g>
      )}
      {targets.map(({ card, target, hero, active }) => {
        const [px, py] = cellXY(target[0], target[1]);
        return (
          <g key={`t${card}${hero}`} data-testid="rk-target" data-card={card} data-px={px} data-py={py}
            style={{ cursor: active ? "pointer" : "default" }}
            onClick={active ? () => onTarget(card) : undefined}>
            <rect x={px + 3} y={py + 3} width={CELL - 6} height={CELL - 6} rx="5"
              fill={hero ? "rgba(179,38,30,0.25)" : "rgba(255,235,59,0.45)"}
              stroke={hero ? RED : "#f9a825"} stroke-width="2.5" stroke-dasharray={hero ? "4 3" : undefined}>
              {!reduced && active && <animate attributeName="stroke-opacity" values="1;0.4;1" dur="1.6s" repeatCount="indefinite" />}
            </rect>
            <text x={px + CELL / 2} y={py + CELL - 6} text-anchor="middle" font-size="10" font-weight="700" fill="#222">
              {hero ? `H ${card}` : card}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function colourName(colour: number): string {
  return colour === 0 ? t("rk_red") : t("rk_white");
}

function lastText(value: string | null): string {
  if (value === null) return "—";
  if (value === "pass") return t("rk_passed");
  if (value === "draw") return t("rk_draw_word");
  return value;
}

function RoseKingBoard(props: RendererProps) {
  const view = asRoseView(props.view);
  if (!view) return null;
  const reduced = settings.value.reduced_motion;
  const turn = seatTurn(view.players, props.seat);
  const myHand = props.seat !== null ? view.seat_hand[props.seat] : undefined;
  const turnHand = view.turn !== null ? view.seat_hand[view.turn] : undefined;
  const shownHand = myHand !== undefined && props.canAct ? myHand : turnHand;
  const legalFor = (card: string) =>
    props.legal.find((entry) => (entry.action as { card?: string } | null)?.card === card)?.action;
  const drawAction = props.legal.find((entry) => (entry.action as { draw?: boolean } | null)?.draw === true);
  const passAction = props.legal.find((entry) => (entry.action as { pass?: boolean } | null)?.pass === true);
  const play = (card: string) => {
    const action = legalFor(card);
    if (action !== undefined) props.onAct(action);
    else props.onProbe({ card, hero: false });
  };
  const targets = shownHand === undefined
    ? []
    : view.hands[shownHand].cards
      .filter((c) => c.target !== null && (c.kind === "empty" || c.kind === "hero"))
      .map((c) => ({
        card: c.card,
        target: c.target as [number, number],
        hero: c.kind === "hero",
        active: props.canAct && shownHand === myHand && legalFor(c.card) !== undefined,
      }));
  const namer = seatNamer(props.table?.seats ?? props.seats ?? []);
  const names = (seats: number[]) => seats.map((s) => namer(s)).join(", ");
  // Two people on one device: the board turns to whoever moves, so say so and whose it is now.
  const handOver = !!props.sharedDevice && props.canAct && props.seat !== null && props.seat === view.turn;
  // The hand on screen first, right under the board: its cards are what the player taps.
  const handOrder = view.hands.map((_, index) => index)
    .sort((a, b) => Number(b === shownHand) - Number(a === shownHand));
  return (
    <div class="rose-king" data-testid="rose-king">
      <div class="rk-scores" style={{ display: "flex", gap: "12px", flexWrap: "wrap", justifyContent: "center" }}>
        {view.scores.map((s, colour) => (
          <div key={colour} data-testid={`rk-score-${colour}`}
            style={{ padding: "4px 10px", borderRadius: "8px", border: `2px solid ${colour === 0 ? RED : "#8a8070"}`,
              background: colour === 0 ? "#fbe9e7" : "#fafafa", color: "#222" }}>
            <strong>{t("rk_score", { side: colourName(colour), score: s.score })}</strong>{" "}
            <small>{s.areas.length ? t("rk_areas", { areas: s.areas.join("+") }) : t("rk_no_areas")}</small>
          </div>
        ))}
      </div>
      <p class="hint" style={{ textAlign: "center", margin: "4px 0" }} data-testid="rk-supply">
        {t("rk_supply", { n: view.supply })} · {t("rk_pile", { n: view.draw_pile, d: view.discard.length })}
      </p>
      {handOver && view.turn !== null && (
        <p data-testid="rk-handover" role="status"
          style={{ textAlign: "center", margin: "6px 0", padding: "6px 10px", borderRadius: "8px", fontWeight: 700,
            border: `2px solid ${view.turn % 2 === 0 ? RED : "#8a8070"}`, background: view.turn % 2 === 0 ? "#fbe9e7" : "#fafafa",
            color: "#222" }}>
          {t("rk_handover", { side: colourName(view.turn % 2), name: namer(view.turn) })}
        </p>
      )}
      <div class="rk-layout">
        <div class="rk-left">
          <Board view={view} targets={targets} onTarget={play} reduced={reduced} turn={turn} />
          {turn !== 0 && (
            <p class="hint" style={{ textAlign: "center", margin: "4px 0" }} data-testid="rk-turned">
              {t("rk_turned", { side: t(`rk_side_${crownSide(turn)}` as "rk_side_left") })}
            </p>
          )}
        </div>
        <div class="rk-right">
          {props.canAct && <p class="hint" style={{ textAlign: "center" }}>{t("rk_your_turn")}</p>}
          {props.canAct && targets.some((x) => x.hero && x.active) && (
            <p class="hint" style={{ textAlign: "center" }} data-testid="rk-hero-hint">{t("rk_hero_hint")}</p>
          )}
          {props.refused && <p class="refusal shown" role="alert" data-testid="refusal">
            {tx(props.refused.text)}
          </p>}
          <div class="rk-hands">
            {handOrder.map((index) => {
              const hand = view.hands[index];
              const mine = index === myHand;
              const acting = index === turnHand;
              const sideways = view.players === 4 && hand.colour === 1;
              return (
                <section key={index} data-testid={`rk-hand-${index}`} class="rk-hand"
                  style={{ margin: "8px 0", padding: "6px", borderRadius: "8px",
                    border: acting ? "2px solid #f9a825" : "1px solid #ccc" }}>
                  <div style={{ display: "flex", gap: "8px", alignItems: "baseline", flexWrap: "wrap" }}>
                    <span style={{ width: "12px", height: "12px", borderRadius: "6px", display: "inline-block",
                      background: hand.colour === 0 ? RED : WHITE, border: "1px solid #555" }} />
                    <strong>{colourName(hand.colour)}</strong>
                    <span>{t("rk_hand_of", { who: names(hand.seats) })}</span>
                    {sideways && <small>({t("rk_sideways")})</small>}
                    <span data-testid={`rk-heroes-${index}`}>{t("rk_heroes", { n: hand.heroes })}</span>
                  </div>
                  <div style={{ display: "flex", gap: "6px", flexWrap: "wrap", marginTop: "4px" }}>
                    {hand.cards.map((c) => {
                      const usable = mine && props.canAct && legalFor(c.card) !== undefined;
                      const target = c.target ? `${c.target[0]},${c.target[1]}` : "";
                      return (
                        <button key={c.card} type="button" class="rk-card" data-testid="rk-card" data-card={c.card}
                          data-kind={c.kind} disabled={!usable}
                          aria-label={c.target ? t("rk_card", { card: c.card, target }) : t("rk_card_off", { card: c.card })}
                          style={{ padding: 0, border: "none", background: "none",
                            minWidth: `${cardSize(48, 64, turn)[0]}px`, minHeight: `${cardSize(48, 64, turn)[1]}px`,
                            opacity: acting && (c.kind === "empty" || c.kind === "hero") ? 1 : 0.6,
                            cursor: usable ? "pointer" : "default" }}
                          onClick={() => play(c.card)}>
                          <PowerCard card={c.card} w={48} h={64} hero={c.kind === "hero"} turn={turn} />
                        </button>
                      );
                    })}
                  </div>
                  <div style={{ display: "flex", gap: "12px", flexWrap: "wrap" }}>
                    {hand.seats.map((s) => (
                      <small key={s} data-testid={`rk-last-${s}`}>
                        {hand.seats.length > 1 ? `${names([s])}: ` : ""}{t("rk_last", { text: lastText(view.last[s] ?? null) })}
                      </small>
                    ))}
                  </div>
                </section>
              );
            })}
          </div>
          {props.canAct && (
            <div class="move-bar" style={{ display: "flex", gap: "8px", justifyContent: "center" }}>
              {drawAction && (
                <button type="button" class="primary" data-testid="rk-draw" style={{ minHeight: "44px" }}
                  onClick={() => props.onAct(drawAction.action)}>{t("rk_draw")}</button>
              )}
              {passAction && (
                <button type="button" class="secondary" data-testid="rk-pass" style={{ minHeight: "44px" }}
                  onClick={() => props.onAct(passAction.action)}>{t("rk_pass")}</button>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The shell says whose event it is before these words, so they leave the seat out. */
function describeEvent(event: GameEvent): string | null {
  const seat = typeof event.seat === "number" ? event.seat : null;
  if (event.kind === "play" && seat !== null && typeof event.text === "string") return event.text;
  if (event.kind === "draw" && seat !== null && typeof event.card === "string") {
    return t("rk_event_draw", { card: event.card });
  }
  if (event.kind === "pass" && seat !== null) return t("rk_event_pass");
  if (event.kind === "reshuffle" && typeof event.cards === "number") return t("rk_event_reshuffle", { n: event.cards });
  return null;
}

function RoseKingThumbnail() {
  const rows = [".........", ".........", "...RR....", "..WRW....", "...WR....", "....R....", ".........", ".........", "........."];
  const view = { rows, crown: [4, 5], last_square: null } as unknown as RoseView;
  return <Board view={view} targets={[]} onTarget={() => undefined} reduced />;
}

export const roseKingRenderer: GameRenderer = {
  games: ["rose_king"],
  Board: RoseKingBoard,
  Thumbnail: RoseKingThumbnail,
  describeEvent,
};
