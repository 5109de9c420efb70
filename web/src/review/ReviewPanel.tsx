/**
 * «Разбор партии» on the replay page: pick a seat, let the club's review worker compare
 * each of its decisions with the hard bot's (POST/GET /api/replays/{id}/review), then read
 * the mistakes and the graph of the expected result; a click on either moves the replay
 * stepper to that moment.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t, tx } from "../i18n";
import { api, type Replay, type ReviewDecision, type ReviewOpenDeal, type ReviewResult, type ReviewStatus } from "../net/api";
import { user } from "../session";
import type { SeatNamer } from "../table/seatNames";
import { ErrorBox, errorText } from "../ui/common";

const POLL_MS = 1000;

function formatValue(result: ReviewResult, value: number): string {
  return result.unit === "score" ? `${Math.round(value * 100)}%` : value.toFixed(1);
}

function formatCost(result: ReviewResult, cost: number): string {
  return result.unit === "score" ? `−${Math.round(cost * 100)}%` : `−${cost.toFixed(1)}`;
}

/** The seat the viewer played, else the first. */
function ownSeat(replay: Replay): number {
  const me = user.value;
  const mine = me ? replay.seats.findIndex((s) => s.user_id === me.id) : -1;
  return mine >= 0 ? mine : 0;
}

/** The expected result after each move as a line, the mistakes as dots; a click jumps. */
function ReviewGraph({ result, onJump }: { result: ReviewResult; onJump: (step: number) => void }) {
  const width = 320;
  const height = 120;
  const pad = 8;
  const points = result.curve;
  if (points.length === 0) return null;
  const values = points.map(([, v]) => v);
  const low = result.unit === "score" ? 0 : Math.min(0, ...values);
  const high = result.unit === "score" ? 1 : Math.max(0, ...values);
  const span = high - low || 1;
  const last = Math.max(1, points.length - 1);
  const x = (i: number) => pad + (i / last) * (width - 2 * pad);
  const y = (v: number) => pad + (1 - (v - low) / span) * (height - 2 * pad);
  const path = points.map(([, v], i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const middle = result.unit === "score" ? 0.5 : 0;
  const index = new Map(points.map(([move], i) => [move, i]));
  const onClick = (e: MouseEvent) => {
    const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
    const share = (e.clientX - box.left) / box.width;
    const i = Math.max(0, Math.min(last, Math.round(((share * width - pad) / (width - 2 * pad)) * last)));
    onJump(points[i][0] + 1);
  };
  return (
    <svg class="review-graph" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t("review_graph")}
      data-testid="review-graph" onClick={onClick}>
      <rect x="0" y="0" width={width} height={height} rx="6" class="review-graph-bg" />
      <line x1={pad} x2={width - pad} y1={y(middle)} y2={y(middle)} class="review-graph-axis" />
      <path d={path} class="review-graph-line" fill="none" />
      {result.decisions.filter((d) => d.mistake).map((d) => {
        const i = index.get(d.move) ?? 0;
        return <circle key={d.move} cx={x(i)} cy={y(points[i][1])} r="5" class="review-graph-mistake" />;
      })}
    </svg>
  );
}

function DecisionRow({ result, decision, current, onJump }: {
  result: ReviewResult;
  decision: ReviewDecision;
  current: boolean;
  onJump: (step: number) => void;
}) {
  const same = decision.best === decision.played;
  return (
    <li data-testid="review-decision" data-move={decision.move + 1} data-mistake={decision.mistake ? "1" : undefined}
      class={`${decision.mistake ? "review-mistake" : ""} ${current ? "current" : ""}`.trim()}>
      <button type="button" class="link step-link" onClick={() => onJump(decision.move)}>
        <span class="who">{t("review_move", { n: decision.move + 1 })} </span>
        {tx(decision.played_label)}
        {same ? <span class="muted small"> · {t("review_same")}</span> : (
          <span class="muted small"> · {t("review_bot_played", { move: tx(decision.best_label) })}</span>
        )}
        {!same && decision.cost > 0 && <span class="tag" data-testid="review-cost">{formatCost(result, decision.cost)}</span>}
        {decision.mistake && <span class="tag danger">{t("review_mistake")}</span>}
      </button>
    </li>
  );
}

function signed(value: number): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return value > 0 ? `+${text}` : text;
}

/**
 * The second line of a card game: each deal as played and as players who see every hand
 * played it. It uses every card, so it is labelled so; the review exists only for a
 * finished game, whose cards are public by then. A click on a deal opens its first move.
 */
