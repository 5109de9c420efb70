import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { iconPng, iconSvg } from "../pwa/icons";
import { manifest } from "../pwa/plugin";
import { bodyOf } from "../src/offline/upload";
import { isOfflineTable, newRecord } from "../src/offline/store";

describe("the offline app's build", () => {
  it("draws PNG icons of the asked size, small", () => {
    for (const [size, maskable] of [[192, false], [512, false], [512, true]] as const) {
      const png = iconPng(size, maskable);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
      expect(png.length).toBeLessThan(50_000);
    }
    // A corner of the plain icon is transparent, of the maskable one filled; the middle opaque.
    const pixel = (png: Buffer, x: number, y: number) => {
      const size = png.readUInt32BE(16);
      const idat = png.subarray(33 + 8, png.length - 12 - 4);
      const raw = inflateSync(idat);
      const at = y * (size * 4 + 1) + 1 + x * 4;
      return [...raw.subarray(at, at + 4)];
    };
    expect(pixel(iconPng(192), 0, 0)[3]).toBe(0);
    expect(pixel(iconPng(192, true), 0, 0)).toEqual([0x1f, 0x5f, 0x4a, 255]);
    expect(pixel(iconPng(192), 96, 96)).toEqual([0x1f, 0x5f, 0x4a, 255]);
    expect(iconSvg()).toContain("<svg");
  });

  it("names the app in Russian and English, with the icons an installer needs", () => {
    const m = manifest() as { name: string; short_name: string; icons: { sizes: string; purpose: string }[]; translations: { en: { name: string } } };
    expect(m.name).toMatch(/Игротека/);
    expect(m.translations.en.name).toMatch(/Igroteka/);
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(m.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });

  it("fills the service worker's list and version at build time", () => {
    const template = readFileSync(new URL("../pwa/sw.js", import.meta.url), "utf8");
    expect(template).toContain('"__VERSION__"');
    expect(template).toContain("__PRECACHE__");
    expect(template).toContain("/offline/igroteka.zip");
  });
});

describe("an offline record", () => {
  it("is sent as the server replays it: seats by kind, the resigned seat", () => {
    const record = {
      ...newRecord("russian_checkers", null, "hard", 1),
      seats: [{ kind: "human" as const, name: "" }, { kind: "bot" as const, level: "hard" }],
      actions: [[0, { path: ["c3", "d4"] }]] as [number, unknown][],
      result: { winners: [1], details: { resigned: 0 } },
    };
    expect(isOfflineTable(record.id)).toBe(true);
    const body = bodyOf(record);
    expect(body.seats).toEqual([{ kind: "human" }, { kind: "bot", level: "hard" }]);
    expect(body.resigned).toBe(0);
    expect(body.id).toMatch(/^offline-[a-z0-9]{4,22}$/);
  });
});
