import { defineConfig } from "vitest/config";
import preact from "@preact/preset-vite";
import { offlineApp } from "./pwa/plugin";

// The built client is served by the Python server (igroteka/web_dist at "/"),
// so `make run` needs no Node process; `npm run dev` proxies the API to it.
export default defineConfig({
  plugins: [preact(), offlineApp()],
  // The offline table's worker (src/offline/worker.ts) is a module: it imports Pyodide.
  worker: { format: "es" },
  build: {
    outDir: "../igroteka/web_dist",
    emptyOutDir: true,
    target: "es2020",
    sourcemap: false,
  },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8000",
      "/ws": { target: "ws://127.0.0.1:8000", ws: true },
    },
  },
  test: {
    include: ["test/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
