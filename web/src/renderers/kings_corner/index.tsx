/**
 * Kings Corner at the table: the cross of four piles and the four corners
 * drawn as cards in the middle (each pile overlapped, its exposed card on
 * top), the stock in the centre, your hand as a fan, the others' hand counts
 * and the scores above. Tap a card, then a pile it may go on (the piles that
 * take it are marked); tap a side pile, then where the whole pile goes; a
 * joker asks which card it is. The spots touched on the last turn are marked.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { tx } from "../../i18n";
import { settings } from "../../settings/store";
import { cardSet, tableCloth, type CardSet } from "../../themes/cards";
import { seatNamer } from "../../table/seatNames";
import { CARD_H, CARD_W, CardFace } from "../cards/CardSvg";
import { cardText, parseCard, parseJoker } from "../cards/model";
import { Felt, HandFan, OpenHands, type FanItem } from "../cards/Table";
import { fanThumbnail } from "../cards/Thumbnail";
import type { GameEvent } from "../../net/types";
import type { SeatNamer } from "../../table/seatNames";
import type { GameRenderer, RendererProps } from "../types";
import { strings, t, type Key } from "./strings";
import "./kings_corner.css";

export const SPOTS = ["N", "E", "S", "W", "NE", "SE", "SW", "NW"] as const;
type Spot = (typeof SPOTS)[number];

interface PlayAction { type: "play"; card: string; spot: Spot; as?: string }
interface MoveAction { type: "move"; from: Spot; to: Spot }
interface EndAction { type: "end" }
type KcAction = PlayAction | MoveAction | EndAction;

interface HandRecord { hand_number: number; winner: number | null; values: number[]; change: number[]; scores: number[] }

export interface KcView {
  players: number;
  seat: number | null;
  hand_number: number;
  turn: number | null;
  phase: string;
  piles: string[][];
  jokers: Record<string, string>;
  hand: string[] | null;
  hand_counts: number[];
  stock_count: number;
  scores: number[];
  pot: number;
  stakes: string;
  card_values: string;
  match: string;
  target: number;
  turn_moves: KcAction[][];
  last_hand: HandRecord | null;
  /** Every hand, in a finished game's record only (the replay shows them all). */
  hands: string[][] | null;
}

export function readView(raw: Record<string, unknown>): KcView | null {
  if (!Array.isArray(raw.piles) || raw.piles.length !== 8 || !Array.isArray(raw.hand_counts)) return null;
  return {
    players: Number(raw.players ?? raw.hand_counts.length),
    seat: typeof raw.seat === "number" ? raw.seat : null,
    hand_number: Number(raw.hand_number ?? 1),
    turn: typeof raw.turn === "number" ? raw.turn : null,
    phase: String(raw.phase ?? "play"),
    piles: raw.piles as string[][],
    jokers: (raw.jokers ?? {}) as Record<string, string>,
    hand: Array.isArray(raw.hand) ? (raw.hand as string[]) : null,
    hand_counts: raw.hand_counts as number[],
    stock_count: Number(raw.stock_count ?? 0),
    scores: (raw.scores ?? []) as number[],
    pot: Number(raw.pot ?? 0),
    stakes: String(raw.stakes ?? "points"),
    card_values: String(raw.card_values ?? "k10"),
    match: String(raw.match ?? "target"),
    target: Number(raw.target ?? 50),
    turn_moves: (raw.turn_moves ?? []) as KcAction[][],
    last_hand: (raw.last_hand ?? null) as HandRecord | null,
    hands: Array.isArray(raw.hands) ? (raw.hands as string[][]) : null,
  };
}

function textOf(id: string): string {
  const card = parseCard(id);
  if (card) return cardText(card);
  const joker = parseJoker(id);
  return joker ? (joker.joker === "red" ? "★R" : "★B") : id;
}

function spotName(spot: string): string {
  return t(`kc_spot_${spot}` as Key);
}

/** Where each spot sits in the 3 x 3 grid of the cross (column, row). */
const GRID: Record<Spot, [number, number]> = {
  NW: [0, 0], N: [1, 0], NE: [2, 0],
  W: [0, 1], E: [2, 1],
  SW: [0, 2], S: [1, 2], SE: [2, 2],
};
const CELL_W = 120;
const CELL_H = 150;
const CARD_SCALE = 0.62;
const SHOWN = 4;
const STEP = 14;

