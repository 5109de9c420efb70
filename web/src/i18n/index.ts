/**
 * Every string the client shows comes from a catalogue, looked up by key, so a
 * language switch changes every visible string and the completeness tests can
 * prove both languages hold the same keys with the same placeholders.
 * This is the shell's catalogue (lobby, table, settings, and the few words
 * every renderer shares: "you", "seat N", "not your move"); kits and games
 * keep their own words beside their code (see core.ts).
 * Texts that come from the server arrive bilingual ({ru, en}) and go through `tx`.
 */
import { defineCatalog, lang, type Lang, type Params, type Bilingual } from "./core";
import { ru } from "./ru";
import { en } from "./en";
import type { Message } from "./types";

export type { Message, Plural } from "./types";
export { defineCatalog, isLang, lang, LANGS, placeholders, type Bilingual, type Catalog, type KeyOf, type Lang, type Params } from "./core";
export type Key = keyof typeof ru;

export const catalogs: Record<Lang, Record<Key, Message>> = { ru, en };

/** The shell's catalogue, the base of every kit's and game's. */
export const shellStrings = defineCatalog<Key>(ru, en);

/** The message `key` in `language`; a plural message picks its form by `params.n`. */
export function translate(language: Lang, key: Key, params?: Params): string {
  return shellStrings.translate(language, key, params);
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
