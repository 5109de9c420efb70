import { describe, expect, it } from "vitest";
import { catalogs, placeholders, translate, type Key } from "../src/i18n";
import { en } from "../src/i18n/en";
import { ru } from "../src/i18n/ru";

const CYRILLIC = /[\u0400-\u04FF]/;
/** Language names are written in their own language in both catalogs. */
const ENDONYMS = new Set(["lang_name_ru", "lang_name_en"]);

describe("the catalogs", () => {
  it("hold exactly the same keys", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  });

  it("use the same placeholders for every key", () => {
    const mismatched = (Object.keys(ru) as Key[]).filter(
      (key) => placeholders(ru[key]).join() !== placeholders(en[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("give plurals every form the language needs", () => {
    for (const key of Object.keys(ru) as Key[]) {
      const r = ru[key];
      const e = en[key];
      expect(typeof r === "string", key).toBe(typeof e === "string");
      if (typeof r !== "string") expect(Object.keys(r).sort(), key).toEqual(["few", "many", "one", "other"]);
      if (typeof e !== "string") expect(Object.keys(e).sort(), key).toEqual(["one", "other"]);
    }
  });

  it("have no empty message, and no Cyrillic in English", () => {
    for (const lang of ["ru", "en"] as const) {
      for (const [key, message] of Object.entries(catalogs[lang])) {
        for (const text of typeof message === "string" ? [message] : Object.values(message)) {
          expect(text.trim(), `${lang}.${key}`).not.toBe("");
          if (lang === "en" && !ENDONYMS.has(key)) expect(CYRILLIC.test(text), `en.${key}: ${text}`).toBe(false);
        }
      }
    }
  });

  it("write Russian in Russian", () => {
    const latinOnly = Object.entries(ru).filter(
      ([key, message]) => !ENDONYMS.has(key) && !CYRILLIC.test(typeof message === "string" ? message : message.other),
    );
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });
});

describe("translate", () => {
  it("fills placeholders and picks Russian plural forms", () => {
    expect(translate("ru", "players_n", { n: 1 })).toBe("1 игрок");
    expect(translate("ru", "players_n", { n: 3 })).toBe("3 игрока");
    expect(translate("ru", "players_n", { n: 5 })).toBe("5 игроков");
    expect(translate("ru", "players_n", { n: 21 })).toBe("21 игрок");
    expect(translate("en", "players_n", { n: 1 })).toBe("1 player");
    expect(translate("en", "players_n", { n: 4 })).toBe("4 players");
    // A range agrees with its last number: «2–4 игрока», «2–6 игроков».
    expect(translate("ru", "players_range", { min: 2, max: 4, n: 4 })).toBe("2–4 игрока");
    expect(translate("ru", "players_range", { min: 2, max: 6, n: 6 })).toBe("2–6 игроков");
    expect(translate("ru", "players_range", { min: 2, max: 12, n: 12 })).toBe("2–12 игроков");
    expect(translate("en", "players_range", { min: 2, max: 4, n: 4 })).toBe("2–4 players");
    expect(translate("en", "seat_n", { n: 2 })).toBe("Seat 2");
  });

  it("leaves a placeholder without a value visible rather than inventing one", () => {
    expect(translate("en", "seat_n")).toBe("Seat {n}");
  });
});
