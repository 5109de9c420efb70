/**
 * Kozel at the table: four seats around the cloth (you at the bottom, your
 * partner opposite), your hand as a fan with the cards you may not play dimmed
 * and the rules' reason on a tap, the trick in the middle, the trump and the
 * deal's card points above it, the last trick on demand, decisions (trump,
 * redeal, passing the last trump) as buttons, the deal's result and the match
 * score drawn as on paper, and who the «козлы» are at the end.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { tx, type Bilingual } from "../../i18n";
import { t } from "./strings";
import type { SeatInfo } from "../../net/types";
import { settings } from "../../settings/store";
import { cardSet, suitColor, tableCloth, type CardSet } from "../../themes/cards";
import { ClockFace, seatName } from "../../table/Seats";
import { seatNamer } from "../../table/seatNames";
import { CardSvg, SuitShape } from "../cards/CardSvg";
import { cardText, parseCard, sideOf, SUIT_SYMBOL, suitOf, type Side } from "../cards/model";
import { ScoreSheetSvg } from "./ScoreSheet";
import { scoreSheet } from "./scoreSheet";
import { fanThumbnail } from "../cards/Thumbnail";
import { BackFan, Felt, HandFan, OpenHands, TrickArea, type FanItem, type TrickCard } from "../cards/Table";
import {
  dealResult,
  decisions,
  handCards,
  kozelHandOrder,
  readKozelView,
  relation,
  teamSeats,
  trickSlots,
  type Decision,
  type KozelView,
} from "./view";
import { describeKozelEvent } from "./log";
import type { GameRenderer, RendererProps } from "../types";
import "./kozel.css";

const SIDES: Side[] = ["bottom", "left", "top", "right"];

/** A seat's name; two bots of one level get their seat numbers, as in the log and the banner. */
function nameOf(seats: SeatInfo[] | undefined, seat: number): string {
  const info = seats?.[seat];
  if (!info || !seatName(info)) return t("seat_n", { n: seat + 1 });
  return seatNamer(seats ?? [])(seat);
}

function textOf(id: string): string {
  const card = parseCard(id);
  return card ? cardText(card) : id;
}

/** The probe for a card the client has no reason for: the server answers why. */
function probeFor(phase: string, card: string): unknown {
  if (phase === "give") return { give: card };
  if (phase === "return") return { return: card };
  return { card };
}

function TrumpBadge({ view, set, fourColor }: { view: KozelView; set: CardSet; fourColor: boolean }) {
  const suit = suitOf(view.trump.suit);
  return (
    <div class="hud-item trump-badge" data-testid="trump" data-suit={view.trump.suit ?? ""}>
      <span class="hud-label">{t("kozel_trump")}</span>
      {suit ? (
        <span class="trump-suit" aria-label={t("kozel_trump_is", { suit: SUIT_SYMBOL[suit] })}>
          <svg viewBox="0 0 100 100" aria-hidden="true"><SuitShape suit={suit} x={50} y={50} size={92} color={suitColor(set, suit, fourColor)} /></svg>
        </span>
      ) : (
        <strong>{t("kozel_trump_unknown")}</strong>
      )}
    </div>
  );
}

