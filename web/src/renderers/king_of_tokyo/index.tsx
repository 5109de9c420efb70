/**
 * King of Tokyo: the monsters' boards (hearts, VP, energy, tokens, cards kept)
 * around Tokyo City and Tokyo Bay, the dice with a keep/reroll control, the
 * yield question put to a monster in Tokyo, the market of three with card
 * texts (tap a card to enlarge it), and every other decision as a button.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { tx, type Bilingual } from "../../i18n";
import type { GameEvent, LegalAction } from "../../net/types";
import { settings } from "../../settings/store";
import { seatNamer, type SeatNamer } from "../../table/seatNames";
import { DiceTray } from "../dice/Die";
import { symbolDie, type DieState } from "../dice/model";
import type { GameRenderer, RendererProps } from "../types";
import { asAct, buttonText, FACE_WORDS, rerollFor } from "./model";
import { t } from "./strings";
import "./king_of_tokyo.css";

interface CardView {
  key: string;
  name: Bilingual;
  text: Bilingual;
  en: string;
  cost: number;
  keep: boolean;
  price?: number;
  uid?: number;
  tokens?: number;
  smoke?: number;
  copy_name?: Bilingual;
}

interface MonsterView {
  seat: number;
  name: Bilingual;
  hp: number;
  max_hp: number;
  vp: number;
  energy: number;
  alive: boolean;
  poison: number;
  shrink: number;
  tokyo: "city" | "bay" | null;
  cards: CardView[];
}

interface KotView {
  phase: string;
  active: number;
  acting: number[];
  monsters: MonsterView[];
  city: number | null;
  bay: number | null;
  bay_open: boolean;
  market: (CardView | null)[];
  lab: CardView | null;
  deck: number;
  dice: string[];
  rolls_left: number;
  extra_rolls: boolean;
  last: { seat?: number; dice?: string[]; smash?: number };
  /** Each monster's last resolved roll (absent from servers before it was sent). */
  last_rolls?: ({ dice: string[]; smash: number } | null)[];
  rolled: Record<string, unknown>;
  winners: number[];
  turn: number;
  yield?: { asked: number[]; chosen: number[]; waiting: number[]; held: Record<string, number> };
}

export const FACE_SYMBOLS: Record<string, string> = { "1": "1", "2": "2", "3": "3", H: "heart", E: "energy", S: "claw" };
const FACES = symbolDie(["1", "2", "3", "heart", "energy", "claw"]);

function readView(view: Record<string, unknown>): KotView | null {
  if (!Array.isArray(view.monsters) || !Array.isArray(view.market)) return null;
  return view as unknown as KotView;
}

function monsterLabel(names: SeatNamer, m: MonsterView): string {
  const player = names(m.seat);
  return player ? `${player} · ${tx(m.name)}` : tx(m.name);
}

function TokyoSvg({ view, names }: { view: KotView; names: SeatNamer }) {
  const who = (seat: number | null) => (seat === null ? t("kot_empty") : tx(view.monsters[seat]?.name ?? ""));
  return (
    <svg class="kot-tokyo" viewBox="0 0 320 92" role="img" data-testid="kot-tokyo"
      aria-label={`${t("kot_city")}: ${who(view.city)}; ${view.bay_open ? `${t("kot_bay")}: ${who(view.bay)}` : t("kot_bay_closed")}`}>
      <rect x={2} y={2} width={154} height={88} rx={12} class="kot-space city" />
      <text x={79} y={28} text-anchor="middle" class="kot-space-title">{t("kot_city")}</text>
      <text x={79} y={62} text-anchor="middle" class="kot-space-who" data-testid="kot-city">
        {view.city === null ? t("kot_empty") : tx(view.monsters[view.city].name)}
      </text>
      <rect x={164} y={2} width={154} height={88} rx={12} class={`kot-space bay${view.bay_open ? "" : " closed"}`} />
      <text x={241} y={28} text-anchor="middle" class="kot-space-title">{t("kot_bay")}</text>
      <text x={241} y={62} text-anchor="middle" class="kot-space-who" data-testid="kot-bay">
        {view.bay_open ? (view.bay === null ? t("kot_empty") : tx(view.monsters[view.bay].name)) : "—"}
      </text>
      <title>{names(view.active)}</title>
    </svg>
  );
}

