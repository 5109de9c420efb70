/**
 * Ugolki (and Halma): the shared board, each side's home tinted, the tempo
 * number of each side, and jump chains that may stop after any jump.
 */
import { t, tx } from "../i18n";
import { settings } from "../settings/store";
import { boardTheme, seatPalette } from "../themes/board";
import { BoardGame, asBoardView } from "./board/BoardGame";
import { SvgBoard } from "./board/SvgBoard";
import type { GameRenderer, RendererProps } from "./types";

/** `homes` as the view gives it: a list per seat, or a map from seat to squares. */
export function readHomes(value: unknown): { seat: number; squares: string[] }[] {
  if (Array.isArray(value)) {
    return value
      .map((squares, seat) => ({ seat, squares: Array.isArray(squares) ? squares.filter((s): s is string => typeof s === "string") : [] }))
      .filter((home) => home.squares.length > 0);
  }
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).map(([seat, squares]) => ({
      seat: Number(seat),
      squares: Array.isArray(squares) ? squares.filter((s): s is string => typeof s === "string") : [],
    }));
  }
  return [];
}

/** The tempo number per seat, from a list or a map. */
export function readTempo(value: unknown): { seat: number; tempo: number }[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : value && typeof value === "object"
      ? Object.entries(value as Record<string, unknown>)
      : [];
  return entries
    .filter(([, v]) => typeof v === "number")
    .map(([seat, v]) => ({ seat: Number(seat), tempo: v as number }));
}

function UgolkiBoard(props: RendererProps) {
  const view = asBoardView(props.view);
  const theme = boardTheme(settings.value.board_theme);
  const homes = readHomes(props.view.homes);
  const tempo = readTempo(props.view.tempo);
  const seats = props.table?.seats.length ?? 2;
  const flipped = seats === 2 && props.seat === 1;
  const autoFinish = settings.value.auto_finish || props.view.auto_finish === true;
  return (
    <BoardGame {...props} homes={homes} flipped={flipped} autoFinish={autoFinish}>
      {view && (
        <dl class="figures" data-testid="tempo">
          {tempo.map(({ seat, tempo: value }) => (
            <div key={seat} class="figure">
              <dt>
                <span class="swatch" style={{ background: seatPalette(theme, seat).body, borderColor: seatPalette(theme, seat).edge }} />
                {t("tempo_of", { side: tx(seatPalette(theme, seat).name) })}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div class="figure">
            <dt>{t("move_number")}</dt>
            <dd>{Math.floor(view.ply / Math.max(1, seats)) + 1}</dd>
          </div>
        </dl>
      )}
    </BoardGame>
  );
}

function UgolkiThumbnail() {
  const theme = boardTheme(settings.value.board_theme);
  const pieces = [];
  for (let f = 0; f < 4; f += 1) {
    for (let r = 0; r < 3; r += 1) {
      pieces.push({ square: `${"abcd"[f]}${r + 1}`, seat: 0 });
      pieces.push({ square: `${"efgh"[f]}${8 - r}`, seat: 1 });
    }
  }
  return (
    <SvgBoard width={8} height={8} flipped={false} theme={theme} pieces={pieces}
      homes={[]} selected={[]} targets={[]} movable={new Set()} interactive={false}
      reducedMotion moveKey="thumb" onSquare={() => undefined} onDrop={() => undefined}
      onEscape={() => undefined} label={t("thumbnail_label")} lastMove={["c3", "e3", "e5"]} />
  );
}

export const ugolkiRenderer: GameRenderer = {
  games: ["ugolki"],
  Board: UgolkiBoard,
  Thumbnail: UgolkiThumbnail,
};
