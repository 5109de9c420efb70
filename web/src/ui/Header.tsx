/** The bar on every screen: the club's name, where to go, language, settings, who you are. */
import { lang, t } from "../i18n";
import { openLogin, signOut, user } from "../session";
import { updateSettings } from "../settings/store";
import { route } from "./router";
import { t as ot } from "../offline/strings";

export function Header() {
  const path = route.value.path;
  const me = user.value;
  const nextLang = lang.value === "ru" ? "en" : "ru";
  const lobbyActive = path === "/" || path === "/tables" || path === "/ratings" || path === "/me";
  return (
    <header class="site-header">
      <a class="brand" href="/" aria-label={t("brand_home")}>
        <svg viewBox="0 0 32 32" aria-hidden="true" class="brand-mark">
          <rect x="2" y="2" width="28" height="28" rx="7" fill="var(--accent)" />
          <circle cx="11" cy="11" r="4" fill="var(--accent-ink)" />
          <circle cx="21" cy="21" r="4" fill="var(--accent-ink)" />
        </svg>
        <span>{t("brand")}</span>
      </a>
      <nav class="header-nav" aria-label={t("nav_main")}>
        <a href="/" class={lobbyActive ? "active" : ""}>{t("nav_lobby")}</a>
        <a href="/offline" class={path === "/offline" ? "active" : ""} data-testid="nav-offline"
          aria-label={ot("nav_offline")} title={ot("nav_offline")}>
          <svg class="nav-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 9.2 4.5 4.5 0 0 0 7 18z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
            <path d="M4 4l16 16" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
          </svg>
          <span class="nav-text">{ot("nav_offline")}</span>
        </a>
        <a href="/settings" class={path === "/settings" ? "active" : ""} aria-label={t("nav_settings")} title={t("nav_settings")}>
          <svg class="nav-icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" stroke-width="2" />
            {/* A cog, as settings are drawn everywhere (rays round a circle read as a sun: a theme switch). */}
            <path d="M18.74 9.46 L21.41 10.09 L21.41 13.91 L18.74 14.54 L18.56 14.97 L20.00 17.30 L17.30 20.00 L14.97 18.56 L14.54 18.74 L13.91 21.41 L10.09 21.41 L9.46 18.74 L9.03 18.56 L6.70 20.00 L4.00 17.30 L5.44 14.97 L5.26 14.54 L2.59 13.91 L2.59 10.09 L5.26 9.46 L5.44 9.03 L4.00 6.70 L6.70 4.00 L9.03 5.44 L9.46 5.26 L10.09 2.59 L13.91 2.59 L14.54 5.26 L14.97 5.44 L17.30 4.00 L20.00 6.70 L18.56 9.03Z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" />
          </svg>
          <span class="nav-text">{t("nav_settings")}</span>
        </a>
      </nav>
      <div class="header-tools">
        <button type="button" class="lang-switch" data-testid="lang-switch"
          aria-label={t("switch_language")} onClick={() => updateSettings({ lang: nextLang })}>
          {nextLang.toUpperCase()}
        </button>
        {me ? (
          <div class="me">
            <span class="me-name" title={me.login ?? me.name}>{me.name}</span>
            {typeof me.chips === "number" && <span class="chips" title={t("chips")}>{t("chips_short", { n: me.chips })}</span>}
            {me.guest || !me.login ? (
              <button type="button" class="link" onClick={() => openLogin("register")}>{t("register")}</button>
            ) : (
              <button type="button" class="link" onClick={() => void signOut()}>{t("sign_out")}</button>
            )}
          </div>
        ) : (
          <button type="button" class="link" onClick={() => openLogin("login")}>{t("sign_in")}</button>
        )}
      </div>
    </header>
  );
}
