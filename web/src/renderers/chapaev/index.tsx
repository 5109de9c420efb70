/**
 * Chapaev: the discs drawn where the server's physics left them (metres, 1 m = 1000
 * units), aimed by dragging back from one of your discs (the arrow shows the
 * direction, the bar the power) or with the controls panel below (the keyboard's
 * way), and each flick animated from the trajectory the server sends (instant with
 * reduced motion). The seat playing Black sees the board turned, its row at the bottom.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { tx } from "../../i18n";
import { settings } from "../../settings/store";
import { boardTheme, seatPalette, type BoardTheme } from "../../themes/board";
import type { GameEvent } from "../../net/types";
import { ControlsPanel } from "../controls/ControlsPanel";
import { readControls, type ControlValues } from "../controls/model";
import { readTrajectory } from "../motion/keyframes";
import { SkipButton, useTrajectory } from "../motion/useTrajectory";
import type { GameRenderer, RendererProps } from "../types";
import { t } from "./strings";

const SIZE = 320;
const SQ = 40;
const FILES = "abcdefgh";
// Dragging this far (board units, 1 unit = 1 mm) back from a disc is full power.
const FULL_PULL = 140;

interface Piece {
  id: number;
  colour: number;
  name: string;
  x: number;
  y: number;
}

interface LastShot {
  piece: number;
  name: string;
  colour: number;
  from: [number, number];
  angle: number;
  power: number;
  out: number[];
  number: number;
  before: Record<string, [number, number]>;
  trajectory: unknown;
}

interface ChapaevView {
  pieces: Piece[];
  radius: number;
  phase: string;
  to_shoot: number | null;
  turn: number | null;
  seat_colours: number[];
  rows: { w: number; b: number };
  round: number;
  rounds_won: number[];
  left: number[];
  last_shot: LastShot | null;
  extra_shot: boolean;
}

function readView(raw: Record<string, unknown>): ChapaevView | null {
  if (!Array.isArray(raw.pieces) || typeof raw.round !== "number") return null;
  return raw as unknown as ChapaevView;
}

const colourName = (colour: number) => t(colour === 0 ? "chapaev_white" : "chapaev_black");
/** The colour inside a sentence (Russian writes it in lower case there). */
const colourInText = (colour: number) => t(colour === 0 ? "chapaev_white_in_text" : "chapaev_black_in_text");

/** Board units (x right, y down on screen) for a point in metres, turned for Black. */
function toScreen(x: number, y: number, flipped: boolean): [number, number] {
  const X = x * 1000;
  const Y = y * 1000;
  return flipped ? [SIZE - X, Y] : [X, SIZE - Y];
}

function fromScreen(X: number, Y: number, flipped: boolean): [number, number] {
  return flipped ? [(SIZE - X) / 1000, Y / 1000] : [X / 1000, (SIZE - Y) / 1000];
}

function Squares({ flipped, theme }: { flipped: boolean; theme: BoardTheme }) {
  const cells = [];
  for (let f = 0; f < 8; f += 1) {
    for (let r = 0; r < 8; r += 1) {
      const [X, Y] = toScreen(f * 0.04, r * 0.04, flipped);
      const x = flipped ? X - SQ : X;
      const y = flipped ? Y : Y - SQ;
      cells.push(<rect key={`${f}${r}`} x={x} y={y} width={SQ} height={SQ} fill={(f + r) % 2 === 0 ? theme.dark : theme.light} />);
    }
  }
  return <g>{cells}</g>;
}

function Coordinates({ flipped }: { flipped: boolean }) {
  const labels = [];
  for (let i = 0; i < 8; i += 1) {
    const [fx] = toScreen((i + 0.5) * 0.04, 0, flipped);
    const [, ry] = toScreen(0, (i + 0.5) * 0.04, flipped);
    labels.push(<text key={`f${i}`} x={fx} y={SIZE + 11} class="coord" text-anchor="middle" font-size="10" fill="currentColor">{FILES[i]}</text>);
    labels.push(<text key={`r${i}`} x={-7} y={ry + 3.5} class="coord" text-anchor="middle" font-size="10" fill="currentColor">{i + 1}</text>);
  }
  return <g aria-hidden="true">{labels}</g>;
}

/** A disc in the chosen board theme's colours for its side (white is seat colour 0, black 1). */
function Disc({ x, y, r, colour, mark, id, theme }: { x: number; y: number; r: number; colour: number; mark?: string; id?: number; theme: BoardTheme }) {
  const palette = seatPalette(theme, colour);
  return (
    <g class="disc" data-disc={id} data-colour={colour}>
      <circle cx={x} cy={y} r={r} fill={palette.body} stroke={palette.edge} stroke-width={1.5} />
      <circle cx={x} cy={y} r={r * 0.62} fill="none" stroke={colour === 0 ? palette.edge : palette.shine} stroke-opacity={0.6} stroke-width={1} />
      {mark && <circle cx={x} cy={y} r={r + 3} fill="none" stroke="#e0a100" stroke-width={2.5} data-testid="last-shot" />}
    </g>
  );
}

