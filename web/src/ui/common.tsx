/** Small pieces shared by several screens. */
import type { ComponentChildren } from "preact";
import { t, tx } from "../i18n";
import { ApiError } from "../net/api";

export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.text) return tx(err.text);
    if (err.status === 0) return t("error_network");
    return t("error_server", { message: err.message || String(err.status) });
  }
  return t("error_unexpected");
}

export function ErrorBox({ error }: { error: string | null }) {
  if (!error) return null;
  return <p class="error-box" role="alert">{error}</p>;
}

export function Loading() {
  return <p class="muted loading" aria-busy="true">{t("loading")}</p>;
}

export function Tabs<K extends string>({ tabs, current, onSelect, label }: {
  tabs: { key: K; label: string; href?: string }[];
  current: K;
  onSelect?: (key: K) => void;
  label: string;
}) {
  return (
    <nav class="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) =>
        tab.href ? (
          <a key={tab.key} role="tab" href={tab.href} aria-selected={tab.key === current} class={tab.key === current ? "active" : ""}>
            {tab.label}
          </a>
        ) : (
          <button key={tab.key} role="tab" type="button" aria-selected={tab.key === current} class={tab.key === current ? "active" : ""}
            onClick={() => onSelect?.(tab.key)}>
            {tab.label}
          </button>
        ),
      )}
    </nav>
  );
}

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  return (
    <div class="dialog-backdrop" onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div class="dialog" role="dialog" aria-modal="true" aria-label={title}
        onKeyDown={(e) => { if (e.key === "Escape") onClose(); }}>
        <header class="dialog-head">
          <h2>{title}</h2>
          <button type="button" class="icon" aria-label={t("close")} onClick={onClose}>×</button>
        </header>
        {children}
      </div>
    </div>
  );
}

export function seatsText(min: number, max: number): string {
  return min === max ? t("players_n", { n: min }) : t("players_range", { min, max, n: max });
}
