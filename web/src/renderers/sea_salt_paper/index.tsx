/**
 * Sea Salt & Paper at the table: the deck and the two discard piles (their top
 * cards), every player's total, hand size, played duos and last move, your hand
 * grouped by what scores with its points at STOP and at LAST CHANCE, and the
 * choices of a turn as panels: which drawn card to keep, which pile the crabs
 * search and what they take, whom the swimmer and shark rob, the duos you may
 * play, and STOP / LAST CHANCE explained when they are offered. The last
 * round's score sheet stays under the table until the next one.
 */
import { tx } from "../../i18n";
import { seatName } from "../../table/Seats";
import { seatNamer } from "../../table/seatNames";
import type { GameRenderer, RendererProps } from "../types";
import { TypeArt } from "./art";
import { DECK } from "./deck";
import { describeSspEvent } from "./log";
import { describeSspResult } from "./result";
import { asView, COLOURS, grouped, INK, type Card, type LastMove, type SspView } from "./model";
import { t, type Key } from "./strings";
import "./ssp.css";

function nameOf(props: RendererProps, seat: number): string {
  const seats = props.table?.seats ?? props.seats ?? [];
  if (!seatName(seats[seat])) return t("seat_n", { n: seat + 1 });
  return seatNamer(seats)(seat);
}

function typeName(type: string): string {
  return t(`ssp_${type}` as Key);
}

function colourName(colour: string): string {
  return t(`ssp_c_${colour}` as Key);
}

function cardText(card: Card): string {
  return `${typeName(card.type)} (${colourName(card.colour)})`;
}

/** One paper card: a colour band with its written mark (for colour-blind eyes), the type, a fold. */
function CardSvg({ card, small }: { card: Card | null; small?: boolean }) {
  const w = small ? 40 : 58;
  const h = small ? 56 : 82;
  if (card === null) {
    return (
      <svg class="ssp-svg" width={w} height={h} viewBox="0 0 58 82" aria-hidden="true">
        <rect x="1" y="1" width="56" height="80" rx="6" fill="#2c5d7c" stroke="#173447" />
        <path d="M8 60 Q18 50 29 60 T50 60" fill="none" stroke="#9cc9e3" stroke-width="2" />
        <path d="M8 68 Q18 58 29 68 T50 68" fill="none" stroke="#9cc9e3" stroke-width="2" />
        <polygon points="29,14 44,40 14,40" fill="#f4efe1" opacity="0.9" />
      </svg>
    );
  }
  return (
    <svg class="ssp-svg" width={w} height={h} viewBox="0 0 58 82" role="img" aria-label={cardText(card)}>
      <CardFace card={card} />
    </svg>
  );
}

/** A card's face in a 58x82 box: the colour band with its mark, the type's picture, its name. */
function CardFace({ card }: { card: Card }) {
  const fill = COLOURS[card.colour] ?? "#ccc";
  const ink = INK[card.colour] ?? "#000";
  const name = typeName(card.type);
  const size = name.length > 7 ? 8.5 : 10.5;
  return (
    <>
      <rect x="1" y="1" width="56" height="80" rx="6" fill="#fbf7ec" stroke="#8a7f66" />
      <rect x="1" y="1" width="56" height="20" rx="6" fill={fill} stroke="#8a7f66" />
      <text x="29" y="15" text-anchor="middle" font-size="10" font-weight="700" fill={ink}>
        {t(`ssp_m_${card.colour}` as Key)}
      </text>
      <TypeArt type={card.type} fill={card.colour === "w" ? "#e9f4f3" : fill} />
      <text x="29" y="74" text-anchor="middle" font-size={size} font-weight="700" fill="#222">{name}</text>
    </>
  );
}

/** The lobby's picture: a boat, a fish, a shell and a mermaid fanned on the sea. */
const THUMBNAIL_CARDS: Card[] = [
  { id: -1, type: "boat", colour: "db" },
  { id: -2, type: "fish", colour: "y" },
  { id: -3, type: "shell", colour: "lb" },
  { id: -4, type: "mermaid", colour: "w" },
];

