/**
 * Sequence (and Sequence Numbers): the 10x10 board of card faces (or numbers)
 * with chips in team colours and shapes (circle, triangle, square), locked
 * chips ringed and completed sequences drawn as a line, each seat's last move
 * outlined; the player's hand below. Pick a card and the cells it can take
 * light up; tap one to play. A dead card can be exchanged; with nothing to
 * play, a card is discarded.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { tx } from "../../i18n";
import type { GameEvent } from "../../net/types";
import { settings } from "../../settings/store";
import { FOUR_COLORS } from "../../themes/cards";
import type { SeatNamer } from "../../table/seatNames";
import type { GameRenderer, RendererProps } from "../types";
import { t } from "./strings";
import "./sequence.css";

interface HandCard {
  card: string;
  name: string;
  role: "card" | "wild" | "remove";
  cells: number[];
  dead: boolean;
}

interface LastMove {
  kind: string;
  card: string;
  cell?: number;
}

interface SequenceView {
  variant: "classic" | "numbers";
  seat: number | null;
  players: number;
  teams: number[][];
  team_of: number[];
  needed: number;
  board: string[];
  chips: number[];
  locked: boolean[];
  sequences: number[][][];
  hand_counts: number[];
  deck: number;
  mover: number | null;
  last: (LastMove | null)[];
  winner: number | null;
  over: boolean;
  hand: HandCard[] | null;
}

export const TEAM_FILL = ["#2563eb", "#16a34a", "#dc2626"];
const TEAM_KEYS = ["sq_team_blue", "sq_team_green", "sq_team_red"] as const;
const CELL = 40;
const COLUMNS = "abcdefghij";
const SUIT_SYMBOL: Record<string, string> = { s: "♠", h: "♥", d: "♦", c: "♣" };

export function cellName(cell: number): string {
  return `${COLUMNS[cell % 10]}${Math.floor(cell / 10) + 1}`;
}

/** "Qh" → "Q♥", "Th#2" → "10♥"; numbers and special cards as they are. */
export function cardText(code: string): string {
  const base = code.split("#")[0];
  const suit = SUIT_SYMBOL[base.slice(-1)];
  if (base.length === 2 && suit) return `${base[0] === "T" ? "10" : base[0]}${suit}`;
  if (base === "Plus") return t("sq_plus");
  if (base === "Minus") return t("sq_minus");
  return base;
}

function isRed(code: string): boolean {
  const base = code.split("#")[0];
  return base.length === 2 && (base.endsWith("h") || base.endsWith("d"));
}

/** The four-colour deck's blue diamonds and green clubs (as on every card table), when chosen on /settings. */
function fourColour(code: string): string | undefined {
  if (!settings.value.four_color_deck) return undefined;
  const base = code.split("#")[0];
  if (base.length !== 2) return undefined;
  return base.endsWith("d") ? FOUR_COLORS.diamonds : base.endsWith("c") ? FOUR_COLORS.clubs : undefined;
}

export function teamName(team: number): string {
  return t(TEAM_KEYS[team] ?? "sq_team_blue");
}

function Chip({ team, x, y, r }: { team: number; x: number; y: number; r: number }) {
  const fill = TEAM_FILL[team] ?? "#6b7280";
  const mark = r * 0.45;
  return (
    <g class="chip">
      <circle cx={x} cy={y} r={r} fill={fill} stroke="#111827" stroke-width={0.8} />
      {team === 0 && <circle cx={x} cy={y} r={mark * 0.7} fill="#fff" />}
      {team === 1 && <polygon points={`${x},${y - mark} ${x + mark},${y + mark * 0.8} ${x - mark},${y + mark * 0.8}`} fill="#fff" />}
      {team === 2 && <rect x={x - mark * 0.75} y={y - mark * 0.75} width={mark * 1.5} height={mark * 1.5} fill="#fff" />}
    </g>
  );
}