function Arrow({ x, y, angle, power, flipped }: { x: number; y: number; angle: number; power: number; flipped: boolean }) {
  const rad = (angle * Math.PI) / 180;
  // Screen direction: +x board is right (left when turned), +y board is up (down when turned).
  const dx = Math.cos(rad) * (flipped ? -1 : 1);
  const dy = -Math.sin(rad) * (flipped ? -1 : 1);
  const length = 18 + power * 110;
  const ex = x + dx * length;
  const ey = y + dy * length;
  const head = 8;
  const left: [number, number] = [ex - dx * head - dy * head * 0.6, ey - dy * head + dx * head * 0.6];
  const right: [number, number] = [ex - dx * head + dy * head * 0.6, ey - dy * head - dx * head * 0.6];
  return (
    <g class="aim-arrow" data-testid="aim-arrow" pointer-events="none">
      <line x1={x} y1={y} x2={ex} y2={ey} stroke="#d62828" stroke-width={3} stroke-linecap="round" />
      <polygon points={`${ex},${ey} ${left[0]},${left[1]} ${right[0]},${right[1]}`} fill="#d62828" />
    </g>
  );
}

function ChapaevBoard(props: RendererProps) {
  const view = readView(props.view);
  const controls = props.canAct ? readControls(props.controls) : null;
  const [values, setValues] = useState<ControlValues>({});
  const [dragging, setDragging] = useState(false);
  const svg = useRef<SVGSVGElement | null>(null);
  const shot = view?.last_shot ?? null;
  const shotNumber = shot?.number ?? 0;
  // The flick already on the board when the page opened is not replayed.
  const firstSeen = useRef<number>(shotNumber);
  const trajectory = shot && shotNumber !== firstSeen.current ? readTrajectory(shot.trajectory) : null;
  const { poses, playing, skip } = useTrajectory(trajectory, shotNumber, { reduced: settings.value.reduced_motion });
  const theme = boardTheme(settings.value.board_theme);
  useEffect(() => {
    if (!controls) setDragging(false);
  }, [controls === null]);
  if (!view) return null;

  const mySeat = props.seat;
  const myColour = mySeat !== null && mySeat !== undefined ? view.seat_colours[mySeat] : 0;
  const flipped = myColour === 1;
  const r = view.radius * 1000;

  // What is drawn: during the animation the start positions moved by the keyframes.
  let drawn: { id: number; colour: number; x: number; y: number }[];
  if (playing && poses && shot) {
    drawn = [];
    for (const [key, at] of Object.entries(shot.before)) {
      const id = Number(key);
      const pose = key in poses ? poses[key] : { x: at[0], y: at[1] };
      if (!pose) continue;
      const [X, Y] = toScreen(pose.x, pose.y, flipped);
      drawn.push({ id, colour: id < 8 ? 0 : 1, x: X, y: Y });
    }
  } else {
    drawn = view.pieces.map((p) => {
      const [X, Y] = toScreen(p.x, p.y, flipped);
      return { id: p.id, colour: p.colour, x: X, y: Y };
    });
  }

  const aiming = controls !== null && view.phase === "shoot" && !playing && props.pendingAction === null;
  const mine = aiming ? view.pieces.filter((p) => p.colour === view.to_shoot) : [];
  // Until the player aims: the first disc, straight at the opponent's row, at 0.6.
  const shown: ControlValues = { piece: mine[0]?.name, angle: view.to_shoot === 1 ? 270 : 90, power: 0.6, ...values };
  const chosen = mine.find((p) => p.name === shown.piece) ?? null;
  const angle = Number(shown.angle);
  const power = Number(shown.power);

  const point = (event: PointerEvent): [number, number] | null => {
    const el = svg.current;
    const matrix = el?.getScreenCTM();
    if (!el || !matrix) return null;
    const p = el.createSVGPoint();
    p.x = event.clientX;
    p.y = event.clientY;
    const q = p.matrixTransform(matrix.inverse());
    return [q.x, q.y];
  };
  const aimAt = (piece: Piece, event: PointerEvent) => {
    const at = point(event);
    if (!at) return;
    const [px, py] = toScreen(piece.x, piece.y, flipped);
    const pull = Math.hypot(at[0] - px, at[1] - py);
    // The flick goes away from the pull: from the pointer through the disc.
    const [bx, by] = fromScreen(at[0], at[1], flipped);
    const a = (Math.atan2(piece.y - by, piece.x - bx) * 180) / Math.PI;
    const next = {
      piece: piece.name,
      angle: Math.round(((a % 360) + 360) % 360 * 10) / 10,
      power: Math.round(Math.min(1, Math.max(0.02, pull / FULL_PULL)) * 100) / 100,
    };
    setValues(pull > r * 0.5 ? next : { ...values, piece: piece.name });
  };
  const onDown = (piece: Piece, event: PointerEvent) => {
    if (!aiming) return;
    event.preventDefault();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    setValues({ ...values, piece: piece.name });
    setDragging(true);
  };
  const onMove = (event: PointerEvent) => {
    if (!dragging || !chosen) return;
    aimAt(chosen, event);
  };
  const onUp = (event: PointerEvent) => {
    if (!dragging || !chosen) return;
    setDragging(false);
    const at = point(event);
    if (!at) return;
    const [px, py] = toScreen(chosen.x, chosen.y, flipped);
    if (Math.hypot(at[0] - px, at[1] - py) <= r) return; // a tap chooses the disc only
    aimAt(chosen, event);
    const [bx, by] = fromScreen(at[0], at[1], flipped);
    const a = (Math.atan2(chosen.y - by, chosen.x - bx) * 180) / Math.PI;
    const pull = Math.hypot(at[0] - px, at[1] - py);
    props.onAct({
      flick: {
        piece: chosen.name,
        angle: Math.round(((a % 360) + 360) % 360 * 10) / 10,
        power: Math.round(Math.min(1, Math.max(0.02, pull / FULL_PULL)) * 100) / 100,
      },
    });
  };

  const lastPiece = !playing && shot ? view.pieces.find((p) => p.id === shot.piece) : undefined;
  const from = !playing && shot ? toScreen(shot.from[0], shot.from[1], flipped) : null;
  const whiteSeat = view.seat_colours.indexOf(0);
  const blackSeat = view.seat_colours.indexOf(1);
  const label = t("chapaev_board", {
    white: view.pieces.filter((p) => p.colour === 0).map((p) => p.name).join(", ") || "—",
    black: view.pieces.filter((p) => p.colour === 1).map((p) => p.name).join(", ") || "—",
  });

  return (
    <div class="chapaev-table" data-testid="chapaev" data-phase={view.phase} data-round={view.round}
      data-my-colour={myColour} data-shots={shotNumber} data-playing={playing ? "1" : "0"}>
      <svg ref={svg} class="board chapaev-board" viewBox="-16 -6 344 344" role="img" aria-label={label}
        style={{ width: "100%", maxWidth: "560px", touchAction: "none", display: "block", margin: "0 auto" }}
        onPointerMove={onMove} onPointerUp={onUp} onPointerCancel={() => setDragging(false)}>
        <Squares flipped={flipped} theme={theme} />
        <Coordinates flipped={flipped} />
        {from && <circle cx={from[0]} cy={from[1]} r={r} fill="none" stroke="#e0a100" stroke-width={1.5} stroke-dasharray="4 3" data-testid="last-from" />}
        {from && lastPiece && (() => {
          const [lx, ly] = toScreen(lastPiece.x, lastPiece.y, flipped);
          return <line x1={from[0]} y1={from[1]} x2={lx} y2={ly} stroke="#e0a100" stroke-width={1.5} stroke-dasharray="4 3" />;
        })()}
        {drawn.map((d) => (
          <Disc key={d.id} id={d.id} x={d.x} y={d.y} r={r} colour={d.colour} theme={theme} mark={!playing && lastPiece?.id === d.id ? "last" : undefined} />
        ))}
        {mine.map((p) => {
          const [X, Y] = toScreen(p.x, p.y, flipped);
          return (
            <circle key={`hit-${p.id}`} cx={X} cy={Y} r={22} fill="transparent" class="chapaev-own"
              stroke={p.name === values.piece ? "#2a9d8f" : "none"} stroke-width={2}
              data-testid="own-piece" data-piece={p.name} data-x={X} data-y={Y}
              style={{ cursor: "grab" }} onPointerDown={(e) => onDown(p, e)} />
          );
        })}
        {chosen && <Arrow {...{ angle, power, flipped }} x={toScreen(chosen.x, chosen.y, flipped)[0]} y={toScreen(chosen.x, chosen.y, flipped)[1]} />}
      </svg>
      <SkipButton playing={playing} onSkip={skip} />
      {chosen && (
        <div class="chapaev-aim" data-testid="aim">
          <span>{t("chapaev_aim", { piece: chosen.name, angle: angle.toFixed(1), power: power.toFixed(2) })}</span>
          <div class="chapaev-power" role="meter" aria-label={t("chapaev_power")} aria-valuemin={0} aria-valuemax={1} aria-valuenow={power}
            style={{ height: "10px", background: "#ddd", borderRadius: "5px", overflow: "hidden", marginTop: "4px" }}>
            <div style={{ width: `${power * 100}%`, height: "100%", background: "#d62828" }} />
          </div>
        </div>
      )}
      {view.extra_shot && view.to_shoot !== null && !playing && (
        <p class="notice" data-testid="extra-shot" role="status">{t("chapaev_extra", { colour: colourInText(view.to_shoot) })}</p>
      )}
      <dl class="figures" data-testid="chapaev-score">
        <div class="figure"><dt>{t("chapaev_round")}</dt><dd data-testid="round">{view.round}</dd></div>
        <div class="figure"><dt>{t("chapaev_rows")}</dt><dd data-testid="rows">{t("chapaev_rows_value", { w: view.rows.w, b: view.rows.b })}</dd></div>
        <div class="figure"><dt>{t("chapaev_won")}</dt><dd>{`${colourName(0)} ${view.rounds_won[whiteSeat] ?? 0} : ${view.rounds_won[blackSeat] ?? 0} ${colourName(1)}`}</dd></div>
        <div class="figure"><dt>{t("chapaev_left")}</dt><dd data-testid="left">{`${view.left[0]} : ${view.left[1]}`}</dd></div>
      </dl>
      {mySeat !== null && mySeat !== undefined && <p class="muted small">{t("chapaev_you_play", { colour: colourInText(myColour) })}</p>}
      {shot && !playing && (
        <p class="muted small" data-testid="last-flick">{t("chapaev_last", { piece: shot.name, out: shot.out.length })}</p>
      )}
      {view.phase === "pie" && props.canAct && (
        <div class="board-tools" data-testid="pie">
          <p>{t("chapaev_pie")}</p>
          <button type="button" class="primary" data-testid="pie-swap" onClick={() => props.onAct({ pie: "swap" })}>{t("chapaev_swap")}</button>
          <button type="button" class="secondary" data-testid="pie-keep" onClick={() => props.onAct({ pie: "keep" })}>{t("chapaev_keep")}</button>
        </div>
      )}
      {aiming && controls && (
        <>
          <p class="muted small">{t("chapaev_hint")}</p>
          <ControlsPanel spec={controls} values={shown} onChange={setValues} title={t("chapaev_controls")} sendLabel={t("chapaev_send")}
            disabled={props.pendingAction !== null} onAct={(action) => props.onAct({ flick: action })} />
        </>
      )}
      {props.refused && <p class="error" data-testid="refusal" role="alert">{typeof props.refused.text === "string" ? props.refused.text : tx(props.refused.text)}</p>}
    </div>
  );
}

