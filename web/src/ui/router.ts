/**
 * A history-API router small enough to read in one go: the server answers every
 * unknown path with index.html, so links like /table/abc?invite=... open directly.
 */
import { signal } from "@preact/signals";

export interface Location {
  path: string;
  query: URLSearchParams;
}

function current(): Location {
  return { path: location.pathname, query: new URLSearchParams(location.search) };
}

export const route = signal<Location>(
  typeof location === "undefined" ? { path: "/", query: new URLSearchParams() } : current(),
);

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  route.value = current();
  window.scrollTo(0, 0);
}

export function initRouter(): void {
  window.addEventListener("popstate", () => {
    route.value = current();
  });
  // Same-origin links navigate without reloading the page.
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
    event.preventDefault();
    navigate(url.pathname + url.search);
  });
}

/** `pattern` like "/table/:id" matched against `path`; the named parts, or null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}
