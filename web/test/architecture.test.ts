/**
 * The client's folders, checked from their sources: each game's code in its own
 * folder `renderers/<id>/` with its own words, kits that know no game, and one
 * registry naming every renderer.
 */
import { describe, expect, it } from "vitest";
import { RENDERERS } from "../src/renderers";

const sources = import.meta.glob<string>("../src/**/*.{ts,tsx,css}", { query: "?raw", import: "default", eager: true });
const files = Object.entries(sources).map(([path, text]) => ({ path: path.replace("../src/", ""), text }));

const GAMES = RENDERERS.flatMap((renderer) => renderer.games);
const gameOf = (path: string): string | null => {
  const match = /^renderers\/([^/]+)\//.exec(path);
  return match && GAMES.includes(match[1]) ? match[1] : null;
};
/** The folders under renderers/ that are not a game's: the shared kits. */
const kitFiles = files.filter((f) => f.path.startsWith("renderers/") && f.path.split("/").length > 2 && gameOf(f.path) === null);

/** The module paths a source imports ("../cards/model", "./strings"). */
function imports(text: string): string[] {
  return [...text.matchAll(/(?:import|export)[^"';]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)]
    .map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Where an import of `spec` from `path` lands, relative to src/. */
function resolve(path: string, spec: string): string {
  if (!spec.startsWith(".")) return spec;
  const parts = path.split("/").slice(0, -1);
  for (const piece of spec.split("/")) {
    if (piece === "..") parts.pop();
    else if (piece !== ".") parts.push(piece);
  }
  return parts.join("/");
}

describe("the renderers' folders", () => {
  it("give every game its own folder, with its renderer and its own words", () => {
    expect(GAMES.sort()).toEqual(["chapaev", "go_stop", "king_of_tokyo", "kings_bounty", "kings_corner", "klabor", "kozel", "rose_king", "russian_checkers", "sea_salt_paper", "sequence", "ugolki"]);
    for (const game of GAMES) {
      const paths = files.map((f) => f.path);
      expect(paths.some((p) => p === `renderers/${game}/index.tsx` || p === `renderers/${game}/index.ts`), game).toBe(true);
      expect(paths, game).toContain(`renderers/${game}/strings.ts`);
    }
  });

  it("keep no game's module loose in renderers/", () => {
    const loose = files.filter((f) => /^renderers\/[^/]+$/.test(f.path)).map((f) => f.path).sort();
    expect(loose).toEqual(["renderers/generic.tsx", "renderers/index.ts", "renderers/types.ts"]);
  });

  it("have kits that never import a game's folder nor name a game", () => {
    expect(kitFiles.length).toBeGreaterThan(10);
    const offences: string[] = [];
    for (const file of kitFiles) {
      for (const spec of imports(file.text)) {
        const target = resolve(file.path, spec);
        if (gameOf(`${target}/`) !== null || gameOf(target) !== null) offences.push(`${file.path} imports ${spec}`);
      }
      for (const game of GAMES) {
        if (new RegExp(`\\b${game}\\b`, "i").test(file.text)) offences.push(`${file.path} names ${game}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("have games that never reach into another game's folder", () => {
    const offences: string[] = [];
    for (const file of files) {
      const own = gameOf(file.path);
      if (own === null) continue;
      for (const spec of imports(file.text)) {
        const other = gameOf(`${resolve(file.path, spec)}/`);
        if (other !== null && other !== own) offences.push(`${file.path} imports ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("let the shell reach a game only through the registry", () => {
    const offences: string[] = [];
    for (const file of files) {
      if (file.path.startsWith("renderers/")) continue;
      for (const spec of imports(file.text)) {
        if (gameOf(`${resolve(file.path, spec)}/`) !== null) offences.push(`${file.path} imports ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("keep game words out of the shell's catalogue", () => {
    const shell = files.filter((f) => f.path === "i18n/ru.ts" || f.path === "i18n/en.ts");
    expect(shell).toHaveLength(2);
    for (const file of shell) {
      expect(/^\s+(kozel|klabor|gs|hw|ugolki)_\w+:/m.test(file.text), file.path).toBe(false);
    }
  });
});
