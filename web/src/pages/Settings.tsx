/** Display settings: language, theme, contrast, grain, colour temperature, board and card themes, motion. */
import { useState } from "preact/hooks";
import { lang, t, tx, type Lang } from "../i18n";
import { PACES, settings, updateSettings, type Pace } from "../settings/store";
import { notificationsAllowed, askNotifications } from "../table/yourTurn";
import { openLogin, signOut, user } from "../session";
import { BOARD_THEMES, seatPalette } from "../themes/board";
import { CardFace } from "../renderers/cards/CardSvg";
import { CARD_SETS, TABLE_CLOTHS } from "../themes/cards";

function Slider({ id, label, value, onChange, low, high }: {
  id: string; label: string; value: number; onChange: (v: number) => void; low: string; high: string;
}) {
  return (
    <div class="field slider">
      <label for={id}>{label}: <strong>{value}%</strong></label>
      <div class="slider-row">
        <span class="muted small">{low}</span>
        <input id={id} type="range" min={0} max={100} step={5} value={value}
          onInput={(e) => onChange(Number(e.currentTarget.value))} />
        <span class="muted small">{high}</span>
      </div>
    </div>
  );
}

export function SettingsPage() {
  const s = settings.value;
  const l = lang.value;
  // The browser's answer about notifications, asked again after the player grants or refuses.
  const [permission, setPermission] = useState(notificationsAllowed());
  const ask = async () => setPermission(await askNotifications());
  return (
    <main class="page settings-page">
      <h1>{t("settings_title")}</h1>
      <p class="muted">{user.value ? t("settings_saved_account") : t("settings_saved_device")}</p>
      <div class="settings-grid">
        <section class="card account" aria-labelledby="account-title">
          <h2 id="account-title">{t("account")}</h2>
          {user.value ? (
            <>
              <p><strong>{user.value.name}</strong>{user.value.guest || !user.value.login ? <span class="tag">{t("guest")}</span> : <span class="muted"> · {user.value.login}</span>}</p>
              {typeof user.value.chips === "number" && <p class="muted">{t("chips_balance", { n: user.value.chips })}</p>}
              <div class="actions wrap">
                {(user.value.guest || !user.value.login) && <button type="button" class="primary" onClick={() => openLogin("register")}>{t("register")}</button>}
                <button type="button" class="secondary" onClick={() => void signOut()}>{t("sign_out")}</button>
              </div>
            </>
          ) : (
            <div class="actions wrap">
              <button type="button" class="primary" onClick={() => openLogin("login")}>{t("sign_in")}</button>
              <button type="button" class="secondary" onClick={() => openLogin("register")}>{t("register")}</button>
            </div>
          )}
        </section>
        <fieldset class="card">
          <legend>{t("settings_language")}</legend>
          <div class="segmented" role="radiogroup" aria-label={t("settings_language")}>
            {(["ru", "en"] as Lang[]).map((code) => (
              <label key={code} class={s.lang === code ? "on" : ""}>
                <input type="radio" name="lang" value={code} checked={s.lang === code} onChange={() => updateSettings({ lang: code })} />
                {code === "ru" ? t("lang_name_ru") : t("lang_name_en")}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset class="card">
          <legend>{t("settings_look")}</legend>
          <div class="segmented" role="radiogroup" aria-label={t("settings_table_theme")}>
            {(["light", "dark"] as const).map((theme) => (
              <label key={theme} class={s.table_theme === theme ? "on" : ""}>
                <input type="radio" name="table_theme" value={theme} checked={s.table_theme === theme} onChange={() => updateSettings({ table_theme: theme })} />
                {theme === "light" ? t("theme_light") : t("theme_dark")}
              </label>
            ))}
          </div>
          <Slider id="contrast" label={t("settings_contrast")} value={s.contrast} low={t("less")} high={t("more")} onChange={(v) => updateSettings({ contrast: v })} />
          <Slider id="grain" label={t("settings_grain")} value={s.grain} low={t("none")} high={t("more")} onChange={(v) => updateSettings({ grain: v })} />
          <Slider id="temperature" label={t("settings_temperature")} value={s.temperature} low={t("cooler")} high={t("warmer")} onChange={(v) => updateSettings({ temperature: v })} />
          <button type="button" class="secondary" onClick={() => updateSettings({ contrast: 50, grain: 0, temperature: 50 })}>{t("settings_reset_look")}</button>
        </fieldset>
        <fieldset class="card">
          <legend>{t("settings_board_theme")}</legend>
          <div class="theme-choices">
            {BOARD_THEMES.map((theme) => (
              <label key={theme.id} class={`theme-choice${s.board_theme === theme.id ? " on" : ""}`}>
                <input type="radio" name="board_theme" value={theme.id} checked={s.board_theme === theme.id} onChange={() => updateSettings({ board_theme: theme.id })} />
                <svg viewBox="0 0 40 40" aria-hidden="true">
                  {[0, 1, 2, 3].map((i) => (
                    <rect key={i} x={(i % 2) * 20} y={Math.floor(i / 2) * 20} width="20" height="20" fill={(i === 0 || i === 3) ? theme.light : theme.dark} />
                  ))}
                  <circle cx="30" cy="10" r="7" fill={seatPalette(theme, 0).body} stroke={seatPalette(theme, 0).edge} stroke-width="2" />
                  <circle cx="10" cy="30" r="7" fill={seatPalette(theme, 1).body} stroke={seatPalette(theme, 1).edge} stroke-width="2" />
                </svg>
                <span>{tx(theme.name)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset class="card" data-testid="card-sets">
          <legend>{t("settings_card_set")}</legend>
          <div class="theme-choices cards">
            {CARD_SETS.map((set) => (
              <label key={set.id} class={`theme-choice${s.card_set === set.id ? " on" : ""}`} data-set={set.id}>
                <input type="radio" name="card_set" value={set.id} checked={s.card_set === set.id} onChange={() => updateSettings({ card_set: set.id })} />
                <svg viewBox="0 0 210 140" aria-hidden="true" class="set-preview">
                  {["Qc", "Th", "7d"].map((id, i) => (
                    <svg key={id} x={i * 55} y={0} width="100" height="140" viewBox="0 0 100 140">
                      <CardFace id={id} set={set} fourColor={s.four_color_deck} />
                    </svg>
                  ))}
                </svg>
                <span>{set.name[l]}</span>
              </label>
            ))}
          </div>
          <label class="check">
            <input type="checkbox" checked={s.four_color_deck} data-testid="four-color"
              onChange={(e) => updateSettings({ four_color_deck: e.currentTarget.checked })} />
            <span>{t("settings_four_color")}<span class="help muted small">{t("settings_four_color_help")}</span></span>
          </label>
        </fieldset>
        <fieldset class="card" data-testid="table-cloths">
          <legend>{t("settings_table_cloth")}</legend>
          <div class="theme-choices">
            {TABLE_CLOTHS.map((cloth) => (
              <label key={cloth.id} class={`theme-choice${s.table_cloth === cloth.id ? " on" : ""}`} data-cloth={cloth.id}>
                <input type="radio" name="table_cloth" value={cloth.id} checked={s.table_cloth === cloth.id} onChange={() => updateSettings({ table_cloth: cloth.id })} />
                <svg viewBox="0 0 96 56" aria-hidden="true">
                  <defs>
                    <radialGradient id={`cloth-${cloth.id}`} cx="50%" cy="45%" r="70%">
                      <stop offset="0%" stop-color={cloth.centre} />
                      <stop offset="100%" stop-color={cloth.rim} />
                    </radialGradient>
                  </defs>
                  <rect x="1" y="1" width="94" height="54" rx="14" fill={cloth.edge} />
                  <rect x="5" y="5" width="86" height="46" rx="11" fill={`url(#cloth-${cloth.id})`} />
                </svg>
                <span>{cloth.name[l]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset class="card">
          <legend>{t("settings_play")}</legend>
          <label class="check">
            <input type="checkbox" checked={s.reduced_motion} onChange={(e) => updateSettings({ reduced_motion: e.currentTarget.checked })} />
            <span>{t("settings_reduced_motion")}</span>
          </label>
          <div class="radio-group" role="radiogroup" aria-label={t("settings_auto_finish")} data-testid="auto-finish">
            <span>{t("settings_auto_finish")}<span class="help muted small">{t("settings_auto_finish_help")}</span></span>
            {([["table", "settings_auto_finish_table"], [true, "settings_auto_finish_on"], [false, "settings_auto_finish_off"]] as const).map(([value, key]) => (
              <label key={String(value)} class="check">
                <input type="radio" name="auto_finish" value={String(value)} checked={s.auto_finish === value}
                  onChange={() => updateSettings({ auto_finish: value })} />
                <span>{t(key)}</span>
              </label>
            ))}
          </div>
          <div class="radio-group" role="radiogroup" aria-label={t("settings_pace")} data-testid="opponent-pace">
            <span>{t("settings_pace")}<span class="help muted small">{s.reduced_motion ? t("settings_pace_reduced") : t("settings_pace_help")}</span></span>
            {(Object.keys(PACES) as Pace[]).map((value) => (
              <label key={value} class="check">
                <input type="radio" name="opponent_pace" value={value} checked={s.opponent_pace === value}
                  onChange={() => updateSettings({ opponent_pace: value })} />
                <span>{t(`settings_pace_${value}`)}</span>
              </label>
            ))}
          </div>
          <label class="check">
            <input type="checkbox" name="turn_sound" checked={s.turn_sound} onChange={(e) => updateSettings({ turn_sound: e.currentTarget.checked })} />
            <span>{t("settings_turn_sound")}<span class="help muted small">{t("settings_turn_sound_help")}</span></span>
          </label>
          <label class="check">
            <input type="checkbox" name="turn_notification" checked={s.turn_notification}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                updateSettings({ turn_notification: on });
                if (on) void ask();
              }} />
            <span>{t("settings_turn_notification")}<span class="help muted small">
              {permission === "denied" ? t("settings_turn_notification_denied") : t("settings_turn_notification_help")}
            </span></span>
          </label>
          {s.turn_notification && permission === "default" && (
            <button type="button" class="secondary" data-testid="allow-notifications" onClick={() => void ask()}>
              {t("settings_allow_notifications")}
            </button>
          )}
        </fieldset>
      </div>
    </main>
  );
}
