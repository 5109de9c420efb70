/**
 * Display settings: one object, applied to the page at once, kept in
 * localStorage (so a guest keeps them on this device) and sent to the account
 * with PATCH /api/me/settings when someone is signed in.
 */
import { effect, signal } from "@preact/signals";
import { isLang, lang, type Lang } from "../i18n";
import { BOARD_THEMES } from "../themes/board";
import { CARD_SETS, TABLE_CLOTHS } from "../themes/cards";

export interface DisplaySettings {
  lang: Lang;
  /** 0..100, 50 is neutral. */
  contrast: number;
  /** 0..100, 0 is no grain. */
  grain: number;
  /** 0..100, below 50 cooler (blue), above warmer (amber). */
  temperature: number;
  board_theme: string;
  card_set: string;
  /** Four suit colours (♦ blue, ♣ green) on whatever card set is chosen. */
  four_color_deck: boolean;
  /** The cloth of card tables. */
  table_cloth: string;
  table_theme: "light" | "dark";
  reduced_motion: boolean;
  /**
   * End a jump chain by itself when no further jump exists (Ugolki's «автозавершение хода»):
   * the player's own choice, or "table" to follow the table's option, which only sets the default.
   */
  auto_finish: AutoFinish;
  /** How long each move of the others stays on screen («Скорость ходов соперников»). */
  opponent_pace: Pace;
  /** A sound when it becomes this device's turn while the tab is in the background. */
  turn_sound: boolean;
  /** A browser notification then (only ever shown once the browser has allowed it). */
  turn_notification: boolean;
}

export type AutoFinish = boolean | "table";

/** «Скорость ходов соперников»: how many ms each move of the others stays on screen. */
export const PACES = { instant: 0, fast: 450, normal: 800, slow: 1400 } as const;
export type Pace = keyof typeof PACES;

/** The pace in ms the table follows now: none with reduced motion. */
export function paceMs(s: Pick<DisplaySettings, "opponent_pace" | "reduced_motion">): number {
  return s.reduced_motion ? 0 : PACES[s.opponent_pace];
}

/** Whether a jump chain ends by itself: the player's own choice holds, else the table's option. */
export function autoFinishFor(choice: AutoFinish, tableOption: unknown): boolean {
  return choice === "table" ? tableOption === true : choice;
}

export const DEFAULT_SETTINGS: DisplaySettings = {
  lang: "ru",
  contrast: 50,
  grain: 0,
  temperature: 50,
  board_theme: "wood",
  card_set: "classic",
  four_color_deck: false,
  table_cloth: "green",
  table_theme: "light",
  reduced_motion: false,
  auto_finish: "table",
  opponent_pace: "normal",
  turn_sound: false,
  turn_notification: true,
};

const STORAGE_KEY = "igroteka.settings";

function clampPercent(value: unknown, fallback: number): number {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.max(0, Math.min(100, Math.round(number)));
}

/** Settings from untrusted JSON (storage, the server): unknown keys dropped, bad values replaced by defaults. */
export function normalizeSettings(raw: unknown, base: DisplaySettings = DEFAULT_SETTINGS): DisplaySettings {
  const data = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const pick = <T,>(value: unknown, ok: (v: unknown) => v is T, fallback: T): T =>
    ok(value) ? value : fallback;
  const isBool = (v: unknown): v is boolean => typeof v === "boolean";
  const isPace = (v: unknown): v is Pace => typeof v === "string" && Object.hasOwn(PACES, v);
  const isAutoFinish = (v: unknown): v is AutoFinish => isBool(v) || v === "table";
  const isBoard = (v: unknown): v is string => typeof v === "string" && BOARD_THEMES.some((t) => t.id === v);
  const isCards = (v: unknown): v is string => typeof v === "string" && CARD_SETS.some((c) => c.id === v);
  const isTheme = (v: unknown): v is "light" | "dark" => v === "light" || v === "dark";
  const isCloth = (v: unknown): v is string => typeof v === "string" && TABLE_CLOTHS.some((c) => c.id === v);
  // "four_color" was a card set of its own before four colours became a switch on any set.
  const legacyFour = data.card_set === "four_color";
  return {
    lang: pick(data.lang, isLang, base.lang),
    contrast: clampPercent(data.contrast, base.contrast),
    grain: clampPercent(data.grain, base.grain),
    temperature: clampPercent(data.temperature, base.temperature),
    board_theme: pick(data.board_theme, isBoard, base.board_theme),
    card_set: legacyFour ? "classic" : pick(data.card_set, isCards, base.card_set),
    four_color_deck: legacyFour || pick(data.four_color_deck, isBool, base.four_color_deck),
    table_cloth: pick(data.table_cloth, isCloth, base.table_cloth),
    table_theme: pick(data.table_theme, isTheme, base.table_theme),
    reduced_motion: pick(data.reduced_motion, isBool, base.reduced_motion),
    auto_finish: pick(data.auto_finish, isAutoFinish, base.auto_finish),
    opponent_pace: pick(data.opponent_pace, isPace, base.opponent_pace),
    turn_sound: pick(data.turn_sound, isBool, base.turn_sound),
    turn_notification: pick(data.turn_notification, isBool, base.turn_notification),
  };
}

