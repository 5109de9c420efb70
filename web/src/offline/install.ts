/**
 * The club as an app: the service worker that keeps it on the device (built from
 * web/pwa/sw.js) and the browser's offer to install it.
 */
import { signal } from "@preact/signals";

/** Whether the club is kept on this device for offline play. */
export const offlineReady = signal<"preparing" | "ready" | "unsupported">("preparing");

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/** The browser's install offer, held until the person asks for it. */
export const installPrompt = signal<InstallPrompt | null>(null);

export function registerServiceWorker(): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) {
    offlineReady.value = "unsupported";
    return;
  }
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    installPrompt.value = event as InstallPrompt;
  });
  window.addEventListener("appinstalled", () => {
    installPrompt.value = null;
  });
  // The worker activates only once everything is cached: then the club works offline.
  void navigator.serviceWorker.ready.then(() => {
    offlineReady.value = "ready";
  });
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      offlineReady.value = "unsupported";
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

export async function install(): Promise<void> {
  const prompt = installPrompt.value;
  if (!prompt) return;
  installPrompt.value = null;
  await prompt.prompt();
}
