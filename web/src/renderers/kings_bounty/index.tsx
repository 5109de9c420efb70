/**
 * Kings Bounty at the table: the titles in play with who would hold each now,
 * the deck, every player's area (castles grouped by nation, then obelisks,
 * each with its defence or points and its guard), and your hand. Tap a castle
 * or obelisk to lay it down; tap a troop and the buildings it can go onto
 * light up (yours to guard, another's to attack, with the odds); «Под колоду»
 * starts returning cards, «Взять» ends it. Each seat's last move is marked.
 * The lobby name and a line here say that the rules are partly reconstructed.
 */
import { useEffect, useState } from "preact/hooks";
import { lang, tx } from "../../i18n";
import type { GameEvent } from "../../net/types";
import { seatName } from "../../table/Seats";
import { seatNamer } from "../../table/seatNames";
import type { GameRenderer, RendererProps } from "../types";
import { card, NATIONS, RACE_COLOURS, type KbCard } from "./deck";
import { asKbView, readMoves, type Building, type KbView, type LastMove } from "./model";
import { t, type Key } from "./strings";
import "./kb.css";

function nameOf(props: RendererProps, seat: number): string {
  const seats = props.table?.seats ?? props.seats ?? [];
  if (!seatName(seats[seat])) return t("seat_n", { n: seat + 1 });
  return seatNamer(seats)(seat);
}

export function cardName(id: number): string {
  const c = card(id);
  const race = c.race ? t(`kb_of_${c.race}` as Key) : "";
  if (c.kind === "troop") return t("kb_troop_name", { type: t(`kb_${c.type}` as Key), race, n: c.value });
  if (c.kind === "castle") return t("kb_castle_name", { race, n: c.value });
  return t("kb_obelisk_name", { n: c.value });
}

const TYPE_MARK: Record<string, [string, string]> = {
  archer: ["Л", "A"],
  fighter: ["В", "F"],
  wizard: ["М", "W"],
  hero: ["Г", "H"],
  monster: ["Ч", "M"],
};

/** One card as SVG: the race's colour, a castle's battlements or an obelisk's spire, the number. */
export function CardSvg({ c, small = false }: { c: KbCard; small?: boolean }) {
  const colour = RACE_COLOURS[c.race] ?? RACE_COLOURS[""];
  const mark = c.kind === "troop" ? (TYPE_MARK[c.type] ?? ["", ""])[lang.value === "ru" ? 0 : 1] : "";
  return (
    <svg class={`kb-svg${small ? " small" : ""}`} viewBox="0 0 56 78" aria-hidden="true">
      <rect x="1" y="1" width="54" height="76" rx="6" fill={colour} stroke="#1b1b1b" stroke-width="1.5" />
      <rect x="5" y="5" width="46" height="68" rx="4" fill="none" stroke="rgba(255,255,255,.45)" />
      {c.kind === "castle" && (
        <path d="M12 56 V34 h6 v5 h5 v-5 h10 v5 h5 v-5 h6 V56 Z" fill="rgba(255,255,255,.85)" />
      )}
      {c.kind === "obelisk" && <path d="M28 16 L34 26 V58 H22 V26 Z" fill="rgba(255,255,255,.85)" />}
      {c.kind === "troop" && (
        <text x="28" y="50" text-anchor="middle" font-size="30" font-weight="700" fill="#fff">{c.value}</text>
      )}
      {c.kind !== "troop" && (
        <text x="28" y="52" text-anchor="middle" font-size="18" font-weight="700" fill="#1b1b1b">{c.value}</text>
      )}
      <text x="9" y="18" font-size="13" font-weight="700" fill="#fff">{mark}</text>
    </svg>
  );
}

function lastMarks(view: KbView): Set<number> {
  const marked = new Set<number>();
  for (const move of view.last) {
    if (!move) continue;
    if (typeof move.card === "number") marked.add(move.card);
    if (typeof move.on === "number") marked.add(move.on);
  }
  return marked;
}

function lastText(move: LastMove | null): string {
  if (!move) return "";
  if (move.pass) return t("kb_log_pass");
  if (typeof move.returned === "number") return t("kb_log_returned", { n: move.returned });
  if (typeof move.card === "number" && typeof move.on === "number") {
    const target = cardName(move.on);
    if (typeof move.from === "number") {
      return move.success
        ? t("kb_log_attack_won", { card: cardName(move.card), target })
        : t("kb_log_attack_lost", { card: cardName(move.card), target, power: move.power ?? 0 });
    }
    return t("kb_log_guard", { card: cardName(move.card), target });
  }
  if (typeof move.card === "number") return t("kb_log_build", { card: cardName(move.card) });
  return "";
}