function OpenCards({ deals, name, onJump, whole }: {
  deals: ReviewOpenDeal[];
  name: SeatNamer;
  onJump: (step: number) => void;
  /** A game not scored by deals (Sequence): its one "deal" is the whole game, +1 a win. */
  whole: boolean;
}) {
  const verdict = (value: number) =>
    value > 0 ? t("review_open_won") : value < 0 ? t("review_open_lost") : t("review_open_drawn");
  return (
    <div class="review-open" data-testid="review-open">
      <h3>{t("review_open_title")}</h3>
      <p class="muted small">{t(whole ? "review_open_lead_game" : "review_open_lead")}</p>
      <ol class="game-log">
        {deals.map((deal) => (
          <li key={deal.deal} data-testid="review-open-deal" data-deal={deal.deal + 1}>
            <button type="button" class="link step-link" onClick={() => onJump(deal.start)}>
              {whole
                ? t("review_open_game", { played: verdict(deal.played), open: verdict(deal.open) })
                : t("review_open_deal", { n: deal.deal + 1, played: signed(deal.played), open: signed(deal.open) })}
            </button>
            <details>
              <summary class="small">{t("review_open_line")}</summary>
              <p class="small" data-testid="review-open-line">
                {deal.line.map((m, i) => (
                  <span key={i}>{i > 0 && "; "}<span class="who">{name(m.seat)}:</span> {tx(m.label)}</span>
                ))}
              </p>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * `open`: the page was opened from the end screen's «Разбор партии» (`?review=1`): the panel
 * comes into view and the review of the viewer's own seat starts unless it is there already.
 */
export function ReviewPanel({ replay, name, step, onJump, open = false }: {
  replay: Replay;
  name: SeatNamer;
  step: number;
  onJump: (step: number) => void;
  open?: boolean;
}) {
  const own = ownSeat(replay);
  const [seat, setSeat] = useState(own);
  // Until the viewer picks a seat, the choice follows who is signed in: the account may
  // arrive after the panel (a page opened by a link).
  const picked = useRef(false);
  useEffect(() => {
    if (!picked.current) setSeat(own);
  }, [own]);
  const [status, setStatus] = useState<ReviewStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const record = replay.record_id;
  const panel = useRef<HTMLElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    setStatus(null);
    setError(null);
    api.review(record, seat).then(setStatus, (err) => setError(errorText(err)));
  }, [record, seat]);
  useEffect(() => {
    if (status?.state !== "running") return;
    const timer = window.setTimeout(() => {
      api.review(record, seat).then(setStatus, (err) => setError(errorText(err)));
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [status, record, seat]);

  const start = () => {
    setError(null);
    api.startReview(record, seat).then(setStatus, (err) => setError(errorText(err)));
  };
  useEffect(() => {
    if (!open || opened.current || status === null) return;
    opened.current = true;
    panel.current?.scrollIntoView({ block: "start" });
    if (status.state === "none") start();
  }, [open, status]);
  const result = status?.state === "done" ? status.review : null;
  const mistakes = result ? result.decisions.filter((d) => d.mistake).length : 0;
  // The decision shown on the board now: the stepper stands just before it.
  const shown = result?.decisions.find((d) => d.move === step) ?? null;
  return (
    <section class="card review-panel" data-testid="review-panel" aria-labelledby="review-title" ref={panel}>
      <h2 id="review-title">{t("review_title")}</h2>
      <p class="muted small">{t("review_lead")}</p>
      <label class="field inline">
        <span>{t("review_whose")}</span>
        <select value={seat} data-testid="review-seat" onChange={(e) => { picked.current = true; setSeat(Number(e.currentTarget.value)); }}>
          {replay.seats.map((_, s) => <option key={s} value={s}>{name(s)}</option>)}
        </select>
      </label>
      {(status?.state === "none" || status?.state === "failed") && (
        <>
          {status.state === "failed" && <p class="error">{t("review_failed")}</p>}
          <button type="button" class="primary" data-testid="review-start" onClick={start}>{t("review_start")}</button>
        </>
      )}
      {status?.state === "running" && (
        <p data-testid="review-progress" role="status">
          {t("review_progress", { done: status.done, total: status.total })}
          <progress max={Math.max(1, status.total)} value={status.done} />
        </p>
      )}
      <ErrorBox error={error} />
      {result && (
        <div data-testid="review-result">
          <p class="muted small">
            {result.unit === "score" ? t("review_unit_score") : t("review_unit_points")}
            {result.hidden && <> {t("review_hidden")}</>}
          </p>
          <p data-testid="review-summary"><strong>{t("review_summary", { n: mistakes, of: result.decisions.length })}</strong></p>
          <ReviewGraph result={result} onJump={onJump} />
          {shown && shown.best !== shown.played && (
            <p class="review-shown" data-testid="review-shown">
              {t("review_shown", { played: tx(shown.played_label), best: tx(shown.best_label) })}
              {" "}({formatValue(result, shown.value_played)} → {formatValue(result, shown.value_best)})
            </p>
          )}
          <ol class="game-log review-list">
            {result.decisions.map((d) => (
              <DecisionRow key={d.move} result={result} decision={d} current={d.move === step} onJump={onJump} />
            ))}
          </ol>
          {result.open_cards && result.open_cards.length > 0 && (
            <OpenCards deals={result.open_cards} name={name} onJump={onJump} whole={result.unit === "score"} />
          )}
        </div>
      )}
    </section>
  );
}
