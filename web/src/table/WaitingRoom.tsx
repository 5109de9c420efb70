/**
 * Before the start: the table's settings, the decisive ones big (players asked
 * for time to read them), the seats, the invite link, and the ready button,
 * which accepts the settings; after it, what changed since it was pressed.
 */
import { useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { presetName } from "../lobby/optionForm";
import { api } from "../net/api";
import { ensureUser, user } from "../session";
import { InviteFriend } from "../friends/InviteFriend";
import type { GameInfo, TableSummary } from "../net/types";
import { ErrorBox, errorText } from "../ui/common";
import { seatName } from "./Seats";
import { changesSinceReady, rememberReady } from "./sinceReady";
import { TableSettings } from "./TableSettings";

export function WaitingRoom({ table, game, mine, invite, signedIn, onChanged }: {
  table: TableSummary;
  game: GameInfo | null;
  mine: number[];
  invite: string | null;
  signedIn: boolean;
  onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [seed, setSeed] = useState("");
  const seated = mine.length > 0;
  const ready = seated && mine.every((i) => table.seats[i]?.ready);
  const changes = seated && ready ? changesSinceReady(table, game) : null;
  const link = `${location.origin}/table/${table.id}${invite ? `?invite=${encodeURIComponent(invite)}` : ""}`;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  // A seated player waiting for an empty seat to fill has one job first: send the link.
  // Below the seats and the seed form it lay out of the window, on a desktop too.
  const inviteFirst = seated && table.seats.some((seat) => seat.kind === "empty");
  const inviteCard = (
    <div class={`card invite-card${inviteFirst ? " first" : ""}`} data-testid="invite-card">
      <h2>{t("invite_title")}</h2>
      <p class="muted small">{table.private ? t("invite_private") : t("invite_public")}</p>
      <div class="invite">
        <input readOnly value={link} data-testid="invite-link" aria-label={t("invite_title")} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={() => void copy()}>{copied ? t("copied") : t("copy")}</button>
      </div>
    </div>
  );

  return (
    <section class="waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{game ? tx(game.name) : table.game}</h1>
      <p class="lead">{t("waiting_lead")}</p>
      {table.ruleset && (
        <p class="ruleset-note" data-testid="table-ruleset">
          {t("table_ruleset", { name: table.ruleset.name, preset: presetName(game?.options, table.preset, lang.value) ?? "" })}{" "}
          <a href={`/new/${table.game}?rules=${encodeURIComponent(table.ruleset.id)}`}>{t("ruleset_open")}</a>
        </p>
      )}
      {inviteFirst && inviteCard}
      <div class="waiting-grid">
        <div class="waiting-side">
          <div class="card">
            <h2>{t("seats")}</h2>
            <ul class="waiting-seats">
              {table.seats.map((seat) => (
                <li key={seat.seat} data-seat={seat.seat}>
                  <span class="seat-label">{t("seat_n", { n: seat.seat + 1 })}</span>
                  <span class="seat-name">{seatName(seat)}{mine.includes(seat.seat) && <span class="tag">{t("you")}</span>}</span>
                  {seat.kind === "human" && <span class={`tag ${seat.ready ? "ok" : ""}`}>{seat.ready ? t("ready") : t("not_ready")}</span>}
                  {!seated && signedIn && (seat.kind === "empty" || seat.kind === "bot") && (
                    <button type="button" class="primary" disabled={busy} data-testid={`join-${seat.seat}`}
                      onClick={() => void run(() => api.join(table.id, seat.seat, invite))}>
                      {t("sit_here")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {!signedIn && (
            <button type="button" class="primary big" onClick={() => void ensureUser()}>{t("sign_in_to_sit")}</button>
          )}
          {seated && !ready && (
              <button type="button" class="primary big" disabled={busy} data-testid="ready"
                onClick={() => void run(async () => { rememberReady(table); await api.ready(table.id); })}>{t("i_am_ready")}</button>
            )}
            {seated && !ready && <p class="muted small">{t("ready_means_accept")}</p>}
            {seated && ready && <p class="muted">{t("waiting_for_others")}</p>}
            {seated && ready && changes !== null && (
              <div class={`since-ready${changes.length ? " has-changes" : ""}`} data-testid="since-ready" role="status">
                <strong>{t("since_ready_title")}</strong>
                {changes.length === 0 ? <span class="muted"> {t("since_ready_nothing")}</span> : (
                  <ul>{changes.map((line) => <li key={line}>{line}</li>)}</ul>
                )}
              </div>
            )}
            {seated && game?.has_chance && !ready && (
              <form class="seed-form" onSubmit={(e) => { e.preventDefault(); if (seed.trim()) void run(() => api.seed(table.id, seed.trim())); }}>
                <label class="field">
                  <span>{t("your_seed")}</span>
                  <input value={seed} maxLength={64} onInput={(e) => setSeed(e.currentTarget.value)} />
                </label>
                <span class="muted small">{t("your_seed_explained")}</span>
                <button type="submit" class="secondary" disabled={busy}>{t("add_seed")}</button>
              </form>
            )}
            {seated && (
              <button type="button" class="secondary" disabled={busy} onClick={() => void run(() => api.leave(table.id))}>{t("leave_table")}</button>
            )}
            <ErrorBox error={error} />
          </div>
          {!inviteFirst && inviteCard}
          {seated && user.value && !user.value.guest && <InviteFriend table={table.id} />}
        </div>
        <div class="card waiting-settings">
          <h2>{t("table_settings_title")}</h2>
          <TableSettings table={table} game={game} />
        </div>
      </div>
    </section>
  );
}