function describeEvent(event: GameEvent): string | null {
  if (event.kind === "flick") {
    return t("chapaev_flick", {
      piece: String(event.name),
      angle: Number(event.angle).toFixed(1),
      power: Number(event.power).toFixed(2),
      out: Number(event.knocked_opponent),
      own: Number(event.knocked_own),
    });
  }
  if (event.kind === "round_over") {
    return t("chapaev_round_over", { round: Number(event.round), colour: colourInText(Number(event.winner)) });
  }
  if (event.kind === "round_drawn") return t("chapaev_round_drawn", { round: Number(event.round) });
  if (event.kind === "turn" && event.extra === true) return t("chapaev_extra", { colour: colourInText(Number(event.colour)) });
  if (event.kind === "pie") return t(event.swap === true ? "chapaev_swapped" : "chapaev_kept");
  return null;
}

function ChapaevThumbnail() {
  const theme = boardTheme(settings.value.board_theme);
  const discs = [];
  for (let f = 0; f < 8; f += 1) {
    discs.push(<Disc key={`w${f}`} x={f * SQ + 20} y={300} r={14} colour={0} theme={theme} />);
    discs.push(<Disc key={`b${f}`} x={f * SQ + 20} y={20} r={14} colour={1} theme={theme} />);
  }
  return (
    <svg viewBox="0 0 320 320" width={320} height={320} role="img" aria-label={t("chapaev_thumbnail")}>
      <Squares flipped={false} theme={theme} />
      {discs}
      <Arrow x={140} y={300} angle={80} power={0.9} flipped={false} />
    </svg>
  );
}

export const chapaevRenderer: GameRenderer = {
  games: ["chapaev"],
  Board: ChapaevBoard,
  Thumbnail: ChapaevThumbnail,
  describeEvent,
};