function Stat({ icon, value, label, kind }: { icon: string; value: string; label: string; kind: string }) {
  return (
    <span class={`kot-stat ${kind}`} title={label} aria-label={`${label}: ${value}`}>
      <span aria-hidden="true">{icon}</span> {value}
    </span>
  );
}

function CardChip({ card, onShow }: { card: CardView; onShow: (card: CardView) => void }) {
  return (
    <button type="button" class="kot-chip" onClick={() => onShow(card)} aria-label={t("kot_show_card", { card: tx(card.name) })}>
      {tx(card.name)}
      {card.copy_name ? ` → ${tx(card.copy_name)}` : ""}
      {typeof card.tokens === "number" ? ` (${card.tokens}⚡)` : ""}
      {typeof card.smoke === "number" ? ` (${card.smoke}☁)` : ""}
    </button>
  );
}

function MonsterBoard({ m, view, names, mine, onShow }: {
  m: MonsterView; view: KotView; names: SeatNamer; mine: boolean; onShow: (card: CardView) => void;
}) {
  const active = view.active === m.seat && view.phase !== "over";
  const hit = view.last.seat !== undefined && view.last.seat === m.seat;
  const lastRoll = view.last_rolls?.[m.seat] ?? null;
  const cls = `kot-monster${active ? " active" : ""}${m.alive ? "" : " dead"}${m.tokyo ? " in-tokyo" : ""}${mine ? " mine" : ""}`;
  return (
    <section class={cls} data-testid={`kot-monster-${m.seat}`} data-seat={m.seat}
      aria-label={t("kot_monster_board", { name: monsterLabel(names, m), hp: m.hp, max: m.max_hp, vp: m.vp, energy: m.energy })}>
      <header>
        <strong>{tx(m.name)}</strong>
        <span class="kot-player">{names(m.seat)}</span>
        {m.tokyo && <span class="kot-badge">{m.tokyo === "city" ? t("kot_city") : t("kot_bay")}</span>}
        {hit && <span class="kot-badge last" aria-hidden="true">⚂</span>}
      </header>
      {lastRoll && (
        <p class={`kot-last-of small${hit ? " latest" : ""}`} data-testid={`kot-last-of-${m.seat}`}>
          {t("kot_last_of", { dice: lastRoll.dice.map((f) => FACE_WORDS[f] ?? f).join(" "), n: lastRoll.smash })}
        </p>
      )}
      {m.alive ? (
        <div class="kot-stats">
          <Stat icon="♥" value={`${m.hp}/${m.max_hp}`} label={t("kot_hearts")} kind="hp" />
          <Stat icon="★" value={String(m.vp)} label={t("kot_vp")} kind="vp" />
          <Stat icon="⚡" value={String(m.energy)} label={t("kot_energy")} kind="energy" />
          {m.poison > 0 && <span class="kot-token">☠ {t("kot_poison")} {m.poison}</span>}
          {m.shrink > 0 && <span class="kot-token">↓ {t("kot_shrink")} {m.shrink}</span>}
        </div>
      ) : (
        <div class="kot-stats"><span class="kot-token">✝ {t("kot_out")}</span></div>
      )}
      {m.cards.length > 0 && (
        <div class="kot-cards">{m.cards.map((card) => <CardChip key={card.uid} card={card} onShow={onShow} />)}</div>
      )}
    </section>
  );
}

function MarketCard({ card, slot, buy, onAct, onShow, label }: {
  card: CardView; slot: string; buy: LegalAction | undefined; onAct: (a: unknown) => void; onShow: (c: CardView) => void; label?: string;
}) {
  return (
    <div class={`kot-card${card.keep ? " keep" : " discard"}`} data-testid={`kot-market-${slot}`}>
      <button type="button" class="kot-card-face" onClick={() => onShow(card)} aria-label={t("kot_show_card", { card: tx(card.name) })}>
        {label && <span class="kot-card-kind">{label}</span>}
        <span class="kot-card-cost">{card.cost}⚡</span>
        <span class="kot-card-name">{tx(card.name)}</span>
        <span class="kot-card-kind">{card.keep ? t("kot_keep") : t("kot_discard")}</span>
        <span class="kot-card-text">{tx(card.text)}</span>
      </button>
      {buy && (
        <button type="button" class="primary kot-buy" data-testid={`kot-buy-${slot}`} onClick={() => onAct(buy.action)}>
          {t("kot_buy", { n: card.price ?? card.cost })}
        </button>
      )}
    </div>
  );
}