/**
 * A chip on a board square: a disc in the team's colour with the square's
 * card still printed on it in white, so a covered square stays readable, and
 * the team's shape (circle, triangle, square) as a badge on its rim for
 * players who do not tell the colours apart.
 */
function CellChip({ team, x, y, text, classic, locked }: {
  team: number; x: number; y: number; text: string; classic: boolean; locked: boolean;
}) {
  const fill = TEAM_FILL[team] ?? "#6b7280";
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  const bx = x + 8;
  const by = y + 8;
  const m = 5;
  return (
    <g class="chip" data-team={team}>
      <circle cx={cx} cy={cy} r={17} fill={fill} stroke="#111827" stroke-width={0.8} />
      {locked && <circle class="lock" cx={cx} cy={cy} r={19} />}
      <text class={`label on-chip${classic ? "" : " number"}`} x={cx} y={cy + 1} font-size={labelSize(text)}>{text}</text>
      <g class="badge">
        {team === 0 && <circle cx={bx} cy={by} r={m} fill="#fff" stroke={fill} stroke-width={2} />}
        {team === 1 && <polygon points={`${bx},${by - m - 1} ${bx + m + 1},${by + m} ${bx - m - 1},${by + m}`} fill="#fff" stroke={fill} stroke-width={2} stroke-linejoin="round" />}
        {team === 2 && <rect x={bx - m} y={by - m} width={m * 2} height={m * 2} fill="#fff" stroke={fill} stroke-width={2} />}
      </g>
    </g>
  );
}

/** The label's size in board units: as large as a 40-unit square holds ("10♥" is the widest). */
export function labelSize(text: string): number {
  return [...text].length >= 3 ? 15 : 18;
}

function Board({ view, targets, removing, onCell }: {
  view: SequenceView; targets: Set<number>; removing: boolean; onCell: (cell: number) => void;
}) {
  const size = CELL * 10;
  const lastCells = new Map<number, number>();
  view.last.forEach((move, seat) => {
    if (move && typeof move.cell === "number") lastCells.set(move.cell, seat);
  });
  const top = Math.max(...view.board.map((label) => Number(label)).filter((n) => !Number.isNaN(n)), 12);
  const band = (label: string) => Math.min(3, Math.floor((Number(label) - 1) / Math.max(1, top / 4)));
  return (
    <svg class="sq-board" viewBox={`0 0 ${size} ${size}`} role="grid" aria-label={t("sq_board")} data-testid="sq-board">
      {view.board.map((label, cell) => {
        const x = (cell % 10) * CELL;
        const y = Math.floor(cell / 10) * CELL;
        const chip = view.chips[cell];
        const free = label === "free";
        const cls = view.variant === "numbers" ? `label band${band(label)}` : `label ${isRed(label) ? "red" : "black"}`;
        const target = targets.has(cell);
        const text = free ? "★" : view.variant === "numbers" ? label : cardText(label);
        return (
          <g key={cell} data-cell={cell} data-chip={chip} data-target={target ? "1" : undefined}>
            <rect class={`cell-bg${free ? " corner-bg" : ""}`} x={x} y={y} width={CELL} height={CELL} />
            {target && !removing && <rect class="target" x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} />}
            {chip >= 0
              ? <CellChip team={chip} x={x} y={y} text={text} classic={view.variant !== "numbers"} locked={view.locked[cell]} />
              : <text class={cls} x={x + CELL / 2} y={y + CELL / 2 + 1} font-size={free ? 20 : labelSize(text)}
                  style={view.variant === "numbers" || free ? undefined : { fill: fourColour(label) }}>{text}</text>}
            {target && removing && <rect class="target-remove" x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} />}
            {lastCells.has(cell) && <rect class="last" x={x + 1.5} y={y + 1.5} width={CELL - 3} height={CELL - 3} data-testid="sq-last" />}
            {target && (
              <rect class="hit" x={x} y={y} width={CELL} height={CELL} role="button" tabIndex={0}
                aria-label={t("sq_cell", { cell: cellName(cell), label: free ? t("sq_free") : text })}
                data-testid={`sq-cell-${cell}`}
                onClick={() => onCell(cell)}
                onKeyDown={(e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onCell(cell); } }} />
            )}
          </g>
        );
      })}
      {view.sequences.flatMap((windows, team) => windows.map((w, i) => {
        const a = w[0];
        const b = w[w.length - 1];
        const cx = (c: number) => (c % 10) * CELL + CELL / 2;
        const cy = (c: number) => Math.floor(c / 10) * CELL + CELL / 2;
        return <line key={`${team}-${i}`} class="seqline" x1={cx(a)} y1={cy(a)} x2={cx(b)} y2={cy(b)} data-testid="sq-sequence" />;
      }))}
    </svg>
  );
}

