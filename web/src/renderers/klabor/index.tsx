/**
 * Klabor at the table for two, three or four seats: the turned-up card and the
 * bids as buttons while the trump is decided, the declared combinations and
 * «белла» (a toggle beside the hand when the first of the trump king and queen
 * may be played), the trick in the middle, illegal cards answering with the
 * engine's reason, and the score sheet per deal (card points, combinations,
 * bella, last trick, бейт, висяк) and per match.
 */
import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { tx, type Bilingual } from "../../i18n";
import { t, type Key } from "./strings";
import type { SeatInfo } from "../../net/types";
import { settings } from "../../settings/store";
import { cardSet, suitColor, tableCloth, type CardSet } from "../../themes/cards";
import { ClockFace, seatName } from "../../table/Seats";
import { CardSvg, SuitShape } from "../cards/CardSvg";
import { cardText, parseCard, sideOf, SUIT_SYMBOL, suitOf, type Side } from "../cards/model";
import { fanThumbnail } from "../cards/Thumbnail";
import { BackFan, Felt, HandFan, OpenHands, TrickArea, type FanItem, type TrickCard } from "../cards/Table";
import {
  dealKind,
  dealRows,
  klaborDecisions,
  klaborHand,
  klaborTrickSlots,
  FINAL_DEALS,
  obyazSeats,
  readKlaborView,
  sheetSections,
  sideColumns,
  sideCount,
  sideMembers,
  type SheetSection,
  type KlaborDecision,
  type KlaborDealLine,
  type KlaborView,
} from "./view";
import { seatNamer } from "../../table/seatNames";
import { describeKlaborEvent } from "./log";
import type { GameRenderer, RendererProps } from "../types";
import "./klabor.css";

/** A seat's name; two bots of one level get their seat numbers, so score columns differ. */
function nameOf(seats: SeatInfo[] | undefined, seat: number): string {
  const info = seats?.[seat];
  if (!info || !seatName(info)) return t("seat_n", { n: seat + 1 });
  return seatNamer(seats ?? [])(seat);
}

function textOf(id: string): string {
  const card = parseCard(id);
  return card ? cardText(card) : id;
}

/** A side's name in the player's own words: «Мы», «Они», or the seats it holds. */
function sideName(view: KlaborView, side: number, seats: SeatInfo[] | undefined): string {
  if (view.side === side) return t("klabor_us");
  return sideMembers(view, side).map((seat) => nameOf(seats, seat)).join(" + ");
}

/**
 * A score column's head: «Мы» or «Они» in pairs, with the partners' names under it
 * (long bot names would crowd a phone's sheet); with two or three sides, the seat's name.
 */
function SideHead({ view, side, seats }: { view: KlaborView; side: number; seats: SeatInfo[] | undefined }) {
  const members = sideMembers(view, side);
  const pair = members.length > 1;
  const seated = view.side !== null && view.side !== undefined; // a spectator has no «we»
  const head = view.side === side ? t("klabor_us") : pair && seated ? t("klabor_them") : sideName(view, side, seats);
  return (
    <th scope="col" data-side={side}>
      {head}
      {pair && seated && <span class="side-members">{members.map((seat) => nameOf(seats, seat)).join(" + ")}</span>}
    </th>
  );
}

function SuitIcon({ suit, set, fourColor }: { suit: string; set: CardSet; fourColor: boolean }) {
  const s = suitOf(suit);
  if (!s) return null;
  return (
    <svg class="decision-suit" viewBox="0 0 100 100" aria-hidden="true">
      <SuitShape suit={s} x={50} y={50} size={90} color={suitColor(set, s, fourColor)} />
    </svg>
  );
}