function loadLocal(): DisplaySettings {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored) return normalizeSettings(JSON.parse(stored));
  } catch {
    // storage blocked or corrupt: defaults
  }
  const prefersReduced =
    typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  const prefersDark = typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
  // Russian first, whatever the browser says: one click on the header switches to English.
  return normalizeSettings({
    reduced_motion: prefersReduced,
    table_theme: prefersDark ? "dark" : "light",
  });
}

export const settings = signal<DisplaySettings>(DEFAULT_SETTINGS);

/** Where changes go besides this device; set by the session once someone is signed in. */
let remoteSave: ((changed: Partial<DisplaySettings>) => void) | null = null;

/**
 * Changes made while nothing saved them (before the session was known, or signed out),
 * merged. A click on the language right after the page opens comes before the session's
 * first answer: the session takes these over the account's settings and saves them,
 * instead of the account's older choice undoing the click.
 */
let unsaved: Partial<DisplaySettings> = {};

export function setRemoteSave(save: ((changed: Partial<DisplaySettings>) => void) | null): void {
  remoteSave = save;
}

/** The changes no remote save has taken yet, handed over once (see `unsaved`). */
export function takeUnsaved(): Partial<DisplaySettings> {
  const taken = unsaved;
  unsaved = {};
  return taken;
}

export function updateSettings(changed: Partial<DisplaySettings>, remote = true): void {
  settings.value = normalizeSettings({ ...settings.value, ...changed }, settings.value);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings.value));
  } catch {
    // private mode: the settings still hold for this visit
  }
  if (remote && remoteSave) remoteSave(changed);
  else if (remote) unsaved = { ...unsaved, ...changed };
}

/**
 * Sends changes one request at a time, merging those made while one is under
 * way. Requests sent side by side may finish in any order, and a slider sends
 * one per step: in order, the account ends with the last position chosen.
 * A failed request loses nothing here (the device keeps the settings).
 */
export function serialSaver(
  send: (changed: Partial<DisplaySettings>) => Promise<unknown>,
): (changed: Partial<DisplaySettings>) => Promise<void> {
  let pending: Partial<DisplaySettings> | null = null;
  let running: Promise<void> | null = null;
  const drain = async (): Promise<void> => {
    while (pending) {
      const batch = pending;
      pending = null;
      try {
        await send(batch);
      } catch {
        // the next change sends its own keys; this device still has them all
      }
    }
    running = null;
  };
  return (changed) => {
    pending = { ...(pending ?? {}), ...changed };
    running ??= drain();
    return running;
  };
}

/** The CSS filter and overlays that carry contrast, temperature and grain. */
export function visualEffects(s: DisplaySettings): {
  filter: string;
  warmth: string;
  grainOpacity: number;
} {
  const contrast = 0.6 + (s.contrast / 100) * 0.8; // 0.6 .. 1.4, neutral at 50
  const shift = (s.temperature - 50) / 50; // -1 cool .. +1 warm
  const warmth =
    shift === 0
      ? "transparent"
      : shift > 0
        ? `rgba(255, 147, 41, ${(shift * 0.16).toFixed(3)})`
        : `rgba(64, 156, 255, ${(-shift * 0.16).toFixed(3)})`;
  return {
    filter: s.contrast === 50 ? "none" : `contrast(${contrast.toFixed(2)})`,
    warmth,
    grainOpacity: +(s.grain / 100 * 0.35).toFixed(3),
  };
}

export function initSettings(): void {
  settings.value = loadLocal();
  effect(() => {
    const s = settings.value;
    lang.value = s.lang;
    const root = document.documentElement;
    root.lang = s.lang;
    root.dataset.theme = s.table_theme;
    root.dataset.motion = s.reduced_motion ? "reduced" : "full";
    const fx = visualEffects(s);
    root.style.filter = fx.filter;
    root.style.setProperty("--warmth", fx.warmth);
    root.style.setProperty("--grain-opacity", String(fx.grainOpacity));
  });
}

/**
 * What the account stores (PATCH /api/me/settings refuses any other key, and a
 * refused request would lose the rest too); the others stay on this device.
 */
const SERVER_KEYS = new Set([
  "lang", "contrast", "grain", "temperature", "board_theme", "card_set", "table_theme",
  "table_cloth", "reduced_motion", "four_color_deck", "auto_finish",
  "opponent_pace", "turn_sound", "turn_notification",
]);

/**
 * The account keeps slider positions in its own units (contrast as a factor
 * 0..3, grain 0..1, temperature -1..1); the client's sliders run 0..100.
 */
export function toServerSettings(changed: Partial<DisplaySettings>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changed)) {
    if (value === undefined || !SERVER_KEYS.has(key)) continue;
    if (key === "contrast") out.contrast = +(0.6 + (Number(value) / 100) * 0.8).toFixed(3);
    else if (key === "grain") out.grain = +(Number(value) / 100).toFixed(3);
    else if (key === "temperature") out.temperature = +((Number(value) - 50) / 50).toFixed(3);
    else out[key] = value;
  }
  return out;
}

export function fromServerSettings(raw: Record<string, unknown>, userLang: unknown, base: DisplaySettings): DisplaySettings {
  const data: Record<string, unknown> = { ...raw };
  if (typeof raw.contrast === "number") data.contrast = ((raw.contrast - 0.6) / 0.8) * 100;
  if (typeof raw.grain === "number") data.grain = raw.grain * 100;
  if (typeof raw.temperature === "number") data.temperature = raw.temperature * 50 + 50;
  if (isLang(userLang)) data.lang = userLang;
  return normalizeSettings(data, base);
}