function SeaSaltPaperThumbnail() {
  const middle = (THUMBNAIL_CARDS.length - 1) / 2;
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={t("ssp_thumbnail")}>
      <rect width="200" height="140" rx="14" fill="#2c5d7c" />
      <path d="M0 118 Q25 106 50 118 T100 118 T150 118 T200 118" fill="none" stroke="#9cc9e3" stroke-width="3" />
      {THUMBNAIL_CARDS.map((card, i) => (
        <g key={card.type} transform={`rotate(${(i - middle) * 10} ${62 + i * 26} 120)`}>
          <svg x={35 + i * 26} y={18 + Math.abs(i - middle) * 5} width="54" height="76" viewBox="0 0 58 82">
            <CardFace card={card} />
          </svg>
        </g>
      ))}
    </svg>
  );
}

function CardView({ card, small }: { card: Card; small?: boolean }) {
  return (
    <span class={`ssp-card${small ? " small" : ""}`} data-card={card.id} data-type={card.type} data-colour={card.colour}>
      <CardSvg card={card} small={small} />
    </span>
  );
}

function lastText(props: RendererProps, moves: LastMove[], view: SspView): string {
  return moves.map((move) => moveText(props, move, view)).join("; ");
}

function moveText(props: RendererProps, last: LastMove, view: SspView): string {
  const card = (id: number | undefined): string => {
    if (id === undefined) return "";
    const known = findCard(view, id);
    return known ? cardText(known) : String(id);
  };
  switch (last.kind) {
    case "draw":
      return t(last.count === 1 ? "ssp_last_draw_one" : "ssp_last_draw");
    case "keep":
      return t("ssp_last_keep", { n: (last.pile ?? 0) + 1, card: card(last.discard) });
    case "take":
      return t("ssp_last_take", { n: (last.pile ?? 0) + 1, card: card(last.card) });
    case "duo":
      return t("ssp_last_duo", { cards: (last.cards ?? []).map(card).join(" + ") });
    case "steal":
      return t("ssp_last_steal", { name: nameOf(props, last.victim ?? 0) });
    case "announce":
      return t(last.call === "stop" ? "ssp_last_announce_stop" : "ssp_last_announce_last");
    default:
      return t("ssp_last_end");
  }
}

/** A card by id (the deck is the same at every table). */
function findCard(_view: SspView, id: number): Card | undefined {
  return DECK[id];
}

function legalHas(props: RendererProps, test: (a: Record<string, unknown>) => boolean): boolean {
  return props.canAct && props.legal.some((l) => test(l.action as Record<string, unknown>));
}

function Player({ props, view, seat }: { props: RendererProps; view: SspView; seat: number }) {
  const player = view.players[seat];
  const turn = view.turn === seat;
  const last = lastText(props, player.last, view);
  return (
    <section class={`ssp-player${turn ? " turn" : ""}${seat === props.seat ? " me" : ""}`}
      data-testid={`ssp-player-${seat}`} data-total={player.total}>
      <div class="ssp-player-head">
        <strong class="ssp-name">{nameOf(props, seat)}</strong>
        <span class="ssp-total" data-testid={`ssp-total-${seat}`}>{t("ssp_total", { n: player.total })}</span>
        <span class="muted">{t("ssp_hand_count", { n: player.hand_count })}</span>
      </div>
      {last && <p class="ssp-last" data-testid={`ssp-last-${seat}`}>{last}</p>}
      {player.played.length > 0 && (
        <div class="ssp-played" aria-label={t("ssp_duos_played")}>
          {player.played.map((c) => <CardView key={c.id} card={c} small />)}
        </div>
      )}
      {props.seat === null && !player.revealed && view.hands?.[seat] && view.hands[seat].length > 0 && (
        <div class="ssp-revealed" data-testid={`ssp-open-hand-${seat}`}>
          <p class="muted">{t("ssp_in_hand")}</p>
          <div class="ssp-row">{view.hands[seat].map((id) => DECK[id] && <CardView key={id} card={DECK[id]} small />)}</div>
        </div>
      )}
      {player.revealed && player.hand && (
        <div class="ssp-revealed">
          <p class="muted">{t("ssp_revealed", { points: player.points ?? 0, bonus: player.bonus ?? 0 })}</p>
          <div class="ssp-row">{player.hand.map((c) => <CardView key={c.id} card={c} small />)}</div>
        </div>
      )}
    </section>
  );
}

