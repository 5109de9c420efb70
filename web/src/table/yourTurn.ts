/**
 * «Ваш ход» while the table's tab is in the background: a short chime and a
 * browser notification, each switchable in the display settings (the chime off
 * by default; the notification on, but shown only where the browser already
 * allows it — the settings page asks), and the tab's title says it too.
 */
import { useEffect, useRef } from "preact/hooks";
import { settings } from "../settings/store";

export type Permission = "granted" | "denied" | "default" | "unsupported";

export function notificationsAllowed(): Permission {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** Ask the browser for notifications (call it from a click: browsers ignore it otherwise). */
export async function askNotifications(): Promise<Permission> {
  if (typeof Notification === "undefined") return "unsupported";
  if (Notification.permission !== "default") return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationsAllowed();
  }
}

let audio: AudioContext | null = null;

/** Two soft rising notes, 0.35 s: heard, not startling. */
export function chime(): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    const start = audio.currentTime;
    [660, 880].forEach((frequency, i) => {
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.frequency.value = frequency;
      osc.type = "sine";
      const at = start + i * 0.16;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
      osc.connect(gain).connect(audio!.destination);
      osc.start(at);
      osc.stop(at + 0.2);
    });
  } catch {
    // no sound device: the notification and the title still say it
  }
}

/**
 * Say «Ваш ход» when `mine` turns true while the page is hidden. `title`: the
 * notification's title (the game); `text`: its body; `tag`: one per table, so a
 * newer notice replaces the older one.
 */
export function useYourTurnAlert(mine: boolean, text: string, title: string, tag: string): void {
  const before = useRef(mine);
  useEffect(() => {
    const was = before.current;
    before.current = mine;
    if (!mine || was || document.visibilityState !== "hidden") return;
    const s = settings.value;
    if (s.turn_sound) chime();
    if (s.turn_notification && notificationsAllowed() === "granted") {
      try {
        const notice = new Notification(title, { body: text, tag, lang: s.lang });
        notice.onclick = () => {
          window.focus();
          notice.close();
        };
      } catch {
        // some browsers allow notifications only from a service worker: the title still says it
      }
    }
    const plain = document.title;
    document.title = `● ${text} — ${plain}`;
    const back = () => {
      if (document.visibilityState === "visible") {
        document.title = plain;
        document.removeEventListener("visibilitychange", back);
      }
    };
    document.addEventListener("visibilitychange", back);
  }, [mine]);
}
