/**
 * The square board every board game draws on: squares, homes, the last move,
 * pieces from the chosen theme, highlights, and input by click, drag or
 * keyboard. It knows squares and pieces, never a game's rules.
 */
import { useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import type { JSX } from "preact";
import { tx } from "../../i18n";
import { t } from "./strings";
import type { BoardTheme, PieceLayer, SeatPalette } from "../../themes/board";
import { seatPalette } from "../../themes/board";
import { fromScreen, parseSquare, squareName, stepCursor, toScreen, type Orientation } from "./geometry";

export interface BoardPiece {
  square: string;
  seat: number;
  king?: boolean;
}

export interface SvgBoardProps {
  width: number;
  height: number;
  flipped: boolean;
  theme: BoardTheme;
  pieces: BoardPiece[];
  /** Which squares are dark; by default a chessboard pattern with a1 dark. */
  isDark?: (file: number, rank: number) => boolean;
  homes?: { seat: number; squares: string[] }[];
  lastMove?: string[] | null;
  /**
   * The other seats' moves since the player last moved, before the last one (a board of
   * four): each a thinner line in its seat's colour, so every seat's last move is seen.
   */
  earlierMoves?: { seat: number; path: string[] }[];
  /** Squares emptied by the last move's captures, marked with a cross. */
  captured?: string[];
  /** The move being built: its first square is the picked-up piece. */
  selected: string[];
  targets: string[];
  /** Pieces with a legal move (marked for the player and for tests). */
  movable: Set<string>;
  /** Pieces that may be picked up by a drag (every own piece, so a refused move can say why). */
  draggable?: Set<string>;
  interactive: boolean;
  reducedMotion: boolean;
  /** Changes when a new move arrives, to play its animation once. */
  moveKey: string | number;
  onSquare: (square: string) => void;
  onDrop: (from: string, to: string) => void;
  onEscape: () => void;
  label: string;
}

const CELL = 100;
const FRAME = 30;
const DRAG_THRESHOLD_PX = 8;

function Piece({ layers, palette, king, kingLayers, size }: {
  layers: PieceLayer[];
  palette: SeatPalette;
  king: boolean;
  kingLayers: PieceLayer[];
  size: number;
}) {
  const scale = size / 100;
  const paint = (layer: PieceLayer) => palette[layer.paint];
  return (
    <g transform={`scale(${scale})`}>
      {layers.map((layer, i) => (
        <path key={i} d={layer.d} fill={paint(layer)} opacity={layer.opacity ?? 1} />
      ))}
      {king && kingLayers.map((layer, i) => (
        <path key={`k${i}`} d={layer.d} fill={paint(layer)} opacity={layer.opacity ?? 1} />
      ))}
    </g>
  );
}

export function SvgBoard(props: SvgBoardProps) {
  const { width, height, flipped, theme, pieces } = props;
  const o: Orientation = { width, height, flipped };
  const svgRef = useRef<SVGSVGElement>(null);
  const [cursor, setCursorState] = useState<string>(() => props.selected[0] ?? squareName(0, 0));
  // Keys can come faster than renders: handlers read the cursor from here, not from a stale render.
  const cursorRef = useRef(cursor);
  const setCursor = (square: string) => {
    cursorRef.current = square;
    setCursorState(square);
  };
  const [focused, setFocused] = useState(false);
  // The keyboard cursor shows only while the board is worked from the keyboard.
  const [keyboard, setKeyboard] = useState(false);
  const [drag, setDrag] = useState<{ from: string; x: number; y: number } | null>(null);
  const pointer = useRef<{ from: string; sx: number; sy: number; id: number; dragging: boolean } | null>(null);
  const suppressClick = useRef(false);
  const total = { w: width * CELL + 2 * FRAME, h: height * CELL + 2 * FRAME };

  const pos = (square: string) => {
    const at = parseSquare(square);
    if (!at) return null;
    const { col, row } = toScreen(o, at.file, at.rank);
    return { x: FRAME + col * CELL, y: FRAME + row * CELL };
  };

  const bySquare = useMemo(() => {
    const map = new Map<string, BoardPiece>();
    for (const piece of pieces) map.set(piece.square, piece);
    return map;
  }, [pieces]);

  const toSvgPoint = (clientX: number, clientY: number) => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: point.x, y: point.y };
  };

  const squareAt = (clientX: number, clientY: number): string | null => {
    const p = toSvgPoint(clientX, clientY);
    if (!p) return null;
    const col = Math.floor((p.x - FRAME) / CELL);
    const row = Math.floor((p.y - FRAME) / CELL);
    if (col < 0 || row < 0 || col >= width || row >= height) return null;
    const { file, rank } = fromScreen(o, col, row);
    return squareName(file, rank);
  };

  // Animate the piece of the last move along its path (instantly with reduced motion).
  useLayoutEffect(() => {
    if (props.reducedMotion || !props.lastMove || props.lastMove.length < 2) return;
    const svg = svgRef.current;
    const end = props.lastMove[props.lastMove.length - 1];
    const node = svg?.querySelector<SVGGElement>(`[data-piece="${end}"] .piece-body`);
    const endPos = pos(end);
    if (!node || !endPos || typeof node.animate !== "function") return;
    const frames = props.lastMove.map((square) => {
      const p = pos(square) ?? endPos;
      return { transform: `translate(${p.x - endPos.x}px, ${p.y - endPos.y}px)` };
    });
    const hops = props.lastMove.length - 1;
    node.animate(frames, { duration: Math.min(200 * hops, 700), easing: "ease-out" });
    // Only a new move (moveKey) animates; a re-render of the same position does not.
  }, [props.moveKey]);

  const onPointerDown = (event: JSX.TargetedPointerEvent<SVGSVGElement>) => {
    setKeyboard(false);
    if (!props.interactive || event.button !== 0) return;
    const square = squareAt(event.clientX, event.clientY);
    if (!square || !bySquare.has(square) || !(props.draggable ?? props.movable).has(square)) return;
    pointer.current = { from: square, sx: event.clientX, sy: event.clientY, id: event.pointerId, dragging: false };
  };

  const onPointerMove = (event: JSX.TargetedPointerEvent<SVGSVGElement>) => {
    const p = pointer.current;
    if (!p || p.id !== event.pointerId) return;
    if (!p.dragging) {
      if (Math.hypot(event.clientX - p.sx, event.clientY - p.sy) < DRAG_THRESHOLD_PX) return;
      p.dragging = true;
      svgRef.current?.setPointerCapture?.(event.pointerId);
    }
    const point = toSvgPoint(event.clientX, event.clientY);
    if (point) setDrag({ from: p.from, x: point.x, y: point.y });
  };

  const onPointerUp = (event: JSX.TargetedPointerEvent<SVGSVGElement>) => {
    const p = pointer.current;
    pointer.current = null;
    if (!p || !p.dragging) return;
    setDrag(null);
    suppressClick.current = true;
    const to = squareAt(event.clientX, event.clientY);
    if (to && to !== p.from) props.onDrop(p.from, to);
  };

  const onClick = (event: JSX.TargetedMouseEvent<SVGSVGElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (!props.interactive) return;
    const square = squareAt(event.clientX, event.clientY);
    if (square) {
      setCursor(square);
      props.onSquare(square);
    }
  };

  const onKeyDown = (event: JSX.TargetedKeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    if (event.key in moves || event.key === "Enter" || event.key === " ") setKeyboard(true);
    if (event.key in moves) {
      const [dc, dr] = moves[event.key];
      setCursor(stepCursor(o, cursorRef.current, dc, dr));
      event.preventDefault();
    } else if (event.key === "Enter" || event.key === " ") {
      if (props.interactive) props.onSquare(cursorRef.current);
      event.preventDefault();
    } else if (event.key === "Escape") {
      props.onEscape();
      event.preventDefault();
    }
  };

  const describe = (square: string) => {
    const piece = bySquare.get(square);
    if (!piece) return t("board_square_empty", { square });
    const colour = tx(seatPalette(theme, piece.seat).name);
    return t(piece.king ? "board_square_king" : "board_square_piece", { square, colour });
  };

  const isDark = props.isDark ?? ((file: number, rank: number) => (file + rank) % 2 === 0);
  const squares: JSX.Element[] = [];
  for (let rank = 0; rank < height; rank += 1) {
    for (let file = 0; file < width; file += 1) {
      const name = squareName(file, rank);
      const p = pos(name)!;
      squares.push(
        <rect
          key={name}
          x={p.x}
          y={p.y}
          width={CELL}
          height={CELL}
          fill={isDark(file, rank) ? theme.dark : theme.light}
          data-square={name}
        />,
      );
    }
  }

  const homeCells: JSX.Element[] = [];
  for (const home of props.homes ?? []) {
    for (const square of home.squares) {
      const p = pos(square);
      if (p) homeCells.push(
        <rect key={`h${home.seat}${square}`} data-home={home.seat} data-home-square={square} x={p.x} y={p.y} width={CELL} height={CELL}
          fill={theme.homes[home.seat % theme.homes.length]} pointer-events="none" />,
      );
    }
  }

  const last = props.lastMove ?? [];
  const lastCells = last.map((square, i) => {
    const p = pos(square);
    return p ? <rect key={`l${i}`} class="last-move" pointer-events="none" x={p.x} y={p.y} width={CELL} height={CELL} fill={theme.lastMove} data-last={square} /> : null;
  });
  const lastLine = last.length >= 2 ? (
    <polyline
      class="last-move-line"
      points={last.map((square) => { const p = pos(square)!; return `${p.x + CELL / 2},${p.y + CELL / 2}`; }).join(" ")}
      fill="none" stroke={theme.lastMove} stroke-width={10} stroke-linecap="round" stroke-linejoin="round" opacity={0.9}
      pointer-events="none"
    />
  ) : null;

  const earlier = (props.earlierMoves ?? []).map(({ seat, path }, i) => {
    const points = path.map(pos).filter((p): p is NonNullable<typeof p> => !!p);
    if (points.length < 2) return null;
    const colour = seatPalette(theme, seat).body;
    const end = points[points.length - 1];
    return (
      <g key={`e${i}`} class="earlier-move" data-earlier={path.join("-")} data-seat={seat} pointer-events="none">
        <rect x={end.x + 6} y={end.y + 6} width={CELL - 12} height={CELL - 12} fill="none" stroke={colour} stroke-width={6} opacity={0.9} />
        <polyline points={points.map((p) => `${p.x + CELL / 2},${p.y + CELL / 2}`).join(" ")}
          fill="none" stroke={colour} stroke-width={6} stroke-dasharray="14 10" stroke-linecap="round" opacity={0.85} />
      </g>
    );
  });

  const capturedMarks = (props.captured ?? []).map((square) => {
    const p = pos(square);
    if (!p) return null;
    const a = CELL * 0.3;
    const b = CELL * 0.7;
    return (
      <path key={`x${square}`} class="captured" data-captured={square} pointer-events="none"
        d={`M${p.x + a} ${p.y + a}L${p.x + b} ${p.y + b}M${p.x + b} ${p.y + a}L${p.x + a} ${p.y + b}`}
        stroke={theme.lastMove} stroke-width={9} stroke-linecap="round" opacity={0.95} />
    );
  });

  const selectedPath = props.selected;
  const movingFrom = selectedPath[0];
  const pathLine = selectedPath.length >= 2 ? (
    <polyline
      points={selectedPath.map((square) => { const p = pos(square)!; return `${p.x + CELL / 2},${p.y + CELL / 2}`; }).join(" ")}
      fill="none" stroke={theme.selected} stroke-width={8} stroke-dasharray="16 10" pointer-events="none"
    />
  ) : null;

  const pieceNodes = pieces.map((piece) => {
    let square = piece.square;
    // A piece in the middle of a chain is drawn where the chain has brought it.
    if (square === movingFrom && selectedPath.length >= 2) square = selectedPath[selectedPath.length - 1];
    const p = pos(square);
    if (!p) return null;
    const dragging = drag?.from === piece.square;
    return (
      <g key={piece.square} data-piece={square} data-seat={piece.seat} data-king={piece.king ? "1" : "0"}
        data-movable={props.interactive && props.movable.has(piece.square) ? "1" : undefined}
        transform={`translate(${p.x},${p.y})`} opacity={dragging ? 0.35 : 1} pointer-events="none">
        <g class="piece-body">
          <Piece layers={theme.piece} kingLayers={theme.king} palette={seatPalette(theme, piece.seat)} king={!!piece.king} size={CELL} />
        </g>
      </g>
    );
  });

  const marks: JSX.Element[] = [];
  if (movingFrom) {
    const p = pos(selectedPath[selectedPath.length - 1]);
    if (p) marks.push(<rect key="sel" x={p.x + 4} y={p.y + 4} width={CELL - 8} height={CELL - 8} fill="none" stroke={theme.selected} stroke-width={8} rx={8} pointer-events="none" />);
  }
  for (const square of props.targets) {
    const p = pos(square);
    if (p) marks.push(
      <circle key={`t${square}`} class="target" data-target={square} cx={p.x + CELL / 2} cy={p.y + CELL / 2} r={CELL * 0.17} fill={theme.target} pointer-events="none" />,
    );
  }
  if (focused && keyboard) {
    const p = pos(cursor);
    if (p) marks.push(<rect key="cur" x={p.x + 2} y={p.y + 2} width={CELL - 4} height={CELL - 4} fill="none" stroke={theme.cursor} stroke-width={6} stroke-dasharray="14 8" pointer-events="none" />);
  }

  const coords: JSX.Element[] = [];
  for (let col = 0; col < width; col += 1) {
    const { file } = fromScreen(o, col, 0);
    coords.push(<text key={`f${col}`} x={FRAME + col * CELL + CELL / 2} y={total.h - 6} class="coord" fill={theme.coords}>{squareName(file, 0)[0]}</text>);
  }
  for (let row = 0; row < height; row += 1) {
    const { rank } = fromScreen(o, 0, row);
    coords.push(<text key={`r${row}`} x={FRAME / 2} y={FRAME + row * CELL + CELL / 2 + 8} class="coord" fill={theme.coords}>{rank + 1}</text>);
  }

  const ghost = drag ? bySquare.get(drag.from) : null;

  return (
    <div class="board-wrap">
      <svg
        ref={svgRef}
        class={`board${props.interactive ? " interactive" : ""}`}
        viewBox={`0 0 ${total.w} ${total.h}`}
        role="application"
        aria-label={props.label}
        aria-roledescription={t("board_role")}
        tabIndex={0}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => { pointer.current = null; setDrag(null); }}
      >
        <rect x={0} y={0} width={total.w} height={total.h} rx={14} fill={theme.frame} />
        {squares}
        {homeCells}
        {lastCells}
        {earlier}
        {lastLine}
        {capturedMarks}
        {pathLine}
        {pieceNodes}
        {marks}
        {coords}
        {ghost && drag && (
          <g transform={`translate(${drag.x - CELL / 2},${drag.y - CELL / 2})`} pointer-events="none">
            <Piece layers={theme.piece} kingLayers={theme.king} palette={seatPalette(theme, ghost.seat)} king={!!ghost.king} size={CELL} />
          </g>
        )}
      </svg>
      <div class="visually-hidden" aria-live="polite">{focused && keyboard ? describe(cursor) : ""}</div>
    </div>
  );
}
