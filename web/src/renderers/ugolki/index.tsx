/**
 * Ugolki (and Halma): the shared board, each side's home tinted, the tempo
 * number of each side, the deadlines that matter, and jump chains that may
 * stop after any jump («Завершить ход», or the auto-finish setting), and in a
 * game of two, draw offers and their answers.
 */
import { tx } from "../../i18n";
import { t } from "./strings";
import type { GameEvent } from "../../net/types";
import { autoFinishFor, settings } from "../../settings/store";
import { boardTheme, seatPalette } from "../../themes/board";
import { BoardGame, asBoardView } from "../board/BoardGame";
import { SvgBoard } from "../board/SvgBoard";
import type { GameRenderer, RendererProps } from "../types";

/** `homes` as the view gives it: a map from seat to squares (or a list per seat). */
export function readHomes(value: unknown): { seat: number; squares: string[] }[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((squares, seat) => [String(seat), squares])
    : value && typeof value === "object"
      ? Object.entries(value as Record<string, unknown>)
      : [];
  return entries
    .map(([seat, squares]) => ({
      seat: Number(seat),
      squares: Array.isArray(squares) ? squares.filter((s): s is string => typeof s === "string") : [],
    }))
    .filter((home) => Number.isInteger(home.seat) && home.squares.length > 0);
}

/** A number per seat, from a map or a list (the tempo numbers). */
export function readPerSeat(value: unknown): { seat: number; value: number }[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : value && typeof value === "object"
      ? Object.entries(value as Record<string, unknown>)
      : [];
  return entries
    .filter(([, v]) => typeof v === "number")
    .map(([seat, v]) => ({ seat: Number(seat), value: v as number }));
}

interface Deadlines {
  leave_home_moves_left?: number | null;
  cutoff_moves_left?: number | null;
}

interface DrawState {
  offer?: number | null;
  agreement?: boolean;
}

/**
 * The draw actions open to `seat` now, read from the view (the game keeps them
 * out of `legal` so bots never search them): answer the opponent's offer, or
 * offer one; only two players can agree a draw.
 */
export function ugolkiDrawActions(view: Record<string, unknown>, seat: number | null): ("offer" | "accept" | "decline")[] {
  const draw = (view.draw ?? {}) as DrawState;
  if (seat === null || view.outcome || draw.agreement !== true) return [];
  if (typeof draw.offer === "number") return draw.offer !== seat ? ["accept", "decline"] : [];
  return ["offer"];
}

function UgolkiBoard(props: RendererProps) {
  const view = asBoardView(props.view);
  const theme = boardTheme(settings.value.board_theme);
  const homes = readHomes(props.view.homes);
  const tempo = readPerSeat(props.view.tempo);
  const players = typeof props.view.players === "number" ? props.view.players : 2;
  const flipped = players === 2 && props.seat === 1;
  const autoFinish = autoFinishFor(settings.value.auto_finish, props.view.auto_finish);
  const deadlines = (props.view.deadlines ?? {}) as Deadlines;
  const moveNumber = typeof props.view.move_number === "number" ? props.view.move_number : null;
  const hint = props.view.must_move_from_home === true ? t("ugolki_home_first") : null;
  const offer = (props.view.draw as DrawState | undefined)?.offer;
  const draws = props.canAct ? ugolkiDrawActions(props.view, props.seat) : [];
  const offerText = typeof offer === "number" && !props.view.outcome
    ? offer === props.seat ? t("draw_offered_by_you") : t("draw_offered_by", { side: tx(seatPalette(theme, offer).name) })
    : null;
  return (
    <BoardGame {...props} homes={homes} flipped={flipped} autoFinish={autoFinish} hint={hint}
      labelAction={(action, text) => ((action as { path?: unknown[] }).path?.length === 0 ? t("pass_move") : text)}>
      {view && (
        <dl class="figures" data-testid="tempo">
          {tempo.map(({ seat, value }) => (
            <div key={seat} class="figure" data-tempo-seat={seat}>
              <dt>
                <span class="swatch" style={{ background: seatPalette(theme, seat).body, borderColor: seatPalette(theme, seat).edge }} />
                {t("tempo_of", { side: tx(seatPalette(theme, seat).name) })}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
          {moveNumber !== null && (
            <div class="figure"><dt>{t("move_number")}</dt><dd>{moveNumber}</dd></div>
          )}
          {typeof deadlines.leave_home_moves_left === "number" && deadlines.leave_home_moves_left > 0 && (
            <div class="figure"><dt>{t("ugolki_leave_home_left")}</dt><dd>{deadlines.leave_home_moves_left}</dd></div>
          )}
          {typeof deadlines.cutoff_moves_left === "number" && (
            <div class="figure"><dt>{t("ugolki_cutoff_left")}</dt><dd>{deadlines.cutoff_moves_left}</dd></div>
          )}
        </dl>
      )}
      {offerText && <p class="notice" data-testid="draw-offer">{offerText}</p>}
      {draws.length > 0 && (
        <div class="board-tools">
          {draws.map((draw) => (
            <button key={draw} type="button" class={draw === "accept" ? "primary" : "secondary"}
              data-testid={draw === "decline" ? "draw-decline" : "draw-action"} onClick={() => props.onAct({ draw })}>
              {t(draw === "offer" ? "draw_offer" : draw === "accept" ? "draw_accept" : "draw_decline")}
            </button>
          ))}
        </div>
      )}
    </BoardGame>
  );
}

function describeEvent(event: GameEvent): string | null {
  const outcome = event.outcome as { reason?: { ru: string; en: string } } | undefined;
  if (event.kind === "game_over" && outcome?.reason) return tx(outcome.reason);
  if (event.kind === "draw_offered") return t("draw_offered_event");
  if (event.kind === "draw_agreed") return t("draw_agreed_event");
  if (event.kind === "draw_declined") return t("draw_declined_event");
  return null;
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
  const homes = [
    { seat: 0, squares: pieces.filter((p) => p.seat === 0).map((p) => p.square) },
    { seat: 1, squares: pieces.filter((p) => p.seat === 1).map((p) => p.square) },
  ];
  return (
    <SvgBoard width={8} height={8} flipped={false} theme={theme} pieces={pieces}
      homes={homes} selected={[]} targets={[]} movable={new Set()} interactive={false}
      reducedMotion moveKey="thumb" onSquare={() => undefined} onDrop={() => undefined}
      onEscape={() => undefined} label={t("thumbnail_label")} lastMove={null} />
  );
}

export const ugolkiRenderer: GameRenderer = {
  games: ["ugolki"],
  Board: UgolkiBoard,
  Thumbnail: UgolkiThumbnail,
  describeEvent,
};
