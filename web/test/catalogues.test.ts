import { afterEach, describe, expect, it } from "vitest";
import { defineCatalog, lang, placeholders, shellStrings, type Catalog, type Message } from "../src/i18n";
import { BOARD_THEMES } from "../src/themes/board";
import { CARD_SETS, TABLE_CLOTHS } from "../src/themes/cards";

const CYRILLIC = /[\u0400-\u04FF]/;
/** Guillemets are Russian quotation marks: English quotes with “ ” (or none, for a game's own term). */
const GUILLEMETS = /[«»]/;
/** Language names are written in their own language in both languages. */
const ENDONYMS = new Set(["lang_name_ru", "lang_name_en"]);

/** Every kit's and game's catalogue: each `strings.ts` under src/ exports one. */
const modules = import.meta.glob<Record<string, unknown>>("../src/**/strings.ts", { eager: true });

function isCatalog(value: unknown): value is Catalog<string> {
  return !!value && typeof value === "object" && "translate" in value && "ru" in value && "en" in value;
}

const catalogues: [string, Catalog<string>][] = [["shell", shellStrings as Catalog<string>]];
for (const [path, module] of Object.entries(modules)) {
  const found = Object.values(module).filter(isCatalog);
  catalogues.push([path.replace("../src/", ""), found[0]]);
}

const texts = (message: Message): string[] => (typeof message === "string" ? [message] : Object.values(message));

afterEach(() => {
  lang.value = "ru";
});

describe("every catalogue", () => {
  it("is found: the shell's, the kits' and each game's", () => {
    const names = catalogues.map(([name]) => name);
    for (const folder of ["board", "cards", "dice", "seating", "motion", "controls", "ugolki", "russian_checkers", "kozel", "klabor", "go_stop"]) {
      expect(names).toContain(`renderers/${folder}/strings.ts`);
    }
    for (const [name, catalogue] of catalogues) expect(isCatalog(catalogue), name).toBe(true);
  });

  it.each(catalogues)("%s holds the same keys with the same placeholders in both languages", (_, catalogue) => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.ru).sort());
    const mismatched = Object.keys(catalogue.ru).filter(
      (key) => placeholders(catalogue.ru[key]).join() !== placeholders(catalogue.en[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(catalogues)("%s gives plurals every form the language needs", (_, catalogue) => {
    for (const key of Object.keys(catalogue.ru)) {
      const r = catalogue.ru[key];
      const e = catalogue.en[key];
      expect(typeof r === "string", key).toBe(typeof e === "string");
      if (typeof r !== "string") expect(Object.keys(r).sort(), key).toEqual(["few", "many", "one", "other"]);
      if (typeof e !== "string") expect(Object.keys(e).sort(), key).toEqual(["one", "other"]);
    }
  });

  it.each(catalogues)("%s writes Russian in Russian and English without Cyrillic, never empty", (_, catalogue) => {
    for (const [key, message] of Object.entries(catalogue.ru)) {
      if (ENDONYMS.has(key)) continue;
      for (const text of texts(message)) expect(text.trim(), `ru.${key}`).not.toBe("");
      expect(CYRILLIC.test(texts(message).join(" ")), `ru.${key}`).toBe(true);
    }
    for (const [key, message] of Object.entries(catalogue.en)) {
      for (const text of texts(message)) {
        expect(text.trim(), `en.${key}`).not.toBe("");
        if (!ENDONYMS.has(key)) expect(CYRILLIC.test(text), `en.${key}: ${text}`).toBe(false);
      }
    }
  });

  it.each(catalogues)("%s quotes in English the English way, without «guillemets»", (_, catalogue) => {
    const quoted = Object.entries(catalogue.en)
      .filter(([, message]) => texts(message).some((text) => GUILLEMETS.test(text)))
      .map(([key, message]) => `${key}: ${texts(message).join(" | ")}`);
    expect(quoted).toEqual([]);
  });

  it("never defines a key twice, so a game cannot change a word of the shell or of a kit", () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, catalogue] of catalogues) {
      for (const key of Object.keys(catalogue.ru)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${name}`);
        owner.set(key, name);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe("a catalogue built on others", () => {
  const base = defineCatalog({ hello: "привет", n_cards: { one: "{n} карта", few: "{n} карты", many: "{n} карт", other: "{n} карты" } },
    { hello: "hello", n_cards: { one: "{n} card", other: "{n} cards" } });
  const game = defineCatalog({ move: "ход {n}" }, { move: "move {n}" }, base);

  it("finds its own words first, then its bases', in the current language", () => {
    expect(game.t("move", { n: 3 })).toBe("ход 3");
    expect(game.t("hello")).toBe("привет");
    expect(game.t("n_cards", { n: 5 })).toBe("5 карт");
    lang.value = "en";
    expect(game.t("hello")).toBe("hello");
    expect(game.t("n_cards", { n: 1 })).toBe("1 card");
    expect(game.translate("ru", "n_cards", { n: 22 })).toBe("22 карты");
  });

  it("answers a key nobody has with the key itself, and keeps its own messages apart from its bases'", () => {
    expect(game.translate("en", "nope" as "move")).toBe("nope");
    expect(Object.keys(game.ru)).toEqual(["move"]);
    expect(game.has("hello")).toBe(true);
    expect(base.has("move")).toBe(false);
  });
});

describe("the names on /settings", () => {
  it("of board themes, card sets and cloths read in English without Russian words or quotes", () => {
    const names = [...BOARD_THEMES, ...CARD_SETS, ...TABLE_CLOTHS].map((item) => item.name.en);
    expect(names.filter((name) => CYRILLIC.test(name) || GUILLEMETS.test(name))).toEqual([]);
  });
});
