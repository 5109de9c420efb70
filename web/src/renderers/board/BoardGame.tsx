/**
 * The interactive part shared by board games: building a move from the legal
 * paths (click, drag or keyboard), the «Завершить ход» button, the refusal
 * reason, and the board itself. A game's renderer adds what is its own.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { tx } from "../../i18n";
import { t } from "./strings";
import { settings } from "../../settings/store";
import { boardTheme } from "../../themes/board";
import { legalText } from "../../table/events";
import type { RendererProps } from "../types";
import { actionFor, clickSquare, isWholeMove, legalPaths, movablePieces, nextSquares, otherActions, type Path } from "./paths";
import { SvgBoard, type BoardPiece } from "./SvgBoard";

export interface BoardView {
  width: number;
  height: number;
  pieces: BoardPiece[];
  turn: number | null;
  last_move: string[] | null;
  ply: number;
  [extra: string]: unknown;
}

export function asBoardView(view: Record<string, unknown>): BoardView | null {
  if (typeof view.width !== "number" || typeof view.height !== "number" || !Array.isArray(view.pieces)) return null;
  return view as unknown as BoardView;
}

export interface BoardGameProps extends RendererProps {
  isDark?: (file: number, rank: number) => boolean;
  homes?: { seat: number; squares: string[] }[];
  /** End a move by itself when nothing may follow; false shows «Завершить ход» even then. */
  autoFinish: boolean;
  /** Whether the board is turned for this seat. */
  flipped: boolean;
  /** Squares to mark as just emptied (pieces captured by the last move). */
  captured?: string[];
  /** A hint above the board when it is the player's move ("you must capture"). */
  hint?: string | null;
  /** The words on the button of an action that is not a move on the board (a pass, a draw offer). */
  labelAction?: (action: unknown, text: string) => string;
  /** Under the board: game-specific figures and tools. */
  children?: ComponentChildren;
}

/**
 * Each other seat's latest move among `recent` (the moves since the player's own), but for
 * the very last one, which the board marks as the last move.
 */
export function earlierMoves(recent: RendererProps["recent"] & object, last: string[] | null): { seat: number; path: string[] }[] {
  const bySeat = new Map<number, string[]>();
  for (const event of recent) {
    if (event.kind !== "move" || typeof event.seat !== "number" || !Array.isArray(event.path)) continue;
    bySeat.set(event.seat, event.path.map(String));
  }
  const lastKey = (last ?? []).join("-");
  return [...bySeat].filter(([, path]) => path.join("-") !== lastKey).map(([seat, path]) => ({ seat, path }));
}

/** From this many columns a square on a phone is too small for a finger: offer «Крупнее». */
export const ZOOMABLE_WIDTH = 12;