function SeatPlate({ seat, side, view, props, set, concealed }: {
  seat: number; side: Side; view: KozelView; props: RendererProps; set: CardSet; concealed: boolean;
}) {
  const info = (props.table?.seats ?? props.seats)?.[seat];
  const rel = relation(seat, view.seat);
  const turn = (props.acting ? props.acting.includes(seat) : view.turn === seat) && !view.outcome;
  const count = view.hand_counts[seat] ?? 0;
  const state = info?.kind === "human"
    ? info.abandoned ? t("seat_left") : info.bot_holding ? t("seat_bot_holding") : info.connected === false ? t("seat_offline") : null
    : null;
  const revealed = view.revealed[String(seat)] ?? [];
  const showBacks = side !== "bottom" || concealed;
  return (
    <div class={`seat-plate ${side}${turn ? " turn" : ""}${rel === "partner" ? " partner" : ""}`} data-seat={seat} data-side={side}
      aria-current={turn ? "true" : undefined} data-testid={`seat-plate-${seat}`}>
      <div class="plate">
        <span class="plate-name">
          <span class={`team-dot team-${seat % 2}`} aria-hidden="true" />
          {seatName(info) || t("seat_n", { n: seat + 1 })}
        </span>
        <span class="plate-tags">
          {/* Every seat shows its number: the log and the banner tell two bots of one level apart by it. */}
          <span class="seat-no" data-testid={`seat-no-${seat}`}>{t("seat_word", { n: seat + 1 })}</span>
          {rel === "me" && <span class="tag">{t("you")}</span>}
          {rel === "partner" && <span class="tag partner">{t("cards_partner")}</span>}
          {view.dealer === seat && <span class="tag dealer" title={t("cards_dealer")}>{t("cards_dealer")}</span>}
          {view.trumper === seat && <span class="tag trumper">{t("kozel_trumper")}</span>}
          {state && <span class="tag warn">{state}</span>}
          {turn && <span class="turn-dot" aria-label={t("their_turn")}>●</span>}
        </span>
        {props.clocks && <ClockFace clocks={props.clocks} seat={seat} received={props.received ?? Date.now()} acting={turn} />}
      </div>
      {showBacks && count > 0 && (
        <BackFan count={count} set={set} vertical={side === "left" || side === "right"}
          label={t("cards_hand_of", { name: nameOf(props.table?.seats ?? props.seats, seat), n: count })} />
      )}
      {revealed.length > 0 && side !== "bottom" && (
        <div class="revealed" aria-label={t("kozel_revealed")}>
          {revealed.map((c) => <CardSvg key={c.card} id={c.card} set={set} fourColor={settings.value.four_color_deck} class="card-svg mini" />)}
        </div>
      )}
    </div>
  );
}

function decisionLabel(d: Decision): string {
  switch (d.kind) {
    case "trump":
      return t(`suit_${d.suit}`);
    case "redeal":
      return d.redeal ? t("kozel_redeal_yes") : t("kozel_redeal_no");
    case "give":
      return t("kozel_give_card", { card: textOf(d.card) });
    case "keep":
      return t("kozel_keep");
    default:
      return d.text;
  }
}