/** A seat's buildings: castles by nation, then obelisks. */
function grouped(area: Building[]): Building[][] {
  const groups: Building[][] = [];
  for (const race of NATIONS) {
    const castles = area.filter((b) => card(b.card).kind === "castle" && card(b.card).race === race);
    if (castles.length) groups.push(castles);
  }
  const obelisks = area.filter((b) => card(b.card).kind === "obelisk");
  if (obelisks.length) groups.push(obelisks);
  return groups;
}

function BuildingCard({ b, owner, targets, marked, onTarget, attackText }: {
  b: Building;
  owner: number;
  targets: Set<number> | null;
  marked: Set<number>;
  onTarget: (building: number) => void;
  attackText: (building: number) => string;
}) {
  const target = targets?.has(b.card) ?? false;
  const last = marked.has(b.card) || (b.guard !== null && marked.has(b.guard));
  const label = `${cardName(b.card)}; ${b.guard !== null ? t("kb_guard", { card: cardName(b.guard) }) : t("kb_unguarded")}`;
  const inner = (
    <>
      <CardSvg c={card(b.card)} />
      {b.guard !== null && (
        <span class="kb-guard"><CardSvg c={card(b.guard)} small /></span>
      )}
      {target && <span class="kb-odds">{attackText(b.card)}</span>}
    </>
  );
  const cls = `kb-building${target ? " target" : ""}${last ? " last" : ""}`;
  if (target) {
    return (
      <button type="button" class={cls} data-building={b.card} data-owner={owner} data-target="1"
        data-last={last ? "1" : undefined} aria-label={`${label} — ${attackText(b.card)}`} onClick={() => onTarget(b.card)}>
        {inner}
      </button>
    );
  }
  return (
    <span class={cls} data-building={b.card} data-owner={owner} data-guard={b.guard ?? ""} data-last={last ? "1" : undefined}
      role="img" aria-label={label}>
      {inner}
    </span>
  );
}

function attackPower(view: KbView, building: number, attacker: number, wizardTower: boolean): number {
  const b = card(building);
  let power = b.kind === "castle" ? b.value : 0;
  for (const area of view.areas) {
    const found = area.find((x) => x.card === building);
    if (found && found.guard !== null) {
      const g = card(found.guard);
      const double = wizardTower && g.type === "wizard" && b.kind === "castle" && card(attacker).type !== "monster";
      power += double ? g.value * 2 : g.value;
    }
  }
  return power;
}