function Piles({ props, view }: { props: RendererProps; view: SspView }) {
  const sending = props.pendingAction !== null;
  const canDraw = legalHas(props, (a) => a.draw === "deck");
  return (
    <section class="ssp-centre" aria-label={t("ssp_table")}>
      <div class="ssp-stack" data-testid="ssp-deck" data-count={view.deck_count}>
        <span class="ssp-label">{t("ssp_deck")}</span>
        {view.deck_count > 0 ? <span class="ssp-card"><CardSvg card={null} /></span> : <span class="ssp-empty">{t("ssp_pile_empty")}</span>}
        <span class="muted">{t("ssp_deck_count", { n: view.deck_count })}</span>
        {canDraw && (
          <button type="button" class="primary ssp-btn" data-testid="ssp-draw" disabled={sending}
            onClick={() => props.onAct({ draw: "deck" })}>{t("ssp_draw_two")}</button>
        )}
      </div>
      {view.piles.map((pile, i) => {
        const take = legalHas(props, (a) => a.take === i);
        const look = legalHas(props, (a) => a.crab_pile === i);
        return (
          <div key={i} class={`ssp-stack${view.crab_pile === i ? " searched" : ""}`} data-testid={`ssp-pile-${i}`} data-count={pile.count}>
            <span class="ssp-label">{t("ssp_pile", { n: i + 1 })}</span>
            {pile.top ? <CardView card={pile.top} /> : <span class="ssp-empty">{t("ssp_pile_empty")}</span>}
            <span class="muted">{t("ssp_deck_count", { n: pile.count })}</span>
            {take && (
              <button type="button" class="ssp-btn" data-testid={`ssp-take-${i}`} disabled={sending}
                onClick={() => props.onAct({ take: i })}>{t("ssp_take_top")}</button>
            )}
            {look && (
              <button type="button" class="ssp-btn" data-testid={`ssp-look-${i}`} disabled={sending}
                onClick={() => props.onAct({ crab_pile: i })}>{t("ssp_look")}</button>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** The choice the turn waits for, when it is the player's. */
function Choices({ props, view }: { props: RendererProps; view: SspView }) {
  if (!props.canAct || view.seat === null || view.turn !== view.seat) return null;
  const sending = props.pendingAction !== null;
  const actions = props.legal.map((l) => l.action as Record<string, unknown>);
  if (view.phase === "keep" && view.pair) {
    return (
      <section class="ssp-choice" data-testid="ssp-keep">
        <h3>{t("ssp_keep_title")}</h3>
        <div class="ssp-row">
          {view.pair.map((card) => (
            <div key={card.id} class="ssp-option">
              <CardView card={card} />
              {actions.filter((a) => typeof a.discard === "number" && a.discard !== card.id).map((a) => (
                <button key={String(a.pile)} type="button" class="ssp-btn" data-testid={`ssp-keep-${card.id}-${a.pile}`}
                  disabled={sending} onClick={() => props.onAct(a)}>
                  {t("ssp_keep", { n: Number(a.pile) + 1 })}
                </button>
              ))}
            </div>
          ))}
        </div>
      </section>
    );
  }
  if (view.phase === "crab_pile") {
    return <section class="ssp-choice" data-testid="ssp-crab"><h3>{t("ssp_crab_title")}</h3></section>;
  }
  if (view.phase === "crab_pick" && view.browse) {
    return (
      <section class="ssp-choice" data-testid="ssp-pick">
        <h3>{t("ssp_pick_title", { n: (view.crab_pile ?? 0) + 1 })}</h3>
        <div class="ssp-row">
          {view.browse.map((card) => (
            <button key={card.id} type="button" class="ssp-card-btn" data-testid={`ssp-pick-${card.id}`}
              disabled={sending} onClick={() => props.onAct({ pick: card.id })}>
              <CardSvg card={card} />
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (view.phase === "steal") {
    return (
      <section class="ssp-choice" data-testid="ssp-steal">
        <h3>{t("ssp_steal_title")}</h3>
        <div class="ssp-row">
          {actions.filter((a) => typeof a.steal === "number").map((a) => (
            <button key={String(a.steal)} type="button" class="ssp-btn" data-testid={`ssp-steal-${a.steal}`}
              disabled={sending} onClick={() => props.onAct(a)}>
              {t("ssp_steal_from", { name: nameOf(props, Number(a.steal)) })}
            </button>
          ))}
        </div>
      </section>
    );
  }
  if (view.phase !== "duos") return null;
  const hand = view.hand ?? [];
  const byId = new Map(hand.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const duos = actions.filter((a) => Array.isArray(a.duo)).filter((a) => {
    const [x, y] = (a.duo as number[]).map((id) => byId.get(id));
    const key = `${x?.type}${x?.colour}${y?.type}${y?.colour}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const announce = actions.some((a) => a.announce === "stop");
  return (
    <section class="ssp-choice" data-testid="ssp-duos">
      {duos.length > 0 && <h3>{t("ssp_duo_title")}</h3>}
      <div class="ssp-row">
        {duos.map((a) => {
          const ids = a.duo as number[];
          return (
            <button key={ids.join("-")} type="button" class="ssp-duo-btn" data-testid={`ssp-duo-${ids.join("-")}`}
              disabled={sending} onClick={() => props.onAct(a)}
              aria-label={ids.map((id) => cardText(byId.get(id) as Card)).join(" + ")}>
              {ids.map((id) => <CardSvg key={id} card={byId.get(id) ?? null} small />)}
            </button>
          );
        })}
      </div>
      {announce && (
        <div class="ssp-announce" data-testid="ssp-announce">
          <p>{t("ssp_stop_help")}</p>
          <p>{t("ssp_last_help")}</p>
        </div>
      )}
      <div class="ssp-row ssp-buttons">
        <button type="button" class="ssp-btn" data-testid="ssp-end" disabled={sending}
          onClick={() => props.onAct({ end: true })}>{t("ssp_end_turn")}</button>
        {announce && (
          <>
            <button type="button" class="primary ssp-btn" data-testid="ssp-stop" disabled={sending}
              onClick={() => props.onAct({ announce: "stop" })}>{t("ssp_stop")}</button>
            <button type="button" class="secondary ssp-btn" data-testid="ssp-last" disabled={sending}
              onClick={() => props.onAct({ announce: "last_chance" })}>{t("ssp_last")}</button>
          </>
        )}
      </div>
    </section>
  );
}

function Hand({ view }: { view: SspView }) {
  if (view.hand === null || view.mine === null) return null;
  const mine = view.mine;
  return (
    <section class="ssp-hand" data-testid="ssp-hand" data-points={mine.points} aria-label={t("ssp_your_hand")}>
      <h3>{t("ssp_your_hand")}</h3>
      <p class="ssp-points" data-testid="ssp-points">{t("ssp_points_now", { points: mine.points })}</p>
      <p class="muted">{t("ssp_points_last", { points: mine.points, bonus: mine.bonus, sum: mine.points + mine.bonus })}</p>
      {mine.points < 7 && view.announced === null && <p class="muted">{t("ssp_need_seven")}</p>}
      {view.hand.length === 0 && <p class="muted">{t("ssp_hand_empty")}</p>}
      <div class="ssp-groups">
        {grouped(view.hand).map(([group, cards]) => (
          <div key={group} class="ssp-group" data-group={group}>
            <span class="ssp-label">{t(`ssp_group_${group}` as Key)}</span>
            <div class="ssp-row">{cards.map((c) => <CardView key={c.id} card={c} />)}</div>
          </div>
        ))}
      </div>
    </section>
  );
}

function Sheet({ props, view }: { props: RendererProps; view: SspView }) {
  const sheet = view.last_round;
  if (!sheet) return null;
  let how = sheet.ending === "stop" ? t("ssp_stop") : sheet.ending === "last_chance" ? t("ssp_last") : "";
  if (sheet.ending === "empty_deck") how = t("ssp_empty_deck");
  if (sheet.caller !== null) how = `${nameOf(props, sheet.caller)}: ${how}`;
  if (sheet.won !== null) how += ` (${t(sheet.won ? "ssp_bet_won" : "ssp_bet_lost")})`;
  return (
    <section class="ssp-sheet" data-testid="ssp-sheet">
      <h3>{t("ssp_sheet", { n: sheet.round, how })}</h3>
      <table>
        <thead>
          <tr>
            <th>{t("ssp_sheet_player")}</th><th>{t("ssp_sheet_points")}</th><th>{t("ssp_sheet_bonus")}</th>
            <th>{t("ssp_sheet_scored")}</th><th>{t("ssp_sheet_total")}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.scores.map((score, seat) => (
            <tr key={seat}>
              <td>{nameOf(props, seat)}</td><td>{sheet.points[seat]}</td><td>{sheet.bonuses[seat]}</td>
              <td><strong>+{score}</strong></td><td>{sheet.totals[seat]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

// What another player is doing now, told about them (the server's phase text asks the mover).
const OTHER_PHASE: Record<string, Key> = {
  draw: "ssp_other_draw",
  keep: "ssp_other_keep",
  duos: "ssp_other_duos",
  crab_pile: "ssp_other_crab_pile",
  crab_pick: "ssp_other_crab_pick",
  steal: "ssp_other_steal",
};

function otherPhase(view: SspView): string {
  const key = OTHER_PHASE[view.phase];
  return key ? t(key) : tx(view.phase_text);
}

function Board(props: RendererProps) {
  const view = asView(props.view);
  if (!view) return null;
  const refusal = props.refused ? tx(props.refused.text) : "";
  const order = Array.from({ length: view.seats }, (_, i) => i).filter((s) => s !== props.seat);
  const announced = view.announced;
  const waiting = view.turn !== null && view.turn !== props.seat
    ? t("ssp_waiting", { name: nameOf(props, view.turn), what: otherPhase(view) }) : "";
  return (
    <div class="ssp-board" data-testid="ssp-board" data-phase={view.phase} data-round={view.round}>
      <p class="ssp-round">{t("ssp_round", { n: view.round, target: view.target })}</p>
      {announced && (
        <p class="ssp-announced" data-testid="ssp-announced">
          {t(announced.call === "stop" ? "ssp_announced_stop" : "ssp_announced_last", { name: nameOf(props, announced.seat) })}
        </p>
      )}
      <div class="ssp-players">
        {order.map((seat) => <Player key={seat} props={props} view={view} seat={seat} />)}
      </div>
      <Piles props={props} view={view} />
      {waiting && <p class="muted ssp-waiting">{waiting}</p>}
      <Choices props={props} view={view} />
      <p class={`refusal${refusal ? " shown" : ""}`} role="alert" data-testid="refusal">{refusal}</p>
      {props.seat !== null && <Player props={props} view={view} seat={props.seat} />}
      <Hand view={view} />
      <Sheet props={props} view={view} />
    </div>
  );
}

export const seaSaltPaperRenderer: GameRenderer = {
  games: ["sea_salt_paper"],
  Board,
  Thumbnail: SeaSaltPaperThumbnail,
  describeEvent: describeSspEvent,
  describeResult: describeSspResult,
};