function CardDialog({ card, onClose }: { card: CardView; onClose: () => void }) {
  return (
    <div class="kot-dialog" role="dialog" aria-modal="true" aria-label={tx(card.name)} onClick={onClose}>
      <div class="kot-dialog-card" onClick={(e) => e.stopPropagation()}>
        <p class="kot-card-cost">{card.cost}⚡ · {card.keep ? t("kot_keep") : t("kot_discard")}</p>
        <h3>{tx(card.name)}</h3>
        <p class="small">{card.en}</p>
        <p>{tx(card.text)}</p>
        <button type="button" class="secondary" onClick={onClose}>{t("kot_card_close")}</button>
      </div>
    </div>
  );
}

function KingOfTokyoBoard(props: RendererProps) {
  const view = readView(props.view);
  const names = seatNamer(props.table?.seats ?? props.seats ?? []);
  const [shown, setShown] = useState<CardView | null>(null);
  const rollKey = view ? JSON.stringify([view.turn, view.rolled]) : "";
  const [toReroll, setToReroll] = useState<number[]>([]);
  useEffect(() => setToReroll([]), [rollKey]);
  const legal = props.canAct ? props.legal : [];
  const acts = useMemo(() => legal.map((l) => ({ legal: l, act: asAct(l.action) })), [legal]);
  if (!view) return <p>…</p>;
  const mySeat = props.seat;
  const rerolls = acts.filter((a) => a.act?.act === "reroll");
  const canRoll = view.phase === "roll" && acts.some((a) => a.act?.act === "stop");
  const rerollAction = rerollFor(legal, toReroll);
  const dice: DieState[] = view.dice.map((f, i) => ({
    face: { kind: "symbol", symbol: FACE_SYMBOLS[f] ?? f },
    kept: canRoll && rerolls.length > 0 ? !toReroll.includes(i) : false,
  }));
  const toggle = (i: number) => setToReroll((now) => (now.includes(i) ? now.filter((x) => x !== i) : [...now, i]));
  const handled = new Set(["reroll", "stop", "stay", "yield", "buy", "lab"]);
  const others = acts.filter((a) => !a.act || !handled.has(a.act.act));
  const buyFor = (slot: number) => acts.find((a) => a.act?.act === "buy" && a.act.args[0] === slot)?.legal;
  const stop = acts.find((a) => a.act?.act === "stop");
  const stay = acts.find((a) => a.act?.act === "stay");
  const leave = acts.find((a) => a.act?.act === "yield");
  const me = mySeat !== null ? view.monsters[mySeat] : undefined;
  const held = mySeat !== null ? view.yield?.held?.[String(mySeat)] : undefined;
  const lastSeat = view.last.seat;
  let status: string;
  if (view.phase === "over") {
    status = view.winners.length
      ? t("kot_winner", { name: view.winners.map((s) => tx(view.monsters[s].name)).join(", ") })
      : t("kot_no_winner");
  } else if (view.phase === "yield") {
    status = t("kot_waiting_yield");
  } else {
    status = view.active === mySeat ? "" : t("kot_turn_of", { name: `${tx(view.monsters[view.active].name)} (${names(view.active)})` });
  }
  return (
    <div class="kot-table" data-testid="kot-table" data-phase={view.phase} data-can-act={props.canAct && legal.length > 0 ? "1" : "0"}>
      {status && <p class="kot-status" data-testid="kot-status" aria-live="polite">{status}</p>}
      <TokyoSvg view={view} names={names} />
      <div class="kot-dice-area">
        {view.dice.length > 0 && (
          <DiceTray dice={dice} rollKey={rollKey} faces={FACES} reduced={settings.value.reduced_motion}
            onToggle={canRoll && rerolls.length > 0 ? toggle : undefined} />
        )}
        {canRoll && (
          <div class="kot-roll-tools">
            {rerolls.length > 0 && <span class="small">{t("kot_rolls_left", { n: view.rolls_left })}</span>}
            {rerolls.length > 0 && (
              <button type="button" class="primary" data-testid="kot-reroll" disabled={!rerollAction}
                onClick={() => rerollAction && props.onAct(rerollAction.action)}>
                {t("kot_reroll", { n: toReroll.length })}
              </button>
            )}
            {stop && (
              <button type="button" class="secondary" data-testid="kot-stop" onClick={() => props.onAct(stop.legal.action)}>
                {t("kot_done_rolling")}
              </button>
            )}
            {rerolls.length > 0 && <p class="small kot-hint">{t("kot_keep_all")}</p>}
          </div>
        )}
        {lastSeat !== undefined && view.last.dice && view.phase !== "roll" && (
          <p class="small" data-testid="kot-last-roll">
            {t("kot_last_roll", { name: tx(view.monsters[lastSeat].name) })}, {t("kot_smash_total", { n: view.last.smash ?? 0 })}
          </p>
        )}
      </div>
      {stay && leave && (
        <div class="kot-yield notice" data-testid="kot-yield">
          <p>{held ? t("kot_yield_question_held", { n: held }) : t("kot_yield_question", { n: view.last.smash ?? 0 })}</p>
          {me && <p class="small">{t("kot_hearts")}: {me.hp}/{me.max_hp}. {t("kot_yield_stay_means")}</p>}
          <div class="kot-buttons">
            <button type="button" class="primary" data-testid="kot-stay" onClick={() => props.onAct(stay.legal.action)}>{t("kot_stay")}</button>
            <button type="button" class="secondary" data-testid="kot-leave" onClick={() => props.onAct(leave.legal.action)}>{t("kot_yield")}</button>
          </div>
        </div>
      )}
      {others.length > 0 && (
        <div class="kot-buttons" role="group" aria-label={t("kot_other_actions")} data-testid="kot-actions">
          {others.map((a) => (
            <button key={a.legal.text} type="button" class={a.act?.act === "end" ? "primary" : "secondary"}
              data-testid={`kot-act-${a.legal.text.replace(/\s+/g, "-")}`} onClick={() => props.onAct(a.legal.action)}>
              {buttonText(a.legal, a.act, view.monsters)}
            </button>
          ))}
        </div>
      )}
      <section class="kot-market" aria-label={t("kot_market")}>
        <h3>{t("kot_market")} <span class="small">{t("kot_deck", { n: view.deck })}</span></h3>
        <div class="kot-market-row">
          {view.market.map((card, slot) => card && (
            <MarketCard key={`${slot}-${card.key}`} card={card} slot={String(slot)} buy={buyFor(slot)} onAct={props.onAct} onShow={setShown} />
          ))}
          {view.lab && (
            <MarketCard card={view.lab} slot="lab" label={t("kot_lab_top")}
              buy={acts.find((a) => a.act?.act === "lab")?.legal} onAct={props.onAct} onShow={setShown} />
          )}
        </div>
      </section>
      <div class="kot-monsters">
        {view.monsters.map((m) => (
          <MonsterBoard key={m.seat} m={m} view={view} names={names} mine={m.seat === mySeat} onShow={setShown} />
        ))}
      </div>
      {shown && <CardDialog card={shown} onClose={() => setShown(null)} />}
    </div>
  );
}

function describeEvent(event: GameEvent): string | null {
  const text = event.text;
  if (text) return tx(text);
  return null;
}

function KingOfTokyoThumbnail() {
  return (
    <svg viewBox="0 0 100 60" role="img" aria-label={t("kot_thumb")}>
      <rect x={0} y={0} width={100} height={60} rx={8} fill="#2d1f4f" />
      <path d="M10 52V30h8v-8h6v30M30 52V18h10v34M46 52V26h8v26M60 52V12h12v40M78 52V28h10v24" fill="#6c5aa8" />
      <path d="M50 8C46 20 38 24 40 34C42 42 58 42 60 34C62 26 54 22 50 8Z" fill="#f5b83d" />
    </svg>
  );
}

export const kingOfTokyoRenderer: GameRenderer = {
  games: ["king_of_tokyo"],
  Board: KingOfTokyoBoard,
  Thumbnail: KingOfTokyoThumbnail,
  describeEvent,
};
