/** The end of a game: who won and why, points, rating and chip changes, a rematch, the replay and the fairness proof. */
import { useState } from "preact/hooks";
import { t, tx } from "../i18n";
import type { Outcome, RatingChange, SeatInfo, Settlement, TableSummary } from "../net/types";
import { checkFairness, type FairnessCheck } from "./fairness";
import { signed } from "./format";
import { RematchBox } from "./Rematch";
import { seatNamer, type SeatNamer } from "./seatNames";

/** The rating change of the player in `seat` (a bot's change covers all its seats). */
export function ratingDelta(settlement: Settlement | null | undefined, seat: number): number | null {
  const change: RatingChange | undefined = settlement?.ratings?.find((r) => r.seats.includes(seat));
  return change ? change.rating_delta ?? change.delta : null;
}

/** The chips won or lost by the person in `seat`, from the settlement's net by user id. */
export function chipDelta(settlement: Settlement | null | undefined, seat: SeatInfo): number | null {
  const net = settlement?.chips?.net;
  if (!net || seat.user_id == null) return null;
  const value = net[String(seat.user_id)];
  return typeof value === "number" ? value : null;
}

export function headline(table: TableSummary, mine: number[]): string {
  const winners = table.result?.winners ?? [];
  if (winners.length === 0) return t("result_draw");
  if (mine.length > 0 && mine.length < table.seats.length) {
    if (mine.some((seat) => winners.includes(seat))) return t("result_you_won");
    return t("result_you_lost");
  }
  // Named as the rest of the table names them: three bots of one level by their seats too.
  const names = winners.map(seatNamer(table.seats)).join(", ");
  return t("result_winners", { names, n: winners.length });
}

function FairnessProof({ table }: { table: TableSummary }) {
  const proof = table.fairness;
  const [check, setCheck] = useState<FairnessCheck | null | "pending">(null);
  if (!proof) return null;
  const verify = async () => {
    setCheck("pending");
    try {
      setCheck(await checkFairness(proof));
    } catch {
      setCheck(null);
    }
  };
  const seeds = Object.entries(proof.player_seeds ?? {});
  return (
    <div class="fairness" data-testid="fairness">
      <p class="muted small">{t("fairness_explained")}</p>
      <dl class="settings-list mono">
        <div><dt>{t("fairness_commitment")}</dt><dd>{proof.commitment}</dd></div>
        {proof.server_seed && <div><dt>{t("fairness_server_seed")}</dt><dd>{proof.server_seed}</dd></div>}
        {seeds.map(([seat, seed]) => (
          <div key={seat}><dt>{t("fairness_player_seed", { n: Number(seat) + 1 })}</dt><dd>{seed}</dd></div>
        ))}
        {proof.seed && <div><dt>{t("fairness_seed")}</dt><dd>{proof.seed}</dd></div>}
      </dl>
      {proof.server_seed && (
        <button type="button" class="secondary" onClick={() => void verify()} disabled={check === "pending"}>{t("fairness_verify")}</button>
      )}
      {check && check !== "pending" && (
        <p class={check.commitmentOk && check.seedOk !== false ? "ok" : "error-box"} role="status" data-testid="fairness-result">
          {check.commitmentOk ? t("fairness_commitment_ok") : t("fairness_commitment_bad")}
          {check.seedOk !== null && <> {check.seedOk ? t("fairness_seed_ok") : t("fairness_seed_bad")}</>}
        </p>
      )}
    </div>
  );
}

/**
 * The end screen's reason: the game's own words with the players' names where its
 * renderer can say them (`describe`), else the engine's reason.
 */
export function reasonLine(table: TableSummary, describe?: (outcome: Outcome, name: SeatNamer) => string | null): string {
  const result = table.result;
  if (!result) return "";
  // A resignation or a timeout carries no game details: the renderer says null and the server's reason stays.
  const own = describe ? describe(result, seatNamer(table.seats)) : null;
  // A line of its own under the headline: a sentence, with a capital letter.
  const text = own ?? tx(result.reason);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function EndScreen({ table, mine, chance, onClose, describe }: {
  table: TableSummary;
  mine: number[];
  /** Whether the game deals or rolls: only then is there a fair-deal proof to show. */
  chance: boolean;
  onClose: () => void;
  /** The game renderer's way to say why the game ended, with names. */
  describe?: (outcome: Outcome, name: SeatNamer) => string | null;
}) {
  const [showProof, setShowProof] = useState(false);
  const result = table.result;
  const points = result?.points ?? [];
  const winners = result?.winners ?? [];
  const nameOf = seatNamer(table.seats);
  const anyRating = table.seats.some((s) => ratingDelta(table.settlement, s.seat) !== null);
  const anyChips = table.seats.some((s) => chipDelta(table.settlement, s) !== null);
  return (
    <div class="dialog-backdrop end-backdrop">
      <section class="dialog end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end-screen">
        <h2 id="end-title">{headline(table, mine)}</h2>
        {result?.reason && <p class="lead">{reasonLine(table, describe)}</p>}
        <table class="scores">
          <thead>
            <tr>
              <th scope="col">{t("player")}</th>
              {points.length > 0 && <th scope="col">{t("points")}</th>}
              {anyRating && <th scope="col">{t("rating")}</th>}
              {anyChips && <th scope="col">{t("chips")}</th>}
            </tr>
          </thead>
          <tbody>
            {table.seats.map((seat: SeatInfo) => {
              const rating = ratingDelta(table.settlement, seat.seat);
              const chips = chipDelta(table.settlement, seat);
              return (
                <tr key={seat.seat} class={winners.includes(seat.seat) ? "winner" : ""}>
                  <td>{nameOf(seat.seat)}{winners.includes(seat.seat) && <span class="tag ok">{t("winner")}</span>}</td>
                  {points.length > 0 && <td>{points[seat.seat] ?? ""}</td>}
                  {anyRating && <td>{rating === null ? "" : signed(rating)}</td>}
                  {anyChips && <td>{chips === null ? "" : signed(chips)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
        <RematchBox table={table} mine={mine} />
        <div class="actions wrap">
          {table.record_id != null && <a class="button primary" href={`/replay/${table.record_id}`}>{t("replay")}</a>}
          {table.record_id != null && (
            <a class="button secondary" href={`/replay/${table.record_id}?review=1`} data-testid="end-review">{t("review_title")}</a>
          )}
          {chance && !table.offline && (
            <button type="button" class="secondary" aria-expanded={showProof} onClick={() => setShowProof(!showProof)}>{t("fairness_title")}</button>
          )}
          <button type="button" class="secondary" onClick={onClose} data-testid="end-close">{t("look_at_board")}</button>
          <a class="button secondary" href={table.offline ? "/offline" : "/"}>{t("back_to_lobby")}</a>
        </div>
        {chance && showProof && <FairnessProof table={table} />}
      </section>
    </div>
  );
}
