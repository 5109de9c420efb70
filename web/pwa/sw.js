/* Igroteka's service worker (written by hand; web/pwa/plugin.ts fills in the build's
 * file list and version). It keeps the club on the device for the offline app
 * (docs/offline.md):
 * - at install: the shell (/ and the built assets), the icons and manifest, Pyodide
 *   (/pyodide/), the club's Python package (/offline/igroteka.zip), the game list and
 *   every game's rules in both languages;
 * - pages: the network first, else the cached shell (the client routes every page);
 * - built assets and Pyodide: from the cache (their names change with their contents);
 * - the Python package, the game list and the rules: the network first, else the cache;
 * - everything else (the API, the table socket) is not touched.
 */
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `igroteka-${VERSION}`;
const DATA = "igroteka-data";

async function precacheData(cache) {
  const games = await fetch("/api/games", { cache: "no-store" });
  if (!games.ok) return;
  await cache.put("/api/games", games.clone());
  const list = await games.json();
  await Promise.all(
    list.flatMap((game) =>
      ["ru", "en"].map(async (lang) => {
        const url = `/api/games/${encodeURIComponent(game.id)}/rules?lang=${lang}`;
        const response = await fetch(url);
        if (response.ok) await cache.put(url, response);
      }),
    ),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })));
      const data = await caches.open(DATA);
      await data.add(new Request("/offline/igroteka.zip", { cache: "reload" }));
      try {
        await precacheData(data);
      } catch {
        // the game list and rules are cached again on their next visit
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("igroteka-") && key !== CACHE && key !== DATA) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === "navigate") {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch (error) {
          const shell = await caches.match("/", { cacheName: CACHE });
          if (shell) return shell;
          throw error;
        }
      })(),
    );
  } else if (path.startsWith("/assets/") || path.startsWith("/pyodide/") || path.startsWith("/icons/") || path === "/manifest.webmanifest") {
    event.respondWith(cacheFirst(request));
  } else if (path === "/offline/igroteka.zip" || path === "/api/games" || /^\/api\/games\/[^/]+\/rules$/.test(path)) {
    event.respondWith(networkFirst(request, DATA, path === "/api/games" || path === "/offline/igroteka.zip" ? path : request.url));
  }
});
