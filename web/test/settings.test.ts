import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, autoFinishFor, fromServerSettings, normalizeSettings, serialSaver, toServerSettings, visualEffects } from "../src/settings/store";

describe("display settings", () => {
  it("drop unknown keys and replace bad values with the defaults", () => {
    const s = normalizeSettings({ lang: "de", contrast: 250, grain: "x", board_theme: "nope", reduced_motion: "yes", evil: 1 });
    expect(s).toEqual({ ...DEFAULT_SETTINGS, contrast: 100 });
  });

  it("keep good values", () => {
    const s = normalizeSettings({ lang: "en", table_theme: "dark", board_theme: "contrast", card_set: "atlas", four_color_deck: true, table_cloth: "burgundy", auto_finish: false });
    expect(s).toMatchObject({ lang: "en", table_theme: "dark", board_theme: "contrast", card_set: "atlas", four_color_deck: true, table_cloth: "burgundy", auto_finish: false });
  });

  it("let a player's own auto-finish choice hold; the table's option only sets the default", () => {
    expect(DEFAULT_SETTINGS.auto_finish).toBe("table");
    expect(autoFinishFor("table", true)).toBe(true);
    expect(autoFinishFor("table", false)).toBe(false);
    expect(autoFinishFor("table", undefined)).toBe(false);
    expect(autoFinishFor(false, true)).toBe(false);
    expect(autoFinishFor(true, false)).toBe(true);
    expect(normalizeSettings({ auto_finish: "table" }).auto_finish).toBe("table");
    expect(normalizeSettings({ auto_finish: "sometimes" }).auto_finish).toBe("table");
  });

  it("read the old four-colour card set as the classic set with four colours", () => {
    expect(normalizeSettings({ card_set: "four_color" })).toMatchObject({ card_set: "classic", four_color_deck: true });
    expect(normalizeSettings({ card_set: "large_index" })).toMatchObject({ card_set: "large_index", four_color_deck: false });
  });

  it("go to the account one request at a time, changes made meanwhile merged", async () => {
    const sent: Array<Record<string, unknown>> = [];
    const replies: Array<() => void> = [];
    const save = serialSaver((changed) => {
      sent.push({ ...changed });
      return new Promise<void>((resolve) => replies.push(resolve));
    });
    const first = save({ board_theme: "night" });
    void save({ grain: 10 });
    void save({ grain: 40 });
    void save({ lang: "en" });
    expect(sent).toEqual([{ board_theme: "night" }]); // the rest wait for the first answer
    replies[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ board_theme: "night" }, { grain: 40, lang: "en" }]);
    replies[1]();
    await first; // done once nothing is left to send
    // A failed request does not stop the next one.
    const failing = serialSaver(async (changed) => {
      sent.push({ ...changed });
      throw new Error("offline");
    });
    await failing({ contrast: 70 });
    await failing({ contrast: 80 });
    expect(sent.slice(-2)).toEqual([{ contrast: 70 }, { contrast: 80 }]);
  });

  it("send the account what it stores, the table cloth included", () => {
    const wire = toServerSettings({ table_cloth: "blue", four_color_deck: true, card_set: "atlas" });
    expect(wire).toEqual({ table_cloth: "blue", four_color_deck: true, card_set: "atlas" });
    expect(normalizeSettings({ table_cloth: "velvet" }).table_cloth).toBe(DEFAULT_SETTINGS.table_cloth);
  });

  it("travel to the account in the server's units and come back unchanged", () => {
    const mine = { ...DEFAULT_SETTINGS, contrast: 75, grain: 30, temperature: 20, lang: "en" as const };
    const wire = toServerSettings(mine);
    expect(wire).toMatchObject({ contrast: 1.2, grain: 0.3, temperature: -0.6, lang: "en" });
    // The server's validation ranges: contrast 0..3, grain 0..1, temperature -1..1.
    for (const extreme of [0, 100]) {
      const w = toServerSettings({ contrast: extreme, grain: extreme, temperature: extreme });
      expect(w.contrast as number).toBeGreaterThanOrEqual(0);
      expect(w.contrast as number).toBeLessThanOrEqual(3);
      expect(Math.abs(w.temperature as number)).toBeLessThanOrEqual(1);
      expect(w.grain as number).toBeLessThanOrEqual(1);
    }
    expect(fromServerSettings(wire, "en", DEFAULT_SETTINGS)).toEqual(mine);
  });

  it("take the language from the account when it has one", () => {
    expect(fromServerSettings({}, "en", DEFAULT_SETTINGS).lang).toBe("en");
  });

  it("turn the sliders into a filter and overlays, neutral in the middle", () => {
    expect(visualEffects(DEFAULT_SETTINGS)).toEqual({ filter: "none", warmth: "transparent", grainOpacity: 0 });
    const warm = visualEffects({ ...DEFAULT_SETTINGS, temperature: 100, contrast: 100, grain: 100 });
    expect(warm.filter).toBe("contrast(1.40)");
    expect(warm.warmth).toMatch(/^rgba\(255, 147, 41/);
    expect(warm.grainOpacity).toBeGreaterThan(0);
    expect(visualEffects({ ...DEFAULT_SETTINGS, temperature: 0 }).warmth).toMatch(/^rgba\(64, 156, 255/);
  });
});
