/**
 * Go-Stop (hwatu) at the table: the layout grouped by month over the felt,
 * the stock, your hand (a tap plays a card), the opponent's card backs, each
 * side's captured cards by kind with their counts, both running scores with
 * the Gos and what a Stop would pay now, and the two decisions of a turn —
 * which of two same-month cards to pair with, and Go or Stop — as panels that
 * explain what each choice does. Captures and junk handed over glide (FLIP).
 */
import { createContext } from "preact";
import { useContext, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { tx } from "../../i18n";
import { t, type Key } from "./strings";
import { settings } from "../../settings/store";
import { tableCloth } from "../../themes/cards";
import { seatName } from "../../table/Seats";
import { seatNamer } from "../../table/seatNames";
import type { GameRenderer, RendererProps } from "../types";
import { DeckGallery } from "./DeckGallery";
import { CardFace, HwatuCardSvg } from "./HwatuCard";
import { cardById, monthOf } from "./deck";
import { describeGoStopEvent, movedCards } from "./log";
import { useCardMotion } from "./motion";
import {
  allCaptured,
  asGoStopView,
  capturedRows,
  cardsInPlay,
  choiceOptions,
  goEffect,
  matchCounts,
  type CapturedRow,
  type GoStopView,
  type PlayerView,
  type ResultView,
} from "./model";
import { cardAria, cardName, monthName } from "./names";
import "./hwatu.css";

const KIND_LABELS: Record<CapturedRow["kind"], Key> = {
  bright: "gs_kind_bright",
  animal: "gs_kind_animal",
  ribbon: "gs_kind_ribbon",
  junk: "gs_kind_junk",
};

const DOUBLINGS: Record<string, Key> = {
  brights: "gs_doubling_brights",
  animals: "gs_doubling_animals",
  junk: "gs_doubling_junk",
};

function nameOf(props: RendererProps, seat: number): string {
  const seats = props.table?.seats ?? props.seats ?? [];
  if (!seatName(seats[seat])) return t("seat_n", { n: seat + 1 });
  return seatNamer(seats)(seat);
}

/** The cards the others' last moves played, turned over, captured or handed over: marked until the player moves. */
const RecentCards = createContext<ReadonlySet<number>>(new Set());

/** A card lying on the table (not a control): its picture, named for screen readers. */
function TableCard({ id, class: className }: { id: number; class?: string }) {
  const recent = useContext(RecentCards).has(id);
  return (
    <span class={`gs-card${className ? ` ${className}` : ""}${recent ? " gs-recent" : ""}`} data-card={id}
      data-recent={recent ? "1" : undefined}>
      <HwatuCardSvg id={id} label={cardAria(id)} />
    </span>
  );
}

function Backs({ count, max = 10 }: { count: number; max?: number }) {
  return (
    <span class="gs-backs" aria-hidden="true">
      {Array.from({ length: Math.min(count, max) }, (_, i) => (
        <span key={i} class="gs-card gs-back"><HwatuCardSvg id={null} /></span>
      ))}
    </span>
  );
}

/** The Gos and what they do to the payment: "Го 2 (+2 к выплате)". */
function goText(gos: number): string {
  const effect = goEffect(gos);
  if (effect.kind === "plus") return t("gs_go_plus", { n: effect.n });
  if (effect.kind === "times") return t("gs_go_times", { n: effect.n });
  return "";
}

function scoreParts(player: PlayerView): string[] {
  const s = player.score;
  const parts: [Key, number][] = [
    ["gs_part_brights", s.brights],
    ["gs_part_animals", s.animals],
    ["gs_part_godori", s.godori],
    ["gs_part_ribbons", s.ribbons],
    ["gs_part_red_poem", s.red_poem],
    ["gs_part_blue", s.blue],
    ["gs_part_plain_red", s.plain_red],
    ["gs_part_junk", s.junk],
  ];
  return parts.filter(([, n]) => n > 0).map(([key, n]) => t(key, { n }));
}

/** Whether the score is one a Go or Stop is decided at: 7 first, then above the last decision. */
function canStop(player: PlayerView): boolean {
  return player.gos === 0 ? player.score.total >= 7 : player.score.total > player.decided_at;
}

function ScoreBox({ player, seat, over }: { player: PlayerView; seat: number; over: boolean }) {
  const parts = scoreParts(player);
  if (player.score.cup) parts.push(t(player.score.cup === "junk" ? "gs_cup_junk" : "gs_cup_animal"));
  const stop = player.if_stop;
  return (
    <div class="gs-score" data-testid={`gs-score-${seat}`} data-score={player.score.total} data-gos={player.gos}>
      <p class="gs-total">
        <span class="gs-total-label">{t("gs_score")}</span> <strong>{player.score.total}</strong>
        {player.gos > 0 && (
          <span class="gs-gos" data-testid={`gs-gos-${seat}`}>
            {t("gs_gos")} <strong>{player.gos}</strong> <span class="muted">({goText(player.gos)})</span>
          </span>
        )}
        {player.ppuks > 0 && <span class="muted">{t("gs_ppuks", { n: player.ppuks })}</span>}
        {!over && (canStop(player)
          ? <strong class="gs-stop-now">{t("gs_stop_pays", { n: stop.amount })}</strong>
          : <span class="muted gs-threshold">{player.gos > 0 ? t("gs_next_decision", { n: player.decided_at }) : t("gs_stop_from")}</span>)}
      </p>
      {parts.length > 0 && <p class="gs-parts muted">{parts.join(" · ")}</p>}
      {!over && stop.doublings.length > 0 && (
        <p class="gs-if-stop">{stop.doublings.map((d) => <span key={d} class="gs-doubling">{DOUBLINGS[d] ? t(DOUBLINGS[d]) : d}</span>)}</p>
      )}
    </div>
  );
}

function Captured({ player, seat }: { player: PlayerView; seat: number }) {
  const rows = capturedRows(allCaptured(player), player.score.cup);
  return (
    <div class="gs-captured" data-testid={`gs-captured-${seat}`}>
      {rows.map((row) => (
        <div key={row.kind} class="gs-pile" data-kind={row.kind} data-count={row.count}>
          <span class="gs-pile-label">
            {t(KIND_LABELS[row.kind])}{" "}
            <strong>{row.kind === "junk" ? t("gs_units", { n: row.count }) : row.count}</strong>
          </span>
          <span class="gs-pile-cards">
            {row.cards.map((id) => <TableCard key={id} id={id} />)}
          </span>
        </div>
      ))}
    </div>
  );
}

function PlayerArea({ props, view, seat, top }: { props: RendererProps; view: GoStopView; seat: number; top: boolean }) {
  const player = view.players[seat];
  const name = nameOf(props, seat);
  const turn = props.acting ? props.acting.includes(seat) : view.turn === seat;
  return (
    <section class={`gs-player${top ? " top" : ""}${turn ? " turn" : ""}`} data-testid={`gs-player-${seat}`} aria-label={t("gs_captured_of", { name })}>
      <div class="gs-player-head">
        <strong class="gs-name">{name}</strong>
        {(top || props.seat === null) && (
          <span class="gs-hidden-hand" data-testid={`gs-hidden-hand-${seat}`} data-count={view.hand_counts[seat]}>
            <Backs count={view.hand_counts[seat]} />
            <span class="gs-hand-count">{t("gs_hand_count", { n: view.hand_counts[seat] })}</span>
          </span>
        )}
      </div>
      <div class="gs-player-body">
        <ScoreBox player={player} seat={seat} over={view.outcome !== null} />
        <Captured player={player} seat={seat} />
      </div>
    </section>
  );
}

function Felt({ props, view, hoverMonth, onChoose }: {
  props: RendererProps;
  view: GoStopView;
  hoverMonth: number | null;
  onChoose: (card: number) => void;
}) {
  const options = props.canAct ? choiceOptions(view) : [];
  const inPlay = cardsInPlay(view);
  // The player's chosen table cloth, as on every card table of the club.
  const cloth = tableCloth(settings.value.table_cloth);
  const style = {
    "--cloth-centre": cloth.centre,
    "--cloth-rim": cloth.rim,
    "--cloth-weave": cloth.weave,
    "--cloth-edge": cloth.edge,
    "--cloth-ink": cloth.ink,
  } as Record<string, string>;
  return (
    <section class="gs-felt" style={style} data-cloth={cloth.id} aria-label={t("gs_layout")}>
      <div class="gs-felt-side">
        <div class="gs-stock" data-testid="gs-stock" data-count={view.stock_count}>
          {view.stock_count > 0 && <span class="gs-card gs-back"><HwatuCardSvg id={null} /></span>}
          <span class="gs-stock-count">{t("gs_stock_count", { n: view.stock_count })}</span>
        </div>
        <p class="gs-turn-number">
          {t("gs_turn_of_20", { n: Math.min(view.turn_number, 20) })}
          {view.last_turn && view.outcome === null && <strong class="gs-last"> · {t("gs_last_turn")}</strong>}
        </p>
      </div>
      {inPlay.length > 0 && (
        <div class="gs-in-play" aria-label={t("gs_in_play")}>
          {inPlay.map((id) => <TableCard key={id} id={id} class="lifted" />)}
        </div>
      )}
      {view.layout.length === 0 ? (
        <p class="gs-empty">{t("gs_layout_empty")}</p>
      ) : (
        <ul class="gs-layout" data-testid="gs-layout">
          {view.layout.map((group) => (
            <li key={group.month} class={`gs-month${group.stack ? " stack" : ""}${hoverMonth === group.month ? " hover" : ""}`}
              data-month={group.month} aria-label={monthName(group.month)}>
              <span class="gs-month-cards">
                {group.cards.map((id) => options.includes(id) ? (
                  <button key={id} type="button" class="gs-card gs-option" data-card={id} data-option={id}
                    aria-label={t("gs_choose_option", { card: cardAria(id) })} onClick={() => onChoose(id)}>
                    <HwatuCardSvg id={id} />
                  </button>
                ) : <TableCard key={id} id={id} />)}
              </span>
              {group.stack && (
                <span class="gs-stack-tag">
                  {group.ppuk !== null && group.ppuk !== undefined ? t("gs_ppuk_of", { name: nameOf(props, group.ppuk) }) : t("gs_stack")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Hand({ props, view, onHover }: { props: RendererProps; view: GoStopView; onHover: (month: number | null) => void }) {
  const [local, setLocal] = useState<number | null>(null);
  const hand = view.hand ?? [];
  const matches = useMemo(() => matchCounts(hand, view.layout), [hand.join(), view.layout]);
  const playable = props.canAct && view.pending?.kind === "play";
  const pending = (props.pendingAction as { play?: number } | null)?.play ?? null;
  useEffect(() => setLocal(null), [view.turn_number, view.phase]);
  const play = (id: number) => {
    if (!playable) {
      // While the last move is on its way nothing needs saying. On one's own turn the server
      // says what comes first (the pair to choose, Go or Stop); otherwise it is not this turn.
      if (props.pendingAction !== null) return;
      if (props.seat !== null && view.turn === props.seat) props.onProbe({ play: id });
      else setLocal(Date.now());
      return;
    }
    setLocal(null);
    props.onAct({ play: id });
  };
  if (props.concealHand) {
    // Two people share this device and it is neither one's turn: no faces on screen.
    return (
      <section class="gs-hand" aria-label={t("gs_your_hand")} data-testid="gs-hand">
        <div class="gs-hand-cards">
          {hand.map((id) => <span key={id} class="gs-card gs-hand-back"><HwatuCardSvg id={null} /></span>)}
        </div>
      </section>
    );
  }
  return (
    <section class="gs-hand" aria-label={t("gs_your_hand")} data-testid="gs-hand">
      {playable && <p class="hint">{t("gs_play_hint")}</p>}
      {local !== null && !playable && <p class="refusal shown" role="alert">{t("not_your_turn")}</p>}
      <div class="gs-hand-cards" role="group" aria-label={t("gs_your_hand")}>
        {hand.map((id) => {
          const n = matches.get(id) ?? 0;
          return (
            <button key={id} type="button" data-card={id} data-playable={playable ? "1" : "0"} data-matches={n}
              class={`gs-card gs-hand-card${n > 0 ? " pairs" : ""}${pending === id ? " sending" : ""}`}
              aria-label={`${t("gs_play_card", { card: cardAria(id) })}${n > 0 ? ` — ${t("gs_pairs_with", { n })}` : ""}`}
              onClick={() => play(id)} onMouseEnter={() => onHover(monthOf(id))} onMouseLeave={() => onHover(null)}
              onFocus={() => onHover(monthOf(id))} onBlur={() => onHover(null)}>
              <HwatuCardSvg id={id} />
              {n > 0 && <span class="gs-pair-mark" aria-hidden="true">{n}</span>}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** The face-up hands of a finished game's record (the replay's full view, at any of its moves). */
function HandsAtEnd({ props, view }: { props: RendererProps; view: GoStopView }) {
  if (!view.hands || view.hands.every((hand) => hand.length === 0)) return null;
  return (
    <section class="gs-hands-end" aria-label={t("gs_hands_at_end")} data-testid="open-hands">
      <h3>{t("gs_hands_at_end")}</h3>
      {view.hands.map((hand, seat) => (
        <div key={seat} class="gs-pile" data-seat={seat}>
          <span class="gs-pile-label">{nameOf(props, seat)}</span>
          <span class="gs-pile-cards">{hand.map((id) => <TableCard key={id} id={id} />)}</span>
        </div>
      ))}
    </section>
  );
}

function ChoosePanel({ props, view, onChoose }: { props: RendererProps; view: GoStopView; onChoose: (card: number) => void }) {
  const pending = view.pending;
  const options = choiceOptions(view);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus({ preventScroll: true });
    first.current?.closest(".gs-decision")?.scrollIntoView?.({ block: "nearest" });
  }, [view.turn_number, pending?.kind]);
  if (!pending || options.length === 0) return null;
  const card = typeof pending.card === "number" ? cardName(pending.card) : "";
  return (
    <section class="gs-decision" role="dialog" aria-labelledby="gs-choose-title" data-testid="gs-choose">
      <h2 id="gs-choose-title">{t("gs_choose_title")}</h2>
      <p>{t(pending.kind === "choose_hand" ? "gs_choose_hand" : "gs_choose_stock", { card })}</p>
      <div class="gs-choices">
        {options.map((id, i) => (
          <button key={id} ref={i === 0 ? first : undefined} type="button" class="gs-choice" data-choose={id}
            disabled={props.pendingAction !== null} onClick={() => onChoose(id)}>
            <span class="gs-card"><HwatuCardSvg id={id} /></span>
            <span>{t("gs_choose_option", { card: cardName(id) })}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

function GoStopPanel({ props, view, seat }: { props: RendererProps; view: GoStopView; seat: number }) {
  const player = view.players[seat];
  const score = player.score.total;
  const goAllowed = view.pending?.go_allowed !== false;
  const amount = player.if_stop.amount;
  const nextGos = player.gos;
  const effect = goEffect(nextGos);
  const stopButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stopButton.current?.focus({ preventScroll: true });
    stopButton.current?.closest(".gs-decision")?.scrollIntoView?.({ block: "nearest" });
  }, [view.turn_number]);
  const sending = props.pendingAction !== null;
  return (
    <section class="gs-decision gs-gostop" role="dialog" aria-labelledby="gs-decide-title" aria-describedby="gs-decide-text" data-testid="gs-gostop">
      <h2 id="gs-decide-title">{t("gs_decide_title")}</h2>
      <div id="gs-decide-text">
        <p class="lead">{t("gs_decide_score", { n: score })}</p>
        <p>
          {t("gs_decide_stop", { amount })}{" "}
          {(effect.kind !== "none" || player.if_stop.doublings.length > 0) && (
            <span class="gs-formula" data-testid="gs-formula">
              {t("gs_points", { n: score })}
              {effect.kind === "plus" && <> {t("gs_formula_plus", { n: effect.n })}</>}
              {effect.kind === "times" && <> {t("gs_formula_times", { n: effect.n })}</>}
              {player.if_stop.doublings.map((d) => <span key={d} class="gs-doubling">{DOUBLINGS[d] ? t(DOUBLINGS[d]) : d}</span>)}
              {" = "}<strong>{amount}</strong>
            </span>
          )}
        </p>
        <p>{goAllowed ? t("gs_decide_go", { n: score }) : t("gs_decide_last_turn")}</p>
      </div>
      <div class="gs-decide-buttons">
        {goAllowed && (
          <button type="button" class="big secondary" data-testid="gs-go" disabled={sending} onClick={() => props.onAct({ go: true })}>
            {t("gs_go_button")}
          </button>
        )}
        <button ref={stopButton} type="button" class="big primary" data-testid="gs-stop" disabled={sending} onClick={() => props.onAct({ stop: true })}>
          {t("gs_stop_button", { n: amount })}
        </button>
      </div>
    </section>
  );
}

function resultLine(props: RendererProps, result: ResultView): string {
  const name = result.winner !== null && result.winner !== undefined ? nameOf(props, result.winner) : "";
  switch (result.kind) {
    case "stop":
      return t("gs_result_stop", { name, amount: result.amount });
    case "four":
      return t("gs_result_four", { name });
    case "three_ppuk":
      return t("gs_result_three_ppuk", { name, amount: result.amount });
    default:
      return t("gs_result_nagari");
  }
}

function ResultPanel({ props, view }: { props: RendererProps; view: GoStopView }) {
  const result = view.outcome?.details;
  if (!view.outcome) return null;
  const payout = result?.payout;
  const effect = payout ? goEffect(payout.gos) : null;
  return (
    <section class="gs-result" data-testid="gs-result" data-kind={result?.kind ?? ""} data-amount={result?.amount ?? 0}>
      <p class="lead">{result ? resultLine(props, result) : tx(view.outcome.reason)}</p>
      {payout && (
        <p class="gs-formula">
          {t("gs_result_formula", { score: payout.score })}
          {effect?.kind === "plus" && <> {t("gs_formula_plus", { n: effect.n })}</>}
          {effect?.kind === "times" && <> {t("gs_formula_times", { n: effect.n })}</>}
          {payout.doublings.map((d) => <span key={d} class="gs-doubling">{DOUBLINGS[d] ? t(DOUBLINGS[d]) : d}</span>)}
          {" = "}<strong>{payout.amount}</strong>
        </p>
      )}
      {view.four && (
        <span class="gs-pile-cards">{view.four.cards.map((id) => <TableCard key={id} id={id} />)}</span>
      )}
    </section>
  );
}

function GoStopBoard(props: RendererProps) {
  const view = asGoStopView(props.view);
  const root = useRef<HTMLDivElement>(null);
  const [hoverMonth, setHoverMonth] = useState<number | null>(null);
  const moveKey = view
    ? [view.turn_number, view.phase, view.stock_count, view.hand_counts.join("/"), ...view.players.map((p) => allCaptured(p).length)].join(":")
    : "";
  useCardMotion(root, moveKey, settings.value.reduced_motion);
  const recent = useMemo(() => movedCards(props.recent ?? []), [props.recent]);
  if (!view) return <p class="muted">{t("view_unreadable")}</p>;

  const me = props.seat ?? 0;
  const opponent = 1 - me;
  const pending = view.pending;
  const myTurn = props.seat !== null && view.turn === props.seat;
  const choose = (card: number) => props.onAct({ choose: card });
  const opponentName = nameOf(props, opponent);
  const waitingNote =
    !myTurn && view.turn === opponent && pending
      ? pending.kind === "go_stop"
        ? t("gs_opponent_decides", { name: opponentName })
        : pending.kind === "choose_hand" || pending.kind === "choose_stock"
          ? t("gs_opponent_chooses", { name: opponentName })
          : null
      : null;
  const refusal = props.refused ? tx(props.refused.text) : "";

  return (
    <RecentCards.Provider value={recent}>
    <div class="gostop" ref={root} data-phase={view.phase} data-turn={view.turn ?? ""} data-testid="gostop">
      <PlayerArea props={props} view={view} seat={opponent} top />
      <Felt props={props} view={view} hoverMonth={hoverMonth} onChoose={choose} />
      {waitingNote && <p class="notice gs-waiting" role="status">{waitingNote}</p>}
      <p class={`refusal${refusal ? " shown" : ""}`} role="alert" data-testid="refusal">{refusal}</p>
      {props.canAct && (pending?.kind === "choose_hand" || pending?.kind === "choose_stock") && (
        <ChoosePanel props={props} view={view} onChoose={choose} />
      )}
      {props.canAct && pending?.kind === "go_stop" && <GoStopPanel props={props} view={view} seat={me} />}
      <ResultPanel props={props} view={view} />
      {props.seat !== null && <Hand props={props} view={view} onHover={setHoverMonth} />}
      <PlayerArea props={props} view={view} seat={me} top={false} />
      <HandsAtEnd props={props} view={view} />
    </div>
    </RecentCards.Provider>
  );
}

function GoStopThumbnail() {
  const cards = [9, 29, 1].map((id) => cardById(id)).filter((card) => card !== null);
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={t("thumbnail_label")}>
      <rect width="200" height="140" rx="14" fill={tableCloth(settings.value.table_cloth).centre} />
      {cards.map((card, i) => (
        <g key={card.id} transform={`translate(${44 + i * 40},${22 + (i === 1 ? -8 : 4)}) rotate(${(i - 1) * 10} 30 48)`}>
          <CardFace card={card} />
        </g>
      ))}
    </svg>
  );
}

export const goStopRenderer: GameRenderer = {
  games: ["go_stop"],
  Board: GoStopBoard,
  Thumbnail: GoStopThumbnail,
  describeEvent: describeGoStopEvent,
  RulesExtra: DeckGallery,
};
