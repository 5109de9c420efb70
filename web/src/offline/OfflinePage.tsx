/**
 * «Без сети»: start a game against bots or for two on one device, with the rules
 * and bots running in the browser (worker.ts), and go back to the saved ones.
 */
import { useEffect, useState } from "preact/hooks";
import { lang, tx } from "../i18n";
import { games, loadGames } from "../games";
import { navigate } from "../ui/router";
import { ErrorBox } from "../ui/common";
import { deleteRecord, listRecords, newRecord, saveRecord, type OfflineRecord } from "./store";
import { install, installPrompt, offlineReady } from "./install";
import { warmUp } from "./socket";
import { t } from "./strings";
import { lastSend, sendFinishedGames } from "./upload";
import { user } from "../session";
import { presetValues, seatRange } from "../lobby/optionForm";

const LEVELS = ["easy", "medium", "hard"] as const;

export function OfflinePage() {
  const [records, setRecords] = useState<OfflineRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [game, setGame] = useState("");
  const [preset, setPreset] = useState("");
  const [level, setLevel] = useState<string>("medium");
  const [people, setPeople] = useState(1);
  const list = games.value ?? [];
  const info = list.find((g) => g.id === game) ?? list[0] ?? null;
  const l = lang.value;

  const refresh = () => listRecords().then(setRecords, (err: unknown) => setError(String(err)));
  useEffect(() => {
    void loadGames().catch(() => undefined);
    void refresh();
    // Python starts in the worker while the player chooses: the table opens at once.
    warmUp();
  }, []);
  // Sent in the background (upload.ts) when the player is back online: show it.
  useEffect(() => {
    if (lastSend.value) void refresh();
  }, [lastSend.value]);
  const send = async () => {
    await sendFinishedGames();
    await refresh();
  };
  const unsent = (records ?? []).filter((r) => r.result && !r.uploaded && !r.refused).length;
  const sendResult = lastSend.value;
  useEffect(() => {
    if (info && !game) setGame(info.id);
  }, [info?.id]);

  const start = async () => {
    if (!info) return;
    const chosen = preset || info.options.default_preset || info.options.presets[0]?.key || null;
    const record = newRecord(info.id, chosen, level, people);
    try {
      await saveRecord(record);
      navigate(`/table/${record.id}`);
    } catch (err) {
      setError(String(err));
    }
  };
  const remove = async (id: string) => {
    if (!window.confirm(t("offline_delete_confirm"))) return;
    await deleteRecord(id);
    await refresh();
  };
  const ready = offlineReady.value;
  // Two people at a table of two: no bot plays, so there is no bot's strength to choose.
  const chosenPreset = preset || info?.options.default_preset || info?.options.presets[0]?.key || null;
  const seats = info ? seatRange(info, presetValues(info.options, chosenPreset)) : null;
  const allPeople = seats !== null && seats.min === seats.max && people >= seats.max;

  return (
    <main class="page offline-page" data-testid="offline-page">
      <h1>{t("offline_title")}</h1>
      <p class="lead">{t("offline_lead")}</p>
      <p class={ready === "ready" ? "notice ok" : "muted"} data-testid="offline-status" data-state={ready}>
        {ready === "ready" ? t("offline_ready") : ready === "unsupported" ? t("offline_unsupported") : t("offline_preparing")}
      </p>
      {installPrompt.value && (
        <p><button type="button" class="secondary" data-testid="offline-install" onClick={() => void install()}>{t("offline_install")}</button></p>
      )}
      <ErrorBox error={error} />
      {!info ? (
        <p class="notice">{t("offline_no_games")}</p>
      ) : (
        <form class="card offline-form" onSubmit={(e) => { e.preventDefault(); void start(); }}>
          <label class="field">
            <span>{t("game")}</span>
            <select value={info.id} data-testid="offline-game" onChange={(e) => { setGame(e.currentTarget.value); setPreset(""); }}>
              {list.map((g) => <option key={g.id} value={g.id}>{tx(g.name)}</option>)}
            </select>
          </label>
          {info.options.presets.length > 0 && (
            <label class="field">
              <span>{t("preset")}</span>
              <select value={preset || info.options.default_preset || ""} data-testid="offline-preset" onChange={(e) => setPreset(e.currentTarget.value)}>
                {info.options.presets.map((p) => <option key={p.key} value={p.key}>{p.name[l]}</option>)}
              </select>
            </label>
          )}
          <fieldset class="segmented">
            <legend>{t("offline_people")}</legend>
            <label class={people === 1 ? "on" : ""}><input type="radio" name="people" checked={people === 1} onChange={() => setPeople(1)} /> {t("offline_people_one")}</label>
            <label class={people === 2 ? "on" : ""} data-testid="offline-two"><input type="radio" name="people" checked={people === 2} onChange={() => setPeople(2)} /> {t("offline_people_two")}</label>
          </fieldset>
          {!allPeople && <label class="field">
            <span>{t("bot_level")}</span>
            <select value={level} data-testid="offline-level" onChange={(e) => setLevel(e.currentTarget.value)}>
              {LEVELS.map((v) => <option key={v} value={v}>{t(`level_${v}`)}</option>)}
            </select>
          </label>}
          <div class="actions">
            <button type="submit" class="primary" data-testid="offline-start">{t("offline_start")}</button>
          </div>
        </form>
      )}
      <h2>{t("offline_saved")}</h2>
      {user.value && unsent > 0 && (
        <p><button type="button" class="secondary" data-testid="offline-send" onClick={() => void send()}>{t("offline_send")}</button></p>
      )}
      {sendResult && (
        <p class="muted" data-testid="offline-send-result">
          {sendResult.sent > 0 && t("offline_send_done", { n: sendResult.sent })}
          {sendResult.failed && ` ${t("offline_send_failed", { reason: sendResult.failed })}`}
        </p>
      )}
      {records && records.length === 0 && <p class="muted">{t("offline_none")}</p>}
      {records && records.length > 0 && (
        <ul class="offline-games" data-testid="offline-games">
          {records.map((r) => {
            const g = list.find((x) => x.id === r.game);
            const done = !!r.result;
            return (
              <li key={r.id} data-offline-id={r.id}>
                <a href={`/table/${r.id}`}>{g ? tx(g.name) : r.game}</a>
                <span class="muted"> · {new Date(r.updated_at ?? r.created_at).toLocaleString(l)} · {t("offline_moves", { n: r.actions.length })} · {done ? t("offline_finished") : t("offline_playing")}
                  {r.uploaded ? ` · ${t("offline_sent")}` : ""}</span>
                {r.record_id != null && <a href={`/replay/${r.record_id}`} data-testid="offline-replay"> {t("replay")}</a>}
                <span class="actions">
                  <a class="button secondary" href={`/table/${r.id}`}>{done ? t("offline_view") : t("offline_continue")}</a>
                  <button type="button" class="link" onClick={() => void remove(r.id)}>{t("offline_delete")}</button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