function SeatPlate({ seat, side, view, props, set }: { seat: number; side: Side; view: KlaborView; props: RendererProps; set: CardSet }) {
  const info = props.table?.seats?.[seat];
  const turn = (props.acting ? props.acting.includes(seat) : view.turn === seat) && !view.outcome;
  const count = view.hand_counts[seat] ?? 0;
  const partner = view.seat !== null && seat !== view.seat && view.side_of[seat] === view.side_of[view.seat];
  const bids = view.bidding.bids.filter((b) => b.seat === seat);
  const lastBid = bids[bids.length - 1];
  const declared = (view.contest?.declarations ?? []).filter((d) => d.seat === seat);
  const shown = (view.contest?.shown ?? []).find((s) => s.seat === seat);
  return (
    <div class={`seat-plate ${side}${turn ? " turn" : ""}${partner ? " partner" : ""}`} data-seat={seat} data-side={side}
      aria-current={turn ? "true" : undefined} data-testid={`seat-plate-${seat}`}>
      <div class="plate">
        <span class="plate-name">
          <span class={`team-dot team-${view.side_of[seat] ?? seat}`} aria-hidden="true" />
          {seatName(info) || t("seat_n", { n: seat + 1 })}
        </span>
        <span class="plate-tags">
          {/* Every seat shows its number: the log and the banner tell two bots of one level apart by it. */}
          <span class="seat-no" data-testid={`seat-no-${seat}`}>{t("seat_word", { n: seat + 1 })}</span>
          {seat === view.seat && <span class="tag">{t("you")}</span>}
          {partner && <span class="tag partner">{t("cards_partner")}</span>}
          {view.dealer === seat && <span class="tag dealer">{t("cards_dealer")}</span>}
          {view.trump?.maker === seat && <span class="tag trumper">{t("klabor_maker")}</span>}
          {view.bella?.seat === seat && <span class="tag" data-testid="bella-tag">{t("klabor_bella")}</span>}
          {obyazSeats(view).includes(seat) && <span class="tag obyaz" data-testid={`obyaz-${seat}`}>{t("klabor_obyaz")}</span>}
          {view.phase === "bid" && lastBid && <span class="tag" data-testid={`bid-${seat}`}>{lastBid.text ? tx(lastBid.text) : lastBid.bid}</span>}
          {info?.kind === "human" && info.connected === false && <span class="tag warn">{t("seat_offline")}</span>}
          {turn && <span class="turn-dot" aria-label={t("their_turn")}>●</span>}
        </span>
        {props.clocks && <ClockFace clocks={props.clocks} seat={seat} received={props.received ?? Date.now()} acting={turn} />}
      </div>
      {side !== "bottom" && count > 0 && (
        <BackFan count={count} set={set} vertical={side === "left" || side === "right"}
          label={t("cards_hand_of", { name: nameOf(props.table?.seats, seat), n: count })} />
      )}
      {(declared.length > 0 || shown) && (
        <p class="combos small" data-testid={`combos-${seat}`}>
          {shown
            ? `${shown.sequences.map((q) => (q.name ? tx(q.name) : q.text ?? "")).join(", ")} · ${shown.points}`
            : declared.map((d) => (d.name ? tx(d.name) : "")).join(", ")}
        </p>
      )}
    </div>
  );
}

/** The turned-up card (or the фреза) with what it means now. */
function TurnUp({ view, set, fourColor }: { view: KlaborView; set: CardSet; fourColor: boolean }) {
  const up = view.turnup?.face_up ?? null;
  const card = up?.card ?? (view.trump ? null : view.turnup?.card) ?? null;
  if (!card && !view.frez) return null;
  return (
    <div class="klabor-turnup" data-testid="turnup" data-card={card ?? ""}>
      {card && (
        <figure>
          <CardSvg id={card} set={set} fourColor={fourColor} class="card-svg turnup-card" />
          <figcaption class="small">{t("klabor_turnup")}</figcaption>
        </figure>
      )}
      {view.frez && view.trump && (
        <figure>
          <CardSvg id={view.frez.card} set={set} fourColor={fourColor} class="card-svg turnup-card" />
          <figcaption class="small">{t("klabor_frez")}</figcaption>
        </figure>
      )}
    </div>
  );
}