export function BoardGame(props: BoardGameProps) {
  const view = asBoardView(props.view);
  // A 16×16 board on a phone has 23-pixel squares; enlarged it scrolls instead.
  const [zoomed, setZoomed] = useState(false);
  const zoomRef = useRef<HTMLDivElement>(null);
  // Enlarged, the frame opens on the player's own pieces rather than on a corner of empty squares.
  useEffect(() => {
    const frame = zoomRef.current;
    if (!zoomed || !frame) return;
    const own = frame.querySelector<SVGElement>(`[data-piece][data-seat="${props.seat}"]`);
    if (!own) return;
    const box = own.getBoundingClientRect();
    const at = frame.getBoundingClientRect();
    frame.scrollLeft += box.left + box.width / 2 - (at.left + at.width / 2);
    frame.scrollTop += box.top + box.height / 2 - (at.top + at.height / 2);
  }, [zoomed]);
  const [prefix, setPrefixState] = useState<Path>([]);
  // Clicks and keys can come faster than renders: the move so far is read from here.
  const prefixRef = useRef<Path>([]);
  const setPrefix = (next: Path) => {
    prefixRef.current = next;
    setPrefixState(next);
  };
  const [local, setLocal] = useState<{ key: "not_your_turn"; serial: number } | null>(null);
  const paths = useMemo(() => legalPaths(props.legal), [props.legal]);
  const others = useMemo(() => otherActions(props.legal), [props.legal]);
  const movable = useMemo(() => movablePieces(paths), [paths]);
  const s = settings.value;
  const theme = boardTheme(s.board_theme);

  // A new position (or a refusal) starts the move over.
  useEffect(() => setPrefix([]), [view?.ply, props.legal, props.refused?.serial]);
  useEffect(() => setLocal(null), [view?.ply]);

  if (!view) return <p class="muted">{t("view_unreadable")}</p>;

  const own = (square: string) => view.pieces.some((p) => p.square === square && p.seat === props.seat);
  const ctx = { paths, ownPiece: own, autoFinish: props.autoFinish };

  const play = (path: Path) => {
    const entry = actionFor(props.legal, path);
    setPrefix([]);
    if (entry) props.onAct(entry.action);
  };

  const handle = (square: string) => {
    if (props.seat === null) return;
    if (!props.canAct) {
      if (own(square)) setLocal({ key: "not_your_turn", serial: Date.now() });
      return;
    }
    setLocal(null);
    const outcome = clickSquare(ctx, prefixRef.current, square);
    switch (outcome.kind) {
      case "select":
        setPrefix(outcome.prefix);
        // A piece with no move: the server, which knows the rules, says why (must capture, blocked…).
        if (outcome.prefix.length === 1 && !movable.has(square)) props.onProbe({ path: [square] });
        break;
      case "play":
        play(outcome.path);
        break;
      case "clear":
        setPrefix([]);
        break;
      case "illegal":
        setPrefix(outcome.path.length > 2 ? outcome.path.slice(0, -1) : outcome.path.slice(0, 1));
        props.onProbe({ path: outcome.path });
        break;
      default:
        break;
    }
  };

  const drop = (from: string, to: string) => {
    if (!props.canAct) return;
    const start = prefixRef.current[0] === from ? prefixRef.current : [from];
    const outcome = clickSquare(ctx, start, to);
    if (outcome.kind === "play") play(outcome.path);
    else if (outcome.kind === "select") setPrefix(outcome.prefix);
    else if (outcome.kind === "illegal") props.onProbe({ path: outcome.path });
  };

  const targets = props.canAct && prefix.length > 0 ? nextSquares(paths, prefix) : [];
  const canFinish = props.canAct && isWholeMove(paths, prefix);
  const inChain = prefix.length >= 2;
  const refusal = local
    ? t(local.key)
    : props.refused
      ? tx(props.refused.text)
      : "";

  const pendingPath = (props.pendingAction as { path?: string[] } | null)?.path ?? null;

  const zoomable = view.width >= ZOOMABLE_WIDTH;
  return (
    <div class="board-game">
      <div ref={zoomRef} class={`board-zoom${zoomable && zoomed ? " zoomed" : ""}`} data-testid="board-zoom">
      <SvgBoard
        width={view.width}
        height={view.height}
        flipped={props.flipped}
        theme={theme}
        pieces={view.pieces}
        isDark={props.isDark}
        homes={props.homes}
        lastMove={pendingPath ?? view.last_move}
        earlierMoves={pendingPath ? [] : earlierMoves(props.recent ?? [], view.last_move)}
        captured={pendingPath ? [] : props.captured}
        selected={prefix}
        targets={targets}
        movable={props.canAct ? movable : new Set()}
        draggable={props.canAct ? new Set(view.pieces.filter((p) => p.seat === props.seat).map((p) => p.square)) : new Set()}
        interactive={props.canAct}
        reducedMotion={s.reduced_motion}
        moveKey={`${view.ply}:${(view.last_move ?? []).join("-")}`}
        onSquare={handle}
        onDrop={drop}
        onEscape={() => setPrefix([])}
        label={t("board_label", { width: view.width, height: view.height })}
      />
      </div>
      {zoomable && zoomed && <p class="hint">{t("board_zoom_hint")}</p>}
      <div class="move-bar" role="group" aria-label={t("move_controls")}>
        {props.canAct && props.hint && !refusal && <p class="hint">{props.hint}</p>}
        <p class={`refusal${refusal ? " shown" : ""}`} role="alert" data-testid="refusal">{refusal}</p>
        {props.canAct && others.map((entry, i) => (
          <button key={i} type="button" class="secondary" data-testid="other-action" onClick={() => props.onAct(entry.action)}>
            {props.labelAction ? props.labelAction(entry.action, legalText(entry)) : legalText(entry)}
          </button>
        ))}
        {zoomable && (
          <button type="button" class="secondary" aria-pressed={zoomed} data-testid="board-zoom-toggle"
            onClick={() => setZoomed(!zoomed)}>{t("board_zoom")}</button>
        )}
        {inChain && (
          <button type="button" class="secondary" onClick={() => setPrefix([])}>{t("cancel_move")}</button>
        )}
        {(canFinish || inChain) && (
          <button type="button" class="primary" data-testid="finish-move" disabled={!canFinish} onClick={() => play(prefix)}>
            {t("finish_move")}
          </button>
        )}
      </div>
      {props.children}
    </div>
  );
}
