/** In the waiting room: call a friend to this table by name; the invitation reaches their lobby. */
import { useEffect, useState } from "preact/hooks";
import { errorText, ErrorBox } from "../ui/common";
import { friendsApi, type Friend } from "./api";
import { t } from "./strings";

export function InviteFriend({ table }: { table: string }) {
  const [list, setList] = useState<Friend[] | null>(null);
  const [chosen, setChosen] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    friendsApi.list().then((data) => {
      setList(data.friends);
      const first = data.friends[0];
      if (first) setChosen(first.login ?? first.name);
    }, (err) => setError(errorText(err)));
  }, [table]);
  if (list === null && !error) return null;
  const send = (event: Event) => {
    event.preventDefault();
    const friend = list?.find((f) => (f.login ?? f.name) === chosen);
    if (!friend) return;
    setError(null);
    setNote(null);
    friendsApi.invite(table, chosen).then(
      () => setNote(t("invite_friend_sent", { name: friend.name })),
      (err) => setError(errorText(err)),
    );
  };
  return (
    <div class="card invite-friend">
      <h2>{t("invite_friend_title")}</h2>
      {list && list.length === 0 ? (
        <p class="muted small">{t("invite_friend_none")}</p>
      ) : (
        <form onSubmit={send}>
          <p class="muted small">{t("invite_friend_lead")}</p>
          <label class="field inline">
            <span>{t("invite_friend_choose")}</span>
            <select value={chosen} data-testid="invite-friend" onChange={(e) => setChosen(e.currentTarget.value)}>
              {(list ?? []).map((f) => (
                <option key={f.id} value={f.login ?? f.name}>{f.name}{f.online ? ` · ${t("friend_online")}` : ""}</option>
              ))}
            </select>
          </label>
          <button type="submit" class="primary">{t("invite_friend_send")}</button>
        </form>
      )}
      {note && <p class="muted" role="status">{note}</p>}
      <ErrorBox error={error} />
    </div>
  );
}
