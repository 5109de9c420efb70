/**
 * Russian checkers: dark squares only, kings crowned, captures played jump by
 * jump (a capture must be completed, so the move is sent as soon as it can
 * end), captured pieces marked, draw offers, and the position as FEN.
 */
import { useState } from "preact/hooks";
import { tx } from "../../i18n";
import { t } from "./strings";
import type { GameEvent } from "../../net/types";
import { settings } from "../../settings/store";
import { boardTheme, seatPalette } from "../../themes/board";
import { BoardGame } from "../board/BoardGame";
import { SvgBoard } from "../board/SvgBoard";
import type { GameRenderer, RendererProps } from "../types";

function FenExport({ fen }: { fen: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fen);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div class="fen">
      <button type="button" class="secondary" aria-expanded={open} data-testid="fen-toggle" onClick={() => setOpen(!open)}>
        {t("fen_export")}
      </button>
      {open && (
        <div class="fen-box">
          <label>
            <span class="visually-hidden">{t("fen_label")}</span>
            <input readOnly value={fen} data-testid="fen" onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" onClick={() => void copy()}>{copied ? t("copied") : t("copy")}</button>
        </div>
      )}
    </div>
  );
}

interface DrawState {
  offer?: number | null;
  agreement?: boolean;
  agreement_from_ply?: number;
}

/**
 * The draw-agreement action open to `seat` now, read from the view (the game
 * keeps these out of `legal` so bots never search them): accept an offer made
 * by the opponent, or offer one once the table's rules allow it.
 */
export function drawAction(view: Record<string, unknown>, seat: number | null): "offer" | "accept" | null {
  const draw = (view.draw ?? {}) as DrawState;
  if (seat === null || view.outcome || draw.agreement === false) return null;
  if (typeof draw.offer === "number") return draw.offer !== seat ? "accept" : null;
  const ply = typeof view.ply === "number" ? view.ply : 0;
  return ply >= (draw.agreement_from_ply ?? 0) ? "offer" : null;
}

function CheckersBoard(props: RendererProps) {
  const fen = typeof props.view.fen === "string" ? props.view.fen : null;
  const captured = Array.isArray(props.view.captured_last) ? (props.view.captured_last as string[]) : [];
  const offer = (props.view.draw as DrawState | undefined)?.offer;
  const draw = props.canAct ? drawAction(props.view, props.seat) : null;
  const theme = boardTheme(settings.value.board_theme);
  const offerText = typeof offer === "number"
    ? offer === props.seat ? t("draw_offered_by_you") : t("draw_offered_by", { side: tx(seatPalette(theme, offer).name) })
    : null;
  return (
    <BoardGame {...props} flipped={props.seat === 1} autoFinish captured={captured}
      hint={props.view.must_capture === true ? t("must_capture") : null}>
      {offerText && <p class="notice" data-testid="draw-offer">{offerText}</p>}
      <div class="board-tools">
        {draw && (
          <button type="button" class={draw === "accept" ? "primary" : "secondary"} data-testid="draw-action" onClick={() => props.onAct({ draw })}>
            {draw === "offer" ? t("draw_offer") : t("draw_accept")}
          </button>
        )}
        {draw === "accept" && (
          <button type="button" class="secondary" data-testid="draw-decline" onClick={() => props.onAct({ draw: "decline" })}>
            {t("draw_decline")}
          </button>
        )}
        {fen && <FenExport fen={fen} />}
      </div>
    </BoardGame>
  );
}

function describeEvent(event: GameEvent): string | null {
  if (event.kind === "draw_offered") return t("draw_offered_event");
  if (event.kind === "draw_agreed") return t("draw_agreed_event");
  if (event.kind === "draw_declined") return t("draw_declined_event");
  if (event.kind === "move" && typeof event.text === "string") {
    return event.crowned === true ? `${event.text} ${t("crowned_mark")}` : event.text;
  }
  return null;
}

function CheckersThumbnail() {
  const theme = boardTheme(settings.value.board_theme);
  const pieces = [];
  for (let rank = 0; rank < 8; rank += 1) {
    for (let file = 0; file < 8; file += 1) {
      if ((file + rank) % 2 !== 0) continue;
      const square = `${"abcdefgh"[file]}${rank + 1}`;
      if (rank < 3) pieces.push({ square, seat: 0 });
      else if (rank > 4) pieces.push({ square, seat: 1 });
    }
  }
  return (
    <SvgBoard width={8} height={8} flipped={false} theme={theme} pieces={pieces}
      selected={[]} targets={[]} movable={new Set()} interactive={false} reducedMotion
      moveKey="thumb" onSquare={() => undefined} onDrop={() => undefined} onEscape={() => undefined}
      label={t("thumbnail_label")} lastMove={null} />
  );
}

export const checkersRenderer: GameRenderer = {
  games: ["russian_checkers"],
  Board: CheckersBoard,
  Thumbnail: CheckersThumbnail,
  describeEvent,
};