function DecisionBar({ view, list, onAct, set, fourColor }: {
  view: KozelView; list: Decision[]; onAct: (action: unknown) => void; set: CardSet; fourColor: boolean;
}) {
  const mine = view.seat !== null && view.turn === view.seat;
  let prompt: string | null = null;
  if (mine && view.phase === "declare") prompt = t("kozel_declare_prompt");
  if (mine && view.phase === "redeal") {
    const reasons = (view.redeal?.reasons ?? []).map((r) => tx(r)).join("; ");
    prompt = t("kozel_redeal_prompt", { reasons });
  }
  if (mine && view.phase === "give") prompt = t("kozel_give_prompt");
  if (mine && view.phase === "return") {
    const got = view.exchanges.find((e) => e.to === view.seat && !e.returned_done && e.card);
    prompt = got?.card ? t("kozel_return_prompt", { card: textOf(got.card) }) : t("kozel_return_prompt_any");
  }
  if (!prompt && list.length === 0) return null;
  return (
    <div class="decision-bar" role="group" aria-label={prompt ?? t("legal_actions")} data-testid="decisions">
      {prompt && <p class="decision-prompt">{prompt}</p>}
      <div class={`decision-buttons${list.length > 0 && list.every((d) => d.kind === "trump") ? " trumps" : ""}`}>
        {list.map((d, i) => (
          <button key={i} type="button" class={`${d.kind === "trump" || (d.kind === "redeal" && !d.redeal) || d.kind === "give" ? "primary" : "secondary"} decision ${d.kind}`}
            data-testid={`decision-${d.kind}`} data-action={JSON.stringify(d.action)} onClick={() => onAct(d.action)}>
            {d.kind === "trump" && (
              <svg class="decision-suit" viewBox="0 0 100 100" aria-hidden="true">
                <SuitShape suit={d.suit} x={50} y={50} size={90} color={suitColor(set, d.suit, fourColor)} />
              </svg>
            )}
            <span>{decisionLabel(d)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

function DealResultBanner({ view, onClose }: { view: KozelView; onClose: () => void }) {
  const line = view.last_deal;
  if (!line) return null;
  const r = dealResult(line, view.team, view.match.scoring);
  const spectator = view.team === null;
  const [us, them] = spectator ? [t("kozel_team_a"), t("kozel_team_b")] : [t("kozel_us"), t("kozel_them")];
  let what: string;
  if (r.kind === "eggs") {
    what = view.eggs.mode === "replay" ? t("kozel_result_eggs_replay") : t("kozel_result_eggs");
  } else {
    const side = r.written[0] > 0 ? 0 : 1;
    const n = r.written[side];
    const who = side === 0 ? us : them;
    what = r.penalty ? t("kozel_result_penalty", { who, n }) : t("kozel_result_credit", { who, n });
    if (r.kind === "catch") {
      what = `${r.queenTeam === 0 ? (spectator ? t("kozel_result_catch_team", { team: us }) : t("kozel_result_catch_ours")) : spectator ? t("kozel_result_catch_team", { team: them }) : t("kozel_result_catch_theirs")} · ${what}`;
    }
    if (r.eggs > 0) what += ` (${t("kozel_result_with_eggs", { n: r.eggs })})`;
  }
  return (
    <div class="deal-result" role="status" data-testid="deal-result" data-deal={r.deal} data-kind={r.kind}>
      <div class="deal-result-body">
        <strong>{t("kozel_deal_result_title", { n: r.deal })}</strong>
        {r.kind !== "catch" && (
          <span>{t("kozel_card_points")}: {us} <b data-testid="deal-points-us">{r.points[0]}</b> · {them} <b data-testid="deal-points-them">{r.points[1]}</b></span>
        )}
        <span data-testid="deal-written">{what}</span>
        <span>{t("kozel_total")}: {us} {r.totals[0]} · {them} {r.totals[1]}</span>
      </div>
      <button type="button" class="icon" aria-label={t("close")} onClick={onClose}>×</button>
    </div>
  );
}

function GoatsBanner({ view, seats }: { view: KozelView; seats: SeatInfo[] | undefined }) {
  if (view.goats === null) return null;
  const [a, b] = teamSeats(view.goats);
  const names = [a, b].map((n) => nameOf(seats, n - 1)).join(", ");
  const ours = view.team !== null && view.team === view.goats;
  const dry = (view.outcome as { details?: { dry?: boolean } } | null)?.details?.dry === true;
  return (
    <div class={`goats-banner${ours ? " ours" : ""}`} role="status" data-testid="goats" data-team={view.goats}>
      <strong>{ours ? t("kozel_goats_us") : view.team === null ? t("kozel_goats_team", { names }) : t("kozel_goats_them", { names })}</strong>
      {dry && <span class="tag">{t("kozel_dry")}</span>}
    </div>
  );
}

function KozelBoard(props: RendererProps) {
  const view = useMemo(() => readKozelView(props.view), [props.view]);
  const s = settings.value;
  const set = cardSet(s.card_set);
  const fourColor = s.four_color_deck;
  const cloth = tableCloth(s.table_cloth);
  const [local, setLocal] = useState<{ text: Bilingual | string; serial: number } | null>(null);
  const [showLast, setShowLast] = useState(false);
  const [closedResult, setClosedResult] = useState<number | null>(null);
  const version = `${view?.deal_number}:${view?.hand.length}:${view?.trick?.cards.length}:${view?.phase}`;
  useEffect(() => setLocal(null), [version]);
  useEffect(() => setShowLast(false), [view?.last_trick?.winner, view?.tricks?.[0], view?.tricks?.[1], view?.deal_number]);

  if (!view) return <p class="muted">{t("view_unreadable")}</p>;
  const me = view.seat;
  const seats = props.table?.seats ?? props.seats;
  const kingAboveTen = props.table?.options?.king_above_ten === true;
  const concealed = props.concealHand === true;
  const order = kozelHandOrder(view, kingAboveTen);
  const hand = concealed ? [] : handCards(view, props.canAct ? props.legal : [], order, props.pendingAction);
  const pendingCard = typeof (props.pendingAction as { card?: unknown } | null)?.card === "string"
    ? (props.pendingAction as { card: string }).card : null;
  const list = props.canAct && !concealed ? decisions(props.legal) : [];

  const tapCard = (index: number) => {
    const card = hand[index];
    if (!card || me === null) return;
    if (!props.canAct) {
      setLocal({ text: t("not_your_turn"), serial: Date.now() });
      return;
    }
    if (card.action) {
      setLocal(null);
      props.onAct(card.action);
      return;
    }
    if (card.reason) {
      setLocal({ text: card.reason, serial: Date.now() });
      return;
    }
    props.onProbe(probeFor(view.phase, card.id));
  };

  // Cards are dimmed only when a card is what the player must choose (playing, passing, giving back).
  const choosingCard = view.phase === "play" || view.phase === "give" || view.phase === "return";
  const items: FanItem[] = hand.map((c) => {
    const state: FanItem["state"] = !props.canAct || !choosingCard ? (c.action ? "play" : "idle") : c.action ? "play" : "blocked";
    const label = state === "blocked" && c.reason ? t("cards_card_blocked", { card: c.text, reason: tx(c.reason) }) : c.text;
    return { id: c.id, label, state };
  });

  const current = view.trick?.cards ?? [];
  const last = view.last_trick;
  const showingLast = showLast && !!last;
  const restingLast = !showingLast && current.length === 0 && !pendingCard && !!last;
  const trickCards: TrickCard[] = (showingLast || restingLast
    ? trickSlots(last!.cards, me)
    : trickSlots(current, me, pendingCard)
  ).map((slot) => ({
    side: slot.side,
    card: slot.card,
    order: slot.order,
    tentative: !showingLast && !restingLast && slot.card === pendingCard,
    winner: (showingLast || restingLast) && slot.seat === last?.winner,
    label: `${nameOf(seats, slot.seat)}: ${textOf(slot.card)}`,
  }));
  const caption = (showingLast || restingLast) && last
    ? t("cards_took_trick", { name: nameOf(seats, last.winner), n: last.points })
    : null;

  const refusal = local ? tx(local.text) : props.refused ? tx(props.refused.text) : "";
  const mineFirst = view.team === 1 ? [1, 0] : [0, 1];
  const spectator = view.team === null;
  const [us, them] = spectator ? [t("kozel_team_a"), t("kozel_team_b")] : [t("kozel_us"), t("kozel_them")];
  const sheet = scoreSheet(view.match.deals, view.team, view.match.target || view.target);
  const goatsColumn = view.goats === null ? null : sheet.columns.indexOf(view.goats);
  const resultShown = view.last_deal && closedResult !== view.last_deal.deal;
  const exchange = view.exchanges.find((e) => me !== null && (e.from === me || e.to === me) && e.card);
  const bottomSeat = me ?? 0;

  return (
    <div class="kozel-game card-game" data-phase={view.phase} data-deal={view.deal_number} data-turn={view.turn ?? ""}
      data-can-act={props.canAct ? "1" : "0"}>
      <div class="hud" role="group" aria-label={t("kozel_hud")}>
        <TrumpBadge view={view} set={set} fourColor={fourColor} />
        <div class="hud-item" data-testid="card-points">
          <span class="hud-label">{t("kozel_card_points")}</span>
          <strong>{us} {view.card_points[mineFirst[0]]} · {them} {view.card_points[mineFirst[1]]}</strong>
        </div>
        <div class="hud-item">
          <span class="hud-label">{t("kozel_total")}</span>
          <strong data-testid="match-score">{view.scores[mineFirst[0]]} : {view.scores[mineFirst[1]]}</strong>
          <span class="muted small">{t("kozel_score_target", { n: view.target })}</span>
        </div>
        {view.eggs.pending > 0 && (
          <div class="hud-item eggs" data-testid="eggs">
            <span class="hud-label">{t("kozel_eggs")}</span>
            <strong>{t("kozel_eggs_pending", { n: view.eggs.pending })}</strong>
          </div>
        )}
        <div class="hud-item deal-no"><span class="hud-label">{t("kozel_deal_n", { n: view.deal_number })}</span></div>
      </div>
      {resultShown && <DealResultBanner view={view} onClose={() => setClosedResult(view.last_deal!.deal)} />}
      <GoatsBanner view={view} seats={seats} />
      <div class="card-layout">
        <div class="card-main">
          <Felt cloth={cloth} label={t("cards_table")}>
            {SIDES.filter((side) => side !== "bottom").map((side) => {
              const seat = [0, 1, 2, 3].find((n) => sideOf(n, me, 4) === side) ?? 0;
              return (
                <div key={side} class={`felt-${side}`}>
                  <SeatPlate seat={seat} side={side} view={view} props={props} set={set} concealed={concealed} />
                </div>
              );
            })}
            <div class="felt-center">
              <TrickArea cards={trickCards} set={set} fourColor={fourColor} faded={restingLast}
                label={showingLast || restingLast ? t("cards_last_trick") : t("cards_trick")} caption={caption}
                testId={showingLast ? "last-trick-cards" : "trick"} />
            </div>
            {/* Decisions come before the first lead, while the middle of the table is empty. */}
            <DecisionBar view={view} list={list} onAct={props.onAct} set={set} fourColor={fourColor} />
          </Felt>
          <div class="my-side">
            <div class="my-row">
              <SeatPlate seat={bottomSeat} side="bottom" view={view} props={props} set={set} concealed={concealed || me === null} />
              <button type="button" class="secondary last-trick-toggle" aria-pressed={showingLast} disabled={!last}
                data-testid="last-trick" onClick={() => setShowLast(!showLast)}>
                {showingLast ? t("cards_hide_last_trick") : t("cards_last_trick")}
              </button>
            </div>
            {exchange && exchange.card && !concealed && (
              <p class="muted small exchange-note" data-testid="exchange">
                {exchange.from === me
                  ? t("kozel_you_gave", { card: textOf(exchange.card) })
                  : t("kozel_you_received", { card: textOf(exchange.card) })}
                {exchange.returned ? ` · ${t("kozel_returned", { card: textOf(exchange.returned) })}` : ""}
              </p>
            )}
            {concealed && <p class="notice" data-testid="hand-hidden">{t("kozel_hand_hidden")}</p>}
            {me !== null && !concealed && items.length > 0 && (
              <HandFan items={items} set={set} fourColor={fourColor} onCard={tapCard} label={t("cards_your_hand")} />
            )}
            {me === null && view.hands && (
              <OpenHands hands={view.hands.map((cards) => cards.map((c) => c.card))} name={(seat) => nameOf(seats, seat)}
                set={set} fourColor={fourColor} />
            )}
            <p class={`refusal${refusal ? " shown" : ""}`} role="alert" data-testid="refusal">{refusal}</p>
          </div>
        </div>
        <aside class="score-aside" aria-label={t("kozel_score_title")}>
          <h2 class="score-title">{t("kozel_score_title")}</h2>
          <ScoreSheetSvg data={sheet} titles={[us, them]} targetText={t("kozel_score_target", { n: sheet.target })}
            goatsColumn={goatsColumn} goatsText={t("kozel_goats")} eggsText="60:60" catchText={t("kozel_catch_short")}
            label={t("kozel_score_label", { a: sheet.totals[0], b: sheet.totals[1], target: sheet.target, us, them })} />
        </aside>
      </div>
    </div>
  );
}

export const kozelRenderer: GameRenderer = {
  games: ["kozel"],
  Board: KozelBoard,
  // The lobby picture: the game's strongest cards.
  Thumbnail: fanThumbnail(["7c", "Qc", "Jh", "Ad"]),
  describeEvent: describeKozelEvent,
  drawsSeats: true,
};

