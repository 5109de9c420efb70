/**
 * The end screen's way on: «Реванш» (the same settings, everyone one seat on; it opens
 * when every person has agreed, and the others see the offer with «Принять»), and
 * «Новые соперники» (a fresh table with the same game and settings: the bots stay, the
 * people's seats are open to anyone).
 */
import { useState } from "preact/hooks";
import { t } from "../i18n";
import { api, type SeatRequest } from "../net/api";
import type { TableSummary } from "../net/types";
import { ErrorBox, errorText } from "../ui/common";
import { navigate } from "../ui/router";
import { seatName } from "./Seats";

/** The seats of «new opponents»: me in my first seat, the bots as they were, the other people's seats open. */
export function newOpponentSeats(table: TableSummary, mine: number[]): SeatRequest[] {
  return table.seats.map((s) => {
    if (s.seat === mine[0]) return { kind: "me" };
    if (s.kind === "bot") return { kind: "bot", level: s.level ?? "medium" };
    return { kind: "human" };
  });
}

export function RematchBox({ table, mine }: { table: TableSummary; mine: number[] }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (table.offline) return null; // a game on this device: a new one starts from the offline page
  const offer = table.rematch ?? null;
  const next = offer?.table ?? null;
  if (next) {
    return <p class="rematch"><a class="button primary" href={`/table/${next}`} data-testid="rematch-open">{t("rematch_watch")}</a></p>;
  }
  if (!mine.length) return null;
  const agreed = offer?.agreed ?? [];
  const people = table.seats.filter((s) => s.kind === "human" && !s.abandoned);
  const iAgreed = mine.every((s) => agreed.includes(s));
  const askers = people.filter((s) => agreed.includes(s.seat) && !mine.includes(s.seat));
  const waiting = people.filter((s) => !agreed.includes(s.seat) && !mine.includes(s.seat));
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.rematch(table.id);
      if (answer.rematch) navigate(`/table/${answer.rematch}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const fresh = async () => {
    setBusy(true);
    setError(null);
    try {
      const seats = newOpponentSeats(table, mine);
      const { table: created } = await api.createTable({
        game: table.game,
        preset: table.preset,
        options: table.options,
        seats,
        private: false,
        stake: table.stake ?? 0,
        clock: table.clock ?? undefined,
      });
      // Only bots to wait for: start at once, as quick play does.
      if (!seats.some((s) => s.kind === "human")) await api.ready(created.id);
      navigate(`/table/${created.id}`);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <div class="rematch" data-testid="rematch">
      {askers.length > 0 && !iAgreed && (
        <p class="lead" data-testid="rematch-offer">{t("rematch_offered", { names: askers.map(seatName).join(", ") })}</p>
      )}
      {iAgreed && waiting.length > 0 && (
        <p class="muted" role="status" data-testid="rematch-waiting">{t("rematch_waiting", { names: waiting.map(seatName).join(", ") })}</p>
      )}
      <div class="actions wrap">
        {!iAgreed && (
          <button type="button" class="primary" disabled={busy} onClick={() => void ask()} data-testid="rematch-ask">
            {askers.length > 0 ? t("rematch_accept") : t("rematch")}
          </button>
        )}
        <button type="button" class="secondary" disabled={busy} onClick={() => void fresh()} data-testid="new-opponents">{t("new_opponents")}</button>
      </div>
      <p class="muted small">{t("rematch_explained")}</p>
      <ErrorBox error={error} />
    </div>
  );
}
