/** A large game tile: picture, name, players, and the three ways to play it. */
import { useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { api } from "../net/api";
import type { GameInfo } from "../net/types";
import { rendererFor } from "../renderers";
import { ensureUser } from "../session";
import { ErrorBox, errorText, seatsText } from "../ui/common";
import { navigate } from "../ui/router";

export const LEVELS = ["easy", "medium", "hard"] as const;
export type Level = (typeof LEVELS)[number];

export function levelName(level: string): string {
  return level === "easy" ? t("level_easy") : level === "hard" ? t("level_hard") : t("level_medium");
}

export function GameTile({ game }: { game: GameInfo }) {
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState(game.options.default_preset ?? "");
  const [level, setLevel] = useState<Level>("easy");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Thumbnail = rendererFor(game.id).Thumbnail;
  const l = lang.value;
  const chosen = game.options.presets.find((p) => p.key === preset);

  const start = async () => {
    setError(null);
    if (!(await ensureUser())) return;
    setBusy(true);
    try {
      const { table } = await api.quickplay(game.id, preset || null, level);
      navigate(`/table/${table.id}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article class="tile" data-game={game.id} aria-labelledby={`tile-${game.id}`}>
      <div class="tile-picture" aria-hidden="true">{Thumbnail && <Thumbnail game={game} />}</div>
      <div class="tile-body">
        <h2 id={`tile-${game.id}`}>{tx(game.name)}</h2>
        <p class="muted">{seatsText(game.min_seats, game.max_seats)}</p>
        {!open ? (
          <div class="tile-actions">
            <button type="button" class="primary" data-testid="quickplay-open" onClick={() => setOpen(true)}>{t("play_vs_bots")}</button>
            <a class="button secondary" href={`/new/${game.id}`}>{t("create_table")}</a>
            <a class="button link" href={`/rules/${game.id}`}>{t("rules")}</a>
          </div>
        ) : (
          <div class="quickplay" role="group" aria-label={t("play_vs_bots")}>
            {game.options.presets.length > 0 && (
              <label class="field">
                <span>{t("preset")}</span>
                <select value={preset} data-testid="quickplay-preset" onChange={(e) => setPreset(e.currentTarget.value)}>
                  {game.options.presets.map((p) => <option key={p.key} value={p.key}>{p.name[l]}</option>)}
                </select>
              </label>
            )}
            {chosen?.description && <p class="muted small">{chosen.description[l]}</p>}
            <fieldset class="segmented">
              <legend>{t("bot_level")}</legend>
              {LEVELS.map((lv) => (
                <label key={lv} class={level === lv ? "on" : ""}>
                  <input type="radio" name={`level-${game.id}`} value={lv} checked={level === lv} onChange={() => setLevel(lv)} />
                  {levelName(lv)}
                </label>
              ))}
            </fieldset>
            <ErrorBox error={error} />
            <div class="tile-actions">
              <button type="button" class="primary" disabled={busy} data-testid="quickplay-start" onClick={() => void start()}>{t("start_game")}</button>
              <button type="button" class="secondary" onClick={() => setOpen(false)}>{t("cancel")}</button>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
