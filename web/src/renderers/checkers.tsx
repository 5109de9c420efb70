/**
 * Russian checkers: dark squares only, kings crowned, captures played jump by
 * jump (a capture must be completed, so the move is sent as soon as it can
 * end), and the position exported as FEN for analysis elsewhere.
 */
import { useState } from "preact/hooks";
import { t } from "../i18n";
import { settings } from "../settings/store";
import { boardTheme } from "../themes/board";
import { BoardGame } from "./board/BoardGame";
import { SvgBoard } from "./board/SvgBoard";
import type { GameRenderer, RendererProps } from "./types";

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
      <button type="button" class="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t("fen_export")}
      </button>
      {open && (
        <div class="fen-box">
          <label>
            <span class="visually-hidden">{t("fen_label")}</span>
            <input readOnly value={fen} data-testid="fen" onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" onClick={copy}>{copied ? t("copied") : t("copy")}</button>
        </div>
      )}
    </div>
  );
}

function CheckersBoard(props: RendererProps) {
  const fen = typeof props.view.fen === "string" ? props.view.fen : null;
  return (
    <BoardGame {...props} flipped={props.seat === 1} autoFinish>
      {fen && <FenExport fen={fen} />}
    </BoardGame>
  );
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
};