function Pile({ spot, cards, jokers, set, fourColor, state, marked, onTap }: {
  spot: Spot; cards: string[]; jokers: Record<string, string>; set: CardSet; fourColor: boolean;
  state: "target" | "source" | "selected" | "idle"; marked: boolean; onTap: () => void;
}) {
  const [col, row] = GRID[spot];
  const x = col * CELL_W;
  const y = row * CELL_H;
  const shown = cards.slice(-SHOWN);
  const w = CARD_W * CARD_SCALE;
  const h = CARD_H * CARD_SCALE;
  const corner = spot.length === 2;
  const label = t("kc_pile", {
    spot: spotName(spot),
    cards: cards.length ? cards.map((c) => textOf(c) + (jokers[c] ? `=${textOf(jokers[c])}` : "")).join(" ") : t("kc_empty"),
  });
  const stackH = h + STEP * Math.max(0, shown.length - 1);
  const top = y + (CELL_H - Math.min(stackH, CELL_H - 8)) / 2;
  const left = x + (CELL_W - w) / 2;
  return (
    <g class={`kc-pile ${state}${marked ? " marked" : ""}${corner ? " corner" : ""}`} data-spot={spot} data-count={cards.length}
      data-state={state} data-marked={marked ? "1" : "0"} role="button" tabIndex={0} aria-label={label}
      onClick={onTap} onKeyDown={(e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onTap(); } }}>
      <rect class="kc-spot" x={x + 4} y={y + 4} width={CELL_W - 8} height={CELL_H - 8} rx={10} />
      {cards.length === 0 && <text class="kc-spot-name" x={x + CELL_W / 2} y={y + CELL_H / 2 + 7} text-anchor="middle">{spotName(spot)}</text>}
      {shown.map((card, i) => (
        <svg key={`${card}-${i}`} x={left} y={top + i * STEP} width={w} height={h} viewBox={`0 0 ${CARD_W} ${CARD_H}`}>
          <CardFace id={jokers[card] && i === shown.length - 1 ? card : card} set={set} fourColor={fourColor} />
        </svg>
      ))}
      {shown.length > 0 && jokers[shown[shown.length - 1]] && (
        <text class="kc-joker-as" x={x + CELL_W / 2} y={y + CELL_H - 8} text-anchor="middle">= {textOf(jokers[shown[shown.length - 1]])}</text>
      )}
      {cards.length > SHOWN && <text class="kc-count" x={x + 12} y={y + 22}>{cards.length}</text>}
      {cards.length > 0 && <text class="kc-spot-tag" x={x + CELL_W - 10} y={y + 20} text-anchor="end">{spotName(spot)}</text>}
    </g>
  );
}

function touched(moves: KcAction[]): Set<string> {
  const spots = new Set<string>();
  for (const m of moves) {
    if (m.type === "play") spots.add(m.spot);
    if (m.type === "move") { spots.add(m.from); spots.add(m.to); }
  }
  return spots;
}

function moveText(m: KcAction): string {
  if (m.type === "play") return t("kc_ev_play", { card: textOf(m.as ?? m.card), spot: spotName(m.spot) });
  if (m.type === "move") return t("kc_ev_move", { a: spotName(m.from), b: spotName(m.to) });
  return t("kc_ev_end");
}

type Selection = { kind: "card"; card: string } | { kind: "pile"; spot: Spot } | null;

