/**
 * The lobby's «Друзья» tab: ask someone by login or name, answer requests, and see
 * which friends are in the club and at which table, with a way to sit down or watch.
 */
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { t as shell } from "../i18n";
import { openLogin, user } from "../session";
import { ErrorBox, Loading, errorText } from "../ui/common";
import { friendsApi, type Friend, type Friends, type Person } from "./api";
import { gameName } from "./Invitations";
import { adoptFriends, friends, friendsError } from "./store";
import { t } from "./strings";

export function FriendsTab() {
  const me = user.value;
  if (!me) {
    return (
      <section aria-label={t("tab_friends")}>
        <p class="muted empty">{t("friends_need_login")}</p>
        <button type="button" class="primary" onClick={() => openLogin("login")}>{shell("sign_in")}</button>
      </section>
    );
  }
  if (me.guest) {
    return (
      <section aria-label={t("tab_friends")}>
        <p class="muted empty" data-testid="friends-guest">{t("friends_guest")}</p>
        <button type="button" class="primary" onClick={() => openLogin("register")}>{shell("register")}</button>
      </section>
    );
  }
  return <FriendsList />;
}

function FriendsList() {
  const [name, setName] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = friends.value;

  const run = async (work: () => Promise<Friends>, done?: () => void) => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      adoptFriends(await work());
      done?.();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const ask = (event: Event) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    void run(() => friendsApi.ask(wanted), () => {
      setName("");
      setNote(t("friend_asked", { name: wanted }));
    });
  };

  return (
    <section aria-label={t("tab_friends")} class="friends">
      <form class="friend-add" onSubmit={ask}>
        <label class="field inline">
          <span>{t("friend_name")}</span>
          <input value={name} maxLength={40} data-testid="friend-name" onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" class="primary" disabled={busy || !name.trim()}>{t("friend_add")}</button>
      </form>
      {note && <p class="muted" role="status">{note}</p>}
      <ErrorBox error={error ?? friendsError.value} />
      {data === null && !friendsError.value && <Loading />}
      {data && data.incoming.length > 0 && (
        <People title={t("friends_incoming")} people={data.incoming} testid="incoming">
          {(person) => (
            <>
              <button type="button" class="primary" disabled={busy} onClick={() => void run(() => friendsApi.accept(person.id))}>{t("friend_accept")}</button>
              <button type="button" class="secondary" disabled={busy} onClick={() => void run(() => friendsApi.remove(person.id))}>{t("friend_decline")}</button>
            </>
          )}
        </People>
      )}
      {data && data.outgoing.length > 0 && (
        <People title={t("friends_outgoing")} people={data.outgoing} testid="outgoing">
          {(person) => (
            <button type="button" class="secondary" disabled={busy} onClick={() => void run(() => friendsApi.remove(person.id))}>{t("friend_withdraw")}</button>
          )}
        </People>
      )}
      {data && (
        <>
          <h2>{t("friends_title")}</h2>
          {data.friends.length === 0 && <p class="muted empty">{t("no_friends")}</p>}
          <ul class="friend-list">
            {data.friends.map((friend) => (
              <FriendRow key={friend.id} friend={friend} busy={busy} onRemove={() => void run(() => friendsApi.remove(friend.id))} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function People({ title, people, testid, children }: {
  title: string;
  people: Person[];
  testid: string;
  children: (person: Person) => ComponentChildren;
}) {
  return (
    <>
      <h2>{title}</h2>
      <ul class="friend-list" data-testid={testid}>
        {people.map((person) => (
          <li key={person.id} class="friend" data-friend={person.login ?? person.name}>
            <span data-user-text="">{person.name}</span>
            <span class="row-actions">{children(person)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function FriendRow({ friend, busy, onRemove }: { friend: Friend; busy: boolean; onRemove: () => void }) {
  return (
    <li class="friend" data-friend={friend.login ?? friend.name} data-online={friend.online ? "yes" : "no"}>
      <div>
        <span class={`presence ${friend.online ? "on" : "off"}`} aria-hidden="true" />
        <strong data-user-text="">{friend.name}</strong>
        <span class="muted"> · {friend.online ? t("friend_online") : t("friend_offline")}</span>
        {friend.tables.map((table) => (
          <div key={table.id} class="friend-table small" data-table={table.id}>
            {table.url === null ? (
              <span class="muted">{t("friend_private_table")}</span>
            ) : (
              <>
                <span class="muted">
                  {t(table.status === "waiting" ? "friend_table_waiting" : "friend_table_playing", { game: gameName(table.game) })}
                </span>
                {table.joinable && <a class="button primary" href={table.url}>{shell("take_seat")}</a>}
                {table.watchable && <a class="button secondary" href={table.url}>{shell("watch")}</a>}
              </>
            )}
          </div>
        ))}
      </div>
      <span class="row-actions">
        <button type="button" class="secondary" disabled={busy} onClick={onRemove}>{t("friend_remove")}</button>
      </span>
    </li>
  );
}
