/**
 * The offline app's build step (docs/offline.md): after Vite wrote the client, put
 * Pyodide beside it (from `IGROTEKA_PYODIDE_DIR`, else node_modules/pyodide), draw
 * the icons, write the web app manifest, and write the service worker with the
 * list of every built file to keep on the device.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { iconPng, iconSvg } from "./icons";

const HERE = dirname(fileURLToPath(import.meta.url));
/** What the browser loads of the Pyodide npm package (its other files are for Node). */
const PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

export function pyodideSource(): string | null {
  const candidates = [process.env.IGROTEKA_PYODIDE_DIR, resolve(HERE, "../node_modules/pyodide")];
  for (const dir of candidates) if (dir && existsSync(join(dir, "pyodide.mjs"))) return dir;
  return null;
}

export function manifest(): Record<string, unknown> {
  return {
    name: "Игротека — клуб настольных игр",
    short_name: "Игротека",
    description: "Шашки, уголки, козёл, клабор и го-стоп: с людьми, с ботами и без сети.",
    lang: "ru",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    id: "/",
    display: "standalone",
    background_color: "#f6efe0",
    theme_color: "#1f5f4a",
    icons: [
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [{ name: "Игра без сети", short_name: "Без сети", url: "/offline" }],
    // The English names (the manifest's localisation, W3C "manifest-app-info").
    translations: {
      en: {
        name: "Igroteka — board and card game club",
        short_name: "Igroteka",
        description: "Checkers, Ugolki, Kozel, Klabor and Go-Stop: with people, with bots, and offline.",
        shortcuts: [{ name: "Play offline", short_name: "Offline", url: "/offline" }],
      },
    },
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function offlineApp(): Plugin {
  let outDir = "";
  return {
    name: "igroteka-offline-app",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const source = pyodideSource();
      if (source) {
        mkdirSync(join(outDir, "pyodide"), { recursive: true });
        for (const name of PYODIDE_FILES) {
          if (existsSync(join(source, name))) copyFileSync(join(source, name), join(outDir, "pyodide", name));
        }
      } else {
        console.warn("igroteka: Pyodide not found (npm install pyodide, or set IGROTEKA_PYODIDE_DIR): the offline tables will not work");
      }
      mkdirSync(join(outDir, "icons"), { recursive: true });
      writeFileSync(join(outDir, "icons", "icon.svg"), iconSvg());
      writeFileSync(join(outDir, "icons", "icon-192.png"), iconPng(192));
      writeFileSync(join(outDir, "icons", "icon-512.png"), iconPng(512));
      writeFileSync(join(outDir, "icons", "icon-maskable-512.png"), iconPng(512, true));
      writeFileSync(join(outDir, "manifest.webmanifest"), JSON.stringify(manifest(), null, 2));
      const files = walk(outDir)
        .map((path) => "/" + relative(outDir, path).split("\\").join("/"))
        .filter((url) => url !== "/sw.js" && url !== "/index.html")
        .sort();
      const hash = createHash("sha256");
      for (const url of files) {
        // Hashed names speak for themselves; the others' contents count.
        hash.update(url);
        if (!url.startsWith("/assets/")) hash.update(readFileSync(join(outDir, url)));
      }
      hash.update(readFileSync(join(outDir, "index.html")));
      const template = readFileSync(join(HERE, "sw.js"), "utf8");
      const worker = template
        .replace("__VERSION__", hash.digest("hex").slice(0, 16))
        .replace("__PRECACHE__", JSON.stringify(["/", ...files], null, 0));
      writeFileSync(join(outDir, "sw.js"), worker);
    },
  };
}