function KingsCornerBoard(props: RendererProps) {
  const view = useMemo(() => readView(props.view), [props.view]);
  const s = settings.value;
  const set = cardSet(s.card_set);
  const fourColor = s.four_color_deck;
  const cloth = tableCloth(s.table_cloth);
  const [selected, setSelected] = useState<Selection>(null);
  const [declaring, setDeclaring] = useState<PlayAction[] | null>(null);
  const [closed, setClosed] = useState<number | null>(null);
  const version = `${view?.hand_number}:${view?.hand?.join(",")}:${view?.piles.map((p) => p.length).join(",")}:${view?.turn}`;
  useEffect(() => { setSelected(null); setDeclaring(null); }, [version]);
  if (!view) return <p class="muted">{t("view_unreadable")}</p>;

  const me = view.seat;
  const seats = props.table?.seats ?? props.seats ?? [];
  const name: SeatNamer = seatNamer(seats);
  const nameOf = (seat: number) => (seats[seat] ? name(seat) : t("seat_n", { n: seat + 1 }));
  const legal = props.canAct ? props.legal.map((l) => l.action as KcAction) : [];
  const plays = legal.filter((a): a is PlayAction => a.type === "play");
  const moves = legal.filter((a): a is MoveAction => a.type === "move");
  const end = legal.find((a): a is EndAction => a.type === "end");
  const hand = props.concealHand ? [] : view.hand ?? [];

  // The last seat that acted: the mover while his turn runs, else the one before.
  const lastSeat = view.turn !== null && view.turn_moves[view.turn]?.length
    ? view.turn
    : view.turn !== null ? (view.turn + view.players - 1) % view.players : null;
  const marked = lastSeat !== null ? touched(view.turn_moves[lastSeat] ?? []) : new Set<string>();

  const targetsOf = (sel: Selection): Map<string, KcAction[]> => {
    const found = new Map<string, KcAction[]>();
    if (!sel) return found;
    const add = (spot: string, a: KcAction) => found.set(spot, [...(found.get(spot) ?? []), a]);
    if (sel.kind === "card") plays.filter((p) => p.card === sel.card).forEach((p) => add(p.spot, p));
    else moves.filter((m) => m.from === sel.spot).forEach((m) => add(m.to, m));
    return found;
  };
  const targets = targetsOf(selected);

  const act = (a: KcAction) => { setSelected(null); setDeclaring(null); props.onAct(a); };

  const tapPile = (spot: Spot) => {
    const there = targets.get(spot);
    if (there && there.length) {
      if (there.length === 1) act(there[0]);
      else setDeclaring(there as PlayAction[]);
      return;
    }
    if (selected?.kind === "card") {
      props.onProbe({ type: "play", card: selected.card, spot });
      setSelected(null);
      return;
    }
    if (selected?.kind === "pile" && selected.spot !== spot) {
      props.onProbe({ type: "move", from: selected.spot, to: spot });
      setSelected(null);
      return;
    }
    if (moves.some((m) => m.from === spot)) setSelected({ kind: "pile", spot });
    else setSelected(null);
  };

  const tapCard = (index: number) => {
    const card = hand[index];
    if (!card || !props.canAct) return;
    setDeclaring(null);
    if (selected?.kind === "card" && selected.card === card) setSelected(null);
    else setSelected({ kind: "card", card });
  };

  const playable = new Set(plays.map((p) => p.card));
  const items: FanItem[] = hand.map((card) => ({
    id: card,
    key: card,
    label: textOf(card),
    state: !props.canAct ? "idle" : playable.has(card) ? "play" : "blocked",
  }));

  const pileState = (spot: Spot): "target" | "source" | "selected" | "idle" => {
    if (selected?.kind === "pile" && selected.spot === spot) return "selected";
    if (targets.has(spot)) return "target";
    if (!selected && moves.some((m) => m.from === spot)) return "source";
    return "idle";
  };

  const prompt = view.phase === "refill" && props.canAct ? t("kc_refill")
    : selected?.kind === "card" ? t("kc_pick_target", { card: textOf(selected.card) })
      : selected?.kind === "pile" ? t("kc_pick_pile_target", { spot: spotName(selected.spot) })
        : props.canAct ? t("kc_pick_card") : "";
  const refusal = props.refused ? tx(props.refused.text) : "";
  const result = view.last_hand && closed !== view.last_hand.hand_number ? view.last_hand : null;
  const valuesText = view.stakes === "chips_pot" ? t("kc_values_chips")
    : view.stakes === "pool" ? t("kc_values_pool")
      : strings.has(`kc_values_${view.card_values}`) ? t(`kc_values_${view.card_values}` as Key) : view.card_values;
  const unit = view.stakes === "points" ? (view.match === "target" ? t("kc_target", { n: view.target }) : "") : t("kc_pot", { n: view.pot });

  return (
    <div class="kc-game card-game" data-phase={view.phase} data-hand={view.hand_number} data-turn={view.turn ?? ""}
      data-can-act={props.canAct ? "1" : "0"}>
      <div class="hud kc-hud" role="group" aria-label={t("kc_scores")}>
        <div class="hud-item"><span class="hud-label">{t("kc_hand_n", { n: view.hand_number })}</span>
          <strong data-testid="stock">{t("kc_stock", { n: view.stock_count })}</strong></div>
        <div class="hud-item kc-scores" data-testid="scores">
          <span class="hud-label">{t("kc_scores")} {unit}</span>
          <span>
            {view.scores.map((score, seat) => (
              <span key={seat} class={`kc-seat${seat === view.turn ? " turn" : ""}${seat === me ? " me" : ""}`}
                data-seat={seat} data-count={view.hand_counts[seat]}>
                {nameOf(seat)}: <strong>{score}</strong> <span class="muted small">· {t("kc_cards_n", { n: view.hand_counts[seat] })}</span>
              </span>
            ))}
          </span>
        </div>
        <div class="hud-item" data-testid="card-values">
          <span class="hud-label">{t("kc_values")}</span>
          <span class="small">{valuesText}</span>
        </div>
      </div>
      <div class="kc-main">
        {result && (
          <div class="notice kc-result" data-testid="hand-result">
            <span>{t("kc_last_hand", { n: result.hand_number, who: result.winner === null ? t("kc_stalemate") : t("kc_out", { name: nameOf(result.winner) }) })}
              {" · "}{result.change.map((c, seat) => `${nameOf(seat)} ${c >= 0 ? "+" : ""}${c}`).join(", ")}</span>
            <button type="button" class="secondary" onClick={() => setClosed(result.hand_number)}>{t("kc_close")}</button>
          </div>
        )}
        <Felt cloth={cloth} label={t("cards_table")}>
          <svg class="kc-cross" viewBox={`0 0 ${CELL_W * 3} ${CELL_H * 3}`} role="group" aria-label={t("kc_cross")} data-testid="cross">
            {SPOTS.map((spot, i) => (
              <Pile key={spot} spot={spot} cards={view.piles[i]} jokers={view.jokers} set={set} fourColor={fourColor}
                state={pileState(spot)} marked={marked.has(spot)} onTap={() => tapPile(spot)} />
            ))}
            <g class="kc-stock" data-testid="stock-pile">
              {view.stock_count > 0 && (
                <svg x={CELL_W + (CELL_W - CARD_W * CARD_SCALE) / 2} y={CELL_H + (CELL_H - CARD_H * CARD_SCALE) / 2}
                  width={CARD_W * CARD_SCALE} height={CARD_H * CARD_SCALE} viewBox={`0 0 ${CARD_W} ${CARD_H}`}>
                  <CardFace id="back" set={set} fourColor={false} />
                </svg>
              )}
              <text class="kc-count" x={CELL_W * 1.5} y={CELL_H * 2 - 6} text-anchor="middle">{view.stock_count}</text>
            </g>
          </svg>
        </Felt>
        <div class="my-side">
          <p class="muted small kc-prompt" data-testid="prompt">{prompt}</p>
          {declaring && (
            <div class="kc-declare" role="group" aria-label={t("kc_declare")} data-testid="declare">
              <span>{t("kc_declare")}</span>
              {declaring.map((p) => (
                <button key={`${p.card}${p.as}`} type="button" class="secondary" onClick={() => act(p)}>{textOf(p.as ?? p.card)}</button>
              ))}
              <button type="button" class="secondary" onClick={() => setDeclaring(null)}>{t("kc_cancel")}</button>
            </div>
          )}
          <div class="kc-actions">
            {end && (
              <button type="button" class="primary kc-end" data-testid="end-turn" onClick={() => act(end)}>{t("kc_end_turn")}</button>
            )}
            {selected && <button type="button" class="secondary" onClick={() => setSelected(null)}>{t("kc_cancel")}</button>}
          </div>
          {me !== null && items.length > 0 && (
            <HandFan items={items} set={set} fourColor={fourColor} onCard={tapCard} label={t("cards_your_hand")} />
          )}
          {me === null && view.hands && <OpenHands hands={view.hands} name={nameOf} set={set} fourColor={fourColor} />}
          <ul class="kc-last muted small" data-testid="last-moves">
            {view.turn_moves.map((list, seat) => list.length > 0 && (
              <li key={seat} data-seat={seat}>{t("kc_moves_of", { name: nameOf(seat), moves: list.map(moveText).join(", ") })}</li>
            ))}
          </ul>
          <p class={`refusal${refusal ? " shown" : ""}`} role="alert" data-testid="refusal">{refusal}</p>
        </div>
      </div>
    </div>
  );
}

/** An event in words for the log; the shell names the seat that made it. */
function describeEvent(event: GameEvent, name: SeatNamer): string | null {
  if (event.kind === "play") {
    const card = String(event.as ?? event.card);
    return t("kc_ev_play", { card: textOf(card), spot: spotName(SPOTS[Number(event.spot)] ?? "") });
  }
  if (event.kind === "move") {
    return t("kc_ev_move", { a: spotName(SPOTS[Number(event.from)]), b: spotName(SPOTS[Number(event.to)]) });
  }
  if (event.kind === "draw") return t("kc_ev_draw", { n: Number(event.count ?? 0) });
  if (event.kind === "deal") return t("kc_ev_deal", { n: Number(event.hand_number), name: name(Number(event.dealer)) });
  if (event.kind === "end_turn") return t("kc_ev_end");
  if (event.kind === "hand_end") {
    const winner = event.winner;
    return typeof winner === "number" ? t("kc_out", { name: name(winner) }) : t("kc_stalemate");
  }
  return null;
}

export const kingsCornerRenderer: GameRenderer = {
  games: ["kings_corner"],
  Board: KingsCornerBoard,
  Thumbnail: fanThumbnail(["Ks", "Qh", "Jc", "Td"]),
  describeEvent,
};
