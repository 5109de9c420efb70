/**
 * Who is playing. A newcomer needs no account: the first thing that needs one
 * (quick play, a table) asks only for a name and makes a guest session.
 */
import { signal } from "@preact/signals";
import { lang } from "./i18n";
import { api, ApiError } from "./net/api";
import type { User } from "./net/types";
import {
  fromServerSettings,
  serialSaver,
  setRemoteSave,
  settings,
  takeUnsaved,
  toServerSettings,
  updateSettings,
} from "./settings/store";

export const user = signal<User | null>(null);
export const sessionChecked = signal(false);
/** Set while the name dialog is open; resolves when a user exists (or is cancelled). */
export const loginRequest = signal<{ id: number; resolve: (u: User | null) => void; mode: "guest" | "login" | "register" } | null>(null);
let requests = 0;

function adopt(next: User | null): void {
  user.value = next;
  if (!next) {
    setRemoteSave(null);
    return;
  }
  // What the person changed on this device while nothing saved it (a click before the
  // session's first answer, a choice made signed out) is newer than the account's
  // settings: it goes over them and is saved.
  const early = takeUnsaved();
  const remote = next.settings && Object.keys(next.settings).length > 0 ? next.settings : null;
  const save = serialSaver((changed) => api.saveSettings(toServerSettings(changed)));
  if (remote) {
    updateSettings({ ...fromServerSettings(remote, next.lang, settings.value), ...early }, false);
    if (Object.keys(early).length > 0) void save(early);
  } else {
    // A fresh account starts with what this device had chosen.
    void save(settings.value);
  }
  setRemoteSave((changed) => void save(changed));
}

/** The session check under way (the page's first `loadSession`), for `ensureUser` to wait on. */
let checking: Promise<void> | null = null;

export function loadSession(): Promise<void> {
  const check = (async () => {
    try {
      adopt(await api.me());
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 403 && err.status !== 404)) {
        console.warn("session check failed", err);
      }
      adopt(null);
    } finally {
      sessionChecked.value = true;
    }
  })();
  checking = check;
  return check;
}

/**
 * The signed-in user, asking for a name first if there is none. Null if the person cancels.
 * A click that comes while the page is still asking who is signed in (a slow server, a
 * reload) waits for the answer: a registered player is not asked for a guest's name.
 */
export async function ensureUser(): Promise<User | null> {
  if (!user.value && checking) await checking;
  if (user.value) return user.value;
  return new Promise((resolve) => {
    loginRequest.value = { id: ++requests, resolve, mode: "guest" };
  });
}

export function openLogin(mode: "guest" | "login" | "register"): void {
  loginRequest.value = { id: ++requests, resolve: () => undefined, mode };
}

export async function signInGuest(name: string): Promise<User> {
  const next = await api.guest(name, lang.value);
  adopt(next);
  return next;
}

export async function signIn(login: string, password: string): Promise<User> {
  const next = await api.login(login, password);
  adopt(next);
  return next;
}

export async function register(login: string, password: string, name: string): Promise<User> {
  const next = await api.register(login, password, name, lang.value);
  adopt(next);
  return next;
}

export async function signOut(): Promise<void> {
  try {
    await api.logout();
  } finally {
    adopt(null);
  }
}
