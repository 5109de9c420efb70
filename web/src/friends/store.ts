/**
 * The friends list, kept fresh while the lobby is open: asked every few seconds, which
 * also tells the server this reader is in the club (igroteka/server/presence.py).
 */
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { user } from "../session";
import { errorText } from "../ui/common";
import { friendsApi, type Friends } from "./api";

export const friends = signal<Friends | null>(null);
export const friendsError = signal<string | null>(null);
const POLL_MS = 5000;

export async function reloadFriends(): Promise<void> {
  try {
    friends.value = await friendsApi.list();
    friendsError.value = null;
  } catch (err) {
    friendsError.value = errorText(err);
  }
}

/** Take a fresh list from an answer that carries one (accept, remove...). */
export function adoptFriends(next: Friends): void {
  friends.value = next;
  friendsError.value = null;
}

/** Poll while mounted, for a registered player only (guests have no friends). */
export function useFriendsPolling(): void {
  const me = user.value;
  const registered = !!me && !me.guest;
  useEffect(() => {
    if (!registered) {
      friends.value = null;
      return;
    }
    void reloadFriends();
    const timer = setInterval(() => void reloadFriends(), POLL_MS);
    return () => clearInterval(timer);
  }, [registered, me?.id]);
}