function DecisionBar({ view, list, onAct, set, fourColor }: {
  view: KlaborView; list: KlaborDecision[]; onAct: (action: unknown) => void; set: CardSet; fourColor: boolean;
}) {
  if (list.length === 0) return null;
  const promptKey: Key = view.phase === "bid"
    ? (view.bidding.round === 2 ? "klabor_bid2_prompt" : "klabor_bid1_prompt")
    : view.phase === "announce" ? "klabor_announce_prompt" : view.phase === "exchange" ? "klabor_exchange_prompt" : "legal_actions";
  const turned = suitOf(view.turnup?.suit);
  const prompt = t(promptKey, { suit: turned ? SUIT_SYMBOL[turned] : "" });
  return (
    <div class="decision-bar" role="group" aria-label={prompt} data-testid="decisions">
      <p class="decision-prompt">{prompt}</p>
      <div class="decision-buttons">
        {list.map((d, i) => (
          <button key={i} type="button" class={`${d.kind === "pass" ? "secondary" : "primary"} decision ${d.kind}`}
            data-testid={`decision-${d.kind}`} data-action={JSON.stringify(d.action)} onClick={() => onAct(d.action)}>
            {d.suit && <SuitIcon suit={d.suit} set={set} fourColor={fourColor} />}
            <span>{tx(d.label)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

const ROW_KEYS: Record<string, Key> = {
  card_points: "klabor_row_cards",
  sequences: "klabor_row_combos",
  bella: "klabor_row_bella",
  last_trick: "klabor_row_last",
  bait_penalty: "klabor_row_penalty",
  skis: "klabor_row_skis",
  written: "klabor_row_written",
  scores: "klabor_row_total",
};

const KIND_KEYS: Record<string, Key> = {
  made: "klabor_kind_made",
  bait: "klabor_kind_bait",
  hanging: "klabor_kind_hanging",
  klabor: "klabor_kind_klabor",
};

/** A round's name on the sheet: «Раунд 1», «Раунд 2», «Заключительные раздачи». */
function roundTitle(round: number | "final"): string {
  return round === "final" ? t("klabor_round_final_title") : t("klabor_round_title", { n: round });
}

/** One round of the match sheet (or the whole match): its deals as written, then the totals. */
function SheetBlock({ view, section, columns, seats }: {
  view: KlaborView; section: SheetSection; columns: number[]; seats: SeatInfo[] | undefined;
}) {
  const round = section.round;
  return (
    <tbody data-round={round ?? ""} data-testid={round === null ? undefined : `round-${round}`}>
      {round !== null && (
        <tr class="round-head">
          <th scope="rowgroup" colSpan={columns.length + 1}>
            {roundTitle(round)}
            {section.winner !== null && ` · ${t("klabor_round_won", { side: sideName(view, section.winner, seats) })}`}
          </th>
        </tr>
      )}
      {section.deals.map((d) => (
        <tr key={d.deal} data-kind={dealKind(d)} data-deal={d.deal}>
          <th scope="row">{d.deal}{dealKind(d) !== "made" ? ` ${t(KIND_KEYS[dealKind(d)])}` : ""}</th>
          {columns.map((c) => <td key={c}>{(d.written ?? [])[c] ?? 0}</td>)}
        </tr>
      ))}
      <tr class="totals">
        <th scope="row">{t("klabor_row_total")}</th>
        {columns.map((c) => <td key={c} data-testid={section.current ? `total-${c}` : undefined}>{section.scores[c] ?? 0}</td>)}
      </tr>
      {section.current && view.baits.some((b) => b > 0) && (
        <tr><th scope="row">{t("klabor_baits")}</th>{columns.map((c) => <td key={c}>{view.baits[c]}</td>)}</tr>
      )}
    </tbody>
  );
}

/** The pairs tournament now: the round, the rounds won, who plays under «обяз». */
function TournamentNote({ view, columns, seats }: { view: KlaborView; columns: number[]; seats: SeatInfo[] | undefined }) {
  const tour = view.tournament;
  if (!tour) return null;
  const round = tour.round === "final"
    ? t("klabor_final_deals", { n: Math.min(tour.final_deals + 1, FINAL_DEALS), of: FINAL_DEALS })
    : t("klabor_round_of", { n: tour.round });
  return (
    <section class="klabor-tournament" data-testid="tournament" data-round={tour.round} aria-label={t("klabor_tournament")}>
      <h3 class="score-title">{t("klabor_tournament")} · <span data-testid="tournament-round">{round}</span></h3>
      <p class="small" data-testid="round-wins">
        {t("klabor_round_wins")}: {columns.map((c) => `${sideName(view, c, seats)} ${tour.round_wins[c] ?? 0}`).join(" · ")}
      </p>
      {tour.round === 2 && tour.obyaz !== null && (
        <p class="small obyaz-note" data-testid="obyaz-note">
          {t("klabor_obyaz_note", { side: sideName(view, tour.obyaz, seats) })}
        </p>
      )}
    </section>
  );
}

/** One deal as written: card points, combinations, bella, last trick, penalties, what was written, totals. */
function DealLineTable({ line, columns, heads, notes }: {
  line: KlaborDealLine; columns: number[]; heads: JSX.Element[]; notes?: boolean;
}) {
  return (
    <>
      <table class="klabor-table">
        <thead><tr><th />{heads}</tr></thead>
        <tbody>
          {dealRows(line, columns).map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{t(ROW_KEYS[row.key])}</th>
              {row.values.map((v, i) => <td key={i}>{v}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      {notes && (line.pot_settled ?? 0) > 0 && <p class="small" data-testid="pot-settled">{t("klabor_pot_settled", { n: line.pot_settled ?? 0 })}</p>}
      {notes && (line.pots_after ?? []).some((p) => p > 0) && <p class="small" data-testid="hanging">{t("klabor_hanging_note", { n: (line.pots_after ?? []).reduce((a, b) => a + b, 0) })}</p>}
    </>
  );
}

/**
 * The deal just played, held on screen until the player moves on (as Kozel's result
 * waits for its ×): the next deal's hand and choices appear only after «Дальше». The
 * three words of the sheet a newcomer does not know are explained in a line each.
 */
function DealPause({ view, seats, onNext }: { view: KlaborView; seats: SeatInfo[] | undefined; onNext: () => void }) {
  const line = view.last_deal!;
  const columns = sideColumns(sideCount(view), view.side);
  const heads = columns.map((c) => <SideHead key={c} view={view} side={c} seats={seats} />);
  const kind = dealKind(line);
  return (
    <section class="klabor-pause" role="dialog" aria-label={t("klabor_pause_label")} data-testid="deal-pause"
      data-deal={line.deal} data-kind={kind}>
      <h3 class="score-title">{t("klabor_pause_title", { n: line.deal, kind: t(KIND_KEYS[kind]) })}</h3>
      <DealLineTable line={line} columns={columns} heads={heads} />
      {(line.pots_after ?? []).some((p) => p > 0) && (
        <p class="small">{t("klabor_hanging_note", { n: (line.pots_after ?? []).reduce((a, b) => a + b, 0) })}</p>
      )}
      <ul class="klabor-terms small" data-testid="deal-terms">
        <li data-term="bait">{t("klabor_term_bait")}</li>
        <li data-term="hanging">{t("klabor_term_hanging")}</li>
        <li data-term="skis">{t("klabor_term_skis")}</li>
      </ul>
      <button type="button" class="primary" data-testid="deal-pause-next" onClick={onNext}>
        {t("klabor_pause_next", { n: view.deal_number })}
      </button>
    </section>
  );
}

function ScorePanel({ view, seats }: { view: KlaborView; seats: SeatInfo[] | undefined }) {
  const columns = sideColumns(sideCount(view), view.side);
  const heads = columns.map((c) => <SideHead key={c} view={view} side={c} seats={seats} />);
  const line = view.last_deal;
  return (
    <div class="klabor-score">
      <TournamentNote view={view} columns={columns} seats={seats} />
      {line && (
        <section class="klabor-deal" data-testid="deal-sheet" data-deal={line.deal} data-kind={dealKind(line)} aria-label={t("klabor_deal_sheet", { n: line.deal })}>
          <h3 class="score-title">{t("klabor_deal_sheet", { n: line.deal })} · <span data-testid="deal-kind">{t(KIND_KEYS[dealKind(line)])}</span></h3>
          <DealLineTable line={line} columns={columns} heads={heads} notes />
        </section>
      )}
      <section class="klabor-match" data-testid="score-sheet" aria-label={t("klabor_match_sheet")}>
        <h3 class="score-title">{t("klabor_match_sheet")} · {t("klabor_to", { n: view.target })}</h3>
        <table class="klabor-table">
          <thead><tr><th scope="col">#</th>{heads}</tr></thead>
          {sheetSections(view).map((section) => (
            <SheetBlock key={String(section.round)} view={view} section={section} columns={columns} seats={seats} />
          ))}
        </table>
      </section>
    </div>
  );
}

function KlaborBoard(props: RendererProps) {
  const view = useMemo(() => readKlaborView(props.view), [props.view]);
  const s = settings.value;
  const set = cardSet(s.card_set);
  const fourColor = s.four_color_deck;
  const cloth = tableCloth(s.table_cloth);
  const [local, setLocal] = useState<{ text: Bilingual | string } | null>(null);
  const [bellaOn, setBellaOn] = useState(true);
  // A deal that ends while the player watches is held on screen until they move on; one
  // written before the page opened (a reload, a return) is on the sheet only.
  const [seenDeal, setSeenDeal] = useState(() => readKlaborView(props.view)?.last_deal?.deal ?? 0);
  const version = `${view?.deal_number}:${view?.hand.length}:${view?.trick?.cards.length}:${view?.phase}`;
  useEffect(() => setLocal(null), [version]);
  const paused = !!view && props.table !== null && props.table !== undefined && view.seat !== null
    && !view.outcome && !!view.last_deal && view.last_deal.deal > seenDeal;
  // While the result waits for «Дальше» the banner says so, not «Ваш ход» over a hidden hand.
  const holdLine = paused ? t("klabor_pause_banner", { n: view!.last_deal!.deal }) : null;
  const onHold = props.onHold;
  useEffect(() => onHold?.(holdLine), [onHold, holdLine]);
  useEffect(() => () => onHold?.(null), [onHold]);

  if (!view) return <p class="muted">{t("view_unreadable")}</p>;
  const me = view.seat;
  const seats = props.table?.seats;
  const concealed = props.concealHand === true;
  const legal = props.canAct && !concealed ? props.legal : [];
  const hand = concealed ? [] : klaborHand(view, legal, props.pendingAction);
  const list = klaborDecisions(view, legal);
  const bellaOffered = hand.some((c) => c.bellaAction);
  const pendingCard = typeof (props.pendingAction as { card?: unknown } | null)?.card === "string"
    ? (props.pendingAction as { card: string }).card : null;

  const tapCard = (index: number) => {
    const card = hand[index];
    if (!card || me === null) return;
    if (!props.canAct) return setLocal({ text: t("not_your_turn") });
    const action = bellaOn && card.bellaAction ? card.bellaAction : card.action ?? card.bellaAction;
    if (action) {
      setLocal(null);
      return props.onAct(action);
    }
    if (card.reason) return setLocal({ text: card.reason });
    if (view.phase === "play") return props.onProbe({ card: card.id });
    setLocal({ text: t("klabor_not_now") });
  };

  const playing = view.phase === "play" && props.canAct;
  const items: FanItem[] = hand.map((c) => {
    const ok = c.action || c.bellaAction;
    const state: FanItem["state"] = !playing ? "idle" : ok ? "play" : "blocked";
    const label = state === "blocked" && c.reason ? t("cards_card_blocked", { card: c.text, reason: tx(c.reason) }) : c.text;
    return { id: c.id, label, state };
  });

  const current = view.trick?.cards ?? [];
  const last = view.last_trick;
  const resting = current.length === 0 && !pendingCard && !!last && view.phase === "play";
  const trickCards: TrickCard[] = (resting
    ? klaborTrickSlots(last!.cards, me, view.players)
    : klaborTrickSlots(current, me, view.players, pendingCard)
  ).map((slot) => ({
    side: slot.side,
    card: slot.card,
    order: slot.order,
    tentative: !resting && slot.card === pendingCard,
    winner: resting && slot.seat === last?.winner,
    label: `${nameOf(seats, slot.seat)}: ${textOf(slot.card)}`,
  }));
  const refusal = local ? tx(local.text) : props.refused ? tx(props.refused.text) : "";
  const columns = sideColumns(sideCount(view), view.side);
  const others = Array.from({ length: view.players }, (_, n) => n).filter((n) => n !== (me ?? 0));
  const trumpSuit = view.trump ? suitOf(view.trump.suit) : null;

  return (
    <div class="klabor-game card-game" data-phase={view.phase} data-deal={view.deal_number} data-turn={view.turn ?? ""}
      data-can-act={props.canAct ? "1" : "0"} data-players={view.players} data-paused={paused ? "1" : "0"}>
      <div class="hud" role="group" aria-label={t("klabor_hud")}>
        <div class="hud-item trump-badge" data-testid="trump" data-suit={view.trump?.suit ?? ""}>
          <span class="hud-label">{t("klabor_trump")}</span>
          {trumpSuit ? (
            <span class="trump-suit" aria-label={view.trump?.how_text ? tx(view.trump.how_text) : view.trump?.symbol ?? ""}>
              <svg viewBox="0 0 100 100" aria-hidden="true"><SuitShape suit={trumpSuit} x={50} y={50} size={92} color={suitColor(set, trumpSuit, fourColor)} /></svg>
            </span>
          ) : <strong>{view.phase_text ? tx(view.phase_text) : t("klabor_trump_unknown")}</strong>}
        </div>
        <div class="hud-item" data-testid="card-points">
          <span class="hud-label">{t("klabor_card_points")}</span>
          <strong>{columns.map((c) => view.deal_score.card_points[c] ?? 0).join(" · ")}</strong>
        </div>
        <div class="hud-item">
          <span class="hud-label">{t("klabor_total")}</span>
          <strong data-testid="match-score">{columns.map((c) => view.scores[c] ?? 0).join(" : ")}</strong>
          <span class="muted small">{t("klabor_to", { n: view.target })}</span>
        </div>
        {view.tournament && (
          <div class="hud-item" data-testid="hud-round">
            <span class="hud-label">{view.tournament.round === "final" ? t("klabor_round_final_short") : t("klabor_round_of", { n: view.tournament.round })}</span>
            <strong>{columns.map((c) => view.tournament!.round_wins[c] ?? 0).join(" : ")}</strong>
          </div>
        )}
        <div class="hud-item deal-no"><span class="hud-label">{t("klabor_deal_n", { n: view.deal_number })}</span></div>
      </div>
      {paused && <DealPause view={view} seats={seats} onNext={() => setSeenDeal(view.last_deal!.deal)} />}
      <div class="card-layout">
        <div class="card-main">
          <Felt cloth={cloth} label={t("cards_table")}>
            {others.map((seat) => {
              const side = sideOf(seat, me, view.players);
              return (
                <div key={seat} class={`felt-${side}`}>
                  <SeatPlate seat={seat} side={side} view={view} props={props} set={set} />
                </div>
              );
            })}
            <div class="felt-center">
              {view.phase === "play" || current.length > 0 ? (
                <TrickArea cards={trickCards} set={set} fourColor={fourColor} faded={resting}
                  label={resting ? t("cards_last_trick") : t("cards_trick")}
                  caption={resting && last ? t("cards_took_trick", { name: nameOf(seats, last.winner), n: last.points }) : null}
                  testId="trick" />
              ) : (
                <TurnUp view={view} set={set} fourColor={fourColor} />
              )}
            </div>
            {!paused && <DecisionBar view={view} list={list} onAct={props.onAct} set={set} fourColor={fourColor} />}
          </Felt>
          <div class="my-side">
            <div class="my-row">
              <SeatPlate seat={me ?? 0} side="bottom" view={view} props={props} set={set} />
              {bellaOffered && (
                <button type="button" class={`${bellaOn ? "primary" : "secondary"} bella-toggle`} aria-pressed={bellaOn}
                  data-testid="bella-toggle" onClick={() => setBellaOn(!bellaOn)}>
                  {bellaOn ? t("klabor_bella_on") : t("klabor_bella_off")}
                </button>
              )}
            </div>
            {concealed && <p class="notice" data-testid="hand-hidden">{t("klabor_hand_hidden")}</p>}
            {me !== null && !concealed && !paused && items.length > 0 && (
              <HandFan items={items} set={set} fourColor={fourColor} onCard={tapCard} label={t("cards_your_hand")} />
            )}
            {me === null && view.hands && (
              <OpenHands hands={view.hands.map((cards) => cards.map((c) => c.card))} name={(seat) => nameOf(seats ?? props.seats, seat)}
                set={set} fourColor={fourColor} />
            )}
            <p class={`refusal${refusal ? " shown" : ""}`} role="alert" data-testid="refusal">{refusal}</p>
          </div>
        </div>
        <aside class="score-aside" aria-label={t("klabor_match_sheet")}>
          <ScorePanel view={view} seats={seats} />
        </aside>
      </div>
    </div>
  );
}

export const klaborRenderer: GameRenderer = {
  games: ["klabor"],
  Board: KlaborBoard,
  // The lobby picture: the game's strongest cards.
  Thumbnail: fanThumbnail(["Jh", "9h", "Ah", "Th"]),
  describeEvent: describeKlaborEvent,
  drawsSeats: true,
};
