/**
 * The machinery of every catalogue: the interface language, placeholders,
 * plural forms, and `defineCatalog`, which makes a catalogue from a Russian
 * and an English table of messages with the same keys.
 *
 * The shell has its catalogue (i18n/ru.ts, en.ts); each shared kit and each
 * game keeps its own beside its code (`renderers/<id>/strings.ts`) and names
 * the catalogues it builds on (a game on the cards kit, the kit on the shell),
 * so `t` there finds its own words first and the shared ones after them.
 */
import { signal } from "@preact/signals";
import type { Message } from "./types";

export type Lang = "ru" | "en";
export type Params = Record<string, string | number>;
export type Bilingual = { ru: string; en: string };

export const LANGS: readonly Lang[] = ["ru", "en"];

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

/** A message in words: a plural message picks its form by `params.n`. */
export function render(language: Lang, message: Message, params?: Params): string {
  if (typeof message === "string") return fill(message, params);
  const n = Number(params?.n ?? 0);
  const form = pluralRules[language].select(n) as keyof typeof message;
  return fill(message[form] ?? message.other, params);
}

/** A catalogue: its own messages in both languages, and lookups that fall back on the catalogues it builds on. */
export interface Catalog<K extends string> {
  /** This catalogue's own messages (not those of its bases). */
  readonly ru: Readonly<Record<string, Message>>;
  readonly en: Readonly<Record<string, Message>>;
  readonly bases: readonly Catalog<string>[];
  /** Whether `key` is found here or in a base. */
  has(key: string): boolean;
  /** The message `key` in `language`, or the key itself when no catalogue has it. */
  translate(language: Lang, key: K, params?: Params): string;
  /** The message `key` in the current language. Reading it inside a component subscribes to the language. */
  t(key: K, params?: Params): string;
}

/** The keys a catalogue answers to (its own and its bases'). */
export type KeyOf<C> = C extends Catalog<infer K> ? K : never;

export function defineCatalog<Own extends string, Bases extends Catalog<string>[] = []>(
  ru: Record<Own, Message>,
  en: Record<Own, Message>,
  ...bases: Bases
): Catalog<Own | KeyOf<Bases[number]>> {
  const own = { ru, en } as Record<Lang, Record<string, Message>>;
  const has = (key: string): boolean => key in ru || bases.some((base) => base.has(key));
  const translate = (language: Lang, key: string, params?: Params): string => {
    if (key in own.ru) return render(language, own[language][key] ?? own.ru[key], params);
    const base = bases.find((b) => b.has(key));
    return base ? base.translate(language, key, params) : key;
  };
  return {
    ru,
    en,
    bases,
    has,
    translate,
    t: (key, params) => translate(lang.value, key, params),
  };
}

/** The `{name}` placeholders of a message (every plural form together), for the completeness tests. */
export function placeholders(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/\{(\w+)\}/g)) names.add(match[1]);
  return [...names].sort();
}
