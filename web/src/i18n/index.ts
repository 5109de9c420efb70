/**
 * Every string the client shows comes from a catalog, looked up by key, so a
 * language switch changes every visible string and the completeness test can
 * prove both catalogs hold the same keys with the same placeholders.
 * Texts that come from the server arrive bilingual ({ru, en}) and go through `tx`.
 */
import { signal } from "@preact/signals";
import { ru } from "./ru";
import { en } from "./en";
import type { Message } from "./types";

export type { Message, Plural } from "./types";
export type Lang = "ru" | "en";
export type Key = keyof typeof ru;
export type Params = Record<string, string | number>;
export type Bilingual = { ru: string; en: string };

export const LANGS: readonly Lang[] = ["ru", "en"];
export const catalogs: Record<Lang, Record<Key, Message>> = { ru, en };

/** The language of the interface; the settings module keeps it in step with the account. */
export const lang = signal<Lang>("ru");

export function isLang(value: unknown): value is Lang {
  return value === "ru" || value === "en";
}

function fill(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const pluralRules: Record<Lang, Intl.PluralRules> = {
  ru: new Intl.PluralRules("ru"),
  en: new Intl.PluralRules("en"),
};

/** The message `key` in `language`; a plural message picks its form by `params.n`. */
export function translate(language: Lang, key: Key, params?: Params): string {
  const message = catalogs[language][key] ?? catalogs.ru[key] ?? key;
  if (typeof message === "string") return fill(message, params);
  const n = Number(params?.n ?? 0);
  const form = pluralRules[language].select(n) as keyof typeof message;
  return fill(message[form] ?? message.other, params);
}

/** The message `key` in the current language. Reading it inside a component subscribes to the language. */
export function t(key: Key, params?: Params): string {
  return translate(lang.value, key, params);
}

/** A bilingual text from the server, in the current language. */
export function tx(text: Bilingual | string | null | undefined): string {
  if (text == null) return "";
  if (typeof text === "string") return text;
  return lang.value === "en" ? text.en : text.ru;
}

/** The `{name}` placeholders of a message (every plural form together), for the completeness test. */
export function placeholders(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/\{(\w+)\}/g)) names.add(match[1]);
  return [...names].sort();
}