function SequenceBoard(props: RendererProps) {
  const view = props.view as unknown as SequenceView;
  const [selected, setSelected] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const hand = view.hand ?? [];
  useEffect(() => {
    if (selected && !hand.some((c) => c.card === selected)) setSelected(null);
  }, [hand.map((c) => c.card).join(","), selected]);
  // Zoomed in, the board is wider than the screen: bring the first square the
  // picked card can take into view, so the player need not hunt for it.
  useEffect(() => {
    if (!zoomed || !selected || !wrap.current) return;
    const first = wrap.current.querySelector("[data-target='1']");
    if (first && "scrollIntoView" in first) (first as Element).scrollIntoView({ block: "nearest", inline: "center" });
  }, [zoomed, selected]);
  if (!Array.isArray(view.board)) return null;
  const legal = props.canAct ? props.legal.map((l) => l.action as Record<string, unknown>) : [];
  const plays = legal.filter((a) => a.play === selected && typeof a.cell === "number");
  const targets = new Set(plays.map((a) => a.cell as number));
  const chosen = hand.find((c) => c.card === selected) ?? null;
  const exchange = legal.find((a) => a.exchange === selected);
  const discard = legal.find((a) => a.discard === selected);
  const stuck = legal.length > 0 && legal.every((a) => "discard" in a || "exchange" in a);
  const refusal = props.refused ? tx(props.refused.text) : "";
  const hint = !props.canAct ? "" : stuck ? t("sq_no_play")
    : chosen ? (chosen.role === "remove" ? t("sq_pick_remove", { card: cardText(chosen.name) }) : t("sq_pick_cell", { card: cardText(chosen.name) }))
      : t("sq_pick_card");
  const onCell = (cell: number) => {
    const action = plays.find((a) => a.cell === cell);
    if (action) {
      props.onAct(action);
      setSelected(null);
    }
  };
  return (
    <div class="sequence" data-testid="sequence" data-over={view.over ? "1" : "0"} data-mover={view.mover ?? ""}>
      <div class="sq-layout">
        <div class="sq-status" data-testid="sq-status">
          {view.teams.map((_seats, team) => (
            <span key={team} class={`sq-team${view.mover !== null && view.team_of[view.mover] === team ? " turn" : ""}`} data-testid={`sq-team-${team}`} data-count={view.sequences[team]?.length ?? 0}>
              <svg width="18" height="18" viewBox="0 0 30 30" aria-hidden="true"><Chip team={team} x={15} y={15} r={13} /></svg>
              {t("sq_sequences", { team: teamName(team), n: view.sequences[team]?.length ?? 0, need: view.needed })}
            </span>
          ))}
          <span>{t("sq_deck", { n: view.deck })}</span>
          {view.over && (
            <strong data-testid="sq-result">{view.winner !== null && view.winner >= 0 ? t("sq_winner", { team: teamName(view.winner) }) : t("sq_draw")}</strong>
          )}
        </div>
        <div class={`sq-board-wrap${zoomed ? " zoomed" : ""}`} ref={wrap} data-testid="sq-board-wrap">
          <Board view={view} targets={targets} removing={chosen?.role === "remove"} onCell={onCell} />
        </div>
        <div class="sq-side">
          <div class="sq-hint-row">
            <p class="sq-hint" data-testid="sq-hint">{hint}</p>
            <button type="button" class="secondary sq-zoom" data-testid="sq-zoom" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
              {t(zoomed ? "sq_zoom_out" : "sq_zoom_in")}
            </button>
          </div>
          <p class="sq-refusal" role="alert" data-testid="refusal">{refusal}</p>
          {view.hand && (
            <section aria-label={t("sq_hand")}>
              <div class="sq-hand" data-testid="sq-hand">
                {hand.map((card) => (
                  <button key={card.card} type="button" data-testid="sq-card" data-card={card.card} data-cells={card.cells.join(" ")} data-dead={card.dead ? "1" : "0"}
                    aria-pressed={selected === card.card}
                    class={`sq-card ${isRed(card.card) ? "red" : "black"}${selected === card.card ? " selected" : ""}${card.dead ? " dead" : ""}`}
                    style={props.concealHand ? undefined : { color: fourColour(card.card) }}
                    disabled={!props.canAct}
                    onClick={() => setSelected(selected === card.card ? null : card.card)}>
                    {props.concealHand ? "?" : cardText(card.name)}
                    {!props.concealHand && card.role !== "card" && <small>{t(card.role === "wild" ? "sq_wild" : "sq_remove")}</small>}
                    {!props.concealHand && card.dead && <small>{t("sq_dead")}</small>}
                  </button>
                ))}
              </div>
              <div class="sq-tools">
                {exchange && <button type="button" class="secondary" data-testid="sq-exchange" onClick={() => props.onAct(exchange)}>{t("sq_exchange")}</button>}
                {discard && <button type="button" class="secondary" data-testid="sq-discard" onClick={() => props.onAct(discard)}>{t("sq_discard")}</button>}
              </div>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function describeEvent(event: GameEvent, name: SeatNamer): string | null {
  const card = typeof event.card === "string" ? cardText(event.card) : "";
  const cell = typeof event.cell === "number" ? cellName(event.cell) : "";
  switch (event.kind) {
    case "place": return t("sq_event_place", { card, cell });
    case "remove": return t("sq_event_remove", { card, cell });
    case "exchange": return t("sq_event_exchange", { card });
    case "discard": return t("sq_event_discard", { card });
    case "deal": return t("sq_event_deal", { name: name(Number(event.first)) });
    case "draw": return card ? t("sq_event_draw_card", { card }) : t("sq_event_draw");
    case "sequence": return t("sq_event_sequence", { team: teamName(Number(event.team)), n: Number(event.count) });
    case "reshuffle": return t("sq_event_reshuffle");
    case "end": return t("sq_event_end");
    default: return null;
  }
}

function SequenceThumbnail() {
  const chips: [number, number][] = [[11, 0], [22, 0], [33, 0], [44, 0], [16, 1], [25, 1], [34, 1], [57, 2]];
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={t("sq_thumbnail")}>
      {Array.from({ length: 100 }, (_, cell) => (
        <rect key={cell} x={(cell % 10) * 20} y={Math.floor(cell / 10) * 20} width={20} height={20} fill={[0, 9, 90, 99].includes(cell) ? "#e7dcc1" : "#fdfbf5"} stroke="#b8ad94" stroke-width={0.5} />
      ))}
      {chips.map(([cell, team]) => <Chip key={cell} team={team} x={(cell % 10) * 20 + 10} y={Math.floor(cell / 10) * 20 + 10} r={7} />)}
    </svg>
  );
}

export const sequenceRenderer: GameRenderer = {
  games: ["sequence"],
  Board: SequenceBoard,
  Thumbnail: SequenceThumbnail,
  describeEvent,
};