function Area({ props, view, seat, targets, marked, onTarget, attackText }: {
  props: RendererProps;
  view: KbView;
  seat: number;
  targets: Set<number> | null;
  marked: Set<number>;
  onTarget: (building: number) => void;
  attackText: (building: number) => string;
}) {
  const name = nameOf(props, seat);
  const turn = view.mover === seat;
  const groups = grouped(view.areas[seat] ?? []);
  const last = lastText(view.last[seat] ?? null);
  return (
    <section class={`kb-area${turn ? " turn" : ""}${seat === props.seat ? " mine" : ""}`} data-testid={`kb-area-${seat}`}
      data-seat={seat} aria-label={name}>
      <header class="kb-area-head">
        <strong>{name}</strong>
        {seat === view.first && <span class="kb-tag">{t("kb_first")}</span>}
        {seat === view.last_player && <span class="kb-tag">{t("kb_last_player")}</span>}
        <span class="kb-vp" data-testid={`kb-standing-${seat}`} data-vp={view.standing[seat]} title={t("kb_standing", { n: view.standing[seat] })}>
          {t("kb_vp", { n: view.points ? view.points[seat] : view.standing[seat] })}
        </span>
        {seat !== props.seat && <span class="muted">{t("kb_hand_count", { n: view.hand_counts[seat] })}</span>}
      </header>
      {last && <p class="kb-last" data-testid={`kb-last-${seat}`}><span class="kb-last-mark">{t("kb_last")}:</span> {last}</p>}
      {groups.length === 0 ? (
        <p class="muted kb-empty">{t("kb_area_empty")}</p>
      ) : (
        <div class="kb-groups">
          {groups.map((group) => (
            <div class="kb-group" key={group[0].card} style={{ "--race": RACE_COLOURS[card(group[0].card).race] } as Record<string, string>}>
              {group.map((b) => (
                <BuildingCard key={b.card} b={b} owner={seat} targets={targets} marked={marked} onTarget={onTarget} attackText={attackText} />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function Titles({ props, view }: { props: RendererProps; view: KbView }) {
  return (
    <section class="kb-titles" data-testid="kb-titles" aria-label={t("kb_titles")}>
      <h3>{t("kb_titles")}</h3>
      <ul>
        {view.titles.map((title) => (
          <li key={title.key} data-title={title.key} data-holder={title.holder ?? ""}>
            <strong>{tx(title.name)}</strong> <span class="kb-points">{title.points > 0 ? `+${title.points}` : title.points}</span>
            <span class="kb-cond">{tx(title.condition)}</span>
            <span class={title.holder !== null ? "kb-holder" : "kb-holder none"}>
              {title.holder !== null ? t("kb_title_holder", { name: nameOf(props, title.holder) }) : t("kb_title_nobody")}
            </span>
            <span class="muted kb-counts">{t("kb_title_counts", { counts: title.counts.join(" · ") })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function KingsBountyBoard(props: RendererProps) {
  const view = asKbView(props.view);
  const [picked, setPicked] = useState<number | null>(null);
  const moveKey = view ? `${view.mover}:${view.phase}:${view.deck}:${view.returning}:${(view.hand ?? []).join(",")}` : "";
  useEffect(() => setPicked(null), [moveKey]);
  if (!view) return <p class="muted">{t("view_unreadable")}</p>;
  const moves = readMoves(props.canAct ? props.legal.map((l) => l.action) : []);
  const wizardTower = props.table?.options ? props.table.options.wizard_tower !== false : true;
  const hand = view.hand ?? [];
  const targets = picked !== null ? (moves.targets.get(picked) ?? new Set<number>()) : null;
  const marked = lastMarks(view);
  const me = props.seat;
  const order = Array.from({ length: view.players }, (_, i) => i).filter((s) => s !== me);
  const sending = props.pendingAction !== null && props.pendingAction !== undefined;
  const refusal = props.refused ? tx(props.refused.text) : "";

  const attackText = (building: number): string => {
    if (picked === null) return "";
    const owner = view.areas.findIndex((area) => area.some((b) => b.card === building));
    if (owner === me) return t("kb_guard", { card: cardName(picked) });
    return t("kb_attack_odds", { strength: card(picked).value, power: attackPower(view, building, picked, wizardTower) });
  };
  const pick = (id: number) => {
    if (!props.canAct) {
      if (!sending && me !== null) props.onProbe({ play: id });
      return;
    }
    if (view.phase === "return") {
      if (moves.returns.has(id)) props.onAct({ return: id });
      return;
    }
    if (moves.lay.has(id)) {
      props.onAct({ play: id });
      return;
    }
    if (!moves.targets.has(id) && card(id).kind === "troop" && !moves.returns.has(id)) {
      props.onProbe({ play: id });
      return;
    }
    setPicked(picked === id ? null : id);
  };
  const onTarget = (building: number) => {
    if (picked === null) return;
    props.onAct({ play: picked, on: building });
    setPicked(null);
  };
  const mover = view.mover;

  return (
    <div class="kb" data-testid="kb" data-phase={view.phase} data-mover={mover ?? ""}>
      <p class="kb-banner" data-testid="kb-reconstructed">{t("kb_reconstructed")}</p>
      <div class="kb-layout">
        <div class="kb-side">
          <div class="kb-top">
            <div class="kb-deck" data-testid="kb-deck" data-count={view.deck}>
              <svg class="kb-svg" viewBox="0 0 56 78" aria-hidden="true">
                <rect x="1" y="1" width="54" height="76" rx="6" fill={view.deck ? "#7a2630" : "none"} stroke="#1b1b1b" stroke-dasharray={view.deck ? "" : "4 3"} />
                <text x="28" y="46" text-anchor="middle" font-size="20" font-weight="700" fill={view.deck ? "#fff" : "#777"}>{view.deck}</text>
              </svg>
              <span>{t("kb_deck_count", { n: view.deck })}</span>
            </div>
            {view.final_round && view.phase !== "over" && (
              <p class="notice kb-final" data-testid="kb-final">{t("kb_final_round", { name: nameOf(props, view.last_player) })}</p>
            )}
            {mover !== null && view.phase === "return" && mover !== me && (
              <p class="notice">{t("kb_returning", { name: nameOf(props, mover), n: view.returning })}</p>
            )}
          </div>
          <Titles props={props} view={view} />
        </div>
        <div class="kb-play">
          {order.map((seat) => (
            <Area key={seat} props={props} view={view} seat={seat} targets={targets} marked={marked} onTarget={onTarget} attackText={attackText} />
          ))}
          <p class={`refusal${refusal ? " shown" : ""}`} role="alert" data-testid="refusal">{refusal}</p>
          {view.points && (
            <section class="kb-result" data-testid="kb-result">
              <h3>{t("kb_result")}</h3>
              <ul>
                {view.points.map((n, seat) => (
                  <li key={seat} class={seat === view.winner ? "winner" : ""}>{t("kb_result_row", { name: nameOf(props, seat), n })}</li>
                ))}
              </ul>
            </section>
          )}
          {me !== null && (
            <section class="kb-hand" data-testid="kb-hand" aria-label={t("kb_your_hand")}>
              {props.canAct && <p class="hint">{t(view.phase === "return" ? "kb_hint_return" : "kb_hint_play")}</p>}
              {picked !== null && (
                <p class="kb-picked" data-testid="kb-picked">
                  {moves.targets.has(picked) ? t("kb_pick_target", { card: cardName(picked) }) : t("kb_no_target", { card: cardName(picked) })}
                </p>
              )}
              <div class="kb-hand-cards" role="group" aria-label={t("kb_your_hand")}>
                {hand.map((id) => {
                  const usable = moves.lay.has(id) || moves.targets.has(id) || moves.returns.has(id);
                  return (
                    <button key={id} type="button" class={`kb-card${picked === id ? " picked" : ""}${usable ? "" : " idle"}`}
                      data-card={id} data-kind={card(id).kind} data-playable={usable ? "1" : "0"}
                      data-lay={moves.lay.has(id) ? "1" : "0"} data-targets={moves.targets.get(id)?.size ?? 0}
                      aria-pressed={picked === id} aria-label={cardName(id)} onClick={() => pick(id)}>
                      {props.concealHand ? <svg class="kb-svg" viewBox="0 0 56 78"><rect x="1" y="1" width="54" height="76" rx="6" fill="#7a2630" /></svg> : <CardSvg c={card(id)} />}
                    </button>
                  );
                })}
              </div>
              <div class="kb-actions">
                {picked !== null && moves.returns.has(picked) && view.phase === "play" && (
                  <button type="button" class="secondary" data-testid="kb-return" disabled={sending}
                    onClick={() => { props.onAct({ return: picked }); setPicked(null); }}>{t("kb_return")}</button>
                )}
                {moves.draw && (
                  <button type="button" class="primary" data-testid="kb-draw" disabled={sending}
                    onClick={() => props.onAct({ draw: true })}>{t("kb_draw", { n: view.returning })}</button>
                )}
                {moves.pass && (
                  <button type="button" class="secondary" data-testid="kb-pass" disabled={sending}
                    onClick={() => props.onAct({ pass: true })}>{t("kb_pass")}</button>
                )}
                {picked !== null && (
                  <button type="button" class="secondary" data-testid="kb-cancel" onClick={() => setPicked(null)}>{t("kb_cancel")}</button>
                )}
              </div>
            </section>
          )}
          {me !== null && (
            <Area props={props} view={view} seat={me} targets={targets} marked={marked} onTarget={onTarget} attackText={attackText} />
          )}
          {me === null && view.hands && (
            <section class="kb-hands-end" data-testid="open-hands">
              {view.hands.map((cards, seat) => (
                <p key={seat}><strong>{nameOf(props, seat)}</strong>: {cards.map(cardName).join(", ")}</p>
              ))}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

export function describeKbEvent(event: GameEvent): string | null {
  const e = event as Record<string, unknown>;
  const num = (key: string): number => (typeof e[key] === "number" ? (e[key] as number) : 0);
  switch (event.kind) {
    case "deal":
      return t("kb_log_deal");
    case "build":
      return t("kb_log_build", { card: cardName(num("card")) });
    case "guard":
      return t("kb_log_guard", { card: cardName(num("card")), target: cardName(num("on")) });
    case "attack":
      return e.success
        ? t("kb_log_attack_won", { card: cardName(num("card")), target: cardName(num("on")) })
        : t("kb_log_attack_lost", { card: cardName(num("card")), target: cardName(num("on")), power: num("power") });
    case "return":
      return t("kb_log_return");
    case "draw":
      return t("kb_log_draw", { n: num("count") });
    case "pass":
      return t("kb_log_pass");
    case "turn":
      return t("kb_log_turn");
    case "end":
      return t("kb_log_end", { points: (Array.isArray(e.points) ? (e.points as number[]) : []).join(" · ") });
    default:
      return null;
  }
}

function KingsBountyThumbnail() {
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={t("kb_thumbnail")}>
      <rect width="200" height="140" rx="14" fill="#2d3b2f" />
      {[card(72), card(36), card(83)].map((c, i) => (
        <g key={c.id} transform={`translate(${34 + i * 46},${30 + (i === 1 ? -8 : 4)}) rotate(${(i - 1) * 8} 28 39)`}>
          <CardSvg c={c} />
        </g>
      ))}
    </svg>
  );
}

export const kingsBountyRenderer: GameRenderer = {
  games: ["kings_bounty"],
  Board: KingsBountyBoard,
  Thumbnail: KingsBountyThumbnail,
  describeEvent: describeKbEvent,
};
